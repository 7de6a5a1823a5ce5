import Foundation
import Trellis

/// The book's chapter 2 performance case study on real files: 3,000 cells showing the showcase's twelve
/// gallery images (JPEG and PNG, 175 to 960 pixels wide), scaled to fill. Each file is decoded once and
/// kept with its `Image`; scrolling re-uses cells and re-rasterises only the image views whose image
/// changed. Open it with the frame-time overlay on (F12, or `TRELLIS_FRAME_OVERLAY=1`) to see the cost.
@MainActor final class ImageGridScene: SceneController, CollectionViewDataSource {
  static let itemCount = 3_000
  /// The gallery's files, in order.
  static let fileNames = (1...12).map { String(format: "gallery-%02d.%@", $0, $0 % 3 == 0 ? "png" : "jpg") }
  private(set) var collectionView: CollectionView!
  /// The gallery's images with their file names, loaded lazily (headers read, pixels decoded on first draw).
  let images: [(name: String, image: Image?)] = ImageGridScene.fileNames.map {
    ($0, Image(named: ($0 as NSString).deletingPathExtension, in: .module))
  }
  private let info = caption("")

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 148, height: 112)
    layout.minimumInteritemSpacing = 6
    layout.minimumLineSpacing = 6
    layout.sectionInset = EdgeInsets(all: 8)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    cv.dataSource = self
    view.addSubview(cv)
    collectionView = cv
    info.textAlignment = .left
    let missing = images.filter { $0.image == nil }.map(\.name)
    info.text =
      missing.isEmpty
      ? "3,000 cells, 12 JPEG and PNG files decoded once each; F12 shows the frame-time overlay"
      : "missing resources: \(missing.joined(separator: ", "))"
    view.addSubview(info)
  }

  /// The collection view takes the keyboard: arrows, Page Up/Down and Home/End scroll through the selection.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.becomeFirstResponder()
  }

  override func layoutScene(in bounds: CGRect) {
    info.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: 32)
    collectionView.frame = CGRect(x: 0, y: 32, width: bounds.width, height: max(0, bounds.height - 32))
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { Self.itemCount }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
    // A fixed scramble of the item, so neighbours and rows differ.
    let (name, image) = images[((indexPath.item &* 2_654_435_761) >> 7) % images.count]
    cell.imageView.image = image
    if let image {
      let kind = (name as NSString).pathExtension.uppercased()
      cell.caption.text = "\(kind) \(Int(image.pixelSize.width))×\(Int(image.pixelSize.height))"
    } else {
      cell.caption.text = name
    }
    return cell
  }
}
