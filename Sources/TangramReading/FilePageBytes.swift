import TangramCore
import Glibc
import Synchronization
import TangramTerminal

/// A page's text read back from its file, a range at a time (`pread` on a descriptor of its
/// own, kept open while the page is shown), so the viewer need not hold the text in memory.
///
/// The descriptor keeps the file that was read even when a save replaces it under the same name.
/// A save that rewrites the file in place is noticed (its size or modification time changed):
/// the bytes are then no longer the page's, and nothing is returned.
package final class FilePageBytes: PageBytes {
  private let descriptor: Int32
  private let size: Int
  private let modified: timespec

  /// Reads back the regular file open on a copy of `descriptor`; nil when it is not one.
  package init?(copying descriptor: Int32) {
    let descriptor = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
    guard descriptor >= 0 else { return nil }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
    self.size = Int(status.st_size)
    self.modified = status.st_mtim
  }

  deinit {
    close(descriptor)
  }

  /// Set once the file is found changed: later reads fail at once, without asking the system
  /// again (a search reads a million items, and asked a million times).
  private let hasChanged = Atomic<Bool>(false)

  /// Whether the file is still as it was when it was opened: its size and modification time.
  package func isUnchanged() -> Bool {
    guard !hasChanged.load(ordering: .relaxed) else { return false }
    var status = stat()
    let unchanged =
      fstat(descriptor, &status) == 0 && Int(status.st_size) == size && status.st_mtim.tv_sec == modified.tv_sec
      && status.st_mtim.tv_nsec == modified.tv_nsec
    if !unchanged { hasChanged.store(true, ordering: .relaxed) }
    return unchanged
  }

  package func bytes(in range: Range<Int>) -> [UInt8]? {
    guard range.lowerBound >= 0, range.upperBound <= size, isUnchanged() else { return nil }
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, initializedCount in
      while initializedCount < range.count {
        let result = pread(
          descriptor, buffer.baseAddress! + initializedCount, range.count - initializedCount,
          off_t(range.lowerBound + initializedCount))
        if result > 0 {
          initializedCount += result
        } else if result < 0, errno == EINTR {
          continue
        } else {
          failed = true
          return
        }
      }
    }
    return failed ? nil : bytes
  }

  package func allBytes() -> [UInt8]? { bytes(in: 0..<size) }
}
