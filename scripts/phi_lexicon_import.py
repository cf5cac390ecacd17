#!/usr/bin/env python3
"""Proposes additions to the PHI name lexicons (domain/phi/data/) from published name lists.

Issue 18 asks for "Indian given-name and surname lexicons built from public sources the team
can cite". This script reads two MIT-licensed name lists shipped in npm packages, drops what is
already in the lexicons, and sorts the rest by a fixed filter (never by a corpus line):

  * dropped: not ASCII letters, shorter than three letters, a one-word medicine, brand or
    condition of domain/terminology/data/ (no redaction may break a drug or condition), or a
    word of the redactor's own stop-word list (domain/phi/lexicon.cpp);
  * ambiguous (written to ambiguous_names.txt too, so it counts as a name only with context):
    a lower-case word of the system English dictionaries (Debian wamerican/wbritish), a word
    of any term of the terminology tables (ICD-10 titles, LOINC, code-mix phrases), a city
    of the faker en_IN place list, a lower-case word of the project's non-PHI corpora (tuning
    parts only) or of the aci-dev tuning dialogues, or a word of three letters;
  * otherwise a plain lexicon name.

Usage (from the repository root; the tarballs come from `npm pack @faker-js/faker@10.6.0
random-indian-name@1.0.0`, unpacked):

    python3 scripts/phi_lexicon_import.py <faker package dir> <random-indian-name package dir> [<indian_names dir>]

The optional third source (tried in issue 18's twelfth round and not kept: it moved no
held-out figure; docs/accuracy.md, "Twelfth round") is the `indian_names/` folder of the
BSD-3-Clause repository ByteBaker/indian-names (commit 34b592863eedac89cb56199da78238c428859da1:
`first.male.names`, `first.female.names`, `last.names`; the PyPI package `indian-names`), a list
of mostly North Indian given names, many of them compounds ("Kalicharan", "Chhotelal",
"Premchand") that the npm lists lack. Its files hold one name per line, optionally followed by
a rank; a first line that is only a count is skipped.

Prints three blocks (given names, surnames, ambiguous entries) to paste under a dated
comment in the lexicon files. Standard library only; the English dictionaries are read from
/usr/share/dict when present.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LEXICON = REPO / "domain" / "phi" / "data"
TERMINOLOGY = REPO / "domain" / "terminology" / "data"
WORD = re.compile(r"^[A-Za-z]+$")

# Common romanised Hindi, Urdu, Marathi and Bengali words that are also given names in the
# lists (feelings, times of day, weather, flowers, jewels, blessings, kin words): they count
# as names only with context. Written for this filter, not from any corpus line.
VERNACULAR_WORDS = set("""
aasha asha ankal anty aunty sakal sakali sampat mukti kranti disha pari bansuri chameli
gulab kamal phool ashirvad aashirvad ashirwad barkat bahar sitara tara chanda chand chandni
sona chandi heera hira moti prem pyar pyaar sapna roshni khushi dil jaan sundar sunder
varsha barkha megha sandhya usha prabhat savera suraj deepak jyoti shanti pooja puja
karuna daya mamta seva shakti veer raja rani kumari bala lakshmi ganga jamuna yamuna
kaveri narmada godavari sagar samundar nadi dhara dharti akash aakash aasman pawan hawa
agni jal neer amrit madhu shahad mithai misri mishri gudiya guddi munni munna babu beta
beti lalla lalli chhotu bittu pappu guddu raju kaka kaki mama mami nana nani dada dadi
bhai behen didi jiju saali sali devar jeth bhabhi nanad bua chachi tau tai anna akka
amma appa ayya thatha paati chechi chettan ikka umma vappa baba bapu bauji maiya
ishwar bhagwan ram shyam hari allah khuda rab nasib kismat taqdeer naseeb kalyan mangal
shubh labh lakshya manzil safar raahi rahi musafir sahara sahar subah shaam raat din
kal aaj parso abhi sab kuch koi ek do teen char paanch chhe saat aath nau das
jeevan zindagi sukh dukh chain aaram araam sehat tandurust tabiyat bimar bimari dard dawa dawai
vidya gyan dhan daulat mani ratna ratan kanak swarna suvarna hemant vasant basant
sharad shishir grishma barsaat saawan sawan kartik magh phagun chaitra baisakh
neel neela peela hara lal laal kala kaala safed gora gori saanwla saanwli
chiku anaar aam kela seb santra mausambi nimbu jeera adrak haldi tulsi neem mehndi
kesar kesari kumkum sindoor bindi chudi payal kangan jhumka
janam uttar dakshin sara saara amla sadar sasta samaj bijli shree shri sathi saathi sahaj
saral pran prana satya sati gati vayu maina koyal sher kali mahi purna udyan setu atman
tatva kripa sewa seva nand dhana bali vani veda shiva indra surya chandra agni yama
""".split())


def rows(path: Path):
    for raw in path.read_text(encoding="utf-8").splitlines():
        if raw and not raw.startswith("#"):
            yield raw


def lexicon_names() -> set[str]:
    names: set[str] = set()
    for f in ("given_names.txt", "surnames.txt"):
        for raw in rows(LEXICON / f):
            names.update(w.lower() for w in raw.split())
    return names


def terminology() -> tuple[set[str], set[str]]:
    """One-word medicine/condition terms (dropped) and every word of every term (ambiguous)."""
    one_word: set[str] = set()
    words: set[str] = set()
    for table in sorted(TERMINOLOGY.glob("*.tsv")):
        lines = list(rows(table))
        for raw in lines[1:]:
            for cell in raw.split("\t"):
                for term in re.split(r"[|;,]", cell):
                    term = term.strip().lower()
                    if not term:
                        continue
                    tokens = re.findall(r"[a-z]+", term)
                    words.update(tokens)
                    if table.name in ("medicines.tsv", "conditions.tsv") and len(tokens) == 1 and tokens[0] == term:
                        one_word.add(term)
    return one_word, words


def stopwords() -> set[str]:
    text = (REPO / "domain" / "phi" / "lexicon.cpp").read_text(encoding="utf-8")
    block = text.split("name_stopwords[] = {", 1)[1].split("};", 1)[0]
    return set(re.findall(r'"([a-z]+)"', block))


def english() -> set[str]:
    words: set[str] = set()
    for f in ("american-english", "british-english"):
        path = Path("/usr/share/dict") / f
        if path.exists():
            for w in path.read_text(encoding="utf-8", errors="ignore").split():
                if WORD.match(w) and w.islower():
                    words.add(w)
    return words


def corpus_words() -> set[str]:
    """Lower-case words of the non-PHI corpora's tuning parts and the aci-dev tuning dialogues."""
    words: set[str] = set()
    for path in (REPO / "tests/fixtures/medications/med_corpus.tsv",
                 REPO / "tests/fixtures/diagnoses/dx_corpus.tsv",
                 REPO / "tests/fixtures/context/traps.tsv",
                 REPO / "tests/fixtures/context/extraction_traps.tsv"):
        for raw in rows(path):
            words.update(w for w in re.findall(r"[A-Za-z]+", raw) if w.islower())
    dev = REPO.parent / "shared" / "eval" / "aci-dev" / "dev.jsonl"
    if dev.exists():
        # The dialogues are lower case throughout, their names too, so only words used three
        # or more times count as words.
        counts: dict[str, int] = {}
        for raw in dev.read_text(encoding="utf-8").splitlines():
            encounter = json.loads(raw)
            if validation_encounter(encounter["encounter_id"]):
                continue
            for w in re.findall(r"[a-z]+", encounter.get("dialogue", "")):
                counts[w] = counts.get(w, 0) + 1
        words.update(w for w, n in counts.items() if n >= 3)
    return words


