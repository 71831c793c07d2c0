"""The turn's panel under the staircase: whose turn, the dice box, the card played this turn and,
beside it, the fight or trial under way, then the result once it is settled, and the prompt.

The dice box shows the dice of the moment: the movement dice, then a fight's or a trial's die (and
Napoleon's) once rolled, and that die still after the fight or trial is decided, until the next
roll or turn (`Settled`, kept by the board from the step that decided it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import DiceRolled, Event, TurnStarted
from timetravel.games.ministerio.content import content
from timetravel.games.ministerio.view import Contest, FightResolved, MinisterioView
from timetravel.i18n import N_, t
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.boards.ministerio.cards import CardArt
from timetravel.ui.boards.ministerio.layout import CARD, Layout
from timetravel.ui.boards.ministerio.theme import CREAM, DANGER, GLOW, GOOD, MUTED
from timetravel.ui.boards.ministerio.words import SKILL_NAMES
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette
from timetravel.ui.widgets.dice import D6, die_face
from timetravel.ui.widgets.fitted import fitting_size

DIE_SIZE = 34
FACE = CARD  # the card played, whole on the panel
ENEMY = (34, 34)
HINTS = {
    "die": N_("The badges show the doors each die reaches."),
    "walk": N_("Click a lit door: the move goes toward it."),
    "start_door": N_("Click a lit coloured door."),
    "leave": N_("Click a lit coloured door."),
    "flee": N_("Click a lit door."),
    "peek": N_("Click a face-down door."),
    "play": N_("Click a card in your hand or on a pile."),
    "fight": N_("Click a card in your hand to discard it for its bonus."),
    "trial": N_("Click a card in your hand to discard it for its bonus."),
    "choose_agent": N_("Click an agent; hover to read them."),
}


@dataclass(frozen=True)
class Settled:
    """A fight or a trial just decided: what the panel keeps showing until the next roll or turn."""

    subject: str  # the enemy tile or the card
    trial: bool
    roll: int | None  # the agent's die (None: decided without a roll, e.g. given up)
    enemy_roll: int | None  # Napoleon's die
    total: int
    needed: int
    won: bool


class TurnPanel:
    def __init__(self, art: CardArt, fonts: Fonts, palette: Palette, names: list[str],
                 say: Callable[[Action | None], str]) -> None:  # fmt: skip
        self.art, self.fonts, self.palette, self.names, self.say = art, fonts, palette, names, say

    def paint(self, out: pygame.Surface, v: MinisterioView, layout: Layout, index: ActionIndex,
              targets: list[Target], settled: Settled | None, prompt: str, dice_hidden: bool) -> None:  # fmt: skip
        box = layout.table.inflate(-14, -14)
        self._header(out, v, box)
        if not dice_hidden:
            self._dice_box(out, v, layout, index, targets, settled)
        bottom = self._zone(out, v, pygame.Rect(box.x, box.y + 38, box.w, FACE[1]), index, targets, settled)
        self._prompt(out, v, box, bottom + 6, prompt)

    # --- whose turn --------------------------------------------------------------------------------------
    def _header(self, out: pygame.Surface, v: MinisterioView, box: pygame.Rect) -> None:
        who = self.names[v.turn]
        room = box.w - DIE_SIZE * 2 - 16  # the dice box sits at the top right
        head = t("{name}'s turn", name=who) if not v.over else t("Game over")
        if not v.over and self.fonts.get(14, True).size(head)[0] > room:
            head = who  # the name whole, not "Player 1'..."
        colour = self.palette.seat_colour(v.turn) if not v.over else CREAM
        out.blit(self.fonts.render(self.fonts.fit(head, 14, room, True), 14, colour, True), (box.x, box.y))
        out.blit(self.fonts.render(t("Round {n}", n=v.round), 11, MUTED), (box.x, box.y + 18))

    # --- the dice box ----------------------------------------------------------------------------------
    @staticmethod
    def contest_dice(v: MinisterioView, settled: Settled | None) -> tuple[int | None, int | None] | None:
        """The fight's or trial's dice the box shows now, (the agent's, Napoleon's), or None for the
        movement dice."""
        c = v.contest
        if c is not None and (c.roll is not None or c.enemy_roll is not None):
            return c.roll, c.enemy_roll
        if settled is not None and (settled.roll is not None or settled.enemy_roll is not None):
            return settled.roll, settled.enemy_roll  # until the next roll (a trial after its fight)
        return None

    def _dice_box(self, out: pygame.Surface, v: MinisterioView, layout: Layout, index: ActionIndex,
                  targets: list[Target], settled: Settled | None) -> None:  # fmt: skip
        box = layout.dice
        contest = self.contest_dice(v, settled)
        if contest is not None:
            for i, (face, tip) in enumerate(zip(contest, (t("Your die"), t("Napoleon's die")), strict=True)):
                if face is None:
                    continue
                rect = pygame.Rect(box.x + i * (DIE_SIZE + 8), box.y, DIE_SIZE, DIE_SIZE)
                out.blit(die_face(face, DIE_SIZE, D6, self.fonts), rect)
                targets.append(Target(rect, None, None, f"{tip}: {face}"))
            return
        for i, face in enumerate(v.dice):
            rect = pygame.Rect(box.x + i * (DIE_SIZE + 8), box.y, DIE_SIZE, DIE_SIZE)
            out.blit(die_face(face, DIE_SIZE, D6, self.fonts), rect)
            if v.die == i:
                pygame.draw.rect(out, GLOW, rect.inflate(6, 6), 3, border_radius=8)
            action = index.get("die", i)
            tip = t("A die showing {n}", n=face)
            if action is not None:
                tip += "\n" + t("Click: {action}", action=self.say(action))
            targets.append(Target(rect, action, None, tip))
        if v.steps and v.stage == "walk":
            label = self.fonts.render(
                t("1 step left") if v.steps == 1 else t("{n} steps left", n=v.steps), 12, CREAM, True
            )
            out.blit(label, label.get_rect(topright=(box.right, box.bottom + 4)))

    # --- the card played, the fight or trial beside it, the result ---------------------------------------
    def _zone(self, out: pygame.Surface, v: MinisterioView, zone: pygame.Rect, index: ActionIndex,
              targets: list[Target], settled: Settled | None) -> int:  # fmt: skip
        """Paints the middle of the panel: the card played, whole, at the left; beside it the enemy
        fought (or those still to face) and the fight's or trial's figures. Returns its bottom."""
        c = v.contest
        played = v.played
        if c is not None and c.trial:
            played = c.subject
        elif c is None and settled is not None and settled.trial:
            played = settled.subject
        x, bottom = zone.x, zone.y
        if played is not None:
            rect = pygame.Rect((x, zone.y), FACE)
            out.blit(self.art.card(played, FACE), rect)
            targets.append(Target(rect, None, f"card:{played}", t(content().cards[played].name)))
            x, bottom = rect.right + 6, rect.bottom
        enemy = c.subject if c is not None and not c.trial else None
        if c is None and settled is not None and not settled.trial:
            enemy = settled.subject
        if c is not None:
            lines = self._contest_lines(c)
            if settled is not None and settled.subject != c.subject:  # the fight just won, under the trial
                lines.append(self._settled_line(settled))
        elif settled is not None:
            lines = self._settled_lines(settled)
        else:
            lines = []
        y = zone.y
        if enemy is not None:  # the enemy at the top, its first two lines beside it, the rest below
            rect = pygame.Rect((x, y), ENEMY)
            out.blit(self.art.tile(enemy, ENEMY), rect)
            targets.append(Target(rect, None, f"tile:{enemy}", t(content().enemies[enemy].name)))
            room = zone.right - rect.right - 5
            beside = 0
            for line, colour in lines[:2]:  # a line too long for beside it goes below, whole
                if self.fonts.get(9, True).size(line)[0] > room:
                    break
                self._line(out, line, colour, (rect.right + 5, y), room)
                y += 14
                beside += 1
            lines, y = lines[beside:], rect.bottom + 4
        for line, colour in lines:
            y += self._line(out, line, colour, (x, y), zone.right - x)
        bottom = max(bottom, y)
        here = v.mover.door
        if c is None and enemy is None and here is not None and v.stage in ("choose_enemy", "fight", "flee"):
            for k, tile in enumerate(v.doors[here].enemies):  # the enemies still to face on the door
                rect = pygame.Rect(x + k * (ENEMY[0] + 4), y, *ENEMY)
                out.blit(self.art.tile(tile, rect.size), rect)
                action = index.get("face", tile)
                tip = t(content().enemies[tile].name)
                if action is not None:
                    tip += "\n" + t("Click: {action}", action=self.say(action))
                targets.append(Target(rect, action, f"tile:{tile}", tip))
                bottom = max(bottom, rect.bottom)
        return bottom

    def _line(self, out: pygame.Surface, line: str, colour: tuple[int, int, int], at: tuple[int, int],
              room: int) -> int:  # fmt: skip
        """One line of figures, a size or two smaller rather than cut when it is long, else on two
        lines (Spanish "Necesario: 8 (puerta cerrada)"); the height it took."""
        size = fitting_size(self.fonts, line, room, (11, 10, 9), True)
        rows = (
            [line]
            if self.fonts.get(size, True).size(line)[0] <= room
            else self.fonts.wrap(line, 9, room, True)
        )
        rows = rows if len(rows) <= 2 else [rows[0], " ".join(rows[1:])]
        for k, row in enumerate(rows):
            image = self.fonts.render(self.fonts.fit(row, size, room, True), size, colour, True)
            out.blit(image, (at[0], at[1] + 12 * k))
        return 14 + 12 * (len(rows) - 1)

    @staticmethod
    def _contest_lines(c: Contest) -> list[tuple[str, tuple[int, int, int]]]:
        lines = [
            (t("Trial") if c.trial else t("Fight"), GLOW),
            (t("Need {n}", n=c.needed) + (t(" (closed door)") if c.closed else ""), CREAM),
            (f"{t(SKILL_NAMES[c.stat_name])} {c.stat} + {c.bonus}", CREAM),
            (
                t("Chance {p}%", p=round(c.odds * 100))
                if c.total is None
                else t("Die {n}: total {total}", n=c.roll, total=c.total),
                CREAM,
            ),
        ]
        if c.enemy_roll is not None:
            lines.append((t("Napoleon's die: {n}", n=c.enemy_roll), CREAM))
        return lines

    @staticmethod
    def _settled_line(s: Settled) -> tuple[str, tuple[int, int, int]]:
        """A decided fight or trial in one line, kept under the next one."""
        values = {"total": s.total, "needed": s.needed}
        if s.trial:
            line = (
                t("Trial won: {total} of {needed}", **values)
                if s.won
                else t("Trial lost: {total} of {needed}", **values)
            )
        else:
            line = (
                t("Fight won: {total} of {needed}", **values)
                if s.won
                else t("Fight lost: {total} of {needed}", **values)
            )
        return line, GOOD if s.won else DANGER

    @staticmethod
    def _settled_lines(s: Settled) -> list[tuple[str, tuple[int, int, int]]]:
        if s.trial:
            title = t("Trial won") if s.won else t("Trial lost")
        else:
            title = t("Fight won") if s.won else t("Fight lost")
        lines = [
            (title, GOOD if s.won else DANGER),
            (t("{total} of {needed}", total=s.total, needed=s.needed), CREAM),
        ]
        if s.roll is not None:
            lines.append((t("Die {n}", n=s.roll), CREAM))
        return lines

    # --- the prompt ------------------------------------------------------------------------------------------
    def _prompt(
        self, out: pygame.Surface, v: MinisterioView, box: pygame.Rect, top: int, prompt: str
    ) -> None:
        """What the person at the screen may do now, and where to click for it, under the turn's card
        or fight: each whole or not at all (the side panel says the prompt too), the hint first."""
        if not prompt:
            return
        room = max(0, (box.bottom - top) // 14)
        asked = [(line, GLOW) for line in self.fonts.wrap(prompt, 11, box.w, True)]
        hint = HINTS.get(v.stage, "")
        where = [(line, CREAM) for line in self.fonts.wrap(t(hint), 10, box.w)] if hint else []
        said = next((lines for lines in (asked + where, where, asked) if len(lines) <= room), [])
        y = box.bottom - 14 * len(said)
        for line, colour in said:
            out.blit(
                self.fonts.render(line, 11 if colour == GLOW else 10, colour, colour == GLOW), (box.x, y)
            )
            y += 14


def settle(settled: Settled | None, before: MinisterioView | None, events: list[Event]) -> Settled | None:
    """What the panel keeps after a step: the fight or trial it decided, with the die that decided
    it (rolled in the step, or earlier and then helped by discards); nothing once a turn begins or
    new dice are rolled."""
    rolled: int | None = None
    for event in events:
        if isinstance(event, TurnStarted):
            settled, rolled = None, None
        elif isinstance(event, DiceRolled):
            settled = None
            rolled = int(event.faces[0]) if len(event.faces) == 1 else None
        elif isinstance(event, FightResolved):
            earlier = before.contest if before is not None else None
            if earlier is not None and earlier.subject != event.subject:
                earlier = None
            roll = rolled if rolled is not None else (earlier.roll if earlier is not None else None)
            enemy_roll = earlier.enemy_roll if earlier is not None else None
            settled = Settled(
                event.subject, event.trial, roll, enemy_roll, event.total, event.needed, event.won
            )
            rolled = None
    return settled
