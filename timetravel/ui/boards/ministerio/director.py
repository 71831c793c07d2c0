"""From the engine's events of one step to the animations (and sounds) that show it, in order.

Only the events and the viewer's views are read, never the hidden state: a card that moves face
down stays a back, and a tile is shown only once an EnemyRevealed event names it.
"""

from __future__ import annotations

import pygame

from timetravel.engine.events import CardMoved, DiceRolled, Event, GameEnded, PieceMoved, TurnStarted
from timetravel.games.ministerio.content import content
from timetravel.games.ministerio.view import (
    EnemyRevealed,
    FightResolved,
    Imprisoned,
    MinisterioView,
    PaChanged,
)
from timetravel.i18n import t
from timetravel.ui.boards.kit.anims import Flip
from timetravel.ui.boards.ministerio.anims import Banner, Glide, Walk, banner_image
from timetravel.ui.boards.ministerio.cards import CardArt
from timetravel.ui.boards.ministerio.layout import CARD, PA_SPACES, SMALL_CARD, Layout
from timetravel.ui.boards.ministerio.theme import DANGER, GOOD
from timetravel.ui.boards.ministerio.turn import DIE_SIZE, FACE
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette
from timetravel.ui.widgets.dice import DiceRoll
from timetravel.ui.widgets.popups import ScorePopup
from timetravel.ui.widgets.tween import Animation

Point = tuple[int, int]
CATEGORY_INDEX = {"place": 0, "object": 1, "character": 2, "event": 3}


