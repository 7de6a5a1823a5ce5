import Foundation
import TrellisCollection

/// A section definition a compositional layout can't use, naming the section and the numbers.
///
/// `CompositionalLayout` reports each through `CollectionView.reportLayoutError(_:)` (it reaches
/// `errorHandler` as `CollectionViewError.layout(_:)`, with `layout` "CompositionalLayout") when it solves
/// the section, and lays out a defined replacement: a section without a definition or whose group can't
/// hold its subitem lays out nothing (its boundary items too), a bad dimension counts as 0
/// (Documentation/Behaviour.md#compositional-errors).
public enum CompositionalLayoutError: Error, Hashable, CustomStringConvertible {
  /// The section provider returned nil for a section with items (UIKit's client error).
  case invalidSectionDefinition(section: Int, itemCount: Int)
  /// A subitem longer than its group along the group's axis: the section lays out nothing.
  case subitemDoesNotFit(section: Int, subitemLength: CGFloat, groupLength: CGFloat)
  /// A negative, NaN or infinite dimension (its text, since NaN never equals itself); 0 is used.
  case invalidDimension(section: Int, dimension: String)
  /// A group built with a count of zero or less: the section lays out nothing.
  case invalidCount(section: Int, count: Int)
  /// A view measured a negative, NaN or infinite length on an estimated axis (texts, since NaN never
  /// equals itself): the estimate is kept.
  case invalidMeasuredSize(element: String, size: String, estimate: String)

  /// The message: UIKit's wording for a missing definition, else what is wrong and the numbers.
  public var description: String {
    switch self {
    case .invalidSectionDefinition(let section, let itemCount):
      return "Invalid section definition. Please specify a valid section definition when content is to be "
        + "rendered for a section. This is a client error. (section \(section), \(itemCount) items)"
    case .subitemDoesNotFit(let section, let subitemLength, let groupLength):
      return "section \(section): a subitem of length \(subitemLength) doesn't fit in its group of length "
        + "\(groupLength) along the group's axis; nothing is laid out for the section"
    case .invalidDimension(let section, let dimension):
      return "section \(section): the dimension \(dimension) is negative or not finite; 0 is used"
    case .invalidCount(let section, let count):
      return "section \(section): a group's count is \(count); it must be at least 1, nothing is laid out for "
        + "the section"
    case .invalidMeasuredSize(let element, let size, let estimate):
      return "\(element): the preferred size \(size) is negative or not finite on an estimated axis; the size "
        + "\(estimate) is kept"
    }
  }

  /// The error as the collection view carries it.
  public var layoutError: LayoutError { LayoutError(layout: "CompositionalLayout", message: description) }
}
