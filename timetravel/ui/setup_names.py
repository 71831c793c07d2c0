"""Seat names: "Player n" for a person; made-up test pilots for an AI (never historical people, who are
cards in the games); and the one gate where a typed name is accepted."""

from collections.abc import Collection

from timetravel.i18n import t
from timetravel.ui.fonts import clean_text

AI_NAMES = ("Nova", "Chrono", "Zephyr", "Quasar", "Comet", "Orbit", "Rivet", "Sprocket")
NAME_MAX = 20  # characters: fits the seat bands, the log and the results table


def ai_name(index: int) -> str:
    return AI_NAMES[index % len(AI_NAMES)]


def person_name(seat: int) -> str:
    return t("Player {n}", n=seat + 1)


def default_name(seat: int, kind: str, taken: Collection[str] = ()) -> str:
    """The name a seat gets when nobody typed one: seat 1's AI is Nova, seat 2's Chrono and so on
    (seat 0's too is Nova), never one that another seat already has (`taken`)."""
    if kind == "human":
        return person_name(seat)
    wanted = ai_name(seat - 1 if seat > 0 else 0)
    if wanted not in taken:
        return wanted
    return next((name for name in AI_NAMES if name not in taken), wanted)


def is_default_name(name: str, seats: int) -> bool:
    """Whether `name` is one the app gave (so a change of seat kind may replace it), not a typed one."""
    name = name.strip()
    return not name or name in AI_NAMES or name in {person_name(i) for i in range(max(seats, 8))}


def clean_name(text: str) -> str:
    """A typed name as it is kept: renderable characters, single spaces, at most NAME_MAX long."""
    return " ".join(clean_text(text).split())[:NAME_MAX].strip()
