"""The player's rules: every game has one, short and for players, whose pictures are painted by the
game's own board; the markdown names pictures; a picture that cannot be drawn shows its caption; the
screen stays readable and whole in a small window."""

from __future__ import annotations

import re

import pytest

from tests.ui.conftest import frames
from timetravel.engine.registry import every_game, get_game
from timetravel.resources import player_rules_doc, rules_doc
from timetravel.ui.app import App
from timetravel.ui.boards.kit import pictures
from timetravel.ui.fonts import Fonts
from timetravel.ui.markdown import Block, inline, parse
from timetravel.ui.palette import Palette
from timetravel.ui.scene import Pop, Push
from timetravel.ui.screens.rules import RulesScreen, reading_zoom

GAMES = [game for game in every_game() if rules_doc(game.info.id).exists()]  # the template game too
SECTIONS = ("Goal", "Setup (what the app does for you)", "A turn", "Components", "Ending and scoring",
            "Tips for a first game", "Variants")  # fmt: skip
RULE_ID = re.compile(r"\b(?:M-[A-Z]+|S-[A-Z]+|R\d+[a-z]?)\b")


def _doc(game) -> list[Block]:
    return parse(player_rules_doc(game.info.id).read_text(encoding="utf-8"))


def _figures(game) -> list[Block]:
    return [block for block in _doc(game) if block.kind == "figure"]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_every_game_has_a_short_players_document_with_its_sections(game) -> None:
    path = player_rules_doc(game.info.id)
    assert path.is_file(), f"{game.info.id} has no player's rules ({path.name})"
    blocks = _doc(game)
    assert blocks[0].kind == "h1" and blocks[0].text == game.info.title
    assert tuple(b.text for b in blocks if b.kind == "h2") == SECTIONS
    text = path.read_text(encoding="utf-8")
    assert not RULE_ID.search(text), "rule ids belong to the full rules"
    for developer_word in ("Our reading", "test_", ".py", ".toml", "scenes/", "rulebook"):
        assert developer_word not in text, developer_word
    words = len(re.sub(r"!\[[^\]]*\]\([^)]*\)", "", text).split())
    assert words < 1400, f"{words} words: a player's rules stay short"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_every_picture_a_players_document_names_is_drawn_by_its_board(app, game) -> None:
    fonts, palette = app.ctx.fonts, app.ctx.palette
    figures = _figures(game)
    assert len(figures) >= 4, "the components each come with a picture"
    for figure in figures:
        game_id, name = pictures.split(figure.picture)
        assert game_id == game.info.id, figure.picture
        assert name in pictures.painters(game_id), f"no painter for {figure.picture}"
        image = pictures.paint(figure.picture, fonts, palette)
        assert image is not None, figure.picture
        w, h = image.get_size()
        colours = {image.get_at((x * w // 24, y * h // 24))[:3] for x in range(24) for y in range(24)}
        assert w >= 40 and h >= 40 and len(colours) > 3, f"{figure.picture} is blank"
        assert figure.caption and figure.text, f"{figure.picture} has a caption and one or two lines"


def test_markdown_names_pictures_and_keeps_bold_leads() -> None:
    blocks = parse(
        "![A fighter](picture:arena/fighters) Four a side.\nThey move.\n\n"
        "- ![A die](picture:arena/die) Six faces.\n\n**Move.** Roll the dice.\n\n- **do nothing**.\n"
    )
    assert blocks[0] == Block(
        "figure", "Four a side. They move.", picture="arena/fighters", caption="A fighter"
    )
    assert blocks[1].kind == "figure" and blocks[1].picture == "arena/die" and blocks[1].text == "Six faces."
    assert (blocks[2].kind, blocks[2].lead, blocks[2].text) == ("p", "Move.", "Roll the dice.")
    assert (blocks[3].lead, blocks[3].text) == ("do nothing.", "")


def test_markdown_backslash_escapes_write_the_punctuation_itself() -> None:
    """Stories' footnote "\\* measured ..." showed its backslash; an escaped mark is no mark."""
    assert inline(r"\* measured while busy") == "* measured while busy"
    assert inline(r"a \*star\* and \_under\_ and **bold**") == "a *star* and _under_ and bold"
    assert (
        inline(r"\[not a link\](x) \`not code\` 1\. \\ C:\path") == r"[not a link](x) `not code` 1. \ C:\path"
    )
    assert inline(r"code `x\*` stays as written") == r"code x\* stays as written"
    assert parse("| a \\| b | c |\n|---|---|\n| 1 | 2 |\n")[0].rows == (("a | b", "c"), ("1", "2"))
    assert parse(r"\*\*Not a lead.\*\* Text.")[0].lead == ""


def test_an_unknown_or_failing_picture_is_none() -> None:
    fonts, palette = Fonts(), Palette()
    assert pictures.paint("arena/no-such-picture", fonts, palette) is None
    assert pictures.paint("nogame/fighter", fonts, palette) is None
    assert pictures.paint("fighter", fonts, palette) is None
    assert pictures.painters("kit") == {}


def test_a_picture_that_cannot_be_drawn_shows_its_caption(app, monkeypatch, tmp_path) -> None:
    doc = tmp_path / "arena.player.md"
    doc.write_text("# Time Arena\n\n## Components\n\n![The broken hourglass](picture:arena/gates) It would "
                   "show the Gates.\n\n![The lost wheel](picture:arena/nothing) No such picture.\n",
                   encoding="utf-8")  # fmt: skip

    def broken(fonts, palette):
        raise RuntimeError("the paint ran dry")

    monkeypatch.setattr("timetravel.ui.screens.rules.player_rules_doc", lambda game_id, language="en": doc)
    monkeypatch.setitem(pictures.painters("arena"), "gates", broken)  # type: ignore[index]
    drawn: list[str] = []
    render = app.ctx.fonts.render
    monkeypatch.setattr(
        app.ctx.fonts, "render", lambda text, *a, **k: drawn.append(text) or render(text, *a, **k)
    )
    screen = RulesScreen(app.ctx, get_game("arena"))
    app.stack.apply(Push(screen))
    frames(app, 2)
    assert screen.picture("arena/gates") is None and screen.picture("arena/nothing") is None
    for caption in ("The broken hourglass", "The lost wheel"):
        assert drawn.count(caption) >= 2, f"{caption}: in its frame and as the title"


def test_the_player_rules_document_prefers_a_translation_beside_it() -> None:
    assert player_rules_doc("arena").name == "arena.player.md"
    assert player_rules_doc("arena", "xx").name == "arena.player.md"  # none yet: English


@pytest.mark.parametrize("window", [(1280, 720), (960, 540), (640, 360)])
def test_the_rules_read_at_a_readable_size_and_whole_in_any_window(window, monkeypatch) -> None:
    """In a window smaller than 1280x720 the page is laid out larger, so that body text is at least
    12 pixels high on the screen; every line still fits its panel."""
    from timetravel.ui.screens.rules import _BODY, CONTENTS, PAGE_PAD, VIEW

    app = App(window)
    try:
        scale = app.ctx.display.scale
        for game in GAMES:
            screen = RulesScreen(app.ctx, game)
            app.stack.apply(Push(screen))
            frames(app, 2)
            assert round(_BODY * screen.zoom) * scale >= 11.5
            assert screen.page.get_width() <= VIEW.w - 2 * PAGE_PAD
            assert all(screen.entry_rect(i).right <= CONTENTS.right for i in screen.shown_entries())
            assert screen.shown_entries(), "the contents show entries"
            app.stack.apply(Pop())
    finally:
        app.close()
    assert reading_zoom(1.0) == 1.0 and reading_zoom(0.5) > 1.3
