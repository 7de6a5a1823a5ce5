import Trellis

/// The book's chapter 4 "UITableView: UICollectionView's Daddy", written with a flow layout as the book
/// does: full-width rows with separators under grouped section headers, a highlight while pressed, a
/// selection that pushes a detail screen, and the selection cleared when the list comes back (what
/// `UITableViewController.clearsSelectionOnViewWillAppear` does). The rows are the seed book's contents.
@MainActor final class TableListScene: SceneController, CollectionViewDataSource, CollectionViewDelegate {
  /// The chapters and their sections.
  static let chapters: [(title: String, sections: [String])] = [
    (
      "1  Model-View-Controller on iOS",
      ["Basics of the Application Lifecycle", "How to Use MVC", "MVC and UICollectionView"]
    ),
    (
      "2  Displaying Content",
      [
        "Setting Up Using Code and Storyboards", "UIScrollView: A Brief Overview", "UICollectionViewCell Reuse",
        "Displaying Content to Users", "Case Study: Evaluating Performance",
      ]
    ),
    (
      "3  Contextualizing Content",
      ["Supplementary Views", "Providing Supplementary Views", "Responding to User Interactions", "Cut/Copy/Paste"]
    ),
    (
      "4  UICollectionViewFlowLayout",
      [
        "What Is a Layout?", "Subclassing UICollectionViewFlowLayout", "Laying Out Items with Custom Attributes",
        "Going Beyond Grids", "UITableView: UICollectionView's Daddy",
      ]
    ),
    ("5  Custom Layouts", ["Subclassing UICollectionViewLayout", "Animating Layout Changes", "Stacking Layouts"]),
    (
      "6  Interactivity",
      [
        "Basic Gesture Recognizer", "Responding to Taps", "Pinch and Pan", "Layout-to-Layout Transitions",
        "UIKit Dynamics",
      ]
    ),
  ]
  static let rowHeight: CGFloat = 44
  static let headerHeight: CGFloat = 38

  private(set) var collectionView: CollectionView!
  let layout = FlowLayout()

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: Self.headerHeight)
    layout.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.backgroundColor = .systemGroupedBackground
    cv.alwaysBounceVertical = true
    cv.register(TableRowCell.self, forCellWithReuseIdentifier: TableRowCell.reuseIdentifier)
    cv.register(
      TableHeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: TableHeaderView.reuseIdentifier)
    cv.dataSource = self
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
  }

  /// As a table view controller: the row that was opened is deselected, animated, when the list returns.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: indexPath, animated: animated)
    }
  }

  /// The collection view takes the keyboard: arrows move the selection, Return opens the row.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.becomeFirstResponder()
  }

  override func layoutScene(in bounds: CGRect) {
    collectionView.frame = bounds
    layout.itemSize = CGSize(width: bounds.width, height: Self.rowHeight)
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { Self.chapters.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    Self.chapters[section].sections.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: TableRowCell.reuseIdentifier, for: indexPath)
      as! TableRowCell
    let rows = Self.chapters[indexPath.section].sections
    cell.title.text = rows[indexPath.item]
    cell.showsSeparator = indexPath.item < rows.count - 1
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    let header =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: TableHeaderView.reuseIdentifier, for: indexPath) as! TableHeaderView
    header.label.text = "CHAPTER " + Self.chapters[indexPath.section].title.uppercased()
    return header
  }

  /// Pushes the row's detail screen.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    let chapter = Self.chapters[indexPath.section]
    let detail = TableDetailController(title: chapter.sections[indexPath.item], chapter: chapter.title)
    navigationController?.pushViewController(detail, animated: true)
  }
}

/// A table row: a title on white, a chevron, a grey highlight while pressed and a hairline separator
/// inset from the left, hidden under a section's last row.
@MainActor final class TableRowCell: CollectionViewCell {
  static let reuseIdentifier = "row"
  let title = Label()
  private let chevron = Label()
  private let separator = View()
  /// Whether the separator under the row shows.
  var showsSeparator = true { didSet { separator.isHidden = !showsSeparator } }
  /// Whether the separator is on screen (for tests).
  var separatorIsVisible: Bool { !separator.isHidden }

  required init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    title.font = .systemFont(ofSize: 16)
    chevron.text = "›"
    chevron.font = .systemFont(ofSize: 22)
    chevron.textColor = .systemGray2
    separator.backgroundColor = .separator
    let pressed = View()
    pressed.backgroundColor = .systemGray4
    selectedBackgroundView = pressed
    for sub in [title, chevron] { contentView.addSubview(sub) }
    addSubview(separator)
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    showsSeparator = true
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    title.frame = CGRect(x: 16, y: 0, width: max(0, b.width - 56), height: b.height)
    chevron.frame = CGRect(x: b.width - 30, y: 0, width: 20, height: b.height)
    // A hairline: one pixel at the screen's scale.
    let hairline = 1 / max(1, Screen.main.scale)
    separator.frame = CGRect(x: 16, y: b.height - hairline, width: max(0, b.width - 16), height: hairline)
  }
}

/// A grouped table's section header: small grey capitals above the rows.
@MainActor final class TableHeaderView: CollectionReusableView {
  static let reuseIdentifier = "table-header"
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .systemFont(ofSize: 12)
    label.textColor = .secondaryLabel
    addSubview(label)
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: 16, y: bounds.height - 24, width: max(0, bounds.width - 32), height: 18)
  }
}

/// The screen a row opens: the section's title and its chapter.
@MainActor final class TableDetailController: SceneController {
  let chapter: String
  private let heading = Label()
  private let body = caption("")

  init(title: String, chapter: String) {
    self.chapter = chapter
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    heading.text = title
    heading.font = .systemFont(ofSize: 28, weight: .bold)
    heading.numberOfLines = 2
    body.text = "Chapter \(chapter): pushed by collectionView(_:didSelectItemAt:). Go back and the row is deselected."
    body.textAlignment = .left
    view.addSubview(heading)
    view.addSubview(body)
  }

  override func layoutScene(in bounds: CGRect) {
    heading.frame = CGRect(x: 24, y: 32, width: bounds.width - 48, height: 72)
    body.frame = CGRect(x: 24, y: 112, width: bounds.width - 48, height: 40)
  }
}
