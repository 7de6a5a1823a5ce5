// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Springy",
  dependencies: [
    .package(name: "Trellis", path: "../Trellis")
  ],
  targets: [
    .executableTarget(
      name: "Springy",
      dependencies: [
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisDynamics", package: "Trellis"),
        .product(name: "TrellisSDL", package: "Trellis"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
