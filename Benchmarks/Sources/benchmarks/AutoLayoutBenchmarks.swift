import Foundation
import Trellis

/// Auto Layout in TrellisUI: a self-sizing cell's content view measured with `systemLayoutSizeFitting`.
@MainActor enum AutoLayoutBenchmarks {
  /// Measurements per run of autolayout-cell-fitting.
  static let fittingRepetitions = 2_000
  /// Keeps answers alive so the optimiser can't drop the work.
  static var sink: CGFloat = 0

  static var all: [Benchmark] {
    [
      Benchmark(
        name: "autolayout-cell-fitting", unit: "µs/measure", runs: 9,
        note: "a cell's content view (image 40×40, title, wrapping subtitle; 11 constraints plus intrinsic "
          + "sizes) measured at a required width, alternately 320 and 300, free height (fittingSizeLevel)"
      ) { cellFitting() }
    ]
  }

  /// The time of one `systemLayoutSizeFitting` of a warm cell content view.
  static func cellFitting() -> Double {
    let content = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let image = View()
    let title = Label()
    title.text = "Title"
    let subtitle = Label()
    subtitle.text = "A subtitle long enough to wrap onto a second line"
    subtitle.numberOfLines = 0
    for view in [image, title, subtitle] {
      view.translatesAutoresizingMaskIntoConstraints = false
      content.addSubview(view)
    }
    let bottom = subtitle.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12)
    bottom.priority = .required - 1
    LayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      image.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
      image.widthAnchor.constraint(equalToConstant: 40), image.heightAnchor.constraint(equalToConstant: 40),
      image.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -12),
      title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
      title.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4), bottom,
    ])
    content.layoutIfNeeded()
    var total: CGFloat = 0
    let time = Benchmark.milliseconds {
      for index in 0..<fittingRepetitions {
        let size = content.systemLayoutSizeFitting(
          CGSize(width: index % 2 == 0 ? 320 : 300, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel)
        total += size.height
      }
    }
    sink += total
    return time * 1000 / Double(fittingRepetitions)
  }
}
