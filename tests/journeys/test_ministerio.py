"""El Ministerio del Tiempo played as a person plays it: set up from the setup screen, the
protagonist chosen on the board, a whole turn by clicks on the staircase, the dice, the cards and
the board's buttons, and a save resumed in the middle of a turn."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.journeys.conftest import Player, game_screen, resume, save_files, start_game
from timetravel.engine.actions import Action
from timetravel.games.ministerio.state import content
from timetravel.i18n import t
from timetravel.ui.boards.kit.targets import Target, target_at

MINISTERIO = "El Ministerio del Tiempo"
# when several clicks are offered, a person tries these first (the rest of the list after)
PREFERRED = ("agent", "start", "leave", "die", "dir", "play", "face", "fight", "try", "use", "place_draw",
             "flee", "raze", "recover", "stop_peek", "office_pa", "rest", "go", "stop")  # fmt: skip


def _snapshot(match) -> tuple[list, dict]:
    return [entry.model_dump() for entry in match.log], match.state.to_json()


def board_targets(player: Player) -> list[Target]:
    return game_screen(player).board.click_targets()


def person_to_act(player: Player, match) -> bool:
    """A person's turn, with the screen in their hands and the board showing their choices."""
    if player.on_top("HandoffScreen"):
        player.click(next(b for b in player.buttons() if b.text.startswith("I am")))
        return False
    seat = match.to_act()
    return (
        player.on_top("GameScreen")
        and seat >= 0
        and match.seats[seat].kind == "human"
        and game_screen(player).board.context.viewer == seat
        and any(t.action is not None for t in board_targets(player))
    )


def wait_for_person(player: Player, match, done: Callable[[], bool] = lambda: False) -> None:
    player.until(lambda: done() or match.is_over or person_to_act(player, match), what="a person's turn")


def click_board(player: Player, match, pick: Callable[[Action], bool] = lambda a: True) -> Action:
    """Click, on the board, a spot whose action `pick` accepts (the preferred kinds first)."""
    targets = board_targets(player)
    offered = [
        t
        for t in targets
        if t.action is not None and pick(t.action) and target_at(targets, t.rect.center) is t
    ]
    assert offered, f"the board offers no click for {match.state.stage}"
    rank = {kind: i for i, kind in enumerate(PREFERRED)}
    target = min(offered, key=lambda t: rank.get(t.action.kind, len(rank)))
    steps = len(match.log)
    player.click(target.rect.center, settle=1)
    player.until(lambda: len(match.log) > steps, what=f"the click on {target.action}")
    return target.action


def set_up_by_clicks(player: Player, match, protagonist: str | None = None) -> None:
    """Every person chooses an agent and a starting door on the board, until the first turn."""
    while match.state.stage in ("choose_agent", "deal", "start_door"):
        wait_for_person(
            player, match, lambda: match.state.stage not in ("choose_agent", "deal", "start_door")
        )
        if match.state.stage not in ("choose_agent", "start_door") or not person_to_act(player, match):
            continue
        if protagonist is not None and match.state.stage == "choose_agent":
            wanted = (protagonist,)
            click_board(player, match, lambda a, wanted=wanted: a.args == wanted)
            protagonist = None
        else:
            click_board(player, match)


def play_turn_by_clicks(player: Player, match, seat: int) -> list[Action]:
    """The person at `seat` plays the whole turn on the board; the actions it took."""
    taken = []
    round_number = match.state.round
    while not match.is_over and match.state.turn == seat and match.state.round == round_number:
        wait_for_person(player, match, lambda: match.state.turn != seat or match.state.round != round_number)
        if match.is_over or match.state.turn != seat or match.state.round != round_number:
            break
        taken.append(click_board(player, match))
    return taken


@pytest.mark.parametrize("kinds", [("Person", "Person"), ("Person", "AI: random"), ("Person", "AI: easy")])
def test_a_whole_turn_by_clicks_on_the_board(player: Player, kinds: tuple[str, ...]) -> None:
    match = start_game(player, MINISTERIO, kinds)
    set_up_by_clicks(player, match)
    assert all(agent.door is not None for agent in match.state.agents)
    wait_for_person(player, match, lambda: match.state.stage == "die")
    seat = match.to_act()
    taken = play_turn_by_clicks(player, match, seat)
    kinds_taken = [a.kind for a in taken]
    assert kinds_taken[0] in ("die", "leave")
    assert any(k in kinds_taken for k in ("play", "pile", "investigate", "pass", "office", "stop")), (
        kinds_taken
    )
    assert match.is_over or match.state.turn != seat or match.state.round > 1


