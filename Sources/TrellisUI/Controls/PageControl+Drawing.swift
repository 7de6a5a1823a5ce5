import Foundation
import TrellisGeometry

extension PageControl {
  /// The frame of a page's indicator in the control's coordinates: the row of dots is centred in the
  /// bounds, its start rounded to whole points so every dot sits on the same pixel phase.
  ///
  /// A Trellis addition (UIKit keeps the indicator views private); pages outside `0..<numberOfPages`
  /// get the frame their position in the row would have.
  public func indicatorFrame(forPage page: Int) -> CGRect {
    let diameter = Self.indicatorDiameter
    let rowWidth = size(forNumberOfPages: numberOfPages).width
    let x = ((bounds.width - rowWidth) / 2).rounded() + CGFloat(page) * Self.indicatorPitch
    let y = ((bounds.height - diameter) / 2).rounded()
    return CGRect(x: bounds.minX + x, y: bounds.minY + y, width: diameter, height: diameter)
  }

  /// The pages whose indicators overlap the bounds: the dots that are drawn. Dots beyond the bounds are
  /// clipped, as UIKit clips them when there are more than fit.
  /// - Complexity: O(1).
  public var pagesWithVisibleIndicators: Range<Int> {
    guard !isIndicatorHidden else { return 0..<0 }
    let first = indicatorFrame(forPage: 0)
    let pitch = Self.indicatorPitch
    let low = Int(((bounds.minX - first.maxX) / pitch).rounded(.down)) + 1
    let high = Int(((bounds.maxX - first.minX) / pitch).rounded(.up))
    let lower = min(max(low, 0), numberOfPages)
    return lower..<min(max(high, lower), numberOfPages)
  }

  /// Fills a circle for each visible page: the current page in the current tint, the others in the page tint.
  /// - Complexity: O(visible dots).
  func drawIndicators() {
    guard let context = GraphicsContext.current else { return }
    let other = pageIndicatorTintColor ?? Self.defaultPageIndicatorTintColor
    let current = currentPageIndicatorTintColor ?? Self.defaultCurrentPageIndicatorTintColor
    for page in pagesWithVisibleIndicators {
      context.fillColor = page == currentPage ? current : other
      context.fillEllipse(in: indicatorFrame(forPage: page))
    }
  }
}
