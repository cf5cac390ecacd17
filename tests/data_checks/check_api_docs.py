#!/usr/bin/env python3
"""Checks that every HTTP route the service registers is described in docs/openapi.yaml
and listed in the "Routes at a glance" table of docs/api.md.

Run from the repository root:

    python3 tests/data_checks/check_api_docs.py

Standard library only. Reads every `routes.add("METHOD", base_path + "/path", …)` and
`routes.add("METHOD", "/literal", …)` in http/*.cpp, turns the template's `:name`
parameters into OpenAPI's `{name}`, prefixes base_path (taken from http/routes.hpp), and
asserts that docs/openapi.yaml has that path with that method. Also reports paths and
operations of the document that no route serves (docs describing behaviour the code
does not have). The table of docs/api.md is read the same way: each backticked
"METHOD /path" of its first column (paths relative to base_path, except the operations
endpoints) must be a route, and every route must be in it. Prints one line per failure
and a closing line "api docs: N passed, M failed"; exits 0 only when nothing failed.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HTTP = REPO / "http"
OPENAPI = REPO / "docs" / "openapi.yaml"
API_MD = REPO / "docs" / "api.md"
TABLE_HEADING = "## Routes at a glance"
TABLE_ENTRY = re.compile(r"`(?P<method>GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) (?P<path>/[^`\s]*)`")
OPERATIONS = ("/healthz", "/readyz", "/metrics")

METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")

# routes.add("GET", base_path + "/apis/:id", …) or routes.add("GET", "/healthz", …);
# routes.add_upload(…) (multipart upload routes) alike;
# whitespace (newlines included) may separate the tokens.
ROUTE = re.compile(
    r'routes\s*\.\s*add(?:_upload)?\s*\(\s*"(?P<method>[A-Z]+)"\s*,\s*'
    r'(?:(?P<base>base_path)\s*\+\s*)?"(?P<path>/[^"]*)"'
)
BASE_PATH = re.compile(r'base_path\s*=\s*"(?P<base>/[^"]*)"')


def base_path() -> str:
    text = (HTTP / "routes.hpp").read_text(encoding="utf-8")
    match = BASE_PATH.search(text)
    if not match:
        raise SystemExit("api docs: cannot find base_path in http/routes.hpp")
    return match.group("base")


def code_routes() -> set[tuple[str, str]]:
    base = base_path()
    out: set[tuple[str, str]] = set()
    for source in sorted(HTTP.glob("*.cpp")):
        text = source.read_text(encoding="utf-8")
        # Comments may quote routes.add(…) in prose; only code counts.
        text = re.sub(r"//[^\n]*", "", text)
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        for m in ROUTE.finditer(text):
            path = (base if m.group("base") else "") + m.group("path")
            path = re.sub(r":([A-Za-z_][A-Za-z0-9_]*)", r"{\1}", path)
            out.add((m.group("method").lower(), path))
    return out


def documented_routes() -> set[tuple[str, str]]:
    """(method, path) of every operation under the top-level `paths:` of the document.

    A small reader for the block-style YAML the document uses (two-space indents): path
    keys sit at indent 2 under `paths:`, operations at indent 4 under a path."""
    out: set[tuple[str, str]] = set()
    in_paths = False
    current: str | None = None
    for raw in OPENAPI.read_text(encoding="utf-8").splitlines():
        line = raw.rstrip()
        if not line or line.lstrip().startswith("#"):
            continue
        indent = len(line) - len(line.lstrip(" "))
        if indent == 0:
            in_paths = line == "paths:"
            current = None
            continue
        if not in_paths:
            continue
        if indent == 2 and line.endswith(":"):
            key = line.strip()[:-1].strip("'\"")
            current = key if key.startswith("/") else None
        elif indent == 4 and current is not None:
            key = line.strip().split(":", 1)[0].strip("'\"")
            if key in METHODS:
                out.add((key, current))
    return out


def table_routes() -> set[tuple[str, str]]:
    """(method, OpenAPI path) of every entry in the first column of api.md's route table."""
    base = base_path()
    out: set[tuple[str, str]] = set()
    lines = API_MD.read_text(encoding="utf-8").splitlines()
    try:
        start = lines.index(TABLE_HEADING)
    except ValueError:
        return out
    for line in lines[start + 1:]:
        if line.startswith("## "):
            break
        if not line.startswith("|"):
            continue
        first = line.split("|")[1] if line.count("|") >= 2 else ""
        for m in TABLE_ENTRY.finditer(first):
            path = m.group("path")
            if path not in OPERATIONS:
                path = base + path
            path = re.sub(r":([A-Za-z_][A-Za-z0-9_]*)", r"{\1}", path)
            out.add((m.group("method").lower(), path))
    return out


def main() -> int:
    if not OPENAPI.exists():
        print(f"api docs: {OPENAPI.relative_to(REPO)} is missing")
        print("api docs: 0 passed, 1 failed")
        return 1
    routes = code_routes()
    documented = documented_routes()
    passed = failed = 0
    if not routes:
        print("FAIL no routes found in http/*.cpp (has the registration style changed?)")
        failed += 1
    for method, path in sorted(routes, key=lambda r: (r[1], r[0])):
        if (method, path) in documented:
            passed += 1
        else:
            failed += 1
            print(f"FAIL {method.upper()} {path}: served by the code but not in docs/openapi.yaml paths")
    for method, path in sorted(documented - routes, key=lambda r: (r[1], r[0])):
        failed += 1
        print(f"FAIL {method.upper()} {path}: in docs/openapi.yaml but no route serves it")
    table = table_routes()
    if not table:
        failed += 1
        print(f"FAIL docs/api.md has no '{TABLE_HEADING}' table of `METHOD /path` entries")
    for method, path in sorted(routes - table, key=lambda r: (r[1], r[0])):
        failed += 1
        print(f"FAIL {method.upper()} {path}: served by the code but not in the route table of docs/api.md")
    for method, path in sorted(table - routes, key=lambda r: (r[1], r[0])):
        failed += 1
        print(f"FAIL {method.upper()} {path}: in the route table of docs/api.md but no route serves it")
    if table and not routes - table and not table - routes:
        passed += 1
    print(f"api docs: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
