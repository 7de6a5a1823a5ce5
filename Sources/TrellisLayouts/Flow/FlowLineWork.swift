import Dispatch
import Foundation

/// Breaks the lines of one large variable section on another thread while the main thread still asks the
/// delegate for the section's sizes, so that a prepare costs the delegate's calls, not the calls and then
/// the line breaking (Documentation/Behaviour.md#flow-concurrent-lines).
///
/// The main thread stores sizes and `publish`es how many items are stored, every `runLength` items; the
/// worker takes each newly stored run with the section's `FlowLineBreaker`, in order, writing only line
/// origins, and `finish` waits for it to have taken them all. The worker reads only stored, published
/// sizes, and nothing else reads or writes the origins until `finish` returns: the lines are the ones the
/// main thread would break, bit for bit, whichever thread is quicker.
///
/// The main thread never waits for the worker to start: when `finish` finds it not started yet (every
/// thread of the global queue busy, say with work that waits for the main thread), it takes the worker's
/// part back and breaks the lines itself.
///
/// `@unchecked Sendable`: the pointers are shared with that discipline; `published` and `state` are guarded
/// by `lock`, and `breaker` is the worker's from its start until `finish` returns.
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
  /// The line origins the worker writes, by slot.
  private let origins: UnsafeMutablePointer<CGFloat>
  /// The section's slots.
  private let slots: Range<Int>
  /// The breaker; the worker's while it runs.
  private var breaker: FlowLineBreaker
  /// Guards `published` and `state`.
  private let lock = NSLock()
  /// How many of the section's items have their sizes stored.
  private var published = 0
  /// Whether the worker has started, or the main thread took its part back.
  private var state = State.waiting
  /// Signalled when more items are published.
  private let more = DispatchSemaphore(value: 0)
  /// Signalled when the worker has taken every item.
  private let done = DispatchSemaphore(value: 0)

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

  /// Where the worker is.
  private enum State {
    /// Not started yet.
    case waiting
    /// Started: it takes every run, to the section's end.
    case running
    /// Not started when the main thread finished, which broke the lines itself.
    case abandoned
  }

  /// Waits until the worker has broken every line of the section, or breaks them itself when the worker
  /// hasn't started, and returns the breaker.
  /// - Complexity: O(1) once the worker has caught up; the items it has not taken yet otherwise.
  func finish() -> FlowLineBreaker {
    lock.lock()
    if state == .waiting {
      state = .abandoned
      lock.unlock()
      breaker.take(slots, cross: cross, scroll: scroll, origins: origins)
      return breaker
    }
    published = slots.count
    lock.unlock()
    more.signal()
    done.wait()
    return breaker
  }

  /// The worker: takes every published run, in order, until the section's last item (nothing at all when
  /// the main thread has taken its part back).
  private func run() {
    lock.lock()
    guard state == .waiting else {
      lock.unlock()
      return
    }
    state = .running
    lock.unlock()
    var taken = 0
    while taken < slots.count {
      lock.lock()
      let ready = published
      lock.unlock()
      if ready > taken {
        let run = (slots.lowerBound + taken)..<(slots.lowerBound + ready)
        breaker.take(run, cross: cross, scroll: scroll, origins: origins)
        taken = ready
      } else {
        more.wait()
      }
    }
    done.signal()
  }
}
