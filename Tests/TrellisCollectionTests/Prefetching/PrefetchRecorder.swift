import Foundation
import Trellis

/// A prefetch data source that records its calls as `prefetch [0, 6] [0, 7]` / `cancel [0, 7]`.
@MainActor final class PrefetchRecorder: CollectionViewDataSourcePrefetching {
  var calls: [String] = []

  func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    calls.append("prefetch " + indexPaths.map { "\($0.item)" }.joined(separator: " "))
  }

  func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    calls.append("cancel " + indexPaths.map { "\($0.item)" }.joined(separator: " "))
  }

  /// The calls since the last take.
  func take() -> [String] {
    defer { calls = [] }
    return calls
  }
}
