import Trellis

extension SpringyFlowLayout {
  /// A spring for an element of the flow, at rest on its flow frame: a pooled one made over for the
  /// element when `fromPool` (the layout's attributes are plain `LayoutAttributes`) and one of its
  /// category and kind is spare, else a new one. Either way the attributes are what the flow layout
  /// would make: the element's index path, frame and zIndex, alpha 1, no transform, not hidden.
  /// - Complexity: O(1) for cells; O(spare headers and footers) for a header or footer.
  func takeSpring(for element: ElementGeometry, fromPool: Bool) -> Spring {
    if fromPool, let spring = spareSpring(category: element.category, kind: element.kind) {
      let attributes = spring.attributes
      attributes.indexPath = element.indexPath
      attributes.frame = element.frame
      attributes.zIndex = element.zIndex
      if attributes.alpha != 1 { attributes.alpha = 1 }
      if !attributes.transform3D.isIdentity { attributes.transform3D = .identity }
      if attributes.isHidden { attributes.isHidden = false }
      let behavior = spring.behavior
      behavior.anchorPoint = attributes.center
      if behavior.damping != springDamping { behavior.damping = springDamping }
      if behavior.frequency != springFrequency { behavior.frequency = springFrequency }
      return spring
    }
    let type = layoutAttributesType
    let attributes =
      element.category == .cell
      ? type.init(forCellWith: element.indexPath)
      : type.init(forSupplementaryViewOfKind: element.kind ?? "", with: element.indexPath)
    attributes.frame = element.frame
    attributes.zIndex = element.zIndex
    let behavior = AttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
    behavior.length = 0
    behavior.damping = springDamping
    behavior.frequency = springFrequency
    return Spring(attributes: attributes, behavior: behavior)
  }

  /// Puts a spring that left the animator into the pool, when its attributes are plain `LayoutAttributes`
  /// (attributes of a subclass may carry properties only a new object would reset).
  func recycle(_ spring: Spring) {
    guard type(of: spring.attributes) == LayoutAttributes.self else { return }
    if spring.attributes.representedElementCategory == .cell {
      spareCellSprings.append(spring)
    } else {
      spareSupplementarySprings.append(spring)
    }
  }

  /// The most recently pooled spring of a category and kind, taken out of the pool.
  private func spareSpring(category: ElementCategory, kind: String?) -> Spring? {
    if category == .cell { return spareCellSprings.popLast() }
    guard let index = spareSupplementarySprings.lastIndex(where: { $0.attributes.representedElementKind == kind })
    else { return nil }
    return spareSupplementarySprings.remove(at: index)
  }
}
