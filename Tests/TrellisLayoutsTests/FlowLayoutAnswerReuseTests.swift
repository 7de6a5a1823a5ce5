import Foundation
import Testing
import Trellis
import TrellisTesting

/// Attributes with a property of their own, to check a subclass's objects are never reused.
final class MarkedAttributes: LayoutAttributes {
  var mark = 0
}

/// A flow layout making `MarkedAttributes`.
final class MarkedFlowLayout: FlowLayout {
  override class var layoutAttributesClass: AnyClass { MarkedAttributes.self }
}

/// A weak reference to attributes, to see whether the layout kept and reused an object.
@MainActor struct WeakAttributes {
  weak var object: LayoutAttributes?
}

/// `FlowLayout.layoutAttributesForElements(in:)` reuses the objects and the array of its last answer
/// that nobody holds any more (Documentation/Behaviour.md#flow-answers): the reuse happens, it never
/// touches what a caller keeps, and reused answers are exactly what fresh ones would be.
@MainActor struct FlowLayoutAnswerReuseTests {
  init() { Application.shared.reset() }

  /// Two sections of 40 and 30 44 × 44 items, 20-pt pinned headers and 10-pt footers, in 390 × 560:
  /// 7 items a row; section 0 spans 0–344 (header 0–20, rows from 20, footer 334–344), section 1 344–634.
  private func fixture(layout: FlowLayout = FlowLayout()) -> FlowFixture {
    FlowFixture(size: CGSize(width: 390, height: 560), counts: [40, 30], layout: layout) {
      $0.itemSize = CGSize(width: 44, height: 44)
      $0.headerReferenceSize = CGSize(width: 0, height: 20)
      $0.footerReferenceSize = CGSize(width: 0, height: 10)
      $0.sectionHeadersPinToVisibleBounds = true
    }
  }

  /// The top: header 0 and rows 0–3 of section 0 (29 elements).
  private let top = rect(0, 0, 390, 200)
  /// Rows 4–5 of section 0, its footer, header 1 and rows 0–1 of section 1 (28 elements).
  private let middle = rect(0, 250, 390, 200)

  /// Everything a caller can see of attributes.
  private func state(_ a: LayoutAttributes) -> String {
    let f = a.frame
    return "\(a.representedElementCategory) \(a.representedElementKind ?? "-") \(a.indexPath) "
      + "(\(f.minX), \(f.minY), \(f.width), \(f.height)) z\(a.zIndex) α\(a.alpha) "
      + "\(a.isHidden ? "hidden" : "shown") \(a.transform3D == .identity ? "identity" : "transformed")"
  }

  /// What fresh attributes for `rect` show: the flow's plain geometry, alpha 1, shown, no transform.
  private func expected(_ layout: FlowLayout, in rect: CGRect) -> [String] {
    var result: [String] = []
    let answered = layout.forEachElement(in: rect) { g in
      result.append(
        "\(g.category) \(g.kind ?? "-") \(g.indexPath) (\(g.frame.minX), \(g.frame.minY), \(g.frame.width), "
          + "\(g.frame.height)) z\(g.zIndex) α1.0 shown identity")
    }
    #expect(answered)
    return result
  }

  /// Changes everything a caller can change on attributes.
  private func scribble(on a: LayoutAttributes) {
    a.alpha = 0.25
    a.transform = CGAffineTransform(rotationAngle: 0.5)
    a.zIndex = 9
    a.isHidden = true
    a.center = CGPoint(x: a.center.x + 7, y: a.center.y - 3)
    a.size = CGSize(width: 3, height: 5)
    a.indexPath = IndexPath(item: 99, section: 9)
  }

  /// Objects of an answer the caller changed and released come back in the next answer (cells as
  /// headers and footers too), with every property reset to the new element's.
  @Test func releasedObjectsComeBackResetForTheirNewElements() {
    let fixture = fixture()
    let layout = fixture.layout
    var released: [WeakAttributes] = []
    do {
      let answer = layout.layoutAttributesForElements(in: top) ?? []
      #expect(answer.count == 29)
      #expect(answer.first?.representedElementKind == CollectionView.elementKindSectionHeader)
      for attributes in answer { scribble(on: attributes) }
      released = answer.map { WeakAttributes(object: $0) }
    }
    let answer = layout.layoutAttributesForElements(in: middle) ?? []
    #expect(answer.map(state) == expected(layout, in: middle))
    #expect(answer.count == 28)
    #expect(answer.map(\.representedElementCategory).filter { $0 == .supplementaryView }.count == 2)
    // Position by position: the 28 first objects of the last answer, the 29th kept as a spare.
    #expect(zip(answer, released).allSatisfy { $0 === $1.object })
    #expect(released[28].object != nil)
    #expect(fixture.errors.isEmpty)
  }

  /// An object the caller keeps from an answer is never written by the next: it keeps the caller's
  /// changes and isn't in the next answer, which is exact; the objects released are reused.
  @Test func anObjectTheCallerKeepsIsNeverWritten() {
    let fixture = fixture()
    let layout = fixture.layout
    let kept: LayoutAttributes
    var released: [WeakAttributes] = []
    do {
      let answer = layout.layoutAttributesForElements(in: top) ?? []
      kept = answer[3]
      kept.alpha = 0.5
      released = answer.map { WeakAttributes(object: $0) }
    }
    let keptState = state(kept)
    #expect(keptState == "cell - [0, 2] (115.0, 20.0, 44.0, 44.0) z0 α0.5 shown identity")
    let answer = layout.layoutAttributesForElements(in: top) ?? []
    #expect(state(kept) == keptState)
    #expect(!answer.contains { $0 === kept })
    #expect(answer.map(state) == expected(layout, in: top))
    let reused = answer.indices.filter { answer[$0] === released[$0].object }
    #expect(reused == Array(0..<3) + Array(4..<29))
  }

