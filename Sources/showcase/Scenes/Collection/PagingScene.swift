import Trellis

/// Seed 001, "Paging With Collection Views": a horizontal flow layout whose cells fill the bounds, paging
/// on, one coloured page per cell with a white label, and the page control the tutorial promises for part 2.
///
/// The code follows the tutorial's Objective-C method by method (its `loadView`, `viewDidLoad`, data
/// source and `sizeForItemAt`); the page control part is the pattern of
/// Documentation/Behaviour.md#page-control-pattern. Left and Right arrows page too: the scene, not the
/// collection view, takes them, so the pages slide.
@MainActor final class PagingScene: SceneController, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  /// How many pages, the tutorial's `PAGES` ("6 is a good start").
  static let pages = 6
  private var collectionView: CollectionView!
  private let pageControl = PageControl()
  private var laidOutSize = CGSize.zero

  override func loadView() {
    super.loadView()

    // Create a flow layout for the collection view that scrolls horizontally and has no space between items.
    let flowLayout = FlowLayout()
    flowLayout.scrollDirection = .horizontal
    flowLayout.minimumLineSpacing = 0
    flowLayout.minimumInteritemSpacing = 0

    // Set up the collection view with no scroll bars, paging enabled, and the delegate and data source
    // set to this view controller.
    let collectionView = CollectionView(frame: view.frame, collectionViewLayout: flowLayout)
    collectionView.showsHorizontalScrollIndicator = false
    collectionView.isPagingEnabled = true
    collectionView.delegate = self
    collectionView.dataSource = self
    view.addSubview(collectionView)
    self.collectionView = collectionView

    // Part 2: the page control (the dots), over the bottom of the pages.
    pageControl.numberOfPages = Self.pages
    pageControl.addAction(for: .valueChanged) { [weak self] _ in self?.showCurrentPage() }
    view.addSubview(pageControl)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // Register a prototype cell class for the collection view.
    collectionView.register(CustomCell.self, forCellWithReuseIdentifier: "Cell")
  }

  override func layoutScene(in bounds: CGRect) {
    let page = pageControl.currentPage
    collectionView.frame = bounds
    pageControl.frame = CGRect(x: 0, y: bounds.height - 37 - 12, width: bounds.width, height: 37)
    // Pages are the bounds' size: a new size needs new item sizes, and the same page on screen.
    guard bounds.size != laidOutSize else { return }
    laidOutSize = bounds.size
    collectionView.collectionViewLayout.invalidateLayout()
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = CGPoint(x: CGFloat(page) * bounds.width, y: 0)
  }

  /// Scrolls to the page control's page, as the app must when the control sends `.valueChanged`.
  private func showCurrentPage() {
    let item = IndexPath(item: pageControl.currentPage, section: 0)
    collectionView.scrollToItem(at: item, at: .centeredHorizontally, animated: true)
  }

  /// Left and Right arrows move one page, as taps beside the current dot do; other keys go on (Escape pops).
  override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    var unhandled: Set<Press> = []
    for press in presses {
      let plain = press.modifiers.isDisjoint(with: [.command, .control, .alternate])
      switch press.key {
      case .leftArrow where plain: pageControl.currentPage -= 1
      case .rightArrow where plain: pageControl.currentPage += 1
      default:
        unhandled.insert(press)
        continue
      }
      showCurrentPage()
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  // MARK: Data source

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { Self.pages }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    // Dequeue a prototype cell and set the label to indicate the page.
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! CustomCell
    cell.label.text = "Page \(indexPath.row + 1)"

    // To provide a good view of pages, set each one to a different colour.
    let hue = CGFloat(indexPath.row) / CGFloat(Self.pages)
    cell.backgroundColor = Color(hue: hue, saturation: 1, brightness: 0.5, alpha: 1)
    return cell
  }

  // MARK: Flow layout delegate

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    collectionView.bounds.size
  }

  // MARK: Scroll view delegate

  /// The page control follows the scrolling: the page most of the screen shows. An animated scroll to the
  /// control's page leaves it alone, so taps and keys in quick succession count from the page they chose.
  func scrollViewDidScroll(_ scrollView: ScrollView) {
    let width = scrollView.bounds.width
    guard width > 0, !scrollView.isScrollAnimating else { return }
    pageControl.currentPage = Int((scrollView.contentOffset.x / width).rounded())
  }

  /// A paging drag came to rest: the page it rests on is current.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { scrollViewDidScroll(scrollView) }

  /// An animated scroll to a page ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { scrollViewDidScroll(scrollView) }
}

/// The tutorial's `CustomCell`: a cell with a white label on a clear background.
@MainActor final class CustomCell: CollectionViewCell {
  /// The page's label.
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    // The tutorial's label is 300×24 at (10, 10) in the 17 pt system font; on a desktop-sized page the
    // title is set larger, in the same place.
    label.frame = CGRect(x: 10, y: 10, width: 300, height: 48)
    label.font = .systemFont(ofSize: 40, weight: .bold)
    label.textColor = .white
    label.backgroundColor = .clear
    addSubview(label)
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }
}
