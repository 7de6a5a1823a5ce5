import Foundation
import TrellisCollection
import TrellisGeometry

extension FlowLayout {
  /// Reads every section's metrics from the delegate's implemented members and the layout's properties,
  /// and every item size when the delegate has `sizeForItemAt`, and lays the sections out for a content
  /// length `crossExtent` along lines as it goes: a variable section's lines are broken while the delegate
  /// answers its sizes, so its sizes are not read a second time. Reports the first metric it can't use (in
  /// reading order: per section the insets, spacings, header and footer sizes, then the items) as a
  /// `FlowLayoutError`, and replaces each such length by 0. Returns whether some item is longer than a line.
  ///
  /// A section whose items all answer the same size becomes uniform and gives its slots back.
  /// - Complexity: O(sections) plus one `sizeForItemAt` call per item when the delegate implements it.
  func readMetrics(from collectionView: CollectionView, axes: FlowAxes, crossExtent: CGFloat, scale: CGFloat)
    -> Bool
  {
    let delegate = collectionView.collectionDelegate as? any CollectionViewDelegateFlowLayout
    let members = delegate.map { probe($0, of: collectionView) } ?? []
    implementedDelegateMembers = members
    // Work on a local copy so the per-item loop touches no class property (no exclusivity checks).
    var geometry = self.geometry
    self.geometry = FlowGeometry()
    defer { self.geometry = geometry }
    geometry.removeAllMetrics(axes: axes)
    geometry.crossExtent = crossExtent
    geometry.scale = scale
    let sectionCount = collectionView.numberOfSections
    geometry.sections.reserveCapacity(sectionCount)
    let sizesFromDelegate = delegate != nil && members.contains(.sizeForItem)
    if sizesFromDelegate {
      // One slot per item, reused when the count is unchanged; uniform sections give theirs back.
      geometry.resizeSlots(to: (0..<sectionCount).reduce(0) { $0 + collectionView.numberOfItems(inSection: $1) })
    }
    var usedSlots = 0
    var fallbackSize = itemSize
    var fallbackSource = FlowLayoutError.Source.itemSize
    if estimatedItemSize != .zero && estimatedItemSize != Self.automaticSize {
      fallbackSize = estimatedItemSize
      fallbackSource = .estimatedItemSize
    }
    let selfSizes = estimatesItemSizes
    var firstInvalid: FlowLayoutError?
    var tooLong = false
    var position: CGFloat = 0
    for index in 0..<sectionCount {
      var section = FlowSection()
      section.index = index
      section.itemCount = collectionView.numberOfItems(inSection: index)
      readSectionMetrics(
        delegate, members, of: collectionView, section: index, into: &section, axes: axes, invalid: &firstInvalid)
      if section.headerLength > 0 { geometry.hasHeaders = true }
      if section.footerLength > 0 { geometry.hasFooters = true }
      geometry.begin(&section, at: position)
      var linesPlaced = false
      if section.itemCount > 0 {
        if let delegate, sizesFromDelegate {
          linesPlaced = readItemSizes(
            delegate, of: collectionView, section: index, into: &section, slot: &usedSlots, geometry: &geometry,
            invalid: &firstInvalid, tooLong: &tooLong)
        } else {
          if !Self.isValidItemSize(fallbackSize), firstInvalid == nil {
            firstInvalid = Self.itemSizeError(fallbackSize, from: fallbackSource)
          }
          let size = Self.sanitized(fallbackSize)
          section.itemCross = axes.cross(size)
          section.itemScroll = axes.scroll(size)
          // Self-sizing: items at the estimate until measured (Documentation/Behaviour.md#self-sizing).
          section.isEstimated = selfSizes
          section.isUniform = !selfSizes
        }
      }
      if !linesPlaced, geometry.layOutItems(&section) { tooLong = true }
      position = geometry.finish(&section)
      geometry.sections.append(section)
    }
    geometry.contentLength = position
    geometry.resizeSlots(to: usedSlots)
    if let firstInvalid { collectionView.reportLayoutError(firstInvalid.layoutError) }
    return tooLong
  }

