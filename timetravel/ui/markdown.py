"""A small Markdown reader for the rules reference: headings, paragraphs, bullet lists, rules,
pipe tables (a header row, its |---| separator, then body rows) and pictures of components.

A paragraph or list item that starts with `![Caption](picture:<game id>/<name>)` is a figure: the
picture (painted by the game's board, see ui/boards/kit/pictures.py) with its caption as a title and
the rest of the paragraph beside it. Words in bold that open a paragraph or list item are kept as its
`lead`, shown in bold before the rest.

It keeps only what the rules documents use; inline marks (bold, italics, code, links) are reduced to
their text. No HTML, no code execution: the file is only ever read as text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

_FIGURE = re.compile(r"^!\[([^\]]*)\]\(picture:([\w/.-]+)\)\s*(.*)$", re.DOTALL)
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_CODE = re.compile(r"`([^`]*)`")
_MARKS = (
    re.compile(r"(\*\*|__)(?!\s)(.+?)\1"),
    re.compile(r"(\*)(?!\s)(.+?)\*"),
    re.compile(r"(?<!\w)(_)(?!\s)(.+?)_(?!\w)"),  # snake_case words are not italics
)


@dataclass(frozen=True)
class Block:
    kind: str  # "h1", "h2", "h3", "p", "li", "hr", "table", "figure"
    text: str = ""
    level: int = 0  # list nesting
    rows: tuple[tuple[str, ...], ...] = ()  # a table's cells, the header row first
    header: bool = False  # whether the table's first row is a header
    picture: str = ""  # a figure's picture name ("arena/fighter")
    caption: str = ""  # a figure's caption: its title, and what shows if the picture cannot be drawn
    lead: str = ""  # the words in bold that open a paragraph or list item ("**Move.** Roll...")
    number: str = ""  # an ordered list item's number ("1."); empty for a bullet


# the bold words, what is written against them (a Korean particle: **토템**은), and the rest
_LEAD = re.compile(r"^(\*\*|__)(?!\s)(.+?)\1([^\W_]*)\s*(.*)$", re.DOTALL)


def _text_block(kind: str, raw: str, level: int = 0) -> Block:
    """A paragraph or list item, or a figure when it starts with a picture."""
    figure = _FIGURE.match(raw.strip())
    if figure:
        caption, picture, rest = figure.groups()
        return Block("figure", inline(rest), level, picture=picture, caption=inline(caption))
    lead = _LEAD.match(raw.strip())
    if lead:
        words, rest = inline(lead.group(2)) + lead.group(3), inline(lead.group(4))
        while rest[:1] in tuple(".,;:!?)"):  # a stop right after the bold words stays with them
            words, rest = words + rest[0], rest[1:].lstrip()
        return Block(kind, rest, level, lead=words)
    return Block(kind, inline(raw), level)


def inline(text: str) -> str:
    """Text without inline marks; code spans are kept verbatim."""
    parts = _CODE.split(_LINK.sub(r"\1", text))
    for i in range(0, len(parts), 2):  # even parts are outside code spans
        for mark in _MARKS:
            previous = None
            while previous != parts[i]:
                previous, parts[i] = parts[i], mark.sub(r"\2", parts[i])
    return "".join(parts).strip()


_SEPARATOR = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$")


def _cells(line: str) -> tuple[str, ...]:
    body = line.strip().removeprefix("|").removesuffix("|")
    return tuple(inline(cell) for cell in re.split(r"(?<!\\)\|", body))


def parse(source: str) -> list[Block]:
    blocks: list[Block] = []
    paragraph: list[str] = []
    table: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(_text_block("p", " ".join(paragraph)))
            paragraph.clear()
        if table:
            header = len(table) > 1 and bool(_SEPARATOR.match(table[1].strip()))
            rows = [_cells(line) for i, line in enumerate(table) if not (header and i == 1)]
            width = max(len(row) for row in rows)
            rows = [row + ("",) * (width - len(row)) for row in rows]
            blocks.append(Block("table", rows=tuple(rows), header=header))
            table.clear()

    for raw in source.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        if stripped.startswith("|") and (table or not paragraph):
            table.append(stripped)
            continue
        if table:
            flush()
        heading = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        bullet = re.match(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$", line)
        if heading:
            flush()
            blocks.append(Block(f"h{min(3, len(heading.group(1)))}", inline(heading.group(2).rstrip("#"))))
        elif re.match(r"^(-{3,}|\*{3,}|_{3,})$", stripped):
            flush()
            blocks.append(Block("hr"))
        elif bullet:
            flush()
            item = _text_block("li", bullet.group(3), len(bullet.group(1).expandtabs(4)) // 2)
            marker = bullet.group(2)
            blocks.append(replace(item, number=marker) if marker[0].isdigit() and item.kind == "li" else item)
        elif blocks and blocks[-1].kind in ("li", "figure") and not paragraph and raw.startswith((" ", "\t")):
            last = blocks.pop()  # a wrapped bullet continues on an indented line
            blocks.append(replace(last, text=last.text + " " + inline(stripped)))
        else:
            paragraph.append(stripped)
    flush()
    return blocks
