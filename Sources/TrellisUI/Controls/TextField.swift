import Foundation
import TrellisGeometry

/// One line of editable text with a placeholder, a caret and a selection (`UITextField`).
///
/// Tapping the field makes it first responder and places the caret; text arrives from the host's text
/// input (`HostEvent.textInput`, input-method composition through `.textEditing`), and the keyboard moves
/// the caret and selection (arrows, Home/End, Shift to extend), deletes by grapheme cluster
/// (Backspace, Delete), selects all, cuts, copies and pastes through `Pasteboard.general` (Ctrl or
/// Command with A, X, C, V) and processes Return. Positions are grapheme clusters, so a flag emoji or
/// `e` + combining accent moves and deletes as one character; the delegate sees ranges in UTF-16 units,
/// as in UIKit. Newlines typed or pasted become spaces: the field is one line.
///
/// Key presses the field doesn't use (Escape, Tab, Page Up/Down, Alt+arrows) go on along the responder
/// chain; printable keys are used up without inserting anything, since their text comes from text input.
@MainActor open class TextField: Control, TextInput {
  /// How a text field draws its border (`UITextField.BorderStyle`).
  public enum BorderStyle: Int, Sendable {
    /// No border (the default).
    case none
    /// A thin rectangle.
    case line
    /// A bezelled rectangle (drawn as `line` with a darker edge).
    case bezel
    /// A white rounded rectangle with a light grey outline, as search fields use.
    case roundedRect
  }

