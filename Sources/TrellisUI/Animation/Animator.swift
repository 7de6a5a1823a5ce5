import Foundation
import TrellisGeometry

/// Runs animations on the frame clock and writes their values: view animations made by
/// `View.animate` (into each view's presentation state) and any `ValueAnimation`.
///
/// `Application.renderFrame(at:)` calls `tick(at:)` once per frame with the clock's time. A tick
/// advances every animation, writes values, removes the ones that ended, then calls the completions
/// that became due — after the final values are written, and never inside `View.animate` itself.
///
/// ## Replacing rather than adding
/// UIKit (since iOS 8) makes view animations additive: setting an animating property inside a new
/// animation block adds a second animation that runs on top of the first, each contributing its
/// own change, so motion blends and every completion eventually reports `finished = true`.
/// Trellis keeps one animation per view and property and *replaces* it: the new animation starts
/// from the current presentation value (so nothing jumps), a spring also inherits the current
/// velocity (so the motion stays smooth), and the replaced animation's completion reports
/// `finished = false`. This costs O(1) per animating property per frame however often it is
/// retargeted, keeps the presentation a plain value rather than a sum, and says clearly which
/// completion won. It differs from UIKit in those flags, in Bézier retargets, which restart from
/// the presentation value with zero velocity where UIKit's sum keeps some of the old motion, and in
/// delayed retargets: the old animation stops at once and the presentation holds still until the
/// new one's delay has passed.
///
/// ## Changes without animation are additive
/// Setting an animating property outside an animation block (or with animations disabled, or on a
/// view outside a window) doesn't stop its animation, as in UIKit: the animation keeps its timing
/// and runs relative to the new model value. Its start value moves by the model's change
/// (`Interpolatable.shifted(from:to:)`), so the presentation moves by that change at once, the rest
/// of the motion follows the same curve, the animation ends exactly at the new model value and its
/// completion reports `finished = true`. So a layout pass that sets the frame of a view in flight,
/// say one moving along x while layout changes its y, doesn't interrupt the motion: x keeps
/// moving, y jumps. An autoreversing or repeating animation returns to its shifted start.
///
/// Values shift component-wise (numbers, points, sizes, rects, insets, colours) or, for
/// transforms, in decomposed space when that is exact: a change of translation, scale or skew
/// shifts; a change of rotation can't, nor can a colour to or from nil. Then, and only then, the
/// running animation is cancelled (`finished = false`) and the presentation snaps to the model.
///
/// A view that isn't in a window doesn't animate: its changes apply at once, as Core Animation runs
/// nothing for a layer outside a window's layer tree. (It also keeps the frame set by
/// `View.init(frame:)` inside an animation block from animating from zero.)
///
/// ## Per-frame cost
/// The animations live in one array of class instances, compacted in place as they end; completions
/// queue in two arrays used in turn. Once the arrays have grown, a tick allocates nothing of its
/// own (the values' interpolation may, for types that allocate). A view animation that stopped is kept
/// and set up afresh for a later change of the same value type once nothing else holds it, so starting
/// view animations allocates nothing once warm either.
@MainActor public final class Animator {
  /// The shared animator, ticked by the application every frame.
  public static let shared = Animator()

  var running: [PropertyAnimation] = []
  var addedDuringTick: [PropertyAnimation] = []
  var dueTransactions: [AnimationTransaction] = []
  var firingTransactions: [AnimationTransaction] = []
  /// Transactions whose completion ran, kept for reuse once nothing else holds them
  /// (`takeTransaction(completion:)`).
  var spareTransactions: [AnimationTransaction] = []
  var layerAnimations: [ObjectIdentifier: [any LayerAnimating]] = [:]
  /// Emptied lists of `layerAnimations`, kept with their buffers for views that start animating.
  var spareLayerAnimationLists: [[any LayerAnimating]] = []
  /// Stopped view animations by their type (`LayerAnimation<Value>`), kept for reuse once nothing else
  /// holds them (`Animator+SpareAnimations.swift`).
  var spareLayerAnimations: [ObjectIdentifier: [PropertyAnimation]] = [:]
  var contexts: [AnimationContext] = []
  var disabledDepth = 0
  var isEnabled = true
  var isTicking = false
  var isAdvancing = false

  /// The number of animations added and not yet finished or cancelled, including delayed ones.
  public private(set) var runningAnimationCount = 0
  /// How many of those a paused or not yet started `ViewPropertyAnimator` holds still (they need no frames).
  var frozenAnimationCount = 0

  private init() {}

  /// Whether a frame is needed for animations: one is running or waiting, or a completion is due.
  public var hasRunningAnimations: Bool {
    runningAnimationCount > frozenAnimationCount || !dueTransactions.isEmpty
  }

  /// Starts an animation: it begins `delay` seconds after the clock's current time.
  ///
  /// An animation can be added once; adding it again does nothing.
  public func add(_ animation: PropertyAnimation) {
    guard animation.state == .inactive else { return }
    animation.state = .scheduled
    animation.beginTime = Application.shared.clock.now + animation.delay
    runningAnimationCount += 1
    if isAdvancing { addedDuringTick.append(animation) } else { running.append(animation) }
    Application.shared.setNeedsFrame()
  }

