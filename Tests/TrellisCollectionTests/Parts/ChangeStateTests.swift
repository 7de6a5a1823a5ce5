import Foundation
import Testing
import Trellis

@testable import TrellisCollection

/// `ChangeState` holds no logic; a new one runs nothing, sets nothing up and defers nothing.
@MainActor
@Suite("Parts: ChangeState")
struct ChangeStateTests {
  @Test func startsIdle() {
    let state = ChangeState()
    guard case .none = state.running else {
      Issue.record("a new ChangeState runs \(state.running)")
      return
    }
    #expect(state.update == nil)
    #expect(state.deferredApplies == nil)
  }
}
