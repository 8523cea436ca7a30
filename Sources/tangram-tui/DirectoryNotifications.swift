import Glibc

/// The kernel's notifications (inotify) about files of given names in their folders, read
/// without ever blocking.
///
/// A folder is watched rather than the file, because editors save by writing a new file and
/// renaming it over the old one: the old file's inode goes away, its name stays. Notifications
/// about other names in the folder are read and dropped.
final class DirectoryNotifications {
  /// What the notifications read said about the watched names, from least to most.
  enum News: Comparable {
    /// Nothing.
    case nothing
    /// Only that a file of that name, open for writing, was closed. That comes when the last
    /// copy of the descriptor goes, not when the writer closes its own: a process forked while
    /// the file was open holds a copy until it closes it, which can be long after the save
    /// (under load, after it was reported). So it says to look at the file, not that it
    /// changed; it is the only notice of a write through a mapping.
    case closedAfterWriting
    /// That a file of that name was written, truncated, renamed, created, deleted or had its
    /// attributes changed, as the call that did it returned; or that notifications were lost,
    /// or a watch ended.
    case changed
  }

  /// What is watched in each folder: writes, renames to and from the name, creation and deletion.
  private static let fileEvents = UInt32(
    IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
  /// The folder itself went away, moved or was unmounted: its names mean nothing to it any more.
  private static let watchEnded = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT | IN_IGNORED)

  /// The inotify instance, readable when a notification waits.
  let descriptor: Int32
  /// The watched names of each watch.
  private var names: [Int32: Set<[UInt8]>] = [:]
  /// Whether every watch still stands; once a folder is gone, its names are never reported again.
  private(set) var isWorking = true

  /// Watches `files` (a folder and a name in it each); nil when inotify cannot be had here (no
  /// kernel support, no watches left, a folder that cannot be watched).
  init?(watching files: [(folder: String, name: String)]) {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    for file in files {
      let watch = inotify_add_watch(descriptor, file.folder, Self.fileEvents | UInt32(IN_DELETE_SELF | IN_MOVE_SELF))
      guard watch >= 0 else {
        close(descriptor)
        return nil
      }
      names[watch, default: []].insert(Array(file.name.utf8))
    }
  }

  deinit {
    close(descriptor)
  }

  /// Reads every notification waiting; the most any said about a watched name. A queue that
  /// overflowed (notifications were lost) is a change, and so is a watch that ended, which also
  /// makes ``isWorking`` false.
  func takeNotifications() -> News {
    var news = News.nothing
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return news }
      buffer.withUnsafeBytes { bytes in
        forEachNotification(in: UnsafeRawBufferPointer(rebasing: bytes[0..<count])) { watch, mask, name in
          if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            news = .changed
          } else if mask & Self.watchEnded != 0, names[watch] != nil {
            isWorking = false
            news = .changed
          } else if let name, names[watch]?.contains(name) == true {
            news = max(news, mask & Self.fileEvents & ~UInt32(IN_CLOSE_WRITE) != 0 ? .changed : .closedAfterWriting)
          }
        }
      }
    }
  }

  /// Calls `body` with each `inotify_event` in `bytes`: its watch, mask and name's bytes (nil
  /// without one).
  private func forEachNotification(
    in bytes: UnsafeRawBufferPointer, _ body: (Int32, UInt32, [UInt8]?) -> Void
  ) {
    let headerSize = MemoryLayout<inotify_event>.size
    var offset = 0
    while offset + headerSize <= bytes.count {
      let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
      let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
      let nameLength = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
      let nameStart = offset + headerSize
      let nameEnd = min(bytes.count, nameStart + nameLength)
      // The name is padded with NULs to its length.
      let nameBytes = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
      body(watch, mask, nameBytes.isEmpty ? nil : Array(nameBytes))
      offset = nameStart + nameLength
    }
  }
}
