import Foundation
import Testing
import Trellis
import TrellisTesting

/// Attributes with a tint a cell shows by moving a badge (an animatable subview property), as UIKit
/// apps write custom attributes.
@MainActor final class TintAttributes: LayoutAttributes {
  var tint: CGFloat = 0
  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! TintAttributes
    copy.tint = tint
    return copy
  }
  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TintAttributes, other.tint == tint else { return false }
    return super.isEqual(other)
  }
}

/// Attributes with a level no view property holds, interpolated by a Trellis transition or change.
@MainActor final class LevelAttributes: LayoutAttributes, InterpolatingLayoutAttributes {
  var level: CGFloat = 0
  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! LevelAttributes
    copy.level = level
    return copy
  }
  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? LevelAttributes, other.level == level else { return false }
    return super.isEqual(other)
  }
  func interpolateCustomProperties(from start: LayoutAttributes, to end: LayoutAttributes, fraction: CGFloat) {
    guard let start = start as? LevelAttributes, let end = end as? LevelAttributes else { return }
    level = start.level + (end.level - start.level) * fraction
  }
}

/// A cell that moves a badge to `tint × 100` and records every level and tint it is applied.
@MainActor final class AttributesCell: CollectionViewCell {
  let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  var tints: [CGFloat] = []
  var levels: [CGFloat] = []
  var lastApplied: LayoutAttributes?
  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(badge)
  }
  required init?(coder: NSCoder) { nil }
  override func apply(_ layoutAttributes: LayoutAttributes) {
    lastApplied = layoutAttributes
    if let tinted = layoutAttributes as? TintAttributes {
      tints.append(tinted.tint)
      badge.center = CGPoint(x: tinted.tint * 100, y: 5)
    }
    if let leveled = layoutAttributes as? LevelAttributes { levels.append(leveled.level) }
  }
}

/// A row layout whose items carry a tint of `item × tintStep` and a level of `item × levelStep`.
@MainActor final class AttributedRowLayout: RowLayout {
  var tintStep: CGFloat = 0.1
  var levelStep: CGFloat = 10
  var usesLevels = false
  override class var layoutAttributesClass: AnyClass { TintAttributes.self }
  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard let plain = super.layoutAttributesForItem(at: indexPath) else { return nil }
    let item = CGFloat(indexPath.item)
    if usesLevels {
      let attributes = LevelAttributes(forCellWith: indexPath)
      attributes.frame = plain.frame
      attributes.level = item * levelStep
      return attributes
    }
    (plain as? TintAttributes)?.tint = item * tintStep
    return plain
  }
}

/// What cells read in `apply(_:)` during batch updates and animated layout changes: applied inside
/// the animation block, so animatable properties set there animate (UIKit's behaviour), and
/// `InterpolatingLayoutAttributes` interpolated frame by frame (a Trellis extension).
@MainActor
@Suite("Collection view: custom attributes in animated changes")
struct CollectionViewAttributesMotionTests {
  private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

  /// Ten 40-point rows in a 300×200 headless window, cells of class `AttributesCell`.
  private func shown(levels: Bool = false) -> (HeadlessHost, CollectionView, TestDataSource, AttributedRowLayout) {
    let layout = AttributedRowLayout()
    layout.usesLevels = levels
    let (cv, source, _) = makeCollectionView(counts: [10], layout: layout)
    cv.register(AttributesCell.self, forCellWithReuseIdentifier: "attributed")
    source.cellProvider = { cv, indexPath in
      cv.dequeueReusableCell(withReuseIdentifier: "attributed", for: indexPath)
    }
    cv.reloadData()
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    host.show(cv)
    host.runFrame()
    return (host, cv, source, layout)
  }

