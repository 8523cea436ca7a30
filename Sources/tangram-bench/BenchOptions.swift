/// What to benchmark: generated pages of some sizes and page files, and how.
struct BenchOptions: Equatable {
  /// Item counts of the generated pages.
  var itemCounts: [Int] = []
  /// Item counts of the generated pages of template items (`--template-items`).
  var templateItemCounts: [Int] = []
  /// Page files to load instead of (or besides) generated pages.
  var pagePaths: [String] = []
  /// Measured one-row scroll frames at each of the three places (top, middle, end).
  var framesPerPlace = 200
  /// Rounds of frames; the figures come from the round with the lowest median.
  var rounds = 5
  /// Viewport columns; 200 keeps every generated item on one row.
  var width = 200
  /// Viewport rows.
  var height = 50
  /// Measure every workload in this process instead of one child process each.
  var inProcess = false
  /// Run a single workload and print its result as one JSON line (what a child process does).
  var isWorker = false
  /// Print the usage text and exit.
  var showsHelp = false

  /// Page sizes used when neither `--items` nor a page file is given.
  static let defaultItemCounts = [1_000, 100_000, 1_000_000]

  /// The workloads, in order: generated sizes first, then template pages, then files.
  var workloads: [Workload] {
    let counts =
      itemCounts.isEmpty && pagePaths.isEmpty && templateItemCounts.isEmpty ? Self.defaultItemCounts : itemCounts
    return counts.map(Workload.generated) + templateItemCounts.map(Workload.templates) + pagePaths.map(Workload.file)
  }

  static let usage = """
    Usage: tangram-bench [--items N ...] [--template-items N ...] [--frames K] [--rounds R]
                         [--width W] [--height H] [PAGE.json ...]

    Measures, for each page: decode time, layout time, page view creation, peak RSS, and
    one-row scroll frames (scroll by one row + draw into a buffer) at the top, the middle and
    near the end of the page, in rounds (the quietest round is reported). Without pages,
    --items or --template-items, generates pages of 1000, 100000 and 1000000 text items in
    memory. Each page runs in its own process, so peak RSS is per page.

    Options:
      --items N ...     generate pages of N items (several: '--items 1000 100000',
                        '--items 1000,100000' or a repeated --items)
      --template-items N ...
                        generate pages of N items of a VirtualView template (one row each,
                        as the text items are) and compare each with the text page of the
                        same size, when there is one: first frame and frame time
      --frames K        measured frames at each of the three places (default 200)
      --rounds R        rounds of frames; the one with the lowest median counts (default 5)
      --width W         viewport columns (default 200)
      --height H        viewport rows (default 50)
      --in-process      measure every page in this process (peak RSS is then cumulative)
      --worker          measure one page and print the result as JSON (used internally)
      -h, --help        show this text

    Exit status: 0 ok, 1 frame-time criterion failed or a page failed, 2 usage.
    """

  /// Parses command-line arguments (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
    var options = BenchOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": options.showsHelp = true
      case "--in-process": options.inProcess = true
      case "--worker": options.isWorker = true
      case "--items":
        options.itemCounts += try countList(after: argument, from: &remaining)
      case "--template-items":
        options.templateItemCounts += try countList(after: argument, from: &remaining)
      case "--frames":
        options.framesPerPlace = try positiveInteger(
          takeValue(of: argument, from: &remaining), for: argument)
      case "--rounds":
        options.rounds = try positiveInteger(
          takeValue(of: argument, from: &remaining), for: argument)
      case "--width":
        options.width = try positiveInteger(
          takeValue(of: argument, from: &remaining), for: argument)
      case "--height":
        options.height = try positiveInteger(
          takeValue(of: argument, from: &remaining), for: argument)
      default:
        guard !argument.hasPrefix("-") || argument == "-" else {
          throw UsageError("unknown option '\(argument)'")
        }
        options.pagePaths.append(argument)
      }
    }
    return options
  }

  /// The value after an option.
  private static func takeValue(
    of option: String, from remaining: inout ArraySlice<String>
  ) throws(UsageError) -> String {
    guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
    return value
  }

  /// The sizes after `--items` or `--template-items`: `1000 100000` (further whole numbers
  /// belong to the option too) or `1000,100000`.
  private static func countList(
    after option: String, from remaining: inout ArraySlice<String>
  ) throws(UsageError) -> [Int] {
    var counts = try itemCounts(takeValue(of: option, from: &remaining))
    while let next = remaining.first, let more = try? itemCounts(next) {
      counts += more
      remaining.removeFirst()
    }
    return counts
  }

  /// The sizes in one `--items` value: `1000` or `1000,100000`.
  private static func itemCounts(_ value: String) throws(UsageError) -> [Int] {
    var counts: [Int] = []
    for part in value.split(separator: ",") {
      counts.append(try positiveInteger(String(part), for: "--items"))
    }
    return counts
  }

  /// A whole number above zero, or a usage error naming the option.
  private static func positiveInteger(_ text: String, for option: String) throws(UsageError) -> Int
  {
    guard let value = Int(text.filter { $0 != "_" }), value > 0 else {
      throw UsageError("\(option) needs a positive whole number, not '\(text)'")
    }
    return value
  }

  /// The arguments that make a child process measure `workload` with these settings.
  func workerArguments(for workload: Workload) -> [String] {
    var arguments = [
      "--worker", "--frames", String(framesPerPlace), "--rounds", String(rounds),
      "--width", String(width),
      "--height", String(height),
    ]
    switch workload {
    case .generated(let count): arguments += ["--items", String(count)]
    case .templates(let count): arguments += ["--template-items", String(count)]
    case .file(let path): arguments.append(path)
    }
    return arguments
  }
}

/// A page to measure.
enum Workload: Equatable {
  /// A page of that many text items, generated in memory.
  case generated(Int)
  /// A page of that many items of the benchmark's VirtualView template, generated in memory.
  case templates(Int)
  /// A page file.
  case file(String)

  /// How the workload is named in the report.
  var label: String {
    switch self {
    case .generated(let count): return "\(count) items"
    case .templates(let count): return "\(count) template items"
    case .file(let path): return path
    }
  }
}

/// A wrong command line.
struct UsageError: Error, Equatable {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
