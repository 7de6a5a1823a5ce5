import TrellisUIKitNames

// Written as a UIKit programmer writes it, with `import UIKit` changed to `import TrellisUIKitNames` and
// nothing else: a snapping carousel on a horizontal flow layout.

/// A carousel of cards that snaps a fling to the next or previous page through `targetContentOffset.pointee`.
class CarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let cardWidth: CGFloat = 200
  let spacing: CGFloat = 20
  var collectionView: UICollectionView!
  var log: [String] = []
  var dragStart: CGPoint = .zero

  var pageWidth: CGFloat { cardWidth + spacing }

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = spacing
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.decelerationRate = UIScrollView.DecelerationRate.fast
    view.addSubview(collectionView)
  }

  // MARK: UICollectionViewDataSource

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    log.append("numberOfSections")
    return 1
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    log.append("numberOfItems \(section)")
    return 10
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier, for: indexPath) as! CardCell
    cell.configure(number: indexPath.item)
    return cell
  }

  // MARK: UICollectionViewDelegateFlowLayout

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: cardWidth, height: collectionView.bounds.height - 20)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  }

  // MARK: UICollectionViewDelegate

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    log.append("willDisplay \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(indexPath.item)")
  }

  // MARK: UIScrollViewDelegate

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    dragStart = scrollView.contentOffset
    log.append("willBeginDragging \(Int(dragStart.x))")
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    let startPage = (dragStart.x / pageWidth).rounded()
    var page = startPage
    if velocity.x > 0 {
      page += 1
    } else if velocity.x < 0 {
      page -= 1
    }
    page = max(0, min(page, 9))
    log.append("willEndDragging proposed \(Int(targetContentOffset.pointee.x)) page \(Int(page))")
    targetContentOffset.pointee = CGPoint(x: page * pageWidth, y: targetContentOffset.pointee.y)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    log.append("didEndDecelerating \(Int(scrollView.contentOffset.x))")
  }
}

/// A card: a label in the content view, made in code with UIKit's two initialisers.
class CardCell: UICollectionViewCell {
  static let reuseIdentifier = "CardCell"
  let numberLabel = UILabel()
  var reuseCount = 0

  // UIKit: `override init(frame: CGRect)`; Trellis makes registered classes through the metatype, which
  // needs a required initialiser (the article PortingFromUIKit).
  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(numberLabel)
    contentView.backgroundColor = UIColor(hex: "#3366CC")
    layer.cornerRadius = 12
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.addSubview(numberLabel)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    numberLabel.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
    numberLabel.text = nil
  }

  func configure(number: Int) { numberLabel.text = "Card \(number)" }
}

extension UIColor {
  /// A colour from "#RRGGBB".
  convenience init(hex: String) {
    let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
    let value = UInt32(digits, radix: 16) ?? 0
    self.init(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: 1)
  }
}
