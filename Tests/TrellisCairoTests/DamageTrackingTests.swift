import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Damage tracking on a headless window: `renderChanges` redraws exactly the rectangles a scripted
/// sequence of changes damages, and its pixels equal a full render after every step of a seeded random
/// sequence of property changes.
@MainActor @Suite struct DamageTrackingTests {
  @Test func aScriptedSequenceDamagesExactlyWhatChanged() {
    withCairoRenderer { renderer in
      let host = HeadlessHost(size: CGSize(width: 400, height: 300), scale: 1, renderer: renderer)
      let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
      root.backgroundColor = .white
      let field = TextField(frame: CGRect(x: 20, y: 30, width: 200, height: 36))
      field.borderStyle = .roundedRect
      field.text = "Hello"
      root.addSubview(field)
      let cell = CollectionViewCell(frame: CGRect(x: 40, y: 100, width: 120, height: 60))
      let highlight = View()
      highlight.backgroundColor = .systemBlue
      cell.selectedBackgroundView = highlight
      root.addSubview(cell)
      let scroller = ScrollView(frame: CGRect(x: 220, y: 100, width: 160, height: 180))
      scroller.clipsToBounds = true
      scroller.contentSize = CGSize(width: 160, height: 1000)
      for row in 0..<20 {
        let item = View(frame: CGRect(x: 10, y: CGFloat(row) * 50, width: 140, height: 40))
        item.backgroundColor = row % 2 == 0 ? .systemGreen : .systemOrange
        scroller.addSubview(item)
      }
      root.addSubview(scroller)
      let mover = View(frame: CGRect(x: 10, y: 200, width: 50, height: 40))
      mover.backgroundColor = .systemRed
      root.addSubview(mover)
      host.show(root)
      let window = host.window!
      let buffer = DamageTestBuffer(width: 400, height: 300)

      _ = redrawChanges(host, renderer, buffer)
      #expect(renderer.lastDamageRedrewEverything, "the first frame draws everything")
      #expect(redrawChanges(host, renderer, buffer) == [], "nothing changed")
      #expect(!renderer.lastDamageRedrewEverything)

      // The caret: the field draws its caret in its own content, so its frame is redrawn.
      field.becomeFirstResponder()
      _ = redrawChanges(host, renderer, buffer)
      host.key(.leftArrow)
      #expect(redrawChanges(host, renderer, buffer) == [CGRect(x: 20, y: 30, width: 200, height: 36)])

      // A cell's highlight shows its selected background: the cell's frame.
      cell.isHighlighted = true
      #expect(redrawChanges(host, renderer, buffer) == [CGRect(x: 40, y: 100, width: 120, height: 60)])
      cell.isHighlighted = false
      #expect(redrawChanges(host, renderer, buffer) == [CGRect(x: 40, y: 100, width: 120, height: 60)])

      // A scroll: its pixels move (the scroll view shows the root's white through it), and the strip
      // scrolled in at the bottom is redrawn (ScrollCopyRenderingTests has more).
      scroller.setContentOffset(CGPoint(x: 0, y: 75), animated: false)
      #expect(redrawChanges(host, renderer, buffer) == [CGRect(x: 220, y: 205, width: 160, height: 75)])

      // A view moved: its old and its new frame.
      mover.frame.origin = CGPoint(x: 100, y: 230)
      #expect(
        redrawChanges(host, renderer, buffer) == [
          CGRect(x: 10, y: 200, width: 50, height: 40), CGRect(x: 100, y: 230, width: 50, height: 40),
        ])

      // A view removed: its last frame.
      mover.removeFromSuperview()
      #expect(redrawChanges(host, renderer, buffer) == [CGRect(x: 100, y: 230, width: 50, height: 40)])

      // Hidden, then shown again; a new subview; z order.
      cell.isHidden = true
      #expect(redrawChanges(host, renderer, buffer) == [CGRect(x: 40, y: 100, width: 120, height: 60)])
      cell.isHidden = false
      _ = redrawChanges(host, renderer, buffer)
      let badge = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
      cell.addSubview(badge)
      #expect(redrawChanges(host, renderer, buffer) == [CGRect(x: 45, y: 105, width: 10, height: 10)])
      badge.zPosition = 1
      #expect(redrawChanges(host, renderer, buffer) == [CGRect(x: 45, y: 105, width: 10, height: 10)])

      // A resize: everything, in a target of the new size.
      host.resize(to: CGSize(width: 420, height: 310))
      let larger = DamageTestBuffer(width: 420, height: 310)
      #expect(redrawChanges(host, renderer, larger) == [CGRect(x: 0, y: 0, width: 420, height: 310)])
      #expect(renderer.lastDamageRedrewEverything)
      _ = window
    }
  }

  /// A 60×40 cell at a random place with a background, rounded corners by index and a label.
  private func makeCell(_ index: Int, random: inout SeededRandomNumberGenerator) -> View {
    let cell = View(
      frame: CGRect(
        x: CGFloat(Int.random(in: -20...180, using: &random)), y: CGFloat(Int.random(in: -20...120, using: &random)),
        width: 60, height: 40))
    cell.backgroundColor = Color(hue: CGFloat(index % 7) / 7, saturation: 0.6, brightness: 0.9)
    cell.cornerRadius = CGFloat(index % 3) * 6
    let label = Label(frame: CGRect(x: 4, y: 10, width: 52, height: 20))
    label.text = "Cell \(index)"
    cell.addSubview(label)
    return cell
  }

  /// Cells with labels, rounded corners, borders, rotations, a clipping container (rounded at times)
  /// and opacity; each step changes
  /// one property of a random view (or adds or removes one), then the changes are redrawn over the
  /// previous frame and compared with a full render, pixel for pixel.
  @Test(arguments: [1.0, 2.0], [0, 1, 2]) func redrawingTheDamageEqualsAFullRender(scale: Double, run: Int) {
    withCairoRenderer { renderer in
      let seed = UInt64(0x5EED_DA3A) &+ UInt64(scale) &+ UInt64(run) &* 1000
      print("DamageTrackingTests.redrawingTheDamageEqualsAFullRender seed \(seed) scale \(scale)")
      var random = SeededRandomNumberGenerator(seed: seed)
      let size = CGSize(width: 240, height: 180)
      let host = HeadlessHost(size: size, scale: scale, renderer: renderer)
      let root = View(frame: CGRect(origin: .zero, size: size))
      root.backgroundColor = Color(rgb: 0x203040)
      let container = View(frame: CGRect(x: 20, y: 20, width: 200, height: 140))
      container.clipsToBounds = true
      container.backgroundColor = Color(rgb: 0xF0F0F0)
      root.addSubview(container)
      var views: [View] = [container]
      for index in 0..<10 {
        let cell = makeCell(index, random: &random)
        (index % 3 == 0 ? root : container).addSubview(cell)
        views.append(cell)
      }
      host.show(root)
      let buffer = DamageTestBuffer(width: Int(size.width * scale), height: Int(size.height * scale))
      renderer.renderChanges(of: host.window!, into: buffer.pixels, scale: scale)
      var made = 10
      for stepIndex in 0..<100 {
        let view = views[Int.random(in: 0..<views.count, using: &random)]
        let change = Int.random(in: 0..<13, using: &random)
        switch change {
        case 0: view.center.x += CGFloat(Int.random(in: -30...30, using: &random)) + 0.5
        case 1: view.center.y += CGFloat(Int.random(in: -30...30, using: &random))
        case 2: view.backgroundColor = Color(hue: .random(in: 0...1, using: &random), saturation: 0.7, brightness: 0.8)
        case 3: view.alpha = [1, 0.5, 0.8][Int.random(in: 0..<3, using: &random)]
        case 4: view.isHidden.toggle()
        case 5: view.cornerRadius = CGFloat(Int.random(in: 0...12, using: &random))
        case 6:
          view.borderWidth = CGFloat(Int.random(in: 0...3, using: &random))
          view.borderColor = .black
        case 7: view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -0.4...0.4, using: &random))
        case 8: view.zPosition = CGFloat(Int.random(in: -1...1, using: &random))
        case 9:
          guard view !== container else { continue }
          view.removeFromSuperview()
          views.removeAll { $0 === view }
        case 10:
          made += 1
          let cell = makeCell(made, random: &random)
          (Bool.random(using: &random) ? root : container).addSubview(cell)
          views.append(cell)
        case 11: container.cornerRadius = CGFloat(Int.random(in: 0...2, using: &random)) * 9
        default: container.bounds.origin.y = CGFloat(Int.random(in: -10...30, using: &random))
        }
        host.runFrame()
        renderer.renderChanges(of: host.window!, into: buffer.pixels, scale: scale)
        let full = renderer.renderImage(of: host.window!, scale: scale)
        if let difference = firstDifference(buffer.pixels, full) {
          Issue.record(
            "seed \(seed) scale \(scale) step \(stepIndex) (change \(change)): pixel (\(difference.0), \(difference.1)) is \(String(difference.2, radix: 16)), a full render gives \(String(difference.3, radix: 16)); damage \(renderer.lastDamage.rectangles)"
          )
          return
        }
      }
    }
  }
}
