import Foundation
import Trellis
import TrellisTesting

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
  /// What the headless render does after opening the scene and before waiting `renderDelay` (a tap that
  /// starts a transition, for a mid-transition snapshot); nothing by default.
  var prepareSnapshot: (@MainActor (HeadlessHost) -> Void)? = nil

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
      id: "diffable-search", title: "Search a Diffable List",
      subtitle: "10,000 items filtered as you type: each snapshot applied animated; click a row to star it",
      renderDelay: 0.1, make: { DiffableSearchScene() }),
    Scene(
      id: "outline", title: "Outline Sidebar",
      subtitle: "A section snapshot three levels deep: click a group to expand or collapse it, animated",
      renderDelay: 0.1, make: { OutlineScene() }),
    Scene(
      id: "app-store", title: "App Store Page",
      subtitle: "Compositional layout in UIKit's names: carousels paging by group, a badged grid, pinned headers",
      renderDelay: 0.1, make: { AppStoreScene() }),
    Scene(
      id: "settings", title: "Settings List",
      subtitle: "An inset grouped list: value and subtitle cells, accessories, swipe a message for its actions",
      renderDelay: 0.1, make: { SettingsScene() }),
    Scene(
      id: "sidebar", title: "Sidebar",
      subtitle: "A sidebar list: a section snapshot per group, outline disclosures expand and collapse, animated",
      renderDelay: 0.1, make: { SidebarScene() }),
    Scene(
      id: "chat", title: "Chat",
      subtitle: "2,000 messages in Auto Layout cells, measured as shown; opens at the newest, scroll up without jumps",
      renderDelay: 0.1, make: { ChatScene() }),
    Scene(
      id: "feed", title: "Feed",
      subtitle: "A compositional layout with estimated heights: stack-view posts measured as they appear",
      renderDelay: 0.1, make: { FeedScene() }),
    Scene(
      id: "cover-flow", title: "Cover Flow",
      subtitle: "A custom layout: covers in perspective (m34), flings rest on a cover",
      renderDelay: 0.1, make: { CoverFlowScene() }),
    Scene(
      id: "layout-to-layout", title: "Layout to Layout",
      subtitle: "Listings 6.12–6.14: a tap pushes a controller sharing the collection view, its layout animated",
      renderDelay: 0.15, make: { LayoutToLayoutPrimaryController() },
      prepareSnapshot: { host in host.tap(at: CGPoint(x: 80, y: NavigationBar.height + 80)) }),
    Scene(
      id: "menus", title: "Menus and the Pasteboard",
      subtitle: "Long press or right-click a word: cut, copy, paste with the system clipboard",
      renderDelay: 0.1, make: { MenusScene() }),
    Scene(
      id: "custom-attributes", title: "Custom Attributes",
      subtitle: "Book ch. 4: a flow subclass's own attributes (shear, hue) read in apply(_:), through updates",
      renderDelay: 0.1, make: { CustomAttributesScene() }),
    Scene(
      id: "bookshelf", title: "Bookshelf", subtitle: "Book ch. 4–5: decoration views, a shelf behind every line",
      renderDelay: 0.1, make: { BookshelfScene() }),
    Scene(
      id: "waterfall", title: "Beyond Grids",
      subtitle: "Book ch. 4: 100,000 items in a waterfall, shortest column first",
      renderDelay: 0.1, make: { WaterfallScene() }),
    Scene(
      id: "table-list", title: "Table-Style List",
      subtitle: "Book ch. 4: full-width rows, separators, headers, selection pushing a detail screen",
      renderDelay: 0.1, make: { TableListScene() }),
    Scene(
      id: "image-grid", title: "Image Grid",
      subtitle: "Book ch. 2 case study: 3,000 cells of real JPEG and PNG files; F12 shows frame times",
      renderDelay: 0.1, make: { ImageGridScene() }),
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
      id: "attachments", title: "Attachments",
      subtitle: "iOS 9 joints under gravity: a slider on a rail, a pendulum on a pin, a rope, a welded pair",
      renderDelay: 0.6, make: { AttachmentsScene() }),
    Scene(
      id: "flick-card", title: "Flick to Dismiss",
      subtitle: "Drag a card; flick it and a push sends it off with the release velocity",
      renderDelay: 0.1, make: { FlickCardScene() }),
    Scene(
      id: "pinch-grid", title: "Pinch Grid",
      subtitle: "Pinch between two grid densities: an interactive transition that finishes or cancels",
      renderDelay: 0.05, make: { PinchGridScene() }),
    Scene(
      id: "circle-layout", title: "Circle Layout", subtitle: "Items on a circle: pinch the radius, drag the centre",
      renderDelay: 0.1, make: { CircleLayoutScene() }),
    Scene(
      id: "stack-pinch", title: "Stacks", subtitle: "Listing 6.11: pinch a stack open; past 2.5× it becomes a grid",
      renderDelay: 0.1, make: { StackScene() }),
    Scene(
      id: "reorder-photos", title: "Reorder Photos",
      subtitle: "Interactive movement: hold a photo and drag it across albums; the grid scrolls near its edges",
      renderDelay: 0.12, make: { ReorderPhotosScene() },
      prepareSnapshot: { host in
        // Mid-drag: the second photo held, lifted and carried to the fifth's place, the others making room.
        guard let navigation = host.window?.rootViewController as? NavigationController,
          let scene = navigation.topViewController as? ReorderPhotosScene,
          let collectionView = scene.grid.collectionView,
          let second = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)),
          let fifth = collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))
        else { return }
        let start = collectionView.convert(second.center, to: nil)
        let end = collectionView.convert(CGPoint(x: fifth.center.x + 20, y: fifth.center.y + 30), to: nil)
        host.send(.touchDown(id: 0, location: start, pointer: false))
        host.advance(by: 0.6)
        for step in 1...6 {
          let f = CGFloat(step) / 6
          host.send(
            .touchMoved(id: 0, location: CGPoint(x: start.x + (end.x - start.x) * f, y: end.y * f + start.y * (1 - f))))
          host.advance(by: host.frameInterval)
        }
      }),
    Scene(
      id: "drag-exchange", title: "Inbox and Archive",
      subtitle: "Drag and drop: hold a tile, drag it within a list or to the other collection view",
      renderDelay: 0.1, make: { ExchangeScene() },
      prepareSnapshot: { host in
        // Mid-drag: the inbox's second tile lifted with the mouse and carried towards the archive, its
        // preview floating on the lift's shadow.
        guard let navigation = host.window?.rootViewController as? NavigationController,
          let scene = navigation.topViewController as? ExchangeScene,
          let inbox = scene.collectionViews.first,
          let second = inbox.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        else { return }
        let start = inbox.convert(second.center, to: nil)
        let end = CGPoint(x: start.x + 150, y: start.y + 110)
        host.send(.touchDown(id: 0, location: start, pointer: true))
        host.advance(by: 0.3)
        for step in 1...6 {
          let f = CGFloat(step) / 6
          host.send(
            .touchMoved(
              id: 0, location: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)))
          host.advance(by: host.frameInterval)
        }
      }),
    Scene(
      id: "image-drop", title: "Drop Images",
      subtitle: "Drop PNG or JPEG files from the desktop: each becomes a tile; other files are refused",
      renderDelay: 0.5, make: { ImageDropScene() },
      prepareSnapshot: { host in
        let files = [("gallery-03", "png"), ("gallery-07", "jpg")].compactMap {
          Bundle.module.path(forResource: $0.0, ofType: $0.1)
        }
        host.drop(files: files, at: CGPoint(x: 480, y: 320))
      }),
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
