"""Time Arena's board as a person reads it (issue 19, section 3): an attack shows the risk of the
counter it draws, the turn buttons say their rule in a line, team play names both partners beside
both clocks, a knock-out is shown as a hit, a fall and a flight to its Gate, and a person coming
back to the board after the AI's turn reads what the AI did."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from tests.games.arena.helpers import arena
from tests.ui import board_helpers
from tests.ui.board_helpers import render
from timetravel.engine.match import Match
from timetravel.games.arena import GAME
from timetravel.games.arena.state import ArenaState
from timetravel.ui.boards.arena import ArenaBoardView
from timetravel.ui.boards.arena.table import square_of
from timetravel.ui.boards.kit.targets import Target
from timetravel.ui.screens.game import BOARD_RECT


def match_at(state: ArenaState, seats: int = 2) -> Match:
    match = board_helpers.new_match(GAME, seats, 1, {"mode": state.mode})
    match.state = state
    return match


def new_board(app, match: Match, viewer: int = 0, factor: float = 0.0, mouse=(-1, -1)) -> ArenaBoardView:
    return board_helpers.new_board(app, match, ArenaBoardView, viewer, factor, mouse)


@contextmanager
def words_drawn(app) -> Iterator[list[str]]:
    seen: list[str] = []
    fonts = app.ctx.fonts
    original = fonts.render
    fonts.render = lambda text, *a, **k: seen.append(text) or original(text, *a, **k)  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        fonts.render = original  # type: ignore[method-assign]


def select(board: ArenaBoardView, fighter: str) -> None:
    render(board)
    chooser = next(t for t in board.click_targets() if t.kind == "select" and t.card == f"fighter:{fighter}")
    board.handle_click(chooser.rect.center)


def target_where(board: ArenaBoardView, pick: Callable[[Target], bool]) -> Target:
    return next(t for t in board.click_targets() if pick(t))


def hovered_words(app, board: ArenaBoardView, target: Target) -> str:
    """The words shown once the pointer rests on a target: its tooltip, or its large card."""
    board.context.mouse_pos = lambda: target.rect.center
    render(board)
    board.update(0.6)
    with words_drawn(app) as seen:
        render(board)
    tip = board.tooltip_at(target.rect.center) or ""
    return " ".join([tip, *seen])


# --- risks ---------------------------------------------------------------------------------------
def test_an_attack_on_a_counter_fighter_shows_the_risk_of_its_counter(app) -> None:
    """The Spark (attack 0) against the Wildling (defence 2, Counter, attack 1): one roll in six
    knocks the Wildling out, and its counter knocks the Spark (defence 2) out two times in six (a KO
    or a 2)."""
    state = arena(white=["spark", "nomad", "sniper", "colossus"], at={"spark": "d4", "wildling": "d5"})
    board = new_board(app, match_at(state))
    select(board, "spark")
    with words_drawn(app) as seen:
        render(board)
    assert "17%" in seen and "risk 33%" in seen, seen
    attack = target_where(board, lambda t: t.kind == "attack")
    tip = hovered_words(app, board, attack)
    assert "17% to knock out" in tip and "The Wildling strikes back: 33% to knock out the Spark" in tip, tip
    panel = board.action_tooltip(attack.action) or ""
    assert "The Wildling strikes back: 33% to knock out the Spark" in panel, panel


def test_an_attack_without_a_counter_shows_no_risk(app) -> None:
    state = arena(white=["spark", "nomad", "sniper", "colossus"], at={"spark": "d4", "twins": "d5"})
    board = new_board(app, match_at(state))
    select(board, "spark")
    with words_drawn(app) as seen:
        render(board)
    assert "33%" in seen and not any(w.startswith("risk") for w in seen), seen


def test_the_totem_strikes_back_at_an_attacker_on_its_edge(app) -> None:
    """R9: in the full game the Totem counters with attack 0: against the Boxer's defence 1 it
    knocks out on a KO or a 2 (two in six)."""
    state = arena(at={"boxer": "d8"})
    board = new_board(app, match_at(state))
    select(board, "boxer")
    with words_drawn(app) as seen:
        render(board)
    assert "risk 33%" in seen, seen
    attack = target_where(board, lambda t: t.kind == "attack" and t.card == "totem:1")
    tip = hovered_words(app, board, attack)
    assert "to take energy" in tip and "The Totem strikes back: 33% to knock out the Boxer" in tip, tip


def test_explode_and_wait_say_their_rule_not_their_label_again(app) -> None:
    state = arena(white=["spark", "nomad", "sniper", "colossus"], at={"spark": "d4", "wildling": "d5"})
    state.sand[1] = 20_000  # the Nomad's hourglass runs: waiting is on offer
    state.forget_options()
    board = new_board(app, match_at(state))
    select(board, "spark")
    render(board)
    tips = {
        t.label: board.tooltip_at(t.rect.center) or "" for t in board.click_targets() if t.kind == "button"
    }
    assert "Explode" in tips and "Wait for the hourglass" in tips, tips
    assert "8 squares around it" in tips["Explode"] and "knocked out whatever the roll" in tips["Explode"]
    assert "20 s at once" in tips["Wait for the hourglass"], tips
    for label, tip in tips.items():
        assert tip != label, f"{label!r} says its label again"
    wait = next(a for a in state.legal_actions() if a.kind == "wait")
    assert "20 s at once" in (board.action_tooltip(wait) or "")


# --- team play -----------------------------------------------------------------------------------------
def test_team_play_names_both_partners_beside_both_clocks(app) -> None:
    match = board_helpers.new_match(GAME, 4, 1, {"mode": "first"})
    match.seats = [type(s)(name=n) for s, n in zip(match.seats, ("Alexandrina", "Bartholomew",
                                                                  "Constantine", "Dorotheanna"), strict=True)]  # fmt: skip
    board = new_board(app, match)
    board.names = [s.name for s in match.seats]
    with words_drawn(app) as seen:
        render(board)
    joined = " ".join(seen)
    for side, (first, second) in (("White", ("Alex", "Const")), ("Black", ("Barth", "Doroth"))):
        line = next((w for w in seen if w.startswith(side) and first in w and second in w), None)
        assert line is not None, f"{side}'s clock names one partner only: {joined}"
    assert "Alexandrina's part of the turn" in joined, "the banner cuts whose part of the turn it is"


# --- knock-outs are seen --------------------------------------------------------------------------------------
def frames_until_still(
    app, board: ArenaBoardView, dt: float = 1 / 60, limit: int = 600
) -> tuple[int, list[str]]:
    """Frames drawn until the board stops animating, and every word drawn meanwhile."""
    drawn: list[str] = []
    for n in range(limit):
        if not board.is_animating():
            return n, drawn
        board.update(dt)
        with words_drawn(app) as seen:
            render(board)
        drawn += seen
    raise AssertionError("the board never stopped animating")


def test_a_knock_out_is_shown_struck_falling_and_flying_back_to_its_gate(app) -> None:
    state = arena(mode="first", at={"minotaur": "d4", "wildling": "d5"})
    match = match_at(state)
    board = new_board(app, match, factor=1.0)
    render(board)
    board.on_events(match.apply("attack:minotaur,d5"))
    frames_until_still(app, board)
    board.on_events(match.apply("roll:KO"))
    assert match.state.at[4] == -1, "the Wildling is back on its Gate"
    board.update(0.05)
    with words_drawn(app) as first:
        surface = render(board)
    square = board.layout.grid.square_rect((3, 4)).move(board.rect.topleft)
    assert "KO!" not in first, "the knock-out waits for the die to land"
    assert _has_token(surface, square), "the Wildling vanishes from its square before the die has landed"
    frames, drawn = frames_until_still(app, board)
    assert "KO!" in drawn, "the knock-out is never shown on the board"
    assert 1.0 <= frames / 60 <= 2.5, f"the knock-out takes {frames / 60:.2f} s"


def test_a_knock_out_never_holds_the_game_when_animations_are_off(app) -> None:
    state = arena(mode="first", at={"minotaur": "d4", "wildling": "d5"})
    match = match_at(state)
    board = new_board(app, match, factor=0.0)
    render(board)
    match.apply("attack:minotaur,d5")
    board.on_events(match.apply("roll:KO"))
    assert not board.is_animating()


def test_a_click_during_a_knock_out_finishes_it_at_once(app) -> None:
    state = arena(mode="first", at={"minotaur": "d4", "wildling": "d5"})
    match = match_at(state)
    board = new_board(app, match, factor=1.0)
    render(board)
    match.apply("attack:minotaur,d5")
    board.on_events(match.apply("roll:KO"))
    board.update(0.7)
    render(board)
    assert board.is_animating()
    board.handle_click((5, 5))
    assert not board.is_animating()


def _has_token(surface, square) -> bool:
    """Whether a token stands on a square: its centre differs from the bare stone's colours."""
    from timetravel.ui.boards.arena import theme

    colour = surface.get_at(square.center)[:3]
    return all(sum(abs(a - b) for a, b in zip(colour, stone, strict=True)) > 40 for stone in theme.STONE)


