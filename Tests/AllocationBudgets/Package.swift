// swift-tools-version:6.0
import PackageDescription

// The allocation-budget tests, built on their own so they can run optimised (`swift test -c release`):
// unoptimised code allocates a coroutine frame for every step of a `for … in` loop over an array, so
// only optimised code can show 0 allocations per frame, and the main package's other test targets don't
// all build optimised. Run by scripts/test-allocations; the springy fixture and the book's springy
// listing are the main package's files (links).
let package = Package(
  name: "AllocationBudgets",
  dependencies: [.package(name: "Trellis", path: "../..")],
  targets: [
    // The benchmarks' allocation counter (Sources/CAllocationCounter links Benchmarks/Sources/CAllocationCounter).
    .target(name: "CAllocationCounter"),
    // The main package's test support (Sources/TrellisTestSupport links Tests/TrellisTestSupport).
    .target(name: "TrellisTestSupport", dependencies: [.product(name: "Trellis", package: "Trellis")]),
    .testTarget(
      name: "AllocationBudgetTests",
      dependencies: [
        .product(name: "Trellis", package: "Trellis"), .product(name: "TrellisDynamics", package: "Trellis"),
        .product(name: "TrellisTesting", package: "Trellis"), .product(name: "TrellisCairo", package: "Trellis"),
        "CAllocationCounter", "TrellisTestSupport",
      ]),
  ]
)
