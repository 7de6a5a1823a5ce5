import Dispatch
import Foundation

/// Breaks the lines of one large variable section on another thread while the main thread still asks the
/// delegate for the section's sizes, so that a prepare costs the delegate's calls, not the calls and then
/// the line breaking (Documentation/Behaviour.md#flow-concurrent-lines).
///
/// The main thread stores sizes and `publish`es how many items are stored, every `runLength` items; the
/// worker takes each newly stored run with the section's `FlowLineBreaker`, in order, writing only line
/// origins. The worker reads only stored, published sizes, and nothing else reads or writes the origins
/// until `finish` returns: the lines are the ones the main thread would break, bit for bit, whichever
/// thread breaks which run.
///
/// The main thread never waits for a worker that isn't running: when `finish` finds it between two runs,
/// or not started yet (every thread of the global queue busy, say with work that waits for the main
/// thread), it takes the breaker back and breaks the rest itself; it waits only for a run under way,
/// which the worker then carries on to the section's end.
///
/// `@unchecked Sendable`: the pointers are shared with that discipline; `published`, `taken`, `working`
/// and `state` are guarded by `lock`, and `breaker` belongs to whichever thread `state` and `working` say.
final class FlowLineWork: @unchecked Sendable {
  /// The smallest section whose lines are broken on another thread; smaller ones are broken after their
  /// sizes, on the main thread, where handing runs over would cost more than it saves.
  static let minimumItemCount = 32_768
  /// How many items the main thread stores between two hand-overs.
  static let runLength = 8_192

  /// The section's lengths along lines, by slot.
  private let cross: UnsafePointer<Float32>
  /// The section's lengths in the scrolling direction, by slot.
  private let scroll: UnsafePointer<Float32>
  /// The line origins the breaker writes, by slot.
  private let origins: UnsafeMutablePointer<CGFloat>
  /// The section's slots.
  private let slots: Range<Int>
  /// The breaker; the worker's while it takes a run, or once the main thread waits for it.
  private var breaker: FlowLineBreaker
  /// Guards `published`, `taken`, `working` and `state`.
  private let lock = NSLock()
  /// How many of the section's items have their sizes stored.
  private var published = 0
  /// How many of the section's items the breaker has taken.
  private var taken = 0
  /// Whether the worker is taking a run.
  private var working = false
  /// Who breaks the rest of the lines.
  private var state = State.waiting
  /// Signalled when more items are published, or the main thread took the breaker back.
  private let more = DispatchSemaphore(value: 0)
  /// Signalled when the worker has taken every item while the main thread waits.
  private let done = DispatchSemaphore(value: 0)

  /// Who breaks the rest of the lines.
  private enum State {
    /// The worker, once it starts.
    case waiting
    /// The worker, which has started.
    case running
    /// The worker, to the section's end: the main thread waits for it.
    case awaited
    /// The main thread, which took the breaker back.
    case abandoned
  }

  /// Starts a worker for the section in `slots`, whose sizes the caller is about to store.
  init(
    _ breaker: FlowLineBreaker, slots: Range<Int>, cross: UnsafePointer<Float32>, scroll: UnsafePointer<Float32>,
    origins: UnsafeMutablePointer<CGFloat>
  ) {
    self.breaker = breaker
    self.slots = slots
    self.cross = cross
    self.scroll = scroll
    self.origins = origins
    DispatchQueue.global(qos: .userInteractive).async { self.run() }
  }

  /// Tells the worker that the section's first `count` items have their sizes stored.
  func publish(_ count: Int) {
    lock.lock()
    published = count
    lock.unlock()
    more.signal()
  }

  /// Returns the breaker once it has taken every item of the section: waits for a run under way, which
  /// the worker carries on to the end, or else breaks the rest on the calling thread.
  /// - Complexity: O(items not taken yet).
  func finish() -> FlowLineBreaker {
    lock.lock()
    published = slots.count
    if working {
      state = .awaited
      lock.unlock()
      more.signal()
      done.wait()
      return breaker
    }
    state = .abandoned
    let from = taken
    lock.unlock()
    more.signal()  // lets a worker between two runs see that it is done
    breaker.take((slots.lowerBound + from)..<slots.upperBound, cross: cross, scroll: scroll, origins: origins)
    return breaker
  }

  /// The worker: takes every published run, in order, until the main thread takes the breaker back or,
  /// when it waits, until the section's last item.
  private func run() {
    lock.lock()
    guard state == .waiting else {
      lock.unlock()
      return
    }
    state = .running
    while state != .abandoned {
      let ready = published
      guard ready > taken else {
        lock.unlock()
        more.wait()
        lock.lock()
        continue
      }
      let from = taken
      working = true
      lock.unlock()
      breaker.take(
        (slots.lowerBound + from)..<(slots.lowerBound + ready), cross: cross, scroll: scroll, origins: origins)
      lock.lock()
      taken = ready
      working = false
      if state == .awaited && taken == slots.count {
        lock.unlock()
        done.signal()
        return
      }
    }
    lock.unlock()
  }
}
