import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import showcase

/// The Chat and Feed scenes at 960×640: messages and posts are measured only when shown, and nothing on
/// screen jumps while the ones coming into view are measured.
@MainActor
@Suite("Self-sizing scenes: Chat and Feed")
struct SelfSizingScenesTests {
  /// Every visible cell's frame in the window, by item.
  static func screenFrames(_ cv: CollectionView) -> [Int: CGRect] {
    var frames: [Int: CGRect] = [:]
    for cell in cv.visibleCells {
      guard let item = cv.indexPath(for: cell)?.item else { continue }
      frames[item] = cell.convert(cell.bounds, to: nil)
    }
    return frames
  }

  /// Checks one frame against the previous: cells on screen in both kept their sizes and all moved by
  /// one same distance (the scroll), so nothing jumped relative to anything else. Returns the distance.
  @discardableResult
  static func expectRigid(_ before: [Int: CGRect], _ after: [Int: CGRect], _ what: String) -> CGFloat? {
    var shift: CGFloat?
    for (item, old) in before {
      guard let new = after[item] else { continue }
      #expect(new.size == old.size, "\(what): message \(item) changed size on screen, \(old) → \(new)")
      let dy = new.minY - old.minY
      if let shift {
        #expect(abs(dy - shift) < 0.001, "\(what): message \(item) moved \(dy), the others \(shift)")
      } else {
        shift = dy
      }
    }
    return shift
  }

  @Test func theChatOpensAtTheNewestAndScrollsUpThroughUnmeasuredMessagesWithoutAJump() throws {
    let scene = ChatScene()
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    host.show(scene)
    scene.collectionView.errorHandler = { Issue.record("unexpected error: \($0)") }
    host.runFrame()
    let cv = scene.collectionView!
    let layout = try #require(cv.collectionViewLayout as? FlowLayout)
    // Opened at the newest message, its bottom on the view's bottom edge.
    let last = try #require(cv.cellForItem(at: IndexPath(item: ChatScene.messageCount - 1, section: 0)))
    #expect(last.frame.maxY == cv.contentOffset.y + cv.bounds.height)
    #expect(layout.measuredItemCount < 40, "only the messages near the end were measured")
    // A fling down the screen (towards older messages), checked frame by frame: the drag, then the
    // deceleration.
    var frames = Self.screenFrames(cv)
    var moved: CGFloat = 0
    host.send(.touchDown(id: 1, location: CGPoint(x: 480, y: 150), pointer: false))
    for step in 1...8 {
      Application.shared.clock.advance(to: host.now + host.frameInterval)
      host.send(.touchMoved(id: 1, location: CGPoint(x: 480, y: 150 + CGFloat(step) * 50)))
      let next = Self.screenFrames(cv)
      moved += Self.expectRigid(frames, next, "drag step \(step)") ?? 0
      frames = next
    }
    host.send(.touchUp(id: 1, location: CGPoint(x: 480, y: 550)))
    for frame in 0..<240 {
      host.advance(by: host.frameInterval)
      let next = Self.screenFrames(cv)
      moved += Self.expectRigid(frames, next, "fling frame \(frame)") ?? 0
      frames = next
      #expect(cv.checkInvariants() == [], "invariants at fling frame \(frame)")
    }
    #expect(moved > 1_000, "the fling carried the history \(moved) points down")
    #expect(layout.measuredItemCount > 40, "the messages scrolled through were measured")
    #expect(layout.measuredItemCount < 200, "only those: \(layout.measuredItemCount) of 2,000")
  }

  @Test func theFeedMeasuresPostsAsTheyAppear() throws {
    let scene = FeedScene()
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    host.show(scene)
    scene.collectionView.errorHandler = { Issue.record("unexpected error: \($0)") }
    host.runFrame()
    let cv = scene.collectionView!
    // Post 0 has a photo (every third does): taller than its 160-pt estimate; post 1 has none.
    let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
    let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(first.frame.height > 300)
    #expect(second.frame.minY == first.frame.maxY + 12, "12 pt between posts")
    // The readable content guide: 672 pt wide, centred in the 960-pt view.
    #expect(first.frame.width == 672)
    #expect(first.frame.midX == 480)
    var frames = Self.screenFrames(cv)
    for step in 0..<60 {
      cv.contentOffset.y += 40
      host.runFrame()
      let next = Self.screenFrames(cv)
      Self.expectRigid(frames, next, "scroll step \(step)")
      frames = next
    }
    #expect(cv.checkInvariants() == [])
  }
}
