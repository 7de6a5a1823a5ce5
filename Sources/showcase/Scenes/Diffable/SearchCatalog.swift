import TrellisUIKitNames

/// One entry of the searchable list: a readable generated name and a habitat shown on the right.
struct SearchItem: Sendable {
  /// The stable identifier the snapshots hold; the item's content lives here, not in the snapshot.
  struct ID: Hashable, Sendable {
    /// The item's position in the catalog, 0..<count.
    let rawValue: Int
  }

  /// The identifier.
  let id: ID
  /// The name, e.g. "Amber Falcon 0421".
  let name: String
  /// The detail shown right-aligned, e.g. "Coast".
  let detail: String
  /// The name lowercased once, for case-insensitive filtering.
  let searchKey: String
}

/// The scene's model: 10,000 deterministically generated items, the same on every run.
struct SearchCatalog: Sendable {
  /// How many items the scene shows.
  static let defaultCount = 10_000
  /// The first words of the names.
  static let adjectives = [
    "Amber", "Silent", "Crimson", "Golden", "Misty", "Northern", "Quiet", "Rapid", "Silver", "Hidden",
    "Bright", "Copper", "Distant", "Emerald", "Frozen", "Gentle", "Hollow", "Ivory", "Jade", "Lunar",
    "Scarlet", "Wild", "Velvet", "Stormy", "Autumn",
  ]
  /// The second words of the names.
  static let nouns = [
    "Falcon", "River", "Harbor", "Meadow", "Summit", "Lantern", "Willow", "Comet", "Canyon", "Fox",
    "Heron", "Orchard", "Glacier", "Pine", "Raven", "Delta", "Ember", "Grove", "Island", "Marsh",
    "Otter", "Prairie", "Quarry", "Ridge", "Sparrow", "Thistle", "Valley", "Wren", "Badger", "Cedar",
    "Dune", "Fjord", "Lagoon", "Moth", "Nebula", "Oak", "Pebble", "Reef", "Spruce", "Tide",
  ]
  /// The details.
  static let habitats = ["Coast", "Forest", "Desert", "Tundra", "Wetland", "Highland", "Savanna", "Reef"]

  /// Every item, indexed by `ID.rawValue`.
  let items: [SearchItem]

  /// Generates `count` items: item `n` gets the words chosen by a multiplicative hash of `n` and `n` in
  /// four digits, so neighbours differ and every name is unique.
  init(count: Int = SearchCatalog.defaultCount) {
    items = (0..<count).map { n in
      let name = Self.name(of: n)
      let habitat = Self.habitats[Int((UInt32(truncatingIfNeeded: n) &* 40_503) >> 7) % Self.habitats.count]
      return SearchItem(id: SearchItem.ID(rawValue: n), name: name, detail: habitat, searchKey: name.lowercased())
    }
  }

  /// The generated name of item `n`.
  static func name(of n: Int) -> String {
    let hash = Int((UInt32(truncatingIfNeeded: n) &* 2_654_435_761) >> 8)
    let adjective = adjectives[hash % adjectives.count]
    let noun = nouns[(hash / adjectives.count) % nouns.count]
    let digits = String(n)
    return "\(adjective) \(noun) \(String(repeating: "0", count: max(0, 4 - digits.count)))\(digits)"
  }

  /// The item with an identifier.
  subscript(id: SearchItem.ID) -> SearchItem { items[id.rawValue] }

  /// The identifiers of the items whose names contain `query`, ignoring case, in catalog order; every
  /// item for an empty query.
  func identifiers(matching query: String) -> [SearchItem.ID] {
    let needle = query.lowercased()
    if needle.isEmpty { return items.map(\.id) }
    return items.filter { $0.searchKey.contains(needle) }.map(\.id)
  }

  /// A count with thousands separators, the same in every locale: 10000 → "10,000".
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
