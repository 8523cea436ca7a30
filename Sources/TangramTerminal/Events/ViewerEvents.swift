import TangramCore

/// The viewer's side of the event bus: the bus its page posts to, the log of what the bus
/// delivered (the `e` overlay), and whoever else listens (`--events`, `--problems`).
struct ViewerEvents {
  /// The page's event bus: the page view posts to it, the viewer drains it once per frame.
  let bus = EventBus()
  /// The viewer's subscriptions to the topics it logs.
  var subscriptions: [Subscription] = []
  /// Recent events, for the `e` overlay.
  var log = EventLog()
  /// Receives every event as it is delivered (`--events` writes them out).
  var sink: ((Event) -> Void)?
  /// Told the page's diagnostics when they are complete again after the viewer is made.
  var diagnosticsDidChange: (([Diagnostic]) -> Void)?
  /// Whether the page view posts to the bus yet: from the viewer's first event or frame on.
  var isConnected = false
}
