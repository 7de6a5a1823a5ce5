import Foundation
import Testing
import Trellis
import TrellisTesting

/// How keys reach a collection view: as first responder, through its controller, and after a pop.
@MainActor
@Suite("Collection view: keys and the responder chain")
struct CollectionViewKeyboardResponderTests {
  @Test func aCollectionViewControllerForwardsKeysWhenNothingIsFirstResponder() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let controller = GridController()
    host.show(controller)
    #expect(Application.shared.firstResponder == nil)
    host.key(.rightArrow)
    host.key(.rightArrow)
    #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    host.key(.end)
    #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 39, section: 0)])
  }

  @Test func keysStillWorkAfterPoppingTheControllerWhoseCollectionViewHadThem() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 250))
    let root = KeyRecordingController()
    let navigation = NavigationController(rootViewController: root)
    host.show(navigation)
    let scene = GridController()
    scene.takesKeyboardOnAppear = true
    navigation.pushViewController(scene, animated: false)
    host.runFrame()
    #expect(scene.collectionView.isFirstResponder)
    host.key(.downArrow)
    #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    host.key(.escape)  // not a collection-view key: it travels up to the navigation controller, which pops
    host.advance(by: NavigationController.transitionDuration + 0.1)
    #expect(navigation.viewControllers.count == 1)
    #expect(scene.collectionView.window == nil)
    #expect(Application.shared.firstResponder == nil, "a view leaving the window resigns first responder")
    host.key(.downArrow)
    #expect(root.keys == [.downArrow], "keys go to the frontmost controller again")
    #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test func anEditingTextFieldTakesTheEditingKeysBeforeTheCollectionView() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let controller = GridController()
    host.show(controller)
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
    field.text = "abc"
    controller.collectionView.addSubview(field)
    #expect(field.becomeFirstResponder())
    for key in [Key.rightArrow, .leftArrow, .downArrow, .upArrow, .home, .end, .space, .returnOrEnter, .backspace] {
      host.key(key)
    }
    for letter: Character in ["a", "c", "x", "v"] { host.key(.character(letter), modifiers: .control) }
    #expect(controller.collectionView.indexPathsForSelectedItems == [], "no key reached the collection view")
    #expect(field.text == "ab", "Backspace, then select all, copy, cut and paste")
    field.resignFirstResponder()
    host.key(.rightArrow)
    #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }
}

/// A collection view controller with a 40-item grid of 50 pt squares.
@MainActor private final class GridController: CollectionViewController {
  var takesKeyboardOnAppear = false

  init() {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    super.init(collectionViewLayout: layout)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if takesKeyboardOnAppear { collectionView.becomeFirstResponder() }
  }

  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// A controller that records the keys that reach it.
@MainActor private final class KeyRecordingController: ViewController {
  var keys: [Key] = []

  override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    keys += presses.map(\.key)
  }
}
