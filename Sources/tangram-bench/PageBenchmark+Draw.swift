import TangramCore
import TangramTerminal

extension PageBenchmark {
  /// Times drawing the viewport where the page view stands into a fresh buffer, without
  /// scrolling (the part of a frame that the buffer and the elements take, leaving out
  /// mounting): the median of `framesPerPlace` draws a place, after a few unmeasured ones.
  /// Nothing is mounted or unmounted, so the element counts stay as the frames left them.
  func measureDraw(_ view: PageView, places: Int) -> Duration {
    var times: [Duration] = []
    var checksum = 0
    for index in 0..<(warmUpFrames + framesPerPlace * places) {
      let begin = clock.now()
      var buffer = Buffer(width: width, height: height)
      view.draw(into: &buffer, area: buffer.area)
      if index >= warmUpFrames { times.append(clock.now() - begin) }
      checksum &+= buffer.cell(column: 0, row: 0)?.symbol.utf8.count ?? 0
    }
    Sink.keep(checksum)
    return Statistics.percentile(times, 0.5)
  }
}
