import CChipmunk
import Trellis

extension DynamicAnimator {
  /// One fixed engine step: forces, the engine's integration and constraints, then resistance.
  func substep(_ h: Double) {
    for body in bodyList where !body.properties.isAnchored {
      cpBodySetForce(body.body, cpVect(x: 0, y: 0))
      cpBodySetTorque(body.body, 0)
    }
    var index = 0
    while index < nodes.count {
      nodes[index].applyForces(in: self, step: h)
      index += 1
    }
    world.step(h)
    index = 0
    while index < nodes.count {
      nodes[index].afterStep(in: self)
      index += 1
    }
    for body in bodyList where !body.properties.isAnchored {
      let p = body.properties
      if p.resistance > 0 {
        let v = cpBodyGetVelocity(body.body)
        let k = 1 / (1 + h * p.resistance)
        cpBodySetVelocity(body.body, cpVect(x: v.x * k, y: v.y * k))
      }
      if p.angularResistance > 0 {
        cpBodySetAngularVelocity(body.body, cpBodyGetAngularVelocity(body.body) / (1 + h * p.angularResistance))
      }
    }
  }

  /// Pauses once speeds and spring displacements have stayed below the rest thresholds long enough.
  func checkRest(after seconds: Double) {
    if isAtRest() {
      restTime += seconds
    } else {
      restTime = 0
    }
    guard restTime >= DynamicsUnits.restDuration - 1e-9 else { return }
    for node in nodes { node.settle(in: self) }
    for body in bodyList where !body.properties.isAnchored {
      cpBodySetVelocity(body.body, cpVect(x: 0, y: 0))
      cpBodySetAngularVelocity(body.body, 0)
      body.writeToItem()
    }
    pause()
  }

  /// Whether every body is nearly still and every spring nearly at its rest length.
  func isAtRest() -> Bool {
    for node in nodes where node.keepsMoving { return false }
    let speed2 = DynamicsUnits.restSpeed * DynamicsUnits.restSpeed
    for body in bodyList where !body.properties.isAnchored {
      let v = cpBodyGetVelocity(body.body)
      if v.x * v.x + v.y * v.y >= speed2 { return false }
      if abs(cpBodyGetAngularVelocity(body.body)) >= DynamicsUnits.restAngularSpeed { return false }
    }
    for node in nodes where node.restDisplacement(in: self) >= DynamicsUnits.restDistance { return false }
    return true
  }

  /// Hands the contacts recorded during the steps to the collision behaviours' delegates.
  func dispatchContacts() {
    guard !world.contactEvents.isEmpty else { return }
    var index = 0
    while index < world.contactEvents.count {
      let event = world.contactEvents[index]
      index += 1
      guard let a = shapeOwners[event.shapeA], let b = shapeOwners[event.shapeB], a.behavior === b.behavior,
        let delegate = a.behavior.collisionDelegate
      else { continue }
      let behavior = a.behavior
      switch (a.item, b.item) {
      case (let itemA?, let itemB?):
        if event.began {
          delegate.collisionBehavior(behavior, beganContactFor: itemA, with: itemB, at: event.point)
        } else {
          delegate.collisionBehavior(behavior, endedContactFor: itemA, with: itemB)
        }
      case (let item?, nil), (nil, let item?):
        let identifier = a.item == nil ? a.boundary : b.boundary
        if event.began {
          delegate.collisionBehavior(
            behavior, beganContactFor: item, withBoundaryIdentifier: identifier, at: event.point)
        } else {
          delegate.collisionBehavior(behavior, endedContactFor: item, withBoundaryIdentifier: identifier)
        }
      case (nil, nil):
        break
      }
    }
    world.contactEvents.removeAll(keepingCapacity: true)
  }
}
