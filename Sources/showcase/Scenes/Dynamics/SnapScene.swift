import Trellis
import TrellisDynamics

/// A square that snaps to wherever the scene is tapped (`SnapBehavior`, damping 0.5), swinging and
/// straightening on the way.
@MainActor final class SnapScene: SceneController {
  let square = View(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
  private(set) var animator: DynamicAnimator!
  private var snap: SnapBehavior?
  private let hint = caption("Tap anywhere: the square snaps there")

  override func viewDidLoad() {
    super.viewDidLoad()
    square.backgroundColor = .systemBlue
    square.cornerRadius = 14
    view.addSubview(square)
    view.addSubview(hint)
    animator = DynamicAnimator(referenceView: view)
    let tap = TapGestureRecognizer { [weak self] recognizer in
      guard let self else { return }
      self.snap(to: recognizer.location(in: self.view))
    }
    view.addGestureRecognizer(tap)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Start in the top-left corner and snap to the middle, so the scene opens moving.
    square.center = CGPoint(x: 120, y: 120)
    snap(to: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
  }

  override func layoutScene(in bounds: CGRect) {
    hint.frame = CGRect(x: 16, y: 8, width: bounds.width - 32, height: 20)
  }

  /// Replaces the snap with one to `point`.
  func snap(to point: CGPoint) {
    if let snap { animator.removeBehavior(snap) }
    let behavior = SnapBehavior(item: square, snapTo: point)
    behavior.damping = 0.5
    animator.addBehavior(behavior)
    snap = behavior
  }
}
