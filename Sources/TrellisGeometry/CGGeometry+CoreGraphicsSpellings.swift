import Foundation

// Core Graphics spellings that Apple's Swift overlay has and Linux Foundation lacks, so ported code
// compiles unchanged. Linux Foundation already has `intersection(_:)`, `union(_:)`, `insetBy(dx:dy:)`,
// `offsetBy(dx:dy:)`, `divided(atDistance:from:)`, `standardized`, `integral`, `isNull`, `isInfinite`,
// `CGRect.null`/`.infinite` and `CGFloat.greatestFiniteMagnitude`; `applying(_:)` is in
// `CGAffineTransform.swift`.

extension CGPoint {
  /// Whether the two points are equal (`CGPoint.equalTo(_:)`, Core Graphics' `CGPointEqualToPoint`).
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
  /// Whether the two sizes are equal (`CGSize.equalTo(_:)`, Core Graphics' `CGSizeEqualToSize`).
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
  /// Whether the two rectangles are equal as `==` says, which standardises both first as Core Graphics'
  /// `CGRectEqualToRect` does (`CGRect.equalTo(_:)`): a rectangle with a negative width equals its mirror.
  public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

/// The largest finite `Float`, 0x1.fffffep+127 (C's `MAXFLOAT`, which Glibc's Swift import lacks);
/// UIKit code writes `CGFloat(MAXFLOAT)` for an unbounded length.
public var MAXFLOAT: Float { Float.greatestFiniteMagnitude }
