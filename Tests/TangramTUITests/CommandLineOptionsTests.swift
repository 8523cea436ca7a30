import TangramTestSupport
import Testing

@testable import tangram_tui

@Suite struct CommandLineOptionsTests {
  @Test func defaultsOpenTheViewer() throws {
    let options = try CommandLineOptions.parse(["page.json"])
    #expect(options.mode == .view)
    #expect(options.pagePath == "page.json")
    #expect(options.width == 80 && options.height == 24 && !options.strict)
  }

  @Test func dumpWithSizeAndKeys() throws {
    let options = try CommandLineOptions.parse(
      ["--dump", "--width=120", "--height", "0", "--keys", "j j", "--keys=G", "--strict", "-"])
    #expect(options.mode == .dump)
    #expect(options.width == 120 && options.height == 0)
    #expect(options.keys == "j j G")
    #expect(options.strict)
    #expect(options.pagePath == "-")
  }

  @Test func noWatchKeepsThePageAsFirstRead() throws {
    #expect(try CommandLineOptions.parse(["page.json"]).watchesPage)
    #expect(try !CommandLineOptions.parse(["--no-watch", "page.json"]).watchesPage)
    #expect(HelpText.usage.contains("  --no-watch            do not reload the page when its file is saved"))
  }

  /// Each option of the viewer and of `check` sets what it says, and nothing set leaves the
  /// defaults.
  @Test func eachOptionSetsItsSetting() throws {
    let plain = try CommandLineOptions.parse(["page.json"])
    #expect(!plain.clock && !plain.mergesMargins && plain.useMouse && plain.useAlternateScreen && !plain.updatesSnapshots)
    #expect(plain.eventsPath == nil && plain.problemsPath == nil && plain.typesPaths.isEmpty && plain.templateFolders.isEmpty)
    let options = try CommandLineOptions.parse([
      "--clock", "--events", "ev.jsonl", "--merge-margins", "--problems", "p.txt", "--types", "a.json", "--types=b.json",
      "--vv-templates", "t1", "--vv-templates", "t2", "--no-mouse", "--no-alt-screen", "--design-width", "750", "page.json",
    ])
    #expect(options.clock && options.mergesMargins && !options.useMouse && !options.useAlternateScreen)
    #expect(options.eventsPath == "ev.jsonl" && options.problemsPath == "p.txt")
    #expect(options.typesPaths == ["a.json", "b.json"] && options.templateFolders == ["t1", "t2"])
    #expect(options.designWidth == 750 && options.pagePath == "page.json")
    let check = try CommandLineOptions.parse(["check", "--snapshots", "snaps", "--update", "--jobs", "3", "pages"])
    #expect(check.snapshotsPath == "snaps" && check.updatesSnapshots && check.jobs == 3)
    #expect(throws: CommandLineOptions.UsageError(message: "--snapshots and --update are for check")) { try CommandLineOptions.parse(["--update", "page.json"]) }
  }

  @Test func doubleDashEndsOptions() throws {
    let options = try CommandLineOptions.parse(["--no-color", "--", "--weird.json"])
    #expect(options.pagePath == "--weird.json")
    #expect(options.color == .never)
  }

  @Test func helpAndVersionNeedNoPage() throws {
    #expect(try CommandLineOptions.parse(["--help"]).mode == .help)
    #expect(try CommandLineOptions.parse(["-V"]).mode == .version)
    #expect(try CommandLineOptions.parse(["page.json", "-h"]).mode == .help)
  }

  @Test(arguments: [
    (["--bogus", "p.json"], "unknown option '--bogus'"),
    ([], "no page file given"),
    (["a.json", "b.json"], "only one page file can be given ('a.json' and 'b.json')"),
    (["--width", "0", "p.json"], "--width needs a whole number of at least 1, not '0'"),
    (["--height"], "option '--height' needs a value"),
    (["--dump=yes", "p.json"], "option '--dump' takes no value"),
    (["--design-width", "-3", "p.json"], "--design-width needs a positive number, not '-3'"),
    (["--design-width", "0", "p.json"], "--design-width needs a positive number, not '0'"),
    (["--dump", "--width", "100000", "--height", "0", "p.json"], "--width is at most 10000 columns, not '100000'"),
    (["--dump", "--height", "4000001", "p.json"], "--height is at most 4000000 rows, not '4000001'"),
    (
      ["--dump", "--height", "5000", "--width", "1000", "p.json"],
      "--width 1000 × --height 5000 is 5000000 cells; a screen is at most 4000000 cells (--height 0 prints the whole page)"
    ),
    (
      ["--dump", "--height=50001", "p.json"],
      "--width 80 × --height 50001 is 4000080 cells; a screen is at most 4000000 cells (--height 0 prints the whole page)"
    ),
  ])
  func usageErrors(_ arguments: [String], _ message: String) {
    #expect(throws: CommandLineOptions.UsageError(message: message)) {
      try CommandLineOptions.parse(arguments)
    }
  }

  @Test func sizesUpToTheLimitsAreAccepted() throws {
    let widest = try CommandLineOptions.parse(["--dump", "--width", "10000", "--height", "400", "p.json"])
    #expect(widest.width == 10_000 && widest.height == 400)
    let wholePage = try CommandLineOptions.parse(["--dump", "--width", "10000", "--height", "0", "p.json"])
    #expect(wholePage.width == 10_000 && wholePage.height == 0)
    #expect(try CommandLineOptions.parse(["--dump", "--height", "50000", "p.json"]).height == 50_000)
  }

  @Test func helpStatesTheSizeLimits() {
    #expect(HelpText.usage.contains("columns for --dump (default 80, at most 10000)"))
    #expect(
      HelpText.usage.contains(
        "rows for --dump, status bar included (default 24; width × height at most 4000000); 0 prints the whole page"))
  }

  /// The usage lines open `--help`: one for each way to run the program, the first after
  /// `Usage:` and the others under it.
  @Test func helpOpensWithEveryUsageLine() {
    let lines = HelpText.usage.split(separator: "\n", omittingEmptySubsequences: false).prefix(HelpText.synopsis.count + 1)
    #expect(Array(lines) == [
      "Usage: tangram-tui [options] PAGE.json",
      "       tangram-tui --dump [--format text|ansi|svg|html] [--width W] [--height H] [--keys KEYS] PAGE.json",
      "       tangram-tui diff [--dump [--format text|json|svg|html]] [--width W] OLD.json NEW.json",
      "       tangram-tui check [--strict] [--format text|json|junit] [--snapshots DIR [--update]] PAGE.json|DIR ...",
      "",
    ])
  }

  @Test func helpListsEveryOptionAndKey() {
    let help = HelpText.usage
    for option in CommandLineOptions.table {
      for name in option.names { #expect(help.contains(name)) }
    }
    #expect(help.contains("PgDn Space f ^F"))
  }

  @Test func aMistypedKeyInTheScriptIsAUsageErrorThatSuggestsTheName() throws {
    let page = repositoryRoot().appendingPathComponent("Examples/sticky.json")
    do {
      _ = try dump(page, keys: "j PgDown")
      Issue.record("a mistyped key was replayed")
    } catch let failure as Failure {
      #expect(failure.code == .usage)
      #expect(failure.message == "cannot read key 'PgDown' in --keys (did you mean 'PgDn'?)")
    }
  }
}
