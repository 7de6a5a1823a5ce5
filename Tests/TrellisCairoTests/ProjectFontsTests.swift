import CCairo
import Foundation
import Testing
import Trellis

@testable import TrellisCairo

/// The text system sees the project's fonts and nothing else, with fixed rendering settings, so the
/// snapshots come out the same on every machine; these tests fail when system fonts come back.
@MainActor @Suite struct ProjectFontsTests {
  private let text = PangoTextSystem.shared

  @Test func everyProjectFontIsInstalled() {
    let missing = ProjectFonts.missingFiles.map { "\($0.path) (\($0.package))" }
    #expect(missing == [], "run scripts/install-dependencies")
  }

  @Test func theSharedTextSystemSeesExactlyTheProjectFonts() {
    #expect(text.fontSource == .project)
    #expect(text.fontFiles == ProjectFonts.files.map(\.path).sorted())
  }

  @Test func projectFontsComeFromTheInstalledPackagesOnly() {
    let packages = Set(ProjectFonts.files.map(\.package))
    #expect(packages == ["fonts-dejavu-core", "fonts-motoya-l-cedar"])
    guard let script = try? String(contentsOfFile: Self.installDependencies, encoding: .utf8) else {
      Issue.record("cannot read \(Self.installDependencies)")
      return
    }
    for package in packages.sorted() {
      #expect(script.contains(" \(package)"), "\(package) is installed by scripts/install-dependencies")
    }
  }

  @Test func theConfigurationLoadsNothingFromTheMachineOrTheUser() {
    let configuration = ProjectFonts.configuration
    for forbidden in ["<include", "<dir", "<cachedir", "prefix=", "~"] {
      #expect(!configuration.contains(forbidden), "\(forbidden)")
    }
    let accepted = configuration.components(separatedBy: "<glob>").dropFirst().map {
      String($0.prefix { $0 != "<" })
    }
    #expect(accepted == ProjectFonts.files.map(\.path) + ["*"], "the admitted files, then everything else rejected")
  }

  @Test func eachScriptOfTheTextSceneIsDrawnWithItsAdmittedFont() {
    let block = TextBlock("Grüße, Ελληνικά, 日本語, émoji-free.", font: .systemFont(ofSize: 17))
    #expect(text.fontFamilies(for: block) == ["DejaVu Sans", "MotoyaLCedar", "DejaVu Sans"])
    let mono = TextBlock("0123 日本", font: .monospacedSystemFont(ofSize: 15))
    #expect(text.fontFamilies(for: mono) == ["DejaVu Sans Mono", "MotoyaLCedar"])
  }

  @Test func unknownAndGenericFamiliesFallBackToAdmittedFonts() {
    let families = ["Helvetica", "Noto Sans CJK JP", "sans-serif", "serif", "monospace"].map { name in
      text.fontFamilies(for: TextBlock("Ag", font: Font(name: name, size: 15))).joined(separator: "+")
    }
    #expect(families == ["DejaVu Sans", "DejaVu Sans", "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"])
  }

  @Test func userRenderingPreferencesCannotChangeThePixels() throws {
    let asked = "DejaVu Sans:antialias=false:hinting=true:hintstyle=3:rgba=1:embeddedbitmap=true"
    let resolved = try #require(text.resolvedFont(named: asked))
    let expected = ResolvedFont(
      file: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", family: "DejaVu Sans", antialias: true,
      hinting: false, hintStyle: FC_HINT_NONE, rgba: FC_RGBA_NONE, embeddedBitmap: false, embolden: false,
      slanted: false)
    #expect(resolved == expected)
  }

  @Test func missingStylesAreSynthesisedFromTheRegularFace() throws {
    let italic = try #require(text.resolvedFont(named: "DejaVu Sans:slant=100"))
    #expect(italic.file == "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" && italic.slanted && !italic.embolden)
    let bold = try #require(text.resolvedFont(named: "DejaVu Sans:weight=200"))
    #expect(bold.file == "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf" && !bold.embolden && !bold.slanted)
    let boldJapanese = try #require(text.resolvedFont(named: "MotoyaLCedar:weight=200"))
    #expect(boldJapanese.file == "/usr/share/fonts/truetype/motoya-l-cedar/MTLc3m.ttf" && boldJapanese.embolden)
  }

  @Test func missingFontsAreReportedByPathAndPackage() throws {
    let present = try #require(ProjectFonts.files.first)
    let absent = ProjectFonts.File(path: "/nonexistent/Missing.ttf", family: "Missing", package: "fonts-missing")
    let (config, problem) = PangoTextSystem.makeProjectConfiguration(admitting: [present, absent])
    defer { if let config { FcConfigDestroy(config) } }
    #expect(problem == "missing /nonexistent/Missing.ttf (Debian packages fonts-missing)")
    #expect(PangoTextSystem.fontFiles(of: config) == [present.path], "the installed file is still used")
    let (none, noneProblem) = PangoTextSystem.makeProjectConfiguration(admitting: [absent])
    #expect(none == nil)
    #expect(noneProblem == "none of the project's fonts is installed")
  }

  @Test func theSystemSourceUsesTheMachinesConfiguration() {
    let system = PangoTextSystem(fonts: .system)
    #expect(system.fontSource == .system)
    #expect(system.fontFiles.contains("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    let previous = TextSystems.current
    defer { TextSystems.current = previous }
    let renderer = CairoRenderer(textSystem: system)
    #expect(renderer.textSystem === system && TextSystems.current === system, "the renderer measures with it")
  }

  private static let installDependencies = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/install-dependencies").path
}
