import Foundation
import Trellis

/// A chat of 2,000 messages of very different lengths in Auto Layout cells (`MessageCell`), in a flow
/// layout with an estimated item size (a full-width row 60 pt tall): only the messages shown are measured. It opens at
/// the newest message (`scrollToItem` measures the last messages before it settles), and scrolling up
/// measures older ones as they appear, above the screen, without moving anything already shown.
@MainActor final class ChatScene: SceneController, CollectionViewDataSource {
  static let messageCount = 2_000
  let messages = ChatMessage.generate(count: ChatScene.messageCount)
  private(set) var collectionView: CollectionView!
  private let info = caption("")
  private var openedAtBottom = false

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: max(view.bounds.width, 1), height: 60)
    layout.minimumLineSpacing = 6
    layout.sectionInset = EdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.reuseIdentifier)
    cv.dataSource = self
    cv.backgroundColor = .systemBackground
    view.addSubview(cv)
    collectionView = cv
    info.text = "2,000 messages in Auto Layout cells, measured only when shown; scroll up through the history"
    view.addSubview(info)
  }

  override func layoutScene(in bounds: CGRect) {
    info.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: 32)
    collectionView.frame = CGRect(x: 0, y: 32, width: bounds.width, height: max(0, bounds.height - 32))
    if let layout = collectionView.collectionViewLayout as? FlowLayout, layout.estimatedItemSize.width != bounds.width {
      layout.estimatedItemSize = CGSize(width: max(bounds.width, 1), height: 60)
    }
    guard !openedAtBottom, collectionView.bounds.height > 0 else { return }
    openedAtBottom = true
    collectionView.layoutIfNeeded()
    collectionView.scrollToItem(at: IndexPath(item: Self.messageCount - 1, section: 0), at: .bottom, animated: false)
  }

  /// The collection view takes the keyboard: Page Up/Down and Home/End scroll through the history.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.becomeFirstResponder()
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { messages.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: MessageCell.reuseIdentifier, for: indexPath)
      as! MessageCell
    cell.configure(messages[indexPath.item], width: collectionView.bounds.width)
    return cell
  }
}
