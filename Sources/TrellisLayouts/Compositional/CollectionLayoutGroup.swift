import Foundation
import TrellisUI

/// A row, column or custom arrangement of items and nested groups (`NSCollectionLayoutGroup`).
///
/// A section repeats its group for the remaining items; each repetition takes as many items as the
/// group has leaf slots (Documentation/Behaviour.md#compositional-groups).
@MainActor public final class CollectionLayoutGroup: CollectionLayoutItem {
  /// How the group arranges its subitems.
  enum Arrangement {
    /// Along x (`horizontal`) or y (`vertical`).
    case linear(isHorizontal: Bool, fill: Fill)
    /// Frames from a provider.
    case custom(CollectionLayoutGroupCustomItemProvider)
  }

  /// How many subitems a linear group holds.
  enum Fill {
    /// The subitems list, repeated while it fits.
    case repeatingList
    /// Exactly `count` copies of the one subitem, sized to share the group.
    case equalCount(Int)
    /// Exactly `count` copies of the one subitem, at its own size.
    case repeatingCount(Int)
  }

  /// The arrangement.
  let arrangement: Arrangement
  /// The items and groups inside (`subitems`).
  public let subitems: [CollectionLayoutItem]
  /// Space between neighbouring subitems, or nil for none.
  public var interItemSpacing: CollectionLayoutSpacing?

  init(size: CollectionLayoutSize, subitems: [CollectionLayoutItem], arrangement: Arrangement) {
    self.subitems = subitems
    self.arrangement = arrangement
    super.init(size: size, supplementaryItems: [])
  }

  /// The supplementaries anchored to the group.
  public override var supplementaryItems: [CollectionLayoutSupplementaryItem] {
    get { attachedSupplementaryItems }
    set { attachedSupplementaryItems = newValue }
  }

  /// A row repeating `subitems` in order until the width is used up (`horizontal(layoutSize:subitems:)`).
  public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(
      size: layoutSize, subitems: subitems, arrangement: .linear(isHorizontal: true, fill: .repeatingList))
  }

  /// A row of exactly `count` copies of `subitem` sharing the width equally; the subitem's width is
  /// ignored (`horizontal(layoutSize:subitem:count:)`).
  public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(
      size: layoutSize, subitems: [subitem], arrangement: .linear(isHorizontal: true, fill: .equalCount(count)))
  }

  /// A row of `count` copies of `subitem` at its own size (`horizontal(layoutSize:repeatingSubitem:count:)`).
  public static func horizontal(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  )
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(
      size: layoutSize, subitems: [subitem], arrangement: .linear(isHorizontal: true, fill: .repeatingCount(count)))
  }

  /// A column repeating `subitems` in order until the height is used up (`vertical(layoutSize:subitems:)`).
  public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(
      size: layoutSize, subitems: subitems, arrangement: .linear(isHorizontal: false, fill: .repeatingList))
  }

  /// A column of exactly `count` copies of `subitem` sharing the height equally
  /// (`vertical(layoutSize:subitem:count:)`).
  public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(
      size: layoutSize, subitems: [subitem], arrangement: .linear(isHorizontal: false, fill: .equalCount(count)))
  }

  /// A column of `count` copies of `subitem` at its own size (`vertical(layoutSize:repeatingSubitem:count:)`).
  public static func vertical(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  )
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(
      size: layoutSize, subitems: [subitem], arrangement: .linear(isHorizontal: false, fill: .repeatingCount(count)))
  }

  /// A group whose cells' frames come from `itemProvider`, called with the group's size as its container
  /// (`custom(layoutSize:itemProvider:)`).
  public static func custom(
    layoutSize: CollectionLayoutSize, itemProvider: @escaping CollectionLayoutGroupCustomItemProvider
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(size: layoutSize, subitems: [], arrangement: .custom(itemProvider))
  }
}
