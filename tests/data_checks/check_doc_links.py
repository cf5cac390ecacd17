#!/usr/bin/env python3
"""Checks that every relative link in the project's Markdown resolves inside the repository.

Run from anywhere:

    python3 tests/data_checks/check_doc_links.py              # the repository
    python3 tests/data_checks/check_doc_links.py --root DIR   # another tree
    python3 tests/data_checks/check_doc_links.py --self-test  # the checker's own test

Standard library only. Walks README.md, docs/**/*.md, clients/**/README.md and
console/**/*.md (never node_modules), plus the CommonMark descriptions of docs/*.yaml,
and reads every inline link and image `[text](target)` and every reference definition
`[label]: target`, outside fenced code blocks and inline code. A link fails when:

- its file (or directory) does not exist;
- it leaves the repository (`../shared/…` exists on a developer's machine but not in a
  user's clone);
- it is a path in inline code that starts with `../` and leaves the repository or names
  no file (how the docs used to point at `../shared/spec/…`);
- its `#fragment` names no heading of the target Markdown file (GitHub's slugs: lower
  case, punctuation dropped, spaces to hyphens, `-1`, `-2`… for repeats) and no
  `<a name=…>`/`id=…` anchor.

Links with a scheme (http:, https:, mailto:, …) are not fetched. Prints one line per
failure and a closing line "doc links: N checked, M failed"; exits 0 only when nothing
failed.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import unicodedata
from pathlib import Path
from urllib.parse import unquote

REPO = Path(__file__).resolve().parents[2]

FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
INLINE_CODE = re.compile(r"(`+)(.+?)\1", re.S)
# [text](target) and ![alt](target); the text may hold one level of brackets.
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^)]*\)))?\s*\)")
REF_DEF = re.compile(r"^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)")
HTML_ANCHOR = re.compile(r"<a\s[^>]*\b(?:name|id)\s*=\s*[\"']([^\"']+)[\"']", re.I)
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def markdown_files(root: Path) -> list[Path]:
    found: set[Path] = set()
    if (root / "README.md").is_file():
        found.add(root / "README.md")
    patterns = (("docs", "*.md"), ("clients", "README.md"), ("console", "*.md"))
    for folder, pattern in patterns:
        base = root / folder
        if base.is_dir():
            for path in base.rglob(pattern):
                if "node_modules" not in path.relative_to(root).parts and path.is_file():
                    found.add(path)
    return sorted(found)


def yaml_files(root: Path) -> list[Path]:
    base = root / "docs"
    if not base.is_dir():
        return []
    return sorted(p for p in base.rglob("*.y*ml") if "node_modules" not in p.parts and p.is_file())


def strip_inline_code(line: str) -> str:
    return INLINE_CODE.sub(lambda m: " " * len(m.group(0)), line)


def prose_lines(text: str, keep_code: bool = False):
    """(line number, line) of the lines outside fenced code blocks, inline code blanked
    unless keep_code."""
    fence: str | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        m = FENCE.match(line)
        if fence is None:
            if m:
                fence = m.group(1)
                continue
            yield number, line if keep_code else strip_inline_code(line)
        elif m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and line.strip() == m.group(1):
            fence = None


def heading_text(raw: str) -> str:
    """The rendered text of a heading: inline code kept without its backticks, links and
    images reduced to their text, emphasis markers and HTML tags dropped."""
    text = INLINE_CODE.sub(lambda m: m.group(2).strip(), raw)
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"<[^>]+>", "", text)
    text = re.sub(r"(\*+|(?<!\w)_+|_+(?!\w))", "", text)
    return text


def slug(text: str) -> str:
    """GitHub's heading anchor (github-slugger): lower case; every character that is not a
    letter, mark, digit, connector punctuation, hyphen or space removed; spaces to '-'."""
    out = []
    for ch in text.lower():
        if ch == " " or ch == "-":
            out.append("-" if ch == " " else ch)
            continue
        category = unicodedata.category(ch)
        if category[0] in ("L", "M", "N") or category == "Pc":
            out.append(ch)
    return "".join(out)


def anchors_of(path: Path, cache: dict[Path, set[str]]) -> set[str]:
    if path in cache:
        return cache[path]
    text = path.read_text(encoding="utf-8")
    anchors: set[str] = set()
    counts: dict[str, int] = {}
    previous = ""

    def add(raw: str) -> None:
        base = slug(heading_text(raw))
        n = counts.get(base, 0)
        counts[base] = n + 1
        anchors.add(base if n == 0 else f"{base}-{n}")

    fence: str | None = None
    for line in text.splitlines():
        m = FENCE.match(line)
        if fence is not None:
            if m and m.group(1)[0] == fence[0] and line.strip() == m.group(1) and len(m.group(1)) >= len(fence):
                fence = None
            previous = ""
            continue
        if m:
            fence = m.group(1)
            previous = ""
            continue
        h = HEADING.match(line)
        if h:
            add(h.group(2))
        elif SETEXT.match(line) and previous.strip() and not previous.startswith(("    ", "\t", "|")) \
                and not previous.lstrip().startswith(("-", "*", "+", ">")):
            add(previous.strip())
        for a in HTML_ANCHOR.finditer(line):
            anchors.add(a.group(1))
        previous = line
    cache[path] = anchors
    return anchors


def links_in(path: Path) -> list[tuple[int, str]]:
    text = path.read_text(encoding="utf-8")
    out: list[tuple[int, str]] = []
    if path.suffix in (".yaml", ".yml"):
        # YAML: the CommonMark of descriptions; no fences to track in practice.
        for number, line in enumerate(text.splitlines(), start=1):
            line = strip_inline_code(line)
            for m in INLINE_LINK.finditer(line):
                out.append((number, m.group(1)))
        return out
    for number, line in prose_lines(text):
        for m in INLINE_LINK.finditer(line):
            out.append((number, m.group(1)))
        d = REF_DEF.match(line)
        if d:
            out.append((number, d.group(1)))
    return out


def code_paths_in(path: Path) -> list[tuple[int, str]]:
    """Paths written as inline code that climb out of the file's folder (`../x/y`)."""
    if path.suffix not in (".md", ".markdown"):
        return []
    out: list[tuple[int, str]] = []
    for number, line in prose_lines(path.read_text(encoding="utf-8"), keep_code=True):
        for m in INLINE_CODE.finditer(line):
            code = m.group(2).strip()
            if code.startswith("../") and not any(c.isspace() for c in code):
                out.append((number, code))
    return out


