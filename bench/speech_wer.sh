#!/usr/bin/env bash
# Word error rate of the embedded speech engine, scored with sclite (Debian sctk), per part:
#   clinical-tuning      bench/data/clinical_sentences.txt, flite voices kal16, awb, rms, slt
#   clinical-validation  bench/data/clinical_sentences_validation.txt, same voices (held out)
#   dialogue-tuning      ACI-Bench dev dialogues (../shared/eval/aci-dev/dev.jsonl) of the
#   dialogue-validation  tuning / frozen validation split, doctor and patient in two flite
#                        voices (bench/speech_corpus.py says how the split and excerpts are made)
#   testdata             pocketsphinx-testdata recordings with transcripts (goforward, cards,
#                        librivox): general English, a guard against a model that only knows
#                        clinic words
# Every configuration given is scored on the same audio, e.g.
#   bench/speech_wer.sh build/rel/bench/transcribe_bench "" "--stock-only" "--lw 8"
# ("" = the engine's defaults). SPEECH_WER_PARTS picks parts (default: all five);
# SPEECH_WER_DIALOGUES the dialogues per dialogue part (default 3); SPEECH_WER_AUDIO a directory
# that keeps the generated audio between runs (made on the first); SPEECH_WER_KEEP a directory
# that receives each configuration's references, hypotheses and sclite report. Prints one line
# per part and configuration: words, WER, and the decode CPU real-time factor.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bench=${1:?usage: speech_wer.sh path/to/transcribe_bench [config-args]...}
shift
(($# > 0)) || set -- ""
sclite=/usr/lib/sctk/bin/sclite
testdata=/usr/share/pocketsphinx/test/data
parts=${SPEECH_WER_PARTS:-clinical-tuning clinical-validation dialogue-tuning dialogue-validation testdata}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
audio=${SPEECH_WER_AUDIO:-$work}

# Lower case, hyphens as spaces, other punctuation dropped: the recogniser's own spelling.
normalise() { tr 'A-Z-' 'a-z ' | tr -d '.,;:?!' | tr -s ' ' | sed 's/^ //; s/ $//'; }

make_testdata() {
  local dir=$1
  mkdir -p "$dir"
  : >"$dir/ref.trn"
  cp "$testdata/goforward.raw" "$dir/testdata_goforward.raw"
  echo "go forward ten meters (testdata_goforward)" >>"$dir/ref.trn"
  for f in "$testdata"/cards/*.wav "$testdata"/librivox/*.wav; do
    local stem dir2 id text
    stem=$(basename "$f" .wav)
    dir2=$(basename "$(dirname "$f")")
    id="testdata_${dir2}${stem##*-}"
    ffmpeg -nostdin -y -loglevel error -i "$f" -ar 16000 -ac 1 -f s16le "$dir/$id.raw"
    text=$(grep "($stem)" "$testdata/$dir2/"*transcription | sed 's/<s>//; s/<\/s>//; s/([^)]*)$//')
    echo "$(normalise <<<"$text") ($id)" >>"$dir/ref.trn"
  done
}

for part in $parts; do
  if [[ -f $audio/$part/ref.trn ]]; then
    continue
  elif [[ $part == testdata ]]; then
    make_testdata "$audio/$part"
  else
    python3 "$root/bench/speech_corpus.py" "$part" "$audio/$part" --dialogues "${SPEECH_WER_DIALOGUES:-3}"
  fi
done

printf '%-22s %-28s %6s %7s %6s\n' part configuration words WER RTF
n=0
for config in "$@"; do
  n=$((n + 1))
  for part in $parts; do
    dir="$work/$n/$part"
    mkdir -p "$dir"
    cp "$audio/$part/ref.trn" "$dir/"
    # shellcheck disable=SC2086  # the configuration is a list of arguments
    "$bench" $config --trn "$dir/hyp.raw.trn" "$audio/$part"/*.raw >"$dir/bench.out"
    rtf=$(awk '/^total/ { print $NF }' "$dir/bench.out")
    sed 's/ (\([^)]*\))$/\t\1/' "$dir/hyp.raw.trn" | while IFS=$'\t' read -r text id; do
      echo "$(normalise <<<"$text") ($id)"
    done >"$dir/hyp.trn"
    # sclite's summary line: | Sum/Avg | #Snt #Wrd | Corr Sub Del Ins Err S.Err |
    "$sclite" -r "$dir/ref.trn" trn -h "$dir/hyp.trn" trn -i rm -o sum stdout >"$dir/sclite.out"
    read -r words err < <(awk -F'|' '/Sum\/Avg/ { split($3, a, " "); split($4, b, " "); print a[2], b[5]; exit }' "$dir/sclite.out")
    printf '%-22s %-28s %6s %6s%% %6s\n' "$part" "${config:-defaults}" "$words" "$err" "$rtf"
    if [[ -n ${SPEECH_WER_KEEP:-} ]]; then
      mkdir -p "$SPEECH_WER_KEEP/$n/$part"
      echo "${config:-defaults}" >"$SPEECH_WER_KEEP/$n/configuration"
      cp "$dir/ref.trn" "$dir/hyp.trn" "$dir/sclite.out" "$dir/bench.out" "$SPEECH_WER_KEEP/$n/$part/"
    fi
  done
done
