import Trellis
import TrellisDynamics

/// A card to drag and flick away: while panned it hangs on an attachment from the touch point; on
/// release faster than `dismissSpeed` an instantaneous push gives it the release velocity and it flies
/// off, slower it snaps back to the middle. A dismissed card fades back in.
@MainActor final class FlickCardScene: SceneController {
  /// The release speed, in points per second, above which the card is dismissed.
  static let dismissSpeed: CGFloat = 800
  let card = View(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
  private(set) var animator: DynamicAnimator!
  private var drag: AttachmentBehavior?
  /// How many times the card has been dismissed.
  private(set) var dismissals = 0
  private let hint = caption("Drag the card and flick it away")
  private var isFlying = false

  override func viewDidLoad() {
    super.viewDidLoad()
    card.backgroundColor = .systemIndigo
    card.cornerRadius = 18
    let title = Label()
    title.text = "Flick me"
    title.font = .systemFont(ofSize: 24, weight: .semibold)
    title.textColor = .white
    title.textAlignment = .center
    title.frame = CGRect(x: 0, y: 140, width: 240, height: 40)
    card.addSubview(title)
    view.addSubview(card)
    view.addSubview(hint)
    animator = DynamicAnimator(referenceView: view)
    card.addGestureRecognizer(PanGestureRecognizer(target: self, action: FlickCardScene.panned))
  }

  override func layoutScene(in bounds: CGRect) {
    hint.frame = CGRect(x: 16, y: 8, width: bounds.width - 32, height: 20)
    if animator.behaviors.isEmpty && !isFlying { card.center = restingPoint }
  }

  private var restingPoint: CGPoint { CGPoint(x: view.bounds.midX, y: view.bounds.midY + 16) }

  func panned(_ pan: PanGestureRecognizer) {
    let location = pan.location(in: view)
    switch pan.state {
    case .began:
      animator.removeAllBehaviors()
      isFlying = false
      let offset = Offset(horizontal: location.x - card.center.x, vertical: location.y - card.center.y)
      let attachment = AttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: location)
      animator.addBehavior(attachment)
      drag = attachment
    case .changed:
      drag?.anchorPoint = location
    case .ended, .cancelled:
      if let drag { animator.removeBehavior(drag) }
      drag = nil
      release(velocity: pan.velocity(in: view))
    default:
      break
    }
  }

  /// Flicks the card away with `velocity` when it is fast enough, else snaps it back.
  func release(velocity: CGPoint) {
    let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
    guard speed > Self.dismissSpeed else {
      let snap = SnapBehavior(item: card, snapTo: restingPoint)
      snap.damping = 0.7
      animator.addBehavior(snap)
      return
    }
    // An instantaneous push of magnitude m·v/100 (UIKit newtons) gives the card's mass m the velocity v.
    let push = PushBehavior(items: [card], mode: .instantaneous)
    let mass = card.bounds.width * card.bounds.height / 10_000
    push.pushDirection = CGVector(dx: velocity.x * mass / 100, dy: velocity.y * mass / 100)
    let spin = DynamicItemBehavior(items: [card])
    spin.angularResistance = 2
    push.action = { [weak self] in self?.dismissIfGone() }
    animator.addBehavior(spin)
    animator.addBehavior(push)
    isFlying = true
  }

  /// Once the card has left the screen: stop the simulation, put it back and fade it in.
  private func dismissIfGone() {
    guard isFlying, !card.frame.overlaps(view.bounds) else { return }
    animator.removeAllBehaviors()
    isFlying = false
    dismissals += 1
    card.transform = .identity
    card.center = restingPoint
    card.alpha = 0
    View.animate(withDuration: 0.3) { self.card.alpha = 1 }
  }
}
