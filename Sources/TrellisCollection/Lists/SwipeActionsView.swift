import Foundation
import TrellisGeometry
import TrellisUI

/// The buttons a swiped row reveals, drawn side by side in the revealed width: the first action
/// nearest the swiped edge; each button as wide as its title needs (at least `minimumButtonWidth`),
/// all scaled to the revealed width while it is smaller, any extra width going to the first action.
@MainActor package final class SwipeActionsView: View {
  /// The actions, the first nearest the edge.
  package let actions: [ContextualAction]
  /// The edge the buttons are at.
  package let edge: SwipeEdge
  /// The button the keyboard is on.
  package var focusedIndex: Int? { didSet { if focusedIndex != oldValue { setNeedsDisplay() } } }

  /// The narrowest button.
  package static let minimumButtonWidth: CGFloat = 74
  /// The space on each side of a title.
  package static let titlePadding: CGFloat = 15
  /// The titles' font.
  package static let titleFont = Font.systemFont(ofSize: 15, weight: .medium)

  /// Creates the view of a configuration's actions at an edge.
  package init(actions: [ContextualAction], edge: SwipeEdge) {
    self.actions = actions
    self.edge = edge
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  /// Trellis reads no archives.
  package required init?(coder: NSCoder) { nil }

  /// The width a button wants: its title's width plus padding, at least the minimum.
  package static func naturalWidth(of action: ContextualAction) -> CGFloat {
    let title = TextSystems.current.size(of: TextBlock(action.title ?? "", font: titleFont), maxWidth: nil).width
    return max(minimumButtonWidth, title + 2 * titlePadding)
  }

  /// The width all buttons want together: how far the row opens.
  /// - Complexity: O(actions and their titles' lengths).
  package static func openWidth(of actions: [ContextualAction]) -> CGFloat {
    actions.reduce(0) { $0 + naturalWidth(of: $1) }
  }

  /// The buttons' frames in a revealed area of `width` × `height` whose edge side is `edgeOnRight`,
  /// in action order.
  /// - Complexity: O(actions and their titles' lengths).
  package static func buttonFrames(
    of actions: [ContextualAction], width: CGFloat, height: CGFloat, edgeOnRight: Bool
  ) -> [CGRect] {
    let natural = actions.map(naturalWidth(of:))
    let total = natural.reduce(0, +)
    guard total > 0 else { return [] }
    let scale = width < total ? width / total : 1
    var widths = natural.map { $0 * scale }
    if width > total, !widths.isEmpty { widths[0] += width - total }
    var frames: [CGRect] = []
    var x: CGFloat = edgeOnRight ? width : 0
    for w in widths {
      if edgeOnRight {
        x -= w
        frames.append(CGRect(x: x, y: 0, width: w, height: height))
      } else {
        frames.append(CGRect(x: x, y: 0, width: w, height: height))
        x += w
      }
    }
    return frames
  }

  /// Whether the edge is on the right on screen.
  package var edgeOnRight: Bool {
    (edge == .trailing) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  /// The buttons draw themselves.
  package override var drawsContent: Bool { true }

  /// Draws each button: its colour, its title centred, a ring on the keyboard's button.
  package override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    let frames = Self.buttonFrames(of: actions, width: bounds.width, height: bounds.height, edgeOnRight: edgeOnRight)
    for (index, (action, frame)) in zip(actions, frames).enumerated() {
      context.fillColor = action.backgroundColor ?? .systemGray
      context.fill(frame)
      if let title = action.title {
        let block = TextBlock(title, font: Self.titleFont, color: .white, alignment: .center)
        let size = TextSystems.current.size(of: block, maxWidth: nil)
        context.draw(
          block, in: CGRect(x: frame.minX, y: frame.midY - size.height / 2, width: frame.width, height: size.height))
      }
      if index == focusedIndex {
        context.strokeColor = .white
        context.lineWidth = 2
        context.stroke(Path(rect: frame.insetBy(dx: 3, dy: 3)))
      }
    }
  }
}
