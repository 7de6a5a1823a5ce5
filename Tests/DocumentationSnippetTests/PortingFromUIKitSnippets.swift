import TrellisUIKitNames

// The code of the article "Porting from UIKit" (Sources/Trellis/Trellis.docc/Articles/PortingFromUIKit.md),
// written with UIKit's names only.

// snippet: porting-delegate
@MainActor protocol CardCellDelegate: AnyObject {
  func cardCellDidFlip(_ cell: CardCell)
}

extension CardCellDelegate {
  func cardCellDidFlip(_ cell: CardCell) {}
}
// end-snippet

// snippet: porting-cell
final class CardCell: UICollectionViewCell {
  weak var delegate: CardCellDelegate?
  let titleLabel = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = nil
  }

  func flip() {
    delegate?.cardCellDidFlip(self)
  }
}
// end-snippet

// snippet: porting-controller
final class DeckViewController: UICollectionViewController, CardCellDelegate {
  private(set) var flips = 0
  private(set) var taps = 0

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 140)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
    let tap = UITapGestureRecognizer(target: self, action: DeckViewController.handleTap)
    collectionView.addGestureRecognizer(tap)
  }

  func handleTap(_ sender: UITapGestureRecognizer) {
    taps += 1
    let location = sender.location(in: collectionView)
    guard let indexPath = collectionView.indexPathForItem(at: location) else { return }
    (collectionView.cellForItem(at: indexPath) as? CardCell)?.flip()
  }

  func cardCellDidFlip(_ cell: CardCell) {
    flips += 1
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    52
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! CardCell
    cell.titleLabel.text = "Card \(indexPath.item + 1)"
    cell.delegate = self
    return cell
  }
}
// end-snippet
