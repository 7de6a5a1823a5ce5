import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Three columns of 100×60 cells with no gaps, for menu geometry.
@MainActor final class TileLayout: CollectionViewLayout {
  static let tile = CGSize(width: 100, height: 60)

  private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

  override var collectionViewContentSize: CGSize {
    CGSize(width: 300, height: CGFloat((count + 2) / 3) * Self.tile.height)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { $0.frame.overlaps(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let attributes = LayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(
      x: CGFloat(indexPath.item % 3) * Self.tile.width, y: CGFloat(indexPath.item / 3) * Self.tile.height,
      width: Self.tile.width, height: Self.tile.height)
    return attributes
  }
}

/// A data source (12 plain cells unless told) and delegate that offers menus as a test sets them up and
/// logs every menu call.
@MainActor final class MenuTestDelegate: CountingDataSource, CollectionViewDelegate {
  var log: [String] = []
  /// Whether `shouldShowMenuForItemAt` says yes.
  var showsEditMenu = true
  /// The actions `canPerformAction` allows.
  var allowedActions: Set<Selector> = [.copy, .paste]
  /// The context menu to offer (nil: none); the log notes each call.
  var contextMenu: (() -> ContextMenuConfiguration?)?
  /// The senders `performAction` saw.
  var senders: [Any?] = []

  init() { super.init(counts: [12]) }

  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.shortDescription)")
  }
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    log.append("didUnhighlight \(indexPath.shortDescription)")
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.shortDescription)")
  }
  func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
    log.append("shouldShowMenu \(indexPath.shortDescription)")
    return showsEditMenu
  }
  func collectionView(
    _ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool {
    log.append("canPerform \(action) \(indexPath.shortDescription)")
    return allowedActions.contains(action)
  }
  func collectionView(
    _ collectionView: CollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) {
    log.append("perform \(action) \(indexPath.shortDescription)")
    senders.append(sender)
  }
  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> ContextMenuConfiguration? {
    log.append("contextMenuConfiguration \(indexPaths.map(\.shortDescription)) (\(point.x), \(point.y))")
    return contextMenu?()
  }
  func collectionView(
    _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {
    log.append("willPerformPreviewAction \(configuration.identifier)")
    animator.addCompletion { [weak self] in self?.log.append("preview commit completed") }
  }
  func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    log.append("willDisplayContextMenu \(configuration.identifier)")
  }
  func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {
    log.append("willEndContextMenuInteraction \(configuration.identifier)")
  }
}

/// A collection view that keeps its menu test delegate alive.
@MainActor final class MenuTestCollectionView: CollectionView {
  var retainedDelegate: MenuTestDelegate?
}

/// A 300×400 window showing a 300×400 collection view of `TileLayout` tiles with the menu delegate.
@MainActor func makeMenuCollectionView(
  count: Int = 12, size: CGSize = CGSize(width: 300, height: 400)
) -> (HeadlessHost, CollectionView, MenuTestDelegate) {
  let host = HeadlessHost(size: size)
  let cv = MenuTestCollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: TileLayout())
  cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  let delegate = MenuTestDelegate()
  delegate.count = count
  cv.retainedDelegate = delegate
  cv.dataSource = delegate
  cv.delegate = delegate
  cv.errorHandler = { error in Issue.record("unexpected collection-view error: \(error)") }
  host.show(cv)
  return (host, cv, delegate)
}

/// The centre of an item's tile in window coordinates (the collection view fills the window, unscrolled).
func tileCenter(_ item: Int) -> CGPoint {
  CGPoint(x: CGFloat(item % 3) * 100 + 50, y: CGFloat(item / 3) * 60 + 30)
}

extension HeadlessHost {
  /// A finger held still at a point for `duration` seconds, then lifted.
  func longPress(at point: CGPoint, duration: TimeInterval = 0.6) {
    send(.touchDown(id: 1, location: point, pointer: false))
    advance(by: duration)
    send(.touchUp(id: 1, location: point))
  }
}

/// The centre of a rectangle.
func center(of rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }
