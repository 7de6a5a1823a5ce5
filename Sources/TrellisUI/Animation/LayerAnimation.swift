import Foundation
import TrellisGeometry

/// What the animator needs to know of a view-property animation without its value type.
@MainActor protocol LayerAnimating: PropertyAnimation {
  /// The animated key path of `LayerState`.
  var layerKey: AnyKeyPath { get }
  /// The animated view, while it exists.
  var view: View? { get }
  /// The animated view's identity, kept after the view is gone.
  var viewID: ObjectIdentifier { get }
  /// Whether the view keeps receiving touches while this animates.
  var allowsUserInteraction: Bool { get }
  /// Writes the model value of the key to the presentation.
  func snapToModel()
  /// Ends the animation (if still running) and puts the property's model and presentation at the end
  /// value, the start value or the value last shown: how a `ViewPropertyAnimator` finishes.
  func settle(at position: ViewAnimatingPosition)
}

/// An animation of one `LayerState` key path of a view's presentation state: what a property set
/// inside `View.animate` creates.
final class LayerAnimation<Value: Interpolatable>: ValueAnimation<Value>, LayerAnimating {
  weak var view: View?
  private(set) var viewID: ObjectIdentifier
  private(set) var key: WritableKeyPath<LayerState, Value>
  private(set) var allowsUserInteraction: Bool

  init(view: View, key: WritableKeyPath<LayerState, Value>, from: Value, to: Value, context: AnimationContext) {
    self.view = view
    viewID = ObjectIdentifier(view)
    self.key = key
    allowsUserInteraction = context.allowsUserInteraction
    super.init(
      from: from, to: to, duration: context.duration, delay: context.delay, curve: context.curve,
      repeatCount: context.repeatCount, autoreverses: context.autoreverses)
    transaction = context.transaction
    timeline = context.timeline
    timelineOffset = context.timelineOffset
  }

  /// Makes a stopped animation that nothing else holds what `init` with these arguments makes.
  func restore(
    view: View, key: WritableKeyPath<LayerState, Value>, from: Value, to: Value, context: AnimationContext
  ) {
    self.view = view
    viewID = ObjectIdentifier(view)
    self.key = key
    allowsUserInteraction = context.allowsUserInteraction
    restore(
      from: from, to: to, duration: context.duration, delay: context.delay, curve: context.curve,
      repeatCount: context.repeatCount, autoreverses: context.autoreverses)
    transaction = context.transaction
    timeline = context.timeline
    timelineOffset = context.timelineOffset
  }

  var layerKey: AnyKeyPath { key }

  override var isTargetAlive: Bool { view != nil }

  override func apply(_ value: Value) {
    guard let view else { return }
    view.presentationState[keyPath: key] = value
    view.layerValueDidChange(key)
  }

  func snapToModel() {
    guard let view else { return }
    view.presentationState[keyPath: key] = view.model[keyPath: key]
    view.layerValueDidChange(key)
  }

  func settle(at position: ViewAnimatingPosition) {
    let value: Value
    switch position {
    case .end: value = to
    case .start: value = from
    case .current: value = currentValue
    }
    Animator.shared.retire(self)
    guard let view else { return }
    Animator.shared.performWithoutAnimation {
      if key == \LayerState.bounds, let rect = value as? CGRect {
        view.setBounds(rect)
      } else {
        view.setLayerValue(key, value)
      }
    }
    view.presentationState[keyPath: key] = value
    view.layerValueDidChange(key)
  }

  override func didStop() {
    Animator.shared.unregister(self)
    Animator.shared.keepForReuse(self)
  }
}
