// UIKit's names for the diffable data source's value types.
import TrellisDiffable

// Re-exported by name, as in UIKitNames.swift: the module's members become visible, its names don't.
@_exported import enum TrellisDiffable.TrellisDiffableMembers

/// `NSDiffableDataSourceSectionSnapshot`.
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
