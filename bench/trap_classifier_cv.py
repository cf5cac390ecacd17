#!/usr/bin/env python3
"""Would a learned assertion classifier help the trap corpus? (issue 18, an experiment)

Trains a bag-of-words logistic regression (unigrams, bigrams, words within five of the
condition by side) on the TUNING part of the negation/context trap corpus
(tests/fixtures/context/extraction_traps.tsv) to tell an absent condition's line from a
present one's, and reports 5-fold cross-validated rates at several thresholds: how many
absent lines it would flag, and how many present lines it would wrongly veto. Only the
tuning part is read; the held-out part is never opened.

Plain Python on purpose (no numpy/scikit-learn on the machine, and 1,200 lines train in
seconds). Deterministic: fixed seeds.

    python3 bench/trap_classifier_cv.py [tests/fixtures/context/extraction_traps.tsv]

Result (2026-11-27, docs/accuracy.md "What is weak"): at every threshold the veto costs
more present recall than the rules can spare, so it was not adopted.
"""
import math
import random
import re
import sys


def tokens(s):
    return re.findall(r"[a-z0-9']+", s.lower())


def features(condition, text):
    words = tokens(text)
    names = set(tokens(condition))
    at = [i for i, w in enumerate(words)
          if w in names or (len(w) > 4 and any(w[:5] == c[:5] for c in names))]
    masked = ['<c>' if i in at else w for i, w in enumerate(words)]
    out = {'bias'}
    for i, w in enumerate(masked):
        if w == '<c>':
            continue
        out.add('u:' + w)
        if i + 1 < len(masked):
            out.add('b:' + w + '_' + masked[i + 1])
        if at and min(abs(i - p) for p in at) <= 5:
            out.add(('nL:' if i < at[0] else 'nR:') + w)
    if not at:
        out.add('no-condition-word')
    return out


def load(path):
    rows = []
    header = False
    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        if not line or line.startswith('#'):
            continue
        if not header:
            header = True
            continue
        cols = line.split('\t')
        if len(cols) != 5:
            continue
        _kind, _lang, expect, condition, text = cols
        rows.append((expect == 'absent', features(condition, text.replace('\\n', '\n'))))
    return rows


def train(rows, l2=1e-3, epochs=25, rate=0.2):
    weights = {}
    rng = random.Random(1)
    order = list(range(len(rows)))
    for _ in range(epochs):
        rng.shuffle(order)
        for i in order:
            absent, feats = rows[i]
            p = probability(weights, feats)
            g = p - (1.0 if absent else 0.0)
            for f in feats:
                weights[f] = weights.get(f, 0.0) - rate * (g + l2 * weights.get(f, 0.0))
    return weights


def probability(weights, feats):
    z = sum(weights.get(f, 0.0) for f in feats)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else 'tests/fixtures/context/extraction_traps.tsv'
    rows = load(path)
    rng = random.Random(7)
    fold = [i % 5 for i in range(len(rows))]
    rng.shuffle(fold)
    thresholds = [0.5, 0.7, 0.8, 0.9, 0.95]
    flagged = {t: [0, 0] for t in thresholds}   # absent lines flagged, absent lines
    vetoed = {t: [0, 0] for t in thresholds}    # present lines vetoed, present lines
    for k in range(5):
        model = train([r for r, f in zip(rows, fold) if f != k])
        for absent, feats in (r for r, f in zip(rows, fold) if f == k):
            p = probability(model, feats)
            for t in thresholds:
                tally = flagged[t] if absent else vetoed[t]
                tally[0] += p > t
                tally[1] += 1
    print(f'{path}: {len(rows)} lines, 5-fold cross-validation')
    for t in thresholds:
        print(f'  threshold {t:.2f}: absent lines flagged {flagged[t][0]}/{flagged[t][1]}'
              f' ({flagged[t][0] / flagged[t][1]:.2f}), present lines vetoed {vetoed[t][0]}/{vetoed[t][1]}'
              f' ({vetoed[t][0] / vetoed[t][1]:.3f})')


if __name__ == '__main__':
    main()
