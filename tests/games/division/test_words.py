"""The words of the side panel: the header says where the game stands, the prompt what to pick."""

from __future__ import annotations

from tests.games.division.helpers import act, board
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.games.division import GAME


def _play_until(state, stop, seed: int = 1):
    rng = Rng(seed)
    while not stop(state):
        if state.to_act() == CHANCE:
            outcomes = state.chance_outcomes()
            state, _ = state.apply(outcomes[rng.randrange(len(outcomes))][0])
        else:
            state, _ = state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_header_names_the_campaign_step_era_and_vp_marker() -> None:
    state = GAME.new_initial_state(GAME.make_config(2, {"mode": "campaign"}))
    state = _play_until(state, lambda s: s.step == "facedown")
    assert state.progress() == "Era 1 of 3, Ancient Egypt, face-down cards · VP marker in the middle"
    state = _play_until(state, lambda s: s.era_i == 1 and s.step == "draft")
    toward = "Player 1" if state.standee > 0 else "Player 2"
    marker = (
        f"VP marker {abs(state.standee)} towards {toward}" if state.standee else "VP marker in the middle"
    )
    assert state.progress() == f"Era 2 of 3, The Dark Ages, draft · {marker}"


def test_the_header_of_a_single_era_counts_rounds() -> None:
    state = board("darkages", hand0=["king", "queen"], hand1=["squire", "beggar"])
    assert state.progress() == "The Dark Ages, round 1 of 6"


def test_the_prompt_says_what_to_pick() -> None:
    state = board(
        "egypt",
        hand0=["fisherman", "vizier"],
        hand1=["general", "farmer"],
        inf0=["potter", "mason"],
        inf1=["brewer", "soldier"],
    )
    state = act(state, "play:fisherman", "play:general", "resolve:fisherman,general")
    assert state.prompt(0) == "Fisherman: swap a card in your area for one in your rival's area."


def test_the_prompt_says_you_are_orange_and_why() -> None:
    state = board(
        "darkages",
        hand0=["alchemist", "queen"],
        hand1=["squire", "tanner", "baron"],
        inf0=["king", "bishop"],
        inf1=["monk"],
        indep=["beggar", "knight"],
    )
    state = act(state, "play:alchemist", "play:squire", "resolve:alchemist,squire")
    assert state.to_act() == 1
    assert state.prompt(1) == "You are orange (fewest cards): swap a card in your hand for one in the Stack."


def test_the_prompt_says_when_the_coin_made_you_orange() -> None:
    state = board(
        "darkages",
        hand0=["beggar", "king"],
        hand1=["moneylender", "bishop"],
        inf0=["squire"],
        inf1=["blacksmith"],
        past=["queen", "tanner"],
        coin=1,
    )
    state = act(state, "play:moneylender", "play:beggar", "resolve:moneylender,beggar")
    assert state.prompt(0) == "You are orange (lowest total, by the coin): pick a card in The Past."
