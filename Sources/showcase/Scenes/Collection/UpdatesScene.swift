import Trellis
import TrellisTesting

/// Batch updates and layout changes, animated: buttons and keys insert, delete, move, reload and
/// shuffle numbered tiles, insert and delete whole sections with their headers, and switch between a
/// grid and a list with `setCollectionViewLayout(_:animated:)`. On opening it inserts two tiles and
/// deletes one, so the headless render catches an update mid-animation.
///
/// Keys: I insert, D delete, M move, R reload, S shuffle, + add a section, - remove one, L grid/list.
@MainActor final class UpdatesScene: SceneController, CollectionViewDataSource {
  private var collectionView: CollectionView!
  /// The model: sections of tiles; each tile's number stays with it through every change.
  private var sections: [(title: String, tiles: [Int])] = [("Section A", Array(1...14)), ("Section B", Array(15...24))]
  private var nextTile = 25
  private var nextSection = 2
  /// Reloaded tiles show a new shade, so a reload is visible.
  private var shade: [Int: Int] = [:]
  private var random = SeededRandomNumberGenerator(seed: 7)
  private let grid = FlowLayout()
  private let list = FlowLayout()
  private var buttons: [Button] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    for layout in [grid, list] {
      layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
      layout.headerReferenceSize = CGSize(width: 0, height: 36)
    }
    grid.itemSize = CGSize(width: 96, height: 96)
    grid.minimumInteritemSpacing = 12
    grid.minimumLineSpacing = 12
    list.itemSize = CGSize(width: 600, height: 44)
    list.minimumLineSpacing = 8
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: grid)
    cv.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.reuseIdentifier)
    cv.register(
      SectionLabelView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: SectionLabelView.headerIdentifier)
    cv.dataSource = self
    view.addSubview(cv)
    collectionView = cv
    let actions: [(String, () -> Void)] = [
      ("Insert", { [unowned self] in self.insert() }), ("Delete", { [unowned self] in self.delete() }),
      ("Move", { [unowned self] in self.move() }), ("Reload", { [unowned self] in self.reload() }),
      ("Shuffle", { [unowned self] in self.shuffle() }), ("+ Section", { [unowned self] in self.insertSection() }),
      ("− Section", { [unowned self] in self.deleteSection() }),
      ("Grid / List", { [unowned self] in self.toggleLayout() }),
    ]
    for (title, action) in actions {
      let button = Button(title: title)
      button.addAction(for: .touchUpInside) { _ in action() }
      view.addSubview(button)
      buttons.append(button)
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.layoutIfNeeded()
    sections[0].tiles.insert(contentsOf: [nextTile, nextTile + 1], at: 1)
    nextTile += 2
    sections[0].tiles.remove(at: 6)
    let cv = collectionView!
    cv.performBatchUpdates {
      cv.insertItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
      cv.deleteItems(at: [IndexPath(item: 4, section: 0)])
    }
  }

  /// Keys reach the scene, the frontmost controller: each letter runs one of the buttons' changes.
  override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    var unhandled = Set<Press>()
    for press in presses {
      guard press.modifiers.isEmpty || press.modifiers == .shift, case .character(let c) = press.key else {
        unhandled.insert(press)
        continue
      }
      switch c {
      case "i": insert()
      case "d": delete()
      case "m": move()
      case "r": reload()
      case "s": shuffle()
      case "+", "=": insertSection()
      case "-": deleteSection()
      case "l": toggleLayout()
      default: unhandled.insert(press)
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  override func layoutScene(in bounds: CGRect) {
    collectionView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 56))
    list.itemSize = CGSize(width: max(0, bounds.width - 32), height: 44)
    let width = (bounds.width - 16) / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(x: 8 + CGFloat(index) * width, y: bounds.height - 50, width: width - 8, height: 40)
    }
  }

  private func randomIndex(below bound: Int) -> Int { Int(random.next() % UInt64(max(1, bound))) }

  /// A random section that has tiles, if any.
  private func nonEmptySection() -> Int? {
    let candidates = sections.indices.filter { !sections[$0].tiles.isEmpty }
    return candidates.isEmpty ? nil : candidates[randomIndex(below: candidates.count)]
  }

  private func insert() {
    guard !sections.isEmpty else { return }
    let section = randomIndex(below: sections.count)
    let at = randomIndex(below: sections[section].tiles.count + 1)
    sections[section].tiles.insert(nextTile, at: at)
    nextTile += 1
    collectionView.insertItems(at: [IndexPath(item: at, section: section)])
  }

  private func delete() {
    guard let section = nonEmptySection() else { return }
    let at = randomIndex(below: sections[section].tiles.count)
    sections[section].tiles.remove(at: at)
    collectionView.deleteItems(at: [IndexPath(item: at, section: section)])
  }

  /// Moves a tile, possibly into another section.
  private func move() {
    guard let from = nonEmptySection() else { return }
    let to = randomIndex(below: sections.count)
    let fromItem = randomIndex(below: sections[from].tiles.count)
    let tile = sections[from].tiles.remove(at: fromItem)
    let toItem = randomIndex(below: sections[to].tiles.count + 1)
    sections[to].tiles.insert(tile, at: toItem)
    collectionView.moveItem(at: IndexPath(item: fromItem, section: from), to: IndexPath(item: toItem, section: to))
  }

  /// Reloads three tiles with a new shade: each cross-fades from its old cell to a new one.
  private func reload() {
    guard let section = nonEmptySection() else { return }
    let items = (0..<sections[section].tiles.count).shuffled(using: &random).prefix(3)
    for item in items { shade[sections[section].tiles[item], default: 0] += 1 }
    collectionView.reloadItems(at: items.map { IndexPath(item: $0, section: section) })
  }

  private func shuffle() {
    guard let section = nonEmptySection() else { return }
    let old = sections[section].tiles
    sections[section].tiles.shuffle(using: &random)
    let new = sections[section].tiles
    let cv = collectionView!
    cv.performBatchUpdates {
      for (from, tile) in old.enumerated() {
        cv.moveItem(
          at: IndexPath(item: from, section: section), to: IndexPath(item: new.firstIndex(of: tile)!, section: section))
      }
    }
  }

  private func insertSection() {
    let at = randomIndex(below: sections.count + 1)
    let title = "Section \(String(UnicodeScalar(UInt8(65 + nextSection % 26))))"
    nextSection += 1
    sections.insert((title, Array(nextTile..<nextTile + 4)), at: at)
    nextTile += 4
    collectionView.insertSections(IndexSet(integer: at))
  }

  private func deleteSection() {
    guard !sections.isEmpty else { return }
    let at = randomIndex(below: sections.count)
    sections.remove(at: at)
    collectionView.deleteSections(IndexSet(integer: at))
  }

  private func toggleLayout() {
    let next = collectionView.collectionViewLayout === grid ? list : grid
    collectionView.setCollectionViewLayout(next, animated: true)
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].tiles.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.reuseIdentifier, for: indexPath) as! NumberCell
    let tile = sections[indexPath.section].tiles[indexPath.item]
    cell.configure(tile - 1, hue: tile * 23 + (shade[tile] ?? 0) * 120)
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    let view =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: SectionLabelView.headerIdentifier, for: indexPath) as! SectionLabelView
    view.label.text = sections[indexPath.section].title
    return view
  }
}
