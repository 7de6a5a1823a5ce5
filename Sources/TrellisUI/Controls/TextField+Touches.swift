import Foundation
import TrellisGeometry

extension TextField {
  /// A touch went down: on the clear button it arms it; in an editing field it commits a composition and
  /// places the caret (a double tap selects the word, a triple tap everything).
  func trackTouchBegan(_ touch: Touch) {
    let point = touch.location(in: self)
    touchIsOnClearButton =
      showsClearButton && clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point)
    guard !touchIsOnClearButton, isEditing else { return }
    unmarkText()
    let offset = characterOffset(at: point)
    switch touch.tapCount {
    case 1: moveCaret(to: offset, extending: false)
    case 2:
      let word = wordRange(at: offset)
      setSelection(anchor: word.lowerBound, caret: word.upperBound)
    default: setSelection(anchor: 0, caret: storage.count)
    }
  }

  /// A drag in an editing field extends the selection from where it went down.
  func trackTouchMoved(_ touch: Touch) {
    guard isEditing, !touchIsOnClearButton, touch.tapCount == 1 else { return }
    moveCaret(to: characterOffset(at: touch.location(in: self)), extending: true)
  }

  /// A touch lifted: on the clear button it clears; on a field that isn't editing it begins editing with
  /// the caret at the touch.
  func trackTouchEnded(_ touch: Touch, inside: Bool) {
    let point = touch.location(in: self)
    if touchIsOnClearButton {
      touchIsOnClearButton = false
      if clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) { clearFromButton() }
      return
    }
    guard !isEditing, inside, bounds.contains(point), becomeFirstResponder() else { return }
    moveCaret(to: characterOffset(at: point), extending: false)
  }
}
