import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

/// A view that takes drops and logs every message with its name.
@MainActor final class LoggingDropView: View, DropTarget {
  var log: (String) -> Void = { _ in }
  var name = ""
  var handles = true
  var operation = DropOperation.copy
  var received: [String] = []

  func dropTargetCanHandle(_ session: DragAndDropSession) -> Bool {
    log("\(name) canHandle")
    return handles
  }
  func dropTargetDidEnter(_ session: DragAndDropSession) { log("\(name) enter") }
  func dropTargetDidUpdate(_ session: DragAndDropSession) -> DropProposal {
    let p = session.location(in: self)
    log("\(name) update (\(p.x), \(p.y))")
    return DropProposal(operation: operation)
  }
  func dropTargetDidExit(_ session: DragAndDropSession) { log("\(name) exit") }
  func dropTargetPerformDrop(_ session: DragAndDropSession, operation: DropOperation) {
    log("\(name) perform \(operation)")
    session.loadObjects(ofClass: String.self) { self.received += $0 }
    let animations = DropAnimations()
    animations.addCompletion { _ in self.log("\(self.name) landed") }
    DragEngine.shared.register(animations, landingAt: CGRect(x: 10, y: 300, width: 40, height: 40))
  }
  func dropTargetDidEnd(_ session: DragAndDropSession) { log("\(name) end") }
}

/// A drag source that logs how its drags end.
@MainActor final class LoggingDragSource: DragSource {
  var log: (String) -> Void = { _ in }
  func dragSession(_ session: DragAndDropSession, didEndWith operation: DropOperation) {
    log("source end \(operation)")
  }
}

