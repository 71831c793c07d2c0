"""The full rules in Spanish and Korean (issue 22): docs/rules/<id>.<lang>.md translates what players
read of docs/rules/<id>.md (its rules and readings, without the developers' sections, test names and
file paths), block for block, with every rule id in the same heading, and the rules screen opens it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from timetravel.engine.registry import get_game
from timetravel.i18n import set_language
from timetravel.resources import player_rules_doc, rules_doc
from timetravel.ui.fonts import Fonts
from timetravel.ui.markdown import Block, parse
from timetravel.ui.reading import Run, rich_lines
from timetravel.ui.rules_text import for_players
from timetravel.ui.screens import rules as rules_screen
from timetravel.ui.screens.rules import load_rules

GAMES = ("rocket", "division", "ministerio", "arena", "stories")
LANGUAGES = ("es", "ko")
RULE_ID = re.compile(r"\b(?:M-[A-Z]+|S-[A-Z]+|R\d+[a-z]?)\b")
PICTURE = re.compile(r"\(picture:[^)]+\)")


def _blocks(path: Path) -> list[Block]:
    return parse(for_players(path.read_text(encoding="utf-8")))


def _translation(game_id: str, language: str) -> Path:
    path = rules_doc(game_id, language)
    assert path.name == f"{game_id}.{language}.md", f"no {language} full rules for {game_id}"
    return path


TRANSLATED = [(g, lang) for g in GAMES for lang in LANGUAGES]  # every game in every language


@pytest.mark.parametrize(("game_id", "language"), TRANSLATED)
def test_the_full_rules_translation_follows_the_english_block_for_block(game_id: str, language: str) -> None:
    english = _blocks(rules_doc(game_id))
    translated = _blocks(_translation(game_id, language))
    assert [b.kind for b in translated] == [b.kind for b in english]
    for en, tr in zip(english, translated, strict=True):
        assert RULE_ID.findall(tr.text) == RULE_ID.findall(en.text), f"rule ids differ in {en.text[:60]!r}"
        assert PICTURE.findall(tr.text) == PICTURE.findall(en.text)
        if en.kind == "table":
            assert [len(row) for row in tr.rows] == [len(row) for row in en.rows], f"table shape: {en.rows[0]}"
        else:
            assert tr.text.strip(), f"an empty block where English says {en.text[:60]!r}"


@pytest.mark.parametrize(("game_id", "language"), TRANSLATED)
def test_the_full_rules_translation_holds_nothing_for_developers(game_id: str, language: str) -> None:
    path = _translation(game_id, language)
    text = path.read_text(encoding="utf-8")
    for developer_word in ("test_", ".py", ".toml", "scenes/", "tests/"):
        assert developer_word not in text, developer_word
    assert _blocks(path) == parse(text), "the app would cut part of it as developers' text"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_screen_opens_the_full_rules_in_the_players_language(language: str) -> None:
    set_language(language)
    try:
        blocks, found = load_rules(get_game("ministerio"), full=True)
    finally:
        set_language("en")
    assert found
    assert blocks == _blocks(_translation("ministerio", language))


def _drawn_width(fonts: Fonts, line: list[Run], size: int) -> int:
    """The width rich_image draws a line at: each run rendered whole, a space between runs."""
    space = fonts.get(size).size(" ")[0]
    return sum(fonts.render(text, size, colour, bold).get_width() for text, bold, colour in line) + space * (
        len(line) - 1
    )


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_every_rules_line_is_drawn_within_the_page_in_every_language(app, language: str) -> None:
    """Wrapping measures a line as it is drawn: a space between Hangul words is the Korean face's,
    wider than the Latin one, and lines summed word by word ran past the page and lost a letter."""
    fonts, width, size = app.ctx.fonts, rules_screen.PAGE_WIDTH, rules_screen.BODY_SIZE
    over = []
    for game_id in GAMES:
        for path in (rules_doc(game_id, language), player_rules_doc(game_id, language)):
            for block in _blocks(path):
                if block.kind not in ("p", "li"):
                    continue
                runs: list[Run] = [(block.lead, True, (255, 255, 255))] if block.lead else []
                runs.append((block.text, False, (255, 255, 255)))
                for line in rich_lines(fonts, runs, size, width):
                    if _drawn_width(fonts, line, size) > width:
                        over.append(f"{path.name}: {' '.join(text for text, _, _ in line)[:50]}")
    assert over == []


def test_a_korean_particle_written_against_bold_words_stays_with_them() -> None:
    block = parse("**토템**은 그 앞 가장자리에서 공격합니다.")[0]
    assert (block.lead, block.text) == ("토템은", "그 앞 가장자리에서 공격합니다.")
    assert parse("**Move.** Roll the dice.")[0].lead == "Move."
