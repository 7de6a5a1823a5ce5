import Foundation
import TrellisGeometry

/// The state of a swipe-back in progress.
@MainActor struct InteractivePop {
  /// The controller being popped.
  let top: ViewController
  /// The controller being uncovered.
  let previous: ViewController
  /// What moves on screen.
  let transition: any InteractivePopTransition
  /// Whether the appearance calls were made (the navigation controller is in a window).
  let visible: Bool
}

extension NavigationController: GestureRecognizerDelegate {
  /// The finger speed, in points per second, beyond which the release decides alone: rightwards
  /// finishes the pop, leftwards cancels it (a Trellis choice; UIKit doesn't publish its rule).
  nonisolated public static let interactivePopDecisiveVelocity: CGFloat = 300

  /// Whether a swipe-back released at `progress` (0…1 of the width) with the finger moving at
  /// `velocity` (points per second, rightwards positive) finishes the pop: a flick faster than
  /// `interactivePopDecisiveVelocity` decides by its direction, a slower release by whether more than
  /// half the width was covered.
  nonisolated public static func interactivePopFinishes(progress: CGFloat, velocity: CGFloat) -> Bool {
    if velocity > interactivePopDecisiveVelocity { return true }
    if velocity < -interactivePopDecisiveVelocity { return false }
    return progress > 0.5
  }

  /// Whether the swipe-back may begin: a controller below the top one, and no push or pop running
  /// (the navigation controller is its recognizer's delegate, as in UIKit).
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    gestureRecognizer !== edgePanRecognizer || (viewControllers.count > 1 && !isTransitioning)
  }

  /// Attaches the swipe-back recognizer to the root view.
  func installInteractivePopRecognizer() {
    edgePanRecognizer.delegate = self
    edgePanRecognizer.edges = .left
    edgePanRecognizer.maximumNumberOfTouches = 1
    edgePanRecognizer.name = "NavigationController.interactivePop"
    edgePanRecognizer.addTarget(self, action: NavigationController.handleInteractivePop)
    view.addGestureRecognizer(edgePanRecognizer)
  }

  /// Follows the swipe-back recognizer: begins a pop, moves it with the finger, and finishes or
  /// cancels it on release (`interactivePopFinishes(progress:velocity:)`); a cancelled gesture cancels.
  func handleInteractivePop(_ recognizer: ScreenEdgePanGestureRecognizer) {
    let width = max(containerView.bounds.width, 1)
    let progress = max(0, min(1, recognizer.translation(in: view).x / width))
    switch recognizer.state {
    case .began:
      beginInteractivePop()
      interactivePop?.transition.update(progress: progress)
    case .changed:
      interactivePop?.transition.update(progress: progress)
    case .ended:
      let velocity = recognizer.velocity(in: view).x
      endInteractivePop(
        finishing: Self.interactivePopFinishes(progress: progress, velocity: velocity), velocity: velocity / width)
    case .cancelled:
      endInteractivePop(finishing: false, velocity: 0)
    default:
      break
    }
  }

  /// Starts popping the top controller under the finger: the appearance calls begin (the one below's
  /// `viewWillAppear`, the top's `viewWillDisappear`); the stack changes only when the pop finishes.
  private func beginInteractivePop() {
    guard interactivePop == nil, !isTransitioning, viewControllers.count > 1, isViewLoaded else { return }
    let top = viewControllers[viewControllers.count - 1]
    let previous = viewControllers[viewControllers.count - 2]
    let transition: any InteractivePopTransition
    if let sharing = top as? any SharedViewTransitioning, sharing.isSharingView {
      transition = sharing.interactivePopTransition()
    } else {
      layoutContent()
      transition = SlidePopTransition(container: containerView, top: top.view, previous: previous.view)
    }
    let visible = view.window != nil
    if visible {
      previous.beginAppearance(animated: true)
      top.beginDisappearance(animated: true)
    }
    isTransitioning = true
    interactivePop = InteractivePop(top: top, previous: previous, transition: transition, visible: visible)
  }

  /// Finishes the pop (the top controller leaves as in `popViewController(animated:)`) or cancels it
  /// (the top controller's `viewWillAppear`, the one below's `viewWillDisappear`, `viewDidDisappear`,
  /// the top's `viewDidAppear`: it is shown again).
  private func endInteractivePop(finishing: Bool, velocity: CGFloat) {
    guard let pop = interactivePop else { return }
    if finishing {
      pop.transition.finish(velocity: velocity) { [weak self] in
        guard let self else { return }
        self.viewControllers.removeAll { $0 === pop.top }
        pop.top.willMove(toParent: nil)
        if pop.visible {
          pop.top.endDisappearance()
          pop.previous.endAppearance()
        }
        (pop.top as? any SharedViewTransitioning)?.endSharingView()
        pop.top.removeFromParent()
        self.navigationBar.setItems(title: pop.previous.title, backTitle: self.backTitleForTop, animated: true)
        self.isTransitioning = false
        self.interactivePop = nil
      }
    } else {
      pop.transition.cancel(velocity: velocity) { [weak self] in
        if pop.visible {
          pop.top.beginAppearance(animated: true)
          pop.previous.beginDisappearance(animated: true)
          pop.previous.endDisappearance()
          pop.top.endAppearance()
        }
        self?.isTransitioning = false
        self?.interactivePop = nil
      }
    }
  }
}

/// The swipe-back of ordinary controllers: the top view slides right with the finger over the one
/// below, which moves in from a third of the width to the left, as in the animated pop.
@MainActor final class SlidePopTransition: InteractivePopTransition {
  private let top: View
  private let previous: View
  private let width: CGFloat
  private var progress: CGFloat = 0

  /// Puts the view below under the top one, where a pop starts.
  init(container: View, top: View, previous: View) {
    self.top = top
    self.previous = previous
    width = container.bounds.width
    previous.frame = container.bounds
    if top.superview === container {
      container.insertSubview(previous, belowSubview: top)
    } else {
      container.addSubview(previous)
    }
    previous.layoutIfNeeded()
    update(progress: 0)
  }

  func update(progress: CGFloat) {
    self.progress = progress
    top.transform = CGAffineTransform(translationX: progress * width, y: 0)
    previous.transform = CGAffineTransform(translationX: -width / 3 * (1 - progress), y: 0)
  }

  func finish(velocity: CGFloat, completion: @escaping @MainActor () -> Void) {
    animate(to: 1, velocity: velocity) { [top, previous] in
      top.removeFromSuperview()
      top.transform = .identity
      previous.transform = .identity
      completion()
    }
  }

  func cancel(velocity: CGFloat, completion: @escaping @MainActor () -> Void) {
    animate(to: 0, velocity: velocity) { [top, previous] in
      previous.removeFromSuperview()
      previous.transform = .identity
      top.transform = .identity
      completion()
    }
  }

  /// A critically damped spring over the remaining part of the slide's duration, starting at the
  /// finger's speed (relative to the remaining distance, as `initialSpringVelocity` is).
  private func animate(to target: CGFloat, velocity: CGFloat, done: @escaping @MainActor () -> Void) {
    let remaining = target - progress
    guard abs(remaining) > 1e-6 else {
      update(progress: target)
      done()
      return
    }
    let duration = max(0.1, NavigationController.transitionDuration * Double(abs(remaining)))
    let relative = max(0, velocity / remaining)
    View.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: relative,
      animations: { self.update(progress: target) }, completion: { _ in done() })
  }
}
