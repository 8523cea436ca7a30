import TangramCore

extension Viewer {
  /// How often the run loop looks for more of the page while it is read, in milliseconds.
  static let readingPollMilliseconds = 30

  /// Whether the page is still being read.
  public var isReadingPage: Bool { source.reading.isReading }

  /// Takes what the page's reader has delivered: a larger snapshot of the page replaces the
  /// smaller one (keeping what the user sees, as a reload does), the status bar's progress
  /// moves, and once reading ends the page's counts are final and `pageLoaded` is posted, or
  /// the reason it stopped stays in the status bar above what was read.
  func updatePageStream() {
    guard let stream = source.reading.stream else { return }
    let delivery = stream.take()
    source.reading.progress = delivery.progress
    if let snapshot = delivery.snapshot { showMoreOfPage(snapshot) }
    if let ending = delivery.ending { finishReading(text: ending.text, failure: ending.failure) }
    if source.reading.isGoingToEnd { pageView.scroll(to: pageView.maximumOffset) }
  }

  /// Shows a larger snapshot of the page being read.
  ///
  /// A snapshot laid out at another width than the page's (made before a resize reached the
  /// reader) is passed over: the reader lays the page out again at the new width and sends the
  /// next snapshot soon, so the viewer never lays out a large page for a snapshot that will be
  /// replaced. Only the complete snapshot is laid out here when its width is not the page's.
  private func showMoreOfPage(_ snapshot: PageSnapshot) {
    guard snapshot.isComplete || snapshot.layout.width == pageWidth else { return }
    source.reading.diagnostics = snapshot.diagnostics
    loading.extend(to: snapshot.page)
    // Cards with `load` may show other items than the snapshot's: then the page is matched
    // and laid out anew, as when a load arrives.
    let isPlain = loading.loads.cards.isEmpty
    show(loading.loads.presentedPage, laidOut: isPlain ? snapshot.layout : nil, extends: isPlain)
    let page = StatusNotice.page(diagnostics: snapshot.diagnostics, notes: pageView.layout.notes)
    status.problemCount = page.problemCount
    if status.notice.isAboutPage { status.notice = page.notice }
  }

  /// The page is all read (`failure` nil), or reading stopped on an error.
  private func finishReading(text: (any PageBytes)?, failure: String?) {
    source.reading.stream = nil
    source.reading.progress = nil
    source.text.replace(with: text)
    if let failure {
      source.reading.failure = failure
      status.fileNotice = .pageFile(failure)
      // What shows is the part read before the failure: its counts are lower bounds (≥).
      source.reading.showsPartOfPage = true
    } else if events.isConnected {
      announcePageLoaded(problems: status.problemCount)
    }
    if source.reading.isGoingToEnd {
      source.reading.isGoingToEnd = false
      pageView.scroll(to: pageView.maximumOffset)
    }
    refreshInspector(newText: true)
    diagnosticsDidChange?(readDiagnostics)
  }

  /// Stops reading the page before its end: it is read again from its start (`r`, or a save,
  /// while it was read). What was read stays on screen, its counts still lower bounds, until the
  /// page read again replaces it.
  func stopReading() {
    source.reading.stop()
  }

  /// `G` while the page is read: goes to the end of what is there and follows it until the
  /// end of the page arrives; any key stops following.
  /// The page then stays at its end as it grows (a card's load arriving or failing below the
  /// screen) until the next key, click or wheel.
  func goToEnd() {
    pageView.scroll(to: pageView.maximumOffset)
    source.reading.isGoingToEnd = isReadingPage
    // The key held reading, as any key does; it now reads on at once.
    source.reading.stream?.letReadingGoOn()
    staysAtEnd = true
  }
}

extension StatusNotice {
  /// Whether the notice only says what the page is like (its problems, its wireframes, the hint),
  /// so that a larger snapshot of the page may say it anew.
  var isAboutPage: Bool {
    switch self {
    case .hint, .problems, .wireframes: return true
    default: return false
    }
  }
}
