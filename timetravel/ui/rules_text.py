"""The rules documents as players read them in the app.

docs/rules/<id>.md serves developers too: each rule names the test that checks it, some sentences
say which file holds the data or what the code calls a thing, some name commands to run, and some
sections report content checks, balance figures or how the AI is built. In the app all of that is
noise, so it is taken out here, leaving the rules themselves untouched, and so is what the cuts
leave behind: empty brackets, a separator before a closing bracket, a preposition whose object was
a test name, and pointers to the sections players never see.

A section headed "AI", "The AI's ...", "How the AI plays" or "AI players" / "AI teammates" tells how
the AI is built and measured, for developers; what players should know of the computer seats goes
under another heading ("Computer opponents").
"""

from __future__ import annotations

import re

_TEST_REF = r"`[^`\n]*test_[^`\n]*`"
_PAREN_REFS = re.compile(r"\s*\((?:\s*" + _TEST_REF + r"\s*[,;]?\s*(?:and\s*)?)+\)")
_LABELLED_REFS = re.compile(r"[;,]?\s*\btests?:\s*(?:" + _TEST_REF + r"\s*,?\s*)+", re.IGNORECASE)
_BARE_REFS = re.compile(r"(?:" + _TEST_REF + r"\s*,?\s*)+")
_TEST_SENTENCE = re.compile(r"[^.\n]*\b(?:names?|checks?) the test[^.\n]*\.\s*", re.IGNORECASE)
_RULE_IDS = re.compile(r"\((?:[A-Z]+-[A-Z]+|R\d+[a-z]?)\b[^)]*\)")  # "(S-TEST, S-HITS)", "(R12)"
_HEADING = re.compile(r"^(#+)\s+(.*)$")
_DEVELOPER_SECTION = re.compile(
    r"\btests?\b|\bcontent checks?\b|\bbalance\b|\bfigures?\b|\bdesign data\b|\bbenchmarks?\b|"
    r"\bspeed\b|\bdevelopers?\b",
    re.IGNORECASE,
)
# a heading about how the AI is built ("AI", "The AI's clock (R1c): figures", "How the AI plays", "AI
# teammates"); what players should know of the computer seats goes under another heading
_AI_HEADING = re.compile(
    r"^(?:[Tt]he\s+|[Hh]ow\s+the\s+)?AI(?:'s\b.*|\s+(?:plays?|players?|teammates?|opponents?)\b.*)?$"
)
# a paragraph opened by these bold words reports measurements ("**Balance.** We played ...")
_DEVELOPER_LEAD = re.compile(r"^\s*(?:\*\*|__)(?:balance|figures|measured|benchmarks?)\b", re.IGNORECASE)
_COMMAND = r"`(?:timetravel|python3?|\$PY|\.\.\.) [^`]*`"  # a command to run ("... " for the same again)
_REPO_PATH = re.compile(
    r"\b(?:scenes|tests|docs|timetravel|bench)/\S*|\b[\w/<>*.-]+\.(?:py|toml|json)\b"
    r"|\b[Ii]n the code\b"  # what the code calls a thing
    r"|" + _COMMAND
)
_EMPTY_BRACKETS = re.compile(r"\s*\(\s*\)")
_DANGLING_SEPARATOR = re.compile(r"\s*[;,]\s*(?=\))")
# "in" that lost its object: "a test in `x.py`:" leaves "in :" ("the pile you are at:" is kept)
_DANGLING_PREPOSITION = re.compile(r"(?:\s+|(?<=\())\b(?:in|see|at|by|from)\s+(?=[:)])")
_SEE_POINTER = r"\((?:[^()]*\bsee\b)[^()]*?(?:\*\*|\")?{}(?:\*\*|\")?[^()]*\)"
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z*_(`\"])")
_BULLET = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+")


def for_players(markdown: str) -> str:
    """The document without test references, repository paths and sections for developers."""
    dropped: list[str] = []
    lines = _without_developer_sections(markdown.splitlines(), dropped)
    text = "\n".join(lines)
    text = _PAREN_REFS.sub("", text)
    text = _LABELLED_REFS.sub("", text)
    text = _BARE_REFS.sub("", text)
    text = _TEST_SENTENCE.sub("", text)
    cleaned = [_without_path_sentences(line) for line in _unwrapped(text.splitlines())]
    lines = [
        _tidied(line, dropped) for line in cleaned if line is not None and not _DEVELOPER_LEAD.match(line)
    ]
    return "\n".join(_drop_test_columns(_without_command_tables(lines))) + "\n"


def _tidied(line: str, dropped: list[str]) -> str:
    """A line without what the cuts left behind: pointers to dropped sections ("(see "Balance" below)"),
    a preposition that lost its object ("in :"), a separator before a bracket ("(M-KEY-6; )"), empty
    brackets."""
    if line.lstrip().startswith("|"):
        return line
    for heading in dropped:
        line = re.sub(r"\s*" + _SEE_POINTER.format(re.escape(heading)), "", line)
    previous = None
    while previous != line:
        previous = line
        line = _DANGLING_PREPOSITION.sub("", line)
        line = _DANGLING_SEPARATOR.sub("", line)
        line = _EMPTY_BRACKETS.sub("", line)
    return line


def _without_command_tables(lines: list[str]) -> list[str]:
    """Tables with a command to run in a cell (`timetravel simulate ...`) are measurements: dropped whole."""
    out: list[str] = []
    table: list[str] = []
    for line in [*lines, ""]:
        if line.lstrip().startswith("|"):
            table.append(line)
            continue
        if table and not any(re.search(_COMMAND, row) for row in table):
            out.extend(table)
        table = []
        out.append(line)
    return out[:-1]


def _without_developer_sections(lines: list[str], dropped: list[str]) -> list[str]:
    """Drop sections about tests, content checks, balance figures, the AI and the like, with their
    subsections; their headings are added to `dropped`."""
    kept: list[str] = []
    skipping_level = 0
    for line in lines:
        heading = _HEADING.match(line)
        if heading:
            level = len(heading.group(1))
            if skipping_level and level > skipping_level:
                continue
            title = heading.group(2).strip()
            words = title
            if _RULE_IDS.search(title):  # "Tests (S-TEST, S-HITS, ...)": the game's own tests are rules
                words = re.sub(r"\btests?\b", "", title, flags=re.IGNORECASE)
            developer = _DEVELOPER_SECTION.search(words) or _AI_HEADING.search(title)
            skipping_level = level if developer else 0
            if skipping_level:
                dropped.append(title)
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
