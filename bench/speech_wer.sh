#!/usr/bin/env bash
# Word error rate of the embedded speech engine, scored with sclite (Debian sctk):
#  - the clinical sentences in bench/data/clinical_sentences.txt spoken by four flite voices
#    (kal16, awb, rms, slt), converted by ffmpeg to 16 kHz s16le mono;
#  - the pocketsphinx-testdata recordings that come with transcripts (goforward, cards, librivox).
# Every configuration given is scored on the same audio, e.g.
#   bench/speech_wer.sh build/bench/bench/transcribe_bench "--no-extra-dict" "" "--lw 8"
# ("" = the engine's defaults). Prints sclite's per-group table for each configuration.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bench=${1:?usage: speech_wer.sh path/to/transcribe_bench [config-args]...}
shift
(($# > 0)) || set -- ""
sclite=/usr/lib/sctk/bin/sclite
testdata=/usr/share/pocketsphinx/test/data
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Lower case, hyphens as spaces, other punctuation dropped: the recogniser's own spelling.
normalise() { tr 'A-Z-' 'a-z ' | tr -d '.,;:?!' | tr -s ' ' | sed 's/^ //; s/ $//'; }

ref="$work/ref.trn"
: >"$ref"
n=0
while IFS= read -r sentence; do
  [[ -z "$sentence" || "$sentence" == \#* ]] && continue
  n=$((n + 1))
  id=$(printf '%02d' "$n")
  for voice in kal16 awb rms slt; do
    flite -voice "$voice" -t "$sentence" -o "$work/x.wav"
    ffmpeg -nostdin -y -loglevel error -i "$work/x.wav" -ar 16000 -ac 1 -f s16le "$work/${voice}_$id.raw"
    echo "$(normalise <<<"$sentence") (${voice}_$id)" >>"$ref"
  done
done <"$root/bench/data/clinical_sentences.txt"

cp "$testdata/goforward.raw" "$work/testdata_goforward.raw"
echo "go forward ten meters (testdata_goforward)" >>"$ref"
for f in "$testdata"/cards/*.wav "$testdata"/librivox/*.wav; do
  stem=$(basename "$f" .wav)
  dir=$(basename "$(dirname "$f")")
  id="testdata_${dir}${stem##*-}"
  ffmpeg -nostdin -y -loglevel error -i "$f" -ar 16000 -ac 1 -f s16le "$work/$id.raw"
  text=$(grep "($stem)" "$testdata/$dir/"*transcription | sed 's/<s>//; s/<\/s>//; s/([^)]*)$//')
  echo "$(normalise <<<"$text") ($id)" >>"$ref"
done

for config in "$@"; do
  echo "=== configuration: ${config:-defaults}"
  # shellcheck disable=SC2086  # the configuration is a list of arguments
  "$bench" $config --trn "$work/hyp.raw.trn" "$work"/*.raw | grep -E '^(init|total)'
  sed 's/ (\([^)]*\))$/\t\1/' "$work/hyp.raw.trn" | while IFS=$'\t' read -r text id; do
    echo "$(normalise <<<"$text") ($id)"
  done >"$work/hyp.trn"
  "$sclite" -r "$ref" trn -h "$work/hyp.trn" trn -i rm -o sum stdout | grep -E 'SPKR|^ *\| *(kal16|awb|rms|slt|testdata|Sum)'
done
