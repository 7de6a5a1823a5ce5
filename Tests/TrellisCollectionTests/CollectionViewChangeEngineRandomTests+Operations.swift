import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// The operations a `CollectionViewChangeEngineRandomTests.Run` interleaves, each one step of the run.
extension CollectionViewChangeEngineRandomTests.Run {
  /// A random valid batch (the planner's reference model); while fewer than 40 items are left, half
  /// the time a batch that inserts a section of 20 to 40 items instead, so there is something to scroll.
  func batch(_ step: String) {
    if source.counts.reduce(0, +) < 40, Bool.random(using: &random) {
      let section = Int.random(in: 0...source.counts.count, using: &random)
      let count = Int.random(in: 20...40, using: &random)
      note("batch inserting section \(section) of \(count) items into \(source.counts)")
      source.counts.insert(count, at: section)
      let completion = ledger.batchCompletion("\(step) section insert")
      timed(step) { cv.performBatchUpdates({ self.cv.insertSections([section]) }, completion: completion) }
      return
    }
    let model = BatchUpdateModel(counts: source.counts, random: &random)
    guard model.newCounts.reduce(0, +) < 300 else {
      note("performBatchUpdates(nil) (the random batch would grow past 300 items)")
      cv.performBatchUpdates(nil, completion: ledger.batchCompletion("\(step) empty batch"))
      return
    }
    // A fifth of the time a nested batch joins it (its completion runs with the outer one's).
    let nested = Int.random(in: 0..<5, using: &random) == 0
    note("batch \(source.counts) → \(model.newCounts): \(model.operations)\(nested ? ", a nested batch inside" : "")")
    source.counts = model.newCounts
    let completion = ledger.batchCompletion("\(step) batch")
    let inner = nested ? ledger.batchCompletion("\(step) nested batch") : nil
    timed(step) {
      cv.performBatchUpdates(
        {
          for operation in model.operations {
            CollectionViewAnimatedRandomOperationsTests.issue(operation, on: self.cv)
          }
          if let inner { self.cv.performBatchUpdates(nil, completion: inner) }
        },
        completion: completion)
    }
  }

  func emptyBatch(_ step: String) {
    note("performBatchUpdates(nil)")
    let completion = ledger.batchCompletion("\(step) performBatchUpdates(nil)")
    timed(step) { cv.performBatchUpdates(nil, completion: completion) }
  }

  /// A batch whose block only changes a layout's property (installed, in a transition, or not in use).
  func layoutPropertyBatch(_ step: String) {
    let layout = layouts.randomElement(using: &random)!
    let change: () -> Void
    if layout === rows {
      let height: CGFloat = rows.rowHeight == 40 ? 52 : 40
      note("batch setting rows.rowHeight = \(height)")
      change = {
        self.rows.rowHeight = height
        self.rows.invalidateLayout()
      }
    } else {
      let flow = layout as! FlowLayout
      let size =
        flow === grid
        ? (flow.itemSize.width == 60 ? CGSize(width: 72, height: 44) : CGSize(width: 60, height: 50))
        : (flow.itemSize.width == 130 ? CGSize(width: 140, height: 96) : CGSize(width: 130, height: 80))
      note("batch setting \(name(flow)).itemSize = \(size)")
      change = { flow.itemSize = size }
    }
    let completion = ledger.batchCompletion("\(step) layout-property batch")
    timed(step) { cv.performBatchUpdates(change, completion: completion) }
  }

  func setLayout(animated: Bool, _ step: String) {
    let next = layout(otherThan: cv.collectionViewLayout)
    note("setCollectionViewLayout(\(name(next)), animated: \(animated)) from \(name(cv.collectionViewLayout))")
    let completion = ledger.batchCompletion("\(step) setLayout")
    let id = ledger.calls.count - 1
    timed(step) { cv.setCollectionViewLayout(next, animated: animated, completion: completion) }
    if !animated {
      #expect(ledger.calls[id] == ["true"], "seed \(seed), \(step): an immediate change completes before it returns")
    }
  }

