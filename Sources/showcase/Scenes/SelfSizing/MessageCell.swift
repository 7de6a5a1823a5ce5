import Foundation
import Trellis

/// A chat bubble sized by Auto Layout, written as UIKit tutorials write it: the constraints are made once
/// in `init(frame:)`; a wrapping label is pinned inside a bubble no wider than 72% of the row, and the
/// content view's width is fixed to the row's width so the flow layout's self-sizing measures the height.
@MainActor final class MessageCell: CollectionViewCell {
  static let reuseIdentifier = "message"
  let bubble = View()
  let label = Label()
  private var widthConstraint: LayoutConstraint!
  private var incomingConstraint: LayoutConstraint!
  private var outgoingConstraint: LayoutConstraint!

  required init(frame: CGRect) {
    super.init(frame: frame)
    bubble.cornerRadius = 16
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 15)
    bubble.translatesAutoresizingMaskIntoConstraints = false
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(bubble)
    bubble.addSubview(label)
    widthConstraint = contentView.widthAnchor.constraint(equalToConstant: max(frame.width, 1))
    incomingConstraint = bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
    outgoingConstraint = bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12)
    LayoutConstraint.activate([
      widthConstraint, incomingConstraint,
      bubble.topAnchor.constraint(equalTo: contentView.topAnchor),
      bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.72),
      label.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
      label.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
    ])
  }

  /// Not used: the collection view makes cells with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  /// Shows a message in a row `width` points wide.
  func configure(_ message: ChatMessage, width: CGFloat) {
    label.text = message.text
    widthConstraint.constant = width
    incomingConstraint.isActive = !message.isOutgoing
    outgoingConstraint.isActive = message.isOutgoing
    bubble.backgroundColor = message.isOutgoing ? .systemBlue : .systemGray5
    label.textColor = message.isOutgoing ? .white : .label
  }
}
