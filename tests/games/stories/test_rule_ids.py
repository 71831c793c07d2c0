"""Every rule id of docs/rules/stories.md has a test that names it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def _test_texts() -> str:
    texts = []
    for path in Path(__file__).parent.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                texts.append(node.name.replace("_", "-").upper())
                texts.append((ast.get_docstring(node) or "").upper())
    return "\n".join(texts)


def test_every_rule_id_has_a_test() -> None:
    doc = (ROOT / "docs" / "rules" / "stories.md").read_text(encoding="utf-8")
    ids = sorted(set(re.findall(r"\bS-[A-Z]+\b", doc)))
    assert len(ids) > 20
    tests = _test_texts()
    missing = [rule for rule in ids if f"TEST-{rule}-" not in tests and rule not in tests]
    assert not missing, f"rules without a test: {missing}"
