import Trellis

/// One showcase scene: a name for the list and the command line, and a controller to show.
@MainActor struct Scene {
  /// The identifier used by `--scene` and as the PNG file name.
  let id: String
  /// The title in the list and the navigation bar.
  let title: String
  /// One line under the title in the list.
  let subtitle: String
  /// How long after opening the headless render waits before the snapshot (mid-animation for animated scenes).
  let renderDelay: TimeInterval
  /// Makes the scene's controller.
  let make: @MainActor () -> ViewController

  /// Every scene, in list order.
  static let all: [Scene] = [
    Scene(
      id: "photo-grid", title: "Photo Grid",
      subtitle: "Flow layout with headers, footers, single and multiple selection",
      renderDelay: 0.1, make: { PhotoGridScene() }),
    Scene(
      id: "million", title: "A Million Items", subtitle: "1,000,000 cells in a uniform grid, a screenful of views",
      renderDelay: 0.1, make: { MillionGridScene() }),
    Scene(
      id: "horizontal-flow", title: "Horizontal Flow",
      subtitle: "Columns filled top to bottom, sizes from the delegate",
      renderDelay: 0.1, make: { HorizontalFlowScene() }),
    Scene(
      id: "paging", title: "Paging",
      subtitle: "Seed 001: pages in a horizontal flow, paging on, with a page control",
      renderDelay: 0.1, make: { PagingScene() }),
    Scene(
      id: "pinned-headers", title: "Pinned Headers",
      subtitle: "Section headers stay at the top while their section scrolls",
      renderDelay: 0.1, make: { PinnedHeadersScene() }),
    Scene(
      id: "updates", title: "Batch Updates",
      subtitle: "Insert, delete, move and shuffle tiles; switch grid and list, animated",
      renderDelay: 0.15, make: { UpdatesScene() }),
    Scene(
      id: "menus", title: "Menus and the Pasteboard",
      subtitle: "Long press or right-click a word: cut, copy, paste with the system clipboard",
      renderDelay: 0.1, make: { MenusScene() }),
    Scene(
      id: "transforms", title: "Transforms", subtitle: "Affine rotation and scale; 3D perspective cover flow",
      renderDelay: 0.1, make: { TransformsScene() }),
    Scene(
      id: "text", title: "Text", subtitle: "Fonts, alignment, wrapping and truncation by pango",
      renderDelay: 0.1, make: { TextScene() }),
    Scene(
      id: "images", title: "Images", subtitle: "PNG, JPEG and drawn images in every content mode",
      renderDelay: 0.1, make: { ImagesScene() }),
    Scene(
      id: "animations", title: "Animations", subtitle: "Linear and eased curves, retargeting; tap to replay",
      renderDelay: 0.5, make: { AnimationsScene() }),
    Scene(
      id: "springs", title: "Springs", subtitle: "Damping ratios 0.2 to 1.0 side by side; tap to replay",
      renderDelay: 0.35, make: { SpringsScene() }),
    Scene(
      id: "springy", title: "Springy Collection View",
      subtitle: "Listings 6.15–6.21: 120 orange cells on UIKit Dynamics springs; scroll to see them lag",
      renderDelay: 0.1, make: { SpringyScene() }),
    Scene(
      id: "tiled-springs", title: "Tiled Springs",
      subtitle: "SpringyFlowLayout on 100,000 items: springs only near the screen",
      renderDelay: 0.1, make: { TiledSpringsScene() }),
    Scene(
      id: "gravity-tiles", title: "Gravity and Collisions",
      subtitle: "Tiles fall under gravity and collide with the bounds and each other; tap to drop",
      renderDelay: 0.5, make: { GravityTilesScene() }),
    Scene(
      id: "snap", title: "Snap", subtitle: "A square snaps to wherever you tap",
      renderDelay: 0.25, make: { SnapScene() }),
    Scene(
      id: "flick-card", title: "Flick to Dismiss",
      subtitle: "Drag a card; flick it and a push sends it off with the release velocity",
      renderDelay: 0.1, make: { FlickCardScene() }),
  ]
}

/// A plain content controller with a background and a layout callback, the base of the scenes.
@MainActor class SceneController: ViewController {
  /// Lays the scene out for the current bounds; subclasses override.
  func layoutScene(in bounds: CGRect) {}

  override func loadView() {
    let root = SceneRootView(frame: Screen.main.bounds)
    root.backgroundColor = .systemGroupedBackground
    root.onLayout = { [weak self] bounds in self?.layoutScene(in: bounds) }
    view = root
  }
}

/// The root view of a scene: forwards layout to its controller.
@MainActor final class SceneRootView: View {
  var onLayout: ((CGRect) -> Void)?
  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout?(bounds)
  }
}

/// A caption label in the scenes' style.
@MainActor func caption(_ text: String, size: CGFloat = 13) -> Label {
  let label = Label()
  label.text = text
  label.font = .systemFont(ofSize: size)
  label.textColor = .secondaryLabel
  label.textAlignment = .center
  label.numberOfLines = 2
  return label
}
