import Trellis
import TrellisDynamics

/// A flow layout whose items hang on springs at their places in the flow, only near the visible
/// rectangle: its cost follows what is on screen, not the item count.
final class SpringyCollectionViewFlowLayout: FlowLayout {
  var dynamicAnimator: DynamicAnimator!
  /// The items that have a spring.
  private var sprungIndexPaths: Set<IndexPath> = []
  /// The last scroll step, for the springs of items that come into view while scrolling.
  private var latestDelta: CGFloat = 0

  override init() {
    super.init()
    minimumInteritemSpacing = 10
    minimumLineSpacing = 10
    itemSize = CGSize(width: 44, height: 44)
    sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    dynamicAnimator = DynamicAnimator(collectionViewLayout: self)
  }

  required init?(coder: NSCoder) { nil }

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    // One screen above and below what shows: more than the collection view asks for.
    let bounds = collectionView.bounds
    let tiledRect = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
    let itemsNearby = super.layoutAttributesForElements(in: tiledRect) ?? []
    let indexPathsNearby = Set(itemsNearby.map(\.indexPath))

    // Let go of the springs of items that left.
    for case let spring as AttachmentBehavior in dynamicAnimator.behaviors {
      guard let item = spring.items.first as? LayoutAttributes,
        !indexPathsNearby.contains(item.indexPath)
      else { continue }
      dynamicAnimator.removeBehavior(spring)
      sprungIndexPaths.remove(item.indexPath)
    }

    // Hang the items that came near on springs, shifted as their neighbours are.
    let touchLocation = collectionView.panGestureRecognizer.location(in: collectionView)
    for item in itemsNearby where !sprungIndexPaths.contains(item.indexPath) {
      let spring = AttachmentBehavior(item: item, attachedToAnchor: item.center)
      spring.length = 0
      spring.damping = 0.8
      spring.frequency = 1
      item.center.y += Self.shift(latestDelta, from: touchLocation, to: item.center)
      dynamicAnimator.addBehavior(spring)
      sprungIndexPaths.insert(item.indexPath)
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    dynamicAnimator.items(in: rect).compactMap { $0 as? LayoutAttributes }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    dynamicAnimator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let delta = newBounds.origin.y - collectionView.bounds.origin.y
    // A jump (scrollToItem, setContentOffset) is not a drag: nothing swings, the springs are hung again.
    guard abs(delta) < newBounds.height else {
      latestDelta = 0
      return true
    }
    latestDelta = delta
    let touchLocation = collectionView.panGestureRecognizer.location(in: collectionView)
    for case let spring as AttachmentBehavior in dynamicAnimator.behaviors {
      guard let item = spring.items.first else { continue }
      item.center.y += Self.shift(delta, from: touchLocation, to: spring.anchorPoint)
      dynamicAnimator.updateItem(usingCurrentState: item)
    }
    return false
  }

  /// How far an item anchored at `anchor` moves for a scroll step of `delta` points: the farther from
  /// the touch, the less, never more than the step itself.
  static func shift(_ delta: CGFloat, from touchLocation: CGPoint, to anchor: CGPoint) -> CGFloat {
    let distance = abs(touchLocation.y - anchor.y) + abs(touchLocation.x - anchor.x)
    let scrollResistance = distance / 1500
    return delta < 0 ? max(delta, delta * scrollResistance) : min(delta, delta * scrollResistance)
  }
}
