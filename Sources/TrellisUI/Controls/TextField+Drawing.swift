import Foundation
import TrellisGeometry

extension TextField {
  /// The colour of the selection highlight: the tint at 20%.
  var selectionColor: Color {
    let tint = tintColor ?? .tintColor
    return tint.withAlphaComponent(0.2)
  }

  /// Draws the border, the clear button, then the placeholder or the text with its selection, the marked
  /// text's underline and the caret.
  /// - Complexity: O(n) in the length of the text.
  func drawField() {
    guard let context = GraphicsContext.current else { return }
    drawBorder(in: context)
    if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds), context: context) }
    let line = lineGeometry()
    let displayed = line.displayed
    let rect = line.textRect
    let font = resolvedFont
    context.saveGState()
    context.clip(to: CGRect(x: rect.minX, y: bounds.minY, width: rect.width, height: bounds.height))
    if displayed.string.isEmpty {
      if let placeholder, !placeholder.isEmpty {
        let box = placeholderRect(forBounds: bounds)
        let block = TextBlock(
          placeholder, font: font, color: .placeholderText, alignment: textAlignment, numberOfLines: 1,
          lineBreakMode: .byTruncatingTail)
        context.draw(block, in: CGRect(x: box.minX, y: line.lineTop, width: box.width, height: line.lineHeight))
      }
    } else {
      if isEditing && !displayed.selection.isEmpty {
        context.fillColor = selectionColor
        context.fill(span(displayed.selection, in: line))
      }
      let width = (line.offsets.last ?? 0).rounded(.up) + 1
      let block = TextBlock(
        displayed.string, font: font, color: textColor ?? .label, alignment: .left, numberOfLines: 1,
        lineBreakMode: .byClipping)
      context.draw(block, in: CGRect(x: line.originX, y: line.lineTop, width: width, height: line.lineHeight))
      if let marked = displayed.marked {
        drawMarkedUnderline(marked, selected: displayed.markedSelection, line, context)
      }
    }
    if isEditing && displayed.selection.isEmpty {
      context.fillColor = tintColor ?? .tintColor
      context.fill(caretRect(in: line))
    }
    context.restoreGState()
  }

  /// The rectangle of the line box over a range of the shown text.
  func span(_ range: Range<Int>, in line: LineGeometry) -> CGRect {
    let minX = line.x(at: range.lowerBound)
    return CGRect(x: minX, y: line.lineTop, width: line.x(at: range.upperBound) - minX, height: line.lineHeight)
  }

  /// Underlines the marked text 1 pt thick just below the baseline, the input method's selected clause 2 pt.
  private func drawMarkedUnderline(
    _ marked: Range<Int>, selected: Range<Int>?, _ line: LineGeometry, _ context: GraphicsContext
  ) {
    let y = pixelAligned(line.lineTop + line.ascender + 2)
    context.fillColor = textColor ?? .label
    let whole = span(marked, in: line)
    context.fill(CGRect(x: whole.minX, y: y, width: whole.width, height: 1))
    if let selected {
      let clause = span(selected, in: line)
      context.fill(CGRect(x: clause.minX, y: y, width: clause.width, height: 2))
    }
  }

  /// Draws the border style's frame.
  private func drawBorder(in context: GraphicsContext) {
    switch borderStyle {
    case .none:
      return
    case .line, .bezel:
      context.strokeColor = borderStyle == .line ? .darkGray : .gray
      context.lineWidth = 1
      context.stroke(Path(rect: bounds.insetBy(dx: 0.5, dy: 0.5)))
    case .roundedRect:
      let outline = Path(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
      context.fillColor = .systemBackground
      context.fill(outline)
      context.strokeColor = Color(white: 0, alpha: 0.2)
      context.lineWidth = 1
      context.stroke(outline)
    }
  }

  /// Draws the clear button: a grey circle with a white ×.
  private func drawClearButton(in rect: CGRect, context: GraphicsContext) {
    context.fillColor = Color(rgb: 0xC7C7CC)
    context.fillEllipse(in: rect.insetBy(dx: 2, dy: 2))
    var cross = Path()
    let arm: CGFloat = 3.5
    cross.move(to: CGPoint(x: rect.midX - arm, y: rect.midY - arm))
    cross.addLine(to: CGPoint(x: rect.midX + arm, y: rect.midY + arm))
    cross.move(to: CGPoint(x: rect.midX + arm, y: rect.midY - arm))
    cross.addLine(to: CGPoint(x: rect.midX - arm, y: rect.midY + arm))
    context.strokeColor = .white
    context.lineWidth = 1.5
    context.stroke(cross)
  }
}
