// UIKit's names for the diffable data source's value types.
import TrellisDiffable

/// `NSDiffableDataSourceSectionSnapshot`.
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
