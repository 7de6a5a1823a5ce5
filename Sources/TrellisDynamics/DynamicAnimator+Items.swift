import CChipmunk
import Trellis

/// What a collision shape belongs to: a collision behaviour and either an item or a boundary.
struct ShapeOwner {
  /// The collision behaviour that made the shape.
  let behavior: CollisionBehavior
  /// The item whose box this is, nil for a boundary.
  let item: (any DynamicItem)?
  /// The boundary's identifier (nil for the reference-bounds boundary and for items).
  let boundary: AnyHashable?
}

extension DynamicAnimator {
  /// The items of the animator's behaviours whose frames meet a rectangle (`items(in:)`), in the
  /// order they joined.
  ///
  /// The answer is built in the last answer's buffer once every caller released that array (the
  /// animator keeps its last answer until the next call or until an item leaves), so a warm frame that
  /// asks once and drops the array allocates nothing here; an array a caller keeps is never written.
  /// - Complexity: O(items).
  public func items(in rect: CGRect) -> [any DynamicItem] {
    var result = itemsAnswer
    itemsAnswer = []
    // In place when nobody else holds the last answer, else a new buffer of the same capacity.
    result.removeAll(keepingCapacity: true)
    for body in bodyList where Self.frame(of: body.item).overlaps(rect) { result.append(body.item) }
    itemsAnswer = result
    return result
  }

  /// The item's frame: its bounds' size about its centre, through its transform (the bounding box).
  static func frame(of item: any DynamicItem) -> CGRect {
    let size = item.bounds.size
    let t = item.transform
    let hx = (abs(t.a) * size.width + abs(t.c) * size.height) / 2
    let hy = (abs(t.b) * size.width + abs(t.d) * size.height) / 2
    let c = item.center
    return CGRect(x: c.x + t.tx - hx, y: c.y + t.ty - hy, width: 2 * hx, height: 2 * hy)
  }

  /// Re-reads an item's centre, bounds and rotation after a change from outside, and resumes
  /// (`updateItem(usingCurrentState:)`); a non-finite centre or size is refused and reported.
  /// - Complexity: O(behaviours) when the size changed, else O(1).
  public func updateItem(usingCurrentState item: any DynamicItem) {
    guard let body = bodies[ObjectIdentifier(item)] else { return }
    let center = item.center
    guard DynamicsError.isAcceptable(center) else {
      Self.report(.nonFinite(call: "updateItem(usingCurrentState:) center", value: "(\(center.x), \(center.y))"))
      return
    }
    let size = Self.acceptedSize(of: item, call: "updateItem(usingCurrentState:)")
    let t = item.transform
    let angle = Double(atan2(t.b, t.a))
    cpBodySetPosition(body.body, cpVect(center))
    if angle.isFinite {
      cpBodySetAngle(body.body, angle)
      body.writtenAngle = angle
    }
    if size != body.size {
      let collisions = nodes.filter { $0 is CollisionBehavior && $0.engineItems.contains { $0 === item } }
      for node in collisions { node.uninstall(from: self) }
      body.size = size
      body.applyProperties()
      for node in collisions { node.install(in: self) }
    }
    wake()
  }

  /// The body of an item in the animator's behaviours.
  func body(for item: any DynamicItem) -> ItemBody? { bodies[ObjectIdentifier(item)] }

  /// An item's size, made acceptable for mass and collision (at least 1 × 1 pt, finite).
  static func acceptedSize(of item: any DynamicItem, call: String) -> CGSize {
    let size = item.bounds.size
    let ok =
      size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
      && DynamicsError.isAcceptable(size.width) && DynamicsError.isAcceptable(size.height)
    if ok { return size }
    report(.emptyItemBounds(call: call, size: size))
    let w = size.width.isFinite && size.width >= 1 && size.width <= DynamicsUnits.maximumValue ? size.width : 1
    let h = size.height.isFinite && size.height >= 1 && size.height <= DynamicsUnits.maximumValue ? size.height : 1
    return CGSize(width: w, height: h)
  }

