import Foundation
import Trellis
import TrellisDynamics

/// iOS 9's attachments side by side under gravity: a slider on a tilted rail
/// (`slidingAttachment(with:attachmentAnchor:axisOfTranslation:)` with an `attachmentRange`), a
/// pendulum on a pin (`pinAttachment(with:attachedTo:attachmentAnchor:)`), a pair on a rope
/// (`limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)`) and a welded pair
/// (`fixedAttachment(with:attachedTo:attachmentAnchor:)`) that falls and lands as one; tap to restart.
@MainActor final class AttachmentsScene: SceneController {
  /// The rail's length: the slider starts at its upper end with `attachmentRange` 0…railLength.
  static let railLength: CGFloat = 200
  /// The rail's direction (down to the right).
  static let railAxis = CGVector(dx: 1, dy: 0.55)
  let rail = View(frame: .zero)
  let slider = View(frame: CGRect(x: 0, y: 0, width: 44, height: 30))
  let pivot = View(frame: CGRect(x: 0, y: 0, width: 18, height: 18))
  let pendulum = View(frame: CGRect(x: 0, y: 0, width: 160, height: 16))
  let hook = View(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
  let weight = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
  let rope = View(frame: .zero)
  let weldA = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
  let weldB = View(frame: CGRect(x: 0, y: 0, width: 60, height: 36))
  private(set) var animator: DynamicAnimator!
  /// The rope's attachment, for drawing it taut or slack.
  private(set) var limit: AttachmentBehavior?
  private let hint = caption("Tap to start again")
  private let titles = [
    "slidingAttachment, range 0…200 pt", "pinAttachment, frictionTorque 20",
    "limitAttachment, length 200 pt", "fixedAttachment (a weld)",
  ].map { caption($0, size: 12) }

  override func viewDidLoad() {
    super.viewDidLoad()
    rail.backgroundColor = .systemGray2
    rail.cornerRadius = 2
    rope.backgroundColor = .systemGray
    let colours: [(View, Color, CGFloat)] = [
      (slider, .systemBlue, 6), (pivot, .systemGray, 9), (pendulum, .systemOrange, 8), (hook, .systemGray, 4),
      (weight, .systemPurple, 8), (weldA, .systemGreen, 8), (weldB, .systemTeal, 6),
    ]
    for (item, colour, radius) in colours {
      item.backgroundColor = colour
      item.cornerRadius = radius
    }
    for subview in [rail, rope, slider, pendulum, pivot, hook, weight, weldA, weldB] { view.addSubview(subview) }
    for title in titles { view.addSubview(title) }
    view.addSubview(hint)
    animator = DynamicAnimator(referenceView: view)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    start()
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { start() }

  override func layoutScene(in bounds: CGRect) {
    hint.frame = CGRect(x: 16, y: 8, width: bounds.width - 32, height: 20)
    for (index, title) in titles.enumerated() {
      title.frame = CGRect(x: column(index, in: bounds) - 110, y: 36, width: 220, height: 20)
    }
  }

  /// The centre x of one of the four columns.
  private func column(_ index: Int, in bounds: CGRect) -> CGFloat { bounds.width * (CGFloat(index) + 0.5) / 4 }

  /// Puts every item at its start and adds the behaviours.
  func start() {
    animator.removeAllBehaviors()
    let bounds = view.bounds
    let top: CGFloat = 140
    for item in [slider, pendulum, weight, weldA, weldB] { item.transform = .identity }

    // The slider starts at the rail's upper end and slides down it; the rail is drawn along the range.
    let railCentre = CGPoint(x: column(0, in: bounds), y: top + 80)
    let length = hypot(Self.railAxis.dx, Self.railAxis.dy)
    let unit = CGVector(dx: Self.railAxis.dx / length, dy: Self.railAxis.dy / length)
    rail.bounds = CGRect(x: 0, y: 0, width: Self.railLength + 44, height: 4)
    rail.center = railCentre
    rail.transform = CGAffineTransform(rotationAngle: atan2(unit.dy, unit.dx))
    slider.center = CGPoint(
      x: railCentre.x - unit.dx * Self.railLength / 2, y: railCentre.y - unit.dy * Self.railLength / 2)
    let sliding = AttachmentBehavior.slidingAttachment(
      with: slider, attachmentAnchor: slider.center, axisOfTranslation: Self.railAxis)
    sliding.attachmentRange = FloatRange(minimum: 0, maximum: Self.railLength)

    // The pendulum is pinned by its left end to an anchored pivot and starts raised 0.6 rad above level.
    pivot.center = CGPoint(x: column(1, in: bounds) - 70, y: top + 60)
    pendulum.transform = CGAffineTransform(rotationAngle: -0.6)
    pendulum.center = CGPoint(x: pivot.center.x + 72 * cos(0.6), y: pivot.center.y - 72 * sin(0.6))
    let pin = AttachmentBehavior.pinAttachment(with: pivot, attachedTo: pendulum, attachmentAnchor: pivot.center)
    // A little friction in the hinge: the swing dies down over a few periods and the scene comes to rest.
    pin.frictionTorque = 20

    // The weight hangs on a 200 pt rope from an anchored hook; it starts slack beside the hook.
    hook.center = CGPoint(x: column(2, in: bounds) - 30, y: top)
    weight.center = CGPoint(x: hook.center.x + 90, y: top + 10)
    let tether = AttachmentBehavior.limitAttachment(
      with: hook, offsetFromCenter: .zero, attachedTo: weight, offsetFromCenter: .zero)
    tether.length = 200
    tether.action = { [weak self] in self?.drawRope() }
    limit = tether

    // The welded pair starts tilted and falls onto the floor, tumbling as one.
    weldA.center = CGPoint(x: column(3, in: bounds) - 20, y: top + 20)
    weldB.center = CGPoint(x: weldA.center.x + 60, y: weldA.center.y - 12)
    weldA.transform = CGAffineTransform(rotationAngle: 0.35)
    weldB.transform = CGAffineTransform(rotationAngle: 0.35)
    let weld = AttachmentBehavior.fixedAttachment(
      with: weldA, attachedTo: weldB, attachmentAnchor: CGPoint(x: weldA.center.x + 30, y: weldA.center.y))

    let anchors = DynamicItemBehavior(items: [pivot, hook])
    anchors.isAnchored = true
    let floor = CollisionBehavior(items: [weldA, weldB])
    floor.collisionMode = .boundaries
    // A floor segment rather than the reference bounds: the bounds boundary also moves each item back
    // inside on its own after every step, which fights the weld and keeps the pair from resting.
    floor.addBoundary(
      withIdentifier: "floor", from: CGPoint(x: bounds.minX, y: bounds.maxY - 1),
      to: CGPoint(x: bounds.maxX, y: bounds.maxY - 1))
    let material = DynamicItemBehavior(items: [weldA, weldB])
    material.elasticity = 0.3
    material.friction = 0.5
    let air = DynamicItemBehavior(items: [weight])
    air.resistance = 0.3
    for behavior in [anchors, material, air, sliding, pin, tether, weld, floor] { animator.addBehavior(behavior) }
    animator.addBehavior(GravityBehavior(items: [slider, pendulum, weight, weldA, weldB]))
    drawRope()
  }

  /// Lays the rope from the hook to the weight: orange when taut, grey when slack.
  private func drawRope() {
    let a = hook.center
    let b = weight.center
    let distance = a.distance(to: b)
    rope.bounds = CGRect(x: 0, y: 0, width: distance, height: 2)
    rope.center = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    rope.transform = CGAffineTransform(rotationAngle: atan2(b.y - a.y, b.x - a.x))
    rope.backgroundColor = distance >= (limit?.length ?? 200) - 0.5 ? .systemOrange : .systemGray
  }
}
