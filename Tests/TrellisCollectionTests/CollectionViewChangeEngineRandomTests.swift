import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// The seeds `CollectionViewChangeEngineRandomTests` runs: six fixed ones, or only `TRELLIS_SEED` when it is set.
let changeEngineTestSeeds: [UInt64] = {
  if let text = ProcessInfo.processInfo.environment["TRELLIS_SEED"], let seed = UInt64(text) { return [seed] }
  return [1, 2, 3, 0xC0FF_EE00, 0x5EED_0005, 0xA1_1A7E_D0_0D]
}()

/// Every mode of the change engine, interleaved at random in a window with the clock advancing by
/// random amounts: batch updates with random valid changes, empty batches (`performBatchUpdates(nil)`
/// and a block that changes a layout property), animated and immediate `setCollectionViewLayout`
/// between a row layout and two flow layouts, interactive transitions (started, driven, finished or
/// cancelled, another started during the ending spring, a start while one is tracked refused),
/// scrolling (set and animated), resizing and `reloadData()`; the changes sometimes inside a `View.animate` block
/// (ease-in-out with a delay, or a spring) or `View.performWithoutAnimation`. `checkInvariants()`
/// runs after every step and every frame, with the cells between `willDisplay` and `didEndDisplaying`
/// exactly the visible and held-out ones; at the end, with everything settled, every completion was
/// called exactly once, no view is held out, no stray view is left in the collection view and every
/// view shows its layout attributes.
///
/// The operations come from their own generator (seeded by the seed alone), in rounds that hold every
/// operation once (batches and waits twice), so each run covers every mode; their parameters come from
/// a second one. Set `TRELLIS_SEED` to replay one seed, `TRELLIS_STEPS` to run longer (60 by default)
/// and `TRELLIS_TRACE` to print the steps.
@MainActor
@Suite("Collection view: every change-engine mode under seeded random interleaving")
struct CollectionViewChangeEngineRandomTests {
  enum Operation: String, CaseIterable {
    case batch, emptyBatch, layoutPropertyBatch, setLayoutAnimated, setLayoutImmediately
    case startTransition, driveTransition, finishTransition, cancelTransition, startDuringEndingSpring
    case scroll, animatedScroll, resize, reload, wait
  }

  /// One round of operations: every operation once, batches and waits twice.
  static let round: [Operation] = Operation.allCases + [.batch, .wait]

  /// Every completion handed out, by id, with what handed it out and the flags of each call.
  @MainActor final class CompletionLedger {
    private(set) var issuers: [String] = []
    private(set) var calls: [[String]] = []

    /// A new id for a completion handed out by `issuer`.
    func issue(_ issuer: String) -> Int {
      issuers.append(issuer)
      calls.append([])
      return issuers.count - 1
    }

    func batchCompletion(_ issuer: String) -> (Bool) -> Void {
      let id = issue(issuer)
      return { finished in self.calls[id].append("\(finished)") }
    }

    func transitionCompletion(_ issuer: String) -> (Bool, Bool) -> Void {
      let id = issue(issuer)
      return { completed, finished in self.calls[id].append("\(completed) \(finished)") }
    }

    /// The completions called more than once.
    var calledTwice: [String] { calls.indices.filter { calls[$0].count > 1 }.map(describe) }
    /// The completions never called.
    var neverCalled: [String] { calls.indices.filter { calls[$0].isEmpty }.map(describe) }
    /// The calls of the last completion handed out.
    var lastCalls: [String] { calls.last ?? [] }

    private func describe(_ id: Int) -> String { "#\(id) (\(issuers[id])): \(calls[id])" }
  }

  /// The collection view in a window, its three layouts and the run's state.
  @MainActor final class Run {
    let seed: UInt64
    let host = HeadlessHost(size: CGSize(width: 300, height: 240))
    let cv: CollectionView
    let source: TestDataSource
    let rows: RowLayout
    let grid: FlowLayout
    let tiles: FlowLayout
    let layouts: [CollectionViewLayout]
    let errors = ErrorLog()
    let ledger = CompletionLedger()
    var random: SeededRandomNumberGenerator
    var trace: [String] = []
    var failed = false
    var refusedStarts = 0
    var startsDuringEndingSpring = 0
    var frames = 0
    /// The cells told `willDisplay` and not yet `didEndDisplaying`.
    var displayed: Set<ObjectIdentifier> = []
    /// Display calls out of turn: `willDisplay` for a displayed cell, `didEndDisplaying` for one that isn't.
    var displayProblems: [String] = []

