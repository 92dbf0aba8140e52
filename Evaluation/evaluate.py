#!/usr/bin/env python3
"""Re-run copylint over the corpus and score it against the judged references in Evaluation/judged/.

  evaluate.py [--copylint PATH | --build] [--judged DIR | --ref FILE ...] [--markdown] [--list N]

Prints, for the findings that copylint still reports and someone has judged: precision per rule, per family and
overall (right / (right + wrong); unsure findings are left out of the ratio and counted beside it), the same weighted
by how many findings each rule makes on the corpus now, the judged findings that are no longer reported or whose
message or fix-it changed, and how many findings nobody has judged yet. Always exits 0: it measures, it does not gate.
"""

import argparse
import collections
import os
import sys

import evallib


def ratio(right, wrong):
    return right / (right + wrong) if right + wrong else None


def wilson(right, wrong, z=1.96):
    """95% Wilson score interval of right / (right + wrong): with 15 findings a rule's precision is a range."""
    n = right + wrong
    if not n:
        return None
    p = right / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def fmt(value):
    return "  -  " if value is None else f"{value:.2f}"


class Tally:
    def __init__(self):
        self.counts = collections.Counter()

    def add(self, verdict):
        self.counts[verdict] += 1

    @property
    def precision(self):
        return ratio(self.counts["right"], self.counts["wrong"])

    def cells(self, interval=False):
        cells = [str(self.counts["right"]), str(self.counts["wrong"]), str(self.counts["unsure"]), fmt(self.precision)]
        if interval:
            bounds = wilson(self.counts["right"], self.counts["wrong"])
            cells.append("-" if bounds is None else f"{bounds[0]:.2f}–{bounds[1]:.2f}")
        return cells


def weighted(cells, by_rule, population, rules):
    """Precision as if every finding on the corpus were judged. Samples spread a rule's picks evenly over apps, while
    its findings are not (one app can make 90% of them), so each (rule, app) cell's precision is weighted by how many
    findings that cell makes now; a cell with no judged right/wrong finding borrows its rule's precision. Rules with
    none at all are left out (and listed)."""
    total = covered = 0.0
    for (rule, app), count in population.items():
        if rule not in rules:
            continue
        precision = cells[(rule, app)].precision if (rule, app) in cells else None
        if precision is None:
            precision = by_rule[rule].precision if rule in by_rule else None
        if precision is None:
            continue
        total += count * precision
        covered += count
    return (total / covered if covered else None), covered


