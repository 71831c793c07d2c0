"""The app loop: window, scene stack, 60 FPS cap. `run_app()` is what `timetravel` opens."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pygame

from timetravel.engine.elapsed import seconds
from timetravel.ui import services
from timetravel.ui.context import AppContext
from timetravel.ui.display import Display
from timetravel.ui.fonts import Fonts, clean_text
from timetravel.ui.scene import Scene, SceneStack
from timetravel.ui.sound import Sounds

FPS = 60
MAX_DT = 0.1  # a stalled frame (window drag, breakpoint) must not fast-forward animations


class App:
    def __init__(
        self,
        size: tuple[int, int] | None = None,
        *,
        demo: bool = False,
        first: Callable[[AppContext], Scene] | None = None,
        settings: services.AppSettings | None = None,
    ) -> None:
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("timetravel")
        set_window_icon()
        settings = settings if settings is not None else services.load_settings()
        fullscreen = bool(getattr(settings, "fullscreen", False)) and not demo
        display = Display(size or services.window_size(settings), fullscreen)
        pygame.key.set_repeat(350, 40)
        self.ctx = AppContext(display, Fonts(), settings, Sounds(), demo=demo)
        if first is None:
            from timetravel.ui.screens.title import TitleScreen

            first = TitleScreen
        self.stack = SceneStack(first(self.ctx))
        self.clock = pygame.time.Clock()

    @property
    def running(self) -> bool:
        return not self.stack.quit_requested

    def handle(self, event: pygame.event.Event) -> None:
        display = self.ctx.display
        if event.type == pygame.QUIT:
            self.stack.quit_requested = True
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            display.resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.TEXTINPUT:
            event = typed_text(event)
            if not event.text:
                return
        self.stack.handle_event(display.map_event(event))

    def toggle_fullscreen(self) -> None:
        """F11: switch, and remember the choice as settings.fullscreen (the settings screen shows it)."""
        display = self.ctx.display
        display.toggle_fullscreen()
        if self.ctx.demo:
            return  # the demo never touches settings
        settings = services.updated(self.ctx.settings, fullscreen=display.fullscreen)
        self.ctx.apply_settings(settings)
        services.save_settings(settings)

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: input, update, draw, present."""
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
            if not self.running:
                return
        dt = seconds(dt, MAX_DT)  # NaN or below zero: no time; +inf: the cap
        self.ctx.time += dt
        self.stack.update(dt)
        if not self.running:
            return
        self.stack.draw(self.ctx.display.logical)
        self.ctx.display.present()

    def run(self) -> int:
        dt = 0.0
        while self.running:
            self.step(dt)
            dt = self.clock.tick(FPS) / 1000.0
        self.close()
        return 0

    def close(self) -> None:
        self.stack.close_all()
        self._remember_window()
        self.ctx.sounds.close()  # the mixer first: pygame.quit() could wait on the audio thread forever
        pygame.quit()

    def _remember_window(self) -> None:
        """Keep the last windowed size for the next start (the demo never touches settings)."""
        size = tuple(self.ctx.display.windowed_size)
        if self.ctx.demo or size == services.window_size(self.ctx.settings):
            return
        if hasattr(self.ctx.settings, "window_size"):
            services.save_settings(services.updated(self.ctx.settings, window_size=size))


def typed_text(event: pygame.event.Event) -> pygame.event.Event:
    """A TEXTINPUT with only what the text widgets can render (NUL or a zero-width joiner kill them)."""
    text = clean_text(getattr(event, "text", "") or "")
    if text == event.text:
        return event
    return pygame.event.Event(pygame.TEXTINPUT, text=text, window=getattr(event, "window", None))


def set_window_icon() -> None:
    """The window's icon, set at run time: PyInstaller's icon= reaches Windows and macOS only."""
    from timetravel.resources import assets_dir

    with contextlib.suppress(pygame.error, OSError):  # a missing icon is never worth failing for
        pygame.display.set_icon(pygame.image.load(str(assets_dir() / "images" / "icon.png")))


def run_app() -> int:
    return App().run()
