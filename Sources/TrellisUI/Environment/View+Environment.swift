import Foundation
import TrellisGeometry

extension View {
  /// The traits `traitCollection` returns by default: the window's, else the main screen's.
  var environmentTraitCollection: TraitCollection { window?.windowTraitCollection ?? Screen.main.traitCollection }

  /// The direction the view lays out in, from its traits (`effectiveUserInterfaceLayoutDirection`).
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// The safe-area insets `safeAreaInsets` returns by default: the part of the bounds outside the
  /// superview's safe area (a window's own safe area is the whole window), clamped to the bounds, plus the
  /// owning controller's `additionalSafeAreaInsets`.
  /// - Complexity: O(depth) in the view tree.
  var environmentSafeAreaInsets: EdgeInsets {
    var insets = EdgeInsets.zero
    if let superview, self !== window {
      let outer = superview.safeAreaInsets
      if outer != .zero {
        let safe = superview.bounds.inset(by: outer)
        let mine = convert(bounds, to: superview)
        insets = EdgeInsets(
          top: min(max(0, safe.minY - mine.minY), bounds.height),
          left: min(max(0, safe.minX - mine.minX), bounds.width),
          bottom: min(max(0, mine.maxY - safe.maxY), bounds.height),
          right: min(max(0, mine.maxX - safe.maxX), bounds.width))
      }
    }
    if let extra = owningViewController?.additionalSafeAreaInsets, extra != .zero {
      insets.top += extra.top
      insets.left += extra.left
      insets.bottom += extra.bottom
      insets.right += extra.right
    }
    return insets
  }

  /// The margins `layoutMargins` returns: `directionalLayoutMargins` in the view's layout direction (a
  /// controller's root view starts from zero and keeps at least the system minimum, 16 points at the sides in
  /// a compact width, 20 in a regular one), plus the safe-area insets when `insetsLayoutMarginsFromSafeArea`.
  var effectiveLayoutMargins: EdgeInsets {
    let isRootView = owningViewController != nil
    var margins =
      isRootView && !layoutMarginsWereSet
      ? EdgeInsets.zero : directionalLayoutMargins.edgeInsets(in: effectiveUserInterfaceLayoutDirection)
    if isRootView {
      let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
      margins.left = max(margins.left, side)
      margins.right = max(margins.right, side)
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    return margins
  }

  /// Tells the view, its controller and its subtree (controllers before their views, parents before
  /// children) that the traits changed from `previous`.
  /// - Complexity: O(subtree).
  func reportTraitChange(from previous: TraitCollection) {
    owningViewController?.traitCollectionDidChange(previous)
    traitCollectionDidChange(previous)
    for subview in subviews { subview.reportTraitChange(from: previous) }
  }
}

extension Window {
  /// The window's traits: its size, the screen's scale, the device's idiom and the application's layout
  /// direction, made anew only when one of them changed.
  var windowTraitCollection: TraitCollection {
    let size = bounds.size
    let direction: TraitEnvironmentLayoutDirection =
      Application.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    let horizontal: UserInterfaceSizeClass = size.width >= 600 ? .regular : .compact
    let vertical: UserInterfaceSizeClass = size.height >= 480 ? .regular : .compact
    let scale = Screen.main.scale
    let idiom = Device.current.userInterfaceIdiom
    if let cached = cachedTraitCollection, cached.displayScale == scale, cached.layoutDirection == direction,
      cached.horizontalSizeClass == horizontal, cached.verticalSizeClass == vertical,
      cached.userInterfaceIdiom == idiom
    {
      return cached
    }
    let traits = TraitCollection(
      displayScale: scale, layoutDirection: direction, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
      userInterfaceIdiom: idiom)
    cachedTraitCollection = traits
    return traits
  }
}

extension Screen {
  /// The traits of a window filling the screen (`UIScreen.traitCollection`).
  public var traitCollection: TraitCollection {
    let direction = Application.shared.userInterfaceLayoutDirection
    let idiom = Device.current.userInterfaceIdiom
    if let cached = cachedTraitCollection, cached.displayScale == scale,
      cached.layoutDirection == (direction == .rightToLeft ? .rightToLeft : .leftToRight),
      cached.horizontalSizeClass == (bounds.width >= 600 ? .regular : .compact),
      cached.verticalSizeClass == (bounds.height >= 480 ? .regular : .compact), cached.userInterfaceIdiom == idiom
    {
      return cached
    }
    let traits = TraitCollection.window(size: bounds.size, scale: scale, direction: direction, idiom: idiom)
    cachedTraitCollection = traits
    return traits
  }
}

extension Application {
  /// Tells every shown window's views and controllers whose traits differ from those they were last told
  /// about (`traitCollectionDidChange(_:)`).
  /// - Complexity: O(windows), plus O(views) of each window whose traits changed.
  func traitsMayHaveChanged() {
    for window in windows {
      let current = window.windowTraitCollection
      guard let previous = window.reportedTraitCollection, previous != current else { continue }
      window.reportedTraitCollection = current
      window.reportTraitChange(from: previous)
    }
  }

  /// A host's resize: each window's root controller hears `viewWillTransition(to:with:)` while the window
  /// still has its old size; then the screen and the windows take the new size and lay out, the traits
  /// that changed are reported, and the blocks given to the coordinators run (animations, then completions).
  func resize(to size: CGSize, scale: CGFloat) {
    var coordinators: [SizeTransitionCoordinator] = []
    for window in windows where window.bounds.size != size {
      guard let root = window.rootViewController else { continue }
      let coordinator = SizeTransitionCoordinator(window: window)
      coordinators.append(coordinator)
      root.viewWillTransition(to: size, with: coordinator)
    }
    host?.screen.update(size: size, scale: scale)
    for window in windows { window.frame = CGRect(origin: .zero, size: size) }
    if !coordinators.isEmpty {
      for window in windows { window.layoutIfNeeded() }
    }
    traitsMayHaveChanged()
    for coordinator in coordinators { coordinator.runBlocks() }
    setNeedsFrame()
  }
}
