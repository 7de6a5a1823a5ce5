import Testing
import TrellisTesting
import TrellisUIKitNames

/// Apple's circle layout sample, as ported: items on a circle around the collection view's centre,
/// measured in `prepare()`.
@MainActor final class CircleLayout: UICollectionViewLayout {
  var center = CGPoint.zero
  var radius: CGFloat = 0
  var cellCount = 0
  var prepareCount = 0

  override func prepare() {
    super.prepare()
    prepareCount += 1
    let size = collectionView!.frame.size
    cellCount = collectionView!.numberOfItems(inSection: 0)
    center = CGPoint(x: size.width / 2, y: size.height / 2)
    radius = min(size.width, size.height) / 2.5
  }

  override var collectionViewContentSize: CGSize { collectionView!.frame.size }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.size = CGSize(width: 20, height: 20)
    let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(cellCount)
    attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }
}

/// A controller showing the circle that follows a resize the way UIKit code does: an empty batch update.
@MainActor final class CircleController: UICollectionViewController {
  var completions: [Bool] = []

  init() { super.init(collectionViewLayout: CircleLayout()) }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { _ in
      self.collectionView.performBatchUpdates(nil) { self.completions.append($0) }
    }
  }
}

/// A carousel flow layout as tutorials write it: the insets that centre the first and last item are
/// set after `super.prepare()`, which invalidates the layout it is preparing.
@MainActor final class CenteringCarouselLayout: UICollectionViewFlowLayout {
  override init() {
    super.init()
    scrollDirection = .horizontal
    itemSize = CGSize(width: 100, height: 100)
    minimumLineSpacing = 10
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let inset = (collectionView.bounds.width - itemSize.width) / 2
    sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
  }
}

/// A flow subclass that fades inserted items in from a tenth of their size, calling `super` without using
/// its result first, as UIKit code often does.
@MainActor final class GrowingFlowLayout: UICollectionViewFlowLayout {
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    super.initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: itemIndexPath)
    super.finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: itemIndexPath)
    return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
  }
}

/// What ported code assumes of empty batch updates and of layouts that invalidate themselves in
/// `prepare()`.
@MainActor
@Suite("Ported layout idioms: empty batches, self-invalidating prepare")
struct PortedLayoutIdiomsTests {
  @Test func anEmptyBatchAfterAResizeMovesTheCircleToTheNewCentre() throws {
    let host = HeadlessHost(size: CGSize(width: 400, height: 400))
    let controller = CircleController()
    host.show(controller)
    let layout = try #require(controller.collectionView.collectionViewLayout as? CircleLayout)
    let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.center == CGPoint(x: 360, y: 200), "centre (200, 200), radius 160")
    let prepared = layout.prepareCount
    host.resize(to: CGSize(width: 600, height: 400))
    host.runFrame()
    #expect(layout.prepareCount > prepared, "the empty batch re-counts and prepares the layout again")
    #expect(layout.center == CGPoint(x: 300, y: 200))
    #expect(cell.center == CGPoint(x: 460, y: 200), "the model is at the new place")
    #expect(controller.completions.isEmpty, "the completion waits for the animation")
    let start = cell.presentation.center.x
    #expect(start < 460, "it moves there: \(start)")
    host.advance(by: 0.5)
    #expect(cell.presentation.center == CGPoint(x: 460, y: 200))
    #expect(controller.completions == [true])
    #expect(controller.collectionView.checkInvariants() == [])
  }

  @Test func anEmptyBatchInvalidatesTheDataSourceCounts() throws {
    let host = HeadlessHost(size: CGSize(width: 400, height: 400))
    let controller = CircleController()
    host.show(controller)
    let layout = try #require(controller.collectionView.collectionViewLayout as? CircleLayout)
    let prepared = layout.prepareCount
    var finished: [Bool] = []
    controller.collectionView.performBatchUpdates({}) { finished.append($0) }
    #expect(layout.prepareCount == prepared + 1)
    #expect(finished.isEmpty)
    host.advance(by: 0.5)
    #expect(finished == [true])
  }

  @Test func aLayoutThatInvalidatesItselfInPrepareShowsItsFinalMetricsInTheFirstFrame() throws {
    let host = HeadlessHost(size: CGSize(width: 400, height: 300))
    let layout = CenteringCarouselLayout()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
    let controller = CircleController()  // only as a data source: 4 items of registered cells
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = controller
    var errors: [String] = []
    collectionView.errorHandler = { errors.append("\($0)") }
    host.show(collectionView)
    host.runFrame()
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(
      first.frame == CGRect(x: 150, y: 0, width: 100, height: 100), "inset by the centring margin from the first frame")
    #expect(layout.sectionInset.left == 150)
    // Two columns of up to three 100-point items in the 300-point height, 10 apart, with both insets.
    let contentWidth: CGFloat = 150 + 100 + 10 + 100 + 150
    #expect(collectionView.contentSize.width == contentWidth)
    #expect(collectionView.statistics.prepareCount == 2, "prepared once more, then valid")
    #expect(errors.isEmpty)
  }

  @Test func superCallsOfTheUpdateHooksCompileWithoutWarningsAndAnswer() throws {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let layout = GrowingFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 40)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    let controller = CircleController()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = controller
    host.show(collectionView)
    host.runFrame()
    #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)) == nil)
    collectionView.performBatchUpdates(nil)
    #expect(collectionView.checkInvariants() == [])
  }
}