@MainActor
@Suite("Drag engine")
struct DragEngineTests {
  /// A 400×400 window with two drop views side by side (A at x 0–200, B at x 200–400, both y 100–300).
  private func makeScene() -> (HeadlessHost, Window, LoggingDropView, LoggingDropView, LoggingDragSource, Log) {
    let host = HeadlessHost(size: CGSize(width: 400, height: 400))
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let log = Log()
    let a = LoggingDropView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    let b = LoggingDropView(frame: CGRect(x: 200, y: 100, width: 200, height: 200))
    a.name = "A"
    b.name = "B"
    let inner = View(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
    b.addSubview(inner)
    root.addSubview(a)
    root.addSubview(b)
    let window = host.show(root)
    let source = LoggingDragSource()
    a.log = { log.lines.append($0) }
    b.log = { log.lines.append($0) }
    source.log = { log.lines.append($0) }
    return (host, window, a, b, source, log)
  }

  final class Log { var lines: [String] = [] }

  private func session(_ window: Window, at point: CGPoint, texts: [String] = ["one"]) -> DragAndDropSession {
    DragAndDropSession(
      items: texts.map { DragItem(itemProvider: ItemProvider(object: $0)) }, window: window, location: point,
      allowsMoveOperation: true, isRestrictedToDraggingApplication: false, isLocal: true)
  }

  @Test func aDragEntersUpdatesExitsAndDropsInUIKitsOrder() throws {
    let (host, window, a, b, source, log) = makeScene()
    let s = session(window, at: CGPoint(x: 20, y: 20))
    #expect(
      DragEngine.shared.beginDrag(
        s, from: source, snapshot: DisplayList(), frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
    DragEngine.shared.moveDrag(to: CGPoint(x: 100, y: 150))
    DragEngine.shared.moveDrag(to: CGPoint(x: 110, y: 160))
    DragEngine.shared.moveDrag(to: CGPoint(x: 260, y: 160))  // over B's subview: B, up the chain
    DragEngine.shared.moveDrag(to: CGPoint(x: 120, y: 160))  // back to A: canHandle isn't asked again
    DragEngine.shared.endDrag(at: CGPoint(x: 130, y: 170))
    #expect(
      log.lines == [
        "A canHandle", "A enter", "A update (100.0, 50.0)", "A update (110.0, 60.0)",
        "B canHandle", "A exit", "B enter", "B update (60.0, 60.0)",
        "B exit", "A enter", "A update (120.0, 60.0)",
        "A update (130.0, 70.0)", "A perform copy", "A end", "B end", "source end copy",
      ])
    #expect(a.received == ["one"])
    #expect(b.received == [])
    #expect(!DragEngine.shared.isDragging)
    log.lines = []
    host.advance(by: 0.3)
    #expect(log.lines == ["A landed"], "completions run once the preview has landed")
    #expect(!window.subviews.contains { $0.frame == CGRect(x: 10, y: 300, width: 40, height: 40) }, "preview removed")
  }

  @Test func thePreviewFollowsThePointerAboveEverythingAndLands() throws {
    let (host, window, _, _, source, _) = makeScene()
    let s = session(window, at: CGPoint(x: 30, y: 30))
    #expect(
      DragEngine.shared.beginDrag(
        s, from: source, snapshot: DisplayList(), frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
    let preview = try #require(DragEngine.shared.preview)
    #expect(window.subviews.last === preview)
    #expect(!preview.isUserInteractionEnabled)
    DragEngine.shared.moveDrag(to: CGPoint(x: 130, y: 230))
    #expect(
      preview.frame == CGRect(x: 100, y: 200, width: 40, height: 40), "the grab point keeps its place in the preview")
    window.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    DragEngine.shared.moveDrag(to: CGPoint(x: 131, y: 230))
    #expect(window.subviews.last === preview, "brought to the front at each move")
    DragEngine.shared.endDrag(at: CGPoint(x: 130, y: 230))
    host.advance(by: 0.125)
    let halfway = preview.presentation.frame
    #expect(abs(halfway.minX - 55) < 1 && abs(halfway.minY - 250) < 1, "half way to (10, 300) at 0.125 s: \(halfway)")
    host.advance(by: 0.2)
    #expect(preview.superview == nil)
  }

  @Test func aForbiddenProposalExitsAndEndsWithCancel() {
    let (_, window, a, _, source, log) = makeScene()
    a.operation = .forbidden
    let s = session(window, at: CGPoint(x: 20, y: 20))
    _ = DragEngine.shared.beginDrag(
      s, from: source, snapshot: DisplayList(), frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let operation = DragEngine.shared.endDrag(at: CGPoint(x: 100, y: 150))
    #expect(operation == .cancel)
    #expect(log.lines == ["A canHandle", "A enter", "A update (100.0, 50.0)", "A exit", "A end", "source end cancel"])
    #expect(a.received == [])
  }

  @Test func aTargetThatCantHandleIsSkippedForItsSuperview() {
    let (_, window, a, b, source, log) = makeScene()
    b.handles = false
    let s = session(window, at: CGPoint(x: 20, y: 20))
    _ = DragEngine.shared.beginDrag(
      s, from: source, snapshot: DisplayList(), frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    DragEngine.shared.moveDrag(to: CGPoint(x: 260, y: 160))
    DragEngine.shared.moveDrag(to: CGPoint(x: 270, y: 160))
    DragEngine.shared.cancelDrag()
    #expect(log.lines == ["B canHandle", "source end cancel"], "asked once; nothing entered")
    #expect(a.received == [] && b.received == [])
  }

  @Test func aMoveFromAnotherProgramBecomesACopy() {
    let (host, _, a, _, _, log) = makeScene()
    a.operation = .move
    host.drop(texts: ["dropped", "twice"], at: CGPoint(x: 50, y: 150))
    #expect(
      log.lines == ["A canHandle", "A enter", "A update (50.0, 50.0)", "A perform copy", "A end", "A landed"],
      "no preview: landed at once")
    #expect(a.received == ["dropped", "twice"])
  }

  @Test func aSecondDragWhileOneRunsIsRefused() {
    let (_, window, _, _, source, _) = makeScene()
    let first = session(window, at: CGPoint(x: 20, y: 20))
    #expect(DragEngine.shared.beginDrag(first, from: source, snapshot: DisplayList(), frame: .zero))
    #expect(
      !DragEngine.shared.beginDrag(session(window, at: .zero), from: source, snapshot: DisplayList(), frame: .zero))
    #expect(
      DragEngine.shared.deliverExternalDrop([DragItem(itemProvider: ItemProvider(object: "x"))], in: window, at: .zero)
        == .cancel)
    #expect(DragEngine.shared.session === first)
    DragEngine.shared.cancelDrag()
  }

  @Test func anEmptyDragNeverBegins() {
    let (_, window, _, _, source, log) = makeScene()
    #expect(
      !DragEngine.shared.beginDrag(
        session(window, at: .zero, texts: []), from: source, snapshot: DisplayList(), frame: .zero))
    #expect(!DragEngine.shared.isDragging && log.lines == [])
  }
}
