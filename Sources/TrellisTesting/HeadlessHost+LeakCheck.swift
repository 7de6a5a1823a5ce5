import Dispatch
import Foundation
import TrellisUI

extension HeadlessHost {
  /// Marks the main queue, so the exit handler knows whether it already runs there.
  nonisolated private static let mainQueueKey = DispatchSpecificKey<Bool>()

  /// Under LeakSanitizer only, resets the application when the process exits (registered once, by the
  /// first host), so the last test's windows, controllers and views are freed before the leak check runs:
  /// the sanitizer can't see the runtime's pointers to the weak-reference side tables of objects still
  /// alive, and would report those tables.
  static let resetsApplicationAtExitUnderLeakSanitizer: Void = {
    guard let process = dlopen(nil, RTLD_NOW) else { return }
    defer { dlclose(process) }
    guard dlsym(process, "__lsan_do_leak_check") != nil else { return }
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    atexit {
      // Swift Testing ends the process from a worker thread; the application lives on the main actor,
      // whose queue is idle by then.
      if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
        MainActor.assumeIsolated { Application.shared.reset() }
      } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated { Application.shared.reset() } }
      }
    }
  }()
}
