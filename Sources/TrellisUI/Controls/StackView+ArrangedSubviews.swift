import Foundation

extension StackView {
  /// Records a misuse and hands it to `reportArrangementError(_:)`.
  func refuse(_ error: StackViewError) {
    lastArrangementError = error
    reportArrangementError(error)
  }

  /// Whether the stack view arranges a view.
  /// - Complexity: O(n) in the number of arranged views.
  func isArranged(_ view: View) -> Bool { arrangedSubviews.contains { $0 === view } }

  /// Arranges a view at an index, or moves it there, refusing misuse; then makes the constraints again.
  /// - Complexity: O(n) in the number of arranged views.
  func insertArranged(_ view: View, at index: Int) {
    guard !isDescendant(of: view) else {
      refuse(.arrangedAncestor(view: view.description))
      return
    }
    if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
      guard index >= 0, index < arrangedSubviews.count else {
        refuse(.indexOutOfRange(index: index, count: arrangedSubviews.count - 1))
        return
      }
      arrangedSubviews.remove(at: old)
      arrangedSubviews.insert(view, at: index)
    } else {
      guard index >= 0, index <= arrangedSubviews.count else {
        refuse(.indexOutOfRange(index: index, count: arrangedSubviews.count))
        return
      }
      // UIKit adds the view as the last subview when it isn't one, and leaves the subview order alone when it is.
      if view.superview !== self { addSubview(view) }
      view.translatesAutoresizingMaskIntoConstraints = false
      arrangedSubviews.insert(view, at: index)
    }
    arrangementDidChange()
  }

  /// Arranges a view at the end without making the constraints (`init(arrangedSubviews:)` makes them once).
  func appendArranged(_ view: View) {
    guard !isDescendant(of: view), !isArranged(view) else { return }
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedSubviews.append(view)
  }

  /// Stops arranging a view (it stays a subview) and makes the constraints again.
  /// - Complexity: O(n) in the number of arranged views.
  func stopArranging(_ view: View) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }
}
