import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// The data behind a batch-update test: sections with identifiers, each holding item identifiers; sizes
/// and header lengths are functions of the identifiers, so moved data keeps its size.
@MainActor final class BatchModel {
  struct Section {
    var id: Int
    var items: [Int]
  }
  var sections: [Section] = []
  private var nextID = 1

  /// A new identifier, never used before.
  func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// A section of `count` new items.
  func makeSection(count: Int) -> Section { Section(id: makeID(), items: (0..<count).map { _ in makeID() }) }

  /// An item's size: 20–109 wide, 10–49 tall.
  static func size(of id: Int) -> CGSize {
    CGSize(width: CGFloat(20 + (id &* 37) % 90), height: CGFloat(10 + (id &* 13) % 40))
  }

  /// A header's length: 0 (none), 12 or 24 by the section's identifier.
  static func headerLength(of id: Int) -> CGFloat { CGFloat(id % 3) * 12 }
}

/// A flow delegate reading sizes (variable, or the same for every item) and header lengths from a model,
/// counting its size queries.
@MainActor final class BatchModelDelegate: CollectionViewDelegateFlowLayout {
  let model: BatchModel
  let uniform: Bool
  private(set) var sizeQueries = 0

  init(_ model: BatchModel, uniform: Bool) {
    self.model = model
    self.uniform = uniform
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizeQueries += 1
    return uniform
      ? CGSize(width: 45, height: 30) : BatchModel.size(of: model.sections[indexPath.section].items[indexPath.item])
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { CGSize(width: 0, height: BatchModel.headerLength(of: model.sections[section].id)) }
}

/// One random valid batch, as the public calls name it, and the model after it.
struct RandomBatch {
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(Int, Int)] = []
  var insertedSections = IndexSet()
  var deletes: [IndexPath] = []
  var reloads: [IndexPath] = []
  var moves: [(IndexPath, IndexPath)] = []
  var inserts: [IndexPath] = []
  var after: [BatchModel.Section] = []

  /// Applies the batch to a collection view whose data source reads `counts`.
  @MainActor func perform(on collectionView: CollectionView, model: BatchModel, dataSource: CountingDataSource) {
    collectionView.performBatchUpdates {
      model.sections = after
      dataSource.counts = after.map(\.items.count)
      collectionView.deleteSections(deletedSections)
      collectionView.reloadSections(reloadedSections)
      for (from, to) in movedSections { collectionView.moveSection(from, toSection: to) }
      collectionView.insertSections(insertedSections)
      collectionView.deleteItems(at: deletes)
      collectionView.reloadItems(at: reloads)
      for (from, to) in moves { collectionView.moveItem(at: from, to: to) }
      collectionView.insertItems(at: inserts)
    }
    collectionView.layoutIfNeeded()
  }

