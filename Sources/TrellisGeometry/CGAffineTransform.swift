import Foundation

/// A 2D affine transform with Core Graphics' `CGAffineTransform` API and row-vector convention.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. Linux Foundation has no
/// `CGAffineTransform`, so Trellis provides one with the same spelling so UIKit code ports unchanged.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
  /// The entry in the first row and first column.
  public var a: CGFloat
  /// The entry in the first row and second column.
  public var b: CGFloat
  /// The entry in the second row and first column.
  public var c: CGFloat
  /// The entry in the second row and second column.
  public var d: CGFloat
  /// The x translation.
  public var tx: CGFloat
  /// The y translation.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates a transform from its six entries, in `CGAffineTransformMake` order.
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Creates the identity transform.
  public init() { self = .identity }

  /// Creates a translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a scale.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a rotation by `angle` radians; positive angles turn clockwise on a y-down screen.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// Returns `self` followed by `t2` (`CGAffineTransformConcat(self, t2)`).
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// Returns a translation applied before `self`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// Returns a scale applied before `self`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// Returns a rotation applied before `self`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The determinant of the linear part.
  public var determinant: CGFloat { a * d - b * c }

  /// Returns the inverse, or `self` unchanged when the transform is singular (as Core Graphics does).
  public func inverted() -> CGAffineTransform {
    let det = determinant
    guard det != 0, det.isFinite else { return self }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }

  /// Whether every entry is within `tolerance` of the other transform's (false if either has a NaN).
  public func isApproximatelyEqual(to other: CGAffineTransform, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - other.a) <= tolerance && abs(b - other.b) <= tolerance && abs(c - other.c) <= tolerance
      && abs(d - other.d) <= tolerance && abs(tx - other.tx) <= tolerance
      && abs(ty - other.ty) <= tolerance
  }

  /// A readable description listing the six entries.
  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}

extension CGPoint {
  /// Returns the point mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// Returns the size mapped by the linear part of `t` (translation ignored), as Core Graphics does.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// Returns the smallest rectangle containing the four mapped corners; a null or infinite
  /// rectangle is returned unchanged, as Core Graphics does.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull || isInfinite { return self }
    if t.b == 0 && t.c == 0 {
      let r = standardized
      return CGRect(
        x: t.a * r.minX + t.tx, y: t.d * r.minY + t.ty,
        width: t.a * r.width, height: t.d * r.height
      ).standardized
    }
    let corners = [
      CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
      CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
    ]
    return CGRect.boundingBox(of: corners)
  }

  /// The smallest rectangle containing every point, or `.null` when `points` is empty.
  /// - Complexity: O(n)
  public static func boundingBox(of points: [CGPoint]) -> CGRect {
    guard var minX = points.first?.x, var minY = points.first?.y else { return .null }
    var maxX = minX
    var maxY = minY
    for p in points.dropFirst() {
      minX = Swift.min(minX, p.x)
      maxX = Swift.max(maxX, p.x)
      minY = Swift.min(minY, p.y)
      maxY = Swift.max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
