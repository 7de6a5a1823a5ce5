import Testing

@testable import TrellisDiffable

@Suite struct SnapshotStorageTests {
  @Test func flatPositionsAndSectionStarts() {
    let storage = SnapshotStorage<String, Int>(sections: [("a", [1, 2]), ("b", []), ("c", [3])])
    #expect(Array(storage.sectionStarts) == [0, 2, 2, 3])
    #expect([1, 2, 3].map { storage.position(of: $0) } == [0, 1, 2])
    #expect(storage.position(of: 4) == nil)
    #expect(storage.section(atFlatPosition: 0) == 0)
    #expect(storage.section(atFlatPosition: 1) == 0)
    #expect(storage.section(atFlatPosition: 2) == 2)  // the empty section "b" holds no position
    #expect(storage.itemCount(inSection: 1) == 0)
    #expect(storage.isConsistent)
  }
}
