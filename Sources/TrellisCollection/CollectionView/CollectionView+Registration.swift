import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// Registers a cell class for a reuse identifier; nil unregisters (`register(_:forCellWithReuseIdentifier:)`).
  public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
    registry.register(cellClass, forCell: identifier)
  }

  /// Registers a supplementary view class for a kind and reuse identifier; nil unregisters.
  public func register(
    _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    registry.register(viewClass, forSupplementary: SupplementaryRegistrationKey(kind: kind, identifier: identifier))
  }

  /// A cell for `indexPath`: a reused one (after `prepareForReuse()`) or a new instance of the registered
  /// class, with the item's layout attributes applied (`dequeueReusableCell(withReuseIdentifier:for:)`).
  ///
  /// An unregistered identifier is reported (UIKit's exception text) and a plain cell is returned so the
  /// app keeps running.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    // During an interactive movement the data source names its own index paths: the cell is for the
    // item the collection view shows there.
    dequeueCell(
      withReuseIdentifier: identifier,
      forArranged: interactiveMovement.collectionViewIndexPath(forDataSource: indexPath))
  }

  /// A cell for an index path of the collection view's arrangement (`dequeueReusableCell` after the
  /// translation from the data source's order; a placeholder's cell without it).
  func dequeueCell(withReuseIdentifier identifier: String, forArranged indexPath: IndexPath) -> CollectionViewCell {
    if case .reconfiguring(let cell) = registry.dequeueContext, cell.reuseIdentifier == identifier,
      cell.elementKey == .cell(indexPath)
    {
      cell.isFreshlyDequeued = true
      return cell
    }
    let pool = ReusePoolKey(category: .cell, kind: Self.elementKindCell, identifier: identifier)
    guard let cellClass = registry.cellClasses[identifier] else {
      report(.unregisteredReuseIdentifier(kind: Self.elementKindCell, identifier: identifier))
      let placeholder = CollectionViewCell(frame: .zero)
      markDequeued(placeholder, key: .cell(indexPath), identifier: identifier)
      return placeholder
    }
    let view = registry.reuseOrMake(pool) { cellClass.init(frame: .zero) }
    countStatistic { if view.reuseIdentifier == nil { $0.cellsCreated += 1 } else { $0.viewsReused += 1 } }
    markDequeued(view, key: .cell(indexPath), identifier: identifier)
    return view as! CollectionViewCell
  }

  /// A supplementary view for `indexPath` (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let key = ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
    guard
      let viewClass = registry.supplementaryClasses[SupplementaryRegistrationKey(kind: kind, identifier: identifier)]
    else {
      report(.unregisteredReuseIdentifier(kind: kind, identifier: identifier))
      let placeholder = CollectionReusableView(frame: .zero)
      markDequeued(placeholder, key: key, identifier: identifier)
      return placeholder
    }
    let pool = ReusePoolKey(category: .supplementaryView, kind: kind, identifier: identifier)
    let view = registry.reuseOrMake(pool) { viewClass.init(frame: .zero) }
    countStatistic { if view.reuseIdentifier == nil { $0.supplementaryViewsCreated += 1 } else { $0.viewsReused += 1 } }
    markDequeued(view, key: key, identifier: identifier)
    return view
  }

  /// A decoration view of a kind registered on the layout, reused per kind.
  func dequeueDecorationView(ofKind kind: String, for indexPath: IndexPath) -> CollectionReusableView? {
    guard let viewClass = collectionViewLayout.decorationViewClasses[kind] else {
      report(.unregisteredReuseIdentifier(kind: kind, identifier: kind))
      return nil
    }
    let pool = ReusePoolKey(category: .decorationView, kind: kind, identifier: kind)
    let view = registry.reuseOrMake(pool) { viewClass.init(frame: .zero) }
    countStatistic { if view.reuseIdentifier == nil { $0.supplementaryViewsCreated += 1 } else { $0.viewsReused += 1 } }
    view.reuseIdentifier = kind
    return view
  }

  private func markDequeued(_ view: CollectionReusableView, key: ElementKey, identifier: String) {
    view.reuseIdentifier = identifier
    view.isFreshlyDequeued = true
    view.dequeuedElement = key
    if case .element(let requested, let element?) = registry.dequeueContext, requested == key {
      apply(element, to: view, origin: containers.dequeueOrigin)
    }
    if key.category == .cell, let cell = view as? CollectionViewCell { prepareCellStates(cell, at: key.indexPath) }
  }

  /// Puts a view that left the screen into its reuse queue.
  /// A view without a reuse identifier (a placeholder for a misbehaving data source) is only removed.
  func enqueue(_ view: CollectionReusableView) {
    let shown = view.elementKey
    if view === swipeState.cell { closeSwipedRow(animated: false) }  // a swiped row that leaves closes
    // A view dequeued again starts from its new attributes, not from an animation it left during.
    Animator.shared.completeAnimations(for: view)
    view.stopAttributesMotion(finished: true)
    view.removeFromSuperview()
    view.elementKey = nil
    guard let key = shown, let identifier = view.reuseIdentifier else { return }
    let kind = key.category == .cell ? Self.elementKindCell : (key.kind ?? "")
    registry.queue(for: ReusePoolKey(category: key.category, kind: kind, identifier: identifier)).views.append(view)
  }

  /// The number of views waiting in reuse queues, for tests.
  /// - Complexity: O(reuse queues).
  public var reusableViewCount: Int { registry.reusableViewCount }
}
