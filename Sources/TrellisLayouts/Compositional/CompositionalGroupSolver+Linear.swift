import Foundation
import TrellisGeometry

extension CompositionalGroupSolver {
  /// One subitem's place along a linear group before spacing is shared out.
  private struct Slot {
    var item: CollectionLayoutItem
    var length: CGFloat
    var cross: CGFloat
    var leading: CollectionLayoutSpacing?
    var trailing: CollectionLayoutSpacing?
    var before: CollectionLayoutSpacing?
    var after: CollectionLayoutSpacing?
  }

  /// The subitems of a horizontal or vertical group with their frames (relative to the top-level
  /// group's origin), or nil when the group can't hold them (reported).
  /// - Complexity: O(slots).
  mutating func linearSlots(
    _ group: CollectionLayoutGroup, isHorizontal: Bool, fill: CollectionLayoutGroup.Fill, inner: CGRect
  ) -> [(CollectionLayoutItem, CGRect)]? {
    guard let first = group.subitems.first else { return [] }
    let along = isHorizontal ? inner.width : inner.height
    let acrossLength = isHorizontal ? inner.height : inner.width
    let spacing = group.interItemSpacing
    let gap = max(0, spacing?.spacing ?? 0)
    var slots: [Slot] = []

    func slot(for item: CollectionLayoutItem, length: CGFloat? = nil) -> Slot {
      let size = resolve(item.layoutSize, in: inner.size)
      let edges = item.edgeSpacing
      return Slot(
        item: item, length: length ?? (isHorizontal ? size.width : size.height),
        cross: isHorizontal ? size.height : size.width,
        leading: isHorizontal ? edges?.leading : edges?.top, trailing: isHorizontal ? edges?.trailing : edges?.bottom,
        before: isHorizontal ? edges?.top : edges?.leading, after: isHorizontal ? edges?.bottom : edges?.trailing)
    }

    switch fill {
    case .equalCount(let count), .repeatingCount(let count):
      guard count > 0 else {
        errors.append(.invalidCount(section: section, count: count))
        return nil
      }
      var equalLength: CGFloat? = nil
      if case .equalCount = fill {
        equalLength = pixels.floor(max(0, (along - gap * CGFloat(count - 1)) / CGFloat(count)))
      }
      let one = slot(for: first, length: equalLength)
      slots = Array(repeating: one, count: min(count, Self.slotLimit))
    case .repeatingList:
      var used: CGFloat = 0
      var index = 0
      while slots.count < Self.slotLimit {
        let next = slot(for: group.subitems[index % group.subitems.count])
        let need =
          (slots.isEmpty ? 0 : gap) + (next.leading?.spacing ?? 0) + next.length + (next.trailing?.spacing ?? 0)
        guard used + need <= along + 0.001 else { break }
        if need <= 0, slots.count >= group.subitems.count { break }  // zero lengths would repeat forever
        slots.append(next)
        used += need
        index += 1
      }
      if slots.isEmpty {
        let next = slot(for: first)
        errors.append(.subitemDoesNotFit(section: section, subitemLength: next.length, groupLength: along))
        return nil
      }
    }

    // What is left along the axis goes to the flexible spacings in equal parts.
    var used: CGFloat = gap * CGFloat(slots.count - 1)
    var flexibleCount = spacing?.isFlexibleSpacing == true ? slots.count - 1 : 0
    for slot in slots {
      used += slot.length + max(0, slot.leading?.spacing ?? 0) + max(0, slot.trailing?.spacing ?? 0)
      if slot.leading?.isFlexibleSpacing == true { flexibleCount += 1 }
      if slot.trailing?.isFlexibleSpacing == true { flexibleCount += 1 }
    }
    let share = flexibleCount > 0 ? max(0, along - used) / CGFloat(flexibleCount) : 0
    func length(_ spacing: CollectionLayoutSpacing?) -> CGFloat {
      guard let spacing else { return 0 }
      return max(0, spacing.spacing) + (spacing.isFlexibleSpacing ? share : 0)
    }

    var result: [(CollectionLayoutItem, CGRect)] = []
    result.reserveCapacity(slots.count)
    var position: CGFloat = 0
    for (index, slot) in slots.enumerated() {
      if index > 0 { position += gap + (spacing?.isFlexibleSpacing == true ? share : 0) }
      position += length(slot.leading)
      let crossStart = crossPosition(slot, available: acrossLength)
      let frame =
        isHorizontal
        ? CGRect(x: inner.minX + position, y: inner.minY + crossStart, width: slot.length, height: slot.cross)
        : CGRect(x: inner.minX + crossStart, y: inner.minY + position, width: slot.cross, height: slot.length)
      result.append((slot.item, frame))
      position += slot.length + length(slot.trailing)
    }
    return result
  }

  /// Where a slot starts across the group: after its fixed spacing before, pushed by flexible spacing
  /// (both sides flexible: centred; only before: to the far side; otherwise at the start).
  private func crossPosition(_ slot: Slot, available: CGFloat) -> CGFloat {
    let before = max(0, slot.before?.spacing ?? 0)
    let after = max(0, slot.after?.spacing ?? 0)
    let free = max(0, available - slot.cross - before - after)
    switch (slot.before?.isFlexibleSpacing == true, slot.after?.isFlexibleSpacing == true) {
    case (true, true): return before + free / 2
    case (true, false): return before + free
    default: return before
    }
  }
}
