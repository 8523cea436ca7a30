import Glibc

/// The one descriptor through which work done away from the viewer's loop wakes it: the loop
/// waits on it together with the terminal and the file notifications (``descriptor``), and any
/// thread calls ``signal()`` when it has left something for the loop (a snapshot of the page, a
/// layout, a load's answer). Signals before the loop looks are folded into one wakeup.
///
/// A pipe that never blocks either side: a signal writes a byte (a full pipe is a wakeup
/// pending already), and the loop reads them all at once.
public final class LoopWakeup: Sendable {
  /// What the loop polls for reading; readable while a signal is pending.
  public let descriptor: Int32
  private let writeEnd: Int32

  /// A wakeup; nil when the system has no descriptors to spare.
  public init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    descriptor = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    close(descriptor)
    close(writeEnd)
  }

  /// Wakes the loop; safe from any thread, and from a signal handler.
  public func signal() {
    var byte: UInt8 = 1
    while write(writeEnd, &byte, 1) < 0, errno == EINTR {}
  }

  /// On the loop: takes the pending signals; whether there were any.
  public func take() -> Bool {
    var buffer = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    var took = false
    while true {
      let count = withUnsafeMutableBytes(of: &buffer) { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return took }
      took = true
    }
  }
}
