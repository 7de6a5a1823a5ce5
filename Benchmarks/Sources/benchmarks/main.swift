// Benchmarks for Trellis, release builds only (from the repository's root):
//   swift build -c release --package-path Benchmarks && Benchmarks/.build/release/benchmarks [name-filter]
// Prints the machine's core count and a table of named workloads, each the median of several runs.
import Foundation

#if DEBUG
  print("benchmarks: build with -c release; debug figures are meaningless")
#endif

let filter = CommandLine.arguments.dropFirst().first
print("cores: \(ProcessInfo.processInfo.activeProcessorCount) (active), renderer single-threaded")
let workloads =
  Benchmarks.all + SpatialBenchmarks.all + FlowBenchmarks.all + CollectionBenchmarks.all + ScrollBenchmarks.all
  + UpdateBenchmarks.all + UpdateCommitBenchmarks.all + FlowUpdateBenchmarks.all + CoverFlowBenchmarks.all
  + WaterfallBenchmarks.all + DynamicsBenchmarks.all + TransitionBenchmarks.all + DiffBenchmarks.all
  + DiffableBenchmarks.all + CompositionalBenchmarks.all + ConstraintBenchmarks.all + AutoLayoutBenchmarks.all
  + SelfSizingBenchmarks.all + AutoLayoutFrameBenchmarks.all + MovementBenchmarks.all + DamageBenchmarks.all
let results = workloads.filter { filter == nil || $0.name.contains(filter!) }.map { $0.run() }
if results.isEmpty { print("no workload matches \(filter ?? "")") }
BenchmarkResult.printTable(results)
if CoverFlowBenchmarks.pixelsPerFrame > 0 {
  print("cover flow: \(CoverFlowBenchmarks.pixelsPerFrame) perspective pixels per frame")
}
if !MovementBenchmarks.allocationSummary.isEmpty { print(MovementBenchmarks.allocationSummary) }
if AllocationProbe.count != nil {
  print("heap allocations per warm composite frame (worst workload): \(Benchmarks.warmFrameAllocations)")
}
