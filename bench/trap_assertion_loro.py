#!/usr/bin/env python3
"""A learned veto after the rules, measured like unseen writers (issue 18, experiment 2).

The first try (bench/trap_classifier_cv.py, 2026-11-27) scored a bag-of-words model by random
folds on every line. Here each round of the tuning trap file (tests/fixtures/context/
extraction_traps.tsv: rounds 1-37, each by a different writer) is left out in turn: the model is
trained on all other rounds' tuning lines and scores the left-out round's, so every score is a
score on an unseen writer. What matters for a veto is scored apart:
  - present lines the rules list (a veto there loses a found condition),
  - absent lines the rules list (a veto there is a catch),
  - and, since the rules list few absent tuning lines, every absent line.
Input is the engine's per-line decision with ConText's signals of the condition's sentence,
from bench/trap_decisions (never run on a held-out file):

    build/release/bench/trap_decisions tests/fixtures/context/extraction_traps.tsv > /tmp/dec.tsv
    python3 bench/trap_assertion_loro.py /tmp/dec.tsv [tests/fixtures/context/traps.tsv | -] [variants]

(variants: comma-separated indices of the list in main(); all by default; about half a minute each.)

The optional second file (the ConText unit corpus's tuning part; never traps_holdout.tsv) adds
its labelled sentences to every fold's training lines (negated, hypothetical or someone else's =
absent; historical ones left out, their listing depends on the condition). Plain Python, no
numpy; deterministic (fixed seeds, sorted features).

Go/no-go (fixed before any held-out measurement): at the chosen threshold and gate, present
lines vetoed <= 1.0 % of the present lines the rules list, and absent lines caught >= 25 % of
the absent lines the rules list, both leave-one-round-out. The threshold is the lowest that keeps
the vetoed present lines within 1.0 %; a split-half check also picks it on the odd rounds and
judges it on the even ones, and the other way round.

Result (2026-11-30, branch ml3; docs/accuracy.md "A learned veto, measured leave-one-round-out"):
the best text-level variant (5) passed by one line (16 of 57 absent listed lines caught, 11 of
1,145 present vetoed), but the same features computed from ConText's own tokens, as the engine
would, caught 13 (23 %): no variant passes robustly, so no veto was adopted.
"""
import math
import random
import re
import sys

E_NAMES = ['neg', 'hist', 'hypo', 'unc', 'fam', 'other', 'chronic', 'pseudo']
E_NAMES += ['b8', 'b9', 'b10', 'b11', 'b12', 'hist_weak', 'current', 'persist', 'dated',
            'foretold', 'time', 'tense']
# Effects of a trigger that says the condition may not be the patient's current one.
DOUBT_EFFECTS = (1 << 0) | (1 << 1) | (1 << 2) | (1 << 3) | (1 << 4) | (1 << 5) | (1 << 17)
SEED = int(__import__("os").environ.get("LORO_SEED", "7"))  # the training order; 7 unless a check asks
HINGLISH = {'nahi', 'nahin', 'tha', 'thi', 'hai', 'hoga', 'agar', 'shayad', 'pehle', 'kabhi',
            'ko', 'ka', 'ki', 'se', 'mein', 'bhi', 'toh', 'jaye', 'jayega', 'hua', 'ho'}


def tokens(s):
    return re.findall(r"[a-z0-9']+|[?:;,]", s.lower())


def sentence_around(text, b, e):
    """The sentence holding bytes [b, e) (as str indices here), split as ConText roughly does."""
    if b < 0:
        return '', text, ''
    start = 0
    for m in re.finditer(r'[.!?;\n]|\[(?:doctor|patient|nurse)[^\]]*\]', text[:b]):
        start = m.end()
    end = len(text)
    m = re.search(r'[.!?;\n]|\[(?:doctor|patient|nurse)[^\]]*\]', text[e:])
    if m:
        end = e + m.start() + (1 if m.group(0) == '?' else 0)
    return text[start:b], text[b:e], text[e:end]


def bucket(d):
    return '1' if d == 1 else '2' if d <= 3 else '4' if d <= 6 else 'far'


