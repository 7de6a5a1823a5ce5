import Foundation
import Testing
import Trellis

@testable import TrellisCollection

/// `BatchRecorder` on its own: nested blocks hand the batch out only at the outermost end, with every
/// completion in the order the blocks ended, and the recorder then starts afresh.
@MainActor
@Suite("Parts: BatchRecorder")
struct BatchRecorderTests {
  /// Completions that log their name and argument.
  final class CompletionLog {
    var calls: [String] = []
    func completion(_ name: String) -> (Bool) -> Void { { self.calls.append("\(name) \($0)") } }
  }

  @Test func aSingleCallOutsideABlockIsABatchOfItsOwn() throws {
    var recorder = BatchRecorder()
    #expect(!recorder.isRecording)
    recorder.begin()
    #expect(recorder.isRecording)
    recorder.record { $0.insertItems(at: [IndexPath(item: 2, section: 0)]) }
    let batch = recorder.end(completion: nil)
    let (operations, completions) = try #require(batch)
    #expect(operations == BatchUpdateOperations([.insertItem(IndexPath(item: 2, section: 0))]))
    #expect(completions.isEmpty)
    #expect(!recorder.isRecording)
  }

  @Test func nestedBlocksHandOutOneBatchAtTheOutermostEnd() throws {
    let log = CompletionLog()
    var recorder = BatchRecorder()
    recorder.begin()
    recorder.record { $0.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
    recorder.begin()
    #expect(recorder.depth == 2)
    recorder.record { $0.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 1)) }
    // A single call inside the block joins it.
    recorder.begin()
    recorder.record { $0.insertSections(IndexSet(integer: 2)) }
    let single = recorder.end(completion: nil)
    #expect(single == nil)
    let inner = recorder.end(completion: log.completion("inner"))
    #expect(inner == nil)
    #expect(recorder.isRecording && recorder.depth == 1)
    recorder.record { $0.reloadItems(at: [IndexPath(item: 4, section: 1)]) }
    #expect(recorder.operations.operations.count == 4)
    let batch = recorder.end(completion: log.completion("outer"))
    let (operations, completions) = try #require(batch)
    #expect(
      operations
        == BatchUpdateOperations([
          .deleteItem(IndexPath(item: 0, section: 0)),
          .moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 1)),
          .insertSection(2),
          .reloadItem(IndexPath(item: 4, section: 1)),
        ]))
    #expect(completions.count == 2)
    for completion in completions { completion(true) }
    #expect(log.calls == ["inner true", "outer true"], "completions in the order their blocks ended, outermost last")

    // The recorder starts afresh.
    #expect(!recorder.isRecording && recorder.depth == 0)
    #expect(recorder.operations.isEmpty && recorder.completions.isEmpty)
    recorder.begin()
    let next = recorder.end(completion: log.completion("next"))
    let (nextOperations, nextCompletions) = try #require(next)
    #expect(nextOperations.isEmpty)
    #expect(nextCompletions.count == 1)
    nextCompletions[0](false)
    #expect(log.calls == ["inner true", "outer true", "next false"])
  }

  @Test func aBlockWithoutCompletionAddsNone() throws {
    var recorder = BatchRecorder()
    recorder.begin()
    recorder.begin()
    let inner = recorder.end(completion: nil)
    #expect(inner == nil)
    #expect(recorder.completions.isEmpty)
    let batch = recorder.end(completion: nil)
    let (operations, completions) = try #require(batch)
    #expect(operations.isEmpty && completions.isEmpty)
  }

  @Test func anEndWithoutABeginChangesNothing() throws {
    var recorder = BatchRecorder()
    #expect(recorder.end(completion: { _ in }) == nil)
    #expect(recorder.depth == 0 && recorder.completions.isEmpty && !recorder.isRecording)
    recorder.begin()
    let batch = recorder.end(completion: nil)
    #expect(batch != nil, "the next block still commits")
  }
}
