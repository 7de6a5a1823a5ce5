import Trellis

/// The showcase's application delegate: a window with a navigation controller over the scene list.
@MainActor final class ShowcaseDelegate: ApplicationDelegate {
  var window: Window?
  let list = SceneListController()
  let initialScene: Scene?

  init(initialScene: Scene? = nil) { self.initialScene = initialScene }

  func application(
    _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = Window(frame: Screen.main.bounds)
    let navigation = NavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    if let initialScene {
      let controller = initialScene.make()
      controller.title = initialScene.title
      navigation.pushViewController(controller, animated: false)
    }
    return true
  }
}
