import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// Reports a misuse a layout found while preparing (for example a flow layout's zero item size): it
  /// becomes `lastError` and goes to `errorHandler`, like the collection view's own reports.
  public func reportLayoutError(_ error: CollectionViewError) { report(error) }
}
