// An app's own module with names that Trellis uses unprefixed: files that import it and TrellisUIKitNames
// must see these alone (UIKitPortTests' AppOwnNamesTests).

/// The app's own image view: a model object, not a view.
public final class ImageView {
  /// The image's name.
  public let name: String
  /// Creates an image view model.
  public init(name: String) { self.name = name }
}

/// The app's own cell model.
open class CollectionViewCell {
  /// The cell's title.
  public var title: String
  /// Creates a cell model.
  public init(title: String) { self.title = title }
}
