import Foundation
import TrellisGeometry
import TrellisUI

/// The element containers of a collection view: one nested scroll view per orthogonal scrolling region
/// near the visible rectangle, indexed by section (an element of a region belongs to its section, so
/// the section is the key → container index), the containers out of use, and each region's offset,
/// remembered by section while the section exists.
@MainActor final class ElementContainers {
  /// The containers showing a region, by the region's section.
  private(set) var bySection: [Int: ElementContainerView] = [:]
  /// Containers out of use, kept for the next region that comes near.
  private(set) var pool: [ElementContainerView] = []
  /// Each region's offset by section, kept while its container is out of use.
  var offsets: [Int: CGPoint] = [:]
  /// While a container's element is dequeued: the point of the layout's coordinates at the container's
  /// content origin, which the view's attributes are applied relative to (zero for the root).
  var dequeueOrigin = CGPoint.zero
  /// During a batch update, what the containers and their views showed before it, by identity (a view's
  /// pose in its container's coordinates with the key it has after the update, a container's centre in
  /// the page's); nil otherwise.
  var shownBefore: [ObjectIdentifier: (pose: ElementPose, key: ElementKey?)]?
  /// During an animated layout or bounds change, where each element on screen before it showed, in the
  /// page's content coordinates (a row's elements where the row showed them), by key; empty otherwise.
  var pagePosesBefore: [ElementKey: ElementPose] = [:]
  /// Counts the passes that place containers, so a pass can tell which it found.
  var passCount = 0
  /// Scratch storage for the sections whose containers retire, kept to allocate nothing once warm.
  var retiringScratch: [Int] = []
  /// The last section asked about in a root query, and its region (see `region(ofSection:in:)`).
  private var cachedSection = Int.min
  private var cachedRegion: OrthogonalScrollingRegion?

  /// Whether no container is in use.
  var isEmpty: Bool { bySection.isEmpty }

  /// The container of `section`, if in use.
  func container(forSection section: Int) -> ElementContainerView? { bySection[section] }

  /// Puts `container` in use for `section`.
  func activate(_ container: ElementContainerView, forSection section: Int) { bySection[section] = container }

  /// A container out of use, or nil when the pool is empty.
  func takeFromPool() -> ElementContainerView? { pool.popLast() }

  /// Takes the container of `section` out of use and into the pool; returns it.
  @discardableResult
  func retire(section: Int) -> ElementContainerView? {
    guard let container = bySection.removeValue(forKey: section) else { return nil }
    pool.append(container)
    return container
  }

  /// Forgets every container's last query, so the next pass asks the layout again for each region (after
  /// the layout took measured sizes, elements can move inside a region whose frame stayed).
  /// - Complexity: O(containers).
  func emptyQueryBuffers() {
    for container in bySection.values { container.visibleSet.emptyQueryBuffer() }
  }

  /// Forgets the remembered regions of the last root query (call before each).
  func forgetCachedRegion() {
    cachedSection = .min
    cachedRegion = nil
  }

  /// The region of `section`, asking the layout once per run of elements of one section.
  func region(ofSection section: Int, in layout: CollectionViewLayout) -> OrthogonalScrollingRegion? {
    if section != cachedSection {
      cachedSection = section
      cachedRegion = layout.orthogonalScrollingRegion(forSection: section)
    }
    return cachedRegion
  }

  /// Moves the containers and remembered offsets to new sections (a batch update); returns the
  /// containers whose sections went away, out of use but not yet pooled (the caller empties them, then
  /// `putInPool(_:)`).
  /// - Complexity: O(containers + remembered offsets).
  func remapSections(_ newSection: (Int) -> Int?) -> [ElementContainerView] {
    var movedOffsets: [Int: CGPoint] = [:]
    for (section, offset) in offsets {
      if let target = newSection(section) { movedOffsets[target] = offset }
    }
    offsets = movedOffsets
    var moved: [Int: ElementContainerView] = [:]
    var gone: [ElementContainerView] = []
    for (section, container) in bySection {
      if let target = newSection(section), moved[target] == nil {
        moved[target] = container
        container.region.section = target
      } else {
        gone.append(container)
      }
    }
    bySection = moved
    return gone
  }

  /// Keeps a container that is out of use for later.
  func putInPool(_ container: ElementContainerView) { pool.append(container) }

  /// What is broken between the containers: a container in use under another section than its region's,
  /// not a subview of `owner`, or also in the pool; a pooled container still in a superview.
  /// - Complexity: O(containers).
  func problems(owner: View) -> [String] {
    var problems: [String] = []
    for (section, container) in bySection {
      if container.region.section != section {
        problems.append("the container of section \(section) shows section \(container.region.section)")
      }
      if container.superview !== owner { problems.append("the container of section \(section) is not a subview") }
      if pool.contains(where: { $0 === container }) {
        problems.append("the container of section \(section) is also in the pool")
      }
    }
    for container in pool where container.superview != nil {
      problems.append("a pooled container is still a subview")
    }
    return problems
  }
}
