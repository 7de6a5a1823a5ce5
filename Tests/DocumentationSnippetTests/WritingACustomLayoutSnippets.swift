import Foundation
import Testing
import Trellis
import TrellisTesting

// The code of the article "Writing a custom layout" (Sources/Trellis/Trellis.docc/Articles/WritingACustomLayout.md):
// the book's circle layout.

// snippet: circle-properties
final class CircleLayout: CollectionViewLayout {
  /// The circle's centre in content coordinates.
  var center = CGPoint(x: 200, y: 200) { didSet { invalidateLayout() } }
  /// The circle's radius.
  var radius: CGFloat = 150 { didSet { invalidateLayout() } }
  /// Every item's size.
  var itemSize = CGSize(width: 64, height: 64) { didSet { invalidateLayout() } }

  private var frames: [CGRect] = []
  private var index = SpatialIndex()
  // end-snippet
  private var insertedIndexPaths: Set<IndexPath> = []
  private var deletedIndexPaths: Set<IndexPath> = []
  /// What the transition hooks heard, for the article's test.
  var transitionLog: [String] = []

  // snippet: circle-prepare
  override func prepare() {
    super.prepare()
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    frames = (0..<count).map { item in
      let angle = 2 * CGFloat.pi * CGFloat(item) / CGFloat(count) - CGFloat.pi / 2
      return CGRect(
        x: center.x + radius * cos(angle) - itemSize.width / 2,
        y: center.y + radius * sin(angle) - itemSize.height / 2,
        width: itemSize.width, height: itemSize.height)
    }
    index = SpatialIndex(frames)
  }
  // end-snippet

  // snippet: circle-queries
  override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    index.indices(intersecting: rect).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
    let attributes = layoutAttributesType.init(forCellWith: indexPath)
    attributes.frame = frames[indexPath.item]
    return attributes
  }
  // end-snippet

  // snippet: circle-updates
  override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    for update in updateItems {
      if update.updateAction == .insert, let indexPath = update.indexPathAfterUpdate {
        insertedIndexPaths.insert(indexPath)
      } else if update.updateAction == .delete, let indexPath = update.indexPathBeforeUpdate {
        deletedIndexPaths.insert(indexPath)
      }
    }
  }

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    guard insertedIndexPaths.contains(itemIndexPath), let attributes = layoutAttributesForItem(at: itemIndexPath)
    else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
    attributes.center = center
    attributes.alpha = 0
    attributes.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
    return attributes
  }

  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    guard deletedIndexPaths.contains(itemIndexPath) else {
      return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
    let attributes = layoutAttributesType.init(forCellWith: itemIndexPath)
    attributes.size = itemSize
    attributes.center = center
    attributes.alpha = 0
    attributes.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
    return attributes
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    insertedIndexPaths = []
    deletedIndexPaths = []
  }
  // end-snippet

  // snippet: circle-transitions
  override func prepareForTransition(from oldLayout: CollectionViewLayout) {
    super.prepareForTransition(from: oldLayout)
    transitionLog.append("from \(type(of: oldLayout))")
  }

  override func finalizeLayoutTransition() {
    super.finalizeLayoutTransition()
    transitionLog.append("finalized")
  }
  // end-snippet
}

/// The circle's view controller: a pinch sizes the circle, and the fingers move it.
final class CircleViewController: ViewController, CollectionViewDataSource {
  let layout = CircleLayout()
  var count = 12
  private(set) var collectionView: CollectionView!
  private var initialRadius: CGFloat = 0
  private var initialCenter = CGPoint.zero
  private var initialLocation = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    let collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    collectionView.isScrollEnabled = false
    // snippet: circle-pinch-recognizer
    collectionView.addGestureRecognizer(PinchGestureRecognizer { [weak self] in self?.pinched($0) })
    // end-snippet
    view.addSubview(collectionView)
    self.collectionView = collectionView
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
  }

  // snippet: circle-pinch
  func pinched(_ pinch: PinchGestureRecognizer) {
    let location = pinch.location(in: collectionView)
    switch pinch.state {
    case .began:
      initialRadius = layout.radius
      initialCenter = layout.center
      initialLocation = location
    case .changed:
      layout.center = CGPoint(
        x: initialCenter.x + location.x - initialLocation.x, y: initialCenter.y + location.y - initialLocation.y)
      layout.radius = max(40, initialRadius * pinch.scale)
    default:
      break
    }
  }
  // end-snippet

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.contentView.backgroundColor = .orange
    cell.contentView.layer.cornerRadius = 32
    return cell
  }
}

@MainActor @Suite struct WritingACustomLayoutSnippetTests {
  @Test func itemsSitOnTheCircleAndFollowItsRadius() throws {
    let host = HeadlessHost(size: CGSize(width: 400, height: 400))
    let controller = CircleViewController()
    host.show(controller)
    let cv = try #require(controller.collectionView)
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 168, y: 18, width: 64, height: 64))
    #expect(cv.indexPathsForVisibleItems.count == 12)
    controller.layout.radius = 100
    host.runFrame()
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 168, y: 68, width: 64, height: 64))
    #expect(controller.layout.transitionLog == [])
  }

  @Test func aPinchScalesTheRadius() throws {
    let host = HeadlessHost(size: CGSize(width: 400, height: 400))
    let controller = CircleViewController()
    host.show(controller)
    host.pinch(center: CGPoint(x: 200, y: 200), from: 100, to: 150)
    #expect(abs(controller.layout.radius - 225) < 10, "the scale was about 1.5: \(controller.layout.radius)")
  }

  @Test func insertedItemsStartAtTheCentreAndTheUpdateStaysConsistent() throws {
    let host = HeadlessHost(size: CGSize(width: 400, height: 400))
    let controller = CircleViewController()
    host.show(controller)
    let cv = try #require(controller.collectionView)
    var errors: [String] = []
    cv.errorHandler = { errors.append($0.description) }
    let layout = controller.layout
    layout.prepare(forCollectionViewUpdates: [
      UpdateItem(action: .insert, before: nil, after: IndexPath(item: 3, section: 0))
    ])
    let start = try #require(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 3, section: 0)))
    #expect(start.center == layout.center && start.alpha == 0)
    #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 4, section: 0)) == nil)
    layout.finalizeCollectionViewUpdates()
    // snippet: circle-insert
    controller.count += 1
    cv.performBatchUpdates({
      cv.insertItems(at: [IndexPath(item: 3, section: 0)])
    })
    // end-snippet
    host.advance(by: 1)
    #expect(cv.indexPathsForVisibleItems.count == 13)
    #expect(errors == [])
    #expect(cv.checkInvariants() == [])
  }

  @Test func aLayoutChangeCallsTheTransitionHooks() throws {
    let host = HeadlessHost(size: CGSize(width: 400, height: 400))
    let controller = CircleViewController()
    host.show(controller)
    let cv = try #require(controller.collectionView)
    let circle = CircleLayout()
    cv.setCollectionViewLayout(FlowLayout(), animated: false)
    cv.setCollectionViewLayout(circle, animated: true)
    host.advance(by: 1)
    #expect(circle.transitionLog == ["from FlowLayout", "finalized"])
    #expect(cv.collectionViewLayout === circle)
  }
}