def check_link(root: Path, source: Path, target: str, cache: dict[Path, set[str]]) -> str | None:
    """None when the link resolves, else the reason it does not."""
    target = target.strip()
    if target.startswith("<") and target.endswith(">"):
        target = target[1:-1]
    if not target or SCHEME.match(target) or target.startswith("//"):
        return None
    path_part, _, fragment = target.partition("#")
    path_part = unquote(path_part.split("?", 1)[0])
    fragment = unquote(fragment)
    if path_part:
        base = root if path_part.startswith("/") else source.parent
        resolved = (base / path_part.lstrip("/")).resolve()
    else:
        resolved = source.resolve()
    try:
        resolved.relative_to(root.resolve())
    except ValueError:
        return "points outside the repository (a user's clone does not have it)"
    if not resolved.exists():
        return "no such file"
    if fragment:
        if resolved.is_dir() or resolved.suffix.lower() not in (".md", ".markdown"):
            return None  # anchors of other file types (line numbers, YAML) are not checked
        if fragment not in anchors_of(resolved, cache) and fragment.lower() not in anchors_of(resolved, cache):
            return f"no heading or anchor '#{fragment}' in {resolved.relative_to(root.resolve())}"
    return None


def run(root: Path, out=sys.stdout) -> int:
    root = root.resolve()
    files = markdown_files(root) + yaml_files(root)
    cache: dict[Path, set[str]] = {}
    checked = failed = 0
    for source in files:
        for number, target in links_in(source):
            checked += 1
            reason = check_link(root, source, target, cache)
            if reason:
                failed += 1
                print(f"FAIL {source.relative_to(root)}:{number}: ({target}) {reason}", file=out)
        for number, code in code_paths_in(source):
            checked += 1
            resolved = (source.parent / code.split("#", 1)[0]).resolve()
            try:
                resolved.relative_to(root)
                reason = None if resolved.exists() else "names no file of the repository"
            except ValueError:
                reason = "names a path outside the repository (a user's clone does not have it)"
            if reason:
                failed += 1
                print(f"FAIL {source.relative_to(root)}:{number}: `{code}` {reason}", file=out)
    if not files:
        failed += 1
        print("FAIL no Markdown files found (is --root the repository?)", file=out)
    print(f"doc links: {checked} checked, {failed} failed", file=out)
    return 0 if failed == 0 else 1


