import Foundation
import Trellis

/// A feed of 5,000 posts in a compositional layout with estimated heights: each post is a stack view
/// (author row, wrapping text, sometimes a photo at a fixed aspect ratio) measured by Auto Layout when it
/// first appears; posts not shown keep the 160-point estimate.
@MainActor final class FeedScene: SceneController, CollectionViewDataSource {
  static let postCount = 5_000
  let posts = ChatMessage.generate(count: FeedScene.postCount, seed: 2_026)
  /// Photos shown by some posts (the gallery files; nil when the resources are missing).
  let photos: [Image?] = (1...4).map { Image(named: String(format: "gallery-%02d", $0), in: .module) }
  private(set) var collectionView: CollectionView!
  private let info = caption("")

  override func viewDidLoad() {
    super.viewDidLoad()
    let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(160))
    let item = CollectionLayoutItem(layoutSize: size)
    let group = CollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 12
    section.contentInsetsReference = .readableContent
    section.contentInsets = DirectionalEdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: CompositionalLayout(section: section))
    cv.register(PostCell.self, forCellWithReuseIdentifier: PostCell.reuseIdentifier)
    cv.dataSource = self
    cv.backgroundColor = .systemGroupedBackground
    view.addSubview(cv)
    collectionView = cv
    info.text = "5,000 posts in stack-view cells with estimated heights, measured as they appear"
    view.addSubview(info)
  }

  override func layoutScene(in bounds: CGRect) {
    info.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: 32)
    collectionView.frame = CGRect(x: 0, y: 32, width: bounds.width, height: max(0, bounds.height - 32))
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.becomeFirstResponder()
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { posts.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: PostCell.reuseIdentifier, for: indexPath) as! PostCell
    let post = posts[indexPath.item]
    cell.author.text = post.isOutgoing ? "You" : ["Ada", "Grace", "Linus", "Edsger"][indexPath.item % 4]
    cell.time.text = "\(1 + indexPath.item % 59) min"
    cell.body.text = post.text
    let photo = indexPath.item % 3 == 0 ? photos[indexPath.item % photos.count] : nil
    cell.photo.image = photo
    cell.photo.isHidden = photo == nil
    return cell
  }
}

/// A post: a vertical stack view of an author row (name and time), wrapping text, and an optional photo
/// half as tall as it is wide; hidden arranged views collapse, so posts without a photo are shorter.
@MainActor final class PostCell: CollectionViewCell {
  static let reuseIdentifier = "post"
  let author = Label()
  let time = Label()
  let body = Label()
  let photo = ImageView()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemGroupedBackground
    contentView.cornerRadius = 12
    contentView.clipsToBounds = true
    author.font = .boldSystemFont(ofSize: 15)
    time.font = .systemFont(ofSize: 13)
    time.textColor = .secondaryLabel
    time.setContentHuggingPriority(.required, for: .horizontal)
    body.font = .systemFont(ofSize: 15)
    body.numberOfLines = 0
    photo.contentMode = .scaleAspectFill
    photo.clipsToBounds = true
    photo.cornerRadius = 8
    let header = StackView(arrangedSubviews: [author, time])
    header.axis = .horizontal
    header.spacing = 8
    let stack = StackView(arrangedSubviews: [header, body, photo])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
      stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -14),
      stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
      photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 0.5),
    ])
  }

  /// Not used: the collection view makes cells with `init(frame:)`.
  required init?(coder: NSCoder) { nil }
}
