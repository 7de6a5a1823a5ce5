import Foundation
import Testing
import Trellis

/// UIKit spellings of scrolling and image API: `ScrollView.DecelerationRate`, `Image(named:)`.
@MainActor
@Suite("UIKit spellings: ScrollView.DecelerationRate, Image(named:)")
struct UIKitSpellingsTests {
  @Test func theNestedDecelerationRateIsTheRateType() {
    #expect(ScrollView.DecelerationRate.fast.rawValue == 0.99)
    #expect(ScrollView.DecelerationRate.normal.rawValue == 0.998)
    let scrollView = ScrollView(frame: .zero)
    scrollView.decelerationRate = ScrollView.DecelerationRate.fast
    #expect(scrollView.decelerationRate == DecelerationRate.fast)
  }

  /// The first 24 bytes of a PNG: signature, IHDR length and type, width and height.
  static func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    for value in [width, height] { bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    return Data(bytes)
  }

  @Test func imageNamedFindsAPNGInAResourceFolderAndReturnsNilOtherwise() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-image-named-\(ProcessInfo.processInfo.processIdentifier)")
    let later = folder.appendingPathComponent("later")
    try FileManager.default.createDirectory(at: later, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.pngHeader(width: 6, height: 4).write(to: folder.appendingPathComponent("badge@2x.png"))
    try Self.pngHeader(width: 9, height: 9).write(to: later.appendingPathComponent("badge.png"))
    try Self.pngHeader(width: 5, height: 7).write(to: later.appendingPathComponent("photo.jpg.png"))
    let folders = [folder.path, later.path]
    let badge = try #require(Image(named: "badge", inDirectories: folders))
    #expect(badge.size == CGSize(width: 3, height: 2) && badge.scale == 2, "the first folder with a match wins")
    #expect(Image(named: "badge", inDirectories: [later.path])?.size == CGSize(width: 9, height: 9))
    #expect(Image(named: "photo.jpg.png", inDirectories: folders)?.size == CGSize(width: 5, height: 7))
    #expect(Image(named: "missing", inDirectories: folders) == nil)
    #expect(Image(named: "later", inDirectories: [folder.path]) == nil, "a folder is not an image")
    #expect(Image(named: "", inDirectories: folders) == nil)
    #expect(Image(named: "trellis-no-such-image-\(ProcessInfo.processInfo.processIdentifier)") == nil)
  }

  @Test func theResourceFoldersStartWithTheMainBundleAndEndWithTheCurrentResourcesFolder() throws {
    let folders = Image.resourceDirectories
    let resourcePath = try #require(Bundle.main.resourcePath)
    #expect(folders.first == resourcePath)
    #expect(Set(folders).count == folders.count, "no folder twice")
    let local = (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent("Resources")
    var isDirectory: ObjCBool = false
    let hasLocal = FileManager.default.fileExists(atPath: local, isDirectory: &isDirectory) && isDirectory.boolValue
    #expect((folders.last == local) == hasLocal)
  }
}
