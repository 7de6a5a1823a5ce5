import Foundation
import Testing
import Trellis
import TrellisTesting

/// Item counts per section for both collection views; cells and headers from the registered classes.
@MainActor final class ListSource: CollectionViewDataSource {
  var counts: [Int]
  init(counts: [Int]) { self.counts = counts }
  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
}

/// A layout outside Trellis, written against its public API only, answers the update hooks exactly as
/// `FlowLayout` does: the update context it reads (`CollectionViewLayout.currentUpdate`) is public.
@MainActor
@Suite("A public-API layout answers updates as FlowLayout does")
struct PublicLayoutUpdateTests {
  /// The two collection views side by side in one headless window, FlowLayout's on the left.
  struct Pair {
    let host: HeadlessHost
    let flow: CollectionView
    let list: CollectionView
    let flowSource: ListSource
    let listSource: ListSource
    let flowLog: Log
    let listLog: Log
  }

  /// Collected hook answers.
  final class Log {
    var lines: [String] = []
  }

  func makePair(counts: [Int]) -> Pair {
    let host = HeadlessHost(size: CGSize(width: 600, height: 300))
    let flowLayout = RecordingFlowLayout()
    flowLayout.itemSize = CGSize(width: 300, height: 40)
    flowLayout.minimumLineSpacing = 10
    flowLayout.minimumInteritemSpacing = 0
    flowLayout.headerReferenceSize = CGSize(width: 300, height: 20)
    let listLayout = PublicListLayout()
    let flow = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: flowLayout)
    let list = CollectionView(frame: CGRect(x: 300, y: 0, width: 300, height: 300), collectionViewLayout: listLayout)
    let flowLog = Log()
    let listLog = Log()
    flowLayout.record = { flowLog.lines.append($0) }
    listLayout.record = { listLog.lines.append($0) }
    let flowSource = ListSource(counts: counts)
    let listSource = ListSource(counts: counts)
    for (cv, source) in [(flow, flowSource), (list, listSource)] {
      cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      cv.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      cv.dataSource = source
      cv.errorHandler = { Issue.record("unexpected error: \($0)") }
    }
    let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 300))
    root.addSubview(flow)
    root.addSubview(list)
    host.show(root)
    host.runFrame()
    return Pair(
      host: host, flow: flow, list: list, flowSource: flowSource, listSource: listSource, flowLog: flowLog,
      listLog: listLog)
  }

  /// Every visible element's key and presentation frame, sorted.
  func shown(_ cv: CollectionView) -> [String] {
    var lines: [String] = []
    for cell in cv.visibleCells {
      lines.append("\(cv.indexPath(for: cell)!) \(cell.presentation.frame)")
    }
    for header in cv.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader) {
      lines.append("header \(cv.indexPath(forSupplementaryView: header)!) \(header.presentation.frame)")
    }
    return lines.sorted()
  }

  /// One random single-change batch, applied to both data sources and both collection views.
  func randomChange(_ pair: Pair, _ random: inout SeededRandomNumberGenerator) -> String {
    var counts = pair.flowSource.counts
    let section = Int.random(in: 0..<counts.count, using: &random)
    let choice = Int.random(in: 0..<8, using: &random)
    var description = ""
    var calls: (CollectionView) -> Void = { _ in }
    switch choice {
    case 0, 1:
      let item = Int.random(in: 0...counts[section], using: &random)
      counts[section] += 1
      description = "insert [\(section), \(item)]"
      calls = { $0.insertItems(at: [IndexPath(item: item, section: section)]) }
    case 2 where counts[section] > 0, 3 where counts[section] > 0:
      let item = Int.random(in: 0..<counts[section], using: &random)
      counts[section] -= 1
      description = "delete [\(section), \(item)]"
      calls = { $0.deleteItems(at: [IndexPath(item: item, section: section)]) }
    case 4 where counts[section] > 1:
      let from = Int.random(in: 0..<counts[section], using: &random)
      let to = Int.random(in: 0..<counts[section], using: &random)
      description = "move [\(section), \(from)] → [\(section), \(to)]"
      calls = { $0.moveItem(at: IndexPath(item: from, section: section), to: IndexPath(item: to, section: section)) }
    case 5 where counts[section] > 0:
      let item = Int.random(in: 0..<counts[section], using: &random)
      description = "reload [\(section), \(item)]"
      calls = { $0.reloadItems(at: [IndexPath(item: item, section: section)]) }
    case 6 where counts.count < 5:
      counts.insert(Int.random(in: 0...3, using: &random), at: section)
      description = "insert section \(section)"
      calls = { $0.insertSections(IndexSet(integer: section)) }
    case 7 where counts.count > 1:
      counts.remove(at: section)
      description = "delete section \(section)"
      calls = { $0.deleteSections(IndexSet(integer: section)) }
    default:
      description = "empty batch"
    }
    pair.flowSource.counts = counts
    pair.listSource.counts = counts
    pair.flow.performBatchUpdates { calls(pair.flow) }
    pair.list.performBatchUpdates { calls(pair.list) }
    return description
  }

  @Test func theSameFramesBeforeAnyUpdate() {
    let pair = makePair(counts: [3, 2, 4])
    #expect(shown(pair.flow) == shown(pair.list))
    #expect(shown(pair.flow).count == 9, "\(shown(pair.flow))")
  }

  @Test(arguments: [UInt64(1), 7, 42, 0x5EED])
  func seededRandomUpdatesGetTheSameAnswersAndMotion(seed: UInt64) {
    print("PublicLayoutUpdateTests seed \(seed)")
    let pair = makePair(counts: [3, 2, 4])
    var random = SeededRandomNumberGenerator(seed: seed)
    var answers = 0
    for step in 0..<40 {
      pair.flowLog.lines = []
      pair.listLog.lines = []
      let change = randomChange(pair, &random)
      #expect(
        pair.flowLog.lines.sorted() == pair.listLog.lines.sorted(),
        "seed \(seed) step \(step) (\(change)): flow \(pair.flowLog.lines.sorted()) public \(pair.listLog.lines.sorted())"
      )
      answers += pair.flowLog.lines.filter { !$0.hasSuffix("nil") }.count
      // Mid-animation (a later batch retargets what is shown) or after it.
      pair.host.advance(by: [0.05, 0.15, 0.4][Int.random(in: 0..<3, using: &random)])
      #expect(shown(pair.flow) == shown(pair.list), "seed \(seed) step \(step) (\(change))")
      #expect(pair.flow.checkInvariants() == [] && pair.list.checkInvariants() == [])
    }
    #expect(answers > 40, "the hooks answered something: \(answers) non-nil answers")
  }
}
