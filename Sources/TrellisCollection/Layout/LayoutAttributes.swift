import Foundation
import TrellisGeometry
import TrellisUI

/// What a layout element is: a cell, a supplementary view or a decoration view (`UICollectionView.ElementCategory`).
public enum ElementCategory: Int, Sendable, Hashable {
  /// A cell, provided by the data source.
  case cell
  /// A supplementary view (header, footer…), provided by the data source.
  case supplementaryView
  /// A decoration view, provided by the layout.
  case decorationView
}

/// The geometry and appearance of one element of a collection view, as a layout computes it
/// (`UICollectionViewLayoutAttributes`).
///
/// An open class in UIKit's shape: a subclass adds properties, overrides `copy(with:)` (call super, cast
/// the result to the subclass, copy the new properties) and `isEqual(_:)` (compare the new properties,
/// then call super), and may observe the built-in properties (`override var zIndex: Int { didSet … }`).
/// The collection view keeps a copy of what it applied and applies attributes to a view again only
/// when they differ by `isEqual(_:)`.
///
/// `init()` is the designated initialiser and is `required`, because copying makes an instance of the
/// subclass through its metatype (Swift on Linux has no Objective-C `alloc`/`init`): a subclass that
/// overrides `init()` writes `required override init()`.
@MainActor
open class LayoutAttributes: @MainActor NSCopying, @MainActor CustomStringConvertible,
  @MainActor CustomDebugStringConvertible
{
  /// The element's index path.
  open var indexPath: IndexPath
  /// Whether this is a cell, supplementary or decoration view.
  public internal(set) var representedElementCategory: ElementCategory
  /// The kind of a supplementary or decoration view; nil for cells.
  public internal(set) var representedElementKind: String?
  /// The centre in collection-view content coordinates.
  open var center: CGPoint = .zero
  /// The size.
  open var size: CGSize = .zero
  /// The 3D transform about the centre; setting `transform` replaces it with the affine form.
  open var transform3D: Transform3D = .identity
  /// The opacity.
  open var alpha: CGFloat = 1
  /// The stacking order; higher is in front, ties keep the layout's order.
  open var zIndex = 0
  /// Whether the element is hidden (the collection view creates no view for it).
  open var isHidden = false
  /// Where a list row sits and how its list draws it; nil outside lists (a Trellis extension: UIKit
  /// passes this privately). Any layout may set it; `CollectionViewListCell.apply(_:)` reads it. Copied
  /// by `copy(with:)` and compared by `isEqual(_:)`.
  public var listCellAppearance: ListCellAppearance? {
    get { listCellAppearanceBox?.value }
    set { listCellAppearanceBox = newValue.map(ListCellAppearanceBox.init) }
  }
  /// The boxed list appearance (8 bytes in attributes that have none; copies share the box).
  var listCellAppearanceBox: ListCellAppearanceBox?
  /// The axes on which the size is an estimate for the view to measure; empty (fixed) by default (a
  /// Trellis extension, see `SelfSizingAxes`). Copied by `copy(with:)` and compared by `isEqual(_:)`.
  public var selfSizingAxes: SelfSizingAxes = []

  /// Creates attributes for a cell with an empty index path, at the origin with a zero size (`init()`).
  public required init() {
    indexPath = IndexPath()
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// Creates attributes for a cell (`init(forCellWith:)`).
  public required convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Creates attributes for a supplementary view (`init(forSupplementaryViewOfKind:with:)`).
  public required convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = kind
  }

  /// Creates attributes for a decoration view (`init(forDecorationViewOfKind:with:)`).
  public required convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = kind
  }

  /// The frame: centre and size (setting it moves and resizes).
  open var frame: CGRect {
    get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
    set {
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      size = newValue.size
    }
  }

  /// The bounds: origin zero and `size` (setting it resizes about the centre).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The affine transform (the affine part of `transform3D`).
  open var transform: CGAffineTransform {
    get { transform3D.affineTransform }
    set { transform3D = Transform3D(newValue) }
  }

  /// The element's identity: category, kind and index path.
  public var elementKey: ElementKey {
    ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
  }

  /// Returns a new instance of the same class with the same values (`NSCopying`); a subclass calls
  /// super, casts the result to itself (`as! MyAttributes`) and copies its own properties.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.takeStandardProperties(of: self)
    return copy
  }

  /// Sets every property this class declares (identity, geometry, transform, alpha, zIndex, hidden, list appearance)
  /// to `other`'s: what `copy(with:)` copies, and all that differs between two plain attributes.
  final func takeStandardProperties(of other: LayoutAttributes) {
    indexPath = other.indexPath
    representedElementCategory = other.representedElementCategory
    representedElementKind = other.representedElementKind
    center = other.center
    size = other.size
    alpha = other.alpha
    zIndex = other.zIndex
    isHidden = other.isHidden
    transform3D = other.transform3D
    listCellAppearanceBox = other.listCellAppearanceBox
    selfSizingAxes = other.selfSizingAxes
  }

  /// Returns `copy(with: nil)`, as `NSObject.copy()` does.
  open func copy() -> Any { copy(with: nil) }

  /// Whether `object` is attributes of the same class with the same identity and built-in properties;
  /// a subclass compares its own properties, then calls super.
  open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? LayoutAttributes else { return false }
    return type(of: self) == type(of: other) && indexPath == other.indexPath
      && representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind && center == other.center && size == other.size
      && transform3D == other.transform3D && alpha == other.alpha && zIndex == other.zIndex
      && isHidden == other.isHidden && selfSizingAxes == other.selfSizingAxes
      && (listCellAppearanceBox === other.listCellAppearanceBox
        || listCellAppearanceBox?.value == other.listCellAppearanceBox?.value)
  }

  /// A hash consistent with `isEqual(_:)`: the element's identity (`NSObject.hash`).
  open var hash: Int { elementKey.hashValue }

  /// A one-line description for dumps: kind, index path, frame and any non-default state.
  open var description: String {
    let what: String
    switch representedElementCategory {
    case .cell: what = "cell"
    case .supplementaryView: what = "supplementary \(representedElementKind ?? "?")"
    case .decorationView: what = "decoration \(representedElementKind ?? "?")"
    }
    let f = frame
    var text = "\(what) \(indexPath.shortDescription) frame=(\(f.minX), \(f.minY), \(f.width), \(f.height))"
    if zIndex != 0 { text += " zIndex=\(zIndex)" }
    if alpha != 1 { text += " alpha=\(alpha)" }
    if isHidden { text += " hidden" }
    if !transform3D.isIdentity { text += " transformed" }
    return text
  }

  /// The class name and `description`, as `<ShadedAttributes> cell [0, 1] frame=(0.0, 50.0, 300.0, 50.0)`.
  open var debugDescription: String { "<\(type(of: self))> \(description)" }

  /// The copy the collection view keeps of attributes it applies: `copy()` as attributes, or, for
  /// plain `LayoutAttributes` when the view already keeps a plain copy (`existing`), that copy with
  /// these attributes written into it; when a subclass's `copy(with:)` returns something else,
  /// `failure` gets the message and the original is kept.
  final func copyForView(reusing existing: LayoutAttributes? = nil, failure: (String) -> Void) -> LayoutAttributes {
    // Plain attributes are written into the view's own plain copy: no allocation per changed element.
    if type(of: self) == LayoutAttributes.self, let existing, existing !== self,
      type(of: existing) == LayoutAttributes.self
    {
      existing.takeStandardProperties(of: self)
      return existing
    }
    let result = copy()
    if let copy = result as? LayoutAttributes { return copy }
    failure(
      "copy(with:) of \(type(of: self)) returned \(type(of: result)), not LayoutAttributes; "
        + "the collection view keeps the original")
    return self
  }
}