    /// Rows (with 24 pt headers), a grid of 60×50 items (30 pt headers) and 130×80 tiles (no headers),
    /// 300×200 in a window, 47 items in four sections.
    init(seed: UInt64) {
      self.seed = seed
      random = SeededRandomNumberGenerator(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
      let rows = RowLayout()
      rows.headerHeight = 24
      let grid = FlowLayout()
      grid.itemSize = CGSize(width: 60, height: 50)
      grid.minimumInteritemSpacing = 10
      grid.minimumLineSpacing = 10
      grid.headerReferenceSize = CGSize(width: 0, height: 30)
      let tiles = FlowLayout()
      tiles.itemSize = CGSize(width: 130, height: 80)
      tiles.sectionInset = EdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
      (self.rows, self.grid, self.tiles) = (rows, grid, tiles)
      layouts = [rows, grid, tiles]
      (cv, source, _) = makeCollectionView(counts: [12, 0, 30, 5], layout: rows, collecting: errors)
      source.logsDisplay = false
      displayed = Set(cv.visibleCells.map(ObjectIdentifier.init))
      source.displayObserver = { [weak self] cell, displays in
        guard let self else { return }
        let id = ObjectIdentifier(cell)
        let key = cell.elementKey.map { "\($0)" } ?? "?"
        if displays {
          if !self.displayed.insert(id).inserted { self.displayProblems.append("willDisplay for displayed \(key)") }
        } else if self.displayed.remove(id) == nil {
          self.displayProblems.append("didEndDisplaying for undisplayed \(key)")
        }
      }
      host.show(cv)
      host.runFrame()
    }

    /// Records the broken invariants and completions called twice, once per run, with the seed and the steps so far.
    func check(_ context: String) {
      guard !failed else { return }
      var problems = cv.checkInvariants()
      problems += ledger.calledTwice.map { "completion called more than once: \($0)" }
      problems += displayProblems
      // The cells between `willDisplay` and `didEndDisplaying` are the visible and held-out ones.
      let cells = (Array(cv.visibleSet.views.values) + cv.heldOutViews).filter { $0 is CollectionViewCell }
      if Set(cells.map(ObjectIdentifier.init)) != displayed {
        problems.append(
          "\(displayed.count) cells displayed (willDisplay, no didEndDisplaying); \(cells.count) visible or held")
      }
      for view in Array(cv.visibleSet.views.values) + cv.heldOutViews {
        let shown = view.presentation
        if !(shown.frame.isFinite && shown.alpha.isFinite) {
          problems.append("\(view.elementKey.map { "\($0)" } ?? "?") shows frame \(shown.frame), alpha \(shown.alpha)")
        }
      }
      if !cv.isLayoutPending && !cv.collectionViewLayout.isInvalid { problems += attributeProblems() }
      guard !problems.isEmpty else { return }
      failed = true
      let steps = trace.suffix(40).joined(separator: "\n")
      Issue.record(
        "seed \(seed) (TRELLIS_SEED=\(seed)), \(context): \(problems.joined(separator: "; "))\nsteps:\n\(steps)")
    }

    /// Visible views whose alpha, hidden state or transform (model values) aren't their layout's attributes.
    func attributeProblems() -> [String] {
      var problems: [String] = []
      for (key, view) in cv.visibleSet.views {
        guard let attributes = cv.attributes(in: cv.collectionViewLayout, for: key) else { continue }
        if abs(view.alpha - attributes.alpha) > 1e-9 || view.isHidden != attributes.isHidden
          || view.transform3D != attributes.transform3D
        {
          problems.append(
            "\(key) shows alpha \(view.alpha), hidden \(view.isHidden), transform \(view.transform3D); its "
              + "attributes have \(attributes.alpha), \(attributes.isHidden), \(attributes.transform3D)")
        }
      }
      return problems
    }

    /// Advances the clock by `seconds` a frame at a time (the last one shorter), checking after each
    /// frame; zero runs one frame without moving the clock.
    func advance(by seconds: TimeInterval, _ context: String) {
      guard seconds > 0 else {
        host.runFrame()
        frames += 1
        check(context)
        return
      }
      var left = seconds
      while left > 1e-9 {
        let step = min(host.frameInterval, left)
        host.advance(by: step)
        frames += 1
        left -= step
        check(context)
      }
    }

    /// A random time: none a sixth of the time, else up to `limit` seconds, mostly between frames.
    func randomTime(upTo limit: TimeInterval = 0.5) -> TimeInterval {
      Int.random(in: 0..<6, using: &random) == 0 ? 0 : TimeInterval.random(in: 0...limit, using: &random)
    }

    /// A layout other than `layout`.
    func layout(otherThan layout: CollectionViewLayout) -> CollectionViewLayout {
      layouts.filter { $0 !== layout }.randomElement(using: &random)!
    }

    /// Where the collection view rests once what runs ends: an ending interactive transition's
    /// destination, else the installed layout.
    var restingLayout: CollectionViewLayout {
      guard let transition = cv.interactiveTransition else { return cv.collectionViewLayout }
      return transition.isEndingInNextLayout ? transition.layout.nextLayout : transition.layout.currentLayout
    }

    var isTracking: Bool { cv.interactiveTransition?.phase == .tracking }
    var isEnding: Bool { cv.interactiveTransition.map { $0.phase != .tracking } ?? false }

    /// The layouts' names for the trace.
    func name(_ layout: CollectionViewLayout) -> String {
      if layout === rows { return "rows" }
      if layout === grid { return "grid" }
      if layout === tiles { return "tiles" }
      if let transition = layout as? TransitionLayout {
        return "transition(\(name(transition.currentLayout))→\(name(transition.nextLayout)))"
      }
      return "\(type(of: layout))"
    }

    func note(_ text: String) { trace.append("  t=\(String(format: "%.4f", host.now)) \(text)") }

    /// Runs `body` as it is half the time, else inside an animation block (its own completion counted
    /// too) — ease-in-out with a random duration and delay, or a spring — or without animation.
    func timed(_ step: String, _ body: () -> Void) {
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        let duration = TimeInterval.random(in: 0.05...0.6, using: &random)
        let delay = Bool.random(using: &random) ? TimeInterval.random(in: 0...0.2, using: &random) : 0
        note("  inside View.animate(withDuration: \(duration), delay: \(delay))")
        View.animate(
          withDuration: duration, delay: delay, animations: body,
          completion: ledger.batchCompletion("\(step) View.animate"))
      case 1:
        let duration = TimeInterval.random(in: 0.2...0.8, using: &random)
        let damping = CGFloat.random(in: 0.4...1, using: &random)
        let velocity = CGFloat.random(in: 0...2, using: &random)
        note("  inside a spring (duration \(duration), damping \(damping), velocity \(velocity))")
        View.animate(
          withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
          animations: body, completion: ledger.batchCompletion("\(step) spring"))
      case 2:
        note("  inside View.performWithoutAnimation")
        View.performWithoutAnimation(body)
      default:
        body()
      }
    }

