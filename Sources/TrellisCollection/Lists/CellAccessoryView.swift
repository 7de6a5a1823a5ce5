import Foundation
import TrellisGeometry
import TrellisUI

/// The view that draws one accessory of a list cell, as tall as the cell, its symbol centred; taps on
/// an accessory with an action run it and don't reach the cell.
@MainActor package final class CellAccessoryView: View {
  /// The accessory drawn.
  package var accessory: CellAccessory { didSet { setNeedsDisplay() } }
  /// Whether the outline disclosure points down (expanded) or toward the trailing edge.
  package var isExpanded = false { didSet { if isExpanded != oldValue { setNeedsDisplay() } } }
  /// Whether the cell is selected (multiselect fills its circle).
  package var isCellSelected = false { didSet { if isCellSelected != oldValue { setNeedsDisplay() } } }
  /// What a tap runs; nil lets taps through to the cell.
  package var tapAction: (@MainActor () -> Void)?
  /// The label of a `.label` accessory.
  private var label: Label?

  /// Creates the view of an accessory.
  package init(accessory: CellAccessory) {
    self.accessory = accessory
    super.init(frame: .zero)
    if case .label(let text, let font) = accessory.kind {
      let label = Label()
      label.text = text
      label.font = font
      label.textColor = accessory.tintColor ?? .secondaryLabel
      addSubview(label)
      self.label = label
    }
    if case .customView(let view, _, _) = accessory.kind { addSubview(view) }
  }

  /// Trellis reads no archives.
  package required init?(coder: NSCoder) { nil }

  /// The standard width of each kind (the symbol plus air); `.label` and `.customView` measure their content.
  package static func standardWidth(of accessory: CellAccessory) -> CGFloat {
    switch accessory.kind {
    case .disclosureIndicator: 12
    case .checkmark: 16
    case .delete, .insert, .multiselect, .reorder, .outlineDisclosure: 24
    case .label(let text, let font):
      TextSystems.current.size(of: TextBlock(text, font: font), maxWidth: nil).width
    case .customView(let view, _, _): view.bounds.width
    }
  }

  /// The width the accessory takes: its reserved width (a negative one as 0, a non-finite one ignored),
  /// else its standard width.
  package static func width(of accessory: CellAccessory) -> CGFloat {
    switch accessory.reservedLayoutWidth {
    case .custom(let width): width.isFinite ? max(0, width) : standardWidth(of: accessory)
    case .actual, .standard: standardWidth(of: accessory)
    }
  }

  /// Centres the label or custom view.
  package override func layoutSubviews() {
    super.layoutSubviews()
    label?.frame = bounds
    if case .customView(let view, _, let fixed) = accessory.kind {
      let size = fixed ? view.bounds.size : CGSize(width: view.bounds.width, height: bounds.height)
      view.frame = CGRect(
        x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
        width: size.width, height: size.height)
    }
  }

  /// Accessories draw their symbols.
  package override var drawsContent: Bool { true }

  /// Draws the accessory's symbol centred in the bounds.
  package override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    let c = CGPoint(x: bounds.midX, y: bounds.midY)
    let tint: Color = accessory.tintColor ?? tintColor
    switch accessory.kind {
    case .disclosureIndicator:
      chevron(in: context, at: c, pointingDown: false, color: accessory.tintColor ?? .tertiaryLabel)
    case .outlineDisclosure(let style, _):
      let color = accessory.tintColor ?? (style == .header ? tint : .secondaryLabel)
      chevron(in: context, at: c, pointingDown: isExpanded, color: color)
    case .checkmark:
      var path = Path()
      path.move(to: CGPoint(x: c.x - 7, y: c.y))
      path.addLine(to: CGPoint(x: c.x - 2, y: c.y + 5))
      path.addLine(to: CGPoint(x: c.x + 7, y: c.y - 6))
      context.strokeColor = tint
      context.lineWidth = 2
      context.stroke(path)
    case .delete(_, let background), .insert(_, let background):
      var isDelete = false
      if case .delete = accessory.kind { isDelete = true }
      context.fillColor = background ?? (isDelete ? .systemRed : .systemGreen)
      context.fillEllipse(in: CGRect(x: c.x - 11, y: c.y - 11, width: 22, height: 22))
      context.fillColor = accessory.tintColor ?? .white
      context.fill(CGRect(x: c.x - 6, y: c.y - 1, width: 12, height: 2))
      if !isDelete { context.fill(CGRect(x: c.x - 1, y: c.y - 6, width: 2, height: 12)) }
    case .multiselect(let background):
      let circle = CGRect(x: c.x - 11, y: c.y - 11, width: 22, height: 22)
      if isCellSelected {
        context.fillColor = background ?? tint
        context.fillEllipse(in: circle)
        var check = Path()
        check.move(to: CGPoint(x: c.x - 5, y: c.y))
        check.addLine(to: CGPoint(x: c.x - 1.5, y: c.y + 4))
        check.addLine(to: CGPoint(x: c.x + 5, y: c.y - 4))
        context.strokeColor = .white
        context.lineWidth = 2
        context.stroke(check)
      } else {
        context.strokeColor = .systemGray2
        context.lineWidth = 1.5
        context.stroke(Path(ellipseIn: circle.insetBy(dx: 0.75, dy: 0.75)))
      }
    case .reorder(let showsSeparator):
      context.fillColor = accessory.tintColor ?? .systemGray2
      for dy in [-6.0, -1.0, 4.0] { context.fill(CGRect(x: c.x - 9, y: c.y + dy, width: 18, height: 2)) }
      if showsSeparator {
        context.fillColor = .separator
        context.fill(CGRect(x: 0, y: 0, width: 1 / max(1, traitCollection.displayScale), height: bounds.height))
      }
    case .label, .customView:
      break
    }
  }

  /// A 7 × 12 chevron pointing toward the trailing edge, or down, stroked 2 pt wide.
  private func chevron(in context: GraphicsContext, at c: CGPoint, pointingDown: Bool, color: Color) {
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var path = Path()
    if pointingDown {
      path.move(to: CGPoint(x: c.x - 6, y: c.y - 3.5))
      path.addLine(to: CGPoint(x: c.x, y: c.y + 3.5))
      path.addLine(to: CGPoint(x: c.x + 6, y: c.y - 3.5))
    } else {
      let s: CGFloat = rtl ? -1 : 1
      path.move(to: CGPoint(x: c.x - 3.5 * s, y: c.y - 6))
      path.addLine(to: CGPoint(x: c.x + 3.5 * s, y: c.y))
      path.addLine(to: CGPoint(x: c.x - 3.5 * s, y: c.y + 6))
    }
    context.strokeColor = color
    context.lineWidth = 2
    context.stroke(path)
  }

  /// Keeps a touch on an accessory with an action away from the cell.
  package override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if tapAction == nil { super.touchesBegan(touches, with: event) }
  }

  /// Keeps a touch on an accessory with an action away from the cell.
  package override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    if tapAction == nil { super.touchesMoved(touches, with: event) }
  }

  /// A lift inside the accessory runs its action.
  package override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let tapAction else { return super.touchesEnded(touches, with: event) }
    if let touch = touches.first, bounds.contains(touch.location(in: self)) { tapAction() }
  }

  /// A cancelled touch runs nothing.
  package override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    if tapAction == nil { super.touchesCancelled(touches, with: event) }
  }
}
