import Testing
import TrellisTesting
import TrellisUIKitNames

/// A card cell that floats on a shadow, as UIKit code writes it: `layer.shadowColor` from a
/// `UIColor`'s `cgColor`, `shadowOpacity` as a `Float`, `shadowOffset`, `shadowRadius`, and a
/// `shadowPath` from a `UIBezierPath`'s `cgPath`, set again when the card's bounds change.
@MainActor
final class PortedCardView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.cornerRadius = 10
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.shadowRadius = 8
    layer.masksToBounds = false
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
  }
}

@MainActor
@Suite("CALayer shadows as UIKit code sets them")
struct LayerShadowPortTests {
  @Test func aCardSetsItsShadowAndFollowsItsBoundsWithTheShadowPath() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 300))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = PortedCardView(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
    root.addSubview(card)
    host.show(root)
    #expect(card.layer.shadowColor == UIColor.black)
    #expect(card.layer.shadowOpacity == 0.2)
    #expect(card.layer.shadowOffset == CGSize(width: 0, height: 4))
    #expect(card.layer.shadowRadius == 8)
    #expect(card.layer.shadowPath == UIBezierPath(roundedRect: card.bounds, cornerRadius: 10).cgPath)
    card.frame.size = CGSize(width: 200, height: 100)
    host.runFrame()
    #expect(
      card.layer.shadowPath
        == UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 10).cgPath)
  }

  @Test func aFreshLayerHasCoreAnimationsDefaults() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let layer = view.layer
    #expect(layer.shadowColor == UIColor.black.cgColor)
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowRadius == 3)
    #expect(layer.shadowPath == nil)
    withExtendedLifetime(view) {}
  }

  @Test func raisingACardAnimatesItsShadowInAnAnimationBlock() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 300))
    let card = PortedCardView(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
    host.show(card)
    UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
      card.layer.shadowRadius = 16
      card.layer.shadowOffset = CGSize(width: 0, height: 12)
    }
    host.advance(by: 0.1)
    #expect(abs(card.layer.presentation().shadowRadius - 10) < 1e-9)
    #expect(abs(card.layer.presentation().shadowOffset.height - 6) < 1e-9)
    host.advance(by: 0.4)
    #expect(card.layer.presentation().shadowRadius == 16)
  }
}