  /// When an overlay such as the clear button shows (`UITextField.ViewMode`).
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never
    /// While the field is editing.
    case whileEditing
    /// While the field isn't editing.
    case unlessEditing
    /// Always.
    case always
  }

  /// The font fields use when none is set: the 17 pt system font.
  public static let defaultFont = Font.systemFont(ofSize: Font.labelFontSize)
  /// The width of the caret, in points.
  public static let caretWidth: CGFloat = 2

  // MARK: Editing state (see TextField+Editing)

  /// The committed text.
  var storage = ""
  /// The end of the selection that Shift+arrows don't move, in grapheme clusters of `storage`.
  var anchor = 0
  /// The caret: the end of the selection that moves, in grapheme clusters of `storage`.
  var caret = 0
  /// The input method's composition, shown in place of the selection until it is committed.
  var marked: MarkedText?
  /// Counts changes of `storage`, so an edit notices a delegate that set the text while it was asked.
  var textVersion = 0
  /// How far the text is scrolled left to keep the caret in view, in points.
  var scrollOffset: CGFloat = 0
  /// The last caret offsets measured, for the string and font they were measured for.
  var offsetCache: (string: String, font: Font, system: ObjectIdentifier, offsets: [CGFloat])?
  /// Whether the touch in progress began on the clear button.
  var touchIsOnClearButton = false
  private var storedFont = TextField.defaultFont

  // MARK: Public properties

  /// The text, without any marked text being composed; setting it (nil reads back as "") puts the caret at
  /// the end, drops a composition and sends no events, as in UIKit.
  open var text: String? {
    get { storage }
    set { setTextProgrammatically(newValue ?? "") }
  }
  /// The grey text shown while the field is empty.
  open var placeholder: String? { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
  /// The font (`defaultFont` unless set; setting nil restores it).
  open var font: Font? {
    get { storedFont }
    set {
      storedFont = newValue ?? Self.defaultFont
      textGeometryDidChange()
    }
  }
  /// The text colour; `Color.label` by default.
  open var textColor: Color? = .label { didSet { setNeedsDisplay() } }
  /// The horizontal alignment of text that fits; text wider than the field scrolls to keep the caret in view.
  open var textAlignment: TextAlignment = .natural { didSet { textGeometryDidChange() } }
  /// The border drawn around the text; `.none` by default.
  open var borderStyle: BorderStyle = .none { didSet { textGeometryDidChange() } }
  /// When the clear button (a grey circled ×, which empties the field) shows; `.never` by default.
  open var clearButtonMode: ViewMode = .never { didSet { textGeometryDidChange() } }
  /// Whether beginning to edit empties the field; false by default.
  open var clearsOnBeginEditing = false
  /// The delegate, held weakly.
  open weak var delegate: (any TextFieldDelegate)?
  /// Whether the field is editing: it is first responder and takes text.
  public internal(set) var isEditing = false

  // MARK: Creating

  /// Creates an empty text field.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  /// Creates an empty text field with a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
  }

  // MARK: Geometry (UIKit's overridable rectangles; see TextField+Layout)

  /// The rectangle the text is drawn in when not editing: the bounds inside the border's padding and
  /// left of the clear button.
  open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
  /// The rectangle the text is drawn in while editing; `textRect(forBounds:)` by default.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// The rectangle the placeholder is drawn in; `textRect(forBounds:)` by default.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// The rectangle of the clear button (whether shown or not): a 19 pt square at the trailing edge.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }

  /// A height that fits one line of the font with the border's padding, and the text's width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize() }
  /// The size `sizeThatFits(_:)` answers.
  open override var intrinsicContentSize: CGSize { fittingSize() }

  /// Keeps the caret in view when the bounds change, and tells the host where it now is.
  open override func layoutSubviews() {
    super.layoutSubviews()
    scrollCaretIntoView()
    updateTextInputRect()
  }

  // MARK: Responder

  /// Enabled fields can become first responder.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing: asks `textFieldShouldBeginEditing`, takes first responder (the current one must
  /// resign), turns on the host's text input, puts the caret at the end, then tells the delegate and sends
  /// `.editingDidBegin`. False when the field isn't in a window, is disabled, or was refused.
  @discardableResult open override func becomeFirstResponder() -> Bool {
    if isEditing && isFirstResponder { return true }
    guard window != nil, canBecomeFirstResponder else { return false }
    if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
    guard super.becomeFirstResponder() else { return false }
    beginEditing()
    return true
  }

  /// Ends editing: asks `textFieldShouldEndEditing` (false keeps the field editing and answers false),
  /// commits any composition, turns off the host's text input, then tells the delegate and sends
  /// `.editingDidEnd`.
  @discardableResult open override func resignFirstResponder() -> Bool {
    guard isEditing else { return super.resignFirstResponder() }
    if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
    super.resignFirstResponder()
    endEditing()
    return true
  }

  /// A field taken out of its window stops editing without asking the delegate.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil && isEditing {
      if isFirstResponder { Application.shared.firstResponder = nil }
      endEditing()
    }
  }

  // MARK: Touches (see TextField+Touches)

  /// A touch on the clear button arms it; in an editing field a touch places the caret (Shift extends
  /// the selection, a double tap selects a word).
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    super.touchesBegan(touches, with: event)
    if isEnabled, let touch = touches.first { trackTouchBegan(touch) }
  }

  /// Dragging in an editing field extends the selection.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    super.touchesMoved(touches, with: event)
    if isEnabled, let touch = touches.first { trackTouchMoved(touch) }
  }

  /// A tap on the clear button clears; a tap on a field that isn't editing begins editing with the caret
  /// at the tap. Sends `.touchUpInside` or `.touchUpOutside` (not `.primaryActionTriggered`, which is Return's).
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard isEnabled, let touch = touches.first else { return }
    isHighlighted = false
    let inside = bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
    trackTouchEnded(touch, inside: inside)
    sendActions(for: inside ? .touchUpInside : .touchUpOutside)
  }

  /// Forgets the clear-button touch and sends `.touchCancel`.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    touchIsOnClearButton = false
    super.touchesCancelled(touches, with: event)
  }

  // MARK: Keys (see TextField+Keys)

  /// While editing, uses the editing keys (see the class discussion); other presses go to `next`.
  open override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    guard isEditing else { return super.pressesBegan(presses, with: event) }
    let unhandled = presses.filter { !handleEditingKey($0) }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  // MARK: Text input (KeyInput, TextInput; see TextField+Editing and TextField+MarkedText)

  /// Whether the field has text.
  open var hasText: Bool { !storage.isEmpty }

  /// Ends any composition and replaces the selection with `text` as a user edit: the delegate is asked,
  /// the caret goes after the insertion, `.editingChanged` is sent. Nothing happens unless editing.
  open func insertText(_ text: String) {
    guard isEditing else { return }
    marked = nil
    replaceCharacters(in: selection, with: text)
  }

  /// Deletes the selection, or the grapheme cluster before the caret, as a user edit.
  open func deleteBackward() {
    guard isEditing, marked == nil else { return }
    deleteSelectionOr(caret - 1..<caret)
  }

  /// The marked text's range in the shown text, in UTF-16 units; nil when nothing is being composed.
  open var markedTextRange: NSRange? { markedRangeInDisplay }

  /// Shows an input method's composition in place of the selection (nil or empty ends it without
  /// committing); the text doesn't change and no events are sent.
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    guard isEditing else { return }
    updateMarkedText(markedText, selectedRange: selectedRange)
  }

  /// Commits the marked text as typed (`insertText(_:)`).
  open func unmarkText() {
    guard let marked else { return }
    insertText(marked.text)
  }

  // MARK: Edit actions (see TextField+EditActions)

  /// Cut and copy with a selection, paste with text on the pasteboard, select all with text, delete with a
  /// selection; only while editing.
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    canPerformEditAction(action)
  }
  /// Puts the selected text on the general pasteboard and deletes it.
  open override func cut(_ sender: Any?) { cutSelection() }
  /// Puts the selected text on the general pasteboard.
  open override func copy(_ sender: Any?) { copySelection() }
  /// Replaces the selection with the general pasteboard's string.
  open override func paste(_ sender: Any?) { pasteString() }
  /// Selects all the text.
  open override func selectAll(_ sender: Any?) { selectAllText() }
  /// Deletes the selection.
  open override func delete(_ sender: Any?) { deleteSelectionOr(nil) }

  // MARK: Drawing (see TextField+Drawing)

  /// Text fields draw their border, text, selection, marked text and caret.
  open override var drawsContent: Bool { true }

  /// Draws the border, then the placeholder (empty field) or the text with its selection, the marked
  /// text's underline and the caret.
  open override func draw(_ rect: CGRect) { drawField() }
}
