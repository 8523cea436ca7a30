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

  @Test func doubleDashEndsOptions() throws {
    let options = try CommandLineOptions.parse(["--no-color", "--", "--weird.json"])
    #expect(options.pagePath == "--weird.json")
    #expect(!options.useColor)
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
  ])
  func usageErrors(_ arguments: [String], _ message: String) {
    #expect(throws: CommandLineOptions.UsageError(message: message)) {
      try CommandLineOptions.parse(arguments)
    }
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