  @Test func aKeptCellIsAppliedOnceInsideTheAnimationSoItsBadgeAnimates() throws {
    let (host, cv, source, _) = shown()
    let cell = try #require(cv.cellForItem(at: item(3)) as? AttributesCell)
    #expect(cell.tints.count == 1 && abs(cell.badge.center.x - 30) < 1e-9)
    source.counts = [9]
    var finished: [Bool] = []
    cv.performBatchUpdates({ cv.deleteItems(at: [item(0)]) }) { finished.append($0) }
    #expect(cv.cellForItem(at: item(2)) === cell, "the cell is kept, now item 2")
    #expect(cell.tints.count == 2 && abs(cell.tints[1] - 0.2) < 1e-9, "applied once, with the new tint")
    #expect(abs(cell.badge.center.x - 20) < 1e-9, "the model is at the end")
    #expect(abs(cell.badge.presentation.center.x - 30) < 1e-9, "what shows starts where it was")
    host.advance(by: 0.15)
    #expect(abs(cell.badge.presentation.center.x - 25) < 1e-6, "half way at half time: \(cell.badge.presentation)")
    host.advance(by: 0.2)
    #expect(abs(cell.badge.presentation.center.x - 20) < 1e-9)
    #expect(cell.tints.count == 2, "not applied again")
    #expect(finished == [true])
    #expect(cv.checkInvariants() == [])
  }

  @Test func anEmptyBatchThatChangesTheLayoutAppliesInsideItsAnimation() throws {
    let (host, cv, _, layout) = shown()
    let cell = try #require(cv.cellForItem(at: item(3)) as? AttributesCell)
    #expect(abs(cell.badge.center.x - 30) < 1e-9)
    var finished: [Bool] = []
    cv.performBatchUpdates({
      layout.tintStep = 0.2
      layout.invalidateLayout()
    }) { finished.append($0) }
    #expect(cv.cellForItem(at: item(3)) === cell)
    #expect(cell.tints.count == 2 && abs(cell.tints[1] - 0.6) < 1e-9, "applied once, with the new tint")
    #expect(abs(cell.badge.presentation.center.x - 30) < 1e-9, "what shows starts where it was")
    host.advance(by: 0.15)
    #expect(abs(cell.badge.presentation.center.x - 45) < 1e-6, "half way at half time: \(cell.badge.presentation)")
    host.advance(by: 0.2)
    #expect(abs(cell.badge.presentation.center.x - 60) < 1e-9)
    #expect(finished == [true])
    #expect(cv.checkInvariants() == [])
  }

  @Test func aCellShiftedIntoViewStartsFromItsOldAttributes() throws {
    let (host, cv, source, _) = shown()
    source.counts = [9]
    cv.deleteItems(at: [item(0)])
    let arriving = try #require(cv.cellForItem(at: item(4)) as? AttributesCell)  // was item 5
    #expect(arriving.tints.count == 3, "dequeued (0.4), then its old attributes without animation and the new inside")
    #expect(abs(arriving.tints[1] - 0.5) < 1e-9 && abs(arriving.tints[2] - 0.4) < 1e-9, "\(arriving.tints)")
    #expect(abs(arriving.badge.presentation.center.x - 50) < 1e-9)
    host.advance(by: 0.15)
    #expect(abs(arriving.badge.presentation.center.x - 45) < 1e-6, "\(arriving.badge.presentation)")
    host.advance(by: 0.2)
    #expect(abs(arriving.badge.presentation.center.x - 40) < 1e-9)
  }

  @Test func interpolatingAttributesAreAppliedEveryFrameOfAnUpdate() throws {
    let (host, cv, source, _) = shown(levels: true)
    let cell = try #require(cv.cellForItem(at: item(3)) as? AttributesCell)
    #expect(cell.levels == [30])
    source.counts = [9]
    var finished: [Bool] = []
    cv.performBatchUpdates({ cv.deleteItems(at: [item(0)]) }) { finished.append($0) }
    #expect(cell.levels.last == 30, "shows its start at once: \(cell.levels)")
    host.advance(by: 0.15)
    #expect(abs(cell.levels.last! - 25) < 1e-6, "half way at half time: \(cell.levels)")
    let midway = cell.levels.count
    host.advance(by: 0.2)
    #expect(cell.levels.last == 20, "exactly the end value")
    #expect(cell.lastApplied === cell.appliedLayoutAttributes, "the last apply passes the end attributes themselves")
    #expect(cell.levels.count > midway + 5, "applied every frame: \(cell.levels.count) applies")
    let count = cell.levels.count
    host.advance(by: 0.1)
    #expect(cell.levels.count == count, "nothing more once ended")
    #expect(finished == [true], "the interpolation is part of the batch's animations")
    #expect(cv.checkInvariants() == [])
  }

