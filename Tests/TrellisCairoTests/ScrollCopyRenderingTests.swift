import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Scrolls drawn by moving pixels (`renderChanges` with a `ScrollCopy`): exactly the strips scrolled in
/// are redrawn, and after every step of seeded random scrolls mixed with other changes the pixels
/// equal a full render.
@MainActor @Suite struct ScrollCopyRenderingTests {
  /// A window with a scroll view of rows over an opaque root, a label drawn over part of the scroll
  /// view, and a view below it that can be moved into its rectangle.
  @MainActor final class Scene {
    let host: HeadlessHost
    let root = View(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
    let under = View(frame: CGRect(x: 4, y: 4, width: 30, height: 30))
    let scroller = ScrollView(frame: CGRect(x: 40, y: 20, width: 160, height: 150))
    let over = Label(frame: CGRect(x: 150, y: 60, width: 80, height: 24))
    var rows: [View] = []
    let buffer: DamageTestBuffer

    init(renderer: CairoRenderer, scale: CGFloat) {
      host = HeadlessHost(size: root.bounds.size, scale: scale, renderer: renderer)
      root.backgroundColor = Color(rgb: 0x203040)
      under.backgroundColor = .systemYellow
      root.addSubview(under)
      scroller.clipsToBounds = true
      scroller.showsVerticalScrollIndicator = false
      scroller.showsHorizontalScrollIndicator = false
      scroller.contentSize = CGSize(width: 320, height: 1200)
      for index in 0..<30 {
        let row = View(frame: CGRect(x: 6, y: CGFloat(index) * 40 + 4, width: 300, height: 32))
        row.backgroundColor = Color(hue: CGFloat(index % 9) / 9, saturation: 0.6, brightness: 0.9)
        row.cornerRadius = CGFloat(index % 3) * 5
        let label = Label(frame: CGRect(x: 8, y: 6, width: 120, height: 20))
        label.text = "Row \(index)"
        row.addSubview(label)
        scroller.addSubview(row)
        rows.append(row)
      }
      root.addSubview(scroller)
      over.text = "Over"
      over.backgroundColor = Color(rgb: 0xFFFFFF, alpha: 0.7)
      root.addSubview(over)
      host.show(root)
      buffer = DamageTestBuffer(
        width: Int(root.bounds.width * scale), height: Int(root.bounds.height * scale))
    }

    /// Runs a frame and redraws its changes over the last one with `renderer`.
    func draw(_ renderer: CairoRenderer, scale: CGFloat = 1) {
      host.runFrame()
      renderer.renderChanges(of: host.window!, into: buffer.pixels, scale: scale)
    }
  }

  @Test func aScrollRedrawsOnlyTheStripScrolledIn() {
    withCairoRenderer { renderer in
      let scene = Scene(renderer: renderer, scale: 1)
      scene.over.isHidden = true
      scene.draw(renderer)
      #expect(renderer.lastDamageRedrewEverything)

      // Down 20 points: the content moves up, a 20-point strip comes in at the bottom.
      let moved = renderer.statistics.movedPixels
      scene.scroller.contentOffset = CGPoint(x: 0, y: 20)
      scene.draw(renderer)
      #expect(!renderer.lastDamageRedrewEverything)
      #expect(renderer.lastDamage.rectangles == [CGRect(x: 40, y: 150, width: 160, height: 20)])
      #expect(renderer.statistics.movedPixels - moved == 160 * 130)

      // Back up 5 and right 10: a top strip and what remains of the right side.
      scene.scroller.contentOffset = CGPoint(x: 10, y: 15)
      scene.draw(renderer)
      #expect(
        Set(renderer.lastDamage.rectangles) == [
          CGRect(x: 40, y: 20, width: 160, height: 5), CGRect(x: 190, y: 25, width: 10, height: 145),
        ])

      // A row that changed while scrolling: its old place moved with the pixels, and its new place.
      scene.rows[1].backgroundColor = .systemRed
      scene.scroller.contentOffset = CGPoint(x: 10, y: 25)
      scene.draw(renderer)
      // Row 1 is at content y 44...76, now at window y 20 + 44 - 25 = 39.
      #expect(renderer.lastDamage.rectangles.contains(CGRect(x: 40, y: 160, width: 160, height: 10)))
      #expect(renderer.lastDamage.rectangles.contains { $0.covers(CGRect(x: 40, y: 39, width: 160, height: 32)) })
      #expect(firstDifference(scene.buffer.pixels, renderer.renderImage(of: scene.host.window!, scale: 1)) == nil)

      // Half a point at scale 1 can't be moved: the scroll view's rectangle is redrawn.
      scene.scroller.contentOffset = CGPoint(x: 10, y: 25.5)
      scene.draw(renderer)
      #expect(renderer.lastDamage.rectangles == [CGRect(x: 40, y: 20, width: 160, height: 150)])
    }
  }

