import Trellis

/// A million numbered items in a uniform grid: scrolling costs the same as with ten items.
@MainActor final class MillionGridScene: SceneController, CollectionViewDataSource, CollectionViewDelegate {
  static let itemCount = 1_000_000
  private var collectionView: CollectionView!
  private let info = caption("")

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 72, height: 72)
    layout.minimumInteritemSpacing = 6
    layout.minimumLineSpacing = 6
    layout.sectionInset = EdgeInsets(all: 12)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.reuseIdentifier)
    cv.dataSource = self
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
    info.textAlignment = .left
    view.addSubview(info)
  }

  /// The collection view takes the keyboard: arrows, Page Up/Down and Home/End move the selection, Return selects.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.becomeFirstResponder()
  }

  override func layoutScene(in bounds: CGRect) {
    info.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: 32)
    collectionView.frame = CGRect(x: 0, y: 32, width: bounds.width, height: max(0, bounds.height - 32))
    updateInfo()
  }

  private func updateInfo() {
    let visible = collectionView.indexPathsForVisibleItems.map(\.item)
    let range = visible.isEmpty ? "" : " — showing \(visible.min()! + 1)…\(visible.max()! + 1)"
    info.text = "1,000,000 items, \(collectionView.statistics.cellsCreated) cells made\(range)"
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { Self.itemCount }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.reuseIdentifier, for: indexPath) as! NumberCell
    cell.configure(indexPath.item)
    return cell
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) { updateInfo() }
}

/// A square cell with a number, tinted by the number.
@MainActor final class NumberCell: CollectionViewCell {
  static let reuseIdentifier = "number"
  private let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.cornerRadius = 10
    label.font = .systemFont(ofSize: 15, weight: .semibold)
    label.textColor = .white
    label.textAlignment = .center
    contentView.addSubview(label)
    let selection = View()
    selection.backgroundColor = .black.withAlphaComponent(0.35)
    selection.cornerRadius = 10
    selectedBackgroundView = selection
    bringSubviewToFront(contentView)
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  /// Shows item `item` as the number `item + 1` on a colour picked by `hue` (degrees; the item by default).
  func configure(_ item: Int, hue: Int? = nil) {
    label.text = String(item + 1)
    let degrees = (hue ?? item) % 360
    contentView.backgroundColor = Color(hue: CGFloat(degrees) / 360, saturation: 0.55, brightness: 0.85)
  }

  override var isSelected: Bool { didSet { contentView.alpha = isSelected ? 0.55 : 1 } }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}
