import Foundation
import TrellisGeometry
import TrellisUI

/// Swipe actions (Documentation/Behaviour.md#swipe-actions): a horizontal drag on a row whose layout
/// answers `leading/trailingSwipeActionsConfiguration(forItemAt:)` slides the row's content and reveals
/// the actions behind it; a vertical drag still scrolls (the first 10 pt of movement decide). Released
/// past half the buttons' width the row stays open, else it closes; released past 60% of the row's
/// width with `performsFirstActionWithFullSwipe`, the first action runs. A tap on a button runs its
/// handler; the row closes when the handler calls its completion (with true or false). A tap elsewhere,
/// a scroll, or editing closes the row. Horizontal trackpad deltas over a row swipe it the same way (the
/// swipe ends 0.15 s after the last delta). With a row selected, Control+Return opens its trailing
/// actions (Control+Shift+Return the leading ones); Left/Right move between the buttons, Return or Space
/// performs, Escape closes. Every slide after a release lasts 0.25 s, eased out (1 − (1 − p)³).
extension CollectionView {
  // MARK: Installation and gesture arbitration

  /// Adds the recognizer that swipes rows (once, at initialisation).
  func installSwipeGesture() {
    let pan = PanGestureRecognizer { [unowned self] pan in self.swipePanDidChange(pan) }
    pan.name = "CollectionView.swipeActions"
    pan.maximumNumberOfTouches = 1
    addGestureRecognizer(pan)
    swipeState.recognizer = pan
  }

  /// The recognizer that swipes rows to reveal their actions (Trellis: for tests).
  public var swipeActionsGestureRecognizer: PanGestureRecognizer? { swipeState.recognizer }

  /// Whether a swipe or the scroll view's pan may begin: the swipe for a mostly horizontal drag on a row
  /// with actions in that direction (or on the open row); the scroll pan not then, and when it does
  /// begin, it closes an open row.
  func swipeArbitration(_ recognizer: GestureRecognizer) -> Bool {
    guard let pan = recognizer as? PanGestureRecognizer else { return true }
    if pan === swipeState.recognizer { return swipeCandidate(for: pan) != nil }
    guard pan === panGestureRecognizer else { return true }
    if let swipe = swipeState.recognizer, swipe.state == .possible || swipe.state == .began || swipe.state == .changed,
      swipeCandidate(for: pan) != nil
    {
      return false
    }
    return true
  }

  /// The row and edge a pan would swipe, or nil.
  private func swipeCandidate(for pan: PanGestureRecognizer) -> (IndexPath, SwipeEdge)? {
    guard !isEditing else { return nil }
    let t = pan.translation(in: self)
    guard abs(t.x) > abs(t.y) else { return nil }
    let location = pan.location(in: self)
    let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
    guard let indexPath = indexPathForItem(at: start) else { return nil }
    if swipeState.row == indexPath, swipeState.phase == .open || swipeState.phase == .settling {
      return (indexPath, swipeState.edge)
    }
    let edge = swipeEdge(forMovementToRight: t.x > 0)
    let configuration: SwipeActionsConfiguration?
    if let cached = swipeState.candidate, cached.start == start, cached.edge == edge {
      configuration = cached.configuration
    } else {
      configuration = swipeConfiguration(edge, at: indexPath)
      swipeState.candidate = (start, edge, configuration)
    }
    guard let configuration, !configuration.actions.isEmpty else { return nil }
    return (indexPath, edge)
  }

  /// The edge a movement reveals: moving the content right reveals the left edge's actions.
  func swipeEdge(forMovementToRight right: Bool) -> SwipeEdge {
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return right != rtl ? .leading : .trailing
  }

  /// The layout's configuration for an edge of a row.
  private func swipeConfiguration(_ edge: SwipeEdge, at indexPath: IndexPath) -> SwipeActionsConfiguration? {
    switch edge {
    case .leading: collectionViewLayout.leadingSwipeActionsConfiguration(forItemAt: indexPath)
    case .trailing: collectionViewLayout.trailingSwipeActionsConfiguration(forItemAt: indexPath)
    }
  }

  /// The sign of the offset that reveals the current edge: −1 when the content slides left.
  var swipeSign: CGFloat {
    guard let view = swipeState.actionsView else { return -1 }
    return view.edgeOnRight ? -1 : 1
  }

  // MARK: The drag