class Director:
    def __init__(self, art: CardArt, fonts: Fonts, palette: Palette, names: list[str]) -> None:
        self.art, self.fonts, self.palette, self.names = art, fonts, palette, names
        self.sounds: list[str] = []

    def play(
        self, events: list[Event], after: MinisterioView, layout: Layout, offset: Point
    ) -> list[Animation]:
        self.layout, self.offset, self.after = layout, offset, after
        self.delay = 0.0
        self.out: list[Animation] = []
        self.sounds = []
        self.walking: set[object] = set()  # pieces whose walk has begun in this step
        for event in events:
            self._event(event)
        return self.out

    # --- where things are (screen pixels) --------------------------------------------------------------------
    def _at(self, point: Point) -> Point:
        return (point[0] + self.offset[0], point[1] + self.offset[1])

    def _door(self, index: int) -> Point:
        x, y = self.layout.doors.centre(index)
        return self._at((x, y + 6))

    def _zone(self, zone: str) -> Point:
        kind, _, arg = zone.partition(":")
        layout = self.layout
        if kind == "door":
            return self._door(int(arg))
        if kind == "pile":
            return self._at(layout.piles[CATEGORY_INDEX.get(arg, 0)].center)
        if kind in ("hand", "mission") and int(arg) == self.after.seat:
            return self._at((layout.hand if kind == "hand" else layout.mission).center)
        if kind in ("hand", "controlled", "agent", "mission"):
            return self._at(layout.seats[int(arg)].center)
        if kind == "slot":
            return self._at(layout.slots[min(4, max(0, int(arg) - 1))].center)
        if kind == "table":  # the card played: its place on the turn's panel
            box = layout.table.inflate(-14, -14)
            return self._at((box.x + FACE[0] // 2, box.y + 38 + FACE[1] // 2))
        if kind == "centre":
            return self._at(layout.centre)
        if kind in ("office", "deck", "missions"):
            return self._at(layout.office.midtop[0:1] + (layout.office.y + 20,))
        return self._at(layout.stair.center)

    def _add(self, animation: Animation, step: float) -> None:
        self.out.append(animation)
        self.delay += step

    def _banner(
        self,
        title: str,
        lines: list[str],
        colour: RGB | None = None,
        duration: float = 1.0,
        blocking: bool = True,
    ) -> None:
        # a banner's words are this moment's (a die, a name): painted now, never kept for the next game
        image = banner_image(self.fonts, title, lines, *((colour,) if colour else ()))
        self._add(
            Banner(image, self._at(self.layout.stair.center), self.delay, duration, blocking), duration * 0.8
        )

    # --- one event ---------------------------------------------------------------------------------------------
    def _event(self, event: Event) -> None:  # noqa: C901
        if isinstance(event, DiceRolled):
            self._dice(event)
        elif isinstance(event, PieceMoved):
            self._piece(event)
        elif isinstance(event, EnemyRevealed):
            centre = self._door(event.door)
            flip = Flip(centre, self.art.tile(event.tile, (40, 40)), self.art.tile_back((40, 40)),
                        ("tile", event.door), self.delay, 0.45)  # fmt: skip
            self._add(flip, 0.45)
            self.sounds.append("flip")
        elif isinstance(event, FightResolved):
            name = (
                t(content().cards[event.subject].name)
                if event.trial
                else t(content().enemies[event.subject].name)
            )
            title = (t("CONTROL!") if event.trial else t("VICTORY!")) if event.won else t("FAILED")
            line = t("{total} of {needed} against {name}", total=event.total, needed=event.needed, name=name)
            self._banner(title, [line], GOOD if event.won else DANGER, 1.0)
            if event.won:
                self.sounds.append("chime")
        elif isinstance(event, PaChanged):
            space = min(event.total, PA_SPACES - 2)
            x, y = self.layout.pa_track.centre(space)
            colour = self.palette.seat_colour(event.seat)
            self.out.append(ScorePopup(self.fonts, self._at((x, y - 8)), event.delta, colour, self.delay))
        elif isinstance(event, Imprisoned):
            self._banner(t("HUESCA!"), [t("{name} is locked up", name=self.names[event.seat])], DANGER, 1.3)
        elif isinstance(event, CardMoved):
            self._card(event)
        elif isinstance(event, TurnStarted):
            self._banner(t("{name}'s turn", name=self.names[event.seat]), [], None, 0.7, blocking=False)
        elif isinstance(event, GameEnded):
            names = ", ".join(self.names[s] for s in event.winners)
            line = t("{names} wins", names=names) if names else t("Everybody loses")
            self._banner(t("GAME OVER"), [line], None, 1.6)

    def _dice(self, event: DiceRolled) -> None:
        """Every roll lands in the dice box, where the panel then shows it: the movement's two dice,
        and a fight's or a trial's die (Napoleon's in the second place)."""
        faces = tuple(int(f) for f in event.faces)
        box = self.layout.dice
        first = self._at((box.x + DIE_SIZE // 2, box.centery))
        if len(faces) == 2:
            centre = self._at(box.center)
        elif (
            self.after.contest is not None
            and self.after.contest.enemy_roll == faces[0]
            and (self.after.contest.roll is None)
        ):
            centre = (first[0] + DIE_SIZE + 8, first[1])  # Napoleon's die, beside the agent's
        else:
            centre = first
        roll = DiceRoll(faces, centre, self.fonts, size=DIE_SIZE, seed=sum(faces) + len(self.out),
                        start=(centre[0] + 120, centre[1] + 80))  # fmt: skip
        roll.delay = self.delay
        roll.duration = 0.8
        roll.hides = ("dice",)
        self._add(roll, 0.8)
        self.sounds.append("dice")

    def _piece(self, event: PieceMoved) -> None:
        piece, source, target = event.piece, event.source, event.target
        if piece.startswith("agent:"):
            seat = int(piece[6:])
            start = self._zone(source) if source != "start" else self._at(self.layout.centre)
            jump = _is_jump(source, target)
            walk = Walk(start, self._zone(target), self.palette.seat_colour(seat), ("agent", seat), self.delay,
                        jump=jump)  # fmt: skip
            self._walk(walk)
        elif piece == "lola":
            self._walk(Walk(self._zone(source), self._zone(target), None, ("lola",), self.delay))
        elif piece.startswith("enemy:"):
            tile = piece[6:]
            start = self._zone(source) if source != "staircase" else self._at(self.layout.table.center)
            image = self.art.tile(tile, (30, 30))
            self._add(Glide(start, self._zone(target), image, self.delay, 0.4), 0.4)

    def _walk(self, walk: Walk) -> None:
        walk.first = walk.hides not in self.walking
        self.walking.add(walk.hides)
        self._add(walk, walk.duration)

    def _card(self, event: CardMoved) -> None:
        source, target = event.source, event.target
        if source == "deck" and target.startswith("hand") and len(self.out) > 40:
            return  # a big deal: a few flights say it, the rest would only keep people waiting
        size = CARD if target in ("table",) or source == "table" else SMALL_CARD
        image = self.art.card(event.card, size) if event.card else self.art.back(size)
        glide = Glide(self._zone(source), self._zone(target), image, self.delay, 0.3)
        # a draw is one chance step per card: the cards fly together like a deal, nobody waits on them
        glide.blocking = not (source == "deck" and target.startswith("hand"))
        self._add(glide, 0.12)


def _is_jump(source: str, target: str) -> bool:
    if not (source.startswith("door:") and target.startswith("door:")):
        return False
    return abs(int(source[5:]) - int(target[5:])) > 1 and {int(source[5:]), int(target[5:])} != {0, 29}


__all__ = ["Director", "pygame"]
