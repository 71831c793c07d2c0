"""Resume journeys: a person plays, the window goes away without saving (a crash), and Continue on
a fresh start picks the game up: no decision is asked for twice and the log reads as it did."""

from __future__ import annotations

from tests.ui.conftest import frames, press, run_until, tiny_match
from tests.ui.hotseat_helpers import action_labels, choose, rocket_look
from timetravel.engine.match import Match, SeatSpec
from timetravel.ui.app import App
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen


def start(app: App, match: Match) -> GameScreen:
    screen = GameScreen(app.ctx, match)
    app.stack.apply(Push(screen))
    frames(app, 2)
    return screen


def settle(app: App) -> GameScreen:
    """Frames until the person to act may choose on the game screen on top."""

    def ready() -> bool:
        screen = app.stack.top
        return (
            isinstance(screen, GameScreen)
            and screen.match.to_act() == screen.board_ctx.viewer
            and not screen.board.is_animating()
            and bool(action_labels(app))
        )

    run_until(app, ready, limit=900)
    return app.stack.top


def crash_and_continue(app: App) -> App:
    """The window closes with no save of its own; a new start's Continue opens the autosave."""
    app.close()
    again = App((1280, 720))
    run_until(again, lambda: again.stack.top.buttons["Continue"].is_enabled, limit=30)
    press(again, "Continue")
    run_until(again, lambda: type(again.stack.top).__name__ == "ResumeScreen", limit=30)
    press(again, "Resume")  # a game from a save waits for the person
    return again


def log_lines(screen: GameScreen) -> list[tuple[str, int | None, int]]:
    return [(entry.text, entry.seat, entry.count) for entry in screen.log.entries]


def test_continue_never_asks_again_for_a_decision_inside_a_turn(app) -> None:
    match = rocket_look(("human", "random"))  # Ada looks at three cards with a Creative
    start(app, match)
    settle(app)
    taken = match.state.act["look"][0]
    choose(app, f"Take {match.state.deck.card_name(taken)}")  # her turn goes on: the put-back order
    settle(app)
    again = crash_and_continue(app)
    try:
        screen = settle(again)
        labels = action_labels(again)
        assert not any("Take" in label for label in labels), labels
        assert any("back on top, then" in label for label in labels), labels
        state = screen.match.state
        assert taken in state.teams[0].values() or state.areas[0].get(taken), "the card taken stays taken"
    finally:
        again.close()


def test_a_resumed_game_tells_its_log_as_it_was(app) -> None:
    from timetravel.games.rocket import GAME

    match = Match.new(
        GAME, GAME.make_config(2), [SeatSpec(name="Ada"), SeatSpec(name="Bot", kind="ai", level="random")], 11
    )
    screen = start(app, match)
    for _ in range(3):  # Ada plays three turns by clicks; the AI answers each
        settle(app)
        turn = match.state.round_number, len(match.log)
        while match.to_act() == 0 and (match.state.round_number, len(match.log)) >= turn:
            for words in ("Recruit", "Don't use the action", "Stop here", "Reveal"):
                if any(words in label for label in action_labels(app)):
                    choose(app, words)
                    break
            run_until(app, lambda: match.to_act() != 0 or bool(action_labels(app)), limit=900)
    settle(app)
    before = log_lines(screen)
    assert len(before) > 10
    again = crash_and_continue(app)
    try:
        resumed = settle(again)
        assert log_lines(resumed) == before
        assert not any("resumes" in text for text, _, _ in log_lines(resumed))
    finally:
        again.close()


def test_a_resumed_tiny_game_tells_its_log_as_it_was(app) -> None:
    screen = start(app, tiny_match("human", "random"))
    for _ in range(2):
        settle(app)
        choose(app, "Play")
    settle(app)
    before = log_lines(screen)
    again = crash_and_continue(app)
    try:
        assert log_lines(settle(again)) == before
    finally:
        again.close()


def test_a_log_that_no_longer_replays_still_opens_the_game(app) -> None:
    """Not a journey: a save whose log cannot be told again (the snapshot still resumes) says so."""
    match = tiny_match("human", "random")
    while match.to_act() < 0:
        match.sample_chance()
    match.log[0] = match.log[0].model_copy(update={"action": "deal:0,99"})  # not a card of the deck
    screen = start(app, match)
    assert [entry.text for entry in screen.log.entries] == [
        "The game resumes; its earlier moves cannot be shown."
    ]
    settle(app)
