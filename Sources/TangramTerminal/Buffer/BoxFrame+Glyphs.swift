extension BoxFrame {
  /// The characters of a frame's corners and edges, one terminal column each.
  struct Glyphs: Hashable, Sendable {
    var topLeft: String
    var topRight: String
    var bottomLeft: String
    var bottomRight: String
    var horizontal: String
    var vertical: String

    /// `┌─┐ │ └─┘`
    static let light = Glyphs(
      topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// `┏━┓ ┃ ┗━┛`
    static let heavy = Glyphs(
      topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
    /// `╔═╗ ║ ╚═╝`
    static let double = Glyphs(
      topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
    /// `╭─╮ │ ╰─╯`
    static let rounded = Glyphs(
      topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    /// `┌╌┐ ╎ └╌┘`
    static let dashed = Glyphs(
      topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "╌", vertical: "╎")
  }
}
