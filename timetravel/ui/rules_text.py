"""The rules documents as players read them in the app.

docs/rules/<id>.md serves developers too: each rule names the test that checks it. In the app those
references are noise, so they are taken out here, leaving the rules themselves untouched.
"""

from __future__ import annotations

import re

_TEST_REF = r"`[^`\n]*test_[^`\n]*`"
_PAREN_REFS = re.compile(r"\s*\((?:\s*" + _TEST_REF + r"\s*[,;]?\s*(?:and\s*)?)+\)")
_LABELLED_REFS = re.compile(r"[;,]?\s*\btests?:\s*(?:" + _TEST_REF + r"\s*,?\s*)+", re.IGNORECASE)
_BARE_REFS = re.compile(r"(?:" + _TEST_REF + r"\s*,?\s*)+")
_TEST_SENTENCE = re.compile(r"[^.\n]*\b(?:names?|checks?) the test[^.\n]*\.\s*", re.IGNORECASE)
_HEADING = re.compile(r"^(#+)\s+(.*)$")


def for_players(markdown: str) -> str:
    """The document without test references, test sentences and sections about tests."""
    lines = _without_test_sections(markdown.splitlines())
    text = "\n".join(lines)
    text = _PAREN_REFS.sub("", text)
    text = _LABELLED_REFS.sub("", text)
    text = _BARE_REFS.sub("", text)
    text = _TEST_SENTENCE.sub("", text)
    return "\n".join(_drop_test_columns(text.splitlines())) + "\n"


def _without_test_sections(lines: list[str]) -> list[str]:
    kept: list[str] = []
    skipping_level = 0
    for line in lines:
        heading = _HEADING.match(line)
        if heading:
            level = len(heading.group(1))
            if skipping_level and level > skipping_level:
                continue
            skipping_level = level if re.search(r"\btests?\b", heading.group(2), re.IGNORECASE) else 0
        if not skipping_level:
            kept.append(line)
    return kept


def _drop_test_columns(lines: list[str]) -> list[str]:
    """Tables lose a column headed 'Test...'; a header 'X and test' becomes 'X'."""
    out: list[str] = []
    drop: int | None = None
    for line in lines:
        if not line.lstrip().startswith("|"):
            drop = None
            out.append(line)
            continue
        cells = line.strip().strip("|").split("|")
        if drop is None and not set(line.strip()) <= set("|-: "):
            heads = [c.strip().lower() for c in cells]
            drop = next((i for i, h in enumerate(heads) if h.startswith("test")), -1)
            cells = [re.sub(r"\s+and tests?\b", "", c, flags=re.IGNORECASE) for c in cells]
        if drop is not None and 0 <= drop < len(cells):
            del cells[drop]
        out.append("|" + "|".join(cells) + "|")
    return out
