"""El Ministerio's hard AI: the cut-off evaluation its playouts end on, and what it may read."""

from __future__ import annotations

from tests.games.ministerio.helpers import at_play, table
from timetravel.ai.ismcts import HardAgent
from timetravel.ai.view import AgentView
from timetravel.games.ministerio import GAME
from timetravel.games.ministerio.ai import MinisterioHooks, mission_outlook, outlook


def test_a_playout_is_valued_only_between_turns() -> None:
    """Mid-turn a played card is on the table and a roll may be pending: nobody owns it yet."""
    hooks = MinisterioHooks()
    st = table()
    values = hooks.evaluate(st)
    assert values is not None and len(values) == 2
    assert 0.0 < sum(values) <= 1.0
    assert hooks.evaluate(at_play(st)) is None


def test_a_card_for_the_mission_counts_more_than_another_of_the_same_vp() -> None:
    """The Golden Age ledger asks characters of 1492-1741: Cervantes (1571) is on the way, Goya
    (1815, the same VP) is not."""
    on_the_way = table(missions=("golden-age", "grand-tour"))
    aside = on_the_way.clone()
    on_the_way.agents[0].controlled = ["cervantes"]
    aside.agents[0].controlled = ["goya"]
    assert on_the_way.score(0) == aside.score(0)
    assert mission_outlook(on_the_way, 0) > mission_outlook(aside, 0)
    assert outlook(on_the_way, 0) > outlook(aside, 0)
    holding, other = on_the_way.clone(), on_the_way.clone()
    holding.agents[0].hand, other.agents[0].hand = ["don-juan-of-austria"], ["goya"]
    assert outlook(holding, 0) > outlook(other, 0)


def test_once_the_game_ends_with_the_round_only_the_score_counts() -> None:
    st = table(missions=("golden-age", "grand-tour"))
    st.agents[0].controlled = ["cervantes"]
    st.agents[0].hand = ["goya", "lorca"]
    assert outlook(st, 0) > st.score(0)
    st.ending = "delivered"
    assert outlook(st, 0) == st.score(0)


def test_an_agent_in_prison_has_no_share() -> None:
    st = table()
    st.agents[1].prison = True
    values = MinisterioHooks().evaluate(st)
    assert values is not None and values[1] == 0.0 and values[0] > 0.0


def test_hard_decides_the_same_whatever_the_rival_holds_in_secret() -> None:
    """Two tables that differ only in the rival's hand and mission look the same to seat 0, so
    hard (seeded, a fixed number of iterations) makes the same choice at both."""
    base = at_play(table(years=(1571, 1492), hands=(["cervantes", "goya", "lorca"], ["tizona", "el-cid"])))
    other = base.clone()
    other.deck = sorted([*other.deck, *other.agents[1].hand])
    other.agents[1].hand = sorted(["guernica", "las-meninas"])
    other.deck = [c for c in other.deck if c not in other.agents[1].hand]
    other.agents[1].mission = "hold-the-doors" if base.agents[1].mission != "hold-the-doors" else "golden-age"
    assert base.observe(0) == other.observe(0)
    choices, visits = [], []
    for st in (base, other):
        agent = HardAgent(GAME, 0, seed=5, think_ms=None, iterations=40)
        choices.append(agent.decide(AgentView.of(st, 0)))
        assert agent.last_root is not None
        visits.append({key: child.visits for key, child in agent.last_root.children.items()})
    assert choices[0] == choices[1] and visits[0] == visits[1]
