"""The setup screen's seat buttons step over seat counts a game does not allow (Time Arena: 2 or
4), and say the allowed counts."""

from __future__ import annotations

import dataclasses

from tests.games.tiny_tricks import TinyTricks
from tests.ui.conftest import frames, press
from timetravel.ui.scene import Push
from timetravel.ui.screens.setup import SetupScreen, seat_counts_words


class GappedGame(TinyTricks):
    info = dataclasses.replace(TinyTricks.info, id="tiny-gapped", title="Gapped Tricks", min_seats=2,
                               max_seats=4, seat_counts=(2, 4))  # fmt: skip


def test_plus_and_minus_jump_between_allowed_seat_counts(app) -> None:
    game = GappedGame()
    assert seat_counts_words(game.info) == "(2 or 4 seats)"
    screen = SetupScreen(app.ctx, game)
    app.stack.apply(Push(screen))
    frames(app, 2)
    assert len(screen.seats) == 2
    press(app, "+")
    assert len(screen.seats) == 4 and len(screen.kind_menus) == 4
    press(app, "−")
    assert len(screen.seats) == 2


def test_the_first_game_agents_are_named_from_the_content_catalogue() -> None:
    """El Ministerio's first-game variant names Amelia, Alonso and Pacino by the content's names in
    the interface's language (파시노 in Korean), never as Latin words written into a code message."""
    from timetravel import i18n
    from timetravel.engine.registry import get_game
    from timetravel.ui.screens.setup import choice_labels, option_words

    assert "Pacino" not in i18n.pot_path().read_text(encoding="utf-8")  # only the content names them
    spec = get_game("ministerio").info.options[0]
    try:
        for language, names, latin in (("ko", ("아멜리아", "알론소", "파시노"), True), ("es", ("Amelia", "Pacino"), False)):
            i18n.set_language(language)
            label = dict((value, words) for words, value in choice_labels(spec))["first-game"]
            help_line = option_words(spec, spec.help)
            for words in (label, help_line):
                assert all(name in words for name in names), (language, words)
                assert "{" not in words and not (latin and any(ch.isascii() and ch.isalpha() for ch in words))
    finally:
        i18n.set_language("en")


def test_seat_counts_are_whole_messages_in_each_language() -> None:
    """The count and its noun are one message each (cover badge and setup line), counted with the
    language's plural forms: Korean writes its range sign and counter (2~4명, (2~4자리)); Spanish
    names the players first on the badge, so no count is drawn against the word's first letter
    ("2–4jugadores" read as one word in the badge's bold)."""
    from timetravel import i18n
    from timetravel.engine.registry import get_game
    from timetravel.ui.screens.game_select import seat_range_text

    ministerio, division, gapped = get_game("ministerio"), get_game("division"), GappedGame()
    expected = {
        "es": ("Jugadores: 2–4", "Jugadores: 2", "(2–4 puestos)", "(2 puestos)", "(2 o 4 puestos)"),
        "ko": ("2~4명", "2명", "(2~4자리)", "(2자리)", "(2자리 또는 4자리)"),
        "en": ("2–4 players", "2 players", "(2–4 seats)", "(2 seats)", "(2 or 4 seats)"),
    }
    try:
        for language, words in expected.items():
            i18n.set_language(language)
            shown = (
                seat_range_text(ministerio),
                seat_range_text(division),
                seat_counts_words(ministerio.info),
                seat_counts_words(division.info),
                seat_counts_words(gapped.info),
            )
            assert shown == words, language
    finally:
        i18n.set_language("en")
