#!/usr/bin/env python3
"""Speech test material for the embedded recogniser's word error rate (bench/speech_wer.sh).

Writes 16 kHz s16le mono files (`<id>.raw`) and their sclite reference (`ref.trn`, lines
`text (id)`) into OUT for one part:

  clinical-tuning      bench/data/clinical_sentences.txt, four flite voices
  clinical-validation  bench/data/clinical_sentences_validation.txt, four flite voices
                       (written for evaluation only; never read by the model generator)
  dialogue-tuning      ACI-Bench dev dialogues (dev.jsonl, never a test split) whose
  dialogue-validation  encounter id falls in that part (see split_of), spoken by flite:
                       doctor turns in one voice, patient turns in another

A dialogue is long (~1,500 words, ~10 minutes), so each contributes an excerpt: its opening
turns up to --head words and its closing turns (assessment and plan, where the medications
are) up to --tail words, in order, 0.4 s of silence between turns, one file per dialogue.
The first --dialogues encounters of the part (by id) are used.

Text is put into spoken form once (numbers as words, "130/80" as "one hundred thirty over eighty", "%" as "percent", punctuation dropped); flite speaks
that form and the reference is that form, so the score measures recognition, not flite's
or our number reading.
"""

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLINICAL_VOICES = ["kal16", "awb", "rms", "slt"]
DOCTOR_VOICE = "rms"
PATIENT_VOICE = "slt"
DEFAULT_DEV = ROOT.parent / "shared" / "eval" / "aci-dev" / "dev.jsonl"

# Numbers are spelt as the speech model's builder spells them (one module for both).
sys.path.insert(0, str(ROOT / "engines" / "speech" / "embedded" / "model"))
from spoken_numbers import ONES, number_words, ordinal_words  # noqa: E402

def split_of(encounter_id: str) -> str:
    """Frozen split of the dev dialogues, the one bench/aci_eval.cpp uses: FNV-1a (64-bit) of
    the encounter id modulo 10; 7, 8 and 9 are validation (29 of 87), the rest tuning."""
    h = 0xCBF29CE484222325
    for byte in encounter_id.encode():
        h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "validation" if h % 10 >= 7 else "tuning"


def spoken(text: str) -> str:
    """Lower-case words only, numbers spelt out."""
    t = text.lower()
    t = re.sub(r"\[(doctor|patient|patient_guest|doctor_guest)\]", " ", t)
    t = re.sub(r" n't\b", "n't", t)  # the dataset's tokenisation: "do n't", "gon na"
    t = re.sub(r"\b(gon|wan|got) na\b", r"\1na", t).replace("gotna", "gotta")
    t = re.sub(r"(\d+)\s*/\s*(\d+)", r"\1 over \2", t)
    t = re.sub(r"(\d+)\s*%", r"\1 percent", t)
    t = re.sub(r"(\d+)(st|nd|rd|th)\b", lambda m: " " + ordinal_words(int(m.group(1))) + " ", t)
    t = re.sub(r"(\d+)\.(\d+)",
               lambda m: f" {m.group(1)} point " + " ".join(ONES[int(d)] for d in m.group(2)) + " ", t)
    t = re.sub(r"(\d),(\d{3})", r"\1\2", t)
    t = re.sub(r"\d+", lambda m: " " + number_words(int(m.group(0))) + " ", t)
    t = t.replace("&", " and ").replace("+", " plus ")
    t = re.sub(r"[^a-z' ]+", " ", t)
    t = re.sub(r"(^| )'+|'+( |$)", " ", t)  # quotes, not apostrophes inside words
    return " ".join(t.split())


def to_raw(wav: Path) -> bytes:
    return subprocess.run(
        ["ffmpeg", "-nostdin", "-loglevel", "error", "-i", str(wav), "-ar", "16000", "-ac", "1",
         "-f", "s16le", "-"], check=True, capture_output=True).stdout


def speak(text: str, voice: str, tmp: Path) -> bytes:
    wav = tmp / "x.wav"
    subprocess.run(["flite", "-voice", voice, "-t", text, "-o", str(wav)], check=True)
    return to_raw(wav)


def clinical(path: Path, out: Path, tmp: Path, ref) -> None:
    n = 0
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        n += 1
        text = spoken(line)
        for voice in CLINICAL_VOICES:
            uid = f"{voice}_{n:02d}"
            (out / f"{uid}.raw").write_bytes(speak(text, voice, tmp))
            ref.write(f"{text} ({uid})\n")


def excerpt(turns, head: int, tail: int):
    """Opening turns up to `head` words and closing turns up to `tail` words, in order."""
    first, words = [], 0
    for i, turn in enumerate(turns):
        if words >= head:
            break
        first.append(i)
        words += len(turn[1].split())
    last, words = [], 0
    for i in range(len(turns) - 1, first[-1] if first else -1, -1):
        if words >= tail:
            break
        last.append(i)
        words += len(turns[i][1].split())
    return [turns[i] for i in first + sorted(last)]


def dialogues(dev: Path, part: str, count: int, head: int, tail: int, out: Path, tmp: Path, ref) -> None:
    rows = [json.loads(line) for line in dev.read_text().splitlines() if line.strip()]
    rows = sorted((r for r in rows if split_of(r["encounter_id"]) == part), key=lambda r: r["encounter_id"])
    silence = bytes(2 * 16000 * 4 // 10)
    for row in rows[:count]:
        turns = []
        for line in row["dialogue"].splitlines():
            m = re.match(r"\s*\[(doctor|patient)[a-z_]*\]\s*(.*)", line)
            if not m:
                continue
            text = spoken(m.group(2))
            if text:
                turns.append((m.group(1), text))
        audio, words = bytearray(), []
        for speaker, text in excerpt(turns, head, tail):
            audio += speak(text, DOCTOR_VOICE if speaker == "doctor" else PATIENT_VOICE, tmp) + silence
            words.append(text)
        uid = "dlg_" + re.sub(r"[^A-Za-z0-9]", "", row["encounter_id"])
        (out / f"{uid}.raw").write_bytes(bytes(audio))
        ref.write(f"{' '.join(words)} ({uid})\n")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("part", choices=["clinical-tuning", "clinical-validation", "dialogue-tuning", "dialogue-validation"])
    ap.add_argument("out", type=Path)
    ap.add_argument("--dev", type=Path, default=DEFAULT_DEV)
    ap.add_argument("--dialogues", type=int, default=3)
    ap.add_argument("--head", type=int, default=100)
    ap.add_argument("--tail", type=int, default=150)
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, open(args.out / "ref.trn", "w") as ref:
        if args.part == "clinical-tuning":
            clinical(ROOT / "bench/data/clinical_sentences.txt", args.out, Path(tmp), ref)
        elif args.part == "clinical-validation":
            clinical(ROOT / "bench/data/clinical_sentences_validation.txt", args.out, Path(tmp), ref)
        else:
            if "test" in args.dev.name:
                sys.exit("refusing a test split: dialogues come from the dev set only")
            dialogues(args.dev, args.part.split("-")[1], args.dialogues, args.head, args.tail,
                      args.out, Path(tmp), ref)
    return 0


if __name__ == "__main__":
    sys.exit(main())
