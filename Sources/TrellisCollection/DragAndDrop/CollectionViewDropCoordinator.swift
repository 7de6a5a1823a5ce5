import Foundation
import TrellisGeometry
import TrellisUI

/// One dropped item as the drop delegate sees it (`UICollectionViewDropItem`).
@MainActor public final class CollectionViewDropItem {
  /// The dragged item (`dragItem`).
  public let dragItem: DragItem
  /// The item's index path when it was dragged from this collection view, nil otherwise (`sourceIndexPath`).
  public let sourceIndexPath: IndexPath?
  /// The size of the item's preview (`previewSize`).
  public let previewSize: CGSize

  init(dragItem: DragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
    self.dragItem = dragItem
    self.sourceIndexPath = sourceIndexPath
    self.previewSize = previewSize
  }
}

/// What a drop delegate's `performDropWith` gets: the items, where they were dropped, and the calls that
/// place them (`UICollectionViewDropCoordinator`).
///
/// Each `drop(…)` call returns a `DragAnimating` whose completions run once the drop has been delivered;
/// the preview moves to the first destination given (`Documentation/Behaviour.md#drag-and-drop`).
@MainActor public final class CollectionViewDropCoordinator {
  /// The dropped items, in drag order (`items`).
  public let items: [CollectionViewDropItem]
  /// The destination the last update computed (`destinationIndexPath`).
  public let destinationIndexPath: IndexPath?
  /// The delegate's last proposal (`proposal`).
  public let proposal: CollectionViewDropProposal
  /// The drop session (`session`).
  public let session: any DropSession
  private weak var collectionView: CollectionView?

  init(
    items: [CollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: CollectionViewDropProposal,
    session: any DropSession, collectionView: CollectionView
  ) {
    self.items = items
    self.destinationIndexPath = destinationIndexPath
    self.proposal = proposal
    self.session = session
    self.collectionView = collectionView
  }

  /// Moves the item's preview to the cell of an item the delegate has already inserted
  /// (`drop(_:toItemAt:)`), which stays hidden until the preview is down; on the way the preview turns
  /// into that cell as the drop delegate's `dropPreviewParametersForItemAt` shows it (asked here; nil
  /// shows the cell's bounds). An index path outside the current counts is reported, the delegate isn't
  /// asked and the preview goes nowhere.
  @discardableResult public func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> any DragAnimating {
    let animations = DropAnimations()
    guard let collectionView else { return animations }
    if let frame = collectionView.dropFrame(ofItemAt: indexPath, call: "drop(_:toItemAt:)") {
      let parameters = collectionView.dropDelegate?.collectionView(
        collectionView, dropPreviewParametersForItemAt: indexPath)
      // The cell as it will show, drawn before it hides (none when it is off screen).
      let target = collectionView.cellForItem(at: indexPath)?.snapshotDrawing()
      collectionView.hideWhileLanding(indexPath, until: animations)
      DragEngine.shared.register(animations, landingAt: frame, parameters: parameters, target: target)
    } else {
      DragEngine.shared.register(animations, landingAt: nil)
    }
    return animations
  }

  /// Moves the item's preview into a rectangle of an item's cell, in the cell's coordinates
  /// (`drop(_:intoItemAt:rect:)`): the preview keeps its aspect ratio, scaled to fit the rectangle and
  /// centred in it; an empty rectangle shrinks it to the rectangle's centre. An index path outside the
  /// current counts is reported and the preview goes nowhere.
  @discardableResult public func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect)
    -> any DragAnimating
  {
    let animations = DropAnimations()
    guard let collectionView else { return animations }
    let size = items.first { $0.dragItem === dragItem }?.previewSize ?? .zero
    let frame = collectionView.dropFrame(ofItemAt: indexPath, call: "drop(_:intoItemAt:rect:)").map { cell in
      Self.fitting(size, into: rect.standardized.offsetBy(dx: cell.minX, dy: cell.minY))
    }
    DragEngine.shared.register(animations, landingAt: frame)
    return animations
  }

  /// Where a preview of `size` lands in `rect`: scaled to fit it keeping its aspect ratio, centred; a
  /// preview without a size fills the rectangle.
  static func fitting(_ size: CGSize, into rect: CGRect) -> CGRect {
    guard size.width > 0, size.height > 0 else { return rect }
    return ImageView.rect(for: size, in: rect, contentMode: .scaleAspectFit)
  }

  /// Inserts a placeholder cell for the item where the placeholder says and moves the item's preview
  /// into it (`drop(_:to:)`); the context exchanges it for the real item later or deletes it. An
  /// insertion index path outside the items as shown is reported and the context is inert.
  @discardableResult public func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder)
    -> any CollectionViewDropPlaceholderContext
  {
    guard let collectionView else {
      let animations = DropAnimations()
      DragEngine.shared.register(animations, landingAt: nil)
      return InertPlaceholderContext(dragItem: dragItem, animations: animations)
    }
    return collectionView.insertPlaceholder(placeholder, for: dragItem)
  }

  /// Moves the item's preview to a target: a point in a container view (`drop(_:to:)`).
  @discardableResult public func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> any DragAnimating {
    let animations = DropAnimations()
    let center = target.container.convert(target.center, to: nil)
    let size = items.first { $0.dragItem === dragItem }?.previewSize ?? .zero
    DragEngine.shared.register(
      animations,
      landingAt: CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
    return animations
  }
}

/// The context of a placeholder whose collection view is gone: every call answers false.
@MainActor private final class InertPlaceholderContext: CollectionViewDropPlaceholderContext {
  let dragItem: DragItem
  private let animations: DropAnimations
  init(dragItem: DragItem, animations: DropAnimations) {
    self.dragItem = dragItem
    self.animations = animations
  }
  func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.addAnimations(animations) }
  func addCompletion(_ completion: @escaping @MainActor (ViewAnimatingPosition) -> Void) {
    animations.addCompletion(completion)
  }
  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool { false }
  func deletePlaceholder() -> Bool { false }
  func setNeedsCellUpdate() {}
}
