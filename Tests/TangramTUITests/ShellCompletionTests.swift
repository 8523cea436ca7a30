import Foundation
import TangramTerminal
import Testing

@testable import tangram_tui

/// The completion scripts, run in the shells themselves on partial command lines, in a folder
/// holding `a.json`, `notes.txt` and the folders `assets` and `pages`.
@Suite struct ShellCompletionTests {
  // MARK: bash

  @Test(arguments: [
    (["--lo"], ["--loader-dir"]),
    (["--no"], ["--no-color", "--no-mouse", "--no-alt-screen", "--no-watch"]),
    (["--completions", ""], ["bash", "zsh", "fish"]),
    (["--completions", "=", "z"], ["zsh"]),
    (["--keys", "Pg"], ["PgDn", "PgUp"]),
    (["--keys", "=", "S-"], ["S-Up", "S-Down", "S-Left", "S-Right", "S-Tab"]),
    (["--keys", "\\<"], ["\\<"]),
    (["--width", ""], []),
    (["--max-size", ""], []),
  ])
  func bashOffersTheseWords(_ words: [String], _ offered: [String]) throws {
    #expect(try bashCompletions(words) == offered)
  }

  @Test func bashOffersEveryBoundKeyForKeysQuotedForTheShell() throws {
    let offered = try bashCompletions(["--keys", ""])
    #expect(offered.map { $0.replacing("\\", with: "") } == KeyMap.scriptNames)
    #expect(offered.contains("\\<") && offered.contains("\\?") && offered.contains("/") && offered.contains("C-n"))
  }

  @Test func bashOffersEveryOptionAndNothingElseForADash() throws {
    #expect(try bashCompletions(["-"]) == CommandLineOptions.table.flatMap(\.names))
  }

  @Test(arguments: [
    (["--loader-dir", ""], ["assets", "pages"]),
    (["--loader-dir", "p"], ["pages"]),
    (["--events", ""], ["a.json", "assets", "notes.txt", "pages"]),
    (["--problems", "=", "n"], ["notes.txt"]),
    ([""], ["a.json", "assets", "check", "diff", "pages"]),
    (["d"], ["diff"]),
    (["diff", ""], ["a.json", "assets", "pages"]),
    (["--dump", "a"], ["a.json", "assets"]),
    (["--", ""], ["a.json", "assets", "pages"]),
    (["--", "--l"], []),
  ])
  func bashOffersTheseFiles(_ words: [String], _ offered: [String]) throws {
    #expect(try bashCompletions(words).sorted() == offered)
  }

  // MARK: zsh and fish

  @Test func zshReadsItsScript() throws {
    let zsh = try #require(installedProgram("zsh"), "zsh is needed to check its completions (make deps)")
    let script = try written(ShellCompletion.zsh, suffix: "_tangram-tui")
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try runProgram(zsh, ["-n", script.path], environment: [:])
    #expect(result.status == 0 && result.errors == "")
  }

  @Test func zshHasASpecForEveryOptionName() {
    let specs = ShellCompletion.zsh.split(separator: "\n").filter { $0.hasPrefix("    '-") || $0.hasPrefix("    '(") }
      .map { line in
        let spec = line.dropFirst(5)
        let name = spec.hasPrefix("(") ? spec.drop { $0 != ")" }.dropFirst() : spec
        return String(name.prefix { $0 != "[" && $0 != "=" })
      }
    #expect(specs == CommandLineOptions.table.flatMap(\.names))
    #expect(ShellCompletion.zsh.contains(#"'--loader-dir=[read the files cards'\'' "load" names from DIR (default\: the page'\''s folder)]:DIR:_files -/'"#))
    #expect(ShellCompletion.zsh.contains(":SHELL:(bash zsh fish)'"))
  }

  @Test func fishReadsItsScript() throws {
    let fish = try #require(installedProgram("fish"), "fish is needed to check its completions (make deps)")
    let script = try written(ShellCompletion.fish, suffix: "tangram-tui.fish")
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try runProgram(fish, ["--no-config", "-n", script.path], environment: [:])
    #expect(result.status == 0 && result.errors == "")
  }

