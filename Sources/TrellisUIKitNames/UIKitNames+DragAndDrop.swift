// UIKit's and Foundation's names for drag and drop.
import TrellisCollection
import TrellisUI

/// `NSItemProvider`.
public typealias NSItemProvider = ItemProvider
/// `NSItemProviderReading`.
public typealias NSItemProviderReading = ItemProviderReading
/// `NSItemProviderWriting`.
public typealias NSItemProviderWriting = ItemProviderWriting
/// `NSItemProviderRepresentationVisibility`.
public typealias NSItemProviderRepresentationVisibility = ItemProvider.RepresentationVisibility
/// `UIDragItem`.
public typealias UIDragItem = DragItem
/// `UIDragDropSession`.
public typealias UIDragDropSession = DragDropSession
/// `UIDragSession`.
public typealias UIDragSession = DragSession
/// `UIDropSession`.
public typealias UIDropSession = DropSession
/// `UIDropOperation`.
public typealias UIDropOperation = DropOperation
/// `UIDropProposal`.
public typealias UIDropProposal = DropProposal
/// `UIDragAnimating`.
public typealias UIDragAnimating = DragAnimating
/// `UIDragPreviewTarget`.
public typealias UIDragPreviewTarget = DragPreviewTarget
/// `UICollectionViewDragDelegate`.
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
/// `UICollectionViewDropDelegate`.
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
/// `UICollectionViewDropProposal`.
public typealias UICollectionViewDropProposal = CollectionViewDropProposal
/// `UICollectionViewDropCoordinator`.
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator
/// `UICollectionViewDropItem`.
public typealias UICollectionViewDropItem = CollectionViewDropItem
/// `UICollectionViewPlaceholder`.
public typealias UICollectionViewPlaceholder = CollectionViewPlaceholder
/// `UICollectionViewDropPlaceholder`.
public typealias UICollectionViewDropPlaceholder = CollectionViewDropPlaceholder
/// `UICollectionViewDropPlaceholderContext`.
public typealias UICollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext
/// `UIDragPreviewParameters`.
public typealias UIDragPreviewParameters = DragPreviewParameters

extension NSValue {
  /// A value holding a rectangle (UIKit's `NSValue(cgRect:)`; Foundation's `NSValue(rect:)`).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// The rectangle the value holds (UIKit's `cgRectValue`; Foundation's `rectValue`).
  public var cgRectValue: CGRect { rectValue }
}
