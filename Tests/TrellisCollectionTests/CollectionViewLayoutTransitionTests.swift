import Foundation
import Testing
import Trellis
import TrellisTesting

/// A grid layout for transitions: `columns` columns of `size` cells, logging the transition hooks.
@MainActor final class GridLayout: CollectionViewLayout {
  let size: CGSize
  let columns: Int
  let name: String
  let log: TransitionLog
  var targetOffset: CGPoint?

  init(size: CGSize, columns: Int, name: String, log: TransitionLog) {
    self.size = size
    self.columns = columns
    self.name = name
    self.log = log
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  func frame(of item: Int) -> CGRect {
    CGRect(
      x: CGFloat(item % columns) * size.width, y: CGFloat(item / columns) * size.height, width: size.width,
      height: size.height)
  }

  private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

  override var collectionViewContentSize: CGSize {
    CGSize(width: CGFloat(columns) * size.width, height: CGFloat((count + columns - 1) / columns) * size.height)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    (0..<count).filter { frame(of: $0).overlaps(rect) }.map {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let attributes = LayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame(of: indexPath.item)
    return attributes
  }

  override func prepareForTransition(to newLayout: CollectionViewLayout) { log.entries.append("\(name) to") }
  override func prepareForTransition(from oldLayout: CollectionViewLayout) { log.entries.append("\(name) from") }
  override func finalizeLayoutTransition() { log.entries.append("\(name) finalize") }
  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    log.entries.append("\(name) target (\(proposedContentOffset.x), \(proposedContentOffset.y))")
    return targetOffset ?? proposedContentOffset
  }
}

/// What the transition tests record.
@MainActor final class TransitionLog { var entries: [String] = [] }

/// A cell that logs its transition calls.
@MainActor final class TransitionCell: CollectionViewCell {
  nonisolated(unsafe) static var log: TransitionLog?
  override func willTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {
    Self.log?.entries.append("will \(appliedIndex)")
  }
  override func didTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {
    Self.log?.entries.append("did \(appliedIndex)")
  }
  private var appliedIndex: String { "\(frame.minX),\(frame.minY)" }
}

/// A delegate that moves the proposed offset.
@MainActor final class OffsetDelegate: CollectionViewDelegate {
  let log: TransitionLog
  var offset: CGPoint?
  init(log: TransitionLog) { self.log = log }
  func collectionView(
    _ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    log.entries.append("delegate target (\(proposedContentOffset.x), \(proposedContentOffset.y))")
    return offset ?? proposedContentOffset
  }
}

/// `setCollectionViewLayout(_:animated:completion:)`: UIKit's hook order, the target offset, views kept
/// across the change, frames at given instants of the animation, views that leave held until it ends.
@MainActor
@Suite("Collection view: layout changes")
struct CollectionViewLayoutTransitionTests {
  private func scene(from first: GridLayout, log: TransitionLog) -> (HeadlessHost, CollectionView, TestDataSource) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let cv = TestCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: first)
    cv.register(TransitionCell.self, forCellWithReuseIdentifier: "cell")
    let source = TestDataSource(counts: [20])
    source.logsDisplay = false
    source.cellProvider = { cv, indexPath in cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
    cv.retainedDataSource = source
    cv.dataSource = source
    cv.overscanFraction = 0
    cv.errorHandler = { Issue.record("unexpected collection-view error: \($0)") }
    host.show(cv)
    host.runFrame()
    TransitionCell.log = log
    return (host, cv, source)
  }

  private func cells(_ cv: CollectionView) -> [Int: CollectionViewCell] {
    Dictionary(uniqueKeysWithValues: cv.indexPathsForVisibleItems.map { ($0.item, cv.cellForItem(at: $0)!) })
  }

  @Test func aChangeWithoutAnimationCallsTheHooksInUIKitsOrderAndKeepsTheViews() {
    let log = TransitionLog()
    let rows = GridLayout(size: CGSize(width: 300, height: 40), columns: 1, name: "rows", log: log)
    let grid = GridLayout(size: CGSize(width: 100, height: 100), columns: 3, name: "grid", log: log)
    let (_, cv, _) = scene(from: rows, log: log)
    let before = cells(cv)
    #expect(before.keys.sorted() == [0, 1, 2, 3, 4])
    var finished: [Bool] = []
    cv.setCollectionViewLayout(grid, animated: false) { finished.append($0) }
    #expect(
      log.entries.sortedWithinRuns()
        == [
          "rows to", "grid from", "will 0.0,0.0", "will 0.0,40.0", "will 0.0,80.0", "will 0.0,120.0", "will 0.0,160.0",
          "grid target (0.0, 0.0)", "rows finalize", "grid finalize", "did 0.0,0.0", "did 0.0,100.0", "did 100.0,0.0",
          "did 100.0,100.0", "did 200.0,0.0", "did 200.0,100.0",
        ].sortedWithinRuns())
    #expect(finished == [true])
    let after = cells(cv)
    #expect(after.keys.sorted() == [0, 1, 2, 3, 4, 5])
    for item in 0...4 { #expect(after[item] === before[item], "item \(item) keeps its cell") }
    #expect(after[4]?.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
    #expect(cv.collectionViewLayout === grid && rows.collectionView == nil && grid.collectionView === cv)
    #expect(cv.checkInvariants() == [])
  }

