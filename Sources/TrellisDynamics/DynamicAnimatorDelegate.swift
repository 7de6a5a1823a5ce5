/// Hears an animator pause at rest and resume (`UIDynamicAnimatorDelegate`).
@MainActor public protocol DynamicAnimatorDelegate: AnyObject {
  /// The animator is about to start stepping again.
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
  /// The animator came to rest and stopped stepping.
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
  /// Does nothing by default.
  public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
  /// Does nothing by default.
  public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