  @Test(arguments: [
    ("tangram-tui --lo", ["--loader-dir"]),
    ("tangram-tui --completions ", ["bash", "fish", "zsh"]),
    ("tangram-tui --loader-dir ", ["assets/", "pages/"]),
    ("tangram-tui --events n", ["notes.txt"]),
    ("tangram-tui ", ["a.json", "assets/", "check", "diff", "pages/"]),
    // A flag takes no value: what follows it is completed as the command's first word.
    ("tangram-tui --dump ", ["a.json", "assets/", "check", "diff", "pages/"]),
    ("tangram-tui diff ", ["a.json", "assets/", "pages/"]),
    ("tangram-tui --keys S-", ["S-Down", "S-Left", "S-Right", "S-Tab", "S-Up"]),
    ("tangram-tui --width ", []),
  ])
  func fishOffersTheseWords(_ commandLine: String, _ offered: [String]) throws {
    #expect(try fishCompletions(commandLine).sorted() == offered)
  }

  @Test func fishOffersEveryOptionAndEveryBoundKey() throws {
    #expect(Set(try fishCompletions("tangram-tui -")) == Set(CommandLineOptions.table.flatMap(\.names)))
    #expect(Set(try fishCompletions("tangram-tui --keys ")) == Set(KeyMap.scriptNames))
  }

  @Test func theProgramPrintsEachScript() throws {
    for shell in CompletionShell.allCases {
      let result = try runTangram(["--completions", shell.rawValue])
      #expect(result.status == 0)
      #expect(result.output == ShellCompletion.script(for: shell))
    }
    let wrong = try runTangram(["--completions", "tcsh"])
    #expect(wrong.status == 2)
    #expect(wrong.errorLines.first == "tangram-tui: --completions needs one of bash, zsh or fish, not 'tcsh'")
  }

  // MARK: Running the shells

  /// What bash's completion function leaves in `COMPREPLY` for `tangram-tui WORDS`, the last
  /// word being completed (split as bash splits them: `--keys=x` is `--keys`, `=`, `x`).
  private func bashCompletions(_ words: [String]) throws -> [String] {
    let bash = try #require(installedProgram("bash"))
    let script = try written(ShellCompletion.bash, suffix: "tangram-tui.bash")
    let folder = try sampleFolder()
    defer {
      try? FileManager.default.removeItem(at: script)
      try? FileManager.default.removeItem(at: folder)
    }
    let call = #"source "$1"; shift; COMP_WORDS=(tangram-tui "$@"); COMP_CWORD=$#; _tangram_tui; printf '%s\n' "${COMPREPLY[@]}""#
    let result = try runProgram(
      bash, ["--norc", "--noprofile", "-c", call, "bash", script.path] + words, environment: ["PATH": "/usr/bin:/bin"],
      directory: folder)
    #expect(result.status == 0)
    #expect(result.errors == "")
    return result.output.split(separator: "\n").map(String.init)
  }

  /// What fish's `complete -C` offers for `commandLine`, without the descriptions.
  private func fishCompletions(_ commandLine: String) throws -> [String] {
    let fish = try #require(installedProgram("fish"), "fish is needed to check its completions (make deps)")
    let script = try written(ShellCompletion.fish, suffix: "tangram-tui.fish")
    let folder = try sampleFolder()
    defer {
      try? FileManager.default.removeItem(at: script)
      try? FileManager.default.removeItem(at: folder)
    }
    let result = try runProgram(
      fish, ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script.path, commandLine],
      environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path], directory: folder)
    #expect(result.status == 0)
    return result.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
  }

  private func sampleFolder() throws -> URL {
    let folder = try temporaryFolder()
    for name in ["assets", "pages"] {
      try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
    }
    for name in ["a.json", "notes.txt"] {
      _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data("{}".utf8))
    }
    return folder
  }

  private func written(_ script: String, suffix: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(suffix)")
    try script.write(to: file, atomically: true, encoding: .utf8)
    return file
  }
}
