import Testing

@testable import TrellisConstraints

/// The module builds without UI imports (its tests link nothing else).
@Suite struct ModuleTests {}
