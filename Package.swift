// swift-tools-version:6.0
import PackageDescription

// The core (TrellisGeometry, TrellisUI, TrellisTesting, Trellis) builds with the Swift toolchain alone.
// TrellisCairo and TrellisSDL link Debian's C libraries through the system-library targets
// CCairo and CSDL2; TrellisDynamics links Chipmunk2D through CChipmunk.
let package = Package(
  name: "Trellis",
  products: [
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisCairo", targets: ["TrellisCairo"]),
    .library(name: "TrellisSDL", targets: ["TrellisSDL"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    .library(name: "TrellisUIKitNames", targets: ["TrellisUIKitNames"]),
    .library(name: "TrellisDynamics", targets: ["TrellisDynamics"]),
    .library(name: "TrellisDynamicsUIKitNames", targets: ["TrellisDynamicsUIKitNames"]),
    .library(name: "TrellisConstraints", targets: ["TrellisConstraints"]),
    .executable(name: "showcase", targets: ["showcase"]),
  ],
  targets: [
    .target(name: "TrellisGeometry"),
    // The Cassowary constraint solver under Auto Layout: no UI imports, no dependencies.
    .target(name: "TrellisConstraints"),
    .target(name: "TrellisUI", dependencies: ["TrellisGeometry", "TrellisConstraints"]),
    // Snapshots, section snapshots and their diff: values with no UI, used by the diffable data source.
    .target(name: "TrellisDiffable"),
    .target(name: "TrellisCollection", dependencies: ["TrellisGeometry", "TrellisUI", "TrellisDiffable"]),
    .target(name: "TrellisLayouts", dependencies: ["TrellisGeometry", "TrellisUI", "TrellisCollection"]),
    .target(
      name: "Trellis",
      dependencies: ["TrellisGeometry", "TrellisUI", "TrellisDiffable", "TrellisCollection", "TrellisLayouts"]),
    .target(name: "TrellisTesting", dependencies: ["TrellisGeometry", "TrellisUI"]),
    .target(
      name: "TrellisUIKitNames",
      dependencies: [
        "Trellis", "TrellisGeometry", "TrellisUI", "TrellisCollection", "TrellisDiffable", "TrellisLayouts",
      ]),
    .systemLibrary(
      name: "CCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpixman-1-dev", "libjpeg-dev"])]),
    .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
    .target(name: "TrellisCairo", dependencies: ["Trellis", "CCairo"]),
    .target(name: "TrellisSDL", dependencies: ["Trellis", "TrellisCairo", "CSDL2"]),
    // Chipmunk2D ships no pkg-config file in Debian; the module map links libchipmunk by name.
    .systemLibrary(name: "CChipmunk", providers: [.apt(["libchipmunk-dev"])]),
    .target(name: "TrellisDynamics", dependencies: ["Trellis", "CChipmunk"]),
    // UIKit Dynamics' names, apart from TrellisUIKitNames so that only apps using Dynamics link libchipmunk.
    .target(name: "TrellisDynamicsUIKitNames", dependencies: ["TrellisDynamics", "TrellisUIKitNames"]),
    .executableTarget(
      name: "showcase",
      dependencies: [
        "Trellis", "TrellisCairo", "TrellisDynamics", "TrellisSDL", "TrellisTesting", "TrellisUIKitNames",
      ],
      resources: [.copy("Resources")]),
    // What the test targets share: the configurable CountingDataSource (Tests/AllocationBudgets links it too).
    .target(name: "TrellisTestSupport", dependencies: ["TrellisCollection"], path: "Tests/TrellisTestSupport"),
    .testTarget(name: "TrellisTestSupportTests", dependencies: ["Trellis", "TrellisTestSupport"]),
    .testTarget(name: "TrellisGeometryTests", dependencies: ["TrellisGeometry"]),
    .testTarget(name: "TrellisConstraintsTests", dependencies: ["TrellisConstraints"]),
    .testTarget(name: "TrellisDiffableTests", dependencies: ["TrellisDiffable", "TrellisTesting"]),
    .testTarget(name: "TrellisUITests", dependencies: ["Trellis", "TrellisTesting"]),
    // A layout written only against the public API (no @testable import): update answers as FlowLayout's.
    .testTarget(name: "PublicLayoutTests", dependencies: ["Trellis", "TrellisTesting"]),
    .testTarget(
      name: "TrellisCollectionTests",
      dependencies: ["Trellis", "TrellisTesting", "TrellisTestSupport", "TrellisUIKitNames"]),
    .testTarget(name: "TrellisLayoutsTests", dependencies: ["Trellis", "TrellisTesting", "TrellisTestSupport"]),
    .testTarget(
      name: "TrellisDynamicsTests",
      dependencies: ["Trellis", "TrellisDynamics", "TrellisTesting", "TrellisTestSupport"]),
    // Written as a UIKit programmer writes it (TrellisUIKitNames only), compiled in Swift 6 and, from the
    // same files (UIKitPortSwift5Tests is a link to UIKitPortTests), in Swift 5 language mode.
    .target(name: "UIKitPortAppTypes", path: "Tests/UIKitPortAppTypes"),
    // The Swift 6 target also turns on the upcoming MemberImportVisibility rule, which TrellisUIKitNames supports.
    .testTarget(
      name: "UIKitPortTests",
      dependencies: ["TrellisUIKitNames", "TrellisDynamicsUIKitNames", "TrellisTesting", "UIKitPortAppTypes"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    .testTarget(
      name: "UIKitPortSwift5Tests",
      dependencies: ["TrellisUIKitNames", "TrellisDynamicsUIKitNames", "TrellisTesting", "UIKitPortAppTypes"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The springy tutorial's app after each step that has code: their files are links to the tutorial's
    // code files (Sources/Trellis/Trellis.docc/Resources/springy-*.swift); DocumentationSnippetTests runs
    // them headlessly and renders the tutorial's screenshots.
    .executableTarget(
      name: "SpringyTutorialStep2", dependencies: ["Trellis", "TrellisSDL"], path: "Tests/SpringyTutorial/Step2"),
    .executableTarget(
      name: "SpringyTutorialStep3", dependencies: ["Trellis", "TrellisDynamics", "TrellisSDL"],
      path: "Tests/SpringyTutorial/Step3"),
    .executableTarget(
      name: "SpringyTutorialStep4", dependencies: ["Trellis", "TrellisDynamics", "TrellisSDL"],
      path: "Tests/SpringyTutorial/Step4"),
    .executableTarget(
      name: "SpringyTutorialStep5", dependencies: ["Trellis", "TrellisDynamics", "TrellisSDL"],
      path: "Tests/SpringyTutorial/Step5"),
    // The documentation's code: every Swift block of the DocC articles is a marked region of these files
    // (scripts/check-doc-snippets compares them), compiled and run with the suite.
    .testTarget(
      name: "DocumentationSnippetTests",
      dependencies: [
        "Trellis", "TrellisCairo", "TrellisDynamics", "TrellisSDL", "TrellisTesting", "TrellisUIKitNames",
        "TrellisDynamicsUIKitNames", "SpringyTutorialStep2", "SpringyTutorialStep3", "SpringyTutorialStep4",
        "SpringyTutorialStep5",
      ]),
    // The renderer's tests; the showcase's scenes are tested in ShowcaseSceneTests.
    .testTarget(
      name: "TrellisCairoTests", dependencies: ["Trellis", "TrellisCairo", "TrellisTesting"],
      exclude: ["Fixtures", "__Snapshots__"]),
    // Tests of the showcase's scenes (they import the showcase executable). Support/ links the snapshot
    // assertion of TrellisCairoTests.
    .testTarget(
      name: "ShowcaseSceneTests",
      dependencies: [
        "Trellis", "TrellisCairo", "TrellisDynamics", "TrellisSDL", "TrellisTesting", "TrellisTestSupport", "showcase",
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
