import Foundation
import Glibc
import TangramTerminal
import Testing

@testable import tangram_tui

/// A clock that moves only when the test says.
final class ManualClock {
  var now = 0
  /// What happens once, right after the clock is next read: as if the reader were held up then.
  var afterNextRead: (() -> Void)?

  func read() -> Int {
    let time = now
    if let happening = afterNextRead {
      afterNextRead = nil
      happening()
    }
    return time
  }
}

/// A page file in a fresh folder, written the ways editors write.
struct WatchedFolder {
  let folder: URL
  var path: String { folder.appendingPathComponent("page.json").path }

  init() throws { folder = try temporaryFolder() }

  func remove() { try? FileManager.default.removeItem(at: folder) }

  /// Writes in place: opens, truncates, writes, closes.
  func write(_ text: String, to path: String? = nil) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path ?? self.path))
  }

  /// Writes a new file and renames it over the page, as vim and most editors save.
  func writeByRename(_ text: String) throws {
    let temporary = folder.appendingPathComponent(".page.json.swp").path
    try write(text, to: temporary)
    #expect(rename(temporary, path) == 0)
  }

  /// Empties the file (and closes it), as a save that truncates first does.
  func truncate() {
    #expect(Glibc.truncate(path, 0) == 0)
  }

  func delete() { #expect(unlink(path) == 0) }

  /// Writes in place and leaves the file open: its descriptor, to close later, as when a process
  /// forked while it was open still holds a copy.
  func writeAndKeepOpen(_ text: String) throws -> Int32 {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    try #require(descriptor >= 0)
    let bytes = Array(text.utf8)
    #expect(Glibc.write(descriptor, bytes, bytes.count) == bytes.count)
    return descriptor
  }
}

/// Polls `watcher` at the times given; the changes reported, with their times.
private func changes(_ watcher: PageFileWatcher, clock: ManualClock, at times: [Int]) -> [String] {
  times.compactMap { time in
    clock.now = time
    return watcher.poll().map { "\($0) at \(time)" }
  }
}

/// Polls `watcher` without moving the manual clock, each time its descriptor is readable, until
/// `condition` holds: by default, until it
/// took a notification of a change and is settling. The kernel queues those as the call that
/// made the change returns, but two kinds come when the last copy of a descriptor goes: a close
/// after writing, and the end of a removed folder's watch. A process spawned meanwhile (here, by
/// another test) holds copies until it closes them, the later the busier the machine; the
/// watcher counts such a close only if the file changed, and the deadline is only a guard.
private func pollUntil(
  _ watcher: PageFileWatcher, _ condition: (PageFileWatcher) -> Bool = { $0.isSettling }
) -> Bool {
  let deadline = ContinuousClock.now.advanced(by: .seconds(10))
  while ContinuousClock.now < deadline {
    // The watcher's descriptor says when the kernel has a notification for it.
    let descriptor = watcher.descriptor
    #expect(watcher.poll() == nil, "nothing is due while the clock stands still")
    if condition(watcher) { return true }
    guard let descriptor else { return false }
    DescriptorWait.untilReadable([descriptor], milliseconds: 1_000)
  }
  return false
}

/// Without inotify: the file's inode, size and modification time are compared every 500 ms, and
/// a change is reported once the file has not changed for 100 ms.
@Suite struct PageFileWatcherStatusTests {
  /// A page holding `text` in a fresh folder (the caller removes it), its status compared from 0
  /// on a manual clock.
  private func watchedPage(_ text: String) throws -> (WatchedFolder, ManualClock, PageFileWatcher) {
    let files = try WatchedFolder()
    try files.write(text)
    let clock = ManualClock()
    return (files, clock, PageFileWatcher(path: files.path, clock: clock.read, usesNotifications: false))
  }

