import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Damage of views casting shadows: a view's extent covers its shadow's (its outline grown by twice the
/// radius and moved by the offset), so moving or changing a shadowed view redraws where the shadow was
/// and is, and damage-tracked frames (scrolls moving pixels included) equal full renders.
@MainActor @Suite struct ShadowDamageTests {
  @Test func movingAShadowedViewDamagesItsOldAndNewShadowExtents() {
    withCairoRenderer { renderer in
      let host = HeadlessHost(size: CGSize(width: 300, height: 200), scale: 1, renderer: renderer)
      let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      root.backgroundColor = .white
      let card = View(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
      card.backgroundColor = Color(rgb: 0xFF0000)
      card.shadowOpacity = 0.5
      card.shadowRadius = 4
      card.shadowOffset = CGSize(width: 0, height: 5)
      root.addSubview(card)
      host.show(root)
      let buffer = DamageTestBuffer(width: 300, height: 200)
      _ = redrawChanges(host, renderer, buffer)
      #expect(redrawChanges(host, renderer, buffer) == [], "nothing changed")

      // The extent: the bounds grown by 2 × 4 and moved 5 down.
      card.center.x += 100
      #expect(
        redrawChanges(host, renderer, buffer) == [
          CGRect(x: 42, y: 47, width: 56, height: 56), CGRect(x: 142, y: 47, width: 56, height: 56),
        ])
      #expect(firstDifference(buffer.pixels, renderer.renderImage(of: host.window!, scale: 1)) == nil)

      // A larger radius and offset: the old extent and the new, larger one.
      card.shadowRadius = 6
      card.shadowOffset = CGSize(width: 3, height: 0)
      // The old extent (142, 47, 56, 56) and the new (141, 38, 64, 64) overlap: one rectangle covers both.
      #expect(redrawChanges(host, renderer, buffer) == [CGRect(x: 141, y: 38, width: 64, height: 65)])
      #expect(firstDifference(buffer.pixels, renderer.renderImage(of: host.window!, scale: 1)) == nil)

      // Fading the shadow out: the old extent, then the bounds alone.
      card.shadowOpacity = 0
      #expect(
        redrawChanges(host, renderer, buffer) == [CGRect(x: 141, y: 38, width: 64, height: 64)], "covers the bounds")
      #expect(firstDifference(buffer.pixels, renderer.renderImage(of: host.window!, scale: 1)) == nil)
    }
  }

  /// Shadowed cards, some inside a clipping scroll view whose scrolls move pixels, some over it; each
  /// step moves a card, changes one of its shadow's properties or scrolls, then the changes are redrawn
  /// over the previous frame and compared with a full render, pixel for pixel.
  @Test(arguments: [1.0, 2.0]) func redrawingShadowDamageEqualsAFullRender(scale: Double) {
    withCairoRenderer { renderer in
      let seed = UInt64(0x5AD0_3000) &+ UInt64(scale)
      var random = SeededRandomNumberGenerator(seed: seed)
      let size = CGSize(width: 240, height: 180)
      let host = HeadlessHost(size: size, scale: scale, renderer: renderer)
      let root = View(frame: CGRect(origin: .zero, size: size))
      root.backgroundColor = Color(rgb: 0xF0F0F0)
      let scroller = ScrollView(frame: CGRect(x: 30, y: 20, width: 150, height: 140))
      scroller.backgroundColor = .white
      scroller.showsVerticalScrollIndicator = false
      scroller.contentSize = CGSize(width: 150, height: 600)
      root.addSubview(scroller)
      var cards: [View] = []
      for index in 0..<8 {
        let card = View(
          frame: CGRect(
            x: CGFloat(Int.random(in: 0...180, using: &random)), y: CGFloat(Int.random(in: 0...140, using: &random)),
            width: 50, height: 36))
        card.backgroundColor = Color(hue: CGFloat(index) / 8, saturation: 0.6, brightness: 0.9)
        card.cornerRadius = CGFloat(index % 3) * 5
        card.shadowOpacity = 0.4
        card.shadowRadius = CGFloat(index % 4) * 2
        card.shadowOffset = CGSize(width: 0, height: CGFloat(index % 3) * 2)
        if index % 2 == 0 { card.shadowPath = Path(roundedRect: card.bounds, cornerRadius: card.cornerRadius) }
        (index % 3 == 0 ? root : scroller).addSubview(card)
        cards.append(card)
      }
      host.show(root)
      let buffer = DamageTestBuffer(width: Int(size.width * scale), height: Int(size.height * scale))
      renderer.renderChanges(of: host.window!, into: buffer.pixels, scale: scale)
      for stepIndex in 0..<60 {
        let card = cards[Int.random(in: 0..<cards.count, using: &random)]
        let change = Int.random(in: 0..<7, using: &random)
        switch change {
        case 0: card.center.x += CGFloat(Int.random(in: -30...30, using: &random))
        case 1: card.center.y += CGFloat(Int.random(in: -30...30, using: &random))
        case 2: card.shadowRadius = CGFloat(Int.random(in: 0...8, using: &random))
        case 3:
          card.shadowOffset = CGSize(
            width: CGFloat(Int.random(in: -6...6, using: &random)),
            height: CGFloat(Int.random(in: -6...6, using: &random)))
        case 4: card.shadowOpacity = [0, 0.3, 0.8][Int.random(in: 0..<3, using: &random)]
        case 5:
          card.shadowPath =
            Bool.random(using: &random) ? nil : Path(ellipseIn: card.bounds.insetBy(dx: -4, dy: -2))
        default: scroller.contentOffset.y = CGFloat(Int.random(in: 0...200, using: &random))
        }
        _ = redrawChanges(host, renderer, buffer, scale: scale)
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
