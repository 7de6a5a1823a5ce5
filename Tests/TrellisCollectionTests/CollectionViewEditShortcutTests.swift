import Foundation
import Testing
import Trellis
import TrellisTesting

/// Ctrl+C / Ctrl+X / Ctrl+V and Delete on the selected items go through the same
/// `canPerformAction` / `performAction` calls as the edit menu, the press being the sender.
@MainActor
@Suite("Collection view: edit shortcuts")
struct CollectionViewEditShortcutTests {
  private func selected(_ items: [Int]) -> (HeadlessHost, CollectionView, MenuTestDelegate) {
    let (host, cv, delegate) = makeMenuCollectionView()
    cv.allowsMultipleSelection = true
    for item in items { cv.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: []) }
    cv.becomeFirstResponder()
    delegate.log = []
    return (host, cv, delegate)
  }

  @Test func controlCCopiesEachSelectedItemInIndexOrder() {
    let (host, _, delegate) = selected([5, 1])
    host.key(.character("c"), modifiers: .control, characters: "c")
    #expect(
      delegate.log == [
        "canPerform copy: [0, 1]", "perform copy: [0, 1]", "canPerform copy: [0, 5]", "perform copy: [0, 5]",
      ])
    #expect(delegate.senders.allSatisfy { ($0 as? Press)?.key == .character("c") })
  }

  @Test(arguments: [
    (Key.character("x"), KeyModifiers.control, "cut:"), (.character("v"), .control, "paste:"),
    (.character("c"), .command, "copy:"), (.delete, KeyModifiers(), "delete:"), (.backspace, KeyModifiers(), "delete:"),
  ])
  func eachShortcutNamesItsAction(key: Key, modifiers: KeyModifiers, action: String) {
    let (host, _, delegate) = selected([2])
    delegate.allowedActions = [Selector(action)]
    host.key(key, modifiers: modifiers)
    #expect(delegate.log == ["canPerform \(action) [0, 2]", "perform \(action) [0, 2]"])
  }

  @Test func refusedActionsAndOtherKeysPerformNothing() {
    let (host, _, delegate) = selected([3])
    delegate.allowedActions = [.copy]
    host.key(.character("x"), modifiers: .control)
    #expect(delegate.log == ["canPerform cut: [0, 3]"])
    delegate.log = []
    host.key(.character("c"), modifiers: [.control, .alternate])
    host.key(.character("c"))
    host.key(.delete, modifiers: .shift)
    #expect(delegate.log == [], "only Ctrl/Command with C, X, V, and Delete or Backspace alone")
  }

  @Test func withNothingSelectedTheDelegateIsNotAsked() {
    let (host, _, delegate) = selected([])
    host.key(.character("c"), modifiers: .control)
    #expect(delegate.log == [])
  }

  @Test func aControllerRoutesShortcutsToItsCollectionView() {
    final class Controller: CollectionViewController {
      var log: [String] = []
      override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
      override func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
      ) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      override func collectionView(
        _ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
      ) -> Bool { action == .paste }
      override func collectionView(
        _ collectionView: CollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
      ) { log.append("\(action) \(indexPath.shortDescription)") }
    }
    let host = HeadlessHost(size: CGSize(width: 300, height: 300))
    let controller = Controller(collectionViewLayout: TileLayout())
    _ = controller.view
    controller.collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    host.show(controller)
    controller.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    host.key(.character("v"), modifiers: .control)
    #expect(controller.log == ["paste: [0, 2]"])
  }
}
