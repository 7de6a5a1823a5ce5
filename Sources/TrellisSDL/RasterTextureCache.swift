import CSDL2
import Foundation
import TrellisCairo

/// The `SDL_Texture` of each cached view raster: uploaded once, uploaded again only when the raster
/// is redrawn (its `generation` changes), and destroyed when the raster is gone or unused for a while.
///
/// Textures hold premultiplied pixels when the renderer blends them with the premultiplied OVER
/// (`premultipliedBlendMode`, a custom blend mode); renderers without custom blend modes (SDL's
/// software renderer) get straight-alpha pixels blended with `SDL_BLENDMODE_BLEND`, which is the same
/// OVER for straight colours. Transparent pixels then take the colour of a visible neighbour, so that
/// filtering at a raster's edge does not darken it.
@MainActor final class RasterTextureCache {
  /// One raster's texture.
  final class Entry {
    weak var raster: RasterSurface?
    let texture: OpaquePointer
    var generation: UInt64
    var lastUsedFrame: Int

    init(raster: RasterSurface, texture: OpaquePointer, generation: UInt64, frame: Int) {
      self.raster = raster
      self.texture = texture
      self.generation = generation
      lastUsedFrame = frame
    }
  }

  /// Frames a texture is kept without being drawn.
  static let keptFrames = 120
  /// Frames between sweeps for textures to evict.
  static let sweepInterval = 60

  let renderer: OpaquePointer
  /// The blend mode textures are drawn with.
  let blendMode: SDL_BlendMode
  /// Whether textures hold premultiplied pixels (else straight alpha).
  let isPremultiplied: Bool
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var evicted: [ObjectIdentifier] = []
  private var staging: UnsafeMutablePointer<UInt32>?
  private var stagingCount = 0
  private var frameNumber = 0
  /// Uploads made (a new texture or a redrawn raster).
  private(set) var uploads = 0
  /// Pixels uploaded.
  private(set) var uploadedPixels = 0

  init(renderer: OpaquePointer) {
    self.renderer = renderer
    let premultiplied = Self.premultipliedBlendMode
    isPremultiplied = Self.supports(premultiplied, renderer: renderer)
    blendMode = isPremultiplied ? premultiplied : SDL_BLENDMODE_BLEND
  }

  isolated deinit {
    // The renderer may already be gone (its textures with it); `destroyAll()` is called before it is.
    staging?.deallocate()
  }

  /// Premultiplied OVER: result = source + destination × (1 − source alpha), on colour and alpha.
  static var premultipliedBlendMode: SDL_BlendMode {
    SDL_ComposeCustomBlendMode(
      SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
      SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
  }

  /// Whether the renderer accepts a blend mode on a texture.
  static func supports(_ mode: SDL_BlendMode, renderer: OpaquePointer) -> Bool {
    guard
      let probe = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 1, 1)
    else { return false }
    defer { SDL_DestroyTexture(probe) }
    return SDL_SetTextureBlendMode(probe, mode) == 0
  }

  /// The number of textures held.
  var count: Int { entries.count }

  /// Starts a frame; every `sweepInterval` frames, destroys the textures of rasters that are gone or
  /// were not drawn for `keptFrames` frames.
  /// - Complexity: O(textures held) on a sweep frame, else O(1).
  func beginFrame() {
    frameNumber += 1
    guard frameNumber % Self.sweepInterval == 0 else { return }
    evicted.removeAll(keepingCapacity: true)
    for (key, entry) in entries where entry.raster == nil || frameNumber - entry.lastUsedFrame > Self.keptFrames {
      evicted.append(key)
    }
    for key in evicted {
      if let entry = entries.removeValue(forKey: key) { SDL_DestroyTexture(entry.texture) }
    }
  }

  /// The raster's texture, made or re-uploaded if the raster changed since; nil if SDL can't make it.
  /// - Complexity: O(raster pixels) when uploading, else O(1).
  func texture(for raster: RasterSurface) -> OpaquePointer? {
    let key = ObjectIdentifier(raster)
    if let entry = entries[key], entry.raster === raster {
      entry.lastUsedFrame = frameNumber
      if entry.generation != raster.generation {
        upload(raster, into: entry.texture)
        entry.generation = raster.generation
      }
      return entry.texture
    }
    if let stale = entries.removeValue(forKey: key) { SDL_DestroyTexture(stale.texture) }
    let surface = raster.surface
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(surface.width),
        Int32(surface.height))
    else { return nil }
    SDL_SetTextureBlendMode(texture, blendMode)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    upload(raster, into: texture)
    entries[key] = Entry(raster: raster, texture: texture, generation: raster.generation, frame: frameNumber)
    return texture
  }

  /// Destroys every texture (before the renderer is destroyed).
  func destroyAll() {
    for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    entries.removeAll()
  }

  private func upload(_ raster: RasterSurface, into texture: OpaquePointer) {
    let surface = raster.surface
    guard let data = surface.data else { return }
    uploads += 1
    uploadedPixels += surface.width * surface.height
    if isPremultiplied {
      SDL_UpdateTexture(texture, nil, data, Int32(surface.bytesPerRow))
      return
    }
    let count = surface.width * surface.height
    if stagingCount < count {
      staging?.deallocate()
      staging = .allocate(capacity: count)
      stagingCount = count
    }
    Self.straighten(
      data.assumingMemoryBound(to: UInt32.self), rowPixels: surface.bytesPerRow / 4, width: surface.width,
      height: surface.height, into: staging!)
    SDL_UpdateTexture(texture, nil, staging!, Int32(surface.width * 4))
  }

  /// Converts premultiplied ARGB pixels to straight alpha into `output` (rows of `width`); a transparent
  /// pixel takes the straight colour of its first visible neighbour (left, right, above, below).
  /// - Complexity: O(width × height).
  static func straighten(
    _ pixels: UnsafePointer<UInt32>, rowPixels: Int, width: Int, height: Int, into output: UnsafeMutablePointer<UInt32>
  ) {
    for y in 0..<height {
      let row = pixels + y * rowPixels
      let out = output + y * width
      for x in 0..<width {
        let p = row[x]
        let a = p >> 24
        if a == 255 {
          out[x] = p
        } else if a != 0 {
          out[x] = straight(p)
        } else {
          var neighbour: UInt32 = 0
          if x > 0, row[x - 1] >> 24 != 0 {
            neighbour = row[x - 1]
          } else if x + 1 < width, row[x + 1] >> 24 != 0 {
            neighbour = row[x + 1]
          } else if y > 0, (row - rowPixels)[x] >> 24 != 0 {
            neighbour = (row - rowPixels)[x]
          } else if y + 1 < height, (row + rowPixels)[x] >> 24 != 0 {
            neighbour = (row + rowPixels)[x]
          }
          out[x] = neighbour == 0 ? 0 : straight(neighbour) & 0x00FF_FFFF
        }
      }
    }
  }

  /// One premultiplied pixel with visible alpha as straight alpha, rounded.
  @inline(__always) static func straight(_ p: UInt32) -> UInt32 {
    let a = p >> 24
    if a == 255 { return p }
    func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
    return a << 24 | channel(16) | channel(8) | channel(0)
  }
}
