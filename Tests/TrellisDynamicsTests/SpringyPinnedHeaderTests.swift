import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTestSupport
import TrellisTesting

@MainActor struct SpringyPinnedHeaderTests {
  /// With `sectionHeadersPinToVisibleBounds`, section headers hang on no spring: mid-drag and
  /// mid-bounce the visible header is exactly where a plain pinned `FlowLayout` puts it for the same
  /// bounds (at the top of the visible rectangle to the pixel, zIndex 1024), in both query paths, while the cells
  /// lag on their springs; released, everything settles on the flow's frames.
  @Test func pinnedHeadersStayPinnedWhileCellsBounce() {
    let fixture = SpringyFixture(items: 1)
    // Three sections of 300 items with a plain header view each.
    let source = CountingDataSource(counts: [300, 300, 300], supplementaryViews: .reuseIdentifier("header"))
    for flow in [fixture.layout, fixture.reference] {
      flow.headerReferenceSize = CGSize(width: 0, height: 40)
      flow.sectionHeadersPinToVisibleBounds = true
    }
    for view in [fixture.collectionView, fixture.referenceView] {
      view.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      view.dataSource = source
      view.reloadData()
      view.layoutIfNeeded()
    }
    let layout = fixture.layout
    let header = CollectionView.elementKindSectionHeader
    func check(_ step: String) {
      let bounds = fixture.collectionView.bounds
      fixture.referenceView.contentOffset = bounds.origin
      fixture.referenceView.layoutIfNeeded()
      var pinned: [Int: CGRect] = [:]
      var zIndexes: [Int] = []
      let answered = layout.forEachElement(in: bounds) { element in
        if element.kind == header {
          pinned[element.indexPath.section] = element.frame
          zIndexes.append(element.zIndex)
        }
      }
      #expect(answered, "\(step)")
      let expected = (fixture.reference.layoutAttributesForElements(in: bounds) ?? []).filter {
        $0.representedElementKind == header
      }
      #expect(pinned.count == expected.count && !expected.isEmpty, "\(step): \(pinned)")
      for attributes in expected {
        #expect(
          pinned[attributes.indexPath.section] == attributes.frame, "\(step): section \(attributes.indexPath.section)")
        let asked = layout.layoutAttributesForSupplementaryView(ofKind: header, at: attributes.indexPath)
        #expect(asked?.frame == attributes.frame, "\(step)")
        #expect(layout.spring(for: attributes.elementKey) == nil, "\(step): the header has no spring")
      }
      #expect(zIndexes.allSatisfy { $0 == FlowLayout.pinnedZIndex }, "\(step)")
      let topHeader = expected.min { $0.frame.minY < $1.frame.minY }!
      #expect(
        abs(topHeader.frame.minY - bounds.minY) <= 0.5,
        "\(step): pinned at the top of the visible rectangle (to the pixel)")
      let fromObjects = (layout.layoutAttributesForElements(in: bounds) ?? []).filter {
        $0.representedElementKind == header
      }
      #expect(fromObjects.map(\.frame) == expected.map(\.frame), "\(step)")
    }
    fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 3000), animated: false)
    fixture.host.runFrame()
    check("after a jump into section 1")
    fixture.host.send(.touchDown(id: 1, location: CGPoint(x: 195, y: 500), pointer: false))
    for i in 1...15 {
      Application.shared.clock.advance(to: fixture.host.now + 1.0 / 60)
      fixture.host.send(.touchMoved(id: 1, location: CGPoint(x: 195, y: 500 - 200 * CGFloat(i) / 15)))
    }
    fixture.host.advance(by: 1.0 / 60)
    #expect(layout.dynamicAnimator.isRunning)
    let displaced = layout.springBehaviors.filter { $0.items[0].center != $0.anchorPoint }.count
    #expect(displaced > 50, "cells lag on their springs: \(displaced)")
    #expect(layout.springBehaviors.allSatisfy { ($0.items[0] as! LayoutAttributes).representedElementKind != header })
    check("mid-drag")
    fixture.host.advance(by: 0.2)
    check("mid-bounce")
    fixture.host.send(.touchUp(id: 1, location: CGPoint(x: 195, y: 300)))
    fixture.host.advance(by: 8)
    check("at rest")
    #expect(layout.springBehaviors.allSatisfy { $0.items[0].center == $0.anchorPoint })
    #expect(fixture.errors.isEmpty, "\(fixture.errors)")
  }
}
