import Foundation
import TrellisGeometry

/// Where a drag begins: told when its session ends and with which operation.
@MainActor package protocol DragSource: AnyObject {
  /// The session ended: dropped with `operation` (`.copy`, `.move`), or `.cancel`.
  func dragSession(_ session: DragAndDropSession, didEndWith operation: DropOperation)
}

/// A view that takes drops; the engine finds it by hit testing the pointer's location and walking up
/// the superviews (the first that can handle the session wins).
@MainActor package protocol DropTarget: View {
  /// Whether the target takes this session at all; asked once per session.
  func dropTargetCanHandle(_ session: DragAndDropSession) -> Bool
  /// The pointer entered the target.
  func dropTargetDidEnter(_ session: DragAndDropSession)
  /// The pointer moved over the target (also right after entering): what a drop here would do.
  func dropTargetDidUpdate(_ session: DragAndDropSession) -> DropProposal
  /// The pointer left the target, or the drag ended over it without a drop.
  func dropTargetDidExit(_ session: DragAndDropSession)
  /// The items were dropped on the target with `operation` (`.copy` or `.move`).
  func dropTargetPerformDrop(_ session: DragAndDropSession, operation: DropOperation)
  /// The session ended (sent to every target it entered, after any drop).
  func dropTargetDidEnd(_ session: DragAndDropSession)
}

