import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// How many screen lengths beyond an item the arrow keys search for a neighbour.
  static let keyboardSearchScreens: CGFloat = 8

  /// The item an arrow key moves to from `item`: the nearest item in that direction within the item's
  /// beam, asked of the layout's attributes, so it works for any layout (for a flow layout: the next or
  /// previous item of the line, or the item above or below in the neighbouring line); nil when there is none.
  ///
  /// As in UIKit's focus engine, the search looks along the item's beam, the band its frame sweeps in the
  /// direction: a candidate overlaps the beam and lies beyond the item (Android FocusFinder's
  /// `isCandidate`); the least `13·major² + minor²` wins, major being the gap along the direction and
  /// minor the offset of the centres across it, ties going to the lower index path. So arrows never jump
  /// diagonally nor wrap to the next line: Right at the end of a line stays put, and Down from a column
  /// that a short last line doesn't reach finds nothing. The beam is searched one screen length at a
  /// time, doubling, up to `keyboardSearchScreens`, so the cost is a few layout rectangle queries
  /// whatever the number of items.
  /// - Complexity: a few layout queries over at most `keyboardSearchScreens` screen lengths of the beam.
  public func keyboardNeighbor(of item: IndexPath, in direction: KeyboardNavigationDirection) -> IndexPath? {
    layoutIfNeeded()
    guard let source = collectionViewLayout.layoutAttributesForItem(at: item)?.frame else { return nil }
    let content = CGRect(origin: .zero, size: contentSize)
    let screen = max(bounds.width, bounds.height, 1)
    var reach = screen
    while true {
      let beam = Self.beam(of: source, direction, reach: reach)
      var best: (score: CGFloat, indexPath: IndexPath)?
      for attributes in collectionViewLayout.layoutAttributesForElements(in: beam) ?? []
      where attributes.representedElementCategory == .cell && !attributes.isHidden && attributes.indexPath != item
        && Self.isInBeam(attributes.frame, of: source, direction)
        && Self.isCandidate(attributes.frame, from: source, direction)
        && checkItem(attributes.indexPath, call: "", reporting: false)
      {
        let entry = (score: Self.score(attributes.frame, from: source, direction), indexPath: attributes.indexPath)
        if best.map({ entry < $0 }) ?? true { best = entry }
      }
      if let best { return best.indexPath }
      let remaining = Self.remainingContent(content, beyond: source, direction)
      let coversContent = remaining.width <= 0 || remaining.height <= 0 || beam.contains(remaining)
      if coversContent || reach >= screen * Self.keyboardSearchScreens { return nil }
      reach *= 2
    }
  }

  /// The part of the beam beyond the source up to the content's edge: what a search must cover to be complete.
  private static func remainingContent(_ content: CGRect, beyond source: CGRect, _ direction: Direction) -> CGRect {
    switch direction {
    case .up: CGRect(x: source.minX, y: content.minY, width: source.width, height: max(0, source.minY - content.minY))
    case .down: CGRect(x: source.minX, y: source.maxY, width: source.width, height: max(0, content.maxY - source.maxY))
    case .left:
      CGRect(x: content.minX, y: source.minY, width: max(0, source.minX - content.minX), height: source.height)
    case .right:
      CGRect(x: source.maxX, y: source.minY, width: max(0, content.maxX - source.maxX), height: source.height)
    }
  }

  /// The rectangle searched: the source and `reach` beyond it in the direction, as wide as the source across it.
  private static func beam(of source: CGRect, _ direction: Direction, reach: CGFloat) -> CGRect {
    switch direction {
    case .up: CGRect(x: source.minX, y: source.minY - reach, width: source.width, height: source.height + reach)
    case .down: CGRect(x: source.minX, y: source.minY, width: source.width, height: source.height + reach)
    case .left: CGRect(x: source.minX - reach, y: source.minY, width: source.width + reach, height: source.height)
    case .right: CGRect(x: source.minX, y: source.minY, width: source.width + reach, height: source.height)
    }
  }

  private typealias Direction = KeyboardNavigationDirection

  /// Whether `frame` lies beyond `source` in the direction (FocusFinder's `isCandidate`).
  private static func isCandidate(_ frame: CGRect, from source: CGRect, _ direction: Direction) -> Bool {
    switch direction {
    case .up: (source.maxY > frame.maxY || source.minY >= frame.maxY) && source.minY > frame.minY
    case .down: (source.minY < frame.minY || source.maxY <= frame.minY) && source.maxY < frame.maxY
    case .left: (source.maxX > frame.maxX || source.minX >= frame.maxX) && source.minX > frame.minX
    case .right: (source.minX < frame.minX || source.maxX <= frame.minX) && source.maxX < frame.maxX
    }
  }

  /// Whether `frame` overlaps `source` across the direction.
  private static func isInBeam(_ frame: CGRect, of source: CGRect, _ direction: Direction) -> Bool {
    switch direction {
    case .up, .down: frame.maxX > source.minX && frame.minX < source.maxX
    case .left, .right: frame.maxY > source.minY && frame.minY < source.maxY
    }
  }

  /// `13·major² + minor²`: the gap along the direction weighs more than the offset across it.
  private static func score(_ frame: CGRect, from source: CGRect, _ direction: Direction) -> CGFloat {
    let major: CGFloat
    let minor: CGFloat
    switch direction {
    case .up:
      major = source.minY - frame.maxY
      minor = frame.midX - source.midX
    case .down:
      major = frame.minY - source.maxY
      minor = frame.midX - source.midX
    case .left:
      major = source.minX - frame.maxX
      minor = frame.midY - source.midY
    case .right:
      major = frame.minX - source.maxX
      minor = frame.midY - source.midY
    }
    let gap = max(0, major)
    return 13 * gap * gap + minor * minor
  }
}
