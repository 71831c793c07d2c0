"""Scenes and the typed transitions between them.

A scene handles input, updates with the frame's dt and draws itself onto the logical 1280x720
surface. It never manipulates the stack directly: it returns a Transition and the SceneStack applies
it. A scene that is covered keeps its state; when the scene above pops, the covered scene receives
the popped result through on_resume() and may answer with a transition of its own.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


class Scene:
    """Base class for every screen. `opaque` scenes hide what is beneath them."""

    opaque: bool = True
    covered: bool = False  # another scene is on top: no hover, tooltip or zoom follows the pointer here

    def enter(self) -> None:
        """Called once when the scene first becomes part of the stack."""

    def leave(self) -> None:
        """Called once when the scene leaves the stack for good (pop or replace)."""

    def on_resume(self, result: object) -> Transition | None:
        """The scene above popped with `result`; this scene is on top again."""
        return None

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def behind(self, dt: float) -> None:
        """Each frame while another scene covers this one (a hosted table keeps serving its friends)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical surface."""


@dataclass(frozen=True, slots=True)
class Push:
    scene: Scene


@dataclass(frozen=True, slots=True)
class Pop:
    result: object = None  # what the popped scene answers, for the scene below's on_resume


@dataclass(frozen=True, slots=True)
class Replace:
    scene: Scene


@dataclass(frozen=True, slots=True)
class Quit:
    pass


Transition = Push | Pop | Replace | Quit


class SceneStack:
    def __init__(self, first: Scene) -> None:
        self.scenes: list[Scene] = []
        self.quit_requested = False
        self._push(first)

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def apply(self, transition: Transition | None) -> None:
        """Apply a transition, and any transition the resumed scene answers with."""
        while transition is not None:
            transition = self._apply_one(transition)
        for scene in self.scenes:
            scene.covered = scene is not self.scenes[-1]

    def _apply_one(self, transition: Transition) -> Transition | None:
        match transition:
            case Push(scene):
                self._push(scene)
            case Replace(scene):
                self.scenes.pop().leave()
                self._push(scene)
            case Pop(result):
                self.scenes.pop().leave()
                if not self.scenes:
                    self.quit_requested = True
                    return None
                return self.top.on_resume(result)
            case Quit():
                self.quit_requested = True
        return None

    def _push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.scenes and not self.quit_requested:
            self.apply(self.top.handle_event(event))

    def update(self, dt: float) -> None:
        if self.scenes and not self.quit_requested:
            for scene in self.scenes[:-1]:
                scene.behind(dt)
            self.apply(self.top.update(dt))

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the highest opaque scene upwards, so overlays show what they cover."""
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for scene in self.scenes[start:]:
            scene.draw(surface)

    def close_all(self) -> None:
        while self.scenes:
            self.scenes.pop().leave()
