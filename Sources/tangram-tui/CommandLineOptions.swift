import TangramTerminal

/// Everything the command line can say.
struct CommandLineOptions: Equatable {
  enum Mode: Equatable {
    case view
    case dump
    case help
    case version
    /// Print the manual page, as roff.
    case manual
    /// Print the completion script for a shell.
    case completions(CompletionShell)

    /// Whether the mode only prints something about the program, so needs no page.
    var describesProgram: Bool {
      switch self {
      case .view, .dump: false
      case .help, .version, .manual, .completions: true
      }
    }
  }

  var mode: Mode = .view
  /// The command named by the first argument; nil to view (or dump) one page.
  var subcommand: Subcommand?
  /// The page file; `-` is standard input.
  var pagePath: String?
  /// A subcommand's operands: the two pages of `diff`, the pages and folders of `check`.
  var operands: [String] = []
  /// `--format` as given, checked against the command's formats once the command is known.
  var formatName: String?
  /// Where `check` keeps the pages' screens (`--snapshots`).
  var snapshotsPath: String?
  /// Whether `check` writes the snapshots instead of comparing (`--update`).
  var updatesSnapshots = false
  /// How many pages `check` reads at once (`--jobs`); nil: one per processor.
  var jobs: Int?
  var width = ScreenLimits.standardScreen.columns
  /// Terminal rows for `--dump`; 0 prints the whole page.
  var height = ScreenLimits.standardScreen.rows
  var keys = ""
  var strict = false
  /// `--color` (`--no-color` is `.never`).
  var color = ColorChoice.auto
  /// What `--dump` prints.
  var format = DumpFormat.text
  var useMouse = true
  var useAlternateScreen = true
  var designWidth = 375.0
  var clock = false
  /// Where `--events` writes every event as a JSON line; `-` is standard error.
  var eventsPath: String?
  var mergesMargins = false
  /// Where the files named by cards' `load` are; the page's folder when nil.
  var loaderDirectory: String?
  /// The largest page or loaded file read, in bytes (`--max-size`).
  var maximumFileSize = FileReader.defaultMaximumSize
  /// Where `--problems` writes every problem of the page, one per line.
  var problemsPath: String?
  /// Whether the viewer reloads the page when its file is saved (`--no-watch`: no).
  var watchesPage = true
  /// Item types the app registers (`--alias`), in the order given.
  var aliases = ItemTypeAliases()
  /// Files of item types the app registers (`--types`), read before the page.
  var typesPaths: [String] = []
  /// Folders of VirtualView templates (`--vv-templates`), read before the page.
  var templateFolders: [String] = []

  /// A command line that cannot be understood.
  struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// One option of the table that drives parsing, `--help`, the manual page and the shell
  /// completions.
  struct Option: Sendable {
    var names: [String]
    var valueName: String?
    /// What the value is, for options with a ``valueName``.
    var valueKind: ValueKind = .text
    var summary: String
    var apply: @Sendable (inout CommandLineOptions, String) throws(UsageError) -> Void
  }

