import Foundation
import TrellisCollection
import TrellisGeometry

extension FlowLayout {
  /// The optional members of `CollectionViewDelegateFlowLayout`, as flags (UIKit's "delegate flags").
  public struct DelegateMembers: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates flags from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `collectionView(_:layout:sizeForItemAt:)`.
    public static let sizeForItem = DelegateMembers(rawValue: 1 << 0)
    /// `collectionView(_:layout:insetForSectionAt:)`.
    public static let insetForSection = DelegateMembers(rawValue: 1 << 1)
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    public static let lineSpacing = DelegateMembers(rawValue: 1 << 2)
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    public static let interitemSpacing = DelegateMembers(rawValue: 1 << 3)
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    public static let headerSize = DelegateMembers(rawValue: 1 << 4)
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`.
    public static let footerSize = DelegateMembers(rawValue: 1 << 5)
  }

  /// Records that the protocol's default for `member` ran with `layout`; returns the layout when it is a
  /// flow layout. Called by the defaults of `CollectionViewDelegateFlowLayout`.
  @discardableResult static func noteDefault(_ member: DelegateMembers, of layout: CollectionViewLayout) -> FlowLayout?
  {
    guard let flow = layout as? FlowLayout else { return nil }
    flow.defaultMembersCalled.insert(member)
    return flow
  }

  /// Finds which members `delegate` implements: calls each once (section 0; the first item of the first
  /// non-empty section for sizes) and keeps those whose protocol default did not run.
  /// - Complexity: O(sections) to find a non-empty section, plus six delegate calls.
  func probe(_ delegate: any CollectionViewDelegateFlowLayout, of collectionView: CollectionView) -> DelegateMembers {
    let sectionCount = collectionView.numberOfSections
    guard sectionCount > 0 else { return [] }
    defaultMembersCalled = []
    var probed: DelegateMembers = [.insetForSection, .lineSpacing, .interitemSpacing, .headerSize, .footerSize]
    _ = delegate.collectionView(collectionView, layout: self, insetForSectionAt: 0)
    _ = delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: 0)
    _ = delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: 0)
    _ = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: 0)
    _ = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: 0)
    if let section = (0..<sectionCount).first(where: { collectionView.numberOfItems(inSection: $0) > 0 }) {
      probed.insert(.sizeForItem)
      _ = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
    }
    let found = probed.subtracting(defaultMembersCalled)
    defaultMembersCalled = []
    return found
  }
}
