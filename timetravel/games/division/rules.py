"""The flow of Time Division: coin toss, draft, play rounds, era scoring and the campaign."""

from __future__ import annotations

from timetravel.engine import chance
from timetravel.engine.actions import Action, interned
from timetravel.engine.events import (
    CardFlipped,
    Event,
    Message,
    PhaseChanged,
    PieceMoved,
    Revealed,
    RoundEnded,
    ScoreChanged,
    said,
)
from timetravel.engine.outcome import Outcome
from timetravel.engine.phases import Phase
from timetravel.engine.state import CHANCE, TERMINAL, Json, ResultsTable
from timetravel.games.division import effects, influence, knowledge, words
from timetravel.games.division.content import load_era
from timetravel.games.division.observe import observe
from timetravel.games.division.state import SEATS, DivisionData
from timetravel.i18n import Seat

_LISTS: dict[tuple[object, ...], list[Action]] = {}
_DRAWS: dict[tuple[str, ...], list[tuple[Action, float]]] = {}


def _actions(kind: str, cards: list[str]) -> list[Action]:
    """One action per card, in the given order; the list itself is shared, so never change it."""
    key = (kind, *cards)
    found = _LISTS.get(key)
    if found is None:
        if len(_LISTS) > 50_000:
            _LISTS.clear()
        found = _LISTS[key] = [interned(kind, c) for c in cards]
    return found


def _one(args: tuple[str | int, ...]) -> str | int | None:
    """The one argument of an action that takes one (None otherwise)."""
    return args[0] if len(args) == 1 else None


TRACK = 4  # spaces on each side of the middle of the VP track
DRAFT_TURNS = 3


