#!/usr/bin/env bash
# End-to-end extraction F1 from audio (issue 18, "Speech"): ACI-Bench **dev** dialogues of the
# frozen validation part (the split of bench/aci_eval.cpp), spoken whole by flite (doctor and
# patient in two voices, bench/speech_corpus.py), transcribed by the embedded recogniser
# (transcribe_bench, the engine's defaults) and extracted from, scored with aci_eval's own
# scorer against the encounters' gold. Three inputs per encounter, so the audio's loss is
# separated from the loss of the transcript's form:
#   text     the dialogue as written (speaker tags, digits, punctuation)
#   spoken   the words flite was given (no speaker tags, numbers as words, no punctuation):
#            a perfect recogniser's output
#   audio    the recogniser's hypothesis of that speech
# Usage: bench/speech_extract_f1.sh build/rel/bench/transcribe_bench build/rel/bench/aci_eval [N]
# N = how many validation encounters (the first N by id; default 4): each is ~6-10 minutes of
# speech, ~1-2 minutes of decoding CPU. Runs under nice -n 10. SPEECH_F1_AUDIO keeps the
# generated audio between runs; SPEECH_F1_KEEP a directory for the three jsonl files and the
# hypotheses. The test splits of ACI-Bench are never read.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bench=${1:?usage: speech_extract_f1.sh transcribe_bench aci_eval [N]}
aci=${2:?usage: speech_extract_f1.sh transcribe_bench aci_eval [N]}
count=${3:-4}
dev=${ACI_DEV:-$root/../shared/eval/aci-dev/dev.jsonl}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
audio=${SPEECH_F1_AUDIO:-$work/audio}

if [[ ! -f $audio/ref.trn ]]; then
  nice -n 10 python3 "$root/bench/speech_corpus.py" dialogue-validation "$audio" --dev "$dev" \
    --dialogues "$count" --head 1000000 --tail 0
fi
nice -n 10 "$bench" --trn "$work/hyp.trn" "$audio"/*.raw >"$work/bench.out"

python3 - "$dev" "$audio/ref.trn" "$work/hyp.trn" "$work" <<'EOF'
import json, re, sys
dev, ref, hyp, out = sys.argv[1:]
def trn(path):
    rows = {}
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^(.*) \(([^)]*)\)\s*$", line.rstrip("\n"))
        if m:
            rows[m.group(2)] = m.group(1).strip()
    return rows
spoken, heard = trn(ref), trn(hyp)
rows = {}
for line in open(dev, encoding="utf-8"):
    r = json.loads(line)
    rows["dlg_" + re.sub(r"[^A-Za-z0-9]", "", r["encounter_id"])] = r
for name, texts in (("text", None), ("spoken", spoken), ("audio", heard)):
    with open(f"{out}/{name}.jsonl", "w", encoding="utf-8") as f:
        for uid in sorted(spoken):
            r = dict(rows[uid])
            if texts is not None:
                r["dialogue"] = texts.get(uid, "")
            f.write(json.dumps(r) + "\n")
EOF
awk '/^total/ { print "decode:", $0 }' "$work/bench.out"
for name in text spoken audio; do
  echo "== $name"
  "$aci" "$work/$name.jsonl" --part validation | grep -E '^(field|vitals |medications |diagnoses|allergies|investigations|micro)'
done
if [[ -n ${SPEECH_F1_KEEP:-} ]]; then
  mkdir -p "$SPEECH_F1_KEEP"
  cp "$work"/*.jsonl "$work/hyp.trn" "$work/bench.out" "$SPEECH_F1_KEEP/"
fi
