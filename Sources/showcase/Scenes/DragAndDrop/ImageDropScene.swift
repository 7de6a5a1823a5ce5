import Foundation
import Trellis

/// A drop target for image files from the desktop: a grid that starts empty with a hint, takes drops of
/// files whose PNG or JPEG contents load (`loadObject(ofClass: Image.self)`), appends one tile per image
/// with its file name, and refuses other files with a message: a drop with no image gets a `.forbidden`
/// proposal, a drop mixing images and other files adds the images and names the rest, and an image file
/// whose contents don't decode is named as unreadable.
///
/// Under Xvfb, where no program can drag files, `TRELLIS_SYNTHETIC_DROP` makes SDL deliver a drop (see
/// `SDLHost`).
@MainActor final class ImageDropScene: SceneController, CollectionViewDataSource, CollectionViewDropDelegate {
  /// A dropped image and its file's name.
  struct DroppedImage {
    let name: String
    let image: Image
  }

  /// The hint shown while the grid is empty.
  static let hint = "Drop PNG or JPEG files here"
  /// The images dropped so far, in order.
  private(set) var images: [DroppedImage] = []
  private(set) var collectionView: CollectionView!
  /// The line above the grid: the hint, then what the last drop did.
  let status = caption(ImageDropScene.hint, size: 15)
  private let emptyHint = caption(ImageDropScene.hint, size: 22)

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 160, height: 120)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = EdgeInsets(all: 12)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.backgroundColor = .secondarySystemGroupedBackground
    cv.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    cv.dataSource = self
    cv.dropDelegate = self
    emptyHint.textColor = .tertiaryLabel
    cv.backgroundView = emptyHint
    view.addSubview(cv)
    collectionView = cv
    status.textAlignment = .left
    view.addSubview(status)
  }

  override func layoutScene(in bounds: CGRect) {
    status.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: 36)
    collectionView.frame = CGRect(x: 0, y: 36, width: bounds.width, height: max(0, bounds.height - 36))
  }

  // MARK: Data source

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { images.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
    if let cell = cell as? PhotoCell {
      cell.imageView.image = images[indexPath.item].image
      cell.caption.text = images[indexPath.item].name
    }
    return cell
  }

  // MARK: Drop delegate

  /// The name of a dropped item: its file's name, or its suggested name.
  private func name(of item: DragItem) -> String {
    var url: URL?
    item.itemProvider.loadObject(ofClass: URL.self) { value, _ in url = value }
    if let url, url.isFileURL { return url.lastPathComponent }
    return item.itemProvider.suggestedName ?? "text"
  }

  /// Any session is handled, so one without images can be refused with a message.
  func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool { true }

  func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal {
    guard session.items.contains(where: { $0.itemProvider.canLoadObject(ofClass: Image.self) }) else {
      status.text = "Not an image: \(session.items.map(name(of:)).joined(separator: ", ")) (PNG or JPEG only)"
      status.textColor = .systemRed
      return CollectionViewDropProposal(operation: .forbidden)
    }
    return CollectionViewDropProposal(operation: .copy)
  }

  func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
    var added: [DroppedImage] = []
    var landing: [DragItem] = []
    var notImages: [String] = []
    var unreadable: [String] = []
    for item in coordinator.items {
      let name = name(of: item.dragItem)
      guard item.dragItem.itemProvider.canLoadObject(ofClass: Image.self) else {
        notImages.append(name)
        continue
      }
      var image: Image?
      item.dragItem.itemProvider.loadObject(ofClass: Image.self) { value, _ in image = value }
      guard let image else {
        unreadable.append(name)
        continue
      }
      added.append(DroppedImage(name: name, image: image))
      landing.append(item.dragItem)
    }
    let start = images.count
    collectionView.performBatchUpdates {
      self.images += added
      collectionView.insertItems(at: (start..<self.images.count).map { IndexPath(item: $0, section: 0) })
    }
    for (offset, dragItem) in landing.enumerated() {
      coordinator.drop(dragItem, toItemAt: IndexPath(item: start + offset, section: 0))
    }
    emptyHint.isHidden = !images.isEmpty
    var parts: [String] = []
    if !added.isEmpty { parts.append("Added \(added.count) \(added.count == 1 ? "image" : "images")") }
    if !notImages.isEmpty { parts.append("not an image: \(notImages.joined(separator: ", ")) (PNG or JPEG only)") }
    if !unreadable.isEmpty { parts.append("could not read: \(unreadable.joined(separator: ", "))") }
    let text = parts.joined(separator: "; ")
    status.text = text.prefix(1).uppercased() + text.dropFirst()
    status.textColor = notImages.isEmpty && unreadable.isEmpty ? .secondaryLabel : .systemRed
  }
}