  /// A random batch over `model`'s sections: section deletes, reloads, moves and inserts, and item
  /// deletes, reloads, moves (between untouched sections) and inserts in the sections no section operation names.
  @MainActor static func make(_ model: BatchModel, _ random: inout SeededRandomNumberGenerator) -> RandomBatch {
    enum Fate { case plain, deleted, reloaded, moved }
    var batch = RandomBatch()
    let old = model.sections
    let sectionOps = Bool.random(using: &random)
    let fates: [Fate] = old.map { _ in
      guard sectionOps else { return .plain }
      switch Int.random(in: 0..<10, using: &random) {
      case 0: return .deleted
      case 1: return .reloaded
      case 2: return .moved
      default: return .plain
      }
    }
    // Items of plain sections: kept (reloads get a new identifier in place), deleted or moved out.
    var survivors: [BatchModel.Section] = []
    var movedSections: [BatchModel.Section] = []
    var movingItems: [Int] = []
    var oldItemPath: [Int: IndexPath] = [:]
    for (index, section) in old.enumerated() {
      switch fates[index] {
      case .deleted: batch.deletedSections.insert(index)
      case .moved: movedSections.append(section)
      case .reloaded:
        batch.reloadedSections.insert(index)
        var fresh = model.makeSection(count: Int.random(in: 0...30, using: &random))
        fresh.id = section.id
        survivors.append(fresh)
      case .plain:
        var kept = BatchModel.Section(id: section.id, items: [])
        for (item, id) in section.items.enumerated() {
          let path = IndexPath(item: item, section: index)
          switch Int.random(in: 0..<20, using: &random) {
          case 0, 1: batch.deletes.append(path)
          case 2:
            batch.reloads.append(path)
            kept.items.append(model.makeID())
          case 3:
            movingItems.append(id)
            oldItemPath[id] = path
          default: kept.items.append(id)
          }
        }
        survivors.append(kept)
      }
    }
    // Plain sections take the moved and inserted items at random places.
    let plainIDs = Set(old.indices.filter { fates[$0] == .plain }.map { old[$0].id })
    let targets = survivors.indices.filter { plainIDs.contains(survivors[$0].id) }
    var insertedItems: [Int] = []
    if !targets.isEmpty {
      insertedItems = (0..<Int.random(in: 0...6, using: &random)).map { _ in model.makeID() }
      for id in movingItems + insertedItems {
        let target = targets.randomElement(using: &random)!
        survivors[target].items.insert(id, at: Int.random(in: 0...survivors[target].items.count, using: &random))
      }
    } else {
      for id in movingItems { batch.deletes.append(oldItemPath[id]!) }  // nowhere to go: deleted instead
      movingItems = []
    }
    // Moved and new sections go in at random places.
    var after = survivors
    var insertedSectionIDs: [Int] = []
    if sectionOps {
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let section = model.makeSection(count: Int.random(in: 0...30, using: &random))
        insertedSectionIDs.append(section.id)
        after.insert(section, at: Int.random(in: 0...after.count, using: &random))
      }
    }
    for section in movedSections { after.insert(section, at: Int.random(in: 0...after.count, using: &random)) }
    // Index paths after the batch, found by identifier.
    var newSection: [Int: Int] = [:]
    var newItemPath: [Int: IndexPath] = [:]
    for (index, section) in after.enumerated() {
      newSection[section.id] = index
      guard plainIDs.contains(section.id) else { continue }
      for (item, id) in section.items.enumerated() { newItemPath[id] = IndexPath(item: item, section: index) }
    }
    for (index, section) in old.enumerated() where fates[index] == .moved {
      batch.movedSections.append((index, newSection[section.id]!))
    }
    batch.insertedSections = IndexSet(insertedSectionIDs.map { newSection[$0]! })
    batch.moves = movingItems.map { (oldItemPath[$0]!, newItemPath[$0]!) }
    batch.inserts = insertedItems.map { newItemPath[$0]! }
    batch.after = after
    return batch
  }
}

/// A flow layout after batch updates gives exactly what a new layout prepared from scratch on the same data gives.
@MainActor
@Suite("FlowLayout batch updates: the updated layout equals a fresh one")
struct FlowLayoutBatchUpdateTests {
  init() { Application.shared.reset() }

  /// How the items are sized.
  enum Sizing: CaseIterable {
    /// `itemSize` only, no delegate: uniform sections.
    case itemSize
    /// A delegate answering one size for every item: uniform sections found by comparing.
    case sameDelegateSize
    /// A delegate answering sizes by item: variable sections.
    case variable
  }

  /// A collection view over `model` sized as `sizing` says, with headers (from the delegate, or the
  /// layout's reference size) and footers.
  static func makeFixture(_ model: BatchModel, _ sizing: Sizing) -> (FlowFixture, BatchModelDelegate?) {
    let delegate = sizing == .itemSize ? nil : BatchModelDelegate(model, uniform: sizing == .sameDelegateSize)
    let fixture = FlowFixture(
      size: CGSize(width: 320, height: 480), counts: model.sections.map(\.items.count), delegate: delegate
    ) { layout in
      layout.itemSize = CGSize(width: 45, height: 30)
      layout.minimumInteritemSpacing = 7
      layout.minimumLineSpacing = 5
      layout.sectionInset = EdgeInsets(top: 4, left: 9, bottom: 6, right: 3)
      layout.headerReferenceSize = CGSize(width: 0, height: 20)
      layout.footerReferenceSize = CGSize(width: 0, height: 15)
    }
    return (fixture, delegate)
  }

