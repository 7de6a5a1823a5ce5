import Foundation
import TrellisCollection
import TrellisGeometry

/// A metric a flow layout can't use, naming the member that gave it, the item or section, and the value.
///
/// `FlowLayout` reports the first one of each metrics read through `CollectionView.reportLayoutError(_:)`
/// (it reaches `errorHandler` as `CollectionViewError.layout(_:)`, with `layout` "FlowLayout") and lays
/// out with a defined replacement: each negative, zero, NaN or infinite length of an item size becomes 0
/// (the item is laid out with that length 0), and each NaN or infinite inset, spacing or header or footer
/// length becomes 0.
public enum FlowLayoutError: Error, Hashable, CustomStringConvertible {
  /// An item size with a negative or zero length (finite): UIKit's "negative or zero sizes" assertion.
  case invalidItemSize(Source, size: CGSize)
  /// A NaN or infinite size, inset or spacing; `value` is its text, since NaN never equals itself.
  case nonFiniteValue(Source, value: String)

  /// The member a metric came from: one of the layout's properties, or a delegate method and the item
  /// or section it was asked about.
  public enum Source: Hashable, Sendable {
    /// The `itemSize` property.
    case itemSize
    /// The `estimatedItemSize` property, the size of items not yet measured when the delegate gives none.
    case estimatedItemSize
    /// The `sectionInset` property.
    case sectionInset
    /// The `minimumLineSpacing` property.
    case minimumLineSpacing
    /// The `minimumInteritemSpacing` property.
    case minimumInteritemSpacing
    /// The `headerReferenceSize` property.
    case headerReferenceSize
    /// The `footerReferenceSize` property.
    case footerReferenceSize
    /// `collectionView(_:layout:sizeForItemAt:)`, for the item at the index path.
    case sizeForItem(IndexPath)
    /// `collectionView(_:layout:insetForSectionAt:)`, for the section.
    case insetForSection(Int)
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`, for the section.
    case minimumLineSpacingForSection(Int)
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`, for the section.
    case minimumInteritemSpacingForSection(Int)
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`, for the section.
    case referenceSizeForHeader(Int)
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`, for the section.
    case referenceSizeForFooter(Int)
  }

  /// The message: UIKit's wording for negative or zero sizes, then what gave the value.
  ///
  /// For example `negative or zero sizes are not supported in the flow layout: itemSize is (0.0, 50.0)`, or
  /// `collectionView(_:layout:sizeForItemAt:) returned (nan, 40.0) for item [0, 3]; sizes must be finite`.
  public var description: String {
    switch self {
    case .invalidItemSize(let source, let size):
      return "negative or zero sizes are not supported in the flow layout: "
        + source.statement(value: Self.text(size))
    case .nonFiniteValue(let source, let value):
      return "\(source.statement(value: value)); \(source.quantity) must be finite"
    }
  }

  /// The error as the collection view carries it.
  public var layoutError: LayoutError { LayoutError(layout: "FlowLayout", message: description) }

  /// A size as `(width, height)`.
  static func text(_ size: CGSize) -> String { "(\(size.width), \(size.height))" }

  /// Insets as `(top: …, left: …, bottom: …, right: …)`.
  static func text(_ insets: EdgeInsets) -> String {
    "(top: \(insets.top), left: \(insets.left), bottom: \(insets.bottom), right: \(insets.right))"
  }
}

extension FlowLayoutError.Source {
  /// "itemSize is (…)" for a property, "collectionView(…) returned (…) for item [s, i]" for the delegate.
  func statement(value: String) -> String {
    switch self {
    case .itemSize: "itemSize is \(value)"
    case .estimatedItemSize: "estimatedItemSize is \(value)"
    case .sectionInset: "sectionInset is \(value)"
    case .minimumLineSpacing: "minimumLineSpacing is \(value)"
    case .minimumInteritemSpacing: "minimumInteritemSpacing is \(value)"
    case .headerReferenceSize: "headerReferenceSize is \(value)"
    case .footerReferenceSize: "footerReferenceSize is \(value)"
    case .sizeForItem(let indexPath):
      "collectionView(_:layout:sizeForItemAt:) returned \(value) for item \(indexPath.shortDescription)"
    case .insetForSection(let section):
      "collectionView(_:layout:insetForSectionAt:) returned \(value) for section \(section)"
    case .minimumLineSpacingForSection(let section):
      "collectionView(_:layout:minimumLineSpacingForSectionAt:) returned \(value) for section \(section)"
    case .minimumInteritemSpacingForSection(let section):
      "collectionView(_:layout:minimumInteritemSpacingForSectionAt:) returned \(value) for section \(section)"
    case .referenceSizeForHeader(let section):
      "collectionView(_:layout:referenceSizeForHeaderInSection:) returned \(value) for section \(section)"
    case .referenceSizeForFooter(let section):
      "collectionView(_:layout:referenceSizeForFooterInSection:) returned \(value) for section \(section)"
    }
  }

  /// What the member gives, in the plural: "sizes", "insets" or "spacings".
  var quantity: String {
    switch self {
    case .itemSize, .estimatedItemSize, .headerReferenceSize, .footerReferenceSize, .sizeForItem,
      .referenceSizeForHeader, .referenceSizeForFooter:
      "sizes"
    case .sectionInset, .insetForSection: "insets"
    case .minimumLineSpacing, .minimumInteritemSpacing, .minimumLineSpacingForSection,
      .minimumInteritemSpacingForSection:
      "spacings"
    }
  }
}
