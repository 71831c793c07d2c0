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
from typing import Any

import pytest

from tests.journeys.conftest import Player, game_screen, open_setup, resume, save_files, start_game
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


# --- issue 19: endings, costs, rewards, the reading panel, a whole mission ---------------------------
WHOLE_MISSION_SEED = 4  # 1 person (choosing as the hard AI would) + 2 normal AI
WHOLE_MISSION_RUNS = 2  # the runs that seed takes


def panel_choices(player: Player) -> dict[Action, Any]:
    """The side panel's choices on screen now, by their action."""
    panel = getattr(player.top, "actions", None)
    if panel is None or not panel.container.visible:
        return {}
    visible = set(player.buttons())
    view = panel.view_rect()
    return {
        action: button
        for button, action in panel.buttons.items()
        if button in visible and view.contains(button.rect)
    }


def ending_shown(player: Player) -> Target | None:
    """The Continue button of a card that ended a run or won the mission, when one is on the board."""
    if not player.on_top("GameScreen"):
        return None
    return shown(player, lambda t: t.kind == "overlay:continue")


def my_move(player: Player, match) -> bool:
    """A person is to act and may click (on the board or in the side panel)."""
    seat = match.to_act()
    board = game_screen(player).board
    return (
        player.on_top("GameScreen")
        and seat >= 0
        and match.seats[seat].kind == "human"
        and board.context.viewer == seat
        and not board.is_animating()
        and not getattr(board, "holds", lambda: False)()
        and bool(panel_choices(player) or any(t.action is not None for t in board_targets(player)))
    )


def click_action(player: Player, match, action: Action) -> None:
    """Click what plays `action`: its spot on the board, else its button in the side panel, else
    (a journey) the place on the map."""
    steps = len(match.log)
    target = shown(player, lambda t: t.action == action)
    if target is None and action not in panel_choices(player) and action.kind == "travel":
        click_button(player, "overlay:map")
        target = shown(player, lambda t: t.action == action)
    if target is None and action not in panel_choices(player):
        scroll_panel_to(player, action)
    if target is not None:
        player.click(target.rect.center, settle=1)
    else:
        assert action in panel_choices(player), f"{action} is neither on the board nor in the panel"
        player.click(panel_choices(player)[action], settle=1)
    player.until(lambda: len(match.log) > steps, what=f"the click on {action}")


def scroll_panel_to(player: Player, action: Action) -> None:
    """Turn the mouse wheel over the side panel's long list until `action`'s button shows."""
    import pygame

    panel = player.top.actions
    if action not in panel.buttons.values():
        return
    player.move(panel.rect.center)
    for _ in range(40):
        if action in panel_choices(player):
            return
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
        )
        player.frames(2)


def a_person_s_choice(match) -> Action:
    """What the person decides (as the hard AI would, from the seat's view): the journey clicks it."""
    from timetravel.ai import AgentView, make_agent

    seat = match.to_act()
    seed = (match.seed * 1_000_003 + len(match.log)) % (1 << 63)
    agent = make_agent("hard", match.game, seat, seed, iterations=50)
    return agent.decide(AgentView.of(match.state, seat))


def start_three(player: Player) -> Any:
    """A Venice mission for a person and two normal AI teammates, set up by clicks."""
    open_setup(player, STORIES)
    player.click("+")  # a third seat
    menus = player.seat_menus()
    assert len(menus) == 3
    for menu, kind in zip(menus, ("Person", "AI: normal", "AI: normal"), strict=True):
        if menu.selected_option[0] != kind:
            player.choose(menu, kind)
    player.click("Start")
    player.until(lambda: player.on_top("GameScreen"), what="the game")
    match = game_screen(player).match
    assert [seat.kind for seat in match.seats] == ["human", "ai", "ai"]
    return match


def test_a_whole_venice_mission_by_clicks(player: Player, monkeypatch) -> None:
    """Issue 19: the Venice mission from setup to its results with two AI teammates, by clicks only.
    The card that ends run 1 and the one that wins both stop play on the reading panel until the
    person clicks Continue; back at HQ (and after quitting and Continue from the title) the panel says
    how run 1 ended; the results tell the ending's text, the runs taken and the scenario's rating."""
    import timetravel.ui.screens.setup as setup

    monkeypatch.setattr(setup, "new_seed", lambda: WHOLE_MISSION_SEED)
    match = start_three(player)
    endings: list[str] = []
    resumed = False
    for _ in range(400):
        player.until(lambda m=match: m.is_over or ending_shown(player) is not None or my_move(player, m),
                     what="the person's turn or an ending")  # fmt: skip
        button = ending_shown(player)
        if button is not None:
            board = game_screen(player).board
            assert board.ending is not None
            endings.append(board.ending.heading)
            assert player.sees(board.ending.heading) and player.sees(board.ending.paragraphs[-1])
            player.frames(90)  # play waits: no AI step, no results
            assert player.on_top("GameScreen") and ending_shown(player) is not None
            player.click(button.rect.center)
            assert ending_shown(player) is None
            if match.is_over:
                break
            continue
        if match.is_over:
            break
        if match.state.stage == "host" and match.state.run == 2 and not resumed:
            assert player.sees("How run 1 ended")  # HQ tells how the last run ended
            player.click("Menu")
            player.click("Quit to title")
            player.click("Continue")
            resume(player)
            player.until(lambda: player.on_top("GameScreen"), what="the game again")
            match = game_screen(player).match
            player.frames(3)
            assert player.sees("How run 1 ended")  # and so does the table after Continue
            resumed = True
            continue
        click_action(player, match, a_person_s_choice(match))
    assert match.is_over, (type(player.top).__name__, match.state.stage, match.state.run, len(match.log))
    runs = match.state.runs
    assert match.state.result == "success" and runs == WHOLE_MISSION_RUNS, (match.state.result, runs)
    assert endings == [f"Run {n} is over" for n in range(1, runs)] + ["Mission accomplished"] and resumed
    player.until(lambda: player.on_top("ResultsScreen"), what="the results")
    assert player.sees(words(VENICE.meta.success))
    assert player.sees(f"Runs taken: {runs}")
    assert player.sees(words(VENICE.meta.ratings[runs - 1]))


