import TrellisDynamics
// UIKit Dynamics' names for TrellisDynamics' types, so UIKit code that uses a dynamic animator ports by
// changing its import: `import UIKit` becomes `import TrellisDynamicsUIKitNames`.
//
// A module of its own because TrellisDynamics links libchipmunk: TrellisUIKitNames doesn't depend on it,
// so apps without UIKit Dynamics don't link the engine. This module re-exports TrellisUIKitNames (every
// other UIKit name, Foundation and the Core Graphics types) and, like it, imports the Trellis module
// without re-exporting it: one marker type is re-exported by name, which makes Swift count TrellisDynamics
// as imported (so its members and conformances are visible, also under `MemberImportVisibility`) without
// bringing in its unprefixed names (`DynamicAnimator`, `Offset`…).
@_exported import TrellisUIKitNames

@_exported import enum TrellisDynamics.TrellisDynamicsMembers

/// `UIDynamicAnimator`.
public typealias UIDynamicAnimator = DynamicAnimator
/// `UIDynamicAnimatorDelegate`.
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
/// `UIDynamicItem`.
public typealias UIDynamicItem = DynamicItem
/// `UIDynamicBehavior`.
public typealias UIDynamicBehavior = DynamicBehavior
/// `UIAttachmentBehavior` (its `AttachmentType` nested, as in UIKit).
public typealias UIAttachmentBehavior = AttachmentBehavior
/// `UICollisionBehavior` (its `Mode` nested, as in UIKit).
public typealias UICollisionBehavior = CollisionBehavior
/// `UICollisionBehaviorDelegate`.
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate
/// `UIGravityBehavior`.
public typealias UIGravityBehavior = GravityBehavior
/// `UIPushBehavior` (its `Mode` nested, as in UIKit).
public typealias UIPushBehavior = PushBehavior
/// `UISnapBehavior`.
public typealias UISnapBehavior = SnapBehavior
/// `UIDynamicItemBehavior`.
public typealias UIDynamicItemBehavior = DynamicItemBehavior
/// `UIOffset` (an offset from an item's centre, in the attachment and push behaviours).
public typealias UIOffset = Offset
/// `UIFloatRange` (an attachment's `attachmentRange`).
public typealias UIFloatRange = FloatRange
