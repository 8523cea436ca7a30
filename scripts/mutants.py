#!/usr/bin/env python3
"""Plants small operator mutations in Swift sources, one at a time, and runs the tests against each.

A mutant the tests fail on is "killed"; one they pass is a "survivor": a change of behaviour no test
notices. The score is killed / (killed + survivors); mutants that do not compile are not counted.

Mutations (one per mutant, on code outside comments and string literals, and outside `#if` branches
the tested build leaves out, such as the fuzzing build's):
  <  <=  >  >=   each turned into its neighbour (`a < b` into `a <= b`, ...)
  == !=          swapped
  && ||          swapped
  + 1  - 1       swapped
  ..<  ...       swapped (a range one longer or shorter; not in rows of a table of ranges,
                 where a range of the other kind cannot compile)
  min( max(      swapped
  a - b          operands swapped, for two plain names
  N              a whole-number constant made one larger (`0` into `1`, `25` into `26`)
  if/guard COND  the condition dropped (`if true`, `guard true`), so the check no longer decides,
                 or negated (`if !(COND)`)
  STATEMENT      a line that is one call or assignment removed

Mutants listed in scripts/mutants-equivalent.txt (`path:line: mutated line`, each with why it
behaves as the original) are skipped: they cannot be killed. The report counts killed, survived
and did-not-build per module (the folder under Sources/) and overall, and lists each survivor.

The sites are listed in file order, shuffled with the seed and the first SAMPLE taken, so the same
tree, seed and sample give the same mutants; --at-least N then adds, for each module those give
fewer than N, its next sites in the shuffled order. Each mutant is tried against its module's own
test target first, and against every test if those pass. Each file is restored after its mutant,
also on ^C.

Usage: scripts/mutants.py [--sample N] [--seed S] [--at-least N] [--timeout SECONDS] [--filter TESTS] PATH...
PATH is a Swift file or a folder (every .swift file below it).
"""

import argparse
import os
import random
import re
import signal
import subprocess
import sys
import time

OPERATOR_SWAPS = [
    (re.compile(r"(?<=\s)<(?=\s)"), "<="),
    (re.compile(r"(?<=\s)<=(?=\s)"), "<"),
    (re.compile(r"(?<=\s)>(?=\s)"), ">="),
    (re.compile(r"(?<=\s)>=(?=\s)"), ">"),
    (re.compile(r"(?<=\s)==(?=\s)"), "!="),
    (re.compile(r"(?<=\s)!=(?=\s)"), "=="),
    (re.compile(r"(?<=\s)&&(?=\s)"), "||"),
    (re.compile(r"(?<=\s)\|\|(?=\s)"), "&&"),
    (re.compile(r"(?<=\s)\+ 1(?![0-9.])"), "- 1"),
    (re.compile(r"(?<=\s)- 1(?![0-9.])"), "+ 1"),
    (re.compile(r"\.\.<"), "..."),
    (re.compile(r"(?<![.])\.\.\.(?![.])"), "..<"),
    (re.compile(r"\bmin\("), "max("),
    (re.compile(r"\bmax\("), "min("),
]

# A row of a table of ranges: range literals of plain numbers, and commas, alone on a line.
RANGE_TABLE_ROW = re.compile(r"^\s*(?:\w+(?:\.\.\.|\.\.<)\w+\s*,\s*)+(?:\w+(?:\.\.\.|\.\.<)\w+\s*,?)?\s*$")

# `a - b` for two plain names (not members, calls or literals).
SWAPPABLE_OPERANDS = re.compile(r"(?<![\w.])([a-z]\w*) - ([a-z]\w*)(?![\w.(\[])")
# A whole-number constant standing alone (not part of a name, a decimal, an index path or a
# unicode escape).
CONSTANT = re.compile(r"(?<![\w.\\$])(\d+)(?![\w.])")
# A line that is one call (`foo(x)`, `a.b(c)`) or one assignment (`x = y`, `x += 1`).
STATEMENT = re.compile(r"^\s*(?:[A-Za-z_][\w.]*\(.*\)|[A-Za-z_][\w.\[\]]*\s*[-+*/]?=\s*[^=].*)\s*$")

