#!/usr/bin/env python3
"""Builds the embedded recogniser's clinical language model and combined dictionary.

Run by CMake at build time (engines/speech/embedded/CMakeLists.txt); the outputs go into the
build directory and are installed with the service (share/cxs/speech):

  clinical.lm        a trigram language model in ARPA format, estimated here from clinical
                     sentences generated from templates.txt and the project's own data
                     (medicines, conditions, investigations, medication phrasing, vitals).
                     The engine interpolates it with the stock en-us model at decoder start
                     (ngram_model_set_init): the stock model is loaded as it is, never changed.
  cxs-en-us.dict     the stock pronunciation dictionary followed by every word of the
                     clinical model that the stock dictionary lacks, given to the decoder as
                     its -dict (no word is added to a running decoder: ps_add_word grows the
                     stock model's trie and crashes sphinxbase 5prealpha).
  vocabulary.txt     the new words and where each pronunciation came from (for review).

Pronunciations of new words, in order: the hand-checked lexicon (../data/clinical.dict, all
of its variants), else flite's letter-to-sound tool `t2p` (Debian package flite) mapped to the
model's phones (stress digits and `pau` dropped, upper case, schwa `ax` as AH). A word with no
pronunciation (no t2p installed) is left out, with every sentence that holds it.

Estimator (ours, no toolkit in Debian bookworm builds ARPA models; cmuclmtk is not packaged):
interpolated absolute discounting (Ney et al. 1994) with one discount per order,
D = n1 / (n1 + 2 n2) from the count-of-counts, written in ARPA back-off form: a seen n-gram
carries (c - D) / c(h) + bow(h) p(w | shorter h), bow(h) = D N1+(h·) / c(h). Unigrams are
interpolated with a uniform distribution in the same way, so every word has mass.

The sentence sample is deterministic (a fixed seed), so a build is reproducible.
"""

import argparse
import random
import re
import shutil
import subprocess
import sys
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from math import log10
from pathlib import Path

from spoken_numbers import decimal_words, number_words  # beside this script

UNITS = {"mg": "milligrams", "mcg": "micrograms", "µg": "micrograms", "ug": "micrograms",
         "g": "grams", "gm": "grams", "ml": "milliliters", "iu": "units", "u": "units",
         "%": "percent", "meq": "milliequivalents", "l": "liters"}
SINGULAR = {"milligrams": "milligram", "micrograms": "microgram", "grams": "gram",
            "milliliters": "milliliter", "units": "unit", "liters": "liter"}
SHORT_WORDS = {"a", "an", "at", "in", "of", "on", "by", "to", "if", "as", "or", "for", "per",
               "the", "and", "day", "iv", "im", "sc", "one", "two", "six", "ten"}


def spoken(text: str) -> str:
    """Lower-case words only: numbers spelt out, punctuation dropped."""
    t = text.lower().replace("+", " and ").replace("/", " ")
    t = re.sub(r"\d+(\.\d+)?", lambda m: " " + decimal_words(m.group(0)) + " ", t)
    t = re.sub(r"[^a-z' ]+", " ", t)
    return " ".join(t.split())