  @Test func aViewBelowReachingTheScrollMakesItRedrawWhenTheScrollViewIsClear() {
    withCairoRenderer { renderer in
      let scene = Scene(renderer: renderer, scale: 1)
      scene.over.isHidden = true
      scene.draw(renderer)
      // The scroll view has no background: the root's shows through, one colour, so pixels move.
      scene.scroller.contentOffset = CGPoint(x: 0, y: 8)
      scene.draw(renderer)
      #expect(renderer.lastDamage.rectangles == [CGRect(x: 40, y: 162, width: 160, height: 8)])
      // A view below now shows through it and stays put: no move.
      scene.under.frame.origin = CGPoint(x: 50, y: 100)
      scene.draw(renderer)
      scene.scroller.contentOffset = CGPoint(x: 0, y: 16)
      scene.draw(renderer)
      #expect(renderer.lastDamage.rectangles == [CGRect(x: 40, y: 20, width: 160, height: 150)])
      // With an opaque background of its own the view below is hidden: pixels move again.
      scene.scroller.backgroundColor = .white
      scene.draw(renderer)
      scene.scroller.contentOffset = CGPoint(x: 0, y: 20)
      scene.draw(renderer)
      #expect(renderer.lastDamage.rectangles == [CGRect(x: 40, y: 166, width: 160, height: 4)])
      #expect(firstDifference(scene.buffer.pixels, renderer.renderImage(of: scene.host.window!, scale: 1)) == nil)
    }
  }

  /// Each step makes one to three random changes (scrolls by whole and half points, rows recoloured,
  /// moved or hidden, the view over the scroll moved or shown, the view below moved, the scroll view's
  /// background and alpha), then the changes are redrawn over the previous frame and compared with a
  /// full render, pixel for pixel.
  @Test(arguments: [1.0, 2.0], [0, 1]) func movingPixelsEqualsAFullRender(scale: Double, run: Int) {
    withCairoRenderer { renderer in
      let seed = UInt64(0x5C2_011C) &+ UInt64(scale) &+ UInt64(run) &* 1000
      print("ScrollCopyRenderingTests.movingPixelsEqualsAFullRender seed \(seed) scale \(scale)")
      var random = SeededRandomNumberGenerator(seed: seed)
      let scene = Scene(renderer: renderer, scale: scale)
      let window = scene.host.window!
      renderer.renderChanges(of: window, into: scene.buffer.pixels, scale: scale)
      var movingFrames = 0
      for stepIndex in 0..<120 {
        var changes: [Int] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          let change = Int.random(in: 0..<16, using: &random)
          changes.append(change)
          let row = scene.rows[Int.random(in: 0..<scene.rows.count, using: &random)]
          switch change {
          case 0: row.backgroundColor = Color(hue: .random(in: 0...1, using: &random), saturation: 0.7, brightness: 0.8)
          case 1: row.center.x += CGFloat(Int.random(in: -20...20, using: &random))
          case 2: row.isHidden.toggle()
          case 3: scene.over.center.y += CGFloat(Int.random(in: -30...30, using: &random))
          case 4: scene.over.isHidden.toggle()
          case 5: scene.under.frame.origin.x = [4, 50, 190][Int.random(in: 0..<3, using: &random)]
          case 6:
            scene.scroller.backgroundColor =
              [nil, .white, Color(rgb: 0x80FF80, alpha: 0.5)][Int.random(in: 0..<3, using: &random)]
          case 7: scene.scroller.alpha = [1, 1, 0.8][Int.random(in: 0..<3, using: &random)]
          case 8: scene.scroller.contentOffset.y = max(0, scene.scroller.contentOffset.y + 0.5)
          default:
            let offset = scene.scroller.contentOffset
            scene.scroller.contentOffset = CGPoint(
              x: min(160, max(0, offset.x + CGFloat(Int.random(in: -6...6, using: &random)))),
              y: min(1050, max(0, offset.y + CGFloat(Int.random(in: -40...40, using: &random)))))
          }
        }
        let moved = renderer.statistics.movedPixels
        scene.draw(renderer, scale: scale)
        if renderer.statistics.movedPixels > moved { movingFrames += 1 }
        let full = renderer.renderImage(of: window, scale: scale)
        if let difference = firstDifference(scene.buffer.pixels, full) {
          Issue.record(
            "seed \(seed) scale \(scale) step \(stepIndex) (changes \(changes)): pixel (\(difference.0), \(difference.1)) is \(String(difference.2, radix: 16)), a full render gives \(String(difference.3, radix: 16)); damage \(renderer.lastDamage.rectangles)"
          )
          return
        }
      }
      // The sequence must have exercised the move, often.
      print("ScrollCopyRenderingTests.movingPixelsEqualsAFullRender: \(movingFrames) of 120 frames moved pixels")
      #expect(movingFrames >= 12, "only \(movingFrames) of 120 frames moved pixels")
    }
  }
}
