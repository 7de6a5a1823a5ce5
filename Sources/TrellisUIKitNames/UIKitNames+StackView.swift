// UIKit's name for the stack view.
import TrellisUI

/// `UIStackView`.
public typealias UIStackView = StackView
