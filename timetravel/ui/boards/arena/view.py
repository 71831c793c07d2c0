"""ArenaBoardView: Time Arena's board (see timetravel.ui.boards.base).

The kit's KitBoard keeps the still table (table.py, painted from the viewer's typed view and the
fighter lit) and draws the pulse on what can be clicked, the hover outline, the animations and the
fight's held die. Over the table this board draws what moves: both clocks and every running
hourglass (the state's time minus the time the match holds pending, so they run smoothly between
the engine's deadlines); over the animations, the recap of the AI's turn and the large card.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from functools import partial

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.games.arena.content import content
from timetravel.games.arena.view import ArenaView
from timetravel.i18n import t
from timetravel.ui.boards.arena import layout as layout_mod
from timetravel.ui.boards.arena import theme, words
from timetravel.ui.boards.arena.art import ArenaArt, clock_words, draw_hourglass, sand_words
from timetravel.ui.boards.arena.director import Director
from timetravel.ui.boards.arena.layout import Layout, gate_glass
from timetravel.ui.boards.arena.recap import Recap, RecapCollector
from timetravel.ui.boards.arena.table import TableRenderer, square_of
from timetravel.ui.boards.base import BoardContext
from timetravel.ui.boards.kit.board import Directed, Hidden, KitBoard, Painted, WarmJob
from timetravel.ui.boards.kit.caches import fit_text
from timetravel.ui.boards.kit.targets import Target, target_at
from timetravel.ui.widgets.card_zoom import ZoomContent, with_click

SOUNDS = ("dice", "flip", "tick")
FIGHTER_ACTIONS = ("summon", "move", "attack", "bomb")
TURN_BUTTONS = ("bomb", "wait", "pass", "end", "accept", "wheel")  # the kinds with a rule in a line
CARD_BASE = (64, 80)  # the large view shows a fighter's card at three times this
TOTEM_BASE = (44, 64)
CLOCK_SIZE = 46
ZOOM_DELAY_S = 0.5  # the large card waits like a tooltip, so it never covers squares about to be clicked


class ArenaBoardView(KitBoard[ArenaView, Layout]):
    holds_dice = True  # the fight's die stays in view after the fight is settled
    pulse = theme.GLOW
    pulse_outline = (4, 2, 8)
    hover_outline = (4, 2, 8)

    def __init__(self, context: BoardContext) -> None:
        super().__init__(context, ArenaView)
        self.art = ArenaArt(context.fonts, self.observation().roster)  # a game keeps its roster
        self.selected: str | None = None
        self._base: pygame.Surface | None = None  # the table's unchanging parts (table.base)
        self._base_key: tuple[object, ...] | None = None
        self._hovered: str | None = None  # the card under the pointer
        self._hovered_since = 0.0
        self._quiet_at: tuple[int, int] | None = None  # where the last click was, while the pointer stays
        acting = self.observation().data.get("acting_seat", 0)
        self.collector = RecapCollector(context.human_seats, int(acting) if isinstance(acting, int) else 0)
        self.recap: Recap | None = None  # what the AI did while a person waited, until they act
        self._recap_rect: pygame.Rect | None = None
        context.sounds.warm(SOUNDS)

    def compute_layout(self, size: tuple[int, int]) -> Layout:
        return layout_mod.compute(size, content().totem.energy)

    def warm_jobs(self) -> list[WarmJob] | None:
        """The arena's stones and Totems, then fighter tokens at the arena's and the Gates' sizes, then
        the draft's cards: popped from the end, one per frame."""
        if self.layout is None:
            return None
        cell = self.layout.cell
        gate = min(layout_mod.gate_arch(self.layout.sides[0].gates[0]).size)
        ids = list(content().fighters)
        jobs: list[WarmJob] = [
            partial(self.art.stone, cell, light, seed) for light in (True, False) for seed in range(7)
        ]
        jobs += [partial(self.art.totem, side, self.layout.sides[side].totem.size) for side in (0, 1)]
        jobs += [
            partial(self.art.token, f, side, size)
            for size in (cell - 4, gate)
            for f in ids
            for side in (0, 1)
        ]
        if self.observation().stage == "draft":
            jobs = [partial(self.art.card, f, self.layout.cards[0].size, -1) for f in ids] + jobs
        return jobs[::-1]

    # --- a step --------------------------------------------------------------------------------------
    def follow(self, events: list[Event], before: ArenaView | None, after: ArenaView) -> None:
        if events:
            self._follow_recap(events, after)

    def direct(
        self, events: list[Event], before: ArenaView | None, after: ArenaView, layout: Layout
    ) -> Directed:
        director = Director(self.art, self.context.fonts)
        return list(director.play(events, before, after, layout, self.rect.topleft)), director.sounds

    def _follow_recap(self, events: list[Event], after: ArenaView) -> None:
        """The recap stays until the person acts (or the game ends); a new one comes when the turn
        returns to a person after the AI played."""
        if self.recap is not None and (self._person_acted() or after.stage == "over"):
            self.recap = None
        found = self.collector.feed(events, after)
        if found is not None and after.stage == "play":
            self.recap = found

    def _person_acted(self) -> bool:
        last = self.context.last_step()
        if last is None or last[0] not in self.context.human_seats:
            return False
        return last[1].partition(":")[0] not in ("time", "sand")

    def handle_click(self, pos: tuple[int, int]) -> Action | None:
        if self._recap_rect is not None and self.recap is not None and self._recap_rect.collidepoint(pos):
            self.recap = None  # a click on the recap puts it away, and plays nothing
            return None
        if self.is_animating():
            self.skip()  # a click never waits on a tumbling die: it finishes the show and counts
        target = target_at(self.targets, pos)
        self._quiet_at = pos  # the player acts here: no large card over the arena until the pointer moves
        legal = self.context.legal_actions()
        if target is None:
            self.select(None)
            return None
        action = target.clicked(legal)
        if action is not None:
            return action
        if target.kind == "select" and target.card is not None:
            fighter = target.card.partition(":")[2]
            self.select(None if fighter == self.selected else fighter)
        else:
            self.select(None)  # a click elsewhere puts the fighter down
        return None

    def close_top(self) -> bool:
        """Escape: the recap of what the AI did while the person waited."""
        if self.recap is None:
            return False
        self.recap = None
        return True

    def handle_key(self, key: int) -> Action | None:
        """Space ends the turn whenever ending it is legal."""
        if key != pygame.K_SPACE:
            return None
        return next((a for a in self.context.legal_actions() if a.kind == "end"), None)

    def select(self, fighter: str | None) -> None:
        if fighter != self.selected:
            self.selected = fighter
            self.invalidate()

    def selection(self, v: ArenaView, legal: Sequence[Action]) -> str | None:
        """The fighter whose squares and targets are lit: the one clicked while it can still act, else
        the fighter whose activation is under way, else the only one that can act."""
        usable = {str(a.args[0]) for a in legal if a.kind in FIGHTER_ACTIONS and a.args}
        if v.stage != "play" or not usable:
            return None
        if self.selected in usable:
            return self.selected
        active = next((f.id for f in v.fighters if f.active and f.id in usable), None)
        if active is not None:
            return active
        return next(iter(usable)) if len(usable) == 1 else None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.recap is not None and self._recap_rect is not None and self._recap_rect.collidepoint(pos):
            return None  # the recap says how it closes
        target = target_at(self.targets, pos)
        if target is None or not target.tip:
            return None
        if target.card is not None and self.zoom_content(target.card, self.observation()) is not None:
            return None  # the large card says it (after the hover delay)
        return target.tip

    def action_tooltip(self, action: Action) -> str | None:
        """What a choice in the panel does: an attack's odds and the counter it risks, a turn
        button's rule in a line, and the fighter it is about."""
        v = self.observation()
        fighter = str(action.args[0]) if action.args else ""
        rule = words.button_tip(action.kind, v, fighter or None) if action.kind in TURN_BUTTONS else ""
        if action.kind not in (*FIGHTER_ACTIONS, "pick") or fighter not in content().fighters:
            return rule or None
        lines = [rule] if rule else []
        on = v.fighter(fighter)
        if action.kind == "attack" and on is not None:
            aim = next((t for t in on.targets if t.target == str(action.args[1])), None)
            lines += [words.attack_tip(aim, fighter)] if aim is not None else []
        zoom = words.fighter_words(v, fighter, self.names)
        return "\n".join([*lines, zoom.title, *zoom.facts, *zoom.words])

    # --- drawing -----------------------------------------------------------------------------------------
    def table_key(self) -> tuple[object, ...]:
        """The fighter lit now (see `selection`)."""
        self.selected = self.selection(self.observation(), self.context.legal_actions())
        return (self.selected,)

    def draw_under(self, surface: pygame.Surface, layout: Layout, busy: bool) -> None:
        """Both clocks and the running hourglasses, and what the keys do."""
        v = self.observation()
        if v.stage != "draft":
            self._draw_time(surface, v, layout)
            self._keys_hint(surface, layout)

    def pulses(self, target: Target) -> bool:
        """The buttons, bonus tokens, draft cards and fighters that may act."""
        return self.outlined(target) and target.kind in ("button", "bonus", "select", "")

    def outlined(self, target: Target) -> bool:
        return target.action is not None or target.kind == "select"

    def draw_over(self, surface: pygame.Surface, layout: Layout, hovered: Target | None) -> None:
        self._draw_recap(surface, layout)
        if self._zoom_due(hovered) and hovered is not None:
            self._hover(surface, hovered, self.rect, self.observation())

    def _keys_hint(self, surface: pygame.Surface, layout: Layout) -> None:
        """What the keys do now, under the buttons: while the summary of the AI's turn is open,
        Escape closes it; else Escape pauses."""
        fonts = self.context.fonts
        if self.recap is not None:
            said = t("Esc: close the summary")  # the one key that matters now (both would not fit)
        else:
            said = t("Space: end the turn · Esc: pause")
        text = fonts.render(fit_text(fonts, said, 11, layout.buttons.w), 11, self.context.palette.muted)
        bottom = layout.buttons.move(self.rect.topleft).midbottom
        surface.blit(text, text.get_rect(midbottom=bottom))
        note = self.context.clock_note()  # a joined screen: the host's clocks and their delay
        lines = fonts.wrap(note, 11, layout.buttons.w) if note else []
        step = fonts.get(11).get_linesize()
        y = bottom[1] - text.get_height() - 2 - step * len(lines)
        for line in lines:
            shown = fonts.render(line, 11, self.context.palette.muted)
            surface.blit(shown, shown.get_rect(midtop=(bottom[0], y)))
            y += step

    def _draw_recap(self, surface: pygame.Surface, layout: Layout) -> None:
        """What the AI did while the person waited, over the arena until they act or click it."""
        self._recap_rect = None
        if self.recap is None:
            return
        fonts, pal = self.context.fonts, self.context.palette
        grid = layout.grid.rect.move(self.rect.topleft)
        width = min(grid.w - 40, 440)
        heading = self.recap.heading(self.names)
        lines = [line for text in self.recap.lines(self.names) for line in fonts.wrap(text, 14, width - 28)]
        hint = t("Click here or press Esc to close; it also closes with your first move.")
        notes = fonts.wrap(hint, 12, width - 28)  # whole, on two lines in a longer language
        step = fonts.get(14).get_linesize()
        height = (
            16
            + fonts.get(16, True).get_linesize()
            + 6
            + step * len(lines)
            + 8
            + fonts.get(12).get_linesize() * len(notes)
            + 12
        )
        box = self._recap_place(pygame.Rect(0, 0, width, height), grid, layout)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((18, 18, 26, 232))
        surface.blit(shade, box)
        pygame.draw.rect(surface, theme.GLOW, box, 2, border_radius=10)
        y = box.y + 14
        title = fonts.render(fonts.fit(heading, 16, width - 28, True), 16, theme.GLOW, True)
        surface.blit(title, (box.x + 14, y))
        y += fonts.get(16, True).get_linesize() + 6
        for line in lines:
            surface.blit(fonts.render(line, 14, pal.text), (box.x + 14, y))
            y += step
        for k, said in enumerate(notes):
            note = fonts.render(fonts.fit(said, 12, width - 28), 12, pal.muted)
            surface.blit(note, (box.x + 14, y + 8 + k * fonts.get(12).get_linesize()))
        self._recap_rect = box

    def _recap_place(self, box: pygame.Rect, grid: pygame.Rect, layout: Layout) -> pygame.Rect:
        """Over the arena where it hides the fewest fighters: its middle, top or bottom."""
        squares = [
            layout.grid.square_rect(square_of(f.square)).move(self.rect.topleft)
            for f in self.observation().fighters
            if f.square
        ]
        best: tuple[int, pygame.Rect] | None = None
        for y in (grid.centery - box.h // 2, grid.y + 8, grid.bottom - 8 - box.h):
            spot = pygame.Rect(grid.centerx - box.w // 2, y, box.w, box.h)
            hidden = sum(spot.colliderect(square.inflate(-8, -8)) for square in squares)
            if best is None or hidden < best[0]:
                best = (hidden, spot)
        assert best is not None
        return best[1]

    def _zoom_due(self, hovered: Target | None) -> bool:
        """Whether the pointer has rested on this card long enough (and not clicked it) for its large
        view: like a tooltip, it waits, so a quick pass never covers the arena; and after a click it
        waits for the pointer to move (a fighter just summoned or moved lands under it)."""
        if self._quiet_at is not None and self.context.mouse_pos() != self._quiet_at:
            self._quiet_at = None
        spot = hovered.card if hovered is not None and self._quiet_at is None else None
        if spot is None:
            self._hovered = None
            return False
        if spot != self._hovered:
            self._hovered, self._hovered_since = spot, self.clock
        return self.clock - self._hovered_since >= ZOOM_DELAY_S

    def paint_table(self, layout: Layout, hidden: Hidden) -> Painted:
        v = self.observation()
        renderer = TableRenderer(self.art, self.context.fonts, self.context.palette, self.names)
        base_key = (layout.size, v.mode, v.stage == "draft", self.context.palette)
        if base_key != self._base_key or self._base is None:
            self._base, self._base_key = renderer.base(v, layout), base_key
        painted = renderer.render(v, layout, self.context.legal_actions(), hidden, self.selected, self._base,
                                  self._table)  # fmt: skip
        return painted.surface, painted.targets

    def pending_ms(self, v: ArenaView) -> int:
        """Time the match has fed in but not charged yet: the running clock and hourglasses lose it too."""
        return self.context.pending_ms() if v.stage == "play" else 0

    def shown_clock(self, v: ArenaView, side: int) -> int:
        ms = v.clocks_ms[side]
        return max(0, ms - self.pending_ms(v)) if v.running == side else ms

    def shown_hourglass(self, v: ArenaView, slot: int) -> int:
        ms = v.fighters[slot].hourglass_ms
        return max(0, ms - self.pending_ms(v)) if ms > 0 else 0

    def _draw_time(self, surface: pygame.Surface, v: ArenaView, layout: Layout) -> None:
        ox, oy = self.rect.topleft
        fonts = self.context.fonts
        for side in (0, 1):
            panel = layout.sides[side]
            ms = self.shown_clock(v, side)
            colour = theme.CLOCK_ON if v.running == side else theme.CLOCK_OFF
            if ms <= theme.LOW_CLOCK_MS:
                colour = theme.CLOCK_LOW
                if v.running == side and math.sin(self.clock * 6) > 0.6:  # a warning beat in the last 30 s
                    pygame.draw.rect(surface, theme.CLOCK_LOW, panel.clock.move(ox, oy), 3, border_radius=10)
            digits = fonts.render(clock_words(ms), CLOCK_SIZE, colour, True)
            surface.blit(digits, digits.get_rect(center=panel.clock.move(ox, oy).center))
            for fighter, gate in zip(v.fighters[side * 4 : side * 4 + 4], panel.gates, strict=True):
                self._draw_glass(surface, v, fighter.slot, gate.move(ox, oy))

    def _draw_glass(self, surface: pygame.Surface, v: ArenaView, slot: int, gate: pygame.Rect) -> None:
        fighter = v.fighters[slot]
        left = self.shown_hourglass(v, slot)
        running = left > 0 and fighter.square is None and bool(fighter.id)
        share = (
            left / fighter.hourglass_total_ms
            if running
            else (1.0 if not fighter.id or fighter.square else 0.0)
        )
        glass = gate_glass(gate)
        draw_hourglass(surface, glass, share, running and v.stage == "play", self.clock)
        if running:
            text = self.context.fonts.render(sand_words(left), 11, theme.SAND, True)
            spot = text.get_rect(midbottom=(gate.right - 15, gate.bottom - 3))
            pygame.draw.rect(
                surface, (20, 18, 22), spot.inflate(4, 0), border_radius=4
            )  # over the Gate's "30 s"
            surface.blit(text, spot)

    # --- the large view ---------------------------------------------------------------------------------
    def zoom_content(self, thing: str, v: ArenaView) -> ZoomContent | None:
        kind, _, ident = thing.partition(":")
        if kind == "fighter" and ident in content().fighters:
            return words.fighter_words(v, ident, self.names, self.pending_ms(v))
        if kind == "totem":
            return words.totem_words(v, int(ident))
        return None

    def _hover(self, surface: pygame.Surface, target: Target, rect: pygame.Rect, v: ArenaView) -> None:
        thing = str(target.card)
        found = self.zoom_content(thing, v)
        if found is None:
            return
        if target.action is not None:
            found = with_click(found, self.context.action_words(target.action))
        if target.kind == "attack" and target.tip:  # the odds, and the risk of a counter
            found = replace(found, words=(*found.words, *target.tip.split("\n")))
        kind, _, ident = thing.partition(":")
        if kind == "fighter":
            owner = v.fighter(ident)
            side = owner.side if owner is not None else -1
            paint = partial(self._card_face, ident, side)
            base = CARD_BASE
        else:
            paint = partial(self._totem_face, int(ident))
            base = TOTEM_BASE
        self.zoom.show(surface, self.context.fonts, self.context.palette, found, paint, target.rect, base,
                       rect.inflate(-8, -8), theme.GLOW)  # fmt: skip

    def _card_face(self, fighter: str, side: int, size: tuple[int, int]) -> pygame.Surface:
        return self.art.card(fighter, size, side)

    def _totem_face(self, side: int, size: tuple[int, int]) -> pygame.Surface:
        return self.art.totem(side, size)
