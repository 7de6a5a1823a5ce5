import Foundation
import TrellisUI

extension CollectionView {
  /// How quickly the items make room at a new drop location while a drop session moves over the
  /// collection view (`UICollectionView.ReorderingCadence`; `Documentation/Behaviour.md#dnd-cadence`).
  public enum ReorderingCadence: Int, Sendable {
    /// The items make room at once (`immediate`).
    case immediate = 0
    /// The items make room after a short delay, 0.2 s (`fast`).
    case fast = 1
    /// The items make room after a longer delay, 0.5 s (`slow`).
    case slow = 2

    /// How long a new drop location must stay proposed before the gap moves there, in seconds.
    public var delay: TimeInterval {
      switch self {
      case .immediate: 0
      case .fast: 0.2
      case .slow: 0.5
      }
    }
  }

  /// How quickly the items make room at a new drop location (`.immediate` by default) (`reorderingCadence`).
  public var reorderingCadence: ReorderingCadence {
    get { dragDrop.gapGate.cadence }
    set { dragDrop.gapGate.cadence = newValue }
  }
}
