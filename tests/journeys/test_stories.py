"""T.I.M.E Stories played as people play it, only through input: hosts chosen on their cards at HQ,
a location explored by clicks on the panorama (every agent entering a card, its text read in the
reading panel), a test fought with dice (the captain spends a TU on the time line, the agent clicks
the test's shields), a journey chosen on the map (the captain die rolls), the HQ cards and the
journal reread, and a run saved in the middle and resumed with everything the rulebook's save
chapter lists: hosts, items, location and map card, TU left, status tokens, each agent's life and
resources."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.journeys.conftest import Player, game_screen, resume, save_files, start_game
from timetravel.engine.actions import Action
from timetravel.games.stories.content import load_scenario
from timetravel.ui.boards.kit.targets import Target, target_at

STORIES = "T.I.M.E Stories"
VENICE = load_scenario("venice")


def words(key: str) -> str:
    return VENICE.words(key)


def board_targets(player: Player) -> list[Target]:
    return game_screen(player).board.click_targets()


def person_to_act(player: Player, match) -> bool:
    seat = match.to_act()
    return (
        player.on_top("GameScreen")
        and seat >= 0
        and match.seats[seat].kind == "human"
        and game_screen(player).board.context.viewer == seat
        and not game_screen(player).board.is_animating()
        and any(t.action is not None for t in board_targets(player))
    )


def wait_for_person(player: Player, match, done: Callable[[], bool] = lambda: False) -> None:
    player.until(lambda: done() or match.is_over or person_to_act(player, match), what="a person's turn")


def shown(player: Player, pick: Callable[[Target], bool]) -> Target | None:
    targets = board_targets(player)
    return next((t for t in targets if pick(t) and target_at(targets, t.rect.center) is t), None)


def click_board(player: Player, match, pick: Callable[[Action], bool]) -> Action:
    """Click the spot on the board whose action `pick` accepts and wait until it is played."""
    target = shown(player, lambda t: t.action is not None and pick(t.action))
    assert target is not None, f"the board offers no such click at {match.state.stage}"
    steps = len(match.log)
    player.click(target.rect.center, settle=1)
    player.until(lambda: len(match.log) > steps, what=f"the click on {target.action}")
    return target.action


def click_button(player: Player, kind: str) -> None:
    """One of the board's own buttons (HQ cards, Map, Journal, Close)."""
    target = shown(player, lambda t: t.kind == kind)
    assert target is not None, kind
    player.click(target.rect.center)


def choose_hosts(player: Player, match, wanted: tuple[str, ...] = ()) -> list[str]:
    taken = []
    for host in wanted or ("",) * match.state.seats:
        wait_for_person(player, match)
        action = click_board(player, match, lambda a, h=host: a.kind == "host" and (not h or a.args[0] == h))
        taken.append(str(action.args[0]))
    return taken


def enter_location(player: Player, match, letters: tuple[str, ...] = ()) -> None:
    """The captain explores; each agent clicks a card to enter (the first one it may, or `letters`)."""
    wait_for_person(player, match)
    click_board(player, match, lambda a: a.kind == "explore")
    for n in range(len(match.state.living())):
        wait_for_person(player, match, lambda: match.state.stage != "place")
        if match.state.stage != "place":
            break
        want = letters[n] if n < len(letters) else None
        click_board(player, match, lambda a, w=want: a.kind == "place" and (w is None or a.args[0] == w))


def test_hosts_are_chosen_on_their_cards_and_the_briefing_is_read(player: Player) -> None:
    match = start_game(player, STORIES, ("Person", "Person"))
    assert player.sees(words("hq.briefing").split(".")[0].split(",")[0])
    assert player.sees(words("host.bortolo.name").split(",")[0])
    taken = choose_hosts(player, match, ("bortolo", "zanetta"))
    assert [a.host for a in match.state.agents] == taken
    assert match.state.location == VENICE.meta.start
    player.frames(3)
    assert player.sees(words("piazzetta.name"))  # the location and its card A
    assert player.sees("Captain")


def test_a_location_is_explored_by_clicks_and_its_cards_read(player: Player) -> None:
    match = start_game(player, STORIES, ("Person", "Person"))
    choose_hosts(player, match)
    enter_location(player, match, ("B", "C"))
    state = match.state
    assert state.agents[0].card == "B" and state.agents[1].card == "C"
    assert {"piazzetta.B", "piazzetta.C"} <= state.seen
    player.frames(3)
    assert player.sees("Card C")  # the text read last is in the reading panel
    assert state.stage == "round"


def test_a_test_with_dice(player: Player, home: Path) -> None:
    """Card C of the Piazzetta lays a test of guile; the captain spends a TU on the time token and the
    agent at the test clicks its shields to roll; the shields that fall and the roll are shown."""
    match = start_game(player, STORIES, ("Person", "Person"))
    choose_hosts(player, match, ("lucia", "bortolo"))
    enter_location(player, match, ("C", "B"))
    assert match.state.tests.get("piazzetta.C")
    player.frames(3)
    assert player.sees("Test: Guile")
    shields = len(match.state.tests["piazzetta.C"])
    wait_for_person(player, match)
    click_board(player, match, lambda a: a.kind == "spend")
    wait_for_person(player, match, lambda: match.to_act() == 0)
    if match.to_act() != 0:
        click_board(player, match, lambda a: a.kind == "first" and a.args[0] == 0)
    click_board(player, match, lambda a: a.kind == "roll")
    player.until(lambda: match.state.roll is None, what="the dice")
    player.frames(3)
    assert any(entry.action.startswith("dice:") for entry in match.log)
    assert player.sees("rolls")  # the game log says what the dice gave
    left = match.state.tests.get("piazzetta.C")
    assert left is None or len(left) <= shields


