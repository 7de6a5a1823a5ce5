import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// The book's chapter 4 pattern: a layout-attributes subclass with an extra property, `copy(with:)`
/// and `isEqual(_:)` overridden in UIKit's shape, cells that read it in `apply(_:)`; plus decoration views and the background view.
@MainActor
@Suite("Collection view: custom attributes, decoration views, background view")
struct CollectionViewCustomAttributesTests {
  final class ShadedAttributes: LayoutAttributes {
    var shade: CGFloat = 0
    override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone) as! ShadedAttributes
      copy.shade = shade
      return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? ShadedAttributes, other.shade == shade else { return false }
      return super.isEqual(other)
    }
  }

  final class ShadedCell: CollectionViewCell {
    var applied: [CGFloat] = []
    override func apply(_ layoutAttributes: LayoutAttributes) {
      applied.append((layoutAttributes as! ShadedAttributes).shade)
    }
  }

  final class Stripe: CollectionReusableView {}

  final class ShadedLayout: CollectionViewLayout {
    var shade: CGFloat = 0.5
    override class var layoutAttributesClass: AnyClass { ShadedAttributes.self }
    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 3 * 50) }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
      var result = (0..<3).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      result.append(layoutAttributesForDecorationView(ofKind: "stripe", at: IndexPath(item: 0, section: 0))!)
      return result.filter { $0.frame.overlaps(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
      let attributes = layoutAttributesType.init(forCellWith: indexPath) as! ShadedAttributes
      attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: 300, height: 50)
      attributes.shade = shade
      return attributes
    }
    override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
      let attributes = LayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
      attributes.frame = CGRect(x: 0, y: 0, width: 4, height: 150)
      attributes.zIndex = -1
      return attributes
    }
  }

  @Test func customAttributesAreAppliedOnlyWhenTheyChange() {
    let layout = ShadedLayout()
    layout.register(Stripe.self, forDecorationViewOfKind: "stripe")
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    cv.errorHandler = { Issue.record("unexpected error: \($0)") }
    cv.register(ShadedCell.self, forCellWithReuseIdentifier: "shaded")
    let background = View()
    cv.backgroundView = background
    let source = CountingDataSource(count: 3, cellReuseIdentifier: "shaded")
    cv.dataSource = source
    cv.layoutIfNeeded()
    let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! ShadedCell
    #expect(cell.applied == [0.5], "applied once when shown (the dequeue applies before the data source returns)")
    #expect(cell.appliedLayoutAttributes is ShadedAttributes)
    layout.invalidateLayout()
    cv.layoutIfNeeded()
    #expect(cell.applied == [0.5], "equal attributes are not applied again")
    layout.shade = 0.8
    layout.invalidateLayout()
    cv.layoutIfNeeded()
    #expect(cell.applied == [0.5, 0.8], "a changed custom property is applied")
    // The decoration view is made from the layout's registration, behind the cells.
    let stripes = cv.subviews.compactMap { $0 as? Stripe }
    #expect(stripes.count == 1)
    #expect(stripes.first?.frame == CGRect(x: 0, y: 0, width: 4, height: 150))
    #expect(stripes.first?.zPosition == -1)
    // The background view fills the bounds and stays put while scrolling.
    #expect(background.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(background.superview === cv && cv.subviewsInDrawingOrder.first === background)
    cv.contentOffset = CGPoint(x: 0, y: 30)
    cv.layoutIfNeeded()
    #expect(background.frame == CGRect(x: 0, y: 30, width: 300, height: 200))
    withExtendedLifetime(source) {}
  }
}
