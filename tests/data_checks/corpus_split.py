"""What the fresh-corpus checks share (check_context_corpus.py, check_medication_corpus.py):
reading a tab-separated corpus with a header, the frozen split rule (64-bit FNV-1a of
"text<TAB>label" modulo 3 == 0 puts a line in the held-out part), no text in both parts, no
unit test quoting a held-out line, and the ok/FAIL report. Standard library only."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parents[2]


def fnv1a64(s: str) -> int:
    h = 0xCBF29CE484222325
    for b in s.encode("utf-8"):
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def read_rows(path: Path, header: list[str], problems: list[str],
              row_problems: Callable[[list[str]], list[str]]) -> list[list[str]]:
    """The data rows of `path` (blank and '#' lines skipped, the first other line is the
    header); each row with the header's column count is checked by `row_problems`."""
    rows: list[list[str]] = []
    header_seen = False
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        cols = line.split("\t")
        if not header_seen:
            header_seen = True
            if cols != header:
                problems.append(f"{path.name}:{n}: header {cols} != {header}")
            continue
        if len(cols) != len(header):
            problems.append(f"{path.name}:{n}: {len(cols)} columns, want {len(header)}")
            continue
        problems += [f"{path.name}:{n}: {p}" for p in row_problems(cols)]
        rows.append(cols)
    return rows


def split_problems(tuning: list[list[str]], held: list[list[str]], text_col: int, label_col: int) -> list[str]:
    problems = [f"held-out line not drawn by the rule: {r[text_col]!r}" for r in held
                if fnv1a64(r[text_col] + "\t" + r[label_col]) % 3 != 0]
    texts = {r[text_col] for r in tuning}
    problems += [f"text in both parts: {r[text_col]!r}" for r in held if r[text_col] in texts]
    return problems


def quoting_problems(held: list[list[str]], text_col: int) -> list[str]:
    """Unit tests (tests/unit/*.cpp) that quote a held-out line's text."""
    problems = []
    sources = {p: p.read_text(encoding="utf-8", errors="replace") for p in (REPO / "tests" / "unit").glob("*.cpp")}
    for r in held:
        text = r[text_col].replace("\\n", "\n")
        for p, src in sources.items():
            if text in src or r[text_col] in src:
                problems.append(f"{p.name} quotes held-out line {r[text_col]!r}")
    return problems


class report:
    """Prints "ok" or "FAIL" per check and counts them."""

    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0

    def check(self, what: str, problems: list[str]) -> None:
        if problems:
            self.failed += 1
            print(f"FAIL {what}")
            for p in problems[:20]:
                print(f"     {p}")
        else:
            self.passed += 1
            print(f"ok   {what}")

    def close(self, name: str) -> int:
        print(f"{name}: {self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0
