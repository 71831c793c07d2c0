"""No text is cut short: the load screen's message for a newer save, the example saves' descriptions
and the rules screen's section entries show whole (as drawn on the screen)."""

from __future__ import annotations

import json

import pytest

from tests.ui.conftest import frames, tiny_match
from timetravel.engine.registry import get_game
from timetravel.saves import store
from timetravel.saves.model import CURRENT_VERSION
from timetravel.ui.scene import Pop, Push
from timetravel.ui.screens.load import LoadScreen
from timetravel.ui.screens.rules import RulesScreen


@pytest.fixture
def drawn(app, monkeypatch) -> list[str]:
    """Every text the fonts render while the test runs."""
    texts: list[str] = []
    fonts = app.ctx.fonts
    original = fonts.render

    def spy(text, *args, **kwargs):
        texts.append(text)
        return original(text, *args, **kwargs)

    monkeypatch.setattr(fonts, "render", spy)
    return texts


def _shown_whole(sentence: str, texts: list[str]) -> bool:
    """The sentence appears as consecutive drawn lines, none of them cut."""
    words = sentence.split()
    for start in range(len(texts)):
        joined: list[str] = []
        for text in texts[start:]:
            joined += text.split()
            if joined == words:
                return True
            if joined != words[: len(joined)]:
                break
    return False


def test_the_message_for_a_newer_save_shows_whole(app, drawn: list[str]) -> None:
    path = store.write_save(tiny_match("human", "random"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["schema_version"] = CURRENT_VERSION + 7
    path.write_text(json.dumps(data), encoding="utf-8")
    app.stack.apply(Push(LoadScreen(app.ctx)))
    drawn.clear()
    frames(app, 2)
    screen = app.stack.top
    errors = [str(s.error) for s in screen.saves if s.error]
    assert len(errors) == 1 and "newer version" in errors[0]
    assert _shown_whole(errors[0], drawn), errors[0]
    assert not [text for text in drawn if "…" in text]


def test_example_descriptions_show_whole(app, drawn: list[str]) -> None:
    app.stack.apply(Push(LoadScreen(app.ctx)))
    drawn.clear()
    frames(app, 2)
    examples = [s for s in app.stack.top.saves if getattr(s, "is_example", False)]
    assert examples
    for save in examples[:6]:
        assert any(save.label in text for text in drawn), save.label
    assert not [text for text in drawn if "…" in text]


GAME_IDS = ["ministerio", "arena", "rocket", "division", "stories"]


def _rules_screen(app, drawn: list[str], monkeypatch, game_id: str, full: bool) -> RulesScreen:
    """The rules screen of a game, with what the screen itself writes in `drawn` (the words inside
    the pictures of components are the boards' own: they are left out)."""
    from timetravel.ui.boards.kit import pictures

    paint = pictures.paint

    def quietly(name, fonts, palette):
        before = len(drawn)
        image = paint(name, fonts, palette)
        del drawn[before:]
        return image

    monkeypatch.setattr(pictures, "paint", quietly)
    drawn.clear()
    screen = RulesScreen(app.ctx, get_game(game_id), full=full)
    app.stack.apply(Push(screen))
    frames(app, 2)
    return screen


@pytest.mark.parametrize("full", [False, True], ids=["player", "full"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rules_section_titles_and_lines_show_whole(app, drawn: list[str], monkeypatch, game_id: str,
                                                   full: bool) -> None:  # fmt: skip
    """Every section title shows whole in the contents (T.I.M.E Stories' "Items, resources and status
    tokens (...)" was cut with an ellipsis), every line of the page is whole, and nothing is wider
    than its panel."""
    from timetravel.ui.screens.rules import CONTENTS, PAGE_PAD, VIEW

    screen = _rules_screen(app, drawn, monkeypatch, game_id, full)
    page_text = list(drawn)
    assert screen.sections and len(screen.shown_entries()) >= min(len(screen.sections), 6)
    for index in screen.shown_entries():
        assert screen.entry_rect(index).width <= CONTENTS.w - 20
        assert " ".join(screen.entries[index].lines) == screen.sections[index][0]
    assert screen.page.get_width() <= VIEW.w - 2 * PAGE_PAD
    for block in screen.blocks:
        for words in (block.lead, block.text, block.caption):
            if words and block.kind != "table":
                assert _shown_whole(" ".join(words.split()), page_text) or words in " ".join(page_text), words
    assert not [text for text in page_text if "…" in text]
    for title, _ in screen.sections:  # scroll the contents to each entry: it is drawn whole
        screen.jump_to(screen.sections.index((title, _)))
        screen._follow_current()
        drawn.clear()
        frames(app, 1)
        assert _shown_whole(title, drawn), title


@pytest.mark.parametrize("game_id", ["division", "rocket"])
def test_every_prompt_shows_whole_in_the_side_panel(app, game_id: str) -> None:
    import random

    from timetravel.engine.match import Match, SeatSpec
    from timetravel.engine.state import CHANCE
    from timetravel.ui.screens.side_panel import ACTIONS_RECT, PROMPT_RECT
    from timetravel.ui.widgets.fitted import fitted_lines

    game = get_game(game_id)
    seats = 2 if game_id == "division" else 3
    prompts: set[str] = set()
    for seed in range(3):
        specs = [SeatSpec(name=f"P{i + 1}") for i in range(seats)]
        match = Match.new(game, game.make_config(seats), specs, seed)
        rng = random.Random(seed)
        while not match.is_over and len(match.log) < 2500:
            if match.to_act() == CHANCE:
                match.sample_chance()
                continue
            prompts.add(match.state.prompt(match.to_act()))
            match.apply(rng.choice(match.state.legal_actions()))
    room = ACTIONS_RECT.y - 26 - (PROMPT_RECT.y + 4)
    assert len(prompts) > 5
    for prompt in prompts:
        size, lines = fitted_lines(app.ctx.fonts, prompt, PROMPT_RECT.w - 8, room)
        assert " ".join(lines) == " ".join(prompt.split()) and size >= 14, prompt


def test_every_variant_help_on_the_setup_screen_shows_whole(app, drawn) -> None:
    from timetravel.engine.registry import all_games
    from timetravel.ui.screens.setup import SetupScreen, option_words

    for game in all_games():
        for spec in (s for s in game.info.options if not s.hidden):  # a hidden option is never shown
            if not spec.help:
                continue
            screen = SetupScreen(app.ctx, game)
            screen.options.update(dict(spec.requires))  # the choices that show this variant
            screen._build()
            app.stack.apply(Push(screen))
            drawn.clear()
            frames(app, 2)
            assert _shown_whole(option_words(spec, spec.help), drawn), f"{game.info.id}: {spec.key}'s help is cut: {drawn}"
            app.stack.apply(Pop())