# `if cond {` or `guard cond else {` whose condition binds nothing (no let, var or case).
DROPPABLE_CONDITION = re.compile(r"^(\s*(?:\}\s*else\s+)?)(if|guard)\s+(.+?)\s+(\{|else\s*\{)(.*)$")


def code_mask(line):
    """The line with string literals and a trailing // comment blanked, so no mutation lands in them."""
    out = []
    in_string = False
    i = 0
    while i < len(line):
        c = line[i]
        if not in_string and line.startswith("//", i):
            out.append(" " * (len(line) - i))
            break
        if c == '"':
            in_string = not in_string
            out.append('"')
        elif in_string:
            if c == "\\" and i + 1 < len(line):
                out.append("  ")
                i += 2
                continue
            out.append(" ")
        else:
            out.append(c)
        i += 1
    return "".join(out)


# Compilation conditions the tested build leaves unset: code under `#if` one of them is not
# compiled there, so no test can meet a mutant in it (the fuzzing build's libFuzzer entry point).
UNSET_CONDITIONS = {"FUZZING"}


def sites_in(path):
    """Every mutation site of a file: (path, line number, original line, mutated line)."""
    sites = []
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    in_block_comment = False
    in_multiline_string = False
    # For each `#if` around the line, whether its branch is left out of the tested build.
    left_out = []
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        if stripped.startswith("#if "):
            left_out.append(stripped[4:].strip() in UNSET_CONDITIONS)
            continue
        if stripped.startswith("#else") and left_out:
            # The other branch of an unset condition is the one built; of any other, both may be.
            left_out[-1] = False
            continue
        if stripped.startswith("#endif") and left_out:
            left_out.pop()
            continue
        if any(left_out):
            continue
        if line.count('"""') % 2 == 1:
            # A multi-line string literal opens or closes here: its text (help, usage) is no code.
            in_multiline_string = not in_multiline_string
            continue
        if in_multiline_string:
            continue
        if in_block_comment:
            if "*/" in stripped:
                in_block_comment = False
            continue
        if stripped.startswith("/*"):
            in_block_comment = "*/" not in stripped
            continue
        if stripped.startswith("//") or stripped.startswith("#") or stripped.startswith("import "):
            continue
        mask = code_mask(line)
        if '"""' in line:
            continue
        # In a row of a table of ranges, all of one type, a range flipped to the other kind never
        # compiles.
        is_range_table = RANGE_TABLE_ROW.match(mask) is not None
        for pattern, replacement in OPERATOR_SWAPS:
            if is_range_table and replacement in ("...", "..<"):
                continue
            for match in pattern.finditer(mask):
                mutated = line[: match.start()] + replacement + line[match.end():]
                sites.append((path, number, line, mutated))
        for match in SWAPPABLE_OPERANDS.finditer(mask):
            if match.group(1) != match.group(2):
                swapped = f"{match.group(2)} - {match.group(1)}"
                sites.append((path, number, line, line[: match.start()] + swapped + line[match.end():]))
        for match in CONSTANT.finditer(mask):
            bumped = str(int(match.group(1)) + 1)
            sites.append((path, number, line, line[: match.start()] + bumped + line[match.end():]))
        match = DROPPABLE_CONDITION.match(mask)
        if match and not re.search(r"\b(let|var|case|try|await)\b", match.group(3)) and match.group(3) != "true":
            start, end = match.span(3)
            sites.append((path, number, line, line[:start] + "true" + line[end:]))
            sites.append((path, number, line, line[:start] + "!(" + line[start:end] + ")" + line[end:]))
        if STATEMENT.match(mask) and not re.search(r"\b(let|var|return|case|in|else)\b|[{}]", mask):
            sites.append((path, number, line, ""))
    return sites


EQUIVALENTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "mutants-equivalent.txt")


