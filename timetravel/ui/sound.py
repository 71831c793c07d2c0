"""Procedural sound effects, synthesized with the standard library only (array and math).

Each effect is built on first use into a pygame Sound from 16-bit samples at the mixer's format.
When audio is unavailable (no device, the dummy driver refusing, a mixer error), every call is a
quiet no-op: sound is never a reason for the app to fail. On Linux without a sound card or sound
server the mixer is not even tried: ALSA would print a dozen error lines to stderr before failing.
"""

from __future__ import annotations

import array
import math
import os
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

from timetravel.engine.rng import Rng

Samples = list[float]


def _dice_rattle(rate: int) -> Samples:
    """A few sharp clicks with decaying noise, like a die tumbling on wood."""
    rng = Rng(7)
    n = int(rate * 0.42)
    out = [0.0] * n
    for hit in range(7):
        start = int(rate * (0.02 + 0.055 * hit + 0.01 * rng.random()))
        loud = 0.9 * (0.82**hit)
        pitch = 1800 + 900 * rng.random()
        for i in range(int(rate * 0.03)):
            j = start + i
            if j >= n:
                break
            env = math.exp(-i / (rate * 0.006))
            noise = rng.random() * 2 - 1
            tone = math.sin(2 * math.pi * pitch * i / rate)
            out[j] += loud * env * (0.65 * noise + 0.35 * tone)
    return out


def _card_flip(rate: int) -> Samples:
    """A short filtered noise swish with a soft snap at the end."""
    rng = Rng(11)
    n = int(rate * 0.16)
    out = []
    last = 0.0
    for i in range(n):
        t = i / n
        env = math.sin(math.pi * t) ** 2 * 0.55
        last = last * 0.7 + (rng.random() * 2 - 1) * 0.3  # a crude low-pass
        out.append(env * last * 2.2)
    for i in range(int(rate * 0.012)):
        out[-1 - i] += 0.4 * math.exp(-i / (rate * 0.002)) * (rng.random() * 2 - 1)
    return out


def _chime(rate: int) -> Samples:
    """Two bell-like partials (a major third apart) with a long decay."""
    n = int(rate * 0.9)
    out = []
    for i in range(n):
        t = i / rate
        env = math.exp(-t * 4.2) * min(1.0, t * 300)
        v = math.sin(2 * math.pi * 880 * t) + 0.6 * math.sin(2 * math.pi * 1108.7 * t)
        v += 0.25 * math.sin(2 * math.pi * 2640 * t) * math.exp(-t * 9)
        out.append(0.32 * env * v)
    return out


def _tick(rate: int) -> Samples:
    """A soft click for buttons."""
    n = int(rate * 0.03)
    return [0.35 * math.exp(-i / (rate * 0.004)) * math.sin(2 * math.pi * 1400 * i / rate) for i in range(n)]


SOUND_CARDS = Path("/dev/snd")
SOUND_SERVER_SOCKETS = ("pulse/native", "pipewire-0")  # under XDG_RUNTIME_DIR


def no_audio_device() -> bool:
    """True on Linux when neither a sound card nor a sound server is there to open.

    An SDL_AUDIODRIVER chosen in the environment (dummy in tests and headless runs) is always tried.
    """
    if os.environ.get("SDL_AUDIODRIVER") or not sys.platform.startswith("linux"):
        return False
    if os.environ.get("PULSE_SERVER"):
        return False
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and any((Path(runtime) / name).exists() for name in SOUND_SERVER_SOCKETS):
        return False
    try:
        return not any(SOUND_CARDS.iterdir())
    except OSError:
        return True


SYNTHS: dict[str, Callable[[int], Samples]] = {
    "dice": _dice_rattle,
    "flip": _card_flip,
    "chime": _chime,
    "tick": _tick,
}


def to_pcm(samples: Samples, channels: int) -> bytes:
    """Clip to [-1, 1] and pack as signed 16-bit, repeated per channel."""
    pcm = array.array("h")
    for v in samples:
        s = int(max(-1.0, min(1.0, v)) * 32000)
        pcm.extend([s] * channels)
    return pcm.tobytes()


class Sounds:
    def __init__(self, volume: float = 0.8) -> None:
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._format: tuple[int, int, int] | None = None
        self._available: bool | None = None  # the mixer opens on first use: start-up never waits for it

    @property
    def available(self) -> bool:
        if self._available is None:
            self._available = self._init_mixer()
        return self._available

    def warm(self, names: tuple[str, ...] = ("tick",)) -> None:
        """Open the mixer and synthesize `names` now (at an idle moment), not on the first click."""
        for name in names:
            self._sound(name)

    def _init_mixer(self) -> bool:
        if not pygame.mixer.get_init() and no_audio_device():
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            self._format = pygame.mixer.get_init()
        except (pygame.error, OSError):
            return False
        return self._format is not None and self._format[1] == -16

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            self._sounds[name] = self._build(name)
        return self._sounds[name]

    def _build(self, name: str) -> pygame.mixer.Sound | None:
        if not self.available or self._format is None or name not in SYNTHS:
            return None
        rate, _, channels = self._format
        try:
            return pygame.mixer.Sound(buffer=to_pcm(SYNTHS[name](rate), channels))
        except (pygame.error, ValueError):
            return None

    def close(self) -> None:
        """Stop every sound and close the mixer, before pygame.quit() and in this order.

        pygame.quit() closes the audio device while holding the interpreter lock and waits for the
        audio thread; a channel finishing at that moment waits for the lock in pygame's callback, and
        both wait forever. So: halt the channels first (their callbacks run here, in this thread),
        free the sounds while nothing plays, then close the mixer ourselves; pygame.quit() finds it shut.
        """
        self._available = False  # later play() calls are quiet no-ops
        if not pygame.mixer.get_init():
            self._sounds.clear()
            return
        try:
            pygame.mixer.stop()
            for index in range(pygame.mixer.get_num_channels()):
                pygame.mixer.Channel(index).set_endevent()
            self._sounds.clear()
            pygame.mixer.quit()
        except pygame.error:
            pass

    def play(self, name: str) -> None:
        if self.volume <= 0 or not self.available:
            return
        sound = self._sound(name)
        if sound is None:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error:
            pass
