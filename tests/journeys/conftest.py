"""Journeys: the real App, headless, played only through input a person could give.

A `Player` moves the pointer, clicks at the on-screen centre of an element it finds by the words it
shows (or its object id), types, presses keys and lets frames pass. It never calls a screen's
handlers or sets a widget's state; it only reads what is on screen (widget texts, the words the
app's fonts drew during the last frame, pixels) and, for assertions, what the player gets (the
Match that starts, files on disk).

Every journey starts from a fresh TIMETRAVEL_HOME whose settings keep the suite fast: no AI pace,
the smallest AI think budget and animations off (a journey that needs them on says so).
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["TIMETRAVEL_STRICT_UI"] = "1"

import json  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable, Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pygame_gui  # noqa: E402
import pytest  # noqa: E402

from timetravel.ui import services  # noqa: E402
from timetravel.ui.app import App  # noqa: E402

FAST_SETTINGS = {"ai_pace_ms": 0, "default_think_ms": 50, "animation_speed": "off"}
WALL_LIMIT_S = 20.0  # no single wait may take longer than this, however loaded the machine


def write_settings(home: Path, **values: Any) -> None:
    config = home / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps({**FAST_SETTINGS, **values}), encoding="utf-8")


def read_settings(home: Path) -> dict[str, Any]:
    return json.loads((home / "config" / "settings.json").read_text(encoding="utf-8"))


def save_files(home: Path) -> list[Path]:
    folder = home / "saves"
    return sorted(folder.glob("*.json")) if folder.exists() else []


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TIMETRAVEL_HOME", str(tmp_path))
    write_settings(tmp_path)
    return tmp_path


class Player:
    """A person at the keyboard and mouse of a running App."""

    def __init__(self, app: App) -> None:
        self.app = app
        self._drawn: list[str] = []  # the words of the last frame
        self._frame: list[str] = []
        self._since_input: list[str] = []  # every word rendered since the last click or key
        self.frame_at: float | None = None  # wall-clock frames: when the last one began (time.monotonic)
        fonts = app.ctx.fonts
        render = fonts.render

        def recording_render(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            self._frame.append(text)
            self._since_input.append(text)
            return render(text, *args, **kwargs)

        fonts.render = recording_render  # type: ignore[method-assign]  # reads output only
        self.frames(3)  # the title checks for saves on its second frame

    # --- the screen -----------------------------------------------------------------------------------
    @property
    def top(self) -> Any:
        return self.app.stack.top

    def on_top(self, name: str) -> bool:
        return type(self.top).__name__ == name

    def elements(self) -> list[Any]:
        """The top scene's visible widgets, those inside containers and open drop-downs included."""
        ui = getattr(self.top, "ui", None)
        if ui is None:
            return []
        return [e for e in ui.get_sprite_group().sprites() if _shown(e)]

    def buttons(self) -> list[pygame_gui.elements.UIButton]:
        return [e for e in self.elements() if isinstance(e, pygame_gui.elements.UIButton)]

    def find(self, text: str | None = None, *, object_id: str | None = None, within: Any = None) -> Any:
        """The one visible element showing `text` (a number-key prefix aside) or with `object_id`."""
        found = []
        for element in self.elements():
            if within is not None and not _inside(element, within):
                continue
            if object_id is not None and object_id not in element.get_object_ids():
                continue
            if text is not None and _words(element) != text:
                continue
            found.append(element)
        if not found:
            shown = [_words(e) for e in self.elements() if _words(e)]
            raise AssertionError(
                f"nothing shows {text!r} ({object_id}) on {type(self.top).__name__}: {shown}"
            )
        # a drop-down's own button shows its choice too: the innermost element is the one clicked
        return found[-1]

    def buttons_named(self, text: str) -> list[pygame_gui.elements.UIButton]:
        """The visible buttons showing `text`, top to bottom."""
        return sorted((b for b in self.buttons() if _words(b) == text), key=lambda b: (b.rect.y, b.rect.x))

    def has(self, text: str) -> bool:
        return any(_words(e) == text for e in self.elements())

    def dropdowns(self) -> list[pygame_gui.elements.UIDropDownMenu]:
        """The drop-downs, column by column, each top to bottom."""
        menus = [e for e in self.elements() if isinstance(e, pygame_gui.elements.UIDropDownMenu)]
        return sorted(menus, key=lambda m: (m.rect.x, m.rect.y))

    def seat_menus(self) -> list[pygame_gui.elements.UIDropDownMenu]:
        """The setup screen's drop-downs that say who sits in each seat."""
        return [m for m in self.dropdowns() if any(o[0] == "Person" for o in m.options_list)]

    def text_fields(self) -> list[pygame_gui.elements.UITextEntryLine]:
        fields = [e for e in self.elements() if isinstance(e, pygame_gui.elements.UITextEntryLine)]
        return sorted(fields, key=lambda f: (f.rect.x, f.rect.y))

    def sees(self, words: str) -> bool:
        """Whether `words` are on screen, however they were wrapped into lines. Panels that compose
        their text once (the log) render it only when it changes, so the words rendered since the
        last input count too."""
        wanted = " ".join(words.split())
        return wanted in " ".join(self.screen_text().split()) or wanted in " ".join(
            " ".join(self._since_input).split()
        )

    def drawn(self) -> list[str]:
        """The words the app's fonts drew on the last frame, each as drawn."""
        return list(self._drawn)

    def screen_text(self) -> str:
        """Everything written on the last frame: the words drawn by the app's fonts and the widgets'."""
        self.frames(1)
        widgets = [_words(e) for e in self.elements()]
        return "\n".join(self._drawn + [w for w in widgets if w])

    # --- input ------------------------------------------------------------------------------------------
    def window_pos(self, pos: tuple[int, int]) -> tuple[int, int]:
        """Where a point of the logical 1280x720 screen is in the window (letterboxed when scaled)."""
        display = self.app.ctx.display
        return (round(display.dest.x + (pos[0] + 0.5) * display.scale),
                round(display.dest.y + (pos[1] + 0.5) * display.scale))  # fmt: skip

    def move(self, pos: tuple[int, int]) -> None:
        """Move the pointer to a logical point."""
        # Warping the pointer is what a real mouse does: SDL then emits the MOUSEMOTION itself and
        # hover (pygame_gui's, the screens') follows. A posted MOUSEMOTION alone would not move it.
        at = self.window_pos(pos)
        pygame.mouse.set_pos(at)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
        self.frames(1)

    def click(self, target: Any, settle: int = 3) -> None:
        """A left click on an element (or a text shown by one, or a logical point): motion, press,
        release, at the element's on-screen centre."""
        pos = self._point(target)
        self.move(pos)
        self._since_input = []
        at = self.window_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
        self.settle(settle)

    def drag(self, target: Any, to: tuple[int, int]) -> None:
        """Press on an element, move the pointer to a logical point and release there."""
        pos = self._point(target)
        self.move(pos)
        self._since_input = []
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self.window_pos(pos), button=1))
        self.frames(2)
        steps = 8
        for i in range(1, steps + 1):
            self.move((pos[0] + (to[0] - pos[0]) * i // steps, pos[1] + (to[1] - pos[1]) * i // steps))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self.window_pos(to), button=1))
        self.settle(3)

    def _point(self, target: Any) -> tuple[int, int]:
        if isinstance(target, str):
            target = self.find(target)
        if isinstance(target, tuple):
            return target
        assert target.is_enabled, f"{_words(target)!r} is disabled"
        return target.rect.center

    def settle(self, least: int = 3) -> None:
        """Frames until the events a click set off (pygame_gui posts them a frame apart) are handled."""
        self.frames(least)
        for _ in range(30):
            if not pygame.event.peek():
                break
            self.frames(1)
        self.frames(1)

    def wheel(self, pos: tuple[int, int], y: int) -> None:
        """Turn the mouse wheel over a logical point (y > 0: up, toward older lines)."""
        self.move(pos)
        self._since_input = []
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                             precise_y=float(y)))  # fmt: skip
        self.frames(2)

    def reads_in_log(self, words: str, rect: pygame.Rect, most: int = 12) -> bool:
        """Whether `words` are in the game log whose panel is `rect`, scrolling it back a line at a
        time as a person would when a long text pushed them up."""
        if self.sees(words):
            return True
        for _ in range(most):
            self.wheel(rect.center, 1)
            if self.sees(words):
                return True
        return False

    def choose(self, menu: pygame_gui.elements.UIDropDownMenu, option: str) -> None:
        """Open a drop-down with a click and click one of its options."""
        self.click(menu)
        assert menu.current_state is menu.menu_states["expanded"], "the drop-down did not open"
        self.click(self.find(option, within=menu.current_state.options_selection_list))

    def type(self, text: str) -> None:
        self._since_input = []
        for ch in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        self.frames(2)

    def press(self, key: int, settle: int = 2, mod: int = 0) -> None:
        self._since_input = []
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.frames(settle)

    def clear_field(self, field: Any) -> None:
        """Click into a text field and delete what it holds, as a person would with backspace."""
        self.click(field)
        self.press(pygame.K_END)
        for _ in range(len(field.get_text())):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
        self.frames(2)

    # --- time ---------------------------------------------------------------------------------------------
    def keep_wall_time(self) -> None:
        """From now on each frame passes the wall time since the one before, as the running app's
        frames do (a real-time game's clocks then run at the wall's pace), not a 60th of a second."""
        self.frame_at = time.monotonic()

    def _frame_dt(self) -> float:
        if self.frame_at is None:
            return 1 / 60
        now = time.monotonic()
        dt, self.frame_at = now - self.frame_at, now
        return dt

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self._frame = []
            self.app.step(self._frame_dt())
            self._drawn = self._frame
            services.leave_time_to_the_ai()  # as the app sleeps out each frame's 16 ms

    def until(self, condition: Callable[[], bool], limit: int = 3000, what: str = "condition") -> None:
        started = time.monotonic()
        for _ in range(limit):
            if condition():
                return
            if not self.app.running or time.monotonic() - started > WALL_LIMIT_S:
                break
            self.frames(1)
        raise AssertionError(f"{what} not reached; on top: {type(self.top).__name__}")


