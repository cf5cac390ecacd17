#!/usr/bin/env python3
"""Checks the terminology tables in domain/terminology/data/.

Run from the repository root:

    python3 tests/data_checks/check_terminology.py

Standard library only. Exits 0 when every check passes and 1 otherwise, after
printing each failure and a closing line "terminology: N passed, M failed".

What is checked (see docs/terminology.md for the rules behind each):
  * file format: UTF-8, '#' comment lines naming the source, one TSV header with
    the expected columns, tab-separated rows with no quoting and no stray spaces;
  * minimum row counts (conditions >= 400, investigations >= 100 plus the
    required vitals, medicines >= 500, code-mix >= 200);
  * ICD-10: every code is in the shipped reference subset
    (domain/terminology/data/reference/icd10_who_codes.txt); when the full WHO
    metadata list is present (../shared/reference/icd10-who/codes.txt, or the
    file named by TERMINOLOGY_ICD10_CODES) every shipped code must also be a
    terminal code of it, except the codes listed in the reference file's
    "additions" section (WHO 2016-2020 updates missing from that older edition);
  * LOINC: the mod-10 check digit;
  * SNOMED CT: the Verhoeff check digit, and a partition identifier of 00 or 10
    (concept ids; description and relationship ids are rejected);
  * uniqueness: a condition term (name or synonym), an investigation term or a
    medicine brand maps to exactly one row; a code-mix phrase is unique per
    language and maps to one English concept across languages.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "domain" / "terminology" / "data"
REFERENCE = DATA / "reference" / "icd10_who_codes.txt"
SHARED_CODES = REPO.parent / "shared" / "reference" / "icd10-who" / "codes.txt"

MIN_CONDITIONS = 400
MIN_INVESTIGATIONS = 100  # rows whose kind is lab, imaging or procedure
MIN_MEDICINES = 500
MIN_CODEMIX = 200
MIN_CODEMIX_PER_LANGUAGE = 20

# Vitals the service must code (CONTRACT.md "Medical primitives"): name -> any of these codes.
REQUIRED_VITALS = {
    "systolic blood pressure": {"8480-6"},
    "diastolic blood pressure": {"8462-4"},
    "heart rate": {"8867-4"},
    "respiratory rate": {"9279-1"},
    "body temperature": {"8310-5"},
    "oxygen saturation": {"59408-5", "2708-6"},
    "body weight": {"29463-7"},
    "body height": {"8302-2"},
    "body mass index": {"39156-5"},
}

LOINC_KINDS = {"vital", "lab", "imaging", "procedure"}
ROUTES = {
    "oral", "sublingual", "oromucosal", "iv", "im", "sc", "intra-articular",
    "topical", "transdermal", "inhaled", "nasal", "ophthalmic", "otic",
    "vaginal", "rectal",
}
LANGUAGES = {"hi", "ta", "te", "bn", "mr"}
CODEMIX_KINDS = {"symptom", "body_part", "timing", "instruction", "negation", "other"}

ICD10_RE = re.compile(r"^[A-Z][0-9]{2}(\.[0-9])?$")
LOINC_RE = re.compile(r"^[0-9]{1,7}-[0-9]$")
SCTID_RE = re.compile(r"^[1-9][0-9]{5,17}$")
CLASS_RE = re.compile(r"^[a-z0-9_]+$")


class Report:
    """Collects failures per named check."""

    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0
        self._current: list[str] = []

    def check(self, name: str, problems: list[str]) -> None:
        if problems:
            self.failed += 1
            print(f"FAIL {name}")
            for p in problems[:50]:
                print(f"  - {p}")
            if len(problems) > 50:
                print(f"  ... and {len(problems) - 50} more")
        else:
            self.passed += 1
            print(f"ok   {name}")


# ---------------------------------------------------------------- check digits

def loinc_check_digit_ok(code: str) -> bool:
    """LOINC mod-10 (Luhn-style) check: double every other digit from the right of the base."""
    if not LOINC_RE.match(code):
        return False
    base, check = code.split("-")
    total = 0
    for i, ch in enumerate(reversed(base)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        total += d
    return (10 - total % 10) % 10 == int(check)


_VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
# The permutation table is generated from its base permutation rather than typed in,
# so a single mistyped entry cannot silently weaken the check.
_VERHOEFF_BASE = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
_VERHOEFF_P = [list(range(10))]
for _ in range(7):
    _VERHOEFF_P.append([_VERHOEFF_BASE[x] for x in _VERHOEFF_P[-1]])


def verhoeff_check_digit(base: str) -> str:
    """The digit that makes base + digit pass the Verhoeff check."""
    c = 0
    for i, ch in enumerate(reversed(base)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str([0, 4, 3, 2, 1, 5, 6, 7, 8, 9][c])


def verhoeff_ok(digits: str) -> bool:
    c = 0
    for i, ch in enumerate(reversed(digits)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


def sctid_problem(sctid: str) -> str | None:
    """None if sctid is a well-formed SNOMED CT concept id, else the reason."""
    if not SCTID_RE.match(sctid):
        return "not 6-18 digits without a leading zero"
    if not verhoeff_ok(sctid):
        return "fails the Verhoeff check digit"
    partition = sctid[-3:-1]
    if partition not in ("00", "10"):
        return f"partition identifier {partition} is not a concept partition (00 or 10)"
    return None


def self_test(report: Report) -> None:
    problems = []
    for good in ("8480-6", "8462-4", "59408-5", "2160-0", "4548-4"):
        if not loinc_check_digit_ok(good):
            problems.append(f"known-good LOINC {good} rejected")
    for bad in ("8480-5", "2160-1"):
        if loinc_check_digit_ok(bad):
            problems.append(f"known-bad LOINC {bad} accepted")
    # 138875005 root concept, 404684003 clinical finding, 195967001 asthma,
    # 900000000000207008 a core-module concept (partition 10).
    for good in ("138875005", "404684003", "195967001", "900000000000207008"):
        if sctid_problem(good):
            problems.append(f"known-good SCTID {good} rejected")
    for bad in ("195967002", "138875015", "12345"):
        if not sctid_problem(bad):
            problems.append(f"known-bad SCTID {bad} accepted")
    if verhoeff_check_digit("19596700") != "1":
        problems.append("Verhoeff check-digit generation is wrong for 19596700")
    # Verhoeff-valid ids in description (01) and relationship (02) partitions are not concepts.
    for partition in ("01", "02", "11"):
        base = "1388750" + partition
        sctid = base + verhoeff_check_digit(base)
        why = sctid_problem(sctid)
        if not why or "partition" not in why:
            problems.append(f"SCTID {sctid} in partition {partition} not rejected as a non-concept id")
    report.check("self-test of check-digit algorithms", problems)


# ---------------------------------------------------------------- file reading

def read_table(path: Path, columns: list[str], report: Report) -> list[dict[str, str]]:
    """Reads one table, reporting format problems; returns rows as dicts (with '_line')."""
    problems: list[str] = []
    rows: list[dict[str, str]] = []
    name = f"{path.name}: format"
    try:
        raw = path.read_bytes()
    except OSError as e:
        report.check(name, [f"cannot read {path}: {e}"])
        return rows
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        report.check(name, [f"not UTF-8: {e}"])
        return rows
    if text.startswith("\ufeff"):
        problems.append("starts with a byte-order mark")
    if "\r" in text:
        problems.append("contains carriage returns (use LF line ends)")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    i = 0
    comments = []
    while i < len(lines) and lines[i].startswith("#"):
        comments.append(lines[i])
        i += 1
    if not comments:
        problems.append("no leading '#' comment lines")
    elif not any(re.match(r"#\s*source:", c) for c in comments):
        problems.append("no '# source:' comment naming the code set")
    if i >= len(lines):
        problems.append("no header line")
        report.check(name, problems)
        return rows
    header = lines[i].split("\t")
    if header != columns:
        problems.append(f"header is {header}, expected {columns}")
    for n, line in enumerate(lines[i + 1:], start=i + 2):
        if line.startswith("#"):
            problems.append(f"line {n}: comment after the header")
            continue
        if not line.strip():
            problems.append(f"line {n}: empty line")
            continue
        fields = line.split("\t")
        if len(fields) != len(columns):
            problems.append(f"line {n}: {len(fields)} fields, expected {len(columns)}")
            continue
        for col, val in zip(columns, fields):
            if val != val.strip():
                problems.append(f"line {n}: {col} has leading/trailing spaces")
            if '"' in val:
                problems.append(f"line {n}: {col} contains a double quote (no quoting allowed)")
        row = dict(zip(columns, fields))
        row["_line"] = str(n)
        rows.append(row)
    report.check(name, problems)
    return rows


def split_terms(value: str) -> list[str]:
    return [t for t in value.split("|")] if value else []


def term_problems(row: dict[str, str], col: str) -> list[str]:
    out = []
    for t in split_terms(row[col]):
        if not t:
            out.append(f"line {row['_line']}: empty term in {col}")
        elif t != t.lower():
            out.append(f"line {row['_line']}: {col} term '{t}' is not lowercase")
        elif t != t.strip() or "  " in t:
            out.append(f"line {row['_line']}: {col} term '{t}' has stray spaces")
    return out


def uniqueness_problems(owner_terms: list[tuple[str, str, str]], what: str) -> list[str]:
    """owner_terms: (term, owner, line). A term may repeat only within one owner."""
    first: dict[str, tuple[str, str]] = {}
    reported: set[tuple[str, str]] = set()
    out = []
    for term, owner, line in owner_terms:
        if term in first and first[term][0] != owner and (term, owner) not in reported:
            reported.add((term, owner))
            out.append(
                f"{what} '{term}' maps to two rows: '{first[term][0]}' (line {first[term][1]}) "
                f"and '{owner}' (line {line})")
        else:
            first.setdefault(term, (owner, line))
    return out


def snomed_column_problems(rows: list[dict[str, str]]) -> list[str]:
    out = []
    for r in rows:
        s = r["snomed"]
        if s:
            why = sctid_problem(s)
            if why:
                out.append(f"line {r['_line']}: SNOMED {s} {why}")
    return out


# ---------------------------------------------------------------- ICD-10 reference

def read_reference(report: Report) -> tuple[set[str], set[str]]:
    """Returns (all shipped codes, codes in the 'additions' section)."""
    codes: set[str] = set()
    additions: set[str] = set()
    problems = []
    try:
        lines = REFERENCE.read_text(encoding="utf-8").split("\n")
    except OSError as e:
        report.check("icd10 reference list", [f"cannot read {REFERENCE}: {e}"])
        return codes, additions
    in_additions = False
    previous = ""
    for n, line in enumerate(lines, start=1):
        if not line:
            continue
        if line.startswith("#"):
            if re.match(r"#\s*additions:", line):
                in_additions = True
            continue
        if not ICD10_RE.match(line):
            problems.append(f"line {n}: '{line}' is not an ICD-10 code")
            continue
        if line in codes:
            problems.append(f"line {n}: {line} listed twice")
        if not in_additions and previous and line < previous:
            problems.append(f"line {n}: {line} out of sorted order")
        previous = line if not in_additions else previous
        codes.add(line)
        if in_additions:
            additions.add(line)
    if not any(l.startswith("#") and "World Health Organization" in l for l in lines):
        problems.append("header comment does not name the WHO source")
    report.check("icd10 reference list", problems)
    return codes, additions


def read_who_metadata() -> dict[str, str] | None:
    """code -> PLACE ('T' terminal / 'N' non-terminal) from the WHO metadata, if present."""
    path = Path(os.environ.get("TERMINOLOGY_ICD10_CODES", SHARED_CODES))
    if not path.is_file():
        return None
    out: dict[str, str] = {}
    with path.open(encoding="latin-1") as f:
        header = f.readline().rstrip("\r\n").split(";")
        try:
            i_code, i_place = header.index("CODE"), header.index("PLACE")
        except ValueError:
            return None
        for line in f:
            p = line.rstrip("\r\n").split(";")
            if len(p) > max(i_code, i_place):
                out[p[i_code]] = p[i_place]
    return out


# ---------------------------------------------------------------- tables

def check_conditions(report: Report, ref_codes: set[str]) -> None:
    rows = read_table(DATA / "conditions.tsv", ["name", "icd10", "snomed", "synonyms"], report)
    report.check("conditions: row count", [] if len(rows) >= MIN_CONDITIONS else
                 [f"{len(rows)} rows, need at least {MIN_CONDITIONS}"])
    problems = []
    for r in rows:
        if not r["name"]:
            problems.append(f"line {r['_line']}: empty name")
        code = r["icd10"]
        if not ICD10_RE.match(code):
            problems.append(f"line {r['_line']}: icd10 '{code}' is malformed")
        elif code not in ref_codes:
            problems.append(f"line {r['_line']}: icd10 {code} ({r['name']}) is not in {REFERENCE.name}")
    report.check("conditions: icd10 codes in the WHO reference list", problems)
    report.check("conditions: snomed ids", snomed_column_problems(rows))
    problems = []
    terms = []
    for r in rows:
        problems += term_problems(r, "synonyms")
        terms.append((r["name"].lower(), r["name"], r["_line"]))
        terms += [(t, r["name"], r["_line"]) for t in split_terms(r["synonyms"]) if t]
    problems += uniqueness_problems(terms, "condition term")
    report.check("conditions: names and synonyms unique", problems)


def check_loinc(report: Report) -> None:
    rows = read_table(DATA / "loinc.tsv", ["name", "loinc", "kind", "unit", "synonyms"], report)
    investigations = [r for r in rows if r["kind"] in ("lab", "imaging", "procedure")]
    problems = []
    if len(investigations) < MIN_INVESTIGATIONS:
        problems.append(f"{len(investigations)} investigation rows, need at least {MIN_INVESTIGATIONS}")
    coded = {r["loinc"] for r in rows if r["loinc"]}
    for vital, wanted in REQUIRED_VITALS.items():
        if not wanted & coded:
            problems.append(f"no row coded {' or '.join(sorted(wanted))} ({vital})")
    report.check("loinc: row count and required vitals", problems)
    problems = []
    for r in rows:
        if r["kind"] not in LOINC_KINDS:
            problems.append(f"line {r['_line']}: kind '{r['kind']}' not in {sorted(LOINC_KINDS)}")
        if r["loinc"] and not loinc_check_digit_ok(r["loinc"]):
            problems.append(f"line {r['_line']}: LOINC {r['loinc']} fails the mod-10 check digit")
        if " " in r["unit"]:
            problems.append(f"line {r['_line']}: unit '{r['unit']}' contains a space (not UCUM)")
    report.check("loinc: codes, kinds and units", problems)
    codes_seen: dict[str, str] = {}
    problems = []
    for r in rows:
        if r["loinc"]:
            if r["loinc"] in codes_seen:
                problems.append(f"line {r['_line']}: LOINC {r['loinc']} also on line {codes_seen[r['loinc']]}")
            codes_seen[r["loinc"]] = r["_line"]
    terms = []
    for r in rows:
        problems += term_problems(r, "synonyms")
        terms.append((r["name"].lower(), r["name"], r["_line"]))
        terms += [(t, r["name"], r["_line"]) for t in split_terms(r["synonyms"]) if t]
    problems += uniqueness_problems(terms, "investigation term")
    report.check("loinc: codes and synonyms unique", problems)


def check_medicines(report: Report) -> None:
    cols = ["generic", "snomed", "brands", "default_strength", "route", "drug_class"]
    rows = read_table(DATA / "medicines.tsv", cols, report)
    report.check("medicines: row count", [] if len(rows) >= MIN_MEDICINES else
                 [f"{len(rows)} rows, need at least {MIN_MEDICINES}"])
    problems = []
    keys: dict[tuple[str, str], str] = {}
    for r in rows:
        g = r["generic"]
        if not g or g != g.lower():
            problems.append(f"line {r['_line']}: generic '{g}' empty or not lowercase")
        if "+" in g and any(part != part.strip() or not part for part in g.split(" + ")):
            problems.append(f"line {r['_line']}: combination '{g}' must be joined with ' + '")
        if r["route"] not in ROUTES:
            problems.append(f"line {r['_line']}: route '{r['route']}' not in {sorted(ROUTES)}")
        classes = split_terms(r["drug_class"])
        if not classes or not all(CLASS_RE.match(c) for c in classes):
            problems.append(f"line {r['_line']}: drug_class '{r['drug_class']}' must be [a-z0-9_] tokens joined by '|'")
        key = (g, r["route"])
        if key in keys:
            problems.append(f"line {r['_line']}: generic '{g}' with route {r['route']} also on line {keys[key]}")
        keys[key] = r["_line"]
    report.check("medicines: generics, routes and classes", problems)
    report.check("medicines: snomed ids", snomed_column_problems(rows))
    problems = []
    generics = {r["generic"] for r in rows}
    terms = []
    for r in rows:
        problems += term_problems(r, "brands")
        for b in split_terms(r["brands"]):
            if not b:
                continue
            terms.append((b, r["generic"], r["_line"]))
            if b in generics and b != r["generic"]:
                problems.append(f"line {r['_line']}: brand '{b}' is the generic name of another row")
    problems += uniqueness_problems(terms, "brand")
    report.check("medicines: brands unique", problems)


def check_codemix(report: Report) -> None:
    rows = read_table(DATA / "codemix.tsv", ["phrase", "language", "english", "kind"], report)
    problems = []
    if len(rows) < MIN_CODEMIX:
        problems.append(f"{len(rows)} rows, need at least {MIN_CODEMIX}")
    for lang in sorted(LANGUAGES):
        n = sum(1 for r in rows if r["language"] == lang)
        if n < MIN_CODEMIX_PER_LANGUAGE:
            problems.append(f"language {lang}: {n} rows, need at least {MIN_CODEMIX_PER_LANGUAGE}")
    report.check("codemix: row count", problems)
    problems = []
    seen: dict[tuple[str, str], str] = {}
    meaning: dict[str, tuple[str, str]] = {}
    for r in rows:
        ph, lang, en, kind = r["phrase"], r["language"], r["english"], r["kind"]
        if not ph or ph != ph.lower() or ph != " ".join(ph.split()):
            problems.append(f"line {r['_line']}: phrase '{ph}' empty, not lowercase or badly spaced")
        if lang not in LANGUAGES:
            problems.append(f"line {r['_line']}: language '{lang}' not in {sorted(LANGUAGES)}")
        if kind not in CODEMIX_KINDS:
            problems.append(f"line {r['_line']}: kind '{kind}' not in {sorted(CODEMIX_KINDS)}")
        if not en:
            problems.append(f"line {r['_line']}: empty english")
        if (ph, lang) in seen:
            problems.append(f"line {r['_line']}: '{ph}' ({lang}) also on line {seen[(ph, lang)]}")
        seen[(ph, lang)] = r["_line"]
        if ph in meaning and meaning[ph][0] != en:
            problems.append(f"line {r['_line']}: '{ph}' means '{en}' here but '{meaning[ph][0]}' on line {meaning[ph][1]}")
        meaning.setdefault(ph, (en, r["_line"]))
    report.check("codemix: phrases, languages and kinds", problems)


def main() -> int:
    report = Report()
    self_test(report)
    ref_codes, additions = read_reference(report)
    who = read_who_metadata()
    if who is None:
        print("note WHO ICD-10 metadata not found; checking against the shipped reference subset only")
    else:
        problems = []
        for code in sorted(ref_codes - additions):
            if code not in who:
                problems.append(f"{code} is not in the WHO ICD-10 metadata")
            elif who[code] != "T":
                problems.append(f"{code} is not a terminal (codable) WHO ICD-10 code")
        for code in sorted(additions):
            if code in who:
                problems.append(f"{code} is listed as an addition but is already in the WHO metadata")
        report.check("icd10 reference list against the WHO ICD-10 metadata", problems)
    check_conditions(report, ref_codes)
    check_loinc(report)
    check_medicines(report)
    check_codemix(report)
    print(f"terminology: {report.passed} passed, {report.failed} failed")
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
