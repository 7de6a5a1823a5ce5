import Foundation

extension ScrollView {
  /// How quickly a fling slows down, under UIKit's nested name (`UIScrollView.DecelerationRate`): the
  /// same type as `DecelerationRate`, which the view-free physics in `Physics/` uses.
  public typealias DecelerationRate = TrellisUI.DecelerationRate
}
