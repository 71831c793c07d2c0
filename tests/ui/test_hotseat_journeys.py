"""Hot-seat journeys: people sharing one screen, driven only by posted clicks and keys.

The hand-off comes only where the state says the two people's views differ, with the game's own
words; until it is accepted the side panel keeps the previous person's view; the Rocket put-back
order is offered on the board and in the panel; undo against the AI takes back the AI's replies.
"""

from __future__ import annotations

import pygame

from tests.ui.conftest import click, find_button, frames, press, run_until, tiny_match
from tests.ui.hotseat_helpers import action_labels, choose, drawn_words, rocket_look
from timetravel.engine.match import Match, SeatSpec
from timetravel.ui.scene import Push
from timetravel.ui.screens.game import GameScreen
from timetravel.ui.screens.handoff import HandoffScreen
from timetravel.ui.screens.pause import PauseScreen


def start(app, match: Match) -> GameScreen:
    screen = GameScreen(app.ctx, match)
    app.stack.apply(Push(screen))
    frames(app, 2)
    return screen


def settle(app, screen: GameScreen) -> None:
    """Frames until a person may choose on the game screen (animations and AI replies done)."""
    run_until(
        app,
        lambda: (
            app.stack.top is screen
            and screen.match.to_act() == screen.board_ctx.viewer
            and not screen.board.is_animating()
            and bool(action_labels(app))
        ),
        limit=900,
    )


def key(app, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    frames(app, 2)


# --- the side panel before the screen is passed --------------------------------------------------------
def test_the_panel_keeps_the_last_persons_view_until_the_handoff(app) -> None:
    screen = start(app, tiny_match("human", "human"))
    run_until(app, lambda: isinstance(app.stack.top, HandoffScreen))
    press(app, "I am P1: show my cards")
    settle(app, screen)
    with drawn_words(app) as seen:
        choose(app, "Play", settle=0)
        run_until(app, lambda: isinstance(app.stack.top, HandoffScreen))
    game_frames = [
        words for words in seen if "Choices" in words or "Your choices" in words
    ]  # the game screen
    assert len(game_frames) > 3, "the move's animation plays before the hand-off"
    after_move = game_frames[1:]
    assert not any("Your turn" in words and "P2" in words for words in after_move)
    assert not any(any("thinking" in w for w in words) for words in after_move)
    assert any("Pass the screen to P2." in words for words in after_move)
    assert app.stack.top.seat == 1


def test_no_handoff_on_an_ordinary_rocket_turn(app) -> None:
    from timetravel.games.rocket import GAME

    match = Match.new(GAME, GAME.make_config(2), [SeatSpec(name="Ada"), SeatSpec(name="Ben")], seed=11)
    screen = start(app, match)
    settle(app, screen)
    assert screen.board_ctx.viewer == 0
    while match.to_act() != 1:  # Ada plays her turn: reveal, recruit, skip any action
        for words in ("Recruit", "Don't use the action", "Stop here", "Reveal"):
            if any(words in label for label in action_labels(app)):
                choose(app, words)
                break
        run_until(
            app, lambda: match.to_act() == 1 or bool(action_labels(app)) and not screen.board.is_animating()
        )
    with drawn_words(app) as seen:
        for _ in range(240):
            frames(app)
            assert not isinstance(app.stack.top, HandoffScreen)
    assert screen.board_ctx.viewer == 1
    assert any("Your turn" in words and "Ben" in words for words in seen)


def test_a_handoff_around_a_creatives_look_with_the_games_words(app) -> None:
    match = rocket_look()  # Ada looks at three cards; Ben sits next to her
    screen = start(app, match)
    run_until(app, lambda: isinstance(app.stack.top, HandoffScreen))
    assert find_button(app.stack.top, "I am Ada: show the table")  # Rocket has no hand of cards
    press(app, "I am Ada: show the table")
    settle(app, screen)
    choose(app, "Take")
    settle(app, screen)
    choose(app, "back on top, then")
    run_until(app, lambda: isinstance(app.stack.top, HandoffScreen))
    assert app.stack.top.seat == 1
    press(app, "I am Ben: show the table")
    assert app.stack.top is screen and screen.board_ctx.viewer == 1


def test_division_hands_off_with_show_my_cards(app) -> None:
    from timetravel.games.division import GAME

    match = Match.new(GAME, GAME.make_config(2), [SeatSpec(name="Ada"), SeatSpec(name="Ben")], seed=3)
    start(app, match)
    run_until(app, lambda: isinstance(app.stack.top, HandoffScreen), limit=900)
    name = match.seats[match.to_act()].name
    press(app, f"I am {name}: show my cards")
    assert not isinstance(app.stack.top, HandoffScreen)


# --- Rocket: the put-back order -------------------------------------------------------------------------
def test_the_put_back_order_is_offered_on_the_board_and_in_the_panel(app) -> None:
    match = rocket_look(("human", "random"))
    screen = start(app, match)
    settle(app, screen)
    first, second, third = match.state.act["look"]
    name = match.state.deck.card_name
    with drawn_words(app) as seen:
        choose(app, f"Take {name(first)}")
        settle(app, screen)
    words = set().union(*seen)
    labels = action_labels(app)
    # both orders of the two cards left are named in full, and the prompt asks for the top card
    assert any(f"Put {name(second)} back on top, then {name(third)} under it" in label for label in labels)
    assert any(f"Put {name(third)} back on top, then {name(second)} under it" in label for label in labels)
    assert "Back on the pile, 1 on top:" in words and "Click the card that goes back on top" in words
    # on the board: a click on a card of the look panel puts it on top, the other under it
    target = next(
        t for t in screen.board.click_targets() if t.action is not None and str(t.action) == f"put:{third}"
    )
    click(app, target.rect.center)
    run_until(app, lambda: match.state.turn == 1)
    assert [card for card, _ in match.state.tops[4][:2]] == [third, second]


# --- undo against the AI -----------------------------------------------------------------------------
def test_undo_takes_back_a_move_and_the_ai_replies(app) -> None:
    match = tiny_match("human", "random")  # nothing is revealed after the deal: plays are public
    screen = start(app, match)
    settle(app, screen)
    hand = list(match.state.hands[0])
    choose(app, "Play")
    run_until(app, lambda: len(match.log) > 7 and match.to_act() == 0)  # the AI has answered
    settle(app, screen)
    assert len(match.state.hands[0]) == 2
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScreen)
    with drawn_words(app) as seen:
        frames(app, 2)
    assert "Also takes back the moves that answered yours." in set().union(*seen)
    press(app, "Undo")
    settle(app, screen)
    assert sorted(match.state.hands[0]) == sorted(hand), "my card is back in my hand"
    assert len(match.state.hands[1]) == 3, "and the AI's reply is taken back too"
    assert any(f"Play {card}" in label for card in hand for label in action_labels(app))
    assert screen.log.entries[-1].text == "P1 takes back a move and the moves that answered it."
