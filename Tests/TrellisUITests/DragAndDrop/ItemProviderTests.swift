import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

/// The start of a PNG file: signature and IHDR with a size (enough for `Image(data:)`, which reads the header).
func pngHeader(width: UInt8, height: UInt8) -> Data {
  Data([
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, width, 0, 0, 0,
    height, 8, 6, 0, 0, 0,
  ])
}

@MainActor
@Suite("Item providers")
struct ItemProviderTests {
  @Test func aStringIsOfferedAsUTF8TextAndLoadsBack() {
    let provider = ItemProvider(object: "Grüße")
    #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    #expect(provider.canLoadObject(ofClass: String.self))
    #expect(!provider.canLoadObject(ofClass: Image.self))
    #expect(!provider.canLoadObject(ofClass: URL.self))
    #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
    #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
    var loaded: [String] = []
    let progress = provider.loadObject(ofClass: String.self) { text, error in
      #expect(error == nil)
      if let text { loaded.append(text) }
    }
    #expect(loaded == ["Grüße"], "the completion ran before loadObject returned")
    #expect(progress.isFinished && progress.completedUnitCount == 1)
  }

  @Test func loadingAClassWithNoRepresentationReportsTheRegisteredTypes() {
    let provider = ItemProvider(object: "text")
    var message: String?
    provider.loadObject(ofClass: Image.self) { image, error in
      #expect(image == nil)
      message = (error as? ItemProviderError)?.description
    }
    #expect(message == "ItemProvider: no representation readable as Image (registered: public.utf8-plain-text)")
  }

  @Test func anEncodedImageIsOfferedInItsOwnFormatOnly() throws {
    let image = try #require(Image(data: pngHeader(width: 3, height: 2)))
    let provider = ItemProvider(object: image)
    #expect(provider.registeredTypeIdentifiers == ["public.png"])
    #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
    var size: CGSize?
    provider.loadObject(ofClass: Image.self) { loaded, _ in size = loaded?.size }
    #expect(size == CGSize(width: 3, height: 2))
  }

  @Test func aFileOffersItsContentsByExtensionAndItsURL() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-item-provider-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("photo.png")
    try pngHeader(width: 4, height: 5).write(to: file)
    let provider = try #require(ItemProvider(contentsOf: file))
    #expect(provider.registeredTypeIdentifiers == ["public.png", "public.file-url", "public.url"])
    #expect(provider.suggestedName == "photo")
    var url: URL?
    provider.loadObject(ofClass: URL.self) { loaded, _ in url = loaded }
    #expect(url?.path == file.path)
    var size: CGSize?
    provider.loadObject(ofClass: Image.self) { loaded, _ in size = loaded?.size }
    #expect(size == CGSize(width: 4, height: 5), "decoded by Image(data:) from the file's bytes")
    #expect(ItemProvider(contentsOf: URL(string: "https://example.com/a.png")!) == nil, "not a file URL")
  }

  @Test func aMissingFileFailsToLoadWithItsPath() throws {
    let provider = try #require(ItemProvider(contentsOf: URL(fileURLWithPath: "/nonexistent/trellis/a.txt")))
    var message: String?
    provider.loadObject(ofClass: String.self) { _, error in message = (error as? ItemProviderError)?.description }
    #expect(message == "ItemProvider: could not read the file /nonexistent/trellis/a.txt")
  }

  @Test func invalidUTF8IsReportedWithItsByteCount() {
    let provider = ItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) {
      Data([0xFF, 0xFE, 0xFD])
    }
    var message: String?
    provider.loadObject(ofClass: String.self) { _, error in message = (error as? ItemProviderError)?.description }
    #expect(message == "ItemProvider: 3 bytes of public.utf8-plain-text are not a valid String")
  }

  @Test func typeIdentifiersConformUpTheirTree() {
    #expect(TypeIdentifier.conforms("public.png", to: "public.image"))
    #expect(TypeIdentifier.conforms("public.utf8-plain-text", to: "public.text"))
    #expect(TypeIdentifier.conforms("public.file-url", to: "public.url"))
    #expect(TypeIdentifier.conforms("com.example.custom", to: "public.data"))
    #expect(!TypeIdentifier.conforms("public.image", to: "public.png"))
    #expect(!TypeIdentifier.conforms("public.png", to: "public.text"))
  }
}
