import TrellisUIKitNames

// A grid that adapts to its environment as UIKit code does: columns from the size class, the idiom and the
// width, spacing from the display scale, insets from the safe area and layout margins, and a relayout on
// `viewWillTransition(to:with:)` through the transition coordinator.

/// A grid whose column count follows the horizontal size class and the width it will have.
class AdaptiveGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var collectionView: UICollectionView!
  let layout = UICollectionViewFlowLayout()
  var log: [String] = []
  var traitChanges: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
    applyLayout(width: view.bounds.width)
  }

  /// Columns: 2 in a compact width, 4 in a regular one, one more on a pad wider than 1000 points.
  func columns(for width: CGFloat) -> Int {
    let regular = traitCollection.horizontalSizeClass == .regular || width >= 600
    let base = regular ? 4 : 2
    return traitCollection.userInterfaceIdiom == .pad && width > 1000 ? base + 1 : base
  }

  func applyLayout(width: CGFloat) {
    let count = CGFloat(columns(for: width))
    let hairline = 1 / traitCollection.displayScale
    let margins = view.layoutMargins
    layout.sectionInset = UIEdgeInsets(
      top: view.safeAreaInsets.top, left: margins.left, bottom: view.safeAreaInsets.bottom, right: margins.right)
    layout.minimumInteritemSpacing = hairline
    layout.minimumLineSpacing = hairline
    let available = width - margins.left - margins.right - hairline * (count - 1)
    layout.itemSize = CGSize(width: (available / count).rounded(.down), height: 80)
    log.append("layout \(Int(width)) columns \(Int(count)) item \(Int(layout.itemSize.width))")
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    log.append("willTransition \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
    coordinator.animate(
      alongsideTransition: { context in
        self.log.append("alongside animated=\(context.isAnimated) view \(Int(self.view.bounds.width))")
        self.applyLayout(width: size.width)
        self.collectionView.collectionViewLayout.invalidateLayout()
      },
      completion: { _ in self.log.append("completion") })
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
      traitChanges.append(
        "horizontal \(previousTraitCollection?.horizontalSizeClass == .compact ? "compact" : "regular")->"
          + "\(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
    }
    if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection {
      traitChanges.append("direction rtl=\(traitCollection.layoutDirection == .rightToLeft)")
    }
    if previousTraitCollection?.userInterfaceIdiom != traitCollection.userInterfaceIdiom {
      traitChanges.append("idiom \(traitCollection.userInterfaceIdiom == .phone ? "phone" : "not phone")")
    }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
  }
}

/// A view that insets its content by its layout margins and records the calls it gets.
class MarginBadgeView: UIView {
  let content = UIView()
  var log: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(content)
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 30)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    content.frame = bounds.inset(by: layoutMargins)
  }

  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    log.append("marginsDidChange \(layoutMargins.left) \(layoutMargins.right)")
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.append("traits rtl=\(traitCollection.layoutDirection == .rightToLeft)")
    setNeedsLayout()
  }
}
