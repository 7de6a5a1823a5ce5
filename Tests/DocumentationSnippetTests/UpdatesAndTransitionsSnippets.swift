import Foundation
import Testing
import Trellis
import TrellisTesting

// The code of the article "Updates and transitions" (Sources/Trellis/Trellis.docc/Articles/UpdatesAndTransitions.md).

/// A list of names, the model of the article's batch updates.
final class NamesController: ViewController, CollectionViewDataSource {
  var names = (0..<20).map { "Name \($0)" }
  private(set) var collectionView: CollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func insertAndDelete(completion: @escaping (Bool) -> Void) {
    // snippet: updates-batch
    collectionView.performBatchUpdates({
      self.names.insert("New name", at: 0)
      self.names.remove(at: 5)  // "Name 4" before the insertion
      self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      self.collectionView.deleteItems(at: [IndexPath(item: 4, section: 0)])
    }) { finished in
      completion(finished)
    }
    // end-snippet
  }
}

/// The diffable data source of the article.
// snippet: updates-diffable
enum Section { case main }

final class TreesController: ViewController {
  private var collectionView: CollectionView!
  private var dataSource: CollectionViewDiffableDataSource<Section, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = CollectionView(frame: view.bounds, collectionViewLayout: FlowLayout())
    view.addSubview(collectionView)
    let registration = CollectionView.CellRegistration<CollectionViewCell, String> { cell, indexPath, name in
      cell.contentView.backgroundColor = name.hasPrefix("A") ? .orange : .systemBlue
    }
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    show(["Ash", "Birch", "Cedar"], animated: false)
  }

  func show(_ names: [String], animated: Bool) {
    var snapshot = DiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(names)
    dataSource.apply(snapshot, animatingDifferences: animated)
  }
}
// end-snippet

extension TreesController {
  var visibleItemCount: Int { collectionView.indexPathsForVisibleItems.count }
}

@MainActor @Suite struct UpdatesAndTransitionsSnippetTests {
  @Test func aBatchUpdateMovesTheCellsAndFinishes() throws {
    let host = HeadlessHost(size: CGSize(width: 100, height: 400))
    let controller = NamesController()
    host.show(controller)
    var finished: [Bool] = []
    controller.insertAndDelete { finished.append($0) }
    host.advance(by: 1)
    #expect(finished == [true])
    let cv = try #require(controller.collectionView)
    #expect(cv.numberOfItems(inSection: 0) == 20)
    #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.minY == 250, "5 rows of 40 + 10 pt")
    #expect(cv.checkInvariants() == [])
  }

  @Test func anInconsistentBatchIsReportedAndReloads() throws {
    let host = HeadlessHost(size: CGSize(width: 100, height: 400))
    let controller = NamesController()
    host.show(controller)
    let collectionView = try #require(controller.collectionView)
    // snippet: updates-error-handler
    var errors: [String] = []
    collectionView.errorHandler = { error in errors.append(error.description) }
    controller.names += ["One", "Two"]
    collectionView.performBatchUpdates({
      collectionView.insertItems(at: [IndexPath(item: 20, section: 0)])  // one of the two
    })
    // end-snippet
    #expect(
      errors == [
        "Invalid update: invalid number of items in section 0.  The number of items contained in an existing "
          + "section after the update (22) must be equal to the number of items contained in that section before "
          + "the update (20), plus or minus the number of items inserted or deleted from that section (1 inserted, "
          + "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved "
          + "out)."
      ])
    host.runFrame()
    #expect(collectionView.numberOfItems(inSection: 0) == 22, "reloaded from the data source")
    #expect(collectionView.checkInvariants() == [])
  }

  @Test func aSnapshotAppliesItsDifferences() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 400))
    let controller = TreesController()
    host.show(controller)
    #expect(controller.visibleItemCount == 3)
    controller.show(["Ash", "Cedar", "Douglas fir", "Elm"], animated: true)
    host.advance(by: 1)
    #expect(controller.visibleItemCount == 4)
  }

  @Test func layoutChangesAnimatedAndInteractive() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 600))
    let controller = NamesController()
    host.show(controller)
    let collectionView = try #require(controller.collectionView)
    let bigLayout = FlowLayout()
    bigLayout.itemSize = CGSize(width: 180, height: 180)
    let smallLayout = collectionView.collectionViewLayout
    // snippet: updates-set-layout
    collectionView.setCollectionViewLayout(bigLayout, animated: true) { finished in
      print("now big: \(finished)")
    }
    // end-snippet
    host.advance(by: 1)
    #expect(collectionView.collectionViewLayout === bigLayout)
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 180, height: 180))
    var ends: [String] = []
    // snippet: updates-interactive
    let transition = collectionView.startInteractiveTransition(to: smallLayout) { completed, finished in
      ends.append(completed ? "small" : "stayed big")
    }
    transition.transitionProgress = 0.5  // from a pinch's scale, for example
    collectionView.finishInteractiveTransition()
    // end-snippet
    #expect(collectionView.isInteractiveTransitionInProgress || ends == ["small"])
    host.advance(by: 2)
    #expect(ends == ["small"])
    #expect(collectionView.collectionViewLayout === smallLayout)
    #expect(collectionView.checkInvariants() == [])
  }
}
