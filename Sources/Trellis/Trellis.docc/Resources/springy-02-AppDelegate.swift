import Trellis

/// Opens the window with the springy grid.
final class AppDelegate: ApplicationDelegate {
  var window: Window?

  func application(
    _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = Window(frame: Screen.main.bounds)
    window?.rootViewController = SpringyViewController()
    window?.makeKeyAndVisible()
    return true
  }
}
