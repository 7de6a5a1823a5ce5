import Foundation
import TrellisGeometry

extension View {
  /// The subtree as text, one line per view indented by depth, with class and frame (`recursiveDescription`).
  /// - Complexity: O(subtree size).
  public var recursiveDescription: String {
    var lines: [String] = []
    appendDescription(to: &lines, depth: 0)
    return lines.joined(separator: "\n")
  }

  private func appendDescription(to lines: inout [String], depth: Int) {
    lines.append(String(repeating: "   | ", count: depth) + description)
    for sub in subviews { sub.appendDescription(to: &lines, depth: depth + 1) }
  }
}
