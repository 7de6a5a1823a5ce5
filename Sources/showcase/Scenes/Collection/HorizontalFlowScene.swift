import Trellis

/// A horizontally scrolling flow layout: columns filled top to bottom, cards of varying widths per row height.
@MainActor final class HorizontalFlowScene: SceneController, CollectionViewDataSource, CollectionViewDelegateFlowLayout
{
  private var collectionView: CollectionView!
  private let hint = caption("Horizontal flow layout: columns fill top to bottom; scroll sideways with Shift+wheel")

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 12
    layout.minimumInteritemSpacing = 10
    layout.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    layout.headerReferenceSize = CGSize(width: 44, height: 0)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.reuseIdentifier)
    cv.register(
      SectionLabelView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: SectionLabelView.headerIdentifier)
    cv.dataSource = self
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
    view.addSubview(hint)
  }

  /// The collection view takes the keyboard: arrows, Page Up/Down and Home/End move the selection, Return selects.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.becomeFirstResponder()
  }

  override func layoutScene(in bounds: CGRect) {
    collectionView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 44))
    hint.frame = CGRect(x: 16, y: bounds.height - 40, width: bounds.width - 32, height: 36)
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { 4 }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 14 + section * 3 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.reuseIdentifier, for: indexPath) as! NumberCell
    cell.configure(indexPath.item, hue: indexPath.section * 40 + indexPath.item * 7)
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    let view =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: SectionLabelView.headerIdentifier, for: indexPath) as! SectionLabelView
    view.label.text = "\(indexPath.section + 1)"
    view.label.textAlignment = .center
    return view
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let widths: [CGFloat] = [90, 140, 110, 70, 160]
    let heights: [CGFloat] = [80, 110, 80, 60, 100]
    return CGSize(width: widths[indexPath.item % 5], height: heights[(indexPath.item / 2) % 5])
  }
}