  /// Starts an interactive transition (refused, with a report, while one is tracked).
  func startTransition(_ step: String) {
    if let running = cv.interactiveTransition, running.phase == .tracking {
      let target = layout(otherThan: running.layout.nextLayout)
      note("startInteractiveTransition(to: \(name(target))) while tracking: refused")
      let reports = errors.errors.count
      let returned = cv.startInteractiveTransition(
        to: target, completion: ledger.transitionCompletion("\(step) refused start"))
      refusedStarts += 1
      #expect(returned === running.layout, "seed \(seed), \(step): the running transition's layout is returned")
      #expect(ledger.lastCalls == ["false false"], "seed \(seed), \(step)")
      #expect(errors.errors.count == reports + 1, "seed \(seed), \(step): the refusal is reported")
      return
    }
    let target = layout(otherThan: restingLayout)
    if isEnding { startsDuringEndingSpring += 1 }
    note(
      "startInteractiveTransition(to: \(name(target))) from \(name(cv.collectionViewLayout))"
        + (isEnding ? " during the ending spring" : ""))
    let transition = cv.startInteractiveTransition(
      to: target, completion: ledger.transitionCompletion("\(step) interactive transition"))
    if Bool.random(using: &random) {
      let progress = CGFloat.random(in: 0...1, using: &random)
      note("transitionProgress = \(progress)")
      transition.transitionProgress = progress
    }
  }

  /// Drives a tracked transition (starting one first when none is tracked) over one to four frames.
  func driveTransition(_ step: String, _ context: String) {
    if !isTracking { startTransition(step) }
    guard let transition = cv.interactiveTransition?.layout else { return }
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let progress = CGFloat.random(in: -0.2...1.2, using: &random)
      note("transitionProgress = \(progress), one frame")
      transition.transitionProgress = progress
      check(context)
      advance(by: host.frameInterval, context)
    }
  }

  /// Finishes or cancels the transition in progress (starting one first when none is).
  func endTransition(finishing: Bool, _ step: String, _ context: String) {
    if cv.interactiveTransition == nil { driveTransition(step, context) }
    note(finishing ? "finishInteractiveTransition()" : "cancelInteractiveTransition()")
    timed(step) { if finishing { cv.finishInteractiveTransition() } else { cv.cancelInteractiveTransition() } }
  }

  /// Starts another transition while one's ending spring runs (finishing or cancelling one first).
  func startDuringEndingSpring(_ step: String, _ context: String) {
    if !isEnding {
      endTransition(finishing: Bool.random(using: &random), step, context)
      let time = TimeInterval.random(in: 0...0.35, using: &random)
      note("advance \(time) s")
      advance(by: time, context)
    }
    startTransition(step)
  }

  func scroll(animated: Bool) {
    let size = cv.contentSize
    let bounds = cv.bounds
    let x = CGFloat(Int.random(in: -30...max(0, Int(size.width - bounds.width)) + 30, using: &random))
    let y = CGFloat(Int.random(in: -40...max(0, Int(size.height - bounds.height)) + 40, using: &random))
    note("setContentOffset((\(x), \(y)), animated: \(animated))")
    cv.setContentOffset(CGPoint(x: x, y: y), animated: animated)
  }

  /// A new size, 200 to 300 wide and 120 to 240 high (the screen is 300×240).
  func resize(_ step: String) {
    let size = CGSize(
      width: CGFloat(Int.random(in: 200...300, using: &random)),
      height: CGFloat(Int.random(in: 120...240, using: &random)))
    note("frame size = \(size)")
    timed(step) { cv.frame = CGRect(origin: .zero, size: size) }
  }

  /// `reloadData()`, with new counts half the time: what runs is cut short.
  func reload() {
    if Bool.random(using: &random) {
      source.counts = (0..<Int.random(in: 1...5, using: &random)).map { _ in Int.random(in: 0...30, using: &random) }
    }
    note("reloadData() with \(source.counts)")
    cv.reloadData()
  }
}
