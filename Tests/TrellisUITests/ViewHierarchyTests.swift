import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("View hierarchy: subviews, hit testing, layout passes")
struct ViewHierarchyTests {
  init() { Application.shared.reset() }

  final class RecordingView: View {
    var log: [String] = []
    var layoutCount = 0
    override func layoutSubviews() { layoutCount += 1 }
    override func willMove(toSuperview newSuperview: View?) {
      log.append("willMoveToSuperview:\(newSuperview == nil ? "nil" : "view")")
    }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: Window?) {
      log.append("willMoveToWindow:\(newWindow == nil ? "nil" : "window")")
    }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
  }

  @Test func addAndRemoveCallsHooksInUIKitOrder() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = RecordingView()
    window.addSubview(view)
    #expect(view.window === window)
    #expect(
      view.log == ["willMoveToWindow:window", "willMoveToSuperview:view", "didMoveToSuperview", "didMoveToWindow"])
    view.log = []
    view.removeFromSuperview()
    #expect(view.window == nil && view.superview == nil)
    #expect(view.log == ["willMoveToWindow:nil", "willMoveToSuperview:nil", "didMoveToSuperview", "didMoveToWindow"])
  }

  @Test func subviewOrderingAndZPosition() {
    let parent = View()
    let a = View()
    let b = View()
    let c = View()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, belowSubview: b)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    parent.bringSubviewToFront(a)
    #expect(parent.subviews.last === a)
    a.zPosition = -1
    #expect(parent.subviewsInDrawingOrder.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    a.addSubview(View())
    #expect(a.subviews.count == 1)
  }

  @Test func hitTestFindsTheFrontmostDeepestView() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let back = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let front = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let inner = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(inner)
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === inner)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
    front.isHidden = false
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === back)
    front.isUserInteractionEnabled = true
    front.alpha = 0.005
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
  }

  @Test func hitTestHonoursTransforms() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let bar = View(frame: CGRect(x: 150, y: 190, width: 100, height: 20))
    root.addSubview(bar)
    #expect(root.hitTest(CGPoint(x: 200, y: 160), with: nil) === root)
    bar.transform = CGAffineTransform(rotationAngle: .pi / 2)  // now a vertical bar 20 wide, 100 tall
    #expect(root.hitTest(CGPoint(x: 200, y: 160), with: nil) === bar)
    #expect(root.hitTest(CGPoint(x: 240, y: 200), with: nil) === root)
    // z-order: a sibling with a higher zPosition wins even though it is behind in subview order.
    let under = View(frame: CGRect(x: 180, y: 140, width: 40, height: 40))
    root.insertSubview(under, at: 0)
    #expect(root.hitTest(CGPoint(x: 200, y: 160), with: nil) === bar)
    under.zPosition = 1
    #expect(root.hitTest(CGPoint(x: 200, y: 160), with: nil) === under)
  }

  @Test func layoutRunsOncePerPassAndOnlyWhereNeeded() {
    let root = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let sibling = RecordingView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
    root.addSubview(child)
    root.addSubview(sibling)
    root.layoutIfNeeded()
    #expect(root.layoutCount == 1 && child.layoutCount == 1 && sibling.layoutCount == 1)
    root.layoutIfNeeded()
    #expect(root.layoutCount == 1 && child.layoutCount == 1)
    child.setNeedsLayout()
    child.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(root.layoutCount == 1 && child.layoutCount == 2 && sibling.layoutCount == 1)
    // A size change lays out the resized view; moving it does not.
    sibling.center = CGPoint(x: 10, y: 10)
    root.layoutIfNeeded()
    #expect(sibling.layoutCount == 1)
    sibling.bounds.size = CGSize(width: 60, height: 60)
    root.layoutIfNeeded()
    #expect(sibling.layoutCount == 2)
  }

  @Test func recursiveDescriptionListsOneLinePerView() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    let label = Label(frame: CGRect(x: 5, y: 5, width: 90, height: 20))
    root.addSubview(label)
    #expect(root.recursiveDescription == "<View frame=(0, 0, 100, 80)>\n   | <Label frame=(5, 5, 90, 20)>")
  }

  @Test func drawingIsRecordedOnceUntilInvalidated() {
    final class Drawn: View {
      var draws = 0
      override var drawsContent: Bool { true }
      override func draw(_ rect: CGRect) {
        draws += 1
        Color.red.setFill()
        RectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
      }
    }
    let view = Drawn(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.displayList.commands == [.fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), .red)])
    _ = view.displayList
    #expect(view.draws == 1)
    let version = view.contentVersion
    view.setNeedsDisplay()
    #expect(view.contentVersion != version)
    _ = view.displayList
    #expect(view.draws == 2)
  }
}
