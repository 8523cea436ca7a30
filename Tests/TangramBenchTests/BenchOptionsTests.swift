import Testing

@testable import tangram_bench

/// The benchmark's command line: page sizes in every spelling the usage text gives, errors that
/// name the option, and the arguments a child process is started with.
@Suite struct BenchOptionsTests {
  @Test func sizesAreReadInEverySpellingOfTheUsage() throws {
    let spaced = try BenchOptions.parse(["--items", "1000", "100000", "page.json"])
    #expect(spaced.itemCounts == [1000, 100_000])
    #expect(spaced.pagePaths == ["page.json"])
    #expect(try BenchOptions.parse(["--items", "1000,100_000"]).itemCounts == [1000, 100_000])
    #expect(try BenchOptions.parse(["--items", "7", "--items", "8"]).itemCounts == [7, 8])
    #expect(try BenchOptions.parse(["--template-items", "5", "6"]).templateItemCounts == [5, 6])
  }

  @Test func withoutPagesTheDefaultSizesAreMeasured() throws {
    #expect(try BenchOptions.parse([]).workloads == [.generated(1_000), .generated(100_000), .generated(1_000_000)])
    #expect(try BenchOptions.parse(["--template-items", "9"]).workloads == [.templates(9)])
    #expect(
      try BenchOptions.parse(["a.json", "--items", "3", "--template-items", "4"]).workloads
        == [.generated(3), .templates(4), .file("a.json")])
  }

  /// Without options, the settings are the defaults the usage text names.
  @Test func theDefaultsAreTheOnesTheUsageNames() throws {
    let options = try BenchOptions.parse([])
    #expect((options.framesPerPlace, options.rounds, options.width, options.height) == (200, 5, 200, 50))
    #expect(!options.inProcess && !options.isWorker && !options.showsHelp)
    for text in ["(default 200)", "(default 5)", "viewport columns (default 200)", "viewport rows (default 50)"] {
      #expect(BenchOptions.usage.contains(text))
    }
  }

  @Test func settingsAndFlags() throws {
    let options = try BenchOptions.parse([
      "--frames", "7", "--rounds", "2", "--width", "80", "--height", "24", "--in-process", "-h",
    ])
    #expect(options.framesPerPlace == 7)
    #expect(options.rounds == 2)
    #expect((options.width, options.height) == (80, 24))
    #expect(options.inProcess && options.showsHelp && !options.isWorker)
    #expect(try BenchOptions.parse(["-"]).pagePaths == ["-"])
  }

  @Test func wrongCommandLinesNameTheOption() {
    #expect(throws: UsageError("unknown option '--fast'")) { try BenchOptions.parse(["--fast"]) }
    #expect(throws: UsageError("--frames needs a value")) { try BenchOptions.parse(["--frames"]) }
    #expect(throws: UsageError("--width needs a positive whole number, not '0'")) {
      try BenchOptions.parse(["--width", "0"])
    }
    #expect(throws: UsageError("--items needs a positive whole number, not 'x'")) {
      try BenchOptions.parse(["--items", "3,x"])
    }
  }

  /// A child process is told the same settings and exactly its one workload.
  @Test(arguments: [Workload.generated(12), .templates(34), .file("p.json")])
  func aWorkersArgumentsGiveBackItsWorkload(workload: Workload) throws {
    let options = try BenchOptions.parse(["--frames", "9", "--rounds", "3", "--width", "90", "--height", "30"])
    let worker = try BenchOptions.parse(options.workerArguments(for: workload))
    #expect(worker.isWorker)
    #expect(worker.workloads == [workload])
    #expect(worker.framesPerPlace == 9 && worker.rounds == 3 && worker.width == 90 && worker.height == 30)
  }

  @Test func workloadLabels() {
    #expect(Workload.generated(1000).label == "1000 items")
    #expect(Workload.templates(5).label == "5 template items")
    #expect(Workload.file("x/p.json").label == "x/p.json")
  }
}

/// The exit status the usage text gives for a page that failed, 1, from a worker too (a worker
/// given two pages is a usage error: `BenchToolTests`).
@Suite struct BenchExitStatusTests {
  @Test func aWorkerWhosePageFailsExitsWithOne() throws {
    #expect(runWorker(try BenchOptions.parse(["--worker", "/nonexistent/page.json"])) == 1)
  }
}
