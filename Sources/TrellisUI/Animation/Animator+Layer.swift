import Foundation
import TrellisGeometry

extension Animator {
  /// Called by every animatable `View` property setter after the model changed: animates the key from
  /// `from` (the presentation value) to the new model value inside an animation block, else snaps.
  ///
  /// Inside a block whose timing animates (duration or delay above 0), with animations enabled and
  /// the view in a window: a running animation of the key made in the same block is retargeted in
  /// place; one from another block is replaced (its completion reports false) by a new animation
  /// from the presentation value, which inherits its velocity when the new curve is a spring.
  ///
  /// Otherwise the change applies at once, additively as in UIKit: a running animation of the key
  /// keeps its timing and completion but shifts by the model's change
  /// (`Interpolatable.shifted(from:to:)`), and the presentation shows its shifted value from this
  /// moment. Only when the value can't shift is the animation cancelled (its completion reports
  /// false) and the presentation snapped to the model.
  /// - Complexity: O(k) for k animating keys of the view, plus the value type's shift.
  func modelValueDidChange<V: Interpolatable>(_ view: View, _ key: WritableKeyPath<LayerState, V>, from: V) {
    let existing = layerAnimation(of: view, key)
    let target = view.model[keyPath: key]
    guard let context = contexts.last, context.animates, areAnimationsEnabled, view.window != nil else {
      if let existing {
        if existing.shift(to: target, at: Application.shared.clock.now) {
          view.presentationState[keyPath: key] = existing.currentValue
          return
        }
        cancel(existing)
      }
      view.presentationState[keyPath: key] = target
      return
    }
    if let existing, existing.transaction === context.transaction, existing.state == .scheduled {
      existing.to = target
      return
    }
    let animation = makeLayerAnimation(view: view, key: key, from: from, to: target, context: context)
    if let existing {
      animation.inheritVelocity(from: existing)
      cancel(existing)
    }
    context.transaction.pendingCount += 1
    register(animation, for: ObjectIdentifier(view))
    add(animation)
    context.timeline?.adopt(animation)
  }

  /// Whether any property of `view` is animating.
  func hasLayerAnimations(for view: View) -> Bool { layerAnimations[ObjectIdentifier(view)] != nil }

  /// The active animation of `key` on `view`, if any.
  /// - Complexity: O(k) for k animating keys of the view.
  func layerAnimation<V: Interpolatable>(of view: View, _ key: WritableKeyPath<LayerState, V>)
    -> LayerAnimation<V>?
  {
    guard let list = layerAnimations[ObjectIdentifier(view)] else { return nil }
    for animation in list where animation.view === view && animation.layerKey == key {
      return animation as? LayerAnimation<V>
    }
    return nil
  }

  /// Notes a new animation of a view; the view's first takes a spare list (no allocation once warm).
  private func register(_ animation: any LayerAnimating, for id: ObjectIdentifier) {
    if let index = layerAnimations.index(forKey: id) {
      layerAnimations.values[index].append(animation)
      return
    }
    var list = spareLayerAnimationLists.popLast() ?? []
    list.append(animation)
    layerAnimations[id] = list
  }

  /// Forgets a stopped view animation.
  /// - Complexity: O(k) for k animating keys of the view.
  func unregister(_ animation: any LayerAnimating) {
    guard let index = layerAnimations.index(forKey: animation.viewID) else { return }
    layerAnimations.values[index].removeAll { $0 === animation }
    if layerAnimations.values[index].isEmpty {
      var list = layerAnimations.remove(at: index).value
      keepSpare(&list)
    }
  }

  /// Keeps a list's buffer, emptied, for the next view that animates (a few dozen at most); `list` is left
  /// empty without a buffer, so the kept one has no other holder.
  private func keepSpare(_ list: inout [any LayerAnimating]) {
    guard spareLayerAnimationLists.count < 64 else { return }
    list.removeAll(keepingCapacity: true)
    spareLayerAnimationLists.append(list)
    list = []
  }

  /// Runs `body` on each animation of `view`, which may stop them (they unregister themselves), without
  /// copying the view's list: the list is taken out of the table meanwhile, then its animations still
  /// active go back.
  /// - Complexity: O(k) for k animating keys of the view, plus `body`.
  private func forEachLayerAnimation(of view: View, _ body: (any LayerAnimating) -> Void) {
    let id = ObjectIdentifier(view)
    guard var list = layerAnimations.removeValue(forKey: id) else { return }
    for animation in list where animation.view === view { body(animation) }
    list.removeAll { !$0.isActive }
    if let index = layerAnimations.index(forKey: id) {
      // `body` started animations of the view: they join the ones still active.
      layerAnimations.values[index].insert(contentsOf: list, at: 0)
      keepSpare(&list)
    } else if list.isEmpty {
      keepSpare(&list)
    } else {
      layerAnimations[id] = list
    }
  }

  /// The `LayerState` key paths animating on `view`, oldest first, including delayed animations
  /// (`layer.animationKeys()`).
  /// - Complexity: O(k) for k animating keys of the view.
  public func animationKeys(for view: View) -> [PartialKeyPath<LayerState>] {
    guard let list = layerAnimations[ObjectIdentifier(view)] else { return [] }
    return list.compactMap { $0.view === view ? $0.layerKey as? PartialKeyPath<LayerState> : nil }
  }

  /// Cancels every animation of `view` (completions report false at the next tick) and snaps its
  /// presentation to the model (`layer.removeAllAnimations()`).
  /// - Complexity: O(k) for k animating keys of the view.
  public func removeAnimations(for view: View) {
    forEachLayerAnimation(of: view) { animation in
      cancel(animation)
      animation.snapToModel()
    }
  }

  /// Ends every animation of `view` as finished where it is (completions report true at the next
  /// tick) and snaps its presentation to the model: for a view leaving the screen, whose animation had
  /// no more to show, such as a cell scrolled away during an update animation.
  /// - Complexity: O(k) for k animating keys of the view.
  package func completeAnimations(for view: View) {
    forEachLayerAnimation(of: view) { animation in
      retire(animation)
      animation.snapToModel()
    }
  }

  /// Whether hit testing should skip `view` because it is animating without `.allowUserInteraction`,
  /// as UIKit does.
  /// - Complexity: O(k) for k animating keys of the view.
  public func suspendsUserInteraction(for view: View) -> Bool {
    guard let list = layerAnimations[ObjectIdentifier(view)] else { return false }
    return list.contains { $0.view === view && !$0.allowsUserInteraction }
  }
}
