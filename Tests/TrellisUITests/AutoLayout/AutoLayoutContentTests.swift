import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

/// A view whose intrinsic size the test sets.
@MainActor
final class SizedContentView: View {
  var contentSize = CGSize(width: 30, height: 20) { didSet { invalidateIntrinsicContentSize() } }
  override var intrinsicContentSize: CGSize { contentSize }
}

@MainActor
@Suite("Auto Layout: intrinsic sizes, hugging, compression, wrapping, fitting")
struct AutoLayoutContentTests {
  init() { Application.shared.reset() }

  /// A label with the approximate text system's metrics: 17 pt, 10.2 pt a character, 20.4 pt a line.
  func label(_ text: String, lines: Int = 1) -> Label {
    let label = Label()
    label.text = text
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }

  @Test func defaultPriorities() {
    let view = View()
    let text = Label()
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    // Made in code, a label hugs at 250 like any view (Interface Builder's labels get 251).
    #expect(text.contentHuggingPriority(for: .horizontal) == LayoutPriority(250))
    text.setContentHuggingPriority(.required, for: .vertical)
    #expect(text.contentHuggingPriority(for: .vertical) == .required)
    #expect(text.contentHuggingPriority(for: .horizontal) == .defaultLow)
  }

  @Test func intrinsicSizeAndItsInvalidation() {
    TextSystems.current = ApproximateTextSystem()
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let sized = SizedContentView()
    sized.translatesAutoresizingMaskIntoConstraints = false
    let text = label("Hi")
    root.addSubview(sized)
    root.addSubview(text)
    LayoutConstraint.activate([
      sized.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      sized.topAnchor.constraint(equalTo: root.topAnchor),
      text.leadingAnchor.constraint(equalTo: sized.trailingAnchor),
      text.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(sized.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
    // "Hi": 2 × 10.2 = 20.4 → 21 wide, one line 20.4 → 21 high.
    #expect(text.frame == CGRect(x: 30, y: 0, width: 21, height: 21))
    sized.contentSize = CGSize(width: 50, height: 25)
    text.text = "Hello"
    root.layoutIfNeeded()
    #expect(sized.frame == CGRect(x: 0, y: 0, width: 50, height: 25))
    // "Hello": 5 × 10.2 = 51.
    #expect(text.frame == CGRect(x: 50, y: 0, width: 51, height: 21))
  }

  @Test func lowerCompressionResistanceTruncatesFirst() {
    TextSystems.current = ApproximateTextSystem()
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let first = label("Hello")  // 51 wide
    let second = label("World!!")  // 7 × 10.2 = 71.4 → 72 wide
    root.addSubview(first)
    root.addSubview(second)
    LayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      first.topAnchor.constraint(equalTo: root.topAnchor),
      second.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    second.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    root.layoutIfNeeded()
    // 51 + 72 = 123 > 100: the second (749) gives way, 100 - 51 = 49.
    #expect(first.frame == CGRect(x: 0, y: 0, width: 51, height: 21))
    #expect(second.frame == CGRect(x: 51, y: 0, width: 49, height: 21))
    first.setContentCompressionResistancePriority(.defaultHigh - 2, for: .horizontal)
    root.layoutIfNeeded()
    // Now the first (748) gives way: 100 - 72 = 28.
    #expect(first.frame == CGRect(x: 0, y: 0, width: 28, height: 21))
    #expect(second.frame == CGRect(x: 28, y: 0, width: 72, height: 21))
  }

  @Test func lowerHuggingGrowsFirst() {
    TextSystems.current = ApproximateTextSystem()
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    let first = label("Hello")  // 51 wide
    let second = label("World!!")  // 72 wide
    root.addSubview(first)
    root.addSubview(second)
    LayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      first.topAnchor.constraint(equalTo: root.topAnchor),
      second.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    first.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    root.layoutIfNeeded()
    // 200 - 51 - 72 = 77 spare: the second (250) hugs less than the first (251) and takes it: 72 + 77 = 149.
    #expect(first.frame == CGRect(x: 0, y: 0, width: 51, height: 21))
    #expect(second.frame == CGRect(x: 51, y: 0, width: 149, height: 21))
  }

  @Test func wrappingLabelAtPreferredMaxLayoutWidth() {
    TextSystems.current = ApproximateTextSystem()
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let text = label(String(repeating: "a", count: 25), lines: 0)
    text.preferredMaxLayoutWidth = 102
    root.addSubview(text)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      text.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 102 / 10.2 = 10 characters a line: 25 → 3 lines, 3 × 20.4 = 61.2 → 62 high, 10 × 10.2 = 102 wide.
    #expect(text.frame == CGRect(x: 0, y: 0, width: 102, height: 62))
  }

  @Test func wrappingLabelAtItsSolvedWidth() {
    TextSystems.current = ApproximateTextSystem()
    let root = View(frame: CGRect(x: 0, y: 0, width: 230, height: 300))
    let text = label(String(repeating: "a", count: 50), lines: 0)
    root.addSubview(text)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      text.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // Solved width 230 - 20 = 210: Int(210 / 10.2) = 20 characters a line, 50 → 3 lines, 61.2 → 62 high.
    #expect(text.frame == CGRect(x: 10, y: 0, width: 210, height: 62))
    root.frame = CGRect(x: 0, y: 0, width: 540, height: 300)
    root.layoutIfNeeded()
    // Width 540 - 20 = 520 holds the one-line 50 × 10.2 = 510: one line, 21 high.
    #expect(text.frame == CGRect(x: 10, y: 0, width: 520, height: 21))
  }

  /// A cell's content view: an image 40 × 40, a title and a wrapping subtitle beside it.
  func cellContent() -> (content: View, image: View, title: Label, subtitle: Label) {
    let content = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let image = View()
    image.translatesAutoresizingMaskIntoConstraints = false
    let title = label("Title")
    let subtitle = label(String(repeating: "s", count: 30), lines: 0)
    for view in [image, title, subtitle] { content.addSubview(view) }
    let bottom = subtitle.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12)
    bottom.priority = .required - 1
    LayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      image.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
      image.widthAnchor.constraint(equalToConstant: 40), image.heightAnchor.constraint(equalToConstant: 40),
      image.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -12),
      title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
      title.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4), bottom,
    ])
    return (content, image, title, subtitle)
  }

  @Test func systemLayoutSizeFittingACellAtFixedWidth() {
    TextSystems.current = ApproximateTextSystem()
    let (content, _, _, subtitle) = cellContent()
    let size = content.systemLayoutSizeFitting(
      CGSize(width: 320, height: View.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // Subtitle width 320 - 16 - 40 - 8 - 16 = 240: Int(240 / 10.2) = 23 a line, 30 → 2 lines, 40.8 → 41.
    // Height 12 + 21 (title) + 4 + 41 + 12 = 90.
    #expect(size == CGSize(width: 320, height: 90))
    // Narrower: subtitle 200 - 80 = 120 wide, Int(120 / 10.2) = 11 a line, 30 → 3 lines, 61.2 → 62;
    // 12 + 21 + 4 + 62 + 12 = 111.
    let narrow = content.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(narrow == CGSize(width: 200, height: 111))
    // Measuring leaves the view's own frame and layout alone: at 320 × 44 the subtitle is 240 wide.
    content.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(subtitle.frame.width == 240)
  }

  @Test func systemLayoutSizeFittingWithoutConstraintsUsesSizeThatFits() {
    TextSystems.current = ApproximateTextSystem()
    let text = Label()
    text.text = "Hello"
    // No constraints: sizeThatFits, 5 × 10.2 = 51 by 21.
    #expect(text.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 51, height: 21))
  }
}
