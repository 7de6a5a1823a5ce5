import Trellis

/// The book's chapter 4 "Going Beyond Grids": 100,000 tiles of varying heights in a `WaterfallLayout`,
/// each in the shortest column; the layout answers queries from a `SpatialIndex`, so scrolling costs
/// what a screenful costs.
@MainActor final class WaterfallScene: SceneController, CollectionViewDataSource, CollectionViewDelegateWaterfallLayout
{
  static let itemCount = 100_000
  private(set) var collectionView: CollectionView!
  let layout = WaterfallLayout()
  private let info = caption("")

  /// Item `item`'s height: 60–220 points, a fixed hash of the item.
  static func height(ofItem item: Int) -> CGFloat {
    var x = UInt64(item) &* 0x9E37_79B9_7F4A_7C15
    x ^= x >> 29
    return 60 + CGFloat(x % 161)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.columnSpacing = 8
    layout.itemSpacing = 8
    layout.sectionInset = EdgeInsets(all: 8)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.reuseIdentifier)
    cv.dataSource = self
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
    info.textAlignment = .left
    view.addSubview(info)
  }

  /// The collection view takes the keyboard: arrows, Page Up/Down and Home/End move the selection.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.becomeFirstResponder()
  }

  override func layoutScene(in bounds: CGRect) {
    info.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: 32)
    collectionView.frame = CGRect(x: 0, y: 32, width: bounds.width, height: max(0, bounds.height - 32))
    layout.columnCount = max(2, Int(bounds.width / 170))
    updateInfo()
  }

  private func updateInfo() {
    let visible = collectionView.indexPathsForVisibleItems.count
    info.text =
      "100,000 items in \(layout.columnCount) columns, each in the shortest; \(visible) on screen, "
      + "\(collectionView.statistics.cellsCreated) cells made"
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { Self.itemCount }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.reuseIdentifier, for: indexPath) as! NumberCell
    cell.configure(indexPath.item, hue: Int(Self.height(ofItem: indexPath.item)) * 2)
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath,
    columnWidth: CGFloat
  ) -> CGFloat { Self.height(ofItem: indexPath.item) }

  func scrollViewDidScroll(_ scrollView: ScrollView) { updateInfo() }
}
