import Foundation
import TrellisGeometry

extension View {
  /// Marks the view as needing `layoutSubviews` before the next frame.
  public func setNeedsLayout() {
    needsLayout = true
    subtreeNeedsLayout = true
    var current = superview
    while let v = current, !v.subtreeNeedsLayout {
      v.subtreeNeedsLayout = true
      current = v.superview
    }
    Application.shared.setNeedsFrame()
  }

  /// Lays out this view and any descendants that need it, now (`layoutIfNeeded()`).
  /// - Complexity: O(views needing layout and their ancestors).
  public func layoutIfNeeded() {
    if let engine = autoLayout?.engine { engine.solveIfNeeded() }
    guard subtreeNeedsLayout || needsLayout else { return }
    subtreeNeedsLayout = false
    if needsLayout {
      needsLayout = false
      let controller = owningViewController
      controller?.viewWillLayoutSubviews()
      // Auto Layout's frames, before layoutSubviews (UIKit sets them in UIView's, which subclasses here
      // often don't call).
      if let autoLayout, autoLayout.subtreeUsesAutoLayout { applyConstraintFrames() }
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
    for sub in subviews where sub.subtreeNeedsLayout || sub.needsLayout { sub.layoutIfNeeded() }
  }

  /// Whether a layout pass is pending for this view.
  public var isLayoutPending: Bool { needsLayout }

}
