import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import showcase

/// The reorderable photo grid driven through the headless host as a user drives it: a long press lifts a
/// photo, the finger drags it to the bottom edge where the grid autoscrolls, then over another album,
/// and lifting drops it there; with the keyboard, Alt+Shift+Down moves the selected photo and the grid
/// scrolls to keep it in sight.
///
/// In a 960×640 window the grid is 960×608 at y 32. Photos of 96 pt with 16-pt side insets make nine
/// columns 104 pt apart (x 16 + 104·c, exactly filling 928 pt); each album is a 36-pt header, 8 pt, rows
/// 104 pt apart, 16 pt: albums of 18, 12, 20 and 14 photos start at y 0, 260, 520 and 884, the empty
/// Favourites album (its header and insets) at 1144, and the content is 1204 pt tall (offsets 0…596).
@MainActor
@Suite("Reorder Photos scene: long press, drag, autoscroll, across albums, keyboard")
struct ReorderPhotosSceneTests {
  @MainActor private struct Grid {
    let scene = ReorderPhotosScene()
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    init() {
      host.show(scene)
      host.runFrame()
    }

    var collectionView: CollectionView { scene.grid.collectionView }
    var albums: PhotoAlbums { scene.grid.albums }

    /// The window point of a photo's centre in content coordinates at the current offset.
    func windowPoint(column: Int, rowTop: CGFloat) -> CGPoint {
      CGPoint(x: 16 + CGFloat(column) * 104 + 48, y: 32 + rowTop + 48 - collectionView.contentOffset.y)
    }

    /// The model's rules, the collection view's invariants, and the visible cells showing the model's photos.
    func problems() -> [String] {
      var problems = albums.problems() + collectionView.checkInvariants()
      guard !collectionView.isInteractiveMovementInProgress else { return problems }
      for section in 0..<albums.photos.count
      where collectionView.numberOfItems(inSection: section) != albums.photos[section].count {
        problems.append(
          "section \(section) shows \(collectionView.numberOfItems(inSection: section)) photos, the model has "
            + "\(albums.photos[section].count)")
      }
      for indexPath in collectionView.indexPathsForVisibleItems {
        let shown = (collectionView.cellForItem(at: indexPath) as? PhotoCell)?.caption.text
        let photo = albums.photos[indexPath.section][indexPath.item]
        if shown != "\(photo + 1)" { problems.append("\(indexPath) shows photo \(shown ?? "nil"), not \(photo + 1)") }
      }
      return problems
    }

    /// Advances `frames` frames, checking everything after each.
    func run(_ frames: Int, _ label: String) {
      for frame in 0..<frames {
        host.advance(by: host.frameInterval)
        let found = problems()
        #expect(found.isEmpty, "\(label), frame \(frame): \(found)")
        if !found.isEmpty { return }
      }
    }
  }

