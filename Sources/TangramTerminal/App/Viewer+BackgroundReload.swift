import TangramCore

/// Reads the page again away from the viewer's loop, as it was read at first: a piece at a time,
/// its cards keeping their items as text in the file.
package protocol BackgroundPageReloader {
  /// Starts reading the page again, laid out `width` columns wide; the inbox gets the snapshots
  /// and the end (the whole page, or why it could not be read).
  func startReading(width: Int) -> PageStreamInbox
}

/// What asked for a page to be read again.
enum ReloadCause {
  /// `r`, when this many cards' loads had failed.
  case key(failedLoads: Int)
  /// A save of the page's file, at this local time.
  case save(TimeOfDay)
}

extension Viewer {
  /// Reads the page again for `cause`: away from the loop with a ``backgroundReloader``, else
  /// here, before the next frame. The page on screen stays as it is until the new one is all
  /// read; a page that cannot be read leaves it so. A page still being read stops being read:
  /// it is read again from its start.
  func reloadPage(for cause: ReloadCause) {
    if let backgroundReader = source.reload.backgroundReader {
      if isReadingPage { stopReading() }
      source.reload.current?.inbox.cancel()
      source.reload.current = (backgroundReader.startReading(width: pageWidth), cause)
      return
    }
    guard let reader = source.reload.reader else { return }
    switch reader() {
    case .success(let decoded):
      showReloaded(
        decoded.page, diagnostics: decoded.diagnostics, laidOut: nil, bytes: decoded.text.map(MemoryPageBytes.init),
        for: cause)
    case .failure(let error):
      noteFailedReload(for: cause, message: error.message)
    }
  }

  /// Waits until the page being read again (if it is) has been read to its end, or could not
  /// be, for ``update(wholePage:)`` to show it; whether it was being read. For a caller with
  /// nothing else to do meanwhile (`--dump`).
  package func waitForReloadToEnd() -> Bool {
    guard let (inbox, _) = source.reload.current else { return false }
    inbox.waitUntilFinished()
    return true
  }

  /// Takes what the page read again has delivered: once it is all read, it replaces the page on
  /// screen (laid out by the reader), or the status bar says why it could not be read.
  func updateReloading() {
    guard let (inbox, cause) = source.reload.current else { return }
    inbox.requestWidth(pageWidth)
    let delivery = inbox.take()
    source.reload.progress = delivery.progress
    guard let ending = delivery.ending else { return }
    source.reload.current = nil
    source.reload.progress = nil
    if let failure = ending.failure {
      noteFailedReload(for: cause, message: failure)
      return
    }
    guard let snapshot = delivery.snapshot else { return }
    showReloaded(snapshot.page, diagnostics: snapshot.diagnostics, laidOut: snapshot.layout, bytes: ending.text, for: cause)
  }

  /// Shows the page read again for `cause`; only real problems count (unregistered types drawn
  /// as wireframes are information).
  private func showReloaded(
    _ page: Page, diagnostics: [Diagnostic], laidOut: LaidOutPage?, bytes: (any PageBytes)?, for cause: ReloadCause
  ) {
    let problems = diagnostics.filter(\.isProblem).map(\.description)
    replacePage(with: page, problems: problems, laidOut: laidOut, bytes: bytes)
    source.reading.diagnostics = diagnostics
    diagnosticsDidChange?(diagnostics)
    noteReload(for: cause, problems: problems)
    compareAgain(withReloaded: page)
  }

  private func noteReload(for cause: ReloadCause, problems: [String]) {
    let reloaded: String
    switch cause {
    case .key(let failedLoads):
      guard problems.isEmpty, failedLoads > 0 else { return }
      // A load notice: what the loads then do replaces it.
      status.notice = .load("reloaded; \(failedLoads == 1 ? "1 failed load starts" : "\(failedLoads) failed loads start") over")
      return
    case .save(let time):
      reloaded = "reloaded \(time)"
    }
    status.notice = .text(
      problems.first.map { "\(reloaded), \(ProblemSummary.initialMessage(count: problems.count, first: $0))" }
        ?? reloaded)
  }

  private func noteFailedReload(for cause: ReloadCause, message: String) {
    switch cause {
    case .key(let failedLoads):
      status.notice = .text("reload failed: \(message)")
      guard failedLoads > 0 else { return }
      // The file could not be read again: the failed loads are still worth another try.
      let retried = loading.retryFailedLoads()
      status.notice = .text("reload failed: \(message); retrying \(retried.count) load\(retried.count == 1 ? "" : "s")")
      announceLoads(retried)
    case .save: status.fileNotice = .pageFile(message)
    }
  }
}
