import Foundation

extension View {
  /// The recognizers attached to the view, in the order they were added; nil when there are none.
  ///
  /// Setting it removes the current recognizers and adds the new ones.
  /// - Complexity: O(n) to set, for n recognizers.
  public var gestureRecognizers: [GestureRecognizer]? {
    get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
    set {
      for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a recognizer, taking it from the view it was on; adding it twice does nothing.
  /// - Complexity: O(number of recognizers on the view).
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizerStorage.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer; a gesture under way is cancelled (or fails) and the recognizer resets.
  /// - Complexity: O(number of recognizers on the view + participants).
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.isParticipating { GestureEnvironment.shared.detach(gestureRecognizer) }
    gestureRecognizer.view = nil
  }
}
