import Testing
import TrellisTesting
import TrellisUIKitNames
import UIKitPortAppTypes

// An app's own types named like Trellis's unprefixed ones, one set from another module (UIKitPortAppTypes:
// `ImageView`, `CollectionViewCell`) and one declared here (`Label`, `Color`): TrellisUIKitNames gives only
// UIKit's names, so none of them is ambiguous.

/// The app's own label model.
struct Label {
  var text: String
}

/// The app's own colour palette.
enum Color: String {
  case accent, background
}

/// A cell that shows the app's models with UIKit's views.
class ModelCell: UICollectionViewCell {
  let imageView = UIImageView()
  let label = UILabel()
  var model: CollectionViewCell?

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(imageView)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func show(_ model: CollectionViewCell, image: ImageView, caption: Label, tint: Color) {
    self.model = model
    label.text = "\(model.title) \(image.name) \(caption.text) \(tint.rawValue)"
  }
}

@MainActor
@Suite("An app's own names beside TrellisUIKitNames")
struct AppOwnNamesTests {
  @Test func theAppsOwnTypesAreTheOnesTheirNamesMean() {
    let image: ImageView = ImageView(name: "photo")
    let model: CollectionViewCell = CollectionViewCell(title: "Title")
    let cell = ModelCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    cell.show(model, image: image, caption: Label(text: "caption"), tint: .accent)
    #expect(cell.label.text == "Title photo caption accent")
    #expect(cell.model === model)
    #expect(cell.contentView.subviews.count == 2)
    #expect(type(of: cell.imageView) == UIImageView.self)
    let uiColor: UIColor = .red
    #expect(uiColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
  }
}
