import Glibc
import TangramTerminal

/// What a page's path names at one moment, as `stat` sees it (following links): enough to tell
/// that a file was written, replaced or removed without reading it.
enum PageFileState: Equatable {
  /// Nothing goes by that name.
  case missing
  /// A folder, a FIFO, a device...
  case notARegularFile
  /// A regular file: its device and inode (a save by rename makes a new one), size and
  /// modification time in nanoseconds.
  case regularFile(device: UInt64, inode: UInt64, size: Int64, modified: Int64)
  /// `stat` failed for another reason (`EACCES`...): reading it will say why.
  case unknown(errorCode: Int32)

  /// The state of `path` now.
  static func of(path: String) -> PageFileState {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      return code == ENOENT || code == ENOTDIR ? .missing : .unknown(errorCode: code)
    }
    guard status.st_mode & S_IFMT == S_IFREG else { return .notARegularFile }
    let modified = Int64(status.st_mtim.tv_sec).multipliedReportingOverflow(by: 1_000_000_000).partialValue
      &+ Int64(status.st_mtim.tv_nsec)
    return .regularFile(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size), modified: modified)
  }

  /// The change a watcher reports when the path settles in this state.
  var change: PageFileChange {
    switch self {
    case .missing: return .deleted
    case .notARegularFile: return .notARegularFile
    case .regularFile, .unknown: return .saved
    }
  }
}
