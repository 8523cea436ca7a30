import Glibc
import TangramTerminal
import Testing

@testable import TangramNcurses

/// Which signals restore the terminal, and the bytes a restore writes.
@Suite struct TerminalRestoreTests {
  @Test func signalsThatEndTheProcessExitWith128PlusTheSignal() {
    #expect(
      TerminalRestore.exitSignals
        == [
          SIGHUP, SIGINT, SIGTERM, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGIO,
          SIGPWR, SIGSTKFLT,
        ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax()))
  }

  @Test func signalsThatDumpCoreAreRaisedAgain() {
    #expect(
      TerminalRestore.coreDumpSignals
        == [SIGQUIT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGXCPU, SIGXFSZ, SIGSYS])
    #expect(TerminalRestore.suspendSignals == [SIGTSTP])
  }

  /// Every signal number is handled, except those that cannot be caught, those that only stop,
  /// continue or are ignored by default, and the two the C library keeps for its threads.
  @Test func everySignalThatEndsTheProcessIsHandled() {
    let handled = Set(TerminalRestore.handledSignals)
    #expect(handled.count == TerminalRestore.handledSignals.count)
    let unhandled = Set(Int32(1)...Int32(64)).subtracting(handled)
    #expect(
      unhandled
        == [SIGKILL, SIGSTOP, SIGTTIN, SIGTTOU, SIGCONT, SIGCHLD, SIGURG, SIGWINCH, 32, 33])
  }

  @Test func onlyTheIgnoreActionCountsAsIgnored() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_IGN
    #expect(TerminalRestore.isIgnored(action))
    action.__sigaction_handler.sa_handler = SIG_DFL
    #expect(!TerminalRestore.isIgnored(action))
    action.__sigaction_handler.sa_handler = { _ in }
    #expect(!TerminalRestore.isIgnored(action))
  }

  static let xterm: [String: String] = [
    "csr": "\u{1B}[%i%p1%d;%p2%dr", "sgr0": "\u{1B}(B\u{1B}[m", "cnorm": "\u{1B}[?12l\u{1B}[?25h",
    "rmkx": "\u{1B}[?1l\u{1B}>", "rmcup": "\u{1B}[?1049l\u{1B}[23;0;0t", "clear": "\u{1B}[H\u{1B}[2J",
  ]

  @Test func restoreBytesForXterm() {
    let bytes = TerminalRestore.restoreSequence(useAlternateScreen: true) {
      Self.xterm[$0].map { Array($0.utf8) }
    }
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[r\u{1B}(B\u{1B}[m"
        + "\u{1B}[?12l\u{1B}[?25h\u{1B}[?1l\u{1B}>\u{1B}[H\u{1B}[2J\u{1B}[?1049l\u{1B}[23;0;0t")
  }

  @Test func restoreBytesWithoutAlternateScreenOrScrollRegion() {
    let bytes = TerminalRestore.restoreSequence(useAlternateScreen: false) { name in
      name == "csr" ? nil : Self.xterm[name].map { Array($0.utf8) }
    }
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}(B\u{1B}[m"
        + "\u{1B}[?12l\u{1B}[?25h\u{1B}[?1l\u{1B}>")
  }
}

@Suite struct SuspendKeyMappingTests {
  @Test func aStopSignalArrivesAsTheKeyThatSuspends() {
    #expect(KeyCodeMapping.key(forCharacter: 26) == NcursesInput.suspendKey)
    #expect(KeyMap.action(for: NcursesInput.suspendKey) == .suspend)
  }
}

/// How captured standard error is copied out when the terminal is given back (after a signal,
/// with only `read` and `write`): every byte, whatever is left over from the last whole buffer.
@Suite struct CapturedErrorCopyTests {
  /// Copies `text` from one pipe to another through a buffer of `capacity` bytes.
  static func copied(_ text: String, capacity: Int) -> String {
    var from: [Int32] = [0, 0]
    var to: [Int32] = [0, 0]
    guard pipe(&from) == 0, pipe(&to) == 0 else { return "no pipe" }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(from[1], $0.baseAddress, $0.count) }
    close(from[1])
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    TerminalRestore.copyRest(of: from[0], to: to[1], through: buffer, capacity: capacity)
    close(from[0])
    close(to[1])
    var received = [UInt8](repeating: 0, count: bytes.count + 16)
    let count = received.withUnsafeMutableBytes { read(to[0], $0.baseAddress, $0.count) }
    close(to[0])
    return String(decoding: received.prefix(max(0, count)), as: UTF8.self)
  }

  @Test(arguments: ["", "x", "abcd", "abcde", "abcdefghi"])
  func everyByteIsCopiedThroughABufferOfFour(_ text: String) {
    #expect(Self.copied(text, capacity: 4) == text)
  }
}
