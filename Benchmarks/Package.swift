// swift-tools-version:6.0
import Foundation
import PackageDescription

// Trellis's benchmarks, a package of their own that depends on the Trellis checkout above it by path, so
// the benchmarks and the allocation counter they link are no products of the library. Release builds only:
//   swift build -c release --package-path Benchmarks && Benchmarks/.build/release/benchmarks [name-filter]
//
// The batch-update benchmarks (UpdateBenchmarks) measure TrellisCollection's `package` planner API, which
// only modules of Trellis's own package see. So the benchmarks target takes no package name of its own
// (packageAccess: false) and compiles under Trellis's: the identity SwiftPM gives a path dependency, its
// folder's name, lowercased, as a C99 identifier (`wt-house` → `wt_house`).
let trellisFolder = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent
var trellisPackageName = String(
  trellisFolder.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
if trellisPackageName.first?.isNumber ?? true { trellisPackageName = "_" + trellisPackageName }

let package = Package(
  name: "Benchmarks",
  dependencies: [.package(name: "Trellis", path: "..")],
  targets: [
    // Counts heap allocations by interposing malloc and its relatives; Tests/AllocationBudgets links it too.
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        .product(name: "Trellis", package: "Trellis"), .product(name: "TrellisCairo", package: "Trellis"),
        .product(name: "TrellisDynamics", package: "Trellis"), .product(name: "TrellisTesting", package: "Trellis"),
        .product(name: "TrellisConstraints", package: "Trellis"),
        "CAllocationCounter",
      ],
      packageAccess: false,
      swiftSettings: [.unsafeFlags(["-package-name", trellisPackageName])]),
  ],
  swiftLanguageModes: [.v6]
)
