// UIKit's and Core Animation's names for Trellis types, so UIKit code ports by changing its import:
// `import UIKit` becomes `import TrellisUIKitNames`.
//
// The module gives UIKit's names, Foundation and the Core Graphics types, not Trellis's unprefixed names:
// an app's own `class CollectionViewCell` or `ImageView` stays unambiguous in a file that imports it. The
// Trellis modules are imported here without being re-exported; one marker type of each is re-exported by
// name, which makes Swift count the module as imported (so its members, protocol-extension defaults
// included, are visible) without bringing in its other names. `import Trellis` beside this module brings
// the unprefixed names back, for code that wants both.
@_exported import Foundation
import TrellisCollection
import TrellisGeometry
import TrellisLayouts
import TrellisUI

@_exported import enum TrellisCollection.TrellisCollectionMembers
@_exported import struct TrellisGeometry.CGAffineTransform
@_exported import struct TrellisGeometry.CGVector
@_exported import var TrellisGeometry.MAXFLOAT
@_exported import enum TrellisLayouts.TrellisLayoutsMembers
@_exported import enum TrellisUI.TrellisUIMembers

/// `UIView`.
public typealias UIView = View
/// `UIWindow`.
public typealias UIWindow = Window
/// `UIScreen`.
public typealias UIScreen = Screen
/// `UIApplication`.
public typealias UIApplication = Application
/// `UIApplicationDelegate`.
public typealias UIApplicationDelegate = ApplicationDelegate
/// `UIResponder`.
public typealias UIResponder = Responder
/// `UIViewController`.
public typealias UIViewController = ViewController
/// `UINavigationController`.
public typealias UINavigationController = NavigationController
/// `UINavigationBar`.
public typealias UINavigationBar = NavigationBar
/// `UILabel`.
public typealias UILabel = Label
/// `UIImageView`.
public typealias UIImageView = ImageView
/// `UIImage`.
public typealias UIImage = Image
/// `UIColor`.
public typealias UIColor = Color
/// `UIFont`.
public typealias UIFont = Font
/// `UIControl`.
public typealias UIControl = Control
/// `UIButton`.
public typealias UIButton = Button
/// `UIPageControl`.
public typealias UIPageControl = PageControl
/// `UITextField`.
public typealias UITextField = TextField
/// `UITextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate
/// `UIKeyInput`.
public typealias UIKeyInput = KeyInput
/// `UIBezierPath`.
public typealias UIBezierPath = BezierPath
/// `UIGraphicsImageRenderer`.
public typealias UIGraphicsImageRenderer = ImageRenderer
/// `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// `UITouch`.
public typealias UITouch = Touch
/// `UIEvent`.
public typealias UIEvent = Event
/// `UIPressesEvent` (Trellis has one event class; `event.kind` is `.presses`).
public typealias UIPressesEvent = Event
/// `UIPress`.
public typealias UIPress = Press
/// `UIGestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// `UIGestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// `UITapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UILongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// `UIPanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UIPinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// `UIKeyModifierFlags`.
public typealias UIKeyModifierFlags = KeyModifiers
/// `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// `NSLineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// `CALayer` (the `view.layer` facade).
public typealias CALayer = Layer
/// `CATransform3D`.
public typealias CATransform3D = Transform3D
/// `CGContext` (the recording context of `draw(_:)`).
public typealias CGContext = GraphicsContext
/// `CGPath`.
public typealias CGPath = Path

extension View {
  /// `UIView.ContentMode`.
  public typealias ContentMode = TrellisUI.ContentMode
  /// `UIView.AnimationOptions`.
  public typealias AnimationOptions = TrellisUI.AnimationOptions
  /// `UIView.AutoresizingMask`.
  public typealias AutoresizingMask = TrellisUI.AutoresizingMask
}

extension Control {
  /// `UIControl.Event`.
  public typealias Event = Control.Events
}
