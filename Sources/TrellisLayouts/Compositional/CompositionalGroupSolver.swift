import Foundation
import TrellisCollection
import TrellisGeometry
import TrellisUI

/// Solves a group into a `CompositionalGroupTemplate` (pure: descriptors and sizes in, frames out),
/// collecting the errors it finds (Documentation/Behaviour.md#compositional-groups).
@MainActor struct CompositionalGroupSolver {
  /// The section being solved, for error messages.
  var section: Int
  /// The traits given to custom groups' providers.
  var traitCollection: TraitCollection
  /// The pixel grid fractional sizes floor to and positions round to.
  var pixels: CompositionalPixelGrid
  /// The errors found, in order.
  var errors: [CompositionalLayoutError] = []
  /// The template being built.
  private var template = CompositionalGroupTemplate()
  /// The most leaf slots a group may have (a guard against zero-length subitems repeating forever).
  static let slotLimit = 100_000

  init(section: Int, traitCollection: TraitCollection, pixels: CompositionalPixelGrid = .exact) {
    self.section = section
    self.traitCollection = traitCollection
    self.pixels = pixels
  }

  /// Solves `group` inside a container of size `container`; nil when the group can't hold its subitems.
  /// - Complexity: O(slots of the group, nested groups included).
  mutating func solve(_ group: CollectionLayoutGroup, in container: CGSize) -> CompositionalGroupTemplate? {
    template = CompositionalGroupTemplate()
    let size = resolve(group.layoutSize, in: container)
    template.size = size
    template.extent = CGRect(origin: .zero, size: size)
    guard place(group, frame: CGRect(origin: .zero, size: size)) else { return nil }
    // Estimated groups take what their items reach, before anything is measured.
    if template.shape.hasEstimates { template.adopt(template.shape.evaluate(pixels: pixels) { _ in nil }) }
    return template
  }

  /// A size resolved in a container, with each bad length reported and replaced by 0; fractions are
  /// floored to the pixel.
  mutating func resolve(_ size: CollectionLayoutSize, in container: CGSize) -> CGSize {
    CGSize(width: checked(size.widthDimension, in: container), height: checked(size.heightDimension, in: container))
  }

  private mutating func checked(_ dimension: CollectionLayoutDimension, in container: CGSize) -> CGFloat {
    let value = dimension.resolved(in: container)
    guard value.isFinite, value >= 0 else {
      errors.append(.invalidDimension(section: section, dimension: "\(dimension)"))
      return 0
    }
    return dimension.isFractionalWidth || dimension.isFractionalHeight ? pixels.floor(value) : value
  }

  /// Lays out `group` in `frame` (relative to the top-level group's origin); false when it can't.
  private mutating func place(_ group: CollectionLayoutGroup, frame: CGRect) -> Bool {
    let firstLeaf = template.leaves.count
    let inner = Self.inset(frame, by: group.contentInsets)
    let node = template.shape.nodes.count
    var groupNode = CompositionalGroupShape.Node(
      frame: frame, end: node + 1, leaf: -1, estimated: SelfSizingAxes(estimatedIn: group.layoutSize),
      insets: group.contentInsets)
    if case .linear(let isHorizontal, _) = group.arrangement {
      groupNode.isLinear = true
      groupNode.isHorizontal = isHorizontal
    }
    if !groupNode.estimated.isEmpty { template.shape.hasEstimates = true }
    template.shape.nodes.append(groupNode)
    defer { template.shape.nodes[node].end = template.shape.nodes.count }
    switch group.arrangement {
    case .custom(let provider):
      let environment = CompositionalEnvironment(
        container: CompositionalContainer(contentSize: frame.size), traitCollection: traitCollection)
      for item in provider(environment) {
        var itemFrame = item.frame
        let values = [itemFrame.minX, itemFrame.minY, itemFrame.width, itemFrame.height]
        if !values.allSatisfy(\.isFinite) || itemFrame.width < 0 || itemFrame.height < 0 {
          // A custom frame that can't be shown: reported, and an empty frame at the group's origin instead.
          errors.append(.invalidDimension(section: section, dimension: "custom item frame \(itemFrame)"))
          itemFrame = .zero
        }
        addLeaf(frame: itemFrame.offsetBy(dx: frame.minX, dy: frame.minY), zIndex: item.zIndex, item: nil)
      }
    case .linear(let isHorizontal, let fill):
      guard let slots = linearSlots(group, isHorizontal: isHorizontal, fill: fill, inner: inner) else { return false }
      for (item, slot) in slots {
        if let subgroup = item as? CollectionLayoutGroup {
          guard place(subgroup, frame: slot) else { return false }
        } else {
          let frame = Self.inset(slot, by: item.contentInsets, keeping: item.layoutSize)
          addLeaf(frame: pixels.rounded(frame), zIndex: 0, item: item)
        }
      }
    }
    if template.leaves.count > firstLeaf {
      attach(group.supplementaryItems, to: frame, leaf: firstLeaf, node: node)
    }
    return true
  }

