import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import showcase

/// The diffable search scene: typing filters the 10,000 generated items to exactly the names containing
/// the query (ignoring case), the rows on screen show them, the count follows, Backspace restores the
/// list, and a click stars a row by reconfiguring its cell.
@MainActor
@Suite("Diffable scenes: search a list of 10,000 items")
struct DiffableSearchSceneTests {
  /// A scene shown full-window, with errors recorded as issues.
  static func shownScene() -> (HeadlessHost, DiffableSearchScene) {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    let scene = DiffableSearchScene()
    host.show(scene)
    scene.collectionView.errorHandler = { Issue.record("unexpected error: \($0)") }
    return (host, scene)
  }

  /// The identifiers whose names contain `query` ignoring case, found with Foundation's search rather
  /// than the scene's lowercased keys.
  static func expectedIDs(_ scene: DiffableSearchScene, _ query: String) -> [SearchItem.ID] {
    scene.catalog.items.filter { $0.name.range(of: query, options: .caseInsensitive) != nil }.map(\.id)
  }

  /// The names on the rows on screen, top to bottom.
  static func visibleNames(_ scene: DiffableSearchScene) -> [String] {
    let cv = scene.collectionView!
    return cv.indexPathsForVisibleItems.sorted().compactMap {
      (cv.cellForItem(at: $0) as? SearchResultCell)?.nameLabel.text
    }
  }

  @Test func theCatalogIsDeterministicAndReadable() {
    let catalog = SearchCatalog()
    #expect(catalog.items.count == 10_000)
    #expect(Set(catalog.items.map(\.name)).count == 10_000, "every name is unique")
    #expect(catalog.items[421].name.hasSuffix(" 0421"))
    #expect(catalog.items.map(\.name) == SearchCatalog().items.map(\.name), "the same names on every run")
    #expect(catalog.items.allSatisfy { $0.name.split(separator: " ").count == 3 })
    #expect(SearchCatalog.grouped(10_000) == "10,000" && SearchCatalog.grouped(128) == "128")
  }

  @Test func theFieldIsFirstResponderWithItsPlaceholderAndTheFullList() {
    let (host, scene) = Self.shownScene()
    #expect(scene.searchField.isEditing && scene.searchField.isFirstResponder)
    #expect(host.isTextInputActive)
    #expect(scene.searchField.placeholder == "Search 10,000 items")
    #expect(scene.dataSource.snapshot().numberOfItems == 10_000)
    #expect(scene.countLabel.text == "10,000 of 10,000")
    #expect(Self.visibleNames(scene).first == scene.catalog.items[0].name)
  }

  @Test func typingFiltersToExactlyTheMatchingItems() {
    let (host, scene) = Self.shownScene()
    host.type("falcon")
    let expected = Self.expectedIDs(scene, "falcon")
    #expect(!expected.isEmpty && expected.count < 1000)
    #expect(scene.dataSource.snapshot().itemIdentifiers == expected)
    #expect(scene.countLabel.text == "\(expected.count) of 10,000")
    host.advance(by: 1)
    let rows = Int((640 - DiffableSearchScene.searchBarHeight) / DiffableSearchScene.rowHeight) + 1
    #expect(Self.visibleNames(scene) == expected.prefix(rows).map { scene.catalog[$0].name })
    for indexPath in scene.collectionView.indexPathsForVisibleItems {
      let frame = scene.collectionView.cellForItem(at: indexPath)!.frame
      #expect(frame == CGRect(x: 0, y: CGFloat(indexPath.item) * 44, width: 960, height: 44))
    }
    #expect(scene.collectionView.checkInvariants().isEmpty)
  }

  @Test func everyKeystrokeAppliesAndCaseIsIgnored() {
    let (host, scene) = Self.shownScene()
    var counts: [String] = []
    for letter in ["F", "a", "L", "c"] {
      host.type(letter)
      host.advance(by: 0.05)  // mid-animation: the next apply interrupts the last
      counts.append(scene.countLabel.text ?? "")
    }
    let queries = ["F", "Fa", "FaL", "FaLc"]
    #expect(counts == queries.map { "\(SearchCatalog.grouped(Self.expectedIDs(scene, $0).count)) of 10,000" })
    #expect(scene.dataSource.snapshot().itemIdentifiers == Self.expectedIDs(scene, "falc"))
    host.advance(by: 1)
    #expect(Self.visibleNames(scene).allSatisfy { $0.lowercased().contains("falc") })
    #expect(scene.collectionView.checkInvariants().isEmpty)
  }

