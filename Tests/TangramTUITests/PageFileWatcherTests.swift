import Foundation
import Glibc
import TangramTerminal
import Testing

@testable import tangram_tui

/// A clock that moves only when the test says.
final class ManualClock {
  var now = 0
  func read() -> Int { now }
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
}

/// Polls `watcher` at the times given; the changes reported, with their times.
private func changes(_ watcher: PageFileWatcher, clock: ManualClock, at times: [Int]) -> [String] {
  times.compactMap { time in
    clock.now = time
    return watcher.poll().map { "\($0) at \(time)" }
  }
}

/// Waits until the kernel has delivered a notification the watcher took (inotify queues them as
/// the writing call returns; the bound is only a guard), without moving the manual clock.
private func waitForNotification(_ watcher: PageFileWatcher) -> Bool {
  let deadline = ContinuousClock.now.advanced(by: .seconds(2))
  while ContinuousClock.now < deadline {
    if watcher.poll() != nil || watcher.isSettling { return true }
    usleep(1_000)
  }
  return false
}

/// Without inotify: the file's inode, size and modification time are compared every 500 ms, and
/// a change is reported once the file has not changed for 100 ms.
@Suite struct PageFileWatcherStatusTests {
  @Test func aWriteIsOneSaveOnceTheFileStopsChanging() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("{}")
    let clock = ManualClock()
    let watcher = PageFileWatcher(path: files.path, clock: clock.read, usesNotifications: false)
    #expect(!watcher.usesNotifications)
    try files.write(#"{"cards":[]}"#)
    #expect(watcher.millisecondsUntilNextPoll == 500)
    #expect(changes(watcher, clock: clock, at: [0, 499, 500, 599, 600, 700, 1000, 1100, 1500, 2000]) == ["saved at 600"])
  }

  @Test func aRenameOverTheFileIsASave() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("{}")
    let clock = ManualClock()
    let watcher = PageFileWatcher(path: files.path, clock: clock.read, usesNotifications: false)
    try files.writeByRename("{}")
    #expect(changes(watcher, clock: clock, at: [500, 600, 1000, 1100]) == ["saved at 600"])
  }

  @Test func aTruncateThenAWriteIsOneSaveOfTheWrittenFile() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("[1]")
    let clock = ManualClock()
    let watcher = PageFileWatcher(path: files.path, clock: clock.read, usesNotifications: false)
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
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("{}")
    let clock = ManualClock()
    let watcher = PageFileWatcher(path: files.path, clock: clock.read, usesNotifications: false)
    files.delete()
    #expect(changes(watcher, clock: clock, at: [500, 600, 1000, 1500]) == ["deleted at 600"])
    try files.write("{}")
    #expect(changes(watcher, clock: clock, at: [2000, 2099, 2100, 2500]) == ["saved at 2100"])
  }

  @Test func aFolderInPlaceOfTheFileIsNotAFile() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("{}")
    let clock = ManualClock()
    let watcher = PageFileWatcher(path: files.path, clock: clock.read, usesNotifications: false)
    files.delete()
    #expect(mkdir(files.path, 0o755) == 0)
    #expect(changes(watcher, clock: clock, at: [500, 600, 1000, 1100]) == ["notARegularFile at 600"])
  }

  @Test func anUnchangedFileIsNeverReported() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("{}")
    let clock = ManualClock()
    let watcher = PageFileWatcher(path: files.path, clock: clock.read, usesNotifications: false)
    #expect(changes(watcher, clock: clock, at: Array(stride(from: 0, through: 5_000, by: 100))) == [])
  }

  @Test func aFileThatNeverStopsChangingIsReportedAfterTwoSeconds() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("")
    let clock = ManualClock()
    let watcher = PageFileWatcher(path: files.path, clock: clock.read, usesNotifications: false)
    var reported: [String] = []
    for (step, time) in stride(from: 500, through: 2_600, by: 50).enumerated() {
      try files.write(String(repeating: " ", count: step + 1))
      reported += changes(watcher, clock: clock, at: [time])
    }
    #expect(reported == ["saved at 2500"])
  }
}

/// With inotify: the kernel says when the file's name in its folder is written, renamed to or
/// from, created or deleted; the change is reported 100 ms after the last notification, without
/// waiting for a status check.
@Suite struct PageFileWatcherNotificationTests {
  private func watcher(_ files: WatchedFolder, _ clock: ManualClock) throws -> PageFileWatcher {
    let watcher = PageFileWatcher(path: files.path, clock: clock.read)
    try #require(watcher.usesNotifications)
    return watcher
  }

  @Test func aWriteInPlaceIsOneSave() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("{}")
    let clock = ManualClock()
    let watcher = try watcher(files, clock)
    #expect(watcher.millisecondsUntilNextPoll == 100)
    #expect(changes(watcher, clock: clock, at: [0, 100, 200]) == [], "nothing happened")
    try files.write(#"{"cards":[]}"#)
    try #require(waitForNotification(watcher))
    #expect(changes(watcher, clock: clock, at: [299, 300, 400, 1000]) == ["saved at 300"])
  }

  @Test func aRenameOverTheFileIsOneSave() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("{}")
    let clock = ManualClock()
    let watcher = try watcher(files, clock)
    try files.writeByRename("[]")
    try #require(waitForNotification(watcher))
    #expect(changes(watcher, clock: clock, at: [50, 100, 200, 1000]) == ["saved at 100"])
  }

  @Test func aTruncateThenAWriteIsOneSave() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("[1]")
    let clock = ManualClock()
    let watcher = try watcher(files, clock)
    files.truncate()
    try #require(waitForNotification(watcher))
    clock.now = 60
    try files.write("[1, 2]")
    #expect(changes(watcher, clock: clock, at: [60, 100, 159]) == [], "the write started the quiet time again")
    #expect(changes(watcher, clock: clock, at: [160, 300, 1000]) == ["saved at 160"])
  }

  @Test func aDeletedFileIsReportedAndItsReturnIsASave() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("{}")
    let clock = ManualClock()
    let watcher = try watcher(files, clock)
    files.delete()
    try #require(waitForNotification(watcher))
    #expect(changes(watcher, clock: clock, at: [100, 200, 1000]) == ["deleted at 100"])
    try files.write("{}")
    try #require(waitForNotification(watcher))
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
    try #require(waitForNotification(watcher))
    #expect(changes(watcher, clock: clock, at: [100]) == ["saved at 100"])
  }

  @Test func otherFilesInTheFolderAreIgnored() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    try files.write("{}")
    let clock = ManualClock()
    let watcher = try watcher(files, clock)
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
    try #require(waitForNotification(watcher))
    #expect(changes(watcher, clock: clock, at: [100, 1000]) == ["saved at 100"])
  }

  @Test func aRemovedFolderFallsBackToStatusChecks() throws {
    let files = try WatchedFolder()
    try files.write("{}")
    let clock = ManualClock()
    let watcher = try watcher(files, clock)
    files.remove()
    try #require(waitForNotification(watcher))
    #expect(!watcher.usesNotifications)
    #expect(changes(watcher, clock: clock, at: [100, 1000]) == ["deleted at 100"])
    #expect(watcher.millisecondsUntilNextPoll == 500, "the state is compared every 500 ms from now on")
  }
}
