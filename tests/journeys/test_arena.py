"""Time Arena played as people play it, only through input: each mode set up from the setup screen,
the draft by clicks on the cards, whole turns by clicks on the arena and the Space key (select a
fighter, summon, move, attack, end), the pause that stops both clocks and every hourglass, a clock
running out to the results screen, and a save resumed paused with the clocks where they were."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from tests.journeys.conftest import Player, game_screen, open_setup, restart, save_files
from timetravel.engine.actions import Action
from timetravel.games.arena.content import square_index
from timetravel.ui.app import MAX_DT
from timetravel.ui.boards.arena.art import clock_words
from timetravel.ui.boards.kit.targets import Target, target_at

ARENA = "Time Arena"
MODES = {"First game": "first", "Full game": "full", "Expert game": "expert"}


# --- what a person does -------------------------------------------------------------------------------
def start_arena(player: Player, mode: str = "Full game", kinds: tuple[str, ...] = ("Person", "Person"),
                options: tuple[tuple[str, str], ...] = ()) -> object:  # fmt: skip
    """The setup screen: as many seats as `kinds`, the game `mode` and other options (the label a
    drop-down shows now, the one to choose), then Start; the Match."""
    open_setup(player, ARENA)
    for _ in range(len(kinds) - 2):
        player.click("+")
    for menu, kind in zip(player.seat_menus(), kinds, strict=True):
        if menu.selected_option[0] != kind:
            player.choose(menu, kind)
    shown = next(m for m in player.dropdowns() if m.selected_option[0] in MODES)
    if shown.selected_option[0] != mode:
        player.choose(shown, mode)
    for shown, wanted in options:
        player.choose(menu_showing(player, shown), wanted)
    player.click("Start")
    player.until(lambda: player.on_top("GameScreen"), what="the game")
    return game_screen(player).match


def menu_showing(player: Player, label: str):
    return next(m for m in player.dropdowns() if m.selected_option[0] == label)


def targets(player: Player) -> list[Target]:
    return game_screen(player).board.click_targets()


def visible(player: Player, pick: Callable[[Target], bool]) -> Target | None:
    found = targets(player)
    return next((t for t in found if pick(t) and target_at(found, t.rect.center) is t), None)


def click_action(player: Player, match, pick: Callable[[Action], bool]) -> Action:
    """Click the spot on the board whose action `pick` accepts, and wait for it to be played."""
    target = visible(player, lambda t: t.action is not None and pick(t.action))
    assert target is not None and target.action is not None, "the board offers no such click"
    steps = len(match.log)
    player.click(target.rect.center, settle=1)
    player.until(lambda: len(match.log) > steps, what=f"the click on {target.action}")
    return target.action


def select(player: Player, fighter: str) -> None:
    """Click a fighter (on the arena or on its Gate) to light its squares and targets."""
    target = visible(player, lambda t: t.kind == "select" and t.card == f"fighter:{fighter}")
    assert target is not None, f"the {fighter} cannot be selected"
    player.click(target.rect.center, settle=1)


def person_to_act(player: Player, match) -> bool:
    seat = match.to_act()
    return player.on_top("GameScreen") and seat >= 0 and match.seats[seat].kind == "human"


def legal(match) -> list[Action]:
    return match.state.legal_actions()


def draft_by_clicks(player: Player, match) -> None:
    while match.state.stage == "draft":
        player.until(lambda: match.state.stage != "draft" or person_to_act(player, match), what="a pick")
        if match.state.stage == "draft":
            click_action(player, match, lambda a: a.kind == "pick")


def distance(a: str, b: str) -> int:
    x, y = square_index(a), square_index(b)
    return max(abs(x % 8 - y % 8), abs(x // 8 - y // 8))


def turn_by_clicks(player: Player, match) -> set[str]:
    """One side's turn as a person plays it: attack if a fighter can, else summon, else move towards
    the enemy; then Space. The kinds of action played."""
    played: set[str] = set()
    side = match.state.side
    while match.state.side == side and not match.is_over:
        player.until(lambda: match.is_over or person_to_act(player, match), what="the person's turn")
        if match.is_over or match.state.side != side:
            break
        actions = legal(match)
        decision = next((a for a in actions if a.kind in ("accept", "wheel")), None)
        if decision is not None:
            click_action(player, match, lambda a, d=decision: a == d)
            continue
        if played & {"attack", "move", "summon"} and any(a.kind == "end" for a in actions):
            steps = len(match.log)
            player.press(pygame.K_SPACE)
            player.until(lambda n=steps: len(match.log) > n, what="Space ending the turn")
            played.add("end")
            break
        action = choose(match, actions)
        select(player, str(action.args[0]))
        played.add(click_action(player, match, lambda a, chosen=action: a == chosen).kind)
    return played


def choose(match, actions: list[Action]) -> Action:
    for kind in ("attack", "summon"):
        found = [a for a in actions if a.kind == kind]
        if found:
            return found[0]
    enemies = [f.square for f in game_screen_view(match).fighters if f.side != match.state.side and f.square]
    moves = [a for a in actions if a.kind == "move"]
    goal = enemies or ["d8" if match.state.side == 0 else "d1"]
    return min(moves, key=lambda a: min(distance(str(a.args[1]), g) for g in goal))


def game_screen_view(match):
    from timetravel.games.arena.view import view

    return view(match.state, 0)


def let_time_pass(player: Player, seconds: float) -> None:
    """Real time passing with the game on screen, at the longest frame the app takes at once."""
    for _ in range(round(seconds / MAX_DT)):
        player.app.step(MAX_DT)


def times(match) -> tuple[list[int], list[int], int]:
    state = match.state
    return list(state.clock), list(state.sand), match.pending_ms


# --- the journeys ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("mode", list(MODES))
def test_each_mode_starts_from_the_setup_screen(player: Player, mode: str) -> None:
    match = start_arena(player, mode)
    assert match.config.options["mode"] == MODES[mode]
    if mode == "First game":
        assert match.state.stage == "play" and player.sees("White's turn")
    else:
        assert match.state.stage == "draft"
        assert player.sees(f"The draft: {match.seats[0].name} picks for White")


def test_team_play_starts_with_four_seats_and_shows_whose_part_of_the_turn(player: Player) -> None:
    match = start_arena(player, "First game", ("Person",) * 4)
    assert len(match.seats) == 4
    first = match.seats[0].name
    assert player.sees(f"{first}'s part of the turn")
    mine = {f"fighter:{f.id}" for f in game_screen_view(match).fighters if f.seat == 0}
    assert {t.card for t in targets(player) if t.kind == "select"} == mine


def test_the_draft_by_clicks_on_the_cards(player: Player) -> None:
    match = start_arena(player, "Full game")
    assert player.sees("The draft")
    draft_by_clicks(player, match)
    assert match.state.stage == "play"
    picks = [e for e in match.log if e.action.startswith("pick:")]
    assert match.log[: len(picks)] == picks, "the draft runs no time, so it logs none"
    assert all(match.state.team) and [e.actor for e in picks] == [0, 1, 1, 0, 1, 0, 0, 1]  # AB / BA / BA / AB
    assert player.sees("White's turn")


def test_a_whole_turn_by_clicks_and_space_then_an_attack(player: Player) -> None:
    match = start_arena(player, "First game")
    played = turn_by_clicks(player, match)
    assert {"summon", "end"} <= played
    assert match.state.side == 1 and match.log[-1].action == "end"
    kinds: set[str] = set()
    for _ in range(30):
        kinds |= turn_by_clicks(player, match)
        if "attack" in kinds or match.is_over:
            break
    assert {"summon", "move", "attack", "end"} <= kinds
    assert any(e.action.startswith("roll:") for e in match.log)  # the fight die was rolled


def test_the_full_game_against_the_ai(player: Player) -> None:
    match = start_arena(player, "Full game", ("Person", "AI: random"))
    draft_by_clicks(player, match)
    turn_by_clicks(player, match)
    player.until(lambda: match.is_over or (match.state.side == 0 and person_to_act(player, match)),
                 what="the AI's turn to end")  # fmt: skip
    assert any(e.actor == 1 and e.action == "end" for e in match.log) or match.is_over


def test_pause_stops_the_clocks_and_the_hourglasses(player: Player) -> None:
    match = start_arena(player, "First game")
    turn_by_clicks(player, match)
    player.frames(30)
    player.press(pygame.K_ESCAPE)
    assert player.on_top("PauseScreen")
    paused = times(match)
    assert paused[2] == 0  # pausing charged every millisecond to the state
    let_time_pass(player, 5)
    assert times(match) == paused
    player.click("Resume")
    player.frames(60)
    clocks = times(match)
    assert match.state.clock[1] - clocks[2] < paused[0][1]  # Black's clock runs again


def test_a_clock_running_out_ends_the_game(player: Player) -> None:
    match = start_arena(
        player, "First game", options=(("5 minutes", "3 minutes"), ("None", "White -1 minute"))
    )
    assert match.state.clock == [120_000, 180_000]
    let_time_pass(player, 119)
    assert not match.is_over and player.on_top("GameScreen")
    assert player.sees("0:0")  # White's last seconds on the big clock
    player.until(lambda: player.on_top("ResultsScreen"), limit=200, what="the results")
    assert match.state.outcome().winners == frozenset({1})
    assert player.sees("Black won on time")


def test_save_and_resume_opens_paused_with_the_clocks_where_they_were(player: Player, home: Path) -> None:
    match = start_arena(player, "First game")
    turn_by_clicks(player, match)
    let_time_pass(player, 3)
    player.click("Menu")
    player.click("Save")
    assert save_files(home)
    saved = times(match)
    player.click("Quit to title")
    player.click("Continue")
    player.until(lambda: player.on_top("ResumeScreen"), what="the resumed game, waiting")
    resumed = game_screen(player).match
    assert times(resumed) == saved
    assert not player.sees(" s pass"), "the log tells time that changed nothing as a step"
    let_time_pass(player, 2)
    assert times(resumed) == saved  # nothing runs until the player resumes
    assert player.sees(clock_words(saved[0][1]))  # Black's big clock on the board, as it was
    released_at = press_and_hold(player, "Resume")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=player.window_pos(released_at), button=1))
    shown_before = player.app.ctx.time
    player.frames(30)  # the first frame takes the release: the clock runs from that frame on
    played_ms = (player.app.ctx.time - shown_before) * 1000
    clock_then, _, pending_then = saved
    clock, _, pending = times(resumed)
    charged = sum(clock_then) - sum(clock) + pending - pending_then
    assert abs(charged - played_ms) <= 1, f"{played_ms:.0f} ms of play after Resume, {charged} ms charged"


def press_and_hold(player: Player, words: str) -> tuple[int, int]:
    """The pointer on a button and pressed there, not yet released; the point pressed."""
    pos = player._point(words)
    player.move(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=player.window_pos(pos), button=1))
    player.frames(1)
    return pos


def test_the_setup_screen_says_which_side_each_seat_plays(player: Player) -> None:
    open_setup(player, "Time Arena")
    text = player.screen_text()
    assert text.count("White") == 1 and text.count("Black") == 1
    player.click("+")
    player.click("+")
    text = player.screen_text()
    assert text.count("White") == 2 and text.count("Black") == 2, "team play: two seats per side"


def quick_click(player: Player, pos: tuple[int, int]) -> None:
    """The pointer arrives and clicks within one frame, as a quick hand does; then it rests."""
    at = player.window_pos(pos)
    pygame.mouse.set_pos(at)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    player.frames(60)


def test_the_large_card_waits_and_never_covers_the_arena_after_a_click(player: Player) -> None:
    match = start_arena(player, "First game")
    board = game_screen(player).board
    mine = [f.id for f in game_screen_view(match).fighters if f.seat == 0]
    other = visible(player, lambda t: t.card == f"fighter:{mine[1]}")
    assert other is not None
    player.move(other.rect.center)
    assert board.zoomed is None, "the large card pops up before the pointer rests"
    player.frames(40)
    assert board.zoomed is not None, "resting on a fighter shows its large card"
    gate = visible(player, lambda t: t.card == f"fighter:{mine[0]}")
    assert gate is not None
    quick_click(player, gate.rect.center)
    assert board.zoomed is None, "the large card covers the squares the player is about to click"
    square = visible(player, lambda t: t.action is not None and t.action.kind == "summon")
    assert square is not None
    quick_click(player, square.rect.center)
    assert match.log[-1].action.startswith("summon:")
    assert board.zoomed is None, "the fighter just summoned under the pointer covers its own moves"


def test_each_clock_shows_one_time_on_screen(player: Player) -> None:
    match = start_arena(player, "First game")
    let_time_pass(player, 5)
    shown = sorted(re.findall(r"\b\d+:\d\d\b", player.screen_text()))
    clocks = sorted(clock_words(ms - (match.pending_ms if side == match.state.running else 0))
                    for side, ms in enumerate(match.state.clock))  # fmt: skip
    assert shown == clocks, f"the screen shows {shown} for the clocks {clocks}"


def test_team_play_draft_says_in_full_who_took_each_fighter(player: Player) -> None:
    match = start_arena(player, "Full game", ("Person",) * 4)
    for _ in range(2):
        player.until(lambda: person_to_act(player, match), what="a pick")
        click_action(player, match, lambda a: a.kind == "pick")
    player.frames(2)
    drawn = player._since_input + player.screen_text().splitlines()  # the table is painted once
    taken = [line for line in drawn if line.startswith("Taken by")]
    assert f"Taken by {match.seats[0].name}" in taken and f"Taken by {match.seats[1].name}" in taken, taken


def test_team_play_side_titles_are_never_cut_off(player: Player) -> None:
    start_arena(player, "First game", ("Person",) * 4)
    player.frames(2)
    drawn = player._since_input + player.screen_text().splitlines()
    titles = [line for line in drawn if line.startswith(("White", "Black"))]
    assert titles and not any(line.endswith("…") for line in titles), titles


# --- a whole game by clicks ------------------------------------------------------------------------------------
def toward_the_totem(match, actions: list[Action]) -> Action | None:
    """A person's plan: strike the enemy Totem, else any enemy, else bring a fighter in nearest the
    enemy Totem, else walk a fighter towards it; None when nothing brings it closer."""
    side = match.state.side
    edge = list(game_screen_view(match).totem_edge[1 - side])
    attacks = [a for a in actions if a.kind == "attack"]
    if attacks:
        return next((a for a in attacks if a.args[1] == "totem"), attacks[0])

    def gap(square: str) -> int:
        return min(distance(square, e) for e in edge)

    summons = [a for a in actions if a.kind == "summon"]
    if summons:
        return min(summons, key=lambda a: gap(str(a.args[1])))
    view = game_screen_view(match)
    best: tuple[int, Action] | None = None
    for action in (a for a in actions if a.kind == "move"):
        fighter = view.fighter(str(action.args[0]))
        if fighter is None or fighter.square is None:
            continue
        gain = gap(fighter.square) - gap(str(action.args[1]))
        if gain > 0 and (best is None or gain > best[0]):
            best = (gain, action)
    return best[1] if best else None


def test_a_whole_full_game_against_the_ai_by_clicks(player: Player, home: Path) -> None:
    """From the setup screen to the results by clicks and keys only: the draft, every turn, a
    knock-out seen on the board, the summary of the AI's turn, and results that say how it ended."""
    from tests.journeys.conftest import write_settings

    write_settings(home, animation_speed="fast")  # knock-outs are shown as animations
    player = restart(player)
    match = start_arena(player, "Full game", ("Person", "AI: normal"))
    draft_by_clicks(player, match)
    seen: set[str] = set()

    def watch() -> None:
        drawn = " ".join(player._drawn)
        if "KO!" in drawn:
            seen.add("knock-out")
        if "While you waited" in drawn:
            seen.add("recap")

    started = time.monotonic()
    while not player.on_top("ResultsScreen"):
        assert time.monotonic() - started < 240, "the game takes too long"
        watch()
        if not person_to_act(player, match) or game_screen(player).board.is_animating():
            player.frames(1)
            continue
        recap = getattr(game_screen(player).board, "_recap_rect", None)  # where the summary is drawn
        if recap is not None and "While you waited" in " ".join(player._drawn):
            player.click(recap.center, settle=1)  # read, then put away
            continue
        actions = legal(match)
        decision = next((a for a in actions if a.kind in ("accept", "wheel")), None)
        chosen = decision or toward_the_totem(match, actions)
        if chosen is None or chosen.kind == "end":
            steps = len(match.log)
            player.press(pygame.K_SPACE)
            player.until(lambda n=steps: len(match.log) > n or match.is_over, what="Space ending the turn")
            continue
        if chosen.kind in ("attack", "summon", "move"):
            select(player, str(chosen.args[0]))
        click_action(player, match, lambda a, c=chosen: a == c)
    assert match.is_over
    assert "knock-out" in seen, "no knock-out was shown on the board"
    assert "recap" in seen, "the AI's turn was never summed up for the person"
    state = match.state
    assert player.sees("Totem energy") and player.sees("Clock left")
    assert player.sees(
        f"Final clocks: White {clock_words(state.clock[0])}, Black {clock_words(state.clock[1])}"
    )
    assert player.sees(f"Totems: White {state.energy[0]} and Black {state.energy[1]} of 6 energy")
