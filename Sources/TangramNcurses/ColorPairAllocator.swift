/// Gives each foreground/background pair of palette colours an ncurses colour pair, on demand.
///
/// Colour numbers are what ncurses expects: palette indices, RGB values in direct mode, or -1 for
/// the terminal's default colour. Pair 0 always stands for ``defaultColors`` and is never
/// initialised. When the terminal's pairs run out, or ncurses refuses one, a request gets the
/// existing pair whose colours are nearest (pair 0 when there is none), so drawing never fails.
package final class ColorPairAllocator {
  /// A foreground and background colour number.
  package struct Colors: Hashable, Sendable {
    /// The foreground colour number, -1 for the terminal's default.
    package var foreground: Int32
    /// The background colour number, -1 for the terminal's default.
    package var background: Int32

    /// A foreground and background colour number.
    package init(foreground: Int32, background: Int32) {
      self.foreground = foreground
      self.background = background
    }
  }

  /// Defines a pair in the terminal: `(pair, foreground, background)`, true on success.
  package typealias InitPair = (Int32, Int32, Int32) -> Bool
  /// How far apart two colour numbers look; used only once the pairs have run out.
  package typealias ColorDistance = (Int32, Int32) -> Int

  /// The colours of pair 0.
  package let defaultColors: Colors
  /// The highest pair number that may be handed out.
  package let maximumPair: Int32

  private let initPair: InitPair
  private let colorDistance: ColorDistance
  private var pairs: [Colors: Int32] = [:]
  /// Pairs that really hold their colours, in allocation order (fallbacks are not listed).
  private var defined: [(colors: Colors, pair: Int32)] = []
  private var nextPair: Int32 = 1

  /// - Parameters:
  ///   - pairCount: the terminal's `COLOR_PAIRS`; pairs 1 up to `pairCount - 1` are handed out.
  ///   - defaultColors: the colours of pair 0 (`-1, -1` after `use_default_colors`).
  ///   - colorDistance: compares colour numbers when a fallback is needed; by default only equal
  ///     colours count as near.
  ///   - initPair: defines a pair in the terminal (`init_extended_pair` in production).
  package init(
    pairCount: Int,
    defaultColors: Colors = Colors(foreground: -1, background: -1),
    colorDistance: @escaping ColorDistance = { $0 == $1 ? 0 : 1 },
    initPair: @escaping InitPair
  ) {
    self.maximumPair = Int32(clamping: max(0, pairCount - 1))
    self.defaultColors = defaultColors
    self.colorDistance = colorDistance
    self.initPair = initPair
    pairs[defaultColors] = 0
  }

  /// The number of pairs defined in the terminal so far.
  package var definedCount: Int { defined.count }

  /// The pair for a foreground and background, defining it when it is new.
  package func pair(foreground: Int32, background: Int32) -> Int32 {
    let colors = Colors(foreground: foreground, background: background)
    if let known = pairs[colors] { return known }
    let pair: Int32
    if nextPair <= maximumPair, initPair(nextPair, foreground, background) {
      pair = nextPair
      nextPair += 1
      defined.append((colors, pair))
    } else {
      pair = nearestDefinedPair(to: colors)
    }
    pairs[colors] = pair
    return pair
  }

  /// Forgets every pair (for example after the terminal was reset); pair numbers restart at 1.
  package func reset() {
    pairs = [defaultColors: 0]
    defined = []
    nextPair = 1
  }

  private func nearestDefinedPair(to colors: Colors) -> Int32 {
    var best: Int32 = 0
    var bestDistance = distance(colors, defaultColors)
    for candidate in defined {
      let candidateDistance = distance(colors, candidate.colors)
      if candidateDistance < bestDistance {
        best = candidate.pair
        bestDistance = candidateDistance
      }
    }
    return best
  }

  private func distance(_ a: Colors, _ b: Colors) -> Int {
    colorDistance(a.foreground, b.foreground) + colorDistance(a.background, b.background)
  }
}
