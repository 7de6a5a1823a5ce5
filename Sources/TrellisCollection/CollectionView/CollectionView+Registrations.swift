import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// How many data-source calls are running; registrations made during one are misuse (see below).
  nonisolated(unsafe) static var dataSourceCallDepth = 0
  /// Numbers the registrations' private reuse identifiers.
  nonisolated(unsafe) static var registrationCount = 0

  /// A cell class and a configuration handler, registered on first use (`UICollectionView.CellRegistration`).
  ///
  /// Create registrations once, up front (for example as properties), never inside the data source's
  /// `cellForItemAt`: a new registration per request defeats reuse, so UIKit (iOS 15+) raises, and
  /// Trellis reports it and still returns a configured cell.
  public struct CellRegistration<Cell: CollectionViewCell, Item> {
    /// Configures a dequeued cell for an item.
    public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void
    let handler: Handler
    let reuseIdentifier: String
    let createdInsideDataSourceCall: Bool

    /// Creates a registration with a handler run on every dequeue (`init(handler:)`).
    @MainActor public init(handler: @escaping Handler) {
      self.handler = handler
      CollectionView.registrationCount += 1
      reuseIdentifier = "Trellis.CellRegistration.\(CollectionView.registrationCount).\(Cell.self)"
      createdInsideDataSourceCall = CollectionView.dataSourceCallDepth > 0
    }
  }

  /// A supplementary view class for a kind and a configuration handler (`UICollectionView.SupplementaryRegistration`).
  public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
    /// Configures a dequeued view.
    public typealias Handler =
      @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
    /// The element kind the registration serves.
    public let elementKind: String
    let handler: Handler
    let reuseIdentifier: String
    let createdInsideDataSourceCall: Bool

    /// Creates a registration for a kind with a handler run on every dequeue (`init(elementKind:handler:)`).
    @MainActor public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      CollectionView.registrationCount += 1
      reuseIdentifier = "Trellis.SupplementaryRegistration.\(CollectionView.registrationCount).\(Supplementary.self)"
      createdInsideDataSourceCall = CollectionView.dataSourceCallDepth > 0
    }
  }

  /// A cell dequeued through a registration and configured by its handler
  /// (`dequeueConfiguredReusableCell(using:for:item:)`); with a nil item the handler isn't run.
  public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if registration.createdInsideDataSourceCall { report(.registrationCreatedInsideDataSource) }
    if registry.cellClasses[registration.reuseIdentifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }
    let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view dequeued through a registration and configured by its handler
  /// (`dequeueConfiguredReusableSupplementary(using:for:)`).
  public func dequeueConfiguredReusableSupplementary<Supplementary: CollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    if registration.createdInsideDataSourceCall { report(.registrationCreatedInsideDataSource) }
    let key = SupplementaryRegistrationKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
    if registry.supplementaryClasses[key] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.reuseIdentifier)
    }
    let view =
      dequeueReusableSupplementaryView(
        ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
      as! Supplementary
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