  @Test func anAnimatedChangeMovesKeptViewsAndBringsNewOnesFromTheOldLayout() {
    let log = TransitionLog()
    let rows = GridLayout(size: CGSize(width: 300, height: 40), columns: 1, name: "rows", log: log)
    let grid = GridLayout(size: CGSize(width: 100, height: 100), columns: 3, name: "grid", log: log)
    let (host, cv, _) = scene(from: rows, log: log)
    let before = cells(cv)
    var finished: [Bool] = []
    cv.setCollectionViewLayout(grid, animated: true) { finished.append($0) }
    let kept = before[4]!
    #expect(kept.center == CGPoint(x: 150, y: 150), "the model is final at once")
    #expect(kept.presentation.center == CGPoint(x: 150, y: 180), "what shows starts at the old frame")
    let appearing = cv.cellForItem(at: IndexPath(item: 5, section: 0))!
    #expect(appearing.presentation.center == CGPoint(x: 150, y: 220), "item 5 starts at its old-layout frame")
    host.advance(by: 0.15)  // half of 0.3 s, ease-in-out: exactly halfway
    #expect(isClose(kept.presentation.center.y, 165, 1e-6), "\(kept.presentation.center)")
    #expect(isClose(kept.presentation.bounds.width, 200, 1e-6))
    #expect(isClose(appearing.presentation.center.x, 200, 1e-6) && isClose(appearing.presentation.center.y, 185, 1e-6))
    #expect(finished.isEmpty)
    #expect(!log.entries.contains("grid finalize"))
    host.advance(by: 0.2)
    #expect(finished == [true])
    #expect(kept.presentation.center == CGPoint(x: 150, y: 150))
    #expect(log.entries.suffix(8).first == "rows finalize")
    #expect(cv.checkInvariants() == [])
  }

  @Test func viewsThatLeaveAreHeldUntilTheAnimationEnds() {
    let log = TransitionLog()
    let grid = GridLayout(size: CGSize(width: 100, height: 100), columns: 3, name: "grid", log: log)
    let rows = GridLayout(size: CGSize(width: 300, height: 40), columns: 1, name: "rows", log: log)
    let (host, cv, _) = scene(from: grid, log: log)
    let leaving = cells(cv)[5]!
    cv.setCollectionViewLayout(rows, animated: true)
    #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0)) == nil, "item 5 is no longer visible")
    #expect(leaving.superview === cv, "but its view stays while it moves away")
    #expect(leaving.center == CGPoint(x: 150, y: 220), "towards its frame in the new layout")
    #expect(cv.heldOutViews.count == 1)
    host.advance(by: 0.35)
    #expect(leaving.superview == nil, "then it goes to the reuse queue")
    #expect(cv.heldOutViews.isEmpty)
    #expect(cv.checkInvariants() == [])
  }

  @Test func theNewOffsetComesFromTheLayoutThenTheDelegateClamped() {
    let log = TransitionLog()
    let rows = GridLayout(size: CGSize(width: 300, height: 40), columns: 1, name: "rows", log: log)
    let grid = GridLayout(size: CGSize(width: 100, height: 100), columns: 3, name: "grid", log: log)
    let (_, cv, _) = scene(from: rows, log: log)
    let delegate = OffsetDelegate(log: log)
    cv.delegate = delegate
    cv.contentOffset = CGPoint(x: 0, y: 400)
    cv.layoutIfNeeded()
    grid.targetOffset = CGPoint(x: 0, y: 300)
    delegate.offset = CGPoint(x: 0, y: 5000)
    log.entries = []
    cv.setCollectionViewLayout(grid, animated: false)
    #expect(
      log.entries.filter { $0.contains("target") } == ["grid target (0.0, 400.0)", "delegate target (0.0, 300.0)"])
    #expect(cv.contentOffset == CGPoint(x: 0, y: 500), "clamped: 7 rows of 100 less the 200 pt bounds")
    #expect(cv.indexPathsForVisibleItems.map(\.item).sorted() == [15, 16, 17, 18, 19])
    #expect(cv.checkInvariants() == [])
  }

  @Test func aLayoutAnotherCollectionViewUsesIsRefused() {
    let log = TransitionLog()
    let rows = GridLayout(size: CGSize(width: 300, height: 40), columns: 1, name: "rows", log: log)
    let (_, cv, _) = scene(from: rows, log: log)
    let (other, _, used) = makeCollectionView(counts: [3])
    let errors = ErrorLog()
    cv.errorHandler = { errors.errors.append($0.description) }
    var finished: [Bool] = []
    cv.setCollectionViewLayout(used, animated: true) { finished.append($0) }
    #expect(finished == [false])
    #expect(errors.errors.count == 1 && errors.errors[0].hasPrefix("the RowLayout is already the layout"))
    #expect(cv.collectionViewLayout === rows && used.collectionView === other)
  }
}

/// Whether two numbers agree within `tolerance`.
private func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool { abs(a - b) <= tolerance }

extension Array where Element == String {
  /// The entries with each run of `will`/`did` lines sorted (visible views are visited in no fixed order).
  func sortedWithinRuns() -> [String] {
    var result: [String] = []
    var run: [String] = []
    func flush() {
      result += run.sorted()
      run = []
    }
    for entry in self {
      if entry.hasPrefix("will ") || entry.hasPrefix("did ") {
        if let last = run.last, last.prefix(4) != entry.prefix(4) { flush() }
        run.append(entry)
      } else {
        flush()
        result.append(entry)
      }
    }
    flush()
    return result
  }
}
