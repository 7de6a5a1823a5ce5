import Foundation

/// Animations to run alongside a context menu's appearance or disappearance
/// (`UIContextMenuInteractionAnimating`).
@MainActor public protocol ContextMenuInteractionAnimating: AnyObject {
  /// The preview's controller, if the configuration made one.
  var previewViewController: ViewController? { get }
  /// Adds changes to run alongside the transition.
  func addAnimations(_ animations: @escaping @MainActor () -> Void)
  /// Adds a closure to run once the transition is over.
  func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// How the preview leaves when the user commits it (`UIContextMenuInteractionCommitStyle`).
public enum ContextMenuInteractionCommitStyle: Int, Sendable {
  /// The preview shrinks back into place.
  case dismiss
  /// The preview grows into the full view.
  case pop
}

/// The animator handed to `willPerformPreviewActionForMenuWith` (`UIContextMenuInteractionCommitAnimating`).
@MainActor public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
  /// How the preview leaves (`.pop` by default).
  var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}

/// Trellis's context-menu animator: the menu appears and disappears at once, so animations run when the
/// transition happens and completions right after.
@MainActor public final class ContextMenuAnimator: ContextMenuInteractionCommitAnimating {
  /// The preview's controller, if any.
  public let previewViewController: ViewController?
  /// How the preview leaves.
  public var preferredCommitStyle: ContextMenuInteractionCommitStyle = .pop
  private var animations: [@MainActor () -> Void] = []
  private var completions: [@MainActor () -> Void] = []

  /// Creates an animator for a transition.
  public init(previewViewController: ViewController? = nil) { self.previewViewController = previewViewController }

  /// Adds changes to run alongside the transition.
  public func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }

  /// Adds a closure to run once the transition is over.
  public func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

  /// Runs the animations, then the completions, each once, in the order they were added.
  /// - Complexity: O(closures added).
  public func finish() {
    let animations = self.animations
    let completions = self.completions
    self.animations = []
    self.completions = []
    for animation in animations { animation() }
    for completion in completions { completion() }
  }
}
