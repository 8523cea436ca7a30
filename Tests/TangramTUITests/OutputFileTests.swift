import Foundation
import Glibc
import Synchronization
import TangramTestSupport
import Testing

@testable import tangram_tui

/// The kind of file at `path` itself (a link is not followed): `S_IFIFO`, `S_IFLNK`, ….
private func fileKind(_ path: String) -> mode_t {
  var status = stat()
  guard lstat(path, &status) == 0 else { return 0 }
  return status.st_mode & S_IFMT
}

/// A character device for a test to write into: a new node in `folder` with the numbers of
/// `/dev/null` (1, 3) or `/dev/full` (1, 7), so that a command that wrongly replaced it could not
/// harm the system's own; the system's node when nodes cannot be made here and the test does not
/// run as root (then nothing could replace it either); else nil.
private func characterDevice(minor: UInt32, named name: String, in folder: URL) -> String? {
  let path = folder.appendingPathComponent(name).path
  if mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | minor)) == 0 { return path }
  return geteuid() == 0 ? nil : "/dev/" + name
}

/// `--events` and `--problems` write into the path as a shell's `>` does, never replacing it.
@Suite struct OutputFileTests {
  private static let page = #"[{"type":"1","items":[{"type":"text","text":"hi"}]}]"#
  private static let events: [String] = [
    #"{"seq":1,"topic":"pageLoaded","poster":"page.json","params":{"cards":1,"items":1,"problems":0}}"#,
    ##"{"seq":2,"topic":"exposure","poster":"text","cardIndex":0,"itemIndex":0,"type":"text","id":"#0/0","params":{"times":0}}"##,
    #"{"seq":3,"topic":"layoutEnter","cardIndex":0,"params":{"type":"1","times":0}}"#,
  ]

  private func writePage(in folder: URL, _ text: String = OutputFileTests.page) throws -> String {
    let page = folder.appendingPathComponent("page.json")
    try text.write(to: page, atomically: true, encoding: .utf8)
    return page.path
  }

  /// Runs `tangram-tui` with `arguments` while `cat` reads the FIFO at `fifo`; returns the run
  /// and what `cat` read.
  private func runReadingFIFO(_ fifo: String, _ arguments: [String]) throws -> (CommandResult, String) {
    let received = URL(fileURLWithPath: fifo + ".received")
    _ = FileManager.default.createFile(atPath: received.path, contents: nil)
    // Held open for writing while the command runs, so `cat` reaches the end of its input when
    // this is closed even if the command never wrote into the FIFO (the test fails, not hangs).
    let keeper = open(fifo, O_RDWR)
    #expect(keeper >= 0)
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/cat")
    reader.arguments = [fifo]
    reader.standardOutput = try FileHandle(forWritingTo: received)
    try reader.run()
    let result = try runTangram(arguments)
    close(keeper)
    reader.waitUntilExit()
    return (result, try String(contentsOf: received, encoding: .utf8))
  }

  @Test func eventsStreamIntoAFIFO() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("events.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let (result, received) = try runReadingFIFO(fifo, ["--dump", "--height", "2", "--events", fifo, try writePage(in: folder)])
    #expect(result.status == 0)
    #expect(result.errorLines == [])
    #expect(received == Self.events.map { $0 + "\n" }.joined())
    #expect(fileKind(fifo) == S_IFIFO)
  }

