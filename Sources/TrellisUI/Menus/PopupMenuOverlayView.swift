import Foundation
import TrellisGeometry

/// A transparent view over the whole window while a popup menu is open: it holds the panel, takes every
/// touch (so nothing under the menu reacts), and takes the keyboard.
@MainActor final class PopupMenuOverlayView: View {
  /// Where a touch on the overlay began.
  private enum Tracking {
    case panel
    case preview
  }

  private unowned let menu: PopupMenu
  let panel: PopupMenuPanelView
  private let arrow = View()
  private let previewOutline = View()
  private var tracking: Tracking?

  init(menu: PopupMenu, style: PopupMenu.Style) {
    self.menu = menu
    panel = PopupMenuPanelView(style: style)
    super.init(frame: .zero)
    previewOutline.isUserInteractionEnabled = false
    previewOutline.borderWidth = 3
    previewOutline.borderColor = .systemBlue
    previewOutline.cornerRadius = 6
    previewOutline.isHidden = true
    addSubview(previewOutline)
    arrow.isUserInteractionEnabled = false
    arrow.backgroundColor = panel.backgroundColor
    arrow.isHidden = style != .editBar
    addSubview(arrow)
    addSubview(panel)
  }

  required init?(coder: NSCoder) { nil }

  /// Puts the edit bar's arrow on the panel's edge facing the target, under the target's centre.
  func placeArrow(pointingAt target: CGRect, below: Bool, panel frame: CGRect) {
    let side: CGFloat = 12
    let x = min(max(target.midX, frame.minX + 14), frame.maxX - 14)
    let y = below ? frame.minY : frame.maxY
    arrow.bounds = CGRect(x: 0, y: 0, width: side, height: side)
    arrow.center = CGPoint(x: x, y: y)
    arrow.transform = CGAffineTransform(rotationAngle: .pi / 4)
  }

  /// Outlines the previewed item (nil hides the outline).
  func showPreview(_ frame: CGRect?) {
    previewOutline.isHidden = frame == nil
    if let frame { previewOutline.frame = frame.insetBy(dx: -2, dy: -2) }
  }

  /// The overlay takes the keyboard while the menu is open.
  override var canBecomeFirstResponder: Bool { true }

  private func rowIndex(at point: CGPoint) -> Int? {
    panel.entryIndex(at: CGPoint(x: point.x - panel.frame.minX, y: point.y - panel.frame.minY))
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard let point = touches.first?.location(in: self) else { return }
    if panel.frame.contains(point) {
      tracking = .panel
      menu.highlight(rowIndex(at: point))
    } else if let preview = menu.previewFrame, preview.contains(point) {
      tracking = .preview
    } else {
      tracking = nil
      menu.dismiss()
    }
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard tracking == .panel, let point = touches.first?.location(in: self) else { return }
    menu.highlight(panel.frame.contains(point) ? rowIndex(at: point) : nil)
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let tracking, let point = touches.first?.location(in: self) else { return }
    self.tracking = nil
    switch tracking {
    case .panel:
      if panel.frame.contains(point), let index = rowIndex(at: point) { menu.choose(index) }
    case .preview:
      if let preview = menu.previewFrame, preview.contains(point) { menu.close(.previewTapped) }
    }
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { tracking = nil }

  override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    for press in presses { handle(press) }
  }

  private func handle(_ press: Press) {
    let horizontal = panel.style == .editBar
    switch press.key {
    case .upArrow where !horizontal: menu.moveHighlight(by: -1)
    case .downArrow where !horizontal: menu.moveHighlight(by: 1)
    case .leftArrow where horizontal: menu.moveHighlight(by: -1)
    case .rightArrow where horizontal: menu.moveHighlight(by: 1)
    case .rightArrow: menu.openHighlightedSubmenu()
    case .leftArrow: menu.goBack()
    case .returnOrEnter, .space: menu.chooseHighlighted()
    case .escape: menu.escape()
    default: break
    }
  }

  override func scrollWheel(with event: Event) { menu.dismiss() }

  /// A secondary click elsewhere closes this menu and reaches the view under it, which may open another.
  override func rightMouseDown(with event: Event) {
    let window = self.window
    menu.dismiss()
    window?.sendEvent(event)
  }
}
