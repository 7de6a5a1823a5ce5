import Testing
import TrellisUIKitNames

/// A section snapshot written as UIKit code writes it, with UIKit's name only.
@Suite("A ported outline built in a section snapshot")
struct SectionSnapshotPortTests {
  @Test func anOutlineAsUIKitCodeBuildsIt() {
    var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
    snapshot.append(["Fruit", "Vegetables"])
    snapshot.append(["Apple", "Pear"], to: "Fruit")
    snapshot.expand(["Fruit"])
    #expect(snapshot.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
    #expect(snapshot.level(of: "Pear") == 1 && snapshot.parent(of: "Pear") == "Fruit")
    let fruit = snapshot.snapshot(of: "Fruit", includingParent: true)
    #expect(fruit.items == ["Fruit", "Apple", "Pear"] && fruit.isExpanded("Fruit"))
  }
}
