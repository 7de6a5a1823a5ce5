import Foundation

/// A view's Auto Layout state, made the first time the view takes part in Auto Layout, so views that
/// don't pay one reference (`View.autoLayout`).
@MainActor final class ViewAutoLayoutState {
  /// The constraints installed on the view (`constraints`), in installation order.
  var installedConstraints: [LayoutConstraint] = []
  /// Whether the view's frame becomes required constraints (`translatesAutoresizingMaskIntoConstraints`).
  var translatesAutoresizingMask = true
  /// Content hugging priorities (horizontal, vertical).
  var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  /// Compression resistance priorities (horizontal, vertical).
  var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
  /// Whether `updateConstraints()` is due before the next solve.
  var needsUpdateConstraints = false
  /// Set by the base `updateConstraints()`, to find overrides that don't call super.
  var updateConstraintsCalledSuper = false
  /// The guides added with `addLayoutGuide(_:)`, then the system guides once asked for.
  var layoutGuides: [LayoutGuide] = []
  var marginsGuide: LayoutGuide?
  var safeAreaGuide: LayoutGuide?
  var readableGuide: LayoutGuide?
  /// Whether the view or a descendant ever took part in Auto Layout (sticky; it only narrows searches).
  var subtreeUsesAutoLayout = false
  /// The engine, on the root of a tree with constraints.
  var engine: AutoLayoutEngine?
}
