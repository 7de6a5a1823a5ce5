import Foundation
import Trellis

/// The attributes of one shelf: which shelf it is and how thick its plank is, copied and compared as
/// UIKit's subclasses do.
@MainActor final class ShelfAttributes: LayoutAttributes {
  /// The shelf's number, from 1 at the top.
  var number = 0
  /// The height of the plank the books stand on, at the shelf's bottom.
  var plankHeight: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ShelfAttributes
    copy.number = number
    copy.plankHeight = plankHeight
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? ShelfAttributes, other.number == number, other.plankHeight == plankHeight else {
      return false
    }
    return super.isEqual(other)
  }
}

/// A bookshelf: a flow layout subclass that stands every line of items on a shelf, a decoration view
/// behind the line (registered on the layout, zIndex −1), and aligns the items' bottoms on the plank.
@MainActor final class ShelfLayout: FlowLayout {
  /// The decoration kind of the shelves.
  static let shelfKind = "shelf"
  /// How far a shelf reaches above its tallest item.
  static let headroom: CGFloat = 10
  /// The plank under the items.
  static let plankHeight: CGFloat = 18

  /// Each line's top and bottom (before alignment), from the last `prepare()`, top to bottom.
  private(set) var lines: [(minY: CGFloat, maxY: CGFloat)] = []

  override init() {
    super.init()
    register(ShelfView.self, forDecorationViewOfKind: Self.shelfKind)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    register(ShelfView.self, forDecorationViewOfKind: Self.shelfKind)
  }

  /// Lays out as the flow layout does, then finds the lines (as the book does, by asking the superclass
  /// for everything: fine for a bookcase, not for a million items).
  override func prepare() {
    super.prepare()
    lines = []
    let all = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) ?? []
    for attributes in all where attributes.representedElementCategory == .cell {
      let frame = attributes.frame
      if let last = lines.last, frame.minY < last.maxY && frame.maxY > last.minY {
        lines[lines.count - 1] = (min(last.minY, frame.minY), max(last.maxY, frame.maxY))
      } else {
        lines.append((frame.minY, frame.maxY))
      }
    }
  }

  /// The shelf behind line `line`: the content's width, from the headroom above the line to the plank under it.
  func shelfFrame(line: Int) -> CGRect {
    let extent = lines[line]
    return CGRect(
      x: 0, y: extent.minY - Self.headroom, width: collectionViewContentSize.width,
      height: extent.maxY - extent.minY + Self.headroom + Self.plankHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    var result = super.layoutAttributesForElements(in: rect) ?? []
    for attributes in result { standOnShelf(attributes) }
    for line in lines.indices where shelfFrame(line: line).overlaps(rect) {
      result.append(shelfAttributes(line: line))
    }
    return result
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let attributes = super.layoutAttributesForItem(at: indexPath)
    attributes.map(standOnShelf)
    return attributes
  }

  override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
    guard kind == Self.shelfKind, indexPath.count == 2, lines.indices.contains(indexPath.item) else { return nil }
    return shelfAttributes(line: indexPath.item)
  }

  private func shelfAttributes(line: Int) -> ShelfAttributes {
    let attributes = ShelfAttributes(forDecorationViewOfKind: Self.shelfKind, with: IndexPath(item: line, section: 0))
    attributes.frame = shelfFrame(line: line)
    attributes.zIndex = -1
    attributes.number = line + 1
    attributes.plankHeight = Self.plankHeight
    return attributes
  }

  /// Moves a cell down so its bottom is on its line's plank (the flow layout centres it in the line).
  private func standOnShelf(_ attributes: LayoutAttributes) {
    guard attributes.representedElementCategory == .cell else { return }
    let frame = attributes.frame
    guard let line = lines.firstIndex(where: { frame.midY >= $0.minY && frame.midY <= $0.maxY }) else { return }
    attributes.frame.origin.y = lines[line].maxY - frame.height
  }
}

/// One shelf: a dark back wall, a lighter plank at the bottom with a front edge, and a brass number plate.
@MainActor final class ShelfView: CollectionReusableView {
  private let plank = View()
  private let edge = View()
  private let plate = Label()
  /// The attributes' shelf number at the last `apply(_:)`.
  private(set) var number = 0
  private var plankHeight: CGFloat = 0

  required init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = Color(rgb: 0x5B3A29)
    plank.backgroundColor = Color(rgb: 0xA0704A)
    edge.backgroundColor = Color(rgb: 0x7A5236)
    plate.font = .systemFont(ofSize: 9, weight: .semibold)
    plate.textColor = Color(rgb: 0x3B2416)
    plate.backgroundColor = Color(rgb: 0xD8B25A)
    plate.textAlignment = .center
    plate.cornerRadius = 2
    for view in [plank, edge, plate] { addSubview(view) }
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  override func apply(_ layoutAttributes: LayoutAttributes) {
    super.apply(layoutAttributes)
    guard let attributes = layoutAttributes as? ShelfAttributes else { return }
    number = attributes.number
    plankHeight = attributes.plankHeight
    plate.text = "Shelf \(number)"
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    plank.frame = CGRect(x: 0, y: b.height - plankHeight, width: b.width, height: plankHeight)
    edge.frame = CGRect(x: 0, y: b.height - 3, width: b.width, height: 3)
    plate.frame = CGRect(x: 12, y: b.height - plankHeight + 2, width: 48, height: max(0, plankHeight - 6))
  }
}
