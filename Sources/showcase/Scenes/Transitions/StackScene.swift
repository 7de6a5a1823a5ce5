import Trellis

/// The book's listing 6.11: sections drawn as stacks; pinching a stack spreads it; on release past
/// scale 2.5 the view switches to a flow layout, animated, otherwise the stack collapses back inside
/// `performBatchUpdates`. Trellis removes the stacks' title views when the flow layout (which has none)
/// takes over, so the book's workaround for leftover header views isn't needed. Tap Stacks to go back.
/// On opening stack 2 is held half-spread so the headless render shows a pinch in progress.
@MainActor final class StackScene: SceneController, CollectionViewDataSource {
  let stackLayout = StackLayout()
  let flowLayout = FlowLayout()
  private(set) var collectionView: CollectionView!
  private let back = Button(title: "Stacks")
  private let sections = ["Beach", "City", "Forest", "Snow", "Desert", "Lake", "Night", "Garden"]

  override func viewDidLoad() {
    super.viewDidLoad()
    flowLayout.itemSize = CGSize(width: 110, height: 110)
    flowLayout.minimumInteritemSpacing = 8
    flowLayout.minimumLineSpacing = 8
    flowLayout.sectionInset = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: stackLayout)
    cv.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    cv.register(
      SectionLabelView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: SectionLabelView.headerIdentifier)
    cv.dataSource = self
    cv.addGestureRecognizer(PinchGestureRecognizer { [weak self] in self?.pinched($0) })
    view.addSubview(cv)
    collectionView = cv
    back.addAction(for: .touchUpInside) { [weak self] _ in self?.goBack() }
    back.isHidden = true
    view.addSubview(back)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.layoutIfNeeded()
    let center = stackLayout.stackCenter(1)
    stackLayout.pinchedStackIndex = 1
    stackLayout.pinchedStackCenter = CGPoint(x: center.x + 80, y: center.y + 60)
    stackLayout.pinchedStackScale = 1.8
  }

  override func layoutScene(in bounds: CGRect) {
    collectionView.frame = bounds
    back.frame = CGRect(x: bounds.width - 112, y: bounds.height - 52, width: 100, height: 40)
  }

  /// Listing 6.11's handler.
  func pinched(_ pinch: PinchGestureRecognizer) {
    guard collectionView.collectionViewLayout === stackLayout else { return }
    switch pinch.state {
    case .began:
      let point = pinch.location(in: collectionView)
      if let path = collectionView.indexPathForItem(at: point) { stackLayout.pinchedStackIndex = path.section }
    case .changed:
      stackLayout.pinchedStackScale = pinch.scale
      stackLayout.pinchedStackCenter = pinch.location(in: collectionView)
    default:
      release()
    }
  }

  /// Past the full-spread scale: the flow layout, animated; else the stack collapses in a batch update.
  func release() {
    guard stackLayout.pinchedStackIndex >= 0 else { return }
    if stackLayout.pinchedStackScale > StackLayout.fullSpreadScale {
      collectionView.setCollectionViewLayout(flowLayout, animated: true)
      back.isHidden = false
    } else {
      collectionView.performBatchUpdates {
        self.stackLayout.pinchedStackIndex = -1
        self.stackLayout.pinchedStackScale = 1
      }
    }
  }

  private func goBack() {
    stackLayout.pinchedStackIndex = -1
    stackLayout.pinchedStackScale = 1
    collectionView.setCollectionViewLayout(stackLayout, animated: true)
    back.isHidden = true
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 6 + section % 3 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
    cell.imageView.image = PhotoLibrary.photo(indexPath.section * 11 + indexPath.item)
    cell.caption.text = ""
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    let view =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: SectionLabelView.headerIdentifier, for: indexPath) as! SectionLabelView
    view.label.text = sections[indexPath.section]
    view.label.textAlignment = .center
    return view
  }
}