    // MARK: The run

    func perform(_ operation: Operation, step: Int) {
      let label = "step \(step)"
      let context = "\(label), after \(operation)"
      trace.append("\(label): \(operation)")
      switch operation {
      case .batch: batch(label)
      case .emptyBatch: emptyBatch(label)
      case .layoutPropertyBatch: layoutPropertyBatch(label)
      case .setLayoutAnimated: setLayout(animated: true, label)
      case .setLayoutImmediately: setLayout(animated: false, label)
      case .startTransition: startTransition(label)
      case .driveTransition: driveTransition(label, context)
      case .finishTransition: endTransition(finishing: true, label, context)
      case .cancelTransition: endTransition(finishing: false, label, context)
      case .startDuringEndingSpring: startDuringEndingSpring(label, context)
      case .scroll: scroll(animated: false)
      case .animatedScroll: scroll(animated: true)
      case .resize: resize(label)
      case .reload: reload()
      case .wait:
        let time = randomTime()
        note("advance \(time) s")
        advance(by: time, context)
        return
      }
      check(context)
      // Another operation at the same instant a third of the time; else some time passes.
      if Int.random(in: 0..<3, using: &random) != 0 {
        let time = randomTime()
        note("advance \(time) s")
        advance(by: time, context)
      }
    }

