import Glibc

/// Waits until one of several descriptors can be read, as `poll(2)` does: how the viewer's loop
/// sleeps on the terminal, the loop's wakeup and the file notifications together.
package enum DescriptorWait {
  /// Waits until one of `descriptors` is readable (or has hung up), a signal arrives, or
  /// `milliseconds` pass (nil: no time limit); returns the descriptors that are readable.
  @discardableResult
  package static func untilReadable(_ descriptors: [Int32], milliseconds: Int?) -> [Int32] {
    var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let timeout = milliseconds.map { Int32(clamping: max(0, $0)) } ?? -1
    let count = poll(&polled, nfds_t(polled.count), timeout)
    guard count > 0 else { return [] }
    // A plain loop: this runs first when a key wakes the loop, before the key's scroll is
    // written, where a filter and a key-path map cost several microseconds.
    var readable: [Int32] = []
    readable.reserveCapacity(Int(count))
    for descriptor in polled where descriptor.revents != 0 {
      readable.append(descriptor.fd)
    }
    return readable
  }
}
