import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension PangoTextSystem {
  /// The shaped layout of a block at a width (nil: unconstrained), from the cache or shaped now.
  /// - Complexity: O(length of the text) on a miss, O(1) on a hit.
  func layout(for block: TextBlock, width: CGFloat?) -> TextLayout {
    var normalised = block
    normalised.color = .black
    let key = TextKey(block: normalised, width: width)
    if let cached = layouts.value(for: key) { return cached }
    let made = makeLayout(for: normalised, width: width)
    layouts.insert(made, for: key)
    shapedLayoutCount += 1
    return made
  }

  /// The pango description of a font: family, absolute size in points, weight and style.
  func fontDescription(for font: Font) -> FontDescription {
    if let cached = fontDescriptions.value(for: font) { return cached }
    let description = FontDescription(pango_font_description_new())
    pango_font_description_set_family(description.pointer, font.familyName)
    pango_font_description_set_absolute_size(description.pointer, Double(font.pointSize) * Double(PANGO_SCALE))
    pango_font_description_set_weight(description.pointer, PangoWeight(rawValue: UInt32(font.weight.value)))
    pango_font_description_set_style(description.pointer, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    fontDescriptions.insert(description, for: font)
    return description
  }

  private func makeLayout(for block: TextBlock, width: CGFloat?) -> TextLayout {
    let layout = pango_layout_new(context)!
    pango_layout_set_font_description(layout, fontDescription(for: block.font).pointer)
    pango_layout_set_text(layout, block.string, -1)
    let lines = max(block.numberOfLines, 0)
    var wrapsAtWidth = width != nil
    if block.lineBreakMode == .byClipping && lines == 1 { wrapsAtWidth = false }
    if wrapsAtWidth, let width {
      pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)))
      pango_layout_set_wrap(layout, block.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
      if let ellipsis = Self.ellipsizeMode(block.lineBreakMode), lines > 0 {
        pango_layout_set_ellipsize(layout, ellipsis)
        pango_layout_set_height(layout, Int32(-lines))
      }
      pango_layout_set_alignment(layout, Self.pangoAlignment(block.alignment))
      pango_layout_set_justify(layout, block.alignment == .justified ? 1 : 0)
    }
    let manual: CGFloat? = wrapsAtWidth ? nil : Self.alignmentFraction(block.alignment)
    return TextLayout(layout: layout, lineLimit: lines, manualAlignment: manual)
  }

  static func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode? {
    switch mode {
    case .byTruncatingHead: return PANGO_ELLIPSIZE_START
    case .byTruncatingMiddle: return PANGO_ELLIPSIZE_MIDDLE
    case .byTruncatingTail: return PANGO_ELLIPSIZE_END
    case .byWordWrapping, .byCharWrapping, .byClipping: return nil
    }
  }

  static func pangoAlignment(_ alignment: TextAlignment) -> PangoAlignment {
    switch alignment {
    case .center: return PANGO_ALIGN_CENTER
    case .right: return PANGO_ALIGN_RIGHT
    case .left, .natural, .justified: return PANGO_ALIGN_LEFT
    }
  }

  static func alignmentFraction(_ alignment: TextAlignment) -> CGFloat {
    switch alignment {
    case .center: return 0.5
    case .right: return 1
    case .left, .natural, .justified: return 0
    }
  }
}
