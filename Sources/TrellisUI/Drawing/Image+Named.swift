import Foundation

extension Image {
  /// Creates an image from a file in the app's resource folders, or nil when none holds it
  /// (`UIImage(named:)`); the folders are `Image.resourceDirectories`, searched in order.
  ///
  /// A name with an extension (`"photo.jpg"`) is looked up as it is; a name without one is tried as
  /// `name.png`, `name@2x.png`, `name@3x.png`, `name.jpg`, `name.jpeg`, the first match in the first
  /// folder that has one winning (an `@2x`/`@3x` file gets that scale). Unlike UIKit, nothing is cached:
  /// each call reads the file (decoding waits until the image is first drawn).
  /// - Complexity: O(folders × candidate names) file-system lookups.
  public convenience init?(named name: String) {
    self.init(named: name, inDirectories: Image.resourceDirectories)
  }

  /// Creates an image from the first of `directories` that holds a file for `name`, by the rules of
  /// `init?(named:)` (a Trellis extension, for apps and tests with their own folders).
  /// - Complexity: O(directories × candidate names) file-system lookups.
  public convenience init?(named name: String, inDirectories directories: [String]) {
    guard !name.isEmpty else { return nil }
    let candidates =
      (name as NSString).pathExtension.isEmpty
      ? ["png", "@2x.png", "@3x.png", "jpg", "jpeg"].map { $0.hasPrefix("@") ? name + $0 : name + "." + $0 }
      : [name]
    let files = FileManager.default
    for directory in directories {
      for candidate in candidates {
        let path = (directory as NSString).appendingPathComponent(candidate)
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
        self.init(contentsOfFile: path)
        return
      }
    }
    return nil
  }

  /// The folders `Image(named:)` searches, in order: `Bundle.main`'s resource path (on Linux, the
  /// executable's folder), the executable's folder if different, the SwiftPM resource bundles beside the
  /// executable (`*.resources`, by name), then `Resources` in the current directory. Missing folders are
  /// left out.
  /// - Complexity: O(entries in the executable's folder).
  public static var resourceDirectories: [String] {
    let files = FileManager.default
    var result: [String] = []
    func add(_ path: String?) {
      guard let path, !result.contains(path) else { return }
      var isDirectory: ObjCBool = false
      if files.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { result.append(path) }
    }
    add(Bundle.main.resourcePath)
    let executableFolder = Bundle.main.executableURL?.deletingLastPathComponent().path
    add(executableFolder)
    if let executableFolder, let entries = try? files.contentsOfDirectory(atPath: executableFolder) {
      for entry in entries.sorted() where entry.hasSuffix(".resources") {
        add((executableFolder as NSString).appendingPathComponent(entry))
      }
    }
    add((files.currentDirectoryPath as NSString).appendingPathComponent("Resources"))
    return result
  }
}
