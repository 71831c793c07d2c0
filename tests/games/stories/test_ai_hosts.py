"""AI agents choose hosts that complement the team's (the persons' first): a fighter, a reader and a
talker rather than two of one kind; a lone agent takes an all-rounder."""

from __future__ import annotations

import pytest

from timetravel.ai import AgentView, make_agent
from timetravel.engine.actions import Action
from timetravel.games.stories.game import StoriesGame

GAME = StoriesGame()


def best_attribute(host: str) -> str:
    dice = GAME.new_initial_state(GAME.make_config(1)).content.hosts[host].dice
    return max(dice, key=lambda a: dice[a])


def ai_hosts(level: str, seats: int, person: str) -> list[str]:
    st = GAME.new_initial_state(GAME.make_config(seats)).apply(Action.parse(f"host:{person}"))[0]
    for seat in range(1, seats):
        action = make_agent(level, GAME, seat, 1, iterations=10).decide(AgentView.of(st, seat))
        st = st.apply(action)[0]
    return [str(agent.host) for agent in st.agents]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("person", ["dragan", "bortolo", "zanetta", "lucia"])
def test_ai_agents_take_hosts_that_complement_the_persons(level: str, person: str) -> None:
    """A person takes a fighter (or a reader, or a talker): the two AI agents take the two other
    kinds, never a second of the person's (the scenario's advice: a mix of strengths)."""
    hosts = ai_hosts(level, 3, person)
    kinds = [best_attribute(h) for h in hosts]
    assert sorted(kinds) == ["guile", "learning", "vigour"], hosts


def test_a_lone_agent_takes_an_all_rounder() -> None:
    st = GAME.new_initial_state(GAME.make_config(1))
    action = make_agent("normal", GAME, 0, 1).decide(AgentView.of(st, 0))
    assert action == Action.parse("host:anselmo")
