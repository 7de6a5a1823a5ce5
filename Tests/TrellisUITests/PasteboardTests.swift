import Foundation
import Testing
import Trellis
import TrellisTesting

/// A system clipboard in memory that another program can write to, for the backend's rules.
@MainActor private final class FakeClipboard: PasteboardBackend {
  var text: String?
  var writes: [String?] = []
  func readText() -> String? { text }
  func writeText(_ text: String?) {
    writes.append(text)
    self.text = text
  }
}

/// `Pasteboard` (`UIPasteboard`): strings, images and items round trip; every write and every change by
/// another program counts once in `changeCount`.
@MainActor
@Suite("Pasteboard")
struct PasteboardTests {
  @Test func stringsRoundTripAndEachWriteCountsOnce() {
    let pasteboard = Pasteboard()
    #expect(pasteboard.changeCount == 0)
    #expect(pasteboard.string == nil && !pasteboard.hasStrings && pasteboard.numberOfItems == 0)
    pasteboard.string = "teal"
    #expect(pasteboard.string == "teal" && pasteboard.hasStrings && pasteboard.changeCount == 1)
    pasteboard.string = "teal"
    #expect(pasteboard.changeCount == 2, "writing the same string again is a change too")
    pasteboard.strings = ["red", "green"]
    #expect(pasteboard.strings == ["red", "green"] && pasteboard.string == "red" && pasteboard.numberOfItems == 2)
    #expect(pasteboard.changeCount == 3)
    #expect(pasteboard.items.count == 2 && pasteboard.items[1][Pasteboard.stringType] as? String == "green")
    pasteboard.string = nil
    #expect(pasteboard.numberOfItems == 0 && pasteboard.string == nil && pasteboard.changeCount == 4)
    #expect(pasteboard.changeCount == 4, "reading changes nothing")
  }

  @Test func imagesAndMixedItems() {
    let pasteboard = Pasteboard()
    let red = Image(bitmap: Bitmap(width: 2, height: 2, color: .red))
    let blue = Image(bitmap: Bitmap(width: 1, height: 1, color: .blue))
    pasteboard.image = red
    #expect(pasteboard.image === red && pasteboard.hasImages && !pasteboard.hasStrings)
    pasteboard.items = [[Pasteboard.stringType: "word", "public.png": blue], ["public.text": "other"]]
    #expect(pasteboard.images?.count == 1 && pasteboard.image === blue, "public.png is one of typeListImage")
    #expect(pasteboard.strings == ["word", "other"])
    pasteboard.addItems([[Pasteboard.imageType: red]])
    #expect(pasteboard.numberOfItems == 3 && pasteboard.images?.count == 2)
    #expect(pasteboard.changeCount == 3)
  }

  @Test func writesReachTheSystemClipboardAsLines() {
    let clipboard = FakeClipboard()
    let pasteboard = Pasteboard(backend: clipboard)
    pasteboard.strings = ["one", "two"]
    #expect(clipboard.writes == ["one\ntwo"])
    pasteboard.image = Image(bitmap: Bitmap(width: 1, height: 1, color: .green))
    #expect(
      clipboard.writes.last == .some(nil), "an image-only write empties the system text, as SDL can't carry images")
    #expect(pasteboard.hasImages, "the image stays in memory")
    #expect(pasteboard.changeCount == 2)
  }

  @Test func textFromAnotherProgramReplacesTheItemsOnceAndCountsOnce() {
    let clipboard = FakeClipboard()
    let pasteboard = Pasteboard(backend: clipboard)
    pasteboard.string = "mine"
    #expect(pasteboard.changeCount == 1)
    clipboard.text = "theirs"
    #expect(pasteboard.changeCount == 2)
    #expect(pasteboard.string == "theirs" && pasteboard.changeCount == 2)
    #expect(clipboard.writes == ["mine"], "reading writes nothing back")
    clipboard.text = ""
    #expect(pasteboard.string == nil && pasteboard.changeCount == 3, "an emptied clipboard empties the pasteboard")
  }

  @Test func aBackendInstalledLaterIsReadAtOnce() {
    let pasteboard = Pasteboard()
    pasteboard.string = "memory"
    let clipboard = FakeClipboard()
    clipboard.text = "system"
    pasteboard.backend = clipboard
    #expect(pasteboard.string == "system" && pasteboard.changeCount == 2)
  }

  @Test func theGeneralPasteboardIsInMemoryHeadlessly() {
    _ = HeadlessHost()
    #expect(Pasteboard.general.backend == nil)
    let before = Pasteboard.general.changeCount
    Pasteboard.general.string = "headless"
    #expect(Pasteboard.general.string == "headless" && Pasteboard.general.changeCount == before + 1)
  }
}
