import Testing
import TrellisTesting
import TrellisUIKitNames

/// A profile screen as an Auto Layout tutorial writes it: an avatar centred under the safe area, the name
/// below at the system spacing, and a wrapping biography between the layout margins.
@MainActor final class PortedProfileController: UIViewController {
  let avatar = UIView()
  let nameLabel = UILabel()
  let bioLabel = UILabel()
  var bioTop: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.text = "Ada Lovelace"
    bioLabel.text = "Wrote the first published algorithm meant to be carried out by a machine."
    bioLabel.numberOfLines = 0
    for subview in [avatar, nameLabel, bioLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    bioTop = bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 12)
    NSLayoutConstraint.activate([
      avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 80),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      nameLabel.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 1),
      nameLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      bioTop,
      bioLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      bioLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

@MainActor
@Suite("Auto Layout as UIKit code uses it")
struct AutoLayoutPortTests {
  @Test func aTutorialProfileScreenIsLaidOutByItsConstraints() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 600))
    let controller = PortedProfileController()
    host.show(controller)
    host.runFrame()
    // Centred: x = 390 / 2 - 80 / 2 = 155; y = 20 below the safe area's top (0 in the headless window).
    #expect(controller.avatar.frame == CGRect(x: 155, y: 20, width: 80, height: 80))
    let name = controller.nameLabel.frame
    // Its intrinsic size, centred on 195 (edges on whole pixels), 8 points (the system spacing) below 100.
    #expect(name.size == controller.nameLabel.intrinsicContentSize)
    #expect(abs(name.midX - 195) <= 0.5)
    #expect(name.minY == 108)
    // Between the root view's margins (16 at the sides in a compact width): 390 - 32 = 358 wide, as
    // tall as the text wrapped at 358; 12 below the name.
    let bioHeight = controller.bioLabel.sizeThatFits(CGSize(width: 358, height: 0)).height
    #expect(controller.bioLabel.frame == CGRect(x: 16, y: name.maxY + 12, width: 358, height: bioHeight))
    #expect(bioHeight > name.height, "the biography wraps")
    controller.bioTop.constant = 30
    host.runFrame()
    #expect(controller.bioLabel.frame.minY == name.maxY + 30)
  }
}
