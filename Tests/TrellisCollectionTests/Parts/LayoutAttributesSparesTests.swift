import Foundation
import Testing
import Trellis

@testable import TrellisCollection

/// `LayoutAttributesSpares`: objects come back reset once only the spares hold them; an object someone
/// else holds is never written; the spares never keep more than their capacity.
@MainActor
@Suite("Parts: LayoutAttributesSpares")
struct LayoutAttributesSparesTests {
  private let header = ElementKey(
    category: .supplementaryView, kind: CollectionView.elementKindSectionHeader,
    indexPath: IndexPath(item: 0, section: 2))

  private func state(_ a: LayoutAttributes) -> String {
    "\(a.representedElementCategory) \(a.representedElementKind ?? "-") \(a.indexPath) \(a.frame) z\(a.zIndex) "
      + "α\(a.alpha) \(a.isHidden) \(a.transform3D == .identity) \(a.selfSizingAxes.rawValue) "
      + "\(a.listCellAppearance == nil)"
  }

  @Test func aReleasedObjectComesBackResetForItsNewElement() {
    let spares = LayoutAttributesSpares(capacity: 4)
    weak var first: LayoutAttributes?
    do {
      let a = spares.attributes(for: .cell(IndexPath(item: 3, section: 1)))
      a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
      a.alpha = 0.5
      a.zIndex = 7
      a.isHidden = true
      a.transform = CGAffineTransform(scaleX: 2, y: 2)
      a.selfSizingAxes = .vertical
      a.listCellAppearance = ListCellAppearance(appearance: .plain)
      first = a
    }
    let b = spares.attributes(for: header)
    #expect(b === first)
    #expect(
      state(b)
        == state(
          LayoutAttributes(
            forSupplementaryViewOfKind: "UICollectionElementKindSectionHeader",
            with: IndexPath(item: 0, section: 2))))
    #expect(spares.count == 1)
  }

  @Test func anObjectSomeoneHoldsIsNeverWritten() {
    let spares = LayoutAttributesSpares(capacity: 4)
    let held = spares.attributes(for: .cell(IndexPath(item: 0, section: 0)))
    held.alpha = 0.25
    let other = spares.attributes(for: .cell(IndexPath(item: 1, section: 0)))
    #expect(other !== held)
    #expect(held.alpha == 0.25 && held.indexPath == IndexPath(item: 0, section: 0))
    #expect(spares.count == 2)
  }

  @Test func theSparesKeepAtMostTheirCapacityAndStillAnswerWhenAllAreHeld() {
    let spares = LayoutAttributesSpares(capacity: 3)
    var held: [LayoutAttributes] = []
    for i in 0..<10 {
      let a = spares.attributes(for: .cell(IndexPath(item: i, section: 0)))
      #expect(!held.contains { $0 === a })
      held.append(a)
      #expect(spares.count == min(i + 1, 3))
    }
    #expect(held.map(\.indexPath.item) == Array(0..<10))
    held.removeAll()
    // The three kept are free again: the next three answers are they, then they are held again.
    let again = (0..<3).map { spares.attributes(for: .cell(IndexPath(item: $0, section: 5))) }
    #expect(Set(again.map(ObjectIdentifier.init)).count == 3)
    #expect(spares.count == 3)
  }
}
