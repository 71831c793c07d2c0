"""The board-view plug-in interface that each game's board implements.

A board view draws one game's table inside the rect the game screen gives it, animates the events
that each step produced, and turns clicks into actions. The game screen owns everything else: the
side panel (turn, prompt, action buttons, log), pacing, AI, saving and hand-off.

Contract (timetravel/ui/boards/<game_id>.py defines a subclass named `BOARD`, or any subclass of
BoardView found in the module):

- ``__init__(context)``: keep the BoardContext; build nothing expensive yet.
- ``set_viewer(seat)``: whose eyes the board shows (a seat index); hidden information of other
  seats must stay hidden. Called at start, after a hot-seat hand-off, and when a spectator changes.
- ``on_events(events, state)``: a step was applied (or undone, with events == []); `state` is the new
  state. Start animations for the events (cards flying, dice, score pop-ups) and refresh caches.
- ``update(dt)``: advance animations by dt seconds (already real time; scale by
  context.animation_factor, where 0 means off: show the end state at once).
- ``draw(surface, rect)``: draw the board into `rect` of the logical 1280x720 surface.
- ``handle_click(pos) -> Action | None``: the legal action a click at `pos` means, or None. It must
  be one of context.legal_actions() (the viewer's current legal actions); a click on nothing, or on
  something that maps to no legal action, returns None and changes nothing. An action holds no
  words: context.action_words(action) says it for the viewer.
- ``is_animating()``: True while an animation should hold the next step back.
- ``skip()``: finish running animations now (a click or Space while the dice tumble).
- ``holds() -> bool`` (optional): True while the board holds play for the person to close what it
  shows (T.I.M.E Stories' ending of a run): no AI step is taken, the side panel offers no choice and
  the results wait; clicks go to the board (default False).
- ``tooltip_at(pos) -> str | None`` (optional): text for a hover tooltip.
- ``action_tooltip(action) -> str | None`` (optional): what a choice in the action panel would do.
- ``panel_order(actions) -> list[Action]`` (optional): the legal actions in the order the action
  panel lists them (default: the game's order), e.g. the choices that lose the game last.
- ``panel_groups(actions) -> list[ChoiceGroup]`` (optional): how the action panel lists them: groups
  with a heading, folded groups, withheld choices greyed with their reason (default: one plain list
  in ``panel_order``).
- ``announces_events`` (class attribute, default False): True when the board shows the important
  Messages itself (banners), so the game screen only logs them instead of also showing toasts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.game import Game
from timetravel.engine.match import Match
from timetravel.engine.state import GameState
from timetravel.i18n import use_seat_names
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette
from timetravel.ui.sound import Sounds
from timetravel.ui.widgets.choices import ChoiceGroup, one_group
from timetravel.ui.widgets.tween import Animator


@dataclass
class BoardContext:
    game: Game
    match: Match
    viewer: int
    fonts: Fonts
    palette: Palette
    sounds: Sounds
    animation_factor: Callable[[], float] = lambda: 1.0
    mouse_pos: Callable[[], tuple[int, int]] = lambda: (-1, -1)
    human_seats: frozenset[int] = field(default_factory=frozenset)

    @property
    def state(self) -> GameState:
        return self.match.state

    def legal_actions(self) -> list[Action]:
        """The viewer's legal actions now, or [] when it is not a human viewer's turn."""
        actor = self.match.to_act()
        if actor != self.viewer or actor not in self.human_seats:
            return []
        return self.match.state.legal_actions()

    def action_words(self, action: Action) -> str:
        """A legal action in words for the viewer (the state says them, in today's language); an
        action a board still shows from an earlier state keeps its string form."""
        state = self.match.state
        return state.action_words(action, self.viewer) if state.is_legal(action) else str(action)

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name


class BoardView:
    """Base class with working defaults: an Animator for animations and no clickable parts."""

    announces_events: bool = False

    def __init__(self, context: BoardContext) -> None:
        self.context = context
        use_seat_names([spec.name for spec in context.match.seats])  # the words it shows name people
        self.animator = Animator(context.animation_factor())

    def set_viewer(self, seat: int) -> None:
        self.context.viewer = seat

    def on_events(self, events: list[Event], state: GameState) -> None:
        """Start animations for the events of one step."""

    def update(self, dt: float) -> None:
        self.animator.factor = self.context.animation_factor()
        self.animator.update(dt)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        raise NotImplementedError

    def handle_click(self, pos: tuple[int, int]) -> Action | None:
        return None

    def handle_key(self, key: int) -> Action | None:
        """A key the board gives a meaning (Time Arena's Space ends the turn): the action it asks
        for, else None and the screen's own keys apply."""
        return None

    def hover_open(self) -> bool:
        """Whether a view that follows the pointer shows now (a large card view, a spread hand):
        Escape closes it by hiding the pointer from the board until it moves (the game screen)."""
        return getattr(self, "zoomed", None) is not None

    def close_top(self) -> bool:
        """Escape: close the topmost panel the board keeps open (an overlay, a recap, a browser);
        True when it closed one, else the screen's own Escape (the pause menu) applies."""
        return False

    def is_animating(self) -> bool:
        return self.animator.busy

    def skip(self) -> None:
        self.animator.skip()

    def holds(self) -> bool:
        """Whether play waits for the person to close something the board shows (see the contract)."""
        return False

    def release_hold(self) -> None:
        """Close what `holds` waits on, as the person's Continue would (nobody at the table can)."""

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return None

    def action_tooltip(self, action: Action) -> str | None:
        """Words for the action panel's button of `action` on hover: what the choice would do."""
        return None

    def panel_order(self, actions: list[Action]) -> list[Action]:
        """The viewer's legal actions in the order the action panel lists them (and numbers them)."""
        return actions

    def panel_groups(self, actions: list[Action]) -> list[ChoiceGroup]:
        """How the action panel lists the viewer's legal actions: by default one plain list."""
        return one_group(self.panel_order(actions))

    def seat_colour(self, seat: int) -> RGB | None:
        """The colour the board gives a seat, when it differs from the palette's (a game whose board
        colours seats by the viewer's side); the side panel and the log then use it too."""
        return None
