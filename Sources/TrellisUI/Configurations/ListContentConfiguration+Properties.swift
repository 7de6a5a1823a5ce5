import Foundation
import TrellisGeometry

extension ListContentConfiguration {
  /// How a list text is styled (`UIListContentConfiguration.TextProperties`).
  @MainActor public struct TextProperties {
    /// How the text is aligned (`UIListContentConfiguration.TextProperties.TextAlignment`).
    public enum TextAlignment: Int, Hashable, Sendable {
      /// The script's natural alignment.
      case natural
      /// Centred.
      case center
      /// Justified.
      case justified
    }

    /// How the text's case is changed before it is shown (`UIListContentConfiguration.TextProperties.TextTransform`).
    public enum TextTransform: Int, Hashable, Sendable {
      /// Shown as given.
      case none
      /// In capitals.
      case uppercase
      /// In lower case.
      case lowercase
      /// Each word capitalised.
      case capitalized
    }

    /// The font.
    public var font: Font
    /// The colour set by the style or by you; the state's colour (a selected sidebar row's white)
    /// wins unless you set one.
    public var color: Color {
      get { customColor ?? stateColor ?? styleColor }
      set { customColor = newValue }
    }
    /// A transformation applied to `color` when it is resolved.
    public var colorTransformer: ConfigurationColorTransformer?
    /// The alignment.
    public var alignment = TextAlignment.natural
    /// How lines break and truncate.
    public var lineBreakMode = LineBreakMode.byWordWrapping
    /// The maximum number of lines; 0 for no limit.
    public var numberOfLines = 0
    /// The case change applied before the text is shown.
    public var transform = TextTransform.none

    /// The style's colour.
    private var styleColor: Color
    /// The colour `updated(for:)` chose for the state, if any.
    var stateColor: Color?
    /// The colour you set, if any.
    private var customColor: Color?

    /// Creates properties with a font and the style's colour.
    init(font: Font, color: Color) {
      self.font = font
      self.styleColor = color
    }

    /// The colour after the transformer.
    public func resolvedColor() -> Color { colorTransformer.map { $0(color) } ?? color }

    /// `string` with the case transform applied.
    package func transformed(_ string: String) -> String {
      switch transform {
      case .none: string
      case .uppercase: string.uppercased()
      case .lowercase: string.lowercased()
      case .capitalized: string.capitalized
      }
    }

    /// The text system's alignment for `alignment`.
    package var drawnAlignment: TrellisUI.TextAlignment {
      switch alignment {
      case .natural: .natural
      case .center: .center
      case .justified: .justified
      }
    }
  }

  /// How a list image is sized and tinted (`UIListContentConfiguration.ImageProperties`).
  @MainActor public struct ImageProperties {
    /// The value of a reserved-size dimension that stands for the system's standard size.
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// The tint colour of a template image; nil uses the view's tint colour.
    public var tintColor: Color? {
      get { customTintColor ?? stateTintColor }
      set { customTintColor = newValue }
    }
    /// A transformation applied to the tint colour when it is resolved.
    public var tintColorTransformer: ConfigurationColorTransformer?
    /// The image's corner radius.
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is shown at (aspect kept); 0 in a dimension leaves it unconstrained.
    public var maximumSize = CGSize.zero
    /// The space reserved for the image, which is centred in it; 0 in a dimension uses the image's own.
    public var reservedLayoutSize = CGSize.zero
    /// The tint `updated(for:)` chose for the state, if any.
    var stateTintColor: Color?
    /// The tint you set, if any.
    private var customTintColor: Color?

    /// Creates properties with no constraints.
    public init() {}

    /// The tint colour after the transformer, `tintColor` standing in for a nil colour.
    public func resolvedTintColor(for tintColor: Color) -> Color {
      let base = self.tintColor ?? tintColor
      return tintColorTransformer.map { $0(base) } ?? base
    }

    /// The size an image of `size` is shown at: scaled down to `maximumSize`, keeping its aspect.
    package func displayedSize(of size: CGSize) -> CGSize {
      var scale: CGFloat = 1
      if maximumSize.width > 0, size.width > maximumSize.width { scale = min(scale, maximumSize.width / size.width) }
      if maximumSize.height > 0, size.height > maximumSize.height {
        scale = min(scale, maximumSize.height / size.height)
      }
      return CGSize(width: size.width * scale, height: size.height * scale)
    }
  }
}
