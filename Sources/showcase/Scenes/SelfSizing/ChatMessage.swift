import Foundation
import TrellisTesting

/// One message of the chat scene: who sent it and its text.
struct ChatMessage: Sendable, Hashable {
  /// Whether the user sent it (shown on the trailing side).
  var isOutgoing: Bool
  /// The text.
  var text: String

  /// The words messages are made of.
  private static let words = """
    sure thing let me check the schedule and get back to you about the build tonight I think the layout pass \
    is fine but the estimates were off by a lot so the cells jumped when we scrolled up through the history \
    did you try measuring them ahead of time with the idle frames the chat should open at the newest message \
    and keep everything still while older ones are measured above it yes that works now great see you tomorrow
    """.split(separator: " ").map(String.init)

  /// `count` messages of very different lengths (1 to 90 words, a few long ones), the same every run.
  static func generate(count: Int, seed: UInt64 = 21) -> [ChatMessage] {
    var random = SeededRandomNumberGenerator(seed: seed)
    return (0..<count).map { index in
      let roll = Int.random(in: 0..<100, using: &random)
      let length =
        roll < 45
        ? Int.random(in: 1...6, using: &random)
        : roll < 85 ? Int.random(in: 7...24, using: &random) : Int.random(in: 25...90, using: &random)
      var text = (0..<length).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }
        .joined(separator: " ")
      text = text.prefix(1).uppercased() + text.dropFirst() + (roll % 7 == 0 ? "?" : ".")
      return ChatMessage(isOutgoing: Int.random(in: 0..<5, using: &random) < 2, text: "#\(index + 1) " + text)
    }
  }
}
