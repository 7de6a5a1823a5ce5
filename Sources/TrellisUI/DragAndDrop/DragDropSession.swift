import Foundation
import TrellisGeometry

/// What drag sessions and drop sessions share (`UIDragDropSession`).
@MainActor public protocol DragDropSession: AnyObject {
  /// The items being dragged (`items`).
  var items: [DragItem] { get }
  /// The pointer's location in a view's coordinates (`location(in:)`).
  func location(in view: View) -> CGPoint
  /// Whether a destination may move the items rather than copy them (`allowsMoveOperation`).
  var allowsMoveOperation: Bool { get }
  /// Whether the items may only be dropped in the application they come from (`isRestrictedToDraggingApplication`).
  var isRestrictedToDraggingApplication: Bool { get }
  /// Whether any item's provider has a representation conforming to one of the types
  /// (`hasItemsConforming(toTypeIdentifiers:)`).
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
  /// Whether every item's provider can make a value of the class (`canLoadObjects(ofClass:)`).
  func canLoadObjects(ofClass aClass: any ItemProviderReading.Type) -> Bool
}

/// A drag as its source sees it (`UIDragSession`).
@MainActor public protocol DragSession: DragDropSession {
  /// The source's own context for the drag (`localContext`).
  var localContext: Any? { get set }
}

/// A drag as a destination sees it (`UIDropSession`).
@MainActor public protocol DropSession: DragDropSession {
  /// The drag session when the drag began in this application, nil for a drop from another program
  /// (`localDragSession`).
  var localDragSession: (any DragSession)? { get }
  /// Makes a value of the class from each item that can make one, in item order, and passes them to
  /// `completion` before returning (`loadObjects(ofClass:completion:)`; UIKit calls it later on the main queue).
  @discardableResult func loadObjects<T: ItemProviderReading>(
    ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void
  ) -> Progress
}

/// One running drag: the drag session its source sees and the drop session destinations see.
@MainActor package final class DragAndDropSession: DragSession, DropSession {
  /// The items, in the order they joined the drag.
  package var items: [DragItem]
  /// The source's context.
  package var localContext: Any?
  /// Whether destinations may move the items (the source decides when the drag begins).
  package var allowsMoveOperation: Bool
  /// Whether only this application may take the items (the source decides when the drag begins).
  package var isRestrictedToDraggingApplication: Bool
  /// False for a drop from another program.
  package let isLocal: Bool
  /// The window the pointer is over; weak, so a session a source or target still remembers (a drag
  /// forgotten by `DragEngine.reset()`) never keeps its window and views alive.
  package private(set) weak var window: Window?
  /// The pointer's location in the window.
  package var locationInWindow: CGPoint

  package init(
    items: [DragItem], window: Window, location: CGPoint, allowsMoveOperation: Bool,
    isRestrictedToDraggingApplication: Bool, isLocal: Bool
  ) {
    self.items = items
    self.window = window
    locationInWindow = location
    self.allowsMoveOperation = allowsMoveOperation
    self.isRestrictedToDraggingApplication = isRestrictedToDraggingApplication
    self.isLocal = isLocal
  }

  package func location(in view: View) -> CGPoint { view.convert(locationInWindow, from: nil) }

  package var localDragSession: (any DragSession)? { isLocal ? self : nil }

  /// - Complexity: O(items · representations · types).
  package func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
    items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
  }

  /// - Complexity: O(items · representations · types).
  package func canLoadObjects(ofClass aClass: any ItemProviderReading.Type) -> Bool {
    !items.isEmpty && items.allSatisfy { $0.itemProvider.canLoadObject(ofClass: aClass) }
  }

  /// - Complexity: O(items) loads.
  @discardableResult package func loadObjects<T: ItemProviderReading>(
    ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: Int64(items.count))
    var objects: [T] = []
    for item in items {
      item.itemProvider.loadObject(ofClass: aClass) { object, _ in if let object { objects.append(object) } }
      progress.completedUnitCount += 1
    }
    completion(objects)
    return progress
  }
}
