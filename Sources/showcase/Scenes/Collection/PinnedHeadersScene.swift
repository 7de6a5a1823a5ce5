import Trellis

/// A contacts-style list: full-width rows under letter headers that stay pinned while their section scrolls.
@MainActor final class PinnedHeadersScene: SceneController, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  private let sections: [(letter: String, names: [String])] = {
    let names = [
      "Ada", "Alan", "Alonzo", "Barbara", "Bjarne", "Brian", "Charles", "Claude", "Dennis", "Donald", "Edsger",
      "Frances", "Grace", "Guido", "Hedy", "Ivan", "James", "John", "Ken", "Leslie", "Linus", "Margaret", "Niklaus",
      "Radia", "Richard", "Shafi", "Sophie", "Tim", "Tony", "Yukihiro",
    ]
    return Dictionary(grouping: names) { String($0.prefix(1)) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }()
  private var collectionView: CollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = FlowLayout()
    layout.minimumLineSpacing = 1
    layout.headerReferenceSize = CGSize(width: 0, height: 32)
    layout.sectionHeadersPinToVisibleBounds = true
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.backgroundColor = .systemGroupedBackground
    cv.register(NameCell.self, forCellWithReuseIdentifier: NameCell.reuseIdentifier)
    cv.register(
      SectionLabelView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: SectionLabelView.headerIdentifier)
    cv.dataSource = self
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
  }

  /// The collection view takes the keyboard: arrows, Page Up/Down and Home/End move the selection, Return selects.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.becomeFirstResponder()
  }

  override func layoutScene(in bounds: CGRect) { collectionView.frame = bounds }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].names.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: NameCell.reuseIdentifier, for: indexPath) as! NameCell
    cell.label.text = sections[indexPath.section].names[indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    let view =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: SectionLabelView.headerIdentifier, for: indexPath) as! SectionLabelView
    view.label.text = sections[indexPath.section].letter
    view.backgroundColor = Color(rgb: 0xE9E9EE)
    return view
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width, height: 52)
  }
}

/// A full-width row with a name.
@MainActor final class NameCell: CollectionViewCell {
  static let reuseIdentifier = "name"
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .white
    label.font = .systemFont(ofSize: 17)
    contentView.addSubview(label)
    let selection = View()
    selection.backgroundColor = .systemGray4
    selectedBackgroundView = selection
    contentView.backgroundColor = nil
    backgroundView = {
      let v = View()
      v.backgroundColor = .white
      return v
    }()
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds.insetBy(dx: 20, dy: 0)
  }
}
