import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisSDL
import TrellisTesting

// The code of the article "Getting started" (Sources/Trellis/Trellis.docc/Articles/GettingStarted.md).

// snippet: getting-started-controller
final class NumbersController: CollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "A million numbers"
    collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
  }

  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    1_000_000
  }

  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath) as! NumberCell
    cell.show(indexPath.item)
    return cell
  }

  override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    print("selected item \(indexPath.item)")
  }
}
// end-snippet

// snippet: getting-started-cell
final class NumberCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.textAlignment = .center
    contentView.addSubview(label)
    contentView.layer.cornerRadius = 8
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }

  func show(_ number: Int) {
    label.text = "\(number)"
    contentView.backgroundColor = Color(hue: CGFloat(number % 100) / 100, saturation: 0.6, brightness: 0.9)
  }
}
// end-snippet

// snippet: getting-started-delegate
final class NumbersAppDelegate: ApplicationDelegate {
  var window: Window?

  func application(
    _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 80, height: 80)
    window = Window(frame: Screen.main.bounds)
    window?.rootViewController = NavigationController(
      rootViewController: NumbersController(collectionViewLayout: layout))
    window?.makeKeyAndVisible()
    return true
  }
}
// end-snippet

/// The article's `main.swift`, as a function: a test target has no top-level code.
@MainActor func runNumbersApp() throws {
  // snippet: getting-started-main
  try SDLHost(title: "Numbers", size: CGSize(width: 800, height: 600)).run(delegate: NumbersAppDelegate())
  // end-snippet
}

@MainActor @Suite struct GettingStartedSnippetTests {
  @Test func theGridShowsAScreenfulOfAMillionItems() throws {
    let folder = FileManager.default.temporaryDirectory.path
    // snippet: getting-started-headless
    let host = HeadlessHost(size: CGSize(width: 800, height: 600), renderer: CairoRenderer())
    host.launch(delegate: NumbersAppDelegate())
    try host.writePNG(to: "\(folder)/numbers.png")
    // end-snippet
    let navigation = try #require(host.window?.rootViewController as? NavigationController)
    let collectionView = try #require((navigation.topViewController as? NumbersController)?.collectionView)
    #expect(collectionView.numberOfItems(inSection: 0) == 1_000_000)
    let visible = collectionView.indexPathsForVisibleItems
    #expect(!visible.isEmpty && visible.count < 200, "a screenful of cells, not a million")
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NumberCell)
    #expect(first.frame.size == CGSize(width: 80, height: 80))
    #expect(first.label.text == "0")
    // snippet: getting-started-scroll
    collectionView.scrollToItem(at: IndexPath(item: 999_999, section: 0), at: .bottom, animated: false)
    host.runFrame()
    // end-snippet
    let last = try #require(collectionView.cellForItem(at: IndexPath(item: 999_999, section: 0)) as? NumberCell)
    #expect(last.label.text == "999999")
    #expect(collectionView.statistics.cellsCreated < 200, "cells are reused, never made per item")
    #expect(FileManager.default.fileExists(atPath: "\(folder)/numbers.png"))
  }
}
