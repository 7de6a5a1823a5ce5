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
}
