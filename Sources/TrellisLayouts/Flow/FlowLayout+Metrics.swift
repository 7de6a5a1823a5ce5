import Foundation
import TrellisCollection
import TrellisGeometry

extension FlowLayout {
  /// Reads every section's metrics from the delegate's implemented members and the layout's properties,
  /// and every item size when the delegate has `sizeForItemAt`; reports the first invalid size.
  ///
  /// A section whose items all answer the same size becomes uniform and gives its slots back.
  /// - Complexity: O(sections) plus one `sizeForItemAt` call per item when the delegate implements it.
  func readMetrics(from collectionView: CollectionView, axes: FlowAxes) {
    let delegate = collectionView.collectionDelegate as? any CollectionViewDelegateFlowLayout
    let members = delegate.map { probe($0, of: collectionView) } ?? []
    implementedDelegateMembers = members
    // Work on a local copy so the per-item loop touches no class property (no exclusivity checks).
    var geometry = self.geometry
    self.geometry = FlowGeometry()
    defer { self.geometry = geometry }
    geometry.removeAllMetrics(axes: axes)
    let sectionCount = collectionView.numberOfSections
    geometry.sections.reserveCapacity(sectionCount)
    let sizesFromDelegate = delegate != nil && members.contains(.sizeForItem)
    if sizesFromDelegate {
      // One slot per item, reused when the count is unchanged; uniform sections give theirs back.
      geometry.resizeSlots(to: (0..<sectionCount).reduce(0) { $0 + collectionView.numberOfItems(inSection: $1) })
    }
    var usedSlots = 0
    var fallbackSize = itemSize
    if estimatedItemSize != .zero && estimatedItemSize != Self.automaticSize { fallbackSize = estimatedItemSize }
    var firstInvalid: CollectionViewError?
    for index in 0..<sectionCount {
      var section = FlowSection()
      section.itemCount = collectionView.numberOfItems(inSection: index)
      readSectionMetrics(delegate, members, of: collectionView, section: index, into: &section, axes: axes)
      if section.headerLength > 0 { geometry.hasHeaders = true }
      if section.footerLength > 0 { geometry.hasFooters = true }
      if section.itemCount > 0 {
        if let delegate, sizesFromDelegate {
          readItemSizes(
            delegate, of: collectionView, section: index, into: &section, slot: &usedSlots, geometry: &geometry,
            invalid: &firstInvalid)
        } else {
          if !Self.isValidItemSize(fallbackSize), firstInvalid == nil {
            firstInvalid = .invalidItemSize(indexPath: nil, size: fallbackSize)
          }
          let size = Self.sanitized(fallbackSize)
          section.itemCross = axes.cross(size)
          section.itemScroll = axes.scroll(size)
        }
      }
      geometry.sections.append(section)
    }
    geometry.resizeSlots(to: usedSlots)
    if let firstInvalid { collectionView.reportLayoutError(firstInvalid) }
  }

  /// Reads one section's insets, spacings and header and footer lengths.
  private func readSectionMetrics(
    _ delegate: (any CollectionViewDelegateFlowLayout)?, _ members: DelegateMembers,
    of collectionView: CollectionView, section index: Int, into section: inout FlowSection, axes: FlowAxes
  ) {
    var inset = sectionInset
    var lineSpacing = minimumLineSpacing
    var interitemSpacing = minimumInteritemSpacing
    var header = headerReferenceSize
    var footer = footerReferenceSize
    if let delegate {
      if members.contains(.insetForSection) {
        inset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: index)
      }
      if members.contains(.lineSpacing) {
        lineSpacing = delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: index)
      }
      if members.contains(.interitemSpacing) {
        interitemSpacing = delegate.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: index)
      }
      if members.contains(.headerSize) {
        header = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: index)
      }
      if members.contains(.footerSize) {
        footer = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: index)
      }
    }
    section.inset = axes.insets(
      EdgeInsets(
        top: Self.finite(inset.top), left: Self.finite(inset.left), bottom: Self.finite(inset.bottom),
        right: Self.finite(inset.right)))
    section.lineSpacing = Self.finite(lineSpacing)
    section.interitemSpacing = Self.finite(interitemSpacing)
    section.headerLength = max(0, Self.finite(axes.scroll(header)))
    section.footerLength = max(0, Self.finite(axes.scroll(footer)))
  }

  /// Asks the delegate for every item's size in a section and writes them to the slots from `slot` on,
  /// advancing it, or makes the section uniform (leaving `slot`) when all sizes are equal.
  /// - Complexity: O(items in the section).
  private func readItemSizes(
    _ delegate: any CollectionViewDelegateFlowLayout, of collectionView: CollectionView, section index: Int,
    into section: inout FlowSection, slot: inout Int, geometry: inout FlowGeometry,
    invalid: inout CollectionViewError?
  ) {
    let axes = geometry.axes
    let start = slot
    let count = section.itemCount
    var answer = SizesAnswer()
    geometry.crossSizes.withUnsafeMutableBufferPointer { cross in
      geometry.scrollSizes.withUnsafeMutableBufferPointer { scroll in
        answer = askSizes(
          delegate, of: collectionView, section: index, count: count, axes: axes,
          cross: cross.baseAddress! + start, scroll: scroll.baseAddress! + start)
      }
    }
    if invalid == nil { invalid = answer.firstInvalid }
    if answer.isUniform {
      section.isUniform = true
      section.itemCross = axes.cross(answer.first)
      section.itemScroll = axes.scroll(answer.first)
    } else {
      section.isUniform = false
      section.storageStart = start
      slot += count
    }
  }

  /// What one section's sizes were: the first, whether all equal it, and the first invalid one.
  private struct SizesAnswer {
    var first = CGSize.zero
    var isUniform = true
    var firstInvalid: CollectionViewError?
  }

  /// The per-item loop of `readItemSizes`, on locals only (nothing captured, nothing on the class), writing
  /// `count` lengths to each destination.
  /// - Complexity: O(count).
  private func askSizes(
    _ delegate: any CollectionViewDelegateFlowLayout, of collectionView: CollectionView, section: Int, count: Int,
    axes: FlowAxes, cross: UnsafeMutablePointer<Float32>, scroll: UnsafeMutablePointer<Float32>
  ) -> SizesAnswer {
    var answer = SizesAnswer()
    let patches = IndexPathItemWriter.patchesInPlace
    var indexPath = IndexPath(item: 0, section: section)
    for item in 0..<count {
      IndexPathItemWriter.setItem(item, of: &indexPath, patches: patches)
      var size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
      if !Self.isValidItemSize(size) {
        if answer.firstInvalid == nil { answer.firstInvalid = .invalidItemSize(indexPath: indexPath, size: size) }
        size = Self.sanitized(size)
      }
      if item == 0 {
        answer.first = size
      } else if answer.isUniform && size != answer.first {
        answer.isUniform = false
      }
      cross[item] = Float32(axes.cross(size))
      scroll[item] = Float32(axes.scroll(size))
    }
    return answer
  }

  /// Whether both lengths of a size are positive and finite.
  static func isValidItemSize(_ size: CGSize) -> Bool {
    size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
  }

  /// A size with each invalid length (negative, NaN, infinite) replaced by 0, after it was reported.
  static func sanitized(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
  }

  /// The value, or 0 when it is NaN or infinite.
  static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
