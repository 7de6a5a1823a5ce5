import Foundation
import TrellisGeometry

/// A stack of view controllers with a bar on top and iOS's slide transition (`UINavigationController`).
@MainActor open class NavigationController: ViewController {
  /// The controllers on the stack, bottom first.
  public internal(set) var viewControllers: [ViewController] = []
  /// The bar with the title and back button.
  public let navigationBar = NavigationBar()
  /// The duration of the push and pop slide, as on iOS.
  public static let transitionDuration: TimeInterval = 0.35
  let containerView = View()
  /// Whether a push or pop animation (or an interactive pop) is running; further pushes and pops wait for it.
  public internal(set) var isTransitioning = false
  /// The left-edge pan that drives the interactive pop (swipe-back).
  let edgePanRecognizer = ScreenEdgePanGestureRecognizer()
  /// The interactive pop the swipe-back is driving, if any.
  var interactivePop: InteractivePop?

  /// The recognizer of the swipe-back from the left edge, which pops the top controller interactively
  /// (`interactivePopGestureRecognizer`); set `isEnabled` to false to turn it off.
  open var interactivePopGestureRecognizer: GestureRecognizer? { edgePanRecognizer }

  /// Creates a navigation controller showing a root controller.
  public init(rootViewController: ViewController) {
    super.init()
    addChild(rootViewController)
    viewControllers = [rootViewController]
    rootViewController.didMove(toParent: self)
  }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }
  /// The controller whose view is on screen (`visibleViewController`).
  public var visibleViewController: ViewController? { viewControllers.last }

  /// Builds the container and the bar.
  open override func loadView() {
    let root = View(frame: Screen.main.bounds)
    root.backgroundColor = .systemBackground
    containerView.clipsToBounds = true
    root.addSubview(containerView)
    root.addSubview(navigationBar)
    navigationBar.backButton.addAction(for: .touchUpInside) { [weak self] _ in self?.popViewController(animated: true) }
    view = root
    view.clipsToBounds = true
    installInteractivePopRecognizer()
    if let top = topViewController {
      containerView.addSubview(top.view)
      navigationBar.setItems(title: top.title, backTitle: nil, animated: false)
    }
  }

  /// Lays out the bar at the top and the content below it.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if !isTransitioning { layoutContent() }
  }

  func layoutContent() {
    let bounds = view.bounds
    let barHeight = NavigationBar.height
    navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barHeight)
    containerView.frame = CGRect(x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
    for child in viewControllers where child.isViewLoaded && child.view.superview === containerView {
      child.view.frame = containerView.bounds
    }
  }

  /// Pushes a controller, sliding its view in from the right.
  open func pushViewController(_ controller: ViewController, animated: Bool) {
    guard !isTransitioning, !viewControllers.contains(where: { $0 === controller }) else { return }
    let previous = topViewController
    addChild(controller)
    viewControllers.append(controller)
    if let previous, let sharing = controller as? any SharedViewTransitioning,
      sharing.sharesView(whenPushedOver: previous)
    {
      pushSharingView(sharing, over: previous, animated: animated)
      return
    }
    transition(from: previous, to: controller, forward: true, animated: animated) {
      controller.didMove(toParent: self)
    }
  }

  /// Pops the top controller, sliding back to the one below; nil when only the root is left.
  @discardableResult open func popViewController(animated: Bool) -> ViewController? {
    guard !isTransitioning, viewControllers.count > 1, let top = viewControllers.last else { return nil }
    viewControllers.removeLast()
    top.willMove(toParent: nil)
    if let sharing = top as? any SharedViewTransitioning, sharing.isSharingView, let previous = viewControllers.last {
      popSharingView(sharing, to: previous, animated: animated)
      return top
    }
    transition(from: top, to: viewControllers.last, forward: false, animated: animated) {
      top.removeFromParent()
    }
    return top
  }

  /// Pops every controller above the root, animating from the top one to the root
  /// (`popToRootViewController(animated:)`); returns them, bottom first, or nil when only the root is
  /// left or a transition is running. See `popToViewController(_:animated:)`.
  @discardableResult open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = viewControllers.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops every controller above `controller` (`popToViewController(_:animated:)`) and returns them,
  /// bottom first; nil (nothing changes) when `controller` isn't on the stack, is the top, or a
  /// transition is running.
  ///
  /// Only the top controller animates, from its state to `controller`'s, with the appearance calls of
  /// a pop (`controller`'s `viewWillAppear`, the top's `viewWillDisappear`, then `viewDidDisappear`,
  /// `viewDidAppear`); the ones between get `willMove(toParent: nil)` and leave at once, without
  /// appearance calls. When the top shares a view through the ones between (layout-to-layout
  /// navigation), it returns past them: the view animates to the state it had when the lowest of
  /// them was pushed. A shared view whose chain is broken by a controller with a view of its own is
  /// set back at once, out of sight.
  /// - Complexity: O(controllers popped).
  @discardableResult open func popToViewController(_ controller: ViewController, animated: Bool)
    -> [ViewController]?
  {
    guard !isTransitioning, let index = viewControllers.firstIndex(where: { $0 === controller }),
      index < viewControllers.count - 1
    else { return nil }
    let between = Array(viewControllers[(index + 1)..<(viewControllers.count - 1)])
    var heir = viewControllers.last as? any SharedViewTransitioning
    for middle in between.reversed() {
      guard let sharing = middle as? any SharedViewTransitioning, sharing.isSharingView else {
        heir = nil
        continue
      }
      if let taker = heir, taker.takeOverReturn(of: sharing) { continue }
      heir = nil
      sharing.transitionSharedView(forward: false, animated: false) { _ in }
    }
    for middle in between {
      middle.willMove(toParent: nil)
      if let sharing = middle as? any SharedViewTransitioning, sharing.isSharingView {
        sharing.endSharingView()  // its view is the one below's: it stays
      } else {
        middle.viewIfLoaded?.removeFromSuperview()
      }
      middle.removeFromParent()
    }
    viewControllers.removeSubrange((index + 1)..<(viewControllers.count - 1))
    let top = popViewController(animated: animated)
    return between + [top].compactMap { $0 }
  }

  private func transition(
    from old: ViewController?, to new: ViewController?, forward: Bool, animated: Bool, done: @escaping () -> Void
  ) {
    guard isViewLoaded, let new else {
      done()
      return
    }
    layoutContent()
    let width = containerView.bounds.width
    let newView = new.view!
    newView.frame = containerView.bounds
    let visible = view.window != nil
    if visible { new.beginAppearance(animated: animated) }
    if visible { old?.beginDisappearance(animated: animated) }
    if forward {
      containerView.addSubview(newView)
    } else if let oldView = old?.viewIfLoaded {
      containerView.insertSubview(newView, belowSubview: oldView)
    } else {
      containerView.addSubview(newView)
    }
    let backTitle = viewControllers.count > 1 ? (viewControllers[viewControllers.count - 2].title ?? "Back") : nil
    navigationBar.setItems(title: new.title, backTitle: backTitle, animated: animated)
    let finish = { [weak self] in
      old?.viewIfLoaded?.removeFromSuperview()
      old?.viewIfLoaded?.transform = .identity
      newView.transform = .identity
      newView.frame = self?.containerView.bounds ?? newView.frame
      self?.isTransitioning = false
      if visible {
        old?.endDisappearance()
        new.endAppearance()
      }
      done()
    }
    guard animated else {
      finish()
      return
    }
    isTransitioning = true
    let oldView = old?.viewIfLoaded
    // iOS slides the incoming view across the full width and moves the outgoing one a third of the way.
    if forward {
      newView.transform = CGAffineTransform(translationX: width, y: 0)
    } else {
      newView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
    }
    newView.layoutIfNeeded()
    View.animate(
      withDuration: Self.transitionDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: {
        newView.transform = .identity
        oldView?.transform = CGAffineTransform(translationX: forward ? -width / 3 : width, y: 0)
      }, completion: { _ in finish() })
  }

  /// Escape, Backspace or Alt+Left pops, as a desktop user expects of a back button.
  open override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    for press in presses {
      switch press.key {
      case .escape, .backspace:
        if popViewController(animated: true) != nil { return }
      case .leftArrow where press.modifiers.contains(.alternate):
        if popViewController(animated: true) != nil { return }
      default: break
      }
    }
    super.pressesBegan(presses, with: event)
  }

  func controllerTitleDidChange(_ controller: ViewController) {
    if controller === topViewController {
      let backTitle = viewControllers.count > 1 ? (viewControllers[viewControllers.count - 2].title ?? "Back") : nil
      navigationBar.setItems(title: controller.title, backTitle: backTitle, animated: false)
    }
  }
}

