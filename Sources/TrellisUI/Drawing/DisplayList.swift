import Foundation
import TrellisGeometry

/// One drawing command, in the coordinates of the view (points) being drawn.
public enum DrawCommand: Hashable, Sendable {
  /// Fills a rectangle with a colour.
  case fillRect(CGRect, Color)
  /// Fills a path (non-zero winding) with a colour.
  case fillPath(Path, Color)
  /// Strokes a path with a colour and line width.
  case strokePath(Path, Color, lineWidth: CGFloat)
  /// Fills a rectangle with a linear gradient between two points.
  case linearGradient(CGRect, colors: [Color], start: CGPoint, end: CGPoint)
  /// Draws text laid out from the top of a rectangle, wrapped to its width and cut to its height.
  case text(TextBlock, in: CGRect)
  /// Draws an image scaled into a rectangle with an opacity.
  case image(Image, in: CGRect, alpha: CGFloat)
  /// Saves the clip and transform.
  case saveState
  /// Restores the clip and transform saved last.
  case restoreState
  /// Intersects the clip with a path.
  case clip(Path)
  /// Prepends a transform to the current transformation.
  case concat(CGAffineTransform)
}

/// A recorded drawing: what a view's `draw(_:)` produced, replayed by the renderer into a cached surface.
public struct DisplayList: Hashable, Sendable, CustomStringConvertible {
  /// The commands in order.
  public var commands: [DrawCommand]

  /// Creates a display list.
  public init(_ commands: [DrawCommand] = []) { self.commands = commands }

  /// Whether nothing is drawn.
  public var isEmpty: Bool { commands.isEmpty }

  /// One command a line, for text snapshots.
  public var description: String { commands.map { "\($0)" }.joined(separator: "\n") }
}
