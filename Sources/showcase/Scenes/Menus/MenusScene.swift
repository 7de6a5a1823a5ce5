import Trellis

/// Chapter 3's cut/copy/paste on a grid of coloured words: a long press shows the edit menu
/// (`shouldShowMenuForItemAt`, `canPerformAction`, `performAction`) or, switched with the button, a
/// context menu; a right click always shows the context menu. Copy puts the word on the system
/// clipboard (`Pasteboard.general`), Paste replaces a word with the clipboard's text (a reconfigure in a
/// batch update), Cut and Delete remove it. Ctrl+C / Ctrl+X / Ctrl+V and Delete act on the selected word.
@MainActor final class MenusScene: SceneController, CollectionViewDataSource, CollectionViewDelegate {
  private(set) var collectionView: WordCollectionView!
  private(set) var words: [ColouredWord] = MenusScene.initialWords
  /// Whether a long press opens the context menu instead of the edit menu.
  private(set) var longPressOpensContextMenu = false
  private let status = caption("", size: 13)
  private let modeButton = Button(title: "")

  static let initialWords: [ColouredWord] = [
    "amber", "azure", "coral", "cyan", "denim", "ember", "fern", "gold", "indigo", "jade", "khaki", "lilac",
    "lime", "mauve", "navy", "ochre", "olive", "peach", "plum", "rose", "ruby", "sage", "teal", "violet",
  ].enumerated().map { ColouredWord(text: $0.element, hue: $0.offset * 15) }

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 132, height: 64)
    layout.minimumInteritemSpacing = 12
    layout.minimumLineSpacing = 12
    layout.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let cv = WordCollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.register(WordCell.self, forCellWithReuseIdentifier: WordCell.reuseIdentifier)
    cv.dataSource = self
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
    modeButton.addAction(for: .touchUpInside) { [unowned self] _ in
      self.longPressOpensContextMenu.toggle()
      self.updateStatus(showingPasteboard: self.hasEdited)
    }
    view.addSubview(modeButton)
    view.addSubview(status)
    updateStatus(showingPasteboard: false)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.becomeFirstResponder()
  }

  override func layoutScene(in bounds: CGRect) {
    collectionView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 64))
    modeButton.frame = CGRect(x: 16, y: bounds.height - 54, width: 260, height: 40)
    status.frame = CGRect(x: 284, y: bounds.height - 58, width: max(0, bounds.width - 300), height: 48)
  }

  /// Whether the user has cut, copied, pasted or deleted in this scene: the status shows the pasteboard
  /// from then on (before, it shows only instructions, so the first screen doesn't depend on the clipboard).
  private var hasEdited = false

  private func updateStatus(showingPasteboard: Bool) {
    modeButton.setTitle(longPressOpensContextMenu ? "Long press: context menu" : "Long press: edit menu")
    let instructions = "Long press or right-click a word; Ctrl+C / Ctrl+X / Ctrl+V / Delete act on the selected one."
    guard showingPasteboard else { return status.text = instructions }
    let pasteboard = Pasteboard.general
    let contents = pasteboard.string.map { "“\($0)”" } ?? "empty"
    status.text = "Pasteboard: \(contents), changeCount \(pasteboard.changeCount). " + instructions
  }

  // MARK: Data

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { words.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: WordCell.reuseIdentifier, for: indexPath) as! WordCell
    cell.configure(words[indexPath.item])
    return cell
  }

  // MARK: The edit menu (chapter 3's three methods)

  func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { true }

  func collectionView(
    _ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool {
    switch action {
    case .copy, .cut, .delete: true
    case .paste: Pasteboard.general.hasStrings
    default: false
    }
  }

  func collectionView(
    _ collectionView: CollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) {
    switch action {
    case .copy: copyWord(at: indexPath)
    case .cut:
      copyWord(at: indexPath)
      deleteWord(at: indexPath)
    case .paste: pasteWord(at: indexPath)
    case .delete: deleteWord(at: indexPath)
    default: break
    }
    hasEdited = true
    updateStatus(showingPasteboard: true)
  }

  // MARK: The context menu

  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> ContextMenuConfiguration? {
    guard let indexPath = indexPaths.first, longPressOpensContextMenu || self.collectionView.isHandlingSecondaryClick
    else { return nil }
    return ContextMenuConfiguration(identifier: words[indexPath.item].text, previewProvider: nil) {
      [unowned self] _ in self.contextMenu(for: indexPath)
    }
  }

  private func contextMenu(for indexPath: IndexPath) -> Menu {
    let word = words[indexPath.item]
    let act: (String) -> Void = { [unowned self] name in
      self.collectionView(self.collectionView, performAction: Selector(name), forItemAt: indexPath, withSender: nil)
    }
    let colours = [("Red", 0), ("Green", 120), ("Blue", 220), ("Purple", 280)].map { name, hue in
      Action(title: name, state: word.hue == hue ? .on : .off) { [unowned self] _ in self.recolour(indexPath, hue: hue)
      }
    }
    return Menu(children: [
      Action(title: "Copy") { _ in act("copy:") },
      Action(title: "Cut") { _ in act("cut:") },
      Action(title: "Paste", attributes: Pasteboard.general.hasStrings ? [] : .disabled) { _ in act("paste:") },
      Menu(title: "Colour", children: colours),
      Menu(
        options: .displayInline, children: [Action(title: "Delete", attributes: .destructive) { _ in act("delete:") }]),
    ])
  }

  // MARK: Edits

  private func copyWord(at indexPath: IndexPath) { Pasteboard.general.string = words[indexPath.item].text }

  private func pasteWord(at indexPath: IndexPath) {
    guard let text = Pasteboard.general.string else { return }
    let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    let word = String(line.trimmingCharacters(in: .whitespaces).prefix(20))
    guard !word.isEmpty else { return }
    words[indexPath.item].text = word
    let cv = collectionView!
    cv.performBatchUpdates { cv.reconfigureItems(at: [indexPath]) }
  }

  private func deleteWord(at indexPath: IndexPath) {
    words.remove(at: indexPath.item)
    let cv = collectionView!
    cv.performBatchUpdates { cv.deleteItems(at: [indexPath]) }
  }

  private func recolour(_ indexPath: IndexPath, hue: Int) {
    words[indexPath.item].hue = hue
    let cv = collectionView!
    cv.performBatchUpdates { cv.reconfigureItems(at: [indexPath]) }
  }
}

/// The scene's collection view: it notes while it handles a secondary click, so the scene offers the
/// context menu to right clicks and the edit menu to long presses.
@MainActor final class WordCollectionView: CollectionView {
  private(set) var isHandlingSecondaryClick = false

  override func rightMouseDown(with event: Event) {
    isHandlingSecondaryClick = true
    defer { isHandlingSecondaryClick = false }
    super.rightMouseDown(with: event)
  }
}
