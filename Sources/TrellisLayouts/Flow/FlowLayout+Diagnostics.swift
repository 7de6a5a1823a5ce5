import Foundation
import TrellisGeometry

extension FlowLayout {
  /// UIKit's log text for an item longer than its line can hold, for the scrolling direction `axes`.
  static func tooLongItemMessage(_ axes: FlowAxes) -> String {
    let (dimension, edges) = axes.isVertical ? ("width", "left and right") : ("height", "top and bottom")
    return "The behavior of the UICollectionViewFlowLayout is not defined because: the item \(dimension) must be "
      + "less than the \(dimension) of the UICollectionView minus the section insets \(edges) values, minus the "
      + "content insets \(edges) values.\nPlease check the values returned by the delegate."
  }

  /// Writes a diagnostic to standard error, one line per line of text.
  public static func printDiagnostic(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}

extension FlowGeometry {
  /// Checks the geometry's invariants (debug builds): sections stacked in order, slots in range, line
  /// origins increasing within each variable section.
  /// - Complexity: O(sections + slots).
  func checkInvariants() {
    precondition(crossSizes.count == scrollSizes.count && scrollSizes.count == lineOrigins.count, "slot arrays differ")
    var position: CGFloat = 0
    for section in sections {
      precondition(section.start == position, "sections must be stacked without gaps")
      position = section.end
      if section.isEstimated {
        let lines = estimatedLines[
          section.estimatedLinesStart..<(section.estimatedLinesStart + section.estimatedLinesCount)]
        precondition(section.itemCount == 0 || !lines.isEmpty, "a self-sizing section records its last line")
        precondition(zip(lines, lines.dropFirst()).allSatisfy { $0.origin < $1.origin }, "recorded lines must increase")
        continue
      }
      guard !section.isUniform, section.itemCount > 0 else { continue }
      precondition(section.storageStart + section.itemCount <= crossSizes.count, "slots out of range")
      for slot in section.storageStart..<(section.storageStart + section.itemCount - 1) {
        precondition(lineOrigins[slot] <= lineOrigins[slot + 1], "line origins must not decrease")
      }
    }
  }
}
