import Foundation
import TrellisGeometry
import TrellisUI

/// A cell for list layouts: list content and background configurations that follow its list's
/// appearance, accessories, indentation and separators (`UICollectionViewListCell`).
///
/// It learns where it sits from `LayoutAttributes.listCellAppearance` in `apply(_:)`.
@MainActor open class CollectionViewListCell: CollectionViewCell {
  /// The accessories, shown in array order from the leading to the trailing edge on their sides
  /// (editing controls and leading custom views at the leading side) (`accessories`).
  open var accessories: [CellAccessory] = [] { didSet { accessoriesDidChange() } }
  /// The indentation level; the content moves `indentationLevel × indentationWidth` toward the trailing edge.
  open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
  /// The width of one indentation level (10 by default).
  open var indentationWidth: CGFloat = 10 { didSet { if indentationWidth != oldValue { setNeedsLayout() } } }
  /// Whether leading accessories move with the indentation (true by default).
  open var indentsAccessories = true { didSet { if indentsAccessories != oldValue { setNeedsLayout() } } }
  /// Where the cell sits in its list, from the last attributes applied.
  package internal(set) var listAppearance: ListCellAppearance?
  /// The views of `accessories`, in the same order.
  package internal(set) var accessoryViews: [CellAccessoryView] = []
  /// The separator along the top edge.
  package let topSeparator = View()
  /// The separator along the bottom edge.
  package let bottomSeparator = View()

  /// Creates a list cell with the plain list's background.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    finishInitListCell()
  }

  /// Creates a list cell with a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    finishInitListCell()
  }

  private func finishInitListCell() {
    for separator in [topSeparator, bottomSeparator] {
      separator.isHidden = true
      separator.isUserInteractionEnabled = false
      separator.zPosition = 1
      addSubview(separator)
    }
    useDefaultBackground()
  }

  /// The content configuration for the cell's list: `cell()`, a sidebar's `sidebarCell()`, a header
  /// row's header style (`defaultContentConfiguration()`).
  open func defaultContentConfiguration() -> ListContentConfiguration {
    let appearance = listAppearance?.appearance ?? .plain
    if listAppearance?.isHeader == true {
      switch appearance {
      case .plain: return .plainHeader()
      case .grouped, .insetGrouped: return .groupedHeader()
      case .sidebar, .sidebarPlain: return .sidebarHeader()
      }
    }
    switch appearance {
    case .plain, .grouped, .insetGrouped: return .cell()
    case .sidebar: return .sidebarCell()
    case .sidebarPlain: return .accompaniedSidebarCell()
    }
  }

  /// The background for the cell's list: `listPlainCell()`, `listGroupedCell()`, `listSidebarCell()`…
  /// (`defaultBackgroundConfiguration()`). The cell uses it until you set `backgroundConfiguration`.
  open override func defaultBackgroundConfiguration() -> BackgroundConfiguration {
    let appearance = listAppearance?.appearance ?? .plain
    if listAppearance?.isHeader == true {
      switch appearance {
      case .plain: return .listPlainHeaderFooter()
      case .grouped, .insetGrouped: return .listGroupedHeaderFooter()
      case .sidebar, .sidebarPlain: return .listSidebarHeader()
      }
    }
    switch appearance {
    case .plain: return .listPlainCell()
    case .grouped, .insetGrouped: return .listGroupedCell()
    case .sidebar: return .listSidebarCell()
    case .sidebarPlain: return .listAccompaniedSidebarCell()
    }
  }

  /// Reads `listCellAppearance`: the default background follows the list's appearance, and the
  /// separators and rounded corners are redrawn. Call super.
  open override func apply(_ layoutAttributes: LayoutAttributes) {
    super.apply(layoutAttributes)
    let appearance = layoutAttributes.listCellAppearance
    guard appearance != listAppearance else { return }
    let styleChanged =
      appearance?.appearance != listAppearance?.appearance || appearance?.isHeader != listAppearance?.isHeader
    listAppearance = appearance
    if styleChanged && usesDefaultBackground { useDefaultBackground() }
    setNeedsLayout()
  }

  /// Places the accessories, the content view between them and the separators.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutListParts()
  }

  /// The size the row needs at `size.width`: that width, and the height its content configuration's view
  /// fits in at the width left between the shown accessories, at least 44 points for a row (not for a
  /// list cell shown as a header or footer supplementary): what a list row self-sizes to. A cell without
  /// a content configuration keeps its height.
  /// - Complexity: O(accessories), plus the content view's measuring.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { listFittingSize(size) }

  /// Clears the swipe and expansion state; the accessories stay (set them again in your handler).
  open override func prepareForReuse() {
    super.prepareForReuse()
    setNeedsLayout()
  }
}
