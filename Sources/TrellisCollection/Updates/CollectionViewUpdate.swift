import Foundation
import TrellisGeometry
import TrellisUI

/// The batch update a collection view is applying, as its layout may read it while the update runs
/// (a Trellis extension: UIKit's own layouts read the same from private state, which no third-party
/// layout can).
///
/// `CollectionViewLayout.currentUpdate` is this object from just before the update invalidates the
/// layout (`invalidateDataSourceCounts`) until `finalizeCollectionViewUpdates()` returns, and nil
/// otherwise; so a layout's `invalidateLayout(with:)`, `prepare()`, `prepare(forCollectionViewUpdates:)`,
/// its `initialLayoutAttributesForAppearing…` and `finalLayoutAttributesForDisappearing…` answers and
/// `finalizeCollectionViewUpdates()` can all tell an update from other invalidations and follow elements
/// through it. `FlowLayout` answers its appearing and disappearing attributes with nothing else.
///
/// Elements are named by `ElementKey`s: before the update (old keys) or after it (new keys). A cell
/// follows its item; a supplementary or decoration view follows its section.
@MainActor public final class CollectionViewUpdate {
  /// The changes, sorted as `prepare(forCollectionViewUpdates:)` receives them.
  public private(set) var updateItems: [UpdateItem] = []
  private(set) var plan = BatchUpdatePlan()
  /// Which update this is: a number no earlier update of the process had. A collection view reuses the
  /// object of a finished update that nobody else holds for its next one, so a layout that remembers
  /// which update it followed compares generations, not identities.
  package private(set) var generation: UInt64 = 0
  /// How far the content moved under the views when the update adopted its offset.
  var shift = CGPoint.zero
  /// Supplementary and decoration elements the layout removes (old keys) and adds (new keys) beyond
  /// those of changed sections (`indexPathsToDelete…`/`indexPathsToInsert…`).
  var removedElements: Set<ElementKey> = []
  var addedElements: Set<ElementKey> = []
  /// The views on screen just before the update, by identity: what each showed then (shifted).
  var shownBefore: [ObjectIdentifier: (pose: ElementPose, attributes: LayoutAttributes?)] = [:]
  /// The views the update removes, by their old keys.
  var removedViews: [ElementKey: CollectionReusableView] = [:]
  /// For removed views of an element container (a row), the container's content origin in offset-zero
  /// layout coordinates, by old key.
  var rowOrigins: [ElementKey: CGPoint] = [:]
  /// Where elements near the screen were before the update (the layout's old answer), by old key.
  private var nearby: [QueriedElement] = []
  private var nearbyIndex: [ElementKey: Int] = [:]
  private var nearbyIsIndexed = false
  /// Finds the view showing a new key after the re-keying (the collection view's visible views).
  private weak var visibleViews: VisibleElements?
  /// The start last handed out by `attributesShownBeforeUpdate(ofAppearingElement:)`, to tell a
  /// layout that returns it unchanged (meaning "from where it is").
  private var lastHandedOut: (key: ElementKey, start: HandedOutAttributes)?
  /// Where the plain attributes handed out come from (the collection view's, kept from update to update).
  private var spares: LayoutAttributesSpares?

  /// The generation of the last update made or restarted.
  private static var lastGeneration: UInt64 = 0

  /// Creates the update of `plan` with its update items (`plan.makeUpdateItems()` unless given), whose
  /// views after the re-keying `visibleViews` holds.
  init(
    plan: BatchUpdatePlan, nearby: [QueriedElement], updateItems: [UpdateItem]? = nil,
    spares: LayoutAttributesSpares? = nil, visibleViews: VisibleElements?
  ) {
    restart(
      plan: plan, nearby: nearby, updateItems: updateItems ?? plan.makeUpdateItems(), spares: spares,
      visibleViews: visibleViews)
  }

  /// Makes this update the update of `plan` with a new generation, keeping the storage of its tables
  /// (`init` and a collection view's next batch; only for an object nobody else holds: nothing anyone
  /// kept may change).
  /// - Complexity: O(entries of the previous update's tables).
  func restart(
    plan: BatchUpdatePlan, nearby: [QueriedElement], updateItems: [UpdateItem], spares: LayoutAttributesSpares?,
    visibleViews: VisibleElements?
  ) {
    _ = finish()  // nothing of an update that wasn't finished carries over
    self.plan = plan
    self.spares = spares
    self.updateItems = updateItems
    self.nearby = nearby
    self.visibleViews = visibleViews
    Self.lastGeneration &+= 1
    generation = Self.lastGeneration
  }

