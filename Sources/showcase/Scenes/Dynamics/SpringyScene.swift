import Trellis

/// The book's springy collection view (listings 6.15–6.21) at an iPhone's width (390 pt: seven
/// columns, 18 rows, so the 120 cells scroll as they do in the book), with a caption beside it.
@MainActor final class SpringyScene: SceneController {
  static let phoneWidth: CGFloat = 390
  let listing = SpringyCollectionViewController()
  private let note = caption(
    "Listings 6.15–6.21 in Swift: a FlowLayout subclass with one attachment per cell (length 0, damping 0.8, "
      + "frequency 1). Drag the list: cells far from your finger lag behind and spring back.")

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(listing)
    view.addSubview(listing.view)
    listing.didMove(toParent: self)
    note.numberOfLines = 0
    note.textAlignment = .left
    view.addSubview(note)
  }

  override func layoutScene(in bounds: CGRect) {
    let width = min(Self.phoneWidth, bounds.width)
    listing.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
    let x = width + 24
    note.frame = CGRect(x: x, y: 24, width: max(0, bounds.width - x - 24), height: 120)
  }
}
