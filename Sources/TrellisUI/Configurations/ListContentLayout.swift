import Foundation
import TrellisGeometry

/// Where a `ListContentView` puts its image and texts: the placement rules in one value, computed from
/// the configuration, the bounds and the layout direction, and measured by the current text system.
///
/// The rules (Documentation/Behaviour.md#list-cell-configurations): the content box is the bounds less
/// the margins; the image (scaled down to `maximumSize`) is centred in its reserved width at the
/// leading edge and centred vertically; the texts start `imageToTextPadding` after the reserved width.
/// Side by side (a value cell, or `prefersSideBySideTextAndSecondaryText`, when both fit): the text at
/// the leading side and the secondary text flush with the trailing margin, each centred vertically.
/// Otherwise the secondary text goes `textToSecondaryTextVerticalPadding` below the text and the pair is
/// centred vertically. Frames are rounded to whole points.
@MainActor package struct ListContentLayout {
  /// The image view's frame (zero without an image).
  package var imageFrame = CGRect.zero
  /// The primary text's frame (zero without text).
  package var textFrame = CGRect.zero
  /// The secondary text's frame (zero without secondary text).
  package var secondaryTextFrame = CGRect.zero
  /// Whether the texts sit side by side.
  package var isSideBySide = false
  /// The height the content needs: margins plus the taller of the image and the texts.
  package var fittingHeight: CGFloat = 0

  /// Computes the placement.
  /// - Complexity: O(length of the texts), measuring them.
  package init(configuration c: ListContentConfiguration, bounds: CGRect, direction: UserInterfaceLayoutDirection) {
    let margins = c.directionalLayoutMargins
    let box = CGRect(
      x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
      width: max(0, bounds.width - margins.leading - margins.trailing),
      height: max(0, bounds.height - margins.top - margins.bottom))
    // The image and the width it reserves.
    var imageSize = CGSize.zero
    var reserved = CGSize.zero
    if let image = c.image {
      imageSize = c.imageProperties.displayedSize(of: image.size)
      let r = c.imageProperties.reservedLayoutSize
      reserved = CGSize(
        width: r.width > 0 ? max(r.width, imageSize.width) : imageSize.width,
        height: r.height > 0 ? max(r.height, imageSize.height) : imageSize.height)
    }
    let textX = c.image == nil ? box.minX : box.minX + reserved.width + c.imageToTextPadding
    let available = max(0, box.maxX - textX)
    let text = Self.measure(c.text, c.textProperties, width: available)
    let secondary = Self.measure(c.secondaryText, c.secondaryTextProperties, width: available)
    let hasText = text.height > 0
    let hasSecondary = secondary.height > 0
    let horizontal = c.textToSecondaryTextHorizontalPadding
    isSideBySide =
      c.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
      && text.width + horizontal + secondary.width <= available
    let textsHeight: CGFloat
    if isSideBySide {
      textsHeight = max(text.height, secondary.height)
    } else {
      let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
      textsHeight = text.height + gap + secondary.height
    }
    fittingHeight = margins.top + max(reserved.height, textsHeight) + margins.bottom
    if c.image != nil {
      imageFrame = CGRect(
        x: (box.minX + (reserved.width - imageSize.width) / 2).rounded(),
        y: (box.midY - imageSize.height / 2).rounded(), width: imageSize.width, height: imageSize.height)
    }
    if isSideBySide {
      textFrame = CGRect(
        x: textX, y: (box.midY - text.height / 2).rounded(), width: min(text.width, available), height: text.height)
      secondaryTextFrame = CGRect(
        x: box.maxX - secondary.width, y: (box.midY - secondary.height / 2).rounded(), width: secondary.width,
        height: secondary.height)
    } else {
      let top = (box.midY - textsHeight / 2).rounded()
      if hasText { textFrame = CGRect(x: textX, y: top, width: available, height: text.height) }
      if hasSecondary {
        let y = hasText ? top + text.height + c.textToSecondaryTextVerticalPadding : top
        secondaryTextFrame = CGRect(x: textX, y: y, width: available, height: secondary.height)
      }
    }
    if direction == .rightToLeft {
      imageFrame = Self.mirrored(imageFrame, in: bounds)
      textFrame = Self.mirrored(textFrame, in: bounds)
      secondaryTextFrame = Self.mirrored(secondaryTextFrame, in: bounds)
    }
  }

  /// The size of a text in its style, wrapped at `width`; zero without text.
  private static func measure(
    _ string: String?, _ properties: ListContentConfiguration.TextProperties, width: CGFloat
  ) -> CGSize {
    guard let string, !string.isEmpty else { return .zero }
    let block = TextBlock(
      properties.transformed(string), font: properties.font, numberOfLines: properties.numberOfLines,
      lineBreakMode: properties.lineBreakMode)
    let size = TextSystems.current.size(of: block, maxWidth: width > 0 ? width : nil)
    return CGSize(width: min(size.width, width), height: size.height)
  }

  /// `rect` mirrored about the vertical centre line of `bounds`.
  private static func mirrored(_ rect: CGRect, in bounds: CGRect) -> CGRect {
    guard rect != .zero else { return rect }
    return CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }
}
