import TrellisDynamicsUIKitNames

// UIKit Dynamics with UIKit's names, for the article "Porting from UIKit".

final class DropViewController: UIViewController {
  private(set) var animator: UIDynamicAnimator!
  let box = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(box)
    // snippet: porting-dynamics
    animator = UIDynamicAnimator(referenceView: view)
    let gravity = UIGravityBehavior(items: [box])
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    // end-snippet
  }
}
