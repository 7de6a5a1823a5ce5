import CChipmunk
import Trellis

/// The physical properties a `DynamicItemBehavior` gives an item, UIKit's defaults otherwise.
struct ItemProperties: Equatable {
  var elasticity: Double = 0
  var friction: Double = 0
  var density: Double = 1
  var resistance: Double = 0
  var angularResistance: Double = 0
  var allowsRotation = true
  var isAnchored = false
}

/// One item's engine body, shared by every behaviour that names the item; released ones are kept
/// by the animator and reused (`reuse(for:body:size:angle:)`), so items that come and go allocate nothing.
@MainActor final class ItemBody {
  /// The item (held strongly, as UIKit's behaviours hold their items; a placeholder while spare).
  private(set) var item: any DynamicItem
  /// The Chipmunk body.
  private(set) var body: OpaquePointer
  /// How many behaviour memberships name the item.
  var references = 0
  /// The item's size, for mass, moment and collision boxes.
  var size: CGSize
  /// The effective properties.
  var properties = ItemProperties()
  /// The collision boxes on the body, one per collision behaviour naming the item.
  var shapes: [OpaquePointer] = []
  /// Whether `applyProperties()` has run once.
  var hasAppliedProperties = false
  /// The rotation last written to (or read from) the item's transform.
  var writtenAngle: Double

  init(item: any DynamicItem, body: OpaquePointer, size: CGSize, angle: Double) {
    self.item = item
    self.body = body
    self.size = size
    writtenAngle = angle
  }

  /// Makes a spare record the body of another item, as `init` would.
  func reuse(for item: any DynamicItem, body: OpaquePointer, size: CGSize, angle: Double) {
    self.item = item
    self.body = body
    self.size = size
    writtenAngle = angle
    references = 0
    properties = ItemProperties()
    shapes.removeAll(keepingCapacity: true)
    hasAppliedProperties = false
  }

  /// Lets go of the item (the record is spare until `reuse(for:body:size:angle:)`).
  func vacate() { item = VacantItem.shared }

  /// The mass for the current density and size (density × area / 10,000 pt²).
  var mass: Double { properties.density * max(1, size.width * size.height) / DynamicsUnits.unitMassArea }

  /// The body's position.
  var position: CGPoint { CGPoint(cpBodyGetPosition(body)) }

  /// The body's velocity.
  var velocity: CGVector {
    let v = cpBodyGetVelocity(body)
    return CGVector(dx: v.x, dy: v.y)
  }

  /// Applies the properties to the engine: body type, mass, moment, shape materials.
  func applyProperties() {
    let kinematic = cpBodyGetType(body) == CP_BODY_TYPE_KINEMATIC
    if properties.isAnchored != kinematic {
      cpBodySetType(body, properties.isAnchored ? CP_BODY_TYPE_KINEMATIC : CP_BODY_TYPE_DYNAMIC)
    }
    if properties.isAnchored {
      cpBodySetVelocity(body, cpVect(x: 0, y: 0))
      cpBodySetAngularVelocity(body, 0)
    } else {
      let m = mass
      cpBodySetMass(body, m)
      cpBodySetMoment(body, properties.allowsRotation ? cpMomentForBox(m, size.width, size.height) : .infinity)
      if !properties.allowsRotation { cpBodySetAngularVelocity(body, 0) }
    }
    for shape in shapes {
      cpShapeSetElasticity(shape, properties.elasticity)
      cpShapeSetFriction(shape, properties.friction)
    }
  }

  /// Writes the body's position and rotation to the item; returns whether either changed.
  @discardableResult func writeToItem() -> Bool {
    var changed = false
    let p = position
    if item.center != p {
      item.center = p
      changed = true
    }
    let angle = cpBodyGetAngle(body)
    if angle != writtenAngle {
      writtenAngle = angle
      item.transform = CGAffineTransform(rotationAngle: angle)
      changed = true
    }
    return changed
  }
}

/// The item of a spare `ItemBody`, so a spare record holds no item of the program's.
@MainActor private final class VacantItem: DynamicItem {
  static let shared = VacantItem()
  var center = CGPoint.zero
  var bounds = CGRect.zero
  var transform = CGAffineTransform.identity
}
