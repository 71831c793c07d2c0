"""El Ministerio's results screen tells how the game ended: why it ended, every agent's secret mission
revealed and how far it got, and each score by its sources with a note under each number; all of it
drawn whole on the real screen."""

from __future__ import annotations

import pytest

from tests.ui.conftest import frames
from timetravel.ai.agent import AgentView
from timetravel.ai.factory import make_agent
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.state import CHANCE
from timetravel.games.ministerio import GAME
from timetravel.games.ministerio.state import content
from timetravel.ui.scene import Push
from timetravel.ui.screens.results import ResultsScreen

NAMES = ("Ada", "Nova", "Chrono", "Zephyr")


def normal_game(seats: int, seed: int, prisoner: int | None = None) -> Match:
    """A whole game of normal AIs; `prisoner`'s agent goes to Huesca on its first chance."""
    specs = [SeatSpec(name=NAMES[s], kind="ai", level="normal") for s in range(seats)]
    match = Match.new(GAME, GAME.make_config(seats), specs, seed)
    agents = [make_agent("normal", GAME, s, seed + s) for s in range(seats)]
    while not match.is_over:
        actor = match.to_act()
        if actor == CHANCE:
            match.sample_chance()
            continue
        legal = match.state.legal_actions()
        doom = [a for a in legal if actor == prisoner and "Huesca" in match.state.action_words(a, actor)]
        match.apply(doom[0] if doom else agents[actor].decide(AgentView.of(match.state, actor)))
    return match


def drawn_words(app, screen: ResultsScreen) -> list[str]:
    fonts = app.ctx.fonts
    said: list[str] = []
    render = fonts.render

    def noting(text, *args, **kwargs):
        said.append(text)
        return render(text, *args, **kwargs)

    fonts.render = noting  # type: ignore[method-assign]
    try:
        app.stack.apply(Push(screen))
        frames(app, 2)
    finally:
        fonts.render = render  # type: ignore[method-assign]
    return said


@pytest.mark.parametrize(("seats", "seed", "prisoner"), [(2, 3, None), (4, 1, None), (4, 2, 1)])
def test_the_results_reveal_every_mission_and_how_each_score_was_made(app, seats, seed, prisoner) -> None:
    match = normal_game(seats, seed, prisoner)
    st = match.state
    assert not st.all_lose
    screen = ResultsScreen(app.ctx, match)
    said = drawn_words(app, screen)
    text = " ".join(" ".join(said).split())
    assert not [words for words in said if words.endswith("…")], "a word of the results was cut"
    story = screen.story_lines()
    assert len(story) == len(screen.table.story) == seats + 1  # one line each: the ending, every agent
    assert "the round was played out" in story[0] or "stopped after round" in story[0]
    for seat, agent in enumerate(st.agents):
        hero = content().protagonists[agent.protagonist].name
        line = next(line for line in story if line.startswith(f"{NAMES[seat]} ({hero})"))
        if agent.prison:
            assert "locked up in Huesca" in line
        else:
            assert f"“{content().missions[agent.mission].name}”" in line
            assert f"{st.mission_vp(seat)} VP" in line or "no VP" in line
    for heading in ("Mission", "First", "Cards", "Debriefed", "PA", "VP"):
        assert heading in said
    if any(a.controlled for a in st.agents):
        assert " cards" in text or " card" in text
    if any(a.pa for a in st.agents if not a.prison):
        assert "penalty" in said
    if prisoner is not None:
        assert "Huesca" in said
    assert any(note in said for note in ("delivered", "achieved")) or "lines" in text