/// Runs drags: one session at a time, its lifted preview above everything in the window, the drop
/// target under the pointer, and the targets' and source's messages in UIKit's order.
///
/// Order for a drag (`Documentation/Behaviour.md#drag-and-drop`): the source begins it
/// (`beginDrag`); on every move the target under the pointer is found — a new one is asked
/// `canHandle` (once per session), then gets `enter` and `update`; the old one gets `exit`; the same one
/// gets `update`. On release: `update` at the release point, then `performDrop` when the proposal is
/// `.copy` or `.move`, else `exit`; then `end` to every target entered, in entering order; then the
/// source's end with the operation; then the preview lands where the drop put it (or leaves at once)
/// and the drop's animations and completions run.
@MainActor package final class DragEngine {
  /// The application's engine.
  package static let shared = DragEngine()

  /// The running session.
  package private(set) var session: DragAndDropSession?
  /// The view following the pointer: one snapshot per item, stacked.
  package private(set) var preview: View?
  /// The target under the pointer and its last proposal.
  package private(set) weak var currentTarget: (any DropTarget)?
  package private(set) var currentProposal: DropProposal?
  /// Whether a target's `performDrop` is running: the dragged items may then leave their source (the
  /// destination of a move between two views deletes them there), which is no mid-drag deletion.
  package private(set) var isPerformingDrop = false
  private weak var source: (any DragSource)?
  private var enteredTargets: [any DropTarget] = []
  private var refusedTargets: Set<ObjectIdentifier> = []
  private var acceptedTargets: Set<ObjectIdentifier> = []
  /// The pointer's offset from the preview's centre, fixed at the lift.
  private var grabOffset = CGVector(dx: 0, dy: 0)
  /// Animations and completions of the drop being delivered, run when it has been.
  private var dropAnimations: [DropAnimations] = []
  /// Where the preview lands: the first destination a drop gave (window coordinates).
  private var landingFrame: CGRect?
  /// How the preview shows as it lands: the parameters given with the landing frame.
  private var landingParameters: DragPreviewParameters?
  /// What the preview turns into as it lands: a drawing of the view it lands on, given with the frame.
  private var landingTarget: DisplayList?
  /// How long the preview takes to land, in seconds.
  package static let landingDuration: TimeInterval = 0.25
  /// The lifted preview's shadow: its opacity, blur radius and offset
  /// (`Documentation/Behaviour.md#lifted-preview-shadow`).
  package static let liftShadowOpacity: Float = 0.25
  package static let liftShadowRadius: CGFloat = 8
  package static let liftShadowOffset = CGSize(width: 0, height: 4)

  package init() {}

  /// Whether a drag is running.
  package var isDragging: Bool { session != nil }

  /// Forgets any session without messages (`Application.reset()`).
  package func reset() {
    preview?.removeFromSuperview()
    preview = nil
    session = nil
    source = nil
    currentTarget = nil
    currentProposal = nil
    enteredTargets = []
    refusedTargets = []
    acceptedTargets = []
    dropAnimations = []
    landingFrame = nil
    landingParameters = nil
    landingTarget = nil
    isPerformingDrop = false
  }

  /// Starts a drag: `session` (made by the source, its items asked for) from `source` with the pointer at
  /// the session's location; the preview (`snapshot` at `frame`, window coordinates) is added above
  /// everything in the window, floating on a shadow cast by `shadowPath` (the snapshot's coordinates;
  /// nil: the snapshot's own alpha). False when a drag is already running or there are no items.
  package func beginDrag(
    _ session: DragAndDropSession, from source: any DragSource, snapshot: DisplayList, frame: CGRect,
    shadowPath: Path? = nil
  ) -> Bool {
    guard self.session == nil, !session.items.isEmpty, let window = session.window else { return false }
    let location = session.locationInWindow
    self.session = session
    self.source = source
    let container = View(frame: frame)
    container.isUserInteractionEnabled = false
    container.alpha = 0.9
    container.addSubview(snapshotView(snapshot, size: frame.size, index: 0, shadowPath: shadowPath))
    window.addSubview(container)
    preview = container
    grabOffset = CGVector(dx: location.x - frame.midX, dy: location.y - frame.midY)
    return true
  }

  /// Adds items to the running drag, each with its snapshot stacked on the preview 6 points lower
  /// right than the one before (UIKit's `itemsForAddingTo`), each casting the lifted shadow from its
  /// path (nil: its own alpha).
  package func addItems(_ items: [DragItem], snapshots: [(DisplayList, CGSize, Path?)]) {
    guard let session, let preview else { return }
    for (offset, item) in items.enumerated() {
      session.items.append(item)
      if offset < snapshots.count {
        let (drawing, size, shadowPath) = snapshots[offset]
        let view = snapshotView(drawing, size: size, index: session.items.count - 1, shadowPath: shadowPath)
        preview.insertSubview(view, at: 0)
      }
    }
  }

  /// One item's snapshot in the preview, stacked `index` × 6 points lower right, casting the lifted
  /// shadow from `shadowPath` (its coordinates), or from its own alpha (a rounded cell's corners).
  private func snapshotView(_ drawing: DisplayList, size: CGSize, index: Int, shadowPath: Path? = nil) -> View {
    let shift = CGFloat(index) * 6
    let view = ImageView(frame: CGRect(x: shift, y: shift, width: size.width, height: size.height))
    view.image = Image(size: size, drawing: drawing)
    view.isUserInteractionEnabled = false
    view.shadowPath = shadowPath
    view.shadowColor = .black
    view.shadowOpacity = Self.liftShadowOpacity
    view.shadowRadius = Self.liftShadowRadius
    view.shadowOffset = Self.liftShadowOffset
    return view
  }

  /// Moves the pointer: the preview follows, targets are entered, updated and exited.
  package func moveDrag(to location: CGPoint) {
    guard let session else { return }
    session.locationInWindow = location
    if let preview {
      preview.center = CGPoint(x: location.x - grabOffset.dx, y: location.y - grabOffset.dy)
      preview.superview?.bringSubviewToFront(preview)
    }
    updateTarget(for: session)
  }

  /// Releases the drag at `location`: the drop is performed or refused, then the session ends.
  /// Returns the operation.
  @discardableResult package func endDrag(at location: CGPoint) -> DropOperation {
    guard let session else { return .cancel }
    moveDrag(to: location)
    let operation = deliverDrop(session)
    finish(session, operation: operation)
    return operation
  }

  /// Cancels the drag (the touch was cancelled): the target under the pointer exits, the session ends
  /// with `.cancel`.
  package func cancelDrag() {
    guard let session else { return }
    if let target = currentTarget { target.dropTargetDidExit(session) }
    currentTarget = nil
    finish(session, operation: .cancel)
  }

  /// Delivers a drop from another program (the desktop) at `location` in `window`: a session without a
  /// local drag session, entered, updated, dropped and ended at once. Returns the operation; `.cancel`
  /// when a drag of this application is running (the host's drop is refused).
  @discardableResult package func deliverExternalDrop(_ items: [DragItem], in window: Window, at location: CGPoint)
    -> DropOperation
  {
    guard session == nil, !items.isEmpty else { return .cancel }
    let session = DragAndDropSession(
      items: items, window: window, location: location, allowsMoveOperation: false,
      isRestrictedToDraggingApplication: false, isLocal: false)
    self.session = session
    updateTarget(for: session)
    let operation = deliverDrop(session)
    finish(session, operation: operation)
    return operation
  }

  /// Registers the animations of a drop being delivered and where its preview lands (window
  /// coordinates; nil: nowhere); the first landing frame given is the preview's, shown as `parameters`
  /// say (in the coordinates of a view of the landing frame's size; nil: as it is). With `target` (a
  /// drawing of the view it lands on, in that view's bounds), the preview cross-fades into it on the way.
  package func register(
    _ animations: DropAnimations, landingAt frame: CGRect?, parameters: DragPreviewParameters? = nil,
    target: DisplayList? = nil
  ) {
    dropAnimations.append(animations)
    if landingFrame == nil, let frame {
      landingFrame = frame
      landingParameters = parameters
      landingTarget = target
    }
  }

  // MARK: Steps

  private func updateTarget(for session: DragAndDropSession) {
    let target = session.window.flatMap { dropTarget(at: session.locationInWindow, in: $0, for: session) }
    if let current = currentTarget, current !== target {
      current.dropTargetDidExit(session)
      currentTarget = nil
      currentProposal = nil
    }
    guard let target else { return }
    if currentTarget == nil {
      currentTarget = target
      if !enteredTargets.contains(where: { $0 === target }) { enteredTargets.append(target) }
      target.dropTargetDidEnter(session)
    }
    guard session === self.session, currentTarget === target else { return }
    currentProposal = target.dropTargetDidUpdate(session)
  }

  /// The operation the last proposal allows: `.move` only for a local drag that allows moving (else `.copy`).
  private func deliverDrop(_ session: DragAndDropSession) -> DropOperation {
    guard let target = currentTarget, let proposal = currentProposal else { return .cancel }
    var operation = proposal.operation
    if operation == .move, !(session.isLocal && session.allowsMoveOperation) { operation = .copy }
    guard operation == .copy || operation == .move else {
      target.dropTargetDidExit(session)
      currentTarget = nil
      return .cancel
    }
    isPerformingDrop = true
    target.dropTargetPerformDrop(session, operation: operation)
    isPerformingDrop = false
    return operation
  }

  private func finish(_ session: DragAndDropSession, operation: DropOperation) {
    let entered = enteredTargets
    let source = self.source
    let animations = dropAnimations
    let landing = landingFrame
    let parameters = landingParameters
    let target = landingTarget
    let droppedPreview = preview
    self.session = nil
    self.source = nil
    preview = nil
    currentTarget = nil
    currentProposal = nil
    enteredTargets = []
    refusedTargets = []
    acceptedTargets = []
    dropAnimations = []
    landingFrame = nil
    landingParameters = nil
    landingTarget = nil
    for target in entered { target.dropTargetDidEnd(session) }
    source?.dragSession(session, didEndWith: operation)
    land(
      droppedPreview, at: operation == .cancel ? nil : landing, parameters: parameters, target: target,
      animations: animations)
  }

  /// Moves the preview to its landing frame over `landingDuration`, then removes it and runs the drop's
  /// animations and completions; without a landing frame at once. With `parameters`, each item's snapshot
  /// shows clipped to their visible path over their background colour from the start of the landing, its
  /// shadow cast by their shadow path (or visible path); the shadow fades out over the landing. With
  /// `target`, the preview cross-fades on the way from the dragged snapshots to the target drawn as
  /// `parameters` show it, and to full opacity, so what lands looks as the view it lands on.
  private func land(
    _ preview: View?, at frame: CGRect?, parameters: DragPreviewParameters?, target: DisplayList?,
    animations: [DropAnimations]
  ) {
    guard let preview, let frame else {
      preview?.removeFromSuperview()
      for animation in animations { animation.finish() }
      return
    }
    if let parameters {
      let shadowPath = parameters.shadowPath?.path ?? parameters.visiblePath?.path
      for case let snapshot as ImageView in preview.subviews {
        guard let image = snapshot.image, case .drawing(let drawing) = image.source else { continue }
        snapshot.image = Image(
          size: image.size,
          drawing: parameters.previewDrawing(of: drawing, size: image.size, pathSize: frame.size))
        if let shadowPath { snapshot.shadowPath = shadowPath }
      }
    }
    let arriving = target.map { targetView($0, size: frame.size, parameters: parameters, in: preview) }
    View.animate(withDuration: Self.landingDuration) {
      preview.frame = frame
      for sub in preview.subviews {
        sub.frame.size = frame.size
        // The lift's shadow fades as the preview settles.
        sub.shadowOpacity = 0
      }
      if let arriving {
        preview.alpha = 1
        for sub in preview.subviews { sub.alpha = sub === arriving ? 1 : 0 }
      }
    } completion: { _ in
      preview.removeFromSuperview()
      for animation in animations { animation.finish() }
    }
  }

  /// Adds to `preview`, transparent and above its snapshots, the view of the landing's target: `drawing`
  /// (in bounds of `size`) as `parameters` show it.
  private func targetView(_ drawing: DisplayList, size: CGSize, parameters: DragPreviewParameters?, in preview: View)
    -> View
  {
    let view = ImageView(frame: preview.bounds)
    view.image = Image(
      size: size, drawing: parameters?.previewDrawing(of: drawing, size: size, pathSize: size) ?? drawing)
    view.isUserInteractionEnabled = false
    view.alpha = 0
    preview.addSubview(view)
    return view
  }

  /// The first view up the chain from the hit view that is a drop target and handles the session.
  /// - Complexity: O(depth of the hit view) plus the hit test.
  private func dropTarget(at location: CGPoint, in window: Window, for session: DragAndDropSession) -> (any DropTarget)?
  {
    var view = window.hitTest(location, with: nil)
    while let candidate = view {
      if let target = candidate as? any DropTarget {
        let key = ObjectIdentifier(target)
        if acceptedTargets.contains(key) { return target }
        if !refusedTargets.contains(key) {
          if target.dropTargetCanHandle(session) {
            acceptedTargets.insert(key)
            return target
          }
          refusedTargets.insert(key)
        }
      }
      view = candidate.superview
    }
    return nil
  }
}
