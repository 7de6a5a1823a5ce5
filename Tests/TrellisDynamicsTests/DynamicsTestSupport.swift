import Foundation
import Trellis
import TrellisDynamics
import TrellisTesting

/// A headless screen with a 390 × 844 reference view shown in it.
@MainActor final class DynamicsFixture {
  let host = HeadlessHost()
  let referenceView = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let animator: DynamicAnimator
  var errors: [String] = []

  init() {
    host.show(referenceView)
    animator = DynamicAnimator(referenceView: referenceView)
    DynamicAnimator.errorHandler = { [unowned self] error in self.errors.append(error.description) }
  }

  /// Adds a square view centred on a point.
  func addItem(at center: CGPoint, size: CGFloat = 100) -> View {
    let view = View(frame: CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
    referenceView.addSubview(view)
    return view
  }

  /// Whether the animator is on the application's frame drivers.
  var animatorIsFrameDriver: Bool { Application.shared.frameDrivers.contains { $0 === animator } }
}

/// Logs the animator's pauses and resumes.
@MainActor final class AnimatorLog: DynamicAnimatorDelegate {
  var entries: [String] = []
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { entries.append("resume") }
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { entries.append("pause") }
}

/// Logs collision contacts, naming items by their tags.
@MainActor final class ContactLog: CollisionBehaviorDelegate {
  var entries: [String] = []
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem, at p: CGPoint
  ) { entries.append("began \((item1 as! View).tag)-\((item2 as! View).tag)") }
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
  ) { entries.append("ended \((item1 as! View).tag)-\((item2 as! View).tag)") }
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint
  ) { entries.append("began \((item as! View).tag)-\(identifier.map { "\($0)" } ?? "bounds")") }
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?
  ) { entries.append("ended \((item as! View).tag)-\(identifier.map { "\($0)" } ?? "bounds")") }
}
