import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

/// Lines logged by action handlers, views and delegates, in order.
@MainActor final class GestureLog {
  var lines: [String] = []
  func callAsFunction(_ line: String) { lines.append(line) }
}

/// A view that logs the touch calls it gets, and magnify events.
@MainActor final class TouchLoggingView: View {
  let log: GestureLog
  let name: String

  /// Not used: these views are made with a name and a log.
  required init?(coder: NSCoder) { nil }

  init(frame: CGRect, name: String, log: GestureLog) {
    self.log = log
    self.name = name
    super.init(frame: frame)
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log("\(name).began") }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log("\(name).moved") }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log("\(name).ended") }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log("\(name).cancelled") }
  override func magnify(with event: Event) { log("\(name).magnify") }
}

/// A delegate whose answers the test sets, logging the questions it is asked.
@MainActor final class ScriptedGestureDelegate: GestureRecognizerDelegate {
  var shouldBegin = true
  var shouldReceive = true
  var simultaneous = false
  var requiresFailureOf: GestureRecognizer?
  var log: GestureLog?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    log?("shouldBegin \(gestureRecognizer.name ?? "?")")
    return shouldBegin
  }
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    shouldReceive
  }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { simultaneous }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { otherGestureRecognizer === requiresFailureOf }
}

/// A 300×300 logging view at the window's origin (inside a full-screen "outer" logging view) in a headless host.
@MainActor func gestureScene() -> (host: HeadlessHost, outer: TouchLoggingView, view: TouchLoggingView, log: GestureLog)
{
  let host = HeadlessHost(size: CGSize(width: 400, height: 600))
  let log = GestureLog()
  let outer = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 400, height: 600), name: "outer", log: log)
  let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), name: "view", log: log)
  outer.addSubview(view)
  host.show(outer)
  return (host, outer, view, log)
}

/// Logs a recognizer's state on every action as "name state".
@MainActor func logActions(of recognizer: GestureRecognizer, as name: String, to log: GestureLog) {
  recognizer.name = name
  recognizer.addAction { log("\(name) \($0.state)") }
}

/// A point as "(x, y)", with at most two decimals.
func fmt(_ point: CGPoint) -> String { "(\(fmt(point.x)), \(fmt(point.y)))" }

/// A number with at most two decimals, without trailing zeros.
func fmt(_ value: CGFloat) -> String {
  let rounded = (value * 100).rounded() / 100
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
}

extension HeadlessHost {
  /// Touches down, without lifting.
  func down(_ x: CGFloat, _ y: CGFloat, id: Int = 1) {
    send(.touchDown(id: id, location: CGPoint(x: x, y: y), pointer: false))
  }
  /// Moves a touch.
  func move(_ x: CGFloat, _ y: CGFloat, id: Int = 1) { send(.touchMoved(id: id, location: CGPoint(x: x, y: y))) }
  /// Lifts a touch.
  func up(_ x: CGFloat, _ y: CGFloat, id: Int = 1) { send(.touchUp(id: id, location: CGPoint(x: x, y: y))) }
}