  @Test func aWriteIsOneSaveOnceTheFileStopsChanging() throws {
    let (files, clock, watcher) = try watchedPage("{}")
    defer { files.remove() }
    #expect(!watcher.usesNotifications)
    try files.write(#"{"cards":[]}"#)
    #expect(watcher.millisecondsUntilNextPoll == 500)
    #expect(changes(watcher, clock: clock, at: [0, 499, 500, 599, 600, 700, 1000, 1100, 1500, 2000]) == ["saved at 600"])
  }

  /// The wait until the next comparison counts down with the clock, to a millisecond once it is
  /// due or overdue: a loop polls at once, never sooner than that.
  @Test func theWaitForTheNextComparisonCountsDownToOneMillisecond() throws {
    let (files, clock, watcher) = try watchedPage("{}")
    defer { files.remove() }
    var waits: [Int] = []
    for time in [0, 300, 498, 499, 500, 650] {
      clock.now = time
      waits.append(watcher.millisecondsUntilNextPoll)
    }
    #expect(waits == [500, 200, 2, 1, 1, 1])
  }

  @Test(arguments: [false, true])
  func aSaveBeforeTheWatcherIsMadeIsReportedFromTheStateTakenEarlier(usesNotifications: Bool) throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("{}")
    let clock = ManualClock()
    let before = PageFileState.of(path: files.path)
    try files.write(#"{"cards":[]}"#)
    let watcher = PageFileWatcher(path: files.path, clock: clock.read, usesNotifications: usesNotifications, state: before)
    #expect(watcher.isSettling)
    #expect(changes(watcher, clock: clock, at: [50, 100, 200, 700]) == ["saved at 100"])
    // Made from the file as it is now, it has nothing to report.
    let current = PageFileWatcher(path: files.path, clock: clock.read, usesNotifications: usesNotifications, state: .of(path: files.path))
    #expect(!current.isSettling)
    #expect(changes(current, clock: clock, at: [800, 1300, 1900]) == [])
  }

  @Test func aRenameOverTheFileIsASave() throws {
    let (files, clock, watcher) = try watchedPage("{}")
    defer { files.remove() }
    try files.writeByRename("{}")
    #expect(changes(watcher, clock: clock, at: [500, 600, 1000, 1100]) == ["saved at 600"])
  }

  @Test func aTruncateThenAWriteIsOneSaveOfTheWrittenFile() throws {
    let (files, clock, watcher) = try watchedPage("[1]")
    defer { files.remove() }
    files.truncate()
    #expect(changes(watcher, clock: clock, at: [500]) == [])
    #expect(watcher.isSettling)
    #expect(watcher.millisecondsUntilNextPoll == 100)
    try files.write(#"{"cards":[]}"#)
    #expect(changes(watcher, clock: clock, at: [550, 600, 649]) == [], "the write started the quiet time again")
    #expect(changes(watcher, clock: clock, at: [650, 1000, 1100]) == ["saved at 650"])
    #expect(try String(contentsOfFile: files.path, encoding: .utf8) == #"{"cards":[]}"#)
  }

  @Test func aDeletedFileIsReportedOnceAndItsReturnIsASave() throws {
    let (files, clock, watcher) = try watchedPage("{}")
    defer { files.remove() }
    files.delete()
    #expect(changes(watcher, clock: clock, at: [500, 600, 1000, 1500]) == ["deleted at 600"])
    try files.write("{}")
    #expect(changes(watcher, clock: clock, at: [2000, 2099, 2100, 2500]) == ["saved at 2100"])
  }

  @Test func aFolderInPlaceOfTheFileIsNotAFile() throws {
    let (files, clock, watcher) = try watchedPage("{}")
    defer { files.remove() }
    files.delete()
    #expect(mkdir(files.path, 0o755) == 0)
    #expect(changes(watcher, clock: clock, at: [500, 600, 1000, 1100]) == ["notARegularFile at 600"])
  }

  @Test func anUnchangedFileIsNeverReported() throws {
    let (files, clock, watcher) = try watchedPage("{}")
    defer { files.remove() }
    #expect(changes(watcher, clock: clock, at: Array(stride(from: 0, through: 5_000, by: 100))) == [])
  }

  @Test func aFileThatNeverStopsChangingIsReportedAfterTwoSeconds() throws {
    let (files, clock, watcher) = try watchedPage("")
    defer { files.remove() }
    var reported: [String] = []
    for (step, time) in stride(from: 500, through: 2_600, by: 50).enumerated() {
      try files.write(String(repeating: " ", count: step + 1))
      reported += changes(watcher, clock: clock, at: [time])
    }
    #expect(reported == ["saved at 2500"])
  }
}

/// With inotify: the kernel says when the file's name in its folder is written, renamed to or
/// from, created or deleted, or closed after writing; the change is reported 100 ms after the
/// last notification, without waiting for a status check.
@Suite struct PageFileWatcherNotificationTests {
  private func watcher(_ files: WatchedFolder, _ clock: ManualClock) throws -> PageFileWatcher {
    let watcher = PageFileWatcher(path: files.path, clock: clock.read)
    try #require(watcher.usesNotifications)
    return watcher
  }

  /// A page holding `text` in a fresh folder (the caller removes it), watched from 0 on a manual
  /// clock.
  private func watchedPage(_ text: String) throws -> (WatchedFolder, ManualClock, PageFileWatcher) {
    let files = try WatchedFolder()
    try files.write(text)
    let clock = ManualClock()
    return (files, clock, try watcher(files, clock))
  }

  @Test func aWriteInPlaceIsOneSave() throws {
    let (files, clock, watcher) = try watchedPage("{}")
    defer { files.remove() }
    #expect(watcher.millisecondsUntilNextPoll == 100)
    #expect(changes(watcher, clock: clock, at: [0, 100, 200]) == [], "nothing happened")
    try files.write(#"{"cards":[]}"#)
    try #require(pollUntil(watcher))
    #expect(changes(watcher, clock: clock, at: [299, 300, 400, 1000]) == ["saved at 300"])
  }

  @Test func aRenameOverTheFileIsOneSave() throws {
    let (files, clock, watcher) = try watchedPage("{}")
    defer { files.remove() }
    try files.writeByRename("[]")
    try #require(pollUntil(watcher))
    #expect(changes(watcher, clock: clock, at: [50, 100, 200, 1000]) == ["saved at 100"])
  }

  @Test func aTruncateThenAWriteIsOneSave() throws {
    let (files, clock, watcher) = try watchedPage("[1]")
    defer { files.remove() }
    files.truncate()
    try #require(pollUntil(watcher))
    clock.now = 60
    try files.write("[1, 2]")
    #expect(changes(watcher, clock: clock, at: [60, 100, 159]) == [], "the write started the quiet time again")
    #expect(changes(watcher, clock: clock, at: [160, 300, 1000]) == ["saved at 160"])
  }

  @Test func aDeletedFileIsReportedAndItsReturnIsASave() throws {
    let (files, clock, watcher) = try watchedPage("{}")
    defer { files.remove() }
    files.delete()
    try #require(pollUntil(watcher))
    #expect(changes(watcher, clock: clock, at: [100, 200, 1000]) == ["deleted at 100"])
    try files.write("{}")
    try #require(pollUntil(watcher))
    #expect(changes(watcher, clock: clock, at: [1099, 1100, 2000]) == ["saved at 1100"])
  }

  @Test func aRewriteWithTheSameSizeAndTimeIsStillASave() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("[1]")
    let before = try FileManager.default.attributesOfItem(atPath: files.path)[.modificationDate] as? Date
    let clock = ManualClock()
    let watcher = try watcher(files, clock)
    try files.write("[2]")
    try FileManager.default.setAttributes([.modificationDate: try #require(before)], ofItemAtPath: files.path)
    try #require(pollUntil(watcher))
    #expect(changes(watcher, clock: clock, at: [100]) == ["saved at 100"])
  }

  @Test func otherFilesInTheFolderAreIgnored() throws {
    let (files, clock, watcher) = try watchedPage("{}")
    defer { files.remove() }
    try files.write("{}", to: files.folder.appendingPathComponent("page.json.bak").path)
    try files.write("{}", to: files.folder.appendingPathComponent("other.json").path)
    #expect(changes(watcher, clock: clock, at: [0, 100, 200, 1000]) == [])
    #expect(!watcher.isSettling)
  }

  @Test func anEditOfALinksTargetIsASave() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    let elsewhere = files.folder.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let target = elsewhere.appendingPathComponent("real.json").path
    try files.write("{}", to: target)
    #expect(symlink(target, files.path) == 0)
    let clock = ManualClock()
    let watcher = try watcher(files, clock)
    try files.write("[]", to: target)
    try #require(pollUntil(watcher))
    #expect(changes(watcher, clock: clock, at: [100, 1000]) == ["saved at 100"])
  }

  @Test func aRemovedFolderFallsBackToStatusChecks() throws {
    let (files, clock, watcher) = try watchedPage("{}")
    files.remove()
    try #require(pollUntil(watcher) { !$0.usesNotifications }, "the folder's watch ended")
    #expect(changes(watcher, clock: clock, at: [100, 1000]) == ["deleted at 100"])
    #expect(watcher.millisecondsUntilNextPoll == 500, "the state is compared every 500 ms from now on")
  }

  /// The close of a file written in place is notified when the last copy of its descriptor goes,
  /// which a process forked meanwhile can hold past the save's report: neither restarts the quiet
  /// time nor is a save of its own.
  @Test func aCloseAfterWritingIsNoChangeOfItsOwn() throws {
    let (files, clock, watcher) = try watchedPage("{}")
    defer { files.remove() }
    let first = try files.writeAndKeepOpen("[1]")
    try #require(pollUntil(watcher))
    clock.now = 50
    #expect(close(first) == 0)
    #expect(changes(watcher, clock: clock, at: [50, 99, 100]) == ["saved at 100"], "the close at 50 changed nothing")
    clock.now = 1_000
    let second = try files.writeAndKeepOpen("[2]")
    try #require(pollUntil(watcher))
    #expect(changes(watcher, clock: clock, at: [1100]) == ["saved at 1100"])
    clock.now = 1_150
    #expect(close(second) == 0)
    #expect(changes(watcher, clock: clock, at: [1150, 1250, 2000]) == [], "one save, one report")
    #expect(!watcher.isSettling)
  }

  /// A write through a shared mapping is notified only by the close: that it changed the file's
  /// modification time makes it a save.
  @Test func aWriteThroughAMappingIsASaveWhenTheFileIsClosed() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("[1]")
    var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, files.path, &times, 0) == 0, "an old time, so that the mapped write's is another")
    let clock = ManualClock()
    let watcher = try watcher(files, clock)
    let descriptor = open(files.path, O_RDWR | O_CLOEXEC)
    try #require(descriptor >= 0)
    let mapping = try #require(mmap(nil, 3, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0))
    try #require(mapping != UnsafeMutableRawPointer(bitPattern: -1))
    mapping.storeBytes(of: UInt8(ascii: "2"), toByteOffset: 1, as: UInt8.self)
    #expect(munmap(mapping, 3) == 0)
    #expect(close(descriptor) == 0)
    try #require(pollUntil(watcher))
    #expect(changes(watcher, clock: clock, at: [99, 100]) == ["saved at 100"])
    #expect(try String(contentsOfFile: files.path, encoding: .utf8) == "[2]")
  }

  /// A poll held up after reading the clock sees a change made meanwhile; the quiet time starts
  /// when the change was seen, not at the time read before it.
  @Test func aChangeWhileAPollIsHeldUpIsNotReportedBeforeTheQuietTime() throws {
    let (files, clock, watcher) = try watchedPage("[1]")
    defer { files.remove() }
    files.truncate()
    try #require(pollUntil(watcher))
    clock.now = 50
    clock.afterNextRead = {
      #expect(throws: Never.self) { try files.write("[1, 2]") }
      clock.now = 90
    }
    #expect(watcher.poll() == nil)
    try #require(clock.afterNextRead == nil, "the poll read the clock")
    #expect(changes(watcher, clock: clock, at: [150, 189, 249]) == [], "not reported within 100 ms of the write at 90")
    #expect(changes(watcher, clock: clock, at: [250, 1000]) == ["saved at 250"])
    #expect(try String(contentsOfFile: files.path, encoding: .utf8) == "[1, 2]")
  }
}
