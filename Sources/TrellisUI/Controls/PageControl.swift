import Foundation
import TrellisGeometry

/// A row of dots, one per page, the current page's dot highlighted; a tap left or right of the
/// current dot moves one page and sends `.valueChanged` (`UIPageControl`).
///
/// The control only shows the page: the app sets `currentPage` as its content scrolls and, on
/// `.valueChanged`, reads `currentPage` and scrolls the content there
/// (Documentation/Behaviour.md#page-control-pattern).
///
/// Metrics are those of the classic iOS dots (iOS 7–13), which iOS 14's default style keeps at rest:
/// 7 pt circles whose centres are 16 pt apart, in a control 37 pt tall. The iOS 14 additions
/// (continuous scrubbing, background styles, custom indicator images, progress) are not implemented.
@MainActor open class PageControl: Control {
  /// The diameter of one page indicator, in points.
  public static let indicatorDiameter: CGFloat = 7
  /// The distance between the centres of neighbouring indicators, in points (a 9 pt gap between dots).
  public static let indicatorPitch: CGFloat = 16
  /// The height `size(forNumberOfPages:)` reports, in points.
  public static let preferredHeight: CGFloat = 37
  /// The colour of the other pages' indicators when `pageIndicatorTintColor` is nil: white at 30%.
  ///
  /// iOS draws translucent white dots by default, in the light style too (iOS 14's `.automatic`
  /// background adds no platter at rest), so the default dots are meant for dark or colourful
  /// content and vanish on white, as UIKit's do; set the tints for light backgrounds.
  public static let defaultPageIndicatorTintColor = Color(white: 1, alpha: 0.3)
  /// The colour of the current page's indicator when `currentPageIndicatorTintColor` is nil: white.
  public static let defaultCurrentPageIndicatorTintColor = Color.white

  private var storedCurrentPage = 0

  /// The number of pages (dots); 0 by default, negative values read as 0.
  open var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      guard numberOfPages != oldValue else { return }
      storedCurrentPage = pinned(storedCurrentPage)
      setNeedsDisplay()
      superview?.setNeedsLayout()
    }
  }

  /// The page shown as current, pinned to `0…numberOfPages − 1` (0 when there are no pages).
  open var currentPage: Int {
    get { storedCurrentPage }
    set {
      let page = pinned(newValue)
      guard page != storedCurrentPage else { return }
      storedCurrentPage = page
      setNeedsDisplay()
    }
  }

  /// Whether the control hides its indicator (and ignores touches) when there is only one page; false by default.
  open var hidesForSinglePage = false { didSet { if hidesForSinglePage != oldValue { setNeedsDisplay() } } }

  /// The colour of the indicators of pages other than the current one; nil uses `defaultPageIndicatorTintColor`.
  open var pageIndicatorTintColor: Color? { didSet { if pageIndicatorTintColor != oldValue { setNeedsDisplay() } } }

  /// The colour of the current page's indicator; nil uses `defaultCurrentPageIndicatorTintColor`.
  open var currentPageIndicatorTintColor: Color? {
    didSet { if currentPageIndicatorTintColor != oldValue { setNeedsDisplay() } }
  }

  /// Creates a page control with no pages.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    finishInitPageControl()
  }

  /// Creates a page control with no pages and a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    finishInitPageControl()
  }

  /// The setup both initialisers share.
  private func finishInitPageControl() {
    contentMode = .redraw
  }

  /// Whether nothing is shown: no pages, or a single page with `hidesForSinglePage`.
  public var isIndicatorHidden: Bool { numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1) }

  /// The smallest size that shows `pageCount` indicators (`size(forNumberOfPages:)`).
  public func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = max(0, pageCount)
    let width = count == 0 ? 0 : CGFloat(count - 1) * Self.indicatorPitch + Self.indicatorDiameter
    return CGSize(width: width, height: Self.preferredHeight)
  }

  /// The size for the current number of pages.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

  /// The size for the current number of pages.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// Whether a point is inside; false while the indicator is hidden, so touches pass through.
  open override func point(inside point: CGPoint, with event: Event?) -> Bool {
    !isIndicatorHidden && super.point(inside: point, with: event)
  }

  /// A touch lifted inside: one page towards the side of the current dot it lifted on, then `.valueChanged`.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if isEnabled, !isIndicatorHidden, let touch = touches.first {
      let point = touch.location(in: self)
      if bounds.insetBy(dx: -70, dy: -70).contains(point) {
        let current = indicatorFrame(forPage: currentPage).midX
        if point.x < current {
          step(by: -1)
        } else if point.x > current {
          step(by: 1)
        }
      }
    }
    super.touchesEnded(touches, with: event)
  }

  /// Page controls can take the keyboard: Left and Right arrows then move one page.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Left and Right arrows move one page and send `.valueChanged`; other keys go to `next`.
  open override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    var unhandled: Set<Press> = []
    for press in presses {
      let plain = press.modifiers.isDisjoint(with: [.command, .control, .alternate])
      switch press.key {
      case .leftArrow where plain && isEnabled: step(by: -1)
      case .rightArrow where plain && isEnabled: step(by: 1)
      default: unhandled.insert(press)
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  /// Moves the current page by `delta` as the user would: `.valueChanged` is sent only when it moved.
  func step(by delta: Int) {
    let old = currentPage
    currentPage = old + delta
    if currentPage != old { sendActions(for: .valueChanged) }
  }

  private func pinned(_ page: Int) -> Int { min(max(page, 0), max(numberOfPages - 1, 0)) }

  /// Page controls draw content: their dots.
  open override var drawsContent: Bool { true }

  /// Draws one dot per page whose indicator falls inside the bounds (see `PageControl+Drawing`).
  open override func draw(_ rect: CGRect) { drawIndicators() }
}
