import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

@testable import showcase

/// The Menus scene with its menus open, rendered as the showcase renders scenes (960×640 at 1x), and
/// its copy/paste path driven as a user would.
@MainActor
@Suite("Showcase: Menus scene")
struct MenusSceneSnapshotTests {
  private func opened() throws -> (HeadlessHost, MenusScene, ShowcaseDelegate) {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640), scale: 1, renderer: CairoRenderer())
    let scene = try #require(Scene.all.first { $0.id == "menus" })
    let delegate = ShowcaseDelegate(initialScene: scene)
    host.launch(delegate: delegate)
    host.advance(by: 0.1)
    let navigation = try #require(delegate.window?.rootViewController as? NavigationController)
    let controller = try #require(navigation.topViewController as? MenusScene)
    return (host, controller, delegate)
  }

  /// The centre of a word's cell in window coordinates.
  private func center(ofWord item: Int, in scene: MenusScene) throws -> CGPoint {
    let cv = try #require(scene.collectionView)
    let frame = try #require(cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
    return cv.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
  }

  private func snapshot(_ host: HeadlessHost, named name: String) throws {
    let previous = TextSystems.current
    defer { TextSystems.current = previous }
    let image = try #require(RenderedImage(pngData: try host.renderPNG()))
    assertSnapshot(image, named: name)
  }

  @Test func theEditMenuOverAWord() throws {
    let (host, scene, _) = try opened()
    Pasteboard.general.string = "sky"
    host.send(.touchDown(id: 1, location: try center(ofWord: 7, in: scene), pointer: true))
    host.advance(by: 0.6)
    host.send(.touchUp(id: 1, location: try center(ofWord: 7, in: scene)))
    #expect(try #require(MenuController.shared.popup).titles == ["Cut", "Copy", "Paste", "Delete"])
    try snapshot(host, named: "menus-edit-menu")
    MenuController.shared.hideMenu()
  }

  @Test func theContextMenuAtARightClick() throws {
    let (host, scene, _) = try opened()
    Pasteboard.general.string = "sky"
    let point = try center(ofWord: 9, in: scene)
    host.rightClick(at: point)
    let popup = try #require(scene.collectionView.visibleContextMenu)
    #expect(popup.titles == ["Copy", "Cut", "Paste", "Colour", "—", "Delete"])
    host.key(.downArrow)
    host.key(.downArrow)
    host.key(.downArrow)
    host.key(.downArrow)
    host.key(.rightArrow)
    #expect(popup.titles == ["‹ Colour", "Red", "Green", "Blue", "Purple"])
    try snapshot(host, named: "menus-context-menu")
    host.key(.escape)
    host.key(.escape)
    #expect(scene.collectionView.visibleContextMenu == nil)
  }

  @Test func aWordCopiedFromOneCellPastesIntoAnother() throws {
    let (host, scene, _) = try opened()
    let before = Pasteboard.general.changeCount
    host.send(.touchDown(id: 1, location: try center(ofWord: 2, in: scene), pointer: true))
    host.advance(by: 0.6)
    host.send(.touchUp(id: 1, location: try center(ofWord: 2, in: scene)))
    let copy = try #require(MenuController.shared.popup?.titles.firstIndex(of: "Copy"))
    let copyFrame = try #require(MenuController.shared.popup?.rowFrames[copy])
    host.tap(at: CGPoint(x: copyFrame.midX, y: copyFrame.midY))
    #expect(Pasteboard.general.string == "coral")
    #expect(Pasteboard.general.changeCount == before + 1)
    // Select "jade" with a tap, then Ctrl+V: the same canPerformAction/performAction path.
    host.tap(at: try center(ofWord: 9, in: scene), pointer: true)
    host.key(.character("v"), modifiers: .control, characters: "v")
    host.advance(by: 0.5)
    #expect(scene.words[9].text == "coral")
    let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 9, section: 0)))
    #expect(cell.contentView.subviews.compactMap { ($0 as? Label)?.text } == ["coral"])
    #expect(scene.words.map(\.text).filter { $0 == "coral" }.count == 2)
  }
}
