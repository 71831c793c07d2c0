"""Quitting never waits on the audio thread: sounds stop and the mixer closes before pygame.quit()."""

from __future__ import annotations

import pygame

from timetravel.ui.app import App


def test_close_stops_sounds_then_the_mixer_then_pygame(monkeypatch) -> None:
    app = App((1280, 720))
    app.ctx.sounds.volume = 0.5
    app.ctx.sounds.play("tick")
    app.ctx.sounds.play("chime")
    assert pygame.mixer.get_init(), "the dummy audio driver opens a mixer"
    calls: list[str] = []
    for module, name in ((pygame.mixer, "stop"), (pygame.mixer, "quit"), (pygame, "quit")):
        real = getattr(module, name)
        label = f"{module.__name__}.{name}"
        monkeypatch.setattr(module, name, lambda real=real, label=label: (calls.append(label), real())[1])
    app.close()
    assert calls[:3] == ["pygame.mixer.stop", "pygame.mixer.quit", "pygame.quit"], calls
    assert not app.ctx.sounds._sounds, "no Sound is left to be freed after the mixer closed"
    app.ctx.sounds.play("tick")  # after close: a quiet no-op
    assert not pygame.mixer.get_init()


def test_many_open_and_close_cycles_with_sounds_playing() -> None:
    for _ in range(25):
        app = App((640, 480))
        app.ctx.sounds.play("dice")
        app.step(1 / 60)
        app.close()
