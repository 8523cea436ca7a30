import TangramCore
import TangramReading
import TangramTerminal

/// Watches the template files the viewer draws with and reads a file again once a save of it is
/// over, as ``PageFileWatcher`` does for the page: a template read well goes into the shared
/// registry (so the page read again later uses it) and to the viewer; a save that cannot be
/// read, or a deleted file, is reported and the last good template stays.
///
/// A few files are watched with inotify, each through its folder; more than
/// ``notifiedFileLimit`` have their state compared every ``PageFileWatcher/statusCheckMilliseconds``
/// instead, which keeps within the kernel's limit on inotify instances.
final class TemplateWatcher {
  /// The most files watched with inotify.
  static let notifiedFileLimit = 16

  private let watched: [(file: TemplateFolder.File, watcher: PageFileWatcher)]
  private let maximumFileSize: Int
  private let registry: SharedRegistry

  /// Watches `files`, putting templates read well into `registry`; with inotify when
  /// `usesNotifications` says (nil: when there are few files).
  init(
    files: [TemplateFolder.File], maximumFileSize: Int, registry: SharedRegistry, clock: @escaping () -> Int,
    usesNotifications: Bool? = nil
  ) {
    let notifies = usesNotifications ?? (files.count <= Self.notifiedFileLimit)
    watched = files.map { ($0, PageFileWatcher(path: $0.path, clock: clock, usesNotifications: notifies)) }
    self.maximumFileSize = maximumFileSize
    self.registry = registry
  }

  /// The files of the template folders `options` names, as the registry read them.
  static func files(for options: CommandLineOptions) -> [TemplateFolder.File] {
    options.templateFolderPaths.flatMap { TemplateFolder(path: $0, maximumFileSize: options.maximumFileSize).files() ?? [] }
  }

  /// Looks for saves; the first template file whose save is over, read again, or nil.
  func poll(at time: () -> TimeOfDay) -> TemplateFileEvent? {
    for (file, watcher) in watched {
      guard let change = watcher.poll() else { continue }
      // The status bar has room for the file's name, not its folders.
      let name = FilePath.lastComponent(of: file.path)
      let outcome: TemplateFileEvent.Outcome
      switch change {
      case .deleted:
        outcome = .deleted
      case .notARegularFile:
        outcome = .failed("\(name) is no longer a regular file: its last template stays")
      case .saved:
        let read = TemplateFolder.read(file, maximumFileSize: maximumFileSize)
        if let template = read.template {
          registry.register(template: template)
          outcome = .read(template)
        } else {
          outcome = .failed(name + (read.failure ?? "") + "; the last good template stays")
        }
      }
      return TemplateFileEvent(fileName: name, outcome: outcome, time: time())
    }
    return nil
  }

  /// Milliseconds until ``poll(at:)`` should be called again.
  /// The watchers' inotify descriptors.
  var descriptors: [Int32] { watched.compactMap(\.watcher.descriptor) }

  /// Milliseconds until the next poll is due when a loop also wakes on ``descriptors``; nil
  /// when none is.
  var millisecondsUntilTimedPoll: Int? {
    watched.compactMap(\.watcher.millisecondsUntilTimedPoll).min()
  }

  var millisecondsUntilNextPoll: Int {
    watched.map(\.watcher.millisecondsUntilNextPoll).min() ?? .max
  }
}
