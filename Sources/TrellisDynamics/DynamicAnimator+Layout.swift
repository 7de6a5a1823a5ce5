import Trellis

extension LayoutAttributes: DynamicItem {}

extension DynamicAnimator {
  /// The attributes of a cell that one of the animator's behaviours moves, nil otherwise
  /// (`layoutAttributesForCell(at:)`).
  public func layoutAttributesForCell(at indexPath: IndexPath) -> LayoutAttributes? {
    attributes(for: ElementKey(category: .cell, kind: nil, indexPath: indexPath))
  }

  /// The attributes of a supplementary view that one of the behaviours moves, nil otherwise.
  public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
    attributes(for: ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath))
  }

  /// The attributes of a decoration view that one of the behaviours moves, nil otherwise.
  public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
    attributes(for: ElementKey(category: .decorationView, kind: kind, indexPath: indexPath))
  }

  /// The attributes for an element: from the index kept as items join, or, for attributes whose index
  /// path changed since, by a scan.
  /// - Complexity: O(1), or O(items) when the index is stale.
  private func attributes(for key: ElementKey) -> LayoutAttributes? {
    if let attributes = elementBodies[key]?.item as? LayoutAttributes, attributes.elementKey == key {
      return attributes
    }
    for body in bodyList {
      if let attributes = body.item as? LayoutAttributes, attributes.elementKey == key { return attributes }
    }
    return nil
  }
}
