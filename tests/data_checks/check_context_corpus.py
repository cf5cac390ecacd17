#!/usr/bin/env python3
"""Checks the extraction-level negation/context corpus (tests/fixtures/context/extraction_traps*.tsv).

Run from the repository root:

    python3 tests/data_checks/check_context_corpus.py

Standard library only. Prints each failure and a closing line
"context corpus: N passed, M failed"; exits 1 when any check fails.

  * format: five tab-separated columns (kind, lang, expect, condition, text), expect one of
    absent/present/provisional, lang en or hi, the condition found in the text's words or a
    known code-mix/abbreviation form (not checked: translations are allowed);
  * the frozen split: every held-out line satisfies the rule it was drawn by (64-bit FNV-1a
    of "text<TAB>condition" modulo 3 == 0); no text is in both parts;
  * size: at least 150 trap (absent) lines in all, at least 40 held out;
  * no unit test quotes a held-out line's text.
The engine's scores on both parts are printed by unit_tests' ContextCorpus tests.
"""

from __future__ import annotations

import sys

from corpus_split import REPO, quoting_problems, read_rows, report, split_problems

FIX = REPO / "tests" / "fixtures" / "context"
HEADER = ["kind", "lang", "expect", "condition", "text"]


def row_problems(cols: list[str]) -> list[str]:
    problems = []
    if cols[2] not in ("absent", "present", "provisional"):
        problems.append(f"expect '{cols[2]}'")
    if cols[1] not in ("en", "hi"):
        problems.append(f"lang '{cols[1]}'")
    if not cols[3] or not cols[4] or cols[4] != cols[4].strip():
        problems.append("empty condition/text or stray spaces")
    return problems


def main() -> int:
    out = report()
    problems: list[str] = []
    tuning = read_rows(FIX / "extraction_traps.tsv", HEADER, problems, row_problems)
    held = read_rows(FIX / "extraction_traps_holdout.tsv", HEADER, problems, row_problems)
    out.check("format", problems)
    out.check("frozen split rule", split_problems(tuning, held, text_col=4, label_col=3))

    traps = sum(1 for r in tuning + held if r[2] == "absent")
    held_traps = sum(1 for r in held if r[2] == "absent")
    out.check("size", [] if traps >= 150 and held_traps >= 40 else [f"{traps} traps ({held_traps} held out)"])
    out.check("no unit test quotes a held-out line", quoting_problems(held, text_col=4))
    return out.close("context corpus")


if __name__ == "__main__":
    sys.exit(main())
