import Trellis

/// Boxes racing across the screen with each timing curve, plus a colour, rotation and retargeting demo.
@MainActor final class AnimationsScene: SceneController {
  private var boxes: [View] = []
  private var captions: [Label] = []
  private let spinner = View()
  private let hint = caption("Tap anywhere to replay; tap again mid-flight to see the animation retarget")
  private var forward = true
  private let curves: [(String, AnimationOptions)] = [
    ("linear", .curveLinear), ("easeIn", .curveEaseIn), ("easeOut", .curveEaseOut), ("easeInOut", .curveEaseInOut),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    for (index, (name, _)) in curves.enumerated() {
      let box = View(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
      box.backgroundColor = Color(hue: 0.55 + CGFloat(index) * 0.08, saturation: 0.7, brightness: 0.9)
      box.cornerRadius = 10
      view.addSubview(box)
      boxes.append(box)
      let c = caption(name)
      c.textAlignment = .left
      view.addSubview(c)
      captions.append(c)
    }
    spinner.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
    spinner.backgroundColor = .systemRed
    spinner.cornerRadius = 16
    view.addSubview(spinner)
    view.addSubview(hint)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    run()
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { run() }

  private var lane: (start: CGFloat, end: CGFloat) {
    let b = view.bounds
    return (60, max(60, b.width - 60))
  }

  private func run() {
    forward.toggle()
    let targetX = forward ? lane.start : lane.end
    for (index, box) in boxes.enumerated() {
      View.animate(
        withDuration: 1.0, delay: 0, options: curves[index].1,
        animations: {
          box.center.x = targetX
        })
    }
    View.animate(
      withDuration: 1.0,
      animations: {
        self.spinner.transform =
          self.forward ? .identity : CGAffineTransform(rotationAngle: .pi).scaledBy(x: 1.4, y: 1.4)
        self.spinner.backgroundColor = self.forward ? .systemRed : .systemBlue
        self.spinner.cornerRadius = self.forward ? 16 : 40
      })
  }

  override func layoutScene(in bounds: CGRect) {
    for (index, box) in boxes.enumerated() {
      let y = 60 + CGFloat(index) * 80
      box.center = CGPoint(x: box.center.x == 0 ? lane.start : box.center.x, y: y)
      captions[index].frame = CGRect(x: 16, y: y + 30, width: 120, height: 18)
    }
    spinner.center = CGPoint(x: bounds.midX, y: 420)
    hint.frame = CGRect(x: 16, y: bounds.height - 50, width: bounds.width - 32, height: 36)
  }
}
