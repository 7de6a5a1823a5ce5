import Testing

@testable import TrellisDiffable

/// Refused calls: the snapshot stays equal to a copy made before the call, and `errors` holds the report
/// with UIKit's text. The texts are a single host-measured report (reference K6): revise them here if
/// better evidence appears.
@Suite struct SectionSnapshotErrorTests {
  typealias Snapshot = DiffableDataSourceSectionSnapshot<String>

  /// Runs `call` on the outline, checks that nothing changed, and returns the texts it reported.
  static func refused(_ call: (inout Snapshot) -> Void, sourceLocation: SourceLocation = #_sourceLocation)
    -> [String]
  {
    var snapshot = SectionSnapshotTests.outline()
    snapshot.expand(["a"])
    let before = snapshot
    call(&snapshot)
    #expect(snapshot == before, sourceLocation: sourceLocation)
    #expect(
      snapshot.items == before.items && snapshot.visibleItems == before.visibleItems, sourceLocation: sourceLocation)
    #expect(snapshot.checkInvariants().isEmpty, sourceLocation: sourceLocation)
    return snapshot.errors.map(\.description)
  }

  static let duplicateA = "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(a)}"

  @Test func repeatedIdentifiersAreRefused() {
    #expect(Self.refused { $0.append(["a"]) } == [Self.duplicateA])
    #expect(
      Self.refused { $0.append(["new", "a1x"], to: "b") } == [
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(a1x)}"
      ])
    // Twice in the argument, then already in the tree: each once, in the order found.
    #expect(
      Self.refused { $0.append(["n", "n", "a", "n"]) } == [
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(n, a)}"
      ])
    #expect(Self.refused { $0.insert(["a"], after: "a") } == [Self.duplicateA])
    #expect(Self.refused { $0.insert(["x", "a"], before: "b") } == [Self.duplicateA])
  }

  @Test func placingRelativeToAnAbsentItemIsRefused() {
    #expect(
      Self.refused { $0.append(["n"], to: "zz") } == [
        "append(_:to:): Item identifier does not exist in section snapshot: zz"
      ])
    #expect(
      Self.refused { $0.insert(["n"], before: "zz") } == [
        "insert(_:before:): Item identifier does not exist in section snapshot: zz"
      ])
    #expect(
      Self.refused { $0.insert(["n"], after: "zz") } == [
        "insert(_:after:): Item identifier does not exist in section snapshot: zz"
      ])
    // The destination is checked before the identifiers.
    #expect(
      Self.refused { $0.insert(["a"], after: "zz") } == [
        "insert(_:after:): Item identifier does not exist in section snapshot: zz"
      ])
  }

  @Test func anEmptyArrayDoesNothingWhateverTheDestination() {
    #expect(Self.refused { $0.append([], to: "zz") } == [])
    #expect(Self.refused { $0.insert([], before: "zz") } == [])
    #expect(Self.refused { $0.insert([], after: "zz") } == [])
    #expect(Self.refused { $0.delete([]) } == [])
    #expect(Self.refused { $0.append(Snapshot(), to: "zz") } == [])
  }

  @Test func deletingAnAbsentItemDeletesNothing() {
    #expect(Self.refused { $0.delete(["zz"]) } == ["Failed to find index of item zz in section snapshot"])
    #expect(
      Self.refused { $0.delete(["a", "zz", "b", "yy", "zz"]) } == [
        "Failed to find index of item zz in section snapshot", "Failed to find index of item yy in section snapshot",
      ])
  }

  @Test func expandingOrCollapsingAnAbsentItemIsIgnoredAndReported() {
    #expect(
      Self.refused { $0.expand(["zz"]) } == [
        "expand(_:): Item identifier does not exist in section snapshot: zz"
      ])
    #expect(
      Self.refused { $0.collapse(["zz"]) } == [
        "collapse(_:): Item identifier does not exist in section snapshot: zz"
      ])
    // The items that are there still change.
    var snapshot = SectionSnapshotTests.outline()
    snapshot.expand(["zz", "a"])
    #expect(snapshot.isExpanded("a") && snapshot.errors.count == 1)
  }

  @Test func sectionSnapshotCallsAreRefusedAsTheirItemCalls() {
    var piece = Snapshot()
    piece.append(["p"])
    piece.append(["a2"], to: "p")
    let duplicateA2 = "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(a2)}"
    #expect(Self.refused { $0.append(piece) } == [duplicateA2])
    #expect(Self.refused { $0.insert(piece, before: "b") } == [duplicateA2])
    #expect(Self.refused { $0.insert(piece, after: "b") } == [duplicateA2])
    #expect(
      Self.refused { $0.insert(piece, after: "zz") } == [
        "insert(_:after:): Item identifier does not exist in section snapshot: zz"
      ])
    #expect(
      Self.refused { $0.insert(piece, before: "zz") } == [
        "insert(_:before:): Item identifier does not exist in section snapshot: zz"
      ])
    #expect(
      Self.refused { $0.append(piece, to: "zz") } == [
        "append(_:to:): Item identifier does not exist in section snapshot: zz"
      ])
  }

  @Test func replaceChildrenRefusesItemsFromElsewhereAndAnAbsentParent() {
    var piece = Snapshot()
    piece.append(["n", "b"])  // b is a root, not a child of a
    #expect(
      Self.refused { $0.replace(childrenOf: "a", using: piece) } == [
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(b)}"
      ])
    var parentInside = Snapshot()
    parentInside.append(["a"])
    #expect(Self.refused { $0.replace(childrenOf: "a", using: parentInside) } == [Self.duplicateA])
    #expect(
      Self.refused { $0.replace(childrenOf: "zz", using: Snapshot()) } == [
        "replace(childrenOf:using:): Item identifier does not exist in section snapshot: zz"
      ])
  }

  @Test func queriesAboutAnAbsentItemAnswerNeutrally() {
    let snapshot = SectionSnapshotTests.outline()
    #expect(!snapshot.contains("zz"))
    #expect(snapshot.index(of: "zz") == nil)
    #expect(snapshot.level(of: "zz") == 0)
    #expect(snapshot.parent(of: "zz") == nil)
    #expect(!snapshot.isExpanded("zz") && !snapshot.isVisible("zz"))
    #expect(snapshot.errors.isEmpty)  // a query changes nothing, so records nothing
    let missing = snapshot.snapshot(of: "zz", includingParent: true)
    #expect(missing.items.isEmpty)
    #expect(
      missing.errors.map(\.description) == [
        "snapshot(of:includingParent:): Item identifier does not exist in section snapshot: zz"
      ])
  }

  @Test func errorsAccumulateInCallOrder() {
    var snapshot = SectionSnapshotTests.outline()
    snapshot.append(["a"])
    snapshot.delete(["zz"])
    snapshot.deleteAll()
    #expect(
      snapshot.errors == [
        .sectionSnapshotDuplicateItems(["a"]), .sectionSnapshotDeleteOfAbsentItem("zz"),
      ])
  }
}
