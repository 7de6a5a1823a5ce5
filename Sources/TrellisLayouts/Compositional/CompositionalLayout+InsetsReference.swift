import Foundation
import TrellisCollection
import TrellisGeometry
import TrellisUI

extension CompositionalLayout {
  /// The environment given to the section provider and visible-items handlers: the collection view's
  /// size, with the configuration's reference insets across the scroll axis as the container's insets
  /// (Documentation/Behaviour.md#compositional-insets-reference).
  func providerEnvironment(_ collectionView: CollectionView) -> CompositionalEnvironment {
    let references = CompositionalReferenceInsets(
      of: collectionView, configurationReference: storedConfiguration.contentInsetsReference)
    let insets = references.insets(.automatic)
    let directional =
      storedConfiguration.scrollDirection == .vertical
      ? DirectionalEdgeInsets(top: 0, leading: insets.left, bottom: 0, trailing: insets.right)
      : DirectionalEdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0)
    return CompositionalEnvironment(
      container: CompositionalContainer(
        contentSize: collectionView.bounds.size, contentInsets: directional, insetsAreInPoints: true),
      traitCollection: collectionView.traitCollection)
  }

  /// The pixels per point sizes and positions are rounded to: the collection view's traits' display scale,
  /// else the main screen's.
  static func displayScale(of collectionView: CollectionView) -> CGFloat {
    let scale = collectionView.traitCollection.displayScale
    return scale > 0 ? scale : Screen.main.scale
  }

  /// Invalidates the layout when the safe area, or the margins a section measures from, changed since the
  /// last solve (the collection view calls this at the start of each layout pass).
  /// - Complexity: O(depth of the collection view in its tree); no allocation.
  func invalidateIfReferenceInsetsChanged() {
    guard !solutionIsStale, solvedViewSize != nil, let collectionView else { return }
    if collectionView.safeAreaInsets != solvedReferences.safeArea
      || (solutionReadsMargins && collectionView.layoutMargins != solvedReferences.layoutMargins)
    {
      invalidateLayout()
    }
  }
}