def equivalents():
    """The mutants known to behave as the original: for each (path, mutated line), the line
    numbers the entries give. An entry holds for the one mutant of its file with that mutated
    line wherever it has moved; where the file has several, only for the one at its line."""
    known = {}
    if os.path.exists(EQUIVALENTS):
        with open(EQUIVALENTS, encoding="utf-8") as f:
            for line in f:
                line = line.rstrip("\n")
                if line and not line.startswith("#"):
                    # Each entry is followed by its reason after "  # ".
                    entry = line.split("  # ", 1)[0].strip()
                    place, mutated = entry.split(": ", 1)
                    path, number = place.rsplit(":", 1)
                    known.setdefault((path, mutated.strip()), set()).add(int(number))
    return known


def is_known_equivalent(site, known, sites):
    """Whether `site` is listed in `known` (see ``equivalents``); `sites` are all sites."""
    key = (os.path.relpath(site[0]), equivalence_key(site[2], site[3]))
    if key not in known:
        return False
    alike = sum(1 for other in sites if other[0] == site[0] and equivalence_key(other[2], other[3]) == key[1])
    return alike == 1 or site[1] in known[key]


def equivalence_key(original, mutated):
    """How scripts/mutants-equivalent.txt names a mutant: the mutated line, or for a line removed,
    `(line removed) ` and the line."""
    return mutated.strip() or "(line removed) " + original.strip()


# Modules whose code runs only on a terminal: ncurses, and the executable that starts the viewer
# on one. The unit tests cannot reach that code; the tmux tests of `make test` run the real
# binary on a terminal: all of them, but for the signal storm, which takes minutes and checks
# the restore that signals.sh checks too.
TERMINAL_MODULES = {"TangramNcurses", "tangram-tui"}
# The test target of each module, run first: most mutants are killed by their own module's tests,
# and the whole suite then runs only for those that survive them (the outcome is the same).
OWN_TESTS = {
    "TangramCore": "TangramCoreTests", "TangramTerminal": "TangramTerminalTests",
    "TangramNcurses": "TangramNcursesTests", "tangram-tui": "TangramTUITests", "TangramReading": "TangramTUITests",
    "tangram-bench": "TangramBenchTests", "TangramFuzzing": "TangramFuzzingTests", "tangram-fuzz": "TangramTUITests",
}
TERMINAL_TESTS = [
    "Tests/tmux/viewer-smoke.sh", "Tests/tmux/signals.sh", "Tests/tmux/slow-start.sh", "Tests/tmux/live-reload.sh",
    "Tests/tmux/frame-writes.sh", "Tests/tmux/diff-viewer.sh",
]


def run_terminal_tests(timeout):
    """Runs the tmux tests on the debug binary the build made; 'ok' when all pass (or when tmux
    is missing, so nothing can be said), 'failed' or 'timeout' otherwise."""
    if subprocess.run(["sh", "-c", "command -v tmux"], capture_output=True).returncode != 0:
        return "ok"
    for script in TERMINAL_TESTS:
        outcome = run(["bash", script, ".build/debug/tangram-tui"], timeout)
        if outcome != "ok":
            return outcome
    return "ok"


def module_of(path):
    """The module a source file belongs to: the folder under Sources/."""
    parts = os.path.relpath(path).split(os.sep)
    return parts[1] if len(parts) > 2 and parts[0] == "Sources" else parts[0]


def swift_files(paths):
    files = []
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in sorted(os.walk(path)):
                files += [os.path.join(root, n) for n in sorted(names) if n.endswith(".swift")]
        elif path.endswith(".swift"):
            files.append(path)
        else:
            sys.exit(f"mutants: {path}: not a Swift file or folder")
    return files


