#!/usr/bin/env python3
"""Generates domain/terminology/data/icd10.tsv from the WHO ICD-10 metadata.

    python3 domain/terminology/tools/icd10_terms.py [../shared/reference/icd10-who/codes.txt]

The curated conditions.tsv holds the clinical names and abbreviations people say; this
table adds the rest of the classification, so that a condition nobody curated is still
found and coded (issue 18: "match against the whole WHO ICD-10 list"). One row per
terminal WHO code whose title, cleaned, is a name a clinician could say:
  * chapters of diseases and findings only (A-T); external causes (V-Y), factors
    influencing health status (Z) and special codes (U) are left out;
  * ", unspecified", ", not elsewhere classified", "NOS" and parenthesised qualifiers are
    dropped ("Essential (primary) hypertension" -> "essential hypertension"); a qualifier
    between two words also gives the form that keeps it ("Mitral (valve) prolapse" ->
    "mitral valve prolapse"); a bracketed alternative name becomes a synonym ("Acute
    nasopharyngitis [common cold]");
  * titles that are residual or compound classes are skipped: "Other ...",
    "Unspecified ...", "... classified elsewhere", "X: Y" (neoplasm site lists), titles
    with "and", "or", "with", "without", "due to", "following", "in", a comma left after
    cleaning, digits, or more than five words;
  * a title of two one-word conditions joined by "and" ("Dysphasia and aphasia") names each
    word (paired_words);
  * a term already in conditions.tsv, loinc.tsv, medicines.tsv or codemix.tsv is not
    repeated (the curated row wins), nor is a term that is an everyday word with another
    sense (STOP below); a term two codes share goes to the first code;
  * a title "X of Y" (one-word head, a site of one or two words) also gets the order
    clinicians say, "Y X" ("Cyst of breast" -> "breast cyst"), under the same rules;
  * an injury "Fracture/Sprain/Dislocation of Y" is also said with its participle ("broken rib",
    "sprained wrist", "dislocated shoulder"; "Sprain and strain of Y" is named "Sprain of Y");
  * every form with an organ adjective also gets the plain noun ("Cardiac murmur" -> "heart
    murmur", "Acute renal failure" -> "acute kidney failure"; LAY_ORGANS), a valve's
    insufficiency its regurgitation ("Aortic (valve) insufficiency" -> "aortic regurgitation"),
    and a hyphenated word the spaced form ("Left bundle-branch block"), same rules.
Standard library only; the output is deterministic (sorted by code).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
DATA = REPO / "domain" / "terminology" / "data"
DEFAULT_CODES = REPO.parent / "shared" / "reference" / "icd10-who" / "codes.txt"

# Single words that are ICD-10 titles but mostly mean something else in a consult.
STOP = {
    "shock", "fall", "burn", "burns", "delirium", "agitation", "senility", "somnolence", "stupor",
    "coma", "anxiety", "nervousness", "irritability", "unhappiness", "malaise", "fatigue", "hostility",
    "violence", "tension", "drowning", "asphyxia", "exhaustion", "hunger", "thirst", "pain", "fever",
    "cough", "cramp", "crying", "discharge", "fracture", "injury", "wound", "contusion", "dislocation",
    "sprain", "strain", "crushing", "amputation", "poisoning", "mass", "lump", "swelling", "rash",
    "infection", "disease", "disorder", "syndrome", "neoplasm", "carrier", "contact", "abnormal",
    "sleepwalking", "stammering", "stuttering", "snoring", "sneezing", "yawning", "teething", "dentia",
    "overweight", "underweight", "dizziness", "headache", "nausea", "vomiting", "heartburn", "flatulence",
    "constipation", "diarrhoea", "jaundice", "colic", "palpitations", "hiccup", "epistaxis", "sting",
    "infestation", "nightmares", "freckles", "flushing", "pallor", "napkin", "nervous", "choking",
    "restlessness", "apathy", "anger", "demoralization", "spasm", "giddiness", "collapse", "callosities",
}
SKIP_WORDS = {"and", "or", "with", "without", "due", "following", "in", "other", "unspecified", "classified",
              "elsewhere", "specified", "sequelae", "complicating", "affecting", "involving", "by", "from",
              "during", "after", "to", "for", "at", "on", "as"}


def clean(title: str) -> tuple[str, list[str]] | None:
    t = title.strip()
    # "Sprain and strain of wrist" is one injury said either way: "Sprain of wrist" here, its
    # other forms in injury_forms().
    if t.startswith("Sprain and strain of "):
        t = "Sprain of " + t[len("Sprain and strain of "):]
    alts: list[str] = []
    # A bracket at the end names the whole concept ("Acute nasopharyngitis [common cold]");
    # one inside the title swaps a word ("Diaper [napkin] dermatitis") and is dropped.
    end = re.search(r"\s\[([^\]]+)\]$", t)
    if end and re.fullmatch(r"[a-z][a-z' -]+", end.group(1)) and " " in end.group(1):
        alts.append(end.group(1))
    t = re.sub(r"\s*\[[^\]]*\]", "", t)
    if re.search(r"[A-Za-z]\(|\)[A-Za-z]", t):  # "Erosive (osteo)arthrosis": word parts
        return None
    # Parentheses hold WHO's supplementary words, said or not: between two words they are
    # also kept ("Mitral (valve) prolapse" -> "mitral valve prolapse"), at the end dropped
    # ("Venous insufficiency (chronic)(peripheral)" -> "venous insufficiency").
    inner = re.search(r"\S \(([a-z][a-z ]*)\) \S", t)
    if inner:
        kept = re.sub(r"\s+", " ", re.sub(r"\(([^)]*)\)", r"\1", t)).strip().lower()
        kept_words = kept.split(" ")
        if (not re.search(r"[(),:/\d]", kept) and len(kept_words) <= 5
                and not any(w in SKIP_WORDS for w in kept_words)):
            alts.append(kept)
    t = re.sub(r"\s*\([^)]*\)", "", t)
    for tail in (", unspecified", ", not elsewhere classified", " NOS", ", so described"):
        if t.endswith(tail):
            t = t[: -len(tail)]
    t = re.sub(r"\s+", " ", t).strip()
    low = t.lower()
    if not t or ":" in t or "," in t or re.search(r"\d", t) or "/" in t:
        return None
    words = low.split(" ")
    if len(words) > 5 or words[0] in {"other", "unspecified"} or any(w in SKIP_WORDS for w in words):
        return None
    if not re.fullmatch(r"[a-z][a-z' -]*[a-z]", low):
        return None
    return t, alts


def paired_words(title: str) -> list[str]:
    """"Dysphasia and aphasia", "Anuria and oliguria", "Synovitis and tenosynovitis, unspecified":
    a title of two one-word conditions joined by "and" names each of them; clean() skips it as a
    compound, so each word is a term of the row on its own (the title names the row). Titles of
    longer phrases stay out: their halves are sites or qualifiers, not conditions."""
    t = re.sub(r", unspecified$", "", title.strip())
    m = re.fullmatch(r"([A-Za-z]+) and ([a-z]+)", t)
    if not m:
        return []
    return [m.group(1).lower(), m.group(2)]


def inverted(term: str) -> list[str]:
    """"Cyst of breast" -> "breast cyst", "Disorder of thyroid" -> "thyroid disorder": the
    noun-adjunct order clinicians say, for a one-word head and a site of one or two words
    ("of the" dropped). Longer sites and modified heads are left as titled."""
    m = re.fullmatch(r"([a-z]+) of (?:the )?([a-z]+(?: [a-z]+)?)", term)
    if not m or m.group(1) in STOP | {"effect", "effects", "complication", "complications"}:
        return []
    return [f"{m.group(2)} {m.group(1)}"]


# Latin and Greek adjectives of an organ and the plain noun clinicians also say: "Cardiac
# murmur" is said "heart murmur", "Acute renal failure" "acute kidney failure", "Hepatic cyst"
# "liver cyst". Only organs whose noun form clinicians say in a condition's name ("lung" for
# "pulmonary", "brain" for "cerebral" give names nobody says: "brain palsy"), and not in an
# anatomical compound ("renal artery stenosis" stays).
LAY_ORGANS = {"cardiac": "heart", "renal": "kidney", "hepatic": "liver", "gastric": "stomach"}
ANATOMY = {"artery", "arteries", "vein", "veins", "valve", "vessels", "vessel", "pelvis", "duct", "ducts"}


VALVES = {"mitral", "aortic", "tricuspid", "pulmonary", "valve"}


def lay_forms(term: str) -> list[str]:
    """The title with each organ adjective said as its noun ("cardiac murmur" -> "heart murmur"),
    a valve's insufficiency said as its regurgitation ("aortic valve insufficiency" -> "aortic
    valve regurgitation"), and a hyphenated word said as two ("left bundle-branch block" ->
    "left bundle branch block")."""
    out = []
    words = term.split(" ")
    if any(w in LAY_ORGANS for w in words) and not any(w in ANATOMY for w in words):
        out.append(" ".join(LAY_ORGANS.get(w, w) for w in words))
    for i, w in enumerate(words):
        if w == "insufficiency" and i > 0 and words[i - 1] in VALVES:
            out.append(" ".join(words[:i] + ["regurgitation"] + words[i + 1:]))
    if re.search(r"[a-z]-[a-z]", term):
        out.append(term.replace("-", " "))
    return out


def injury_forms(term: str) -> list[str]:
    """"Fracture of rib" -> "broken rib", "fractured rib"; "Sprain of wrist" -> "wrist strain",
    "sprained wrist", "strained wrist"; "Contusion of knee" -> "knee contusion", "bruised knee";
    "Dislocation of shoulder joint" -> "dislocated shoulder":
    an injury said with the participle before its site (a site of one or two words; "joint"
    may go unsaid), and the site before the head ("rib fracture", "wrist sprain"), which
    inverted() leaves to this function because its heads are STOP words alone."""
    m = re.fullmatch(r"(fracture|sprain|dislocation|contusion) of (?:the )?([a-z]+(?: [a-z]+)?)", term)
    if not m:
        return []
    sites = [m.group(2)]
    if m.group(2).endswith(" joint"):
        sites.append(m.group(2)[: -len(" joint")])
    said = {"fracture": ["{} fracture", "broken {}", "fractured {}"],
            "dislocation": ["{} dislocation", "dislocated {}"],
            "sprain": ["{} sprain", "{} strain", "sprained {}", "strained {}"],
            # review rv23: "a bruised knee", "knee contusion", "a bruise on the knee" is the site's
            # contusion (S-code), not the unsited T14.0
            "contusion": ["{} contusion", "bruised {}", "{} bruise"]}[m.group(1)]
    return [form.format(site) for site in sites for form in said]


def existing_terms() -> set[str]:
    terms: set[str] = set()

    def rows(name: str):
        for line in (DATA / name).read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                yield line.split("\t")

    for i, f in enumerate(rows("conditions.tsv")):
        if i:
            terms.add(f[0].lower())
            terms.update(s for s in f[3].split("|") if s)
    for i, f in enumerate(rows("loinc.tsv")):
        if i:
            terms.add(f[0].lower())
            terms.update(s for s in f[4].split("|") if s)
    for i, f in enumerate(rows("medicines.tsv")):
        if i:
            terms.add(f[0].lower())
            terms.update(s.lower() for s in f[2].split("|") if s)
    for i, f in enumerate(rows("codemix.tsv")):
        if i:
            terms.add(f[0].lower())
    return terms


def main() -> int:
    codes = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_CODES
    have = existing_terms()
    taken: set[str] = set()
    out = []
    for line in codes.read_text(encoding="latin-1").splitlines()[1:]:
        f = line.split(";")
        level, place, code, title = f[0], f[1], f[6], f[8]
        if place != "T" or code[0] in "UVWXYZ":
            continue
        c = clean(title)
        pair = paired_words(title) if c is None else []
        if c is None and not pair:
            continue
        name, alts = c if c is not None else (re.sub(r", unspecified$", "", title.strip()), pair)
        syns = []
        # A paired title is no term itself: "nausea and vomiting" is two items, as the curated
        # rows read it.
        forms = pair if pair else [name.lower()] + alts + inverted(name.lower()) + injury_forms(name.lower())
        # A curated term's plain form is the curated row's to give, not a second row's.
        for term in forms + [lay for f in forms if f not in have for lay in lay_forms(f)]:
            if term in have or term in taken or term in STOP or len(term) < 5:
                continue
            taken.add(term)
            syns.append(term)
        if not syns:
            continue
        # The title names the row, unless only a bracketed alternative name is new.
        display = name if pair or name.lower() in syns or not set(syns) & set(alts) else syns[0].capitalize()
        out.append((code, display, syns))
    header = (
        "# source: WHO ICD-10 Version 2019 four-character metadata (shared/reference/icd10-who/codes.txt),"
        " (c) World Health Organization; generated by domain/terminology/tools/icd10_terms.py - do not edit\n"
        "# table: icd10; version 1; one row per terminal WHO code whose cleaned title a clinician could say,"
        " after the curated tables (a term they hold is not repeated)\n"
        "# columns: name (cleaned WHO title) | icd10 | snomed (always empty) | synonyms (pipe-separated, lowercase)\n"
        "name\ticd10\tsnomed\tsynonyms\n"
    )
    body = "".join(f"{d}\t{c}\t\t{'|'.join(s)}\n" for c, d, s in out)
    (DATA / "icd10.tsv").write_text(header + body, encoding="utf-8")
    print(f"icd10.tsv: {len(out)} rows, {sum(len(s) for _, _, s in out)} terms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
