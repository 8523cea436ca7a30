/// A command line and what it does: the manual page's EXAMPLES.
struct UsageExample: Equatable, Sendable {
  var command: String
  var explanation: String

  static let all = [
    UsageExample(command: "tangram-tui page.json", explanation: "Open the viewer on page.json."),
    UsageExample(command: "curl -s https://example.com/page.json | tangram-tui -", explanation: "Read the page from standard input."),
    UsageExample(command: "tangram-tui --dump page.json", explanation: "Print the first 80x24 screen as text."),
    UsageExample(
      command: "tangram-tui --dump --width 120 --height 0 page.json", explanation: "Print the whole page, 120 columns wide."),
    UsageExample(
      command: "tangram-tui --dump --keys 'j j PgDn \"/sale\" Enter' page.json",
      explanation: "Print the screen after those keys: two rows down, a page down, then a search for sale."),
    UsageExample(
      command: "tangram-tui --strict --problems problems.txt page.json",
      explanation: "Refuse a page with problems (exit 65), writing every problem to problems.txt."),
    UsageExample(
      command: "tangram-tui diff --dump old/page.json page.json",
      explanation: "List what changed between two versions of a page, each change at its file:line:col in both."),
    UsageExample(
      command: "tangram-tui check --format junit --snapshots snapshots pages > report.xml",
      explanation: "Check every page under pages and compare its 80x24 screen with snapshots/NAME.txt, for CI."),
    UsageExample(
      command: "tangram-tui --completions bash > ~/.local/share/bash-completion/completions/tangram-tui",
      explanation: "Install the bash completions for the current user."),
  ]
}
