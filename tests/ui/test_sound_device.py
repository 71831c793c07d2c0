"""Without a sound device the mixer is not tried, so ALSA prints nothing; a chosen driver is honoured."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from timetravel.ui import sound
from timetravel.ui.sound import Sounds

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def no_device(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A Linux machine without cards or sound server; returns the list of mixer.init calls."""
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "runtime"))
    monkeypatch.setattr(sound, "SOUND_CARDS", tmp_path / "snd")
    opened: list[int] = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: opened.append(1))
    return opened


def test_no_card_and_no_server_means_no_mixer(no_device: list[int]) -> None:
    sounds = Sounds()
    sounds.play("dice")
    assert not sounds.available and no_device == []


def test_a_card_or_a_sound_server_opens_the_mixer(
    no_device: list[int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "snd").mkdir()
    (tmp_path / "snd" / "pcmC0D0p").touch()
    assert not sound.no_audio_device()
    (tmp_path / "snd" / "pcmC0D0p").unlink()
    assert sound.no_audio_device()
    (tmp_path / "runtime" / "pulse").mkdir(parents=True)
    (tmp_path / "runtime" / "pulse" / "native").touch()
    assert not sound.no_audio_device()
    Sounds().play("tick")
    assert no_device == [1]


def test_a_chosen_driver_is_always_tried(no_device: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert not sound.no_audio_device()
    Sounds().play("tick")
    assert no_device == [1]


def test_a_real_process_prints_no_alsa_errors() -> None:
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    code = "from timetravel.ui.sound import Sounds\ns = Sounds()\ns.play('tick')\nprint(s.available)"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "ALSA" not in done.stderr, done.stderr
