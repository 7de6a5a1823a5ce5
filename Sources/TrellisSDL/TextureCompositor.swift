import CSDL2
import Foundation
import Trellis
import TrellisCairo

/// The GPU path: composites a view tree's cached rasters (the same `ViewRaster`s the CPU path draws,
/// made by a `CairoRenderer`) as textures through an `SDL_Renderer`.
///
/// Pixel-aligned rasters are copied with `SDL_RenderCopy`, affine maps drawn as a textured quad and
/// perspective maps as a grid of `gridCells × gridCells` quads (`SDL_RenderGeometry`), so the texture
/// mapping is affine only within a cell; a view's alpha modulates its texture (premultiplied OVER where
/// the renderer has custom blend modes, see `RasterTextureCache`), square backgrounds are filled
/// rectangles or quads, and pixel-aligned rectangular clips are `SDL_RenderSetClipRect`.
///
/// An opacity group (a view with alpha below 1 and subviews) and a rounded clip of a pixel-aligned view
/// are drawn into a layer: a render-target texture the size of the target, one per nesting depth,
/// cleared inside the clip box, the subtree drawn into it at the same device coordinates, a rounded
/// clip's mask multiplied in (`maskBlendMode`: destination × mask alpha), and the layer composited back
/// inside the clip box with the group's alpha. Layers need premultiplied blending and target textures;
/// without them (SDL's software renderer), and for clips that are rotated or projected, `composite`
/// answers false and the caller draws that frame with the CPU path.
@MainActor package final class TextureCompositor {
  /// Quads per side of the grid a perspective-mapped raster is drawn as.
  package static let gridCells = 16
  /// Frames between the sweeps that destroy textures of rasters that are gone or long unused.
  package static var evictionSweepInterval: Int { RasterTextureCache.sweepInterval }

  /// Why the last frame could not be composited here, if it couldn't.
  package private(set) var fallbackReason: String?
  /// Frames composited, and frames handed back to the CPU path.
  package private(set) var compositedFrames = 0
  package private(set) var fallbackFrames = 0

  let renderer: OpaquePointer
  let rasters: CairoRenderer
  let textures: RasterTextureCache
  private var scale: CGFloat = 1
  private var clipBox = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
  private var cullBox = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
  private var unsupported: String?
  private var vertices: [SDL_Vertex] = []
  private let quadIndices: [Int32] = [0, 1, 2, 2, 1, 3]
  /// The corners 0 1 / 2 3 and the centre 4 as four triangles.
  private let fanIndices: [Int32] = [4, 0, 1, 4, 1, 3, 4, 3, 2, 4, 2, 0]
  private let gridIndices: [Int32]
  /// Whether opacity groups and rounded clips can be drawn through layers.
  package let drawsLayers: Bool
  /// Multiplies the destination by the source's alpha, colour and alpha alike (a mask).
  private let maskBlendMode: SDL_BlendMode
  /// The layer textures by nesting depth, each `layerWidth × layerHeight`.
  private var layers: [OpaquePointer] = []
  private var layerWidth: Int32 = 0
  private var layerHeight: Int32 = 0
  /// The render targets the open layers replaced, innermost last.
  private var outerTargets: [OpaquePointer?] = []
  /// Rounded-rectangle masks by pixel size and radius.
  private var masks: [MaskKey: RasterSurface] = [:]
  /// Layers drawn so far.
  package private(set) var layersDrawn = 0

  /// A compositor drawing with `renderer`, taking rasters from `rasters`.
  package init(renderer: OpaquePointer, rasters: CairoRenderer) {
    self.renderer = renderer
    self.rasters = rasters
    textures = RasterTextureCache(renderer: renderer)
    vertices.reserveCapacity((Self.gridCells + 1) * (Self.gridCells + 1))
    var indices: [Int32] = []
    let n = Int32(Self.gridCells)
    for j in 0..<n {
      for i in 0..<n {
        let a = j * (n + 1) + i
        indices += [a, a + 1, a + n + 1, a + n + 1, a + 1, a + n + 2]
      }
    }
    gridIndices = indices
    maskBlendMode = SDL_ComposeCustomBlendMode(
      SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
      SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
    drawsLayers =
      textures.isPremultiplied && SDL_RenderTargetSupported(renderer) == SDL_TRUE
      && RasterTextureCache.supports(maskBlendMode, renderer: renderer)
    outerTargets.reserveCapacity(8)
  }

  /// Whether textures are blended premultiplied (a custom blend mode) rather than as straight alpha.
  package var blendsPremultiplied: Bool { textures.isPremultiplied }
  /// Textures held, uploads made and pixels uploaded so far.
  package var textureCount: Int { textures.count }
  package var uploads: Int { textures.uploads }
  package var uploadedPixels: Int { textures.uploadedPixels }

  /// Destroys the textures; call before the renderer is destroyed.
  package func destroyTextures() {
    textures.destroyAll()
    for layer in layers { SDL_DestroyTexture(layer) }
    layers.removeAll()
  }

  /// Clears the renderer's target (`width × height` pixels) to the window's background and draws the
  /// window's presentation tree at `scale`; answers false when the tree needs the CPU path (see the
  /// type), in which case what was drawn is incomplete and the caller draws the frame otherwise.
  /// - Complexity: O(visible views) when rasters and textures are current.
  package func composite(_ window: Window, width: Int32, height: Int32, scale: CGFloat) -> Bool {
    let p = window.presentation
    let visible = !window.isHidden && p.alpha > 0
    var clear = (red: CGFloat(0), green: CGFloat(0), blue: CGFloat(0), alpha: CGFloat(0))
    if visible, let background = p.backgroundColor {
      clear = (background.red, background.green, background.blue, background.alpha * p.alpha)
    }
    let a = min(max(clear.alpha, 0), 1)
    // The target holds premultiplied pixels, as the CPU path's buffer does.
    func byte(_ v: CGFloat) -> UInt8 { UInt8((min(max(v, 0), 1) * a * 255).rounded()) }
    SDL_RenderSetClipRect(renderer, nil)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, byte(clear.red), byte(clear.green), byte(clear.blue), UInt8((a * 255).rounded()))
    SDL_RenderClear(renderer)
    return draw(window, at: .zero, width: width, height: height, scale: scale, omitsBackground: true, visible: visible)
  }

  /// Draws a view's tree over what the target holds, its frame origin at that position in points (for
  /// the frame-time overlay); answers false when it needs the CPU path.
  /// - Complexity: O(views in the subtree) when rasters and textures are current.
  package func composite(_ view: View, overTargetOf width: Int32, height: Int32, scale: CGFloat) -> Bool {
    draw(
      view, at: view.frame.origin, width: width, height: height, scale: scale, omitsBackground: false,
      visible: !view.isHidden && view.presentation.alpha > 0)
  }

  private func draw(
    _ root: View, at origin: CGPoint, width: Int32, height: Int32, scale: CGFloat, omitsBackground: Bool,
    visible: Bool
  ) -> Bool {
    self.scale = scale
    if width != layerWidth || height != layerHeight {
      for layer in layers { SDL_DestroyTexture(layer) }
      layers.removeAll()
      (layerWidth, layerHeight) = (width, height)
    }
    if masks.count > 64 { masks.removeAll() }
    clipBox = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    cullBox = clipBox
    unsupported = nil
    textures.beginFrame()
    applyClip()
    if visible {
      let p = root.presentation
      let map = ProjectiveTransform(translationX: origin.x - p.bounds.minX, y: origin.y - p.bounds.minY)
        .concatenating(ProjectiveTransform(scale: scale))
      drawView(root, state: p, map: map, opacity: 1, omitsBackground: omitsBackground)
    }
    SDL_RenderSetClipRect(renderer, nil)
    fallbackReason = unsupported
    if unsupported == nil { compositedFrames += 1 } else { fallbackFrames += 1 }
    return unsupported == nil
  }

  /// Draws a view and its subtree, as `CairoRenderer.drawView` does (same culling, same order: shadow,
  /// content, subviews, border above them), or notes why it can't.
  private func drawView(
    _ view: View, state p: LayerState, map: ProjectiveTransform, opacity: CGFloat, omitsBackground: Bool = false
  ) {
    guard unsupported == nil, !map.isEntirelyBehindCamera else { return }
    let subviews = view.subviewsInDrawingOrder
    let hasSubviews = !subviews.isEmpty
    let outerCullBox = cullBox
    let pixels = map.devicePixels(of: p.bounds)
    var onScreen = pixels.map { $0.sharesPixel(with: outerCullBox) } ?? true
    let castsShadow = p.castsShadow(clipsToBounds: view.clipsToBounds)
    if !onScreen && castsShadow {
      onScreen = map.devicePixels(of: p.shadowExtent).map { $0.sharesPixel(with: outerCullBox) } ?? true
    }
    if !onScreen && (view.clipsToBounds || !hasSubviews) { return }
    let groups = p.alpha < 1 && hasSubviews
    if groups && !drawsLayers {
      unsupported = "opacity group"
      return
    }
    let raster =
      onScreen
      ? rasters.layerRaster(
        for: view, state: p, scale: scale, hasSubviews: hasSubviews, omitsBackground: omitsBackground) : nil
    var outerClipBox: PixelBox?
    var mask: PixelBox?
    if view.clipsToBounds && hasSubviews {
      if !map.isAffine && !map.isInFront(p.bounds) { return }
      guard map.isScaledTranslation(scale: scale), p.cornerRadius <= 0 || drawsLayers else {
        unsupported = p.cornerRadius > 0 && map.isScaledTranslation(scale: scale) ? "rounded clip" : "transformed clip"
        return
      }
      let a = map.apply(CGPoint(x: p.bounds.minX, y: p.bounds.minY)) ?? .zero
      let b = map.apply(CGPoint(x: p.bounds.maxX, y: p.bounds.maxY)) ?? .zero
      outerClipBox = clipBox
      let box = PixelBox(
        x0: Int32(pixel: a.x.snappedToPixel), y0: Int32(pixel: a.y.snappedToPixel),
        x1: Int32(pixel: b.x.snappedToPixel),
        y1: Int32(pixel: b.y.snappedToPixel))
      if p.cornerRadius > 0 { mask = box }
      clipBox = clipBox.intersection(box)
      if let pixels { cullBox = outerCullBox.intersection(pixels) }
      applyClip()
    }
    defer {
      cullBox = outerCullBox
      if let outerClipBox {
        clipBox = outerClipBox
        applyClip()
      }
    }
    if let outerClipBox, clipBox.isEmpty, outerClipBox != clipBox { return }
    let layered = groups || mask != nil
    if layered && !beginLayer() { return }
    let alpha = groups ? 1 : opacity * p.alpha
    if let raster {
      // The shadow's cached raster, under the content, as the CPU path draws it.
      if castsShadow, let shadow = rasters.shadowRaster(for: view, state: p, scale: scale, raster: raster) {
        let rect = shadow.rect.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height)
        drawSurface(shadow.raster, bounds: rect, map: map, alpha: alpha * p.shadowOpacity)
      }
      switch raster.content {
      case .empty: break
      case .solid(let fill): self.fill(p.bounds, with: fill.color, map: map, alpha: alpha)
      case .surface(let surface): drawSurface(surface, bounds: p.bounds, map: map, alpha: alpha)
      }
    }
    for subview in subviews where !subview.isHidden {
      let state = subview.presentation
      guard state.alpha > 0 else { continue }
      let toParent = state.mapToParent(zPosition: subview.zPosition, parentSublayer: p.sublayerTransform3DInBounds)
      drawView(subview, state: state, map: toParent.concatenating(map), opacity: alpha)
    }
    if let border = raster?.border { drawSurface(border, bounds: p.bounds, map: map, alpha: alpha) }
    if layered { endLayer(mask: mask, radius: p.cornerRadius * scale, alpha: opacity * p.alpha) }
  }

  /// Opens a layer: the next layer texture becomes the target, cleared inside the clip box.
  private func beginLayer() -> Bool {
    let depth = outerTargets.count
    if depth == layers.count {
      guard
        let layer = SDL_CreateTexture(
          renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), layerWidth,
          layerHeight)
      else {
        unsupported = "layer texture"
        return false
      }
      SDL_SetTextureBlendMode(layer, textures.blendMode)
      layers.append(layer)
    }
    outerTargets.append(SDL_GetRenderTarget(renderer))
    setRenderTarget(layers[depth])
    var rect = clipRect
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
    SDL_RenderFillRect(renderer, &rect)
    layersDrawn += 1
    return true
  }

  /// Closes the innermost layer: multiplies in a rounded clip's mask over `mask` (pixels, corners of
  /// `radius` pixels), then composites the layer inside the clip box into the outer target with `alpha`.
  private func endLayer(mask: PixelBox?, radius: CGFloat, alpha: CGFloat) {
    guard let outer = outerTargets.popLast() else { return }
    let layer = layers[outerTargets.count]
    if let mask, unsupported == nil {
      let key = MaskKey(width: mask.x1 - mask.x0, height: mask.y1 - mask.y0, radius: radius)
      let surface =
        masks[key]
        ?? RasterSurface.roundedMask(width: Int(key.width), height: Int(key.height), radius: radius)
      masks[key] = surface
      if let texture = textures.texture(for: surface) {
        var rect = SDL_Rect(x: mask.x0, y: mask.y0, w: key.width, h: key.height)
        SDL_SetTextureBlendMode(texture, maskBlendMode)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
        SDL_RenderCopy(renderer, texture, nil, &rect)
        SDL_SetTextureBlendMode(texture, textures.blendMode)
      }
    }
    setRenderTarget(outer)
    let a = UInt8((min(max(alpha, 0), 1) * 255).rounded())
    var rect = clipRect
    SDL_SetTextureColorMod(layer, a, a, a)
    SDL_SetTextureAlphaMod(layer, a)
    SDL_RenderCopy(renderer, layer, &rect, &rect)
  }

  /// Makes `target` the render target with the clip box as its clip.
  ///
  /// SDL 2.26's OpenGL renderer computes the scissor box (flipped for the window, not for textures)
  /// only when the clip rectangle changes, and skips setting an unchanged one: after switching between
  /// the window and a texture the old box stayed, flipped, and layers showed bands of their cells. A
  /// one-pixel clip set first makes it compute the box again for the new target.
  private func setRenderTarget(_ target: OpaquePointer?) {
    SDL_SetRenderTarget(renderer, target)
    var reset = SDL_Rect(x: clipBox.x0 == 0 ? 1 : 0, y: 0, w: 1, h: 1)
    SDL_RenderSetClipRect(renderer, &reset)
    applyClip()
  }

  /// The clip box as an SDL rectangle.
  private var clipRect: SDL_Rect {
    SDL_Rect(x: clipBox.x0, y: clipBox.y0, w: max(0, clipBox.x1 - clipBox.x0), h: max(0, clipBox.y1 - clipBox.y0))
  }

  /// Sets SDL's clip rectangle to the clip box.
  private func applyClip() {
    var rect = clipRect
    SDL_RenderSetClipRect(renderer, &rect)
  }

  /// Fills a square background: a pixel-snapped rectangle when only translated, else its mapped quad.
  private func fill(_ bounds: CGRect, with color: ColorComponents, map: ProjectiveTransform, alpha: CGFloat) {
    guard alpha > 0, clipBox.x1 > clipBox.x0, clipBox.y1 > clipBox.y0 else { return }
    let a = min(max(color.alpha * alpha, 0), 1)
    let sdlColor = SDL_Color(
      r: UInt8((min(max(color.red, 0), 1) * 255).rounded()), g: UInt8((min(max(color.green, 0), 1) * 255).rounded()),
      b: UInt8((min(max(color.blue, 0), 1) * 255).rounded()), a: UInt8((a * 255).rounded()))
    SDL_SetRenderDrawBlendMode(renderer, sdlColor.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    if map.isScaledTranslation(scale: scale) {
      let p0 = map.apply(CGPoint(x: bounds.minX, y: bounds.minY)) ?? .zero
      let p1 = map.apply(CGPoint(x: bounds.maxX, y: bounds.maxY)) ?? .zero
      let x0 = Int32(pixel: p0.x.snappedToPixel)
      let y0 = Int32(pixel: p0.y.snappedToPixel)
      var rect = SDL_Rect(
        x: x0, y: y0, w: Int32(pixel: p1.x.snappedToPixel) - x0, h: Int32(pixel: p1.y.snappedToPixel) - y0)
      guard rect.w > 0, rect.h > 0 else { return }
      SDL_SetRenderDrawColor(renderer, sdlColor.r, sdlColor.g, sdlColor.b, sdlColor.a)
      SDL_RenderFillRect(renderer, &rect)
      return
    }
    guard map.isInFront(bounds) else { return }
    vertices.removeAll(keepingCapacity: true)
    for corner in 0..<4 {
      let point = CGPoint(x: corner % 2 == 0 ? bounds.minX : bounds.maxX, y: corner < 2 ? bounds.minY : bounds.maxY)
      guard let device = map.apply(point) else { return }
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(device.x), y: Float(device.y)), color: sdlColor, tex_coord: SDL_FPoint()))
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    SDL_RenderGeometry(renderer, nil, vertices, 4, quadIndices, 6)
  }

  /// Draws a raster covering `bounds` through `map` with an opacity.
  private func drawSurface(_ raster: RasterSurface, bounds: CGRect, map: ProjectiveTransform, alpha: CGFloat) {
    guard alpha > 0, clipBox.x1 > clipBox.x0, clipBox.y1 > clipBox.y0 else { return }
    if !map.isAffine && !map.isInFront(bounds) { return }
    guard let texture = textures.texture(for: raster) else {
      unsupported = "texture of \(raster.surface.width)×\(raster.surface.height) pixels"
      return
    }
    let a = UInt8((min(max(alpha, 0), 1) * 255).rounded())
    // Premultiplied texels scale colour and alpha together; straight ones only alpha.
    let colour = textures.isPremultiplied ? a : 255
    let width = raster.surface.width
    let height = raster.surface.height
    if raster.scale == scale && map.isScaledTranslation(scale: scale) {
      let origin = map.apply(bounds.origin) ?? .zero
      var rect = SDL_Rect(
        x: Int32(pixel: origin.x.snappedToPixel), y: Int32(pixel: origin.y.snappedToPixel), w: Int32(width),
        h: Int32(height))
      SDL_SetTextureColorMod(texture, colour, colour, colour)
      SDL_SetTextureAlphaMod(texture, a)
      SDL_RenderCopy(renderer, texture, nil, &rect)
      return
    }
    let toDevice = ProjectiveTransform(scale: 1 / raster.scale)
      .concatenating(ProjectiveTransform(translationX: bounds.minX, y: bounds.minY))
      .concatenating(map)
    let vertexColour = SDL_Color(r: colour, g: colour, b: colour, a: a)
    vertices.removeAll(keepingCapacity: true)
    SDL_SetTextureColorMod(texture, 255, 255, 255)
    SDL_SetTextureAlphaMod(texture, 255)
    if map.isAffine {
      // Four triangles around the centre: exact for an affine map, and never two triangles forming an
      // axis-aligned rectangle, which SDL's software renderer would redraw as a blit ignoring the
      // corners' texture coordinates (a quarter-turned raster came out unturned).
      for k in 0..<5 {
        let u: CGFloat = k == 4 ? 0.5 : CGFloat(k % 2)
        let v: CGFloat = k == 4 ? 0.5 : CGFloat(k / 2)
        guard let device = toDevice.apply(CGPoint(x: u * CGFloat(width), y: v * CGFloat(height))) else { return }
        vertices.append(
          SDL_Vertex(
            position: SDL_FPoint(x: Float(device.x), y: Float(device.y)), color: vertexColour,
            tex_coord: SDL_FPoint(x: Float(u), y: Float(v))))
      }
      SDL_RenderGeometry(renderer, texture, vertices, 5, fanIndices, 12)
      return
    }
    let cells = Self.gridCells
    for j in 0...cells {
      let v = CGFloat(j) / CGFloat(cells)
      for i in 0...cells {
        let u = CGFloat(i) / CGFloat(cells)
        guard let device = toDevice.apply(CGPoint(x: u * CGFloat(width), y: v * CGFloat(height))) else { return }
        vertices.append(
          SDL_Vertex(
            position: SDL_FPoint(x: Float(device.x), y: Float(device.y)), color: vertexColour,
            tex_coord: SDL_FPoint(x: Float(u), y: Float(v))))
      }
    }
    SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), gridIndices, Int32(gridIndices.count))
  }
}

/// A rounded-rectangle mask's pixel size and corner radius in pixels.
struct MaskKey: Hashable {
  var width: Int32
  var height: Int32
  var radius: CGFloat
}
