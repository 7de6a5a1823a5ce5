import Foundation
import TrellisGeometry
import TrellisUI

/// One element's two ends in a transition: where the current layout puts it and where the next does.
struct TransitionPair {
  var key: ElementKey
  var start: ElementPose
  var end: ElementPose
  /// The layouts' attribute objects, when they made them (custom classes interpolate through them).
  var startAttributes: LayoutAttributes?
  var endAttributes: LayoutAttributes?
  var hasStart: Bool
  var hasEnd: Bool
}

/// Pairing the two layouts' answers by element, and interpolating a pair.
extension TransitionLayout {
  /// Prepares whichever layout was invalidated; forgets the pairs if one was.
  func prepareSublayoutsIfNeeded() {
    // Two calls, not a loop over an array literal: this runs for every query.
    let current = currentLayout.prepareIfInvalid() != nil
    let next = nextLayout.prepareIfInvalid() != nil
    if current || next { forgetPairs() }
  }

  /// Forgets the paired elements, so the next query asks both layouts again.
  func forgetPairs() {
    pairedRect = .null
    pairs.removeAll(keepingCapacity: true)
    pairIndex.removeAll(keepingCapacity: true)
    answeredPairCount = 0
    currentAnswerSpan = nil
    nextAnswerSpan = nil
    passingProgress = nil
  }