class DivisionState(DivisionData):
    # --- setup ---------------------------------------------------------------------------------
    def setup_era(self) -> None:
        era = load_era(self.eras[self.era_i])
        for cards in self.z.values():
            cards.clear()
        self.z["deck"] = sorted(c.id for c in era.cards if not c.traveler)
        self.rotated.clear()
        self.facedown.clear()
        self.seen = [set(), set()]
        self.maybe = [{}, {}]
        self.quota = [[], []]
        self.stack_left = [9, 9]
        self.draft_turns = [0, 0]
        self.drafter = self.coin or 0
        self.draft_stage = "draw"
        self.round = 0
        self.armed, self.frames = [], []
        self.triggered.clear()
        self.blocked.clear()
        self.simultaneous = False
        self.step = "travelers" if self.mode == "campaign" else "draft"
        self.events.append(PhaseChanged(self.step, **said("{era}: the draft begins.", era=era.name)))

    def travelers(self) -> list[str]:
        return [c.id for c in load_era(self.eras[self.era_i]).cards if c.traveler]

    # --- small queries the effects use ----------------------------------------------------------------
    def seat_name(self, seat: int) -> Seat:
        """A seat in a sentence: its chosen name when the sentence is put into words."""
        return Seat(seat)

    def card_count(self, seat: int) -> int:
        return len(self.z[f"influence:{seat}"])

    def play_total(self, seat: int) -> int:
        return sum(self.card(c).value for c in self.z[f"influence:{seat}"] if c not in self.facedown)

    def highest_card(self, seat: int) -> int:
        return max(
            (self.card(c).value for c in self.z[f"influence:{seat}"] if c not in self.facedown), default=-1
        )

    def give_coin(self, seat: int) -> None:
        if self.coin != seat:
            self.events.append(
                PieceMoved(
                    "coin",
                    f"coin:{self.coin}",
                    f"coin:{seat}",
                    **said("{player} takes the coin.", player=self.seat_name(seat)),
                )
            )
        self.coin = seat

    def give_first_coin(self, seat: int) -> None:
        """The rulebook's alternative to the toss: the more experienced player takes the coin."""
        self.coin = seat
        self.setup_era()
        self.events = []

    def toggle_rotation(self, card_id: str) -> None:
        turned = card_id not in self.rotated
        (self.rotated.add if turned else self.rotated.discard)(card_id)
        word = "turned" if turned else "straightened"
        self.events.append(
            CardFlipped(
                card_id,
                self.zone_of(card_id),
                **said("{card} is {state}.", card=self.card(card_id).name, state=word),
            )
        )

    def reveal(self, card_id: str) -> None:
        if card_id in self.facedown:
            return
        fresh = tuple(s for s in SEATS if card_id not in self.seen[s])
        for seat in SEATS:
            knowledge.know(self, seat, (card_id,))
        if fresh:
            self.events.append(Revealed(fresh, **said("{card} is revealed.", card=self.card(card_id).name)))

    # --- who acts ------------------------------------------------------------------------------
    def to_act(self) -> int:
        if self.step == "over":
            return TERMINAL
        need = effects.needs(self)
        if need:
            return CHANCE if need == "chance" else effects.chooser(self.frames[-1])
        if self.step in ("flip", "travelers"):
            return CHANCE
        if self.step == "draft":
            return CHANCE if self.draft_stage == "draw" else self.drafter
        if self.step == "facedown":
            return self.drafter
        if self.step == "play":
            return self.first if not self.z[f"decision:{self.first}"] else 1 - self.first
        if self.step == "decide":
            return self.coin or 0
        raise AssertionError(f"no actor in step {self.step}")

    def turn_phase(self) -> Phase:
        """The rulebook's draft is played by both at once; the engine takes it in turns, so a screen
        must not make a person wait on an AI's pace here."""
        if self.step == "draft":  # the draw between picks belongs to the draft too
            return Phase("draft", frozenset(SEATS) if self.to_act() >= 0 else frozenset(), simultaneous=True)
        return Phase.turn(self.to_act(), self.step)

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.to_act() != CHANCE:
            return []
        if self.frames:
            cards = effects.random_outcomes(self)
            return chance.outcomes(chance.uniform(_actions("random", cards)), lambda a: a)
        if self.step == "flip":
            heads, tails = (interned("flip", seat) for seat in SEATS)
            return chance.outcomes(chance.coin(heads, tails), lambda a: a)
        if self.step == "travelers":
            return [(interned("travelers", c), 0.5) for c in self.travelers()]
        deck = tuple(self.z["deck"])
        found = _DRAWS.get(deck)
        if found is None:
            if len(_DRAWS) > 50_000:
                _DRAWS.clear()
            found = _DRAWS[deck] = chance.uniform(_actions("draw", list(deck)))
        return found

    def _legal_actions(self) -> list[Action]:
        actor = self.to_act()
        if actor < 0:
            return []
        if self.frames:
            return effects.pick_actions(self)
        if self.step == "draft":
            return _actions(self.draft_stage, sorted(self.z[f"temp:{actor}"]))  # keep, then give
        if self.step in ("facedown", "play"):
            return _actions(self.step, sorted(self.z[f"hand:{actor}"]))
        return self._resolve_actions(actor)

    def _resolve_actions(self, actor: int) -> list[Action]:
        played = [self.z[f"decision:{s}"][0] for s in (actor, 1 - actor) if self.z[f"decision:{s}"]]
        if len(played) == 2:
            a, b = played
            return [interned("resolve", a, b), interned("resolve", b, a)]
        if len(played) == 1:
            return [interned("resolve", played[0], "none"), interned("resolve", "none", played[0])]
        return [interned("resolve", "none", "none")]

    def is_legal(self, action: Action) -> bool:
        """Whether `action` is among the options now, looking only where its kind can be legal
        (without working out who acts: the kind says where to look)."""
        args = action.args
        if self.frames:  # an effect waits for a pick or a random card
            if action.kind == "pick":
                return action in self.legal_actions()
            return (
                action.kind == "random"
                and effects.waits_for_chance(self)
                and _one(args) in effects.random_outcomes(self)
            )
        kind, step = action.kind, self.step
        if kind == "draw" or kind in ("keep", "give"):
            stage_ok = step == "draft" and self.draft_stage == ("draw" if kind == "draw" else kind)
            zone = "deck" if kind == "draw" else f"temp:{self.drafter}"
            return stage_ok and _one(args) in self.z[zone]
        if kind == "facedown":
            return step == "facedown" and _one(args) in self.z[f"hand:{self.drafter}"]
        if kind == "play":
            return step == "play" and _one(args) in self.z[f"hand:{self.to_act()}"]
        if kind == "resolve":
            return step == "decide" and action in self.legal_actions()
        if kind == "flip":
            return step == "flip" and len(args) == 1 and args[0].__class__ is int and args[0] in SEATS
        if kind == "travelers":
            return step == "travelers" and _one(args) in self.travelers()
        return False

    # --- transitions ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        self.events = []
        kind, args = action.kind, action.args
        if kind == "random":
            effects.draw_random(self, str(args[0]))
        elif kind == "pick":
            effects.apply_pick(self, action)
        elif kind == "flip":
            self.coin = int(args[0])
            self.events.append(
                PieceMoved(
                    "coin",
                    "coin:none",
                    f"coin:{self.coin}",
                    **said("{player} wins the coin toss.", player=self.seat_name(self.coin)),
                )
            )
            self.setup_era()
        elif kind == "travelers":
            first = str(args[0])
            other = next(c for c in self.travelers() if c != first)
            self.z["front:0"].append(first)
            self.z["front:1"].append(other)
            pair = sorted((first, other))
            for seat in SEATS:  # nobody knows yet which traveler lies in which draft pile
                self.maybe[seat].update({c: {"front:0", "front:1"} for c in pair})
                self.quota[seat] = [[pair, "front:0", 1], [pair, "front:1", 1]]
            self.step = "draft"
        elif kind == "draw":
            self.move(str(args[0]), f"temp:{self.drafter}", frozenset({self.drafter}))
            self.stack_left[self.drafter] -= 1
            if len(self.z[f"temp:{self.drafter}"]) == 3:
                self.draft_stage = "keep"
        elif kind in ("keep", "give"):
            self._distribute(kind, str(args[0]))
        elif kind == "facedown":
            self._place_facedown(str(args[0]))
        elif kind == "play":
            self._play(str(args[0]))
        elif kind == "resolve":
            self._resolve(str(args[0]), str(args[1]))
        self.advance()
        return self.events

    def _distribute(self, kind: str, card_id: str) -> None:
        seat = self.drafter
        me = frozenset({seat})
        if kind == "keep":
            self.move(card_id, f"front:{seat}", me)
            self.draft_stage = "give"
            return
        self.move(card_id, f"front:{1 - seat}", me)
        for rest in list(self.z[f"temp:{seat}"]):
            self.move(rest, "independent", me)
        self.draft_turns[seat] += 1
        self.draft_stage = "draw"
        if self.draft_turns[seat] < DRAFT_TURNS:
            return
        if self.draft_turns[1 - seat] < DRAFT_TURNS:
            self.drafter = 1 - seat
            return
        self._pick_up_hands()

    def _pick_up_hands(self) -> None:
        for seat in SEATS:
            cards = self.z[f"front:{seat}"]
            self.z[f"hand:{seat}"] = cards
            self.z[f"front:{seat}"] = []
            knowledge.rename(self, f"front:{seat}", f"hand:{seat}")
        for seat in SEATS:
            knowledge.know(self, seat, self.z[f"hand:{seat}"])
            if self.mode == "campaign":
                knowledge.know(self, seat, self.travelers())  # the other traveler is the rival's
        self.events.append(PhaseChanged("play", text="Both players take their hands."))
        if self.mode == "campaign":
            self.step = "facedown"
            self.drafter = self.coin or 0
        else:
            self._start_round()

    def _place_facedown(self, card_id: str) -> None:
        seat = self.drafter
        self.move(card_id, f"influence:{seat}", frozenset({seat}), face_down=True)
        if seat == self.coin:
            self.drafter = 1 - seat
        else:
            self._start_round()

    def _start_round(self) -> None:
        self.round += 1
        self.first = self.coin or 0
        self.triggered.clear()
        self.blocked.clear()
        self.simultaneous = False
        self.step = "pre"
        self.events.append(
            PhaseChanged(
                "play",
                **said("Round {n}: {player} plays first.", n=self.round, player=self.seat_name(self.first)),
            )
        )
        for card_id, owner in self.armed:
            card = self.card(card_id)
            if card.delayed is not None and card.delayed.timing == "before_play":
                self.events.append(
                    Message(**said("The delayed effect of {card} takes place.", card=card.name))
                )
                effects.start(self, card_id, int(owner), "delayed")

    def _play(self, card_id: str) -> None:
        seat = self.to_act()
        hidden = self.simultaneous and seat == self.first
        self.move(card_id, f"decision:{seat}", frozenset({seat}), face_down=hidden)
        if seat == self.first:
            return
        for other in SEATS:
            for played in self.z[f"decision:{other}"]:
                if played in self.facedown:
                    self.facedown.discard(played)
                    self.reveal(played)
                    self.events.append(
                        CardFlipped(
                            played,
                            f"decision:{other}",
                            **said("{card} is revealed.", card=self.card(played).name),
                        )
                    )
        self._finish_delayed("before_play")
        self._compare()
        self.step = "mid"
        for card_id2, owner in self.armed:
            card = self.card(card_id2)
            if card.delayed is not None and card.delayed.timing == "after_coin":
                self.events.append(
                    Message(**said("The delayed effect of {card} takes place.", card=card.name))
                )
                effects.start(self, card_id2, int(owner), "delayed")

    def _compare(self) -> None:
        values = [self.card(self.z[f"decision:{s}"][0]).value for s in SEATS]
        if values[0] != values[1]:
            self.give_coin(0 if values[0] > values[1] else 1)
        else:
            self.events.append(Message(text="Equal influence: the coin stays."))

    def _finish_delayed(self, timing: str) -> None:
        keep = []
        for card_id, owner in self.armed:
            card = self.card(card_id)
            if card.delayed is not None and card.delayed.timing == timing:
                self.move(card_id, "past")
            else:
                keep.append([card_id, owner])
        self.armed = keep

    def _resolve(self, trigger: str, collect: str) -> None:
        owners = {c: s for s in SEATS for c in self.z[f"decision:{s}"]}
        self.resolving = [trigger, owners.get(trigger, 0), collect, owners.get(collect, 0)]
        self.step = "resolve"
        if trigger != "none":
            effects.try_trigger(self, trigger, owners[trigger], own_round=True)

    def _after_trigger(self) -> None:
        trigger, t_owner, collect, c_owner = self.resolving
        if trigger != "none":
            card = self.card(trigger)
            if card.delayed is not None and trigger in self.z[f"temp:{t_owner}"]:
                self.armed.append([trigger, t_owner])
            elif trigger in self.z[f"decision:{t_owner}"]:
                self.move(trigger, "past")
        # Collecting takes whatever still lies on a Decision Space: a card an effect exchanged into
        # it is collected in place of the one it replaced.
        for seat in (c_owner, 1 - c_owner):
            for card_id in list(self.z[f"decision:{seat}"]):
                self.move(card_id, f"influence:{seat}")
        self.resolving = ["", 0, "", 0]

    def advance(self) -> None:
        while True:
            if self.frames:
                effects.run(self)
                if self.frames:
                    return
            if self.step == "pre":
                self.step = "play"
            elif self.step == "mid":
                self._finish_delayed("after_coin")
                self.step = "decide"
            elif self.step == "resolve":
                self._after_trigger()
                if self.z["hand:0"] and self.z["hand:1"]:
                    self._start_round()
                    continue
                self._end_era()
            return

    # --- scoring -------------------------------------------------------------------------------------
    def influence_of(self, card_id: str, seat: int) -> int:
        return influence.influence_of(card_id, seat, self.z, self.rotated, self.facedown)

    def score_total(self, seat: int) -> int:
        return sum(self.influence_of(c, seat) for c in self.z[f"influence:{seat}"])

    def _end_era(self) -> None:
        for card_id, _owner in self.armed:
            self.move(card_id, "past")  # a delayed effect of the last round has no next round
        self.armed = []
        for seat in SEATS:
            for card_id in self.z[f"influence:{seat}"]:
                if card_id in self.facedown:
                    self.facedown.discard(card_id)
                    self.reveal(card_id)
                    self.events.append(
                        CardFlipped(
                            card_id,
                            f"influence:{seat}",
                            **said("{card} is turned face up.", card=self.card(card_id).name),
                        )
                    )
        totals = [self.score_total(s) for s in SEATS]
        winner = (self.coin or 0) if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
        vp = [0, 0]
        if self.mode == "campaign":
            for seat in SEATS:
                unrotated = [
                    c for c in self.z[f"influence:{seat}"] if self.card(c).traveler and c not in self.rotated
                ]
                vp[seat] = 2 * (seat == winner) + len(unrotated)
            self.standee = max(-TRACK, min(TRACK, self.standee + vp[0] - vp[1]))
        for seat in SEATS:
            self.events.append(
                ScoreChanged(
                    seat,
                    totals[seat],
                    totals[seat],
                    **said("{player}: {n} influence.", player=self.seat_name(seat), n=totals[seat]),
                )
            )
        breakdown = tuple((s, "influence", totals[s]) for s in SEATS) + tuple((s, "vp", vp[s]) for s in SEATS)
        era = load_era(self.eras[self.era_i])
        self.events.append(
            RoundEnded(
                self.era_i + 1,
                breakdown,
                **said("{player} wins {era}.", player=self.seat_name(winner), era=era.name),
            )
        )
        self.results.append(
            {"era": era.id, "totals": totals, "winner": winner, "vp": vp, "standee": self.standee}
        )
        if self.mode == "campaign" and self.era_i + 1 < len(self.eras):
            self.era_i += 1
            self.coin = winner
            self.setup_era()
        else:
            self.step = "over"

    def outcome(self) -> Outcome | None:
        if self.step != "over":
            return None
        if self.mode == "campaign":
            side = 0 if self.standee > 0 else 1 if self.standee < 0 else (self.coin or 0)
            scores = (float(TRACK + self.standee), float(TRACK - self.standee))
            return Outcome(scores, frozenset({side}), detail=words.marker_words(self))
        last = self.results[-1]
        totals = last["totals"]
        tie = words.tie_words(self, totals[0], last["winner"]) if totals[0] == totals[1] else ""
        return Outcome(tuple(float(x) for x in totals), frozenset({last["winner"]}), detail=tie)

    def results_table(self) -> ResultsTable | None:
        """A campaign's results by era: each era's VP with its influence under it, and the VP sum."""
        if self.mode != "campaign" or self.step != "over":
            return None
        columns = tuple(load_era(r["era"]).name for r in self.results)
        cells = tuple(
            tuple((f"{r['vp'][seat]} VP", f"{r['totals'][seat]} influence") for r in self.results)
            for seat in SEATS
        )
        totals = tuple(f"{sum(r['vp'][seat] for r in self.results)} VP" for seat in SEATS)
        return ResultsTable(columns, cells, totals, "VP won")

    # --- protocol plumbing ---------------------------------------------------------------------------
    def clone(self) -> DivisionState:
        new = DivisionState.__new__(DivisionState)
        self.copy_into(new)
        return new

    def observe(self, seat: int) -> Json:
        return observe(self, seat)

    def action_words(self, action: Action, viewer: int | None) -> str:
        return words.action_words(self, action, viewer)

    def handoff_label(self) -> str:
        # A hand-off comes whenever the two hands differ (the default, from observe()): show them.
        return "I am {name}: show my cards"

    def prompt(self, seat: int) -> str:
        return words.prompt(self, seat)

    def progress(self) -> str:
        return words.progress(self)
