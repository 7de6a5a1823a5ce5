import Foundation
import TrellisGeometry

/// The view that shows a `ListContentConfiguration`: an image view and two labels placed by the
/// configuration's margins and paddings (`UIListContentView`).
@MainActor open class ListContentView: View, ContentView {
  /// The configuration shown, as a list configuration.
  public var listConfiguration: ListContentConfiguration {
    didSet { apply() }
  }
  /// The image view.
  package let imageView = ImageView()
  /// The primary text's label.
  package let textLabel = Label()
  /// The secondary text's label.
  package let secondaryTextLabel = Label()

  /// Creates a view showing a configuration (`init(configuration:)`).
  public init(configuration: ListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    addSubview(imageView)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    apply()
  }

  /// Creates a view showing `cell()` (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
    addSubview(imageView)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    apply()
  }

  /// The configuration shown; a configuration of another type is ignored (see `supports(_:)`).
  public var configuration: any ContentConfiguration {
    get { listConfiguration }
    set {
      if let list = newValue as? ListContentConfiguration { listConfiguration = list }
    }
  }

  /// Whether `configuration` is a `ListContentConfiguration`.
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    configuration is ListContentConfiguration
  }

  /// Copies the configuration into the subviews.
  private func apply() {
    let c = listConfiguration
    imageView.image = c.image
    imageView.isHidden = c.image == nil
    imageView.contentMode = .scaleAspectFit
    imageView.cornerRadius = c.imageProperties.cornerRadius
    imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
    imageView.tintColor = c.imageProperties.tintColor
    style(textLabel, text: c.text, with: c.textProperties)
    style(secondaryTextLabel, text: c.secondaryText, with: c.secondaryTextProperties)
    setNeedsLayout()
  }

  private func style(_ label: Label, text: String?, with properties: ListContentConfiguration.TextProperties) {
    label.text = text.map { properties.transformed($0) }
    label.isHidden = text?.isEmpty ?? true
    label.font = properties.font
    label.textColor = properties.resolvedColor()
    label.textAlignment = properties.drawnAlignment
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
  }

  /// Places the image and the texts (see `ListContentLayout`).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let layout = ListContentLayout(
      configuration: listConfiguration, bounds: bounds, direction: effectiveUserInterfaceLayoutDirection)
    imageView.frame = layout.imageFrame
    textLabel.frame = layout.textFrame
    secondaryTextLabel.frame = layout.secondaryTextFrame
    let trailing: TrellisUI.TextAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
    secondaryTextLabel.textAlignment =
      layout.isSideBySide && listConfiguration.secondaryTextProperties.alignment == .natural
      ? trailing : listConfiguration.secondaryTextProperties.drawnAlignment
  }

  /// The height the content needs at `size.width`: margins plus the taller of the image and the texts.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let layout = ListContentLayout(
      configuration: listConfiguration, bounds: CGRect(origin: .zero, size: CGSize(width: size.width, height: 0)),
      direction: effectiveUserInterfaceLayoutDirection)
    return CGSize(width: size.width, height: layout.fittingHeight)
  }
}
