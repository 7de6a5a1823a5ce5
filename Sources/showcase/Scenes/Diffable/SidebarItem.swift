import Trellis

/// A row of the outline sidebar and the rows under it, identified by its title (titles are unique), as
/// Apple's outline samples identify theirs by a stored ID: equality and hashing ignore the children.
struct SidebarItem: Hashable, Sendable {
  /// The text of the row; unique in the tree.
  let title: String
  /// The rows under this one; empty for a leaf.
  let children: [SidebarItem]

  /// Creates a row with the rows under it.
  init(_ title: String, _ children: [SidebarItem] = []) {
    self.title = title
    self.children = children
  }

  /// Whether the row has children, so shows a disclosure chevron.
  var isParent: Bool { !children.isEmpty }

  static func == (lhs: SidebarItem, rhs: SidebarItem) -> Bool { lhs.title == rhs.title }

  func hash(into hasher: inout Hasher) { hasher.combine(title) }

  /// The sidebar's three groups, with children and grandchildren.
  static let groups: [SidebarItem] = [
    SidebarItem(
      "Library",
      [
        SidebarItem("Recently Added"), SidebarItem("Artists"), SidebarItem("Albums"), SidebarItem("Songs"),
        SidebarItem(
          "Genres", [SidebarItem("Rock"), SidebarItem("Jazz"), SidebarItem("Classical"), SidebarItem("Electronic")]),
      ]),
    SidebarItem(
      "Playlists",
      [
        SidebarItem("Favourites"), SidebarItem("Road Trip"), SidebarItem("Focus"),
        SidebarItem("Workouts", [SidebarItem("Running"), SidebarItem("Cycling"), SidebarItem("Yoga")]),
      ]),
    SidebarItem(
      "Devices",
      [
        SidebarItem("Studio Mac", [SidebarItem("Music Folder"), SidebarItem("Podcasts")]),
        SidebarItem("Pocket Phone", [SidebarItem("Voice Memos"), SidebarItem("Audiobooks")]),
      ]),
  ]
}