# --- while you waited ----------------------------------------------------------------------------------------
def against_the_ai(app, state: ArenaState, factor: float = 0.0) -> tuple[Match, ArenaBoardView]:
    """White is a person at the screen, Black an AI."""
    from timetravel.engine.match import SeatSpec
    from timetravel.ui.boards.base import BoardContext

    match = match_at(state)
    match.seats = [SeatSpec(name="Ada"), SeatSpec(name="Nova", kind="ai", level="normal")]
    ctx = app.ctx
    context = BoardContext(match, 0, ctx.fonts, ctx.palette, ctx.sounds,
                           animation_factor=lambda: factor, human_seats=frozenset({0}))  # fmt: skip
    board = ArenaBoardView(context)
    board.set_viewer(0)
    board.on_events([])
    return match, board


def play(board: ArenaBoardView, match: Match, *actions: str) -> None:
    for action in actions:
        board.on_events(match.apply(action))


def test_the_person_reads_what_the_ai_did_while_they_waited(app) -> None:
    state = arena(mode="first", at={"boxer": "d4"})
    match, board = against_the_ai(app, state)
    play(board, match, "move:boxer,d5", "end")
    assert board.recap is None
    play(board, match, "summon:wildling,c7", "move:wildling,c6", "attack:wildling,d5", "roll:miss", "summon:troll,f7",
         "move:troll,e6", "attack:troll,d5", "roll:KO", "end")  # fmt: skip
    with words_drawn(app) as seen:
        render(board)
    shown = " ".join(seen)
    assert "While you waited, Nova played:" in shown, shown
    for line in ("The Black Wildling has come in and moved to c6", "The Black Wildling has attacked the White Boxer and missed",
                 "The Black Troll has come in and moved to e6", "The Black Troll has knocked out the White Boxer"):  # fmt: skip
        assert line in shown, f"{line!r} not in {shown}"
    render(board)
    assert board.recap is not None, "the recap stays until the person acts"
    play(board, match, "summon:minotaur,c2")
    with words_drawn(app) as seen:
        render(board)
    assert board.recap is None and not any("While you waited" in w for w in seen)