  private mutating func addLeaf(frame: CGRect, zIndex: Int, item: CollectionLayoutItem?) {
    let axes = item.map { SelfSizingAxes(estimatedIn: $0.layoutSize) } ?? []
    template.leaves.append(CompositionalLeaf(frame: frame, zIndex: zIndex, selfSizingAxes: axes))
    template.extent = template.extent.union(frame)
    let node = template.shape.nodes.count
    template.shape.nodes.append(
      CompositionalGroupShape.Node(frame: frame, end: node + 1, leaf: template.leaves.count - 1, estimated: axes))
    template.shape.leafNodes.append(node)
    if !axes.isEmpty { template.shape.hasEstimates = true }
    if let item { attach(item.supplementaryItems, to: frame, leaf: template.leaves.count - 1, node: node) }
  }

  private mutating func attach(
    _ supplementaries: [CollectionLayoutSupplementaryItem], to host: CGRect, leaf: Int, node: Int
  ) {
    for supplementary in supplementaries {
      let (frame, offset) = anchoredFrameAndOffset(supplementary, host: host)
      template.shape.anchors.append(
        CompositionalGroupShape.Anchor(
          node: node, edges: supplementary.containerAnchor.edges, offset: offset, size: frame.size))
      template.attachments.append(
        CompositionalAttachment(kind: supplementary.elementKind, leaf: leaf, frame: frame, zIndex: supplementary.zIndex)
      )
      template.extent = template.extent.union(frame)
    }
  }

  /// A supplementary's frame on its host: the point its item anchor names goes on the point the container
  /// anchor names, each moved by its anchor's offset (fractions in units of the supplementary's size).
  mutating func anchoredFrame(_ supplementary: CollectionLayoutSupplementaryItem, host: CGRect) -> CGRect {
    anchoredFrameAndOffset(supplementary, host: host).frame
  }

  /// `anchoredFrame(_:host:)`, with the vector from the host's anchor point to the frame's origin before
  /// pixel rounding (what moves the supplementary with its host when the host is measured).
  mutating func anchoredFrameAndOffset(_ supplementary: CollectionLayoutSupplementaryItem, host: CGRect)
    -> (frame: CGRect, offset: CGVector)
  {
    let size = resolve(supplementary.layoutSize, in: host.size)
    let container = supplementary.containerAnchor
    let item = supplementary.itemAnchor
    let itemEdges = item?.edges ?? container.edges
    let hostPoint = Self.point(of: container.edges, in: host)
    let itemPoint = Self.point(of: itemEdges, in: CGRect(origin: .zero, size: size))
    let containerOffset = container.offset(for: size)
    let itemOffset = item?.offset(for: size) ?? .zero
    let offset = CGVector(
      dx: -itemPoint.x + containerOffset.x - itemOffset.x, dy: -itemPoint.y + containerOffset.y - itemOffset.y)
    let frame = pixels.rounded(
      CGRect(x: hostPoint.x + offset.dx, y: hostPoint.y + offset.dy, width: size.width, height: size.height))
    return (frame, offset)
  }

  /// The point of `rect` the edges name (an axis with neither edge: its middle).
  nonisolated static func point(of edges: DirectionalRectEdge, in rect: CGRect) -> CGPoint {
    let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
    let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
    return CGPoint(x: x, y: y)
  }

  /// `rect` less `insets`; an inset larger than the rectangle leaves the absolute difference, never a
  /// negative size. An axis whose dimension in `keeping` is estimated keeps its insets out.
  static func inset(_ rect: CGRect, by insets: DirectionalEdgeInsets, keeping size: CollectionLayoutSize? = nil)
    -> CGRect
  {
    let horizontal = !(size?.widthDimension.isEstimated ?? false)
    let vertical = !(size?.heightDimension.isEstimated ?? false)
    let leading = horizontal ? insets.leading : 0
    let trailing = horizontal ? insets.trailing : 0
    let top = vertical ? insets.top : 0
    let bottom = vertical ? insets.bottom : 0
    return CGRect(
      x: rect.minX + leading, y: rect.minY + top, width: abs(rect.width - leading - trailing),
      height: abs(rect.height - top - bottom))
  }
}
