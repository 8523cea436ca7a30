/// A band of screen rows that the next frame shows moved up or down as they are, as scrolling
/// the page by a few lines does.
///
/// The run loop hands it to the backend (``Backend/moveRows(_:)``) as soon as a line key is
/// read, before the frame is drawn: a terminal moves the rows with a scroll region and a line
/// feed, so the scroll shows at once, and the frame that follows writes only the rows that came
/// into view and whatever else changed. The frame stays the truth: a move that turns out not to
/// match it is simply written over.
public struct RowMove: Equatable, Sendable {
  /// The screen rows that scroll: the moved content and the rows it leaves behind.
  public var band: Range<Int>
  /// How many rows the content moves up (negative: down); less than the band's height.
  public var distance: Int

  /// A move of the rows of `band` by `distance` rows up (negative: down), or nil when that
  /// moves nothing that stays in the band.
  public init?(band: Range<Int>, distance: Int) {
    guard distance != 0, abs(distance) < band.count else { return nil }
    self.band = band
    self.distance = distance
  }

  /// The same move of the band `rows` further down the screen (for an area that starts there).
  package func movedDown(by rows: Int) -> RowMove {
    var move = self
    move.band = (band.lowerBound + rows)..<(band.upperBound + rows)
    return move
  }

  /// The rows of the band that show content from before the move.
  public var keptRows: Range<Int> {
    distance > 0 ? band.lowerBound..<(band.upperBound - distance) : (band.lowerBound - distance)..<band.upperBound
  }

  /// The rows of the band that the move leaves blank, to be drawn.
  public var exposedRows: Range<Int> {
    distance > 0 ? (band.upperBound - distance)..<band.upperBound : band.lowerBound..<(band.lowerBound - distance)
  }
}
