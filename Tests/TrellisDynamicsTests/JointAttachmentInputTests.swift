import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

@MainActor struct JointAttachmentInputTests {
  /// A NaN or zero axis is reported and makes an attachment that does nothing (the item falls as if
  /// unattached); a range without 0, a NaN range end and a negative length are refused and reported;
  /// a view outside the reference view is reported. Nothing reaches the engine's assertions.
  @Test func badJointInputIsReported() {
    let fixture = DynamicsFixture()
    let item = fixture.addItem(at: CGPoint(x: 100, y: 100), size: 20)
    let free = fixture.addItem(at: CGPoint(x: 200, y: 100), size: 20)
    let nanAxis = AttachmentBehavior.slidingAttachment(
      with: item, attachmentAnchor: item.center, axisOfTranslation: CGVector(dx: .nan, dy: 1))
    let zeroAxis = AttachmentBehavior.slidingAttachment(
      with: item, attachedTo: free, attachmentAnchor: CGPoint(x: 150, y: 100), axisOfTranslation: .zero)
    let pin = AttachmentBehavior.pinAttachment(
      with: item, attachedTo: free, attachmentAnchor: CGPoint(x: CGFloat.nan, y: 0))
    #expect(pin.anchorPoint == CGPoint(x: 100, y: 100), "the first item's centre stands in")
    pin.attachmentRange = FloatRange(minimum: 0.5, maximum: 1)
    pin.attachmentRange = FloatRange(minimum: -1, maximum: .nan)
    #expect(pin.attachmentRange == .infinite)
    let rope = AttachmentBehavior.limitAttachment(
      with: item, offsetFromCenter: .zero, attachedTo: free, offsetFromCenter: .zero)
    rope.length = -5
    #expect(rope.length == 100)
    fixture.animator.addBehavior(nanAxis)
    fixture.animator.addBehavior(zeroAxis)
    fixture.animator.addBehavior(GravityBehavior(items: [item, free]))
    let stray = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let other = fixture.addItem(at: CGPoint(x: 300, y: 100), size: 20)
    fixture.animator.addBehavior(
      AttachmentBehavior.fixedAttachment(with: stray, attachedTo: other, attachmentAnchor: .zero))
    #expect(
      fixture.errors == [
        "slidingAttachment(with:attachmentAnchor:axisOfTranslation:): the axis of translation (nan, 1.0) has no finite direction; the attachment does nothing",
        "slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:): the axis of translation (0.0, 0.0) has no finite direction; the attachment does nothing",
        "pinAttachment(with:attachedTo:attachmentAnchor:) attachmentAnchor: (nan, 0.0) is not a finite number within ±1e7; the value was refused",
        "AttachmentBehavior.attachmentRange: 0.5…1.0 does not contain 0 (minimum ≤ 0 ≤ maximum); the value was refused",
        "AttachmentBehavior.attachmentRange: -1.0…nan does not contain 0 (minimum ≤ 0 ≤ maximum); the value was refused",
        "AttachmentBehavior.length: -5.0 is outside 0…1e7; the value was refused",
        "addBehavior(_:): the View centred at (5.0, 5.0) is not in the reference view's hierarchy; it moves in the reference view's coordinates",
      ])
    #expect(DynamicAnimator.lastError == .itemOutsideReferenceView(item: "the View centred at (5.0, 5.0)"))
    fixture.host.advance(by: 0.5)
    // Both inert sliders left the items free: they fell side by side, level, through the same height.
    #expect(item.center.y > 200 && item.center.y.isFinite)
    #expect(item.center.y == free.center.y)
    #expect(item.center.x == 100)
  }
}
