import Foundation
import TrellisGeometry

extension Application {
  /// A drop from another program: each file becomes an item whose provider holds the file's contents
  /// (typed by its name extension) and its file URL, each text an item holding the string, in that order;
  /// the drop session goes to the drop target under `location` in the key window.
  /// - Complexity: O(files + texts) plus the drop target's work.
  func deliverDrop(files: [String], texts: [String], at location: CGPoint) {
    guard let window = keyWindow ?? windows.last else { return }
    var items: [DragItem] = []
    for path in files {
      guard let provider = ItemProvider(contentsOf: URL(fileURLWithPath: path)) else { continue }
      items.append(DragItem(itemProvider: provider))
    }
    for text in texts { items.append(DragItem(itemProvider: ItemProvider(object: text))) }
    DragEngine.shared.deliverExternalDrop(items, in: window, at: location)
    setNeedsFrame()
  }
}