  @Test func backspaceRestoresTheFullList() {
    let (host, scene) = Self.shownScene()
    host.type("amber fox")
    #expect(scene.dataSource.snapshot().itemIdentifiers == Self.expectedIDs(scene, "amber fox"))
    host.advance(by: 1)
    for _ in 0..<4 { host.key(.backspace) }
    #expect(scene.searchField.text == "amber")
    #expect(scene.dataSource.snapshot().itemIdentifiers == Self.expectedIDs(scene, "amber"))
    for _ in 0..<5 { host.key(.backspace) }
    host.advance(by: 1)
    #expect(scene.dataSource.snapshot().itemIdentifiers == scene.catalog.items.map(\.id))
    #expect(scene.countLabel.text == "10,000 of 10,000")
    #expect(Self.visibleNames(scene) == scene.catalog.items.prefix(Self.visibleNames(scene).count).map(\.name))
    #expect(scene.collectionView.checkInvariants().isEmpty)
  }

  @Test func aQueryWithoutMatchesSaysSo() {
    let (host, scene) = Self.shownScene()
    #expect(scene.emptyLabel.text == nil)
    host.type("owlx")
    host.advance(by: 1)
    #expect(scene.dataSource.snapshot().numberOfItems == 0)
    #expect(scene.emptyLabel.text == "No Results for \u{201C}owlx\u{201D}")
    #expect(scene.collectionView.backgroundView === scene.emptyLabel)
    #expect(scene.emptyLabel.frame == scene.collectionView.bounds)
    host.key(.backspace)
    host.key(.backspace)
    host.key(.backspace)
    #expect(scene.emptyLabel.text == nil, "\"o\" matches again")
  }

  @Test func clickingARowStarsItByReconfiguringTheSameCell() throws {
    let (host, scene) = Self.shownScene()
    host.type("falcon")
    host.advance(by: 1)
    let cv = scene.collectionView!
    let indexPath = IndexPath(item: 2, section: 0)
    let id = try #require(scene.dataSource.itemIdentifier(for: indexPath))
    let cell = try #require(cv.cellForItem(at: indexPath) as? SearchResultCell)
    #expect(cell.star.text == "☆")
    let made = cv.statistics.cellsCreated
    let frame = cv.convert(cell.frame, to: nil)
    host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    host.advance(by: 0.5)
    #expect(scene.favourites == [id])
    #expect(cv.cellForItem(at: indexPath) === cell, "the same cell, reconfigured in place")
    #expect(cell.star.text == "★" && cell.nameLabel.text == scene.catalog[id].name)
    #expect(cv.statistics.cellsCreated == made, "no new cell")
    #expect(cv.indexPathsForSelectedItems == [], "the click leaves no selection")
    #expect(scene.searchField.isEditing, "the field keeps the keyboard")
    host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    host.advance(by: 0.5)
    #expect(scene.favourites.isEmpty && cell.star.text == "☆" && cv.cellForItem(at: indexPath) === cell)
  }

  @Test func theSceneOpensFromTheShowcaseWithTheFieldEditing() throws {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    let scene = try #require(Scene.all.first { $0.id == "diffable-search" })
    host.launch(delegate: ShowcaseDelegate(initialScene: scene))
    let navigation = try #require(host.window?.rootViewController as? NavigationController)
    let controller = try #require(navigation.topViewController as? DiffableSearchScene)
    host.advance(by: 0.1)
    #expect(controller.searchField.isEditing)
    let caret = try #require(host.textInputRect)
    #expect(caret.minX.isFinite && caret.minY > NavigationBar.height, "the caret's rectangle, in the laid-out field")
    host.type("Falcon")
    #expect(controller.dataSource.snapshot().itemIdentifiers == Self.expectedIDs(controller, "falcon"))
  }
}
