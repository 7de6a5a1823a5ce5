import Foundation
import TrellisGeometry

extension TextField {
  /// Where the line of text sits in the field: the shown text, its caret offsets and the line box.
  struct LineGeometry {
    /// The shown text with its caret, selection and marked text.
    var displayed: DisplayedText
    /// The caret offset before each grapheme cluster of the shown text and after the last, in points.
    var offsets: [CGFloat]
    /// The rectangle the text is drawn in (`editingRect` while editing, else `textRect`).
    var textRect: CGRect
    /// Where offset 0 is: the text's start, after alignment and scrolling.
    var originX: CGFloat
    /// The top of the line box, on a pixel.
    var lineTop: CGFloat
    /// The height of the line box.
    var lineHeight: CGFloat
    /// The distance from the line's top to its baseline.
    var ascender: CGFloat

    /// The x of a caret position (clamped to the text), unrounded.
    func x(at offset: Int) -> CGFloat { originX + offsets[min(max(offset, 0), offsets.count - 1)] }
  }

  /// The effective font.
  var resolvedFont: Font { font ?? Self.defaultFont }

  /// The horizontal padding between the border and the text.
  var textInset: CGFloat {
    switch borderStyle {
    case .none: 0
    case .line, .bezel: 4
    case .roundedRect: 7
    }
  }

  /// Whether the clear button shows now: the mode allows it and there is text.
  var showsClearButton: Bool {
    guard !storage.isEmpty || marked != nil else { return false }
    switch clearButtonMode {
    case .never: return false
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    case .always: return true
    }
  }

