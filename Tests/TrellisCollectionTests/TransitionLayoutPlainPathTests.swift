import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// A transition between two flow layouts answers with plain geometry and keeps its pairs while only
/// the progress changes: the layouts are neither prepared nor queried again.
@MainActor
@Suite("Transition layout: the plain-geometry path")
struct TransitionLayoutPlainPathTests {
  @Test func progressAloneReusesThePairsOfTwoFlowLayouts() {
    let small = FlowLayout()
    small.itemSize = CGSize(width: 90, height: 90)
    let large = FlowLayout()
    large.itemSize = CGSize(width: 150, height: 150)
    let (cv, _, _) = makeCollectionView(counts: [10_000], size: CGSize(width: 1280, height: 800))
    cv.collectionViewLayout = small
    cv.overscanFraction = 0.5
    cv.layoutIfNeeded()
    let transition = cv.startInteractiveTransition(to: large)
    transition.transitionProgress = 0.3
    cv.layoutIfNeeded()
    #expect(transition.pairsArePlain)
    let pairedRect = transition.pairedRect
    let pairings = transition.pairingCount
    let queries = cv.statistics.elementQueryCount
    for step in 1...10 {
      transition.transitionProgress = 0.3 + CGFloat(step) * 0.05
      cv.layoutIfNeeded()
    }
    #expect(transition.pairedRect == pairedRect)
    #expect(transition.pairingCount == pairings, "the same rectangle: the pairs are kept")
    #expect(!small.isInvalid && !large.isInvalid)
    #expect(cv.statistics.elementQueryCount == queries + 10, "one (cheap) query of the transition layout a frame")
    #expect(cv.indexPathsForVisibleItems.count > 40)
    #expect(cv.checkInvariants() == [])
  }
}
