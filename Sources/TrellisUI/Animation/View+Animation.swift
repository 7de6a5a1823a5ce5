import Foundation
import TrellisGeometry

extension View {
  /// Sets a model value and either animates the presentation value to it (inside an animation block)
  /// or applies it at once: a running animation of the key shifts onto it, else the presentation
  /// snaps to it; see `Animator.modelValueDidChange(_:_:from:)`.
  ///
  /// Setting a property to its current model value does nothing, even while it animates.
  ///
  /// Inlined so that, with the literal key path of each setter, the common case (no animation block,
  /// nothing animating on this view) compiles to plain stored-property writes: generic key-path reads
  /// of values wider than three words (CGRect, Transform3D) box them on the heap, and scrolling sets
  /// `bounds` every frame.
  @inline(__always)
  func setLayerValue<V: Interpolatable>(_ key: WritableKeyPath<LayerState, V>, _ value: V) {
    guard model[keyPath: key] != value else { return }
    let animator = Animator.shared
    if animator.contexts.isEmpty, animator.layerAnimations.isEmpty || !animator.hasLayerAnimations(for: self) {
      model[keyPath: key] = value
      presentationState[keyPath: key] = value
    } else {
      let from = presentationState[keyPath: key]
      model[keyPath: key] = value
      animator.modelValueDidChange(self, key, from: from)
    }
    layerValueDidChange(key)
  }
}

extension Optional: Interpolatable where Wrapped == Color {
  /// Interpolates colours; nil behaves as the other colour made clear.
  public func interpolated(to target: Color?, fraction: CGFloat) -> Color? {
    switch (self, target) {
    case (nil, nil): return nil
    case (let a?, let b?): return a.interpolated(to: b, fraction: fraction)
    case (let a?, nil): return a.interpolated(to: a.withAlphaComponent(0), fraction: fraction)
    case (nil, let b?): return b.withAlphaComponent(0).interpolated(to: b, fraction: fraction)
    }
  }

  /// Shifts component-wise when both targets are colours, a nil `self` counting as `oldTarget` made
  /// clear (as in interpolation); returns nil (no shift) when either target is nil.
  public func shifted(from oldTarget: Color?, to newTarget: Color?) -> Color?? {
    guard let oldTarget, let newTarget else { return nil }
    let start = self ?? oldTarget.withAlphaComponent(0)
    guard let moved = start.shifted(from: oldTarget, to: newTarget) else { return nil }
    return .some(.some(moved))
  }
}
