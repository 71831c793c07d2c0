"""AI seat names never clash with the people on the cards ("Hypatia recruits Hypatia")."""

from __future__ import annotations

import re
import tomllib

from timetravel.resources import scenes_dir
from timetravel.ui.setup_names import AI_NAMES, ai_name


def _card_words() -> set[str]:
    """Every word of every name in the content of every game."""
    words: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("name", "title", "short") and isinstance(value, str):
                    words.update(w.lower() for w in re.findall(r"[\w']+", value))
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    for path in scenes_dir().rglob("*.toml"):
        walk(tomllib.loads(path.read_text(encoding="utf-8")))
    return words


def test_ai_names_are_not_names_on_any_card() -> None:
    words = _card_words()
    assert {"hypatia", "curie"} <= words  # the check sees the Rocket deck's people
    for name in AI_NAMES:
        assert not {w.lower() for w in name.split()} & words, name


def test_ai_names_are_distinct_and_not_seat_numbers() -> None:
    assert len(set(AI_NAMES)) == len(AI_NAMES)
    assert [ai_name(i) for i in range(len(AI_NAMES))] == list(AI_NAMES)
    assert not any(re.match(r"(?i)player\b", name) for name in AI_NAMES)


def test_a_seat_switched_to_an_ai_never_takes_a_name_another_seat_has() -> None:
    from timetravel.ui.setup_names import default_name

    assert default_name(0, "normal", {"Nova"}) != "Nova"
    assert default_name(0, "normal", {"Nova", "Chrono"}) not in {"Nova", "Chrono"}
    assert default_name(2, "hard", ()) == "Chrono"
    assert default_name(1, "human", {"Player 2"}) == "Player 2"  # a person's name is the seat's own
