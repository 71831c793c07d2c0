"""T.I.M.E Stories' board view: it draws every stage of seeded games (host choice, arrival, placing,
rounds, tests, journeys, a failed run, the end), its clicks play the legal actions they show (a
host, a card, the time token, a shield to roll at, a place on the map), the overlays open and close
without playing anything, tests lay their shields and let them fall as hits land, the action dice
land on faces that give the engine's hits and skulls, and every card's text fits its panel."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from tests.ui import board_helpers
from tests.ui.board_helpers import render
from tests.ui.conftest import pixel_variance
from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.match import Match
from timetravel.games.stories import GAME
from timetravel.games.stories.content import load_scenario
from timetravel.games.stories.dice import HITS
from timetravel.i18n import set_language
from timetravel.ui.boards.kit.targets import Target, target_at
from timetravel.ui.boards.stories import StoriesBoardView, art
from timetravel.ui.boards.stories.anims import ActionDice, ShieldDrop, ShieldFall, faces_for
from timetravel.ui.boards.stories.layout import TEXT_LINE, TEXT_SIZE
from timetravel.ui.screens.game import BOARD_RECT


def new_match(seats: int = 2, seed: int = 1, scenario: str = "venice") -> Match:
    return board_helpers.new_match(GAME, seats, seed, {"scenario": scenario})


def new_board(app, match: Match, viewer: int = 0, factor: float = 0.0, mouse=(-1, -1)) -> StoriesBoardView:
    return board_helpers.new_board(app, match, StoriesBoardView, viewer, factor, mouse)


def choose(match: Match, rng: random.Random) -> Action:
    """A random but purposeful player: explores, rolls at tests, moves on, travels now and then."""
    legal = match.state.legal_actions()
    for kind, chance in (("roll", 0.9), ("explore", 0.9), ("place", 1.0), ("choose", 1.0), ("host", 1.0)):
        found = [a for a in legal if a.kind == kind]
        if found and rng.random() < chance:
            return rng.choice(found)
    plain = [a for a in legal if a.kind not in ("first", "give", "use")]
    return rng.choice(plain or legal)


def games(seats: int, seed: int, limit: int = 900) -> Iterator[tuple[Match, list[Event]]]:
    match = new_match(seats, seed)
    rng = random.Random(seed)
    yield match, []
    for _ in range(limit):
        if match.is_over:
            return
        events = match.sample_chance() if match.to_act() < 0 else match.apply(choose(match, rng))
        yield match, events


def visible(board: StoriesBoardView, pick) -> Target | None:
    render(board)
    targets = board.click_targets()
    return next((x for x in targets if pick(x) and target_at(targets, x.rect.center) is x), None)


def play_to(match: Match, rng: random.Random, done, limit: int = 2000) -> None:
    for _ in range(limit):
        if done(match) or match.is_over:
            return
        if match.to_act() < 0:
            match.sample_chance()
        else:
            match.apply(choose(match, rng))
    raise AssertionError("never reached")


@pytest.mark.parametrize("seats", [1, 2, 4])
def test_draws_every_stage_of_random_games(app, seats: int) -> None:
    stages: set[str] = set()
    board = None
    for match, events in games(seats, 3 + seats):
        if board is None:
            board = new_board(app, match, factor=1.0)
            render(board)
        board_helpers.show_step(board, match, events, 0.4)
        stages.add(match.state.stage)
        if (
            any(a.kind == "travel" for a in board.context.legal_actions())
            and random.Random(len(stages)).random() < 0.1
        ):
            board.open_overlay("map")
            render(board)
            board.open_overlay(None)
    assert board is not None
    assert pixel_variance(render(board).subsurface(BOARD_RECT)) > 200
    assert {"host", "arrive", "act", "round"} <= stages


def test_every_legal_action_of_a_game_is_a_click_or_in_the_panel(app) -> None:
    """Hosts, cards (enter, move, explore), the time token (spend) and the shields (roll) are
    clicks on the table; a click plays exactly the action its spot shows."""
    clicked: set[str] = set()
    rng = random.Random(5)
    match = new_match(2, 5)
    board = new_board(app, match)
    for _ in range(400):
        if match.is_over:
            break
        if match.to_act() < 0:
            board.on_events(match.sample_chance())
            continue
        board.set_viewer(match.to_act())
        action = choose(match, rng)
        target = visible(board, lambda x, a=action: x.action == a)
        if target is not None:
            assert board.handle_click(target.rect.center) == action
            clicked.add(action.kind)
        board.on_events(match.apply(action))
    assert {"host", "explore", "place", "spend", "roll", "move"} <= clicked


def test_host_cards_show_dice_resistance_life_and_ability(app) -> None:
    match = new_match(2)
    board = new_board(app, match)
    render(board)
    hosts = [x for x in board.click_targets() if x.kind == "host"]
    assert len(hosts) == len(load_scenario("venice").hosts)
    assert all(x.action is not None and x.action.kind == "host" for x in hosts)
    first = hosts[0]
    assert board.handle_click(first.rect.center) == first.action
    match.apply(first.action)
    board.on_events([])
    board.set_viewer(1)
    render(board)
    taken = next(x for x in board.click_targets() if x.card == first.card)
    assert taken.action is None  # a host taken this run is not offered again


def test_overlays_open_and_close_by_clicks_and_play_nothing(app) -> None:
    match = new_match(2)
    rng = random.Random(2)
    play_to(match, rng, lambda m: m.state.stage == "arrive")
    board = new_board(app, match, viewer=match.to_act())
    for name in ("hq", "map", "journal"):
        button = visible(board, lambda x, n=name: x.kind == f"overlay:{n}")
        assert button is not None
        assert board.handle_click(button.rect.center) is None
        assert board.overlay.name == name
        render(board)
        close = visible(board, lambda x: x.kind == "overlay:close")
        assert close is not None and board.handle_click(close.rect.center) is None
        assert board.overlay.name is None
    board.open_overlay("map")
    travel = visible(board, lambda x: x.action is not None and x.action.kind == "travel")
    assert travel is not None
    assert board.handle_click(travel.rect.center) == travel.action
    assert board.overlay.name is None  # the group is on its way


def test_the_journal_keeps_what_the_team_read_across_runs(app) -> None:
    match = new_match(1, 4)
    rng = random.Random(4)
    play_to(match, rng, lambda m: m.state.run >= 2)
    board = new_board(app, match)
    journal = board.observation().journal
    assert journal and all(f"{e.location}.A" in match.state.seen for e in journal)
    assert all(f"{e.location}.{letter}" in match.state.seen for e in journal for letter, _ in e.cards)
    board.open_overlay("journal")
    render(board)
    tabs = [x for x in board.click_targets() if x.kind.startswith("overlay:journal:")]
    assert len(tabs) == len(journal)


def test_the_journal_setting_hides_it(app) -> None:
    from timetravel.saves.settings import Settings, save_settings

    save_settings(Settings(journal=False))
    board = new_board(app, new_match(1))
    render(board)
    assert not [x for x in board.click_targets() if x.kind == "overlay:journal"]


def test_a_test_lays_its_shields_and_they_fall_as_hits_land(app) -> None:
    match = new_match(2, 6)
    rng = random.Random(6)
    board = new_board(app, match, factor=1.0)
    render(board)
    laid = fell = False
    for _ in range(3000):
        if match.is_over or (laid and fell):
            break
        before = board.observation()
        events = match.sample_chance() if match.to_act() < 0 else match.apply(choose(match, rng))
        board.on_events(events)
        kinds = [type(a) for a in board.animator.items]
        laid = laid or ShieldDrop in kinds
        if ShieldFall in kinds:
            fell = True
            assert ActionDice in kinds
            dice = next(a for a in board.animator.items if isinstance(a, ActionDice))
            assert len(dice.faces) == before.rolling
        board.skip()
        board.update(2.0)
    assert laid and fell


@pytest.mark.parametrize(
    ("dice", "hits", "skulls"), [(1, 0, 0), (1, 2, 0), (3, 4, 1), (4, 8, 0), (2, 0, 2), (5, 3, 2)]
)
def test_dice_faces_give_the_engines_hits_and_skulls(dice: int, hits: int, skulls: int) -> None:
    faces = faces_for(dice, hits, skulls)
    assert len(faces) == dice
    assert sum(HITS[f] for f in faces) == hits
    assert faces.count("skull") == skulls


def test_every_card_text_fits_its_panel_without_scrolling(app) -> None:
    """The reading panel holds the longest text of the scenario, at a size above the side panel's."""
    from timetravel.ui.boards.stories import layout as layout_mod

    content = load_scenario("venice")
    layout = layout_mod.compute(BOARD_RECT.size, 4, 7, len(content.hosts))
    fonts = app.ctx.fonts
    room = (layout.reading.h - 34 - 22) // TEXT_LINE  # the last line says what may be clicked
    for key, words in content.texts.items():
        if key.endswith(("text", ".a", ".won")) or key.startswith(("hq.", "end.")):
            lines = fonts.wrap(words, TEXT_SIZE, layout.reading.w - 24)
            assert len(lines) <= room, key
    assert TEXT_SIZE >= 15