def self_test() -> int:
    """Builds small trees with known good and bad links and checks the verdicts."""
    import io

    problems: list[str] = []

    def verdict(files: dict[str, str]) -> tuple[int, str]:
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp) / "repo"
            for name, body in files.items():
                p = root / name
                p.parent.mkdir(parents=True, exist_ok=True)
                p.write_text(body, encoding="utf-8")
            (Path(tmp) / "shared").mkdir()
            (Path(tmp) / "shared" / "spec.md").write_text("# Spec\n", encoding="utf-8")
            buf = io.StringIO()
            code = run(root, buf)
            return code, buf.getvalue()

    good_docs = {
        "README.md": "# Top\n\nSee [api](docs/api.md#post-extractapislug), [dir](docs/), "
                     "[self](#top), [ext](https://example.invalid/x), ![img](docs/a.png)\n",
        "docs/api.md": "# HTTP API\n\n## Routes at a glance\n\n### POST /extract/:apiSlug\n\n"
                       "### Values in `data`\n\n## Notes\n\n## Notes\n\n<a name=\"custom\"></a>\n\n"
                       "Links: [v](#values-in-data), [n2](#notes-1), [c](#custom), "
                       "[r](#routes-at-a-glance), [ref][1]\n\n[1]: ../README.md#top\n\n"
                       "```md\n[in a fence](missing.md)\n```\n\nInline `[code](missing.md)` is not a link.\n",
        "docs/a.png": "",
    }
    code, text = verdict(good_docs)
    if code != 0:
        problems.append(f"a tree of good links failed:\n{text}")

    bad_cases = {
        "missing file": ({"README.md": "[x](docs/nope.md)\n"}, "no such file"),
        "missing anchor": ({"README.md": "[x](docs/api.md#nope)\n", "docs/api.md": "# API\n"},
                           "no heading or anchor '#nope'"),
        "missing local anchor": ({"README.md": "# Top\n\n[x](#not-yet-available)\n"},
                                 "no heading or anchor '#not-yet-available'"),
        "outside the repository": ({"README.md": "[spec](../shared/spec.md)\n"}, "outside the repository"),
        "code path outside": ({"README.md": "The interface is `../shared/spec.md`.\n"}, "outside the"),
        "code path missing": ({"docs/a.md": "See `../gone/x.md`.\n"}, "names no file"),
        "reference definition": ({"docs/x.md": "[a][b]\n\n[b]: gone.md\n"}, "no such file"),
        "console markdown": ({"README.md": "# R\n", "console/src/notes.md": "[x](../nope.md)\n"},
                             "no such file"),
        "client README": ({"README.md": "# R\n", "clients/ts/README.md": "[x](#nowhere)\n"},
                          "no heading or anchor"),
    }
    for name, (files, expected) in bad_cases.items():
        code, text = verdict(files)
        if code == 0 or expected not in text:
            problems.append(f"{name}: expected a failure with '{expected}', got exit {code}:\n{text}")

    # node_modules is never walked.
    code, text = verdict({"README.md": "# R\n", "console/node_modules/pkg/README.md": "[x](nope.md)\n"})
    if code != 0:
        problems.append(f"node_modules was walked:\n{text}")

    slugs = {
        "POST /extract/:apiSlug": "post-extractapislug",
        "Values in `data`": "values-in-data",
        "Round of 2026-11-23 (01:10–02:00): where the remote overhead's tail is":
            "round-of-2026-11-23-01100200-where-the-remote-overheads-tail-is",  # the en dash goes,
        "GET /ai-assist/drafts/:apiId": "get-ai-assistdraftsapiid",
        "Audit and idempotency": "audit-and-idempotency",
        "1,000 concurrent SSE streams": "1000-concurrent-sse-streams",
    }
    for heading, expected in slugs.items():
        got = slug(heading_text(heading))
        if got != expected:
            problems.append(f"slug({heading!r}) = {got!r}, expected {expected!r}")

    for p in problems:
        print(f"FAIL self-test: {p}")
    print(f"doc links self-test: {'failed' if problems else 'passed'}")
    return 1 if problems else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=REPO, help="repository root (default: this one)")
    parser.add_argument("--self-test", action="store_true", help="run the checker's own test and exit")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    return run(args.root)


if __name__ == "__main__":
    sys.exit(main())
