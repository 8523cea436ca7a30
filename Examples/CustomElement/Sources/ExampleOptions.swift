/// `custom-element-example [--dump] [--width N] [--height N] [page.json]`.
struct ExampleOptions: Equatable {
  var dump = false
  /// Read the page a piece at a time (``LazyPageExample``).
  var lazy = false
  var width = 80
  var height = 24
  var pagePath: String?

  static let usage = "usage: custom-element-example [--dump] [--lazy] [--width N] [--height N] [page.json]"

  /// Reads the command-line arguments (without the program name).
  static func parse(_ arguments: [String]) throws(ExampleFailure) -> ExampleOptions {
    var options = ExampleOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--dump": options.dump = true
      case "--lazy": options.lazy = true
      case "--width": options.width = try size(after: argument, in: &remaining)
      case "--height": options.height = try size(after: argument, in: &remaining)
      case _ where argument.hasPrefix("-"): throw ExampleFailure(message: "unknown option \(argument)\n\(usage)")
      default: options.pagePath = argument
      }
    }
    return options
  }

  private static func size(after option: String, in remaining: inout ArraySlice<String>) throws(ExampleFailure)
    -> Int
  {
    guard let text = remaining.popFirst(), let value = Int(text), value > 0 else {
      throw ExampleFailure(message: "\(option) needs a positive number\n\(usage)")
    }
    return value
  }
}
