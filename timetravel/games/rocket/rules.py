"""The rules of Time Machine Rocket: a turn, its reveals, recruiting, the five character actions,
objectives, the end of a round, scoring and the end of the game.

Rules code changes a fresh clone in place (GameState.apply clones first). Phases:
  objective*  start  reveal*  decide  humanitarian  military  creative_offer  creative_look*
  creative_take  creative_put  scientist_offer  scientist_draw*  scientist_steal  explorer_take
  explorer_put  over                                    (* = chance decides)
`act` holds the running character action: points, and per action budget/count/look/order/got.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from timetravel.engine import chance
from timetravel.engine.actions import Action, Arg, interned
from timetravel.engine.errors import IllegalAction
from timetravel.engine.events import (
    CardFlipped,
    CardMoved,
    Event,
    GameEnded,
    Message,
    PhaseChanged,
    Revealed,
    RoundEnded,
    ScoreChanged,
    TurnStarted,
)
from timetravel.engine.loops import next_seat
from timetravel.games.rocket import objectives, words_events
from timetravel.games.rocket.content import PERIODS, ROCKET, ROCKET_2X, ROCKET_VALUE, SPECIAL_CARDS, VORTEX

if TYPE_CHECKING:
    from timetravel.games.rocket.state import RocketState

PHASES = (
    "objective", "start", "reveal", "decide", "humanitarian", "military", "creative_offer",
    "creative_look", "creative_take", "creative_put", "scientist_offer", "scientist_draw",
    "scientist_steal", "explorer_take", "explorer_put", "over",
)  # fmt: skip
WINNING_SCORE = 40
MAX_FINAL_ROUNDS = 3  # tie-break rounds before tied players share the win
MAX_ROUNDS = 40  # a safeguard so every game ends; random games end by round 8 (docs/rules/rocket.md)
POSTWAR = 4


# === what may happen now ======================================================================
def legal_actions(s: RocketState) -> list[Action]:
    phase = s.phase
    seat = s.turn
    if phase == "start":
        actions = [_act("reveal")]
        if s.pile > 0:
            actions += [_act("use", card) for card in (ROCKET, ROCKET_2X) if s.areas[seat].get(card)]
        return actions
    if phase == "decide":
        return [_act("recruit", s.last or ""), _act("reveal")]
    if phase == "humanitarian":
        return _targets(s, "take", s.act["points"]) + [_act("skip")]
    if phase == "military":
        return _targets(s, "discard", s.act["budget"]) + [_act("done")]
    if phase == "creative_offer":
        return [_act("look"), _act("skip")]
    if phase in ("creative_take", "explorer_take"):
        return [_act("keep", c) for c in _distinct(s.act["look"]) if _takeable(s, c)] + [_act("done")]
    if phase in ("creative_put", "explorer_put"):
        return [_act("put", c) for c in _distinct(s.act["look"])] + [_act("keep_order")]
    if phase == "scientist_offer":
        return [_act("draw_rockets"), _act("skip")]
    if phase == "scientist_steal":
        actions = [
            _act("steal", other, card)
            for other in s.opponents(seat)
            for card in (ROCKET, ROCKET_2X)
            if s.areas[other].get(card)
        ]
        return actions + [_act("done")]
    return []


Check = Callable[["RocketState", tuple[Arg, ...]], bool]


def is_legal(s: RocketState, action: Action) -> bool:
    """Whether `action` is among legal_actions(s) (or chance_outcomes(s)), without building them."""
    check = _CHECKS.get((s.phase, action.kind))
    return check is not None and check(s, action.args)


def _no_args(s: RocketState, args: tuple[Arg, ...]) -> bool:
    return not args


def _one_str(args: tuple[Arg, ...]) -> str | None:
    return args[0] if len(args) == 1 and isinstance(args[0], str) else None


def _use_ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
    card = _one_str(args)
    return s.pile > 0 and card in (ROCKET, ROCKET_2X) and bool(s.areas[s.turn].get(card))


def _recruit_ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
    return args == (s.last,)


def _keep_ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
    card = _one_str(args)
    return card is not None and card in s.act["look"] and _takeable(s, card)


def _put_ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
    card = _one_str(args)
    return card is not None and card in s.act["look"]


def _aimed(s: RocketState, args: tuple[Arg, ...]) -> tuple[int, str] | None:
    """(an opponent's seat, a card) when the arguments say that, else None."""
    if (
        len(args) == 2
        and args[0].__class__ is int
        and isinstance(args[1], str)
        and args[0] in s.opponents(s.turn)
    ):
        return int(args[0]), args[1]
    return None


def _target_ok(budget_key: str) -> Check:
    def ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
        aimed = _aimed(s, args)
        character = s.deck.characters.get(aimed[1]) if aimed else None
        if aimed is None or character is None:
            return False
        in_team = s.teams[aimed[0]].get(character.category) == aimed[1]
        return in_team and character.points <= s.act[budget_key]

    return ok


def _steal_ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
    aimed = _aimed(s, args)
    return aimed is not None and aimed[1] in (ROCKET, ROCKET_2X) and bool(s.areas[aimed[0]].get(aimed[1]))


def _objective_ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
    objective_id = _one_str(args)
    return objective_id is not None and objective_id in s.deck.objectives


def _draw_ok(pile: Callable[[RocketState], dict[str, int]]) -> Check:
    def ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
        card = _one_str(args)
        return card is not None and pile(s).get(card, 0) > 0

    return ok


_CHECKS: dict[tuple[str, str], Check] = {  # (phase, kind): whether the arguments are legal there
    ("objective", "objective"): _objective_ok,
    ("reveal", "flip"): _draw_ok(lambda s: s.piles[s.pile]),
    ("creative_look", "peek"): _draw_ok(lambda s: s.piles[s.act["source"]]),
    ("scientist_draw", "supply"): _draw_ok(lambda s: s.rocket_pile),
    ("start", "reveal"): _no_args,
    ("start", "use"): _use_ok,
    ("decide", "recruit"): _recruit_ok,
    ("decide", "reveal"): _no_args,
    ("humanitarian", "take"): _target_ok("points"),
    ("humanitarian", "skip"): _no_args,
    ("military", "discard"): _target_ok("budget"),
    ("military", "done"): _no_args,
    ("creative_offer", "look"): _no_args,
    ("creative_offer", "skip"): _no_args,
    ("creative_take", "keep"): _keep_ok,
    ("creative_take", "done"): _no_args,
    ("explorer_take", "keep"): _keep_ok,
    ("explorer_take", "done"): _no_args,
    ("creative_put", "put"): _put_ok,
    ("creative_put", "keep_order"): _no_args,
    ("explorer_put", "put"): _put_ok,
    ("explorer_put", "keep_order"): _no_args,
    ("scientist_offer", "draw_rockets"): _no_args,
    ("scientist_offer", "skip"): _no_args,
    ("scientist_steal", "steal"): _steal_ok,
    ("scientist_steal", "done"): _no_args,
}


_act = interned  # actions repeat all game long: each is built once


def chance_outcomes(s: RocketState) -> list[tuple[Action, float]]:
    phase = s.phase
    if phase == "objective":
        return chance.outcomes(chance.uniform(sorted(s.deck.objectives)), lambda i: _act("objective", i))
    if phase == "reveal":
        return _draws(s.piles[s.pile], "flip")
    if phase == "creative_look":
        return _draws(s.piles[s.act["source"]], "peek")
    if phase == "scientist_draw":
        return _draws(s.rocket_pile, "supply")
    return []


def _draws(pile: dict[str, int], kind: str) -> list[tuple[Action, float]]:
    return chance.outcomes(chance.draw(pile), lambda card: _act(kind, card))


def _targets(s: RocketState, kind: str, budget: int) -> list[Action]:
    chars = s.deck.characters
    actions = []
    for other in s.opponents(s.turn):
        team = s.teams[other]
        for card in sorted(team.values(), key=lambda c: (chars[c].points, c)):
            if chars[card].points <= budget:
                actions.append(_act(kind, other, card))
    return actions


def _distinct(cards: list[str]) -> list[str]:
    return list(dict.fromkeys(cards))


def _takeable(s: RocketState, card: str) -> bool:
    return card != VORTEX or objectives.vortexes_are_kept(s)


# === applying an action =======================================================================
def apply_action(s: RocketState, action: Action) -> list[Event]:
    ev: list[Event] = []
    handler = _HANDLERS.get(action.kind)
    if handler is None:
        raise IllegalAction(f"unknown action {action}")
    handler(s, action, ev)
    return ev


def _on_objective(s: RocketState, action: Action, ev: list[Event]) -> None:
    objective_id = str(action.args[0])
    s.objective = objective_id
    objective = s.deck.objectives[objective_id]
    ev.append(
        CardFlipped(
            objective_id,
            "objective",
            **words_events.objective_revealed(objective),
        )
    )
    _start_turn(s, s.first_player, ev)


def _on_use(s: RocketState, action: Action, ev: list[Event]) -> None:
    card = str(action.args[0])
    seat = s.turn
    _take_from(s.areas[seat], card)
    s.area.append(card)
    s.pile = max(0, s.pile - ROCKET_VALUE[card])
    ev.append(
        CardMoved(
            card,
            f"rockets:{seat}",
            "game_area",
            seat=seat,
            **words_events.rocket_used(s, seat, card),
        )
    )


def _on_reveal(s: RocketState, action: Action, ev: list[Event]) -> None:
    if s.phase == "decide":
        s.last = None
    _reveal_next(s, ev)


def _on_flip(s: RocketState, action: Action, ev: list[Event]) -> None:
    card = str(action.args[0])
    _take_from(s.piles[s.pile], card)
    _revealed(s, card, ev)


def _reveal_next(s: RocketState, ev: list[Event]) -> None:
    """Reveal the top card of the current pile: a known top card at once, else by chance."""
    pile = s.pile
    if s.pile_size(pile) == 0:
        ev.append(
            Message(
                **words_events.pile_empty(s, pile),
                important=True,
            )
        )
        _end_round(s, ev)
        return
    if s.tops[pile]:
        card, knowers = s.tops[pile].pop(0)
        unaware = tuple(seat for seat in range(s.seats) if seat not in knowers)
        if unaware:
            ev.append(Revealed(seats=unaware))
        _revealed(s, card, ev)
        return
    s.phase = "reveal"


def _revealed(s: RocketState, card: str, ev: list[Event]) -> None:
    seat, pile = s.turn, s.pile
    ev.append(
        CardFlipped(
            card,
            f"pile:{PERIODS[pile]}",
            **words_events.revealed(s, seat, card, pile),
        )
    )
    if objectives.completes_on_reveal(s, seat, pile):
        s.discard.append(card)
        ev.append(
            CardMoved(
                card,
                f"pile:{PERIODS[pile]}",
                "discard",
                seat=seat,
                **words_events.reveal_only_completes(),
            )
        )
        _complete_objective(s, seat, ev)
        return
    if card == VORTEX:
        _revealed_vortex(s, ev)
    elif card in ROCKET_VALUE:
        _revealed_rocket(s, card, ev)
    else:
        _revealed_character(s, card, ev)


def _revealed_vortex(s: RocketState, ev: list[Event]) -> None:
    seat = s.turn
    ev.append(Message(**words_events.vortex_revealed(seat), important=True))
    if objectives.vortexes_are_kept(s):
        _add_to(s.areas[seat], VORTEX)
        ev.append(
            CardMoved(
                VORTEX,
                "game_area",
                f"rockets:{seat}",
                seat=seat,
                **words_events.vortex_kept(seat),
            )
        )
        if _check_holdings(s, seat, ev):
            return
    else:
        s.discard.append(VORTEX)
        ev.append(CardMoved(VORTEX, "game_area", "discard", seat=seat))
    _end_turn(s, ev)


def _revealed_rocket(s: RocketState, card: str, ev: list[Event]) -> None:
    s.area.append(card)
    s.seen = []
    if s.pile == 0:
        ev.append(Message(**words_events.rocket_spent_in_ancient_age()))
    else:
        s.pile -= 1
        ev.append(Message(**words_events.rocket_carries_back(s), important=True))
    ev.append(PhaseChanged("reveal", text=""))
    _reveal_next(s, ev)


def _revealed_character(s: RocketState, card: str, ev: list[Event]) -> None:
    category = s.deck.characters[card].category
    s.area.append(card)
    if category in s.seen:
        ev.append(Message(**words_events.forced_recruit(s, category, card), important=True))
        _recruit(s, card, ev)
        return
    s.seen.append(category)
    s.last = card
    s.phase = "decide"


# --- recruiting ---------------------------------------------------------------------------------
def _on_recruit(s: RocketState, action: Action, ev: list[Event]) -> None:
    _recruit(s, str(action.args[0]), ev)


def _recruit(s: RocketState, card: str, ev: list[Event]) -> None:
    """Recruit straight from the Game Area: the one way a character's action becomes available."""
    seat = s.turn
    s.area.remove(card)
    s.last = None
    _place_in_team(s, seat, card, "game_area", ev)
    if _check_holdings(s, seat, ev):
        return  # an objective completed by recruiting ends the round before the action
    _begin_action(s, card, ev)


def _place_in_team(s: RocketState, seat: int, card: str, source: str, ev: list[Event]) -> None:
    category = s.deck.characters[card].category
    team = s.teams[seat]
    old = team.get(category)
    if old is not None:
        s.discard.append(old)
        ev.append(
            CardMoved(
                old,
                f"team:{seat}",
                "discard",
                seat=seat,
                **words_events.leaves_team(s, seat, old),
            )
        )
    team[category] = card
    ev.append(
        CardMoved(card, source, f"team:{seat}", seat=seat, **words_events.joins_team(s, seat, card, source))
    )


def _gain(s: RocketState, seat: int, card: str, source: str, ev: list[Event]) -> bool:
    """A card taken by an action (never an action of its own); True when the round ended."""
    if card in SPECIAL_CARDS:
        _add_to(s.areas[seat], card)
        ev.append(
            CardMoved(
                card,
                source,
                f"rockets:{seat}",
                seat=seat,
                **words_events.takes_special(s, seat, card),
            )
        )
    else:
        _place_in_team(s, seat, card, source, ev)
    return _check_holdings(s, seat, ev)


# --- the five actions ---------------------------------------------------------------------------
def _begin_action(s: RocketState, card: str, ev: list[Event]) -> None:
    character = s.deck.characters[card]
    points, seat = character.points, s.turn
    s.act = {"category": character.category, "points": points}
    phase = ""
    if character.category == "humanitarian":
        phase = "humanitarian" if _targets(s, "take", points) else ""
    elif character.category == "military":
        s.act.update(budget=points, count=0)
        phase = "military" if _targets(s, "discard", points) else ""
    elif character.category == "creative":
        phase = "creative_offer" if s.pile_size(s.pile) else ""
    elif character.category == "scientist":
        stealable = any(s.rocket_value(o) for o in s.opponents(seat))
        phase = "scientist_offer" if s.rocket_pile or stealable else ""
    elif s.discard:  # explorer
        count = min(points, len(s.discard))
        look = s.discard[-count:][::-1]  # top card first
        del s.discard[-count:]
        s.act.update(look=look, order=[], got=0)
        ev.append(Message(**words_events.explorer_looks(seat, count)))
        phase = "explorer_take"
    if not phase:
        s.act = {}
        _end_turn(s, ev)
        return
    s.phase = phase
    ev.append(PhaseChanged(phase, text=""))


def _on_skip(s: RocketState, action: Action, ev: list[Event]) -> None:
    ev.append(Message(**words_events.action_skipped(s.turn)))
    s.act = {}
    _end_turn(s, ev)


def _on_take(s: RocketState, action: Action, ev: list[Event]) -> None:
    other, card = int(action.args[0]), str(action.args[1])
    category = s.deck.characters[card].category
    del s.teams[other][category]
    s.act = {}
    if _gain(s, s.turn, card, f"team:{other}", ev):
        return
    _end_turn(s, ev)


def _on_discard(s: RocketState, action: Action, ev: list[Event]) -> None:
    other, card = int(action.args[0]), str(action.args[1])
    character = s.deck.characters[card]
    del s.teams[other][character.category]
    s.discard.append(card)
    s.act["budget"] -= character.points
    s.act["count"] += 1
    ev.append(
        CardMoved(
            card,
            f"team:{other}",
            "discard",
            seat=other,
            **words_events.discarded(s, card, other),
        )
    )
    if not _targets(s, "discard", s.act["budget"]):
        _finish_military(s, ev)


def _finish_military(s: RocketState, ev: list[Event]) -> None:
    count = s.act["count"]
    s.act = {}
    if objectives.completes_military(s, count):
        _complete_objective(s, s.turn, ev)
        return
    _end_turn(s, ev)


def _on_look(s: RocketState, action: Action, ev: list[Event]) -> None:
    s.act.update(source=s.pile, want=s.act["points"], look=[], order=[], got=0)
    ev.append(Message(**words_events.creative_looks(s)))
    _continue_look(s, ev)


def _continue_look(s: RocketState, ev: list[Event]) -> None:
    """Take known top cards first, then draw the rest by chance, until enough are seen."""
    source, seat, look = s.act["source"], s.turn, s.act["look"]
    while len(look) < s.act["want"] and s.tops[source]:
        card, _ = s.tops[source].pop(0)
        look.append(card)
        ev.append(Revealed(seats=(seat,), **words_events.looks_at_a_card(seat)))
    if len(look) < s.act["want"] and s.piles[source]:
        s.phase = "creative_look"
    elif look:
        s.phase = "creative_take"
    else:
        s.act = {}
        _end_turn(s, ev)


def _on_peek(s: RocketState, action: Action, ev: list[Event]) -> None:
    card = str(action.args[0])
    _take_from(s.piles[s.act["source"]], card)
    s.act["look"].append(card)
    ev.append(Revealed(seats=(s.turn,), **words_events.looks_at_a_card(s.turn)))
    _continue_look(s, ev)


def _on_keep(s: RocketState, action: Action, ev: list[Event]) -> None:
    card = str(action.args[0])
    s.act["look"].remove(card)
    s.act["got"] += 1
    creative = s.phase == "creative_take"
    source = f"pile:{PERIODS[s.act['source']]}" if creative else "discard"
    if _gain(s, s.turn, card, source, ev):
        return
    if creative or not s.act["look"]:
        _start_put_back(s, ev)


def _on_done(s: RocketState, action: Action, ev: list[Event]) -> None:
    if s.phase == "military":
        _finish_military(s, ev)
    elif s.phase == "scientist_steal":
        s.act = {}
        _end_turn(s, ev)
    else:  # creative_take or explorer_take
        _start_put_back(s, ev)


def _start_put_back(s: RocketState, ev: list[Event]) -> None:
    if len(s.act["look"]) <= 1:
        _finish_put_back(s, ev)
        return
    s.phase = "creative_put" if s.phase == "creative_take" else "explorer_put"


def _on_put(s: RocketState, action: Action, ev: list[Event]) -> None:
    card = str(action.args[0])
    s.act["look"].remove(card)
    s.act["order"].append(card)
    if len(s.act["look"]) <= 1:
        _finish_put_back(s, ev)


def _on_keep_order(s: RocketState, action: Action, ev: list[Event]) -> None:
    _finish_put_back(s, ev)


def _finish_put_back(s: RocketState, ev: list[Event]) -> None:
    """The chosen order, first card on top, then whatever is left as it was shown."""
    order = s.act["order"] + s.act["look"]
    seat = s.turn
    if "source" in s.act:  # a Creative: only the Creative's seat knows these cards now
        pile = s.act["source"]
        s.tops[pile][:0] = [[card, [seat]] for card in order]
        if order:
            ev.append(
                CardMoved(
                    None,
                    f"look:{seat}",
                    f"pile:{PERIODS[pile]}",
                    face_up=False,
                    seat=seat,
                    **words_events.put_back_on_pile(s, seat, len(order), pile),
                )
            )
    else:  # an Explorer: the discard pile is public
        s.discard.extend(reversed(order))
        if order:
            ev.append(
                CardMoved(
                    None,
                    f"look:{seat}",
                    "discard",
                    seat=seat,
                    **words_events.put_back_on_discard(seat, len(order)),
                )
            )
    s.act = {}
    _end_turn(s, ev)


def _on_draw_rockets(s: RocketState, action: Action, ev: list[Event]) -> None:
    s.act.update(want=s.act["points"], got=0)
    _continue_rockets(s, ev)


def _continue_rockets(s: RocketState, ev: list[Event]) -> None:
    if s.act["got"] >= s.act["want"]:
        s.act = {}
        _end_turn(s, ev)
    elif s.rocket_pile:
        s.phase = "scientist_draw"
    elif any(s.rocket_value(o) for o in s.opponents(s.turn)):
        s.phase = "scientist_steal"
        ev.append(Message(**words_events.rocket_pile_empty(s.turn)))
    else:
        s.act = {}
        _end_turn(s, ev)


def _on_supply(s: RocketState, action: Action, ev: list[Event]) -> None:
    card = str(action.args[0])
    _take_from(s.rocket_pile, card)
    s.act["got"] += 1
    if _gain(s, s.turn, card, "rocket_pile", ev):
        return
    _continue_rockets(s, ev)


def _on_steal(s: RocketState, action: Action, ev: list[Event]) -> None:
    other, card = int(action.args[0]), str(action.args[1])
    _take_from(s.areas[other], card)
    s.act["got"] += 1
    if _gain(s, s.turn, card, f"rockets:{other}", ev):
        return
    _continue_rockets(s, ev)


# === turns, rounds and the end ================================================================
def _start_turn(s: RocketState, seat: int, ev: list[Event]) -> None:
    s.turn = seat
    s.phase = "start"
    s.pile = POSTWAR
    s.seen = []
    s.area = []
    s.last = None
    s.act = {}
    ev.append(TurnStarted(seat, **words_events.turn_started(seat)))


def _end_turn(s: RocketState, ev: list[Event]) -> None:
    seat = s.turn
    if s.area:
        ev.append(
            CardMoved(
                None,
                "game_area",
                "discard",
                seat=seat,
                **words_events.game_area_cleared(),
            )
        )
        s.discard.extend(s.area)
        s.area = []
    s.last = None
    if objectives.completes_at_turn_end(s, seat):
        _complete_objective(s, seat, ev)
        return
    complete = [p for p in s.active if len(s.teams[p]) == 5]
    if complete:
        ev.append(Message(**words_events.team_complete(complete[0]), important=True))
        _end_round(s, ev)
        return
    _start_turn(s, _next_seat(s, seat), ev)


def _next_seat(s: RocketState, seat: int) -> int:
    for step in range(1, s.seats + 1):
        candidate = (seat + step) % s.seats
        if candidate in s.active:
            return candidate
    return seat


def _check_holdings(s: RocketState, seat: int, ev: list[Event]) -> bool:
    """End the round when `seat` now holds what the open objective asks for."""
    if objectives.holds_now(s, seat):
        _complete_objective(s, seat, ev)
        return True
    return False


def _complete_objective(s: RocketState, seat: int, ev: list[Event]) -> None:
    objective = s.deck.objectives[s.objective or ""]
    s.objective_done_by = seat
    ev.append(Message(**words_events.objective_completed(seat, objective), important=True))
    _end_round(s, ev)


def _end_round(s: RocketState, ev: list[Event]) -> None:
    breakdown: list[tuple[int, str, int]] = []
    for seat in range(s.seats):
        if seat not in s.active:
            s.last_points[seat] = s.last_chars[seat] = 0
            continue
        team = s.team_points(seat)
        bonus = 0
        if s.objective_done_by == seat and s.objective is not None:
            bonus = s.deck.objectives[s.objective].points
        s.last_points[seat] = team + bonus
        s.last_chars[seat] = len(s.teams[seat])
        s.totals[seat] += team + bonus
        breakdown.append((seat, "team", team))  # stable keys: the UI words them
        if bonus:
            breakdown.append((seat, "objective", bonus))
        ev.append(
            ScoreChanged(
                seat,
                team + bonus,
                s.totals[seat],
                **words_events.scored(seat, team + bonus, s.totals[seat]),
            )
        )
    ev.append(RoundEnded(s.round_number, tuple(breakdown), **words_events.round_ended(s.round_number)))
    _decide_what_next(s, ev)


def _decide_what_next(s: RocketState, ev: list[Event]) -> None:
    if s.final_rounds:
        contenders = list(s.active)
        rank: dict[int, tuple[int, ...]] = {
            seat: (s.last_points[seat], s.last_chars[seat]) for seat in contenders
        }
    else:
        contenders = [seat for seat in s.active if s.totals[seat] >= WINNING_SCORE]
        if not contenders and s.round_number >= MAX_ROUNDS:
            contenders = list(s.active)
        rank = {seat: (s.totals[seat], s.last_chars[seat], s.last_points[seat]) for seat in contenders}
    if not contenders:
        _new_round(s, ev)
        return
    best = max(rank.values())
    tied = [seat for seat in contenders if rank[seat] == best]
    if len(tied) == 1 or s.final_rounds >= MAX_FINAL_ROUNDS:
        _finish_game(s, tied, ev)
        return
    s.final_rounds += 1
    s.active = tied
    ev.append(Message(**words_events.final_round(tied), important=True))
    _new_round(s, ev)


def _finish_game(s: RocketState, winners: list[int], ev: list[Event]) -> None:
    s.winners = winners
    s.phase = "over"
    ev.append(GameEnded(tuple(winners), **words_events.game_won(winners)))


def new_round_setup(s: RocketState) -> None:
    """Every card goes back to its pile and each pile is whole again (shuffled = unordered)."""
    deck = s.deck
    s.round_number += 1
    s.piles = [deck.pile_contents(i) for i in range(5)]
    s.tops = [[] for _ in range(5)]
    s.rocket_pile = deck.rocket_pile_contents()
    s.teams = [{} for _ in range(s.seats)]
    s.areas = [{} for _ in range(s.seats)]
    s.discard = []
    s.objective = None
    s.objective_done_by = None
    s.area, s.seen, s.last, s.act = [], [], None, {}
    s.pile = POSTWAR
    s.phase = "objective"


def _new_round(s: RocketState, ev: list[Event]) -> None:
    s.first_player = next_seat(s.first_player, s.seats, s.active)
    new_round_setup(s)
    ev.append(
        PhaseChanged(
            "round",
            **words_events.round_started(s.round_number, s.first_player),
        )
    )


# --- multisets ----------------------------------------------------------------------------------
def _take_from(pile: dict[str, int], card: str) -> None:
    count = pile[card]
    if count == 1:
        del pile[card]
    else:
        pile[card] = count - 1


def _add_to(pile: dict[str, int], card: str) -> None:
    pile[card] = pile.get(card, 0) + 1


_HANDLERS = {
    "objective": _on_objective,
    "use": _on_use,
    "reveal": _on_reveal,
    "flip": _on_flip,
    "recruit": _on_recruit,
    "skip": _on_skip,
    "take": _on_take,
    "discard": _on_discard,
    "look": _on_look,
    "peek": _on_peek,
    "keep": _on_keep,
    "done": _on_done,
    "put": _on_put,
    "keep_order": _on_keep_order,
    "draw_rockets": _on_draw_rockets,
    "supply": _on_supply,
    "steal": _on_steal,
}
