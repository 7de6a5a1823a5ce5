import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// `TextField` measured and drawn by pango: the caret stands where pango puts the text before it, and
/// the placeholder, selection, marked text and caret show in their colours.
@MainActor @Suite struct TextFieldRenderingTests {
  /// A 360×100 screen at 2x with a white background and a rounded field at (20, 30, 320, 36).
  private func hosted(_ renderer: CairoRenderer, text: String) -> (HeadlessHost, TextField) {
    let host = HeadlessHost(size: CGSize(width: 360, height: 100), scale: 2, renderer: renderer)
    let background = View(frame: CGRect(x: 0, y: 0, width: 360, height: 100))
    background.backgroundColor = .systemGroupedBackground
    let field = TextField(frame: CGRect(x: 20, y: 30, width: 320, height: 36))
    field.borderStyle = .roundedRect
    field.placeholder = "Search"
    field.clearButtonMode = .whileEditing
    field.text = text
    background.addSubview(field)
    host.show(background)
    return (host, field)
  }

  @Test func theCaretStandsAtPangosWidthOfTheTextBeforeIt() {
    withCairoRenderer { renderer in
      let (host, field) = hosted(renderer, text: "日本語 e\u{301}🇯🇵 text")
      field.becomeFirstResponder()
      let font = field.font!
      let start = field.editingRect(forBounds: field.bounds).minX
      for caret in [0, 1, 2, 3, 5, 6, 9] {
        host.key(.home)
        for _ in 0..<caret { host.key(.rightArrow) }
        let prefix = String(field.text!.prefix(caret))
        let measured = PangoTextSystem.shared.caretOffsets(in: prefix, font: font).last!
        #expect(field.caretRect.minX == ((start + measured) * 2).rounded() / 2, "caret after \(caret) clusters")
        let rounded = PangoTextSystem.shared.size(of: TextBlock(prefix, font: font), maxWidth: nil).width
        #expect(abs(rounded - measured) < 1, "the same width as a label measures")
      }
    }
  }

  @Test func placeholderSelectionAndCaretShowInTheirColours() {
    withCairoRenderer { renderer in
      let (host, field) = hosted(renderer, text: "")
      let box = field.convert(field.placeholderRect(forBounds: field.bounds), to: nil)
      var image = renderer.renderImage(of: host.window!, scale: 2)
      var darkest = 255
      for y in Int(box.minY * 2)..<Int(box.maxY * 2) {
        for x in Int(box.minX * 2)..<Int(box.maxX * 2) { darkest = min(darkest, image.rgba(x, y).r) }
      }
      // placeholderText (60, 60, 67 at 30%) over white is 197 at full coverage.
      #expect(darkest >= 190 && darkest < 230, "the placeholder is light grey (darkest red \(darkest))")
      field.text = "Hello wörld 日本"
      field.becomeFirstResponder()
      let caret = field.convert(field.caretRect, to: nil)
      image = renderer.renderImage(of: host.window!, scale: 2)
      #expect(image.isColor(Int(caret.midX * 2), Int(caret.midY * 2), 0, 122, 255), "the caret is the tint")
      host.key(.home)
      for _ in 0..<5 { host.key(.rightArrow, modifiers: .shift) }
      let start = field.convert(CGPoint(x: field.editingRect(forBounds: field.bounds).minX, y: caret.minY), to: nil)
      image = renderer.renderImage(of: host.window!, scale: 2)
      // The tint at 20% over white: (204, 228, 255), at the top of the line box where no glyph reaches.
      #expect(image.isColor(Int(start.x * 2) + 2, Int(caret.minY * 2) + 1, 204, 228, 255), "the selection")
      #expect(
        image.isColor(Int(caret.midX * 2), Int(caret.midY * 2), 255, 255, 255), "no caret while a selection shows")
    }
  }
}
