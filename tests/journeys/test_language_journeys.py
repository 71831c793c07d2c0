"""Every game's journey in Spanish and in Korean (issue 22): the app started in the language the
settings file names, each game set up by clicks, played to its results by clicks (AI seats in the
others), saved from the pause menu and opened again from the Load screen, its rules screen read.
What the player sees is in that language: the words checked are the catalogue's translations (never
the English msgid), and at the end the app has noted nothing shown untranslated."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tests.journeys.conftest import (
    Player,
    _open_apps,
    _words,
    action_buttons,
    close_app,
    game_screen,
    save_files,
    start_app,
    write_settings,
)
from tests.ui.test_language_fits import BY_DESIGN, noting_cuts
from timetravel import i18n
from timetravel.engine.registry import get_game
from timetravel.i18n import t
from timetravel.resources import player_rules_doc

LANGUAGES = ["es", "ko"]
# the results' headlines in English: none of their words may show in another language
ENGLISH_HEADLINES = ("wins!", "Mission accomplished", "Mission failed", "Everyone lost", "Nobody wins",
                     "share the win")  # fmt: skip


@pytest.fixture(params=LANGUAGES)
def speaker(home: Path, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[Player]:
    """The app started with `language` in the settings file, as a player who chose it left it; a
    game set up plays a fixed seed (a journey's tests may choose theirs), so a run is repeatable."""
    import timetravel.ui.screens.setup as setup

    monkeypatch.setattr(setup, "new_seed", lambda: 11)
    write_settings(home, language=request.param)
    i18n.forget_untranslated()
    player = start_app()
    assert i18n.language() == request.param
    with noting_cuts(player.app) as drawn:  # every text the app shortened and drew, all journey long
        yield player
    cut = sorted({text for text in drawn if text not in BY_DESIGN})
    assert not cut, f"shown cut in {request.param}: {cut}"
    while _open_apps:
        close_app(_open_apps[-1])
    i18n.set_language(i18n.ENGLISH)


def translated(msgid: str, **values: object) -> str:
    """The catalogue's words for `msgid`, which must not be the English ones."""
    words = t(msgid, **values)
    assert words != msgid.format(**values), f"{msgid!r} has no {i18n.language()} translation"
    return words


def nothing_untranslated() -> None:
    """Nothing the app showed went untranslated (but the test games' covers, which only tests register)."""
    from tests.conftest import COUNTDOWN_GAME, TINY_GAME

    tests_only = {
        words for game in (COUNTDOWN_GAME, TINY_GAME) for words in (game.info.title, game.info.pitch)
    }
    shown = [msgid for msgid in i18n.untranslated() if msgid not in tests_only]
    assert shown == [], f"shown untranslated in {i18n.language()}: {shown}"


# --- set up, save and resume, rules, results -------------------------------------------------------------
def seat_menus(player: Player) -> list[Any]:
    person = translated("Person")
    return [m for m in player.dropdowns() if any(option[0] == person for option in m.options_list)]


def set_up(
    player: Player, game_id: str, kinds: tuple[str, ...], choose: tuple[tuple[str, str], ...] = ()
) -> Any:
    """Title -> New game -> the game's cover -> its setup: as many seats as `kinds` (msgids of the
    seat drop-down), other drop-downs from what they show to what is wanted (msgids), Start."""
    title = t(get_game(game_id).info.title)
    assert player.sees(translated("Five time-travel board games"))
    player.click(translated("New game"))
    assert player.on_top("GameSelectScreen") and player.sees(title)
    select = player.top
    rect = next(r for g, r in zip(select.games, select.rects, strict=True) if g.info.id == game_id)
    player.click(rect.center)
    assert player.on_top("SetupScreen") and player.sees(title)
    for _ in range(len(kinds) - len(seat_menus(player))):
        player.click("+")
    for menu, kind in zip(seat_menus(player), kinds, strict=True):
        if _words(menu) != translated(kind):
            player.choose(menu, t(kind))
    for shown, wanted in choose:
        menu = next(m for m in player.dropdowns() if _words(m) == translated(shown))
        player.choose(menu, translated(wanted))
    player.click(translated("Start"))
    player.until(lambda: player.on_top("GameScreen"), what="the game")
    return game_screen(player).match


def panel_in_language(player: Player, match: Any) -> None:
    """At the person's turn the side panel says so, asks the game's prompt and heads the choices, in
    the catalogue's words."""
    seat = match.to_act()
    assert player.sees(translated("Your turn"))
    assert player.sees(translated("Your choices"))
    prompt = match.state.prompt(seat)  # the game's words, in the language (issue 22)
    assert player.sees(prompt), prompt


def snapshot(match: Any) -> tuple[list, dict]:
    return [entry.model_dump() for entry in match.log], match.state.to_json()


def read_rules(player: Player, game_id: str) -> None:
    """The pause menu's Rules: the player's rules in the language, every section in the contents."""
    player.click(translated("Rules"))
    assert player.on_top("RulesScreen")
    assert player.sees(translated("Rules: {title}", title=t(get_game(game_id).info.title)))
    doc = player_rules_doc(game_id, i18n.language())
    assert doc.name == f"{game_id}.player.{i18n.language()}.md"
    headings = [
        line[3:].strip() for line in doc.read_text(encoding="utf-8").splitlines() if line.startswith("## ")
    ]
    sections = [title for title, _ in player.top.sections]
    assert [s for s in sections if s in headings] == headings and "Goal" not in sections
    assert player.sees(headings[0])
    player.click(translated("Back"))
    assert player.on_top("PauseScreen")


def save_read_rules_and_load(player: Player, home: Path, game_id: str) -> Any:
    """Menu -> Save (a file written, named on screen) -> Rules -> Quit to title -> Load -> Open the
    file -> Resume: the same game, every step of it; the match that goes on."""
    player.click(translated("Menu"))
    assert player.on_top("PauseScreen") and player.sees(translated("Paused"))
    before = save_files(home)
    player.click(translated("Save"))
    saved = [p for p in save_files(home) if p not in before]
    assert len(saved) == 1, "Save wrote no file"
    assert player.sees(translated("Saved as {name}", name=saved[0].name))
    expected = snapshot(game_screen(player).match)
    read_rules(player, game_id)
    player.click(translated("Quit to title"))
    assert player.on_top("TitleScreen")
    player.click(translated("Load"))
    assert player.on_top("LoadScreen") and player.sees(translated("Load a game"))
    row = next(i for i, s in enumerate(player.top.saves) if s.path.name == saved[0].name)
    opens = sorted(player.buttons_named(translated("Open")), key=lambda b: b.rect.y)
    player.click(opens[row])
    player.until(lambda: player.on_top("ResumeScreen"), what="the resume panel")
    assert player.sees(translated("The game waits for you: nothing moves until you resume."))
    player.click(translated("Resume"))
    match = game_screen(player).match
    if game_id != "arena":  # Time Arena's clocks ran on while the pause menu was open: compared apart
        assert snapshot(match) == expected, "the game opened is not the one saved"
    else:
        assert snapshot(match)[0] == expected[0]
    return match


def results_in_language(player: Player, match: Any) -> str:
    from timetravel.ui.screens.results import headline

    player.until(lambda: player.on_top("ResultsScreen"), what="the results")
    words = headline(match, player.top.outcome)
    assert player.sees(words)
    shown = player.screen_text()
    assert not [english for english in ENGLISH_HEADLINES if english in shown], shown
    assert player.has(translated("Play again")) and player.has(translated("Back to title"))
    return words


# --- playing by clicks ---------------------------------------------------------------------------------------
def my_turn(player: Player) -> bool:
    board = game_screen(player).board
    return player.on_top("GameScreen") and bool(action_buttons(player)) and not board.is_animating()


def click_first_choices(player: Player, done: Callable[[], bool], seconds: float = 60) -> None:
    """The person clicks the first choice of the side panel whenever there is one, until `done`."""
    started = time.monotonic()
    while not done():
        assert time.monotonic() - started < seconds, (
            f"not done in {seconds} s; on top: {type(player.top).__name__}"
        )
        if my_turn(player):
            player.click(action_buttons(player)[0], settle=1)
        else:
            player.frames(1)


def panel_game(player: Player, home: Path, game_id: str, kinds: tuple[str, ...]) -> None:
    """A game played on the side panel's buttons: set up, a few moves, save and load, to the results."""
    match = set_up(player, game_id, kinds)
    click_first_choices(player, lambda: len(match.log) >= 6 and my_turn(player))
    panel_in_language(player, match)
    match = save_read_rules_and_load(player, home, game_id)
    click_first_choices(player, lambda: player.on_top("ResultsScreen"))
    assert match.is_over
    results_in_language(player, match)
    nothing_untranslated()


def test_time_machine_rocket_in_spanish_and_korean(speaker: Player, home: Path) -> None:
    panel_game(speaker, home, "rocket", ("Person", "AI: random"))


def test_time_division_in_spanish_and_korean(speaker: Player, home: Path) -> None:
    panel_game(speaker, home, "division", ("Person", "AI: random"))


def test_el_ministerio_in_spanish_and_korean(
    speaker: Player, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every choice a click on the board, as the English journey plays it (tests/journeys/test_ministerio.py)."""
    import timetravel.ui.screens.setup as setup
    from tests.journeys.test_ministerio import (
        WHOLE_GAME_SEED,
        _a_person_s_choice,
        _words_on_board,
        set_up_by_clicks,
        wait_for_person,
    )

    player = speaker
    monkeypatch.setattr(setup, "new_seed", lambda: WHOLE_GAME_SEED)
    match = set_up(player, "ministerio", ("Person", "AI: normal"))
    set_up_by_clicks(player, match)
    saved = False
    for _ in range(600):
        wait_for_person(player, match)
        if match.is_over:
            break
        if not saved and match.state.round >= 2:
            match = save_read_rules_and_load(player, home, "ministerio")
            saved = True
            continue
        offered = _words_on_board(player, match)
        action = _a_person_s_choice(player, match, offered)
        steps = len(match.log)
        player.click(offered[action].rect.center, settle=1)
        player.until(lambda steps=steps, m=match: len(m.log) > steps, what=f"the click on {action}")
    assert saved and match.is_over
    results_in_language(player, match)
    for heading in ("Mission", "Cards", "VP"):
        assert player.sees(translated(heading))
    nothing_untranslated()


def test_time_arena_in_spanish_and_korean(speaker: Player, home: Path) -> None:
    """A full game against the normal AI by clicks on the arena and Space, as the English journey plays
    it (tests/journeys/test_arena.py), its clocks running in real time."""
    from tests.journeys.test_arena import (
        click_action,
        draft_by_clicks,
        legal,
        person_to_act,
        select,
        toward_the_totem,
    )

    player = speaker
    match = set_up(player, "arena", ("Person", "AI: normal"), (("First game", "Full game"),))
    draft_by_clicks(player, match)
    saved = False
    started = time.monotonic()
    while not player.on_top("ResultsScreen"):
        assert time.monotonic() - started < 120, "the game takes too long"
        if not person_to_act(player, match) or game_screen(player).board.is_animating():
            player.frames(1)
            continue
        if not saved and match.state.turns >= 2:
            assert player.sees(translated("Your choices"))
            match = save_read_rules_and_load(player, home, "arena")
            saved = True
            continue
        board = game_screen(player).board
        recap = getattr(board, "_recap_rect", None)  # the summary of the AI's turn: read, then put away
        if recap is not None and board.recap is not None:
            player.click(recap.center, settle=1)
            continue
        actions = legal(match)
        decision = next((a for a in actions if a.kind in ("accept", "wheel")), None)
        chosen = decision or toward_the_totem(match, actions)
        if chosen is None or chosen.kind == "end":
            steps = len(match.log)
            player.press(pygame.K_SPACE)
            player.until(lambda n=steps, m=match: len(m.log) > n or m.is_over, what="Space ending the turn")
            continue
        if chosen.kind in ("attack", "summon", "move"):
            select(player, str(chosen.args[0]))
        click_action(player, match, lambda a, c=chosen: a == c)
    assert saved and match.is_over
    results_in_language(player, match)
    assert player.sees(translated("Totem energy")) and player.sees(translated("Clock left"))
    nothing_untranslated()


def test_venice_to_its_end_in_spanish_and_korean(
    speaker: Player, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """T.I.M.E Stories' Venice mission from setup to its results with two AI teammates, as the English
    journey plays it (tests/journeys/test_stories.py): the cards that end a run read in the language,
    the game saved and loaded back at HQ before run 2."""
    import timetravel.ui.screens.setup as setup
    from tests.journeys.test_stories import (
        VENICE,
        WHOLE_MISSION_RUNS,
        WHOLE_MISSION_SEED,
        a_person_s_choice,
        click_action,
        ending_shown,
        my_move,
    )

    player = speaker
    language = i18n.language()
    monkeypatch.setattr(setup, "new_seed", lambda: WHOLE_MISSION_SEED)
    match = set_up(player, "stories", ("Person", "AI: normal", "AI: normal"))
    assert player.sees(VENICE.words("hq.briefing", language).split(".")[0].split(",")[0])
    endings: list[str] = []
    saved = False
    for _ in range(400):
        player.until(lambda m=match: m.is_over or ending_shown(player) is not None or my_move(player, m),
                     what="the person's turn or an ending")  # fmt: skip
        button = ending_shown(player)
        if button is not None:
            ending = game_screen(player).board.ending
            endings.append(ending.heading)
            assert player.sees(ending.heading) and player.sees(ending.paragraphs[-1])
            player.click(button.rect.center)
            if match.is_over:
                break
            continue
        if match.is_over:
            break
        if match.state.stage == "host" and match.state.run == 2 and not saved:
            assert player.sees(translated("How run {run} ended", run=1))
            match = save_read_rules_and_load(player, home, "stories")
            saved = True
            continue
        click_action(player, match, a_person_s_choice(match))
    assert saved and match.is_over and match.state.result == "success"
    runs = match.state.runs
    assert runs == WHOLE_MISSION_RUNS
    assert endings == [translated("Run {run} is over", run=n) for n in range(1, runs)] + [
        translated("Mission accomplished")
    ]
    results_in_language(player, match)
    assert player.sees(VENICE.words(VENICE.meta.success, language))
    assert player.sees(VENICE.words(VENICE.meta.ratings[runs - 1], language))
    nothing_untranslated()
