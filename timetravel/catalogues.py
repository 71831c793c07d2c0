"""GNU gettext catalogues without Babel: read a .po or .pot file, write the .mo that `gettext` loads.

The .po files under assets/i18n are the source of truth; build/translations.py compiles them to .mo
with this module when the app or the wheel is built (Babel only extracts and updates), and a source
checkout without .mo files (a fresh clone, the tests) compiles them here in memory: the stdlib's
Tools/i18n/msgfmt.py logic, which the standard library does not install as a module.
"""

from __future__ import annotations

import ast
import re
import struct
from dataclasses import dataclass, field
from pathlib import Path

CONTEXT_SEPARATOR = "\x04"  # gettext's separator between a message's context and its msgid
_PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)(?:[.\[!:][^{}]*)?\}(?!\})")


@dataclass
class Entry:
    """One message of a catalogue: msgid (English), its plural, context and translations."""

    msgid: str
    plural: str | None = None
    context: str | None = None
    strings: list[str] = field(default_factory=list)  # msgstr, or msgstr[0..n]
    fuzzy: bool = False
    locations: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        return f"{self.context}{CONTEXT_SEPARATOR}{self.msgid}" if self.context is not None else self.msgid

    @property
    def translated(self) -> bool:
        return not self.fuzzy and bool(self.strings) and all(self.strings)


def placeholders(text: str) -> set[str]:
    """The str.format names in `text` ("{name} draws {n}" -> {"name", "n"})."""
    return set(_PLACEHOLDER.findall(text))


def read_po(path: Path) -> tuple[dict[str, str], list[Entry]]:
    """The header's fields and the messages of a .po/.pot file (the header entry left out)."""
    entries: list[Entry] = []
    current: Entry | None = None
    section = ""
    flags: set[str] = set()
    locations: list[str] = []

    def finish() -> None:
        nonlocal current, flags, locations
        if current is not None:
            current.fuzzy = "fuzzy" in flags
            current.locations = locations
            entries.append(current)
        current, flags, locations = None, set(), []

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line:
            finish()
            continue
        if line.startswith("#,"):
            flags |= {f.strip() for f in line[2:].split(",")}
            continue
        if line.startswith("#:"):
            locations.extend(line[2:].split())
            continue
        if line.startswith("#"):
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            _append(current, section, _unquote(line))
            continue
        starts = keyword == "msgctxt" or (keyword == "msgid" and section != "msgctxt")
        if starts and current is not None:
            finish()
        if current is None:
            current = Entry("")
        section = keyword
        value = _unquote(rest)
        if keyword == "msgctxt":
            current.context = value
        elif keyword == "msgid":
            current.msgid = value
        elif keyword == "msgid_plural":
            current.plural = value
        elif keyword.startswith("msgstr"):
            current.strings.append(value)
    finish()
    header: dict[str, str] = {}
    messages = []
    for entry in entries:
        if entry.msgid == "" and entry.context is None:
            for item in (entry.strings[0] if entry.strings else "").splitlines():
                name, _, value = item.partition(":")
                header[name.strip()] = value.strip()
        else:
            messages.append(entry)
    return header, messages


def _unquote(text: str) -> str:
    value = ast.literal_eval(text.strip())
    return value if isinstance(value, str) else ""


def _append(entry: Entry | None, section: str, value: str) -> None:
    if entry is None:
        return
    if section == "msgctxt":
        entry.context = (entry.context or "") + value
    elif section == "msgid":
        entry.msgid += value
    elif section == "msgid_plural":
        entry.plural = (entry.plural or "") + value
    elif section.startswith("msgstr") and entry.strings:
        entry.strings[-1] += value


def header_text(header: dict[str, str]) -> str:
    return "".join(f"{name}: {value}\n" for name, value in header.items())


def mo_bytes(header: dict[str, str], entries: list[Entry]) -> bytes:
    """A GNU .mo file of the translated, not fuzzy entries (msgfmt's layout: sorted keys)."""
    messages: dict[bytes, bytes] = {b"": header_text(header).encode("utf-8")}
    for entry in entries:
        if not entry.translated:
            continue
        key = entry.key if entry.plural is None else f"{entry.key}\x00{entry.plural}"
        messages[key.encode("utf-8")] = "\x00".join(entry.strings).encode("utf-8")
    keys = sorted(messages)
    ids = strs = b""
    offsets: list[tuple[int, int, int, int]] = []
    for id_bytes in keys:
        offsets.append((len(ids), len(id_bytes), len(strs), len(messages[id_bytes])))
        ids += id_bytes + b"\0"
        strs += messages[id_bytes] + b"\0"
    count = len(keys)
    key_start = 7 * 4 + 16 * count
    value_start = key_start + len(ids)
    key_table: list[int] = []
    value_table: list[int] = []
    for id_offset, id_length, str_offset, str_length in offsets:
        key_table += [id_length, key_start + id_offset]
        value_table += [str_length, value_start + str_offset]
    head = struct.pack("Iiiiiii", 0x950412DE, 0, count, 7 * 4, 7 * 4 + count * 8, 0, 0)
    return (
        head
        + struct.pack(f"{len(key_table)}i", *key_table)
        + struct.pack(f"{len(value_table)}i", *value_table)
        + ids
        + strs
    )
