import Trellis
import TrellisCairo

/// Runs a test body with a fresh renderer (which installs the pango text system) and puts the
/// previous text system back afterwards, all in one synchronous main-actor span, so tests of other
/// modules running in the same process never see this one's text system.
@MainActor func withCairoRenderer<R>(_ body: (CairoRenderer) throws -> R) rethrows -> R {
  let previous = TextSystems.current
  defer { TextSystems.current = previous }
  return try body(CairoRenderer())
}
