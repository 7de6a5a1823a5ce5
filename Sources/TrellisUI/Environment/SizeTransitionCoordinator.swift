import Foundation
import TrellisGeometry

/// What a transition coordinator tells the blocks it runs (`UIViewControllerTransitionCoordinatorContext`).
@MainActor public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates; a window resize doesn't.
  var isAnimated: Bool { get }
  /// Whether the user drives the transition now.
  var isInteractive: Bool { get }
  /// Whether the transition started interactive.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The transition's length in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far an interactive transition has come, 0…1.
  var percentComplete: CGFloat { get }
  /// The speed at which an interactive transition finishes.
  var completionVelocity: CGFloat { get }
  /// The curve of the transition's animation.
  var completionCurve: View.AnimationCurve { get }
  /// The view in which the transition happens: the window.
  var containerView: View { get }
  /// The rotation the transition applies; identity for a resize.
  var targetTransform: CGAffineTransform { get }
}

/// Runs blocks alongside a view controller transition (`UIViewControllerTransitionCoordinator`).
@MainActor public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
  /// Runs `animation` with the transition and `completion` after it; true when the blocks were taken.
  @discardableResult func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Runs `animation` in a view outside the container with the transition, and `completion` after it.
  @discardableResult func animateAlongsideTransition(
    in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension ViewControllerTransitionCoordinator {
  /// Runs `animation` with the transition, with no completion block.
  @discardableResult public func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// Runs `animation` in a view with the transition, with no completion block.
  @discardableResult public func animateAlongsideTransition(
    in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}

/// The coordinator of a window's size change: not animated, no duration; the animation blocks run once the
/// window has its new size (after `traitCollectionDidChange(_:)`), then the completion blocks.
@MainActor final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
  let containerView: View
  private var animations: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []

  init(window: View) { containerView = window }

  var isAnimated: Bool { false }
  var isInteractive: Bool { false }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0 }
  var percentComplete: CGFloat { 0 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: View.AnimationCurve { .easeInOut }
  var targetTransform: CGAffineTransform { .identity }

  @discardableResult func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  @discardableResult func animateAlongsideTransition(
    in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  /// Runs the animation blocks, then the completion blocks, each in the order given; blocks added meanwhile
  /// run too.
  /// - Complexity: O(blocks).
  func runBlocks() {
    var index = 0
    while index < animations.count {
      animations[index](self)
      index += 1
    }
    index = 0
    while index < completions.count {
      completions[index](self)
      index += 1
    }
    animations = []
    completions = []
  }
}
