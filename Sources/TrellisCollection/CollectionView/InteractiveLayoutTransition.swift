import Foundation
import TrellisGeometry
import TrellisUI

/// A collection view's interactive layout transition while it runs: tracked by the app, then finishing
/// or cancelling under a spring.
@MainActor final class InteractiveLayoutTransition {
  /// Where the transition is headed.
  enum Phase: Equatable {
    /// The app drives `transitionProgress`.
    case tracking
    /// Animating to the next layout (true) or back to the current one (false).
    case ending(toNext: Bool)
  }

  let layout: TransitionLayout
  let completion: ((Bool, Bool) -> Void)?
  var phase = Phase.tracking
  /// The content offset when the transition started (where a cancel returns to).
  let startOffset: CGPoint
  /// The ending animation's start and target: progress and content offset.
  var fromProgress: CGFloat = 0
  var fromOffset: CGPoint = .zero
  var targetOffset: CGPoint = .zero
  /// The ending animation; `generation` tells a replaced animation's completion that it no longer counts.
  var animation: ValueAnimation<CGFloat>?
  var generation = 0

  init(layout: TransitionLayout, startOffset: CGPoint, completion: ((Bool, Bool) -> Void)?) {
    self.layout = layout
    self.startOffset = startOffset
    self.completion = completion
  }

  /// Whether the transition ends in the next layout (false while tracking).
  var isEndingInNextLayout: Bool { phase == .ending(toNext: true) }

  /// Stops the ending animation, if any, without its completion counting.
  func stopAnimation() {
    generation += 1
    if let animation { Animator.shared.cancel(animation) }
    animation = nil
  }
}

/// An animated layout change while it runs: its ending (the layouts' `finalizeLayoutTransition()`,
/// the views' `didTransition(from:to:)`, the completion) runs once, when its animation ends or when
/// another layout change or an interactive transition interrupts it.
@MainActor final class RunningLayoutChange {
  private var ending: ((Bool) -> Void)?

  init(ending: @escaping (Bool) -> Void) { self.ending = ending }

  /// Runs the ending with `finished`, unless it ran already.
  func end(finished: Bool) {
    guard let ending else { return }
    self.ending = nil
    ending(finished)
  }
}
