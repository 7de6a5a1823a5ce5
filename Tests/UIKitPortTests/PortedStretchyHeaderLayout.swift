import TrellisUIKitNames

// A stretchy-header list layout written as UIKit code writes it: a collection-wide header at
// `IndexPath(index: 0)`, a custom attributes class with `copy(with:)`, `isEqual(_:)` and an observed
// `zIndex`, `layoutAttributesClass` typed `AnyClass`, and `init?(coder:)`.

/// Attributes that carry how far the header is stretched, and record every `zIndex` change.
class StretchAttributes: UICollectionViewLayoutAttributes {
  var stretch: CGFloat = 0
  var zIndexLog: [String] = []

  override var zIndex: Int {
    didSet { zIndexLog.append("\(oldValue)->\(zIndex)") }
  }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! StretchAttributes
    copy.stretch = stretch
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? StretchAttributes, other.stretch == stretch else { return false }
    return super.isEqual(object)
  }
}

/// The invalidation context of the stretchy layout: whether the invalidation comes from a pull.
class StretchInvalidationContext: UICollectionViewLayoutInvalidationContext {
  var isPull = false
}

/// A list with one header for the whole collection that stretches when pulled down.
class StretchyHeaderLayout: UICollectionViewLayout {
  static let headerKind = "StretchyHeader"
  let headerHeight: CGFloat = 100
  let rowHeight: CGFloat = 50
  var prepareCount = 0
  var boundsChecks = 0
  private var rows: [StretchAttributes] = []

  override init() { super.init() }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override class var layoutAttributesClass: AnyClass { StretchAttributes.self }

  override class var invalidationContextClass: AnyClass { StretchInvalidationContext.self }

  var invalidations: [String] = []

  override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(forBoundsChange: newBounds) as! StretchInvalidationContext
    context.isPull = newBounds.minY < 0
    return context
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if let context = context as? StretchInvalidationContext { invalidations.append("pull \(context.isPull)") }
    super.invalidateLayout(with: context)
  }

  override func prepare() {
    super.prepare()
    prepareCount += 1
    guard let collectionView = collectionView else { return }
    rows = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
      let attributes = StretchAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(
        x: 0, y: headerHeight + CGFloat(item) * rowHeight, width: collectionView.bounds.width, height: rowHeight)
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: headerHeight + CGFloat(rows.count) * rowHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result: [UICollectionViewLayoutAttributes] = rows.filter { $0.frame.intersects(rect) }
    if let header = layoutAttributesForSupplementaryView(ofKind: Self.headerKind, at: IndexPath(index: 0)),
      header.frame.intersects(rect)
    {
      result.append(header)
    }
    return result
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    rows.indices.contains(indexPath.item) ? rows[indexPath.item] : nil
  }

  override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard elementKind == Self.headerKind, let collectionView = collectionView else { return nil }
    let attributes = StretchAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
    let pull = min(0, collectionView.contentOffset.y)
    attributes.frame = CGRect(x: 0, y: pull, width: collectionView.bounds.width, height: headerHeight - pull)
    attributes.stretch = -pull
    attributes.zIndex = 10
    return attributes
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    boundsChecks += 1
    return newBounds.minY <= 0 || collectionView.map { newBounds.width != $0.bounds.width } ?? false
  }
}

/// The stretchy header: it records the attributes applied to it.
class StretchyHeaderView: UICollectionReusableView {
  var appliedStretches: [CGFloat] = []
  var appliedZIndexLogs: [[String]] = []

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    guard let attributes = layoutAttributes as? StretchAttributes else { return }
    appliedStretches.append(attributes.stretch)
    appliedZIndexLogs.append(attributes.zIndexLog)
  }
}

/// The data source and delegate of the stretchy list: twenty rows and the header.
class StretchyListController: UICollectionViewController {
  var headerRequests: [String] = []
  var selected: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    collectionView.register(
      StretchyHeaderView.self, forSupplementaryViewOfKind: StretchyHeaderLayout.headerKind,
      withReuseIdentifier: "header")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    20
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    headerRequests.append("\(kind) \(indexPath)")
    return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    super.collectionView(collectionView, didSelectItemAt: indexPath)
    selected.append(indexPath)
  }
}
