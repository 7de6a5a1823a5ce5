import Foundation

/// What changed in a view tree's Auto Layout: a view's intrinsic size, or a constraint (activated,
/// deactivated, its constant or priority edited).
package enum AutoLayoutChange: Sendable {
  /// `invalidateIntrinsicContentSize()` was called on the view.
  case intrinsicContentSize
  /// A constraint installed on the view changed.
  case constraints
}

extension View {
  /// Hears of every Auto Layout change with the view it happened in (a package hook: the collection view
  /// resizes self-sizing cells with it, `CollectionView.selfSizingInvalidation`); nil by default.
  package static var autoLayoutChangeObserver: (@MainActor (View, AutoLayoutChange) -> Void)?

  /// Tells the observer, if any, of a change in this view.
  package func noteAutoLayoutChange(_ change: AutoLayoutChange) {
    View.autoLayoutChangeObserver?(self, change)
  }
}
