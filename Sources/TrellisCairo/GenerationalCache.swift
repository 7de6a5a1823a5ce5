import Foundation

/// A bounded cache that keeps recently used entries: two generations of at most `capacity` each.
///
/// Lookups hit the young generation, or promote from the old one; when the young generation is full
/// it becomes the old one and the previous old generation is dropped. This approximates LRU with
/// O(1) work per operation and never holds more than `2 × capacity` entries.
struct GenerationalCache<Key: Hashable, Value> {
  /// The most entries one generation holds.
  let capacity: Int
  private var young: [Key: Value] = [:]
  private var old: [Key: Value] = [:]

  /// Creates an empty cache.
  init(capacity: Int) {
    precondition(capacity > 0, "GenerationalCache: capacity must be positive")
    self.capacity = capacity
  }

  /// The number of entries held.
  var count: Int { young.count + old.count }

  /// The value for a key, promoting it to the young generation; nil when absent.
  /// - Complexity: Amortised O(1).
  mutating func value(for key: Key) -> Value? {
    if let value = young[key] { return value }
    guard let value = old.removeValue(forKey: key) else { return nil }
    insert(value, for: key)
    return value
  }

  /// Stores a value in the young generation, ageing the generations when it is full.
  /// - Complexity: Amortised O(1); O(capacity) when a generation is dropped.
  mutating func insert(_ value: Value, for key: Key) {
    if young.count >= capacity {
      old = young
      young = [:]
      young.reserveCapacity(capacity)
    }
    young[key] = value
  }

  /// Drops every entry.
  mutating func removeAll() {
    young = [:]
    old = [:]
  }
}
