// UIKit's names for the diffable data source and snapshots.
import TrellisCollection
import TrellisDiffable

/// `UICollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
/// `NSDiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
/// `NSDiffableDataSourceTransaction`.
public typealias NSDiffableDataSourceTransaction = DiffableDataSourceTransaction
/// `NSDiffableDataSourceSectionTransaction`.
public typealias NSDiffableDataSourceSectionTransaction = DiffableDataSourceSectionTransaction