  /// Stops an animation where it is; its completion reports `finished = false` at the next tick.
  /// Does nothing to an animation that isn't running.
  public func cancel(_ animation: PropertyAnimation) {
    guard animation.isActive else { return }
    end(animation, as: .cancelled)
  }

  /// Starts an active animation over: it begins again `delay` seconds from now and writes nothing until
  /// then, its completion still pending. Returns false, doing nothing, for an animation that isn't active
  /// or that a property animator's timeline drives.
  func restart(_ animation: PropertyAnimation) -> Bool {
    guard animation.isActive, animation.timeline == nil else { return false }
    animation.state = .scheduled
    animation.beginTime = Application.shared.clock.now + animation.delay
    Application.shared.setNeedsFrame()
    return true
  }

  /// Ends an active animation as finished without writing its final value (a property animator that
  /// settles it where it chooses).
  func retire(_ animation: PropertyAnimation) {
    guard animation.isActive else { return }
    end(animation, as: .finished)
  }

  /// Advances every animation to `time`, writes values, and calls the completions that are due.
  ///
  /// Completions run after the pass, in the order they became due; animations they start begin at
  /// the current time and are first advanced by the next tick. Re-entrant calls are ignored.
  /// - Complexity: O(n) for n running animations, plus the completions' own work.
  public func tick(at time: TimeInterval) {
    guard !isTicking else { return }
    isTicking = true
    isAdvancing = true
    var kept = 0
    for index in running.indices {
      let animation = running[index]
      if advance(animation, to: time) {
        if kept != index { running[kept] = animation }
        kept += 1
      }
    }
    running.removeLast(running.count - kept)
    isAdvancing = false
    if !addedDuringTick.isEmpty {
      running.append(contentsOf: addedDuringTick)
      addedDuringTick.removeAll(keepingCapacity: true)
    }
    fireDueCompletions()
    isTicking = false
  }

  /// Removes every animation and queued completion without calling completions (used by
  /// `Application.reset()` between tests); views' presentations snap to their model values.
  /// - Complexity: O(n) in the number of animations.
  public func removeAll() {
    let stopped = running + addedDuringTick
    // Mid-pass (a setter resetting the application) the pass drops the cancelled animations itself.
    if !isAdvancing { running.removeAll(keepingCapacity: true) }
    addedDuringTick.removeAll(keepingCapacity: true)
    dueTransactions.removeAll(keepingCapacity: true)
    layerAnimations.removeAll()
    spareLayerAnimations.removeAll()
    spareTransactions.removeAll()
    runningAnimationCount = 0
    frozenAnimationCount = 0
    for animation in stopped where animation.isActive {
      animation.state = .cancelled
      animation.transaction = nil
      (animation as? any LayerAnimating)?.snapToModel()
    }
  }

  /// Advances one animation; returns whether it is still active.
  private func advance(_ animation: PropertyAnimation, to time: TimeInterval) -> Bool {
    guard animation.isActive else { return false }
    guard animation.isTargetAlive else {
      end(animation, as: .cancelled)
      return false
    }
    switch animation.phase(at: time) {
    case .waiting:
      return true
    case .active(let progress, let elapsed):
      animation.state = .running
      animation.render(progress: progress, elapsed: elapsed)
      return true
    case .ended:
      animation.renderFinal()
      end(animation, as: .finished)
      return false
    }
  }

  /// Marks an active animation finished or cancelled and reports to its transaction.
  private func end(_ animation: PropertyAnimation, as state: PropertyAnimation.State) {
    animation.state = state
    runningAnimationCount -= 1
    if animation.timeline?.isFrozen == true { frozenAnimationCount -= 1 }
    animation.didStop()
    guard let transaction = animation.transaction else { return }
    animation.transaction = nil
    transaction.pendingCount -= 1
    if state != .finished { transaction.allFinished = false }
    queueIfComplete(transaction)
  }

  /// Queues a transaction's completion for the next tick's end once it is complete.
  /// A transaction without a completion (a property animator's block) has nothing to call.
  func queueIfComplete(_ transaction: AnimationTransaction) {
    guard transaction.isComplete, !transaction.isQueued, transaction.completion != nil else { return }
    transaction.isQueued = true
    dueTransactions.append(transaction)
    Application.shared.setNeedsFrame()
  }

  private func fireDueCompletions() {
    guard !dueTransactions.isEmpty else { return }
    swap(&dueTransactions, &firingTransactions)
    for index in firingTransactions.indices {
      let transaction = firingTransactions[index]
      let completion = transaction.completion
      transaction.completion = nil
      completion?(transaction.allFinished)
      if spareTransactions.count < Self.maximumSpareTransactions { spareTransactions.append(transaction) }
    }
    firingTransactions.removeAll(keepingCapacity: true)
  }
}