def test_the_recap_closes_with_a_click_on_it_and_plays_nothing(app) -> None:
    state = arena(mode="first", at={"boxer": "d4"})
    match, board = against_the_ai(app, state)
    play(board, match, "move:boxer,d5", "end", "summon:wildling,c7", "end")
    render(board)
    assert board.recap is not None and board._recap_rect is not None
    assert board.handle_click(board._recap_rect.center) is None
    with words_drawn(app) as seen:
        render(board)
    assert not any("While you waited" in w for w in seen)


def test_the_recap_makes_the_twins_agree(app) -> None:
    state = arena(at={"boxer": "d4", "twins": "d8"})
    state.at[state.team.index("twins")] = -1
    state.forget_geometry()
    match, board = against_the_ai(app, state)
    play(board, match, "move:boxer,d6", "end", "summon:twins,c7", "attack:twins,d6", "roll:2", "end")
    render(board)
    assert board.recap is not None
    lines = board.recap.lines(board.names)
    assert "The Black Twins have come in at c7" in lines
    assert "The Black Twins have knocked out the White Boxer" in lines
    assert "The White Boxer has been knocked out" not in lines, "a knock-out said twice"


def test_the_recap_counts_the_totem_energy_lost(app) -> None:
    state = arena(at={"boxer": "d4", "troll": "e2"})
    match, board = against_the_ai(app, state)
    play(
        board, match, "move:boxer,d5", "end", "move:troll,d1", "attack:troll,totem", "roll:2", "roll:0", "end"
    )
    render(board)
    assert board.recap is not None
    # the Troll's attack 1 and a 2 make 3 against the Totem's defence 1: two energy
    assert "The White Totem has lost two energy: 4 left" in board.recap.lines(board.names)