  /// Counts one more membership of an item, giving it a body on the first (a spare one when there is one).
  func retain(_ item: any DynamicItem) {
    let id = ObjectIdentifier(item)
    if let body = bodies[id] {
      body.references += 1
      return
    }
    var center = item.center
    if !DynamicsError.isAcceptable(center) {
      Self.report(.nonFinite(call: "DynamicAnimator item center", value: "(\(center.x), \(center.y))"))
      center = .zero
    }
    if let referenceView, let view = item as? View, !view.isDescendant(of: referenceView) {
      Self.report(.itemOutsideReferenceView(item: "the \(type(of: view)) centred at (\(center.x), \(center.y))"))
    }
    let size = Self.acceptedSize(of: item, call: "DynamicAnimator item bounds")
    let t = item.transform
    var angle = Double(atan2(t.b, t.a))
    if !angle.isFinite { angle = 0 }
    let mass = max(1, size.width * size.height) / DynamicsUnits.unitMassArea
    let engineBody = world.addBody(
      mass: mass, moment: cpMomentForBox(mass, size.width, size.height), position: center, angle: angle)
    let body: ItemBody
    if let spare = spareBodies.popLast() {
      spare.reuse(for: item, body: engineBody, size: size, angle: angle)
      body = spare
    } else {
      body = ItemBody(item: item, body: engineBody, size: size, angle: angle)
    }
    body.references = 1
    bodies[id] = body
    bodyList.append(body)
    if let attributes = item as? LayoutAttributes { elementBodies[attributes.elementKey] = body }
  }

  /// Counts one membership fewer, giving the body back to the spares after the last.
  func release(_ item: any DynamicItem) {
    let id = ObjectIdentifier(item)
    guard let body = bodies[id] else { return }
    body.references -= 1
    guard body.references == 0 else { return }
    bodies[id] = nil
    itemsAnswer = []  // the kept answer mustn't keep an item that left alive
    bodyList.removeAll { $0 === body }
    if let attributes = item as? LayoutAttributes, elementBodies[attributes.elementKey] === body {
      elementBodies[attributes.elementKey] = nil
    }
    world.removeBody(body.body)
    body.vacate()
    spareBodies.append(body)
  }

  /// Re-creates the springs, joints and snaps on an item whose `isAnchored` or `allowsRotation`
  /// changed (none may join two bodies that can't move, nor hold the angle of two that can't turn).
  /// - Complexity: O(behaviours × their items).
  func reinstallConstraints(of item: any DynamicItem) {
    for node in nodes where node is AttachmentBehavior || node is SnapBehavior {
      guard node.engineItems.contains(where: { $0 === item }) else { continue }
      node.uninstall(from: self)
      node.install(in: self)
    }
  }

  /// Recomputes the effective properties of items from the item behaviours (later ones win).
  /// - Complexity: O(items × item behaviours).
  func refreshProperties(of items: [any DynamicItem]) {
    for item in items {
      guard let body = body(for: item) else { continue }
      var properties = ItemProperties()
      for behavior in itemBehaviors where behavior.items.contains(where: { $0 === item }) {
        behavior.apply(to: &properties)
      }
      if properties != body.properties || !body.hasAppliedProperties {
        // Joints are re-made when an end starts or stops moving or turning (see reinstallConstraints).
        let jointsChanged =
          properties.isAnchored != body.properties.isAnchored
          || properties.allowsRotation != body.properties.allowsRotation
        body.properties = properties
        body.hasAppliedProperties = true
        body.applyProperties()
        if jointsChanged { reinstallConstraints(of: item) }
      }
    }
  }
}

extension DynamicAnimator {
  /// The velocity of an item in the animator's behaviours, in points per second (zero for others).
  func linearVelocity(of item: any DynamicItem) -> CGVector { body(for: item)?.velocity ?? CGVector(dx: 0, dy: 0) }

  /// Sets the velocity of an item in the animator's behaviours (not of an anchored one) and resumes.
  func setLinearVelocity(_ velocity: CGVector, of item: any DynamicItem) {
    guard let body = body(for: item), !body.properties.isAnchored, DynamicsError.isAcceptable(velocity) else { return }
    cpBodySetVelocity(body.body, cpVect(x: velocity.dx, y: velocity.dy))
    wake()
  }
}