def dose_words(text: str) -> str | None:
    """"650 mg" -> "six hundred fifty milligrams"; None when it is not a simple dose."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([a-zµ%]+)\s*", text.lower())
    if not m or m.group(2) not in UNITS:
        return None
    unit = UNITS[m.group(2)]
    if m.group(1) == "1" and unit in SINGULAR:
        unit = SINGULAR[unit]
    return f"{decimal_words(m.group(1))} {unit}"


def read_tsv(path: Path):
    """Rows of a project terminology table (comment lines start with #, then a header)."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    header = lines[0].split("\t")
    for line in lines[1:]:
        cells = line.split("\t")
        yield dict(zip(header, cells + [""] * (len(header) - len(cells))))


def table_phrases(path: Path):
    """Attribute phrases of medication_tables.hpp by kind: {"frequency": [...], ...}."""
    phrases = defaultdict(list)
    for m in re.finditer(r'\{"([^"]+)",\s*ak::(\w+)', path.read_text(encoding="utf-8")):
        phrases[m.group(2)].append(m.group(1))
    return phrases


class Lexicon:
    """Pronunciations: the stock dictionary, the hand lexicon, then flite's t2p."""

    def __init__(self, stock: Path, hand: Path, t2p: str | None):
        self.stock = set()
        self.phones = set()
        for line in stock.read_text(encoding="utf-8", errors="replace").splitlines():
            parts = line.split()
            if len(parts) >= 2:
                self.stock.add(re.sub(r"\(\d+\)$", "", parts[0]))
                self.phones.update(parts[1:])
        self.hand = defaultdict(list)
        for line in hand.read_text(encoding="utf-8").splitlines():
            parts = line.split()
            if len(parts) >= 2 and not parts[0].startswith("#"):
                self.hand[re.sub(r"\(\d+\)$", "", parts[0])].append(" ".join(parts[1:]))
        self.t2p = t2p
        self.new = {}  # word -> (source, [pronunciations])

    def letter_to_sound(self, word: str) -> list[str]:
        if not self.t2p:
            return []
        out = subprocess.run([self.t2p, word], capture_output=True, text=True, check=False).stdout
        phones = []
        for p in out.split():
            p = re.sub(r"\d", "", p)
            if p == "pau":
                continue
            p = "AH" if p == "ax" else p.upper()
            if p not in self.phones:
                return []
            phones.append(p)
        return [" ".join(phones)] if phones else []

    def resolve(self, words: set[str]) -> set[str]:
        """Finds pronunciations for the words the stock dictionary lacks; returns the words
        that have none."""
        unknown = sorted(w for w in words if w not in self.stock and w not in self.new)
        for w in [w for w in unknown if w in self.hand]:
            self.new[w] = ("lexicon", self.hand[w])
        rest = [w for w in unknown if w not in self.hand]
        with ThreadPoolExecutor(max_workers=4) as pool:
            for w, prons in zip(rest, pool.map(self.letter_to_sound, rest)):
                if prons:
                    self.new[w] = ("t2p", prons)
        return {w for w in words if w not in self.stock and w not in self.new}


def is_spoken_term(term: str, lexicon: Lexicon) -> bool:
    """Leaves out abbreviations ("copd", "od", "sob"): a short word the stock dictionary and
    the hand lexicon lack is spelt out in speech, not said as a word."""
    for word in term.split():
        if len(word) <= 4 and word not in SHORT_WORDS and word not in lexicon.stock and word not in lexicon.hand:
            return False
        if not re.fullmatch(r"[a-z][a-z']*", word):
            return False
    return True


def vitals(rng: random.Random) -> str:
    kind = rng.randrange(10)
    if kind == 0:
        return f"blood pressure is {number_words(rng.randrange(90, 181))} over {number_words(rng.randrange(50, 111))}"
    if kind == 1:
        return f"pulse is {number_words(rng.randrange(48, 131))}" + rng.choice(["", " beats per minute", " and regular"])
    if kind == 2:
        return f"heart rate is {number_words(rng.randrange(48, 131))} beats per minute"
    if kind == 3:
        return f"respiratory rate is {number_words(rng.randrange(12, 35))}" + rng.choice(["", " breaths per minute"])
    if kind == 4:
        t = rng.choice([f"{rng.randrange(36, 41)}.{rng.randrange(10)}", f"{rng.randrange(97, 104)}.{rng.randrange(10)}",
                        str(rng.randrange(97, 104))])
        return f"temperature is {decimal_words(t)}" + rng.choice(["", " degrees", " degrees celsius", " degrees fahrenheit"])
    if kind == 5:
        return f"oxygen saturation is {number_words(rng.randrange(85, 101))} percent" + rng.choice(["", " on room air"])
    if kind == 6:
        return f"weight is {number_words(rng.randrange(3, 130))} " + rng.choice(["kilograms", "kilos", "pounds"])
    if kind == 7:
        return f"blood sugar is {number_words(rng.randrange(60, 400))}" + rng.choice(["", " fasting", " random"])
    if kind == 8:
        return f"hemoglobin a one c is {decimal_words(f'{rng.randrange(5, 13)}.{rng.randrange(10)}')}"
    return f"height is {number_words(rng.randrange(50, 200))} centimeters"


def build_sentences(args, lexicon: Lexicon) -> list[str]:
    rng = random.Random(args.seed)
    # Vital signs draw from a stream of their own: their templates name no table entry, so
    # rows added to the medicine or condition tables leave every vitals sentence (and the
    # model's number n-grams, which decide readings like "one hundred thirty") unchanged.
    vitals_rng = random.Random(args.seed * 1000003 + 1)
    drugs, strengths = [], {}
    for row in read_tsv(args.medicines):
        names = [row["generic"]] + [b for b in row["brands"].split("|") if b]
        dose = dose_words(row.get("default_strength", ""))
        for name in names:
            s = spoken(name)
            if s and is_spoken_term(s, lexicon):
                drugs.append(s)
                if dose:
                    strengths.setdefault(s, dose)
    drugs = sorted(set(drugs))
    common_doses = [f"{number_words(n)} milligrams" for n in (5, 10, 20, 25, 40, 50, 75, 100, 150, 250, 400, 500, 650, 1000)]
    common_doses += ["one gram", "two grams", "one hundred micrograms", "fifty micrograms", "ten units", "twenty units",
                     "five milliliters", "one tablet", "two tablets", "half a tablet", "one capsule"]

    conditions, symptoms = [], []
    for row in read_tsv(args.conditions):
        terms = [row["name"]] + [s for s in row["synonyms"].split("|") if s]
        for term in terms:
            s = spoken(term)
            if s and is_spoken_term(s, lexicon):
                conditions.append(s)
                if row["icd10"].startswith("R"):
                    symptoms.append(s)
    conditions, symptoms = sorted(set(conditions)), sorted(set(symptoms))

    tests = []
    for row in read_tsv(args.loinc):
        if row["kind"] not in ("lab", "imaging", "procedure"):
            continue
        for term in [re.sub(r"\(.*?\)", "", row["name"])] + [s for s in row["synonyms"].split("|") if s]:
            s = spoken(term)
            if s and is_spoken_term(s, lexicon):
                tests.append(s)
    tests = sorted(set(tests))

    table = table_phrases(args.medication_tables)

    def phrases(kind):
        out = sorted({spoken(p) for p in table[kind] if "." not in p and is_spoken_term(spoken(p), lexicon)})
        return out or [""]

    slots_static = {
        "frequency": phrases("frequency"), "timing": phrases("timing"), "route": phrases("route"),
        "form": phrases("form"),
    }
    periods = ["days", "weeks", "months"]

    def fill(template: str, drug: str | None = None, condition: str | None = None, test: str | None = None) -> str:
        def slot(m):
            nonlocal drug, condition, test
            name = m.group(1)
            if name == "drug":
                d, drug = (drug, None) if drug else (rng.choice(drugs), None)
                fill.last_drug = d
                return d
            if name == "dose":
                d = getattr(fill, "last_drug", None)
                return strengths[d] if d in strengths and rng.random() < 0.5 else rng.choice(common_doses)
            if name == "condition":
                c, condition = (condition, None) if condition else (rng.choice(conditions), None)
                return c
            if name == "symptom":
                return rng.choice(symptoms)
            if name == "test":
                t, test = (test, None) if test else (rng.choice(tests), None)
                return t
            if name == "vital":
                return vitals(vitals_rng)
            if name == "count":
                return number_words(rng.randrange(1, 11))
            if name in ("duration", "period"):
                n = rng.randrange(1, 15)
                unit = rng.choice(periods)
                return rng.choice([f"{number_words(n)} {unit if n > 1 else unit[:-1]}", f"a {unit[:-1]}",
                                   "two weeks", "three days", "a few days"])
            return rng.choice(slots_static[name])
        return " ".join(re.sub(r"\{(\w+)\}", slot, template).split())

    templates = []
    for line in args.templates.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            weight, text = line.split("\t", 1)
            templates.append((int(weight), text.strip()))

    sentences = []
    for _ in range(args.passes):
        for weight, text in templates:
            sentences.extend(fill(text) for _ in range(weight))
    # Coverage: every drug, condition and investigation name in a few contexts of its kind.
    with_drug = [t for _, t in templates if "{drug}" in t]
    with_condition = [t for _, t in templates if "{condition}" in t]
    with_test = [t for _, t in templates if "{test}" in t]
    for d in drugs:
        sentences.extend(fill(rng.choice(with_drug), drug=d) for _ in range(args.per_drug))
    for c in conditions:
        sentences.extend(fill(rng.choice(with_condition), condition=c) for _ in range(2))
    for t in tests:
        sentences.append(fill(rng.choice(with_test), test=t))
    return sentences


def estimate(sentences: list[list[str]], order: int):
    """Counts and interpolated absolute-discount probabilities; returns ARPA sections."""
    counts = [Counter() for _ in range(order)]
    for words in sentences:
        seq = ["<s>"] + words + ["</s>"]
        for n in range(1, order + 1):
            for i in range(len(seq) - n + 1):
                gram = tuple(seq[i:i + n])
                if gram == ("<s>",):
                    continue
                counts[n - 1][gram] += 1
    discounts = []
    for c in counts:
        coc = Counter(v for v in c.values() if v <= 2)
        n1, n2 = coc[1], coc[2]
        discounts.append(n1 / (n1 + 2 * n2) if n1 + n2 > 0 else 0.5)

    vocab = sorted({g[0] for g in counts[0]} | {"<s>"})
    # Unigrams: absolute discount interpolated with uniform over the vocabulary (<s> excluded).
    total = sum(counts[0].values())
    d = discounts[0]
    n_types = len(counts[0])
    uniform = 1.0 / n_types
    prob = [dict() for _ in range(order)]
    for g, c in counts[0].items():
        prob[0][g] = (c - d) / total + d * n_types / total * uniform
    # Higher orders, from their histories.
    hist_total = [Counter() for _ in range(order)]
    hist_types = [Counter() for _ in range(order)]
    for n in range(2, order + 1):
        for g, c in counts[n - 1].items():
            hist_total[n - 1][g[:-1]] += c
            hist_types[n - 1][g[:-1]] += 1
    bow = [dict() for _ in range(order)]
    for n in range(2, order + 1):
        d = discounts[n - 1]
        for h, ht in hist_total[n - 1].items():
            bow[n - 2][h] = d * hist_types[n - 1][h] / ht
        for g, c in counts[n - 1].items():
            h = g[:-1]
            lower = lower_prob(prob, bow, g[1:])
            prob[n - 1][g] = (c - d) / hist_total[n - 1][h] + bow[n - 2][h] * lower
    return vocab, prob, bow


def lower_prob(prob, bow, gram):
    """p(w | h) by back-off through the tables being built (gram = h + (w,))."""
    n = len(gram)
    if gram in prob[n - 1]:
        return prob[n - 1][gram]
    if n == 1:
        return 0.0
    return bow[n - 2].get(gram[:-1], 1.0) * lower_prob(prob, bow, gram[1:])


def write_arpa(path: Path, vocab, prob, bow, order: int) -> None:
    with path.open("w", encoding="utf-8") as out:
        out.write("# Clinical language model of the cxs embedded speech engine; generated by\n")
        out.write("# engines/speech/embedded/model/build_model.py at build time. Do not edit.\n\n")
        out.write("\\data\\\n")
        sizes = [len(vocab)] + [len(prob[n]) for n in range(1, order)]
        for n, size in enumerate(sizes, 1):
            out.write(f"ngram {n}={size}\n")
        for n in range(1, order + 1):
            out.write(f"\n\\{n}-grams:\n")
            if n == 1:
                items = [((w,), -99.0 if w == "<s>" else log10(prob[0][(w,)])) for w in vocab]
            else:
                items = [(g, log10(p)) for g, p in sorted(prob[n - 1].items())]
            for g, lp in items:
                line = f"{lp:.6f}\t{' '.join(g)}"
                if n < order:
                    b = bow[n - 1].get(g)
                    if b is not None and b > 0:
                        line += f"\t{log10(b):.6f}"
                out.write(line + "\n")
        out.write("\n\\end\\\n")


def main() -> int:
    here = Path(__file__).resolve().parent
    src = here.parents[3]
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, required=True, help="output directory")
    ap.add_argument("--stock-dict", type=Path, required=True, help="the stock cmudict-en-us.dict")
    ap.add_argument("--templates", type=Path, default=here / "templates.txt")
    ap.add_argument("--lexicon", type=Path, default=here.parent / "data" / "clinical.dict")
    ap.add_argument("--medicines", type=Path, default=src / "domain/terminology/data/medicines.tsv")
    ap.add_argument("--conditions", type=Path, default=src / "domain/terminology/data/conditions.tsv")
    ap.add_argument("--loinc", type=Path, default=src / "domain/terminology/data/loinc.tsv")
    ap.add_argument("--medication-tables", type=Path, default=src / "domain/clinical/medication_tables.hpp")
    ap.add_argument("--t2p", default=shutil.which("t2p"), help="flite's letter-to-sound tool")
    ap.add_argument("--seed", type=int, default=18)
    ap.add_argument("--passes", type=int, default=60, help="sentences per template weight unit")
    ap.add_argument("--per-drug", type=int, default=3)
    ap.add_argument("--order", type=int, default=3)
    args = ap.parse_args()

    lexicon = Lexicon(args.stock_dict, args.lexicon, args.t2p)
    sentences = [s.split() for s in build_sentences(args, lexicon)]
    missing = lexicon.resolve({w for s in sentences for w in s})
    if missing:
        print(f"build_model: {len(missing)} words without a pronunciation left out (no t2p?): "
              + " ".join(sorted(missing)[:20]), file=sys.stderr)
        sentences = [s for s in sentences if not any(w in missing for w in s)]
    if not sentences:
        print("build_model: no sentences", file=sys.stderr)
        return 1
    vocab, prob, bow = estimate(sentences, args.order)

    args.out.mkdir(parents=True, exist_ok=True)
    write_arpa(args.out / "clinical.lm", vocab, prob, bow, args.order)
    used = {w for s in sentences for w in s}
    with (args.out / "cxs-en-us.dict").open("w", encoding="utf-8") as out:
        out.write(args.stock_dict.read_text(encoding="utf-8", errors="replace"))
        for word in sorted(w for w in lexicon.new if w in used):
            for i, pron in enumerate(lexicon.new[word][1]):
                out.write(f"{word}{'' if i == 0 else f'({i + 1})'} {pron}\n")
    with (args.out / "vocabulary.txt").open("w", encoding="utf-8") as out:
        out.write(f"# {len(sentences)} sentences, {sum(len(s) for s in sentences)} words, {len(vocab)} word types\n")
        for word in sorted(w for w in lexicon.new if w in used):
            source, prons = lexicon.new[word]
            out.write(f"{word}\t{source}\t{' | '.join(prons)}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
