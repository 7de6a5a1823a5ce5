import Trellis

/// A reorderable photo grid in albums, written as UIKit code writes it: a collection-view controller
/// with the standard movement gesture (`installsStandardGestureForInteractiveMovement`, on by default) and
/// a data source that says every photo can move and applies each move to its model. Hold a photo 0.5 s,
/// then drag it: the others make room; near the top or bottom edge the grid scrolls; drop it in any album,
/// also the empty last one, over its title.
/// With a photo selected, Alt+Shift+arrows move it without a pointer.
@MainActor final class ReorderPhotosScene: SceneController {
  let grid = ReorderablePhotosController()
  private let note = caption(
    "Hold a photo and drag it to any album: the grid scrolls at its edges. Alt+Shift+arrows move the selected one.")

  override func viewDidLoad() {
    super.viewDidLoad()
    note.textAlignment = .left
    view.addSubview(note)
    addChild(grid)
    view.addSubview(grid.view)
    grid.didMove(toParent: self)
  }

  override func layoutScene(in bounds: CGRect) {
    note.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: 32)
    grid.view.frame = CGRect(x: 0, y: 32, width: bounds.width, height: max(0, bounds.height - 32))
  }

  /// Keys reach the scene, the frontmost controller: the grid's controller takes arrows and moves.
  override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    grid.pressesBegan(presses, with: event)
  }
}

/// The grid of the reorderable photos scene: albums as sections with a header each.
@MainActor final class ReorderablePhotosController: CollectionViewController {
  /// The photos.
  let albums = PhotoAlbums([
    ("Summer", 18), ("Mountains", 12), ("City at night", 20), ("Garden", 14), ("Favourites", 0),
  ])
  /// The size of a photo.
  static let photoSize = CGSize(width: 96, height: 96)

  init() {
    let layout = FlowLayout()
    layout.itemSize = Self.photoSize
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
    layout.headerReferenceSize = CGSize(width: 0, height: 36)
    super.init(collectionViewLayout: layout)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = .systemBackground
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    collectionView.register(
      SectionLabelView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: SectionLabelView.headerIdentifier)
  }

  override func numberOfSections(in collectionView: CollectionView) -> Int { albums.photos.count }

  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    albums.photos[section].count
  }

  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
    let photo = albums.photos[indexPath.section][indexPath.item]
    cell.imageView.image = PhotoLibrary.photo(photo * 7)
    cell.caption.text = "\(photo + 1)"
    return cell
  }

  override func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    let view =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: SectionLabelView.headerIdentifier, for: indexPath) as! SectionLabelView
    view.label.font = .systemFont(ofSize: 20, weight: .bold)
    view.label.textColor = .label
    view.label.text = headerText(indexPath.section)
    return view
  }

  override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

  override func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    albums.move(
      from: (sourceIndexPath.section, sourceIndexPath.item),
      to: (destinationIndexPath.section, destinationIndexPath.item))
    // The two albums' headers show their new counts.
    for section in Set([sourceIndexPath.section, destinationIndexPath.section]) {
      let header = collectionView.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
      (header as? SectionLabelView)?.label.text = headerText(section)
    }
  }

  /// An album's title and how many photos it holds; an empty one invites a photo (held over its header,
  /// a photo goes into it).
  private func headerText(_ section: Int) -> String {
    let count = albums.photos[section].count
    return "\(albums.titles[section])  ·  "
      + (count == 0 ? "empty: drag a photo onto this title" : count == 1 ? "1 photo" : "\(count) photos")
  }
}
