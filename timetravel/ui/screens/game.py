"""The game screen: the game's board view plus the shared side panel, over the play driver.

The flow of play lives in timetravel.play.PlayDriver (no pygame): each frame the screen hands it the
elapsed time and whether the board still animates; the driver samples chance, polls an AI seat's
Thinker (its move waits for the AI pace so a person can follow; Space skips; with the pace set to
Step, each AI move waits for Space or a click on the choices box), or takes the person's
choice from the action panel or the board, and autosaves. The screen turns what it reports into
animations, log lines, toasts and the hand-off screen; at the end the results screen follows.

Hot-seat: the board and the side panel show the viewer's view. When another person is to act, the
state says whether the screen must be hidden while it passes (GameState.needs_handoff); until the
hand-off is accepted the panel keeps the previous person's view and never calls the next one's turn.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import Event, Message
from timetravel.engine.match import Match
from timetravel.i18n import t, use_seat_names
from timetravel.play.driver import Handoff, Notice, PlayDriver, Report, Step, ViewerChanged
from timetravel.play.driving import Driving
from timetravel.ui import services
from timetravel.ui.boards import BoardContext, board_view_for
from timetravel.ui.context import AppContext
from timetravel.ui.memory import forget_game_caches, release_freed_memory
from timetravel.ui.scene import Pop, Push, Replace, Transition
from timetravel.ui.score_history import ScoreHistory, score_history
from timetravel.ui.screens.resume import BACK, RESUME, ResumeScreen
from timetravel.ui.screens.side_panel import (
    ACTIONS_GROW_TO,
    ACTIONS_RECT,
    LOG_RECT,
    TOAST_AREA,
    SidePanel,
)
from timetravel.ui.widgets.action_panel import ActionPanel
from timetravel.ui.widgets.log_panel import LogPanel, repeat_sentence
from timetravel.ui.widgets.toast import Toasts
from timetravel.ui.widgets.tooltip import draw_tooltip

if TYPE_CHECKING:
    from timetravel.ui.screens.results import Serving

BOARD_RECT = pygame.Rect(16, 60, 888, 644)
MENU_RECT = pygame.Rect(1160, 10, 104, 38)
END_HOLD = 0.9  # seconds the final position stays before the results
# what a board holds play for (a Stories ending) closes itself after this long (at normal animation
# speed) when nobody at the table can close it: the demo, a game of AI seats only
UNATTENDED_HOLD_S = 4.0
log = logging.getLogger(__name__)


def _said_in(text: str, reason: str) -> bool:
    """Whether an event's sentence is the deed a reason line begins with ("Nova enters card C.")."""
    deed = text.rstrip(".")
    return bool(reason) and bool(deed) and (reason.startswith(deed + ":") or reason == text)


def _nowhere() -> tuple[int, int]:
    """The pointer of a board whose screen has left: nowhere."""
    return (-1, -1)


@dataclass(frozen=True)
class HandoffDone:
    seat: int


