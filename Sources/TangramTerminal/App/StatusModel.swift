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

  /// The message shown after the file name, the first that applies: `helpHint` while help is
  /// open; `yieldedPinnedCards` while pinned cards had to give way; else ``message``, led by the
  /// modes that stay in sight (``Modes``). What the page source is busy with (`activity`) leads
  /// it, and stands alone while the message only says what the page is like.
  func message(
    activity: PageActivity, modes: Modes, yieldedPinnedCards: String? = nil, helpHint: String? = nil
  ) -> String {
    if let helpHint { return helpHint }
    let message = yieldedPinnedCards ?? modes.marking(self.message)
    guard let activity = activity.statusText else { return message }
    return notice.isAboutPage && fileNotice == nil ? activity : activity + " · " + message
  }

  /// The first template file's notice, by name, while any cannot be read.
  var templateNotice: StatusNotice? {
    templateNotices.min { $0.key < $1.key }.map { .pageFile($0.value) }
  }
}

extension StatusModel {
  /// The viewer's modes that the status bar keeps in sight while something newer is said.
  struct Modes: Equatable {
    /// Layout bounds show (`x`): the message is led by `bounds · `.
    var showsLayoutBounds = false
    /// The pinned cards are hidden (`p`): the message is led by `pinned hidden · `.
    var hidesPinnedCards = false

    /// What the status bar says when layout bounds are turned on.
    static let layoutBoundsNotice = "layout bounds: x hides"
    /// What the status bar says when the pinned cards are hidden.
    static let hiddenPinnedCardsNotice = "pinned cards hidden: p shows them"

    /// `message` led by the mark of each mode that is on, unless it is the notice that turned the
    /// mode on (which says so itself).
    func marking(_ message: String) -> String {
      var marked = message
      if showsLayoutBounds, marked != Self.layoutBoundsNotice { marked = "bounds · " + marked }
      // The notice says so already, behind any other mode's mark (`bounds · `).
      if hidesPinnedCards, !marked.hasSuffix(Self.hiddenPinnedCardsNotice) { marked = "pinned hidden · " + marked }
      return marked
    }
  }
}
