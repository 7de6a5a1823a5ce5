import Testing
import TrellisTesting
import TrellisUIKitNames

@MainActor @Suite struct PortingFromUIKitSnippetTests {
  @Test func theUIKitControllerRunsAndItsDefaultsAndTargetsWork() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844))
    let controller = DeckViewController()
    host.show(controller)
    host.tap(at: CGPoint(x: 50, y: 70))
    #expect(controller.taps == 1)
    #expect(controller.flips == 1)
    let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CardCell)
    #expect(cell.titleLabel.text == "Card 1")
  }

  @Test func uikitDynamicsDropTheBox() {
    let host = HeadlessHost(size: CGSize(width: 400, height: 400))
    let controller = DropViewController()
    host.show(controller)
    host.advance(by: 5)
    #expect(abs(controller.box.frame.maxY - 400) < 0.5, "\(controller.box.frame)")
  }
}