  /// The bounds inside the border's padding, left of the clear button when it shows; zero wide (never
  /// `CGRect.null`, which `insetBy` answers) in a field narrower than its padding, such as one not laid out yet.
  func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
    let inset = min(textInset, max(bounds.width, 0) / 2)
    var rect = CGRect(x: bounds.minX + inset, y: bounds.minY, width: bounds.width - 2 * inset, height: bounds.height)
    if showsClearButton { rect.size.width = clearButtonRect(forBounds: bounds).minX - 5 - rect.minX }
    rect.size.width = max(rect.width, 0)
    return rect
  }

  /// A 19 pt square at the trailing edge (6 pt inside a border), centred vertically on a whole point.
  func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side: CGFloat = 19
    let x = bounds.maxX - side - (borderStyle == .none ? 0 : 6)
    return CGRect(x: x, y: (bounds.midY - side / 2).rounded(), width: side, height: side)
  }

  /// One line of the font plus the border's padding high, the text (or placeholder) wide.
  func fittingSize() -> CGSize {
    let font = resolvedFont
    let lineHeight = TextSystems.current.metrics(of: font).lineHeight.rounded(.up)
    let shown = storage.isEmpty ? (placeholder ?? "") : storage
    let width = TextSystems.current.caretOffsets(in: shown, font: font).last ?? 0
    let padding: CGFloat =
      switch borderStyle {
      case .none: 0
      case .line, .bezel: 8
      case .roundedRect: 14
      }
    let clear: CGFloat = clearButtonMode == .never ? 0 : 24
    return CGSize(width: (width + 2 * textInset + clear).rounded(.up), height: lineHeight + padding)
  }

  /// The caret offsets of a string in the field's font, from the text system (cached for the last string).
  func caretOffsets(for string: String) -> [CGFloat] {
    let font = resolvedFont
    let system = TextSystems.current
    if let cache = offsetCache, cache.string == string, cache.font == font, cache.system == ObjectIdentifier(system) {
      return cache.offsets
    }
    var offsets = system.caretOffsets(in: string, font: font)
    // A text system answering the wrong number of offsets must not make an index go out of range.
    let count = string.count + 1
    if offsets.isEmpty { offsets = [0] }
    if offsets.count > count { offsets.removeLast(offsets.count - count) }
    while offsets.count < count { offsets.append(offsets[offsets.count - 1]) }
    offsetCache = (string, font, ObjectIdentifier(system), offsets)
    return offsets
  }

  /// Where the line of text sits now.
  /// - Complexity: O(n) in the length of the text.
  func lineGeometry() -> LineGeometry {
    let displayed = displayedText
    let offsets = caretOffsets(for: displayed.string)
    let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    let metrics = TextSystems.current.metrics(of: resolvedFont)
    let width = offsets.last ?? 0
    var originX = rect.minX
    if width > rect.width - Self.caretWidth && isEditing {
      originX -= scrollOffset
    } else if width < rect.width {
      originX += (rect.width - width) * alignmentFraction
    }
    let lineTop = pixelAligned(rect.midY - metrics.lineHeight / 2)
    return LineGeometry(
      displayed: displayed, offsets: offsets, textRect: rect, originX: originX, lineTop: lineTop,
      lineHeight: metrics.lineHeight, ascender: metrics.ascender)
  }

  /// How far right text that fits sits: 0 left, 0.5 centred, 1 right.
  var alignmentFraction: CGFloat {
    switch textAlignment {
    case .center: 0.5
    case .right: 1
    case .natural: Application.shared.userInterfaceLayoutDirection == .rightToLeft ? 1 : 0
    case .left, .justified: 0
    }
  }

  /// A coordinate rounded to the screen's pixels.
  func pixelAligned(_ value: CGFloat) -> CGFloat {
    let scale = max(Screen.main.scale, 1)
    return (value * scale).rounded() / scale
  }

  /// The caret in the field's coordinates: `caretWidth` wide, the line's height, its left edge on the pixel
  /// nearest the boundary before which it stands (Trellis; UIKit's `caretRect(for:)` takes a position).
  public var caretRect: CGRect { caretRect(in: lineGeometry()) }

  /// The caret of a line geometry (see `caretRect`).
  func caretRect(in line: LineGeometry) -> CGRect {
    CGRect(
      x: pixelAligned(line.x(at: line.displayed.caret)), y: line.lineTop, width: Self.caretWidth,
      height: line.lineHeight)
  }

  /// The grapheme offset in the text of the caret position nearest to a point in the field's coordinates.
  /// - Complexity: O(n) in the length of the text.
  func characterOffset(at point: CGPoint) -> Int {
    let line = lineGeometry()
    var best = 0
    var bestDistance = CGFloat.infinity
    for (index, offset) in line.offsets.enumerated() {
      let distance = abs(line.originX + offset - point.x)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  /// Scrolls the text sideways so the caret shows, when the text is wider than the field; unscrolled
  /// otherwise and when not editing.
  func scrollCaretIntoView() {
    let displayed = displayedText
    let offsets = caretOffsets(for: displayed.string)
    let room = editingRect(forBounds: bounds).width - Self.caretWidth
    let width = offsets.last ?? 0
    guard isEditing, room > 0, width > room else {
      scrollOffset = 0
      return
    }
    let x = offsets[min(displayed.caret, offsets.count - 1)]
    if x - scrollOffset > room {
      scrollOffset = x - room
    } else if x < scrollOffset {
      scrollOffset = x
    }
    scrollOffset = min(max(scrollOffset, 0), width - room)
  }

  /// The text, font or layout changed: re-scroll, redraw, re-lay out the superview, move the input rect.
  func textGeometryDidChange() {
    scrollCaretIntoView()
    setNeedsDisplay()
    superview?.setNeedsLayout()
    updateTextInputRect()
  }

  /// The caret or selection moved: re-scroll, redraw, move the input rect.
  func selectionDidChange() {
    scrollCaretIntoView()
    setNeedsDisplay()
    updateTextInputRect()
  }

  /// Tells the host where the caret is, in window coordinates, while editing.
  func updateTextInputRect() {
    guard isEditing, window != nil, let host = Application.shared.host else { return }
    host.setTextInputRect(convert(caretRect, to: nil))
  }
}
