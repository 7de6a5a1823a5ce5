/// The model behind the reorderable photo grid: albums holding photo numbers, every photo in exactly one
/// album at one place.
@MainActor final class PhotoAlbums {
  /// The albums' titles, in section order.
  let titles: [String]
  /// Each album's photos (numbers for `PhotoLibrary.photo(_:)`), in order.
  private(set) var photos: [[Int]]
  /// How many photos there are in all; moves never change it.
  let total: Int

  /// Albums with the given titles and sizes; photos are numbered from 0 in album order.
  init(_ albums: [(title: String, count: Int)]) {
    titles = albums.map(\.title)
    var next = 0
    photos = albums.map { album in
      defer { next += album.count }
      return Array(next..<(next + album.count))
    }
    total = next
  }

  /// Moves the photo at `source` to `destination` (section, item), as `collectionView(_:moveItemAt:to:)`
  /// asks; false (and no change) when either names no place.
  @discardableResult func move(from source: (section: Int, item: Int), to destination: (section: Int, item: Int))
    -> Bool
  {
    guard photos.indices.contains(source.section), photos[source.section].indices.contains(source.item),
      photos.indices.contains(destination.section)
    else { return false }
    let limit = photos[destination.section].count - (source.section == destination.section ? 1 : 0)
    guard destination.item >= 0, destination.item <= limit else { return false }
    let photo = photos[source.section].remove(at: source.item)
    photos[destination.section].insert(photo, at: destination.item)
    return true
  }

  /// Problems with the albums: a photo twice or missing.
  /// - Complexity: O(n) for n photos.
  func problems() -> [String] {
    var seen = Set<Int>()
    var problems: [String] = []
    for photo in photos.joined() where !seen.insert(photo).inserted { problems.append("photo \(photo) appears twice") }
    if seen.count != total { problems.append("\(total - seen.count) photos are missing") }
    return problems
  }
}
