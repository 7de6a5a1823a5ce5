import Foundation
import TrellisUI

/// Draws rectangles as ASCII boxes on a character grid, for `visualDescription()`.
///
/// The grid is `columns` characters wide for the width of `size`; a character is taken to be twice as
/// tall as wide, so rows are half as dense. Each rectangle is a box of `+`, `-` and `|` with its label
/// (its slot index in base 36) in its top-left corner inside; later boxes draw over earlier ones.
struct CompositionalVisualDescription {
  /// The characters across the width.
  var columns = 40

  /// The grid's lines, top to bottom, for `rects` in a space of `size`.
  func render(_ rects: [CGRect], in size: CGSize) -> [String] {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return [] }
    let scaleX = CGFloat(columns) / size.width
    let scaleY = scaleX / 2
    let rows = max(1, min(200, Int((size.height * scaleY).rounded(.up))))
    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    func column(_ x: CGFloat) -> Int { min(columns - 1, max(0, Int((x * scaleX).rounded(.down)))) }
    func row(_ y: CGFloat) -> Int { min(rows - 1, max(0, Int((y * scaleY).rounded(.down)))) }
    for (index, rect) in rects.enumerated() where rect.width.isFinite && rect.height.isFinite {
      let left = column(rect.minX)
      let right = max(left, column(rect.maxX - 0.001))
      let top = row(rect.minY)
      let bottom = max(top, row(rect.maxY - 0.001))
      for x in left...right {
        grid[top][x] = "-"
        grid[bottom][x] = "-"
      }
      for y in top...bottom {
        grid[y][left] = "|"
        grid[y][right] = "|"
      }
      for (x, y) in [(left, top), (right, top), (left, bottom), (right, bottom)] { grid[y][x] = "+" }
      let label = Character(String(index % 36, radix: 36))
      if right - left >= 2 && bottom - top >= 2 { grid[top + 1][left + 1] = label } else { grid[top][left] = label }
    }
    return grid.map { String($0) }
  }

  /// A size as `300×100`, without needless decimals.
  static func text(_ size: CGSize) -> String { "\(text(size.width))×\(text(size.height))" }

  /// A length without needless decimals.
  static func text(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: value)
  }
}

extension CollectionLayoutGroup {
  /// An ASCII picture of one repetition of the group: its size, slot count and each slot's box, labelled
  /// with its slot index. Fractions resolve in a 400 × 400 container (the group has no other).
  /// - Complexity: O(slots + the picture's characters).
  public func visualDescription() -> String {
    var solver = CompositionalGroupSolver(section: 0, traitCollection: TraitCollection())
    guard let template = solver.solve(self, in: CGSize(width: 400, height: 400)) else {
      return "group: can't hold its subitems (\(solver.errors.map(\.description).joined(separator: "; ")))"
    }
    return Self.describe(template, title: "group")
  }

  /// A template's picture under a title line.
  static func describe(_ template: CompositionalGroupTemplate, title: String) -> String {
    let header =
      "\(title) \(CompositionalVisualDescription.text(template.size)), \(template.leaves.count) slots"
      + (template.attachments.isEmpty ? "" : ", \(template.attachments.count) supplementaries")
    let picture = CompositionalVisualDescription().render(template.leaves.map(\.frame), in: template.size)
    return ([header] + picture).joined(separator: "\n")
  }
}

extension CollectionLayoutSection {
  /// An ASCII picture of the section's group (as `CollectionLayoutGroup.visualDescription()`) under a
  /// line of the section's insets, spacing, behaviour and boundary items.
  /// - Complexity: O(slots + the picture's characters).
  public func visualDescription() -> String {
    let insets = contentInsets
    let kinds = boundarySupplementaryItems.map { "\($0.elementKind)@\($0.alignment)" }
    let line =
      "section insets (\(insets.top), \(insets.leading), \(insets.bottom), \(insets.trailing)), "
      + "interGroupSpacing \(interGroupSpacing), orthogonal \(orthogonalScrollingBehavior)"
      + (kinds.isEmpty ? "" : ", boundary \(kinds.joined(separator: " "))")
    return line + "\n" + group.visualDescription()
  }
}

extension CompositionalLayout {
  /// A description of the last solution: the content size, then one line per section (where it starts
  /// and ends along the scroll axis, its items, repetitions and slots, its row when orthogonal), then the
  /// first section's group template drawn as `CollectionLayoutGroup.visualDescription()` draws it.
  /// - Complexity: O(sections + the picture's characters).
  public func visualDescription() -> String {
    var lines = ["compositional layout, content \(CompositionalVisualDescription.text(solution.contentSize))"]
    for (index, section) in solution.sections.enumerated() {
      var line =
        "section \(index): \(CompositionalVisualDescription.text(solution.starts[index]))…"
        + "\(CompositionalVisualDescription.text(solution.ends[index])), \(section.itemCount) items"
      if let template = section.template {
        line += ", \(section.groupCount) groups of \(template.leaves.count) slots"
      }
      if let row = section.row {
        line += ", row \(CompositionalVisualDescription.text(row.length)) long (\(row.behavior))"
      }
      lines.append(line)
    }
    if let template = solution.sections.lazy.compactMap(\.template).first {
      lines.append(CollectionLayoutGroup.describe(template, title: "first group"))
    }
    return lines.joined(separator: "\n")
  }
}