def pass_the_crier_s_test(player: Player, match, rolls: int = 12) -> int:
    """Both agents stand at the Piazzetta's card C (a test of guile); TU after TU the captain spends
    one and each agent rolls at the shields, until the test is passed. The seat that rolled it away."""
    for _ in range(rolls):
        wait_for_person(player, match)
        if match.state.stage == "round":
            click_board(player, match, lambda a: a.kind == "spend")
            continue
        seat = match.to_act()
        click_board(player, match, lambda a: a.kind == "roll")
        player.until(lambda: match.state.roll is None, what="the dice")
        if "piazzetta.C" not in match.state.tests:
            return seat
    raise AssertionError("the test was never passed")


def test_every_choice_says_what_it_costs_or_risks(player: Player) -> None:
    """Issue 19: at the crier's test (a time shield among its shields), rolling and doing nothing say
    what they cost; the captain's journeys say the captain die's TU; at the spezieria, the options a
    purse cannot pay yet are greyed with what they need instead of hidden."""
    match = start_game(player, STORIES, ("Person", "Person"))
    choose_hosts(player, match, ("lucia", "bortolo"))
    enter_location(player, match, ("C", "B"))
    wait_for_person(player, match)
    assert player.sees("(1 to 3 TU)")  # the captain's journeys, in the side panel
    click_board(player, match, lambda a: a.kind == "spend")
    wait_for_person(player, match, lambda: match.to_act() == 0)
    if match.to_act() != 0:
        click_board(player, match, lambda a: a.kind == "first" and a.args[0] == 0)
    player.frames(3)
    assert player.sees("Roll for Guile (risks 1 TU if shields are left)")
    assert player.sees("Do nothing this TU (1 TU)")
    click_board(player, match, lambda a: a.kind == "idle")
    for _ in range(3):  # the other agent does nothing: the round ends; the group travels
        wait_for_person(player, match)
        if match.state.stage == "round":
            break
        click_board(player, match, lambda a: a.kind == "idle")
    click_button(player, "overlay:map")
    click_board(player, match, lambda a: a.kind == "travel" and a.args[0] == "spezieria")
    player.until(
        lambda: match.state.location == "spezieria" and match.state.travel_to is None, what="the journey"
    )
    wait_for_person(player, match)
    click_board(player, match, lambda a: a.kind == "explore")
    wait_for_person(player, match)
    click_board(player, match, lambda a: a.kind == "place" and a.args[0] == "B")  # the apothecary's offer
    player.until(lambda: my_move(player, match), what="the offer")
    assert match.state.choice is not None
    panel = player.top.actions
    greyed = [row.text for row in panel.withheld.values()]
    assert any("needs 2 ducats" in text for text in greyed), greyed
    assert any("needs 1 ducat" in text for text in greyed), greyed
    assert player.sees("needs 2 ducats")


def test_a_test_s_reward_goes_to_whom_the_team_chooses(player: Player, monkeypatch) -> None:
    """Issue 19 (S-REWARD): both agents stand at the crier's test; once it is passed, the person is
    asked who takes the pass it gives, names the agent who did not roll it away, and the log and
    that agent's portrait say so."""
    import timetravel.ui.screens.setup as setup

    monkeypatch.setattr(setup, "new_seed", lambda: 11)
    match = start_game(player, STORIES, ("Person", "Person"))
    choose_hosts(player, match, ("lucia", "bortolo"))
    enter_location(player, match, ("C", "C"))
    roller = pass_the_crier_s_test(player, match)
    other = 1 - roller
    player.until(lambda: my_move(player, match), what="the question")
    assert player.sees("who takes the reward")
    click_action(player, match, Action("reward", (other,)))
    assert "health_pass" in match.state.agents[other].items
    assert "health_pass" not in match.state.agents[roller].items
    player.frames(3)
    assert player.sees(f"The reward of card C goes to {match.seats[other].name}.")


def test_after_continue_the_reading_panel_shows_the_reward_read_last(player: Player, monkeypatch) -> None:
    """Issue 19: the reading panel names the card whose text it shows; after quitting and Continue
    it shows the text read last, here the crier's test's reward, on card C of the Piazzetta."""
    import timetravel.ui.screens.setup as setup

    monkeypatch.setattr(setup, "new_seed", lambda: 11)
    match = start_game(player, STORIES, ("Person", "Person"))
    choose_hosts(player, match, ("lucia", "bortolo"))
    enter_location(player, match, ("C", "C"))
    roller = pass_the_crier_s_test(player, match)
    if getattr(match.state, "reward", None) is not None:
        player.until(lambda: my_move(player, match), what="the question")
        click_action(player, match, Action("reward", (roller,)))
    won = words("piazzetta.c.won")
    title = "Card C, The Piazzetta"
    player.move((5, 700))  # the pointer off the cards: the panel shows what was read last
    assert player.sees(title) and player.sees(won)
    player.click("Menu")
    player.click("Quit to title")
    player.click("Continue")
    resume(player)
    player.until(lambda: player.on_top("GameScreen"), what="the game again")
    player.move((5, 700))
    player.frames(3)
    assert player.sees(title) and player.sees(won)
