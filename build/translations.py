"""The translation catalogues: extract the messages from the code, update each language, compile.

    python build/translations.py            # extract + update + compile (after changing words in the code)
    python build/translations.py extract    # timetravel/**.py -> assets/i18n/timetravel.pot
    python build/translations.py update     # the .pot -> assets/i18n/<lang>/LC_MESSAGES/timetravel.po
                                            # (new messages added empty, gone ones dropped)
    python build/translations.py compile    # every .po -> its .mo (build/build.py and the wheel run this)
    python build/translations.py init LANG  # a new language's .po from the .pot
    python build/translations.py check      # exit 1 when a .pot is not what extraction makes now

Two domains, so their files never conflict: `timetravel` (the code's sentences) and `content` (the words
of the games' data under scenes/: card, door, fighter, faction and character names and texts, which the
boards put through t() at run time). Content messages are the string values of the fields named in
CONTENT_FIELDS, referenced by file and entry ("scenes/ministerio/cards.toml:cards[12].name").

extract, update, init and check need Babel (the test extras install it); compile uses
timetravel/catalogues.py (standard library only), so the app and the wheel build without Babel. The .mo files are
build output, never committed; the app compiles a .po in memory when its .mo is missing or older.
(Not named i18n.py: PyInstaller analyses from build/, where that name would stand for python-i18n,
which pygame_gui imports.)
"""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = ROOT / "assets" / "i18n"
POT = CATALOGUES / "timetravel.pot"
DOMAIN = "timetravel"
CONTENT = "content"
DOMAINS = (DOMAIN, CONTENT)
# per game under scenes/, the TOML fields whose values a board shows through t(); ids, keys, kinds,
# colours, squares and numbers are never messages (stories keep texts/<lang>.toml of their own)
CONTENT_FIELDS: dict[str, tuple[str, ...]] = {
    "ministerio": ("name", "note", "category", "colour"),
    "rocket": ("name", "note", "nationality", "summary", "short"),
    "division": ("name", "tooltip", "short"),
    "arena": ("name", "text"),
    "tricks": ("name",),
}
# every function whose literal arguments are messages; "1c,2" = context first, then the msgid;
# "2,3" = the singular and plural forms of a counted message
KEYWORDS = {
    "t": "1",
    "pt": "1c,2",
    "nt": "1,2",
    "ngettext": "1,2",
    "said": "1",
    "said_counted": "2,3",
    "counted": "2,3",
    "N_": "1",
    "NP_": "1c,2",
    "NT_": "1,2",
    "Notice": "1",  # play/driver.py: something to tell the player, shown through t()
    "_template": "1",  # games/division/words.py: an action's words
    "Counted": "2,3",  # games/stories/words.py: a count with its noun, put into words when shown
}
# Msg.of(key) (engine/script/messages.py: a sub-phrase put into words with its sentence) is read by a
# pass of its own that keeps only the lines saying `Msg.of(`: Reason.of takes ids, not messages
MSG_OF = "Msg.of("
PLURAL_FORMS = {"es": "nplurals=2; plural=(n != 1);", "ko": "nplurals=1; plural=0;"}


def languages(domain: str = DOMAIN) -> list[str]:
    return sorted(p.name for p in CATALOGUES.iterdir() if (p / "LC_MESSAGES" / f"{domain}.po").is_file())


def pot_of(domain: str) -> Path:
    return CATALOGUES / f"{domain}.pot"


def po_of(language: str, domain: str) -> Path:
    return CATALOGUES / language / "LC_MESSAGES" / f"{domain}.po"


def _keywords() -> dict[str, object]:
    from babel.messages.frontend import parse_keywords

    return parse_keywords([f"{name}:{spec}" for name, spec in KEYWORDS.items()])


