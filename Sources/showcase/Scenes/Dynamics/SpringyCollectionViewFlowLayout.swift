import Trellis
import TrellisDynamics

/// Listings 6.16–6.21, the book's springy flow layout, line for line in Swift: one zero-length
/// attachment per element at its flow centre, answers from the dynamic animator, and scrolls that
/// shift every element by the scroll step times its distance from the touch over 1500.
///
/// As the book says, this works for up to a few hundred items: `prepare()` asks the flow layout for
/// every element of the content on every invalidation (every frame while the springs move), and
/// the scroll handler visits every spring. `SpringyFlowLayout` in TrellisDynamics is the tiled version.
/// Once warm a frame makes one heap allocation: the array of listing 6.20's `as? [LayoutAttributes]`
/// cast (16-byte existentials to 8-byte references); the flow's and the animator's answers reuse their
/// last ones, which this layout released (Documentation/Behaviour.md#flow-answers).
@MainActor final class SpringyCollectionViewFlowLayout: FlowLayout {
  // Listing 6.16: the private interface.
  var dynamicAnimator: DynamicAnimator!

  // Listing 6.17: the initialiser.
  override init() {
    super.init()
    minimumInteritemSpacing = 10
    minimumLineSpacing = 10
    itemSize = CGSize(width: 44, height: 44)
    sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    dynamicAnimator = DynamicAnimator(collectionViewLayout: self)
  }

  /// Not used: the scene creates the layout with `init()`.
  required init?(coder: NSCoder) { nil }

  // Listings 6.18 and 6.19: prepareLayout.
  override func prepare() {
    super.prepare()
    let contentSize = collectionView?.contentSize ?? .zero
    let items =
      super.layoutAttributesForElements(
        in: CGRect(x: 0, y: 0, width: contentSize.width, height: contentSize.height)) ?? []
    if dynamicAnimator.behaviors.count == 0 {
      for obj in items {
        let behaviour = AttachmentBehavior(item: obj, attachedToAnchor: obj.center)
        behaviour.length = 0
        behaviour.damping = 0.8
        behaviour.frequency = 1
        dynamicAnimator.addBehavior(behaviour)
      }
    }
  }

  // Listing 6.20: forwarding to the dynamic animator.
  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    dynamicAnimator.items(in: rect) as? [LayoutAttributes]
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    dynamicAnimator.layoutAttributesForCell(at: indexPath)
  }

  // Listing 6.21: responding to scrolling.
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    // Objective-C's messages to nil answer NO (the collection view never asks a layout that isn't attached).
    guard let collectionView else { return false }
    let scrollView: ScrollView = collectionView
    let delta = newBounds.origin.y - scrollView.bounds.origin.y
    let touchLocation = collectionView.panGestureRecognizer.location(in: collectionView)
    for case let springBehaviour as AttachmentBehavior in dynamicAnimator.behaviors {
      let yDistanceFromTouch = abs(touchLocation.y - springBehaviour.anchorPoint.y)
      let xDistanceFromTouch = abs(touchLocation.x - springBehaviour.anchorPoint.x)
      let scrollResistance = (yDistanceFromTouch + xDistanceFromTouch) / 1500
      let item = springBehaviour.items.first!
      var center = item.center
      if delta < 0 {
        center.y += max(delta, delta * scrollResistance)
      } else {
        center.y += min(delta, delta * scrollResistance)
      }
      item.center = center
      dynamicAnimator.updateItem(usingCurrentState: item)
    }
    return false
  }
}
