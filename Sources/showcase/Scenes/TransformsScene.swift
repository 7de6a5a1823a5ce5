import Trellis

/// Affine transforms (rotation, scale, skew) and a 3D cover flow with perspective.
@MainActor final class TransformsScene: SceneController {
  private var affineTiles: [View] = []
  private var affineCaptions: [Label] = []
  private let coverFlow = View()
  private var covers: [View] = []
  private let coverCaption = caption(
    "Cover flow: rotated about Y with m34 = −1/500 on the container's sublayerTransform")

  override func viewDidLoad() {
    super.viewDidLoad()
    let specs: [(String, CGAffineTransform, Color)] = [
      ("identity", .identity, .systemBlue),
      ("rotated 30°", CGAffineTransform(rotationAngle: .pi / 6), .systemGreen),
      ("scaled 1.3 × 0.7", CGAffineTransform(scaleX: 1.3, y: 0.7), .systemOrange),
      ("skewed", CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 0, ty: 0), .systemPurple),
      ("rotated and scaled", CGAffineTransform(rotationAngle: -.pi / 8).scaledBy(x: 0.8, y: 0.8), .systemPink),
    ]
    for (name, transform, color) in specs {
      let tile = View(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
      tile.backgroundColor = color
      tile.cornerRadius = 12
      let label = Label(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
      label.text = "Aa"
      label.font = .boldSystemFont(ofSize: 28)
      label.textColor = .white
      label.textAlignment = .center
      tile.addSubview(label)
      tile.transform = transform
      view.addSubview(tile)
      affineTiles.append(tile)
      let c = caption(name)
      view.addSubview(c)
      affineCaptions.append(c)
    }
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    coverFlow.sublayerTransform = perspective
    view.addSubview(coverFlow)
    for index in 0..<7 {
      let cover = View(frame: CGRect(x: 0, y: 0, width: 140, height: 140))
      cover.backgroundColor = Color(hue: CGFloat(index) / 7, saturation: 0.6, brightness: 0.9)
      cover.borderWidth = 2
      cover.borderColor = .white
      let label = Label(frame: cover.bounds)
      label.text = "\(index + 1)"
      label.font = .boldSystemFont(ofSize: 48)
      label.textColor = .white
      label.textAlignment = .center
      cover.addSubview(label)
      coverFlow.addSubview(cover)
      covers.append(cover)
    }
    view.addSubview(coverCaption)
  }

  override func layoutScene(in bounds: CGRect) {
    let spacing = bounds.width / CGFloat(affineTiles.count + 1)
    for (index, tile) in affineTiles.enumerated() {
      let x = spacing * CGFloat(index + 1)
      tile.center = CGPoint(x: x, y: 100)
      affineCaptions[index].frame = CGRect(x: x - spacing / 2, y: 165, width: spacing, height: 36)
    }
    coverFlow.frame = CGRect(x: 0, y: 230, width: bounds.width, height: 220)
    let middle = covers.count / 2
    for (index, cover) in covers.enumerated() {
      let offset = index - middle
      let angle: CGFloat = offset == 0 ? 0 : (offset < 0 ? .pi / 4 : -.pi / 4)
      let x = bounds.width / 2 + CGFloat(offset) * 80 + (offset == 0 ? 0 : (offset < 0 ? -50 : 50))
      cover.transform3D = .identity
      cover.center = CGPoint(x: x, y: 110)
      cover.transform3D = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
      cover.zPosition = -CGFloat(abs(offset))
    }
    coverCaption.frame = CGRect(x: 16, y: 460, width: bounds.width - 32, height: 36)
  }
}