def _shown(element: Any) -> bool:
    if not element.alive() or not getattr(element, "visible", True):
        return False
    for container in _containers(element):
        if not getattr(container, "visible", True):
            return False
        if not container.get_rect().collidepoint(element.rect.center):
            return False  # scrolled out of its container
    return True


def _containers(element: Any) -> Iterator[Any]:
    """The containers around an element, innermost first (the root container holds itself)."""
    container, seen = element.ui_container, {id(element)}
    while container is not None and id(container) not in seen:
        seen.add(id(container))
        yield container
        container = getattr(container, "ui_container", None)


def _inside(element: Any, outer: Any) -> bool:
    """Shown within `outer`'s area (a drop-down's option list holds its options in inner containers)."""
    return element is not outer and outer.rect.collidepoint(element.rect.center)


def _words(element: Any) -> str:
    if isinstance(element, pygame_gui.elements.UITextEntryLine):
        return element.get_text()
    if isinstance(element, pygame_gui.elements.UIDropDownMenu):
        option = element.selected_option
        return option[0] if isinstance(option, tuple) else str(option)
    text = str(getattr(element, "text", "") or "")
    head, _, rest = text.partition("  ")
    return rest if head.isdigit() and rest else text  # the action panel's number-key prefix


_open_apps: list[App] = []


