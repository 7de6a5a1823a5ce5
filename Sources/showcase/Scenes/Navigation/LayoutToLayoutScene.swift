import Trellis

/// Listings 6.12–6.14: layout-to-layout navigation. The primary controller shows 100 purple cells in its
/// primary layout (140 × 140 items); a tap deselects the cell and pushes a secondary controller made with
/// the secondary layout and `useLayoutToLayoutNavigationTransitions = true`: the same collection view,
/// still with the primary controller as its data source, animates to the secondary layout. Back (the
/// button, Escape, or a swipe from the left edge) animates back.
@MainActor final class LayoutToLayoutPrimaryController: CollectionViewController {
  static let cellIdentifier = "Cell"

  init() { super.init(collectionViewLayout: PrimaryLayout()) }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = .systemBackground
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
  }

  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

  override func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    cell.backgroundColor = .systemPurple
    return cell
  }

  override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    let controller = LayoutToLayoutSecondaryController(collectionViewLayout: SecondaryLayout())
    controller.title = "Secondary"
    controller.useLayoutToLayoutNavigationTransitions = true
    navigationController?.pushViewController(controller, animated: true)
  }
}

/// The secondary controller: empty, as in the book; its collection view is the primary one's.
@MainActor final class LayoutToLayoutSecondaryController: CollectionViewController {}

/// Listing 6.13: a flow layout of 140 × 140 items.
@MainActor final class PrimaryLayout: FlowLayout {
  override init() {
    super.init()
    itemSize = CGSize(width: 140, height: 140)
  }

  /// Not used: made in code.
  required init?(coder: NSCoder) { nil }
}

/// The secondary layout (the book doesn't show its code): large items in a single column.
@MainActor final class SecondaryLayout: FlowLayout {
  override init() {
    super.init()
    itemSize = CGSize(width: 300, height: 300)
    minimumLineSpacing = 24
    sectionInset = EdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
  }

  /// Not used: made in code.
  required init?(coder: NSCoder) { nil }
}
