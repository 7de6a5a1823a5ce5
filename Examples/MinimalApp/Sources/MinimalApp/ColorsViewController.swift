import TrellisUIKitNames

/// A grid of colour tiles, written as UIKit code: a flow layout, a cell class, a data source and a delegate.
final class ColorsViewController: UICollectionViewController {
  private let tileCount = 1_000

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 96, height: 96)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    super.init(collectionViewLayout: layout)
    title = "A thousand colours"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(ColorCell.self, forCellWithReuseIdentifier: ColorCell.reuseIdentifier)
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    tileCount
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: ColorCell.reuseIdentifier, for: indexPath) as! ColorCell
    cell.show(number: indexPath.item, of: tileCount)
    return cell
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    print("selected tile \(indexPath.item)")
  }
}

/// A tile: a colour and its number.
final class ColorCell: UICollectionViewCell {
  static let reuseIdentifier = "ColorCell"
  private let numberLabel = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    numberLabel.textAlignment = .center
    numberLabel.textColor = .white
    contentView.addSubview(numberLabel)
    contentView.layer.cornerRadius = 12
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    numberLabel.frame = contentView.bounds
  }

  func show(number: Int, of count: Int) {
    numberLabel.text = "\(number)"
    contentView.backgroundColor = UIColor(
      hue: CGFloat(number % 100) / 100, saturation: 0.55, brightness: 0.85, alpha: 1)
  }
}
