import TangramCore

/// What the status bar says besides the position, in one place: the file's name, the newest
/// notice, the sticky notices about the page's file and its template files, and how many
/// problems the page has.
struct StatusModel {
  /// Shown at the left of the status bar (sanitised).
  var fileName: String
  /// What the status bar says after the file name (set by whatever happened last).
  var notice: StatusNotice
  /// A sticky notice about the page's file (a save that is not valid JSON, a deleted file): shown
  /// in place of ``notice`` until the file is read well again.
  var fileNotice: StatusNotice?
  /// What each template file that cannot be read says (`card.xml:3:7: message`), by file name,
  /// shown until a save of it is read.
  var templateNotices: [String: String] = [:]
  /// Problems found in the page, counted in the `pageLoaded` event.
  var problemCount: Int

  /// The message shown after the file name: the sticky notice about the page's file, else the
  /// newest notice.
  var message: String { (fileNotice ?? notice).text }

  /// Says `event`, unless a newer event is said already: the viewer says its own clicks as it
  /// posts them, and events posted before a click but delivered after it do not cover it.
  mutating func say(_ event: Event) {
    if case .event(let shown) = notice, shown.sequence > event.sequence { return }
    notice = .event(event)
  }

  /// The first template file's notice, by name, while any cannot be read.
  var templateNotice: StatusNotice? {
    templateNotices.min { $0.key < $1.key }.map { .pageFile($0.value) }
  }
}
