import Trellis

/// The book's pinchable circle layout: a pinch scales the radius from where it began, moving the
/// fingers (or a one-finger pan) moves the centre; the layout's setters invalidate it.
@MainActor final class CircleLayoutScene: SceneController, CollectionViewDataSource {
  let layout = CircleLayout()
  private(set) var collectionView: CollectionView!
  private let info = Label()
  private var initialRadius: CGFloat = 0
  private var initialCenter: CGPoint = .zero
  private var initialLocation: CGPoint = .zero

  override func viewDidLoad() {
    super.viewDidLoad()
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.reuseIdentifier)
    cv.dataSource = self
    cv.isScrollEnabled = false
    cv.addGestureRecognizer(PinchGestureRecognizer { [weak self] in self?.pinched($0) })
    cv.addGestureRecognizer(PanGestureRecognizer { [weak self] in self?.panned($0) })
    view.addSubview(cv)
    collectionView = cv
    info.font = .systemFont(ofSize: 13)
    info.textColor = .secondaryLabel
    view.addSubview(info)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    layout.radius = 170
    layout.center = CGPoint(x: view.bounds.midX + 60, y: view.bounds.midY + 10)
    updateInfo()
  }

  override func layoutScene(in bounds: CGRect) {
    collectionView.frame = bounds
    info.frame = CGRect(x: 16, y: bounds.height - 32, width: bounds.width - 32, height: 20)
  }

  /// The book's handler: remember radius, centre and finger location at the start; then the radius
  /// follows the scale and the centre the fingers.
  func pinched(_ pinch: PinchGestureRecognizer) {
    let location = pinch.location(in: collectionView)
    switch pinch.state {
    case .began:
      initialRadius = layout.radius
      initialCenter = layout.center
      initialLocation = location
    case .changed:
      layout.center = CGPoint(
        x: initialCenter.x + location.x - initialLocation.x, y: initialCenter.y + location.y - initialLocation.y)
      layout.radius = max(40, initialRadius * pinch.scale)
    default:
      break
    }
    updateInfo()
  }

  /// A one-finger pan moves the centre.
  func panned(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      initialCenter = layout.center
    case .changed:
      let translation = pan.translation(in: collectionView)
      layout.center = CGPoint(x: initialCenter.x + translation.x, y: initialCenter.y + translation.y)
    default:
      break
    }
    updateInfo()
  }

  private func updateInfo() {
    let c = layout.center
    info.text =
      "radius \(Int(layout.radius.rounded())) · centre (\(Int(c.x.rounded())), \(Int(c.y.rounded()))) · "
      + "pinch to resize (Ctrl+wheel on a desktop), drag to move"
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 14 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.reuseIdentifier, for: indexPath) as! NumberCell
    cell.configure(indexPath.item, hue: indexPath.item * 25)
    return cell
  }
}
