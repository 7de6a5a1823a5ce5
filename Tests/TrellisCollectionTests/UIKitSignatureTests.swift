import Foundation
import Testing
import TrellisTesting
import TrellisUIKitNames

// Written as a UIKit programmer writes it: UIKit's names and UIKit's exact Swift signatures. Each test
// proves that the members implemented are called and have their effect; a near-miss signature would
// compile and fall back on a protocol-extension default, so every check is of an effect.

/// A carousel that snaps a fling to the next or previous page by setting `targetContentOffset.pointee`.
@MainActor
final class SnappingCarouselController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let pageWidth: CGFloat = 220
  var collectionView: UICollectionView!
  var dragStartOffset: CGPoint = .zero
  var proposedTargets: [CGPoint] = []
  var velocities: [CGPoint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 200, height: 100)
    layout.minimumLineSpacing = 20
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }

  var insetChanges: [UIEdgeInsets] = []

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { dragStartOffset = scrollView.contentOffset }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    insetChanges.append(scrollView.adjustedContentInset)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    proposedTargets.append(targetContentOffset.pointee)
    velocities.append(velocity)
    let startPage = (dragStartOffset.x / pageWidth).rounded()
    let page = velocity.x > 0 ? startPage + 1 : velocity.x < 0 ? startPage - 1 : startPage
    targetContentOffset.pointee.x = max(0, page) * pageWidth
  }
}

/// A view that logs its touches through UIKit's optional-event overrides.
@MainActor final class TouchPadView: UIView {
  var log: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("began \(touches.first!.location(in: self)) \(event?.allTouches.count ?? -1)")
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("ended \(touches.first!.location(in: self))")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A view that draws through `draw(_:)` alone, as UIKit views do (no Trellis-only `drawsContent`).
@MainActor final class SwatchView: UIView {
  var draws = 0
  var drawsRed = true

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    draws += 1
    guard drawsRed else { return }
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
  }
}

/// Every flow-layout delegate member, each giving values unlike the layout's own.
@MainActor final class MetricsSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var askedSupplementaries: [String] = []

  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    askedSupplementaries.append("\(kind) \(indexPath)")
    return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: 100, height: indexPath.section == 0 ? 50 : 70)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    15
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    60
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    CGSize(width: 0, height: 40)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    CGSize(width: 0, height: 25)
  }
}

/// A sticky-header style layout: one header for the whole collection at `IndexPath(index: 0)`, cells in a column.
@MainActor final class CollectionHeaderLayout: UICollectionViewLayout {
  static let headerKind = "collection-header"
  var extraElements: [UICollectionViewLayoutAttributes] = []
  private var cache: [UICollectionViewLayoutAttributes] = []

  override func prepare() {
    super.prepare()
    cache = []
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: Self.headerKind, with: IndexPath(index: 0))
    header.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
    cache.append(header)
    for item in 0..<(collectionView?.numberOfItems(inSection: 0) ?? 0) {
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: 0, y: 60 + CGFloat(item) * 50, width: 300, height: 50)
      cache.append(attributes)
    }
  }

  override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 60 + 50 * CGFloat(cache.count - 1)) }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    (cache + extraElements).filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
  }

  override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    cache.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
  }
}

/// A controller that wires a tap recognizer and a button with target/action, as UIKit code does.
@MainActor final class TargetActionController: UIViewController, UIGestureRecognizerDelegate {
  var log: [String] = []
  var acceptsTouches = true
  let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
  let pad = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(button)
    view.addSubview(pad)
    // UIKit: UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
    let tap = UITapGestureRecognizer(target: self, action: TargetActionController.handleTap)
    tap.delegate = self
    pad.addGestureRecognizer(tap)
    // UIKit: button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
    button.addTarget(self, action: TargetActionController.buttonTapped, for: .touchUpInside)
    // UIKit: button.addTarget(self, action: #selector(buttonDown), for: .touchDown)
    button.addTarget(self, action: TargetActionController.buttonDown, for: .touchDown)
    // Senders typed as a superclass, as `@objc func handle(_ sender: UIGestureRecognizer)` often is.
    tap.addTarget(self, action: TargetActionController.handleAnyGesture)
    button.addTarget(self, action: TargetActionController.controlTapped, for: .touchUpInside)
  }

  func handleTap(_ sender: UITapGestureRecognizer) { log.append("tap \(sender.state) \(sender.location(in: pad))") }
  func handleAnyGesture(_ sender: UIGestureRecognizer) { log.append("gesture \(sender.state)") }
  func buttonTapped(_ sender: UIButton) { log.append("button \(sender === button)") }
  func controlTapped(_ sender: UIControl) { log.append("control") }
  func buttonDown() { log.append("button down") }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
    log.append("shouldReceive event")
    return true
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    log.append("shouldReceive touch")
    return acceptsTouches
  }
}

