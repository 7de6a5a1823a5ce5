import Foundation
import Testing
import TrellisTesting

@testable import Trellis
@testable import TrellisCollection
@testable import TrellisUI

/// A layout-to-layout push whose animation never ends (the application is reset mid-flight, as the next
/// test's host does) leaves nothing behind: the collection view, its cells, both layouts and both
/// controllers are freed.
@MainActor
@Suite("Layout-to-layout navigation lifetime: an unfinished push leaves nothing behind")
struct LayoutToLayoutLifetimeTests {

  /// Shows Primary (100-pt items) in a navigation controller on a 400×600 screen, pushes Secondary
  /// (200-pt items) layout-to-layout, animated, stops halfway through the 0.3 s change, and returns weak
  /// references to everything the two controllers made; the caller keeps no strong reference.
  private func pushHalfway() -> [WeakReference] {
    let fixture = LayoutToLayoutNavigationTests().fixture()
    let (host, nav, primary, secondary) = (fixture.host, fixture.nav, fixture.primary, fixture.secondary)
    let (primaryLayout, secondaryLayout) = (fixture.primaryLayout, fixture.secondaryLayout)
    let shared: CollectionView = primary.collectionView

    nav.pushViewController(secondary, animated: true)
    host.advance(by: 0.15)
    #expect(nav.isTransitioning)
    #expect(shared.collectionViewLayout === secondaryLayout)
    #expect(!shared.visibleCells.isEmpty)

    var references = [
      WeakReference(name: "navigation controller", object: nav),
      WeakReference(name: "primary", object: primary),
      WeakReference(name: "secondary", object: secondary),
      WeakReference(name: "collection view", object: shared),
      WeakReference(name: "primary layout", object: primaryLayout),
      WeakReference(name: "secondary layout", object: secondaryLayout),
    ]
    for cell in shared.visibleCells { references.append(WeakReference(name: "cell", object: cell)) }
    for view in shared.heldOutViews { references.append(WeakReference(name: "leaving view", object: view)) }
    return references
  }

  @Test func aPushStillAnimatingWhenTheApplicationResetsFreesTheCollectionViewCellsAndLayouts() {
    let references = pushHalfway()
    #expect(references.allSatisfy { $0.object != nil })
    #expect(references.filter { $0.name == "cell" }.count >= 4)

    // The next test's host resets the application: the running animations are dropped unfinished and
    // their completions never run.
    _ = HeadlessHost(size: CGSize(width: 400, height: 600))

    let survivors = references.filter { $0.object != nil }.map(\.name)
    #expect(survivors == [])
  }
}
