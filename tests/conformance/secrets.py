"""Each hidden-information game's secrets, for the conformance suite's privacy and resampling checks.

A game plugs in two functions, found by the class of its states:

- `perturb(state, seat, rng)`: a copy of the TRUE state in which some secret that `seat` does not
  know is changed (hidden cards of another seat swapped with unseen ones, say), or None where the
  state holds no such secret. observe(seat) must not notice the difference.
- `hidden_cards(state, observation)`: where the cards lie that the observation does not place, as
  comparable data. A resampler must move them sometimes; derived fields (who knows what) do not count.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tests.games.tiny_tricks import DECK, TinyState
from timetravel.engine.rng import Rng
from timetravel.engine.state import GameState, Json
from timetravel.games.division.state import DivisionState
from timetravel.games.ministerio.state import MinisterioState
from timetravel.games.rocket.state import RocketState
from timetravel.games.tricks.content import content as tricks_content
from timetravel.games.tricks.state import TricksState


@dataclass(frozen=True)
class Secrets:
    perturb: Callable[[Any, int, Rng], GameState | None]
    hidden_cards: Callable[[Any, Json], Any]


def _restore(state: GameState, data: Json) -> GameState:
    new = state.game.state_from_json(data)
    new.__class__ = type(state)  # the conformance suite's broken variants keep their class
    return new


# --- Tiny Tricks ---------------------------------------------------------------------------------
def _tiny_perturb(state: TinyState, seat: int, rng: Rng) -> TinyState | None:
    """Swap a card of another seat's hand with an undealt card or with a third seat's card."""
    data = state.to_json()
    hands = data["hands"]
    dealt = {c for h in hands for c in h}
    undealt = [c for c in DECK if c not in dealt and c not in data["played"]]
    spots = [(s, i) for s, hand in enumerate(hands) if s != seat for i in range(len(hand))]
    if not spots:
        return None
    other, index = rng.choice(spots)
    partners = [(s, i) for s, i in spots if s != other]
    if undealt and (not partners or rng.random() < 0.5):
        hands[other][index] = rng.choice(undealt)
    elif partners:
        s, i = rng.choice(partners)
        hands[other][index], hands[s][i] = hands[s][i], hands[other][index]
    else:
        return None
    return _restore(state, data)


def _tiny_hidden(state: TinyState, observation: Json) -> Any:
    return [sorted(h) for s, h in enumerate(state.hands) if s != observation["seat"]]


# --- Time Tricks (the template game) -------------------------------------------------------------
def _tricks_perturb(state: TricksState, seat: int, rng: Rng) -> TricksState | None:
    """Swap a card of another seat's hand with an undealt card or with a third seat's card."""
    data = state.to_json()
    hands = data["hands"]
    known = {c for h in hands for c in h} | set(data["played"])
    undealt = [c for c in tricks_content().ranks if c not in known]
    spots = [(s, i) for s, hand in enumerate(hands) if s != seat for i in range(len(hand))]
    if not spots:
        return None
    other, index = rng.choice(spots)
    partners = [(s, i) for s, i in spots if s != other]
    if undealt and (not partners or rng.random() < 0.5):
        hands[other][index] = rng.choice(undealt)
    elif partners:
        s, i = rng.choice(partners)
        hands[other][index], hands[s][i] = hands[s][i], hands[other][index]
        hands[s].sort()
    else:
        return None
    hands[other].sort()
    return _restore(state, data)


def _tricks_hidden(state: TricksState, observation: Json) -> Any:
    return [list(h) for s, h in enumerate(state.hands) if s != observation["seat"]]


# --- Time Machine Rocket -------------------------------------------------------------------------
def _rocket_perturb(state: RocketState, seat: int, rng: Rng) -> RocketState | None:
    """Swap a card that other seats know (on top of a pile, or held by a Creative) with one of the
    same pile's unordered cards."""
    data = state.to_json()
    piles = data["piles"]
    spots: list[tuple[int, list[Any], int]] = []  # (pile, list holding the card, index)
    for index, top in enumerate(data["tops"]):
        for entry in top:
            if seat not in entry[1]:
                spots.append((index, entry, 0))
    act = data["act"]
    if "source" in act and data["turn"] != seat:
        for key in ("look", "order"):
            spots += [(act["source"], act[key], i) for i in range(len(act.get(key, [])))]
    rng.shuffle(spots)
    for pile, holder, i in spots:
        others = sorted(c for c in piles[pile] if c != holder[i])
        if others:
            new = rng.choice(others)
            old, holder[i] = holder[i], new
            piles[pile][old] = piles[pile].get(old, 0) + 1
            piles[pile][new] -= 1
            if not piles[pile][new]:
                del piles[pile][new]
            return _restore(state, data)
    return None