@pytest.mark.parametrize("protagonist", list(content().protagonists))
def test_each_protagonist_can_be_chosen_on_the_board(player: Player, protagonist: str) -> None:
    match = start_game(player, MINISTERIO, ("Person", "AI: random"))
    set_up_by_clicks(player, match, protagonist)
    assert match.state.agents[0].protagonist == protagonist
    assert player.sees(content().protagonists[protagonist].name)


def test_save_and_resume_in_the_middle_of_a_turn(player: Player, home: Path) -> None:
    match = start_game(player, MINISTERIO, ("Person", "AI: random"))
    set_up_by_clicks(player, match)
    wait_for_person(player, match, lambda: match.state.stage == "die")
    seat = match.to_act()
    assert click_board(player, match, lambda a: a.kind == "die").kind == "die"
    assert match.state.turn == seat and match.state.stage not in ("roll", "die")  # mid-turn
    player.click("Menu")
    before = save_files(home)
    player.click("Save")
    saved = [p for p in save_files(home) if p not in before]
    assert len(saved) == 1
    expected = _snapshot(match)
    player.click("Quit to title")
    player.click("Load")
    row = next(i for i, s in enumerate(player.top.saves) if s.path.name == saved[0].name)
    opens = [b for b in player.buttons() if b.text == "Open"]
    player.click(sorted(opens, key=lambda b: b.rect.y)[row])
    resume(player)
    player.until(lambda: player.on_top("GameScreen") or player.on_top("HandoffScreen"), what="the game")
    resumed = game_screen(player).match
    assert _snapshot(resumed) == expected
    # the turn goes on by clicks where it stopped
    taken = play_turn_by_clicks(player, resumed, seat)
    assert taken and taken[0].kind != "die"


def test_no_board_hover_shows_through_the_pause_screen(player: Player) -> None:
    """A tooltip or a large card view under the pointer goes away while the pause screen is on top."""
    import pygame

    match = start_game(player, MINISTERIO, ("Person", "AI: random"))
    set_up_by_clicks(player, match)
    wait_for_person(player, match, lambda: match.state.stage == "die")
    board = game_screen(player).board
    hovered = None
    for target in board_targets(player):
        if not target.tip or target_at(board_targets(player), target.rect.center) is not target:
            continue
        player.move(target.rect.center)
        first = target.tip.splitlines()[0]
        if player.sees(first) or board.zoomed is not None:
            hovered = (target, first)
            break
    assert hovered is not None, "no spot on the board shows a tooltip or a large view on hover"
    player.press(pygame.K_ESCAPE)
    if not player.on_top("PauseScreen"):  # Escape closed the large view first: the next one pauses
        player.press(pygame.K_ESCAPE)
    player.until(lambda: player.on_top("PauseScreen"), what="the pause screen")
    player.move(hovered[0].rect.center)
    player.frames(3)
    assert board.zoomed is None
    assert hovered[1] not in player.screen_text()


# --- a whole game by clicks ----------------------------------------------------------------------------
WHOLE_GAME_SEED = 7  # a game against the normal AI that shows a fight's die and the office's choice
OFFICE_CHOICE = "Enter Salvador's office or stay on this door."


def _words_on_board(player: Player, match) -> dict[Action, Target]:
    """The clicks the board offers now, each under its words (the frontmost spot of each action)."""
    found = board_targets(player)
    return {t.action: t for t in found if t.action is not None and target_at(found, t.rect.center) is t}


def _pa_of(words: str) -> int:
    """The PA a play says it costs ("Play Tizona (+2 PA)"), 99 for Huesca."""
    if "Huesca" in words or t("Huesca") in words:  # (in any language)
        return 99
    digits = words.rpartition("(+")[2].split(" ")[0]
    return int(digits) if digits.isdigit() else 99


