import Foundation
import TrellisGeometry
import TrellisUI

/// What the collection view animates when elements move, appear or disappear (batch updates, layout
/// changes): a view's size, centre, 3D transform and alpha.
struct ElementMotionState {
  var size: CGSize
  var center: CGPoint
  var transform: Transform3D
  var alpha: CGFloat

  /// The state layout attributes describe.
  @MainActor init(_ attributes: LayoutAttributes) {
    size = attributes.size
    center = attributes.center
    transform = attributes.transform3D
    alpha = attributes.alpha
  }

  /// The state layout attributes describe, nil when there are none or their frame isn't finite.
  @MainActor init?(finite attributes: LayoutAttributes?) {
    guard let attributes, attributes.frame.isFinite else { return nil }
    self.init(attributes)
  }

  /// The state a view's layer shows (its presentation) or holds (its model).
  init(_ state: LayerState) {
    size = state.bounds.size
    center = state.center
    transform = state.transform
    alpha = state.alpha
  }

  /// The state of an element with plain geometry: its frame, no transform, opaque.
  init(frame: CGRect) {
    size = frame.size
    center = CGPoint(x: frame.midX, y: frame.midY)
    transform = .identity
    alpha = 1
  }

  /// The same state moved by `delta`.
  func shifted(by delta: CGPoint) -> ElementMotionState {
    guard delta != .zero else { return self }
    var state = self
    state.center.x += delta.x
    state.center.y += delta.y
    return state
  }

  /// The same place, transparent: where an element without attributes fades in or out.
  var faded: ElementMotionState {
    var state = self
    state.alpha = 0
    return state
  }
}

extension CollectionReusableView {
  /// The state the view's model holds now.
  var motionState: ElementMotionState {
    ElementMotionState(size: bounds.size, center: center, transform: transform3D, alpha: alpha)
  }

  /// Sets size, centre, transform and alpha; inside an animation block they animate.
  func show(_ state: ElementMotionState) {
    bounds = CGRect(origin: .zero, size: state.size)
    center = state.center
    transform3D = state.transform
    alpha = state.alpha
  }

  /// Shows `start` at once, then sets the model state back, so an enclosing animation block animates
  /// the view from `start` to where it is. Animations the view was running are cancelled first (their
  /// completions report false): `start` is usually where one of them had brought the view, and a
  /// change without animation would only shift them.
  func animate(from start: ElementMotionState) {
    let final = motionState
    Animator.shared.removeAnimations(for: self)
    View.performWithoutAnimation { self.show(start) }
    show(final)
  }
}

extension ElementMotionState {
  /// A state from its parts.
  init(size: CGSize, center: CGPoint, transform: Transform3D, alpha: CGFloat) {
    self.size = size
    self.center = center
    self.transform = transform
    self.alpha = alpha
  }
}