def test_counter_attacks_runs_and_the_end_are_announced(app) -> None:
    """A counter-attack, a run's end and the mission's end each show a banner; a whole game (several
    runs) is drawn to its end."""
    from timetravel.engine.events import GameEnded, Message
    from timetravel.ui.boards.stories.anims import Banner

    seen: set[str] = set()
    for seed in (11, 12):
        match = new_match(1, seed)
        rng = random.Random(seed)
        board = new_board(app, match, factor=1.0)
        render(board)
        for _ in range(6000):
            if match.is_over:
                break
            events = match.sample_chance() if match.to_act() < 0 else match.apply(choose(match, rng))
            board.on_events(events)
            for event in events:
                if isinstance(event, Message) and event.text.startswith(
                    ("Counter-attack", "Run {run} fails")
                ):
                    seen.add(event.text.split(" ")[0])
                    assert any(isinstance(a, Banner) for a in board.animator.items)
                if isinstance(event, GameEnded):
                    seen.add("end")
                    assert any(isinstance(a, Banner) for a in board.animator.items)
            board.update(0.2)
            render(board)
            board.skip()
            board.update(0.1)
        assert match.is_over
        render(board)
    assert {"Counter-attack", "Run", "end"} <= seen


def test_a_place_is_painted_alike_in_every_language(app, monkeypatch: pytest.MonkeyPatch) -> None:
    """The panorama is drawn from key words of the place's English description: a Korean or Spanish
    screen showed a bare room of lamps for the Piazzetta, where the English one shows the waterfront."""
    painted: list[str] = []
    real = art.picture

    def picture(ident: str, description: str, red: bool, aspect: float) -> pygame.Surface:
        painted.append(description)
        return real(ident, description, red, aspect)

    monkeypatch.setattr(art, "picture", picture)
    match = next(m for m, _ in games(2, 1) if m.state.stage == "arrive")
    for language in ("en", "ko", "es"):
        set_language(language)
        render(new_board(app, match))
    assert len(painted) == 3 and len(set(painted)) == 1, painted
    assert any(word in painted[0].lower() for word in art.OUTSIDE)  # the English words the painter reads
