import Glibc
import TangramTerminal

/// A file tangram-tui writes lines into (`--events`, `--problems`), opened the way a shell's `>`
/// opens it: created when missing and emptied, symbolic links followed, FIFOs and devices written
/// into. The file is never replaced, so a link stays a link and `/dev/null` stays a device.
final class OutputFile {
  /// The path as given; `-` is standard error.
  let path: String
  private let descriptor: Int32
  /// The `errno` of the first write that failed; nothing is written after it.
  private(set) var writeError: Int32?

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit {
    if descriptor != STDERR_FILENO { close(descriptor) }
  }

  /// Opens `path` for writing, creating or emptying it; `-` is standard error.
  ///
  /// - Parameter page: the page's path: a path that is the page (the same file, a link to it
  ///   included) is refused before anything is written, so the page is never emptied.
  /// - Throws: a ``Failure`` (exit 1) naming the path and the reason, e.g.
  ///   `cannot write out/events.json: No such file or directory`; exit 2 for the page itself.
  static func open(_ path: String, page: String? = nil) throws(Failure) -> OutputFile {
    if path == "-" { return OutputFile(path: path, descriptor: STDERR_FILENO) }
    if let page, page != "-", isSameFile(path, page) {
      throw Failure(message: "refusing to write into the page itself: \(path) is \(page)", code: .usage)
    }
    let flags = O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY
    // A FIFO no process reads yet would stop the program here without a word: say what it
    // waits for, then wait (^C still ends it, the terminal not yet taken).
    var descriptor = openRetrying(path, flags | O_NONBLOCK)
    if descriptor < 0, errno == ENXIO {
      printError("tangram-tui: waiting for a process to read \(path)…")
      descriptor = openRetrying(path, flags)
    } else if descriptor >= 0 {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    guard descriptor >= 0 else {
      throw Failure(message: "cannot write \(path): \(systemErrorReason(errno))", code: .failure)
    }
    return OutputFile(path: path, descriptor: descriptor)
  }

  /// Whether two paths name one existing file, links followed: the same device and inode.
  static func isSameFile(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }

  /// Empties a regular file to write it anew from its start (the problems of a page read
  /// again replace those before); a FIFO or device is written on, as a stream is.
  func startOver() {
    guard descriptor != STDERR_FILENO else { return }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
    _ = ftruncate(descriptor, 0)
    _ = lseek(descriptor, 0, SEEK_SET)
  }

  /// Writes `text` as it is, unless an earlier write failed.
  func writeText(_ text: String) {
    write(text)
  }

  /// Writes `line` and a line feed at once, unless an earlier write failed.
  func writeLine(_ line: String) {
    write(line + "\n")
  }

  /// Writes each line followed by a line feed, in blocks of about 64 KiB.
  func writeLines(_ lines: some Sequence<String>) {
    var block = ""
    for line in lines {
      block += line
      block += "\n"
      if block.utf8.count >= 65_536 {
        write(block)
        block = ""
      }
    }
    if !block.isEmpty { write(block) }
  }

  /// The message for the write error, if a write failed: `cannot write PATH: REASON`.
  var writeErrorMessage: String? {
    writeError.map { "cannot write \(path == "-" ? "standard error" : path): \(systemErrorReason($0))" }
  }

  private func write(_ text: String) {
    guard writeError == nil else { return }
    writeError = Self.writeHoldingBackBrokenPipe(text, to: descriptor)
  }

  private static func openRetrying(_ path: String, _ flags: Int32) -> Int32 {
    var descriptor: Int32
    repeat {
      descriptor = Glibc.open(path, flags, 0o666)
    } while descriptor < 0 && errno == EINTR
    return descriptor
  }

  /// Writes as ``write(_:to:)`` does, with `SIGPIPE` held back: a FIFO whose reader went away is
  /// then a write error (`Broken pipe`, reported at exit), not the end of the program.
  private static func writeHoldingBackBrokenPipe(_ text: String, to descriptor: Int32) -> Int32? {
    var brokenPipe = sigset_t()
    sigemptyset(&brokenPipe)
    sigaddset(&brokenPipe, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let error = write(text, to: descriptor)
    if error == EPIPE {
      // The write raised SIGPIPE for this thread: take it, so it is not delivered on unblocking.
      var now = timespec(tv_sec: 0, tv_nsec: 0)
      _ = sigtimedwait(&brokenPipe, nil, &now)
    }
    return error
  }

  /// Writes all of `text` to a file descriptor, retrying short and interrupted writes.
  ///
  /// - Returns: the `errno` of the write that failed, or nil.
  @discardableResult
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes -> Int32? in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return written < 0 ? errno : EIO
        }
      }
      return nil
    }
  }
}
