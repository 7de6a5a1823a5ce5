import Trellis

/// Spring animations side by side: damping ratios from bouncy to critically damped.
@MainActor final class SpringsScene: SceneController {
  private let ratios: [CGFloat] = [0.2, 0.4, 0.6, 0.8, 1.0]
  private var balls: [View] = []
  private var captions: [Label] = []
  private var guides: [View] = []
  private var down = false

  override func viewDidLoad() {
    super.viewDidLoad()
    for (index, ratio) in ratios.enumerated() {
      let guide = View()
      guide.backgroundColor = .systemGray5
      view.addSubview(guide)
      guides.append(guide)
      let ball = View(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
      ball.cornerRadius = 24
      ball.backgroundColor = Color(hue: CGFloat(index) / CGFloat(ratios.count), saturation: 0.65, brightness: 0.95)
      view.addSubview(ball)
      balls.append(ball)
      let c = caption("ζ = \(ratio)")
      view.addSubview(c)
      captions.append(c)
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    drop()
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { drop() }

  private func drop() {
    down.toggle()
    let y: CGFloat = down ? view.bounds.height - 120 : 80
    for (index, ball) in balls.enumerated() {
      View.animate(
        withDuration: 1.2, delay: 0, usingSpringWithDamping: ratios[index], initialSpringVelocity: 0,
        animations: { ball.center.y = y })
    }
  }

  override func layoutScene(in bounds: CGRect) {
    let spacing = bounds.width / CGFloat(ratios.count + 1)
    for (index, ball) in balls.enumerated() {
      let x = spacing * CGFloat(index + 1)
      ball.center = CGPoint(x: x, y: ball.center.y == 0 ? 80 : ball.center.y)
      guides[index].frame = CGRect(x: x - 1, y: 80, width: 2, height: max(0, bounds.height - 200))
      captions[index].frame = CGRect(x: x - spacing / 2, y: bounds.height - 70, width: spacing, height: 20)
    }
  }
}
