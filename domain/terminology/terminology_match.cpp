#include "domain/terminology/terminology_impl.hpp"

#include <algorithm>
#include <cctype>
#include <string>
#include <utility>
#include <vector>

namespace cxs::domain::terminology {

using namespace detail;

namespace {

// "UTIs", "TIAs", "DVTs": two or more capitals and a final lower-case "s", as written.
bool acronym_plural(std::string_view raw) {
  if (raw.size() < 3 || raw.back() != 's') {
    return false;
  }
  for (std::size_t i = 0; i + 1 < raw.size(); ++i) {
    if (raw[i] < 'A' || raw[i] > 'Z') {
      return false;
    }
  }
  return true;
}

}  // namespace

void terminology::impl::match(std::string_view text, const text::word_scan& words, const match_options& options,
                              std::vector<concept_match>& out) const {
  // Per-thread buffers: a consult allocates and frees these large blocks on every call
  // otherwise (match never re-enters itself).
  struct buffers {
    std::vector<token> toks;
    std::string arena;
  };
  thread_local buffers scratch;
  std::vector<token>& toks = scratch.toks;
  std::string& arena = scratch.arena;
  toks.clear();
  toks.reserve(text.size() / 5 + 8);
  tokenize(text, words, toks, arena);
  const std::string_view norm_all = arena;
  const auto word = [&toks, norm_all](std::size_t k) {
    return norm_all.substr(toks[k].norm_begin, toks[k].norm_len);
  };
  std::string singular_scratch;
  // The obstetric formulas of the text ("g2p1"), for the pregnancy rule below: found here, where
  // every word is looked at anyway, so the match loop compares one index per word.
  std::vector<std::size_t> formulas;
  for (std::size_t k = 0; k < toks.size(); ++k) {
    const std::string_view w = word(k);
    toks[k].id = fast_vocab.find(w, toks[k].key != 0 ? toks[k].key : text::token_key(w));
    if (toks[k].id == no_id && w.front() == 'g' && obstetric_formula(w)) {
      formulas.push_back(k);
    }
    if (toks[k].possessive) {
      toks[k].stem_id = fast_vocab.find(w.substr(0, w.size() - 1));
    } else if (w.back() == 's' && w.size() >= 3 && text[toks[k].begin] >= 'A' && text[toks[k].begin] <= 'Z' &&
               acronym_plural(text.substr(toks[k].begin, toks[k].end - toks[k].begin))) {
      // probe round 18: "recurrent UTIs", "two TIAs", "URTIs": an acronym's plural is its
      // capitals and a lower-case "s" (short, so singular_forms does not try it)
      toks[k].stem_id = fast_vocab.find(w.substr(0, w.size() - 1));
    } else if (w.back() == 's' && w.size() >= 5) {
      // "colon polyps", "sinus infections", "allergies": the singular, for condition rows.
      for (const std::string_view form : singular_forms(w, singular_scratch)) {
        if (!form.empty() && toks[k].stem_id == no_id) {
          toks[k].stem_id = fast_vocab.find(form);
        }
      }
    }
  }
  const std::uint32_t pain_id = fast_vocab.find("pain");
  const std::size_t first_out = out.size();
  const std::size_t n = toks.size();
  // True when token k continues the phrase that ends at token k - 1.
  const auto joined = [&toks](std::size_t k) { return !toks[k].break_before; };
  // The characters between token k - 1 and token k: spaces, and any comma or stop.
  const auto gap_before = [&toks, text](std::size_t k) {
    return text.substr(toks[k - 1].end, toks[k].begin - toks[k - 1].end);
  };
  // True when only spaces and a single comma stand between token k - 1 and token k.
  const auto one_comma_before = [&gap_before](std::size_t k) {
    const std::string_view gap = gap_before(k);
    const auto comma = gap.find(',');
    return comma != std::string_view::npos && gap.find_first_not_of(' ') == comma &&
           gap.find_first_not_of(' ', comma + 1) == std::string_view::npos;
  };

  // A condition match an engine rule read from the words [b, e], terminal `t` of the trie.
  const auto push_rule_condition = [&out, &toks, this](std::int32_t t, std::size_t b, std::size_t e) {
    concept_match m;
    m.kind = concept_kind::condition;
    m.row = targets[static_cast<std::size_t>(t)].primary.row;
    m.begin = toks[b].begin;
    m.end = toks[e].end;
    m.source = match_source::rule;
    out.push_back(m);
  };

  // The token of "weeks" in "<formula> [,] [at|of] <n> weeks" from the formula at token f, or 0.
  const auto gestation_after = [&](std::size_t f) -> std::size_t {
    std::size_t k = f + 1;
    if (k < n && (word(k) == "at" || word(k) == "of")) {
      ++k;
    }
    if (k + 1 >= n || !joined(k + 1)) {
      return 0;
    }
    for (std::size_t g = f; g < k; ++g) {
      if (gap_before(g + 1).find_first_not_of(" ,") != std::string_view::npos) {
        return 0;  // another clause or sentence
      }
    }
    const std::string_view number = word(k);
    const std::string_view unit = word(k + 1);
    const bool digits = !number.empty() && std::all_of(number.begin(), number.end(), [](char c) {
      return c >= '0' && c <= '9';
    });
    return digits && (unit == "weeks" || unit == "week" || unit == "wks" || unit == "wk") ? k + 1 : 0;
  };
  // Engine rule: capitalised "AGE" (the table leaves "age" out as ordinary English), read at a
  // word where no term starts.
  const auto read_age = [&](std::size_t i) __attribute__((always_inline)) {
    if (options.engine_rules && age_target && toks[i].end - toks[i].begin == 3 && text[toks[i].begin] == 'A' &&
        text.substr(toks[i].begin, 3) == "AGE") {  // length and first byte first: asked at most words
      bool is_age = true;
      std::size_t after = toks[i].end;
      while (after < text.size() && (text[after] == ' ' || text[after] == '\t')) {
        ++after;
      }
      if (after < text.size() && (text[after] == ':' || text[after] == '=' ||
                                  text[after] == '-' || text::is_ascii_digit(text[after]))) {
        is_age = false;
      }
      if (i + 1 < n && contains(age_next_words, word(i + 1))) {
        is_age = false;
      }
      if (i > 0 && joined(i) && contains(age_prev_words, word(i - 1))) {
        is_age = false;
      }
      // In running capitals ("PATIENT AGE UNKNOWN") the word is plain English.
      const auto all_caps = [&text, &toks](std::size_t k) {
        const std::string_view raw = text.substr(toks[k].begin, toks[k].end - toks[k].begin);
        return raw.size() >= 2 && std::all_of(raw.begin(), raw.end(), [](char c) {
                 return (c >= 'A' && c <= 'Z') || text::is_ascii_digit(c);
               });
      };
      if ((i > 0 && all_caps(i - 1)) || (i + 1 < n && all_caps(i + 1))) {
        is_age = false;
      }
      if (is_age) {
        concept_match m;
        m.kind = age_target->kind;
        m.row = age_target->row;
        m.begin = toks[i].begin;
        m.end = toks[i].end;
        m.source = match_source::rule;
        out.push_back(m);
      }
    }
  };
  std::size_t i = 0;
  while (i < n) {
    // Most words are in no term (no vocabulary id, no singular's): no term and no engine rule
    // but capitalised "AGE" starts there (each rule below starts at a word with an id).
    if (toks[i].id == no_id && toks[i].stem_id == no_id) {
      read_age(i);
      ++i;
      continue;
    }
    std::int32_t best_target = -1;
    std::size_t best_last = 0;
    std::uint32_t best_node = 0;
    std::uint32_t node = 0;
    for (std::size_t j = i; j < n; ++j) {
      // A break before j may be crossed only when it is one comma and the word after it
      // continues a term written with that comma (checked below, once the node is known).
      const bool across_comma = j > i && !joined(j) && !comma_nodes.empty() && one_comma_before(j);
      if ((j > i && !joined(j) && !across_comma) || (toks[j].id == no_id && toks[j].stem_id == no_id)) {
        break;
      }
      if (j == i && (toks[j].id == no_id || !starts_term[toks[j].id]) &&
          (toks[j].stem_id == no_id || !starts_term[toks[j].stem_id])) {
        break;  // child(0, ...) would be 0 for both
      }
      std::uint32_t next = toks[j].id == no_id ? 0 : child(node, toks[j].id);
      bool plural = false;
      if (next == 0 && toks[j].stem_id != no_id) {
        next = child(node, toks[j].stem_id);  // "hemoglobin a1c's", "colon polyps"
        plural = !toks[j].possessive;
      }
      node = next;
      if (node == 0 ||
          (across_comma && std::find(comma_nodes.begin(), comma_nodes.end(), node) == comma_nodes.end())) {
        break;
      }
      const std::int32_t t = terminal[node];
      // A plural is read for condition rows only ("x-rays", "labs" stay as they were).
      if (t >= 0 && (!plural || targets[static_cast<std::size_t>(t)].primary.kind == concept_kind::condition) &&
          (options.include_phrases ||
           targets[static_cast<std::size_t>(t)].primary.kind != concept_kind::phrase)) {
        best_target = t;
        best_last = j;
        best_node = node;
      }
    }
    if (best_target >= 0 && options.engine_rules && !guarded.empty()) {
      const auto g = guarded.find(best_node);
      if (g != guarded.end() && !guard_allows(guards[g->second], text, toks, word, i, best_last)) {
        best_target = -1;
      }
    }

    // Engine rule: an adjective after its noun and a copula ("your thyroid is overactive",
    // "the meniscus is torn") is the table's "<adjective> <noun>" term, when there is one.
    // Which word-order rule can start here (a byte per word id; none for most words).
    const auto rules_of = [this](std::uint32_t id) -> std::uint8_t { return id < word_rules.size() ? word_rules[id] : 0; };
    const std::uint8_t here = options.engine_rules ? rules_of(toks[i].id) : 0;
    const std::uint8_t here_stem =
        options.engine_rules && toks[i].stem_id != no_id ? rules_of(toks[i].stem_id) : std::uint8_t{0};
    if (((here | here_stem) & predicate_noun_rule) != 0 && i + 2 < n) {
      const std::uint32_t noun = (here & predicate_noun_rule) != 0 ? toks[i].id : toks[i].stem_id;
      if (const std::size_t copula = predicate_copula_words(i + 1, n, word, joined); copula != 0) {
        std::size_t k = i + 1 + copula;
        while (k < n && k < i + 4 + copula && joined(k) && contains(predicate_degrees, word(k))) {
          ++k;
        }
        if (k < n && joined(k) && toks[k].id != no_id && contains(predicate_adjectives, word(k))) {
          const std::uint32_t at = child(0, toks[k].id);
          const std::uint32_t node2 = at == 0 ? 0 : child(at, noun);
          const std::int32_t t = node2 == 0 ? -1 : terminal[node2];
          if (t >= 0 && targets[static_cast<std::size_t>(t)].primary.kind == concept_kind::condition) {
            push_rule_condition(t, i, k);
            i = k + 1;
            continue;
          }
        }
      }
    }

    // Engine rule (probe round 17): a site that hurts or aches ("my knee hurts", "her back is
    // aching", "the shoulder aches at night") is the table's "<site> pain" row, when there is one.
    // The site is known by a bit of its word id (set at build time), so the verb's string
    // compare runs only after one of the few such words.
    if (((here | here_stem) & pain_site_rule) != 0 && i + 1 < n && joined(i + 1) && best_last <= i) {
      std::size_t v = i + 1;
      if (v + 1 < n && joined(v + 1) && contains(hurt_auxiliaries, word(v))) {
        ++v;
      }
      if (contains(hurt_verbs, word(v))) {
        const std::uint32_t site = (here & pain_site_rule) != 0 ? toks[i].id : toks[i].stem_id;
        const std::uint32_t pain_node = child(child(0, site), pain_id);
        push_rule_condition(terminal[pain_node], i, v);
        i = v + 1;
        continue;
      }
    }

    // Engine rule: an injury said as a participle before its site ("a sprained left wrist",
    // "a cracked rib") is the table's "<site> <injury>" term, when there is one.
    if ((here & participle_rule) != 0 && i + 1 < n) {
      const std::uint32_t noun = participle_noun[toks[i].id];
      std::size_t k = i + 1;
      while (k < n && k < i + 3 && joined(k) && contains(injury_site_fillers, word(k))) {
        ++k;
      }
      const auto site_id = [&toks](std::size_t at) { return toks[at].id != no_id ? toks[at].id : toks[at].stem_id; };
      std::size_t site_end = 0;
      std::int32_t t = -1;
      if (k + 1 < n && joined(k) && joined(k + 1) && site_id(k) != no_id && site_id(k + 1) != no_id) {
        const std::uint32_t a = child(0, site_id(k));
        const std::uint32_t b = a == 0 ? 0 : child(a, site_id(k + 1));
        const std::uint32_t c = b == 0 || noun == no_id ? 0 : child(b, noun);
        if (c != 0 && terminal[c] >= 0) {
          t = terminal[c];
          site_end = k + 1;
        }
      }
      if (t < 0 && k < n && joined(k) && site_id(k) != no_id && noun != no_id) {
        const std::uint32_t a = child(0, site_id(k));
        const std::uint32_t c = a == 0 ? 0 : child(a, noun);
        if (c != 0 && terminal[c] >= 0) {
          t = terminal[c];
          site_end = k;
        }
      }
      if (t >= 0 && targets[static_cast<std::size_t>(t)].primary.kind == concept_kind::condition &&
          site_end > best_last) {
        push_rule_condition(t, i, site_end);
        i = site_end + 1;
        continue;
      }
    }

    // Engine rule: a symptom before its site ("pain in the left knee", "swelling of both
    // ankles") is the table's "<site> <symptom>" row, when that is longer than a plain match.
    if (options.engine_rules && toks[i].id != no_id && i + 2 < n && toks[i].id < site_head.size() &&
        site_head[toks[i].id] && joined(i + 1) && contains(site_prepositions, word(i + 1))) {
      std::size_t k = i + 2;
      while (k < n && k < i + 5 && joined(k) && contains(site_fillers, word(k))) {
        ++k;
      }
      if (k < n && joined(k) && k > best_last) {
        // A site of two words first: "a tear of the rotator cuff", "of the medial meniscus".
        if (k + 1 < n && joined(k + 1) && toks[k].id != no_id) {
          const std::uint32_t first = child(0, toks[k].id);
          std::uint32_t second = first == 0 || toks[k + 1].id == no_id ? 0 : child(first, toks[k + 1].id);
          if (second == 0 && first != 0 && toks[k + 1].stem_id != no_id) {
            second = child(first, toks[k + 1].stem_id);
          }
          const std::uint32_t node3 = second == 0 ? 0 : child(second, toks[i].id);
          const std::int32_t t = node3 == 0 ? -1 : terminal[node3];
          if (t >= 0 && targets[static_cast<std::size_t>(t)].primary.kind == concept_kind::condition) {
            push_rule_condition(t, i, k + 1);
            i = k + 2;
            continue;
          }
        }
        const std::string_view site = word(k);
        std::string singular(site);
        if (site == "feet") {
          singular = "foot";
        } else if (site.size() > 3 && site.back() == 's') {
          singular.pop_back();
        }
        for (const std::string_view form : {site, std::string_view(singular)}) {
          const std::uint32_t sid = fast_vocab.find(form, text::token_key(form));
          const std::uint32_t at = sid == no_id ? 0 : child(0, sid);
          const std::uint32_t node2 = at == 0 ? 0 : child(at, toks[i].id);
          const std::int32_t t = node2 == 0 ? -1 : terminal[node2];
          if (t >= 0 && targets[static_cast<std::size_t>(t)].primary.kind == concept_kind::condition) {
            push_rule_condition(t, i, k);
            best_target = -2;  // consumed
            i = k + 1;
            break;
          }
        }
      }
      if (best_target == -2) {
        continue;
      }
    }

    // Engine rule (round 19): a bare "pressure" after a possessive, starting no longer term, is
    // the patient's blood pressure ("your pressure's been up", "number two , your pressure ."),
    // so the measure's rules below apply. Not "the pressure in my chest" nor "my pressure ulcer".
    if (best_target < 0 && options.engine_rules && blood_pressure_target >= 0 && i > 0 && joined(i) &&
        (toks[i].id == pressure_word || toks[i].stem_id == pressure_word) && pressure_word != no_id &&
        contains(pressure_possessives, word(i - 1))) {
      best_target = blood_pressure_target;
      best_last = i;
    }
    if (best_target < 0) {
      read_age(i);
      ++i;
      continue;
    }

    const target& tg = targets[static_cast<std::size_t>(best_target)];
    concept_match m;
    m.kind = tg.primary.kind;
    m.row = tg.primary.row;
    m.begin = toks[i].begin;
    m.end = toks[best_last].end;
    m.source = tg.source;
    m.codemix_row = tg.codemix_row;
    m.alternative = tg.alternative;
    std::size_t last = best_last;
    std::optional<concept_ref> read_finding;  // a reading's verdict: a condition beside the test

    if (options.engine_rules) {
      // A word that is both a drug and a lab test ("vitamin d"): the words around decide.
      if (m.alternative && m.kind == concept_kind::medicine &&
          m.alternative->kind == concept_kind::investigation) {
        // "your iron is low", "the b12 was normal": a result said of it makes it the test.
        // "his vitamin d was 18": a value said of it with a copula is a result too (a dose
        // is not said with "was"; "vitamin d 60000 units" has no copula).
        const auto numeric = [&](std::size_t k) { return text::parse_number(word(k)).has_value(); };
        // "your thyroid and iron are all normal": "all" or "both" may stand after the copula.
        const std::size_t said_at =
            last + 3 < n && (word(last + 2) == "all" || word(last + 2) == "both") && joined(last + 3) ? last + 3
                                                                                                   : last + 2;
        const bool result_said = said_at < n && joined(last + 1) && joined(said_at) &&
                                 contains(lab_copulas, word(last + 1)) &&
                                 (contains(lab_result_words, word(said_at)) || numeric(said_at));
        // "check your magnesium", "we'll order the b12": a determiner may stand between.
        std::size_t before = i;
        if (before > 1 && joined(before) && contains(lab_determiners, word(before - 1))) {
          --before;
        }
        const bool lab = (last + 1 < n && joined(last + 1) && contains(lab_next_words, word(last + 1))) ||
                         (before > 0 && joined(before) && contains(lab_prev_words, word(before - 1))) || result_said;
        if (lab) {
          std::swap(m.kind, m.alternative->kind);
          std::swap(m.row, m.alternative->row);
        }
      }
      const measure_rule* rule = rule_for(m.ref());
      // "your vitamin d is low": a word that is first a medicine reads as its test when a
      // level word follows (the rule below needs one).
      if (rule == nullptr && m.alternative && m.alternative->kind == concept_kind::investigation) {
        rule = rule_for(*m.alternative);
      }
      // "bp badha hua hai", "bp bahut high", "bp kam", "blood pressure is a little high": up to
      // four filler words.
      if (rule != nullptr && (rule->elevated || rule->lowered || rule->medication)) {
        for (std::size_t k = last + 1; k < n && k <= last + 5 && joined(k); ++k) {
          const std::string_view w = word(k);
          const bool under_control = w == "under" && k + 1 < n && joined(k + 1) && word(k + 1) == "control";
          if (rule->medication && (contains(controlled_words, w) || under_control)) {
            m.kind = rule->medication->kind;
            m.row = rule->medication->row;
            last = under_control ? k + 1 : k;
            m.end = toks[last].end;
            m.source = match_source::rule;
            m.alternative.reset();
            break;
          }
          if (rule->elevated && contains(elevated_words, w)) {
            m.kind = rule->elevated->kind;
            m.row = rule->elevated->row;
            m.end = toks[k].end;
            m.source = match_source::rule;
            m.alternative.reset();
            last = k;
            break;
          }
          if (rule->lowered && contains(lowered_words, w)) {
            m.kind = rule->lowered->kind;
            m.row = rule->lowered->row;
            m.end = toks[k].end;
            m.source = match_source::rule;
            m.alternative.reset();
            last = k;
            break;
          }
          // Against a treatment goal: "your blood pressure is still above goal", "the a1c is
          // over target", "not at goal" say it is high; "is not well controlled", "not under
          // control" name the treated condition as "controlled" does. ("is at goal" is left
          // alone: "for your hyperlipidemia , your cholesterol is at goal" would name a second
          // row, hypercholesterolaemia, for the one problem.)
          const auto next_is = [&](std::size_t at, std::string_view a, std::string_view b) {
            return at < n && joined(at) && (word(at) == a || word(at) == b);
          };
          // Round 20 (dx34): "still above where i want it", "over where we'd like it".
          if (rule->elevated && (w == "above" || w == "over") &&
              (next_is(k + 1, "goal", "target") || next_is(k + 1, "where", "where"))) {
            m.kind = rule->elevated->kind;
            m.row = rule->elevated->row;
            last = k + 1;
            m.end = toks[last].end;
            m.source = match_source::rule;
            m.alternative.reset();
            break;
          }
          if (w == "not" && rule->elevated && next_is(k + 1, "at", "at") && next_is(k + 2, "goal", "target")) {
            m.kind = rule->elevated->kind;
            m.row = rule->elevated->row;
            last = k + 2;
            m.end = toks[last].end;
            m.source = match_source::rule;
            m.alternative.reset();
            break;
          }
          if (w == "not" && rule->medication) {
            std::size_t c = k + 1;
            if (next_is(c, "well", "very")) {
              ++c;
            }
            const bool under = next_is(c, "under", "under") && next_is(c + 1, "control", "control");
            if (under || next_is(c, "controlled", "controlled")) {
              m.kind = rule->medication->kind;
              m.row = rule->medication->row;
              last = under ? c + 1 : c;
              m.end = toks[last].end;
              m.source = match_source::rule;
              m.alternative.reset();
              break;
            }
          }
          if (!contains(measure_fillers, w)) {
            break;
          }
        }
      }
      // Round 20 (dx34): a reading, then its verdict in the same sentence: "your blood pressure is
      // one fifty-two over ninety today , still above where i want it", "your potassium , it's six
      // point one , which is too high". Only the reading's words (numbers, "over", "point",
      // "today") and the verdict's lead-in between; a number must be said, and a stop, another
      // noun ("and your sugar is high") or "not" ends the walk. The words stay the test with its
      // result ("your potassium was 3.2 , a little low" is also a basic metabolic panel): the
      // condition is a second match over them.
      if (rule != nullptr && (rule->elevated || rule->lowered) && m.source != match_source::rule) {
        static constexpr std::array reading_words{
            std::string_view{"is"},    std::string_view{"was"},   std::string_view{"it"},   std::string_view{"it's"},
            std::string_view{"its"},   std::string_view{"over"},  std::string_view{"point"}, std::string_view{"today"},
            std::string_view{"now"},   std::string_view{"at"},    std::string_view{"which"}, std::string_view{"that"},
            std::string_view{"that's"}, std::string_view{"thats"}, std::string_view{"so"},   std::string_view{"still"},
            std::string_view{"too"},   std::string_view{"and"},   std::string_view{"even"},  std::string_view{"s"},
        };
        bool number = false;
        for (std::size_t k = last + 1; k < n && k <= last + 16; ++k) {
          const auto gap = text.substr(toks[k - 1].end, toks[k].begin - toks[k - 1].end);
          if (gap.find_first_of(".?!;:\n") != std::string_view::npos) {
            break;
          }
          const std::string_view w = word(k);
          if (std::isdigit(static_cast<unsigned char>(w.front())) != 0 || text::is_number_word(text::token_key(w))) {
            number = true;
            continue;
          }
          const bool above = (w == "above" || w == "over") && k + 1 < n && joined(k + 1) &&
                             (word(k + 1) == "where" || word(k + 1) == "goal" || word(k + 1) == "target");
          const bool raised = contains(elevated_words, w) || above;
          const auto& verdict = raised ? rule->elevated : rule->lowered;
          if (number && (raised || contains(lowered_words, w)) && verdict) {
            read_finding = *verdict;
            break;
          }
          if (!contains(reading_words, w) && !contains(measure_fillers, w)) {
            break;
          }
        }
      }
      // "for your blood pressure , continue the lisinopril", "and for your cholesterol , we'll
      // increase the lipitor": a measure a plan turns to, and manages after the comma, names the
      // condition treated (not "he follows you for your blood pressure and cholesterol", nor
      // "for your blood pressure , the readings were fine").
      if (rule != nullptr && rule->medication && m.source != match_source::rule && i >= 2 && joined(i) &&
          joined(i - 1) && word(i - 1) == "your" && word(i - 2) == "for" && last + 1 < n && !joined(last + 1) &&
          gap_before(last + 1).find_first_not_of(" ,") ==
              std::string_view::npos &&
          gap_before(last + 1).find(',') != std::string_view::npos) {
        // Round 19: the management may follow a reading in a later clause of the sentence ("for
        // your blood pressure , it's one thirty over eighty , so we'll stay on the amlodipine"):
        // each clause after a comma, up to sixteen words, until a stop.
        bool managed = false;
        for (std::size_t c = last + 1; c < n && c <= last + 16 && !managed; ++c) {
          const auto gap = gap_before(c);
          if (c > last + 1 && gap.find_first_of(".?!:;") != std::string_view::npos) {
            break;
          }
          if (c > last + 1 && gap.find(',') == std::string_view::npos) {
            continue;
          }
          std::size_t k = c;
          while (k < n && k <= c + 3 && (k == c || joined(k)) && contains(plan_subjects, word(k))) {
            ++k;
          }
          // a later clause needs its subject ("so we'll stay on"), the first may be bare
          managed = k < n && (k == c || joined(k)) && (c == last + 1 || k > c) && contains(management_verbs, word(k));
        }
        if (managed) {
          m.kind = rule->medication->kind;
          m.row = rule->medication->row;
          m.source = match_source::rule;
          m.alternative.reset();
        }
      }
      // Round 19: a measure standing alone as a numbered heading of the plan ("number two , your
      // pressure .", "three , cholesterol :", "second , blood pressure , well controlled") names
      // the condition treated, as "number two , hypertension ." does. The number stands after a
      // sentence's start or "number", a comma or stop between; a mark ends the heading. Not
      // "i checked two , blood pressure and pulse" (a word before the number).
      if (rule != nullptr && rule->medication && m.source != match_source::rule) {
        std::size_t b = i;
        if (b > 0 && joined(b) && (contains(pressure_possessives, word(b - 1)) || word(b - 1) == "the")) {
          --b;
        }
        const bool heads = b >= 1 && !joined(b) && contains(heading_numbers, word(b - 1)) &&
                           (b == 1 || !joined(b - 1) || word(b - 2) == "number") &&
                           (last + 1 == n || !joined(last + 1));
        if (heads && gap_before(b).find_first_of(",.:") != std::string_view::npos &&
            (last + 1 == n || gap_before(last + 1).find_first_of(",.:") != std::string_view::npos)) {
          m.kind = rule->medication->kind;
          m.row = rule->medication->row;
          m.source = match_source::rule;
          m.alternative.reset();
        }
      }
      // "keep taking the lisinopril for your blood pressure", "the pravastatin for your
      // cholesterol": a measure a named medicine is taken for names the condition treated, as
      // "blood pressure medication" does (round 10). The medicine ends at most three words before
      // "for", nothing but words between (not "lisinopril . for your blood pressure , ...").
      if (rule != nullptr && rule->medication && m.source != match_source::rule && i >= 2 && joined(i) &&
          joined(i - 1) && (word(i - 1) == "your" || word(i - 1) == "the" || word(i - 1) == "his" ||
                            word(i - 1) == "her") &&
          word(i - 2) == "for") {
        const std::size_t for_at = i - 2;
        for (std::size_t o = out.size(); o > first_out; --o) {
          const concept_match& before = out[o - 1];
          if (before.end > toks[for_at].begin) {
            continue;
          }
          if (before.kind == concept_kind::medicine) {
            // j: the first token after the medicine; every token from j to "for" joined.
            std::size_t j = for_at;
            while (j > 0 && toks[j - 1].begin >= before.end) {
              --j;
            }
            bool close = for_at - j <= 3;
            for (std::size_t k = j; close && k <= for_at; ++k) {
              close = joined(k);
            }
            if (close) {
              m.kind = rule->medication->kind;
              m.row = rule->medication->row;
              m.source = match_source::rule;
              m.alternative.reset();
            }
          }
          break;
        }
      }
      // "sugar ki dawai", "bp ke liye goli", "blood pressure medication".
      std::optional<concept_ref> treated;
      if (m.kind == concept_kind::condition) {
        treated = m.ref();
      } else if (rule != nullptr && rule->medication && m.source != match_source::rule) {
        treated = rule->medication;
      }
      if (treated) {
        std::size_t k = last + 1;
        std::size_t connectors = 0;
        while (k < n && joined(k) && connectors < 2 && contains(medicine_connectors, word(k))) {
          ++k;
          ++connectors;
        }
        bool found = false;
        if (k < n && joined(k) && contains(medicine_words, word(k))) {
          found = true;
          m.end = toks[k].end;
          last = k;
        } else if (i >= 2 && joined(i) && joined(i - 1) &&
                   (word(i - 1) == "for" || word(i - 1) == "of") &&
                   contains(medicine_words, word(i - 2))) {
          // "dawai for bp", "tablets for diabetes"; a code-mix phrase match on the medicine
          // word itself ("dawai") gives way.
          if (out.size() > first_out && out.back().kind == concept_kind::phrase &&
              out.back().begin == toks[i - 2].begin) {
            out.pop_back();
          }
          if (out.size() == first_out || out.back().end <= toks[i - 2].begin) {
            found = true;
            m.begin = toks[i - 2].begin;
          }
        }
        if (found) {
          m.kind = treated->kind;
          m.row = treated->row;
          m.medication_context = true;
          m.alternative.reset();
          if (m.source == match_source::term && tg.primary != *treated) {
            m.source = match_source::rule;
          }
        }
      }
    }
    out.push_back(m);
    if (read_finding) {
      concept_match finding = m;
      finding.kind = read_finding->kind;
      finding.row = read_finding->row;
      finding.source = match_source::rule;
      finding.alternative.reset();
      out.push_back(finding);
    }
    i = last + 1;
  }
  if (options.engine_rules) {
    // Engine rule (review rv21): an obstetric formula ("G2P1", "G3P2L2") with a gestation in
    // weeks after it in its clause ("G2P1, 32 weeks", "G2P1 at 28 wks") is a pregnancy, the
    // table's "pregnancy" term; the formula alone is an obstetric history, not a pregnancy. Read
    // after the loop (the formulas were found with the words' ids), so other words pay nothing.
    const std::size_t before_formulas = out.size();
    for (const std::size_t f : formulas) {
      const std::size_t weeks = gestation_after(f);
      const std::uint32_t pregnancy = weeks == 0 ? no_id : fast_vocab.find("pregnancy");
      const std::uint32_t node = pregnancy == no_id ? 0 : child(0, pregnancy);
      const bool free = std::none_of(out.begin() + static_cast<std::ptrdiff_t>(first_out), out.end(),
                                     [&](const concept_match& m) {
                                       return m.begin < toks[weeks].end && toks[f].begin < m.end;
                                     });
      if (node != 0 && terminal[node] >= 0 && free) {
        push_rule_condition(terminal[node], f, weeks);
      }
    }
    if (out.size() != before_formulas) {
      std::stable_sort(out.begin() + static_cast<std::ptrdiff_t>(first_out), out.end(),
                       [](const concept_match& x, const concept_match& y) { return x.begin < y.begin; });
    }
    match_lab_symbols(text, toks, out, first_out);
    read_listed_with_tests_as_tests(text, out, first_out);
  }
}

}  // namespace cxs::domain::terminology
