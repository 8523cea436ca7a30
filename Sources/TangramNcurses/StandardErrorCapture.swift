import CNcurses
import Glibc

/// Sends standard error to a file in memory while ncurses owns the screen, and shows what arrived
/// once the terminal is back.
///
/// Messages written meanwhile (warnings, or the Swift runtime's "Fatal error" just before a trap)
/// would otherwise scribble over the screen and vanish with the alternate screen.
final class StandardErrorCapture {
  /// The file standard error now goes to.
  let captureDescriptor: Int32
  /// A duplicate of the original standard error.
  let realDescriptor: Int32
  private var finished = false

  /// Starts capturing; nil when standard error is not a terminal (a file or pipe is left alone) or
  /// no file can be made.
  ///
  /// The file is made in memory (`memfd_create`), or where the kernel cannot, as an unlinked
  /// temporary file in `TMPDIR` or `/tmp`: making one in a directory costs more, the more files
  /// it holds, and it is on the way to the first frame.
  init?() {
    guard isatty(STDERR_FILENO) == 1 else { return nil }
    let capture = Self.makeFile()
    guard capture >= 0 else { return nil }
    let real = dup(STDERR_FILENO)
    guard real >= 0, dup2(capture, STDERR_FILENO) >= 0 else {
      if real >= 0 { close(real) }
      close(capture)
      return nil
    }
    captureDescriptor = capture
    realDescriptor = real
  }

  /// A file in memory, or an unlinked temporary file; -1 when neither can be made.
  private static func makeFile() -> Int32 {
    let inMemory = CNcurses_memoryFile("tangram-tui-stderr")
    if inMemory >= 0 { return inMemory }
    let directory = ProcessEnvironment.value(of: "TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((directory + "/tangram-tui-stderr.XXXXXX").utf8CString)
    let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    if file >= 0 { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } }
    return file
  }

  /// Points standard error back at the terminal and copies the captured text there. Idempotent.
  func finish() {
    guard !finished else { return }
    finished = true
    _ = dup2(realDescriptor, STDERR_FILENO)
    close(realDescriptor)
    _ = lseek(captureDescriptor, 0, SEEK_SET)
    // A buffer of its own: a signal's restore may be copying through the handler's meanwhile.
    let capacity = 4096
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    TerminalRestore.copyRest(of: captureDescriptor, to: STDERR_FILENO, through: buffer, capacity: capacity)
    close(captureDescriptor)
  }

  deinit {
    finish()
  }
}

/// Reads environment variables.
enum ProcessEnvironment {
  /// The value of an environment variable, or nil when it is unset.
  static func value(of name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The variables colours are detected from (`TERM`, `COLORTERM`, `NO_COLOR`), those set.
  static var colorVariables: [String: String] {
    var variables: [String: String] = [:]
    for name in ["TERM", "COLORTERM", "NO_COLOR"] {
      variables[name] = value(of: name)
    }
    return variables
  }
}
