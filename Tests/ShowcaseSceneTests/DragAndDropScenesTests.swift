import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import showcase

/// The drag and drop scenes driven through the headless host: tiles dragged with the mouse between
/// Inbox and Archive, and files dropped from the desktop on the image grid.
///
/// Inbox and Archive in a 700×500 window: each collection view is 326×420 at y 64 (Inbox at x 16,
/// Archive at x 342); tiles of 132×56 with 12-pt insets make two columns at x 12 and 182 (the flow
/// layout spreads the row's spare 38 points between them) and rows 66 points apart: six rows show.
@MainActor
@Suite("Drag and drop scenes: Inbox and Archive, image files from the desktop")
struct DragAndDropScenesTests {
  @MainActor private struct Exchange {
    let scene = ExchangeScene()
    let host = HeadlessHost(size: CGSize(width: 700, height: 500))

    init() {
      host.show(scene)
      host.runFrame()
    }

    /// The centre of a tile's cell in window coordinates, for list `list`.
    func tile(_ item: Int, in list: Int) -> CGPoint {
      CGPoint(x: 16 + CGFloat(list) * 326 + (item % 2 == 0 ? 78 : 248), y: 64 + 12 + CGFloat(item / 2) * 66 + 28)
    }

    func titles(_ list: Int) -> [String] { scene.board.lists[list].map(\.title) }

    /// Everything that must hold between steps: the board's own rules, each collection view's
    /// invariants, and the counts and texts of the visible cells matching the board.
    func problems() -> [String] {
      var problems = scene.board.problems()
      for (list, cv) in scene.collectionViews.enumerated() {
        problems += cv.checkInvariants().map { "list \(list): \($0)" }
        // While a drop's gap is open the view's arrangement differs from the board on purpose (an empty
        // slot, or the dragged tile elsewhere): only its size is checked.
        if cv.hasUncommittedUpdates {
          let shown = cv.numberOfItems(inSection: 0)
          let count = scene.board.lists[list].count
          if shown != count && shown != count + 1 {
            problems.append("list \(list) shows \(shown) items with a drop's gap, the board has \(count)")
          }
          continue
        }
        if cv.numberOfItems(inSection: 0) != scene.board.lists[list].count {
          problems.append(
            "list \(list) shows \(cv.numberOfItems(inSection: 0)) items, the board has \(scene.board.lists[list].count)"
          )
        }
        for indexPath in cv.indexPathsForVisibleItems {
          let shown = (cv.cellForItem(at: indexPath) as? TileCell)?.title.text
          if shown != scene.board.lists[list][indexPath.item].title {
            problems.append("list \(list) item \(indexPath.item) shows \(shown ?? "nil")")
          }
        }
      }
      return problems
    }

