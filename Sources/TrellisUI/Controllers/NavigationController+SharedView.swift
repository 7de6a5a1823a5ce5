import Foundation
import TrellisGeometry

extension NavigationController {
  /// The back button's title for the controller on top: the title of the one below ("Back" without
  /// one), nil on the root.
  var backTitleForTop: String? {
    viewControllers.count > 1 ? (viewControllers[viewControllers.count - 2].title ?? "Back") : nil
  }

  /// Pushes a controller that shares the view of the one below (no slide): it takes the view over,
  /// the appearance calls run as for a slide (the pushed controller's `viewWillAppear`, then the
  /// previous one's `viewWillDisappear`; at the end `viewDidDisappear`, `viewDidAppear`), and the view
  /// animates to the pushed controller's state; `didMove(toParent:)` comes last.
  func pushSharingView(_ controller: any SharedViewTransitioning, over previous: ViewController, animated: Bool) {
    controller.beginSharingView(of: previous)
    transitionSharedView(
      of: controller, forward: true, appearing: controller, disappearing: previous, animated: animated
    ) { [weak self] in controller.didMove(toParent: self) }
  }

  /// Pops a controller that shares the view of the one below: the view animates back to the state it
  /// had before the push, then the popped controller gives it back and leaves (`removeFromParent()`).
  func popSharingView(_ top: any SharedViewTransitioning, to previous: ViewController, animated: Bool) {
    transitionSharedView(of: top, forward: false, appearing: previous, disappearing: top, animated: animated) {
      top.endSharingView()
      top.removeFromParent()
    }
  }

  /// The part push and pop share: `appearing`'s `viewWillAppear`, `disappearing`'s
  /// `viewWillDisappear`, the bar's new title, the shared view's animated change, then
  /// `viewDidDisappear`, `viewDidAppear` and `finish` (appearance calls only when on screen).
  private func transitionSharedView(
    of sharer: any SharedViewTransitioning, forward: Bool, appearing: ViewController,
    disappearing: ViewController, animated: Bool, then finish: @escaping @MainActor () -> Void
  ) {
    let visible = isViewLoaded && view.window != nil
    let animates = animated && visible
    if visible {
      appearing.beginAppearance(animated: animates)
      disappearing.beginDisappearance(animated: animates)
    }
    navigationBar.setItems(title: appearing.title, backTitle: backTitleForTop, animated: animates)
    isTransitioning = animates
    sharer.transitionSharedView(forward: forward, animated: animates) { [weak self] _ in
      self?.isTransitioning = false
      if visible {
        disappearing.endDisappearance()
        appearing.endAppearance()
      }
      finish()
    }
  }
}
