"""Where everything lies on the board, seen from the viewer's chair (you at the bottom).

`Geometry` holds the printed spaces for a board rect; `place_cards` turns a seat's view into the
cards to draw, each with its zone, index, the action token that names it, and its rect.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from timetravel.games.division.view import DivisionView

HAND = (92, 128)
RIVAL_HAND = (44, 62)
AREA = (60, 84)
SPACE = (72, 100)
PAST = (50, 70)
DRAFT = (84, 110)


@dataclass
class Geometry:
    rect: pygame.Rect
    board: pygame.Rect = field(init=False)
    track: pygame.Rect = field(init=False)
    influence: dict[str, pygame.Rect] = field(init=False)  # "you" / "rival"
    past: pygame.Rect = field(init=False)
    independent: pygame.Rect = field(init=False)
    temp: dict[str, pygame.Rect] = field(init=False)
    decision: dict[str, pygame.Rect] = field(init=False)
    coin: dict[str, tuple[int, int]] = field(init=False)
    hand: dict[str, pygame.Rect] = field(init=False)
    pile: dict[str, pygame.Rect] = field(init=False)  # the draft piles in front of each player
    tray: pygame.Rect = field(init=False)  # the viewer's three drawn cards during the draft
    rival_tray: pygame.Rect = field(init=False)

    @property
    def size(self) -> tuple[int, int]:
        return self.rect.size

    def __post_init__(self) -> None:
        r = self.rect
        self.board = pygame.Rect(r.x + 8, r.y + 72, r.w - 16, 420)
        b = self.board
        self.track = pygame.Rect(b.x + 10, b.y + 10, 40, b.h - 20)
        inner_x, inner_w = b.x + 60, b.w - 70
        self.influence = {
            "rival": pygame.Rect(inner_x, b.y + 8, inner_w, 90),
            "you": pygame.Rect(inner_x, b.bottom - 98, inner_w, 90),
        }
        mid = pygame.Rect(inner_x, b.y + 106, inner_w, b.h - 212)
        self.past = pygame.Rect(mid.x, mid.y, 196, mid.h)
        self.independent = pygame.Rect(mid.right - 176, mid.y, 176, mid.h)
        col = self.past.right + 16
        self.temp = {
            "rival": pygame.Rect(col, mid.y + 2, *SPACE),
            "you": pygame.Rect(col, mid.bottom - SPACE[1] - 2, *SPACE),
        }
        col += SPACE[0] + 16
        self.decision = {
            "rival": pygame.Rect(col, mid.y + 2, *SPACE),
            "you": pygame.Rect(col, mid.bottom - SPACE[1] - 2, *SPACE),
        }
        cx = col + SPACE[0] + 124  # clear of the Trigger / Collect buttons beside the played cards
        self.coin = {"rival": (cx, mid.y + 52), "you": (cx, mid.bottom - 52)}
        tray_x = self.temp["you"].right + 12
        self.tray = pygame.Rect(
            tray_x, mid.bottom - DRAFT[1] - 24, self.independent.x - tray_x - 10, DRAFT[1] + 22
        )
        self.rival_tray = pygame.Rect(tray_x, mid.y + 2, self.tray.w, RIVAL_HAND[1] + 4)
        self.hand = {
            "rival": pygame.Rect(r.x + 14, r.y + 4, r.w - 160, RIVAL_HAND[1]),
            "you": pygame.Rect(r.x + 14, b.bottom + 10, r.w - 160, HAND[1]),
        }
        # during the draft the hands are empty: the drawn cards are shown where the hands go
        self.tray = pygame.Rect(self.hand["you"].x, self.hand["you"].y - 2, 3 * DRAFT[0] + 40, DRAFT[1] + 26)
        self.rival_tray = pygame.Rect(
            self.hand["rival"].x, self.hand["rival"].y, 3 * RIVAL_HAND[0] + 20, RIVAL_HAND[1]
        )
        self.pile = {
            "rival": pygame.Rect(r.right - 136, r.y + 4, 120, RIVAL_HAND[1]),
            "you": pygame.Rect(r.right - 136, b.bottom + 10, 120, HAND[1]),
        }

    def track_space(self, position: int, spaces: int = 4) -> tuple[int, int]:
        """Centre of a VP-track space: +spaces is the viewer's end (bottom), -spaces the rival's."""
        step = (self.track.h - 40) / (2 * spaces)
        return (self.track.centerx, int(self.track.centery + position * step))


@dataclass
class Placed:
    zone: str  # the engine's zone name ("hand:1", "past", ...)
    index: int
    card: str | None  # None when the viewer does not know it
    rect: pygame.Rect
    face_up: bool  # drawn face up (the viewer may know a face-down card: it is shown dimmed)
    rotated: bool = False
    facedown: bool = False  # lies face down on the table
    token: str | None = None  # how actions name it


def spread(
    n: int, area: pygame.Rect, size: tuple[int, int], gap: int = 6, centre: bool = False
) -> list[pygame.Rect]:
    """Rects for n cards in one row inside `area`, overlapping when they must."""
    if n <= 0:
        return []
    w, h = size
    step = w + gap if n == 1 else min(w + gap, (area.w - w) / (n - 1))
    total = step * (n - 1) + w
    x0 = area.x + (area.w - total) / 2 if centre else area.x
    y = area.y + (area.h - h) // 2
    return [pygame.Rect(int(x0 + i * step), y, w, h) for i in range(n)]


def grid(n: int, area: pygame.Rect, size: tuple[int, int], gap: int = 6) -> list[pygame.Rect]:
    """Rects for n cards in rows inside `area` (The Past, the Independent Stack)."""
    if n <= 0:
        return []
    w, h = size
    per_row = max(1, (area.w + gap) // (w + gap))
    rows = max(1, math.ceil(n / per_row))
    max_rows = max(1, (area.h + gap) // (h + gap))
    if rows > max_rows:  # overlap within rows rather than overflow
        rows = max_rows
        per_row = math.ceil(n / rows)
    step_x = w + gap if per_row == 1 else min(w + gap, (area.w - w) / (per_row - 1))
    step_y = h + gap if rows == 1 else min(h + gap, (area.h - h) / (rows - 1))
    out = []
    for i in range(n):
        r, c = divmod(i, per_row)
        out.append(pygame.Rect(int(area.x + c * step_x), int(area.y + r * step_y), w, h))
    return out


def fd_token(zone: str, index: int) -> str:
    return f"fd_{zone.replace(':', '')}_{index}"


def place_cards(view: DivisionView, geo: Geometry) -> list[Placed]:
    """Every card the view shows, placed; drawn in list order (later on top)."""
    zones, facedown, rotated, drafting = view.zones, view.facedown, view.rotated, view.drafting
    me, rival = view.seat, 1 - view.seat
    out: list[Placed] = []

    def add(zone: str, rects: list[pygame.Rect], show: bool = True) -> None:
        for i, (card, rect) in enumerate(zip(zones[zone], rects, strict=False)):
            down = (zone, i) in facedown
            token = fd_token(zone, i) if down else card
            out.append(
                Placed(
                    zone, i, card, rect, show and card is not None and not down, card in rotated, down, token
                )
            )

    side = {me: "you", rival: "rival"}
    for seat in (rival, me):
        s = side[seat]
        size = HAND if s == "you" else RIVAL_HAND
        add(f"hand:{seat}", spread(len(zones[f"hand:{seat}"]), geo.hand[s], size))
        add(f"influence:{seat}", spread(len(zones[f"influence:{seat}"]), geo.influence[s], AREA))
        add(f"decision:{seat}", [geo.decision[s]] * len(zones[f"decision:{seat}"]))
        temp = zones[f"temp:{seat}"]
        if drafting and s == "you":
            tray = pygame.Rect(geo.tray.x, geo.tray.y, geo.tray.w, DRAFT[1])
            add(f"temp:{seat}", spread(len(temp), tray, DRAFT, 10))
        elif drafting:
            # the rival's draw is hidden during the draft whatever the observation holds
            add(f"temp:{seat}", spread(len(temp), geo.rival_tray, RIVAL_HAND, 6), show=False)
        else:
            add(f"temp:{seat}", [geo.temp[s]] * len(temp))
        pile = geo.pile[s]
        add(
            f"front:{seat}",
            spread(len(zones[f"front:{seat}"]), pile, size if s == "rival" else (60, 84)),
            show=False,
        )
    add("past", grid(len(zones["past"]), geo.past.inflate(-12, -34).move(0, 10), PAST))
    add("independent", grid(len(zones["independent"]), geo.independent.inflate(-12, -34).move(0, 10), PAST))
    return out
