import Foundation
import TrellisGeometry

extension View {
  /// Sets a model value and either animates the presentation value to it (inside an animation block)
  /// or snaps the presentation to it; see `Animator.modelValueDidChange(_:_:from:)`.
  ///
  /// Setting a property to its current model value does nothing, even while it animates.
  func setLayerValue<V: Interpolatable>(_ key: WritableKeyPath<LayerState, V>, _ value: V) {
    let old = model[keyPath: key]
    guard old != value else { return }
    let from = presentationState[keyPath: key]
    model[keyPath: key] = value
    Animator.shared.modelValueDidChange(self, key, from: from)
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
}
