import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

/// The text system backed by pango and cairo: exact measurement and drawing with real fonts.
///
/// Font sizes are absolute, one point per user unit, and metric hinting is off, so a layout has the
/// same size at every scale: a label sized at 1x looks the same at 2x. Shaped layouts are cached per
/// (text block, width) and reused for drawing.
@MainActor public final class PangoTextSystem: TextSystem {
  /// The text system the cairo renderer installs; one per process, so measuring and drawing share a cache.
  public static let shared = PangoTextSystem()

  /// The most layouts one cache generation keeps (up to twice this many are alive).
  public static let layoutCacheCapacity = 512

  let fontMap: OpaquePointer
  let context: OpaquePointer
  var layouts = GenerationalCache<TextKey, TextLayout>(capacity: PangoTextSystem.layoutCacheCapacity)
  var fontDescriptions = GenerationalCache<Font, FontDescription>(capacity: 64)
  var metricsCache: [Font: FontMetrics] = [:]

  /// The number of layouts shaped so far (cache misses), for tests and benchmarks.
  public internal(set) var shapedLayoutCount = 0

  /// Where the fonts come from; `.system` when `.project` was asked for but could not be set up.
  public let fontSource: FontSource

  /// Creates a text system with its own font map and a context without metric hinting, in English.
  ///
  /// With `.project` (the default, and what `shared` uses) the font map sees only `ProjectFonts`, so
  /// tests, headless renders and windows show the same pixels on every machine. When none of those
  /// fonts is installed the text system falls back to the system's fonts and says so on standard error;
  /// when some are missing it says which.
  public init(fonts: FontSource = .project) {
    fontMap = OpaquePointer(pango_cairo_font_map_new())
    fontSource = Self.configure(fontMap, for: fonts)
    context = pango_font_map_create_context(UnsafeMutablePointer(fontMap))
    // The language of text in no other script; not the process's locale, which varies by machine.
    pango_context_set_language(context, pango_language_from_string("en"))
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
  }

  /// The size of a text block laid out within `maxWidth` points, rounded up to whole points.
  /// - Complexity: O(length of the text) the first time for a block and width, O(1) from the cache.
  public func size(of block: TextBlock, maxWidth: CGFloat?) -> CGSize {
    guard !block.string.isEmpty else { return .zero }
    let width = maxWidth.flatMap { $0 > 0 ? $0 : nil }
    let shaped = layout(for: block, width: width)
    let w = width.map { min(shaped.width, $0) } ?? shaped.width
    return CGSize(width: Self.roundUp(w), height: Self.roundUp(shaped.height))
  }

  /// The vertical metrics of a font, from a one-line pango layout so they agree with `size(of:maxWidth:)`.
  /// - Complexity: O(1) once the font has been measured; the first call shapes a short string.
  public func metrics(of font: Font) -> FontMetrics {
    if let cached = metricsCache[font] { return cached }
    let shaped = layout(for: TextBlock("Hg", font: font, color: .black), width: nil)
    let baseline = CGFloat(pango_layout_get_baseline(shaped.layout)) / CGFloat(PANGO_SCALE)
    let lineHeight = shaped.lineBottoms.first ?? font.pointSize
    let metrics = FontMetrics(ascender: baseline, descender: baseline - lineHeight, lineHeight: lineHeight)
    metricsCache[font] = metrics
    return metrics
  }

  /// Rounds up, ignoring float noise below a thousandth of a point.
  static func roundUp(_ value: CGFloat) -> CGFloat { (value - 0.001).rounded(.up) }
}
