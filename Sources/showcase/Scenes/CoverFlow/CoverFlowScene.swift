import Trellis

/// A cover flow as a custom layout (`CoverFlowLayout`): covers turn about their vertical axes in
/// perspective, the centre one faces the viewer, a fling rests on a cover (the layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`), a tap on a side cover brings it
/// to the centre. About 15 covers are on screen at 1280 × 800.
@MainActor final class CoverFlowScene: SceneController, CollectionViewDataSource, CollectionViewDelegate {
  static let itemCount = 60
  /// The cover centred when the scene opens.
  static let initialItem = 20
  private var collectionView: CollectionView!
  private let layout = CoverFlowLayout()
  private let info = caption("", size: 15)
  private var placedInitialItem = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(white: 0.08, alpha: 1)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.backgroundColor = .clear
    cv.showsHorizontalScrollIndicator = false
    cv.register(CoverCell.self, forCellWithReuseIdentifier: CoverCell.reuseIdentifier)
    cv.dataSource = self
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
    info.textColor = Color(white: 0.75, alpha: 1)
    view.addSubview(info)
  }

  override func layoutScene(in bounds: CGRect) {
    let side = min(300, max(60, min(bounds.width / 4.3, bounds.height - 160)))
    layout.itemSize = CGSize(width: side, height: side)
    layout.spacing = side * 0.235
    layout.centreGap = side * 0.7
    collectionView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 60))
    info.frame = CGRect(x: 16, y: bounds.height - 56, width: bounds.width - 32, height: 40)
    if !placedInitialItem {
      placedInitialItem = true
      collectionView.layoutIfNeeded()
      collectionView.contentOffset = layout.contentOffset(centring: Self.initialItem)
    }
    updateInfo()
  }

  private func updateInfo() {
    let step = collectionView.contentOffset.x / max(layout.spacing, 1)
    let item = Int(max(0, min(CGFloat(Self.itemCount - 1), step.rounded())))
    let title = CoverArtView.titles[item % CoverArtView.titles.count]
    info.text = "\(item + 1) of \(Self.itemCount): \(title) — drag or fling, tap a side cover"
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { Self.itemCount }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: CoverCell.reuseIdentifier, for: indexPath) as! CoverCell
    cell.configure(indexPath.item)
    return cell
  }

  /// A tapped cover scrolls to the centre.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: false)
    collectionView.setContentOffset(layout.contentOffset(centring: indexPath.item), animated: true)
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) { updateInfo() }
}
