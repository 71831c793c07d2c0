"""Draw the app icon procedurally: an hourglass inside a brass clock ring on deep navy.

python build/icon.py   # writes assets/images/icon.png (256x256)
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAVY, BRASS, SAND, GLASS = (18, 26, 48), (214, 170, 84), (240, 200, 120), (150, 200, 230)


def draw_icon(target: Path, size: int = 256) -> Path:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(s, NAVY, (c, c), c - 2)
    pygame.draw.circle(s, BRASS, (c, c), c - 4, width=size // 24)
    for hour in range(12):  # clock ticks
        angle = hour * math.tau / 12
        outer, inner = c - size * 0.09, c - size * (0.16 if hour % 3 == 0 else 0.13)
        p1 = (c + outer * math.sin(angle), c - outer * math.cos(angle))
        p2 = (c + inner * math.sin(angle), c - inner * math.cos(angle))
        pygame.draw.line(s, BRASS, p1, p2, width=max(2, size // 64))
    w, h = size * 0.34, size * 0.52  # the hourglass
    top, bottom, left, right = c - h / 2, c + h / 2, c - w / 2, c + w / 2
    pygame.draw.polygon(
        s, GLASS, [(left, top), (right, top), (c + 4, c), (right, bottom), (left, bottom), (c - 4, c)]
    )
    pygame.draw.polygon(
        s, SAND, [(left + w * 0.2, top + h * 0.18), (right - w * 0.2, top + h * 0.18), (c, c - 2)]
    )
    pygame.draw.polygon(s, SAND, [(c, bottom - h * 0.28), (right - 6, bottom - 4), (left + 6, bottom - 4)])
    pygame.draw.line(s, SAND, (c, c), (c, bottom - h * 0.28), width=max(2, size // 80))
    for y in (top, bottom):
        pygame.draw.rect(s, BRASS, (left - 10, y - 8, w + 20, 16), border_radius=6)
    target.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(s, str(target))
    return target


if __name__ == "__main__":
    print(draw_icon(ROOT / "assets" / "images" / "icon.png"))
    sys.exit(0)