  /// Lets go of everything the update refers to once it is over, keeping the storage of its tables, and
  /// hands back its plan, nearby elements and update items for the next update to reuse.
  /// - Complexity: O(entries of the tables).
  func finish() -> (plan: BatchUpdatePlan, nearby: [QueriedElement], updateItems: [UpdateItem]) {
    let kept = (plan, nearby, updateItems)
    plan = BatchUpdatePlan()
    nearby = []
    updateItems = []
    shift = .zero
    if !removedElements.isEmpty { removedElements.removeAll(keepingCapacity: true) }
    if !addedElements.isEmpty { addedElements.removeAll(keepingCapacity: true) }
    shownBefore.removeAll(keepingCapacity: true)
    removedViews.removeAll(keepingCapacity: true)
    rowOrigins.removeAll(keepingCapacity: true)
    nearbyIndex.removeAll(keepingCapacity: true)
    nearbyIsIndexed = false
    lastHandedOut = nil
    return kept
  }

  // MARK: Following elements

  /// The key after the update of an element before it, nil when the update removes it: a deleted or
  /// reloaded item (a reload shows a new cell), an element of a deleted or reloaded section, or a
  /// supplementary or decoration element the layout removes (`indexPathsToDelete…`).
  /// - Complexity: O(log changes).
  /// An element whose new key the layout adds (`indexPathsToInsert…`) is removed too: the added one
  /// gets a view of its own.
  public func newElementKey(forOld key: ElementKey) -> ElementKey? {
    if !removedElements.isEmpty, removedElements.contains(key) { return nil }
    guard let new = plan.newElementKey(forOld: key) else { return nil }
    if !addedElements.isEmpty, addedElements.contains(new) { return nil }
    return new
  }

  /// The key before the update of an element after it, nil when the update makes it new: an inserted
  /// or reloaded item, an element of an inserted or reloaded section, or an element the layout adds.
  /// - Complexity: O(log changes).
  public func oldElementKey(forNew key: ElementKey) -> ElementKey? {
    if !addedElements.isEmpty, addedElements.contains(key) { return nil }
    return plan.oldElementKey(forNew: key)
  }

  /// Whether the element after the update is new: inserted, reloaded, of an inserted or reloaded
  /// section, or added by the layout (`indexPathsToInsert…`).
  /// - Complexity: O(log changes).
  public func isNew(_ key: ElementKey) -> Bool { oldElementKey(forNew: key) == nil }

  /// Whether the update removes the element before it (see `newElementKey(forOld:)`).
  /// - Complexity: O(log changes).
  public func isRemoved(_ key: ElementKey) -> Bool { newElementKey(forOld: key) == nil }

  /// The section after the update of a section before it; nil when it is deleted.
  /// - Complexity: O(log changes).
  public func newSection(forOld section: Int) -> Int? { plan.newSection(forOld: section) }

  /// The section before the update of a section after it; nil when it is inserted.
  /// - Complexity: O(log changes).
  public func oldSection(forNew section: Int) -> Int? { plan.oldSection(forNew: section) }

  // MARK: What was shown

  /// What the element after the update (`key`) showed just before it, when it was on screen or near
  /// it: a view kept through the update as it showed then (mid-animation included), or an element
  /// shifted into view from the layout's answer before the update; both moved with the content offset
  /// the update adopted. An object nobody else holds (a copy of the attributes the view showed, so custom
  /// properties come along; plain attributes are reused once their previous receiver let go of them),
  /// nil for a new element or one that was far away.
  ///
  /// An `initialLayoutAttributesForAppearing…` answer that returns this object unchanged means "from
  /// where it is", exactly as nil does for a kept view.
  /// - Complexity: O(log changes); the first call that needs the layout's old answer indexes it, O(k)
  ///   for the k elements within a screen of the visible rectangle.
  public func attributesShownBeforeUpdate(ofAppearingElement key: ElementKey) -> LayoutAttributes? {
    guard let pose = poseBeforeUpdate(ofAppearingElement: key) else { return nil }
    let attributes = LayoutAttributes.shown(pose.pose, as: pose.attributes, for: key, spares: spares)
    lastHandedOut = (key, HandedOutAttributes(attributes))
    return attributes
  }

  /// What the element before the update (`key`) that the update removes shows now, when a view shows
  /// it; nil otherwise. An object nobody else holds, as above.
  /// - Complexity: O(1).
  public func attributesShown(ofDisappearingElement key: ElementKey) -> LayoutAttributes? {
    guard let view = removedViews[key] else { return nil }
    let pose = ElementPose(view.presentation).shifted(by: rowOrigins[key] ?? .zero)
    return LayoutAttributes.shown(pose, as: view.appliedLayoutAttributes, for: key, spares: spares)
  }

