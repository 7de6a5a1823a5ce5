import Trellis

/// A photo grid in albums with headers and footers; tap to select, with a switch for multiple selection.
@MainActor final class PhotoGridScene: SceneController, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  private let albums: [(title: String, count: Int)] = [
    ("Summer", 14), ("Mountains", 9), ("City at night", 21), ("Family", 6), ("Garden", 17), ("Winter", 11),
  ]
  private let layout = FlowLayout()
  private(set) var collectionView: CollectionView!
  private let modeButton = Button(title: "Multiple selection: off")
  private let status = caption("Nothing selected")

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 28)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.backgroundColor = .systemBackground
    cv.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    cv.register(
      SectionLabelView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: SectionLabelView.headerIdentifier)
    cv.register(
      SectionLabelView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
      withReuseIdentifier: SectionLabelView.footerIdentifier)
    cv.dataSource = self
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
    modeButton.addAction(for: .touchUpInside) { [weak self] _ in self?.toggleMode() }
    view.addSubview(modeButton)
    status.textAlignment = .right
    view.addSubview(status)
  }

  private func toggleMode() {
    collectionView.allowsMultipleSelection.toggle()
    modeButton.setTitle("Multiple selection: \(collectionView.allowsMultipleSelection ? "on" : "off")")
    updateStatus()
  }

  private func updateStatus() {
    let count = collectionView.indexPathsForSelectedItems?.count ?? 0
    status.text = count == 0 ? "Nothing selected" : "\(count) selected"
  }

  /// Keys reach the scene, the frontmost controller, as nothing is first responder: the grid moves its
  /// selection with them (arrows move it as `selectItem` does, without delegate calls), and the count follows.
  override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    let unhandled = collectionView.handleKeyPresses(presses)
    updateStatus()
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  override func layoutScene(in bounds: CGRect) {
    modeButton.frame = CGRect(x: 8, y: 0, width: 240, height: 40)
    status.frame = CGRect(x: bounds.width - 216, y: 0, width: 200, height: 40)
    collectionView.frame = CGRect(x: 0, y: 40, width: bounds.width, height: max(0, bounds.height - 40))
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { albums.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    albums[section].count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
    cell.imageView.image = PhotoLibrary.photo(indexPath.section * 31 + indexPath.item)
    cell.caption.text = "\(indexPath.item + 1)"
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    let isHeader = kind == CollectionView.elementKindSectionHeader
    let view =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind,
        withReuseIdentifier: isHeader ? SectionLabelView.headerIdentifier : SectionLabelView.footerIdentifier,
        for: indexPath) as! SectionLabelView
    let album = albums[indexPath.section]
    view.label.text = isHeader ? album.title : "\(album.count) photos"
    view.label.font = isHeader ? .systemFont(ofSize: 20, weight: .bold) : .systemFont(ofSize: 13)
    view.label.textColor = isHeader ? .label : .secondaryLabel
    return view
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { updateStatus() }
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { updateStatus() }
}
