import Foundation
import TrellisGeometry
import TrellisUI

/// The element containers' part of an animated change (a batch update, a layout change, an animated
/// bounds change): what their views showed before, where views new in a row start, and the views that
/// leave a row, held in their container until the animation ends (see
/// Documentation/Architecture.md#seams-for-the-next-issues and Documentation/Behaviour.md#orthogonal-scrolling).
extension CollectionView {
  // MARK: Batch updates

  /// Carries the containers, their views and the remembered offsets through a batch update: a view
  /// takes its element's new key, a container and an offset follow their section, and the containers of
  /// deleted sections are emptied and pooled (their views go at once). Views whose elements left a row
  /// that stays are held out in their container and returned: the change moves them to the layout's
  /// final attributes (or fades them) and `releaseHeldView(_:)` sends them to their queues when it ends.
  /// The next layout pass places and fills the containers again.
  /// - Complexity: O(containers + their visible views + remembered offsets).
  func remapElementContainers(
    section newSection: (Int) -> Int?, element newKey: (ElementKey) -> ElementKey?
  ) -> [CollectionReusableView] {
    guard !containers.isEmpty || !containers.offsets.isEmpty else { return [] }
    var shown: [ObjectIdentifier: (pose: ElementPose, key: ElementKey?)] = [:]
    var leaving: [(container: ElementContainerView, views: [CollectionReusableView])] = []
    for container in containers.bySection.values {
      shown[ObjectIdentifier(container)] = (containerPose(container), nil)
      let set = container.visibleSet
      let left = set.rekey(newKey)
      if !left.isEmpty { leaving.append((container, left)) }
      // A view keeps its pose only while it shows the same element (one reused in the pass fades in).
      for (key, view) in set.views { shown[ObjectIdentifier(view)] = (ElementPose(view.presentation), key) }
    }
    containers.shownBefore = shown
    for container in containers.remapSections(newSection) {
      empty(container)  // the held views of a deleted section's row go with it
      containers.putInPool(container)
    }
    setNeedsLayout()
    var held: [CollectionReusableView] = []
    for (container, views) in leaving where containers.container(forSection: container.region.section) === container {
      held += views
    }
    return held
  }

  /// A container's centre and size (in the page's content coordinates) as a pose.
  private func containerPose(_ container: ElementContainerView) -> ElementPose {
    ElementPose(center: container.center, size: container.bounds.size, transform: .identity, alpha: 1, zIndex: 0)
  }

  /// Inside an animated change's block, once the views are laid out: each container moves from its
  /// centre before, each view kept in a container from its pose before (in its container's
  /// coordinates), and each view new in a container from `appearing`'s finite attributes for its
  /// element (offset-zero layout coordinates, taken into the row's), else from where the page showed
  /// the element before (a section that became a row), else it fades in.
  /// - Complexity: O(containers + their visible views).
  func beginElementContainerMotion(appearing: (ElementKey) -> LayoutAttributes? = { _ in nil }) {
    guard let shown = containers.shownBefore else { return }
    containers.shownBefore = nil
    let pagePoses = containers.pagePosesBefore
    containers.pagePosesBefore = [:]
    for container in containers.bySection.values {
      if let before = shown[ObjectIdentifier(container)]?.pose, before.size == container.bounds.size,
        before.center != container.center
      {
        let center = container.center
        View.performWithoutAnimation { container.center = before.center }
        container.center = center
      }
      let origin = layoutOrigin(of: container)
      for (key, view) in container.visibleSet.views {
        if let before = shown[ObjectIdentifier(view)], before.key == key {
          view.animate(from: before.pose)
        } else if let pose = ElementPose(finite: appearing(key)) {
          view.animate(from: pose.shifted(by: CGPoint(x: -origin.x, y: -origin.y)))
        } else if let pose = pagePoses[key] {
          // Where the page showed it, in the container's coordinates (the container clips it).
          view.animate(from: pose.shifted(by: convert(CGPoint.zero, to: container)))
        } else {
          view.animate(from: view.pose.faded)
        }
      }
    }
  }

  /// Inside the animation block: moves a view held in a container (it leaves its row) to `target`,
  /// offset-zero layout coordinates taken into the row's, or fades it where it is without one.
  func moveHeldRowView(_ view: CollectionReusableView, to target: LayoutAttributes?) {
    guard let container = view.superview as? ElementContainerView, let target, let pose = ElementPose(finite: target)
    else {
      view.show(view.pose.faded)
      return
    }
    let origin = layoutOrigin(of: container)
    if view.zPosition != CGFloat(target.zIndex) { view.zPosition = CGFloat(target.zIndex) }
    view.show(pose.shifted(by: CGPoint(x: -origin.x, y: -origin.y)))
    view.animateAppliedAttributes(from: view.appliedLayoutAttributes, to: target, startIsShown: true)
  }

  /// Ends holding a view a container held out (see `remapElementContainers`): `didEndDisplaying`, then
  /// its reuse queue; false when no container in use holds it.
  func releaseHeldRowView(_ view: CollectionReusableView) -> Bool {
    guard let container = view.superview as? ElementContainerView, container.owner === self,
      container.visibleSet.release(view)
    else { return false }
    if let key = view.elementKey { endDisplaying(view, as: key) }
    enqueue(view)
    return true
  }

  // MARK: Layout changes and bounds changes

  /// Before an animated layout or bounds change: what every container and container view shows (the
  /// views' poses in their containers' coordinates, by identity, for views that stay in their row) and
  /// where each element shows in the page's content coordinates, by key (for elements that move between
  /// the page and a row).
  /// - Complexity: O(containers + visible views).
  func captureElementContainerPoses() {
    var shown: [ObjectIdentifier: (pose: ElementPose, key: ElementKey?)] = [:]
    var page: [ElementKey: ElementPose] = [:]
    for container in containers.bySection.values {
      shown[ObjectIdentifier(container)] = (containerPose(container), nil)
      let toPage = container.convert(CGPoint.zero, to: self)
      for (key, view) in container.visibleSet.views {
        let pose = ElementPose(view.presentation)
        shown[ObjectIdentifier(view)] = (pose, key)
        page[key] = pose.shifted(by: toPage)
      }
    }
    for (key, view) in visibleSet.views where key.indexPath.count == 2 && key.category != .decorationView {
      page[key] = ElementPose(view.presentation)
    }
    containers.shownBefore = shown
    containers.pagePosesBefore = page
  }
}