def run(command, timeout):
    """Runs a command quietly in a session of its own; returns 'ok', 'failed' or 'timeout'.

    A command still running after `timeout` seconds is ended with every process of its session:
    `swift test` runs the tests in a child process of a process group of its own, and a test
    process left running would hold the build folder's lock (and its memory) and stop the next
    mutant's build."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        returncode = process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        end_session(process)
        return "timeout"
    finally:
        # Children the command left behind go with it.
        end_session(process)
    return "ok" if returncode == 0 else "failed"


def session_members(session):
    """Ids of the processes in `session`, from /proc."""
    members = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                # The fields after the command name, which is in parentheses and may hold spaces.
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[3]) == session:
            members.append(int(entry))
    return members


def end_session(process):
    """Ends every process of `process`'s session (every group in it, since `swift test` starts
    its test process in a group of its own), then reaps `process`."""
    for _ in range(10):
        members = session_members(process.pid)
        if not members:
            break
        for pid in members:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        time.sleep(0.1)
    process.wait()


def main():
    parser = argparse.ArgumentParser(description="Operator mutation testing for the Swift sources.")
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--sample", type=int, default=20, help="mutants to try (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="shuffle seed (default 1)")
    parser.add_argument("--timeout", type=int, default=300, help="seconds for each build and each test run")
    parser.add_argument("--at-least", type=int, default=0, metavar="N",
                        help="draw more mutants in a module the sample gives fewer than N (default 0)")
    parser.add_argument("--filter", default=None, help="swift test --filter, to run part of the tests")
    parser.add_argument("--no-terminal-tests", dest="terminal_tests", action="store_false",
                        help="do not run the tmux tests for mutants the unit tests miss in terminal code")
    parser.add_argument("--resume", default=None, metavar="LOG",
                        help="take the outcomes a stopped run of the same seed, sample and code printed to LOG, "
                        "and try only the mutants after them")
    args = parser.parse_args()

    files = swift_files(args.paths)
    dirty = subprocess.run(["git", "status", "--porcelain", "--"] + files, capture_output=True, text=True).stdout
    if dirty.strip():
        sys.exit("mutants: commit or stash the changes to these files first:\n" + dirty)
    known = equivalents()
    every_site = [site for path in files for site in sites_in(path)]
    sites = [site for site in every_site if not is_known_equivalent(site, known, every_site)]
    listed = {(os.path.relpath(site[0]), equivalence_key(site[2], site[3])) for site in every_site}
    searched = {os.path.relpath(path) for path in files}
    for path, mutated in sorted(key for key in set(known) - listed if key[0] in searched):
        # The code moved on: the entry no longer skips anything and should be fixed or dropped.
        print(f"mutants: {os.path.basename(EQUIVALENTS)} lists a mutant no longer in the code: {path}: {mutated}", flush=True)
    random.Random(args.seed).shuffle(sites)
    chosen = draw(sites, args.sample, args.at_least)
    print(f"mutants: {len(sites)} sites in {len(files)} files; trying {len(chosen)} (seed {args.seed}"
          + (f", at least {args.at_least} a module" if args.at_least else "") + ")", flush=True)

    originals = {}

    def restore(*_):
        for path, text in originals.items():
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        originals.clear()

    def interrupted(*_):
        restore()
        sys.exit(130)

    signal.signal(signal.SIGINT, interrupted)
    signal.signal(signal.SIGTERM, interrupted)

    test = ["swift", "test", "--skip-build"] + (["--filter", args.filter] if args.filter else [])
    results = {"killed": [], "killed on a terminal": [], "survived": [], "unbuilt": []}
    earlier = earlier_outcomes(args.resume, chosen) if args.resume else {}
    if earlier:
        print(f"mutants: {len(earlier)} outcomes taken from {args.resume}", flush=True)
    started = time.time()
    try:
        for index, (path, number, original, mutated) in enumerate(chosen, start=1):
            place = f"{os.path.relpath(path)}:{number}"
            if index in earlier:
                results[earlier[index]].append((place, original.strip(), mutated.strip()))
                continue
            with open(path, encoding="utf-8") as f:
                text = f.read()
            originals[path] = text
            lines = text.split("\n")
            lines[number - 1] = mutated
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(lines))
            built = run(["swift", "build", "--build-tests"], args.timeout)
            if built != "ok":
                outcome = "unbuilt"
            else:
                own_tests = OWN_TESTS.get(module_of(path))
                tested = run(test + ["--filter", own_tests], args.timeout) if own_tests and not args.filter else "ok"
                if tested == "ok":
                    tested = run(test, args.timeout)
                if tested == "ok" and module_of(path) in TERMINAL_MODULES and args.terminal_tests:
                    # Code that runs only on a terminal is tested on one, by the tmux tests.
                    tested = run_terminal_tests(args.timeout)
                    outcome = "survived" if tested == "ok" else "killed on a terminal"
                else:
                    outcome = "survived" if tested == "ok" else "killed"
            restore()
            results[outcome].append((place, original.strip(), mutated.strip()))
            print(f"[{index}/{len(chosen)}] {outcome.upper():8} {place}  {mutated.strip() or '(line removed)'}", flush=True)
    finally:
        restore()
        run(["swift", "build", "--build-tests"], args.timeout)

    print(f"\nmutants: {time.time() - started:.0f} s, seed {args.seed}, sample {len(chosen)}")
    print(report(results))


def draw(shuffled, sample, at_least):
    """The first `sample` of the shuffled sites, then, for each module they give fewer than
    `at_least`, that module's next sites in the shuffled order until it has `at_least` (or has no
    more). The first `sample` are the same whatever `at_least` is, so a run can be extended."""
    chosen = shuffled[:sample]
    counts = {}
    for site in chosen:
        counts[module_of(site[0])] = counts.get(module_of(site[0]), 0) + 1
    for site in shuffled[sample:]:
        module = module_of(site[0])
        if counts.get(module, 0) < at_least:
            chosen.append(site)
            counts[module] = counts.get(module, 0) + 1
    return chosen


def earlier_outcomes(log, chosen):
    """The outcomes a stopped run printed to `log`, by mutant number: its lines
    `[i/N] OUTCOME path:line  mutated`. Each must name the mutant this run draws at that number
    (the same seed, sample and code); a line that does not is of another run, and stops this one
    with a message."""
    outcomes = {}
    pattern = re.compile(r"^\[(\d+)/(\d+)\] (KILLED ON A TERMINAL|KILLED|SURVIVED|UNBUILT) +(\S+):(\d+)  ")
    with open(log, encoding="utf-8") as f:
        for line in f:
            match = pattern.match(line)
            if not match:
                continue
            index, total, outcome, place, number = match.groups()
            index = int(index)
            if not 1 <= index <= len(chosen):
                sys.exit(f"mutants: {log} has mutant {index}; this run draws {len(chosen)}")
            path, line_number = chosen[index - 1][0], chosen[index - 1][1]
            if os.path.relpath(path) != place or line_number != int(number):
                sys.exit(f"mutants: {log} has mutant {index} at {place}:{number}, this run draws it at "
                         f"{os.path.relpath(path)}:{line_number}: another seed or other code")
            outcomes[index] = outcome.lower()
    return outcomes


def report(results):
    """The table of killed, survived and did-not-build mutants per module and overall, then the
    survivors with their diffs."""
    modules = sorted({module_of(place.split(":")[0]) for outcome in results.values() for place, _, _ in outcome})
    lines = [f"{'module':24} {'killed':>6} {'on tmux':>7} {'survived':>8} {'unbuilt':>7} {'score':>6}"]

    def row(name, counts):
        killed = counts["killed"] + counts["killed on a terminal"]
        counted = killed + counts["survived"]
        score = f"{100 * killed / counted:.0f}%" if counted else "n/a"
        return (f"{name:24} {counts['killed']:6} {counts['killed on a terminal']:7} {counts['survived']:8} "
                f"{counts['unbuilt']:7} {score:>6}")

    for module in modules:
        counts = {outcome: sum(1 for place, _, _ in entries if module_of(place.split(":")[0]) == module)
                  for outcome, entries in results.items()}
        lines.append(row(module, counts))
    lines.append(row("all", {outcome: len(entries) for outcome, entries in results.items()}))
    lines.append("(killed: by the unit tests; on tmux: by the tmux tests, for terminal code the unit tests miss)")
    if results["survived"]:
        lines.append("survivors (behaviour no test notices; or add an equivalent to scripts/mutants-equivalent.txt):")
        for place, original, mutated in results["survived"]:
            lines.append(f"  {place}\n    - {original}\n    + {mutated or '(line removed)'}")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
