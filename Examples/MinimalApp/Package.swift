// swift-tools-version:6.0
import PackageDescription

// A minimal Trellis app in its own package: a window with a collection view (SDL), or a PNG rendered
// headlessly when there is no display. Copy this folder to start an app, and point the dependency at
// your checkout of Trellis.
let package = Package(
  name: "MinimalApp",
  dependencies: [
    .package(name: "Trellis", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "MinimalApp",
      dependencies: [
        .product(name: "TrellisUIKitNames", package: "Trellis"),
        .product(name: "TrellisSDL", package: "Trellis"),
        .product(name: "TrellisCairo", package: "Trellis"),
        .product(name: "TrellisTesting", package: "Trellis"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
