import Foundation
import TangramCore
import TangramTerminal
import Testing

@testable import TangramReading
@testable import tangram_tui

private func write(_ text: String, to folder: URL, _ name: String) throws {
  try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
}

private func request(_ api: String, page: Int = 1, paged: Bool = false) -> LoadRequest {
  LoadRequest(cardIndex: 0, api: api, page: page, isPaged: paged)
}

@Suite struct FileLoaderTests {
  @Test func aLoadNamesAJSONFileInTheFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(#"[{"type":"text","text":"a"}]"#, to: folder, "feed.json")
    let loader = FileLoader(directory: folder.path)
    #expect(try loader.result(for: request("feed")).get().items.count == 1)
    #expect(loader.result(for: request("other")) == .failure(LoadError(message: "no file other.json in \(folder.path)")))
    #expect(loader.result(for: request("../feed")) == .failure(LoadError(message: "\"../feed\" is not a file name")))
  }

  /// A link in the folder may point into it, not out of it: `pw.json → /etc/passwd` is refused.
  @Test func aLinkOutOfTheFolderIsRefused() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outside = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    try write(#"[{"type":"text","text":"secret"}]"#, to: outside, "secret.json")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try write(#"[{"type":"text","text":"a"}]"#, to: folder, "sub/feed.json")
    let files = FileManager.default
    try files.createSymbolicLink(atPath: folder.appendingPathComponent("pw.json").path, withDestinationPath: outside.appendingPathComponent("secret.json").path)
    try files.createSymbolicLink(atPath: folder.appendingPathComponent("up.json").path, withDestinationPath: "../" + outside.lastPathComponent + "/secret.json")
    try files.createSymbolicLink(atPath: folder.appendingPathComponent("inner.json").path, withDestinationPath: "sub/feed.json")
    let loader = FileLoader(directory: folder.path)
    for name in ["pw", "up"] {
      #expect(loader.result(for: request(name)) == .failure(LoadError(message: "cannot read \(name).json: a link to a file outside \(folder.path)")))
    }
    #expect(try loader.result(for: request("inner")).get().items.count == 1)
  }

  @Test func pagesAreNameDashNThenTheBareNameForPageOne() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(#"{"items":[{"type":"text"}],"hasMore":true}"#, to: folder, "feed.json")
    try write(#"{"items":[{"type":"text"},{"type":"text"}],"hasMore":false}"#, to: folder, "feed-2.json")
    let loader = FileLoader(directory: folder.path)
    #expect(loader.fileNames(for: request("feed", paged: true)) == ["feed-1.json", "feed.json"])
    #expect(try loader.result(for: request("feed", paged: true)).get() == LoadResult(items: [.object(JSONObject([("type", .string("text"))]))], hasMore: true))
    #expect(try loader.result(for: request("feed", page: 2, paged: true)).get().hasMore == false)
    #expect(try loader.result(for: request("feed", page: 3, paged: true)).get() == LoadResult(items: [], hasMore: false))
  }

  @Test func badFilesSayWhereAndWhy() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("[\n  {,}\n]", to: folder, "broken.json")
    try write(#"{"list":[]}"#, to: folder, "shape.json")
    let loader = FileLoader(directory: folder.path)
    #expect(loader.result(for: request("broken")) == .failure(LoadError(message: "broken.json:2:4: expected a double-quoted object key")))
    #expect(loader.result(for: request("shape")) == .failure(LoadError(message: #"shape.json: expected {"items": [...]}, found an object without an "items" array"#)))
  }

  @Test func onAnExecutorTheAnswerComesWhenTheExecutorRunsItAfterTheDelay() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(#"[{"type":"text"}]"#, to: folder, "feed.json")
    let executor = EmbeddedExecutor()
    let answers = Locked<[Int]>([])
    FileLoader(directory: folder.path, delayMilliseconds: 20, executor: executor).load(request("feed")) { result in
      if case .success(let loaded) = result { answers.withLock { $0.append(loaded.items.count) } }
    }
    #expect(answers.withLock { $0 }.isEmpty, "nothing is read before the executor runs")
    #expect(executor.run() == 0, "nor before the delay has passed")
    #expect(executor.advance(by: 19) == 0)
    #expect(executor.advance(by: 1) == 1)
    #expect(answers.withLock { $0 } == [1])
  }

  @Test func loaderDirIsAnOption() throws {
    #expect(try CommandLineOptions.parse(["--loader-dir", "data", "p.json"]).loaderDirectory == "data")
    #expect(try CommandLineOptions.parse(["p.json"]).loaderDirectory == nil)
  }

  @Test func theDumpLoadsFromThePagesFolderOrTheLoaderDir() throws {
    let pages = try temporaryFolder()
    let data = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: pages)
      try? FileManager.default.removeItem(at: data)
    }
    let page = pages.appendingPathComponent("page.json")
    try write(#"[{"type":"1","load":"feed","items":[]}]"#, to: pages, "page.json")
    try write(#"[{"type":"text","text":"from the page's folder"}]"#, to: pages, "feed.json")
    try write(#"[{"type":"text","text":"from --loader-dir"}]"#, to: data, "feed.json")
    #expect(try dumpScreen(page, width: 40, height: 3).hasPrefix("from the page's folder\n"))
    var options = CommandLineOptions()
    options.mode = .dump
    options.pagePath = page.path
    options.width = 40
    options.height = 3
    options.loaderDirectory = data.path
    let decoded = try PageSource(path: page.path, strict: false).load(registry: .standard)
    let text = try DumpCommand(options: options).output(for: decoded, fileName: "page.json", registry: .standard).text
    #expect(text.hasPrefix("from --loader-dir\n"))
    options.loaderDirectory = pages.appendingPathComponent("missing").path
    let failed = try DumpCommand(options: options).output(for: decoded, fileName: "page.json", registry: .standard).text
    #expect(failed.hasPrefix("could not load feed: no file feed.json"))
  }

  /// The whole page dumped (`--height 0`) loads a paged card's pages one after another, each
  /// asked for once the one before has come, until one says there are no more.
  @Test func aWholePageDumpLoadsEveryPageOfAPagedCard() throws {
    let pages = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: pages) }
    let page = pages.appendingPathComponent("page.json")
    try write(#"[{"type":"1","load":"feed","loadType":1,"items":[]}]"#, to: pages, "page.json")
    for number in 1...6 {
      try write(#"{"items":[{"type":"text","text":"page \#(number)"}],"hasMore":\#(number < 6)}"#, to: pages, "feed-\(number).json")
    }
    #expect(try dumpScreen(page, width: 40, height: 0) == (1...6).map { "page \($0)\n" }.joined())
  }
}