  /// Invalidates `layout` with its own context if it asks to be for the bounds change; returns whether it did.
  func invalidateIfAsked(_ layout: CollectionViewLayout, forBoundsChange newBounds: CGRect) -> Bool {
    guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return false }
    layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
    return true
  }

  /// The two layouts follow this one into (or out of) a collection view: attached when it is, detached
  /// when it leaves (unless one of them is what the collection view now uses); the collection view
  /// hears that its transition layout left.
  func sublayoutsFollow(_ collectionView: CollectionView?, from previous: CollectionView?) {
    if let collectionView {
      if currentLayout.attachedCollectionView == nil { currentLayout.attach(to: collectionView) }
      if nextLayout.attachedCollectionView == nil { nextLayout.attach(to: collectionView) }
      return
    }
    guard let previous else { return }
    for layout in [currentLayout, nextLayout]
    where layout.attachedCollectionView === previous && previous.collectionViewLayout !== layout {
      layout.attach(to: nil)
    }
    previous.transitionLayoutWasDetached(self)
  }

  /// Fills `pairs` for `rect` and the current progress unless they are already for them: the two
  /// layouts' answers for `rect` (kept while the rectangle stays), then the items passing through it.
  /// - Complexity: the two layouts' rect queries plus one single-element query per unmatched element
  ///   when `rect` changed; the passing items' search when progress changed (see `findPassingItems`).
  func pair(in rect: CGRect) {
    prepareSublayoutsIfNeeded()
    if rect != pairedRect { pairAnswers(in: rect) }
    if passingProgress != transitionProgress { findPassingItems(in: rect) }
  }

  /// Each layout's elements in `rect`, joined by element; an element only one layout reported is
  /// looked up in the other, and fades where that one has none.
  private func pairAnswers(in rect: CGRect) {
    forgetPairs()
    pairedRect = rect
    pairingCount += 1
    var plain = true
    collect(from: currentLayout, in: rect, asStart: true, plain: &plain)
    collect(from: nextLayout, in: rect, asStart: false, plain: &plain)
    for index in pairs.indices where !pairs[index].hasStart || !pairs[index].hasEnd {
      let key = pairs[index].key
      let other = pairs[index].hasStart ? nextLayout : currentLayout
      let found = Self.attributes(in: other, for: key)
      if let found, found.frame.isFinite, !found.isHidden {
        let pose = shownPose(ElementPose(found), of: key, in: other)
        if !pose.isPlain || type(of: found) != LayoutAttributes.self { plain = false }
        if pairs[index].hasStart {
          pairs[index].end = pose
          pairs[index].endAttributes = found
        } else {
          pairs[index].start = pose
          pairs[index].startAttributes = found
        }
      } else {
        plain = false
        if pairs[index].hasStart {
          pairs[index].end = pairs[index].start
          pairs[index].end.alpha = 0
        } else {
          pairs[index].start = pairs[index].end
          pairs[index].start.alpha = 0
        }
      }
    }
    pairsArePlain = plain
    answeredPairsArePlain = plain
    answeredPairCount = pairs.count
  }

  /// Adds one layout's elements in `rect` to the pairs.
  private func collect(from layout: CollectionViewLayout, in rect: CGRect, asStart: Bool, plain: inout Bool) {
    // A row's elements come from where the row shows them (`forEachRowElement`), not from `rect`.
    let answered = layout.forEachElement(in: rect) { geometry in
      let key = geometry.elementKey
      if rowOffset(of: key, in: layout) == nil { add(key, ElementPose(geometry), nil, asStart: asStart) }
    }
    forEachRowElement(of: layout, in: rect, plain: &plain) { key, pose, attributes in
      add(key, pose, attributes, asStart: asStart)
    }
    if answered { return }
    plain = false
    guard let answer = layout.layoutAttributesForElements(in: rect) else { return }
    for attributes in answer where !attributes.isHidden && rowOffset(of: attributes.elementKey, in: layout) == nil {
      add(attributes.elementKey, ElementPose(attributes), attributes, asStart: asStart)
    }
  }

  private func add(_ key: ElementKey, _ pose: ElementPose, _ attributes: LayoutAttributes?, asStart: Bool) {
    if key.category == .cell {
      if asStart { currentAnswerSpan.include(key.indexPath) } else { nextAnswerSpan.include(key.indexPath) }
    }
    if let index = pairIndex[key] {
      if asStart {
        pairs[index].start = pose
        pairs[index].startAttributes = attributes
        pairs[index].hasStart = true
      } else {
        pairs[index].end = pose
        pairs[index].endAttributes = attributes
        pairs[index].hasEnd = true
      }
      return
    }
    pairIndex[key] = pairs.count
    pairs.append(
      TransitionPair(
        key: key, start: asStart ? pose : .none, end: asStart ? .none : pose,
        startAttributes: asStart ? attributes : nil, endAttributes: asStart ? nil : attributes, hasStart: asStart,
        hasEnd: !asStart))
  }

  /// One element's attributes in `layout`, by category.
  static func attributes(in layout: CollectionViewLayout, for key: ElementKey) -> LayoutAttributes? {
    switch key.category {
    case .cell: return layout.layoutAttributesForItem(at: key.indexPath)
    case .supplementaryView:
      return layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
    case .decorationView:
      return layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
    }
  }

  /// A plain pair's geometry at progress `p`, read in place.
  static func interpolatedGeometry(of pair: UnsafePointer<TransitionPair>, at p: CGFloat) -> ElementGeometry {
    let center = pair.pointee.start.center.interpolated(to: pair.pointee.end.center, fraction: p)
    let size = pair.pointee.start.size.interpolated(to: pair.pointee.end.size, fraction: p)
    let frame = CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: max(size.width, 0),
      height: max(size.height, 0))
    return ElementGeometry(
      category: pair.pointee.key.category, kind: pair.pointee.key.kind, indexPath: pair.pointee.key.indexPath,
      frame: frame, zIndex: p < 0.5 ? pair.pointee.start.zIndex : pair.pointee.end.zIndex)
  }

  /// A pair's attributes at progress `p`: a copy of the nearer end's attribute object (so its class and
  /// custom properties), or new attributes for plain geometry, with the interpolated pose; attributes
  /// that adopt `InterpolatingLayoutAttributes` then interpolate their own properties.
  func interpolatedAttributes(of pair: TransitionPair, at p: CGFloat) -> LayoutAttributes {
    let nearer = p < 0.5 ? (pair.startAttributes ?? pair.endAttributes) : (pair.endAttributes ?? pair.startAttributes)
    let attributes: LayoutAttributes
    if let nearer, let copy = nearer.copy() as? LayoutAttributes {
      attributes = copy
    } else {
      attributes = Self.plainAttributes(for: pair.key)
    }
    let pose = pair.start.interpolated(to: pair.end, fraction: p)
    attributes.center = pose.center
    attributes.size = CGSize(width: max(pose.size.width, 0), height: max(pose.size.height, 0))
    attributes.transform3D = pose.transform
    attributes.alpha = pose.alpha
    attributes.zIndex = pose.zIndex
    attributes.isHidden = false
    if let custom = attributes as? any InterpolatingLayoutAttributes, let start = pair.startAttributes,
      let end = pair.endAttributes
    {
      custom.interpolateCustomProperties(from: start, to: end, fraction: p)
    }
    return attributes
  }

  /// One element's attributes between the two layouts, looked up in each; nil when neither has it.
  func interpolatedAttributes(for key: ElementKey) -> LayoutAttributes? {
    prepareSublayoutsIfNeeded()
    let start = Self.attributes(in: currentLayout, for: key).flatMap { $0.frame.isFinite ? $0 : nil }
    let end = Self.attributes(in: nextLayout, for: key).flatMap { $0.frame.isFinite ? $0 : nil }
    guard start != nil || end != nil else { return nil }
    var startPose = start.map { shownPose(ElementPose($0), of: key, in: currentLayout) } ?? .none
    var endPose = end.map { shownPose(ElementPose($0), of: key, in: nextLayout) } ?? .none
    if start == nil {
      startPose = endPose
      startPose.alpha = 0
    }
    if end == nil {
      endPose = startPose
      endPose.alpha = 0
    }
    let pair = TransitionPair(
      key: key, start: startPose, end: endPose, startAttributes: start, endAttributes: end, hasStart: true,
      hasEnd: true)
    return interpolatedAttributes(of: pair, at: transitionProgress)
  }

  /// New attributes of the base class for an element.
  static func plainAttributes(for key: ElementKey) -> LayoutAttributes {
    switch key.category {
    case .cell: return LayoutAttributes(forCellWith: key.indexPath)
    case .supplementaryView: return LayoutAttributes(forSupplementaryViewOfKind: key.kind ?? "", with: key.indexPath)
    case .decorationView: return LayoutAttributes(forDecorationViewOfKind: key.kind ?? "", with: key.indexPath)
    }
  }
}