    /// A mouse drag: press, hold 0.3 s (the mouse lifts after 0.2 s), move in 6 steps, release, settle 0.6 s.
    func drag(from start: CGPoint, to end: CGPoint, label: String) {
      host.send(.touchDown(id: 0, location: start, pointer: true))
      for _ in 0..<18 { host.advance(by: host.frameInterval) }
      for i in 1...6 {
        let f = CGFloat(i) / 6
        host.send(
          .touchMoved(id: 0, location: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)))
        host.advance(by: host.frameInterval)
        #expect(problems().isEmpty, "\(label), moving: \(problems())")
      }
      host.send(.touchUp(id: 0, location: end))
      #expect(problems().isEmpty, "\(label), dropped: \(problems())")
      for _ in 0..<36 { host.advance(by: host.frameInterval) }
      #expect(problems().isEmpty, "\(label), settled: \(problems())")
    }
  }

  @Test func aTileDraggedToTheArchiveLeavesTheInboxAndTheCellsSettleInPlace() throws {
    var errors: [String] = []
    let exchange = Exchange()
    for cv in exchange.scene.collectionViews { cv.errorHandler = { errors.append("\($0)") } }
    exchange.drag(from: exchange.tile(1, in: 0), to: exchange.tile(1, in: 1), label: "Flight to the Archive")
    #expect(exchange.titles(0) == ["Invoice", "Lunch", "Review", "Photos", "Receipt", "Meetup", "Budget"])
    #expect(exchange.titles(1) == ["Taxes", "Flight", "Lease", "Warranty"])
    let inbox = exchange.scene.collectionViews[0]
    let archive = exchange.scene.collectionViews[1]
    let flight = try #require(archive.cellForItem(at: IndexPath(item: 1, section: 0)) as? TileCell)
    #expect(flight.title.text == "Flight")
    #expect(flight.frame == CGRect(x: 182, y: 12, width: 132, height: 56))
    #expect(flight.contentView.alpha == 1)
    let warranty = try #require(archive.cellForItem(at: IndexPath(item: 3, section: 0)) as? TileCell)
    #expect(warranty.frame == CGRect(x: 182, y: 78, width: 132, height: 56))
    let lunch = try #require(inbox.cellForItem(at: IndexPath(item: 1, section: 0)) as? TileCell)
    #expect(lunch.title.text == "Lunch")
    #expect(lunch.frame == CGRect(x: 182, y: 12, width: 132, height: 56))
    #expect(inbox.cellForItem(at: IndexPath(item: 7, section: 0)) == nil)
    #expect(inbox.visibleCells.count == 7 && archive.visibleCells.count == 4)
    #expect(!inbox.hasActiveDrag && !archive.hasActiveDrop)
    #expect(errors == [])
  }

  @Test func aTileDraggedWithinTheInboxMovesThere() throws {
    let exchange = Exchange()
    exchange.drag(from: exchange.tile(0, in: 0), to: exchange.tile(3, in: 0), label: "Invoice to 3")
    #expect(exchange.titles(0) == ["Flight", "Lunch", "Review", "Invoice", "Photos", "Receipt", "Meetup", "Budget"])
    #expect(exchange.titles(1) == ["Taxes", "Lease", "Warranty"])
    let invoice = try #require(
      exchange.scene.collectionViews[0].cellForItem(at: IndexPath(item: 3, section: 0)) as? TileCell)
    #expect(invoice.title.text == "Invoice")
    #expect(invoice.frame == CGRect(x: 182, y: 78, width: 132, height: 56))
  }

  @Test func textFromAnotherProgramBecomesANewTileWhereItIsDropped() throws {
    let exchange = Exchange()
    exchange.host.drop(texts: ["Groceries"], at: exchange.tile(1, in: 1))
    #expect(exchange.titles(1) == ["Taxes", "Groceries", "Lease", "Warranty"])
    #expect(exchange.scene.board.lists[1][1].id == 11, "a fresh identifier after the eleven tiles")
    #expect(exchange.titles(0).count == 8)
    exchange.host.advance(by: 0.6)
    #expect(exchange.problems() == [])
    let cell = try #require(
      exchange.scene.collectionViews[1].cellForItem(at: IndexPath(item: 1, section: 0)) as? TileCell)
    #expect(cell.title.text == "Groceries" && cell.frame == CGRect(x: 182, y: 12, width: 132, height: 56))
    // An image file is no text: the collection views don't handle it and nothing changes.
    let png = Self.resources.appendingPathComponent("gallery-03.png").path
    exchange.host.drop(files: [png], at: exchange.tile(0, in: 0))
    #expect(exchange.titles(0).count == 8 && exchange.titles(1).count == 4)
  }

  @Test func seededRandomDragsKeepTheBoardAndBothViewsConsistent() {
    let seed: UInt64 = 22
    print("seededRandomDragsKeepTheBoardAndBothViewsConsistent: seed \(seed)")
    var random = SeededRandomNumberGenerator(seed: seed)
    let exchange = Exchange()
    let all = Set(exchange.scene.board.lists.flatMap { $0 }.map(\.id))
    for step in 0..<12 {
      let from = exchange.scene.board.lists[0].isEmpty ? 1 : Int.random(in: 0...1, using: &random)
      let to = Int.random(in: 0...1, using: &random)
      let item = Int.random(in: 0..<exchange.scene.board.lists[from].count, using: &random)
      let target = Int.random(in: 0...exchange.scene.board.lists[to].count, using: &random)
      let moved = exchange.scene.board.lists[from][item]
      exchange.drag(from: exchange.tile(item, in: from), to: exchange.tile(target, in: to), label: "step \(step)")
      #expect(Set(exchange.scene.board.lists.flatMap { $0 }.map(\.id)) == all, "step \(step): no tile lost or added")
      #expect(exchange.scene.board.location(of: moved.id)?.list == to, "step \(step): \(moved.title) is in list \(to)")
    }
  }

  // MARK: Image files

  private static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/showcase/Resources")

  private static func textFile() throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-drop-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent("notes.txt")
    try Data("not an image".utf8).write(to: url)
    return url.path
  }

  @Test func aDesktopDropAddsItsImagesAsTilesAndNamesTheFileItRefuses() throws {
    let scene = ImageDropScene()
    let host = HeadlessHost(size: CGSize(width: 700, height: 420))
    host.show(scene)
    host.runFrame()
    var errors: [String] = []
    scene.collectionView.errorHandler = { errors.append("\($0)") }
    #expect(scene.status.text == "Drop PNG or JPEG files here")
    let png = Self.resources.appendingPathComponent("gallery-03.png").path
    let jpeg = Self.resources.appendingPathComponent("gallery-01.jpg").path
    let text = try Self.textFile()
    host.drop(files: [png, text, jpeg], at: CGPoint(x: 300, y: 200))
    #expect(scene.images.map(\.name) == ["gallery-03.png", "gallery-01.jpg"])
    #expect(
      scene.images.map { $0.image.size } == [Image(contentsOfFile: png)?.size, Image(contentsOfFile: jpeg)?.size])
    #expect(scene.status.text == "Added 2 images; not an image: notes.txt (PNG or JPEG only)")
    #expect(scene.status.textColor == .systemRed)
    host.advance(by: 0.5)
    let cv = try #require(scene.collectionView)
    let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
    let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell)
    #expect(first.caption.text == "gallery-03.png" && second.caption.text == "gallery-01.jpg")
    #expect(first.frame == CGRect(x: 12, y: 12, width: 160, height: 120))
    #expect(
      second.frame == CGRect(x: 184, y: 12, width: 160, height: 120),
      "four columns: the spare 12 points widen the spacing to 12")
    #expect(cv.visibleCells.count == 2)
    #expect(cv.backgroundView?.isHidden == true, "the hint goes once there are images")
    #expect(cv.checkInvariants() == [])
    #expect(errors == [])
  }

  @Test func anImageFileThatDoesNotDecodeIsNamedAsUnreadable() throws {
    let scene = ImageDropScene()
    let host = HeadlessHost(size: CGSize(width: 700, height: 420))
    host.show(scene)
    host.runFrame()
    let broken = URL(fileURLWithPath: try Self.textFile()).deletingLastPathComponent().appendingPathComponent(
      "broken.png")
    try Data("not a PNG".utf8).write(to: broken)
    let jpeg = Self.resources.appendingPathComponent("gallery-01.jpg").path
    host.drop(files: [broken.path, jpeg], at: CGPoint(x: 300, y: 200))
    #expect(scene.images.map(\.name) == ["gallery-01.jpg"])
    #expect(scene.status.text == "Added 1 image; could not read: broken.png")
    host.drop(files: [broken.path], at: CGPoint(x: 300, y: 200))
    #expect(scene.images.map(\.name) == ["gallery-01.jpg"])
    #expect(scene.status.text == "Could not read: broken.png")
    #expect(scene.collectionView.checkInvariants() == [])
  }

  @Test func aDesktopDropWithoutImagesIsForbiddenWithAMessage() throws {
    let scene = ImageDropScene()
    let host = HeadlessHost(size: CGSize(width: 700, height: 420))
    host.show(scene)
    host.runFrame()
    host.drop(files: [try Self.textFile()], texts: ["hello"], at: CGPoint(x: 300, y: 200))
    #expect(scene.images.isEmpty)
    #expect(scene.status.text == "Not an image: notes.txt, text (PNG or JPEG only)")
    #expect(scene.collectionView.backgroundView?.isHidden == false)
    #expect(scene.collectionView.numberOfItems(inSection: 0) == 0)
  }
}
