#!/usr/bin/env python3
"""Checks the medication corpus (tests/fixtures/medications/med_corpus*.tsv).

Run from the repository root:

    python3 tests/data_checks/check_medication_corpus.py

Standard library only. Prints each failure and a closing line
"context corpus: N passed, M failed"; exits 1 when any check fails.

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
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FIX = REPO / "tests" / "fixtures" / "medications"
HEADER = ["kind", "lang", "expect", "medication", "attrs", "text"]


def fnv1a64(s: str) -> int:
    h = 0xCBF29CE484222325
    for b in s.encode("utf-8"):
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def read(name: str, problems: list[str]) -> list[list[str]]:
    rows: list[list[str]] = []
    header_seen = False
    for n, line in enumerate((FIX / name).read_text(encoding="utf-8").splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        cols = line.split("\t")
        if not header_seen:
            header_seen = True
            if cols != HEADER:
                problems.append(f"{name}:{n}: header {cols} != {HEADER}")
            continue
        if len(cols) != 6:
            problems.append(f"{name}:{n}: {len(cols)} columns, want 6")
            continue
        if cols[4] != "-" and not (cols[4].startswith("dose=") and len(cols[4].split()) == 2):
            problems.append(f"{name}:{n}: attrs '{cols[4]}'")
        if cols[2] not in ("absent", "present"):
            problems.append(f"{name}:{n}: expect '{cols[2]}'")
        if cols[1] not in ("en", "hi"):
            problems.append(f"{name}:{n}: lang '{cols[1]}'")
        if not cols[3] or not cols[5] or cols[5] != cols[5].strip():
            problems.append(f"{name}:{n}: empty medication/text or stray spaces")
        rows.append(cols)
    return rows


def main() -> int:
    passed = failed = 0

    def check(what: str, problems: list[str]) -> None:
        nonlocal passed, failed
        if problems:
            failed += 1
            print(f"FAIL {what}")
            for p in problems[:20]:
                print(f"     {p}")
        else:
            passed += 1
            print(f"ok   {what}")

    problems: list[str] = []
    tuning = read("med_corpus.tsv", problems)
    held = read("med_corpus_holdout.tsv", problems)
    check("format", problems)

    problems = [f"held-out line not drawn by the rule: {r[5]!r}" for r in held
                if fnv1a64(r[5] + "\t" + r[3]) % 3 != 0]
    texts = {r[5] for r in tuning}
    problems += [f"text in both parts: {r[5]!r}" for r in held if r[5] in texts]
    check("frozen split rule", problems)

    present = sum(1 for r in tuning + held if r[2] == "present")
    absent = sum(1 for r in tuning + held if r[2] == "absent")
    check("size", [] if present >= 100 and absent >= 40 and len(held) >= 40
          else [f"{present} present, {absent} absent ({len(held)} held out)"])

    problems = []
    sources = {p: p.read_text(encoding="utf-8", errors="replace") for p in (REPO / "tests" / "unit").glob("*.cpp")}
    for r in held:
        text = r[5].replace("\\n", "\n")
        for p, src in sources.items():
            if text in src or r[5] in src:
                problems.append(f"{p.name} quotes held-out line {r[5]!r}")
    check("no unit test quotes a held-out line", problems)

    print(f"medication corpus: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
