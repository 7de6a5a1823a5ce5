import Foundation
import Synchronization
import Testing
import Trellis

/// Live-instance counts of the lifetime probes below, by kind: `init` adds one, `deinit` takes it away.
///
/// Deinitialisers are nonisolated, so the counts sit behind a mutex rather than on the main actor.
final class LiveInstances: Sendable {
  /// The counts the probes update.
  static let shared = LiveInstances()
  private let state = Mutex<(live: [String: Int], created: [String: Int])>(([:], [:]))

  func add(_ kind: String) {
    state.withLock {
      $0.live[kind, default: 0] += 1
      $0.created[kind, default: 0] += 1
    }
  }

  func remove(_ kind: String) { state.withLock { $0.live[kind, default: 0] -= 1 } }

  /// Objects of each kind alive now (kinds never made are absent).
  var live: [String: Int] { state.withLock { $0.live } }

  /// Objects of each kind made since the process started.
  var created: [String: Int] { state.withLock { $0.created } }
}

/// A collection view that counts its live instances.
@MainActor final class ProbeCollectionView: CollectionView {
  override init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    super.init(frame: frame, collectionViewLayout: layout)
    LiveInstances.shared.add("collection view")
  }
  /// Not used: probes are made in code.
  required init?(coder: NSCoder) { nil }
  deinit { LiveInstances.shared.remove("collection view") }
}

/// A flow layout that counts its live instances.
@MainActor final class ProbeFlowLayout: FlowLayout {
  override init() {
    super.init()
    LiveInstances.shared.add("layout")
  }
  /// Not used: probes are made in code.
  required init?(coder: NSCoder) { nil }
  deinit { LiveInstances.shared.remove("layout") }
}

/// A cell with a label that counts its live instances.
@MainActor final class ProbeCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
    LiveInstances.shared.add("cell")
  }
  /// Not used: probes are made in code.
  required init?(coder: NSCoder) { nil }
  deinit { LiveInstances.shared.remove("cell") }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}

/// A tap recognizer that counts its live instances.
@MainActor final class ProbeTapRecognizer: TapGestureRecognizer {
  required init() {
    super.init()
    LiveInstances.shared.add("gesture recognizer")
  }
  deinit { LiveInstances.shared.remove("gesture recognizer") }
}

/// A collection-view controller showing a grid of 60 labelled 100×100 cells in a flow layout, with a tap
/// recognizer on the collection view whose action reaches back to the controller (weakly, as it must).
///
/// With `countsCollectionView` its view is a `ProbeCollectionView` configured as
/// `CollectionViewController.loadView()` configures its own; without, the inherited `loadView()` runs.
@MainActor final class ProbeGridController: CollectionViewController {
  let countsCollectionView: Bool
  let tap = ProbeTapRecognizer()
  private(set) var taps = 0
  private(set) var selections: [IndexPath] = []

  /// The layout given to `init` (`CollectionViewController` keeps its own copy private).
  let probeLayout: ProbeFlowLayout

  init(countsCollectionView: Bool = false) {
    self.countsCollectionView = countsCollectionView
    probeLayout = ProbeFlowLayout()
    probeLayout.itemSize = CGSize(width: 100, height: 100)
    probeLayout.minimumLineSpacing = 10
    probeLayout.minimumInteritemSpacing = 10
    super.init(collectionViewLayout: probeLayout)
    title = "Grid"
    LiveInstances.shared.add("controller")
  }
  deinit { LiveInstances.shared.remove("controller") }

  override func loadView() {
    guard countsCollectionView else { return super.loadView() }
    let collectionView = ProbeCollectionView(frame: Screen.main.bounds, collectionViewLayout: probeLayout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dataSource = self
    collectionView.delegate = self
    view = collectionView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(ProbeCell.self, forCellWithReuseIdentifier: "probe")
    tap.cancelsTouchesInView = false  // the cell still gets the touch, and selects
    tap.addAction { [weak self] _ in self?.taps += 1 }
    collectionView.addGestureRecognizer(tap)
  }

  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "probe", for: indexPath) as! ProbeCell
    cell.label.text = "\(indexPath.item)"
    return cell
  }

  override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    selections.append(indexPath)
  }
}
