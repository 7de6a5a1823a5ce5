// UIKit's names for Trellis's Auto Layout types.
import TrellisUI

/// `NSLayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// `NSLayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// `UILayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// `UILayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
