import TrellisTesting

/// A random pair of small snapshots for the diff's model check: the old one random (0–6 sections of
/// 0–12 items), the new one either unrelated (same identifier pools, so many shared) or the old one
/// edited: sections deleted, inserted and moved, items deleted, inserted and moved within and across
/// sections; with random reload and reconfigure marks on the new one.
struct RandomSnapshotPair {
  /// The snapshot before.
  var old: ModelLayout
  /// The snapshot after.
  var new: ModelLayout
  /// The marks of the snapshot after.
  var marks = DiffModel.Marks()

  /// The pair made from `seed`; `scale` multiplies the numbers of items, and of inserts and moves unless
  /// `sparse`, which also makes deletes rare (1 in 600 items instead of 1 in 6): long runs in lockstep.
  init(seed: UInt64, scale: Int = 1, sparse: Bool = false) {
    var random = SeededRandomNumberGenerator(seed: seed)
    old = Self.randomLayout(&random, scale: scale)
    if Int.random(in: 0..<5, using: &random) == 0 {
      new = Self.randomLayout(&random, scale: scale)
    } else {
      new = Self.edited(old, &random, scale: sparse ? 1 : scale, deleteOneIn: sparse ? 600 : 6)
    }
    for section in new where Int.random(in: 0..<5, using: &random) == 0 {
      marks.reloadedSections.append(section.section)
    }
    for item in new.flatMap(\.items) {
      if Int.random(in: 0..<6, using: &random) == 0 { marks.reloadedItems.append(item) }
      if Int.random(in: 0..<6, using: &random) == 0 { marks.reconfiguredItems.append(item) }
    }
    marks.reloadedSections.shuffle(using: &random)
    marks.reloadedItems.shuffle(using: &random)
    marks.reconfiguredItems.shuffle(using: &random)
  }

  /// 0–6 sections (identifiers 0–8) holding 0–12 items (identifiers 100–119) between them, times `scale`.
  static func randomLayout(_ random: inout SeededRandomNumberGenerator, scale: Int) -> ModelLayout {
    let sections = Array((0..<9).shuffled(using: &random).prefix(Int.random(in: 0...6, using: &random)))
    guard !sections.isEmpty else { return [] }
    var layout: ModelLayout = sections.map { ($0, []) }
    for item in (100..<100 + 20 * scale).shuffled(using: &random).prefix(Int.random(in: 0...12 * scale, using: &random))
    {
      layout[Int.random(in: layout.indices, using: &random)].items.append(item)
    }
    return layout
  }

  /// `layout` with random section and item deletes, inserts and moves.
  static func edited(
    _ layout: ModelLayout, _ random: inout SeededRandomNumberGenerator, scale: Int, deleteOneIn: Int
  ) -> ModelLayout {
    var layout = layout
    func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }
    layout.removeAll { _ in chance(6) }
    for _ in 0..<Int.random(in: 0...2, using: &random) where layout.count > 1 {
      let section = layout.remove(at: Int.random(in: layout.indices, using: &random))
      layout.insert(section, at: Int.random(in: 0...layout.count, using: &random))
    }
    let usedSections = Set(layout.map(\.section))
    let freeSections = (0..<12).filter { !usedSections.contains($0) }.shuffled(using: &random)
    for section in freeSections.prefix(Int.random(in: 0...2, using: &random)) where layout.count < 6 {
      layout.insert((section, []), at: Int.random(in: 0...layout.count, using: &random))
    }
    guard !layout.isEmpty else { return layout }
    for index in layout.indices { layout[index].items.removeAll { _ in chance(deleteOneIn) } }
    let usedItems = Set(layout.flatMap(\.items))
    let freeItems = (100..<100 + 30 * max(scale, usedItems.count / 10 + 1)).filter { !usedItems.contains($0) }.shuffled(
      using: &random)
    for item in freeItems.prefix(Int.random(in: 0...3 * scale, using: &random)) {
      let section = Int.random(in: layout.indices, using: &random)
      layout[section].items.insert(item, at: Int.random(in: 0...layout[section].items.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...4 * scale, using: &random) {
      let from = Int.random(in: layout.indices, using: &random)
      guard !layout[from].items.isEmpty else { continue }
      let item = layout[from].items.remove(at: Int.random(in: layout[from].items.indices, using: &random))
      let to = chance(2) ? from : Int.random(in: layout.indices, using: &random)
      layout[to].items.insert(item, at: Int.random(in: 0...layout[to].items.count, using: &random))
    }
    return layout
  }
}
