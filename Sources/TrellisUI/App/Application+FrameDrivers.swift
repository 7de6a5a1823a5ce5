import Foundation

/// The frame drivers: the per-frame work `renderFrame(at:)` ticks before laying out windows.
///
/// The list starts with the two standard drivers, `Animator.shared` and the gesture recognizers'
/// timeout scheduler, which always stay first and can't be removed; other drivers follow in the
/// order they joined. Drivers are held weakly: one released by its owner leaves the list by itself.
///
/// Joining and leaving are safe at any time, including from inside a tick: a driver that joins
/// during a tick is first ticked in the next frame (it counts for `needsFrame` at once), one that
/// leaves is not ticked again, not even later in the same pass. Ticking walks a stored array, so a
/// warm frame allocates nothing here.
extension Application {
  /// A driver on the list; `driver` becomes nil when it leaves during a tick or is released.
  struct FrameDriverEntry {
    weak var driver: (any FrameDriver)?
  }

  /// How many drivers at the front of the list are the standard ones (animator, gesture timeouts).
  static let standardFrameDriverCount = 2

  /// The standard drivers, in tick order.
  static func standardFrameDriverEntries() -> [FrameDriverEntry] {
    [FrameDriverEntry(driver: Animator.shared), FrameDriverEntry(driver: GestureRecognizerScheduler.shared)]
  }

  /// The drivers in tick order, for inspection.
  /// - Complexity: O(number of drivers); it builds an array.
  public var frameDrivers: [any FrameDriver] { frameDriverEntries.compactMap(\.driver) }

  /// Adds a driver after the others, held weakly; it is ticked from the next frame on and wakes the host.
  /// Adding a driver that is already on the list does nothing.
  /// - Complexity: O(number of drivers).
  public func addFrameDriver(_ driver: any FrameDriver) {
    guard !frameDriverEntries.contains(where: { $0.driver === driver }) else { return }
    frameDriverEntries.append(FrameDriverEntry(driver: driver))
    setNeedsFrame()
    // `setNeedsFrame()` is quiet when a frame is already pending; a host must hear of the new driver.
    host?.setNeedsFrame()
  }

  /// Removes a driver: it isn't ticked again and no longer keeps frames coming. Removing a driver that
  /// isn't on the list, or one of the standard drivers, does nothing.
  /// - Complexity: O(number of drivers).
  public func removeFrameDriver(_ driver: any FrameDriver) {
    guard let index = frameDriverEntries.firstIndex(where: { $0.driver === driver }),
      index >= Self.standardFrameDriverCount
    else { return }
    if isTickingFrameDrivers {
      frameDriverEntries[index].driver = nil
      frameDriversNeedCompaction = true
    } else {
      frameDriverEntries.remove(at: index)
    }
  }

  /// Removes every driver but the standard ones (`reset()`).
  /// - Complexity: O(number of drivers).
  func removeAddedFrameDrivers() {
    let standard = Self.standardFrameDriverCount
    guard frameDriverEntries.count > standard else { return }
    if isTickingFrameDrivers {
      for index in standard..<frameDriverEntries.count { frameDriverEntries[index].driver = nil }
      frameDriversNeedCompaction = true
    } else {
      frameDriverEntries.removeSubrange(standard...)
    }
  }

  /// Ticks every driver in order; drivers that join during the pass wait for the next one.
  /// - Complexity: O(number of drivers), plus the drivers' own work.
  func tickFrameDrivers(at time: TimeInterval) {
    guard !isTickingFrameDrivers else { return }
    isTickingFrameDrivers = true
    let count = frameDriverEntries.count
    var index = 0
    while index < count {
      if let driver = frameDriverEntries[index].driver {
        driver.tick(at: time)
      } else {
        frameDriversNeedCompaction = true
      }
      index += 1
    }
    isTickingFrameDrivers = false
    if frameDriversNeedCompaction {
      frameDriversNeedCompaction = false
      frameDriverEntries.removeAll { $0.driver == nil }
    }
  }

  /// Whether any driver wants more frames.
  /// - Complexity: O(number of drivers).
  var frameDriversNeedFrames: Bool {
    for index in frameDriverEntries.indices where frameDriverEntries[index].driver?.needsFrames == true {
      return true
    }
    return false
  }
}
