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
    let visible = isViewLoaded && view.window != nil
    let animates = animated && visible
    if visible {
      controller.beginAppearance(animated: animates)
      previous.beginDisappearance(animated: animates)
    }
    navigationBar.setItems(title: controller.title, backTitle: backTitleForTop, animated: animates)
    isTransitioning = animates
    controller.transitionSharedView(forward: true, animated: animates) { [weak self] _ in
      self?.isTransitioning = false
      if visible {
        previous.endDisappearance()
        controller.endAppearance()
      }
      controller.didMove(toParent: self)
    }
  }

  /// Pops a controller that shares the view of the one below: the view animates back to the state it
  /// had before the push, then the popped controller gives it back and leaves (`removeFromParent()`).
  func popSharingView(_ top: any SharedViewTransitioning, to previous: ViewController, animated: Bool) {
    let visible = isViewLoaded && view.window != nil
    let animates = animated && visible
    if visible {
      previous.beginAppearance(animated: animates)
      top.beginDisappearance(animated: animates)
    }
    navigationBar.setItems(title: previous.title, backTitle: backTitleForTop, animated: animates)
    isTransitioning = animates
    top.transitionSharedView(forward: false, animated: animates) { [weak self] _ in
      self?.isTransitioning = false
      if visible {
        top.endDisappearance()
        previous.endAppearance()
      }
      top.endSharingView()
      top.removeFromParent()
    }
  }
}
