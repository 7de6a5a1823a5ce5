import Foundation
import TrellisGeometry

extension View {
  /// Adds a view on top of the subviews, removing it from its old superview first.
  public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

  /// Inserts a view at an index of the subviews (clamped to the valid range).
  /// - Complexity: O(n) in the number of subviews plus the size of the moved subtree.
  public func insertSubview(_ view: View, at index: Int) {
    precondition(view !== self, "View.insertSubview(_:at:): a view cannot be its own subview")
    precondition(!isDescendant(of: view), "View.insertSubview(_:at:): \(view) is an ancestor of \(self)")
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: old)
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      drawingOrderDidChange()
      view.needsDamage = true
      return
    }
    let newWindow = window
    if view.window !== newWindow { view.willMove(toWindow: newWindow) }
    view.willMove(toSuperview: self)
    view.removeFromSuperviewQuietly()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    if let autoLayout = view.autoLayout, autoLayout.subtreeUsesAutoLayout { view.autoLayoutDidJoin(superview: self) }
    let windowChanged = view.window !== newWindow
    if windowChanged { view.propagateWindow(newWindow) }
    drawingOrderDidChange()
    view.needsDamage = true
    view.setNeedsLayout()
    didAddSubview(view)
    view.didMoveToSuperview()
    if windowChanged { view.notifyDidMoveToWindow() }
  }

  /// Inserts a view just above a sibling.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts a view just below a sibling.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: index)
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Removes the view from its superview and window.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    let hadWindow = window != nil
    if hadWindow { willMove(toWindow: nil) }
    willMove(toSuperview: nil)
    removeFromSuperviewQuietly()
    if hadWindow { propagateWindow(nil) }
    didMoveToSuperview()
    if hadWindow { notifyDidMoveToWindow() }
  }

  private func removeFromSuperviewQuietly() {
    guard let parent = superview else { return }
    // What the subtree covered when last drawn must be redrawn without it.
    window?.addDamage(paintedExtent)
    paintedExtent = .null
    parent.willRemoveSubview(self)
    if let autoLayout, autoLayout.subtreeUsesAutoLayout { autoLayoutWillLeave(superview: parent) }
    if let index = parent.subviews.firstIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
    superview = nil
    parent.drawingOrderDidChange()
  }

  /// Whether the view is `view` or one of its descendants.
  /// - Complexity: O(depth).
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let v = current {
      if v === view { return true }
      current = v.superview
    }
    return false
  }

  /// The first view in the subtree (self included, depth first) with a tag.
  /// - Complexity: O(subtree size).
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for sub in subviews { if let found = sub.viewWithTag(tag) { return found } }
    return nil
  }

  private func propagateWindow(_ newWindow: Window?) {
    window = newWindow
    // A view leaving the window stops being first responder, as in UIKit, so keys don't go to a removed view.
    if newWindow == nil && isFirstResponder { resignFirstResponder() }
    for sub in subviews { sub.propagateWindow(newWindow) }
  }

  private func notifyDidMoveToWindow() {
    didMoveToWindow()
    for sub in subviews { sub.notifyDidMoveToWindow() }
  }

}