def table(headers, rows, markdown):
    if markdown:
        lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
        lines += ["| " + " | ".join(row) + " |" for row in rows]
        return "\n".join(lines)
    widths = [max(len(str(cell)) for cell in column) for column in zip(headers, *rows)]
    render = lambda row: "  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip()
    return "\n".join([render(headers), render(["-" * width for width in widths])] + [render(row) for row in rows])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--copylint", default=evallib.DEFAULT_COPYLINT, help="the copylint binary to score")
    parser.add_argument("--build", action="store_true", help="swift build the package's copylint first")
    parser.add_argument("--corpus", default=evallib.DEFAULT_CORPUS)
    parser.add_argument("--judged", default=evallib.JUDGED_DIR, help="folder of reference .tsv files")
    parser.add_argument("--ref", action="append", help="score only these reference files (repeatable)")
    parser.add_argument("--cache", help="keep/reuse copylint's JSON per app in this folder")
    parser.add_argument("--sources", action="store_true", help="copylint --sources: roles from the app's code")
    parser.add_argument("--opt-in", action="store_true", help="turn every opt-in rule on")
    parser.add_argument("--markdown", action="store_true", help="print Markdown tables")
    parser.add_argument("--list", type=int, default=30, help="list at most this many changed or gone findings")
    args = parser.parse_args()

    copylint = evallib.ensure_copylint(args.copylint, args.build)
    reference_paths = args.ref or evallib.reference_files(args.judged)
    references = evallib.read_references(reference_paths)
    options = evallib.copylint_options(args.sources, args.opt_in, copylint)
    findings = evallib.all_findings(copylint, args.corpus, args.cache, options=options)
    matched, unjudged = evallib.Matcher(references).match(findings)
    population = collections.Counter(row["rule"] for row in findings)
    cell_population = collections.Counter((row["rule"], row["app"]) for row in findings)
    md = args.markdown
    heading = (lambda text: f"\n### {text}\n") if md else (lambda text: f"\n== {text}")

    by_rule = collections.defaultdict(Tally)
    by_cell = collections.defaultdict(Tally)
    by_family = collections.defaultdict(Tally)
    overall = Tally()
    gone, changed = [], []
    for index, row in enumerate(references):
        found = matched.get(index)
        if found is None:
            gone.append(row)
            continue
        if found["digest"] != row["digest"] or found["at"] != row["at"]:
            changed.append(row)
        by_rule[row["rule"]].add(row["verdict"])
        by_cell[(row["rule"], row["app"])].add(row["verdict"])
        by_family[evallib.family_of(row["rule"])].add(row["verdict"])
        overall.add(row["verdict"])

    print(f"copylint: {copylint}")
    print(f"references: {len(references)} judged findings in {len(reference_paths)} file(s); "
          f"{len(findings)} findings on the corpus now, {len(unjudged)} not judged")

    rules = sorted(set(population) | set(by_rule), key=lambda rule: (evallib.family_of(rule), rule))
    print(heading("Precision per rule (judged findings still reported)"))
    rows = []
    for rule in rules:
        tally = by_rule.get(rule, Tally())
        rows.append([rule, evallib.family_of(rule), str(population[rule])] + tally.cells(interval=True))
    print(table(["rule", "family", "findings now", "right", "wrong", "unsure", "precision", "95% interval"], rows, md))

    print(heading("Precision per family"))
    rows = []
    for family in list(evallib.FAMILIES) + ["unmapped"]:
        members = [rule for rule in rules if evallib.family_of(rule) == family]
        if not members:
            continue
        value, covered = weighted(by_cell, by_rule, cell_population, members)
        count = sum(population[rule] for rule in members)
        rows.append([family, str(count)] + by_family[family].cells(interval=True) + [fmt(value)])
    value, covered = weighted(by_cell, by_rule, cell_population, rules)
    rows.append(["overall", str(len(findings))] + overall.cells(interval=True) + [fmt(value)])
    print(table(["family", "findings now", "right", "wrong", "unsure", "precision (sample)", "95% interval",
                 "precision (weighted by findings)"], rows, md))
    unscored = [rule for rule in rules if population[rule] and by_rule[rule].precision is None]
    if unscored:
        print(f"\nnot in the weighted figures (no judged right/wrong finding): {', '.join(unscored)}")

    print(heading("Causes of the wrong findings still reported"))
    causes = collections.Counter(row["cause"] or "(none)" for index, row in enumerate(references)
                                 if index in matched and row["verdict"] == "wrong")
    print(table(["cause", "wrong findings"], [[cause, str(count)] for cause, count in causes.most_common()], md))

    print(heading("Judged findings no longer reported"))
    lost = collections.Counter(row["verdict"] for row in gone)
    print(f"{len(gone)} gone: {lost['wrong']} were wrong (false alarms removed), {lost['right']} were right "
          f"(real findings lost), {lost['unsure']} unsure")
    per_rule = collections.defaultdict(collections.Counter)
    for row in gone:
        per_rule[row["rule"]][row["verdict"]] += 1
    if per_rule:
        print(table(["rule", "wrong gone (fixed)", "right gone (lost)", "unsure gone"],
                    [[rule, str(c["wrong"]), str(c["right"]), str(c["unsure"])] for rule, c in sorted(per_rule.items())],
                    md))
    for row in sorted(gone, key=lambda row: (row["verdict"] != "right", row["rule"]))[:args.list]:
        print(f"  {row['verdict']:6} {row['rule']:28} {row['locale']:8} {row['file']}:{row['line']} {row['key']}")
    print(heading("Judged findings whose message, fix-it or span changed"))
    print(f"{len(changed)} changed (re-read them: the verdict may no longer hold)")
    for row in changed[:args.list]:
        print(f"  {row['verdict']:6} {row['rule']:28} {row['locale']:8} {row['file']}:{row['line']} {row['key']}")

    print(heading("Findings not yet judged"))
    waiting = collections.Counter(row["rule"] for row in unjudged)
    print(table(["rule", "not judged"], [[rule, str(count)] for rule, count in waiting.most_common()], md))
    print("\nDraw a sample of them with: python3 Evaluation/sample.py draw --out /tmp/to-judge.tsv")
    return 0


if __name__ == "__main__":
    sys.exit(main())
