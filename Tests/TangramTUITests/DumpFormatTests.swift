import Foundation
import TangramCore
import TangramTerminal
import TangramTestSupport
import Testing

@testable import TangramReading
@testable import tangram_tui

/// `--dump --format ansi|svg|html` and `--color`, through the real command.
@Suite struct DumpFormatTests {
  static let showcase = repositoryRoot().appendingPathComponent("Examples/showcase.json")
  /// A terminal that says it has 24-bit colour.
  static let trueColorTerminal = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]

  /// What `--dump --format FORMAT` prints for a page, in an environment.
  static func dump(
    _ url: URL, format: DumpFormat, color: ColorChoice = .auto, environment: [String: String] = trueColorTerminal,
    width: Int = 80, height: Int = 24, keys: String = ""
  ) throws -> String {
    var options = dumpOptions(url, width: width, height: height, keys: keys)
    options.format = format
    options.color = color
    var command = DumpCommand(options: options)
    command.environment = environment
    let source = PageSource(path: url.path, strict: false)
    return try command.output(for: try source.load(registry: .standard), fileName: source.displayName, registry: .standard)
      .text
  }

  /// The text without the SGR sequences `--format ansi` writes.
  static func withoutSGR(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  @Test func showcaseAsANSI() throws {
    let ansi = try Self.dump(Self.showcase, format: .ansi)
    assertSnapshot(ansi, named: "showcase-80x24-ansi")
    // The same characters as the text format, but for the trailing blanks kept by a background.
    let text = try Self.dump(Self.showcase, format: .text)
    let lines = Self.withoutSGR(ansi).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  @Test func showcaseAsSVG() throws {
    assertSnapshot(try Self.dump(Self.showcase, format: .svg), named: "showcase-80x24-svg")
  }

  @Test func htmlHoldsTheSVG() throws {
    let svg = try Self.dump(Self.showcase, format: .svg)
    let html = try Self.dump(Self.showcase, format: .html)
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    #expect(html.contains("<title>showcase.json</title>"))
    #expect(html.hasSuffix(svg + "</body>\n</html>\n"))
  }

  @Test func colourChoiceAndEnvironmentDecideTheANSIColours() throws {
    let page = repositoryRoot().appendingPathComponent("Examples/sticky.json")
    let direct = try Self.dump(page, format: .ansi)
    #expect(direct.contains("\u{1B}[38;2;") || direct.contains(";38;2;"))
    let palette = try Self.dump(page, format: .ansi, environment: ["TERM": "xterm-256color"])
    #expect(palette.contains("38;5;") && !palette.contains("38;2;"))
    let noColor = ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"]
    let plain = try Self.dump(page, format: .ansi, environment: noColor)
    // Attributes stay (the status bar is reversed), colours go.
    #expect(plain.contains("\u{1B}[7m") && !plain.contains("38;") && !plain.contains("48;"))
    #expect(try Self.dump(page, format: .ansi, color: .always, environment: noColor) == direct)
    #expect(try Self.dump(page, format: .ansi, color: .never) == plain)
    #expect(try Self.dump(page, format: .ansi, environment: ["TERM": "dumb"]) == plain)
  }

  @Test func neverDrawsAMonochromePicture() throws {
    let svg = try Self.dump(Self.showcase, format: .svg, color: .never)
    let theme = ScreenPicture.Theme.dark
    let fills = Set(svg.matches(of: /fill="(#[0-9a-f]{6})"/).map { String($0.1) })
    #expect(fills.isSubset(of: [theme.background.description, theme.foreground.description, "#757575"]))
    #expect(svg.contains("fill=\"\(theme.foreground)\""))
  }

  /// A page whose text holds ESC, BEL, CSI, OSC and C1 controls: the ANSI output has only its own
  /// SGR sequences, and the pictures no control character at all.
  @Test func hostileTextNeverReachesTheOutputRaw() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("hostile.json")
    let hostile = #"\u001b[31mred\u0007 \u001b]0;owned\u0007 \u009b2J \u001bc <b>&amp;</b> \u202e"#
    try Data(#"[{"type":"1","items":[{"type":"text","text":"\#(hostile)"}]}]"#.utf8).write(to: page)
    let ansi = try Self.dump(page, format: .ansi, width: 60, height: 4)
    let remaining = Self.withoutSGR(ansi)
    #expect(!remaining.unicodeScalars.contains { $0.isUnsafeControl && $0 != "\n" })
    #expect(remaining.contains("␛[31mred␇ ␛]0;owned␇ \u{FFFD}2J ␛c <b>&amp;</b>"))
    for format in [DumpFormat.svg, .html] {
      let picture = try Self.dump(page, format: format, width: 60, height: 4)
      #expect(!picture.unicodeScalars.contains { $0.isUnsafeControl && $0 != "\n" })
      #expect(picture.contains("&lt;b&gt;&amp;amp;&lt;/b&gt;"))
      #expect(!picture.contains("<b>"))
    }
  }

  @Test func theBuiltCommandWritesColoursWhenAskedToEvenOnADumbTerminal() throws {
    let page = Self.showcase.path
    let auto = try runTangram(["--dump", "--format", "ansi", "--width", "40", "--height", "6", page])
    #expect(auto.status == 0)
    let autoText = String(decoding: auto.standardOutput, as: UTF8.self)
    #expect(autoText.contains("\u{1B}[7m") && !autoText.contains("38;"))
    let always = try runTangram(["--dump", "--format=ansi", "--color=always", "--width", "40", "--height", "6", page])
    #expect(String(decoding: always.standardOutput, as: UTF8.self).contains("38;5;"))
    let svg = try runTangram(["--dump", "--format", "svg", page])
    #expect(String(decoding: svg.standardOutput, as: UTF8.self).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
  }

  /// A terminal type whose terminfo entry says it has no colours (`colors#0`) is taken at its
  /// word: `--color always` gives it the 256 colours of the xterm palette, as it gives `dumb`.
  /// A type with no entry at all is judged by its name instead (8 colours for this one).
  @Test func theBuiltCommandTakesAnEntryOfNoColoursAtItsWord() throws {
    let tic = try #require(installedProgram("tic"))
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("entry.ti")
    try Data("nocolours|a terminal of no colours,\n\tcolors#0, cols#80, lines#24,\n".utf8).write(to: source)
    let compiled = try runProgram(tic, ["-o", folder.path, source.path], environment: ["PATH": "/usr/bin:/bin"])
    #expect(compiled.status == 0, "\(compiled.errors)")
    func colours(terminfo: URL) throws -> Set<String> {
      let arguments = ["--dump", "--format=ansi", "--color=always", "--width", "40", "--height", "6", Self.showcase.path]
      let environment = ["PATH": "/usr/bin:/bin", "TERM": "nocolours", "TERMINFO": terminfo.path]
      let output = try runProgram(try builtExecutable(), arguments, environment: environment).output
      return Set(output.matches(of: /\u{1B}\[([0-9;]*)m/).map { String($0.1) })
    }
    #expect(try colours(terminfo: folder) == ["0", "7", "38;5;255;48;5;236", "38;5;255;48;5;237"])
    #expect(try colours(terminfo: folder.appendingPathComponent("none")) == ["0", "7", "37;40"])
  }

  @Test func formatAndColorOptions() throws {
    let options = try CommandLineOptions.parse(["--dump", "--format", "svg", "--color", "always", "p.json"])
    #expect(options.format == .svg && options.color == .always)
    #expect(try CommandLineOptions.parse(["p.json"]).format == .text)
    #expect(try CommandLineOptions.parse(["p.json"]).color == .auto)
    #expect(try CommandLineOptions.parse(["--color=never", "p.json"]).color == .never)
    #expect(try CommandLineOptions.parse(["--dump", "--format", "ansi", "--height", "0", "p.json"]).height == 0)
  }

  @Test(arguments: [
    (["--dump", "--format", "pdf", "p.json"], "--format is one of text, ansi, svg, html, not 'pdf'"),
    (["--color", "sometimes", "p.json"], "--color is one of auto, always, never, not 'sometimes'"),
    (["--format", "svg", "p.json"], "--format is for --dump"),
    (["--dump", "--format", "html", "--height", "0", "p.json"], "--format html draws one screen; --height 0 is for text and ansi"),
  ])
  func usageErrors(_ arguments: [String], _ message: String) {
    #expect(throws: CommandLineOptions.UsageError(message: message)) {
      try CommandLineOptions.parse(arguments)
    }
  }
}
