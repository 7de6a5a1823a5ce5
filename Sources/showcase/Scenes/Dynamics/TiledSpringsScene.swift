import Trellis
import TrellisDynamics

/// 100,000 numbered items under `SpringyFlowLayout`: springs hang only on the items near the screen,
/// so a scrolled frame costs what it costs with the book's 120.
@MainActor final class TiledSpringsScene: SceneController, CollectionViewDataSource, CollectionViewDelegate {
  static let itemCount = 100_000
  private var collectionView: CollectionView!
  private let layout = SpringyFlowLayout()
  private let info = caption("")

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.itemSize = CGSize(width: 60, height: 44)  // wide enough for five digits
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.reuseIdentifier)
    cv.dataSource = self
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
    info.textAlignment = .left
    view.addSubview(info)
  }

  override func layoutScene(in bounds: CGRect) {
    info.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: 32)
    collectionView.frame = CGRect(x: 0, y: 32, width: bounds.width, height: max(0, bounds.height - 32))
    updateInfo()
  }

  private func updateInfo() {
    info.text = "100,000 items, \(layout.springBehaviors.count) springs near the screen"
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { Self.itemCount }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.reuseIdentifier, for: indexPath) as! NumberCell
    cell.configure(indexPath.item, hue: 20 + indexPath.item % 20)
    return cell
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) { updateInfo() }
}
