"""The rules documents as players read them in the app.

docs/rules/<id>.md serves developers too: each rule names the test that checks it, some sentences
say which file holds the data, and some sections report content checks or balance figures. In the
app all of that is noise, so it is taken out here, leaving the rules themselves untouched.
"""

from __future__ import annotations

import re

_TEST_REF = r"`[^`\n]*test_[^`\n]*`"
_PAREN_REFS = re.compile(r"\s*\((?:\s*" + _TEST_REF + r"\s*[,;]?\s*(?:and\s*)?)+\)")
_LABELLED_REFS = re.compile(r"[;,]?\s*\btests?:\s*(?:" + _TEST_REF + r"\s*,?\s*)+", re.IGNORECASE)
_BARE_REFS = re.compile(r"(?:" + _TEST_REF + r"\s*,?\s*)+")
_TEST_SENTENCE = re.compile(r"[^.\n]*\b(?:names?|checks?) the test[^.\n]*\.\s*", re.IGNORECASE)
_HEADING = re.compile(r"^(#+)\s+(.*)$")
_DEVELOPER_SECTION = re.compile(
    r"\btests?\b|\bcontent checks?\b|\bbalance\b|\bfigures?\b|\bdesign data\b|\bbenchmarks?\b|"
    r"\bspeed\b|\bdevelopers?\b",
    re.IGNORECASE,
)
_REPO_PATH = re.compile(r"\b(?:scenes|tests|docs|timetravel)/\S*|\b[\w/<>*.-]+\.(?:py|toml|json)\b")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z*_(`\"])")
_BULLET = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+")


def for_players(markdown: str) -> str:
    """The document without test references, repository paths and sections for developers."""
    lines = _without_developer_sections(markdown.splitlines())
    text = "\n".join(lines)
    text = _PAREN_REFS.sub("", text)
    text = _LABELLED_REFS.sub("", text)
    text = _BARE_REFS.sub("", text)
    text = _TEST_SENTENCE.sub("", text)
    cleaned = [_without_path_sentences(line) for line in _unwrapped(text.splitlines())]
    lines = [line for line in cleaned if line is not None]
    return "\n".join(_drop_test_columns(lines)) + "\n"


def _without_developer_sections(lines: list[str]) -> list[str]:
    """Drop sections about tests, content checks, balance figures and the like, with their subsections."""
    kept: list[str] = []
    skipping_level = 0
    for line in lines:
        heading = _HEADING.match(line)
        if heading:
            level = len(heading.group(1))
            if skipping_level and level > skipping_level:
                continue
            skipping_level = level if _DEVELOPER_SECTION.search(heading.group(2)) else 0
        if not skipping_level:
            kept.append(line)
    return kept


def _unwrapped(lines: list[str]) -> list[str]:
    """Each paragraph and list item on one line (as the Markdown reader joins them anyway), so a
    sentence wrapped over two lines is seen whole."""
    out: list[str] = []
    joinable = False  # whether the last line is a paragraph or list item a next line may continue
    for line in lines:
        stripped = line.strip()
        starts_block = (
            not stripped
            or stripped.startswith(("|", "#"))
            or _BULLET.match(line)
            or re.match(r"^[-*_]{3,}$", stripped)
        )
        if joinable and not starts_block:
            out[-1] = out[-1].rstrip() + " " + stripped
            continue
        out.append(line)
        joinable = bool(stripped) and not stripped.startswith(("|", "#"))
    return out


def _without_path_sentences(line: str) -> str | None:
    """A paragraph or list item without the sentences that name files of the repository (None when
    nothing is left of it)."""
    stripped = line.strip()
    if not stripped or stripped.startswith(("|", "#")) or not _REPO_PATH.search(line):
        return line
    bullet = _BULLET.match(line)
    head = bullet.group(0) if bullet else line[: len(line) - len(line.lstrip())]
    body = line[len(head) :]
    sentences = [s for s in _SENTENCE_END.split(body) if not _REPO_PATH.search(s)]
    return head + " ".join(sentences) if sentences else None


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
