"""The Venice scenario (scenes/stories/venice): it loads and validates, every location can be reached,
a team that plays a fixed plan with seeded dice succeeds in 2 or 3 runs, no first run can succeed
(the rift throws the first agent who stands before it back to HQ), and random play ends."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pytest

from timetravel.engine.actions import Action
from timetravel.engine.state import CHANCE, TERMINAL
from timetravel.games.stories import GAME, changes
from timetravel.games.stories.check import validate
from timetravel.games.stories.content import load_scenario, scenario_dir
from timetravel.games.stories.state import StoriesState
from timetravel.games.stories.steps import Choice

SCENARIO = "venice"
HOSTS = ("bortolo", "lucia", "zanetta")


def new_game(hosts: Sequence[str] = HOSTS) -> StoriesState:
    st = GAME.new_initial_state(GAME.make_config(len(hosts), {"scenario": SCENARIO}))
    for host in hosts:
        st, _ = st.apply(Action.parse(f"host:{host}"))
    return st


def steps_of(script: Sequence[object]) -> Iterator[object]:
    """Every step of a script, those inside choices and rolls too."""
    for step in script:
        yield step
        params = getattr(step, "params", None)
        if isinstance(params, Choice):
            for option in params.options:
                yield from steps_of(option.steps)
        for nested in ("success", "failure"):
            yield from steps_of(getattr(params, nested, None) or [])


def cards_with(verb: str) -> set[str]:
    content = load_scenario(SCENARIO)
    return {
        f"{loc.id}.{card.letter}"
        for loc in content.locations.values()
        for card in loc.cards
        if any(getattr(step, "verb", None) == verb for step in steps_of(card.script))
    }


# --- the plan: per run, the locations in order, the cards to enter there, and the answers ----------
Stop = tuple[str, tuple[str, ...]]
CLUES: tuple[Stop, ...] = (
    ("piazzetta", ("B", "C", "E")),
    ("dogana", ("B", "C")),
    ("spezieria", ("D",)),
    ("osteria", ("D", "B")),
    ("warehouse", ("B", "C")),
    ("lazzaretto", ("B", "D")),
)
KNOWN: tuple[Stop, ...] = (
    ("piazzetta", ("B", "C")),
    ("dogana", ("B",)),
    ("warehouse", ("B", "C")),
    ("lazzaretto", ("B", "D")),
)
# The option indexes chosen on a card, in order of preference (the first one open is taken).
ANSWERS = {
    "osteria.B": (1,),  # no mask
    "lazzaretto.B": (0, 1, 2),  # the pass, else a bribe, else force
    "lazzaretto.D": (3,),  # the black silk...
    "lazzaretto.D+silk_laid": (2,),  # ...then fold it at the third stroke of Vespers
}


@dataclass
class PlanPlayer:
    """Follows the plan of each run; rolls when on a test, joins an unfinished target otherwise."""

    plans: dict[int, tuple[Stop, ...]]
    rng: random.Random
    stop: int = 0
    run: int = 1

    def plan(self, st: StoriesState) -> tuple[Stop, ...]:
        return self.plans.get(st.run, self.plans[max(self.plans)])

    def pending(self, st: StoriesState) -> list[str]:
        """Target cards of the current stop whose script has not finished this run."""
        location, targets = self.plan(st)[self.stop]
        if st.location != location:
            return []
        return [x for x in targets if f"{location}.{x}" not in st.done or f"{location}.{x}" in st.tests]

    def choose(self, st: StoriesState) -> Action:
        if st.run != self.run:
            self.run, self.stop = st.run, 0
        if st.to_act() == CHANCE:
            outcomes = st.chance_outcomes()
            return self.rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        legal = [str(a) for a in st.legal_actions()]
        if st.choice is not None:
            card = str(st.choice_card)
            wanted = ANSWERS.get(f"{card}+silk_laid" if "silk_laid" in st.tokens else card, (0,))
            picked = next(f"choose:{i}" for i in (*wanted, *range(4)) if f"choose:{i}" in legal)
            return Action.parse(picked)
        return Action.parse(self.pick(st, legal))

    def pick(self, st: StoriesState, legal: list[str]) -> str:
        if st.stage == "host":
            return next(f"host:{h}" for h in HOSTS if f"host:{h}" in legal)
        if st.stage in ("arrive", "round"):
            if self.pending(st):
                return "explore" if "explore" in legal else "spend"
            while self.stop + 1 < len(self.plan(st)) and self.plan(st)[self.stop][0] == st.location:
                self.stop += 1
            target = f"travel:{self.plan(st)[self.stop][0]}"
            return target if target in legal else ("spend" if "spend" in legal else legal[0])
        seat = st.to_act()
        pending = self.pending(st)
        taken = {st.agents[s].card for s in st.living() if s != seat}
        if st.stage == "place":
            for letter in [*(x for x in pending if x not in taken), *pending]:
                if f"place:{letter}" in legal:
                    return f"place:{letter}"
            return legal[0]
        for candidate in self.agent_wishes(st, seat, pending, taken):
            if candidate in legal:
                return candidate
        return "idle" if "idle" in legal else legal[0]

    def agent_wishes(
        self, st: StoriesState, seat: int, pending: list[str], taken: set[str | None]
    ) -> list[str]:
        agent = st.agents[seat]
        test = st.test_at(agent.card) if agent.card is not None else None
        wishes = []
        if test is not None:
            wishes.append(f"roll:{test.attribute}")
        wishes += [f"move:{x}" for x in pending if x not in taken and x != agent.card]
        for letter in pending:  # help with a test where this host has dice
            other = st.test_at(letter)
            if letter != agent.card and other is not None and st.dice_for(seat, other.attribute) > 1:
                wishes.append(f"move:{letter}")
        return wishes


def play(st: StoriesState, player: PlanPlayer, limit: int = 20_000) -> StoriesState:
    for _ in range(limit):
        if st.to_act() == TERMINAL:
            return st
        st, _ = st.apply(player.choose(st))
    raise AssertionError("the game did not end")


PLANS = {1: CLUES, 2: KNOWN}


# --- the content -----------------------------------------------------------------------------------
def test_it_loads_and_validates_without_a_problem() -> None:
    assert validate(scenario_dir(SCENARIO)) == []
    content = load_scenario(SCENARIO)
    assert len(content.meta.maps) == 4 and len(content.locations) >= 8
    assert any(loc.red for loc in content.locations.values())
    assert len(content.hosts) >= 5 and len(content.items) >= 12 and len(content.meta.tokens) >= 8
    assert sum(item.agency for item in content.items.values()) >= 2


def test_the_hosts_have_different_strengths() -> None:
    hosts = load_scenario(SCENARIO).hosts.values()
    profiles = {(tuple(sorted(h.dice.items())), h.resistance, h.life, h.ability) for h in hosts}
    assert len(profiles) == len(hosts)
    best = {max(h.dice, key=lambda a, h=h: h.dice[a]) for h in hosts}
    assert best == {"vigour", "learning", "guile"}, "each attribute has a host who is best at it"


def test_every_card_text_fits_a_panel() -> None:
    content = load_scenario(SCENARIO)
    long = {key: len(text.split()) for key, text in content.texts.items() if len(text.split()) > 90}
    assert long == {}


def test_every_location_can_be_reached() -> None:
    st = new_game()
    content = load_scenario(SCENARIO)
    openers = {getattr(m.when.params, "token", "") for m in content.meta.maps if m.when is not None}
    givers = cards_with("gain_token")
    assert openers == {"heard_murano", "knows_island"}
    assert "piazzetta.B" in givers and "dogana.B" in givers, "both map tokens come from the open maps"
    st = st.clone()
    st.tokens.update(openers)
    st.forget_options()
    assert {st.location, *st.destinations()} == set(content.locations)


# --- across runs ----------------------------------------------------------------------------------
def test_only_the_rift_card_succeeds_and_a_first_visit_throws_the_team_back() -> None:
    assert cards_with("success") == {"lazzaretto.D"}
    assert cards_with("gain_item") >= {"lazzaretto.D"}
    items = load_scenario(SCENARIO).items
    assert items["rift_echo"].agency, "the echo is kept for the next run"
    st = new_game().clone()
    st.tokens.update({"warden_passed"})
    changes.leave_location(st)
    st.left = None
    changes.arrive(st, "lazzaretto")
    changes.gain_item(st, 0, "black_silk")
    changes.gain_item(st, 0, "health_pass")
    st.forget_options()
    for text in ("explore", "place:B", "choose:0", "place:D"):
        if text == "place:D" and st.choice is not None:
            break
        st, _ = st.apply(Action.parse(text))
    while st.run == 1 and st.to_act() >= 0:
        legal = [str(a) for a in st.legal_actions()]
        move = "move:D" if "move:D" in legal else "spend" if "spend" in legal else legal[0]
        st, _ = st.apply(Action.parse(move))
    assert st.run == 2 and st.result == ""
    assert st.holder_of("rift_echo") is not None and st.holder_of("black_silk") is None


@pytest.mark.parametrize("seed", range(6))
def test_the_planned_route_succeeds_in_two_or_three_runs(seed: int) -> None:
    end = play(new_game(), PlanPlayer(PLANS, random.Random(seed)))
    assert end.result == "success"
    assert end.run in (2, 3)


def test_random_play_ends_and_never_succeeds_in_the_first_run() -> None:
    for seed in range(20):
        rng = random.Random(seed)
        st = new_game()
        for _ in range(GAME.info.max_length):
            if st.to_act() == TERMINAL:
                break
            if st.to_act() == CHANCE:
                outcomes = st.chance_outcomes()
                action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                action = rng.choice(st.legal_actions())
            st, _ = st.apply(action)
        assert st.to_act() == TERMINAL
        assert not (st.result == "success" and st.run == 1)


def shingles(text: str, size: int = 5) -> set[tuple[str, ...]]:
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i : i + size]) for i in range(len(words) - size + 1)}


@pytest.mark.parametrize("language", ["en", "es", "ko"])
def test_the_mission_accomplished_panel_never_says_the_same_words_twice(language: str) -> None:
    """The won panel shows what the winning card said, then the mission's ending: the ending goes on
    from the card's last words instead of telling its moment again (it once did, in all three)."""
    content = load_scenario(SCENARIO)
    ending = shingles(content.words(content.meta.success, language))
    winning = [
        card for loc in content.locations.values() for card in loc.cards
        if any(getattr(step, "verb", None) == "success" for step in steps_of(card.script))
    ]  # fmt: skip
    said = [
        step.params.text for card in winning for step in steps_of(card.script)
        if getattr(step, "verb", None) == "text"
    ]  # fmt: skip
    assert winning and said
    for key in said:
        assert not shingles(content.words(key, language)) & ending, key
