import Testing
import TrellisTesting
import TrellisUIKitNames

/// A note cell as self-sizing tutorials write it: a stack view of a title and a wrapping body label,
/// pinned to the content view by constraints made in `init(frame:)`.
@MainActor final class PortedNoteCell: UICollectionViewCell {
  static let reuseIdentifier = "note"
  let titleLabel = UILabel()
  let bodyLabel = UILabel()

  // UIKit: `override init(frame: CGRect)` (the article PortingFromUIKit: Trellis makes cells through the metatype).
  required init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .boldSystemFont(ofSize: 17)
    bodyLabel.font = .systemFont(ofSize: 15)
    bodyLabel.numberOfLines = 0
    let stack = UIStackView(arrangedSubviews: [titleLabel, bodyLabel])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Notes in a one-column compositional layout with estimated heights, as UIKit code writes it.
@MainActor final class PortedNotesController: UIViewController, UICollectionViewDataSource {
  let notes: [(title: String, body: String)]
  var collectionView: UICollectionView!

  init(notes: [(title: String, body: String)]) {
    self.notes = notes
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(PortedNoteCell.self, forCellWithReuseIdentifier: PortedNoteCell.reuseIdentifier)
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: PortedNoteCell.reuseIdentifier, for: indexPath)
      as! PortedNoteCell
    cell.titleLabel.text = notes[indexPath.item].title
    cell.bodyLabel.text = notes[indexPath.item].body
    return cell
  }
}

@MainActor
@Suite("Self-sizing cells as UIKit tutorials write them")
struct SelfSizingPortTests {
  @Test func aListOfStackViewCellsSizesEachRowToItsText() {
    let notes = [
      (title: "Milk", body: "Two litres"),
      (title: "Trip", body: "Pack the tent, the stove and two maps; leave the spare key with the neighbours."),
      (title: "Ideas", body: "A collection view that keeps the first visible row still while rows above are measured."),
    ]
    let controller = PortedNotesController(notes: notes)
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    host.show(controller)
    host.runFrame()
    let cv = controller.collectionView!
    // A row is 10 + the title's height + 4 + the body's height wrapped at the stack's 320 - 32 = 288
    // points + 10, each label measured as the app would measure it.
    let probe = PortedNoteCell(frame: .zero)
    var y: CGFloat = 0
    for (item, note) in notes.enumerated() {
      probe.titleLabel.text = note.title
      probe.bodyLabel.text = note.body
      let title = probe.titleLabel.intrinsicContentSize.height
      let body = probe.bodyLabel.sizeThatFits(CGSize(width: 288, height: 0)).height
      let height = 10 + title + 4 + body + 10
      let cell = cv.cellForItem(at: IndexPath(item: item, section: 0)) as? PortedNoteCell
      #expect(cell?.frame == CGRect(x: 0, y: y, width: 320, height: height), "row \(item)")
      #expect(cell?.bodyLabel.frame == CGRect(x: 0, y: title + 4, width: 288, height: body), "row \(item)'s body")
      y += height
    }
    #expect(y > 3 * 44 + 30, "the long notes wrap onto several lines")
    #expect(cv.contentSize == CGSize(width: 320, height: y))
    #expect(cv.checkInvariants() == [])
  }
}