  @Test func problemsStreamIntoAFIFO() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("problems.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let page = try writePage(in: folder, #"[{"type":"odd","items":[]},{}]"#)
    let (result, received) = try runReadingFIFO(fifo, ["--dump", "--height", "2", "--problems", fifo, page])
    #expect(result.status == 0)
    #expect(received == """
      \(page):1:10: warning: cards[0].type: unknown layout type "odd"; its items are shown in one column
      \(page):1:28: warning: cards[1]: card has no type and no items; skipped

      """)
    #expect(fileKind(fifo) == S_IFIFO)
  }

  /// A FIFO whose reader is there already but reads slower than lines are written: each write
  /// waits for room, and every line arrives. The reader starts only once the FIFO is full, so
  /// the writer has had to wait.
  @Test func aFIFOReadSlowerThanItIsWrittenGetsEveryLine() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("events.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    // F_SETPIPE_SZ of <fcntl.h> (F_LINUX_SPECIFIC_BASE + 7), which Swift's Glibc leaves out.
    let setPipeSize: Int32 = 1031
    let capacity = fcntl(reader, setPipeSize, 4096)
    #expect(capacity == 4096)
    _ = fcntl(reader, F_SETFL, 0)
    let lines = (0..<1000).map { "event \($0) " + String(repeating: "x", count: 30) }
    let expected = lines.map { $0 + "\n" }.joined()
    let received = Mutex<[UInt8]>([])
    let readerDone = DispatchSemaphore(value: 0)
    Thread {
      var available: Int32 = 0
      while ioctl(reader, UInt(FIONREAD), &available) == 0, available < capacity { sched_yield() }
      var buffer = [UInt8](repeating: 0, count: 8192)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        received.withLock { $0 += buffer[0..<count] }
      }
      readerDone.signal()
    }.start()
    var output: OutputFile? = try OutputFile.open(fifo)
    output?.writeLines(lines)
    #expect(output?.writeError == nil)
    output = nil
    readerDone.wait()
    close(reader)
    #expect(received.withLock { String(decoding: $0, as: UTF8.self) } == expected)
  }

  /// `--events` or `--problems` naming the page (or a link to it) would empty the page before
  /// it is read: refused, the page left whole.
  @Test(arguments: ["--events", "--problems"])
  func anOutputThatIsThePageIsRefused(option: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try writePage(in: folder)
    let link = folder.appendingPathComponent("link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: page)
    for output in [page, link] {
      let result = try runTangram(["--dump", option, output, page])
      #expect(result.status == 2)
      #expect(result.errorLines == ["tangram-tui: refusing to write into the page itself: \(output) is \(page)"])
      #expect(try String(contentsOfFile: page, encoding: .utf8) == Self.page)
    }
  }

  /// A FIFO nobody reads yet: the program says what it waits for; once the reader stops reading,
  /// the rest is a write error at exit (status 1, `Broken pipe`), not a death by SIGPIPE (141).
  @Test func aFIFOWhoseReaderGoesAwayIsAWriteError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("events.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let showcase = repositoryRoot().appendingPathComponent("Examples/showcase.json").path
    // The reader opens the FIFO only once the command says it waits for one (its first line on
    // standard error, read from a FIFO of its own), reads 100 bytes and goes away; the script
    // prints the command's status. The keys make far more events than a pipe holds, so the
    // command is still writing when the reader goes. A command that says anything else first
    // never opens the FIFO, so the reader does not either: the test then fails at once instead
    // of waiting for ever.
    let keys = Array(repeating: "G g", count: 100).joined(separator: " ")
    let script = """
      mkfifo "$1.err"
      "$0" --dump --events "$1" --keys "\(keys)" "$2" >/dev/null 2>"$1.err" &
      command=$!
      {
        IFS= read -r waiting
        case $waiting in *"waiting for a process to read"*) head -c 100 "$1" >/dev/null ;; esac
        rest=$(cat)
      } <"$1.err"
      wait $command
      echo "status $?"
      echo "$waiting"
      echo "$rest"
      """
    let result = try runProgram(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script, try builtExecutable().path, fifo, showcase],
      environment: ["PATH": "/usr/bin:/bin", "TERM": "dumb"])
    #expect(result.output.split(separator: "\n").map(String.init) == [
      "status 1", "tangram-tui: waiting for a process to read \(fifo)…", "tangram-tui: cannot write \(fifo): Broken pipe",
    ])
  }

  @Test func aSymbolicLinkStaysALinkAndItsTargetGetsTheLines() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.jsonl")
    try "an older and longer content that must go\n".write(to: target, atomically: true, encoding: .utf8)
    let link = folder.appendingPathComponent("link.jsonl").path
    #expect(symlink(target.path, link) == 0)
    let result = try runTangram(["--dump", "--height", "2", "--events", link, try writePage(in: folder)])
    #expect(result.status == 0)
    #expect(fileKind(link) == S_IFLNK)
    #expect(fileKind(target.path) == S_IFREG)
    #expect(try String(contentsOf: target, encoding: .utf8) == Self.events.map { $0 + "\n" }.joined())
  }

  @Test func aDeviceStaysADevice() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let null = try #require(characterDevice(minor: 3, named: "null", in: folder))
    let result = try runTangram(
      ["--dump", "--height", "2", "--events", null, "--problems", null, try writePage(in: folder)])
    #expect(result.status == 0)
    #expect(result.errorLines == [])
    #expect(fileKind(null) == S_IFCHR)
  }

  @Test func aFileThatCannotBeOpenedIsNamedWithTheReason() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try writePage(in: folder)
    let missing = folder.appendingPathComponent("no/such/events.jsonl").path
    let noFolder = try runTangram(["--dump", "--events", missing, page])
    #expect(noFolder.status == 1)
    #expect(noFolder.errorLines == ["tangram-tui: cannot write \(missing): No such file or directory"])
    #expect(noFolder.standardOutput.isEmpty)
    let directory = try runTangram(["--dump", "--problems", folder.path, page])
    #expect(directory.status == 1)
    #expect(directory.errorLines == ["tangram-tui: cannot write \(folder.path): Is a directory"])
  }

  @Test func aWriteErrorIsReportedAndFailsTheRun() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let full = try #require(characterDevice(minor: 7, named: "full", in: folder))
    let result = try runTangram(["--dump", "--height", "2", "--events", full, try writePage(in: folder)])
    #expect(result.status == 1)
    #expect(result.errorLines == ["tangram-tui: cannot write \(full): No space left on device"])
    #expect(fileKind(full) == S_IFCHR)
    #expect(String(decoding: result.standardOutput, as: UTF8.self).hasPrefix("hi\n"))
  }
}
