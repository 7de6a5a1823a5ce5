import CChipmunk
import Foundation
import TrellisGeometry

/// A contact that began or ended during an engine step, between two shapes named by their ids.
struct ContactEvent {
  /// The first shape's id.
  var shapeA: Int
  /// The second shape's id.
  var shapeB: Int
  /// The first contact point (zero for an ended contact).
  var point: CGPoint
  /// Whether the contact began (else it ended).
  var began: Bool
}

/// The Chipmunk2D space behind one animator: it creates and frees the engine's objects and records
/// contacts; every value reaching it has been validated by the behaviours.
///
/// Bodies and damped springs that leave the space are kept and re-initialised for the next ones, so
/// items and springs that come and go (a tiled layout's) allocate nothing once the pools are warm.
final class PhysicsWorld {
  /// The engine space.
  let space: OpaquePointer
  /// The space's static body (anchors and boundaries hang on it, at the origin).
  let staticBody: OpaquePointer
  /// Contacts recorded during the last steps, drained by the animator.
  var contactEvents: [ContactEvent] = []
  private var nextShapeID = 1
  private var shapes: Set<OpaquePointer> = []
  private var constraints: Set<OpaquePointer> = []
  private var bodies: Set<OpaquePointer> = []
  /// Bodies removed from the space, ready for `addBody`.
  private var spareBodies: [OpaquePointer] = []
  /// Damped springs removed from the space, ready for `addDampedSpring`.
  private var spareSprings: [OpaquePointer] = []

  init() {
    space = trellis_cpSpaceNewQuietly()
    staticBody = cpSpaceGetStaticBody(space)
    contactEvents.reserveCapacity(256)
    // Overlaps shrink by 30 % per 1/120 s step (Chipmunk's default is 10 % per 1/60 s), so an item
    // that lands on a boundary is out of it before the animator can come to rest.
    cpSpaceSetCollisionBias(space, pow(0.7, 120))
    let handler = cpSpaceAddDefaultCollisionHandler(space)!
    handler.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
    handler.pointee.beginFunc = { arbiter, _, data in
      PhysicsWorld.record(arbiter, data, began: true)
      return 1
    }
    handler.pointee.separateFunc = { arbiter, _, data in PhysicsWorld.record(arbiter, data, began: false) }
  }

  deinit {
    for constraint in constraints {
      cpSpaceRemoveConstraint(space, constraint)
      cpConstraintFree(constraint)
    }
    for shape in shapes {
      cpSpaceRemoveShape(space, shape)
      cpShapeFree(shape)
    }
    for body in bodies {
      cpSpaceRemoveBody(space, body)
      cpBodyFree(body)
    }
    for body in spareBodies { cpBodyFree(body) }
    for spring in spareSprings { cpConstraintFree(spring) }
    cpSpaceFree(space)
  }

  private static func record(_ arbiter: OpaquePointer?, _ data: UnsafeMutableRawPointer?, began: Bool) {
    guard let arbiter, let data else { return }
    let world = Unmanaged<PhysicsWorld>.fromOpaque(data).takeUnretainedValue()
    var a: OpaquePointer?
    var b: OpaquePointer?
    cpArbiterGetShapes(arbiter, &a, &b)
    guard let a, let b else { return }
    let idA = Int(bitPattern: cpShapeGetUserData(a))
    let idB = Int(bitPattern: cpShapeGetUserData(b))
    var point = CGPoint.zero
    if began && cpArbiterGetCount(arbiter) > 0 { point = CGPoint(cpArbiterGetPointA(arbiter, 0)) }
    world.contactEvents.append(ContactEvent(shapeA: idA, shapeB: idB, point: point, began: began))
  }

  // MARK: Bodies

  /// Adds a dynamic body of a mass and moment at a position and angle, at rest: a spare one
  /// re-initialised when there is one, else a new one.
  func addBody(mass: Double, moment: Double, position: CGPoint, angle: Double) -> OpaquePointer {
    let made = spareBodies.popLast().map { cpBodyInit($0, mass, moment)! } ?? cpBodyNew(mass, moment)!
    let body = cpSpaceAddBody(space, made)!
    cpBodySetPosition(body, cpVect(position))
    cpBodySetAngle(body, angle)
    bodies.insert(body)
    return body
  }