  /// The differences between two layouts of the same data: content size, the whole-content element list,
  /// and every item's, header's and footer's frame; empty when they agree.
  static func differences(_ updated: FlowFixture, _ fresh: FlowFixture, sections: Int) -> [String] {
    var found: [String] = []
    if updated.contentSize != fresh.contentSize {
      found.append("content size \(updated.contentSize) != \(fresh.contentSize)")
    }
    if updated.dump != fresh.dump { found.append("elements in the whole content differ") }
    for section in 0..<sections {
      if updated.frames(section: section) != fresh.frames(section: section) {
        found.append("item frames of section \(section) differ")
      }
      if updated.header(section) != fresh.header(section) { found.append("header \(section) differs") }
      if updated.footer(section) != fresh.footer(section) { found.append("footer \(section) differs") }
    }
    return found
  }

  @Test(arguments: Sizing.allCases)
  func randomBatchesGiveWhatAFreshPrepareGives(sizing: Sizing) {
    for seed: UInt64 in 1...4 {
      var random = SeededRandomNumberGenerator(seed: seed)
      let model = BatchModel()
      model.sections = (0..<Int.random(in: 1...5, using: &random)).map { _ in
        model.makeSection(count: Int.random(in: 0...40, using: &random))
      }
      let (fixture, delegate) = Self.makeFixture(model, sizing)
      for index in 0..<25 {
        let batch = RandomBatch.make(model, &random)
        let queries = delegate?.sizeQueries ?? 0
        batch.perform(on: fixture.collectionView, model: model, dataSource: fixture.dataSource)
        #expect(fixture.errors.isEmpty, "seed \(seed), batch \(index): \(fixture.errors)")
        // Every item of the new data is asked for its size once, as UIKit's flow layout does, plus the
        // probe of the first item that finds whether the delegate implements `sizeForItemAt`.
        let itemCount = model.sections.reduce(0) { $0 + $1.items.count }
        let expected = delegate == nil || itemCount == 0 ? 0 : itemCount + 1
        #expect((delegate?.sizeQueries ?? 0) - queries == expected, "seed \(seed), batch \(index)")
        let (fresh, _) = Self.makeFixture(model, sizing)
        let found = Self.differences(fixture, fresh, sections: model.sections.count)
        #expect(found.isEmpty, "seed \(seed), batch \(index): \(found)")
        if !found.isEmpty { return }
      }
    }
  }

  @Test func anInsertIntoAUniformSectionKeepsItUniformWithoutPerItemStorage() {
    let model = BatchModel()
    model.sections = [model.makeSection(count: 10_000)]
    let (fixture, _) = Self.makeFixture(model, .itemSize)
    let bytes = fixture.layout.storageByteCount
    var after = model.sections
    after[0].items.insert(contentsOf: (0..<10).map { _ in model.makeID() }, at: 500)
    var batch = RandomBatch()
    batch.inserts = (500..<510).map { IndexPath(item: $0, section: 0) }
    batch.after = after
    batch.perform(on: fixture.collectionView, model: model, dataSource: fixture.dataSource)
    #expect(fixture.errors.isEmpty)
    #expect(fixture.layout.storageByteCount == bytes)
    // 45-wide items in A = 320 − 12 = 308 with s = 7: N = floor(315 / 52) = 6; 10,010 items → 1,669 lines.
    // Height: header 20 + inset 4 + 1,668 × 35 + 30 + inset 6 + footer 15.
    #expect(fixture.contentSize == CGSize(width: 320, height: 20 + 4 + 1668 * 35 + 30 + 6 + 15))
  }
}
