import Testing
import TrellisTesting
import TrellisUIKitNames

/// A profile header as tutorials build it with `UIStackView`: an 80-point avatar over a name and a role,
/// centred in a vertical stack pinned by anchors, and a row of two equal buttons-to-be below.
@MainActor final class PortedStackHeaderController: UIViewController {
  let avatar = UIView()
  let nameLabel = UILabel()
  let roleLabel = UILabel()
  let followView = UIView()
  let messageView = UIView()
  lazy var header = UIStackView(arrangedSubviews: [avatar, nameLabel, roleLabel])
  lazy var actions = UIStackView(arrangedSubviews: [followView, messageView])

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    avatar.backgroundColor = .systemBlue
    avatar.layer.cornerRadius = 40
    nameLabel.font = .systemFont(ofSize: 20, weight: .bold)
    nameLabel.text = "Ada Lovelace"
    roleLabel.font = .systemFont(ofSize: 13)
    roleLabel.text = "Analyst"

    header.axis = .vertical
    header.alignment = .center
    header.spacing = 8
    header.setCustomSpacing(4, after: nameLabel)
    header.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(header)

    actions.axis = .horizontal
    actions.distribution = .fillEqually
    actions.spacing = 12
    actions.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(actions)

    NSLayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 80),
      avatar.heightAnchor.constraint(equalToConstant: 80),
      header.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      header.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      actions.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
      actions.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      actions.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      actions.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  func toggleRole() {
    UIView.animate(withDuration: 0.3) { self.roleLabel.isHidden.toggle() }
  }
}

@MainActor
@Suite("UIStackView as UIKit code uses it")
struct StackViewPortTests {
  @Test func aProfileHeaderLaysOutFromItsStackViews() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 400))
    let controller = PortedStackHeaderController()
    host.show(controller)
    let name = controller.nameLabel.intrinsicContentSize
    let role = controller.roleLabel.intrinsicContentSize
    let headerWidth = max(80, name.width, role.width)
    let headerHeight = 80 + 8 + name.height + 4 + role.height  // avatar, spacing, name, custom 4, role
    #expect(controller.header.frame.size == CGSize(width: headerWidth, height: headerHeight))
    // Centred in the 390-wide view, and the avatar in the header; each frame's edges are rounded to whole
    // points in its superview (scale 1), so a text width of odd points puts half-point centres on 0.5 ↑.
    #expect(controller.header.frame.minX == ((390 - headerWidth) / 2).rounded())
    #expect(controller.avatar.frame == CGRect(x: ((headerWidth - 80) / 2).rounded(), y: 0, width: 80, height: 80))
    #expect(controller.nameLabel.frame.minY == 88)  // 80 + 8
    #expect(controller.roleLabel.frame.minY == 88 + name.height + 4)
    // Two equal halves of 390 − 40 less a gap of 12: (350 − 12) / 2 = 169.
    #expect(controller.followView.frame == CGRect(x: 0, y: 0, width: 169, height: 44))
    #expect(controller.messageView.frame == CGRect(x: 181, y: 0, width: 169, height: 44))
    #expect(controller.actions.frame.minY == 20 + headerHeight + 16)

    controller.toggleRole()
    host.advance(by: 0.3)
    #expect(controller.header.frame.height == 80 + 8 + name.height)  // the role and its gap are gone
    #expect(controller.actions.frame.minY == 20 + 80 + 8 + name.height + 16)
  }
}