  private func swipePanDidChange(_ pan: PanGestureRecognizer) {
    let tx = pan.translation(in: self).x
    switch pan.state {
    case .began:
      guard let (indexPath, edge) = swipeCandidate(for: pan) else { return }
      if swipeState.row != indexPath || swipeState.phase == .idle {
        if swipeState.row != nil { closeSwipedRow(animated: false) }
        let configuration = swipeState.candidate?.configuration
        swipeState.candidate = nil
        guard beginSwipe(of: indexPath, edge: edge, configuration: configuration) else { return }
      }
      swipeState.candidate = nil
      swipeState.phase = .dragging
      swipeState.dragStartOffset = swipeState.offset
      swipeState.dragBaseTranslation = tx
    case .changed:
      guard swipeState.phase == .dragging else { return }
      setSwipeOffset(constrainedSwipeOffset(swipeState.dragStartOffset + tx - swipeState.dragBaseTranslation))
    case .ended:
      guard swipeState.phase == .dragging else { return }
      setSwipeOffset(constrainedSwipeOffset(swipeState.dragStartOffset + tx - swipeState.dragBaseTranslation))
      releaseSwipe(velocity: pan.velocity(in: self).x)
    case .cancelled, .failed:
      swipeState.candidate = nil
      if swipeState.phase == .dragging { releaseSwipe() }
    default:
      break
    }
  }

  /// Starts swiping a row: asks the layout for its actions and puts their view in the cell.
  @discardableResult func beginSwipe(
    of indexPath: IndexPath, edge: SwipeEdge, configuration known: SwipeActionsConfiguration? = nil
  ) -> Bool {
    guard let configuration = known ?? swipeConfiguration(edge, at: indexPath), !configuration.actions.isEmpty,
      let cell = cellForItem(at: indexPath)
    else { return false }
    let view = SwipeActionsView(actions: configuration.actions, edge: edge)
    cell.insertSubview(view, at: 0)
    cell.clipsToBounds = true
    cell.cellStates.isSwiped = true
    swipeState.row = indexPath
    swipeState.cell = cell
    swipeState.edge = edge
    swipeState.configuration = configuration
    swipeState.actionsView = view
    swipeState.offset = 0
    swipeState.phase = .dragging
    return true
  }

  /// An offset kept on the edge's side; past the buttons' width it follows the finger up to the row's
  /// width with a full swipe, else at a quarter of the finger's speed.
  func constrainedSwipeOffset(_ proposed: CGFloat) -> CGFloat {
    let sign = swipeSign
    let magnitude = max(0, proposed * sign)
    let open = SwipeActionsView.openWidth(of: swipeState.configuration?.actions ?? [])
    let rowWidth = swipedCell?.bounds.width ?? bounds.width
    let limited: CGFloat
    if magnitude <= open {
      limited = magnitude
    } else if swipeState.configuration?.performsFirstActionWithFullSwipe == true {
      limited = min(magnitude, rowWidth)
    } else {
      limited = open + (magnitude - open) / 4
    }
    return limited * sign
  }

  /// The swiped row's cell.
  var swipedCell: CollectionViewCell? { swipeState.cell }

  /// Slides the row's content to `offset` and sizes the buttons to the revealed width.
  func setSwipeOffset(_ offset: CGFloat) {
    swipeState.offset = offset
    guard let cell = swipedCell, let view = swipeState.actionsView else { return }
    let revealed = abs(offset)
    cell.sublayerTransform = offset == 0 ? .identity : Transform3D(translationX: offset, y: 0, z: 0)
    // The buttons' view rides with the content, so it sits just outside the content's edge.
    let x = view.edgeOnRight ? cell.bounds.width : -revealed
    view.frame = CGRect(x: x, y: 0, width: revealed, height: cell.bounds.height)
    view.setNeedsDisplay()
  }

  /// The finger (or trackpad) let go, moving at `velocity` (points per second along x): a full swipe;
  /// a flick faster than `SwipeState.flickSpeed` opens or closes by its direction; else open from half
  /// the buttons' width, closed below.
  func releaseSwipe(velocity: CGFloat = 0) {
    let revealed = abs(swipeState.offset)
    let rowWidth = swipedCell?.bounds.width ?? bounds.width
    let open = SwipeActionsView.openWidth(of: swipeState.configuration?.actions ?? [])
    let opening = velocity * swipeSign  // positive: toward more revealed
    if swipeState.configuration?.performsFirstActionWithFullSwipe == true,
      revealed > rowWidth * SwipeState.fullSwipeFraction
    {
      settleSwipe(to: rowWidth * swipeSign, then: .performing)
      performSwipeAction(at: 0)
    } else if opening > SwipeState.flickSpeed {
      settleSwipe(to: open * swipeSign, then: .open)
    } else if opening < -SwipeState.flickSpeed {
      closeSwipedRow(animated: true)
    } else if revealed >= open / 2 {
      settleSwipe(to: open * swipeSign, then: .open)
    } else {
      closeSwipedRow(animated: true)
    }
  }

