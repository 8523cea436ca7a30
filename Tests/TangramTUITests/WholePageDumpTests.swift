import Foundation
import TangramCore
import TangramTerminal
import Testing

@testable import TangramReading
@testable import tangram_tui

/// `--dump --height 0` prints the whole page in bands, exactly as one buffer would print it.
@Suite struct WholePageDumpTests {
  @Test func aPageTallerThanOneBandPrintsInBandsAsOneBufferWould() throws {
    let items = (0..<2_500).map { #"{"type":"text","text":"row \#($0)"}"# }.joined(separator: ",")
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tangram-bands-\(ProcessInfo.processInfo.processIdentifier).json")
    try Data(#"[{"type":"1","items":[\#(items)]}]"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }

    var options = CommandLineOptions()
    options.mode = .dump
    options.pagePath = url.path
    options.height = 0
    let source = PageSource(path: url.path, strict: false)
    let decoded = try source.load(registry: .standard)
    var pieces: [String] = []
    _ = try DumpCommand(options: options).write(
      for: decoded, fileName: source.displayName, registry: .standard
    ) { pieces.append($0) }

    #expect(pieces.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count - 1 } == [1_000, 1_000, 500])
    let oneBuffer = Viewer(page: decoded.page, fileName: source.displayName, columns: 80, rows: 2)
      .renderWholePage().lines.map { $0 + "\n" }.joined()
    #expect(pieces.joined() == oneBuffer)
    #expect(pieces.joined().hasPrefix("row 0\nrow 1\n"))
    #expect(pieces.joined().hasSuffix("row 2498\nrow 2499\n"))
    #expect(try dumpScreen(url, width: 80, height: 0) == oneBuffer)
  }
}
