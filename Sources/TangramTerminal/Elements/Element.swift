import TangramCore

/// A view that draws one item into cells (an iOS *element*, an Android *cell view*).
///
/// Elements are made by an ``ElementRegistry``'s ``ElementFactory``, measured before they exist
/// (``height(for:width:cellAspect:)``, Tangram's `+heightByModel:`), configured with an item,
/// drawn into a ``Buffer`` and recycled through a reuse pool as the page scrolls. The lifecycle hooks have empty default bodies.
public protocol Element: AnyObject {
  /// Makes an unconfigured element.
  init()

  /// Whether items drawn by this element take focus and can be clicked even without an
  /// `action` field. False unless the element says so.
  static var isClickable: Bool { get }

  /// Rows the item needs when it is `width` columns wide. A cell is `cellAspect` times as wide
  /// as it is tall (0.5 on most terminals).
  static func height(for item: Item, width: Int, cellAspect: Double) -> Int

  /// Columns the item takes when its card lets it wrap its content (a fix card without a
  /// `width`), at most `available`. All of `available` unless the element says otherwise.
  static func width(for item: Item, available: Int, cellAspect: Double) -> Int

  /// What is wrong with the item's business fields, with paths relative to the item
  /// (`rating`, `tags[1]`). Checked once per item while the page is decoded; no problems unless
  /// the element says so (``PropsElement`` checks its props).
  static func diagnostics(for item: Item) -> [Diagnostic]

  /// Takes the item to show. Called on a new element and on every reuse.
  func configure(with item: Item)

  /// Draws the element into `frame` of `buffer`, touching no cell outside `clip`.
  func draw(into buffer: inout Buffer, frame: Rect, clip: Rect)

  /// Called before a pooled element is handed out again.
  func prepareForReuse()

  /// Called when the element's item comes into the mounted range; `count` is how many times
  /// it came before (0 the first time).
  func didEnterViewport(count: Int)

  /// Called when the element's item leaves the mounted range, before it goes to the pool.
  func didLeaveViewport()

  /// Hands the element the page's event bus and its item's context when it is mounted (as
  /// Tangram's factories hand elements the bus), so it can post events of its own.
  func didMount(on bus: EventBus, context: EventContext)

  /// Hands the element the bus, the viewer's timers (the clock auto-scrolling pagers run on,
  /// Android's `TimerSupport`) and its item's context when it is mounted, so it can run a
  /// countdown; a timer it registers is its own to unregister when it leaves the viewport. The
  /// default calls ``didMount(on:context:)``.
  func didMount(on bus: EventBus, timers: TimerScheduler, context: EventContext)
}

extension Element {
  /// Not clickable without an `action`.
  public static var isClickable: Bool { false }
  /// All of `available`: no width of its own.
  public static func width(for item: Item, available: Int, cellAspect: Double) -> Int { available }
  /// No problems.
  public static func diagnostics(for item: Item) -> [Diagnostic] { [] }
  /// Does nothing.
  public func prepareForReuse() {}
  /// Does nothing.
  public func didEnterViewport(count: Int) {}
  /// Does nothing.
  public func didLeaveViewport() {}
  /// Does nothing.
  public func didMount(on bus: EventBus, context: EventContext) {}
  /// Hands over the bus only.
  public func didMount(on bus: EventBus, timers: TimerScheduler, context: EventContext) {
    didMount(on: bus, context: context)
  }
}
