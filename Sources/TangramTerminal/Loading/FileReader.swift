import Glibc

/// Reads whole files (the page, the files cards load) with checked system calls, refusing any
/// larger than a limit.
///
/// A regular file is read into one buffer of its size; a pipe, a device or a file under `/proc`
/// (whose size is unknown) grows its buffer as it reads, up to the limit.
package struct FileReader: Sendable {
  /// The default limit: 1 GiB.
  package static let defaultMaximumSize = 1 << 30

  /// The largest file read, in bytes (`--max-size`).
  package var maximumSize = FileReader.defaultMaximumSize
  /// Whether only regular files are read: a FIFO, device or socket is refused without waiting
  /// for it (opening a FIFO waits for a writer, and a device such as `/dev/zero` never ends). The
  /// page named on the command line may be any of these; what it names later (a card's `load`,
  /// the page read again after a save or `r`, or to place its problems) must be a file.
  package var regularFilesOnly = false

  /// A reader of files up to `maximumSize` bytes, of regular files only when `regularFilesOnly`.
  package init(maximumSize: Int = FileReader.defaultMaximumSize, regularFilesOnly: Bool = false) {
    self.maximumSize = maximumSize
    self.regularFilesOnly = regularFilesOnly
  }

  /// Why a file was not read.
  package enum ReadError: Error, Equatable {
    /// A system call failed with this `errno`.
    case system(code: Int32)
    /// The file holds more than the limit: `size` bytes, when its size is known (a pipe's is not).
    case tooLarge(limit: Int, size: Int? = nil)
    /// Only regular files are read (``regularFilesOnly``) and this is not one.
    case notRegularFile

    /// The reason in words: `Is a directory`, `larger than 1 GiB (--max-size)`.
    package var reason: String {
      switch self {
      case .system(let code): return systemErrorReason(code)
      case .tooLarge(let limit, let size?):
        return "\(ByteSize.approximateDescription(of: size)), larger than \(ByteSize.description(of: limit)) (--max-size \(ByteSize.optionValue(atLeast: size)) opens it)"
      case .tooLarge(let limit, nil):
        return "larger than \(ByteSize.description(of: limit)) (--max-size)"
      case .notRegularFile: return "not a regular file (a FIFO, device or socket)"
      }
    }
  }

  /// The bytes of the file at `path`.
  package func read(path: String) throws(ReadError) -> [UInt8] {
    let descriptor = try openDescriptor(path)
    defer { close(descriptor) }
    return try readToEnd(descriptor)
  }

  /// Opens the file at `path` to be read a piece at a time (``readChunk(from:into:count:alreadyRead:)``):
  /// its descriptor, which the caller closes, and its size when it is a regular file.
  package func openForReading(path: String) throws(ReadError) -> (descriptor: Int32, size: Int?) {
    let descriptor = try openDescriptor(path)
    do throws(ReadError) {
      return try describe(descriptor)
    } catch {
      close(descriptor)
      throw error
    }
  }

  /// An open descriptor and its size when it is a regular file; one over the limit is refused.
  package func describe(_ descriptor: Int32) throws(ReadError) -> (descriptor: Int32, size: Int?) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .system(code: errno) }
    guard (status.st_mode & S_IFMT) != S_IFDIR else { throw .system(code: EISDIR) }
    let size = (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : nil
    guard (size ?? 0) <= maximumSize else { throw .tooLarge(limit: maximumSize, size: size) }
    return (descriptor, size)
  }

  /// Appends up to `count` bytes read from `descriptor` to `bytes`; how many (0 at the end).
  /// Refuses to go past the limit, counting `alreadyRead` bytes read before (and dropped).
  package func readChunk(from descriptor: Int32, into bytes: inout [UInt8], count: Int, alreadyRead: Int = 0) throws(ReadError)
    -> Int
  {
    let room = min(count, maximumSize - alreadyRead - bytes.count + 1)
    let start = bytes.count
    var failure: Int32?
    var got = 0
    bytes.append(contentsOf: repeatElement(0, count: room))
    bytes.withUnsafeMutableBufferPointer { buffer in
      while true {
        let result = Glibc.read(descriptor, buffer.baseAddress! + start, room)
        if result >= 0 {
          got = result
          return
        }
        if errno != EINTR {
          failure = errno
          return
        }
      }
    }
    bytes.removeLast(room - got)
    if let failure { throw .system(code: failure) }
    guard alreadyRead + bytes.count <= maximumSize else { throw .tooLarge(limit: maximumSize) }
    return got
  }

  private func openDescriptor(_ path: String) throws(ReadError) -> Int32 {
    var descriptor: Int32
    // Without waiting for a FIFO's writer, when a FIFO is to be refused anyway.
    let flags = O_RDONLY | O_CLOEXEC | O_NOCTTY | (regularFilesOnly ? O_NONBLOCK : 0)
    repeat {
      descriptor = open(path, flags)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw .system(code: errno) }
    if regularFilesOnly {
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        let isDirectory = status.st_mode & S_IFMT == S_IFDIR
        close(descriptor)
        throw isDirectory ? .system(code: EISDIR) : .notRegularFile
      }
    }
    return descriptor
  }

  /// The bytes of standard input, to its end.
  package func readStandardInput() throws(ReadError) -> [UInt8] {
    try readToEnd(STDIN_FILENO)
  }

  private static let chunkSize = 65_536

  private func readToEnd(_ descriptor: Int32) throws(ReadError) -> [UInt8] {
    var bytes = try readUpTo(try describe(descriptor).size ?? 0, from: descriptor)
    try appendRest(of: descriptor, to: &bytes)
    return bytes
  }

  /// Up to `count` bytes, read straight into one buffer of that size.
  private func readUpTo(_ count: Int, from descriptor: Int32) throws(ReadError) -> [UInt8] {
    guard count > 0 else { return [] }
    var failure: Int32?
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      while initializedCount < count {
        let result = Glibc.read(descriptor, buffer.baseAddress! + initializedCount, count - initializedCount)
        if result > 0 {
          initializedCount += result
        } else if result == 0 {
          break
        } else if errno != EINTR {
          failure = errno
          break
        }
      }
    }
    if let failure { throw .system(code: failure) }
    return bytes
  }

  /// Reads what follows until the end of the file, refusing to go past the limit.
  private func appendRest(of descriptor: Int32, to bytes: inout [UInt8]) throws(ReadError) {
    var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
    while true {
      let result = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if result == 0 { return }
      if result < 0 {
        if errno == EINTR { continue }
        throw .system(code: errno)
      }
      guard result <= maximumSize - bytes.count else { throw .tooLarge(limit: maximumSize) }
      bytes.append(contentsOf: chunk[0..<result])
    }
  }
}

/// The system's text for an `errno` value, e.g. "No such file or directory".
package func systemErrorReason(_ code: Int32) -> String {
  String(cString: strerror(code))
}
