import Foundation
import Testing
import Trellis
import TrellisTesting

/// Input-method composition in `TextField`: marked text is shown in place of the selection, underlined,
/// and only becomes part of `text` when committed.
@MainActor
@Suite("Text field composition")
struct TextFieldIMETests {
  @Test func markedTextIsShownThenCommitted() {
    let (host, field, delegate, log) = hostedField()
    field.becomeFirstResponder()
    host.type("a")
    delegate.calls = []
    log.entries = []
    host.compose("に")
    host.compose("にほ")
    #expect(field.text == "a", "the text excludes marked text")
    #expect(field.markedTextRange?.pair == [1, 2])
    #expect(drawnStrings(field.displayList) == ["aにほ"])
    #expect(log.entries.isEmpty && delegate.calls.isEmpty, "composing is not an edit")
    host.type("日本")
    #expect(field.text == "a日本")
    #expect(field.markedTextRange == nil)
    #expect(field.selectedRange.pair == [3, 0])
    #expect(delegate.calls == ["shouldChange {1, 0} '日本'", "selection {3, 0}"])
    #expect(log.entries == ["editingChanged"], "one edit: the commit")
    host.compose("")
    #expect(field.text == "a日本" && log.entries.count == 1, "the empty composition after a commit changes nothing")
  }

  @Test func anEmptyCompositionCancelsWithoutCommitting() {
    let (host, field, _, log) = hostedField(text: "ok")
    field.becomeFirstResponder()
    host.compose("かな")
    host.compose("")
    #expect(field.text == "ok" && field.markedTextRange == nil && log.entries == ["editingDidBegin"])
    #expect(drawnStrings(field.displayList) == ["ok"])
  }

  @Test func compositionReplacesTheSelectionOnlyWhenCommitted() {
    let (host, field, _, _) = hostedField(text: "hello")
    field.becomeFirstResponder()
    host.key(.home)
    host.key(.rightArrow)
    host.key(.rightArrow, modifiers: .shift)
    host.key(.rightArrow, modifiers: .shift)
    host.compose("漢")
    #expect(field.text == "hello")
    #expect(drawnStrings(field.displayList) == ["h漢lo"])
    #expect(field.markedTextRange?.pair == [1, 1])
    host.type("漢字")
    #expect(field.text == "h漢字lo" && field.selectedRange.pair == [3, 0])
  }

  @Test func theCaretFollowsTheCompositionsCursor() {
    let (host, field, _, _) = hostedField(text: "ab")
    field.becomeFirstResponder()
    host.compose("にほん", selectedRange: NSRange(location: 1, length: 0))
    // 10.2 pt per cluster: "ab" + "に" before the caret.
    #expect(field.caretRect.minX == (3 * 10.2).rounded())
    host.compose("にほん", selectedRange: NSRange(location: 1, length: 2))
    let commands = field.displayList.commands
    // Underlines just below the baseline (line top 7 + ascender 16.15 + 2, on a pixel): 1 pt under the
    // whole marked text, 2 pt under the input method's selected clause.
    let a = Font.labelFontSize * 0.6
    #expect(commands.contains(.fillRect(CGRect(x: 2 * a, y: 25, width: 5 * a - 2 * a, height: 1), .label)))
    #expect(commands.contains(.fillRect(CGRect(x: 3 * a, y: 25, width: 5 * a - 3 * a, height: 2), .label)))
    host.compose("にほん", selectedRange: NSRange(location: 99, length: 7))
    #expect(field.caretRect.minX == (5 * 10.2).rounded(), "an out-of-range cursor is clamped to the end")
    #expect(host.textInputRect == field.convert(field.caretRect, to: nil))
  }

  @Test func editingKeysBelongToTheInputMethodWhileComposing() {
    let (host, field, _, log) = hostedField(text: "ab")
    field.becomeFirstResponder()
    host.compose("か")
    for key in [Key.backspace, .delete, .leftArrow, .home, .returnOrEnter] { host.key(key) }
    host.key(.character("a"), modifiers: .control)
    #expect(field.text == "ab" && field.markedTextRange?.pair == [2, 1])
    #expect(field.selectedRange.pair == [2, 0])
    #expect(log.entries == ["editingDidBegin"])
  }

  @Test func resigningCommitsTheComposition() {
    let (host, field, _, log) = hostedField(text: "ab")
    field.becomeFirstResponder()
    host.compose("か")
    field.resignFirstResponder()
    #expect(field.text == "abか" && field.markedTextRange == nil)
    #expect(log.entries == ["editingDidBegin", "editingChanged", "editingDidEnd"])
    #expect(!host.isTextInputActive)
  }

  @Test func textInputReachesOnlyAnEditingFirstResponder() {
    let (host, field, _, _) = hostedField(text: "ab")
    host.type("x")
    host.compose("y")
    #expect(field.text == "ab" && field.markedTextRange == nil, "not editing: nothing arrives")
    field.becomeFirstResponder()
    field.setMarkedText("zz", selectedRange: NSRange(location: -4, length: 100))
    #expect(field.markedTextRange?.pair == [2, 2])
    field.unmarkText()
    #expect(field.text == "abzz")
  }
}
