import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A custom attributes class and layout written as UIKit code writes them: `copy(with:)` and
/// `isEqual(_:)` overridden with UIKit's signatures, an observed `zIndex`, and
/// `layoutAttributesClass` typed `AnyClass`, used in a real collection view.
@MainActor
@Suite("Layout attributes in UIKit's shape: copy(with:), isEqual(_:), observed properties, AnyClass")
struct LayoutAttributesUIKitShapeTests {
  /// Every `zIndex` set on any instance, in order, as "item:old->new".
  static var zIndexChanges: [String] = []

  final class TintedAttributes: LayoutAttributes {
    var tint: CGFloat = 0
    override var zIndex: Int {
      didSet { LayoutAttributesUIKitShapeTests.zIndexChanges.append("\(indexPath.item):\(oldValue)->\(zIndex)") }
    }
    override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone) as! TintedAttributes
      copy.tint = tint
      return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? TintedAttributes, other.tint == tint else { return false }
      return super.isEqual(object)
    }
  }

  final class TintedCell: CollectionViewCell {
    var applied: [CGFloat] = []
    override func apply(_ layoutAttributes: LayoutAttributes) {
      super.apply(layoutAttributes)
      if let attributes = layoutAttributes as? TintedAttributes { applied.append(attributes.tint) }
    }
  }

  final class TintedLayout: CollectionViewLayout {
    var tint: CGFloat = 0.25
    override class var layoutAttributesClass: AnyClass { TintedAttributes.self }
    override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
      (0..<2).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
      let attributes = TintedAttributes(forCellWith: indexPath)
      attributes.frame = CGRect(x: CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 100)
      attributes.zIndex = indexPath.item + 1
      attributes.tint = tint
      return attributes
    }
  }

  @Test func aUIKitShapedSubclassReachesTheCellAndItsEqualityDecidesReapplying() {
    Self.zIndexChanges = []
    let layout = TintedLayout()
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
    var errors: [String] = []
    cv.errorHandler = { errors.append("\($0)") }
    cv.register(TintedCell.self, forCellWithReuseIdentifier: "tinted")
    let source = CountingDataSource(count: 2, cellReuseIdentifier: "tinted")
    cv.dataSource = source
    cv.layoutIfNeeded()
    let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! TintedCell
    #expect(cell.applied == [0.25])
    #expect(cell.zPosition == 2)
    let kept = cell.appliedLayoutAttributes as? TintedAttributes
    #expect(kept?.tint == 0.25 && kept?.zIndex == 2, "the collection view keeps a copy made by copy(with:)")
    #expect(
      Self.zIndexChanges.contains("1:0->2"), "the observer fires when the layout sets zIndex: \(Self.zIndexChanges)")
    layout.invalidateLayout()
    cv.layoutIfNeeded()
    #expect(cell.applied == [0.25], "attributes equal by isEqual(_:) are not applied again")
    layout.tint = 0.75
    layout.invalidateLayout()
    cv.layoutIfNeeded()
    #expect(cell.applied == [0.25, 0.75], "a tint that isEqual(_:) sees as changed is applied")
    #expect(errors == [])
    withExtendedLifetime(source) {}
  }

  @Test func copyWithZoneCopiesEveryBuiltInPropertyAndTheSubclassOnes() {
    let original = TintedAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 3))
    original.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    original.alpha = 0.5
    original.isHidden = true
    original.zIndex = 7
    original.transform3D = Transform3D(translationX: 1, y: 2, z: 3)
    original.tint = 0.9
    let copy = original.copy() as! TintedAttributes
    #expect(copy !== original)
    #expect(copy.isEqual(original) && original.isEqual(copy))
    #expect(copy.representedElementCategory == .supplementaryView && copy.representedElementKind == "header")
    #expect(copy.frame == CGRect(x: 10, y: 20, width: 30, height: 40) && copy.tint == 0.9)
    copy.tint = 0.1
    #expect(!copy.isEqual(original), "the subclass's isEqual(_:) compares its property")
    #expect(!original.isEqual(nil) && !original.isEqual("header"))
    #expect(
      !LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)).isEqual(
        TintedAttributes(forCellWith: IndexPath(item: 0, section: 0))), "classes differ")
    #expect(
      original.hash == LayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 3)).hash
    )
  }

  @Test func plainAttributesHaveUIKitsDefaultsAndADebugDescription() {
    let attributes = LayoutAttributes()
    #expect(attributes.indexPath == IndexPath())
    #expect(attributes.representedElementCategory == .cell && attributes.representedElementKind == nil)
    #expect(attributes.frame == .zero && attributes.alpha == 1 && attributes.zIndex == 0 && !attributes.isHidden)
    let tinted = TintedAttributes(forCellWith: IndexPath(item: 1, section: 0))
    tinted.frame = CGRect(x: 0, y: 50, width: 300, height: 50)
    #expect(tinted.debugDescription == "<TintedAttributes> cell [0, 1] frame=(0.0, 50.0, 300.0, 50.0)")
  }

  /// A layout whose `layoutAttributesClass` is not an attributes class at all.
  final class MisdeclaredLayout: CollectionViewLayout {
    override class var layoutAttributesClass: AnyClass { NSObject.self }
  }

  @Test func aLayoutAttributesClassThatIsNotAttributesIsReportedOnceAndReplaced() {
    let layout = MisdeclaredLayout()
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    var errors: [String] = []
    cv.errorHandler = { error in
      if case .layout(let layoutError) = error { errors.append("\(layoutError.layout): \(layoutError.message)") }
    }
    #expect(layout.layoutAttributesType == LayoutAttributes.self)
    #expect(layout.layoutAttributesType == LayoutAttributes.self)
    #expect(
      errors == [
        "MisdeclaredLayout: layoutAttributesClass is NSObject, which is not LayoutAttributes or a subclass; "
          + "using LayoutAttributes"
      ])
    #expect(TintedLayout().layoutAttributesType == TintedAttributes.self)
  }

  /// A layout whose `invalidationContextClass` is not a context class.
  final class MisdeclaredContextLayout: CollectionViewLayout {
    override class var invalidationContextClass: AnyClass { NSObject.self }
  }

  @Test func anInvalidationContextClassThatIsNotAContextIsReportedOnceAndReplaced() {
    let layout = MisdeclaredContextLayout()
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: CollectionViewLayout())
    var errors: [String] = []
    cv.errorHandler = { error in
      if case .layout(let layoutError) = error { errors.append("\(layoutError.layout): \(layoutError.message)") }
    }
    cv.collectionViewLayout = layout
    layout.invalidateLayout()
    layout.invalidateLayout()
    #expect(type(of: layout.invalidationContext(forBoundsChange: .zero)) == InvalidationContext.self)
    #expect(
      errors == [
        "MisdeclaredContextLayout: invalidationContextClass is NSObject, which is not InvalidationContext or a "
          + "subclass; using InvalidationContext"
      ])
    #expect(FlowLayout().invalidationContextType == FlowLayoutInvalidationContext.self)
  }

  /// Attributes whose `copy(with:)` returns something that isn't attributes.
  final class BrokenCopyAttributes: LayoutAttributes {
    override func copy(with zone: NSZone? = nil) -> Any { "not attributes" }
  }

  final class BrokenCopyLayout: CollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
      [layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!]
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
      let attributes = BrokenCopyAttributes(forCellWith: indexPath)
      attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
      return attributes
    }
  }

  @Test func aCopyThatIsNotAttributesIsReportedAndTheOriginalIsApplied() {
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: BrokenCopyLayout())
    var errors: [String] = []
    cv.errorHandler = { error in
      if case .layout(let layoutError) = error { errors.append("\(layoutError.layout): \(layoutError.message)") }
    }
    cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = CountingDataSource(count: 1)
    cv.dataSource = source
    cv.layoutIfNeeded()
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(
      errors == [
        "BrokenCopyLayout: copy(with:) of BrokenCopyAttributes returned String, not LayoutAttributes; "
          + "the collection view keeps the original"
      ])
    withExtendedLifetime(source) {}
  }

  /// A layout that overrides the get-only `collectionView`, as UIKit allows.
  final class DetachedLayout: CollectionViewLayout {
    override var collectionView: CollectionView? { nil }
  }

  @Test func collectionViewIsOverridableAndTheCollectionViewStillOwnsTheLayout() {
    let layout = DetachedLayout()
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    #expect(layout.collectionView == nil)
    #expect(cv.collectionViewLayout === layout)
    var errors: [String] = []
    let other = CollectionView(frame: .zero, collectionViewLayout: CollectionViewLayout())
    other.errorHandler = { errors.append("\($0)") }
    other.collectionViewLayout = layout
    #expect(other.collectionViewLayout !== layout, "the layout is still in use by the first collection view")
    #expect(
      errors == [
        "the DetachedLayout is already the layout of another collection view; a layout serves one collection "
          + "view at a time (kept the current layout)"
      ])
  }
}
