import TangramCore

/// Draws an item by the VirtualView template of its type (VirtualView spec §8.6, §9): the
/// template bound to the item's JSON, laid out in px of the reference device, drawn in cells.
///
/// The registry hands it its template and the page's units when it makes or reuses it; its
/// height comes from the registry's measurer, which knows the page's width.
public final class VirtualViewElement: Element {
  private var template: VVTemplate?
  /// The templates data containers take their children's from.
  private var templates = VVTemplateSet()
  /// The page each `Page` container of the template shows, by its place in the template.
  private var pages: [SourcePosition: Int] = [:]
  private var scale: UnitScale?
  private var item: Item?
  /// The last drawing, by the size it was made for (the rows Tangram gives the item follow from
  /// the item and the width): laid out and painted once per item, replayed on every frame.
  private var cached: Painting?

  /// A drawing and the size it was made for; a class, so that a frame borrows it rather than
  /// copying the lists inside.
  private final class Painting {
    let width: Int
    let height: Int
    let paint: VVPaintList

    init(width: Int, height: Int, paint: VVPaintList) {
      self.width = width
      self.height = height
      self.paint = paint
    }
  }

  /// Makes an unconfigured element.
  public init() {}

  /// One row: the real height needs the page's units, which the registry's measurer has.
  public static func height(for item: Item, width: Int, cellAspect: Double) -> Int { 1 }

  /// Takes the item to show.
  public func configure(with item: Item) {
    self.item = item
    cached = nil
  }

  /// The template to draw the item with, the set its data containers' children come from, and
  /// the page's units.
  /// Shows page `pages[position]` of each `Page` container (its first when not given).
  func show(pages: [SourcePosition: Int]) {
    guard pages != self.pages else { return }
    self.pages = pages
    cached = nil
  }

  func prepare(template: VVTemplate?, templates: VVTemplateSet, scale: UnitScale?) {
    self.template = template
    self.templates = templates
    self.scale = scale
    cached = nil
  }

  /// Forgets the last item.
  public func prepareForReuse() {
    item = nil
    pages = [:]
    cached = nil
  }

  /// Draws the template into `frame`, clipped to `clip`: laid out and painted the first time at
  /// a size, replayed after.
  public func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    if let cached, cached.width == frame.width, cached.height == frame.height {
      cached.paint.draw(into: &buffer, origin: frame, clip: clip)
      return
    }
    guard let template, let item, frame.width > 0 else { return }
    let scale = self.scale ?? UnitScale(columns: frame.width)
    let rows = VVItemLayout.givenRows(of: item, width: frame.width, scale: scale)
    let layout = VVItemLayout(
      template: template, item: item, width: frame.width, scale: scale, rows: rows, templates: templates, pages: pages)
    let paint = layout.paint(width: frame.width, height: frame.height)
    cached = Painting(width: frame.width, height: frame.height, paint: paint)
    paint.draw(into: &buffer, origin: frame, clip: clip)
  }
}
