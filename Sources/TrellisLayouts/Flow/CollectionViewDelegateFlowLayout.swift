import Foundation
import TrellisCollection
import TrellisGeometry

/// The per-section and per-item metrics a `FlowLayout` asks its collection view's delegate for
/// (`UICollectionViewDelegateFlowLayout`); every member is optional and overrides the matching layout
/// property.
///
/// The layout reads `collectionView.collectionDelegate as? CollectionViewDelegateFlowLayout`.
///
/// ## How the layout knows which members you implement
///
/// UIKit asks `respondsToSelector:` once and caches the answers (its "delegate flags"): a delegate without
/// `sizeForItemAt` is never asked about a million items, and the layout keeps its O(1) uniform-size model.
/// Swift has no `respondsToSelector:`, so the defaults below announce themselves instead:
///
/// - Each default returns the layout's matching property (`itemSize`, `sectionInset`, …), exactly the
///   value the layout uses when the member is missing, and, when `collectionViewLayout` is a
///   `FlowLayout`, records on it that the default ran.
/// - Whenever delegate metrics are stale (the first layout, `invalidateLayout()`, `reloadData()`, batch
///   updates, a new delegate, or a `FlowLayoutInvalidationContext` with
///   `invalidateFlowLayoutDelegateMetrics`), `prepare()` calls each member once, for section 0 (the first
///   item of the first non-empty section for `sizeForItemAt`), and caches as implemented exactly the members
///   whose default did not run. Until the next such invalidation only implemented members are called:
///   once per section, or once per item for `sizeForItemAt`.
///
/// There is no sentinel value, so an implementation may return any value for any element. As with every
/// protocol-extension default, implement the members in the type that declares the conformance: Swift
/// dispatches requirements through the conformance, so a subclass's method of the same name is not seen.
/// `FlowLayout.implementedDelegateMembers` shows which members the layout found.
@MainActor public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of one item; overrides `itemSize` (`collectionView(_:layout:sizeForItemAt:)`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The insets of one section's items; overrides `sectionInset` (`collectionView(_:layout:insetForSectionAt:)`).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  /// The spacing between lines of one section; overrides `minimumLineSpacing`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The minimum spacing between items of a line in one section; overrides `minimumInteritemSpacing`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of one section's header (only the scrolling dimension counts); overrides `headerReferenceSize`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of one section's footer (only the scrolling dimension counts); overrides `footerReferenceSize`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
  /// Not implemented: records that on the flow layout and returns its `itemSize` (50×50 for other layouts).
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let flow = FlowLayout.noteDefault(.sizeForItem, of: collectionViewLayout)
    return flow?.itemSize ?? FlowLayout.defaultItemSize
  }

  /// Not implemented: records that on the flow layout and returns its `sectionInset`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    FlowLayout.noteDefault(.insetForSection, of: collectionViewLayout)?.sectionInset ?? .zero
  }

  /// Not implemented: records that on the flow layout and returns its `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    FlowLayout.noteDefault(.lineSpacing, of: collectionViewLayout)?.minimumLineSpacing ?? 10
  }

  /// Not implemented: records that on the flow layout and returns its `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    FlowLayout.noteDefault(.interitemSpacing, of: collectionViewLayout)?.minimumInteritemSpacing ?? 10
  }

  /// Not implemented: records that on the flow layout and returns its `headerReferenceSize`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    FlowLayout.noteDefault(.headerSize, of: collectionViewLayout)?.headerReferenceSize ?? .zero
  }

  /// Not implemented: records that on the flow layout and returns its `footerReferenceSize`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    FlowLayout.noteDefault(.footerSize, of: collectionViewLayout)?.footerReferenceSize ?? .zero
  }
}