  @Test func aBatchDuringAnInterpolationStartsFromWhatIsShown() throws {
    let (host, cv, source, _) = shown(levels: true)
    let cell = try #require(cv.cellForItem(at: item(3)) as? AttributesCell)
    source.counts = [9]
    var finished: [Bool] = []
    cv.performBatchUpdates({ cv.deleteItems(at: [item(0)]) }) { finished.append($0) }
    host.advance(by: 0.1)
    let shownBefore = try #require(cell.levels.last)
    #expect(shownBefore > 20 && shownBefore < 30)
    source.counts = [8]
    cv.performBatchUpdates({ cv.deleteItems(at: [item(0)]) }) { finished.append($0) }
    #expect(abs(cell.levels.last! - shownBefore) < 1e-9, "no jump: \(cell.levels.suffix(3))")
    host.advance(by: 1.0 / 60)
    #expect(abs(cell.levels.last! - shownBefore) < 0.6, "moves on smoothly: \(cell.levels.suffix(3))")
    host.advance(by: 0.4)
    #expect(cell.levels.last == 10)
    #expect(finished == [false, true], "the first batch was cut short")
    #expect(cv.checkInvariants() == [])
  }

  @Test func anAnimatedLayoutChangeInterpolatesLevelsAndAnimatesTints() throws {
    let (host, cv, _, _) = shown(levels: true)
    let cell = try #require(cv.cellForItem(at: item(2)) as? AttributesCell)
    let next = AttributedRowLayout()
    next.usesLevels = true
    next.levelStep = 30
    var finished: [Bool] = []
    cv.setCollectionViewLayout(next, animated: true) { finished.append($0) }
    #expect(cell.levels.last == 20)
    host.advance(by: 0.15)
    #expect(abs(cell.levels.last! - 40) < 1e-6, "half way from 20 to 60: \(cell.levels.suffix(2))")
    host.advance(by: 0.2)
    #expect(cell.levels.last == 60)
    #expect(finished == [true])

    #expect(cv.checkInvariants() == [])
  }

  @Test func anAnimatedLayoutChangeAppliesInsideItsAnimation() throws {
    let (host, cv, _, _) = shown()
    let cell = try #require(cv.cellForItem(at: item(2)) as? AttributesCell)
    let tinted = AttributedRowLayout()
    tinted.tintStep = 0.3
    cv.setCollectionViewLayout(tinted, animated: true)
    #expect(cell.tints.count == 2 && abs(cell.tints[1] - 0.6) < 1e-9, "applied once, inside the change: \(cell.tints)")
    #expect(abs(cell.badge.presentation.center.x - 20) < 1e-9)
    host.advance(by: 0.15)
    #expect(abs(cell.badge.presentation.center.x - 40) < 1e-6, "from 20 to 60: \(cell.badge.presentation)")
    host.advance(by: 0.2)
    #expect(abs(cell.badge.presentation.center.x - 60) < 1e-9)
    #expect(cv.checkInvariants() == [])
  }

  @Test func withoutAnimationAttributesApplyOnceAndAtOnce() throws {
    let (_, cv, source, _) = shown(levels: true)
    let cell = try #require(cv.cellForItem(at: item(3)) as? AttributesCell)
    source.counts = [9]
    View.performWithoutAnimation { cv.deleteItems(at: [item(0)]) }
    #expect(cell.levels == [30, 20])
    #expect(cv.cellForItem(at: item(2)) === cell)
  }
}