/// A collection view controller that pins every fling to the second row by overriding the delegate member.
@MainActor final class PinnedController: UICollectionViewController {
  var proposals: [CGPoint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    100
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  override func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    proposals.append(targetContentOffset.pointee)
    targetContentOffset.pointee = CGPoint(x: 0, y: 110)
  }
}

/// An application delegate with UIKit's launch signature.
@MainActor final class PortedAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var launches: [String] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launches.append("options \(launchOptions == nil ? "nil" : "given")")
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
    return true
  }
}

@MainActor
@Suite("UIKit signatures, as ported code writes them")
struct UIKitSignatureTests {
  @Test func aCarouselDelegateSettingPointeeDecidesWhereAFlingLands() {
    let host = HeadlessHost(size: CGSize(width: 400, height: 300))
    let controller = SnappingCarouselController()
    host.show(controller)
    let cv = controller.collectionView!
    // A quick fling to the left: the projection alone would carry the content far past page 1.
    host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.1)
    host.advance(by: 3)
    #expect(controller.velocities.count == 1)
    #expect(controller.velocities[0].x > 0)
    #expect(controller.proposedTargets[0].x > 440)
    #expect(cv.contentOffset == CGPoint(x: 220, y: 0))
    // And back: a fling to the right from page 1 lands on page 0.
    host.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 180, y: 50), duration: 0.1)
    host.advance(by: 3)
    #expect(controller.velocities.count == 2)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 0))
    cv.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    cv.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    #expect(controller.insetChanges == [UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)])
  }

  @Test func aCollectionViewControllerOverrideOfWillEndDraggingIsCalled() {
    let host = HeadlessHost(size: CGSize(width: 400, height: 300))
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let controller = PinnedController(collectionViewLayout: layout)
    host.show(controller)
    host.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50), duration: 0.1)
    host.advance(by: 3)
    #expect(controller.proposals.count == 1)
    #expect(controller.proposals[0].y > 200)
    #expect(controller.collectionView.contentOffset == CGPoint(x: 0, y: 110))
  }

  @Test func touchOverridesWithAnOptionalEventReceiveTheTouches() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let pad = TouchPadView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(pad)
    host.show(root)
    host.tap(at: CGPoint(x: 60, y: 70))
    #expect(pad.log == ["began CGPoint(x: 10.0, y: 20.0) 1", "ended CGPoint(x: 10.0, y: 20.0)"])
  }

  @Test func aDrawOverrideAloneDraws() {
    let swatch = SwatchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(swatch.drawsContent)
    #expect(swatch.displayList.commands == [.fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), .red)])
    // A plain view is recorded once, found to draw nothing, and skipped from then on.
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(plain.displayList.isEmpty)
    #expect(!plain.drawsContent)
    // An override that calls super and draws nothing yet is asked again after setNeedsDisplay().
    let late = SwatchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    late.drawsRed = false
    #expect(late.displayList.isEmpty)
    #expect(!late.drawsContent)
    late.drawsRed = true
    late.setNeedsDisplay()
    #expect(late.drawsContent)
    #expect(late.displayList.commands == [.fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), .red)])
    #expect(late.draws == 2)
  }

  @Test func everyFlowDelegateMemberIsCalledAndChangesTheFrames() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 800))
    let source = MetricsSource()
    let layout = UICollectionViewFlowLayout()
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 800), collectionViewLayout: layout)
    cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
    }
    cv.dataSource = source
    cv.delegate = source
    host.show(cv)
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      cv.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }
    // Section 0: header 40 tall, then the inset's 10; items 100 wide (sizeForItemAt), 60 apart (interitem
    // spacing) inside the 20 pt side insets, lines 15 apart; footer after the bottom inset's 30.
    #expect(cv.numberOfSections == 2)
    #expect(
      cv.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 300, height: 40))
    #expect(frame(0, 0) == CGRect(x: 20, y: 50, width: 100, height: 50))
    #expect(frame(1, 0) == CGRect(x: 180, y: 50, width: 100, height: 50))
    #expect(frame(2, 0) == CGRect(x: 20, y: 115, width: 100, height: 50))
    #expect(
      cv.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 195, width: 300, height: 25))
    // Section 1 starts after the footer: header 220…260, items 70 tall (sizeForItemAt per section).
    #expect(frame(0, 1) == CGRect(x: 20, y: 270, width: 100, height: 70))
    #expect(frame(3, 1) == CGRect(x: 180, y: 355, width: 100, height: 70))
    #expect(cv.contentSize == CGSize(width: 300, height: 480))
    #expect(
      source.askedSupplementaries.sorted() == [
        "UICollectionElementKindSectionFooter [0, 0]", "UICollectionElementKindSectionFooter [1, 0]",
        "UICollectionElementKindSectionHeader [0, 0]", "UICollectionElementKindSectionHeader [1, 0]",
      ])
  }

  @Test func aCollectionWideHeaderAtAOneIndexPathIsShown() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let layout = CollectionHeaderLayout()
    let source = HeaderSource()
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    var errors: [String] = []
    cv.errorHandler = { errors.append($0.description) }
    cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: CollectionHeaderLayout.headerKind,
      withReuseIdentifier: "header")
    cv.dataSource = source
    host.show(cv)
    #expect(source.asked == ["collection-header [0]"])
    let header = cv.supplementaryView(forElementKind: CollectionHeaderLayout.headerKind, at: IndexPath(index: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
    #expect(
      cv.layoutAttributesForSupplementaryElement(ofKind: CollectionHeaderLayout.headerKind, at: IndexPath(index: 0))?
        .frame == CGRect(x: 0, y: 0, width: 300, height: 60))
    #expect(cv.visibleCells.count == 5)
    #expect(errors == [])
  }

  @Test func indexPathsThatCantBeShownAreReportedWithTheElementAndTheReason() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let layout = CollectionHeaderLayout()
    func extra(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
      attributes.frame = CGRect(x: 0, y: 100, width: 10, height: 10)
      return attributes
    }
    layout.extraElements = [
      extra(
        UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(indexes: [0, 1, 2]))),
      extra(UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(index: -1))),
      extra(
        UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 0, section: 3))),
      extra(UICollectionViewLayoutAttributes(forCellWith: IndexPath(index: 2))),
      extra(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 9, section: 0))),
    ]
    let source = HeaderSource()
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    var errors: [String] = []
    cv.errorHandler = { errors.append($0.description) }
    cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: CollectionHeaderLayout.headerKind,
      withReuseIdentifier: "header")
    cv.dataSource = source
    host.show(cv)
    #expect(
      errors == [
        "the layout returned attributes for badge [0, 1, 2], whose index path has 3 indexes; a supplementary "
          + "view's index path has 1 or 2; the element is not shown",
        "the layout returned attributes for badge [-1], whose index path has a negative index (-1); the element "
          + "is not shown",
        "the layout returned attributes for badge [3, 0], whose index path names section 3, but the collection "
          + "view has 1 sections; the element is not shown",
        "the layout returned attributes for cell [2], whose index path has 1 indexes; a cell's index path has 2 "
          + "(section, item); the element is not shown",
        "the layout returned attributes for cell [0, 9], whose index path names item 9, but section 0 has 5 "
          + "items; the element is not shown",
      ])
    // The valid elements are shown all the same.
    #expect(source.asked == ["collection-header [0]"])
    #expect(cv.visibleCells.count == 5)
  }

  @Test func targetActionWithMethodReferencesReachesTheTarget() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let controller = TargetActionController()
    host.show(controller)
    host.tap(at: CGPoint(x: 50, y: 20))
    host.tap(at: CGPoint(x: 30, y: 140))
    #expect(
      controller.log == [
        "button down", "button true", "control", "shouldReceive event", "shouldReceive touch",
        "tap ended CGPoint(x: 30.0, y: 40.0)", "gesture ended",
      ])
    controller.log = []
    controller.acceptsTouches = false
    host.tap(at: CGPoint(x: 30, y: 140))
    host.advance(by: 1)
    #expect(controller.log == ["shouldReceive event", "shouldReceive touch"])
  }

  @Test func anApplicationDelegateWithUIKitsLaunchSignatureIsLaunched() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200))
    let delegate = PortedAppDelegate()
    host.launch(delegate: delegate)
    #expect(delegate.launches == ["options nil"])
    #expect(host.window === delegate.window)
  }
}

/// Counts and views for `CollectionHeaderLayout`: five cells and the collection-wide header.
@MainActor final class HeaderSource: NSObject, UICollectionViewDataSource {
  var asked: [String] = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    asked.append("\(kind) \(indexPath)")
    return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
}
