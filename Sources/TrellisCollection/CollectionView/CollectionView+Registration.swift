import Foundation
import TrellisGeometry
import TrellisUI

/// The key of a supplementary view class: kind and reuse identifier.
struct SupplementaryRegistrationKey: Hashable {
  var kind: String
  var identifier: String
}

/// The key of a reuse queue: category, kind and identifier.
struct ReusePoolKey: Hashable {
  var category: ElementCategory
  var kind: String
  var identifier: String
}

/// One reuse queue (LIFO, as UIKit's). A class so popping and pushing mutate in place: mutating an array
/// stored as a dictionary value through `dict[key]?.popLast()` allocates on every call.
final class ReuseQueue {
  var views: [CollectionReusableView] = []
}

/// The element the data source is being asked for right now (its attributes are applied at dequeue).
struct DequeueRequest {
  var key: ElementKey
  var element: QueriedElement?
}

extension CollectionView {
  /// Registers a cell class for a reuse identifier; nil unregisters (`register(_:forCellWithReuseIdentifier:)`).
  public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass
  }

  /// Registers a supplementary view class for a kind and reuse identifier; nil unregisters.
  public func register(
    _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[SupplementaryRegistrationKey(kind: kind, identifier: identifier)] = viewClass
  }

  /// A cell for `indexPath`: a reused one (after `prepareForReuse()`) or a new instance of the registered
  /// class, with the item's layout attributes applied (`dequeueReusableCell(withReuseIdentifier:for:)`).
  ///
  /// An unregistered identifier is reported (UIKit's exception text) and a plain cell is returned so the
  /// app keeps running.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let cell = reconfiguringCell, cell.reuseIdentifier == identifier, cell.elementKey == .cell(indexPath) {
      cell.isFreshlyDequeued = true
      return cell
    }
    let pool = ReusePoolKey(category: .cell, kind: Self.elementKindCell, identifier: identifier)
    guard let cellClass = cellClasses[identifier] else {
      report(.unregisteredReuseIdentifier(kind: Self.elementKindCell, identifier: identifier))
      let placeholder = CollectionViewCell(frame: .zero)
      markDequeued(placeholder, key: .cell(indexPath), identifier: identifier)
      return placeholder
    }
    let view = reuseOrMake(pool) { cellClass.init(frame: .zero) }
    countStatistic { if view.reuseIdentifier == nil { $0.cellsCreated += 1 } else { $0.viewsReused += 1 } }
    markDequeued(view, key: .cell(indexPath), identifier: identifier)
    return view as! CollectionViewCell
  }

  /// A supplementary view for `indexPath` (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let key = ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
    guard let viewClass = supplementaryClasses[SupplementaryRegistrationKey(kind: kind, identifier: identifier)] else {
      report(.unregisteredReuseIdentifier(kind: kind, identifier: identifier))
      let placeholder = CollectionReusableView(frame: .zero)
      markDequeued(placeholder, key: key, identifier: identifier)
      return placeholder
    }
    let pool = ReusePoolKey(category: .supplementaryView, kind: kind, identifier: identifier)
    let view = reuseOrMake(pool) { viewClass.init(frame: .zero) }
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
    let view = reuseOrMake(pool) { viewClass.init(frame: .zero) }
    countStatistic { if view.reuseIdentifier == nil { $0.supplementaryViewsCreated += 1 } else { $0.viewsReused += 1 } }
    view.reuseIdentifier = kind
    return view
  }

  private func reuseOrMake(_ pool: ReusePoolKey, make: () -> CollectionReusableView) -> CollectionReusableView {
    if let view = reusePools[pool]?.views.popLast() {
      view.prepareForReuse()
      return view
    }
    return make()
  }

  private func markDequeued(_ view: CollectionReusableView, key: ElementKey, identifier: String) {
    view.reuseIdentifier = identifier
    view.isFreshlyDequeued = true
    view.dequeuedElement = key
    if let request = currentDequeue, request.key == key, let element = request.element { apply(element, to: view) }
  }

  /// Puts a view that left the screen into its reuse queue.
  /// A view without a reuse identifier (a placeholder for a misbehaving data source) is only removed.
  func enqueue(_ view: CollectionReusableView) {
    let shown = view.elementKey
    // A view dequeued again starts from its new attributes, not from an animation it left during.
    Animator.shared.completeAnimations(for: view)
    view.stopAttributesMotion(finished: true)
    view.removeFromSuperview()
    view.elementKey = nil
    guard let key = shown, let identifier = view.reuseIdentifier else { return }
    let kind = key.category == .cell ? Self.elementKindCell : (key.kind ?? "")
    queue(for: ReusePoolKey(category: key.category, kind: kind, identifier: identifier)).views.append(view)
  }

  /// The reuse queue for a key, made on first use.
  func queue(for key: ReusePoolKey) -> ReuseQueue {
    if let queue = reusePools[key] { return queue }
    let queue = ReuseQueue()
    reusePools[key] = queue
    return queue
  }

  /// The number of views waiting in reuse queues, for tests.
  public var reusableViewCount: Int { reusePools.values.reduce(0) { $0 + $1.views.count } }
}
