import Testing
import TangramNcurses

/// Records the pairs an allocator defines.
private final class PairRecorder {
  var defined: [(pair: Int32, foreground: Int32, background: Int32)] = []
  var refuse: Set<Int32> = []

  func initPair(_ pair: Int32, _ foreground: Int32, _ background: Int32) -> Bool {
    if refuse.contains(pair) { return false }
    defined.append((pair, foreground, background))
    return true
  }
}

@Suite struct ColorPairAllocatorTests {
  @Test func defaultColorsUsePairZeroWithoutDefiningIt() {
    let recorder = PairRecorder()
    let allocator = ColorPairAllocator(pairCount: 256, initPair: recorder.initPair)
    #expect(allocator.pair(foreground: -1, background: -1) == 0)
    #expect(recorder.defined.isEmpty)
  }

  @Test func pairsAreDefinedOnceAndReused() {
    let recorder = PairRecorder()
    let allocator = ColorPairAllocator(pairCount: 256, initPair: recorder.initPair)
    #expect(allocator.pair(foreground: 196, background: -1) == 1)
    #expect(allocator.pair(foreground: 21, background: 254) == 2)
    #expect(allocator.pair(foreground: 196, background: -1) == 1)
    #expect(allocator.pair(foreground: -1, background: 254) == 3)
    #expect(allocator.pair(foreground: 21, background: 254) == 2)
    #expect(recorder.defined.map(\.pair) == [1, 2, 3])
    #expect(recorder.defined[1].foreground == 21 && recorder.defined[1].background == 254)
    #expect(allocator.definedCount == 3)
  }

  @Test func exhaustionFallsBackToTheNearestDefinedPair() {
    let recorder = PairRecorder()
    let allocator = ColorPairAllocator(
      pairCount: 3, colorDistance: { abs(Int($0) - Int($1)) }, initPair: recorder.initPair)
    #expect(allocator.pair(foreground: 10, background: 100) == 1)
    #expect(allocator.pair(foreground: 50, background: 200) == 2)
    // Pairs 1 and 2 are all there is: the nearest one stands in, nothing new is defined.
    #expect(allocator.pair(foreground: 12, background: 101) == 1)
    #expect(allocator.pair(foreground: 49, background: 190) == 2)
    #expect(allocator.pair(foreground: -1, background: -1) == 0)
    #expect(recorder.defined.count == 2)
    // The stand-in is remembered.
    #expect(allocator.pair(foreground: 12, background: 101) == 1)
  }

  @Test func withExactDistanceOnlyExhaustionFallsBackToPairZero() {
    let recorder = PairRecorder()
    let allocator = ColorPairAllocator(pairCount: 2, initPair: recorder.initPair)
    #expect(allocator.pair(foreground: 1, background: 2) == 1)
    #expect(allocator.pair(foreground: 3, background: 4) == 0)
  }

  @Test func noPairsAtAll() {
    let recorder = PairRecorder()
    let allocator = ColorPairAllocator(pairCount: 0, initPair: recorder.initPair)
    #expect(allocator.pair(foreground: 1, background: 2) == 0)
    #expect(recorder.defined.isEmpty)
  }

  @Test func aRefusedPairFallsBackAndItsNumberIsNotSkipped() {
    let recorder = PairRecorder()
    recorder.refuse = [1]
    let allocator = ColorPairAllocator(pairCount: 16, initPair: recorder.initPair)
    #expect(allocator.pair(foreground: 5, background: 6) == 0)
    recorder.refuse = []
    #expect(allocator.pair(foreground: 7, background: 8) == 1)
  }

  @Test func resetStartsOver() {
    let recorder = PairRecorder()
    let allocator = ColorPairAllocator(pairCount: 16, initPair: recorder.initPair)
    _ = allocator.pair(foreground: 1, background: 2)
    _ = allocator.pair(foreground: 3, background: 4)
    allocator.reset()
    #expect(allocator.pair(foreground: 3, background: 4) == 1)
    #expect(allocator.definedCount == 1)
  }

  @Test func defaultColorsStayPairZeroAfterReset() {
    let recorder = PairRecorder()
    let allocator = ColorPairAllocator(pairCount: 16, initPair: recorder.initPair)
    _ = allocator.pair(foreground: 1, background: 2)
    allocator.reset()
    #expect(allocator.pair(foreground: -1, background: -1) == 0)
    #expect(allocator.pair(foreground: 1, background: 2) == 1)
    #expect(recorder.defined.map(\.pair) == [1, 1])
  }

  @Test func customDefaultColors() {
    let recorder = PairRecorder()
    let allocator = ColorPairAllocator(
      pairCount: 16, defaultColors: .init(foreground: 7, background: 0), initPair: recorder.initPair)
    #expect(allocator.pair(foreground: 7, background: 0) == 0)
    #expect(allocator.pair(foreground: -1, background: -1) == 1)
  }
}
