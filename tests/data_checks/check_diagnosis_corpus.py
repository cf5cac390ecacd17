#!/usr/bin/env python3
"""Checks the diagnosis corpus (tests/fixtures/diagnoses/dx_corpus*.tsv).

Run from the repository root:

    python3 tests/data_checks/check_diagnosis_corpus.py

Standard library only. Prints each failure and a closing line
"diagnosis corpus: N passed, M failed"; exits 1 when any check fails.

  * format: five tab-separated columns (kind, lang, diagnoses, optional, text), lang en or
    hi, diagnoses and optional '-' or pipe-separated names without stray spaces;
  * the frozen split: every held-out line satisfies the rule it was drawn by (64-bit FNV-1a
    of "text<TAB>diagnoses" modulo 3 == 0); no text is in both parts;
  * size: at least 60 lines in all, at least 20 held out;
  * no unit test quotes a held-out line's text.
The engine's scores on both parts are printed by unit_tests' DiagnosisCorpus tests.
"""

from __future__ import annotations

import sys

from corpus_split import REPO, quoting_problems, read_rows, report, split_problems

FIX = REPO / "tests" / "fixtures" / "diagnoses"
HEADER = ["kind", "lang", "diagnoses", "optional", "text"]


def row_problems(cols: list[str]) -> list[str]:
    problems = []
    if cols[1] not in ("en", "hi"):
        problems.append(f"lang '{cols[1]}'")
    for col in (cols[2], cols[3]):
        names = col.split("|")
        if not col or any(not n or n != n.strip() for n in names):
            problems.append(f"names '{col}'")
    if not cols[4] or cols[4] != cols[4].strip():
        problems.append("empty text or stray spaces")
    return problems


def main() -> int:
    out = report()
    problems: list[str] = []
    tuning = read_rows(FIX / "dx_corpus.tsv", HEADER, problems, row_problems)
    held = read_rows(FIX / "dx_corpus_holdout.tsv", HEADER, problems, row_problems)
    out.check("format", problems)
    out.check("frozen split rule", split_problems(tuning, held, text_col=4, label_col=2))
    out.check("size", [] if len(tuning) + len(held) >= 60 and len(held) >= 20
              else [f"{len(tuning)} tuning, {len(held)} held out"])
    out.check("no unit test quotes a held-out line", quoting_problems(held, text_col=4))
    return out.close("diagnosis corpus")


if __name__ == "__main__":
    sys.exit(main())