def test_travel_by_the_map(player: Player) -> None:
    match = start_game(player, STORIES, ("Person", "Person"))
    choose_hosts(player, match)
    wait_for_person(player, match)
    tu = match.state.tu
    click_button(player, "overlay:map")
    assert player.sees("The map: click where the group goes")
    assert player.sees(words("map.sanmarco"))
    click_board(player, match, lambda a: a.kind == "travel" and a.args[0] == "arsenal")
    player.until(
        lambda: match.state.travel_to is None and match.state.location == "arsenal", what="the journey"
    )
    assert 1 <= tu - match.state.tu <= 3  # the captain die
    assert match.state.captain == 1  # the captain passes on at each new location
    player.frames(3)
    assert player.sees(words("arsenal.name"))
    assert player.sees("Red: leaving costs 2 TU more")


def test_the_hq_cards_and_the_journal_can_be_reread(player: Player) -> None:
    match = start_game(player, STORIES, ("Person", "Person"))
    choose_hosts(player, match)
    enter_location(player, match)
    click_button(player, "overlay:hq")
    assert player.sees("The HQ cards")
    click_button(player, "overlay:close")
    click_button(player, "overlay:journal")
    assert player.sees("The journal: what the team has read")
    assert player.sees(words("piazzetta.name"))
    click_button(player, "overlay:close")
    assert not player.sees("The journal: what the team has read")


def _kept(state) -> dict:
    """What the rulebook's save chapter keeps: hosts, items, location (and map cards open), TU left,
    status tokens, each agent's life and resources."""
    return {
        "hosts": [a.host for a in state.agents],
        "items": [a.items for a in state.agents],
        "location": state.location,
        "maps": [m.id for m in state.content.open_maps(lambda test: state.holds(test, state.captain))],
        "tu": state.tu,
        "tokens": sorted(state.tokens),
        "life": [a.life for a in state.agents],
        "resources": [a.resources for a in state.agents],
        "cards": [a.card for a in state.agents],
        "seen": sorted(state.seen),
    }


@pytest.mark.parametrize("kinds", [("Person", "Person"), ("Person", "AI: random")])
def test_save_mid_run_and_resume(player: Player, home: Path, kinds: tuple[str, ...]) -> None:
    match = start_game(player, STORIES, kinds)
    if kinds[1] == "Person":
        choose_hosts(player, match, ("lucia", "bortolo"))
    else:
        choose_hosts(player, match, ("lucia",))
    enter_location(player, match)
    wait_for_person(player, match)
    click_board(player, match, lambda a: a.kind == "spend")
    assert match.state.tu < VENICE.meta.tu  # mid-run
    player.frames(3)
    wait_for_person(player, match)
    expected = ([entry.model_dump() for entry in match.log], match.state.to_json())
    kept = _kept(match.state)
    player.click("Menu")
    before = save_files(home)
    player.click("Save")
    saved = [p for p in save_files(home) if p not in before]
    assert len(saved) == 1
    player.click("Quit to title")
    player.click("Load")
    row = next(i for i, s in enumerate(player.top.saves) if s.path.name == saved[0].name)
    opens = [b for b in player.buttons() if b.text == "Open"]
    player.click(sorted(opens, key=lambda b: b.rect.y)[row])
    resume(player)
    player.until(lambda: player.on_top("GameScreen"), what="the game")
    resumed = game_screen(player).match
    assert ([entry.model_dump() for entry in resumed.log], resumed.state.to_json()) == expected
    assert _kept(resumed.state) == kept
    player.frames(3)
    assert player.sees(f"{kept['tu']} TU left")
    assert player.sees(words("piazzetta.name"))
    # the run goes on by clicks where it stopped
    wait_for_person(player, resumed)
    steps = len(resumed.log)
    target = shown(player, lambda t: t.action is not None)
    assert target is not None
    player.click(target.rect.center, settle=1)
    player.until(lambda: len(resumed.log) > steps, what="a click after resuming")


def test_two_people_share_the_screen_without_hand_offs(player: Player) -> None:
    """Cooperative with nothing hidden: between two people at one screen no hand-off screen shows,
    and while a move plays out the side panel never asks to pass the screen."""
    match = start_game(player, STORIES, ("Person", "Person"))
    choose_hosts(player, match, ("lucia", "bortolo"))
    enter_location(player, match, ("C", "C"))
    for _ in range(6):  # the captain spends a TU, each agent acts: the viewer changes hands
        wait_for_person(player, match)
        click_board(player, match, lambda a: a.kind in ("spend", "roll", "idle"))
        player.until(lambda: person_to_act(player, match), what="the next seat")
        assert not player.on_top("HandoffScreen")
        assert not player.sees("Pass the screen")  # drawn on no frame since the click
