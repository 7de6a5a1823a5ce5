import Foundation
import TrellisDiffable
import TrellisGeometry
import TrellisUI

/// A misuse of a collection view, with the call, the element and the numbers involved.
///
/// UIKit raises Objective-C exceptions for these; Trellis refuses the operation, leaves the collection
/// view as it was, and hands the error to `CollectionView.errorHandler` (by default it prints the
/// message to standard error). Errors found while laying out (a data source or layout misbehaving)
/// can't be thrown, so every case goes through the handler; tests install their own handler to
/// assert on the exact text.
public enum CollectionViewError: Error, Equatable, CustomStringConvertible {
  /// `dequeue…` with an identifier that has no registered class.
  case unregisteredReuseIdentifier(kind: String, identifier: String)
  /// The data source returned a view that did not come from `dequeue…` in this call.
  case viewNotDequeued(kind: String, indexPath: IndexPath)
  /// The data source returned a cell dequeued for another index path.
  case viewDequeuedForOtherIndexPath(kind: String, requested: IndexPath, dequeued: IndexPath)
  /// The data source returned, for a supplementary element of one kind, a view dequeued for another kind.
  case supplementaryViewOfOtherKind(requested: String, dequeued: String, indexPath: IndexPath)
  /// An index path outside the collection view's current counts.
  case indexPathOutOfRange(call: String, indexPath: IndexPath, sections: Int, items: Int?)
  /// A section outside the collection view's current counts.
  case sectionOutOfRange(call: String, section: Int, sections: Int)
  /// A negative count from the data source.
  case negativeCount(call: String, section: Int?, count: Int)
  /// The layout returned a non-finite or negative geometry for an element.
  case invalidLayoutAttributes(element: String, frame: CGRect)
  /// The layout returned a non-finite or negative content size.
  case invalidContentSize(CGSize)
  /// A view's `preferredLayoutAttributesFitting(_:)` answered a non-finite or negative size; the layout's
  /// size is kept.
  case invalidPreferredSize(element: String, size: CGSize)
  /// The layout returned no attributes for an item the collection view needed.
  case missingLayoutAttributes(element: String)
  /// A supplementary view was needed but the data source doesn't provide them.
  case missingSupplementaryView(kind: String, indexPath: IndexPath)
  /// A `CollectionViewController` subclass reports items but doesn't override `collectionView(_:cellForItemAt:)`.
  case cellProviderNotOverridden(controller: String, indexPath: IndexPath)
  /// A cell or supplementary registration was created inside a data-source call.
  case registrationCreatedInsideDataSource
  /// A layout that another collection view uses was given to this one; `keptCurrent` says whether this
  /// collection view kept its layout (setter) or started with an empty one (initialiser).
  case layoutInUseByAnotherCollectionView(layout: String, keptCurrent: Bool)
  /// `scrollToItem` with two positions of the same axis.
  case conflictingScrollPositions(String)
  /// The collection view, as a scroll view, refused non-finite geometry (a NaN content offset, say).
  case scrollViewGeometry(ScrollViewError)
  /// A layout found a problem in what it was given (a layout's own error, such as `FlowLayoutError`'s),
  /// reported with `CollectionView.reportLayoutError(_:)`.
  case layout(LayoutError)
  /// The layout returned an element whose index path can't be shown (a cell outside the counts, a
  /// negative index, a supplementary view's path of three indexes, say); the element is left out.
  case invalidElementIndexPath(element: String, reason: String)

  /// A batch update was refused (the planner's first problem, in UIKit's words where UIKit has them);
  /// the collection view reloaded from the data source instead.
  case invalidBatchUpdate(String)

  /// An interactive layout transition call that can't be honoured (a second start while one is tracked,
  /// a finish or cancel without one); the message says which and what was done instead.
  case interactiveTransition(String)

  /// An interactive movement call that can't be honoured (no movement running, a second begin, a target
  /// outside the arrangement, a change that cancels the movement); the message says which and what was done.
  case interactiveMovement(String)

  /// A snapshot, section snapshot or diffable data source was misused (the call changed nothing).
  case diffableDataSource(DiffableDataSourceError)

  /// A drag or drop call that can't be honoured (an item gone mid-drag, a drop at an index path out of
  /// range); the message says which, with the numbers, and what was done instead.
  case dragAndDrop(String)