def features(row, use_context=True, window_only=False, clauses=False):
    text = row['text']
    left, _mention, right = sentence_around(text, row['b'], row['e'])
    lt, rt = tokens(left), tokens(right)
    out = {'bias'}
    for i, w in enumerate(reversed(lt)):
        out.add('L%s:%s' % (bucket(i + 1), w))
        if not window_only:
            out.add('s:' + w)
    for i, w in enumerate(rt):
        out.add('R%s:%s' % (bucket(i + 1), w))
        if not window_only:
            out.add('s:' + w)
    if clauses:  # the words of the condition's own clause, and the two words on each side as a pair
        cut = max([i for i, w in enumerate(lt) if w in (',', ';', ':')] + [-1])
        for w in lt[cut + 1:]:
            out.add('Lc:' + w)
        end = min([i for i, w in enumerate(rt) if w in (',', ';', ':')] + [len(rt)])
        for w in rt[:end]:
            out.add('Rc:' + w)
        if len(lt) >= 2:
            out.add('L12:%s_%s' % (lt[-2], lt[-1]))
        if len(rt) >= 2:
            out.add('R12:%s_%s' % (rt[0], rt[1]))
    if window_only:  # the condition's own words: some are more often warned of than found
        for w in tokens(_mention):
            out.add('c:' + w)
    if not lt:
        out.add('L:start')
    if rt[:1] == ['?'] or '?' in rt:
        out.add('R:question')
    low = text.lower()
    for tag in ('[doctor]', '[patient]'):
        if tag in low:
            out.add('tag:' + tag)
    m = re.match(r'\s*([a-z /]+):', low)
    if m and len(m.group(1)) <= 30:
        out.add('head:' + m.group(1).strip())
    if any(w in HINGLISH for w in lt + rt):
        out.add('hinglish')
    if row['b'] < 0:
        out.add('unfound')
    if use_context and row.get('cues') is not None:
        for k in range(64):
            if row['cues'] >> k & 1:
                out.add('cue:%d' % k)
        for k, name in enumerate(E_NAMES):
            if row['effects'] >> k & 1:
                out.add('eff:' + name)
        out.add('section:%d' % row['section'])
        out.add('speaker:%d' % row['speaker'])
        if row['question']:
            out.add('q')
        # Not ConText's answer for the mention nor the listed status: on the training lines they
        # are the rules' decision itself, and would teach the model to repeat the rules.
    return sorted(out)


def load_decisions(path):
    rows = []
    for line in open(path, encoding='utf-8'):
        c = line.rstrip('\n').split('\t')
        if len(c) not in (19, 21):
            continue
        text = c[18].replace('\\n', '\n')
        raw = text.encode('utf-8')
        b, e = int(c[7]), int(c[8])
        if b >= 0:  # bytes to str indices
            b, e = len(raw[:b].decode('utf-8', 'ignore')), len(raw[:e].decode('utf-8', 'ignore'))
        rows.append({'line': int(c[0]), 'round': c[1], 'kind': c[2], 'lang': c[3],
                     'absent': c[4] == 'absent', 'listed': c[5] == '1', 'status': c[6],
                     'b': b, 'e': e, 'cues': int(c[9], 16), 'effects': int(c[10], 16),
                     'triggers': int(c[11]), 'section': int(c[12]), 'speaker': int(c[13]),
                     'question': c[14] == '1', 'dialogue': c[15] == '1', 'answer': c[16],
                     'condition': c[17], 'text': text,
                     'engine_gate': len(c) == 21 and c[19] == '1',
                     'engine_features': sorted(set(c[20].split())) if len(c) == 21 else []})
    return rows


def load_unit_traps(path):
    """traps.tsv (tuning part): sentence, target[@N], negated, historical, hypothetical, experiencer."""
    rows = []
    header = False
    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        if not line or line.startswith('#'):
            continue
        if not header:
            header = True
            continue
        c = line.split('\t')
        if len(c) < 6 or c[3] == '1' and c[2] != '1':
            continue  # historical only: whether it is listed depends on the condition
        text = c[0].replace('\\n', '\n')
        target, nth = (c[1].split('@') + ['1'])[:2]
        at = -1
        for _ in range(int(nth)):
            at = text.lower().find(target.lower(), at + 1)
        absent = c[2] == '1' or c[4] == '1' or c[5] != 'patient'
        rows.append({'round': 'unit', 'absent': absent, 'listed': False, 'b': at,
                     'e': at + len(target) if at >= 0 else -1, 'cues': None, 'text': text})
    return rows


