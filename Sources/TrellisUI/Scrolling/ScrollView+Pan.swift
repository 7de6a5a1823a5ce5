import Foundation

extension ScrollView {
  /// The scroll view's pan gesture recognizer (`panGestureRecognizer`), created and attached on first use;
  /// don't change its delegate.
  ///
  /// When it begins it cancels the touches the content is tracking (`cancelsTouchesInView`), which is
  /// how a drag that starts on a collection-view cell unhighlights it instead of selecting it.
  /// - Complexity: O(number of recognizers on the view).
  public var panGestureRecognizer: PanGestureRecognizer {
    if let pan = gestureRecognizerStorage.lazy.compactMap({ $0 as? ScrollViewPanGestureRecognizer }).first {
      return pan
    }
    let pan = ScrollViewPanGestureRecognizer()
    pan.name = "ScrollView.pan"
    addGestureRecognizer(pan)
    return pan
  }
}

/// The class of the pan a scroll view makes for itself, so it finds it again among its recognizers.
@MainActor final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {}
