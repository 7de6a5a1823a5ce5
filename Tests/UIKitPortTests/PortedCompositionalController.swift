import TrellisUIKitNames

/// A controller as tutorials write one for a compositional layout: plain cells, and a plain reusable view
/// for every supplementary kind the layout names.
@MainActor final class CompositionalSampleController: UICollectionViewController {
  static let headerKind = "section-header-element-kind"
  static let badgeKind = "badge-element-kind"
  let counts: [Int]

  init(layout: UICollectionViewLayout, counts: [Int]) {
    self.counts = counts
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [Self.headerKind, Self.badgeKind] {
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
    }
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
  }
}