def gate(row, name):
    """Whether the veto may run on a listed mention: the rules were unsure there."""
    if name == 'all':
        return True
    if name == 'engine':  # bench/trap_assertion_features.hpp's gate, as the dump gives it
        return row['engine_gate']
    doubt = row['effects'] & DOUBT_EFFECTS
    if name == 'trigger':  # a trigger that could deny, date or suppose it is in the sentence
        return doubt != 0
    if name == 'trigger+q':
        return doubt != 0 or row['question']
    if name == 'trigger+q+dlg':
        return doubt != 0 or row['question'] or row['dialogue']
    if name == 'trigger+cue':  # or a cue group of the class defaults (bits 20 and up)
        return doubt != 0 or row['question'] or (row['cues'] >> 20) != 0
    raise ValueError(name)


def probability(w, feats):
    z = sum(w.get(f, 0.0) for f in feats)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def train(data, l2=1e-4, epochs=15, rate=0.1, absent_weight=1.0):
    w = {}
    rng = random.Random(SEED)
    order = list(range(len(data)))
    for ep in range(epochs):
        rng.shuffle(order)
        step = rate / (1.0 + ep * 0.2)
        for i in order:
            y, feats = data[i]
            g = probability(w, feats) - (1.0 if y else 0.0)
            if y:
                g *= absent_weight
            for f in feats:
                w[f] = w.get(f, 0.0) - step * (g + l2 * w.get(f, 0.0))
    return w


def loro(rows, extra, use_context, train_on, absent_weight, l2, window_only=False, clauses=False):
    """Leave one round out: the score of each tuning row from a model not trained on its round."""
    feats = [r['engine_features'] if use_context == 'engine' else features(r, use_context, window_only, clauses)
             for r in rows]
    extra_feats = [(r['absent'], features(r, use_context, window_only, clauses)) for r in extra]
    scores = [0.0] * len(rows)
    for held in sorted({r['round'] for r in rows}, key=lambda x: int(x)):
        data = [(r['absent'], f) for r, f in zip(rows, feats)
                if r['round'] != held and f and (train_on == 'all' or r['listed'] or r['absent'])]
        w = train(data + extra_feats, l2=l2, absent_weight=absent_weight)
        for i, r in enumerate(rows):
            if r['round'] == held:
                scores[i] = probability(w, feats[i])
    return scores


def table(rows, scores, gates, thresholds):
    present_listed = [i for i, r in enumerate(rows) if not r['absent'] and r['listed']]
    absent_listed = [i for i, r in enumerate(rows) if r['absent'] and r['listed']]
    absent_all = [i for i, r in enumerate(rows) if r['absent']]
    out = []
    for g in gates:
        for t in thresholds:
            def vetoed(i):
                return scores[i] >= t and (not rows[i]['listed'] or gate(rows[i], g))
            pv = sum(vetoed(i) for i in present_listed)
            ac = sum(vetoed(i) for i in absent_listed)
            aa = sum(scores[i] >= t and gate(rows[i], g) for i in absent_all)
            gated = sum(gate(rows[i], g) for i in present_listed)
            out.append((g, t, pv, len(present_listed), ac, len(absent_listed), aa, len(absent_all), gated))
    return out


ENGINE_VARIANT = ('variant 5 as an engine component would compute it (bench/trap_assertion_features.hpp, '
                  'from ConText\'s tokens and sentences), absent weight 0.4, L2 1e-3')


