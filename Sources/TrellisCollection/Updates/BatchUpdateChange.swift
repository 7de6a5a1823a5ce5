import Foundation

/// One change of a planned batch, as a value: what `UpdateItem` holds, without the object (the planner
/// runs off the main actor; `BatchUpdatePlan.makeUpdateItems()` makes the objects for the layout).
package struct BatchUpdateChange: Hashable, Sendable, CustomStringConvertible {
  /// The kind of change.
  package var action: UpdateItem.Action
  /// The position before the update; nil for an insert. A section-level change has item `NSNotFound`.
  package var before: ItemPosition?
  /// The position after the update; nil for a delete.
  package var after: ItemPosition?

  /// Creates a change.
  package init(_ action: UpdateItem.Action, before: ItemPosition?, after: ItemPosition?) {
    self.action = action
    self.before = before
    self.after = after
  }

  /// Whether the change is of a whole section.
  package var isSectionChange: Bool { (before ?? after)?.item == NSNotFound }

  /// A description in `UpdateItem`'s form, such as `move [0, 1] → [0, 3]` or `delete section 2 → –`.
  package var description: String {
    "\(action) \(before?.description ?? "–") → \(after?.description ?? "–")"
  }
}
