import Foundation
import TrellisGeometry

/// Premultiplied 32-bit ARGB pixels in native byte order (cairo's `CAIRO_FORMAT_ARGB32`).
public struct Bitmap: Sendable, Hashable {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// Row-major pixels, `width × height` of them, each `0xAARRGGBB` premultiplied.
  public var pixels: [UInt32]

  /// Creates a bitmap; `pixels.count` must be `width × height`.
  public init(width: Int, height: Int, pixels: [UInt32]) {
    precondition(pixels.count == width * height, "Bitmap: \(pixels.count) pixels for \(width)×\(height)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Creates a bitmap filled with one colour.
  public init(width: Int, height: Int, color: Color) {
    let a = min(max(color.alpha, 0), 1)
    func channel(_ v: CGFloat) -> UInt32 { UInt32((min(max(v, 0), 1) * a * 255).rounded()) }
    let pixel =
      UInt32((a * 255).rounded()) << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
    self.init(width: width, height: height, pixels: Array(repeating: pixel, count: width * height))
  }
}

/// An immutable image (`UIImage`): encoded PNG/JPEG data, a bitmap, or a drawing made in code.
///
/// Encoded images are decoded by the renderer the first time they are drawn and the decoded pixels
/// are kept with the image, so scrolling never decodes twice. Only the size is read eagerly, from
/// the file header.
public final class Image: @unchecked Sendable, Hashable, CustomStringConvertible {
  /// Where the pixels come from.
  public enum Source: Sendable {
    /// PNG or JPEG file contents.
    case encoded(Data)
    /// Pixels.
    case bitmap(Bitmap)
    /// Drawing commands replayed at any resolution.
    case drawing(DisplayList)
  }

  /// The content.
  public let source: Source
  /// Size in pixels of the underlying content (for drawings, the size in points times `scale`).
  public let pixelSize: CGSize
  /// Pixels per point.
  public let scale: CGFloat

  /// Renderer-private storage for the decoded or rasterised content; touched on the main actor only.
  nonisolated(unsafe) package var rendererCache: AnyObject?

  /// The size in points (`UIImage.size`).
  public var size: CGSize { CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale) }

  /// Creates an image from PNG or JPEG data, or nil when the data is neither (`UIImage(data:scale:)`).
  public init?(data: Data, scale: CGFloat = 1) {
    guard let size = ImageHeader.pixelSize(of: data) else { return nil }
    source = .encoded(data)
    pixelSize = size
    self.scale = scale
  }

  /// Creates an image from a PNG or JPEG file (`UIImage(contentsOfFile:)`); `@2x`/`@3x` in the name sets the scale.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let name = (path as NSString).deletingPathExtension
    let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
    self.init(data: data, scale: scale)
  }

  /// Creates an image from a named resource in a bundle (`UIImage(named:in:compatibleWith:)`).
  public convenience init?(named name: String, in bundle: Bundle) {
    for ext in ["png", "jpg", "jpeg"] {
      if let path = bundle.path(forResource: name, ofType: ext) {
        self.init(contentsOfFile: path)
        return
      }
    }
    return nil
  }

  /// Creates an image from pixels.
  public init(bitmap: Bitmap, scale: CGFloat = 1) {
    source = .bitmap(bitmap)
    pixelSize = CGSize(width: bitmap.width, height: bitmap.height)
    self.scale = scale
  }

  /// Creates an image from a drawing of `size` points.
  public init(size: CGSize, scale: CGFloat = 1, drawing: DisplayList) {
    source = .drawing(drawing)
    pixelSize = CGSize(width: size.width * scale, height: size.height * scale)
    self.scale = scale
  }

  /// Identity equality, as for `UIImage`.
  public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }
  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// A description with the kind and size.
  public var description: String {
    let kind: String
    switch source {
    case .encoded: kind = "encoded"
    case .bitmap: kind = "bitmap"
    case .drawing: kind = "drawing"
    }
    return "Image(\(kind) \(Int(size.width))×\(Int(size.height)) @\(scale)x)"
  }
}

/// Reads the pixel size from PNG and JPEG headers without decoding.
enum ImageHeader {
  /// The pixel size, or nil when the data is neither PNG nor JPEG.
  /// - Complexity: O(number of JPEG segments before the frame header).
  static func pixelSize(of data: Data) -> CGSize? {
    let bytes = [UInt8](data.prefix(65536))
    if bytes.count >= 24, bytes[0] == 0x89, bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 {
      let w = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let h = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
      return w > 0 && h > 0 ? CGSize(width: w, height: h) : nil
    }
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var i = 2
    while i + 9 < bytes.count {
      guard bytes[i] == 0xFF else { return nil }
      let marker = bytes[i + 1]
      if marker == 0xFF {
        i += 1
        continue
      }
      let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
      let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
      if isFrame {
        let h = Int(bytes[i + 5]) << 8 | Int(bytes[i + 6])
        let w = Int(bytes[i + 7]) << 8 | Int(bytes[i + 8])
        return w > 0 && h > 0 ? CGSize(width: w, height: h) : nil
      }
      i += 2 + length
    }
    return nil
  }
}
