// UIKit's names for configurations, list cells, accessories and the list configuration.
import TrellisCollection
import TrellisLayouts
import TrellisUI

/// `UIContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration
/// `UIContentView`.
public typealias UIContentView = ContentView
/// `UIConfigurationState`.
public typealias UIConfigurationState = ConfigurationState
/// `UIConfigurationStateCustomKey`.
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
/// `UIViewConfigurationState`.
public typealias UIViewConfigurationState = ViewConfigurationState
/// `UICellConfigurationState`.
public typealias UICellConfigurationState = CellConfigurationState
/// `UICellConfigurationDragState`.
public typealias UICellConfigurationDragState = CellConfigurationState.DragState
/// `UICellConfigurationDropState`.
public typealias UICellConfigurationDropState = CellConfigurationState.DropState
/// `UIConfigurationColorTransformer`.
public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
/// `UIBackgroundConfiguration`.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// `UIListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// `UIListContentView`.
public typealias UIListContentView = ListContentView
/// `UICollectionViewListCell`.
public typealias UICollectionViewListCell = CollectionViewListCell
/// `UICellAccessory`.
public typealias UICellAccessory = CellAccessory
/// `UICollectionLayoutListConfiguration`.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// `UIListSeparatorConfiguration`.
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
/// `UIContextualAction`.
public typealias UIContextualAction = ContextualAction
/// `UISwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
