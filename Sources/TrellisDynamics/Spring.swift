import Trellis

/// One element of a `SpringyFlowLayout` on its spring: its attributes (the animator's item) and the
/// zero-length attachment from its flow centre. A spring whose element leaves the tiled rectangle goes
/// back to the layout's pool with its attachment, and the next element that comes near takes it over.
@MainActor final class Spring {
  /// The element's attributes, the animator's item.
  let attributes: LayoutAttributes
  /// The zero-length attachment from the flow centre.
  let behavior: AttachmentBehavior

  init(attributes: LayoutAttributes, behavior: AttachmentBehavior) {
    self.attributes = attributes
    self.behavior = behavior
  }

  /// How far the element is from its flow centre.
  var displacement: CGVector {
    let center = attributes.center
    let anchor = behavior.anchorPoint
    return CGVector(dx: center.x - anchor.x, dy: center.y - anchor.y)
  }
}

/// A sprung element's motion, kept across a batch update: its key before the update, how far it was
/// from its flow centre and how fast it moved.
struct SpringMotion {
  /// The element before the update.
  var key: ElementKey
  /// Its centre less its flow centre.
  var displacement: CGVector
  /// Its velocity, in points per second.
  var velocity: CGVector
}