def _a_person_s_choice(player: Player, match, offered: dict[Action, Target]) -> Action:
    """What a careful new player clicks: cheap cards, fights and trials rolled once, the office to
    shed PA or deliver, nothing that ends in Huesca."""
    screen = game_screen(player)
    said = {a: screen.board.context.action_words(a) for a in offered}
    kinds = {a.kind: a for a in offered}
    me = match.state.agents[match.to_act()]
    for kind in ("deliver", "concede", "fail", "use", "place_draw", "stop_peek", "fight", "try"):
        if kind in kinds:
            return kinds[kind]
    if "office_pa" in kinds and me.pa:
        return kinds["office_pa"]
    if "office" in kinds:  # the key opens the office here
        return kinds["office"] if me.pa >= 2 else kinds.get("stop", kinds.get("go", kinds["office"]))
    plays = sorted((a for a in offered if a.kind in ("play", "pile")), key=lambda a: _pa_of(said[a]))
    if plays and _pa_of(said[plays[0]]) <= 3 and me.pa + _pa_of(said[plays[0]]) <= 6:
        return plays[0]
    if "investigate" in kinds:
        return kinds["investigate"]
    rank = {kind: i for i, kind in enumerate(PREFERRED)}
    return min(offered, key=lambda a: rank.get(a.kind, len(rank)))


def _die_seen(player: Player, index: int, face: int) -> bool:
    """Whether the dice box shows `face` in its place `index`, exactly as a die with that face."""
    from timetravel.ui.boards.ministerio.turn import DIE_SIZE
    from timetravel.ui.screens.game import BOARD_RECT
    from timetravel.ui.widgets.dice import D6, die_face

    board = game_screen(player).board
    player.frames(1)
    box = board.layout.dice.move(BOARD_RECT.topleft)
    image = die_face(face, DIE_SIZE, D6, player.app.ctx.fonts)
    screen = player.app.ctx.display.logical
    x0 = box.x + index * (DIE_SIZE + 8)
    for x in range(0, DIE_SIZE, 3):
        for y in range(0, DIE_SIZE, 3):
            colour = image.get_at((x, y))
            if colour.a == 255 and screen.get_at((x0 + x, box.y + y))[:3] != colour[:3]:
                return False
    return True


def test_a_whole_game_against_the_normal_ai_by_clicks(player: Player, monkeypatch) -> None:
    """Issue 19: El Ministerio from the setup screen to its results against the normal AI, every
    choice a click on the board. On the way a person sees a fight's die in the dice box, the card
    played beside the fight, and the office's choice said as it is; the results reveal every secret
    mission and how each score was made."""
    import timetravel.ui.screens.setup as setup

    monkeypatch.setattr(setup, "new_seed", lambda: WHOLE_GAME_SEED)
    match = start_game(player, MINISTERIO, ("Person", "AI: normal"))
    set_up_by_clicks(player, match)
    seen: set[str] = set()
    for _ in range(600):
        wait_for_person(player, match)
        if match.is_over:
            break
        st = match.state
        offered = _words_on_board(player, match)
        assert offered, f"the board offers no click for {st.stage}"
        if st.stage == "walk" and {"office", "stop"} <= {a.kind for a in offered}:
            assert player.sees(OFFICE_CHOICE)
            assert any(t.label == "Enter Salvador's office" for t in offered.values())
            seen.add("office choice")
        if st.stage == "fight" and st.t["roll"] is not None:  # rolled, and still short
            roll = int(match.log[-1].action.split(":")[1])
            assert _die_seen(player, 0, roll), f"the fight's die {roll} is not in the dice box"
            played = st.t["played"] or {}
            if "card" in played:
                assert any(t.card == f"card:{played['card']}" for t in board_targets(player))
                seen.add("card beside the fight")
            seen.add("fight die")
        action = _a_person_s_choice(player, match, offered)
        steps = len(match.log)
        player.click(offered[action].rect.center, settle=1)
        player.until(lambda steps=steps: len(match.log) > steps, what=f"the click on {action}")
    player.until(lambda: player.on_top("ResultsScreen"), what="the results")
    assert {"office choice", "fight die", "card beside the fight"} <= seen, seen
    st = match.state
    for agent in st.agents:
        if not agent.prison:
            assert player.sees(f"“{content().missions[agent.mission].name}”")
    for heading in ("Mission", "First", "Cards", "Debriefed", "PA", "VP"):
        assert player.sees(heading)
    assert player.sees("delivered") or player.sees("achieved") or player.sees("lines")
