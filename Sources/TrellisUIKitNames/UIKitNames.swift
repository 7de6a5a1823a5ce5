// UIKit's and Core Animation's names for Trellis types, so UIKit code ports by changing its import:
// `import UIKit` becomes `import TrellisUIKitNames`.
@_exported import Trellis

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

/// `UIEdgeInsetsZero`.
public let UIEdgeInsetsZero = EdgeInsets.zero

/// `UIEdgeInsetsMake`.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> EdgeInsets {
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// `UIEdgeInsetsInsetRect`.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: EdgeInsets) -> CGRect { rect.inset(by: insets) }

/// `CATransform3DIdentity`.
public let CATransform3DIdentity = Transform3D.identity

/// `CATransform3DMakeTranslation`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
  Transform3D(translationX: tx, y: ty, z: tz)
}

/// `CATransform3DMakeScale`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
  Transform3D(scaleX: sx, y: sy, z: sz)
}

/// `CATransform3DMakeRotation`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Transform3D {
  Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `CATransform3DTranslate`.
public func CATransform3DTranslate(_ t: Transform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
  t.translatedBy(x: tx, y: ty, z: tz)
}

/// `CATransform3DScale`.
public func CATransform3DScale(_ t: Transform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
  t.scaledBy(x: sx, y: sy, z: sz)
}

/// `CATransform3DRotate`.
public func CATransform3DRotate(_ t: Transform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> Transform3D
{
  t.rotated(by: angle, x: x, y: y, z: z)
}

/// `CATransform3DConcat`.
public func CATransform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D { a.concatenating(b) }

/// `CATransform3DInvert`.
public func CATransform3DInvert(_ t: Transform3D) -> Transform3D { t.inverted() }

/// `CATransform3DIsIdentity`.
public func CATransform3DIsIdentity(_ t: Transform3D) -> Bool { t.isIdentity }

/// `CATransform3DMakeAffineTransform`.
public func CATransform3DMakeAffineTransform(_ t: CGAffineTransform) -> Transform3D { Transform3D(t) }

/// `CATransform3DGetAffineTransform`.
public func CATransform3DGetAffineTransform(_ t: Transform3D) -> CGAffineTransform { t.affineTransform }

/// `CGAffineTransformMakeRotation`.
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
  CGAffineTransform(rotationAngle: angle)
}

/// `CGAffineTransformMakeScale`.
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
  CGAffineTransform(scaleX: sx, y: sy)
}

/// `CGAffineTransformMakeTranslation`.
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
  CGAffineTransform(translationX: tx, y: ty)
}

/// `CGAffineTransformIdentity`.
public let CGAffineTransformIdentity = CGAffineTransform.identity

/// `UIGraphicsGetCurrentContext`.
@MainActor public func UIGraphicsGetCurrentContext() -> GraphicsContext? { GraphicsContext.current }

/// `UIRectFill`.
@MainActor public func UIRectFill(_ rect: CGRect) { RectFill(rect) }

/// `UIScrollView`.
public typealias UIScrollView = ScrollView
/// `UIScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// `UICollectionView`.
public typealias UICollectionView = CollectionView
/// `UICollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// `UICollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// `UICollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = FlowLayout
/// `UICollectionViewFlowLayoutInvalidationContext`.
public typealias UICollectionViewFlowLayoutInvalidationContext = FlowLayoutInvalidationContext
/// `UICollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = LayoutAttributes
/// `UICollectionViewLayoutInvalidationContext`.
public typealias UICollectionViewLayoutInvalidationContext = InvalidationContext
/// `UICollectionViewUpdateItem`.
public typealias UICollectionViewUpdateItem = UpdateItem
/// `UICollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionView.ElementCategory`.
public typealias UICollectionElementCategory = ElementCategory

/// `UICollectionView.elementKindSectionHeader` under its Objective-C name.
public let UICollectionElementKindSectionHeader = CollectionView.elementKindSectionHeader
/// `UICollectionView.elementKindSectionFooter` under its Objective-C name.
public let UICollectionElementKindSectionFooter = CollectionView.elementKindSectionFooter
