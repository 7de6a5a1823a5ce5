// UIKit's, Core Animation's and Core Graphics' free functions and constants.
import TrellisGeometry
import TrellisUI

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
