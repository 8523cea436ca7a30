import Glibc

/// Waits until one of several descriptors can be read, as `poll(2)` does: how the viewer's loop
/// sleeps on the terminal, the loop's wakeup and the file notifications together.
package enum DescriptorWait {
  /// Waits until one of `descriptors` is readable (or has hung up), a signal arrives, or
  /// `milliseconds` pass (nil: no time limit); returns the descriptors that are readable.
  @discardableResult
  package static func untilReadable(_ descriptors: [Int32], milliseconds: Int?) -> [Int32] {
    wait(on: descriptors, milliseconds: milliseconds) { polled in
      polled.filter { $0.revents != 0 }.map(\.fd)
    }
  }

  /// Waits as ``untilReadable(_:milliseconds:)`` does; whether the first of `descriptors` is
  /// readable. Nothing is allocated or freed once `poll` returns: this is how a key wakes the
  /// viewer's loop, and the key's scroll is written right after, where each allocation after the
  /// sleep costs a few microseconds.
  package static func isFirstReadable(afterWaitingOn descriptors: [Int32], milliseconds: Int?) -> Bool {
    wait(on: descriptors, milliseconds: milliseconds) { polled in
      polled.first.map { $0.revents != 0 } ?? false
    }
  }

  /// Polls `descriptors` for reading, their entries on the stack, and hands `result` the entries
  /// with what `poll` said of each (none when it said nothing, or failed).
  private static func wait<Result>(
    on descriptors: [Int32], milliseconds: Int?, _ result: (UnsafeBufferPointer<pollfd>) -> Result
  ) -> Result {
    let timeout = milliseconds.map { Int32(clamping: max(0, $0)) } ?? -1
    return withUnsafeTemporaryAllocation(of: pollfd.self, capacity: descriptors.count) { polled in
      for (index, descriptor) in descriptors.enumerated() {
        polled.initializeElement(at: index, to: pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
      }
      let count = poll(polled.baseAddress, nfds_t(descriptors.count), timeout)
      return result(UnsafeBufferPointer(rebasing: polled[0..<(count > 0 ? descriptors.count : 0)]))
    }
  }
}