/// The bar at the top of a navigation controller: a centred title and a back button (`UINavigationBar`).
@MainActor open class NavigationBar: View {
  /// The bar height in points.
  public static let height: CGFloat = 50
  /// The title label.
  public let titleLabel = Label()
  /// The back button ("‹ Previous title"); hidden on the root controller.
  public let backButton = Button()
  private let separator = View()

  /// Creates a bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    finishInitNavigationBar()
  }

  /// Creates a bar with a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    finishInitNavigationBar()
  }

  /// The setup both initialisers share.
  private func finishInitNavigationBar() {
    backgroundColor = Color(rgb: 0xF9F9F9)
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    backButton.titleLabel.textAlignment = .left
    backButton.isHidden = true
    separator.backgroundColor = .separator
    addSubview(titleLabel)
    addSubview(backButton)
    addSubview(separator)
  }

  /// Shows a title and a back button titled after the previous controller (nil hides it).
  public func setItems(title: String?, backTitle: String?, animated: Bool) {
    titleLabel.text = title
    backButton.setTitle(backTitle.map { "‹ " + $0 })
    backButton.isHidden = backTitle == nil
    setNeedsLayout()
  }

  /// Centres the title and puts the back button at the leading edge.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let backWidth = backButton.isHidden ? 0 : min(backButton.sizeThatFits(b.size).width, b.width / 3)
    backButton.frame = CGRect(x: 8, y: 0, width: backWidth, height: b.height)
    let inset = max(backWidth + 16, 16)
    titleLabel.frame = CGRect(x: inset, y: 0, width: max(0, b.width - 2 * inset), height: b.height)
    separator.frame = CGRect(x: 0, y: b.height - 0.5, width: b.width, height: 0.5)
  }
}
