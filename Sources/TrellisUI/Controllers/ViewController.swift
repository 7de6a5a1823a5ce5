import Foundation
import TrellisGeometry

/// Manages a view and its life cycle: load, appear, disappear, child controllers (`UIViewController`).
@MainActor open class ViewController: Responder {
  private var loadedView: View?
  /// The controller's own view (or nil) kept aside while it shows another controller's view.
  private var viewAside: View?
  /// Whether the controller shows another controller's view (`beginSharing(_:)`).
  package private(set) var isSharingView = false
  /// The title, shown by a navigation controller's bar.
  open var title: String? { didSet { navigationController?.controllerTitleDidChange(self) } }
  /// The parent controller, if this is a child.
  public internal(set) weak var parent: ViewController?
  /// The child controllers, in order of addition.
  public internal(set) var children: [ViewController] = []
  /// The navigation controller this controller is in, if any.
  public var navigationController: NavigationController? {
    var current: ViewController? = self
    while let c = current {
      if let nav = c as? NavigationController, c !== self { return nav }
      current = c.parent
    }
    return nil
  }
  /// Whether the view is on screen, between `viewDidAppear` and `viewWillDisappear`.
  public internal(set) var isViewVisible = false
  var appearanceInProgress: Bool?
  var appearanceAnimated = false

  /// Creates a controller; its view is made on first access.
  public override init() { super.init() }

  /// Creates a controller (`init(nibName:bundle:)`); Trellis loads no nib files, so both are ignored and
  /// the view is made by `loadView()` on first access, as with `init()`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// The root view, loaded on first access by `loadView()` then `viewDidLoad()`.
  public var view: View! {
    get {
      if let loadedView { return loadedView }
      loadView()
      if loadedView == nil { loadedView = View(frame: Screen.main.bounds) }
      loadedView?.owningViewController = self
      viewDidLoad()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      loadedView?.owningViewController = self
    }
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view, or nil when not loaded yet (`viewIfLoaded`).
  public var viewIfLoaded: View? { loadedView }

  /// Creates the view; the default makes a plain view with the system background.
  open func loadView() {
    let v = View(frame: Screen.main.bounds)
    v.backgroundColor = .systemBackground
    view = v
  }

  /// Called once after the view loaded.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Adds a child controller (`addChild(_:)`); add its view yourself, then call `didMove(toParent:)`.
  open func addChild(_ child: ViewController) {
    guard child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent (`removeFromParent()`).
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the parent changes.
  open func willMove(toParent parent: ViewController?) {}
  /// Called after the parent changed.
  open func didMove(toParent parent: ViewController?) {}

  // MARK: Environment

  /// The traits of the window the view is in, else of the main screen (`traitCollection`).
  open var traitCollection: TraitCollection { viewIfLoaded?.traitCollection ?? Screen.main.traitCollection }
  /// Called after the controller's traits changed, before its view's (`traitCollectionDidChange(_:)`).
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
  /// Insets added to the safe area of the controller's view and its subviews (`additionalSafeAreaInsets`).
  open var additionalSafeAreaInsets = EdgeInsets.zero {
    didSet { if additionalSafeAreaInsets != oldValue { loadedView?.setNeedsLayout() } }
  }

  /// Called before the window the controller's view is in changes size, with the new size; the view still
  /// has the old one (`viewWillTransition(to:with:)`). The default forwards the call to the children:
  /// overrides call `super`. Blocks given to the coordinator run once the window has its new size.
  open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// The controller the user sees: this one, or the top of a navigation stack within it.
  public var frontmostViewController: ViewController {
    if let nav = self as? NavigationController, let top = nav.topViewController { return top.frontmostViewController }
    return self
  }

  /// The next responder: the view's superview, else the parent controller.
  open override var next: Responder? { loadedView?.superview ?? parent }

  /// Begins an appearance transition (`beginAppearanceTransition(true, ...)`).
  func beginAppearance(animated: Bool) {
    appearanceInProgress = true
    appearanceAnimated = animated
    viewWillAppear(animated)
    for child in childrenOnScreen { child.beginAppearance(animated: animated) }
  }

  /// Children whose views are inside this controller's view: they appear and disappear with it.
  var childrenOnScreen: [ViewController] {
    guard let loadedView else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: loadedView) == true }
  }

  /// Ends an appearance transition started with `beginAppearance`.
  func endAppearance() {
    guard appearanceInProgress == true else { return }
    appearanceInProgress = nil
    isViewVisible = true
    viewDidAppear(appearanceAnimated)
    for child in childrenOnScreen { child.endAppearance() }
  }

  /// Begins a disappearance transition.
  func beginDisappearance(animated: Bool) {
    appearanceInProgress = false
    appearanceAnimated = animated
    viewWillDisappear(animated)
    for child in childrenOnScreen { child.beginDisappearance(animated: animated) }
  }

  /// Ends a disappearance transition.
  func endDisappearance() {
    guard appearanceInProgress == false else { return }
    appearanceInProgress = nil
    isViewVisible = false
    viewDidDisappear(appearanceAnimated)
    for child in childrenOnScreen { child.endDisappearance() }
  }
}

extension ViewController {
  /// Shows `shared`, another controller's view, as this controller's `view` without owning it: the
  /// view's responder chain and owner stay as they are. A controller that never loaded a view gets its
  /// `viewDidLoad()` now, run against the shared view; its own view, if it had one, is kept aside.
  package func beginSharing(_ shared: View) {
    guard !isSharingView else { return }
    let hadView = loadedView != nil
    viewAside = loadedView
    loadedView = shared
    isSharingView = true
    if !hadView { viewDidLoad() }
  }

  /// Stops showing the shared view; the controller's own view (or none) comes back.
  package func endSharing() {
    guard isSharingView else { return }
    loadedView = viewAside
    viewAside = nil
    isSharingView = false
  }
}
