"""The board-view plug-in interface that each game's board implements.

A board view draws one game's table inside the rect the game screen gives it, animates the events
that each step produced, and turns clicks into actions. The game screen owns everything else: the
side panel (turn, prompt, action buttons, log), pacing, AI, saving and hand-off.

Contract (timetravel/ui/boards/<game_id>/ is a package whose `BOARD` names a BoardView subclass):

A board displays only what it is given, through its BoardContext: the viewer's typed view
(``context.view()``, the state's ``seat_view(viewer)``: the game's frozen dataclass from
games/<id>/view.py), the viewer's legal actions with their words (``legal_actions()``,
``action_words(action)``, ``prompt()``), who acts (``to_act()``, ``person_to_act()``), the seats
(``seat_names``, ``human_seats``), the last recorded step and the time pending (real-time games),
the game's declaration (``game``, for its content) and the fonts, palette, sounds, pace and pointer.
Never the Match nor the true state; and a board imports of a game package only its content, view
and words modules and the package itself (its GAME): tests/ui/test_board_contract.py checks both.

- ``__init__(context)``: keep the BoardContext; build nothing expensive yet.
- ``set_viewer(seat)``: whose eyes the board shows (a seat index); hidden information of other
  seats must stay hidden. Called at start, after a hot-seat hand-off, and when a spectator changes.
- ``on_events(events)``: a step was applied (or undone, with events == []); ``context.view()``
  already shows the new position. Start animations for the events (cards flying, dice, score
  pop-ups) and refresh caches.
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

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.game import Game
from timetravel.engine.match import Match
from timetravel.engine.state import GameState, Json
from timetravel.i18n import use_seat_names
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette
from timetravel.ui.sound import Sounds
from timetravel.ui.widgets.choices import ChoiceGroup, one_group
from timetravel.ui.widgets.tween import Animator


class BoardContext:
    """All a board may read of the game at play: the viewer's typed view, the viewer's legal actions
    and their words, the prompt, who acts, the seats' names and which seats are people. The game
    screen makes it over its Match, which stays private to this module: no board reads the Match or
    the true state (tests/ui/test_board_contract.py holds every board to that)."""

    def __init__(
        self,
        match: Match,
        viewer: int,
        fonts: Fonts,
        palette: Palette,
        sounds: Sounds,
        *,
        animation_factor: Callable[[], float] = lambda: 1.0,
        mouse_pos: Callable[[], tuple[int, int]] = lambda: (-1, -1),
        human_seats: frozenset[int] = frozenset(),
    ) -> None:
        self._match = match
        self.game: Game = match.game  # the game's declaration and content (e.g. Rocket's deck)
        self.viewer = viewer
        self.fonts = fonts
        self.palette = palette
        self.sounds = sounds
        self.animation_factor = animation_factor
        self.mouse_pos = mouse_pos
        self.human_seats = human_seats
        self._seen: GameState | None = None  # the state last read, held so its id is never reused
        self._moment = 0
        self._view: tuple[int, object] | None = None  # (viewer, the typed view) of the state seen

    # --- the seats --------------------------------------------------------------------------------
    @property
    def seat_names(self) -> tuple[str, ...]:
        return tuple(spec.name for spec in self._match.seats)

    @property
    def seat_count(self) -> int:
        return len(self._match.seats)

    def seat_name(self, seat: int) -> str:
        return self._match.seats[seat].name

    # --- what the viewer sees -------------------------------------------------------------------
    def _state(self) -> GameState:
        state = self._match.state
        if state is not self._seen:
            self._seen, self._view = state, None
            self._moment += 1
        return state

    def view(self) -> object:
        """The viewer's typed view of the position now (GameState.seat_view), built once per state
        and viewer."""
        state = self._state()
        if self._view is None or self._view[0] != self.viewer:
            self._view = (self.viewer, state.seat_view(self.viewer))
        return self._view[1]

    def observation(self) -> Json:
        """The viewer's observation as JSON (what the generic board draws)."""
        return self._state().observe(self.viewer)

    def moment(self) -> int:
        """A number that changes whenever the position does (a key for pictures drawn from it)."""
        self._state()
        return self._moment

    def to_act(self) -> int:
        """The seat that acts now, CHANCE or TERMINAL."""
        return self._state().to_act()

    def person_to_act(self) -> bool:
        """Whether a person (not an AI) acts now."""
        return self.to_act() in self.human_seats

    def legal_actions(self) -> list[Action]:
        """The viewer's legal actions now, or [] when it is not a human viewer's turn."""
        state = self._state()
        actor = state.to_act()
        if actor != self.viewer or actor not in self.human_seats:
            return []
        return state.legal_actions()

    def action_words(self, action: Action) -> str:
        """A legal action in words for the viewer (the state says them, in today's language); an
        action a board still shows from an earlier state keeps its string form."""
        state = self._state()
        return state.action_words(action, self.viewer) if state.is_legal(action) else str(action)

    def prompt(self) -> str:
        """What the viewer should do now, in a short sentence."""
        return self._state().prompt(self.viewer)

    # --- the match's time and record ------------------------------------------------------------
    def last_step(self) -> tuple[int, str] | None:
        """Who took the last step recorded, and the action's text, if any step was taken."""
        log = self._match.log
        return (log[-1].actor, log[-1].action) if log else None

    def pending_ms(self) -> int:
        """Time the match has fed in but not charged to the position yet (a real-time game)."""
        return self._match.pending_ms

    def clock_note(self) -> str:
        """Where the clocks' time comes from, when not from this computer ("" here)."""
        return ""


class BoardView:
    """Base class with working defaults: an Animator for animations and no clickable parts."""

    announces_events: bool = False

    def __init__(self, context: BoardContext) -> None:
        self.context = context
        use_seat_names(list(context.seat_names))  # the words it shows name people
        self.animator = Animator(context.animation_factor())

    def set_viewer(self, seat: int) -> None:
        self.context.viewer = seat

    def on_events(self, events: list[Event]) -> None:
        """Start animations for the events of one step (the context already shows the new position)."""

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
