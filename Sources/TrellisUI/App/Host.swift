import Foundation
import TrellisGeometry

/// What drives an application: a window system (SDL) or a test double (the headless host).
///
/// The host owns the screen, turns its input into `HostEvent`s for `Application.handle(_:)`, and
/// calls `Application.renderFrame(at:)` when a frame is due (vsync in a window, on demand in tests).
@MainActor public protocol ApplicationHost: AnyObject {
  /// The screen the host shows windows on.
  var screen: Screen { get }
  /// Asks the host to produce a frame soon (a window host wakes its loop; a headless host notes it).
  func setNeedsFrame()
  /// Turns the platform's text input on (an input method, an on-screen keyboard): a text field began
  /// editing, and typed text now arrives as `HostEvent.textInput` and `.textEditing`. Does nothing by default.
  func startTextInput()
  /// Turns the platform's text input off: no text field is editing. Does nothing by default.
  func stopTextInput()
  /// Tells the platform where the editing caret is, in window coordinates (points), so an input method
  /// shows its candidate window beside it. Does nothing by default.
  func setTextInputRect(_ rect: CGRect)
}

extension ApplicationHost {
  /// Does nothing: hosts without text input ignore it.
  public func startTextInput() {}
  /// Does nothing: hosts without text input ignore it.
  public func stopTextInput() {}
  /// Does nothing: hosts without text input ignore it.
  public func setTextInputRect(_ rect: CGRect) {}
}

/// Raw input from a host, in window coordinates (points) and frame-clock seconds.
public enum HostEvent: Sendable {
  /// A finger or the mouse button went down.
  case touchDown(id: Int, location: CGPoint, pointer: Bool)
  /// A finger or the pressed mouse moved.
  case touchMoved(id: Int, location: CGPoint)
  /// A finger or the mouse button went up.
  case touchUp(id: Int, location: CGPoint)
  /// The host cancelled a touch (focus lost, window hidden).
  case touchCancelled(id: Int)
  /// The secondary (right) mouse button went down: a context-menu request, not a touch.
  case secondaryClick(location: CGPoint)
  /// A wheel or trackpad scroll of `delta` points (positive dy scrolls content up, revealing what is below).
  case scroll(delta: CGVector, precise: Bool, location: CGPoint, modifiers: KeyModifiers)
  /// A pinch of `factor` (1.1 = 10% larger) around a location: trackpad pinch or Ctrl+wheel.
  case magnify(factor: CGFloat, location: CGPoint)
  /// A key went down.
  case keyDown(Key, modifiers: KeyModifiers, characters: String)
  /// A key went up.
  case keyUp(Key, modifiers: KeyModifiers)
  /// Text typed or committed by an input method, for the first responder (`KeyInput.insertText(_:)`).
  ///
  /// While text input is on, typed text arrives only this way: the `keyDown` of a printable key still
  /// comes, with its `characters`, but text fields don't insert those.
  case textInput(String)
  /// An input method's composition changed: the text being composed (empty when composition ended
  /// without a commit) and the selected part of it in UTF-16 units, the caret when empty
  /// (`TextInput.setMarkedText(_:selectedRange:)`).
  case textEditing(String, selectedRange: NSRange)
  /// The screen (window) changed size or scale.
  case resize(size: CGSize, scale: CGFloat)
  /// Files (absolute paths) and texts dropped on the window by another program at a location: one drop
  /// session for the drop target there (SDL_DROPBEGIN … SDL_DROPFILE/SDL_DROPTEXT … SDL_DROPCOMPLETE).
  case drop(files: [String], texts: [String], location: CGPoint)
}

/// A display: its size in points and pixels per point (`UIScreen`).
@MainActor public final class Screen {
  /// The screen rectangle in points, origin zero.
  public internal(set) var bounds: CGRect
  /// Pixels per point (2 on a HiDPI display).
  public internal(set) var scale: CGFloat
  /// The last `traitCollection` made, returned again while its traits still hold (views outside a window
  /// ask for it on every layout, which must not allocate).
  var cachedTraitCollection: TraitCollection?

  /// Creates a screen.
  public init(size: CGSize, scale: CGFloat = 1) {
    bounds = CGRect(origin: .zero, size: size)
    self.scale = scale
  }

  /// The application's screen (`UIScreen.main`): the host's, or 390×844 @1x before a host exists.
  public static var main: Screen { Application.shared.host?.screen ?? fallback }
  private static let fallback = Screen(size: CGSize(width: 390, height: 844), scale: 1)

  /// Changes size and scale (hosts call this on resize).
  public func update(size: CGSize, scale: CGFloat) {
    bounds = CGRect(origin: .zero, size: size)
    self.scale = scale
  }
}