class GameScreen(SidePanel):
    back_on_escape = False
    shared = ""  # a table across computers: "host" or "joined" (the pause menu offers less)

    def __init__(
        self,
        ctx: AppContext,
        match: Match,
        next_match: Callable[[], Match] | None = None,
        *,
        resumed: bool = False,
    ) -> None:
        self.match = match
        self._hushed_at: tuple[int, int] | None = None  # where Escape closed a view under the pointer
        use_seat_names([spec.name for spec in match.seats])  # every sentence names people as chosen
        self.game = match.game
        self.accent = self.game.info.accent
        self.game_id = self.game.info.id
        super().__init__(ctx)
        self.next_match = next_match
        self._held_s = 0.0  # how long the board has held play with nobody at the table to close it
        self.driver = self._make_driver()
        self.humans = self.driver.humans
        self._follow_settings()
        viewer = min(self.humans) if self.humans else 0
        self.board_ctx = self._make_board_context(viewer)
        self.board = board_view_for(self.game_id)(self.board_ctx)
        self.board.set_viewer(viewer)
        self.board_failed = False
        self.log = LogPanel(LOG_RECT, ctx.fonts, getattr(self.game, "repeat_text", None))
        self.toasts = Toasts(ctx.fonts, TOAST_AREA)
        self.actions = ActionPanel(self.ui, ACTIONS_RECT, ctx.fonts, self._choose, grow_to=ACTIONS_GROW_TO)
        self.button(MENU_RECT, t("Menu"), self._pause, class_id="@small", tooltip=t("Pause (Esc)"))
        self.end_timer = 0.0
        self.status = ""
        self.log.add(t("A new game of {title} begins.", title=t(self.game.info.title)))
        if match.log:
            self._retell_log()
        # a game from a save (Load, Continue) waits for the person: nothing moves, no clock runs
        self.waits_for_person = resumed and not match.is_over and not ctx.demo
        self.untouched = False  # shown but not resumed yet: leaving then saves nothing
        self.board.on_events([])

    def _make_driver(self) -> Driving:
        """The flow of play: the play driver over this computer's match (a remote seat's screen
        gives its own)."""
        people = frozenset(i for i, s in enumerate(self.match.seats) if s.is_human)
        return PlayDriver(
            self.match, frozenset() if self.ctx.demo else people, start_thinker=services.start_thinker,
            autosave=None if self.ctx.demo else services.autosave,
        )  # fmt: skip

    def _make_board_context(self, viewer: int) -> BoardContext:
        ctx = self.ctx  # (not self: a lambda holding the screen would keep it alive after its game)
        return BoardContext(
            self.match, viewer, ctx.fonts, self.palette, ctx.sounds,
            animation_factor=lambda: ctx.animation_factor, mouse_pos=self._pointer,
            human_seats=self.humans,
        )  # fmt: skip

    def _retell_log(self) -> None:
        """A resumed game: tell its log again, step by step, with the same words as during play."""
        self.log.defer_layout(True)
        try:
            for step in self.driver.retold():
                said = self._log_reason(step)
                self._log_step(step.actor, step.label, step.events, announce=False, reason=said)
        except Exception:  # a log that no longer replays must not stop the game: say so plainly
            log.exception("the saved log could not be told again")
            self.log.clear()
            self.log.add(t("The game resumes; its earlier moves cannot be shown."), muted=True)
        finally:
            self.log.defer_layout(False)

    def on_language(self) -> None:
        """The language changed mid-game: the widgets in the new faces, the log told again in the new
        language (its events keep their message keys: event.words() words them anew), the board's
        words and pictures again."""
        self.actions.close()
        self.ui.clear_and_reset()
        self._handlers.clear()
        self.ui = self.ctx.ui_manager(self.accent, self.game_id)
        self.actions = ActionPanel(
            self.ui, ACTIONS_RECT, self.ctx.fonts, self._choose, grow_to=ACTIONS_GROW_TO
        )
        self.button(MENU_RECT, t("Menu"), self._pause, class_id="@small", tooltip=t("Pause (Esc)"))
        self.log.clear()
        self.log.add(t("A new game of {title} begins.", title=t(self.game.info.title)))
        if self.match.log:
            self._retell_log()
        forget_game_caches()  # card faces and fitted words painted in the language before
        self.board.on_events([])

    # --- input ---------------------------------------------------------------------------------------
    def _choose(self, action: Action) -> None:
        if action in self.board_ctx.legal_actions():
            self.driver.choose(action)

    @property
    def pace_left(self) -> float:
        return self.driver.pace_left

    @property
    def last_human(self) -> int | None:
        return self.driver.holder

    def _pause(self) -> Transition:
        from timetravel.ui.screens.pause import PauseScreen

        for report in self.driver.flush_clock():  # a paused clock has charged every millisecond
            self._show(report)
        self._autosave(always=True)  # a pause may be the way out (focus lost, then the app killed)
        return Push(PauseScreen(self.ctx, self.match, self.undo_seat(), shared=self.shared))

    def _keep_on_leaving(self) -> None:
        """Every way out of a game (the window closed, quit from the pause, a new scene in its place)
        keeps it: the time spent so far charged to the clocks, and saved, so Continue resumes this
        game with no second given back."""
        if self.ctx.demo or self.match.is_over or self.untouched:
            return  # a finished game was saved as it ended; an untouched one is in its file
        self.driver.flush_clock()
        self._autosave(always=True)

    def undo_seat(self) -> int:
        return self.driver.undo_seat(self.board_ctx.viewer)

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        # The action panel matches a click's press and release by choice (its buttons may be rebuilt in
        # between), so it sees mouse buttons before pygame_gui consumes them; it hands the release on to
        # pygame_gui itself when it acts, and lets every other event through untouched.
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.actions.handle_event(event):
            self.ctx.sounds.play("tick")
            return None
        return super().handle_event(event)

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        # number keys reach the action panel after pygame_gui has seen them (base.handle_event)
        if self.actions.handle_event(event):
            self.ctx.sounds.play("tick")
            return None
        if event.type == pygame.WINDOWFOCUSLOST and self._against_the_clock():
            return self._pause()  # a clock must not run while nobody is looking
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and self._close_top():
                return None  # Escape closes only the topmost thing open: a zoom, an overlay
            if event.key in (pygame.K_ESCAPE, pygame.K_p):
                return self._pause()
            action = self.board.handle_key(event.key)
            if action is not None:
                self._choose(action)
                return None
            if event.key == pygame.K_SPACE:
                self.driver.skip_pace()
                self.board.skip()
        elif event.type == pygame.MOUSEWHEEL:
            self.log.handle_wheel(self.ctx.display.mouse_pos(), event.y)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._step_box_at(event.pos):
            self.driver.skip_pace()  # the next AI move, in step mode
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and BOARD_RECT.collidepoint(event.pos):
            if self.board.is_animating() and not self.board.holds():
                self.board.skip()
                return None
            try:
                action = self.board.handle_click(event.pos)
            except Exception as exc:
                self._board_failed(exc)
                return None
            if action is not None:
                self._choose(action)
        return None

    def on_resume(self, result: object) -> Transition | None:
        self.board_ctx.palette = self.palette
        self.board.on_events([])
        if result == RESUME:
            self.untouched = False
        elif result == BACK:
            return Pop()  # a loaded game looked at and left: nothing to keep
        elif isinstance(result, HandoffDone):
            self.driver.handed_to(result.seat)
            self.board.set_viewer(result.seat)
        elif result == "undo":
            self._undo()
        elif result == "quit":
            return Pop()  # leave() keeps the game
        return None

    def _undo(self) -> None:
        seat = self.undo_seat()
        done = self.driver.undo(seat)
        if done is None:
            return
        self.board.on_events([])
        name = self.match.seats[seat].name
        words = (
            t("{name} takes back a move and the moves that answered it.", name=name)
            if done.replies
            else t("{name} takes back a move.", name=name)
        )
        self.log.add(words, seat, muted=True)
        self.toasts.show(t("Move taken back"))

    def _board_failed(self, exc: Exception) -> None:
        """A game's board view raised: keep playing on the generic board (strict mode re-raises)."""
        if os.environ.get("TIMETRAVEL_STRICT_UI") or self.board_failed:
            raise exc
        from timetravel.ui.boards.generic import GenericBoardView

        log.exception("board view failed; switching to the generic board")
        self.board_failed = True
        self.board = GenericBoardView(self.board_ctx)
        self.board.on_events([])
        self.toasts.show(t("The board had a problem; showing the plain board instead."), self.palette.bad)

    def _step_box_at(self, pos: tuple[int, int]) -> bool:
        """Whether `pos` is on the choices box while it asks for the next AI move (step mode)."""
        return self.driver.stepping() and ACTIONS_RECT.collidepoint(pos)

    def _against_the_clock(self) -> bool:
        return self.game.info.real_time and not self.match.is_over and not self.ctx.demo

    # --- flow of play ----------------------------------------------------------------------------------
    def on_update(self, dt: float) -> Transition | None:
        if self.waits_for_person:  # before any AI seat acts or any clock runs
            self.waits_for_person = False
            self.untouched = True
            return Push(ResumeScreen(self.ctx, self.match, self.humans))
        try:
            self.board.update(dt)
        except Exception as exc:
            self._board_failed(exc)
        self.toasts.update(dt)
        self._follow_settings()
        self._release_unattended_hold(dt)
        if self.match.is_over:
            self.driver.update(dt)  # (counts the pace down; nothing is left to play)
            return self._finish(dt)
        transition = None
        for report in self.driver.update(dt, animating=self.board.is_animating() or self.board.holds()):
            transition = self._show(report) or transition
        return transition

    def _release_unattended_hold(self, dt: float) -> None:
        """With no person at the table (the demo, AI seats only) nobody can close what the board
        holds play for: it stays a reading time, then closes itself."""
        if not self.board.holds() or self.humans:
            self._held_s = 0.0
            return
        self._held_s += dt
        if self._held_s >= UNATTENDED_HOLD_S * self.ctx.settings.animation_scale:
            self._held_s = 0.0
            self.board.release_hold()

    def _follow_settings(self) -> None:
        """The AI pace and think budget as set now (the settings may change during a game)."""
        self.driver.pace_ms = self.ctx.ai_pace_ms
        self.driver.step_mode = self.ctx.ai_step
        self.driver.think_ms = (
            100 if self.ctx.demo else int(getattr(self.ctx.settings, "default_think_ms", 1000))
        )

    def _show(self, report: Report) -> Transition | None:
        """Put what the driver reports on screen: animate and log a step, pass the screen, tell."""
        if isinstance(report, Step):
            try:
                self.board.on_events(report.events)
            except Exception as exc:
                self._board_failed(exc)
            said = self._log_reason(report)
            self._log_step(report.actor, report.label, report.events, reason=said)
        elif isinstance(report, ViewerChanged):
            self.board.set_viewer(report.seat)
        elif isinstance(report, Handoff):
            from timetravel.ui.screens.handoff import HandoffScreen

            self.actions.clear()
            label = self.match.state.handoff_label()
            recent = tuple((repeat_sentence(e.text, e.count), e.seat) for e in self.log.entries[-4:])
            return Push(HandoffScreen(self.ctx, self.match, report.seat, self.undo_seat(), label, recent))
        elif isinstance(report, Notice):
            self._tell(report)
        return None

    def _tell(self, notice: Notice) -> None:
        self.toasts.show(t(notice.key, **notice.params), self.palette.bad if notice.bad else None)

    def _log_step(
        self, actor: int, label: str, events: list[Event], announce: bool = True, reason: str = ""
    ) -> None:
        """A step's lines in the log: its events' words, else who did what; what an AI's reason line
        (`reason`) has said already ("Nova enters card C." after "Nova enters card C: ...") is not
        said twice."""
        texts = [e for e in events if e.text and not _said_in(e.words(), reason)]
        seat = actor if actor >= 0 else None
        if reason and not texts:
            return
        if not texts:
            if actor >= 0:
                self.log.add(f"{self.match.seats[actor].name}: {label}", seat)
            else:
                self.log.add(label, None, muted=True)
        for event in texts:
            owner = getattr(event, "seat", seat)
            text = event.words()
            self.log.add(text, owner if isinstance(owner, int) and owner >= 0 else seat)
            if (
                announce
                and isinstance(event, Message)
                and event.important
                and not self.board.announces_events
            ):
                self.toasts.show(text)  # a board that announces events shows its own banner instead

    def _log_reason(self, step: Step) -> str:
        """An AI teammate's reason for its step, before what the step did ("Nova takes the group to
        the Arsenal: nobody has been there yet."); its words ("" when none: it names the deed too)."""
        if step.reason is None or step.actor < 0:
            return ""
        try:
            words = self.match.state.reason_words(step.reason)
        except Exception:  # a reason is never worth a stopped game
            log.exception("the reason of seat %s could not be put into words", step.actor)
            return ""
        if words:
            self.log.add(words, step.actor)
        return words

    def _autosave(self, *, always: bool = False) -> None:
        notice = self.driver.autosave(always=always)
        if notice is not None:
            self._tell(notice)

    def _finish(self, dt: float) -> Transition | None:
        if self.end_timer == 0.0:
            self._autosave()
            self.actions.clear()
            self.ctx.sounds.play("chime")
        self.end_timer += dt
        if self.board.is_animating() or self.board.holds() or self.end_timer < END_HOLD:
            return None
        if self.next_match is not None:
            return Replace(GameScreen(self.ctx, self.next_match(), self.next_match))
        from timetravel.ui.screens.results import ResultsScreen

        history, serving = self._score_history(), self._serving_on()
        return Replace(
            ResultsScreen(self.ctx, self.match, again=not self.shared, serving=serving, history=history)
        )

    def _score_history(self) -> ScoreHistory:
        """How the match was scored round by round, for the results: from its log."""
        return score_history(self.match)

    def _serving_on(self) -> Serving | None:
        """A hosted table goes on being served from the results screen (the host's screen says so)."""
        return None

    def leave(self) -> None:
        self.driver.cancel()
        self._keep_on_leaving()
        super().leave()
        self.actions.close()
        self.board_ctx.mouse_pos = _nowhere  # it was self._pointer: a reference cycle
        self.ctx.fonts.forget_text()  # this game's words and pictures are of little use to the next
        forget_game_caches()
        release_freed_memory()

    # --- drawing -----------------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        surface.blit(self._chrome(self.palette), (0, 0))
        self._progress(surface)
        try:
            self.board.draw(surface, BOARD_RECT)
        except Exception as exc:
            self._board_failed(exc)
            self.board.draw(surface, BOARD_RECT)
        self._turn_banner(surface)
        self._prompt(surface)
        self._actions_area(surface)
        self.log.draw(surface, self.side_palette(), t("Game log"))

    def _pointer(self) -> tuple[int, int]:
        """Where the pointer is for this screen's hovers: nowhere while a pause or dialog covers it,
        nor after Escape closed what showed under it, until it moves."""
        if self.covered:
            return (-1, -1)
        mouse = self.ctx.display.mouse_pos()
        if self._hushed_at is not None and mouse != self._hushed_at:
            self._hushed_at = None
        return (-1, -1) if self._hushed_at is not None else mouse

    def _close_top(self) -> bool:
        """Escape: close the topmost thing open on the board, a view under the pointer first (it is
        drawn above the rest); False when nothing is open (the pause menu then opens)."""
        if self.board.hover_open():
            self._hushed_at = self.ctx.display.mouse_pos()
            return True
        return self.board.close_top()

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.actions.draw_labels(surface, self.palette.text)
        self.actions.draw_tip(surface, self._pointer(), self.palette)  # what a choice does
        self.toasts.draw(surface, self.palette)
        mouse = self._pointer()
        if BOARD_RECT.collidepoint(mouse) and not self.board.is_animating():
            tip = self.board.tooltip_at(mouse)
            if tip:
                draw_tooltip(surface, tip, mouse, self.fonts, self.palette)


