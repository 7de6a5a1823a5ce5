import Foundation
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

/// What a `dequeue…` call is serving right now.
enum DequeueContext {
  /// A call from outside a data-source request.
  case none
  /// The data source is asked for the view of `key`; its attributes are applied at dequeue.
  case element(key: ElementKey, element: QueriedElement?)
  /// `reconfigureItems(at:)` asks the data source again: the dequeue returns this cell.
  case reconfiguring(CollectionViewCell)
}

/// The registered classes and the reuse queues: the registry part of a collection view. It makes and
/// reuses views; what they show is the collection view's business.
@MainActor final class ReuseRegistry {
  /// Cell classes by reuse identifier.
  private(set) var cellClasses: [String: CollectionViewCell.Type] = [:]
  /// Supplementary view classes by kind and reuse identifier.
  private(set) var supplementaryClasses: [SupplementaryRegistrationKey: CollectionReusableView.Type] = [:]
  /// The reuse queues, made on first use.
  private(set) var pools: [ReusePoolKey: ReuseQueue] = [:]
  /// What the dequeue calls running now serve.
  var dequeueContext = DequeueContext.none

  /// Registers (or, with nil, unregisters) a cell class.
  func register(_ cellClass: CollectionViewCell.Type?, forCell identifier: String) {
    cellClasses[identifier] = cellClass
  }

  /// Registers (or, with nil, unregisters) a supplementary view class.
  func register(_ viewClass: CollectionReusableView.Type?, forSupplementary key: SupplementaryRegistrationKey) {
    supplementaryClasses[key] = viewClass
  }

  /// A view from the queue `pool`, after its `prepareForReuse()`, or a new one from `make`.
  func reuseOrMake(_ pool: ReusePoolKey, make: () -> CollectionReusableView) -> CollectionReusableView {
    if let view = pools[pool]?.views.popLast() {
      view.prepareForReuse()
      return view
    }
    return make()
  }

  /// The reuse queue for a key, made on first use.
  func queue(for key: ReusePoolKey) -> ReuseQueue {
    if let queue = pools[key] { return queue }
    let queue = ReuseQueue()
    pools[key] = queue
    return queue
  }

  /// The number of views waiting in reuse queues.
  /// - Complexity: O(queues).
  var reusableViewCount: Int { pools.values.reduce(0) { $0 + $1.views.count } }

  /// What is broken in the queues: a view queued twice, queued while `isElsewhere` says it is visible
  /// or held, attached, or still showing an element.
  /// - Complexity: O(queued views).
  func problems(isElsewhere: (ObjectIdentifier) -> String?) -> [String] {
    var problems: [String] = []
    var queued = Set<ObjectIdentifier>()
    for (pool, queue) in pools {
      for view in queue.views {
        let id = ObjectIdentifier(view)
        if !queued.insert(id).inserted { problems.append("a view is queued twice (\(pool.identifier))") }
        if let place = isElsewhere(id) { problems.append("a view is both \(place) and queued (\(pool.identifier))") }
        if view.superview != nil { problems.append("a queued view is still a subview (\(pool.identifier))") }
        if let key = view.elementKey { problems.append("a queued view still shows \(key)") }
      }
    }
    return problems
  }
}