def operating_points(rows, scores, gates, budget=0.01):
    """Per gate, the lowest threshold whose present lines vetoed stay within the budget (1.0 %
    of the present lines the rules list), and what it catches there."""
    present = [i for i, r in enumerate(rows) if not r['absent'] and r['listed']]
    absent = [i for i, r in enumerate(rows) if r['absent'] and r['listed']]
    lines = ['operating points at <= %.1f %% of present listed lines vetoed:' % (100 * budget)]
    for g in gates:
        ps = sorted((scores[i] for i in present if gate(rows[i], g)), reverse=True)
        allowed = int(budget * len(present))
        t = ps[allowed] + 1e-12 if len(ps) > allowed else 0.0
        pv = sum(1 for i in present if gate(rows[i], g) and scores[i] >= t)
        ac = sum(1 for i in absent if gate(rows[i], g) and scores[i] >= t)
        lines.append('  %s: threshold %.4f, present vetoed %d/%d, absent listed caught %d/%d (%.0f %%)%s'
                     % (g, t, pv, len(present), ac, len(absent), 100.0 * ac / len(absent),
                        ' PASS' if ac >= 0.25 * len(absent) else ''))
    # The threshold above is chosen on the very scores it is judged by. Split-half check: choose it
    # on the odd-numbered rounds' present lines, judge it on the even-numbered rounds', and the
    # other way round, so that each figure is at a threshold chosen without its lines.
    for g in gates:
        pv = ac = 0
        for pick in (0, 1):
            def half(i, want):
                return (int(rows[i]['round']) % 2 == pick) == want
            ps = sorted((scores[i] for i in present if half(i, True) and gate(rows[i], g)), reverse=True)
            allowed = int(budget * sum(1 for i in present if half(i, True)))
            t = ps[allowed] + 1e-12 if len(ps) > allowed else 0.0
            pv += sum(1 for i in present if half(i, False) and gate(rows[i], g) and scores[i] >= t)
            ac += sum(1 for i in absent if half(i, False) and gate(rows[i], g) and scores[i] >= t)
        ok = pv <= budget * len(present) and ac >= 0.25 * len(absent)
        lines.append('  split-half %s: present vetoed %d/%d (%.2f %%), absent listed caught %d/%d (%.0f %%)%s'
                     % (g, pv, len(present), 100.0 * pv / len(present), ac, len(absent),
                        100.0 * ac / len(absent), ' PASS' if ok else ''))
    return '\n'.join(lines)


def main():
    rows = load_decisions(sys.argv[1])
    extra = load_unit_traps(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2] != '-' else []
    pl = sum(1 for r in rows if not r['absent'] and r['listed'])
    al = sum(1 for r in rows if r['absent'] and r['listed'])
    print('tuning lines %d: present listed %d, absent listed %d, absent %d; extra training lines %d'
          % (len(rows), pl, al, sum(r['absent'] for r in rows), len(extra)))
    gates = ['all', 'trigger', 'trigger+q', 'trigger+q+dlg', 'trigger+cue']
    if rows and rows[0]['engine_features']:
        gates.append('engine')
    thresholds = [0.5, 0.8, 0.9, 0.95, 0.98, 0.99, 0.995]
    variants = [('words only', False, 'all', 1.0, 1e-4),
                ('words + ConText sentence signals', True, 'all', 1.0, 1e-4),
                ('words + ConText, trained on listed or absent lines', True, 'listed', 1.0, 1e-4),
                ('words + ConText, absent weight 0.4, L2 1e-3', True, 'all', 0.4, 1e-3),
                ('window words by side and distance + condition words + ConText, absent weight 0.4, L2 1e-3',
                 True, 'all', 0.4, 1e-3, True),
                ('window + condition words + clause words + side bigrams + ConText, absent weight 0.4, L2 1e-3',
                 True, 'all', 0.4, 1e-3, True, True),
                ('window + condition words, no ConText signals, absent weight 0.4, L2 1e-3',
                 False, 'all', 0.4, 1e-3, True),
                # Variant 5 as an engine component computes it (bench/trap_assertion_features.hpp,
                # from ConText's tokens and sentences: no speaker-tag, heading or Hinglish-word
                # features), its gate that header's; the go/no-go is judged on this one.
                (ENGINE_VARIANT, 'engine', 'all', 0.4, 1e-3)]
    only = sys.argv[3].split(',') if len(sys.argv) > 3 else None
    for k, (name, ctx, on, aw, l2, *shape) in enumerate(variants):
        if only and str(k) not in only:
            continue
        scores = loro(rows, extra, ctx, on, aw, l2, *shape)
        print('\n## %s%s' % (name, ' (+ traps.tsv)' if extra else ''))
        print('| gate | threshold | present listed vetoed | absent listed caught | all absent flagged | present listed in gate |')
        print('|---|---|---|---|---|---|')
        for g, t, pv, pn, ac, an, aa, atot, gated in table(rows, scores, gates, thresholds):
            ok = pv <= 0.01 * pn and ac >= 0.25 * an
            print('| %s | %.3f | %d/%d (%.1f %%) | %d/%d (%.0f %%) | %d/%d (%.0f %%) | %d |%s'
                  % (g, t, pv, pn, 100.0 * pv / pn, ac, an, 100.0 * ac / max(an, 1), aa, atot,
                     100.0 * aa / atot, gated, ' PASS' if ok else ''))
        print(operating_points(rows, scores, gates))
        sys.stdout.flush()


if __name__ == '__main__':
    main()
