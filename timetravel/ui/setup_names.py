"""Seat names: made-up test pilots for AI seats (never historical people, who are cards in the games),
and the one gate where a typed name is accepted."""

from timetravel.ui.fonts import clean_text

AI_NAMES = ("Nova", "Chrono", "Zephyr", "Quasar", "Comet", "Orbit", "Rivet", "Sprocket")
NAME_MAX = 20  # characters: fits the seat bands, the log and the results table


def ai_name(index: int) -> str:
    return AI_NAMES[index % len(AI_NAMES)]


def clean_name(text: str) -> str:
    """A typed name as it is kept: renderable characters, single spaces, at most NAME_MAX long."""
    return " ".join(clean_text(text).split())[:NAME_MAX].strip()
