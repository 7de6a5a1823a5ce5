import TrellisDynamicsUIKitNames

// Written as a UIKit programmer writes it, with `import UIKit` changed to `import TrellisDynamicsUIKitNames`
// and nothing else: the springy flow layout of the book's chapter 6 (listings 6.16–6.21) in Swift, a
// UICollectionViewFlowLayout subclass that hangs every item on a zero-length spring of a UIDynamicAnimator.

/// A flow layout whose items lag behind a scroll in proportion to their distance from the touch, then
/// spring back.
class SpringyFlowLayout: UICollectionViewFlowLayout {
  var dynamicAnimator: UIDynamicAnimator!

  override init() {
    super.init()
    minimumInteritemSpacing = 10
    minimumLineSpacing = 10
    itemSize = CGSize(width: 44, height: 44)
    sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepare() {
    super.prepare()
    let contentSize = collectionViewContentSize
    let items =
      super.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: contentSize.width, height: contentSize.height))
      ?? []
    if dynamicAnimator.behaviors.count == 0 {
      for item in items {
        let behaviour = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
        behaviour.length = 0
        behaviour.damping = 0.8
        behaviour.frequency = 1
        dynamicAnimator.addBehavior(behaviour)
      }
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    return dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return dynamicAnimator.layoutAttributesForCell(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    let scrollView = self.collectionView!
    let delta = newBounds.origin.y - scrollView.bounds.origin.y
    let touchLocation = self.collectionView!.panGestureRecognizer.location(in: self.collectionView)
    for case let springBehaviour as UIAttachmentBehavior in dynamicAnimator.behaviors {
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

/// A collection view controller of 120 plain cells on the springy layout, which hears its animator pause
/// and resume.
class SpringyViewController: UICollectionViewController, UIDynamicAnimatorDelegate {
  var animatorLog: [String] = []

  init() {
    super.init(collectionViewLayout: SpringyFlowLayout())
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var springyLayout: SpringyFlowLayout { collectionViewLayout as! SpringyFlowLayout }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.backgroundColor = .white
    springyLayout.dynamicAnimator.delegate = self
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    return 120
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    cell.backgroundColor = .orange
    return cell
  }

  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { animatorLog.append("resume") }

  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { animatorLog.append("pause") }
}
