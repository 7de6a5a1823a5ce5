import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Flow layout: self-sizing geometry")
struct FlowEstimatedGeometryTests {
  /// Records `size` as item `item`'s measured size, as the collection view does after measuring a cell.
  private func measure(_ layout: FlowLayout, item: Int, size: CGSize) {
    let original = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
    let preferred = original.copy() as! LayoutAttributes
    preferred.size = size
    guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return }
    layout.invalidateLayout(
      with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
  }

  /// A self-sizing section with some items measured breaks and places its lines exactly as a variable
  /// section whose delegate answers the same sizes (the measured ones, the estimate for the others): every
  /// frame, the content size and rectangle queries, in several grids.
  @Test(arguments: [(CGFloat(300), UInt64(0)), (300, 1), (560, 2), (200, 3)] as [(CGFloat, UInt64)])
  func placesItemsAsAVariableSectionOfTheSameSizes(width: CGFloat, seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let count = 500
    let estimate = CGSize(width: 90, height: 60)
    var sizes = [CGSize](repeating: estimate, count: count)
    let configure: (FlowLayout) -> Void = {
      $0.sectionInset = EdgeInsets(top: 5, left: 7, bottom: 9, right: 11)
      $0.headerReferenceSize = CGSize(width: 0, height: 30)
    }
    let estimated = FlowFixture(size: CGSize(width: width, height: 400), counts: [count]) {
      configure($0)
      $0.estimatedItemSize = estimate
    }
    for _ in 0..<80 {
      let item = Int.random(in: 0..<count, using: &random)
      let size = CGSize(
        width: CGFloat(Int.random(in: 20...150, using: &random)),
        height: CGFloat(Int.random(in: 20...120, using: &random)))
      sizes[item] = size
      measure(estimated.layout, item: item, size: size)
      estimated.collectionView.layoutIfNeeded()
    }
    estimated.collectionView.layoutIfNeeded()
    let delegate = SizeDelegate { sizes[$0.item] }
    let variable = FlowFixture(
      size: CGSize(width: width, height: 400), counts: [count], delegate: delegate, configure: configure)
    #expect(estimated.contentSize == variable.contentSize)
    #expect(estimated.frames() == variable.frames())
    let height = variable.contentSize.height
    for _ in 0..<40 {
      let y = CGFloat(Int.random(in: -50...Int(height), using: &random))
      let rect = CGRect(x: 0, y: y, width: width, height: CGFloat(Int.random(in: 1...500, using: &random)))
      let a = (estimated.layout.layoutAttributesForElements(in: rect) ?? []).map(\.description)
      let b = (variable.layout.layoutAttributesForElements(in: rect) ?? []).map(\.description)
      #expect(a == b, "rect \(rect)")
    }
    #expect(estimated.errors.isEmpty)
  }

  @Test func unmeasuredItemsAreMarkedSelfSizingOnBothAxesAndHeadersAreNot() {
    let f = FlowFixture(size: CGSize(width: 300, height: 400), counts: [10]) {
      $0.estimatedItemSize = CGSize(width: 90, height: 60)
      $0.headerReferenceSize = CGSize(width: 0, height: 30)
    }
    let answer = f.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 400)) ?? []
    #expect(answer.filter { $0.representedElementCategory == .cell }.allSatisfy { $0.selfSizingAxes == .both })
    #expect(
      answer.filter { $0.representedElementCategory == .supplementaryView }.allSatisfy { $0.selfSizingAxes == [] })
    #expect(answer.count == 11)
    // Without an estimate nothing self-sizes.
    f.layout.estimatedItemSize = .zero
    f.collectionView.layoutIfNeeded()
    #expect(f.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.selfSizingAxes == [])
  }
}