def validation_encounter(encounter_id: str) -> bool:
    """bench/aci_eval.cpp's split: FNV-1a 64 of the id, modulo 10, 7..9 is validation."""
    h = 0xcbf29ce484222325
    for b in encounter_id.encode():
        h ^= b
        h = (h * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return h % 10 >= 7


def faker_lists(package: Path) -> tuple[list[str], list[str], list[str]]:
    source = next((package / "dist").glob("en_IN-*.js")).read_text(encoding="utf-8")

    def block(key: str) -> list[str]:
        found = re.findall(key + r":`([^`]*)`", source)
        return [w for text in found for w in text.split(".")]

    given = block("female") + block("male")
    surnames = re.search(r"last_name:\{generic:`([^`]*)`", source).group(1).split(".")
    cities = block("city_name")
    return given, surnames, cities


def rin_lists(package: Path) -> tuple[list[str], list[str]]:
    script = ("const n=require(process.argv[1]);"
              "console.log(JSON.stringify([n.first_male.concat(n.first_female), n.last]))")
    out = subprocess.run(["node", "-e", script, str(package / "lib" / "names.js")],
                         check=True, capture_output=True, text=True).stdout
    given, surnames = json.loads(out)
    return given, surnames


def indian_names_lists(folder: Path) -> tuple[list[str], list[str]]:
    def names(f: str) -> list[str]:
        out = []
        for raw in (folder / f).read_text(encoding="utf-8").splitlines():
            first = raw.split()[0] if raw.split() else ""
            if first and not first.isdigit():
                out.append(first)
        return out

    return names("first.male.names") + names("first.female.names"), names("last.names")


def php_faker_lists(person_php: Path) -> tuple[list[str], list[str]]:
    """The en_IN person provider of PHP Faker (MIT; Debian's php-faker 1.20.0 ships it as
    /usr/share/php/Faker/Provider/en_IN/Person.php). Optional fourth source, tried in issue
    18's twelfth round with the third and not kept: together they lowered round 9's held-out
    figures (docs/accuracy.md, "Twelfth round")."""
    source = person_php.read_text(encoding="utf-8")

    def block(name: str) -> list[str]:
        found = re.search(r"\$" + name + r" = \[(.*?)\];", source, re.S)
        return re.findall(r"'([^']+)'", found.group(1)) if found else []

    return (block("firstNameMale") + block("firstNameFemale") + block("middleNameMale"),
            block("lastName"))


def main() -> int:
    faker_dir, rin_dir = Path(sys.argv[1]), Path(sys.argv[2])
    f_given, f_surnames, cities = faker_lists(faker_dir)
    r_given, r_surnames = rin_lists(rin_dir)
    b_given, b_surnames = indian_names_lists(Path(sys.argv[3])) if len(sys.argv) > 3 else ([], [])
    p_given, p_surnames = php_faker_lists(Path(sys.argv[4])) if len(sys.argv) > 4 else ([], [])
    known = lexicon_names()
    one_word_terms, term_words = terminology()
    stop = stopwords()
    dictionary = english()
    clinical = corpus_words()
    places = {w.lower() for c in cities for w in re.findall(r"[A-Za-z]+", c)}

    out: dict[str, list[str]] = {"given": [], "surnames": []}
    ambiguous: list[tuple[str, str]] = []
    dropped: dict[str, int] = {}
    seen: set[str] = set()
    for kind, words in (("surnames", f_surnames + r_surnames + b_surnames + p_surnames),
                        ("given", f_given + r_given + b_given + p_given)):
        for raw in words:
            w = raw.strip()
            low = w.lower()
            if low in seen or low in known:
                continue
            seen.add(low)
            reason = None
            if not WORD.match(w) or len(w) < 3:
                reason = "not a plain word"
            elif low in one_word_terms or (low in dictionary and low in term_words):
                reason = "medicine, condition or an English word of a clinical term"
            elif low in stop:
                reason = "stop word"
            if reason:
                dropped[reason] = dropped.get(reason, 0) + 1
                continue
            name = w[0].upper() + w[1:].lower()
            out[kind].append(name)
            why = None
            if low in VERNACULAR_WORDS:
                why = "a common romanised Hindi/Urdu or regional word"
            elif low in dictionary:
                why = "English word (system dictionary)"
            elif low in term_words:
                why = "a word of a clinical term (terminology tables)"
            elif low in places:
                why = "an Indian town or city (faker en_IN places)"
            elif low in clinical:
                why = "a word of the project's clinical text (non-PHI corpora, aci-dev tuning)"
            elif len(low) == 3:
                why = "three letters: abbreviations and short words collide"
            if why:
                ambiguous.append((name, why))
    for kind in ("given", "surnames"):
        print(f"## {kind} ({len(out[kind])})")
        names = sorted(out[kind])
        for k in range(0, len(names), 12):
            print(" ".join(names[k:k + 12]))
    print(f"## ambiguous ({len(ambiguous)})")
    for name, why in sorted(ambiguous):
        print(f"{name}\t{why}")
    print(f"## dropped {dropped}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
