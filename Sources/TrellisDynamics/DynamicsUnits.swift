import Trellis

/// UIKit Dynamics' units in the engine's terms (see the article PhysicsDrivenLayouts).
enum DynamicsUnits {
  /// The area, in square points, that has mass 1 at density 1: a 100 × 100 pt item.
  static let unitMassArea: Double = 10_000
  /// One UIKit newton in engine force units (mass × pt/s²): it accelerates mass 1 at 100 pt/s².
  static let newton: Double = 100
  /// Gravity of magnitude 1, in pt/s².
  static let gravity: Double = 1000
  /// The fixed engine time step, in seconds.
  static let step: Double = 1.0 / 120.0
  /// The most engine steps one frame runs (a longer gap is dropped rather than caught up).
  static let maximumStepsPerFrame = 12
  /// The highest spring angular frequency the fixed step integrates stably (ω·h = 1.5).
  static let maximumAngularFrequency: Double = 1.5 / step
  /// Speeds below this (pt/s) count as at rest.
  static let restSpeed: Double = 0.5
  /// Angular speeds below this (rad/s) count as at rest.
  static let restAngularSpeed: Double = 0.005
  /// Distances from a spring's rest length below this (pt) count as at rest.
  static let restDistance: Double = 0.05
  /// How long (s) the system must stay below the thresholds before the animator pauses.
  static let restDuration: Double = 0.1
  /// The largest magnitude, velocity or coordinate accepted, so the engine never overflows.
  static let maximumValue: Double = 1e7
}
