import CCairo
import Foundation
import TrellisGeometry

extension ProjectiveTransform {
  /// The cairo matrix of the affine part (divided by `m33`); meaningful when `isAffine`.
  var cairoMatrix: cairo_matrix_t {
    let s = 1 / m33
    return cairo_matrix_t(xx: m11 * s, yx: m12 * s, xy: m21 * s, yy: m22 * s, x0: m31 * s, y0: m32 * s)
  }

  /// A scale by the same factor on both axes.
  package init(scale: CGFloat) {
    self.init(m11: scale, m12: 0, m13: 0, m21: 0, m22: scale, m23: 0, m31: 0, m32: 0, m33: 1)
  }

  /// Whether the transform is a scale by `scale` followed by a translation (what pixel snapping applies to).
  package func isScaledTranslation(scale: CGFloat) -> Bool {
    m13 == 0 && m23 == 0 && m12 == 0 && m21 == 0 && abs(m11 - scale * m33) < 1e-9 * scale
      && abs(m22 - scale * m33) < 1e-9 * scale
  }

  /// Whether the whole plane maps behind the camera: no perspective terms and a w that isn't positive.
  package var isEntirelyBehindCamera: Bool { m13 == 0 && m23 == 0 && m33 <= 0 }

  /// Whether the homogeneous w is positive at the four corners of a rectangle (it is all in front of the camera).
  package func isInFront(_ rect: CGRect) -> Bool {
    w(at: CGPoint(x: rect.minX, y: rect.minY)) > 0 && w(at: CGPoint(x: rect.maxX, y: rect.minY)) > 0
      && w(at: CGPoint(x: rect.minX, y: rect.maxY)) > 0 && w(at: CGPoint(x: rect.maxX, y: rect.maxY)) > 0
  }

  /// The pixman transform (column-vector convention) of this homography, normalised to `m33 = 1`; nil
  /// when out of range.
  ///
  /// Normalising to w ≈ 1 matters: pixman evaluates projective maps in 16.16 fixed point, and a matrix
  /// scaled up (say to a largest entry of 1024) saturates its intermediate products, so whole rows of
  /// the raster were sampled from the wrong place (labels on cover-flow tiles vanished).
  var pixmanTransform: pixman_transform? {
    let largest = max(
      max(max(abs(m11), abs(m12)), max(abs(m13), abs(m21))),
      max(max(abs(m22), abs(m23)), max(max(abs(m31), abs(m32)), abs(m33))))
    guard largest > 0, largest.isFinite else { return nil }
    let k = abs(m33) > 1e-6 * largest ? 1 / m33 : 1 / largest
    var floating = pixman_f_transform(
      m: ((m11 * k, m21 * k, m31 * k), (m12 * k, m22 * k, m32 * k), (m13 * k, m23 * k, m33 * k)))
    var fixed = pixman_transform()
    guard pixman_transform_from_pixman_f_transform(&fixed, &floating) != 0 else { return nil }
    return fixed
  }

  /// The device pixels a rectangle covers through this map, nil when part of it is behind the camera.
  package func devicePixels(of rect: CGRect) -> PixelBox? {
    guard let a = apply(CGPoint(x: rect.minX, y: rect.minY)), let b = apply(CGPoint(x: rect.maxX, y: rect.minY)),
      let c = apply(CGPoint(x: rect.minX, y: rect.maxY)), let d = apply(CGPoint(x: rect.maxX, y: rect.maxY))
    else { return nil }
    let x0 = min(min(a.x, b.x), min(c.x, d.x))
    let y0 = min(min(a.y, b.y), min(c.y, d.y))
    let x1 = max(max(a.x, b.x), max(c.x, d.x))
    let y1 = max(max(a.y, b.y), max(c.y, d.y))
    return PixelBox(covering: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
  }
}