def extracted():
    """The catalogue of every message in timetravel/ (Babel's Python extractor, our keywords)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    catalogue = Catalog(project="timetravel", msgid_bugs_address="", copyright_holder="timetravel")
    found = extract_from_dir(
        str(ROOT / "timetravel"),
        method_map=[("**.py", "python")],
        keywords=_keywords(),
        comment_tags=("i18n:",),
    )
    for filename, lineno, message, comments, context in [*found, *_msg_of()]:
        if not "".join(message if isinstance(message, tuple) else (message,)).strip():
            continue  # an empty or blank argument is no message ("\n".join after a t() call)
        if _subscript_of_t(filename, lineno):
            continue  # st.t["dice"]: Ministerio's turn record read by key, no call of t()
        location = (f"timetravel/{filename}".replace("\\", "/"), lineno)
        catalogue.add(message, None, [location], auto_comments=comments, context=context)
    return catalogue


def _subscript_of_t(filename: str, lineno: int) -> bool:
    """Babel takes `t["key"]` (a state's turn record named t) for a call of the keyword t and
    gathers its keys, and the strings after them, as messages; such a line holds no t( call."""
    line = (ROOT / "timetravel" / filename).read_text(encoding="utf-8").splitlines()[lineno - 1]
    return re.search(r"\bt\[", line) is not None and re.search(r"\bt\(", line) is None


def _msg_of():
    from babel.messages.extract import extract_from_dir

    from_of = extract_from_dir(
        str(ROOT / "timetravel"),
        method_map=[("**.py", "python")],
        keywords={"of": None},
        comment_tags=("i18n:",),
    )
    lines: dict[str, list[str]] = {}
    for filename, lineno, message, comments, context in from_of:
        if filename not in lines:
            lines[filename] = (ROOT / "timetravel" / filename).read_text(encoding="utf-8").splitlines()
        if MSG_OF in lines[filename][lineno - 1]:
            yield filename, lineno, message, comments, context


def content_messages() -> list[tuple[str, str]]:
    """(message, reference) for every shown text of the games' data, in file order."""
    import tomllib

    found: list[tuple[str, str]] = []
    for game, fields in CONTENT_FIELDS.items():
        for path in sorted((ROOT / "scenes" / game).glob("*.toml")):
            where = path.relative_to(ROOT).as_posix()
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            found += [(text, f"{where}:{entry}") for text, entry in _texts(data, "", fields)]
    return found


def _texts(value: object, entry: str, fields: tuple[str, ...]):
    """The strings under `fields` anywhere in `value`, with their entry ("cards[12].name")."""
    if isinstance(value, dict):
        for key, inner in value.items():
            name = f"{entry}.{key}" if entry else str(key)
            if key in fields and isinstance(inner, str) and inner.strip():
                yield inner, name
            elif isinstance(inner, dict | list):
                yield from _texts(inner, name, fields)
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from _texts(inner, f"{entry}[{index}]", fields)


def content_extracted():
    """The catalogue of the games' data texts (the `content` domain)."""
    from babel.messages.catalog import Catalog

    catalogue = Catalog(project="timetravel", msgid_bugs_address="", copyright_holder="timetravel")
    for text, reference in content_messages():
        catalogue.add(text, None, [(reference, None)])
    return catalogue


def extracted_of(domain: str):
    return content_extracted() if domain == CONTENT else extracted()


def _write(catalogue, path: Path) -> None:
    """Write a .pot/.po, unless only its dates would change (so a run that changes no message
    changes no file). Obsolete messages are dropped: their words stay in the history."""
    from babel.messages.pofile import write_po

    buffer = io.BytesIO()
    write_po(buffer, catalogue, width=100, sort_output=True, include_lineno=False, ignore_obsolete=True)
    new = buffer.getvalue()
    if path.is_file() and _undated(path.read_bytes()) == _undated(new):
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(new)


def _undated(text: bytes) -> bytes:
    return re.sub(rb'"(POT-Creation-Date|PO-Revision-Date): [^"]*"', b"", text)


def extract() -> int:
    total = 0
    for domain in DOMAINS:
        catalogue, pot = extracted_of(domain), pot_of(domain)
        _write(catalogue, pot)
        print(f"{pot.relative_to(ROOT)}: {len(catalogue)} messages")
        total += len(catalogue)
    return total


def _read(path: Path, locale: str | None = None):
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        return read_po(handle, locale=locale)


def update() -> None:
    for domain in DOMAINS:
        _update(domain)


def _update(domain: str) -> None:
    """The domain's .pot into each language's .po (a language's first content .po made here)."""
    from babel.messages.catalog import Catalog

    template = _read(pot_of(domain))
    for language in languages():
        path = po_of(language, domain)
        catalogue = (
            _read(path, language) if path.is_file() else Catalog(locale=language, project="timetravel")
        )
        _plural_forms(catalogue, language)
        catalogue.update(template, update_header_comment=False, no_fuzzy_matching=True)
        _write(catalogue, path)
        done = sum(
            1 for m in catalogue if m.id and m.string and (not isinstance(m.string, tuple) or all(m.string))
        )
        print(f"{path.relative_to(ROOT)}: {done} of {len(template)} translated")


def init(language: str) -> None:
    from babel.messages.catalog import Catalog

    for domain in DOMAINS:
        template = _read(pot_of(domain))
        catalogue = Catalog(locale=language, project="timetravel")
        _plural_forms(catalogue, language)
        catalogue.update(template)
        path = po_of(language, domain)
        _write(catalogue, path)
        print(f"{path.relative_to(ROOT)}: a new catalogue of {len(template)} messages")


def _plural_forms(catalogue, language: str) -> None:
    """Our plural forms where CLDR's differ from gettext practice (Spanish: two, not three)."""
    if language in PLURAL_FORMS:
        catalogue.mime_headers = [("Plural-Forms", PLURAL_FORMS[language])]


def compile_all() -> list[Path]:
    """Every .po to its .mo (beside it); the paths written."""
    sys.path.insert(0, str(ROOT))
    from timetravel.catalogues import mo_bytes, read_po

    written = []
    for po in sorted(CATALOGUES.glob("*/LC_MESSAGES/*.po")):  # every domain of every language
        mo = po.with_suffix(".mo")
        mo.write_bytes(mo_bytes(*read_po(po)))
        written.append(mo)
    return written


def check() -> bool:
    """Whether each committed .pot holds exactly the messages the code (or the data) has now."""
    return all([_check(domain) for domain in DOMAINS])


def _check(domain: str) -> bool:
    pot = pot_of(domain)
    now = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in extracted_of(domain) if m.id}
    kept = (
        {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in _read(pot) if m.id}
        if pot.is_file()
        else set()
    )
    for context, message in sorted(now - kept, key=str):
        print(f"not in {pot.name}: {context + ' | ' if context else ''}{message}")
    for context, message in sorted(kept - now, key=str):
        print(f"no longer in the {domain} source: {context + ' | ' if context else ''}{message}")
    return now == kept


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "all"
    if command in ("all", "extract"):
        extract()
    if command in ("all", "update"):
        update()
    if command in ("all", "compile"):
        for path in compile_all():
            print(f"compiled {path.relative_to(ROOT)}")
    if command == "init":
        init(argv[1])
    if command == "check":
        return 0 if check() else 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
