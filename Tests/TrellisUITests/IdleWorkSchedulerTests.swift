import Foundation
import Testing

@testable import TrellisUI

/// A worker with `units` units, each advancing a fake clock by `cost` when it runs.
@MainActor private final class FakeWorker: IdleWorker {
  var units: Int
  let cost: TimeInterval
  let clock: FakeClock
  let name: String
  init(_ name: String, units: Int, cost: TimeInterval, clock: FakeClock) {
    (self.name, self.units, self.cost, self.clock) = (name, units, cost, clock)
  }
  var hasIdleWork: Bool { units > 0 }
  func performIdleWork() {
    units -= 1
    clock.now += cost
    clock.log.append(name)
  }
}

@MainActor private final class FakeClock {
  var now: TimeInterval = 0
  var log: [String] = []
}

@MainActor
@Suite("Idle work scheduler")
struct IdleWorkSchedulerTests {
  @Test func aFirstUnitRunsToLearnItsCostThenOnlyUnitsThatFit() {
    let clock = FakeClock()
    let scheduler = IdleWorkScheduler()
    let worker = FakeWorker("a", units: 10, cost: 0.003, clock: clock)
    scheduler.add(worker)
    // Deadline 0.005: the first unit runs (cost unknown) and ends at 0.003; the next would end at 0.006.
    #expect(scheduler.run(until: 0.005) { clock.now } == 1)
    #expect(scheduler.unitCost(of: worker) == 0.003)
    clock.now = 0
    // Deadline 0.010: 0.003, 0.006, 0.009 fit; a fourth would end at 0.012.
    #expect(scheduler.run(until: 0.010) { clock.now } == 3)
    #expect(worker.units == 6)
  }

  @Test func nothingRunsPastTheDeadlineOrWithoutWork() {
    let clock = FakeClock()
    clock.now = 1
    let scheduler = IdleWorkScheduler()
    let worker = FakeWorker("a", units: 3, cost: 0.001, clock: clock)
    scheduler.add(worker)
    #expect(scheduler.run(until: 1) { clock.now } == 0, "a late frame runs nothing")
    #expect(scheduler.run(until: 2) { clock.now } == 3, "then only the 3 units there are")
    #expect(!scheduler.hasWork)
  }

  @Test func anExpensiveWorkerWaitsWhileACheapOneUsesTheRest() {
    let clock = FakeClock()
    let scheduler = IdleWorkScheduler()
    let big = FakeWorker("big", units: 5, cost: 0.004, clock: clock)
    let small = FakeWorker("small", units: 5, cost: 0.001, clock: clock)
    scheduler.add(big)
    scheduler.add(small)
    // Each first unit runs to learn its cost: big (0.004), then small, whose cost is still unknown.
    _ = scheduler.run(until: 0.0045) { clock.now }
    #expect(clock.log == ["big", "small"])
    clock.now = 0
    clock.log = []
    // 0.006 left each frame: big (0.004) first, then small twice (0.005, 0.006); big no longer fits.
    _ = scheduler.run(until: 0.006) { clock.now }
    #expect(clock.log == ["big", "small", "small"])
  }

  @Test func theFixedUnitCostMakesItExactWithoutAClock() {
    let clock = FakeClock()
    let scheduler = IdleWorkScheduler()
    scheduler.fixedUnitCost = 0.001
    let worker = FakeWorker("a", units: 10, cost: 0.5, clock: clock)
    scheduler.add(worker)
    #expect(
      scheduler.run(until: 0.004) {
        Issue.record("the clock was read"); return 0
      } == 4)
  }

  @Test func workersAreHeldWeaklyAndRemovable() {
    let clock = FakeClock()
    let scheduler = IdleWorkScheduler()
    var worker: FakeWorker? = FakeWorker("a", units: 1, cost: 0, clock: clock)
    scheduler.add(worker!)
    scheduler.add(worker!)
    #expect(scheduler.entries.count == 1)
    worker = nil
    #expect(!scheduler.hasWork)
    let other = FakeWorker("b", units: 1, cost: 0, clock: clock)
    scheduler.add(other)
    scheduler.remove(other)
    #expect(scheduler.entries.isEmpty)
  }
}
