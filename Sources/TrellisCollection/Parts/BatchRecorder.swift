import Foundation

/// The batch being recorded: how deep `performBatchUpdates` calls are nested, the operations recorded
/// so far and the completions to run; the batch-recording part of a collection view.
struct BatchRecorder {
  /// How many `performBatchUpdates` blocks (or single calls outside one) are running.
  private(set) var depth = 0
  /// The operations recorded since the outermost block began.
  private(set) var operations = BatchUpdateOperations()
  /// The completions of the blocks, outermost last.
  private(set) var completions: [(Bool) -> Void] = []

  /// Whether a batch is being recorded (calls join it instead of making their own).
  var isRecording: Bool { depth > 0 }

  /// A block (or a single call) begins.
  mutating func begin() { depth += 1 }

  /// A block ends with its completion; returns the whole batch when it was the outermost one, and
  /// starts afresh. An end without a `begin` changes nothing and returns nil.
  mutating func end(completion: ((Bool) -> Void)?) -> (BatchUpdateOperations, [(Bool) -> Void])? {
    guard depth > 0 else { return nil }
    depth -= 1
    if let completion { completions.append(completion) }
    guard depth == 0 else { return nil }
    defer {
      operations = BatchUpdateOperations()
      completions = []
    }
    return (operations, completions)
  }

  /// Records one operation into the batch.
  mutating func record(_ operation: (inout BatchUpdateOperations) -> Void) { operation(&operations) }
}
