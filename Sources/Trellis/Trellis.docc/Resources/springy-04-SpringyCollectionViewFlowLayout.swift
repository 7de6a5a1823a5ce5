import Trellis
import TrellisDynamics

/// A flow layout whose items hang on springs at their places in the flow.
final class SpringyCollectionViewFlowLayout: FlowLayout {
  var dynamicAnimator: DynamicAnimator!

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
    guard dynamicAnimator.behaviors.isEmpty else { return }
    let content = CGRect(origin: .zero, size: collectionViewContentSize)
    for item in super.layoutAttributesForElements(in: content) ?? [] {
      let spring = AttachmentBehavior(item: item, attachedToAnchor: item.center)
      spring.length = 0
      spring.damping = 0.8
      spring.frequency = 1
      dynamicAnimator.addBehavior(spring)
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    dynamicAnimator.items(in: rect).compactMap { $0 as? LayoutAttributes }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    dynamicAnimator.layoutAttributesForCell(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let delta = newBounds.origin.y - collectionView.bounds.origin.y
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
