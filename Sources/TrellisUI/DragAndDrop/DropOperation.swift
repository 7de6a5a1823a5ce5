import Foundation

/// What a drop does with the dragged data (`UIDropOperation`).
public enum DropOperation: Int, Sendable, CustomStringConvertible {
  /// The drop is refused; the drag animates back (`cancel`).
  case cancel = 0
  /// The destination would take the data but doesn't now, and shows so (`forbidden`).
  case forbidden = 1
  /// The destination copies the data (`copy`).
  case copy = 2
  /// The destination takes the data and the source removes it; only within one application (`move`).
  case move = 3

  /// The case's name.
  public var description: String {
    switch self {
    case .cancel: "cancel"
    case .forbidden: "forbidden"
    case .copy: "copy"
    case .move: "move"
    }
  }
}

/// A destination's answer to a drop session under the pointer: what a drop there would do (`UIDropProposal`).
@MainActor open class DropProposal {
  /// What a drop would do (`operation`).
  public let operation: DropOperation
  /// Whether the destination wants the exact pointer location (Trellis always reports it) (`isPrecise`).
  public var isPrecise = false
  /// Whether the preview should show at full size while over the destination (`prefersFullSizePreview`).
  public var prefersFullSizePreview = false

  /// Creates a proposal (`init(operation:)`).
  public init(operation: DropOperation) { self.operation = operation }
}

/// Animations that run alongside a drop's animation, and completions after it (`UIDragAnimating`).
///
/// Trellis doesn't animate the preview to its destination: animations run at once, inside no
/// animation block, and completions run when the drop has been delivered.
@MainActor public protocol DragAnimating: AnyObject {
  /// Adds animations to run with the drop's (`addAnimations(_:)`).
  func addAnimations(_ animations: @escaping @MainActor () -> Void)
  /// Adds a completion to run once the drop's animation ended (`addCompletion(_:)`).
  func addCompletion(_ completion: @escaping @MainActor (ViewAnimatingPosition) -> Void)
}

/// The `DragAnimating` a drop returns: collects animations and completions and runs each once.
@MainActor package final class DropAnimations: DragAnimating {
  private var animations: [@MainActor () -> Void] = []
  private var completions: [@MainActor (ViewAnimatingPosition) -> Void] = []
  private var finished = false

  package init() {}

  /// Adds animations; after the drop finished they run at once.
  package func addAnimations(_ animations: @escaping @MainActor () -> Void) {
    if finished { animations() } else { self.animations.append(animations) }
  }

  /// Adds a completion; after the drop finished it runs at once.
  package func addCompletion(_ completion: @escaping @MainActor (ViewAnimatingPosition) -> Void) {
    if finished { completion(.end) } else { completions.append(completion) }
  }

  /// Runs the animations, then the completions, each once.
  package func finish() {
    guard !finished else { return }
    finished = true
    let runAnimations = animations
    let runCompletions = completions
    animations = []
    completions = []
    for animation in runAnimations { animation() }
    for completion in runCompletions { completion(.end) }
  }
}