  // MARK: Settling

  /// Starts the slide to `target`; `phase` is the phase while (and after) it runs (`.settling` then open).
  func settleSwipe(to target: CGFloat, then phase: SwipeState.Phase) {
    swipeState.settleFrom = swipeState.offset
    swipeState.settleTarget = target
    swipeState.settleStart = Application.shared.clock.now
    swipeState.phase = phase == .open ? .settling : phase
    swipeState.isSettling = true
    if swipeState.driver == nil { swipeState.driver = SwipeFrameDriver(collectionView: self) }
    swipeState.driver?.isActive = true
    if let driver = swipeState.driver { Application.shared.addFrameDriver(driver) }
  }

  /// One frame of the swipe: the trackpad release, then the settling slide.
  func swipeTick(at time: TimeInterval) {
    if let release = swipeState.wheelReleaseTime, time >= release {
      swipeState.wheelReleaseTime = nil
      if swipeState.phase == .dragging { releaseSwipe() }
    }
    if swipeState.isSettling {
      let (offset, finished) = swipeState.settleOffset(at: time)
      setSwipeOffset(offset)
      if finished {
        swipeState.isSettling = false
        finishSettling()
      }
    }
    swipeState.driver?.isActive = swipeState.isSettling || swipeState.wheelReleaseTime != nil
  }

  private func finishSettling() {
    if swipeState.settleTarget == 0 {
      tearDownSwipe()
    } else if swipeState.phase == .settling {
      swipeState.phase = .open
    }
  }

  /// Closes the swiped row, sliding its content back (`animated`) or at once.
  func closeSwipedRow(animated: Bool) {
    guard swipeState.phase != .idle else { return }
    swipeState.keyboardIndex = nil
    swipeState.actionsView?.focusedIndex = nil
    swipeState.wheelReleaseTime = nil
    if animated, swipeState.offset != 0, window != nil {
      settleSwipe(to: 0, then: .settling)
    } else {
      tearDownSwipe()
    }
  }

  /// Removes the buttons and puts the cell back as it was.
  private func tearDownSwipe() {
    if let cell = swipedCell {
      cell.sublayerTransform = .identity
      cell.clipsToBounds = false
      cell.cellStates.isSwiped = false
    }
    swipeState.actionsView?.removeFromSuperview()
    swipeState.actionsView = nil
    swipeState.configuration = nil
    swipeState.row = nil
    swipeState.cell = nil
    swipeState.offset = 0
    swipeState.phase = .idle
    swipeState.keyboardIndex = nil
    swipeState.touchBeganWhileOpen = false
    swipeState.isSettling = false
    swipeState.candidate = nil
  }

  // MARK: Actions

  /// Runs the action at `index`: its handler gets the action, the buttons' view and a completion that
  /// closes the row (once, whatever it is called with).
  func performSwipeAction(at index: Int) {
    guard let configuration = swipeState.configuration, configuration.actions.indices.contains(index),
      let view = swipeState.actionsView, let row = swipeState.row
    else { return }
    let action = configuration.actions[index]
    if swipeState.phase == .open { swipeState.phase = .performing }
    var completed = false
    action.handler(action, view) { [weak self] _ in
      guard !completed, let self else { return }
      completed = true
      if self.swipeState.row == row, self.swipeState.phase != .idle { self.closeSwipedRow(animated: true) }
    }
  }

  /// The button under a point (collection-view coordinates) of the open row, if any.
  func swipeActionIndex(at point: CGPoint) -> Int? {
    guard let cell = swipedCell, let view = swipeState.actionsView, let actions = swipeState.configuration?.actions
    else { return nil }
    let frame = cell.frame
    let revealed = abs(swipeState.offset)
    let area =
      view.edgeOnRight
      ? CGRect(x: frame.maxX - revealed, y: frame.minY, width: revealed, height: frame.height)
      : CGRect(x: frame.minX, y: frame.minY, width: revealed, height: frame.height)
    guard area.contains(point) else { return nil }
    let local = CGPoint(x: point.x - area.minX, y: point.y - area.minY)
    let frames = SwipeActionsView.buttonFrames(
      of: actions, width: revealed, height: frame.height, edgeOnRight: view.edgeOnRight)
    return frames.firstIndex { $0.contains(local) }
  }

  // MARK: Queries

  /// The horizontal offset of the swiped row's content (negative: slid left), 0 when none is swiped
  /// (Trellis: for tests and custom drawing).
  public var swipedRowOffset: CGFloat { swipeState.offset }

  /// The row whose swipe actions show, if any (Trellis).
  public var swipedRow: IndexPath? { swipeState.openRow }
}
