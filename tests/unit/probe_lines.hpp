#pragma once
// Shared by the probe-round tests (probe_round19_test.cpp, probe_round20_test.cpp): one fresh
// probe sentence, the field it probes and its expected reading, and the check that compares
// what the engine reads with the expectation. The expectation is a short form:
//   dx   "fragment|status; ..."   every listed diagnosis matched once, a fragment's "/" alternatives
//                                 found in the display name (any case), the status equal;
//   med  "generic dose unit FREQ; ..."  the current medicines, each expected word among the item's;
//   vit  "bp=120/80 hr=72 ..."    the vitals block, values within 0.15;
//   all  "substance>reaction; ..." or "nkda";
//   phi  "KIND=value; ..."        the spans in order;
// and "-" for nothing.

#include <cctype>
#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/extraction/engine.hpp"
#include "tests/unit/phi_found.hpp"

namespace cxs::test::probe_lines {

struct probe {
  std::string_view kind;
  std::string_view text;
  std::string_view expected;
};

inline std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

inline std::string trimmed(std::string_view s) {
  while (!s.empty() && s.front() == ' ') {
    s.remove_prefix(1);
  }
  while (!s.empty() && s.back() == ' ') {
    s.remove_suffix(1);
  }
  return std::string(s);
}

inline std::vector<std::string> split(std::string_view s, std::string_view sep) {
  std::vector<std::string> out;
  for (std::size_t at = 0;;) {
    const auto next = s.find(sep, at);
    if (auto part = trimmed(s.substr(at, next == std::string_view::npos ? std::string_view::npos : next - at));
        !part.empty()) {
      out.push_back(std::move(part));
    }
    if (next == std::string_view::npos) {
      return out;
    }
    at = next + sep.size();
  }
}

inline bool any_alternative_in(const std::string& alternatives, const std::string& hay) {
  for (const auto& a : split(alternatives, "/")) {
    if (lower(hay).find(lower(a)) != std::string::npos) {
      return true;
    }
  }
  return false;
}

// Each expected item matched to a distinct actual item, and no actual item left over.
template <typename Match>
bool items_match(const std::vector<std::string>& expected, const std::vector<std::string>& actual, Match match) {
  if (expected.size() != actual.size()) {
    return false;
  }
  std::vector<bool> used(actual.size());
  for (const auto& e : expected) {
    bool found = false;
    for (std::size_t i = 0; i < actual.size() && !found; ++i) {
      if (!used[i] && match(e, actual[i])) {
        used[i] = found = true;
      }
    }
    if (!found) {
      return false;
    }
  }
  return true;
}

inline std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

// The actual items of a probe's kind, joined for a failure's message, and whether they match.
inline bool passes(const probe& p, std::string& got) {
  const std::string expected(p.expected);
  std::vector<std::string> exp = expected == "-" ? std::vector<std::string>{} : split(expected, ";");
  std::vector<std::string> act;
  bool ok = false;
  if (p.kind == "phi") {
    for (const auto& [kind, value] : cxs::test::phi_found(p.text)) {
      act.push_back(kind + "=" + value);
    }
    ok = items_match(exp, act, [](const std::string& e, const std::string& a) { return e == a; });
  } else {
    const auto f = cxs::domain::extraction::collect_facts(p.text);
    if (p.kind == "dx") {
      for (const auto& d : f.diagnoses) {
        act.push_back(d.name + "|" + d.status);
      }
      ok = items_match(exp, act, [](const std::string& e, const std::string& a) {
        const auto ep = split(e, "|");
        const auto ap = split(a, "|");
        return ep.size() == 2 && ap.size() == 2 && any_alternative_in(ep[0], ap[0]) && lower(ep[1]) == lower(ap[1]);
      });
    } else if (p.kind == "med") {
      for (const auto& m : f.medications) {
        if (m.context == cxs::domain::clinical::medication_context::current) {
          std::string item = m.generic;
          if (m.dose) {
            item.append(" ").append(number(m.dose->value)).append(" ").append(m.dose->unit);
          }
          if (!m.frequency.empty()) {
            item.append(" ").append(m.frequency);
          }
          act.push_back(item);
        }
      }
      ok = items_match(exp, act, [](const std::string& e, const std::string& a) {
        // every expected word is one of the item's, or (when longer than four letters) in one
        const auto words = split(lower(a), " ");
        for (const auto& w : split(lower(e), " ")) {
          bool found = false;
          for (const auto& x : words) {
            found = found || x == w || (w.size() > 4 && x.find(w) != std::string::npos);
          }
          if (!found) {
            return false;
          }
        }
        return true;
      });
    } else if (p.kind == "all") {
      if (f.no_known_allergies) {
        act.emplace_back("nkda");
      }
      for (const auto& a : f.allergies) {
        act.push_back(a.substance + ">" + a.reaction);
      }
      ok = items_match(exp, act, [](const std::string& e, const std::string& a) {
        const auto ep = split(e, ">");
        const auto ap = split(a + " ", ">");
        if (ep.empty() || ap.empty() || !any_alternative_in(ep[0], ap[0])) {
          return false;
        }
        return ep.size() == 1 || (ap.size() > 1 && any_alternative_in(ep[1], ap[1]));
      });
    } else if (p.kind == "vit") {
      const auto& b = f.vitals.block;
      if (b.blood_pressure) {
        act.push_back(std::string("bp=").append(number(b.blood_pressure->systolic)).append("/").append(
            number(b.blood_pressure->diastolic)));
      }
      const auto add = [&](const char* key, const auto& v) {
        if (v) {
          act.push_back(std::string(key).append("=").append(number(v->value)));
        }
      };
      add("hr", b.heart_rate);
      add("rr", b.respiratory_rate);
      add("temp", b.temperature);
      add("spo2", b.spo2);
      add("wt", b.weight);
      add("ht", b.height);
      add("bmi", b.bmi);
      add("glu", b.blood_glucose);
      exp = expected == "-" ? std::vector<std::string>{} : split(expected, " ");
      ok = items_match(exp, act, [](const std::string& e, const std::string& a) {
        const auto ek = e.find('=');
        const auto ak = a.find('=');
        if (e.substr(0, ek) != a.substr(0, ak)) {
          return false;
        }
        const auto ev = e.substr(ek + 1);
        const auto av = a.substr(ak + 1);
        return ev.find('/') != std::string::npos ? ev == av : std::fabs(std::stod(ev) - std::stod(av)) < 0.15;
      });
    }
  }
  for (const auto& a : act) {
    if (!got.empty()) {
      got.append("; ");
    }
    got.append(a);
  }
  return ok;
}

}  // namespace cxs::test::probe_lines
