#!/usr/bin/env python3
"""Every end-to-end test class is run by ctest.

tests/e2e/CMakeLists.txt lists the classes of each module by hand (one ctest entry per
class keeps them parallel); a class missing from that list would never run, and nothing
else would notice. This check reads every tests/e2e/test_*.py, finds the classes that
define test methods, and fails naming any class the CMake list does not register.
"""

import ast
import pathlib
import re
import sys

E2E = pathlib.Path(__file__).resolve().parent.parent / "e2e"


def registered():
    text = (E2E / "CMakeLists.txt").read_text()
    out = {}
    for match in re.finditer(r"^cxs_e2e\((\w+)((?:\s+\w+)*)\s*\)", text, re.MULTILINE):
        out[match.group(1)] = set(match.group(2).split())
    return out


def classes_with_tests(path):
    tree = ast.parse(path.read_text())
    return [node.name for node in tree.body
            if isinstance(node, ast.ClassDef)
            and any(isinstance(item, ast.FunctionDef) and item.name.startswith("test") for item in node.body)]


def main():
    listed = registered()
    missing = []
    for path in sorted(E2E.glob("test_*.py")):
        module = path.stem
        for name in classes_with_tests(path):
            if name not in listed.get(module, set()):
                missing.append(f"{module}.{name}")
    if missing:
        print("e2e classes not registered in tests/e2e/CMakeLists.txt: " + ", ".join(missing))
        return 1
    print(f"all e2e classes registered ({sum(len(v) for v in listed.values())} entries)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
