import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import showcase

/// The Image Grid decodes its files off the main actor with placeholders, started by prefetching and
/// cancelled when no longer needed. The window is 320×240: cells of 148×112 with 6-pt spacing and 8-pt
/// insets give two columns and two rows on screen.
@MainActor
@Suite("Image Grid: decoding off the main actor, prefetching, cancellation")
struct ImageGridSceneTests {
  @Test func placeholdersThenImagesWithDecodesStartedAheadAndCancelledBehind() async throws {
    #expect(ImageGridScene.loadsAsynchronously)
    let scene = ImageGridScene()
    let host = HeadlessHost(size: CGSize(width: 320, height: 240))
    host.show(scene)
    scene.collectionView.errorHandler = { Issue.record("unexpected error: \($0)") }
    host.runFrame()
    let cv = scene.collectionView!
    func files(_ indexPaths: [IndexPath]) -> Set<Int> { Set(indexPaths.map(ImageGridScene.fileIndex)) }
    let visibleFiles = files(cv.indexPathsForVisibleItems)
    // Nothing is decoded yet: every visible cell shows its placeholder and its file is being decoded.
    #expect(Set(scene.loading.keys) == visibleFiles)
    for case let cell as PhotoCell in cv.visibleCells {
      #expect(cell.imageView.image == nil)
      #expect(cell.caption.text?.hasPrefix("decoding gallery-") == true)
    }
    // Scrolling down announces the items ahead, whose files start decoding too.
    cv.contentOffset = CGPoint(x: 0, y: 120)
    host.runFrame()
    let aheadFiles = files(cv.prefetchedItemIndexPaths)
    #expect(!aheadFiles.isEmpty)
    #expect(Set(scene.loading.keys) == visibleFiles.union(files(cv.indexPathsForVisibleItems)).union(aheadFiles))
    // Back up: the announced items below are cancelled, and the decodes of their files that no visible
    // or announced item needs stop (files of cells that were shown and scrolled away keep decoding).
    let loadingBefore = Set(scene.loading.keys)
    let announcedBefore = Set(cv.prefetchedItemIndexPaths)
    cv.contentOffset = CGPoint(x: 0, y: 0)
    host.runFrame()
    let cancelledItems = announcedBefore.subtracting(cv.indexPathsForVisibleItems)
    let needed = files(cv.indexPathsForVisibleItems).union(files(cv.prefetchedItemIndexPaths))
    let stopped = files(Array(cancelledItems)).intersection(loadingBefore).subtracting(needed)
    #expect(!stopped.isEmpty, "the scroll back cancels a decode")
    #expect(scene.cancelledLoads == stopped.sorted())
    #expect(Set(scene.loading.keys) == loadingBefore.subtracting(stopped))
    // When the decodes end, the visible cells are reconfigured with decoded images.
    await scene.finishLoading()
    host.runFrame()
    for case let cell as PhotoCell in cv.visibleCells {
      let image = try #require(cell.imageView.image)
      #expect(image.rendererCache != nil, "decoded off the main actor, not at draw time")
      #expect(cell.caption.text?.hasPrefix("decoding") == false)
    }
    #expect(cv.checkInvariants() == [])
  }
}
