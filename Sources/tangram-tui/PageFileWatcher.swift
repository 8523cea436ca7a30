import Dispatch
import Glibc
import TangramTerminal

/// Watches the page's file and reports a save once it is over: one report for the several
/// writes, renames and notifications of one save, and none while the file is still changing.
///
/// It never blocks and never sleeps: the run loop calls ``poll()`` at least every
/// ``millisecondsUntilNextPoll``, and time is what the injected clock says, so tests drive it
/// with explicit polls and a clock of their own.
///
/// Where inotify works, the kernel's notifications about the file's name in its folder say that
/// something happened (``DirectoryNotifications``; a close after writing only if the file's
/// state changed too); elsewhere, and if the folder itself goes away, the file's
/// ``PageFileState`` (inode, size, modification time) is compared every
/// ``statusCheckMilliseconds``. Either way a change starts a settling time: the state is looked
/// at on every poll, and the change is reported once nothing happened for
/// ``quietMilliseconds`` (a save that truncates, then writes, is reported once, written), or
/// after ``longestSettlingMilliseconds`` for a file that never stops changing.
final class PageFileWatcher {
  /// How long the file must stay as it is before a change is reported.
  static let quietMilliseconds = 100
  /// The longest a change waits for the file to stop changing.
  static let longestSettlingMilliseconds = 2_000
  /// How often the file's state is compared without inotify.
  static let statusCheckMilliseconds = 500
  /// How often inotify's notifications are read while nothing is happening.
  static let notificationCheckMilliseconds = 100

  private let path: String
  private let clock: () -> Int
  private var notifications: DirectoryNotifications?
  /// The state last reported (at first, the state when watching began).
  private var reported: PageFileState
  /// When the state is next compared without inotify.
  private var nextStatusCheck: Int
  /// A change seen and not yet reported: when it began, when the file last changed, and its
  /// state then.
  private var settling: (began: Int, lastChanged: Int, state: PageFileState)?

  /// Starts watching the file at `path`, with inotify unless `usesNotifications` is false.
  ///
  /// - Parameters:
  ///   - clock: milliseconds on a monotonic clock.
  ///   - state: the file's state to compare with, taken earlier (before the page was read, so
  ///     that a save since then is seen: inotify misses it, the state checks do not); nil: now.
  init(path: String, clock: @escaping () -> Int, usesNotifications: Bool = true, state: PageFileState? = nil) {
    self.path = path
    self.clock = clock
    self.reported = state ?? .of(path: path)
    self.nextStatusCheck = clock() + Self.statusCheckMilliseconds
    if usesNotifications {
      notifications = DirectoryNotifications(watching: Self.namesToWatch(for: path))
    }
    // A save since the given state came before inotify watched: it settles as any other does.
    if state != nil {
      let current = PageFileState.of(path: path)
      if current != reported {
        let now = clock()
        settling = (now, now, current)
      }
    }
  }

  /// Whether inotify tells of changes (else the file's state is compared every
  /// ``statusCheckMilliseconds``).
  var usesNotifications: Bool { notifications?.isWorking ?? false }

  /// Whether a change was seen and waits for the file to stop changing.
  var isSettling: Bool { settling != nil }

  /// Looks for changes; the change of a save that is over, or nil.
  func poll() -> PageFileChange? {
    var news = DirectoryNotifications.News.nothing
    let checksStatus: Bool
    if let notifications {
      news = notifications.takeNotifications()
      // The folder went away: compare states from now on.
      checksStatus = !notifications.isWorking
      if checksStatus { self.notifications = nil }
    } else {
      checksStatus = clock() >= nextStatusCheck
    }
    guard news != .nothing || checksStatus || settling != nil else { return nil }
    let state = PageFileState.of(path: path)
    // Read once the notifications and the state are in hand: whatever they show happened by
    // then, so the quiet time never starts before a change (a poll held up under load sees
    // changes made while it waited).
    let now = clock()
    if checksStatus { nextStatusCheck = now + Self.statusCheckMilliseconds }
    // A close after writing is a change only if the state shows one (a write through a
    // mapping): it can come long after the save it ends.
    if var current = settling {
      if news == .changed || state != current.state {
        current.lastChanged = now
        current.state = state
      }
      settling = current
    } else if news == .changed || state != reported {
      settling = (now, now, state)
    }
    guard let current = settling,
      now - current.lastChanged >= Self.quietMilliseconds || now - current.began >= Self.longestSettlingMilliseconds
    else { return nil }
    settling = nil
    let previous = reported
    reported = current.state
    // A file that is still missing, or still not a regular file, is nothing new.
    if current.state.change != .saved, current.state.change == previous.change { return nil }
    return current.state.change
  }

  /// Milliseconds until ``poll()`` should be called again.
  /// The inotify descriptor, readable when the file's folder changes, while notifications work.
  var descriptor: Int32? { notifications?.isWorking == true ? notifications?.descriptor : nil }

  /// Milliseconds until the next poll is due when a loop also wakes on ``descriptor``: nil while
  /// notifications work and no change is settling (the descriptor says when to poll).
  var millisecondsUntilTimedPoll: Int? {
    if settling == nil, descriptor != nil { return nil }
    return millisecondsUntilNextPoll
  }

  var millisecondsUntilNextPoll: Int {
    let now = clock()
    if let settling {
      let due = min(settling.lastChanged + Self.quietMilliseconds, settling.began + Self.longestSettlingMilliseconds)
      return max(1, due - now)
    }
    if notifications != nil { return Self.notificationCheckMilliseconds }
    return max(1, nextStatusCheck - now)
  }

  /// The file's folder and name, and where a symbolic link leads if elsewhere (an edit of the
  /// link's target is a save too).
  private static func namesToWatch(for path: String) -> [(folder: String, name: String)] {
    let given = folderAndName(of: path)
    let resolved = folderAndName(of: FilePath.resolvingLinks(path))
    return resolved == given ? [given] : [given, resolved]
  }

  private static func folderAndName(of path: String) -> (folder: String, name: String) {
    let folder = FilePath.folder(of: path)
    return (folder.isEmpty ? "." : folder, FilePath.lastComponent(of: path))
  }
}
