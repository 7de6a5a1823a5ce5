import CChipmunk
import Trellis

/// Physical properties for items, and their velocities (`UIDynamicItemBehavior`). Where several item
/// behaviours name one item, the one added last decides.
open class DynamicItemBehavior: DynamicBehavior {
  /// The items given these properties.
  public private(set) var items: [any DynamicItem]
  private var values = ItemProperties()
  private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
  private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

  /// Creates an item behaviour with UIKit's defaults.
  public init(items: [any DynamicItem] = []) {
    self.items = items
    super.init()
  }

  /// Adds an item (once).
  /// - Complexity: O(items): the behaviour is re-installed.
  public func addItem(_ item: any DynamicItem) { add(item, to: \DynamicItemBehavior.items, of: self) }

  /// Removes an item.
  /// - Complexity: O(items): the behaviour is re-installed.
  public func removeItem(_ item: any DynamicItem) { remove(item, from: \DynamicItemBehavior.items, of: self) }

  private func set(
    _ value: Double, _ key: WritableKeyPath<ItemProperties, Double>, _ call: String,
    _ range: ClosedRange<Double>, _ text: String
  ) {
    guard accepts(value, call, in: range, rangeText: text) else { return }
    values[keyPath: key] = value
    propertiesDidChange()
  }

  private func propertiesDidChange() {
    guard let animator = dynamicAnimator else { return }
    animator.refreshProperties(of: items)
    parameterDidChange()
  }

  /// Bounciness of collisions, 0…1 (0 by default).
  public var elasticity: CGFloat {
    get { values.elasticity }
    set { set(newValue, \.elasticity, "DynamicItemBehavior.elasticity", 0...1, "0…1") }
  }

  /// Sliding friction of collisions, ≥ 0 (0 by default).
  public var friction: CGFloat {
    get { values.friction }
    set { set(newValue, \.friction, "DynamicItemBehavior.friction", 0...DynamicsUnits.maximumValue, "0…1e7") }
  }

  /// Mass per area: an item's mass is density × area / 10,000 pt² (1 by default; > 0).
  public var density: CGFloat {
    get { values.density }
    set {
      guard newValue > 0 || !newValue.isFinite else {
        DynamicAnimator.report(.outOfRange(call: "DynamicItemBehavior.density", value: newValue, range: "> 0"))
        return
      }
      set(newValue, \.density, "DynamicItemBehavior.density", 1e-6...DynamicsUnits.maximumValue, "1e-6…1e7")
    }
  }

  /// Linear damping, ≥ 0: velocity falls by 1 / (1 + h × resistance) per step of h seconds.
  public var resistance: CGFloat {
    get { values.resistance }
    set { set(newValue, \.resistance, "DynamicItemBehavior.resistance", 0...Double.infinity, "≥ 0") }
  }

  /// Angular damping, ≥ 0, as `resistance` for rotation.
  public var angularResistance: CGFloat {
    get { values.angularResistance }
    set { set(newValue, \.angularResistance, "DynamicItemBehavior.angularResistance", 0...Double.infinity, "≥ 0") }
  }

  /// Whether the items may rotate (true by default).
  public var allowsRotation: Bool {
    get { values.allowsRotation }
    set {
      values.allowsRotation = newValue
      propertiesDidChange()
    }
  }

  /// Whether the items stay where they are: they take part in collisions but never move.
  public var isAnchored: Bool {
    get { values.isAnchored }
    set {
      values.isAnchored = newValue
      propertiesDidChange()
    }
  }

  /// Adds to an item's velocity, in pt/s.
  public func addLinearVelocity(_ velocity: CGPoint, for item: any DynamicItem) {
    guard accepts(velocity, "DynamicItemBehavior.addLinearVelocity(_:for:)") else { return }
    guard let body = dynamicAnimator?.body(for: item) else {
      let old = pendingLinear[ObjectIdentifier(item)] ?? .zero
      pendingLinear[ObjectIdentifier(item)] = old + velocity
      return
    }
    addVelocity(velocity, to: body)
    parameterDidChange()
  }

  /// An item's velocity, in pt/s (zero for an item the animator doesn't move).
  public func linearVelocity(for item: any DynamicItem) -> CGPoint {
    guard let body = dynamicAnimator?.body(for: item) else { return pendingLinear[ObjectIdentifier(item)] ?? .zero }
    let v = cpBodyGetVelocity(body.body)
    return CGPoint(x: v.x, y: v.y)
  }

  /// Adds to an item's angular velocity, in radians per second.
  public func addAngularVelocity(_ velocity: CGFloat, for item: any DynamicItem) {
    guard accepts(velocity, "DynamicItemBehavior.addAngularVelocity(_:for:)") else { return }
    guard let body = dynamicAnimator?.body(for: item) else {
      pendingAngular[ObjectIdentifier(item), default: 0] += velocity
      return
    }
    if !body.properties.isAnchored && body.properties.allowsRotation {
      cpBodySetAngularVelocity(body.body, cpBodyGetAngularVelocity(body.body) + velocity)
    }
    parameterDidChange()
  }

  /// An item's angular velocity, in radians per second.
  public func angularVelocity(for item: any DynamicItem) -> CGFloat {
    guard let body = dynamicAnimator?.body(for: item) else { return pendingAngular[ObjectIdentifier(item)] ?? 0 }
    return cpBodyGetAngularVelocity(body.body)
  }

  private func addVelocity(_ velocity: CGPoint, to body: ItemBody) {
    guard !body.properties.isAnchored else { return }
    let v = cpBodyGetVelocity(body.body)
    let x = v.x + velocity.x
    let y = v.y + velocity.y
    guard DynamicsError.isAcceptable(x), DynamicsError.isAcceptable(y) else {
      DynamicAnimator.report(.nonFinite(call: "DynamicItemBehavior.addLinearVelocity(_:for:)", value: "(\(x), \(y))"))
      return
    }
    cpBodySetVelocity(body.body, cpVect(x: x, y: y))
  }

  /// Writes these properties into an item's effective ones.
  func apply(to properties: inout ItemProperties) { properties = values }

  override var engineItems: [any DynamicItem] { items }

  override func install(in animator: DynamicAnimator) {
    guard !pendingLinear.isEmpty || !pendingAngular.isEmpty else { return }
    animator.refreshProperties(of: items)
    for item in items {
      guard let body = animator.body(for: item) else { continue }
      if let v = pendingLinear[ObjectIdentifier(item)] { addVelocity(v, to: body) }
      if let w = pendingAngular[ObjectIdentifier(item)], !body.properties.isAnchored, body.properties.allowsRotation {
        cpBodySetAngularVelocity(body.body, cpBodyGetAngularVelocity(body.body) + w)
      }
    }
    pendingLinear.removeAll()
    pendingAngular.removeAll()
  }
}
