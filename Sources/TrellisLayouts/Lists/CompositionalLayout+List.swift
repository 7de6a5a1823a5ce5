import Foundation
import TrellisCollection

extension CompositionalLayout {
  /// A layout whose every section is a list in `configuration`'s appearance (`list(using:)`).
  public static func list(using configuration: CollectionLayoutListConfiguration) -> CompositionalLayout {
    CompositionalLayout { _, environment in
      CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