  @Test func aPhotoDraggedPastTheBottomEdgeScrollsTheGridAndLandsInTheLastAlbum() throws {
    let grid = Grid()
    var errors: [String] = []
    grid.collectionView.errorHandler = { errors.append("\($0)") }
    defer { grid.collectionView.errorHandler = { _ in } }
    let start = grid.windowPoint(column: 0, rowTop: 44)
    #expect(start == CGPoint(x: 64, y: 124))
    grid.host.send(.touchDown(id: 0, location: start, pointer: false))
    grid.run(36, "holding")
    #expect(grid.collectionView.interactivelyMovingItemIndexPath == IndexPath(item: 0, section: 0))
    // To 16 pt above the window's bottom: 48 pt into the grid's 64-pt band, so 1500 × 0.75² = 843.75 pt/s.
    let edge = CGPoint(x: 64, y: 624)
    for step in 1...4 {
      let f = CGFloat(step) / 4
      grid.host.send(.touchMoved(id: 0, location: CGPoint(x: 64, y: start.y + (edge.y - start.y) * f)))
      grid.run(1, "moving to the edge, step \(step)")
    }
    let before = grid.collectionView.contentOffset.y
    grid.run(12, "autoscrolling")
    let scrolled = grid.collectionView.contentOffset.y - before
    #expect(abs(scrolled - 843.75 * 12 / 60) < 1e-6, "12 frames at 843.75 pt/s scroll 168.75 pt, not \(scrolled)")
    grid.run(60, "autoscrolling to the end")
    // On the way the finger passed over the empty Favourites album's title, so the photo went into it and
    // the album grew a row (content 1204 → 1300): the grid stops at that content's last offset.
    #expect(grid.collectionView.interactivelyMovingItemIndexPath == IndexPath(item: 0, section: 4))
    #expect(grid.collectionView.contentOffset.y == 692, "the grid stops at its last offset")
    // Over the third photo of Garden (its first row at y 928), then up.
    let target = grid.windowPoint(column: 2, rowTop: 928)
    #expect(target == CGPoint(x: 272, y: 316))
    grid.host.send(.touchMoved(id: 0, location: target))
    grid.run(24, "over Garden")
    #expect(grid.collectionView.interactivelyMovingItemIndexPath == IndexPath(item: 2, section: 3))
    // Favourites is empty again: the content shrank back to 1204 pt and the offset to its last, 596; outside
    // the band nothing scrolls.
    #expect(grid.collectionView.contentOffset.y == 596, "no autoscroll outside the band")
    grid.host.send(.touchUp(id: 0, location: target))
    grid.run(30, "dropped")
    #expect(!grid.collectionView.isInteractiveMovementInProgress)
    #expect(grid.albums.photos[0] == Array(1..<18))
    #expect(grid.albums.photos[3] == [50, 51, 0] + Array(52..<64))
    let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 3)) as? PhotoCell)
    #expect(cell.caption.text == "1")
    #expect(cell.frame == CGRect(x: 224, y: 928, width: 96, height: 96))
    let header = grid.collectionView.supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 3))
    #expect((header as? SectionLabelView)?.label.text == "Garden  ·  15 photos")
    // The first album lost a row's worth of one photo: its header, back on screen, counts 17.
    grid.collectionView.setContentOffset(.zero, animated: false)
    grid.run(2, "back at the top")
    let first = grid.collectionView.supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect((first as? SectionLabelView)?.label.text == "Summer  ·  17 photos")
    #expect(errors == [])
  }

  @Test func aPhotoHeldOverTheEmptyAlbumsTitleGoesIntoIt() throws {
    let grid = Grid()
    var errors: [String] = []
    grid.collectionView.errorHandler = { errors.append("\($0)") }
    defer { grid.collectionView.errorHandler = { _ in } }
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 596), animated: false)
    grid.run(2, "at the end")
    let favourites = grid.collectionView.supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 4))
    #expect((favourites as? SectionLabelView)?.label.text == "Favourites  ·  empty: drag a photo onto this title")
    // Garden's first photo (row at y 928), held, then carried over Favourites' title (y 1144…1180: window
    // y 580…616, inside the bottom autoscroll band; the grid can't scroll further until the album grows).
    let start = grid.windowPoint(column: 0, rowTop: 928)
    #expect(start == CGPoint(x: 64, y: 412))
    grid.host.send(.touchDown(id: 0, location: start, pointer: false))
    grid.run(36, "holding")
    #expect(grid.collectionView.interactivelyMovingItemIndexPath == IndexPath(item: 0, section: 3))
    let title = CGPoint(x: 200, y: 598)
    for step in 1...4 {
      let f = CGFloat(step) / 4
      grid.host.send(
        .touchMoved(id: 0, location: CGPoint(x: 64 + (title.x - 64) * f, y: start.y + (title.y - start.y) * f)))
      grid.run(1, "moving to the title, step \(step)")
    }
    #expect(grid.collectionView.interactivelyMovingItemIndexPath == IndexPath(item: 0, section: 4))
    // The album grew a row (content 1204 → 1300), so the band now scrolls; the finger ends over empty
    // space beside the photo's new place, which keeps the target.
    grid.run(90, "autoscrolling to the new end")
    #expect(grid.collectionView.contentOffset.y == 692)
    #expect(grid.collectionView.interactivelyMovingItemIndexPath == IndexPath(item: 0, section: 4))
    grid.host.send(.touchUp(id: 0, location: title))
    grid.run(30, "dropped")
    #expect(grid.albums.photos[4] == [50])
    #expect(grid.albums.photos[3] == Array(51..<64))
    let header = grid.collectionView.supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 4))
    #expect((header as? SectionLabelView)?.label.text == "Favourites  ·  1 photo")
    #expect(errors == [])
  }

  @Test func altShiftDownMovesTheSelectedPhotoAcrossAlbumsAndKeepsItInSight() throws {
    let grid = Grid()
    grid.host.tap(at: grid.windowPoint(column: 4, rowTop: 44))
    grid.run(2, "selected")
    #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    var path: [IndexPath] = []
    for press in 0..<6 {
      grid.host.key(.downArrow, modifiers: [.alternate, .shift])
      grid.run(20, "press \(press)")
      let selected = try #require(grid.collectionView.indexPathsForSelectedItems?.first)
      path.append(selected)
      let frame = try #require(grid.collectionView.layoutAttributesForItem(at: selected)?.frame)
      let visible = grid.collectionView.bounds
      #expect(
        frame.minY >= visible.minY && frame.maxY <= visible.maxY, "\(selected) at \(frame) shows in \(visible)")
      #expect(grid.albums.photos[selected.section][selected.item] == 4)
    }
    // Down a row, then into each next album at the same column (row 1 of the 13-photo album has no
    // fifth photo, so the neighbour below is in the next album).
    #expect(
      path == [
        IndexPath(item: 13, section: 0), IndexPath(item: 4, section: 1), IndexPath(item: 4, section: 2),
        IndexPath(item: 13, section: 2), IndexPath(item: 4, section: 3), IndexPath(item: 13, section: 3),
      ])
    #expect(
      grid.collectionView.contentOffset.y == 520, "scrolled just enough: the row's bottom (1128) at the bounds' bottom")
    #expect(grid.albums.photos.map(\.count) == [17, 12, 20, 15, 0])
  }
}