  /// Where the element after the update was before it (see `attributesShownBeforeUpdate`), as a pose
  /// and the attributes it showed.
  func poseBeforeUpdate(
    ofAppearingElement key: ElementKey
  ) -> (pose: ElementPose, attributes: LayoutAttributes?, kept: Bool)? {
    poseBeforeUpdate(ofAppearingElement: key, shownBy: visibleViews?.views[key])
  }

  /// As `poseBeforeUpdate(ofAppearingElement:)`, for the caller that knows the view showing `key`.
  func poseBeforeUpdate(
    ofAppearingElement key: ElementKey, shownBy view: CollectionReusableView?
  ) -> (pose: ElementPose, attributes: LayoutAttributes?, kept: Bool)? {
    if let view, let was = shownBefore[ObjectIdentifier(view)] {
      return (was.pose, was.attributes, true)
    }
    guard let old = oldElementKey(forNew: key), let was = nearbyElement(old) else { return nil }
    let pose = (was.attributes.map(ElementPose.init) ?? ElementPose(frame: was.frame)).shifted(by: shift)
    return (pose, was.attributes, false)
  }

  /// The element of the layout's answer before the update with the old key `key`.
  private func nearbyElement(_ key: ElementKey) -> QueriedElement? {
    guard !nearby.isEmpty else { return nil }
    if !nearbyIsIndexed {
      nearbyIsIndexed = true
      nearbyIndex.reserveCapacity(nearby.count)
      for index in nearby.indices where nearbyIndex[nearby[index].key] == nil { nearbyIndex[nearby[index].key] = index }
    }
    return nearbyIndex[key].map { nearby[$0] }
  }

  /// Whether a layout's answer for `key` is the start last handed out for it, unchanged.
  func isUnchangedHandedOutStart(_ attributes: LayoutAttributes, for key: ElementKey) -> Bool {
    guard let handed = lastHandedOut, handed.key == key else { return false }
    return handed.start.isUnchanged(attributes)
  }

  /// Forgets the start handed out last (before the next element is asked about).
  func forgetHandedOutStart() { lastHandedOut = nil }
}

/// Attributes handed to a layout's update hook and what they held then, to tell whether the layout
/// returned them unchanged.
struct HandedOutAttributes {
  /// The object handed out.
  let given: LayoutAttributes
  private let indexPath: IndexPath
  private let pose: ElementPose
  private let isHidden: Bool
  /// A copy of a subclass's attributes (whose own properties only its `isEqual(_:)` compares).
  private let pristine: LayoutAttributes?

  @MainActor init(_ attributes: LayoutAttributes) {
    given = attributes
    indexPath = attributes.indexPath
    pose = ElementPose(attributes)
    isHidden = attributes.isHidden
    pristine = type(of: attributes) == LayoutAttributes.self ? nil : attributes.copy() as? LayoutAttributes
  }

  /// Whether `attributes` is the object handed out, holding what it held.
  @MainActor func isUnchanged(_ attributes: LayoutAttributes) -> Bool {
    guard attributes === given else { return false }
    if let pristine { return attributes.isEqual(pristine) }
    return attributes.indexPath == indexPath && ElementPose(attributes) == pose && attributes.isHidden == isHidden
  }
}

extension LayoutAttributes {
  /// Attributes for `key` with the pose (geometry and alpha) of `pose` and the custom properties of
  /// `shown` (copied), when those are attributes of the element's category.
  /// Plain attributes come from `spares` (a spare nobody else holds), else new ones.
  static func shown(
    _ pose: ElementPose, as shown: LayoutAttributes?, for key: ElementKey, spares: LayoutAttributesSpares? = nil
  ) -> LayoutAttributes {
    let attributes: LayoutAttributes
    // A subclass's own properties come with a copy; plain attributes are made afresh (a copy goes
    // through `copy(with:)` and a dynamic cast, several times the cost).
    if let shown, type(of: shown) != LayoutAttributes.self, let copy = shown.copy() as? LayoutAttributes,
      copy.representedElementCategory == key.category
    {
      attributes = copy
    } else {
      attributes = spares?.attributes(for: key) ?? LayoutAttributes.plain(for: key)
      if let shown {
        attributes.zIndex = shown.zIndex
        attributes.isHidden = shown.isHidden
      }
    }
    attributes.indexPath = key.indexPath
    attributes.size = pose.size
    attributes.center = pose.center
    attributes.transform3D = pose.transform
    attributes.alpha = pose.alpha
    return attributes
  }

  /// Whether these attributes and `other` differ at most in the properties the collection view
  /// applies itself (geometry, transform, alpha, zIndex, hidden): what `apply(_:)` reads is the same.
  func differsOnlyInStandardProperties(from other: LayoutAttributes) -> Bool {
    guard type(of: self) == type(of: other), let probe = copy() as? LayoutAttributes else { return false }
    probe.takeStandardProperties(of: other)
    return probe.isEqual(other)
  }
}
