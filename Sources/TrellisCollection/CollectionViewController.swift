import Foundation
import TrellisGeometry
import TrellisUI

/// A view controller whose view is a collection view and which is its data source and delegate
/// (`UICollectionViewController`). Subclasses override the data-source methods they need.
@MainActor open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
  private let initialLayout: CollectionViewLayout
  /// Whether the selection is cleared when the view appears again (true by default).
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller with a layout (`init(collectionViewLayout:)`).
  public init(collectionViewLayout layout: CollectionViewLayout) {
    initialLayout = layout
    super.init()
  }

  /// The collection view (the controller's view).
  public var collectionView: CollectionView! { view as? CollectionView }

  /// The collection view's layout.
  public var collectionViewLayout: CollectionViewLayout { collectionView.collectionViewLayout }

  /// Creates the collection view with this controller as data source and delegate.
  open override func loadView() {
    let collectionView = CollectionView(frame: Screen.main.bounds, collectionViewLayout: initialLayout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dataSource = self
    collectionView.delegate = self
    view = collectionView
  }

  /// Clears the selection when `clearsSelectionOnViewWillAppear`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear { collectionView.selectItem(at: nil, animated: animated, scrollPosition: .none) }
  }

  /// No items; override.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// Must be overridden when there are items: reports the omission and returns a plain cell.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    preconditionFailure(
      "\(type(of: self)) must override collectionView(_:cellForItemAt:) when it reports items")
  }

  /// One section; override.
  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