def _rocket_hidden(state: RocketState, observation: Json) -> Any:
    tops = [
        [card for (card, _), (shown, _) in zip(top, seen, strict=True) if shown is None]
        for top, seen in zip(state.tops, observation["tops"], strict=True)
    ]
    act = observation["act"]
    held = [state.act.get(key) for key in ("look", "order") if None in (act.get(key) or [])]
    return [tops, held]


# --- Time Division -------------------------------------------------------------------------------
def _division_perturb(state: DivisionState, seat: int, rng: Rng) -> DivisionState | None:
    """Swap two cards in different zones that `seat` cannot see into, neither of which it knows
    anything about (another seat's hand with a draw stack, say); the other seat's knowledge follows."""
    other = 1 - seat
    tied = set(state.facedown) | set(state.triggered) | {c for c, _ in state.armed}
    tied |= {c for c in state.resolving if isinstance(c, str)}
    for frame in state.frames:
        tied |= {c for key in ("picked", "target") for c in frame.scratch.get(key, ())}
    for s in (seat, other):
        tied |= set(state.maybe[s]) | {c for cards, _, _ in state.quota[s] for c in cards}
    spots = [
        (zone, c)
        for zone, cards in state.z.items()
        if state.zone_hidden(seat, zone)
        for c in cards
        if c not in state.seen[seat] and c not in tied
    ]
    rng.shuffle(spots)
    for (za, a), (zb, b) in zip(spots, spots[1:], strict=False):
        if za == zb:
            continue
        data = state.to_json()
        zones = data["zones"]
        zones[za][zones[za].index(a)], zones[zb][zones[zb].index(b)] = b, a
        known = set(data["seen"][other])
        if (a in known) != (b in known):
            known ^= {a, b}
        data["seen"][other] = sorted(known)
        return _restore(state, data)
    return None


def _division_hidden(state: DivisionState, observation: Json) -> Any:
    placed = {c for cards in observation["zones"].values() for c in cards if c is not None}
    return {zone: sorted(c for c in cards if c not in placed) for zone, cards in state.z.items()}


# --- El Ministerio del Tiempo ----------------------------------------------------------------------
def _ministerio_perturb(state: MinisterioState, seat: int, rng: Rng) -> MinisterioState | None:
    """Swap a card of another agent's hand with a card of the deck (or of a third agent's hand)."""
    data = state.to_json()
    agents = data["agents"]
    spots = [(s, i) for s, agent in enumerate(agents) if s != seat for i in range(len(agent["hand"]))]
    if not spots:
        return None
    other, index = rng.choice(spots)
    partners = [(s, i) for s, i in spots if s != other]
    hand = agents[other]["hand"]
    if data["deck"] and (not partners or rng.random() < 0.5):
        j = rng.randrange(len(data["deck"]))
        hand[index], data["deck"][j] = data["deck"][j], hand[index]
        data["deck"].sort()
    elif partners:
        s, i = rng.choice(partners)
        hand[index], agents[s]["hand"][i] = agents[s]["hand"][i], hand[index]
        agents[s]["hand"].sort()
    else:
        return None
    hand.sort()
    return _restore(state, data)


def _ministerio_hidden(state: MinisterioState, observation: Json) -> Any:
    hands = [sorted(a.hand) for s, a in enumerate(state.agents) if s != observation["seat"]]
    return [hands, sorted(state.deck)]


SECRETS: dict[type, Secrets] = {
    MinisterioState: Secrets(_ministerio_perturb, _ministerio_hidden),
    TinyState: Secrets(_tiny_perturb, _tiny_hidden),
    TricksState: Secrets(_tricks_perturb, _tricks_hidden),
    RocketState: Secrets(_rocket_perturb, _rocket_hidden),
    DivisionState: Secrets(_division_perturb, _division_hidden),
}


def secrets_of(state: GameState) -> Secrets | None:
    for cls, secrets in SECRETS.items():
        if isinstance(state, cls):
            return secrets
    return None
