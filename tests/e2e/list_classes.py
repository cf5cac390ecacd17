#!/usr/bin/env python3
"""Prints `module.Class` for every end-to-end test class, for tests/e2e/CMakeLists.txt.

ctest gets one entry per class (so classes run in parallel); the list is read from the
sources at configure time rather than kept by hand, so a new class cannot be left out. A
test class is a top-level class of a tests/e2e/test_*.py module that defines test methods
itself (a subclass that only inherits its tests must override one to be listed).
"""

import ast
import pathlib
import sys

E2E = pathlib.Path(__file__).resolve().parent


def classes_with_tests(path):
    tree = ast.parse(path.read_text())
    return [node.name for node in tree.body
            if isinstance(node, ast.ClassDef)
            and any(isinstance(item, ast.FunctionDef) and item.name.startswith("test") for item in node.body)]


def main():
    for path in sorted(E2E.glob("test_*.py")):
        for name in classes_with_tests(path):
            print(f"{path.stem}.{name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
