import Foundation
import Testing
import Trellis

/// The frame-time overlay's model: a ring buffer of frame samples and the summary of its last seconds.
@MainActor
@Suite("FrameTimeline: frame samples and their summary")
struct FrameTimelineTests {
  @Test func recordingTurnsRunningTotalsIntoPerFrameCounts() {
    var timeline = FrameTimeline(capacity: 8)
    timeline.record(
      start: 1.0, work: 0.004, present: 0.012,
      counters: FrameCounters(cellsCreated: 40, cellsReused: 0, rasterisations: 90))
    timeline.record(
      start: 1.02, work: 0.006, present: 0.010,
      counters: FrameCounters(cellsCreated: 42, cellsReused: 5, rasterisations: 97))
    // A collection view left the screen: its totals no longer count; a drop counts as 0, not negative.
    timeline.record(
      start: 1.03, work: -1, present: 0.01,
      counters: FrameCounters(cellsCreated: 10, cellsReused: 6, rasterisations: 97))
    #expect(timeline.count == 3)
    #expect(
      timeline[0]
        == FrameSample(
          start: 1.0, work: 0.004, present: 0.012, interval: 0, cellsCreated: 0, cellsReused: 0, rasterisations: 0))
    #expect(
      timeline[1]
        == FrameSample(
          start: 1.02, work: 0.006, present: 0.010, interval: 1.02 - 1.0, cellsCreated: 2, cellsReused: 5,
          rasterisations: 7))
    #expect(
      timeline[2]
        == FrameSample(
          start: 1.03, work: 0, present: 0.01, interval: 1.03 - 1.02, cellsCreated: 0, cellsReused: 1, rasterisations: 0
        ))
  }

  @Test func aFullBufferOverwritesTheOldestAndKeepsOrder() {
    var timeline = FrameTimeline(capacity: 3)
    for frame in 0..<7 {
      timeline.record(start: Double(frame), work: Double(frame) / 1000, present: 0, counters: FrameCounters())
    }
    #expect(timeline.count == 3)
    #expect((0..<3).map { timeline[$0].start } == [4, 5, 6])
    #expect(timeline.newest?.work == 0.006)
    timeline.removeAll()
    #expect(timeline.count == 0 && timeline.newest == nil)
    timeline.record(start: 9, work: 0, present: 0, counters: FrameCounters(cellsCreated: 5))
    #expect(timeline[0].interval == 0 && timeline[0].cellsCreated == 0, "after removeAll the next frame is a first one")
  }

  @Test func theSummaryCoversTheLastSecondsAgainstTheBudget() {
    var timeline = FrameTimeline(capacity: 100)
    // Ten frames 1/60 s apart with 4 ms of work, then one of 25 ms presented two refreshes later, then two more.
    var totals = FrameCounters()
    var start = 0.0
    for frame in 0..<13 {
      let work: TimeInterval = frame == 10 ? 0.025 : 0.004
      start += frame == 10 ? 2.0 / 60 : 1.0 / 60
      totals.cellsCreated += frame < 2 ? 10 : 0
      totals.cellsReused += 3
      totals.rasterisations += 4
      timeline.record(start: start, work: work, present: 0.01, counters: totals)
    }
    let all = timeline.summary(seconds: 10)
    #expect(all.frames == 13)
    #expect(all.worstWork == 0.025)
    #expect(abs(all.averageWork - (12 * 0.004 + 0.025) / 13) < 1e-15)
    #expect(all.framesOverBudget == 1)
    #expect(all.missedRefreshes == 1)
    #expect(abs(all.worstInterval - 2.0 / 60) < 1e-12)
    #expect(abs(all.framesPerSecond - 12 / (start - 1.0 / 60)) < 1e-9)
    #expect(all.cellsCreated == 10, "the first frame's totals are the baseline")
    #expect(all.cellsReused == 36)
    #expect(all.rasterisations == 48)
    // The last 0.05 s: frames that began at or after the newest start − 0.05 (three frames).
    let recent = timeline.summary(seconds: 0.05)
    #expect(recent.frames == 3)
    #expect(recent.framesOverBudget == 1)
    #expect(recent.missedRefreshes == 1, "the 25 ms frame's interval is in the window")
    #expect(recent.cellsReused == 9)
  }

  @Test func theSummaryAddsCompositingDamageLatencyAndPath() {
    var timeline = FrameTimeline(capacity: 8)
    // Four frames: compositing 2, 6, 1 and 3 ms; input in the second (12 ms to the screen) and the
    // fourth (20 ms); the last redrew 96,000 of 1,228,800 pixels on the damage path.
    let figures: [(TimeInterval, TimeInterval?, Int, RenderPath)] = [
      (0.002, nil, 1_228_800, .cpuFull), (0.006, 0.012, 40_000, .cpuDamage), (0.001, nil, 0, .cpuDamage),
      (0.003, 0.020, 96_000, .cpuDamage),
    ]
    for (frame, (composite, latency, damaged, path)) in figures.enumerated() {
      timeline.record(
        start: Double(frame) / 60, work: 0.008, present: 0.004, counters: FrameCounters(), composite: composite,
        damagedPixels: damaged, windowPixels: 1_228_800, latency: latency, path: path)
    }
    #expect(
      timeline[1]
        == FrameSample(
          start: 1.0 / 60, work: 0.008, present: 0.004, interval: 1.0 / 60, composite: 0.006, damagedPixels: 40_000,
          windowPixels: 1_228_800, latency: 0.012, path: .cpuDamage))
    let summary = timeline.summary(seconds: 4)
    #expect(summary.averageComposite == (0.002 + 0.006 + 0.001 + 0.003) / 4)
    #expect(summary.worstComposite == 0.006)
    #expect(summary.framesWithInput == 2)
    #expect(summary.averageLatency == (0.012 + 0.020) / 2)
    #expect(summary.worstLatency == 0.020)
    #expect(summary.lastDamagedPixels == 96_000 && summary.lastWindowPixels == 1_228_800)
    #expect(summary.lastPath == .cpuDamage)
    // Negative figures from a host's clock count 0.
    timeline.record(
      start: 0.1, work: 0, present: 0, counters: FrameCounters(), composite: -1, damagedPixels: -5, windowPixels: -1,
      latency: -0.5)
    #expect(timeline.newest?.composite == 0 && timeline.newest?.damagedPixels == 0 && timeline.newest?.latency == 0)
    #expect(timeline.newest?.windowPixels == 0 && timeline.newest?.path == nil)
  }

  @Test func theOverlayPrintsTheSummary() {
    var summary = FrameSummary()
    summary.frames = 240
    summary.averageWork = 0.00321
    summary.worstWork = 0.0198
    summary.framesOverBudget = 2
    summary.missedRefreshes = 1
    summary.framesPerSecond = 59.6
    summary.cellsCreated = 12
    summary.cellsReused = 340
    summary.rasterisations = 57
    summary.averageComposite = 0.00148
    summary.worstComposite = 0.0061
    summary.framesWithInput = 30
    summary.averageLatency = 0.01712
    summary.worstLatency = 0.03349
    summary.lastDamagedPixels = 96_000
    summary.lastWindowPixels = 1_228_800
    summary.lastPath = .cpuDamage
    #expect(
      FrameTimeOverlayView.text(for: summary, seconds: 4) == [
        "work 3.2 ms avg, 19.8 ms worst · budget 16.7 ms",
        "60 fps · 2 of 240 over budget · 1 missed · last 4 s",
        "cells 12 made, 340 reused · 57 rasterised",
        "composite 1.5 ms avg, 6.1 ms worst · CPU, damage",
        "damaged 96,000 px (7.8%) in the last frame",
        "latency 17.1 ms avg, 33.5 ms worst · input to present",
      ])
    // No input, no window size, no path, a whole 2560 × 1600 frame.
    summary.framesWithInput = 0
    summary.lastWindowPixels = 0
    summary.lastDamagedPixels = 4_096_000
    summary.lastPath = nil
    #expect(
      FrameTimeOverlayView.text(for: summary, seconds: 4)[3...] == [
        "composite 1.5 ms avg, 6.1 ms worst · path unknown", "damaged 4,096,000 px in the last frame",
        "latency: no input",
      ])
    summary.lastPath = .cpuFull
    summary.lastDamagedPixels = 999
    summary.lastWindowPixels = 999
    #expect(
      FrameTimeOverlayView.text(for: summary, seconds: 4)[3...] == [
        "composite 1.5 ms avg, 6.1 ms worst · CPU, full frames", "damaged 999 px (100.0%) in the last frame",
        "latency: no input",
      ])
  }

  @Test func theOverlayUpdatesItsTextAtMostFourTimesASecond() {
    let overlay = FrameTimeOverlayView(capacity: 10)
    #expect(overlay.displayedText[2] == "cells 0 made, 0 reused · 0 rasterised")
    #expect(!overlay.hasStaleDisplay)
    overlay.record(start: 0, work: 0.002, present: 0, counters: FrameCounters(cellsCreated: 3))
    #expect(!overlay.hasStaleDisplay, "the first frame updates the text")
    overlay.record(start: 0.1, work: 0.002, present: 0, counters: FrameCounters(cellsCreated: 5, rasterisations: 4))
    // 0.1 s after the last update: the text waits; the timeline has the frame.
    #expect(overlay.hasStaleDisplay)
    #expect(overlay.timeline.count == 2)
    #expect(overlay.displayedText[1] == "0 fps · 0 of 1 over budget · 0 missed · last 4 s")
    overlay.refreshDisplay()
    #expect(!overlay.hasStaleDisplay)
    #expect(overlay.displayedText[2] == "cells 2 made, 0 reused · 4 rasterised")
    #expect(overlay.displayedText[1] == "10 fps · 0 of 2 over budget · 1 missed · last 4 s")
    // 0.2 s after the refresh (made at the 0.1 s frame): waits; at 0.36 s, over 0.25 s after it, updates.
    overlay.record(start: 0.3, work: 0.002, present: 0, counters: FrameCounters(cellsCreated: 5, rasterisations: 4))
    #expect(overlay.hasStaleDisplay && overlay.displayedText[1].hasPrefix("10 fps · 0 of 2 "))
    overlay.record(start: 0.36, work: 0.002, present: 0, counters: FrameCounters(cellsCreated: 5, rasterisations: 4))
    #expect(!overlay.hasStaleDisplay && overlay.displayedText[1].hasPrefix("8 fps · 0 of 4 "))
    // A clock that goes back updates at once.
    overlay.record(start: 0.2, work: 0.002, present: 0, counters: FrameCounters(cellsCreated: 5, rasterisations: 4))
    #expect(!overlay.hasStaleDisplay)
    overlay.reset()
    #expect(overlay.timeline.count == 0 && !overlay.hasStaleDisplay)
    #expect(overlay.displayedText[1] == "0 fps · 0 of 0 over budget · 0 missed · last 4 s")
    #expect(overlay.displayedText[4...] == ["damaged 0 px in the last frame", "latency: no input"])
  }

}