/// The geometry of one element as a layout's allocation-free query reports it: identity, frame and
/// stacking order (a Trellis extension; see `CollectionViewLayout.forEachElement(in:_:)`).
public struct ElementGeometry: Hashable, Sendable {
  /// The element's category.
  public var category: ElementCategory
  /// The kind of a supplementary or decoration view; nil for cells.
  public var kind: String?
  /// The index path.
  public var indexPath: IndexPath
  /// The frame in content coordinates.
  public var frame: CGRect
  /// The stacking order.
  public var zIndex: Int
  /// The axes on which the size is an estimate for the view to measure (see `SelfSizingAxes`).
  public var selfSizingAxes: SelfSizingAxes

  /// Creates a geometry record.
  public init(
    category: ElementCategory, kind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int = 0,
    selfSizingAxes: SelfSizingAxes = []
  ) {
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
    self.frame = frame
    self.zIndex = zIndex
    self.selfSizingAxes = selfSizingAxes
  }

  /// The element's identity.
  public var elementKey: ElementKey { ElementKey(category: category, kind: kind, indexPath: indexPath) }
}

/// Identifies one element of a collection view: its category, kind and index path.
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
  /// The category.
  public var category: ElementCategory
  /// The kind of a supplementary or decoration view; nil for cells.
  public var kind: String?
  /// The index path.
  public var indexPath: IndexPath

  /// Creates a key.
  public init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
  }

  /// Hashes the category and the index path's indexes; the kind only takes part in equality (keys of one
  /// index path rarely differ by kind alone, and hashing strings is the costliest part of a lookup the
  /// layout pass makes for every visible element every frame).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(category.rawValue)
    if indexPath.count == 2 {
      hasher.combine(indexPath[0])
      hasher.combine(indexPath[1])
    } else {
      hasher.combine(indexPath)
    }
  }

  /// `keys` in element order: cells, then supplementary views, then decoration views; within a
  /// category by index path (section, then item), then by kind.
  /// - Complexity: O(k log k), sorting integers: `ElementKey`s themselves are costly to move and compare
  ///   (each holds an `IndexPath`), which matters when a screenful is sorted per update.
  static func inElementOrder(_ keys: some Sequence<ElementKey>) -> [ElementKey] {
    var sorted: [ElementKey] = []
    var order: [ElementOrder] = []
    putInElementOrder(Array(keys), into: &sorted, order: &order)
    return sorted
  }

  /// Where a key sorts (category, section, item) and its place in the keys being sorted.
  typealias ElementOrder = (category: Int, section: Int, item: Int, index: Int)

  /// Replaces `sorted` with `keys` in element order (see `inElementOrder(_:)`), sorting through `order`;
  /// both keep their storage, so a caller that keeps them sorts without allocating once warm.
  /// - Complexity: O(k log k).
  static func putInElementOrder(_ keys: [ElementKey], into sorted: inout [ElementKey], order: inout [ElementOrder]) {
    order.removeAll(keepingCapacity: true)
    order.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() {
      let path = key.indexPath
      let section = path.count > 0 ? path[0] : Int.min
      let item = path.count > 1 ? path[1] : Int.min
      order.append((key.category.rawValue, section, item, index))
    }
    order.sortKeepingStorage { a, b in
      if (a.category, a.section, a.item) != (b.category, b.section, b.item) {
        return (a.category, a.section, a.item) < (b.category, b.section, b.item)
      }
      let (x, y) = (keys[a.index], keys[b.index])
      if x.kind != y.kind { return (x.kind ?? "") < (y.kind ?? "") }
      return x.indexPath < y.indexPath
    }
    sorted.removeAll(keepingCapacity: true)
    sorted.reserveCapacity(keys.count)
    for entry in order { sorted.append(keys[entry.index]) }
    order.removeAll(keepingCapacity: true)
  }

  /// The key of a cell.
  public static func cell(_ indexPath: IndexPath) -> ElementKey {
    ElementKey(category: .cell, kind: nil, indexPath: indexPath)
  }

  /// A short description: `cell [0, 3]` or `header [1, 0]`.
  public var description: String {
    switch category {
    case .cell: "cell \(indexPath.shortDescription)"
    case .supplementaryView, .decorationView: "\(kind ?? "?") \(indexPath.shortDescription)"
    }
  }
}
