import Trellis
import TrellisDynamics

/// Tiles dropped under UIKit gravity (1000 pt/s²), colliding with the scene's bounds and each other;
/// tap to drop them again.
@MainActor final class GravityTilesScene: SceneController {
  static let columns = 6
  static let rows = 3
  private(set) var tiles: [View] = []
  private(set) var animator: DynamicAnimator!
  private let hint = caption("Tap to drop the tiles again")

  override func viewDidLoad() {
    super.viewDidLoad()
    animator = DynamicAnimator(referenceView: view)
    for index in 0..<(Self.columns * Self.rows) {
      let tile = View(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
      tile.cornerRadius = 8
      tile.backgroundColor = Color(
        hue: CGFloat(index) / CGFloat(Self.columns * Self.rows), saturation: 0.6, brightness: 0.9)
      view.addSubview(tile)
      tiles.append(tile)
    }
    view.addSubview(hint)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    drop()
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { drop() }

  override func layoutScene(in bounds: CGRect) {
    hint.frame = CGRect(x: 16, y: 8, width: bounds.width - 32, height: 20)
  }

  /// Puts the tiles in staggered rows at the top, slightly turned, and lets them fall.
  func drop() {
    animator.removeAllBehaviors()
    let bounds = view.bounds
    let spacing = bounds.width / CGFloat(Self.columns + 1)
    for (index, tile) in tiles.enumerated() {
      let column = index % Self.columns
      let row = index / Self.columns
      tile.transform = CGAffineTransform(rotationAngle: CGFloat(index % 5 - 2) * 0.12)
      tile.center = CGPoint(
        x: spacing * CGFloat(column + 1) + CGFloat(row % 2) * spacing / 3, y: 70 + CGFloat(row) * 90)
    }
    let gravity = GravityBehavior(items: tiles)
    let collision = CollisionBehavior(items: tiles)
    collision.translatesReferenceBoundsIntoBoundary = true
    let material = DynamicItemBehavior(items: tiles)
    material.elasticity = 0.35
    material.friction = 0.4
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    animator.addBehavior(material)
  }
}
