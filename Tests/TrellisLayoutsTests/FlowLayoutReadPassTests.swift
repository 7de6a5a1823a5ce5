import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisLayouts

/// The per-item read pass of `FlowLayout`: the index paths it hands to `sizeForItemAt`, and slot storage
/// that grows with headroom.
@MainActor
@Suite("FlowLayout read pass: index paths and slot storage")
struct FlowLayoutReadPassTests {
  init() { Application.shared.reset() }

  @Test func theCursorWritesFoundationsOwnRepresentationOnThisToolchain() {
    // On this toolchain's Foundation the offset is found; without it the cursor still works (below)
    // but pays Foundation's subscript per item.
    #expect(ItemPathCursor.verifiedItemOffset == 8)
  }

  @Test func theCursorsPathEqualsFoundationsForEveryItemItVisits() {
    var random = SeededRandomNumberGenerator(seed: 0x1D9A)
    for section in [0, 3, 99_999, Int.max] {
      var cursor = ItemPathCursor(section: section)
      #expect(cursor.indexPath == IndexPath(item: 0, section: section))
      var items = Array(0..<300) + [Int.max, 1 << 40, 65_536]
      items += (0..<200).map { _ in Int.random(in: 0..<Int.max, using: &random) }
      for item in items {
        cursor.setItem(item)
        let expected = IndexPath(item: item, section: section)
        #expect(cursor.indexPath == expected, "section \(section), item \(item), seed 0x1D9A")
        #expect(cursor.indexPath.hashValue == expected.hashValue)
        #expect(cursor.indexPath.item == item && cursor.indexPath.section == section && cursor.indexPath.count == 2)
      }
    }
  }

  @Test func theDelegateReceivesEveryItemsOwnPathInOrder() {
    var received: [IndexPath] = []
    let delegate = SizeDelegate { indexPath in
      received.append(indexPath)
      return CGSize(width: 40 + CGFloat(indexPath.item % 3) * 10, height: 30)
    }
    _ = FlowFixture(size: CGSize(width: 320, height: 480), counts: [5, 0, 3], delegate: delegate)
    // First the probe for the implemented members (the first item of the first non-empty section), then
    // every item in order.
    let expected =
      [IndexPath(item: 0, section: 0)] + (0..<5).map { IndexPath(item: $0, section: 0) }
      + (0..<3).map { IndexPath(item: $0, section: 2) }
    #expect(received == expected)
    // A kept path is a value: later items don't change it.
    #expect(received[2].item == 1 && received[5].item == 4)
  }

  @Test func slotStorageGrowsWithHeadroomSoTheNextInsertDoesNotReallocate() {
    let delegate = SizeDelegate { CGSize(width: 30 + CGFloat($0.item % 7) * 10, height: 20) }
    let fixture = FlowFixture(size: CGSize(width: 390, height: 844), counts: [6_400], delegate: delegate)
    // 6,400 slots + 6,400 / 64 = 100 of headroom, 16 bytes each, plus one section.
    let slotBytes = 6_500 * 16
    #expect(fixture.layout.storageByteCount - slotBytes < 400)
    let bytes = fixture.layout.storageByteCount
    fixture.dataSource.counts = [6_480]
    fixture.collectionView.reloadData()
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.layout.storageByteCount == bytes)
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 6_480)
    // Beyond the headroom: fresh storage for the new count, again with 1/64 to spare.
    fixture.dataSource.counts = [12_800]
    fixture.collectionView.reloadData()
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.layout.storageByteCount - 13_000 * 16 < 400)
  }

  @Test(arguments: [UInt64(0x5EED_0001), 0x5EED_0002, 0x5EED_0003, 0x5EED_0004])
  func linesBrokenWhileReadingEqualLinesBrokenFromStoredSizes(seed: UInt64) {
    // The read pass breaks lines as the delegate answers; a width change breaks them again from the stored
    // sizes. Going to another width and back must give every element exactly the frame it had.
    var random = SeededRandomNumberGenerator(seed: seed)
    let vertical = random.next() % 2 == 0
    let counts = (0..<4).map { _ in Int(random.next() % 300) }
    var sizes: [[CGSize]] = counts.map { count in
      (0..<count).map { _ in
        // Thirds and odd fractions (rounded to Float32 when stored), and now and then an item too long for a line.
        let long = random.next() % 97 == 0
        return CGSize(
          width: long ? 500 : 10 + CGFloat(random.next() % 9000) / 97,
          height: long ? 500 : 10 + CGFloat(random.next() % 6000) / 89)
      }
    }
    sizes[1] = sizes[1].map { _ in CGSize(width: 33, height: 44) }  // a uniform section among variable ones
    let delegate = SizeDelegate { sizes[$0.section][$0.item] }
    let fixture = FlowFixture(size: CGSize(width: 390, height: 600), counts: counts, delegate: delegate) { layout in
      layout.scrollDirection = vertical ? .vertical : .horizontal
      layout.minimumInteritemSpacing = 3.5
      layout.minimumLineSpacing = 7
      layout.sectionInset = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
      layout.headerReferenceSize = CGSize(width: 20, height: 20)
    }
    let read = fixture.dump
    let calls = delegate.calls
    let size = fixture.collectionView.bounds.size
    fixture.collectionView.bounds.size = CGSize(width: size.width - 37, height: size.height - 41)
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.dump != read, "seed \(seed): the other width changed nothing")
    fixture.collectionView.bounds.size = size
    fixture.collectionView.layoutIfNeeded()
    #expect(delegate.calls == calls, "seed \(seed): a width change asked the delegate again")
    #expect(fixture.dump == read, "seed \(seed)")
    #expect(!read.isEmpty)
  }
}
