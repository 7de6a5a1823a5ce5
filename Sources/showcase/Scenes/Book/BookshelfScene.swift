import Trellis
import TrellisTesting

/// Decoration views (the book's chapters 4 and 5): a bookcase whose shelves are decoration views of a
/// flow layout subclass, behind each line of books, the books' bottoms on the planks.
@MainActor final class BookshelfScene: SceneController, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  /// One book: its title, spine colour and size.
  struct Book {
    var title: String
    var color: Color
    var size: CGSize
  }

  private(set) var collectionView: CollectionView!
  let layout = ShelfLayout()
  /// The books, seeded: 36–64 points thick, 110–160 tall.
  let books: [Book] = {
    let words = [
      "Swift", "Cairo", "Pango", "Layouts", "Flow", "Reuse", "Cells", "Dynamics", "Springs", "Gestures", "Menus",
      "Paging", "Updates", "Headers", "Pinch", "Stacks", "Circles", "Covers", "Grids", "Lists", "Tables", "Images",
    ]
    var random = SeededRandomNumberGenerator(seed: 12)
    let palette: [UInt32] = [0x8E3B46, 0x2E5E4E, 0x29487D, 0xC98C2E, 0x5D3C70, 0x3F7F8C, 0xA44A2A, 0x46505A]
    return (0..<90).map { index in
      Book(
        title: words[index % words.count],
        color: Color(rgb: palette[Int(random.next() % UInt64(palette.count))]),
        size: CGSize(width: CGFloat(36 + random.next() % 29), height: CGFloat(110 + random.next() % 51)))
    }
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.minimumInteritemSpacing = 3
    layout.minimumLineSpacing = ShelfLayout.headroom + ShelfLayout.plankHeight + 4
    layout.sectionInset = EdgeInsets(top: 24, left: 28, bottom: 24, right: 28)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.backgroundColor = Color(rgb: 0x3B2416)
    cv.register(BookCell.self, forCellWithReuseIdentifier: BookCell.reuseIdentifier)
    cv.dataSource = self
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
  }

  override func layoutScene(in bounds: CGRect) { collectionView.frame = bounds }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { books.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: BookCell.reuseIdentifier, for: indexPath) as! BookCell
    cell.configure(books[indexPath.item])
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { books[indexPath.item].size }
}

/// A book's spine: its colour, two gilt bands and the title running up the spine.
@MainActor final class BookCell: CollectionViewCell {
  static let reuseIdentifier = "book"
  private let title = Label()
  private let bands = [View(), View()]

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.cornerRadius = 3
    title.font = .systemFont(ofSize: 13, weight: .semibold)
    title.textColor = Color(rgb: 0xF3E3B5)
    title.textAlignment = .center
    contentView.addSubview(title)
    for band in bands {
      band.backgroundColor = Color(rgb: 0xD8B25A)
      contentView.addSubview(band)
    }
    let selection = View()
    selection.backgroundColor = .white.withAlphaComponent(0.35)
    selectedBackgroundView = selection
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  /// Shows a book.
  func configure(_ book: BookshelfScene.Book) {
    title.text = book.title
    contentView.backgroundColor = book.color
  }

  override var isSelected: Bool { didSet { contentView.alpha = isSelected ? 0.6 : 1 } }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = contentView.bounds
    bands[0].frame = CGRect(x: 0, y: 10, width: b.width, height: 3)
    bands[1].frame = CGRect(x: 0, y: b.height - 13, width: b.width, height: 3)
    // The title runs bottom to top along the spine: a label as long as the spine, turned a quarter.
    title.transform = .identity
    title.bounds = CGRect(x: 0, y: 0, width: max(0, b.height - 32), height: b.width)
    title.center = CGPoint(x: b.midX, y: b.midY)
    title.transform = CGAffineTransform(rotationAngle: -.pi / 2)
  }
}
