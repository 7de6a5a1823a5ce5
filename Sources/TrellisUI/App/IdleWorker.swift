import Foundation

/// Work done a small unit at a time in what is left of a frame before its deadline (see
/// `IdleWorkScheduler`): a collection view preparing the cells ahead of scrolling is one.
@MainActor public protocol IdleWorker: AnyObject {
  /// Whether a unit of work is waiting.
  var hasIdleWork: Bool { get }
  /// Does one unit of work; units should take about the same time, which the scheduler learns.
  func performIdleWork()
}
