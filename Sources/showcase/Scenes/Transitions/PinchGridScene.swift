import Trellis

/// Photos-style pinch between two grid densities through an interactive transition: the pinch's scale
/// drives `transitionProgress` (scale 2, or 1/2 the other way, is the whole way); on release the
/// transition finishes when progress, carried on by its speed for 0.15 s, passes halfway, else it
/// cancels. On opening it cancels a transition from 70 % so the headless render catches it mid-spring.
@MainActor final class PinchGridScene: SceneController, CollectionViewDataSource {
  /// The pinch scale that completes the transition (its inverse when pinching in).
  static let fullScale: CGFloat = 2
  /// How far ahead (seconds) the release projects progress at its speed when deciding.
  static let projection: CGFloat = 0.15

  private(set) var collectionView: CollectionView!
  let small = FlowLayout()
  let large = FlowLayout()
  private var transition: TransitionLayout?
  private var towardsLarge = true

  override func viewDidLoad() {
    super.viewDidLoad()
    for (layout, side) in [(small, CGFloat(72)), (large, 150)] {
      layout.itemSize = CGSize(width: side, height: side)
      layout.minimumInteritemSpacing = 4
      layout.minimumLineSpacing = 4
      layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: small)
    cv.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    cv.dataSource = self
    cv.addGestureRecognizer(PinchGestureRecognizer { [weak self] in self?.pinched($0) })
    view.addSubview(cv)
    collectionView = cv
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.layoutIfNeeded()
    collectionView.startInteractiveTransition(to: large).transitionProgress = 0.7
    collectionView.cancelInteractiveTransition()
  }

  override func layoutScene(in bounds: CGRect) { collectionView.frame = bounds }

  /// Began: starts a transition to the other density; changed: scale to progress; ended: finish or cancel.
  func pinched(_ pinch: PinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      // Pinches during the ending spring are ignored: the spring is short.
      guard !collectionView.isInteractiveTransitionInProgress else { return }
      towardsLarge = collectionView.collectionViewLayout === small
      transition = collectionView.startInteractiveTransition(to: towardsLarge ? large : small) { [weak self] _, _ in
        self?.transition = nil
      }
      track(pinch.scale)
    case .changed:
      track(pinch.scale)
    case .ended, .cancelled:
      guard let transition, collectionView.collectionViewLayout === transition else { return }
      let projected = transition.transitionProgress + Self.projection * transition.progressVelocity
      if pinch.state == .ended && projected > 0.5 {
        collectionView.finishInteractiveTransition()
      } else {
        collectionView.cancelInteractiveTransition()
      }
    default:
      break
    }
  }

  private func track(_ scale: CGFloat) {
    guard let transition else { return }
    let progress =
      towardsLarge ? (scale - 1) / (Self.fullScale - 1) : (1 - scale) / (1 - 1 / Self.fullScale)
    transition.transitionProgress = min(max(progress, 0), 1)
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 300 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
    cell.imageView.image = PhotoLibrary.photo(indexPath.item)
    cell.caption.text = String(indexPath.item + 1)
    return cell
  }
}
