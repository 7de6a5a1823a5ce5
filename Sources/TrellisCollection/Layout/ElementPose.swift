import Foundation
import TrellisGeometry
import TrellisUI

/// Where and how one element shows: centre, size, 3D transform, alpha and zIndex. The one pose type of
/// the collection view: what a view shows before and after an animated change, where a change starts
/// an element, and each end of an element in a `TransitionLayout`.
struct ElementPose: Equatable {
  var center: CGPoint
  var size: CGSize
  var transform: Transform3D
  var alpha: CGFloat
  var zIndex: Int

  /// A pose of nothing: zero size at the origin, transparent.
  static let none = ElementPose(center: .zero, size: .zero, transform: .identity, alpha: 0, zIndex: 0)

  /// A pose from its parts.
  init(center: CGPoint, size: CGSize, transform: Transform3D, alpha: CGFloat, zIndex: Int) {
    self.center = center
    self.size = size
    self.transform = transform
    self.alpha = alpha
    self.zIndex = zIndex
  }

  /// The pose of plain geometry: its frame and zIndex, no transform, opaque.
  init(_ geometry: ElementGeometry) {
    self.init(frame: geometry.frame, zIndex: geometry.zIndex)
  }

  /// The pose of a frame: no transform, opaque.
  init(frame f: CGRect, zIndex: Int = 0) {
    self.init(center: CGPoint(x: f.midX, y: f.midY), size: f.size, transform: .identity, alpha: 1, zIndex: zIndex)
  }

  /// The pose layout attributes describe.
  @MainActor init(_ attributes: LayoutAttributes) {
    self.init(
      center: attributes.center, size: attributes.size, transform: attributes.transform3D, alpha: attributes.alpha,
      zIndex: attributes.zIndex)
  }

  /// The pose layout attributes describe, nil when there are none or their frame isn't finite.
  @MainActor init?(finite attributes: LayoutAttributes?) {
    guard let attributes, attributes.frame.isFinite else { return nil }
    self.init(attributes)
  }

  /// The pose a view's layer shows (its presentation) or holds (its model); zIndex 0 (views keep their
  /// z-order from their attributes).
  init(_ state: LayerState) {
    self.init(center: state.center, size: state.bounds.size, transform: state.transform, alpha: state.alpha, zIndex: 0)
  }

  /// Whether plain geometry (a frame and a zIndex) says all of it.
  var isPlain: Bool { alpha == 1 && transform.isIdentity }

  /// The same pose moved by `delta`.
  func shifted(by delta: CGPoint) -> ElementPose {
    guard delta != .zero else { return self }
    var pose = self
    pose.center.x += delta.x
    pose.center.y += delta.y
    return pose
  }

  /// The same place, transparent: where an element without attributes fades in or out.
  var faded: ElementPose {
    var pose = self
    pose.alpha = 0
    return pose
  }

  /// The pose `fraction` of the way to `other`: centre and size linearly, the transform decomposed
  /// (identity to identity stays identity), alpha clamped to 0…1, zIndex the nearer end's.
  func interpolated(to other: ElementPose, fraction p: CGFloat) -> ElementPose {
    let transform =
      transform.isIdentity && other.transform.isIdentity
      ? Transform3D.identity : transform.interpolated(to: other.transform, fraction: p)
    return ElementPose(
      center: center.interpolated(to: other.center, fraction: p),
      size: size.interpolated(to: other.size, fraction: p), transform: transform,
      alpha: min(max(alpha.interpolated(to: other.alpha, fraction: p), 0), 1), zIndex: p < 0.5 ? zIndex : other.zIndex)
  }
}

extension CollectionReusableView {
  /// The pose the view's model holds now (zIndex 0: see `ElementPose.init(_:)` for layers).
  var pose: ElementPose {
    ElementPose(center: center, size: bounds.size, transform: transform3D, alpha: alpha, zIndex: 0)
  }

  /// Sets size, centre, transform and alpha (not the z-order); inside an animation block they animate.
  func show(_ pose: ElementPose) {
    bounds = CGRect(origin: .zero, size: pose.size)
    center = pose.center
    transform3D = pose.transform
    alpha = pose.alpha
  }

  /// Shows `start` at once, then sets the model pose back, so an enclosing animation block animates
  /// the view from `start` to where it is. Animations the view was running are cancelled first (their
  /// completions report false): `start` is usually where one of them had brought the view, and a
  /// change without animation would only shift them.
  func animate(from start: ElementPose) {
    let final = pose
    Animator.shared.removeAnimations(for: self)
    View.performWithoutAnimation { self.show(start) }
    show(final)
  }
}
