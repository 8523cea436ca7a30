import TangramCore

extension Viewer {
  /// Takes a template file that changed (``InputEvent/templateFile(_:)``), as a save of the page
  /// is taken: a template read well replaces the last one of its type, and every item of that
  /// type is drawn by it in place (the item at the top and the focused item kept); the status
  /// bar says `card.xml reloaded 12:03:04`. A save that cannot be read, or a deleted file, keeps
  /// the last good template, and the status bar says why until a save of it is read.
  func templateFileDidChange(_ event: TemplateFileEvent) {
    switch event.outcome {
    case .read(let template):
      status.templateNotices[event.fileName] = nil
      pageViews.registry.register(template: template)
      redrawWithRegistry()
      status.fileNotice = status.templateNotice
      status.notice = .text("\(event.fileName) reloaded \(event.time)")
    case .failed(let message):
      status.templateNotices[event.fileName] = message
      status.fileNotice = status.templateNotice
    case .deleted:
      status.templateNotices[event.fileName] = "\(event.fileName) was deleted: its last template stays"
      status.fileNotice = status.templateNotice
    }
  }

  /// Shows the page drawn with ``registry`` as it is now: laid out here, or, for a page large
  /// enough to be laid out away from the loop, drawn at once in its present layout and laid out
  /// again there (item heights follow when it is done).
  private func redrawWithRegistry() {
    let page = pageView.page
    if canLayOutInBackground(items: itemCount) {
      show(page, laidOut: pageView.layout)
      startRelayout(atWidth: pageWidth)
    } else {
      show(page)
    }
  }
}