  /// The message, in UIKit's wording where UIKit has one.
  public var description: String {
    switch self {
    case .unregisteredReuseIdentifier(let kind, let identifier):
      return "could not dequeue a view of kind: \(kind) with identifier \(identifier) - "
        + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    case .viewNotDequeued(let kind, let indexPath):
      return "the view returned for \(kind) at \(indexPath.shortDescription) was not retrieved by calling "
        + "-dequeueReusable… on the collection view in this call"
    case .viewDequeuedForOtherIndexPath(let kind, let requested, let dequeued):
      return "the view returned for \(kind) at \(requested.shortDescription) was dequeued for "
        + "\(dequeued.shortDescription); dequeue with the index path you were asked for"
    case .supplementaryViewOfOtherKind(let requested, let dequeued, let indexPath):
      return "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match "
        + "the element kind it is being used for. When asked for a view of element kind '\(requested)' the data "
        + "source dequeued a view registered for the element kind '\(dequeued)'. (index path "
        + "\(indexPath.shortDescription); the element is not shown)"
    case .indexPathOutOfRange(let call, let indexPath, let sections, let items):
      if let items {
        return "\(call): index path \(indexPath.shortDescription) is out of range: section \(indexPath.section) "
          + "has \(items) items"
      }
      return
        "\(call): index path \(indexPath.shortDescription) is out of range: the collection view has \(sections) sections"
    case .sectionOutOfRange(let call, let section, let sections):
      return "\(call): request for number of items in section \(section) when there are only \(sections) sections "
        + "in the collection view"
    case .negativeCount(let call, let section, let count):
      let place = section.map { " for section \($0)" } ?? ""
      return "\(call) returned a negative count (\(count))\(place)"
    case .invalidLayoutAttributes(let element, let frame):
      return "the layout returned an invalid frame for \(element): (\(frame.origin.x), \(frame.origin.y), "
        + "\(frame.size.width), \(frame.size.height)); frames must be finite with non-negative sizes"
    case .invalidPreferredSize(let element, let size):
      return "preferredLayoutAttributesFitting(_:) returned an invalid size for \(element): (\(size.width), "
        + "\(size.height)); sizes must be finite and non-negative, the layout's size is kept"
    case .invalidContentSize(let size):
      return "the layout returned an invalid content size (\(size.width), \(size.height)); it must be finite and "
        + "non-negative"
    case .missingLayoutAttributes(let element):
      return "no LayoutAttributes instance for -layoutAttributesForItem(at:) for \(element)"
    case .missingSupplementaryView(let kind, let indexPath):
      return "the layout has a supplementary view of kind \(kind) at \(indexPath.shortDescription) but the data "
        + "source doesn't implement collectionView(_:viewForSupplementaryElementOfKind:at:)"
    case .cellProviderNotOverridden(let controller, let indexPath):
      return "\(controller) reports items but doesn't override collectionView(_:cellForItemAt:); the cell at "
        + "\(indexPath.shortDescription) is shown empty"
    case .registrationCreatedInsideDataSource:
      return "Attempted to dequeue a cell using a registration that was created inside "
        + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. "
        + "Creating a new registration each time a cell is requested will prevent reuse and cause created cells to "
        + "remain inaccessible in memory for the lifetime of the collection view. Registrations should be created "
        + "up front and reused."
    case .layoutInUseByAnotherCollectionView(let layout, let keptCurrent):
      return "the \(layout) is already the layout of another collection view; a layout serves one collection view at "
        + "a time (" + (keptCurrent ? "kept the current layout)" : "this collection view starts with an empty layout)")
    case .conflictingScrollPositions(let detail):
      return "scrollToItem(at:at:animated:): \(detail)"
    case .scrollViewGeometry(let error):
      return error.description
    case .layout(let error):
      return error.message
    case .invalidElementIndexPath(let element, let reason):
      return "the layout returned attributes for \(element), whose index path \(reason); the element is not shown"
    case .invalidBatchUpdate(let message):
      return message
    case .interactiveTransition(let message):
      return message
    case .interactiveMovement(let message):
      return message
    case .diffableDataSource(let error):
      return error.description
    case .dragAndDrop(let message):
      return message
    }
  }
}
