#!/usr/bin/env python3
"""Checks the medication corpus (tests/fixtures/medications/med_corpus*.tsv).

Run from the repository root:

    python3 tests/data_checks/check_medication_corpus.py

Standard library only. Prints each failure and a closing line
"medication corpus: N passed, M failed"; exits 1 when any check fails.

  * format: six tab-separated columns (kind, lang, expect, medication, attrs, text), expect
    present or absent, lang en or hi, attrs "-" or "dose=<value> <unit>";
  * the frozen split: every held-out line satisfies the rule it was drawn by (64-bit FNV-1a
    of "text<TAB>medication" modulo 3 == 0); no text is in both parts;
  * size: at least 100 present and 40 absent lines in all, at least 40 held out;
  * no unit test quotes a held-out line's text.
The engine's scores on both parts are printed by unit_tests' MedicationCorpus tests.
"""

from __future__ import annotations

import sys

from corpus_split import REPO, quoting_problems, read_rows, report, split_problems

FIX = REPO / "tests" / "fixtures" / "medications"
HEADER = ["kind", "lang", "expect", "medication", "attrs", "text"]


def row_problems(cols: list[str]) -> list[str]:
    problems = []
    if cols[4] != "-" and not (cols[4].startswith("dose=") and len(cols[4].split()) == 2):
        problems.append(f"attrs '{cols[4]}'")
    if cols[2] not in ("absent", "present"):
        problems.append(f"expect '{cols[2]}'")
    if cols[1] not in ("en", "hi"):
        problems.append(f"lang '{cols[1]}'")
    if not cols[3] or not cols[5] or cols[5] != cols[5].strip():
        problems.append("empty medication/text or stray spaces")
    return problems


def main() -> int:
    out = report()
    problems: list[str] = []
    tuning = read_rows(FIX / "med_corpus.tsv", HEADER, problems, row_problems)
    held = read_rows(FIX / "med_corpus_holdout.tsv", HEADER, problems, row_problems)
    out.check("format", problems)
    out.check("frozen split rule", split_problems(tuning, held, text_col=5, label_col=3))

    present = sum(1 for r in tuning + held if r[2] == "present")
    absent = sum(1 for r in tuning + held if r[2] == "absent")
    out.check("size", [] if present >= 100 and absent >= 40 and len(held) >= 40
              else [f"{present} present, {absent} absent ({len(held)} held out)"])
    out.check("no unit test quotes a held-out line", quoting_problems(held, text_col=5))
    return out.close("medication corpus")


if __name__ == "__main__":
    sys.exit(main())