  /// Reads one section's insets, spacings and header and footer lengths; notes the first non-finite one in
  /// `invalid` when it holds none yet.
  private func readSectionMetrics(
    _ delegate: (any CollectionViewDelegateFlowLayout)?, _ members: DelegateMembers,
    of collectionView: CollectionView, section index: Int, into section: inout FlowSection, axes: FlowAxes,
    invalid: inout FlowLayoutError?
  ) {
    typealias Source = FlowLayoutError.Source
    var inset = sectionInset
    var lineSpacing = minimumLineSpacing
    var interitemSpacing = minimumInteritemSpacing
    var header = headerReferenceSize
    var footer = footerReferenceSize
    var sources: (inset: Source, line: Source, interitem: Source, header: Source, footer: Source) = (
      .sectionInset, .minimumLineSpacing, .minimumInteritemSpacing, .headerReferenceSize, .footerReferenceSize
    )
    if let delegate {
      if members.contains(.insetForSection) {
        inset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: index)
        sources.inset = .insetForSection(index)
      }
      if members.contains(.lineSpacing) {
        lineSpacing = delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: index)
        sources.line = .minimumLineSpacingForSection(index)
      }
      if members.contains(.interitemSpacing) {
        interitemSpacing = delegate.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: index)
        sources.interitem = .minimumInteritemSpacingForSection(index)
      }
      if members.contains(.headerSize) {
        header = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: index)
        sources.header = .referenceSizeForHeader(index)
      }
      if members.contains(.footerSize) {
        footer = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: index)
        sources.footer = .referenceSizeForFooter(index)
      }
    }
    if invalid == nil {
      invalid =
        Self.nonFiniteError(inset, from: sources.inset) ?? Self.nonFiniteError(lineSpacing, from: sources.line)
        ?? Self.nonFiniteError(interitemSpacing, from: sources.interitem)
        ?? Self.nonFiniteError(header, from: sources.header) ?? Self.nonFiniteError(footer, from: sources.footer)
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

  /// Asks the delegate for every item's size in a begun section, writes them to the slots from `slot` on
  /// and breaks the lines as they come, advancing `slot`; or makes the section uniform (leaving `slot`, and
  /// its lines to `FlowGeometry.layOutItems`) when all sizes are equal. Returns whether the lines are placed.
  /// - Complexity: O(items in the section).
  private func readItemSizes(
    _ delegate: any CollectionViewDelegateFlowLayout, of collectionView: CollectionView, section index: Int,
    into section: inout FlowSection, slot: inout Int, geometry: inout FlowGeometry,
    invalid: inout FlowLayoutError?, tooLong: inout Bool
  ) -> Bool {
    let axes = geometry.axes
    let start = slot
    let count = section.itemCount
    var answer = SizesAnswer()
    var breaker = FlowLineBreaker(section: section)
    var origins = geometry.lineOrigins
    geometry.lineOrigins = []  // keeps `origins` uniquely referenced: written in place
    geometry.crossSizes.withUnsafeMutableBufferPointer { cross in
      geometry.scrollSizes.withUnsafeMutableBufferPointer { scroll in
        origins.withUnsafeMutableBufferPointer { origins in
          answer = askSizes(
            delegate, of: collectionView, section: index, count: count, axes: axes,
            into: FlowSlots(
              cross: cross.baseAddress! + start, scroll: scroll.baseAddress! + start,
              origins: origins.baseAddress! + start), breaker: &breaker)
        }
      }
    }
    geometry.lineOrigins = origins
    if invalid == nil { invalid = answer.firstInvalid }
    if answer.isUniform {
      section.isUniform = true
      section.itemCross = axes.cross(answer.first)
      section.itemScroll = axes.scroll(answer.first)
      return false
    }
    section.isUniform = false
    section.storageStart = start
    breaker.finish(into: &section)
    if breaker.foundTooLongItem { tooLong = true }
    slot += count
    return true
  }

  /// What one section's sizes were: the first, whether all equal it, and the first invalid one.
  private struct SizesAnswer {
    var first = CGSize.zero
    var isUniform = true
    var firstInvalid: FlowLayoutError?
  }

  /// Where the read pass writes one section's items: their two lengths and their lines' origins.
  private struct FlowSlots {
    /// The first item's length along lines.
    var cross: UnsafeMutablePointer<Float32>
    /// The first item's length in the scrolling direction.
    var scroll: UnsafeMutablePointer<Float32>
    /// The first item's line origin.
    var origins: UnsafeMutablePointer<CGFloat>
  }

  /// The per-item loop of `readItemSizes`, on locals only (nothing captured, nothing on the class), writing
  /// `count` (at least 1) items to the slots and placing each on its line.
  ///
  /// Apart from the delegate's call, an item costs one store of its index (`ItemPathCursor`), one validity
  /// test, two stores of its lengths and its step of line breaking, on the lengths as stored (`Float32`),
  /// so that a relayout from the stored sizes breaks the same lines. Sizes are compared with the first by
  /// their bits (one OR per item), and an invalid size goes to an out-of-line path.
  /// - Complexity: O(count).
  private func askSizes(
    _ delegate: any CollectionViewDelegateFlowLayout, of collectionView: CollectionView, section: Int, count: Int,
    axes: FlowAxes, into slots: FlowSlots, breaker: inout FlowLineBreaker
  ) -> SizesAnswer {
    var answer = SizesAnswer()
    guard count > 0 else { return answer }
    let isVertical = axes.isVertical
    let (widths, heights) = isVertical ? (slots.cross, slots.scroll) : (slots.scroll, slots.cross)
    let origins = slots.origins
    var cursor = ItemPathCursor(section: section)
    var first = delegate.collectionView(collectionView, layout: self, sizeForItemAt: cursor.indexPath)
    if !Self.isValidItemSize(first) { first = Self.replaceInvalidSize(first, at: cursor.indexPath, noting: &answer) }
    answer.first = first
    let (firstWidth, firstHeight) = (Double(first.width).bitPattern, Double(first.height).bitPattern)
    var differences: UInt64 = 0
    var item = 0
    var size = first
    while true {
      let width = Float32(size.width)
      let height = Float32(size.height)
      widths[item] = width
      heights[item] = height
      origins[item] = breaker.place(
        item: item, cross: CGFloat(isVertical ? width : height), scroll: CGFloat(isVertical ? height : width))
      item &+= 1  // below `count`: can't overflow
      if item == count { break }
      cursor.setItem(item)
      size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: cursor.indexPath)
      if !Self.isValidItemSize(size) { size = Self.replaceInvalidSize(size, at: cursor.indexPath, noting: &answer) }
      differences |= (Double(size.width).bitPattern ^ firstWidth) | (Double(size.height).bitPattern ^ firstHeight)
    }
    answer.isUniform = differences == 0
    return answer
  }

  /// Notes an invalid delegate size in `answer` (when it is the section's first) and returns its
  /// replacement; kept out of line so the per-item loop stays small.
  @inline(never)
  private static func replaceInvalidSize(_ size: CGSize, at indexPath: IndexPath, noting answer: inout SizesAnswer)
    -> CGSize
  {
    if answer.firstInvalid == nil { answer.firstInvalid = itemSizeError(size, from: .sizeForItem(indexPath)) }
    return sanitized(size)
  }

  /// Whether both lengths of a size are positive and finite.
  ///
  /// One test for both: a positive finite double's bit pattern minus one is below the largest finite
  /// one's; zero wraps around, negatives carry the sign bit, infinities and NaNs lie above.
  @inline(__always) static func isValidItemSize(_ size: CGSize) -> Bool {
    max(Double(size.width).bitPattern &- 1, Double(size.height).bitPattern &- 1)
      < Double.greatestFiniteMagnitude.bitPattern
  }

  /// The error for an invalid item size: non-finite when a length is NaN or infinite, else negative or zero.
  static func itemSizeError(_ size: CGSize, from source: FlowLayoutError.Source) -> FlowLayoutError {
    size.width.isFinite && size.height.isFinite
      ? .invalidItemSize(source, size: size) : .nonFiniteValue(source, value: FlowLayoutError.text(size))
  }

  /// The error for insets with a NaN or infinite edge, or nil.
  static func nonFiniteError(_ insets: EdgeInsets, from source: FlowLayoutError.Source) -> FlowLayoutError? {
    insets.top.isFinite && insets.left.isFinite && insets.bottom.isFinite && insets.right.isFinite
      ? nil : .nonFiniteValue(source, value: FlowLayoutError.text(insets))
  }

  /// The error for a NaN or infinite spacing, or nil.
  static func nonFiniteError(_ spacing: CGFloat, from source: FlowLayoutError.Source) -> FlowLayoutError? {
    spacing.isFinite ? nil : .nonFiniteValue(source, value: "\(spacing)")
  }

  /// The error for a header or footer size with a NaN or infinite length, or nil.
  static func nonFiniteError(_ size: CGSize, from source: FlowLayoutError.Source) -> FlowLayoutError? {
    size.width.isFinite && size.height.isFinite ? nil : .nonFiniteValue(source, value: FlowLayoutError.text(size))
  }

  /// A size with each invalid length (negative, NaN, infinite) replaced by 0, after it was reported.
  static func sanitized(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
  }

  /// The value, or 0 when it is NaN or infinite.
  static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
