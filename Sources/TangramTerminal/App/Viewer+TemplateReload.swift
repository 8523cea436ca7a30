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
      templateNotices[event.fileName] = nil
      registry.register(template: template)
      redrawWithRegistry()
      fileNotice = templateNotice
      notice = .text("\(event.fileName) reloaded \(event.time)")
    case .failed(let message):
      templateNotices[event.fileName] = message
      fileNotice = templateNotice
    case .deleted:
      templateNotices[event.fileName] = "\(event.fileName) was deleted: its last template stays"
      fileNotice = templateNotice
    }
  }

  /// The sticky notice of a template file that cannot be read, if any (the first by name).
  var templateNotice: StatusNotice? {
    templateNotices.min { $0.key < $1.key }.map { .pageFile($0.value) }
  }

  /// Shows the page drawn with ``registry`` as it is now: laid out here, or, for a page large
  /// enough to be laid out away from the loop, drawn at once in its present layout and laid out
  /// again there (item heights follow when it is done).
  private func redrawWithRegistry() {
    let page = pageView.page
    if layoutWorker != nil, canLayOutInBackground(items: itemCount) {
      show(page, laidOut: pageView.layout)
      startRelayout(atWidth: pageWidth)
    } else {
      show(page)
    }
  }
}
