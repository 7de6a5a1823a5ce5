import Testing

@testable import TrellisDiffable

/// The tree a section snapshot builds from each kind of call: items, roots, visible items, levels, parents.
@Suite struct SectionSnapshotTests {
  typealias Snapshot = DiffableDataSourceSectionSnapshot<String>

  /// a (a1 (a1x), a2), b, c — nothing expanded.
  static func outline() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.append(["a", "b"])
    snapshot.append(["a1", "a2"], to: "a")
    snapshot.append(["a1x"], to: "a1")
    snapshot.append(["c"])
    return snapshot
  }

  /// Each item with its level and parent, in depth-first order.
  static func shape(_ snapshot: Snapshot) -> [String] {
    snapshot.items.map { "\($0)@\(snapshot.level(of: $0))<\(snapshot.parent(of: $0) ?? "-")" }
  }

  @Test func appendToTheRootAndToParents() {
    let snapshot = Self.outline()
    #expect(snapshot.items == ["a", "a1", "a1x", "a2", "b", "c"])
    #expect(snapshot.rootItems == ["a", "b", "c"])
    #expect(snapshot.visibleItems == ["a", "b", "c"])
    #expect(Self.shape(snapshot) == ["a@0<-", "a1@1<a", "a1x@2<a1", "a2@1<a", "b@0<-", "c@0<-"])
    #expect(snapshot.items.map { snapshot.index(of: $0) } == [0, 1, 2, 3, 4, 5])
    #expect(snapshot.contains("a1x") && !snapshot.contains("zz"))
    #expect(snapshot.errors.isEmpty)
    #expect(snapshot.checkInvariants().isEmpty)
  }

  @Test func insertBeforeGoesBeforeTheItemAtItsLevel() {
    var snapshot = Self.outline()
    snapshot.insert(["y1", "y2"], before: "a1")
    snapshot.insert(["r"], before: "a")
    #expect(snapshot.items == ["r", "a", "y1", "y2", "a1", "a1x", "a2", "b", "c"])
    #expect(Self.shape(snapshot).prefix(4) == ["r@0<-", "a@0<-", "y1@1<a", "y2@1<a"])
    #expect(snapshot.rootItems == ["r", "a", "b", "c"])
    #expect(snapshot.checkInvariants().isEmpty)
  }

  @Test func insertAfterGoesAfterTheWholeSubtree() {
    var snapshot = Self.outline()
    snapshot.insert(["x"], after: "a")
    snapshot.insert(["z1", "z2"], after: "a1")
    snapshot.insert(["w"], after: "c")
    #expect(snapshot.items == ["a", "a1", "a1x", "z1", "z2", "a2", "x", "b", "c", "w"])
    #expect(
      Self.shape(snapshot) == [
        "a@0<-", "a1@1<a", "a1x@2<a1", "z1@1<a", "z2@1<a", "a2@1<a", "x@0<-", "b@0<-", "c@0<-", "w@0<-",
      ])
    #expect(snapshot.items.map { snapshot.index(of: $0) } == Array(0..<10))
    #expect(snapshot.checkInvariants().isEmpty)
  }

  @Test func deleteTakesTheChildrenAndTheirExpansionState() {
    var snapshot = Self.outline()
    snapshot.expand(["a1", "a1x"])
    snapshot.delete(["a1"])
    #expect(snapshot.items == ["a", "a2", "b", "c"])
    #expect(!snapshot.contains("a1x") && !snapshot.isExpanded("a1"))
    snapshot.append(["a1x"], to: "a2")
    #expect(!snapshot.isExpanded("a1x"))
    // An item named twice, or also deleted as a descendant, is deleted once.
    snapshot.delete(["a", "a2", "a", "a1x"])
    #expect(snapshot.items == ["b", "c"])
    #expect(snapshot.errors.isEmpty)
    #expect(snapshot.checkInvariants().isEmpty)
  }

  @Test func deleteAllEmptiesItemsAndExpansion() {
    var snapshot = Self.outline()
    snapshot.expand(["a"])
    snapshot.deleteAll()
    #expect(snapshot.items.isEmpty && snapshot.rootItems.isEmpty && snapshot.visibleItems.isEmpty)
    snapshot.append(["a"])
    #expect(!snapshot.isExpanded("a"))
    #expect(
      snapshot
        == {
          var fresh = Snapshot(); fresh.append(["a"]); return fresh
        }())
    #expect(snapshot.checkInvariants().isEmpty)
  }

  @Test func expandAndCollapseDecideWhatIsVisible() {
    var snapshot = Self.outline()
    snapshot.expand(["a"])
    #expect(snapshot.visibleItems == ["a", "a1", "a2", "b", "c"])
    snapshot.expand(["a1"])
    #expect(snapshot.visibleItems == ["a", "a1", "a1x", "a2", "b", "c"])
    #expect(snapshot.isVisible("a1x"))
    // A collapsed ancestor hides the whole subtree; the expanded state below it stays.
    snapshot.collapse(["a"])
    #expect(snapshot.visibleItems == ["a", "b", "c"])
    #expect(snapshot.isExpanded("a1") && !snapshot.isVisible("a1") && !snapshot.isVisible("a1x"))
    #expect(snapshot.isVisible("a") && snapshot.isVisible("c"))
    snapshot.expand(["a"])
    #expect(snapshot.visibleItems == ["a", "a1", "a1x", "a2", "b", "c"])
    #expect(snapshot.errors.isEmpty)
  }

  @Test func nestedCollapsedAncestors() {
    var snapshot = Snapshot()
    snapshot.append(["r"])
    snapshot.append(["m"], to: "r")
    snapshot.append(["l"], to: "m")
    snapshot.append(["k"], to: "l")
    snapshot.expand(["r", "l"])  // m is collapsed: l and k are hidden though l is expanded
    #expect(snapshot.visibleItems == ["r", "m"])
    #expect(snapshot.items.map(snapshot.isVisible) == [true, true, false, false])
    snapshot.expand(["m"])
    #expect(snapshot.visibleItems == ["r", "m", "l", "k"])
    snapshot.collapse(["r"])
    #expect(snapshot.visibleItems == ["r"])
    #expect(snapshot.items.map(snapshot.level) == [0, 1, 2, 3])
  }

  @Test func anItemWithoutChildrenCanBeExpanded() {
    var snapshot = Self.outline()
    snapshot.expand(["b"])
    #expect(snapshot.isExpanded("b"))
    #expect(snapshot.visibleItems == ["a", "b", "c"])
    snapshot.append(["b1"], to: "b")
    #expect(snapshot.visibleItems == ["a", "b", "b1", "c"])
    snapshot.collapse(["c"])  // collapsing a collapsed leaf changes nothing
    #expect(!snapshot.isExpanded("c"))
  }

  @Test func snapshotOfAParentCopiesTheSubtreeWithItsExpansion() {
    var snapshot = Self.outline()
    snapshot.expand(["a1"])
    let children = snapshot.snapshot(of: "a")
    #expect(children.items == ["a1", "a1x", "a2"])
    #expect(children.rootItems == ["a1", "a2"])
    #expect(Self.shape(children) == ["a1@0<-", "a1x@1<a1", "a2@0<-"])
    #expect(children.isExpanded("a1") && children.visibleItems == ["a1", "a1x", "a2"])

    let withParent = snapshot.snapshot(of: "a", includingParent: true)
    #expect(Self.shape(withParent) == ["a@0<-", "a1@1<a", "a1x@2<a1", "a2@1<a"])
    #expect(withParent.visibleItems == ["a"])  // a is collapsed in the source

    #expect(snapshot.snapshot(of: "b").items.isEmpty)
    #expect(snapshot.snapshot(of: "b", includingParent: true).items == ["b"])
    #expect(snapshot.snapshot(of: "a1x").items.isEmpty)
    #expect(children.checkInvariants().isEmpty && withParent.checkInvariants().isEmpty)
  }

  @Test func replaceChildrenTakesTheGivenTreeAndItsExpansion() {
    var snapshot = Self.outline()
    snapshot.expand(["a", "a1"])
    var children = Snapshot()
    children.append(["n1", "a2"])  // a2 was a child of a already: it may come back
    children.append(["n1a"], to: "n1")
    children.expand(["n1"])
    snapshot.replace(childrenOf: "a", using: children)
    #expect(snapshot.items == ["a", "n1", "n1a", "a2", "b", "c"])
    #expect(Self.shape(snapshot).prefix(4) == ["a@0<-", "n1@1<a", "n1a@2<n1", "a2@1<a"])
    #expect(snapshot.isExpanded("a") && snapshot.isExpanded("n1") && !snapshot.contains("a1"))
    #expect(snapshot.visibleItems == ["a", "n1", "n1a", "a2", "b", "c"])
    // An empty snapshot removes the children.
    snapshot.replace(childrenOf: "a", using: Snapshot())
    #expect(snapshot.items == ["a", "b", "c"])
    #expect(snapshot.errors.isEmpty)
    #expect(snapshot.checkInvariants().isEmpty)
  }

  @Test func insertingSectionSnapshots() {
    var piece = Snapshot()
    piece.append(["p", "q"])
    piece.append(["p1"], to: "p")
    piece.expand(["p"])

    var before = Self.outline()
    before.insert(piece, before: "a1")
    #expect(Self.shape(before).prefix(5) == ["a@0<-", "p@1<a", "p1@2<p", "q@1<a", "a1@1<a"])
    #expect(before.isExpanded("p"))

    var after = Self.outline()
    after.insert(piece, after: "a")
    #expect(after.items == ["a", "a1", "a1x", "a2", "p", "p1", "q", "b", "c"])
    #expect(after.visibleItems == ["a", "p", "p1", "q", "b", "c"])

    var appended = Self.outline()
    appended.append(piece, to: "a1x")
    #expect(Self.shape(appended).prefix(6) == ["a@0<-", "a1@1<a", "a1x@2<a1", "p@3<a1x", "p1@4<p", "q@3<a1x"])

    var atRoot = Self.outline()
    atRoot.append(piece)
    #expect(atRoot.rootItems == ["a", "b", "c", "p", "q"])
    #expect(atRoot.level(of: "p1") == 1)
    for snapshot in [before, after, appended, atRoot] {
      #expect(snapshot.errors.isEmpty && snapshot.checkInvariants().isEmpty)
    }
  }

  @Test func equalityComparesTreeShapeAndExpansionNotErrors() {
    var built = Snapshot()
    built.append(["a", "b", "c"])
    built.append(["a2"], to: "a")
    built.insert(["a1"], before: "a2")
    built.append(["a1x"], to: "a1")
    #expect(built == Self.outline())
    var other = Self.outline()
    other.append(["zz"], to: "nowhere")
    #expect(other == Self.outline() && !other.errors.isEmpty)
    other.expand(["b"])
    #expect(other != Self.outline())
    var flat = Snapshot()
    flat.append(["a", "a1", "a1x", "a2", "b", "c"])
    #expect(flat != Self.outline())  // same items, another shape
  }

  @Test func copiesAreIndependentValues() {
    var snapshot = Self.outline()
    #expect(snapshot.index(of: "b") == 4)  // builds the order, which the copy shares
    let copy = snapshot
    snapshot.insert(["new"], before: "a")
    snapshot.collapse(["a"])
    snapshot.expand(["a"])
    #expect(snapshot.index(of: "b") == 5 && snapshot.isVisible("a1"))
    #expect(copy.index(of: "b") == 4 && !copy.isVisible("a1"))
    #expect(copy == Self.outline())
  }

  @Test func visualDescriptionMarksExpandedAndVisibleItems() {
    var snapshot = Self.outline()
    snapshot.expand(["a", "a1x"])
    #expect(
      snapshot.visualDescription() == """
        <NSDiffableDataSourceSectionSnapshot
        +* a
          -* a1
            +  a1x
          -* a2
        -* b
        -* c
        >
        """)
  }

  @Test func deletingMostItemsCompactsTheStorage() {
    var snapshot = DiffableDataSourceSectionSnapshot<Int>()
    snapshot.append(Array(0..<1000))
    snapshot.append(Array(1000..<1100), to: 999)
    snapshot.delete(Array(0..<900))
    #expect(snapshot.nodes.count == 200 && snapshot.freeSlots.isEmpty)
    #expect(snapshot.items == Array(900..<1100))  // 999, the last root, holds 1000..<1100
    #expect(snapshot.level(of: 1050) == 1 && snapshot.parent(of: 1050) == 999)
    #expect(snapshot.checkInvariants().isEmpty)
  }
}
