#!/usr/bin/env python3
"""Checks the PHI corpora and name lexicons of domain/phi.

Run from the repository root:

    python3 tests/data_checks/check_phi_corpus.py

Standard library only. Prints each failure and a closing line
"phi-corpus: N passed, M failed"; exits 1 when any check fails.

What is checked:
  * tests/fixtures/phi/fresh_tuning.tsv and fresh_heldout.tsv: the format (id TAB
    annotated sentence, {{KIND:text}} with a known KIND, balanced markup, unique ids
    across both parts), and the split rule fixed before tuning: a line belongs to the
    held-out part exactly when int(sha256(id)[:8 hex], 16) % 3 == 0;
  * no unit test under tests/unit/ quotes a held-out sentence (its text without markup);
  * domain/phi/data/: every word is ASCII letters (an inner apostrophe allowed), every
    ambiguous word is in one of the two name lists with a reason, and no name that is
    not flagged ambiguous is a medicine (generic or brand) or a one-word condition term
    of domain/terminology/data/ ("never a redaction that breaks a drug or condition").
"""

from __future__ import annotations

import hashlib
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures" / "phi"
LEXICON = REPO / "domain" / "phi" / "data"
TERMINOLOGY = REPO / "domain" / "terminology" / "data"
KINDS = {"NAME", "PHONE", "NATIONAL_ID", "EMAIL", "RECORD_NUMBER", "ADDRESS", "DATE_OF_BIRTH"}
MARK = re.compile(r"\{\{([A-Z_]+):(.*?)\}\}")
WORD = re.compile(r"^[A-Za-z]+(?:'[A-Za-z]+)?$")

passed = 0
failed = 0


def check(ok: bool, message: str) -> None:
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {message}")


def held_out(line_id: str) -> bool:
    return int(hashlib.sha256(line_id.encode()).hexdigest()[:8], 16) % 3 == 0


def rows(path: Path):
    for raw in path.read_text(encoding="utf-8").splitlines():
        if raw and not raw.startswith("#"):
            yield raw


def plain(annotated: str) -> str:
    return MARK.sub(lambda m: m.group(2), annotated)


def check_corpus() -> list[str]:
    ids: set[str] = set()
    held_sentences: list[str] = []
    for name, expect_held in (("fresh_tuning.tsv", False), ("fresh_heldout.tsv", True)):
        path = FIXTURES / name
        count = 0
        for raw in rows(path):
            count += 1
            parts = raw.split("\t")
            if len(parts) != 2:
                check(False, f"{name}: not id<TAB>sentence: {raw[:60]}")
                continue
            line_id, annotated = parts
            check(line_id not in ids, f"{name}: duplicate id {line_id}")
            ids.add(line_id)
            check(held_out(line_id) == expect_held,
                  f"{name}: {line_id} is in the wrong part for the split rule")
            kinds = [m.group(1) for m in MARK.finditer(annotated)]
            check(all(k in KINDS for k in kinds), f"{name}: {line_id} has an unknown kind")
            rest = MARK.sub("", annotated)
            check("{{" not in rest and "}}" not in rest, f"{name}: {line_id} has broken markup")
            if expect_held:
                held_sentences.append(plain(annotated))
        check(count >= 90, f"{name}: only {count} lines")
    return held_sentences


def check_tests_do_not_quote(held_sentences: list[str]) -> None:
    sources = "\n".join(p.read_text(encoding="utf-8") for p in (REPO / "tests" / "unit").glob("*.cpp"))
    for sentence in held_sentences:
        check(sentence not in sources, f"a unit test quotes a held-out line: {sentence[:60]}")


def lexicon_words(path: Path, first_field: bool) -> list[str]:
    words = []
    for raw in rows(path):
        fields = raw.split("\t") if first_field else [raw]
        if first_field:
            check(len(fields) == 2 and fields[1].strip() != "",
                  f"{path.name}: '{raw[:40]}' needs word<TAB>reason")
            words.append(fields[0])
        else:
            words.extend(fields[0].split())
    return words


def terminology_terms() -> set[str]:
    terms: set[str] = set()
    for table, columns in (("medicines.tsv", ("generic", "brands")),
                           ("conditions.tsv", ("name", "synonyms"))):
        lines = list(rows(TERMINOLOGY / table))
        header = lines[0].split("\t")
        for raw in lines[1:]:
            cells = dict(zip(header, raw.split("\t")))
            for column in columns:
                for term in re.split(r"[|;]", cells.get(column, "")):
                    term = term.strip().lower()
                    if term and " " not in term:
                        terms.add(term)
    return terms


def check_lexicon() -> None:
    given = lexicon_words(LEXICON / "given_names.txt", False)
    surnames = lexicon_words(LEXICON / "surnames.txt", False)
    ambiguous = lexicon_words(LEXICON / "ambiguous_names.txt", True)
    for word in given + surnames + ambiguous:
        check(bool(WORD.match(word)), f"lexicon word '{word}' is not ASCII letters")
    names = {w.lower() for w in given + surnames}
    flagged = {w.lower() for w in ambiguous}
    for word in sorted(flagged - names):
        check(False, f"ambiguous_names.txt: '{word}' is in neither name list")
    check(len(names) >= 900, f"only {len(names)} names in the lexicons")
    clashes = sorted((names - flagged) & terminology_terms())
    check(not clashes, f"names that are also drugs or conditions, not flagged ambiguous: {clashes}")


def main() -> int:
    held = check_corpus()
    check_tests_do_not_quote(held)
    check_lexicon()
    print(f"phi-corpus: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