def test_the_recap_stands_where_it_hides_the_fewest_fighters(app) -> None:
    state = arena(mode="first", at={"boxer": "d4", "minotaur": "e4", "wildling": "d6", "twins": "e5"})
    match, board = against_the_ai(app, state)
    play(board, match, "move:boxer,c4", "end", "move:twins,e6", "end")
    render(board)
    assert board.recap is not None and board._recap_rect is not None
    for fighter in board.observation().fighters:
        if fighter.square:
            square = board.layout.grid.square_rect(square_of(fighter.square)).move(board.rect.topleft)
            assert not board._recap_rect.collidepoint(square.center), f"the recap hides the {fighter.id}"


# --- the Shield's cover (R10) --------------------------------------------------------------------
def square_colour(board: ArenaBoardView, surface, name: str) -> tuple[float, float, float]:
    """The mean colour of a square as drawn on the screen."""
    rect = board.layout.grid.square_rect(square_of(name)).move(BOARD_RECT.topleft)
    pixels = [
        surface.get_at((x, y))
        for x in range(rect.left, rect.right, 3)
        for y in range(rect.top, rect.bottom, 3)
    ]
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))  # type: ignore[return-value]


def test_the_squares_a_shield_covers_are_tinted_and_say_so(app) -> None:
    """The 8 squares around the Centurion, friend's or foe's, are tinted pale blue and their tooltip
    says the Shield covers whoever stands there; the bearer's own square and squares further away
    are not."""
    at = {"centurion": "d4", "druid": "e5", "minotaur": "h1"}
    shielded = arena(white=["boxer", "minotaur", "centurion", "mercenary"], at=at)
    bare = arena(white=["boxer", "minotaur", "centurion", "mercenary"], at={**at, "centurion": "h2"})
    covered = {"c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"}
    seen = new_board(app, match_at(shielded)).observation()
    assert set(seen.shield_cover) == covered
    board = new_board(app, match_at(shielded))
    with_shield = render(board)
    plain = render(new_board(app, match_at(bare)))
    for name in covered - {"e5"}:
        r, g, b = square_colour(board, with_shield, name)
        r0, g0, b0 = square_colour(board, plain, name)
        assert b - b0 > 20 and b - r > b0 - r0 + 10, (name, (r, g, b), (r0, g0, b0))
    for name in ("b2", "f6", "a8", "d7"):
        assert square_colour(board, with_shield, name) == square_colour(board, plain, name), name
    rect = board.layout.grid.square_rect(square_of("c5")).move(BOARD_RECT.topleft)
    tip = board.tooltip_at(rect.center) or ""
    assert "Shield: a fighter here, friend or foe, cannot be knocked out" in tip, tip
    druid = next(t for t in board.click_targets() if t.card == "fighter:druid")
    assert "Shielded: it cannot be knocked out" in hovered_words(app, board, druid)


def test_no_shield_cover_in_the_first_game(app) -> None:
    state = arena(mode="first", at={"centurion": "d4"})
    assert new_board(app, match_at(state)).observation().shield_cover == ()
