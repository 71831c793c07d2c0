"""Actions: small immutable values with a stable string form.

An action is a kind plus a tuple of int or str arguments. Its string form ("recruit:12",
"move:3,4") goes into logs and saves. An action carries no words for people: the state it is
legal in puts it into words for a viewer when it is shown (GameState.action_words).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from timetravel.engine.errors import IllegalAction

Arg = int | str


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    args: tuple[Arg, ...] = ()
    # the string form, worked out on first use: logs, saves and legality checks ask it often
    _text: str | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Hot path (every legal action of every state): plain checks, no generator per part.
        _check_part(self.kind)
        for arg in self.args:
            if arg.__class__ is not int:
                _check_part(arg)

    def __str__(self) -> str:
        text = self._text
        if text is None:
            text = self.kind + ":" + ",".join(_arg_text(a) for a in self.args) if self.args else self.kind
            object.__setattr__(self, "_text", text)  # a cache, not a change of value
        return text

    @classmethod
    def parse(cls, text: str) -> Action:
        """The inverse of str(); integers come back as ints, anything else as str."""
        kind, _, rest = text.partition(":")
        if not kind:
            raise IllegalAction(f"not an action: {text!r}")
        try:
            args = tuple(_parse_arg(part) for part in rest.split(",")) if rest else ()
            return cls(kind, args)
        except ValueError:  # text from a file: a blank part, stray spaces
            raise IllegalAction(f"not an action: {text!r}") from None


_INTERNED: dict[tuple[Arg, ...], Action] = {}
INTERNED_LIMIT = 100_000  # actions kept before the table starts afresh


def interned(kind: str, *args: Arg) -> Action:
    """The one shared Action(kind, args): the same actions come back state after state, so a game
    builds (and checks) each of them once. Equal to a fresh Action in every way."""
    key = (kind, *args)
    action = _INTERNED.get(key)
    if action is None:
        if len(_INTERNED) >= INTERNED_LIMIT:
            _INTERNED.clear()
        action = _INTERNED[key] = Action(kind, args)
    return action


def _check_part(text: object) -> None:
    if not isinstance(text, str) or not text or ":" in text or "," in text or text.strip() != text:
        raise ValueError(f"action part {text!r} cannot hold ':' or ',' or be blank")


def _arg_text(arg: Arg) -> str:
    # An int is written plainly; a str that looks like an int is marked so it parses back as str.
    if isinstance(arg, bool):
        raise ValueError("booleans are not action arguments; use 0/1")
    if isinstance(arg, int):
        return str(arg)
    return "'" + arg if _looks_int(arg) or arg.startswith("'") else arg


def _parse_arg(part: str) -> Arg:
    if part.startswith("'"):
        return part[1:]
    return int(part) if _looks_int(part) else part


def _looks_int(text: str) -> bool:
    body = text[1:] if text.startswith("-") else text
    return body.isascii() and body.isdigit()  # "²".isdigit() is true, but int("²") fails
