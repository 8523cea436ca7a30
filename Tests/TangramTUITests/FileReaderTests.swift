import Foundation
import Glibc
import TangramCore
import Testing

@testable import TangramTerminal
@testable import tangram_tui

/// Pages and loaded files are read with checked reads and a size limit (`--max-size`).
@Suite struct FileReaderTests {
  @Test(arguments: [
    ("1", 1), ("4096", 4096), ("500K", 512_000), ("500k", 512_000), ("64M", 64 << 20), ("2G", 2 << 30),
    ("1g", 1 << 30),
  ])
  func sizesWithSuffixes(_ text: String, _ bytes: Int) {
    #expect(ByteSize.parse(text) == bytes)
  }

  @Test(arguments: ["", "0", "0K", "K", "-1", "+5", "1.5M", "1T", "1KB", " 1", "١٢", "9999999999G", "99999999999999999999"])
  func sizesThatAreNot(_ text: String) {
    #expect(ByteSize.parse(text) == nil)
  }

  @Test func sizesInMessages() {
    #expect(ByteSize.description(of: 1 << 30) == "1 GiB")
    #expect(ByteSize.description(of: 3 << 20) == "3 MiB")
    #expect(ByteSize.description(of: 65_536) == "64 KiB")
    #expect(ByteSize.description(of: 1_000) == "1000 bytes")
    #expect(ByteSize.description(of: 1) == "1 byte")
  }