def start_app() -> Player:
    app = App((1280, 720))
    _open_apps.append(app)
    return Player(app)


def close_app(app: App) -> None:
    if app in _open_apps:
        _open_apps.remove(app)
        app.close()


@pytest.fixture
def player(home: Path) -> Iterator[Player]:
    yield start_app()
    while _open_apps:
        close_app(_open_apps[-1])


def restart(player: Player) -> Player:
    """Close the app as a person would (the window's close button) and start it again."""
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    player.frames(1)
    assert not player.app.running
    close_app(player.app)
    return start_app()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/journeys" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.filterwarnings("ignore:Clamping:UserWarning"))


# --- paths a person takes often ---------------------------------------------------------------------
def open_setup(player: Player, title: str) -> None:
    """Title -> New game -> the cover of the game called `title` -> its setup screen."""
    player.click("New game")
    assert player.on_top("GameSelectScreen")
    select = player.top
    assert player.sees(title), f"no cover titled {title!r}"
    rect = next(r for g, r in zip(select.games, select.rects, strict=True) if g.info.title == title)
    player.click(rect.center)
    assert player.on_top("SetupScreen")
    assert player.sees(title)


def start_game(player: Player, title: str, kinds: tuple[str, ...] = ("Person", "Person")) -> Any:
    """Set up a game whose seats are `kinds` (the drop-down labels) and start it; the Match."""
    open_setup(player, title)
    for menu, kind in zip(player.seat_menus(), kinds, strict=False):
        if _words(menu) != kind:
            player.choose(menu, kind)
    player.click("Start")
    player.until(lambda: player.on_top("GameScreen") or player.on_top("HandoffScreen"), what="the game")
    return game_screen(player).match


