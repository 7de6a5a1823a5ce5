import Foundation
import TrellisGeometry

/// The repetitions of a section's group whose items were measured: each one laid out again from the
/// template's shape, and how much longer than the template each is along the axis the groups repeat on
/// (Documentation/Behaviour.md#compositional-self-sizing). Unmeasured repetitions keep the template.
struct CompositionalMeasuredGroups: Equatable {
  /// Each measured repetition's frames, by repetition.
  var groups: [Int: CompositionalGroupShape.Evaluation] = [:]
  /// The differences from the template's length, with their prefix sums.
  var offsets = CompositionalRepetitionOffsets()
  /// Whether the groups repeat along x (a vertical layout's orthogonal row, a horizontal layout's
  /// sections), else along y.
  var repeatsOnX = false

  /// Where repetition `index` is: its position without measurements moved by the differences before it.
  /// - Complexity: O(log pages).
  func shift(before index: Int) -> CGVector {
    let offset = offsets.offset(before: index)
    return repeatsOnX ? CGVector(dx: offset, dy: 0) : CGVector(dx: 0, dy: offset)
  }

  /// Lays out repetition `index` again with `measured` and records its difference from `template`.
  /// - Complexity: O(slots + log pages).
  mutating func update(
    repetition index: Int, template: CompositionalGroupTemplate, pixels: CompositionalPixelGrid,
    measured: (Int) -> CompositionalMeasuredSize?
  ) {
    var any = false
    let evaluation = template.shape.evaluate(pixels: pixels) { leaf in
      let size = measured(leaf)
      if size != nil { any = true }
      return size
    }
    guard any else {
      groups[index] = nil
      offsets.setDelta(0, at: index)
      return
    }
    groups[index] = evaluation
    let delta =
      repeatsOnX ? evaluation.size.width - template.size.width : evaluation.size.height - template.size.height
    offsets.setDelta(delta, at: index)
  }

  /// The frame of leaf `leaf` of repetition `index` relative to the repetition's origin.
  func leafFrame(_ leaf: Int, repetition index: Int, template: CompositionalGroupTemplate) -> CGRect {
    groups[index]?.leaves[leaf] ?? template.leaves[leaf].frame
  }
}
