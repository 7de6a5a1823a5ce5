import Foundation
import Trellis

/// A JPEG, a PNG with alpha and an image drawn in code, in each content mode.
@MainActor final class ImagesScene: SceneController {
  private var frames: [View] = []
  private var imageViews: [ImageView] = []
  private var captions: [Label] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let photo = Image(named: "landscape", in: .module)
    let badge = Image(named: "badge", in: .module)
    let drawn = ImageRenderer(size: CGSize(width: 120, height: 80), scale: 2).image { context in
      context.drawLinearGradient(
        in: CGRect(x: 0, y: 0, width: 120, height: 80), colors: [.systemTeal, .systemIndigo],
        start: CGPoint(x: 0, y: 0), end: CGPoint(x: 120, y: 80))
      Color.white.setFill()
      BezierPath(ovalIn: CGRect(x: 40, y: 20, width: 40, height: 40)).fill()
    }
    let specs: [(Image?, ContentMode, String)] = [
      (photo, .scaleToFill, "JPEG, scaleToFill"),
      (photo, .scaleAspectFit, "JPEG, scaleAspectFit"),
      (photo, .scaleAspectFill, "JPEG, scaleAspectFill (clipped)"),
      (photo, .center, "JPEG, center (clipped)"),
      (badge, .center, "PNG with alpha, center"),
      (drawn, .scaleAspectFit, "Drawn in code, aspectFit"),
    ]
    for (image, mode, text) in specs {
      let frame = View()
      frame.backgroundColor = .white
      frame.borderWidth = 1
      frame.borderColor = .systemGray4
      let imageView = ImageView(image: image)
      imageView.contentMode = mode
      imageView.clipsToBounds = true
      imageView.backgroundColor = .systemGray6
      frame.addSubview(imageView)
      view.addSubview(frame)
      frames.append(frame)
      imageViews.append(imageView)
      let c = caption(text)
      view.addSubview(c)
      captions.append(c)
    }
  }

  override func layoutScene(in bounds: CGRect) {
    let columns = 3
    let cellWidth = min((bounds.width - 32) / CGFloat(columns), 280)
    let cellHeight: CGFloat = cellWidth * 0.75
    let originX = (bounds.width - cellWidth * CGFloat(columns)) / 2
    for (index, frame) in frames.enumerated() {
      let column = index % columns
      let row = index / columns
      let x = originX + CGFloat(column) * cellWidth + 8
      let y = 16 + CGFloat(row) * (cellHeight + 40)
      frame.frame = CGRect(x: x, y: y, width: cellWidth - 16, height: cellHeight - 16)
      imageViews[index].frame = frame.bounds.insetBy(dx: 8, dy: 8)
      captions[index].frame = CGRect(x: x, y: y + cellHeight - 12, width: cellWidth - 16, height: 30)
    }
  }
}
