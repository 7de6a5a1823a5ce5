import Foundation
import TrellisGeometry
import TrellisUI

/// The collection view's insets for each `ContentInsetsReference`, read once per solve; a section's insets
/// are added to its reference's across the scroll axis
/// (Documentation/Behaviour.md#compositional-insets-reference).
struct CompositionalReferenceInsets: Equatable {
  /// The safe area's insets (`safeAreaInsets`).
  var safeArea = EdgeInsets.zero
  /// The layout margins (`layoutMargins`, the safe area included when the view insets its margins from it).
  var layoutMargins = EdgeInsets.zero
  /// The readable content guide's insets: the layout margins, the width between them narrowed to
  /// `readableWidth`, centred.
  var readableContent = EdgeInsets.zero
  /// The configuration's reference, which `.automatic` stands for.
  var configurationReference = ContentInsetsReference.safeArea

  /// The widest the readable content guide gets: UIKit's readable width at the default text size (Trellis
  /// has no Dynamic Type, so it is one number for every trait collection; a Trellis choice).
  static let readableWidth: CGFloat = 672

  /// No insets for any reference.
  init() {}

  /// The insets of `view` for each reference, with the configuration's reference for `.automatic`.
  /// - Complexity: O(depth of `view` in its tree) (the safe area is computed from the ancestors).
  @MainActor init(of view: View, configurationReference: ContentInsetsReference) {
    self.configurationReference = configurationReference
    safeArea = view.safeAreaInsets
    layoutMargins = view.layoutMargins
    readableContent = Self.readable(within: layoutMargins, width: view.bounds.width)
  }

  /// The readable guide's insets inside `margins` for a view `width` wide.
  static func readable(within margins: EdgeInsets, width: CGFloat) -> EdgeInsets {
    var insets = margins
    let available = width - margins.left - margins.right
    if available > readableWidth {
      let excess = available - readableWidth
      insets.left += excess / 2
      insets.right += excess / 2
    }
    return insets
  }

  /// The reference `reference` stands for: the configuration's for `.automatic`.
  func resolved(_ reference: ContentInsetsReference) -> ContentInsetsReference {
    reference == .automatic ? configurationReference : reference
  }

  /// The insets of a reference (`.automatic`: the configuration's; `.none`: zero).
  func insets(_ reference: ContentInsetsReference) -> EdgeInsets {
    switch resolved(reference) {
    case .automatic, .none: .zero
    case .safeArea: safeArea
    case .layoutMargins: layoutMargins
    case .readableContent: readableContent
    }
  }

  /// The insets of a reference across the scroll axis, (leading, trailing): left and right in a vertical
  /// layout, top and bottom in a horizontal one.
  func crossInsets(_ reference: ContentInsetsReference, axes: FlowAxes) -> (CGFloat, CGFloat) {
    let insets = insets(reference)
    return axes.isVertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
  }

  /// Whether a reference reads the layout margins (so a change of margins must solve again).
  func readsMargins(_ reference: ContentInsetsReference) -> Bool {
    let resolved = resolved(reference)
    return resolved == .layoutMargins || resolved == .readableContent
  }
}
