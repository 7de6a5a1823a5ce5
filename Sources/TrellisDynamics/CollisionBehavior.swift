import CChipmunk
import Trellis

/// Makes its items collide with each other and with boundaries (`UICollisionBehavior`).
///
/// Each item gets a box the size of its bounds; boundaries are segments (two points, or a path's
/// outline with curves flattened) or, with `translatesReferenceBoundsIntoBoundary`, 1,000-pt-thick
/// walls around the reference view's bounds, so fast items can't tunnel through.
open class CollisionBehavior: DynamicBehavior {
  /// What collides (`UICollisionBehavior.Mode`).
  public struct Mode: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mode from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Items collide with each other.
    public static let items = Mode(rawValue: 1)
    /// Items collide with the boundaries.
    public static let boundaries = Mode(rawValue: 2)
    /// Both (the default).
    public static let everything: Mode = [.items, .boundaries]
  }

  /// The items that collide.
  public private(set) var items: [any DynamicItem]
  /// Hears contacts begin and end.
  public weak var collisionDelegate: (any CollisionBehaviorDelegate)?
  private var mode: Mode = .everything
  private var referenceBounds = false
  private var referenceInsets = EdgeInsets()
  private var boundaries: [(identifier: AnyHashable, segments: [(CGPoint, CGPoint)])] = []
  private var engineShapes: [(shape: OpaquePointer, id: Int, body: ItemBody?)] = []
  private var slot: Int?
  /// The reference-bounds boundary as installed, nil without one.
  private var installedBounds: CGRect?

  /// Creates a collision behaviour for items (`init(items:)`).
  public init(items: [any DynamicItem] = []) {
    self.items = items
    super.init()
  }

  /// Adds an item (once).
  /// - Complexity: O(items): the behaviour is re-installed.
  public func addItem(_ item: any DynamicItem) { add(item, to: \CollisionBehavior.items, of: self) }

  /// Removes an item.
  /// - Complexity: O(items): the behaviour is re-installed.
  public func removeItem(_ item: any DynamicItem) { remove(item, from: \CollisionBehavior.items, of: self) }

  /// What collides with what.
  public var collisionMode: Mode {
    get { mode }
    set { changeMembership { mode = newValue } }
  }

  /// Whether the reference view's bounds are a boundary (identifier nil).
  public var translatesReferenceBoundsIntoBoundary: Bool {
    get { referenceBounds }
    set { changeMembership { referenceBounds = newValue } }
  }

  /// Makes the reference bounds, inset, a boundary.
  public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
    guard accepts(CGPoint(x: insets.top, y: insets.left), "setTranslatesReferenceBoundsIntoBoundary(with:)"),
      accepts(CGPoint(x: insets.bottom, y: insets.right), "setTranslatesReferenceBoundsIntoBoundary(with:)")
    else { return }
    changeMembership {
      referenceInsets = insets
      referenceBounds = true
    }
  }

  /// Adds (or replaces) a boundary from one point to another.
  public func addBoundary(withIdentifier identifier: AnyHashable, from p1: CGPoint, to p2: CGPoint) {
    guard accepts(p1, "addBoundary(withIdentifier:from:to:)"), accepts(p2, "addBoundary(withIdentifier:from:to:)")
    else { return }
    setBoundary(identifier, [(p1, p2)])
  }

  /// Adds (or replaces) a boundary along a path's outline (`addBoundary(withIdentifier:for:)`).
  /// - Complexity: O(path elements).
  public func addBoundary(withIdentifier identifier: AnyHashable, for path: BezierPath) {
    var segments: [(CGPoint, CGPoint)] = []
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in path.path.elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p):
        segments.append((current, p))
        current = p
      case .curve(let p, let c1, let c2):
        var previous = current
        for i in 1...8 {
          let t = CGFloat(i) / 8
          let u = 1 - t
          let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
          let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
          segments.append((previous, CGPoint(x: x, y: y)))
          previous = CGPoint(x: x, y: y)
        }
        current = p
      case .closeSubpath:
        if current != start { segments.append((current, start)) }
        current = start
      }
    }
    for (a, b) in segments {
      guard accepts(a, "addBoundary(withIdentifier:for:)"), accepts(b, "addBoundary(withIdentifier:for:)") else {
        return
      }
    }
    setBoundary(identifier, segments)
  }

  private func setBoundary(_ identifier: AnyHashable, _ segments: [(CGPoint, CGPoint)]) {
    changeMembership {
      boundaries.removeAll { $0.identifier == identifier }
      boundaries.append((identifier, segments))
    }
  }

  /// The identifiers of the added boundaries, in order.
  public var boundaryIdentifiers: [AnyHashable] { boundaries.map(\.identifier) }

  /// The segments of a boundary, nil for an unknown identifier (`boundary(withIdentifier:)`).
  public func boundary(withIdentifier identifier: AnyHashable) -> [(CGPoint, CGPoint)]? {
    boundaries.first { $0.identifier == identifier }?.segments
  }

  /// Removes a boundary.
  /// - Complexity: O(items + boundary segments): the behaviour is re-installed.
  public func removeBoundary(withIdentifier identifier: AnyHashable) {
    guard boundaries.contains(where: { $0.identifier == identifier }) else { return }
    changeMembership { boundaries.removeAll { $0.identifier == identifier } }
  }

  /// Removes every added boundary (not the reference bounds).
  /// - Complexity: O(items): the behaviour is re-installed.
  public func removeAllBoundaries() { changeMembership { boundaries.removeAll() } }

  override var engineItems: [any DynamicItem] { items }

  override func install(in animator: DynamicAnimator) {
    engineShapes.removeAll()  // entries from an animator that was freed meanwhile
    guard let free = animator.collisionSlots.firstIndex(of: false) else {
      DynamicAnimator.report(.tooManyCollisionBehaviors(limit: animator.collisionSlots.count))
      return
    }
    animator.collisionSlots[free] = true
    slot = free
    let itemBit = cpBitmask(1) << cpBitmask(2 * free)
    let boundaryBit = itemBit << 1
    var itemMask: cpBitmask = 0
    if mode.contains(.items) { itemMask |= itemBit }
    if mode.contains(.boundaries) { itemMask |= boundaryBit }
    let itemFilter = cpShapeFilter(group: 0, categories: itemBit, mask: itemMask)
    let boundaryFilter = cpShapeFilter(
      group: 0, categories: boundaryBit, mask: mode.contains(.boundaries) ? itemBit : 0)
    for item in items {
      guard let body = animator.body(for: item) else { continue }
      let (shape, id) = animator.world.addBox(to: body.body, size: body.size)
      cpShapeSetFilter(shape, itemFilter)
      body.shapes.append(shape)
      cpShapeSetElasticity(shape, body.properties.elasticity)
      cpShapeSetFriction(shape, body.properties.friction)
      engineShapes.append((shape, id, body))
      animator.shapeOwners[id] = ShapeOwner(behavior: self, item: item, boundary: nil)
    }
    func addBoundaryShape(_ made: (shape: OpaquePointer, id: Int), _ identifier: AnyHashable?) {
      cpShapeSetFilter(made.shape, boundaryFilter)
      cpShapeSetElasticity(made.shape, 1)
      cpShapeSetFriction(made.shape, 1)
      engineShapes.append((made.shape, made.id, nil))
      animator.shapeOwners[made.id] = ShapeOwner(behavior: self, item: nil, boundary: identifier)
    }
    if referenceBounds, let bounds = animator.referenceBounds {
      let r = bounds.inset(by: referenceInsets)
      installedBounds = r
      let t: CGFloat = 1000
      for wall in [
        CGRect(x: r.minX - t, y: r.minY - t, width: r.width + 2 * t, height: t),
        CGRect(x: r.minX - t, y: r.maxY, width: r.width + 2 * t, height: t),
        CGRect(x: r.minX - t, y: r.minY, width: t, height: r.height),
        CGRect(x: r.maxX, y: r.minY, width: t, height: r.height),
      ] where wall.isFinite {
        addBoundaryShape(animator.world.addStaticBox(wall), nil)
      }
    }
    for boundary in boundaries {
      for (a, b) in boundary.segments where a != b {
        addBoundaryShape(animator.world.addStaticSegment(from: a, to: b), boundary.identifier)
      }
    }
  }

  /// Moves items that a fast step carried into the reference-bounds walls back inside; the engine has
  /// already turned their velocity (Chipmunk finds a contact only after the step that made it).
  override func afterStep(in animator: DynamicAnimator) {
    guard let r = installedBounds, mode.contains(.boundaries) else { return }
    for entry in engineShapes {
      guard let body = entry.body, !body.properties.isAnchored else { continue }
      let angle = cpBodyGetAngle(body.body)
      let (c, s) = (abs(cos(angle)), abs(sin(angle)))
      let hx = (c * body.size.width + s * body.size.height) / 2
      let hy = (s * body.size.width + c * body.size.height) / 2
      guard 2 * hx <= r.width, 2 * hy <= r.height else { continue }
      let p = cpBodyGetPosition(body.body)
      let x = min(max(p.x, r.minX + hx), r.maxX - hx)
      let y = min(max(p.y, r.minY + hy), r.maxY - hy)
      if x != p.x || y != p.y { cpBodySetPosition(body.body, cpVect(x: x, y: y)) }
    }
  }

  override func uninstall(from animator: DynamicAnimator) {
    for entry in engineShapes {
      entry.body?.shapes.removeAll { $0 == entry.shape }
      animator.shapeOwners[entry.id] = nil
      animator.world.removeShape(entry.shape)
    }
    engineShapes.removeAll()
    installedBounds = nil
    if let slot { animator.collisionSlots[slot] = false }
    slot = nil
  }
}