  /// An array the caller keeps is never written: the next answer (for another rectangle) is made of
  /// other objects in another array, and the kept one still holds the same objects, unchanged; an
  /// array the caller changes (append, replace) changes only for the caller.
  @Test func anArrayTheCallerKeepsIsNeverWritten() {
    let fixture = fixture()
    let layout = fixture.layout
    let kept = layout.layoutAttributesForElements(in: top) ?? []
    let keptStates = kept.map(state)
    let keptIdentities = kept.map(ObjectIdentifier.init)
    let next = layout.layoutAttributesForElements(in: middle) ?? []
    #expect(kept.map(state) == keptStates)
    #expect(kept.map(ObjectIdentifier.init) == keptIdentities)
    #expect(!next.contains { object in kept.contains { $0 === object } })
    #expect(next.map(state) == expected(layout, in: middle))

    var changed = layout.layoutAttributesForElements(in: top) ?? []
    let extra = LayoutAttributes(forCellWith: IndexPath(item: 7, section: 7))
    changed.append(extra)
    changed[0] = extra
    let after = layout.layoutAttributesForElements(in: top) ?? []
    #expect(after.map(state) == expected(layout, in: top))
    #expect(changed.count == 30 && changed[0] === extra && changed[29] === extra)
    #expect(!after.contains { $0 === extra })
    #expect(kept.map(state) == keptStates)
  }

  /// Objects of a subclass's `layoutAttributesClass` are new in every answer: the ones released are
  /// gone (the layout kept none), and a property of the subclass the caller set shows nowhere.
  @Test func subclassAttributesAreNeverReused() {
    let fixture = fixture(layout: MarkedFlowLayout())
    let layout = fixture.layout
    var released: [WeakAttributes] = []
    do {
      let answer = layout.layoutAttributesForElements(in: top) ?? []
      #expect(answer.count == 29)
      for attributes in answer {
        (attributes as? MarkedAttributes)?.mark = 7
        scribble(on: attributes)
      }
      released = answer.map { WeakAttributes(object: $0) }
    }
    let answer = layout.layoutAttributesForElements(in: top) ?? []
    #expect(released.allSatisfy { $0.object == nil })
    #expect(answer.count == 29)
    #expect(answer.allSatisfy { ($0 as? MarkedAttributes)?.mark == 0 })
    let plain = self.fixture().layout.layoutAttributesForElements(in: top)?.map(state) ?? []
    #expect(answer.map(state) == plain)
    #expect(
      plain.first
        == "supplementaryView \(CollectionView.elementKindSectionHeader) [0, 0] (0.0, 0.0, 390.0, 20.0) z1024 α1.0 shown identity"
    )
  }

  /// Random rectangles, with a caller that at random releases the answer, changes objects and releases
  /// them, keeps some objects, or keeps the array: every answer is exactly the flow's geometry with
  /// fresh attributes' defaults, and whatever the caller keeps stays as the caller left it.
  @Test(arguments: UInt64(1)...UInt64(6))
  func randomCallersSeeExactAnswersAndUntouchedKeepings(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let delegate = SizeDelegate {
      CGSize(width: 20 + CGFloat(($0.item * 37) % 50), height: 18 + CGFloat($0.item % 5) * 9)
    }
    let fixture = FlowFixture(size: CGSize(width: 320, height: 480), counts: [60, 0, 45], delegate: delegate) {
      $0.headerReferenceSize = CGSize(width: 0, height: 24)
      $0.footerReferenceSize = CGSize(width: 0, height: 12)
      $0.sectionHeadersPinToVisibleBounds = Bool.random(using: &random)
      $0.sectionFootersPinToVisibleBounds = Bool.random(using: &random)
    }
    let layout = fixture.layout
    fixture.scroll(to: CGPoint(x: 0, y: CGFloat(Int.random(in: 0...400, using: &random))))
    let height = Int(fixture.contentSize.height)
    var keptArrays: [([LayoutAttributes], [String])] = []
    var keptObjects: [(LayoutAttributes, String)] = []
    for query in 0..<60 {
      let y = CGFloat(Int.random(in: -40...height, using: &random))
      let r = rect(0, y, 320, CGFloat(Int.random(in: 0...500, using: &random)))
      let answer = layout.layoutAttributesForElements(in: r) ?? []
      let want = expected(layout, in: r)
      #expect(answer.map(state) == want, "seed \(seed), query \(query), rect \(r)")
      if answer.map(state) != want { return }
      switch Int.random(in: 0..<4, using: &random) {
      case 0: break
      case 1: for attributes in answer where Bool.random(using: &random) { scribble(on: attributes) }
      case 2:
        for attributes in answer where Int.random(in: 0..<5, using: &random) == 0 {
          if Bool.random(using: &random) { scribble(on: attributes) }
          keptObjects.append((attributes, state(attributes)))
        }
      default: keptArrays.append((answer, answer.map(state)))
      }
      let changedArrays = keptArrays.filter { $0.0.map(state) != $0.1 }.count
      let changedObjects = keptObjects.filter { state($0.0) != $0.1 }.count
      #expect(changedArrays == 0, "seed \(seed), query \(query): kept arrays changed")
      #expect(changedObjects == 0, "seed \(seed), query \(query): kept objects changed")
      if changedArrays + changedObjects > 0 { return }
    }
    #expect(fixture.errors.isEmpty, "seed \(seed)")
  }
}
