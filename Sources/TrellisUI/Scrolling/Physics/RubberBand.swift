import Foundation
import TrellisGeometry

/// The resistance of a scroll view dragged past its edge (Documentation/Behaviour.md#scroll-rubber-band).
///
/// A finger that would move the content a distance x past the edge moves it only
///
///     b = (1 − 1 / (x·c/d + 1)) · d  =  c·x·d / (d + c·x)
///
/// with c = 0.55 and d the view's size on that axis: the content follows at 55% of the finger's speed
/// at first and never moves a full view size past the edge. The inverse, x = b·d / (c·(d − b)), turns
/// an overscrolled offset back into finger distance so a drag that starts while the view bounces
/// continues smoothly.
public struct RubberBand: Hashable, Sendable {
  /// The coefficient c: the content's share of the finger's movement just past the edge.
  public var coefficient: CGFloat
  /// The dimension d: the view's size on the axis, the limit the overscroll approaches.
  public var dimension: CGFloat

  /// UIKit's coefficient, 0.55.
  public static let defaultCoefficient: CGFloat = 0.55

  /// Creates the band for a view of `dimension` points on the axis.
  public init(dimension: CGFloat, coefficient: CGFloat = RubberBand.defaultCoefficient) {
    self.dimension = dimension
    self.coefficient = coefficient
  }

  /// The overscroll b shown for a finger distance `distance` past the edge; keeps the sign.
  public func offset(forDistance distance: CGFloat) -> CGFloat {
    guard dimension > 0, coefficient > 0 else { return 0 }
    let x = abs(distance)
    let b = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
    return distance < 0 ? -b : b
  }

  /// The finger distance x that shows the overscroll `offset`: the inverse of `offset(forDistance:)`;
  /// offsets of the whole dimension or more map to the largest finite distance.
  public func distance(forOffset offset: CGFloat) -> CGFloat {
    guard dimension > 0, coefficient > 0 else { return 0 }
    let b = abs(offset)
    let x = b < dimension ? b * dimension / (coefficient * (dimension - b)) : .greatestFiniteMagnitude
    return offset < 0 ? -x : x
  }

  /// The position shown for an unresisted position `position`: itself inside `range`, banded beyond it.
  public func position(forUnresisted position: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat {
    if position < range.lowerBound { return range.lowerBound + offset(forDistance: position - range.lowerBound) }
    if position > range.upperBound { return range.upperBound + offset(forDistance: position - range.upperBound) }
    return position
  }

  /// The unresisted position that shows `position`: the inverse of `position(forUnresisted:in:)`.
  public func unresistedPosition(for position: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat {
    if position < range.lowerBound { return range.lowerBound + distance(forOffset: position - range.lowerBound) }
    if position > range.upperBound { return range.upperBound + distance(forOffset: position - range.upperBound) }
    return position
  }
}
