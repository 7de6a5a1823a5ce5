// UIKit's names for the property animator and its enums.
import TrellisUI

/// `UIViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// `UIViewAnimatingState`.
public typealias UIViewAnimatingState = ViewAnimatingState
/// `UIViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