def game_screen(player: Player) -> Any:
    return next(s for s in reversed(player.app.stack.scenes) if type(s).__name__ == "GameScreen")


def action_buttons(player: Player) -> list[Any]:
    """The side panel's choices a person can click now."""
    screen = player.top
    panel = getattr(screen, "actions", None)
    if panel is None or not panel.container.visible:
        return []
    return [b for b in player.buttons() if b in panel.buttons]


def close_what_holds(player: Player) -> bool:
    """Click the Continue of what a board holds play for (T.I.M.E Stories' card that ended a run),
    as a person reads and closes it; False when the board holds nothing."""
    board = getattr(player.top, "board", None)
    if board is None or not board.holds():
        return False
    close = next((t for t in board.click_targets() if t.kind.endswith(":continue")), None)
    if close is None:
        return False
    player.click(close.rect.center, settle=1)
    return True


def play_until(player: Player, done: Callable[[], bool], limit: int = 3000) -> None:
    """Let the game run, the people at the table clicking their first choice (and taking the
    screen at a hand-off), until `done`. An AI thinks on a thread while frames run: on a loaded
    machine it may need more frames than `limit`, so the wait also lasts at least WALL_LIMIT_S."""
    started = time.monotonic()
    frames = 0
    while frames < limit or time.monotonic() - started < WALL_LIMIT_S:
        frames += 1
        if done():
            return
        if player.on_top("HandoffScreen"):
            player.click(next(b for b in player.buttons() if b.text.startswith("I am")))
            continue
        choices = action_buttons(player)
        if choices:
            player.click(choices[0], settle=1)
            continue
        if close_what_holds(player):
            continue
        if not player.app.running:
            break
        player.frames(1)
        if frames > limit:
            time.sleep(0.005)  # past the frame budget: leave the thinking thread the interpreter
    board = getattr(player.top, "board", None)
    holding = bool(board is not None and board.holds())
    raise AssertionError(
        f"the game did not get there; on top: {type(player.top).__name__}, the board holding play: {holding}"
    )


def resume(player: Player) -> None:
    """A game opened from a save (Load, Continue) waits on its resume panel: press Resume."""
    player.until(lambda: player.on_top("ResumeScreen"), what="the resume panel")
    player.click("Resume")
