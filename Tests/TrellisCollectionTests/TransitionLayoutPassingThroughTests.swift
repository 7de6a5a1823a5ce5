import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// Items that neither layout reports for the visible rectangle but whose interpolated frames cross it
/// (deep in a grid, two densities show different items at one offset): the visible set at a progress
/// is exactly the brute-force one, every item's frame interpolated and tested against the bounds.
@MainActor
@Suite("Transition layout: items passing through the visible rectangle")
struct TransitionLayoutPassingThroughTests {
  /// A flow layout of square items.
  func flow(_ side: CGFloat, spacing: CGFloat = 10, horizontal: Bool = false) -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: side, height: side)
    layout.minimumInteritemSpacing = spacing
    layout.minimumLineSpacing = spacing
    if horizontal { layout.scrollDirection = .horizontal }
    return layout
  }

  /// Every item whose frame, interpolated between its frames in `from` and `to` at `p`, overlaps `rect`,
  /// with that frame.
  func bruteForce(
    _ from: CollectionViewLayout, _ to: CollectionViewLayout, counts: [Int], at p: CGFloat, in rect: CGRect
  ) -> [IndexPath: CGRect] {
    var result: [IndexPath: CGRect] = [:]
    for (section, count) in counts.enumerated() {
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        guard let a = from.layoutAttributesForItem(at: indexPath)?.frame,
          let b = to.layoutAttributesForItem(at: indexPath)?.frame
        else { continue }
        let width = a.width + (b.width - a.width) * p
        let height = a.height + (b.height - a.height) * p
        let midX = a.midX + (b.midX - a.midX) * p
        let midY = a.midY + (b.midY - a.midY) * p
        let frame = CGRect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
        if frame.overlaps(rect) { result[indexPath] = frame }
      }
    }
    return result
  }

  /// What differs between the shown and the expected items: missing, extra, or frames more than
  /// 1e-6 apart (the model and the layout round differently); empty when they agree.
  func differences(_ shown: [IndexPath: CGRect], _ expected: [IndexPath: CGRect]) -> [String] {
    var result: [String] = []
    for (indexPath, frame) in expected.sorted(by: { $0.key < $1.key }) {
      guard let actual = shown[indexPath] else {
        result.append("missing \(indexPath) at \(frame)")
        continue
      }
      let apart = max(
        abs(actual.minX - frame.minX), abs(actual.minY - frame.minY), abs(actual.width - frame.width),
        abs(actual.height - frame.height))
      if apart > 1e-6 { result.append("\(indexPath) at \(actual), expected \(frame)") }
    }
    for indexPath in shown.keys.sorted() where expected[indexPath] == nil { result.append("extra \(indexPath)") }
    return result
  }

  /// The visible items and their cells' frames.
  func shown(_ cv: CollectionView) -> [IndexPath: CGRect] {
    var result: [IndexPath: CGRect] = [:]
    for indexPath in cv.indexPathsForVisibleItems { result[indexPath] = cv.cellForItem(at: indexPath)?.frame }
    return result
  }

  @Test func deepInAGridTheItemsPassingThroughShowMidway() {
    let small = flow(90)
    let large = flow(150)
    let counts = [3000]
    let (cv, _, _) = makeCollectionView(counts: counts, size: CGSize(width: 320, height: 480))
    cv.collectionViewLayout = small
    cv.layoutIfNeeded()
    cv.contentOffset = CGPoint(x: 0, y: 20_000)
    cv.layoutIfNeeded()
    let transition = cv.startInteractiveTransition(to: large)
    for p: CGFloat in [0, 0.25, 0.5, 0.75, 1] {
      transition.transitionProgress = p
      cv.layoutIfNeeded()
      let expected = bruteForce(small, large, counts: counts, at: p, in: cv.bounds)
      #expect(cv.contentOffset == CGPoint(x: 0, y: 20_000), "at \(p)")
      #expect(differences(shown(cv), expected) == [], "at \(p)")
      #expect(cv.checkInvariants() == [], "at \(p)")
    }
    transition.transitionProgress = 0.5
    cv.layoutIfNeeded()
    let bounds = cv.bounds
    let passing = cv.indexPathsForVisibleItems.filter {
      !small.layoutAttributesForItem(at: $0)!.frame.overlaps(bounds)
        && !large.layoutAttributesForItem(at: $0)!.frame.overlaps(bounds)
    }
    // Halfway, item i's top is 50·⌊i/3⌋ + 80·⌊i/2⌋ − 15 and its height 120: items 352…361 overlap
    // 20 000…20 480 (362 starts at 20 480). Each is above the bounds in the small grid (rows 117…120,
    // y ≤ 12 090) and below them in the large one (rows 176…180, y ≥ 28 160): all pass through.
    #expect(passing.map(\.item).sorted() == Array(352...361))
    #expect(cv.indexPathsForVisibleItems.count == 10)
    #expect(transition.pairsArePlain, "two flow layouts: the passing items are plain geometry too")
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func theVisibleSetIsTheBruteForceOneForRandomGridsAndOffsets(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    let horizontal = seed % 4 == 3
    let sections = Int.random(in: 1...3, using: &rng)
    let counts = (0..<sections).map { _ in Int.random(in: 0...900, using: &rng) }
    let from = flow(CGFloat(Int.random(in: 30...120, using: &rng)), spacing: 4, horizontal: horizontal)
    let to = flow(CGFloat(Int.random(in: 30...200, using: &rng)), spacing: 8, horizontal: horizontal)
    let (cv, _, _) = makeCollectionView(counts: counts, size: CGSize(width: 375, height: 500))
    cv.collectionViewLayout = from
    cv.layoutIfNeeded()
    let content = from.collectionViewContentSize
    let offset =
      horizontal
      ? CGPoint(x: CGFloat(Int.random(in: 0...max(0, Int(content.width) - 375), using: &rng)), y: 0)
      : CGPoint(x: 0, y: CGFloat(Int.random(in: 0...max(0, Int(content.height) - 500), using: &rng)))
    cv.contentOffset = offset
    cv.layoutIfNeeded()
    let transition = cv.startInteractiveTransition(to: to)
    let progresses: [CGFloat] = [0, 0.13, 0.5, 0.77, 1, CGFloat(Double.random(in: 0...1, using: &rng))]
    for p in progresses {
      transition.transitionProgress = p
      cv.layoutIfNeeded()
      let expected = bruteForce(from, to, counts: counts, at: p, in: cv.bounds)
      #expect(
        differences(shown(cv), expected) == [], "seed \(seed), counts \(counts), offset \(offset), progress \(p)")
    }
  }

  @Test func theSearchCostsWhatIsShownNotTheItemCount() {
    let small = flow(90)
    let large = flow(150)
    let (cv, _, _) = makeCollectionView(counts: [200_000], size: CGSize(width: 320, height: 480))
    cv.collectionViewLayout = small
    cv.layoutIfNeeded()
    cv.contentOffset = CGPoint(x: 0, y: 5_000_000)
    cv.layoutIfNeeded()
    let transition = cv.startInteractiveTransition(to: large)
    transition.transitionProgress = 0.1
    cv.layoutIfNeeded()
    let pairings = transition.pairingCount
    for step in 1...8 {
      let probes = transition.passingProbeCount
      transition.transitionProgress = 0.1 + CGFloat(step) * 0.1
      cv.layoutIfNeeded()
      let count = transition.passingProbeCount - probes
      // The gap between the two answers holds about 56 000 items; a binary search (2 × 17 probes) and
      // the walk (2 probes a row item, 3 or 4 rows of 3) stay far below it.
      #expect(count <= 2 * 17 + 2 * 20, "step \(step): \(count) probes")
      #expect(cv.indexPathsForVisibleItems.count >= 6, "step \(step)")
    }
    #expect(transition.pairingCount == pairings, "the rectangle stayed: the layouts weren't asked again")
  }

  @Test func whileTheFinishingSpringMovesTheOffsetTheVisibleSetFollows() {
    let small = flow(90)
    let large = flow(150)
    let counts = [3000]
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let (cv, _, _) = makeCollectionView(counts: counts, size: CGSize(width: 320, height: 480))
    cv.collectionViewLayout = small
    host.show(cv)
    host.runFrame()
    cv.contentOffset = CGPoint(x: 0, y: 20_000)
    host.runFrame()
    // The delegate brings the item in view back into view in the large grid: the spring moves the offset.
    let delegate = OffsetDelegate(log: TransitionLog())
    delegate.offset = CGPoint(x: 0, y: 32_000)
    cv.delegate = delegate
    let transition = cv.startInteractiveTransition(to: large)
    transition.transitionProgress = 0.3
    host.runFrame()
    cv.finishInteractiveTransition()
    var offsets: Set<CGFloat> = []
    for frame in 0..<20 {
      host.advance(by: 1.0 / 60)
      guard cv.collectionViewLayout === transition else { break }
      offsets.insert(cv.contentOffset.y)
      let expected = bruteForce(small, large, counts: counts, at: transition.transitionProgress, in: cv.bounds)
      #expect(
        differences(shown(cv), expected) == [],
        "frame \(frame), progress \(transition.transitionProgress), offset \(cv.contentOffset)")
    }
    #expect(offsets.count > 5, "the offset moved: \(offsets.sorted())")
    withExtendedLifetime(delegate) {}
  }
}
