import Foundation
import TrellisUI

extension CellAccessory {
  /// Options of a disclosure indicator (`UICellAccessory.DisclosureIndicatorOptions`).
  public struct DisclosureIndicatorOptions {
    /// Whether it is hidden; nil: not.
    public var isHidden: Bool?
    /// Its width; nil: standard.
    public var reservedLayoutWidth: LayoutDimension?
    /// Its colour; nil: the system's.
    public var tintColor: Color?
    /// Creates options.
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// Options of a checkmark (`UICellAccessory.CheckmarkOptions`).
  public typealias CheckmarkOptions = DisclosureIndicatorOptions

  /// Options of a delete or insert control, or of multiselection (`UICellAccessory.DeleteOptions`…).
  public struct EditingControlOptions {
    /// Whether it is hidden; nil: not.
    public var isHidden: Bool?
    /// Its width; nil: standard.
    public var reservedLayoutWidth: LayoutDimension?
    /// The colour of its symbol; nil: the system's.
    public var tintColor: Color?
    /// The colour of its circle; nil: the kind's.
    public var backgroundColor: Color?
    /// Creates options.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
      backgroundColor: Color? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of a delete control (`UICellAccessory.DeleteOptions`).
  public typealias DeleteOptions = EditingControlOptions
  /// Options of an insert control (`UICellAccessory.InsertOptions`).
  public typealias InsertOptions = EditingControlOptions
  /// Options of multiselection (`UICellAccessory.MultiselectOptions`).
  public typealias MultiselectOptions = EditingControlOptions

  /// Options of a reorder control (`UICellAccessory.ReorderOptions`).
  public struct ReorderOptions {
    /// Whether it is hidden; nil: not.
    public var isHidden: Bool?
    /// Its width; nil: standard.
    public var reservedLayoutWidth: LayoutDimension?
    /// Its colour; nil: the system's.
    public var tintColor: Color?
    /// Whether a vertical line separates it from the content.
    public var showsVerticalSeparator: Bool
    /// Creates options.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
      showsVerticalSeparator: Bool = true
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }

  /// Options of an outline disclosure (`UICellAccessory.OutlineDisclosureOptions`).
  public struct OutlineDisclosureOptions {
    /// What a tap toggles.
    public var style: OutlineDisclosureStyle
    /// Whether it is hidden; nil: not.
    public var isHidden: Bool?
    /// Its width; nil: standard.
    public var reservedLayoutWidth: LayoutDimension?
    /// Its colour; nil: the system's.
    public var tintColor: Color?
    /// Creates options.
    public init(
      style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: Color? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// Options of a label accessory (`UICellAccessory.LabelOptions`).
  public struct LabelOptions {
    /// Whether it is hidden; nil: not.
    public var isHidden: Bool?
    /// Its width; nil: the text's.
    public var reservedLayoutWidth: LayoutDimension?
    /// The text colour; nil: secondary label.
    public var tintColor: Color?
    /// The font; nil: 17 pt system.
    public var font: Font?
    /// Kept for source compatibility; Trellis has one text size.
    public var adjustsFontForContentSizeCategory: Bool?
    /// Creates options.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil, font: Font? = nil,
      adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
  }

  /// A custom view as an accessory (`UICellAccessory.CustomViewConfiguration`).
  public struct CustomViewConfiguration {
    /// The view.
    public var customView: View
    /// Its side and position.
    public var placement: Placement
    /// Whether it is hidden; nil: not.
    public var isHidden: Bool?
    /// Its width; nil: the view's width.
    public var reservedLayoutWidth: LayoutDimension?
    /// Its tint; nil: the cell's.
    public var tintColor: Color?
    /// Whether the view keeps its own size (true) or takes the cell's height (false); nil: keeps it.
    public var maintainsFixedSize: Bool?
    /// Creates a configuration.
    public init(
      customView: View, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: Color? = nil, maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  /// A chevron at the trailing side: the row leads somewhere (`disclosureIndicator(displayed:options:)`).
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> CellAccessory {
    CellAccessory(
      .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A checkmark at the trailing side (`checkmark(displayed:options:)`).
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> CellAccessory {
    CellAccessory(
      .checkmark, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
      tintColor: options.tintColor)
  }

  /// A red delete control at the leading side, shown while editing (`delete(displayed:options:actionHandler:)`).
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> CellAccessory {
    CellAccessory(
      .delete(actionHandler: actionHandler, backgroundColor: options.backgroundColor), displayed: displayed,
      isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A green insert control at the leading side, shown while editing (`insert(displayed:options:actionHandler:)`).
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> CellAccessory {
    CellAccessory(
      .insert(actionHandler: actionHandler, backgroundColor: options.backgroundColor), displayed: displayed,
      isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A reorder grip at the trailing side, shown while editing (`reorder(displayed:options:)`); drawn only:
  /// dragging rows is not implemented yet.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  ) -> CellAccessory {
    CellAccessory(
      .reorder(showsVerticalSeparator: options.showsVerticalSeparator), displayed: displayed,
      isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A selection circle at the leading side, filled while the cell is selected (`multiselect(displayed:options:)`).
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> CellAccessory {
    CellAccessory(
      .multiselect(backgroundColor: options.backgroundColor), displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A chevron that expands and collapses the row's children; without a handler it toggles the item
  /// through the diffable data source's section snapshot (`outlineDisclosure(displayed:options:actionHandler:)`).
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> CellAccessory {
    CellAccessory(
      .outlineDisclosure(style: options.style, actionHandler: actionHandler), displayed: displayed,
      isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A text at the trailing side (`label(text:displayed:options:)`).
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> CellAccessory {
    CellAccessory(
      .label(text: text, font: options.font ?? .systemFont(ofSize: 17)), displayed: displayed,
      isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth ?? .actual,
      tintColor: options.tintColor)
  }

  /// A view of yours as an accessory (`customView(configuration:)`).
  public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let state, _), .trailing(let state, _): displayed = state
    }
    return CellAccessory(
      .customView(
        configuration.customView, placement: configuration.placement,
        maintainsFixedSize: configuration.maintainsFixedSize ?? true), displayed: displayed,
      isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth ?? .actual,
      tintColor: configuration.tintColor)
  }
}
