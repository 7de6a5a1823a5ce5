import Trellis

/// The showcase's first screen: one row per scene; tapping a row pushes the scene.
@MainActor final class SceneListController: SceneController {
  private var rows: [SceneRow] = []
  private let scrollView = ScrollView()
  private let group = View()

  override init() {
    super.init()
    title = "Trellis Showcase"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    group.cornerRadius = 10
    group.clipsToBounds = true
    scrollView.alwaysBounceVertical = true
    scrollView.addSubview(group)
    view.addSubview(scrollView)
    for scene in Scene.all {
      let row = SceneRow(scene: scene)
      row.addAction(for: .touchUpInside) { [weak self] _ in self?.open(scene) }
      group.addSubview(row)
      rows.append(row)
    }
  }

  func open(_ scene: Scene) {
    let controller = scene.make()
    controller.title = scene.title
    navigationController?.pushViewController(controller, animated: true)
  }

  override func layoutScene(in bounds: CGRect) {
    let width = min(bounds.width - 32, 720)
    scrollView.frame = bounds
    group.frame = CGRect(x: (bounds.width - width) / 2, y: 24, width: width, height: CGFloat(rows.count) * 64)
    scrollView.contentSize = CGSize(width: bounds.width, height: group.frame.maxY + 24)
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(x: 0, y: CGFloat(index) * 64, width: width, height: 64)
      row.showsSeparator = index < rows.count - 1
    }
  }
}

/// A list row: title, subtitle and a chevron, highlighted while pressed, like a grouped table cell.
@MainActor final class SceneRow: Control {
  private let titleLabel = Label()
  private let subtitleLabel = Label()
  private let chevron = Label()
  private let separator = View()
  var showsSeparator = true { didSet { separator.isHidden = !showsSeparator } }

  /// Not used: rows are made for a scene.
  required init?(coder: NSCoder) { nil }

  init(scene: Scene) {
    super.init(frame: .zero)
    backgroundColor = .white
    titleLabel.text = scene.title
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    subtitleLabel.text = scene.subtitle
    subtitleLabel.font = .systemFont(ofSize: 13)
    subtitleLabel.textColor = .secondaryLabel
    chevron.text = "›"
    chevron.font = .systemFont(ofSize: 24)
    chevron.textColor = .systemGray2
    separator.backgroundColor = .separator
    for sub in [titleLabel, subtitleLabel, chevron, separator] { addSubview(sub) }
  }

  override var isHighlighted: Bool {
    didSet { backgroundColor = isHighlighted ? .systemGray4 : .white }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    titleLabel.frame = CGRect(x: 16, y: 10, width: b.width - 60, height: 24)
    subtitleLabel.frame = CGRect(x: 16, y: 34, width: b.width - 60, height: 18)
    chevron.frame = CGRect(x: b.width - 32, y: 0, width: 20, height: b.height)
    separator.frame = CGRect(x: 16, y: b.height - 0.5, width: b.width - 16, height: 0.5)
  }
}
