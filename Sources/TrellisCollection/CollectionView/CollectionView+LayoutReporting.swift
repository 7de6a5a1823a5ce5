import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// Reports a problem a layout found while preparing (for example a flow layout's zero item size): it
  /// becomes `lastError` and goes to `errorHandler` as `CollectionViewError.layout(error)`, like the
  /// collection view's own reports.
  public func reportLayoutError(_ error: LayoutError) { report(.layout(error)) }
}
