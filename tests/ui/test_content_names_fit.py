"""Time Division's card names translated by the content catalogue fit their faces as the English do
(tests/ui/test_board_division.py): whole, wrapped or hyphenated, never cut with an ellipsis."""

from __future__ import annotations

import pytest

from timetravel import i18n
from timetravel.i18n import t


@pytest.mark.parametrize("language", ["es", "ko"])
def test_translated_division_card_names_are_never_cut(app, language: str) -> None:
    from timetravel.games.division.content import card_index
    from timetravel.ui.boards.division.cards import name_layout
    from timetravel.ui.boards.division.layout import AREA, DRAFT, HAND, PAST, RIVAL_HAND, SPACE

    fonts = app.ctx.fonts
    i18n.set_language(language)
    try:
        cut = []
        for card in card_index().values():
            for w, _ in (HAND, RIVAL_HAND, AREA, SPACE, PAST, DRAFT):
                size, lines, room = name_layout(card, w, fonts)
                wide = any(fonts.get(size, True).size(line)[0] > room for line in lines)
                if wide or "…" in " ".join(lines):
                    cut.append((t(card.name), w, lines))
        assert not cut
    finally:
        i18n.set_language("en")
