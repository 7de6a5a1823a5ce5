import Foundation
import Trellis
import TrellisCairo

/// The book's chapter 2 performance case study on real files: 3,000 cells showing the showcase's twelve
/// gallery images (JPEG and PNG, 175 to 960 pixels wide), scaled to fill. Each file is decoded once, off
/// the main actor (`byPreparingForDisplay()`), started by the prefetch data source for the items ahead of
/// scrolling or by the first cell that shows it; a cell shows a placeholder until its file is ready and is
/// then reconfigured. A decode no longer needed (scrolling turned before it finished) is cancelled.
/// Scrolling re-uses cells and re-rasterises only the image views whose image changed. Open it with the
/// frame-time overlay on (F12, or `TRELLIS_FRAME_OVERLAY=1`) to see the cost.
@MainActor final class ImageGridScene: SceneController, CollectionViewDataSource, CollectionViewDataSourcePrefetching {
  /// Whether files are decoded off the main actor; the headless renderer turns it off so snapshots
  /// never depend on when a background decode finishes.
  static var loadsAsynchronously = true
  static let itemCount = 3_000
  /// The gallery's files, in order.
  static let fileNames = (1...12).map { String(format: "gallery-%02d.%@", $0, $0 % 3 == 0 ? "png" : "jpg") }
  private(set) var collectionView: CollectionView!
  /// The gallery's images with their file names, headers read, pixels not decoded.
  let images: [(name: String, image: Image?)] = ImageGridScene.fileNames.map {
    ($0, Image(named: ($0 as NSString).deletingPathExtension, in: .module))
  }
  /// The decoded images by file index.
  private(set) var decoded: [Int: Image] = [:]
  /// The decodes under way by file index.
  private(set) var loading: [Int: Task<Void, Never>] = [:]
  /// File indexes whose decode was cancelled, in order (for tests).
  private(set) var cancelledLoads: [Int] = []
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
    cv.prefetchDataSource = self
    view.addSubview(cv)
    collectionView = cv
    info.textAlignment = .left
    let missing = images.filter { $0.image == nil }.map(\.name)
    info.text =
      missing.isEmpty
      ? "3,000 cells, 12 JPEG and PNG files decoded once each off the main thread; F12 shows the frame-time overlay"
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

  /// The file an item shows: a fixed scramble of the item, so neighbours and rows differ.
  static func fileIndex(of indexPath: IndexPath) -> Int {
    ((indexPath.item &* 2_654_435_761) >> 7) % fileNames.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
    let file = Self.fileIndex(of: indexPath)
    let (name, image) = images[file]
    if decoded[file] == nil, !Self.loadsAsynchronously { decoded[file] = image?.preparingForDisplay() }
    cell.imageView.image = decoded[file]
    if let image, decoded[file] != nil {
      let kind = (name as NSString).pathExtension.uppercased()
      cell.caption.text = "\(kind) \(Int(image.pixelSize.width))×\(Int(image.pixelSize.height))"
    } else {
      cell.caption.text = image == nil ? name : "decoding \(name)…"
      startLoading(file)
    }
    return cell
  }

  func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    for indexPath in indexPaths { startLoading(Self.fileIndex(of: indexPath)) }
  }

  /// Cancels the decodes that no visible or still-announced item needs.
  func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    var needed = Set(collectionView.indexPathsForVisibleItems.map(Self.fileIndex))
    needed.formUnion(collectionView.prefetchedItemIndexPaths.map(Self.fileIndex))
    for file in Set(indexPaths.map(Self.fileIndex)).sorted() where !needed.contains(file) {
      guard let task = loading.removeValue(forKey: file) else { continue }
      task.cancel()
      cancelledLoads.append(file)
    }
  }

  /// Starts decoding a file off the main actor unless it is decoded or decoding; when it is ready, the
  /// visible cells showing it are reconfigured.
  func startLoading(_ file: Int) {
    guard Self.loadsAsynchronously, decoded[file] == nil, loading[file] == nil, let image = images[file].image else {
      return
    }
    loading[file] = Task { [weak self] in
      let prepared = await image.byPreparingForDisplay()
      guard let self, !Task.isCancelled else { return }
      self.loading[file] = nil
      guard let prepared else { return }
      self.decoded[file] = prepared
      let showing = self.collectionView.indexPathsForVisibleItems.filter { Self.fileIndex(of: $0) == file }
      if !showing.isEmpty { self.collectionView.reconfigureItems(at: showing) }
    }
  }

  /// Waits until every decode under way has finished (for tests).
  func finishLoading() async {
    for task in Array(loading.values) { await task.value }
  }
}