  @Test func maxSizeIsAnOption() throws {
    #expect(try CommandLineOptions.parse(["p.json"]).maximumFileSize == 1 << 30)
    #expect(try CommandLineOptions.parse(["--max-size", "64M", "p.json"]).maximumFileSize == 64 << 20)
    #expect(try CommandLineOptions.parse(["--max-size=100", "p.json"]).maximumFileSize == 100)
    #expect(throws: CommandLineOptions.UsageError(message: "--max-size needs a number of bytes such as 500K, 64M or 2G, not 'lots'")) {
      try CommandLineOptions.parse(["--max-size", "lots", "p.json"])
    }
  }

  @Test func aFileUpToTheLimitIsReadWhole() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("ten.json")
    try "[1,2,3,44]".write(to: file, atomically: true, encoding: .utf8)
    #expect(try FileReader(maximumSize: 10).read(path: file.path) == Array("[1,2,3,44]".utf8))
    #expect(throws: FileReader.ReadError.tooLarge(limit: 9, size: 10)) { try FileReader(maximumSize: 9).read(path: file.path) }
    #expect(throws: FileReader.ReadError.system(code: EISDIR)) { try FileReader().read(path: folder.path) }
    #expect(throws: FileReader.ReadError.system(code: ENOENT)) { try FileReader().read(path: folder.path + "/none") }
  }

  /// A file shorter than its size says (as one rewritten while it is read, or a sysfs file,
  /// which says 4096 bytes) is read to where it ends, not waited on for the rest.
  /// A file that holds less than its size says (sysfs gives every file a page's size), and
  /// what it holds.
  static func fileShorterThanItsSize() throws -> (path: String, content: [UInt8]) {
    let path = "/sys/devices/system/cpu/online"
    let content = try #require(FileManager.default.contents(atPath: path), "sysfs is needed for this test")
    var status = stat()
    #expect(stat(path, &status) == 0 && Int(status.st_size) > content.count)
    return (path, [UInt8](content))
  }

  @Test func aFileShorterThanItsSizeIsReadToItsEnd() throws {
    let (path, content) = try Self.fileShorterThanItsSize()
    #expect(try FileReader().read(path: path) == content)
  }

  @Test func aPageTooLargeSaysWhichMaxSizeOpensIt() {
    // The 1M and 10M pages of `make bench`.
    #expect(
      FileReader.ReadError.tooLarge(limit: 1 << 30, size: 1_467_911_430).reason
        == "1.4 GiB, larger than 1 GiB (--max-size 2G opens it)")
    #expect(
      FileReader.ReadError.tooLarge(limit: 100 << 20, size: 145_856_091).reason
        == "139.1 MiB, larger than 100 MiB (--max-size 140M opens it)")
    #expect(ByteSize.optionValue(atLeast: 2 << 30) == "2G")
    #expect(ByteSize.optionValue(atLeast: (2 << 30) + 1) == "3G")
    #expect(FileReader.ReadError.tooLarge(limit: 1 << 16).reason == "larger than 64 KiB (--max-size)")
  }

  @Test func aFileOfUnknownSizeStopsAtTheLimit() throws {
    #expect(throws: FileReader.ReadError.tooLarge(limit: 100_000)) { try FileReader(maximumSize: 100_000).read(path: "/dev/zero") }
    // A file under /proc says it is empty, so it is read in chunks to its end.
    let version = try String(contentsOfFile: "/proc/version", encoding: .utf8)
    #expect(try FileReader().read(path: "/proc/version") == Array(version.utf8))
  }

  /// A read that fails while a file of unknown size is read in chunks ends the reading with its
  /// reason: /proc/self/mem says it is empty, and reading its first byte (an address nothing is
  /// mapped at) fails with EIO.
  @Test func aFailedReadOfAFileOfUnknownSizeIsItsReason() {
    #expect(throws: FileReader.ReadError.system(code: EIO)) { try FileReader().read(path: "/proc/self/mem") }
  }

  @Test func unreadablePagesExit66WithTheReasonAndJunk65() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("page.json")
    try #"[{"type":"text","text":"fits"}]"#.write(to: page, atomically: true, encoding: .utf8)
    // White space without end: nothing is malformed yet, so reading goes on to the limit.
    let spaces = folder.appendingPathComponent("spaces.json")
    try String(repeating: " ", count: 100_000).write(to: spaces, atomically: true, encoding: .utf8)
    let cases: [(arguments: [String], input: String, status: Int32, line: String)] = [
      (["--dump", folder.path], "/dev/null", 66, "cannot read \(folder.path): Is a directory"),
      (["--dump", "-"], folder.path, 66, "cannot read <stdin>: Is a directory"),
      (["--dump", "/proc/self/mem"], "/dev/null", 66, "cannot read /proc/self/mem: Input/output error"),
      (["--dump", "--max-size", "64K", "-"], spaces.path, 66, "cannot read <stdin>: 97.7 KiB, larger than 64 KiB (--max-size 98K opens it)"),
      (["--dump", "--max-size", "30", page.path], "/dev/null", 66, "cannot read \(page.path): 31 bytes, larger than 30 bytes (--max-size 31 opens it)"),
      // Junk fails at its first bytes, however much of it there is.
      (["--dump", "/dev/zero"], "/dev/null", 65, "/dev/zero:1:1: expected a value, found U+0000"),
      (["--dump", "-"], "/dev/zero", 65, "<stdin>:1:1: expected a value, found U+0000"),
    ]
    for (arguments, input, status, line) in cases {
      let result = try runTangram(arguments, standardInput: input)
      #expect(result.status == status, "\(arguments)")
      #expect(result.errorLines == ["tangram-tui: \(line)"])
      #expect(result.standardOutput.isEmpty)
    }
    let fits = try runTangram(["--dump", "--height", "2", "--max-size", "31", page.path])
    #expect(fits.status == 0)
    #expect(String(decoding: fits.standardOutput, as: UTF8.self).hasPrefix("fits\n"))
  }

  @Test func loadedFilesAreReadTheSameWay() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("feed.json"), withIntermediateDirectories: false)
    try #"[{"type":"text","text":"forty-four bytes!"}]"#.write(
      to: folder.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
    let loader = FileLoader(directory: folder.path, maximumSize: 43)
    let feed = LoadRequest(cardIndex: 0, api: "feed", page: 1, isPaged: false)
    #expect(loader.result(for: feed) == .failure(LoadError(message: "cannot read feed.json: Is a directory")))
    let big = LoadRequest(cardIndex: 0, api: "big", page: 1, isPaged: false)
    #expect(loader.result(for: big) == .failure(LoadError(message: "cannot read big.json: 44 bytes, larger than 43 bytes (--max-size 44 opens it)")))
    #expect(try FileLoader(directory: folder.path, maximumSize: 44).result(for: big).get().items.count == 1)
  }

  @Test func aLoadErrorShowsInTheCard() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("feed.json"), withIntermediateDirectories: false)
    let page = folder.appendingPathComponent("page.json")
    try #"[{"type":"1","load":"feed","items":[]}]"#.write(to: page, atomically: true, encoding: .utf8)
    #expect(try dumpScreen(page, width: 60, height: 3) == """
      could not load feed: cannot read feed.json: Is a directory
      (r retries)
       page.json  could not load feed: cannot read…  row 1/2  all

      """)
  }

  /// What a page names later (a card's load, the page read again) must be a regular file: a FIFO
  /// is refused at once instead of waited on for ever, and a device instead of read without end.
  @Test func onlyRegularFilesWhenAsked() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("feed.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let zero = folder.appendingPathComponent("zero.json").path
    try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
    let file = folder.appendingPathComponent("page.json").path
    try "[]".write(toFile: file, atomically: true, encoding: .utf8)
    let strict = FileReader(maximumSize: 1 << 20, regularFilesOnly: true)
    #expect(throws: FileReader.ReadError.notRegularFile) { try strict.read(path: fifo) }
    #expect(throws: FileReader.ReadError.notRegularFile) { try strict.read(path: zero) }
    #expect(throws: FileReader.ReadError.system(code: EISDIR)) { try strict.read(path: folder.path) }
    #expect(try strict.read(path: file) == Array("[]".utf8))
    #expect(FileReader.ReadError.notRegularFile.reason == "not a regular file (a FIFO, device or socket)")
  }

  /// A card whose load names a FIFO shows the failure at once; --dump used to wait for ever.
  @Test func aLoadNamingAFIFOFailsAtOnce() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("feed.json").path, 0o600) == 0)
    let page = folder.appendingPathComponent("page.json")
    try #"[{"type":"container-oneColumn","load":"feed","items":[]}]"#.write(to: page, atomically: true, encoding: .utf8)
    let result = try runTangram(["--dump", "--width", "70", "--height", "2", page.path])
    #expect(result.status == 0)
    #expect(String(decoding: result.standardOutput, as: UTF8.self).hasPrefix(
      "could not load feed: cannot read feed.json: not a regular file (a"))
  }
}