  /// Removes a body (its shapes and constraints must be gone already) and keeps it for `addBody`.
  func removeBody(_ body: OpaquePointer) {
    guard bodies.remove(body) != nil else { return }
    // Dynamic again before it is re-initialised: Chipmunk sets the mass of dynamic bodies only.
    if cpBodyGetType(body) != CP_BODY_TYPE_DYNAMIC { cpBodySetType(body, CP_BODY_TYPE_DYNAMIC) }
    cpSpaceRemoveBody(space, body)
    spareBodies.append(body)
  }

  // MARK: Shapes

  /// Adds a box the size of an item to its body; returns the shape and its id.
  func addBox(to body: OpaquePointer, size: CGSize) -> (shape: OpaquePointer, id: Int) {
    add(cpBoxShapeNew(body, size.width, size.height, 0))
  }

  /// Adds a static box (a thick boundary) covering a rectangle in world coordinates.
  func addStaticBox(_ rect: CGRect) -> (shape: OpaquePointer, id: Int) {
    add(cpBoxShapeNew2(staticBody, cpBBNew(rect.minX, rect.minY, rect.maxX, rect.maxY), 0))
  }

  /// Adds a static segment (a thin boundary) between two points in world coordinates.
  func addStaticSegment(from a: CGPoint, to b: CGPoint) -> (shape: OpaquePointer, id: Int) {
    add(cpSegmentShapeNew(staticBody, cpVect(a), cpVect(b), 0.5))
  }

  private func add(_ newShape: OpaquePointer?) -> (shape: OpaquePointer, id: Int) {
    let shape = cpSpaceAddShape(space, newShape!)!
    let id = nextShapeID
    nextShapeID += 1
    cpShapeSetUserData(shape, UnsafeMutableRawPointer(bitPattern: id))
    shapes.insert(shape)
    return (shape, id)
  }

  /// Removes and frees a shape.
  func removeShape(_ shape: OpaquePointer) {
    guard shapes.remove(shape) != nil else { return }
    cpSpaceRemoveShape(space, shape)
    cpShapeFree(shape)
  }

  // MARK: Constraints

  /// Adds a constraint made by one of Chipmunk's constructors; like overlaps, a joint's error shrinks
  /// by 30 % per step (Chipmunk's default is 10 % per 1/60 s).
  func addConstraint(_ constraint: OpaquePointer?) -> OpaquePointer {
    let added = cpSpaceAddConstraint(space, constraint!)!
    cpConstraintSetErrorBias(added, pow(0.7, 120))
    constraints.insert(added)
    return added
  }

  /// Adds a damped spring between two bodies (as `cpDampedSpringNew` with zero stiffness and damping),
  /// re-initialising a spare one when there is one.
  func addDampedSpring(_ a: OpaquePointer, _ b: OpaquePointer, anchorA: cpVect, anchorB: cpVect, restLength: Double)
    -> OpaquePointer
  {
    if let spare = spareSprings.popLast() {
      return addConstraint(cpDampedSpringInit(spare, a, b, anchorA, anchorB, restLength, 0, 0))
    }
    return addConstraint(cpDampedSpringNew(a, b, anchorA, anchorB, restLength, 0, 0))
  }

  /// Removes a constraint; damped springs are kept for `addDampedSpring`, others freed.
  func removeConstraint(_ constraint: OpaquePointer) {
    guard constraints.remove(constraint) != nil else { return }
    cpSpaceRemoveConstraint(space, constraint)
    if cpConstraintIsDampedSpring(constraint) != 0 {
      spareSprings.append(constraint)
    } else {
      cpConstraintFree(constraint)
    }
  }

  /// Advances the space by one fixed step.
  func step(_ dt: Double) { cpSpaceStep(space, dt) }
}

extension cpVect {
  /// The engine vector of a point.
  init(_ point: CGPoint) { self.init(x: point.x, y: point.y) }
}

extension CGPoint {
  /// The point of an engine vector.
  init(_ vector: cpVect) { self.init(x: vector.x, y: vector.y) }
}
