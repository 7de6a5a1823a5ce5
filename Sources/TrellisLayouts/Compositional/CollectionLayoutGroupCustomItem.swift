import Foundation
import TrellisUI

/// Creates the custom items of a custom group from an environment whose container is the group's size
/// (`NSCollectionLayoutGroupCustomItemProvider`).
public typealias CollectionLayoutGroupCustomItemProvider =
  @MainActor (any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]

/// One cell's frame in a custom group, relative to the group's origin (`NSCollectionLayoutGroupCustomItem`).
public final class CollectionLayoutGroupCustomItem: Sendable {
  /// The frame relative to the group's origin.
  public let frame: CGRect
  /// The cell's stacking order.
  public let zIndex: Int

  /// A custom item with zIndex 0 (`init(frame:)`).
  public init(frame: CGRect) {
    self.frame = frame
    self.zIndex = 0
  }

  /// A custom item with a stacking order (`init(frame:zIndex:)`).
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
  }
}