  static let table: [Option] = [
    Option(names: ["--dump"], summary: "print the screen instead of opening the viewer (as text unless --format says otherwise)") { options, _ in
      options.mode = .dump
    },
    Option(names: ["--width"], valueName: "N", valueKind: .number, summary: "columns for --dump (default 80, at most \(ScreenLimits.maximumColumns))") {
      options, value throws(UsageError) in
      options.width = try integer(value, option: "--width", minimum: 1, maximum: ScreenLimits.maximumColumns, unit: "columns")
    },
    Option(
      names: ["--height"], valueName: "N", valueKind: .number,
      summary: "rows for --dump, status bar included (default 24; width × height at most \(ScreenLimits.maximumCells)); 0 prints the whole page"
    ) { options, value throws(UsageError) in
      options.height = try integer(value, option: "--height", minimum: 0, maximum: ScreenLimits.maximumCells, unit: "rows")
    },
    Option(
      names: ["--format"], valueName: "FORMAT", valueKind: .choice(formatNames),
      summary: "what --dump prints: text (default), ansi (colours as escape sequences, for less -R), svg or html (a picture); "
        + "diff --dump: text, json, svg or html; check: text, json or junit"
    ) { options, value in
      options.formatName = value
    },
    Option(
      names: ["--color"], valueName: "WHEN", valueKind: .choice(ColorChoice.allCases.map(\.rawValue)),
      summary: "auto (default: as the terminal and NO_COLOR say), always (even with NO_COLOR) or never"
    ) { options, value throws(UsageError) in
      options.color = try choice(value, option: "--color")
    },
    Option(names: ["--keys"], valueName: "KEYS", valueKind: .keys, summary: "keys to replay before --dump prints, e.g. \"j j PgDn G\"; text in double quotes is typed as it is: '\"/big sale\" Enter n'") { options, value in
      options.keys += (options.keys.isEmpty ? "" : " ") + value
    },
    Option(names: ["--clock"], summary: "with --dump: let time pass for auto-scrolling pagers (wait:MS in --keys)") { options, _ in
      options.clock = true
    },
    Option(names: ["--events"], valueName: "FILE", valueKind: .file, summary: "write every event as one JSON object per line to FILE ('-': standard error)") {
      options, value in
      options.eventsPath = value
    },
    Option(names: ["--loader-dir"], valueName: "DIR", valueKind: .directory, summary: "read the files cards' \"load\" names from DIR (default: the page's folder)") {
      options, value in
      options.loaderDirectory = value
    },
    Option(names: ["--merge-margins"], summary: "between stacked cards, use the larger margin instead of both") { options, _ in
      options.mergesMargins = true
    },
    Option(names: ["--problems"], valueName: "FILE", valueKind: .file, summary: "write every problem of the page, one per line, to FILE") {
      options, value in
      options.problemsPath = value
    },
    Option(names: ["--max-size"], valueName: "BYTES", valueKind: .byteSize, summary: "refuse pages and loaded files larger than BYTES (suffixes K, M, G; default 1G)") {
      options, value throws(UsageError) in
      guard let size = ByteSize.parse(value) else {
        throw UsageError(message: "--max-size needs a number of bytes such as 500K, 64M or 2G, not '\(value)'")
      }
      options.maximumFileSize = size
    },
    Option(
      names: ["--alias"], valueName: "TYPE=ELEMENT",
      summary: "draw item type TYPE as the app registers it: text, image, or wireframe (known, not a problem); repeatable"
    ) { options, value throws(UsageError) in
      switch ItemTypeAliases.entry(value) {
      case .success(let entry) where value.contains("="): options.aliases.entries.append(entry)
      case .success: throw UsageError(message: "--alias needs TYPE=ELEMENT (text, image or wireframe), not '\(value)'")
      case .failure(let error): throw UsageError(message: "--alias \(value): \(error.reason)")
      }
    },
    Option(
      names: ["--types"], valueName: "FILE", valueKind: .file,
      summary: "read item types the app registers from FILE, one a line: TYPE=text|image|wireframe, or TYPE (known); repeatable"
    ) { options, value in
      options.typesPaths.append(value)
    },
    Option(
      names: ["--vv-templates"], valueName: "DIR", valueKind: .directory,
      summary: "draw items by the VirtualView templates (*.xml) in DIR, typed by its templatelist.properties; repeatable"
    ) { options, value in
      options.templateFolders.append(value)
    },
    Option(
      names: ["--snapshots"], valueName: "DIR", valueKind: .directory,
      summary: "check: compare each page's screen (--width, --height, --keys) with DIR/PAGE.txt, or .svg with --format svg"
    ) { options, value in
      options.snapshotsPath = value
    },
    Option(names: ["--jobs"], valueName: "N", valueKind: .number, summary: "check: read N pages at once (default: one per processor)") {
      options, value throws(UsageError) in
      options.jobs = try integer(value, option: "--jobs", minimum: 1, maximum: 1024, unit: "pages at once")
    },
    Option(names: ["--update"], summary: "check --snapshots: write the snapshots instead of comparing them") { options, _ in
      options.updatesSnapshots = true
    },
    Option(names: ["--strict"], summary: "fail (exit 65) listing the problems instead of showing the page") { options, _ in
      options.strict = true
    },
    Option(names: ["--no-color"], summary: "no colours (also when NO_COLOR is set); the same as --color never") { options, _ in
      options.color = .never
    },
    Option(names: ["--no-mouse"], summary: "leave the mouse to the terminal") { options, _ in
      options.useMouse = false
    },
    Option(names: ["--no-alt-screen"], summary: "draw on the normal screen, not the alternate one") { options, _ in
      options.useAlternateScreen = false
    },
    Option(names: ["--no-watch"], summary: "do not reload the page when its file is saved") { options, _ in
      options.watchesPage = false
    },
    Option(names: ["--design-width"], valueName: "N", valueKind: .number, summary: "design units across the screen (default 375)") {
      options, value throws(UsageError) in
      guard let number = Double(value), number > 0, number.isFinite else {
        throw UsageError(message: "--design-width needs a positive number, not '\(value)'")
      }
      options.designWidth = number
    },
    Option(names: ["--manual"], summary: "print the manual page as roff (read it with: tangram-tui --manual | man -l -)") {
      options, _ in
      options.mode = .manual
    },
    Option(
      names: ["--completions"], valueName: "SHELL", valueKind: .choice(CompletionShell.allCases.map(\.rawValue)),
      summary: "print the completion script for SHELL (\(CompletionShell.namesInProse))"
    ) { options, value throws(UsageError) in
      guard let shell = CompletionShell(rawValue: value) else {
        throw UsageError(message: "--completions needs one of \(CompletionShell.namesInProse), not '\(value)'")
      }
      options.mode = .completions(shell)
    },
    Option(names: ["-h", "--help"], summary: "show this help") { options, _ in options.mode = .help },
    Option(names: ["-V", "--version"], summary: "show the version") { options, _ in options.mode = .version },
  ]

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
    var options = CommandLineOptions()
    var explicitMode: Mode?
    var index = 0
    var onlyOperands = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if index == 1, let subcommand = Subcommand(rawValue: argument) {
        options.subcommand = subcommand
        continue
      }
      if options.subcommand != nil, onlyOperands || argument == "-" || !argument.hasPrefix("-") {
        options.operands.append(argument)
        continue
      }
      if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
        guard options.pagePath == nil else {
          throw UsageError(message: "only one page file can be given ('\(options.pagePath!)' and '\(argument)')")
        }
        options.pagePath = argument
        continue
      }
      if argument == "--" {
        onlyOperands = true
        continue
      }
      let (name, inlineValue) = split(argument)
      guard let option = table.first(where: { $0.names.contains(name) }) else {
        throw UsageError(message: "unknown option '\(name)'")
      }
      var value = ""
      if option.valueName != nil {
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError(message: "option '\(name)' needs a value")
        }
      } else if inlineValue != nil {
        throw UsageError(message: "option '\(name)' takes no value")
      }
      try option.apply(&options, value)
      if options.mode.describesProgram { explicitMode = options.mode }
    }
    if let explicitMode {
      options.mode = explicitMode
      return options
    }
    if let subcommand = options.subcommand {
      try options.checkOperands(of: subcommand)
      return options
    }
    if options.snapshotsPath != nil || options.updatesSnapshots {
      throw UsageError(message: "--snapshots and --update are for check")
    }
    options.format = try choice(options.formatName ?? DumpFormat.text.rawValue, option: "--format")
    if options.pagePath == nil {
      throw UsageError(message: "no page file given")
    }
    if options.format != .text, options.mode != .dump {
      throw UsageError(message: "--format is for --dump")
    }
    if options.format.isPicture, options.height == 0 {
      throw UsageError(message: "--format \(options.format.rawValue) draws one screen; --height 0 is for text and ansi")
    }
    guard ScreenLimits.allows(columns: options.width, rows: options.height) else {
      throw UsageError(
        message: "--width \(options.width) × --height \(options.height) is \(options.width * options.height) cells; "
          + "a screen is at most \(ScreenLimits.maximumCells) cells (--height 0 prints the whole page)")
    }
    return options
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The case of `Choice` named `value`.
  static func choice<Choice: RawRepresentable & CaseIterable>(_ value: String, option: String)
    throws(UsageError) -> Choice where Choice.RawValue == String
  {
    guard let choice = Choice(rawValue: value) else {
      let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(message: "\(option) is one of \(names), not '\(value)'")
    }
    return choice
  }

  /// Every format some command prints, for the shell completions.
  static let formatNames: [String] =
    (DumpFormat.allCases.map(\.rawValue) + DiffFormat.allCases.map(\.rawValue) + CheckFormat.allCases.map(\.rawValue))
    .reduce(into: []) { names, name in if !names.contains(name) { names.append(name) } }

  private static func integer(
    _ value: String, option: String, minimum: Int, maximum: Int, unit: String
  ) throws(UsageError) -> Int {
    guard let number = Int(value), number >= minimum else {
      throw UsageError(message: "\(option) needs a whole number of at least \(minimum), not '\(value)'")
    }
    guard number <= maximum else {
      throw UsageError(message: "\(option) is at most \(maximum) \(unit), not '\(value)'")
    }
    return number
  }
}
