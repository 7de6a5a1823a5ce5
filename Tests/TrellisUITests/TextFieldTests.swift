import Foundation
import Testing
import Trellis
import TrellisTesting

/// `TextField` (`UITextField`): focus, typing through host text input, grapheme editing, the keyboard,
/// the pasteboard, the delegate and the control events.
@MainActor
@Suite("Text field")
struct TextFieldTests {
  @Test func aTapBeginsEditingAndTextInputTypes() {
    let (host, field, delegate, log) = hostedField()
    #expect(!field.isEditing && !host.isTextInputActive)
    host.tap(at: CGPoint(x: 100, y: 37))
    #expect(field.isEditing && field.isFirstResponder && host.isTextInputActive)
    #expect(delegate.calls == ["shouldBegin", "didBegin"])
    #expect(log.entries == ["editingDidBegin"])
    host.type("a")
    host.type("bc")
    #expect(field.text == "abc")
    #expect(field.selectedRange.pair == [3, 0])
    #expect(log.count("editingChanged") == 2, "once per edit")
    #expect(
      Array(delegate.calls.dropFirst(2)) == [
        "shouldChange {0, 0} 'a'", "selection {1, 0}", "shouldChange {1, 0} 'bc'", "selection {3, 0}",
      ])
  }

  @Test func printableKeyDownsInsertNothingSoTextIsNeverTypedTwice() {
    let (host, field, _, log) = hostedField(text: "ab")
    field.becomeFirstResponder()
    host.key(.character("x"), characters: "x")
    host.key(.space, characters: " ")
    host.key(.character("y"), modifiers: .shift, characters: "Y")
    #expect(field.text == "ab")
    #expect(log.count("editingChanged") == 0)
  }

  @Test func programmaticTextSendsNoEventsAndPutsTheCaretAtTheEnd() {
    let (_, field, delegate, log) = hostedField()
    field.becomeFirstResponder()
    delegate.calls = []
    log.entries = []
    field.text = "hello"
    #expect(field.text == "hello" && field.selectedRange.pair == [5, 0])
    field.text = nil
    #expect(field.text == "", "nil reads back as empty, as in UIKit")
    #expect(log.entries.isEmpty && delegate.calls.isEmpty)
  }

  @Test func backspaceAndDeleteRemoveWholeGraphemeClusters() {
    let (host, field, delegate, log) = hostedField(text: "ae\u{301}🇯🇵日本")
    field.becomeFirstResponder()
    delegate.calls = []
    host.key(.backspace)
    #expect(field.text == "ae\u{301}🇯🇵日")
    host.key(.backspace)
    #expect(field.text == "ae\u{301}🇯🇵")
    host.key(.backspace)
    #expect(field.text == "ae\u{301}", "the flag (two regional indicators, 4 UTF-16 units) goes at once")
    #expect(delegate.calls.contains("shouldChange {3, 4} ''"))
    host.key(.backspace)
    #expect(field.text == "a", "e + combining acute goes at once")
    #expect(delegate.calls.contains("shouldChange {1, 2} ''"))
    field.text = "x🇫🇷e\u{301}y"
    host.key(.home)
    host.key(.delete)
    #expect(field.text == "🇫🇷e\u{301}y")
    host.key(.delete)
    #expect(field.text == "e\u{301}y")
    host.key(.delete)
    #expect(field.text == "y")
    host.key(.end)
    host.key(.delete)
    #expect(field.text == "y", "Delete at the end deletes nothing")
    #expect(log.count("editingChanged") == 7)
  }

  @Test func arrowsHomeEndAndShiftSelection() {
    let (host, field, _, _) = hostedField(text: "hello world")
    field.becomeFirstResponder()
    host.key(.home)
    #expect(field.selectedRange.pair == [0, 0])
    host.key(.leftArrow)
    #expect(field.selectedRange.pair == [0, 0], "clamped at the start")
    host.key(.rightArrow)
    host.key(.rightArrow)
    #expect(field.selectedRange.pair == [2, 0])
    for _ in 0..<3 { host.key(.rightArrow, modifiers: .shift) }
    #expect(field.selectedRange.pair == [2, 3])
    host.key(.leftArrow, modifiers: .shift)
    #expect(field.selectedRange.pair == [2, 2])
    host.key(.leftArrow)
    #expect(field.selectedRange.pair == [2, 0], "Left collapses a selection to its start")
    host.key(.end, modifiers: .shift)
    #expect(field.selectedRange.pair == [2, 9])
    host.key(.rightArrow)
    #expect(field.selectedRange.pair == [11, 0], "Right collapses to the end")
    host.key(.home, modifiers: .shift)
    #expect(field.selectedRange.pair == [0, 11])
    host.key(.rightArrow, modifiers: .shift)
    #expect(field.selectedRange.pair == [1, 10], "the anchor stays at the end")
    host.type("J")
    #expect(field.text == "hJ", "typing replaces the selection")
    #expect(field.selectedRange.pair == [2, 0])
    field.text = "a🇯🇵b"
    host.key(.leftArrow)
    host.key(.leftArrow)
    #expect(field.selectedRange.pair == [1, 0], "one arrow crosses the flag")
    host.key(.upArrow)
    #expect(field.selectedRange.pair == [0, 0])
    host.key(.downArrow)
    #expect(field.selectedRange.pair == [6, 0])
  }

  @Test func selectAllCutCopyAndPasteUseTheGeneralPasteboard() {
    let (host, field, _, log) = hostedField(text: "teal 日本")
    field.becomeFirstResponder()
    host.key(.character("a"), modifiers: .control)
    #expect(field.selectedRange.pair == [0, 7])
    host.key(.character("c"), modifiers: .control)
    #expect(Pasteboard.general.string == "teal 日本")
    #expect(field.text == "teal 日本" && log.count("editingChanged") == 0)
    host.key(.home)
    host.key(.rightArrow, modifiers: .shift)
    host.key(.rightArrow, modifiers: .shift)
    host.key(.character("x"), modifiers: .control)
    #expect(Pasteboard.general.string == "te")
    #expect(field.text == "al 日本")
    host.key(.end)
    host.key(.character("v"), modifiers: .control)
    host.key(.character("v"), modifiers: .command)
    #expect(field.text == "al 日本tete")
    #expect(log.count("editingChanged") == 3)
    Pasteboard.general.string = "two\nlines"
    host.key(.character("v"), modifiers: .control)
    #expect(field.text == "al 日本tetetwo lines", "newlines become spaces in a one-line field")
    #expect(field.canPerformAction(.paste, withSender: nil))
    #expect(!field.canPerformAction(.copy, withSender: nil), "nothing selected")
  }

  @Test func placeholderIsDrawnOnlyWhileTheFieldIsEmpty() {
    let (host, field, _, _) = hostedField()
    field.placeholder = "Search"
    let placeholderBlocks = field.displayList.commands.compactMap { command -> TextBlock? in
      if case .text(let block, _) = command { return block }
      return nil
    }
    #expect(placeholderBlocks.map(\.string) == ["Search"])
    #expect(placeholderBlocks.first?.color == .placeholderText)
    field.becomeFirstResponder()
    host.type("r")
    #expect(drawnStrings(field.displayList) == ["r"])
    host.key(.backspace)
    #expect(drawnStrings(field.displayList) == ["Search"], "empty again: the placeholder returns")
    host.compose("に")
    #expect(drawnStrings(field.displayList) == ["に"], "marked text hides the placeholder")
  }

  @Test func shouldChangeCharactersGetsTheUTF16RangeAndCanRefuse() {
    let (host, field, delegate, log) = hostedField(text: "😀日本")
    field.becomeFirstResponder()
    delegate.calls = []
    host.type("語")
    #expect(delegate.calls.first == "shouldChange {4, 0} '語'", "the emoji counts 2 UTF-16 units")
    host.key(.character("a"), modifiers: .control)
    host.type("x")
    #expect(delegate.calls.contains("shouldChange {0, 5} 'x'"))
    #expect(field.text == "x")
    delegate.allowsChanges = false
    log.entries = []
    host.type("y")
    host.key(.backspace)
    Pasteboard.general.string = "z"
    host.key(.character("v"), modifiers: .control)
    #expect(field.text == "x", "refused edits change nothing")
    #expect(field.selectedRange.pair == [1, 0])
    #expect(log.entries.isEmpty, "and send no editingChanged")
  }

  @Test func aDelegateThatSetsTheTextItselfTakesTheEditOver() {
    let (host, field, delegate, log) = hostedField(text: "ab")
    field.becomeFirstResponder()
    delegate.onShouldChange = { $0.text = "AB!" }
    host.type("c")
    #expect(field.text == "AB!", "the delegate's text stays; the edit is dropped whatever it answers")
    #expect(field.selectedRange.pair == [3, 0])
    #expect(log.count("editingChanged") == 0)
  }

  @Test func returnAsksTheDelegateThenSendsItsEvents() {
    let (host, field, delegate, log) = hostedField(text: "q")
    field.becomeFirstResponder()
    delegate.calls = []
    log.entries = []
    host.key(.returnOrEnter, characters: "\r")
    #expect(delegate.calls == ["shouldReturn"])
    #expect(log.entries == ["primaryActionTriggered"])
    #expect(field.isEditing, "no target for editingDidEndOnExit: the field keeps editing")
    field.addAction(for: .editingDidEndOnExit) { _ in log.entries.append("editingDidEndOnExit") }
    delegate.allowsReturn = false
    log.entries = []
    host.key(.returnOrEnter)
    #expect(log.entries.isEmpty && field.isEditing, "refused: no events")
    delegate.allowsReturn = true
    host.key(.returnOrEnter)
    #expect(!field.isEditing && !field.isFirstResponder, "a target for editingDidEndOnExit makes Return resign")
    #expect(log.entries == ["primaryActionTriggered", "editingDidEndOnExit", "editingDidEnd"])
    #expect(field.text == "q")
  }

  @Test func caretStandsAtTheMeasuredWidthOfTheTextBeforeIt() {
    let (host, field, _, _) = hostedField(text: "ab日e\u{301}", scale: 2)
    field.becomeFirstResponder()
    let font = field.font!
    let textX = field.editingRect(forBounds: field.bounds).minX
    for caret in 0...4 {
      host.key(.home)
      for _ in 0..<caret { host.key(.rightArrow) }
      let prefix = String(field.text!.prefix(caret))
      let width = TextSystems.current.caretOffsets(in: prefix, font: font).last!
      #expect(width == CGFloat(caret) * (font.pointSize * 0.6), "the approximate system: 0.6 em per cluster")
      #expect(field.caretRect.minX == ((textX + width) * 2).rounded() / 2, "caret \(caret), on a half-point pixel")
    }
    // The line box is centred: 20.4 pt high in 34, top at 6.8 rounded to the 2x pixel grid.
    #expect(field.caretRect.minY == 7 && field.caretRect.height == 20.4 && field.caretRect.width == 2)
    #expect(host.textInputRect == field.convert(field.caretRect, to: nil), "the host hears where the caret is")
  }

  /// A field made first responder before it is laid out (in `viewDidAppear`, as a search screen does) has
  /// zero bounds, narrower than its padding: its caret and the host's input rectangle stay finite
  /// (`insetBy` would answer `CGRect.null`, whose infinite origin crashed the SDL host's conversion), and
  /// once laid out the host hears where the caret moved.
  @Test func aFieldNotLaidOutYetHasAFiniteCaret() throws {
    TextSystems.current = ApproximateTextSystem()
    let host = HeadlessHost(size: CGSize(width: 300, height: 100))
    let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    host.show(container)
    let field = TextField()
    field.borderStyle = .roundedRect
    container.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(field.editingRect(forBounds: field.bounds) == .zero)
    #expect(field.caretRect.origin.x.isFinite && field.caretRect.origin.y.isFinite)
    let inputRect = try #require(host.textInputRect)
    #expect(inputRect.origin.x.isFinite && inputRect.origin.y.isFinite)
    field.frame = CGRect(x: 10, y: 20, width: 200, height: 34)
    host.runFrame()
    #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
    #expect(host.textInputRect == field.convert(field.caretRect, to: nil), "laid out, the host hears the new caret")
  }

  @Test func aTapPlacesTheCaretAtTheNearestBoundary() {
    let (host, field, _, _) = hostedField(text: "abcdef")
    // Boundaries at 0, 10.2, 20.4, 30.6 … in the field; 34 is nearest to 30.6 (3).
    host.tap(at: CGPoint(x: 10 + 34, y: 37))
    #expect(field.isEditing && field.selectedRange.pair == [3, 0])
    host.advance(by: 1)
    host.tap(at: CGPoint(x: 10 + 6, y: 37))
    #expect(field.selectedRange.pair == [1, 0])
    host.advance(by: 1)
    host.tap(at: CGPoint(x: 250, y: 37))
    #expect(field.selectedRange.pair == [6, 0], "right of the text: the end")
  }

  @Test func beginningAndEndingReportInOrderAndRespectTheDelegate() {
    let (host, field, delegate, log) = hostedField(text: "x")
    let other = TextField(frame: CGRect(x: 10, y: 60, width: 280, height: 34))
    host.window?.addSubview(other)
    field.becomeFirstResponder()
    delegate.allowsEnd = false
    #expect(!other.becomeFirstResponder(), "the editing field refuses to resign")
    #expect(field.isEditing && field.isFirstResponder && !other.isEditing)
    delegate.allowsEnd = true
    #expect(other.becomeFirstResponder())
    #expect(!field.isEditing && other.isEditing && other.isFirstResponder)
    #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd"])
    #expect(log.entries == ["editingDidBegin", "editingDidEnd"])
    #expect(host.isTextInputActive, "the other field has text input on")
    other.removeFromSuperview()
    #expect(!other.isEditing && !other.isFirstResponder && !host.isTextInputActive, "leaving the window ends editing")
    field.isEnabled = false
    #expect(!field.becomeFirstResponder())
  }

  @Test func keysTheFieldDoesntUseGoUpTheResponderChain() {
    TextSystems.current = ApproximateTextSystem()
    let host = HeadlessHost(size: CGSize(width: 300, height: 100))
    let container = KeyRecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let field = TextField(frame: CGRect(x: 10, y: 20, width: 280, height: 34))
    field.text = "abc"
    container.addSubview(field)
    host.show(container)
    container.becomeFirstResponder()
    host.key(.leftArrow)
    #expect(container.keys == [.leftArrow], "not editing: every key passes on")
    field.becomeFirstResponder()
    container.keys = []
    for key in [Key.leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end, .backspace, .delete, .space] {
      host.key(key)
    }
    host.key(.character("a"), modifiers: .control)
    host.key(.character("c"), modifiers: .control)
    host.key(.character("q"))
    #expect(container.keys.isEmpty, "editing keys, shortcuts and printable keys stay in the field")
    host.key(.escape)
    host.key(.tab)
    host.key(.pageDown)
    host.key(.leftArrow, modifiers: .alternate)
    #expect(container.keys == [.escape, .tab, .pageDown, .leftArrow])
  }

  @Test func outOfRangeSelectionsAreClampedToWholeClusters() {
    let (_, field, _, _) = hostedField(text: "a🇯🇵b")
    field.becomeFirstResponder()
    field.selectedRange = NSRange(location: 100, length: 5)
    #expect(field.selectedRange.pair == [6, 0])
    field.selectedRange = NSRange(location: NSNotFound, length: 0)
    #expect(field.selectedRange.pair == [6, 0])
    field.selectedRange = NSRange(location: 2, length: 1)
    #expect(field.selectedRange.pair == [1, 4], "inside the flag: widened to the whole cluster")
    field.selectedRange = NSRange(location: 0, length: -3)
    #expect(field.selectedRange.pair == [0, 0])
    field.selectedRange = NSRange(location: 5, length: Int.max)
    #expect(field.selectedRange.pair == [5, 1])
  }

  @Test func theClearButtonEmptiesTheFieldWithTheDelegatesConsent() {
    let (host, field, delegate, log) = hostedField(text: "query")
    field.clearButtonMode = .always
    let button = field.clearButtonRect(forBounds: field.bounds)
    #expect(button == CGRect(x: 261, y: 8, width: 19, height: 19))
    #expect(field.textRect(forBounds: field.bounds).maxX == 256, "the text stops 5 pt before the button")
    host.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
    #expect(field.text == "" && field.isEditing)
    #expect(delegate.calls.first == "shouldClear")
    #expect(log.count("editingChanged") == 1)
    field.clearButtonMode = .whileEditing
    #expect(field.textRect(forBounds: field.bounds).maxX == 280, "no text: no button")
  }
}

/// A view that records the keys reaching it.
@MainActor final class KeyRecordingView: View {
  var keys: [Key] = []
  override var canBecomeFirstResponder: Bool { true }
  override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    keys.append(contentsOf: presses.map(\.key))
  }
}
