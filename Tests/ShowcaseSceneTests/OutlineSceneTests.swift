import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import showcase

/// The outline sidebar: a section snapshot three levels deep, rows indented by level, parents that
/// expand and collapse when clicked (animated, the rows tiling the column throughout), leaves that select.
@MainActor
@Suite("Diffable scenes: an outline sidebar")
struct OutlineSceneTests {
  /// The rows visible when the scene opens (Library, Playlists and Workouts expanded).
  static let initialTitles = [
    "Library", "Recently Added", "Artists", "Albums", "Songs", "Genres", "Playlists", "Favourites", "Road Trip",
    "Focus", "Workouts", "Running", "Cycling", "Yoga", "Devices",
  ]
  /// Each title's outline level.
  static let levels: [String: Int] = [
    "Library": 0, "Playlists": 0, "Devices": 0, "Genres": 1, "Workouts": 1, "Rock": 2, "Jazz": 2, "Classical": 2,
    "Electronic": 2, "Running": 2, "Cycling": 2, "Yoga": 2, "Studio Mac": 1, "Pocket Phone": 1,
  ]

  /// A scene shown full-window, tall enough for every row, with errors recorded as issues.
  static func shownScene() -> (HeadlessHost, OutlineScene) {
    let host = HeadlessHost(size: CGSize(width: 800, height: 1000))
    let scene = OutlineScene()
    host.show(scene)
    scene.collectionView.errorHandler = { Issue.record("unexpected error: \($0)") }
    return (host, scene)
  }

  /// The visible rows top to bottom: title, the title's x in the collection view, and the row's frame.
  static func rows(_ scene: OutlineScene) -> [(title: String, titleX: CGFloat, frame: CGRect)] {
    let cv = scene.collectionView!
    return cv.indexPathsForVisibleItems.sorted().compactMap { indexPath in
      guard let cell = cv.cellForItem(at: indexPath) as? OutlineCell else { return nil }
      return (cell.titleLabel.text ?? "", cell.convert(cell.titleLabel.frame.origin, to: cv).x, cell.frame)
    }
  }

  /// Clicks the row showing `title`.
  static func click(_ title: String, in scene: OutlineScene, host: HeadlessHost) throws {
    let cv = scene.collectionView!
    let indexPath = try #require(scene.dataSource.indexPath(for: SidebarItem(title)))
    let frame = cv.convert(try #require(cv.cellForItem(at: indexPath)).frame, to: nil)
    host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
  }

  /// Checks that the visible rows are exactly `titles`, stacked 36 pt apart under a 12 pt inset, and
  /// indented 20 pt per level.
  static func expectRows(_ scene: OutlineScene, _ titles: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let rows = rows(scene)
    #expect(rows.map(\.title) == titles, sourceLocation: sourceLocation)
    for (index, row) in rows.enumerated() {
      let level = levels[row.title] ?? 1
      #expect(row.titleX == CGFloat(32 + 20 * level), "\(row.title)", sourceLocation: sourceLocation)
      #expect(
        row.frame == CGRect(x: 0, y: 12 + CGFloat(index) * 36, width: 300, height: 36), "\(row.title)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func theOutlineOpensThreeLevelsDeepWithALeafSelected() {
    let (_, scene) = Self.shownScene()
    let outline = scene.dataSource.snapshot(for: .sidebar)
    #expect(outline.visibleItems.map(\.title) == Self.initialTitles)
    #expect(outline.items.count == 25, "3 groups, 11 children, 11 grandchildren")
    #expect(outline.level(of: SidebarItem("Jazz")) == 2 && !outline.isVisible(SidebarItem("Jazz")))
    Self.expectRows(scene, Self.initialTitles)
    #expect(OutlineCell.titleX(forLevel: 2) == 72)
    let cv = scene.collectionView!
    #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    #expect(scene.detailTitle.text == "Albums")
    let chevrons = cv.indexPathsForVisibleItems.sorted().compactMap { cv.cellForItem(at: $0) as? OutlineCell }
      .map { $0.chevron.isHidden ? "-" : ($0.chevron.isExpanded ? "v" : ">") }.joined()
    #expect(chevrons == "v---->v---v--->", "Library and Playlists, Workouts expanded; Genres and Devices collapsed")
  }

  @Test func clickingAParentExpandsItAnimatedAndKeepsTheSelection() throws {
    let (host, scene) = Self.shownScene()
    try Self.click("Genres", in: scene, host: host)
    let expanded =
      Array(Self.initialTitles[0...5]) + ["Rock", "Jazz", "Classical", "Electronic"]
      + Array(Self.initialTitles[6...])
    #expect(scene.dataSource.snapshot(for: .sidebar).visibleItems.map(\.title) == expanded)
    #expect(scene.dataSource.snapshot().itemIdentifiers.map(\.title) == expanded)
    // Mid-animation the rows tile the column: no two overlap, the inserted ones unfolding from Genres.
    host.advance(by: 0.08)
    let cells = scene.collectionView.subviews.compactMap { $0 as? OutlineCell }.filter { !$0.isHidden }
    let spans = cells.map { cell -> (top: CGFloat, bottom: CGFloat) in
      let state = cell.presentation
      let height = state.bounds.height * state.transform.m22
      return (state.center.y - height / 2, state.center.y + height / 2)
    }.sorted { $0.top < $1.top }
    #expect(spans.count == expanded.count)
    for (upper, lower) in zip(spans, spans.dropFirst()) {
      #expect(lower.top >= upper.bottom - 0.5, "rows overlap mid-animation: \(upper) and \(lower)")
    }
    #expect(spans.contains { $0.bottom - $0.top < 35 }, "the inserted rows are still unfolding")
    host.advance(by: 1)
    Self.expectRows(scene, expanded)
    let genres = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? OutlineCell)
    #expect(genres.chevron.isExpanded)
    #expect(
      scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)], "Albums stays selected")
    #expect(scene.collectionView.checkInvariants().isEmpty)
  }

  @Test func collapsingAGroupHidesItsWholeSubtreeAndExpandingRestoresIt() throws {
    let (host, scene) = Self.shownScene()
    try Self.click("Genres", in: scene, host: host)
    host.advance(by: 1)
    try Self.click("Library", in: scene, host: host)
    let collapsed = Array(Self.initialTitles[6...])
    #expect(collapsed.first == "Playlists")
    #expect(scene.dataSource.snapshot(for: .sidebar).visibleItems.map(\.title) == ["Library"] + collapsed)
    host.advance(by: 1)
    Self.expectRows(scene, ["Library"] + collapsed)
    #expect(scene.collectionView.indexPathsForSelectedItems == [], "the selected Albums left with its group")
    try Self.click("Library", in: scene, host: host)
    host.advance(by: 1)
    let restored = Array(Self.initialTitles[0...5]) + ["Rock", "Jazz", "Classical", "Electronic"] + collapsed
    Self.expectRows(scene, restored)
    #expect(scene.collectionView.checkInvariants().isEmpty)
  }

  @Test func clickingALeafSelectsItAndParentsAreNeverSelected() throws {
    let (host, scene) = Self.shownScene()
    try Self.click("Road Trip", in: scene, host: host)
    host.advance(by: 0.5)
    #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 8, section: 0)])
    #expect(scene.detailTitle.text == "Road Trip")
    try Self.click("Devices", in: scene, host: host)
    host.advance(by: 1)
    #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 8, section: 0)])
    Self.expectRows(scene, Self.initialTitles + ["Studio Mac", "Pocket Phone"])
  }
}
