import TangramCore

/// Reduces 24-bit colours to terminal palette indices. Pure: no terminal is involved.
package enum ColorPalette {
  /// The six channel levels of the xterm 6x6x6 colour cube (indices 16-231).
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// xterm's default shades of the 16 ANSI colours. Terminals theme these, so they are a guess.
  static let ansiColors: [Color] = [
    Color(rgb: 0x000000), Color(rgb: 0xCD0000), Color(rgb: 0x00CD00), Color(rgb: 0xCDCD00),
    Color(rgb: 0x0000EE), Color(rgb: 0xCD00CD), Color(rgb: 0x00CDCD), Color(rgb: 0xE5E5E5),
    Color(rgb: 0x7F7F7F), Color(rgb: 0xFF0000), Color(rgb: 0x00FF00), Color(rgb: 0xFFFF00),
    Color(rgb: 0x5C5CFF), Color(rgb: 0xFF00FF), Color(rgb: 0x00FFFF), Color(rgb: 0xFFFFFF),
  ]

  /// The nearest entry of the xterm 256-colour cube or grey ramp (16-255), by squared RGB distance.
  ///
  /// The 16 ANSI entries are never chosen, since their shades depend on the terminal's theme.
  /// A colour that is exactly a cube or ramp entry maps to that entry.
  package static func nearest256(_ color: Color) -> Int {
    let channels = [Int(color.red), Int(color.green), Int(color.blue)]
    let cubeSteps = channels.map(nearestCubeStep)
    let cubeIndex = 16 + 36 * cubeSteps[0] + 6 * cubeSteps[1] + cubeSteps[2]
    let cubeDistance = zip(channels, cubeSteps).reduce(0) { sum, pair in
      let difference = pair.0 - cubeLevels[pair.1]
      return sum + difference * difference
    }
    // The grey closest to a colour is the ramp entry closest to the mean of its channels.
    let mean = Double(channels.reduce(0, +)) / 3
    let greyStep = min(23, max(0, Int(((mean - 8) / 10).rounded())))
    let greyLevel = 8 + 10 * greyStep
    let greyDistance = channels.reduce(0) { $0 + ($1 - greyLevel) * ($1 - greyLevel) }
    return greyDistance < cubeDistance ? 232 + greyStep : cubeIndex
  }

  /// The nearest of the first `count` ANSI colours (8 or 16), by squared RGB distance.
  package static func nearestANSI(_ color: Color, count: Int = 16) -> Int {
    let candidates = ansiColors.prefix(max(1, min(16, count)))
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in candidates.enumerated() {
      let distance = squaredDistance(color, candidate)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  /// The RGB value of an xterm 256-colour index (0-255), using xterm's default ANSI shades.
  package static func color(ofIndex index: Int) -> Color {
    switch index {
    case ..<0:
      return .black
    case 0..<16:
      return ansiColors[index]
    case 16..<232:
      let cube = index - 16
      return Color(
        red: UInt8(cubeLevels[cube / 36]), green: UInt8(cubeLevels[(cube / 6) % 6]),
        blue: UInt8(cubeLevels[cube % 6]))
    case 232..<256:
      let level = UInt8(8 + 10 * (index - 232))
      return Color(red: level, green: level, blue: level)
    default:
      return .white
    }
  }

  /// The squared distance between two colours in RGB space.
  package static func squaredDistance(_ a: Color, _ b: Color) -> Int {
    let red = Int(a.red) - Int(b.red)
    let green = Int(a.green) - Int(b.green)
    let blue = Int(a.blue) - Int(b.blue)
    return red * red + green * green + blue * blue
  }

  private static func nearestCubeStep(_ channel: Int) -> Int {
    var best = 0
    for step in 1..<cubeLevels.count
    where abs(cubeLevels[step] - channel) < abs(cubeLevels[best] - channel) {
      best = step
    }
    return best
  }
}