    /// Ends a tracked transition and lets everything settle, checking every frame.
    func settle() {
      if isTracking {
        let finishing = Bool.random(using: &random)
        trace.append("settling: \(finishing ? "finish" : "cancel")InteractiveTransition()")
        if finishing { cv.finishInteractiveTransition() } else { cv.cancelInteractiveTransition() }
      }
      trace.append("settling: advance 2 s")
      advance(by: 2, "settling")
      host.runFrame()
      check("settled")
    }
  }

  @Test(arguments: changeEngineTestSeeds)
  func everyModeInterleavedKeepsTheInvariants(seed: UInt64) {
    let steps = ProcessInfo.processInfo.environment["TRELLIS_STEPS"].flatMap { Int($0) } ?? 60
    print("CollectionViewChangeEngineRandomTests: seed \(seed) (TRELLIS_SEED=\(seed)), \(steps) steps")
    let started = Date()
    let run = Run(seed: seed)
    var choices = SeededRandomNumberGenerator(seed: seed)
    var pending: [Operation] = []
    var performed: [Operation: Int] = [:]
    for step in 0..<steps where !run.failed {
      if pending.isEmpty { pending = Self.round.shuffled(using: &choices) }
      let operation = pending.removeLast()
      performed[operation, default: 0] += 1
      run.perform(operation, step: step)
    }
    run.settle()
    let cv = run.cv
    let context = "seed \(seed) (TRELLIS_SEED=\(seed))"
    if steps >= Self.round.count && !run.failed {
      #expect(performed.count == Operation.allCases.count, "\(context): every operation ran")
    }
    #expect(run.ledger.neverCalled == [], "\(context): completions never called")
    #expect(run.ledger.calledTwice == [], "\(context): completions called more than once")
    #expect(cv.heldOutViews.isEmpty, "\(context): \(cv.heldOutViews.count) views held out")
    #expect(cv.checkInvariants() == [], "\(context)")
    #expect(!cv.isInteractiveTransitionInProgress, "\(context)")
    #expect(run.layouts.contains { $0 === cv.collectionViewLayout }, "\(context)")
    // Every reusable view in the collection view is a visible one: held views went to their queues.
    let attached = cv.subviews.compactMap { $0 as? CollectionReusableView }
    #expect(attached.count == cv.visibleSet.views.count, "\(context): views left in the collection view")
    #expect(run.errors.errors.count == run.refusedStarts, "\(context): \(run.errors.errors)")
    #expect(run.errors.errors.allSatisfy { $0.contains("this one is refused") }, "\(context): \(run.errors.errors)")
    // Every view rests where its attributes put it: opaque, shown, untransformed (the three layouts' attributes).
    for view in cv.visibleSet.views.values {
      let key = view.elementKey.map { "\($0)" } ?? "?"
      #expect(
        view.presentation.center == view.center && view.presentation.bounds == view.bounds
          && view.presentation.alpha == view.alpha && view.presentation.transform == view.transform3D,
        "\(context): \(key) still moving")
      #expect(
        view.alpha == 1 && !view.isHidden && view.transform3D == .identity,
        "\(context): \(key) rests with alpha \(view.alpha), hidden \(view.isHidden), transform \(view.transform3D)")
    }
    if ProcessInfo.processInfo.environment["TRELLIS_TRACE"] != nil { print(run.trace.joined(separator: "\n")) }
    let seconds = Date().timeIntervalSince(started)
    print(
      "CollectionViewChangeEngineRandomTests: seed \(seed): \(steps) steps, \(run.frames) frames, "
        + "\(run.ledger.calls.count) completions, \(run.startsDuringEndingSpring) starts during an ending spring, "
        + "\(run.refusedStarts) refused starts, "
        + "\(String(format: "%.2f", seconds)) s")
  }
}
