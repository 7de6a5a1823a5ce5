import Foundation
import TrellisGeometry

/// How text is aligned horizontally in its box (`NSTextAlignment`).
public enum TextAlignment: Int, Sendable, Hashable {
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
  /// Justified (drawn flush left on the last line).
  case justified
  /// The script's natural alignment (left for left-to-right text).
  case natural
}

/// How a line that doesn't fit is broken or truncated (`NSLineBreakMode`).
public enum LineBreakMode: Int, Sendable, Hashable {
  /// Wrap at word boundaries.
  case byWordWrapping
  /// Wrap at character boundaries.
  case byCharWrapping
  /// Cut off at the edge.
  case byClipping
  /// Ellipsis at the start of the last line.
  case byTruncatingHead
  /// Ellipsis at the end of the last line.
  case byTruncatingTail
  /// Ellipsis in the middle of the last line.
  case byTruncatingMiddle
}

/// A run of text with its style, laid out in a box: what a label draws and what a text system measures.
public struct TextBlock: Hashable, Sendable {
  /// The text.
  public var string: String
  /// The font.
  public var font: Font
  /// The colour.
  public var color: Color
  /// The horizontal alignment.
  public var alignment: TextAlignment
  /// The maximum number of lines; 0 means no limit.
  public var numberOfLines: Int
  /// How lines are broken or truncated.
  public var lineBreakMode: LineBreakMode

  /// Creates a text block.
  public init(
    _ string: String, font: Font = .systemFont(ofSize: Font.labelFontSize), color: Color = .label,
    alignment: TextAlignment = .natural, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.alignment = alignment
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
  }
}

/// Vertical metrics of a font.
public struct FontMetrics: Hashable, Sendable {
  /// Distance from baseline to the top of the line box.
  public var ascender: CGFloat
  /// Negative distance from baseline to the bottom of the line box.
  public var descender: CGFloat
  /// Distance between consecutive baselines.
  public var lineHeight: CGFloat

  /// Creates metrics.
  public init(ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
    self.ascender = ascender
    self.descender = descender
    self.lineHeight = lineHeight
  }
}

/// Measures text: the service a renderer provides so labels size themselves with the real shaper.
///
/// The cairo renderer installs a pango-backed text system; the bare core uses
/// `ApproximateTextSystem`, whose figures are deterministic but not those of any real font.
@MainActor public protocol TextSystem: AnyObject {
  /// The size of `block` laid out within `maxWidth` points (nil: unconstrained), rounded up to whole points.
  func size(of block: TextBlock, maxWidth: CGFloat?) -> CGSize
  /// The vertical metrics of a font.
  func metrics(of font: Font) -> FontMetrics
  /// Where a caret stands at each grapheme-cluster boundary of one unwrapped line of text, in points from
  /// the line's start, unrounded: `string.count + 1` offsets, the first 0 and the last the line's width.
  /// Text fields place their caret and selection with it.
  func caretOffsets(in string: String, font: Font) -> [CGFloat]
}

extension TextSystem {
  /// The width of each prefix of the text, measured by `size(of:maxWidth:)` (so rounded up to whole
  /// points): a fallback for text systems that can't place carets themselves.
  /// - Complexity: O(n²) in the length of the text.
  public func caretOffsets(in string: String, font: Font) -> [CGFloat] {
    var offsets: [CGFloat] = [0]
    var index = string.startIndex
    while index < string.endIndex {
      index = string.index(after: index)
      let prefix = TextBlock(String(string[..<index]), font: font, lineBreakMode: .byClipping)
      offsets.append(size(of: prefix, maxWidth: nil).width)
    }
    return offsets
  }
}

/// The process-wide text system.
@MainActor public enum TextSystems {
  /// The text system labels and fonts use; renderers replace it when they start.
  public static var current: any TextSystem = ApproximateTextSystem()
}

/// A text system with fixed proportions (advance 0.6 em, line height 1.2 em): deterministic, no C libraries.
@MainActor public final class ApproximateTextSystem: TextSystem {
  /// Creates the approximate text system.
  public init() {}

  /// Lays text out in fixed-advance lines, wrapping at spaces.
  /// - Complexity: O(n) in the length of the text.
  public func size(of block: TextBlock, maxWidth: CGFloat?) -> CGSize {
    let advance = block.font.pointSize * 0.6
    let lineHeight = metrics(of: block.font).lineHeight
    var lines = 0
    var widest: CGFloat = 0
    for paragraph in block.string.split(separator: "\n", omittingEmptySubsequences: false) {
      var width = CGFloat(paragraph.count) * advance
      if let maxWidth, maxWidth > 0, width > maxWidth, block.numberOfLines != 1 {
        let perLine = max(1, Int(maxWidth / advance))
        lines += (paragraph.count + perLine - 1) / perLine
        width = CGFloat(perLine) * advance
      } else {
        lines += 1
      }
      widest = max(widest, maxWidth.map { min(width, $0) } ?? width)
    }
    if block.numberOfLines > 0 { lines = min(lines, block.numberOfLines) }
    return CGSize(width: widest.rounded(.up), height: (CGFloat(lines) * lineHeight).rounded(.up))
  }

  /// A fixed advance of 0.6 em per grapheme cluster, unrounded, as `size(of:maxWidth:)` counts them.
  /// - Complexity: O(n) in the length of the text.
  public func caretOffsets(in string: String, font: Font) -> [CGFloat] {
    let advance = font.pointSize * 0.6
    return (0...string.count).map { CGFloat($0) * advance }
  }

  /// Metrics in fixed proportions of the point size.
  public func metrics(of font: Font) -> FontMetrics {
    FontMetrics(ascender: font.pointSize * 0.95, descender: -font.pointSize * 0.25, lineHeight: font.pointSize * 1.2)
  }
}
