import CChipmunk
import Trellis

/// Accelerates its items in a direction (`UIGravityBehavior`): magnitude 1 is 1000 pt/s², whatever
/// the item's mass; the default direction is (0, 1), down the screen.
open class GravityBehavior: DynamicBehavior {
  /// The items gravity acts on.
  public private(set) var items: [any DynamicItem]
  private var direction = CGVector(dx: 0, dy: 1)
  /// The items' bodies while installed, so a step looks nothing up.
  private var installed: [ItemBody] = []

  /// Creates gravity for items.
  public init(items: [any DynamicItem] = []) {
    self.items = items
    super.init()
  }

  /// Adds an item (once).
  /// - Complexity: O(items): the behaviour is re-installed.
  public func addItem(_ item: any DynamicItem) { add(item, to: \GravityBehavior.items, of: self) }

  /// Removes an item.
  /// - Complexity: O(items): the behaviour is re-installed.
  public func removeItem(_ item: any DynamicItem) { remove(item, from: \GravityBehavior.items, of: self) }

  /// The gravity vector; its length is the magnitude (1 = 1000 pt/s²).
  public var gravityDirection: CGVector {
    get { direction }
    set {
      guard accepts(newValue, "GravityBehavior.gravityDirection") else { return }
      direction = newValue
      parameterDidChange()
    }
  }

  /// The direction's angle in radians, clockwise from the x axis in screen coordinates.
  public var angle: CGFloat {
    get { direction.angle }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The strength: 1 is 1000 pt/s²; setting 0 resets the angle to 0.
  public var magnitude: CGFloat {
    get { direction.magnitude }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Sets the angle and magnitude together.
  public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    guard accepts(angle, "GravityBehavior.angle"), accepts(magnitude, "GravityBehavior.magnitude") else { return }
    direction = CGVector(angle: angle, magnitude: magnitude)
    parameterDidChange()
  }

  override var engineItems: [any DynamicItem] { items }

  override func install(in animator: DynamicAnimator) {
    installed = items.compactMap { animator.body(for: $0) }
  }

  override func uninstall(from animator: DynamicAnimator) { installed.removeAll() }

  override func applyForces(in animator: DynamicAnimator, step: Double) {
    guard direction.dx != 0 || direction.dy != 0 else { return }
    for body in installed {
      guard !body.properties.isAnchored else { continue }
      let m = body.mass * DynamicsUnits.gravity
      let f = cpBodyGetForce(body.body)
      cpBodySetForce(body.body, cpVect(x: f.x + m * direction.dx, y: f.y + m * direction.dy))
    }
  }
}
