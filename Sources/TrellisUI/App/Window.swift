import Foundation
import TrellisGeometry

/// The root of a view hierarchy on a screen; it shows a root view controller's view and routes events (`UIWindow`).
@MainActor open class Window: View {
  var isKeyWindowStorage = false
  /// The last traits computed for the window (`Window+Traits.swift`).
  var cachedTraitCollection: TraitCollection?
  /// The traits the window's views were last told about, nil before the window was shown.
  var reportedTraitCollection: TraitCollection?
  /// What changed since the renderer last redrew the window's changes (`Window+Damage.swift`).
  package var damage = DamageRegion()
  /// The extents of views whose edges cairo smooths (rotated or projected, or clipping to rounded
  /// corners) found by the last damage collection, at most `damageEdgeCapacity` (`Window+Damage.swift`).
  var damageEdgeExtents: [CGRect] = []
  /// Whether the last damage collection found more such views than `damageEdgeCapacity`.
  var damageEdgesOverflowed = false
  /// The scroll the last damage collections found that a renderer may draw by moving pixels, until
  /// `resolveScrollCopy(accepting:)` takes it (`Window+ScrollCopy.swift`).
  package internal(set) var pendingScrollCopy: ScrollCopy?
  /// While a collection walks the views drawn after the scroll it found, the scrolled rectangle: what
  /// they cover of it must be redrawn after the move.
  var scrollCopyCover: CGRect?
  /// The damaged rectangles `resolveScrollCopy(accepting:)` moves, kept for the next frame's.
  var scrollCopyScratch: [CGRect] = []

  /// Whether this window receives keys.
  public var isKeyWindow: Bool { isKeyWindowStorage }

  /// The controller whose view fills the window.
  open var rootViewController: ViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      oldValue?.view.removeFromSuperview()
      if let controller = rootViewController {
        controller.view.frame = bounds
        controller.beginAppearance(animated: false)
        addSubview(controller.view)
        controller.endAppearance()
      }
    }
  }

  /// Creates a window with a frame; it shows nothing until `makeKeyAndVisible()`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    finishInitWindow()
  }

  /// Creates a window with a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    finishInitWindow()
  }

  /// The setup both initialisers share.
  private func finishInitWindow() {
    window = self
    backgroundColor = .systemBackground
  }

  /// Creates a window the size of the main screen.
  public convenience init() { self.init(frame: Screen.main.bounds) }

  /// Shows the window and makes it receive keys.
  public func makeKeyAndVisible() {
    isHidden = false
    Application.shared.register(self)
    Application.shared.makeKey(self)
    reportedTraitCollection = windowTraitCollection
    setNeedsLayout()
    Application.shared.setNeedsFrame()
  }

  /// Keeps the root view controller's view filling the window.
  open override func layoutSubviews() {
    super.layoutSubviews()
    rootViewController?.view.frame = bounds
  }

  /// Delivers a touch event (`sendEvent(_:)`): first to the gesture recognizers of the view hit when the
  /// touch began and of its ancestors, then to that view, as the recognizers allow (see `GestureRecognizer`).
  open func sendEvent(_ event: Event, touch: Touch) {
    GestureEnvironment.shared.deliver(touch, with: event)
  }

  /// Delivers a scroll, magnify or secondary-click event to the view under the pointer, which passes it up
  /// the chain; a magnify event goes to a pinch gesture recognizer there first.
  open func sendEvent(_ event: Event) {
    let target = hitTest(event.locationInWindow, with: event) ?? self
    switch event.kind {
    case .scroll: target.scrollWheel(with: event)
    case .magnify:
      // A pinch recognizer on the view or an ancestor takes the event; otherwise the responders get it.
      if !GestureEnvironment.shared.handleMagnify(event, over: target) { target.magnify(with: event) }
    case .secondaryClick: target.rightMouseDown(with: event)
    case .touches, .presses: break
    }
  }

  /// Converts a point from window coordinates to the window's own (they are the same for the root).
  open override var next: Responder? { nil }
}
