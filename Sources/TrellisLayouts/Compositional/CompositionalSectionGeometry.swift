import Foundation
import TrellisCollection
import TrellisGeometry

/// A boundary item or decoration of a solved section: its frame relative to the section's start on the
/// scroll axis.
struct CompositionalPlacedElement: Equatable {
  enum Pinning: Equatable {
    /// Stays where it is laid out.
    case none
    /// Pins to the visible start (a header-like item).
    case start
    /// Pins to the visible end (a footer-like item).
    case end
  }

  var kind: String
  var frame: CGRect
  var zIndex: Int
  var pinning: Pinning = .none
  /// The estimated axes, which the element's view measures.
  var selfSizingAxes: SelfSizingAxes = []
}

/// A section's orthogonal row: its groups in one line across the scroll axis
/// (Documentation/Behaviour.md#compositional-orthogonal).
struct CompositionalRow: Equatable {
  var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
  /// The row's length across the scroll axis, its leading and trailing insets included.
  var length: CGFloat
  /// The space before the first group.
  var leadingInset: CGFloat
  /// The distance between consecutive groups' leading edges.
  var groupPitch: CGFloat
  /// The row's viewport, relative to the section's start on the scroll axis.
  var viewport: CGRect
  /// The kinds of the item and group supplementaries, which scroll with the row.
  var scrollingKinds: Set<String> = []
  /// The section's `orthogonalScrollingProperties` at the solve.
  var decelerationRate = CollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic
  var bounce = CollectionLayoutSectionOrthogonalScrollingProperties.Bounce.automatic
}

/// One section solved: a group template repeated from `groupOrigin` every `groupStep`, plus its boundary
/// items and decorations, all relative to the section's start on the scroll axis (so a section's solution
/// doesn't depend on where it starts; the layout keeps the starts).
struct CompositionalSectionGeometry: Equatable {
  /// The number of items laid out.
  var itemCount = 0
  /// The template, or nil when nothing is laid out for the section.
  var template: CompositionalGroupTemplate?
  /// The section's length along the scroll axis.
  var length: CGFloat = 0
  /// Where the first repetition of the group is.
  var groupOrigin: CGPoint = .zero
  /// From one repetition to the next.
  var groupStep: CGVector = .zero
  /// The number of repetitions.
  var groupCount = 0
  /// Boundary items (headers, footers).
  var boundaries: [CompositionalPlacedElement] = []
  /// Decorations (backgrounds).
  var decorations: [CompositionalPlacedElement] = []
  /// The least zIndex of cells and supplementaries: 1 when the section has a decoration, else none.
  var raisedZIndex: Int?
  /// The orthogonal row, or nil when the section lays out along the scroll axis.
  var row: CompositionalRow?
  /// Whether the section has a visible-items handler.
  var hasVisibleItemsHandler = false
  /// How far across the scroll axis the section's groups reach, its trailing inset included (a group
  /// wider than the collection view widens the content).
  var crossExtent: CGFloat = 0
  /// The repetitions whose items were measured, or nil when none was.
  var measured: CompositionalMeasuredGroups?

  /// Where repetition `index` of the group is (moved by the measured repetitions before it).
  /// - Complexity: O(log pages of measured repetitions); O(1) when nothing is measured.
  func groupOrigin(_ index: Int) -> CGPoint {
    let shift = measured?.shift(before: index) ?? .zero
    return CGPoint(
      x: groupOrigin.x + CGFloat(index) * groupStep.dx + shift.dx,
      y: groupOrigin.y + CGFloat(index) * groupStep.dy + shift.dy)
  }

  /// The frame of leaf slot `leaf` in repetition `index`, relative to the repetition's origin.
  func leafFrame(_ leaf: Int, repetition index: Int, template: CompositionalGroupTemplate) -> CGRect {
    guard let measured, !measured.groups.isEmpty else { return template.leaves[leaf].frame }
    return measured.leafFrame(leaf, repetition: index, template: template)
  }

  /// The frame of attachment `attachment` in repetition `index`, relative to the repetition's origin.
  func attachmentFrame(_ attachment: Int, repetition index: Int, template: CompositionalGroupTemplate) -> CGRect {
    guard let measured, !measured.groups.isEmpty, let group = measured.groups[index] else {
      return template.attachments[attachment].frame
    }
    return group.attachments[attachment]
  }

  /// A cell's or supplementary's zIndex after the decoration rule.
  func zIndex(_ value: Int) -> Int { raisedZIndex.map { max($0, value) } ?? value }

  /// An item's or group's supplementary's zIndex after the decoration rule: one above the raised cells,
  /// so a badge stays over its item as it would without a background (Documentation/Behaviour.md#compositional-layout).
  func attachmentZIndex(_ value: Int) -> Int { raisedZIndex.map { max($0 + 1, value) } ?? value }
}
