import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("View controllers and navigation")
struct NavigationControllerTests {
  final class LoggingController: ViewController {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      super.init()
      title = name
    }
    override func viewDidLoad() { log.lines.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear(\(animated))") }
  }

  final class Log { var lines: [String] = [] }

  @Test func viewLoadsLazilyOnce() {
    let log = Log()
    let controller = LoggingController("A", log: log)
    #expect(!controller.isViewLoaded)
    _ = controller.view
    _ = controller.view
    #expect(log.lines == ["A.viewDidLoad"])
    #expect(controller.view.next === controller)
  }

  @Test func pushAndPopRunAppearanceCallbacksAndSlide() {
    let host = HeadlessHost(size: CGSize(width: 400, height: 600))
    let log = Log()
    let root = LoggingController("Root", log: log)
    let nav = NavigationController(rootViewController: root)
    host.show(nav)
    #expect(log.lines == ["Root.viewDidLoad", "Root.viewWillAppear(false)", "Root.viewDidAppear(false)"])
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 400, height: 550))
    #expect(nav.navigationBar.backButton.isHidden)

    log.lines = []
    let detail = LoggingController("Detail", log: log)
    nav.pushViewController(detail, animated: true)
    #expect(nav.viewControllers.count == 2 && nav.topViewController === detail)
    #expect(log.lines == ["Detail.viewDidLoad", "Detail.viewWillAppear(true)", "Root.viewWillDisappear(true)"])
    #expect(!nav.navigationBar.backButton.isHidden)
    #expect(nav.navigationBar.backButton.currentTitle == "‹ Root")

    log.lines = []
    host.advance(by: NavigationController.transitionDuration + 0.05)
    #expect(log.lines == ["Root.viewDidDisappear(true)", "Detail.viewDidAppear(true)"])
    #expect(root.view.superview == nil)
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 400, height: 550))

    log.lines = []
    let backButtonCenter = nav.navigationBar.backButton.convert(
      CGPoint(x: nav.navigationBar.backButton.bounds.midX, y: nav.navigationBar.backButton.bounds.midY), to: nil)
    host.tap(at: backButtonCenter)
    #expect(nav.viewControllers.count == 1)
    host.advance(by: NavigationController.transitionDuration + 0.05)
    #expect(
      log.lines == [
        "Root.viewWillAppear(true)", "Detail.viewWillDisappear(true)", "Detail.viewDidDisappear(true)",
        "Root.viewDidAppear(true)",
      ])
    #expect(detail.view.superview == nil && root.view.superview != nil)
    #expect(nav.navigationBar.backButton.isHidden)
  }

  @Test func escapeKeyPops() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 300))
    let nav = NavigationController(rootViewController: ViewController())
    host.show(nav)
    nav.pushViewController(ViewController(), animated: false)
    #expect(nav.viewControllers.count == 2)
    host.key(.escape)
    host.advance(by: 0.5)
    #expect(nav.viewControllers.count == 1)
    host.key(.escape)
    #expect(nav.viewControllers.count == 1)
  }

  @Test func buttonSendsTouchUpInsideOnlyForTapsInside() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 300))
    let button = Button(title: "Go")
    button.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
    var events: [String] = []
    button.addAction(for: .touchDown) { _ in events.append("down") }
    button.addAction(for: .touchUpInside) { _ in events.append("upInside") }
    button.addAction(for: .touchUpOutside) { _ in events.append("upOutside") }
    host.show(button)
    host.tap(at: CGPoint(x: 140, y: 120))
    #expect(events == ["down", "upInside"])
    events = []
    host.drag(from: CGPoint(x: 140, y: 120), to: CGPoint(x: 290, y: 290))
    #expect(events == ["down", "upOutside"])
    events = []
    host.tap(at: CGPoint(x: 10, y: 10))
    #expect(events.isEmpty)
  }

  @Test func doubleTapCountsTaps() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200))
    final class TapCounter: View {
      var counts: [Int] = []
      override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { counts.append(touches.first!.tapCount) }
    }
    let view = TapCounter(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    host.show(view)
    host.tap(at: CGPoint(x: 50, y: 50))
    host.advance(by: 0.1)
    host.tap(at: CGPoint(x: 52, y: 50))
    host.advance(by: 1)
    host.tap(at: CGPoint(x: 52, y: 50))
    #expect(view.counts == [1, 2, 1])
  }
}
