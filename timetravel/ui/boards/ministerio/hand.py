"""The viewer's hand, their mission, and the row of buttons under them.

A hand too long for its row overlaps its cards; then `HandSpread` lays every card out whole (title,
worth and PA badge) in a panel above the hand, shown while the pointer rests on the hand or the
panel, each card as clickable there as in the hand. The buttons flow in rows across the strip under
the hand and the mission, at the largest size that shows every one of them; several choices of one
kind (the debriefing's counts) share one caption and take a small button each.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from timetravel.engine.actions import Action
from timetravel.games.ministerio.content import PRISON_ABOVE, content
from timetravel.games.ministerio.view import MinisterioView
from timetravel.i18n import t
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.boards.ministerio.cards import CardArt
from timetravel.ui.boards.ministerio.layout import CARD, HAND_TITLE, Layout
from timetravel.ui.boards.ministerio.theme import BRASS, BRASS_DARK, CREAM, DANGER, INK, WOOD_DARK
from timetravel.ui.fonts import Fonts

# actions drawn as buttons (the others are clicks on doors, cards, tiles and dice)
BUTTON_KINDS = ("investigate", "pass", "fight", "let_go", "concede", "try", "fail", "use", "skip",
                "place_draw", "place_office", "stop_peek", "office_pa", "office_draw", "convert",
                "deliver", "rest", "go", "jump", "office", "stop")  # fmt: skip
# (font size, button height, gap), largest first: the first that shows every button wins
BUTTON_SIZES = ((12, 24, 4), (11, 22, 3), (10, 20, 2))
SPREAD_GAP = 6
BADGE_H = 14


@dataclass
class HandSpread:
    """Every card of an overlapped hand, whole, in a panel above it (the board's own pixels)."""

    surface: pygame.Surface
    rect: pygame.Rect
    targets: list[Target]


class HandPainter:
    def __init__(self, art: CardArt, fonts: Fonts, say: Callable[[Action | None], str]) -> None:
        self.art, self.fonts, self.say = art, fonts, say

    # --- the hand --------------------------------------------------------------------------------------
    def paint(self, out: pygame.Surface, v: MinisterioView, layout: Layout, index: ActionIndex,
              targets: list[Target]) -> HandSpread | None:  # fmt: skip
        """The hand in its row (and the mission); the spread of every card when the row overlaps them."""
        me = v.me
        box = layout.hand
        cards = list(me.hand or ())
        if me.hand is not None:
            title = t("Your hand") if len(cards) < 2 else t("Your hand: {n} cards", n=len(cards))
            out.blit(self.fonts.render(title, 12, BRASS, True), (box.x, box.y - 1))
        step = hand_step(len(cards), box.w)
        for k, card in enumerate(cards):
            rect = pygame.Rect(round(box.x + k * step), box.y + HAND_TITLE, *CARD)
            out.blit(self.art.card(card, CARD), rect)
            shown = min(CARD[0], round(step)) if k < len(cards) - 1 else CARD[0]
            visible = pygame.Rect(rect.x, rect.y, shown, CARD[1])
            targets.append(self._card_target(out, v, index, card, visible))
        self._mission(out, v, layout, index, targets)
        if step >= CARD[0] or len(cards) < 2:
            return None
        return self._spread(v, layout, index, cards)

    def _card_target(self, out: pygame.Surface, v: MinisterioView, index: ActionIndex, card: str,
                     visible: pygame.Rect) -> Target:  # fmt: skip
        action = index.get("play", card) or index.get("discard", card)
        cost = v.cost(card)
        tip = t(content().cards[card].name)
        if cost is not None:
            tip += "\n" + t("Costs {n} PA here", n=cost)
            if cost + v.mover.pa > PRISON_ABOVE:
                tip += "\n" + t("Above 10 PA: the agent goes to Huesca")
            if self.badge_width(cost) <= visible.w + 2:  # else it would run into its neighbours'
                self.cost_badge(out, visible, cost, cost + v.mover.pa > PRISON_ABOVE)
        if action is not None:
            tip += "\n" + t("Click: {action}", action=self.say(action))
        return Target(visible, action, f"card:{card}", tip)

    def _spread(self, v: MinisterioView, layout: Layout, index: ActionIndex, cards: list[str]) -> HandSpread:
        per_row = max(1, (layout.stair.w - 24) // (CARD[0] + SPREAD_GAP))
        rows = math.ceil(len(cards) / per_row)
        cols = min(len(cards), math.ceil(len(cards) / rows))
        width = cols * (CARD[0] + SPREAD_GAP) - SPREAD_GAP + 20
        # a row a card and its badge; rows that would not fit overlap, each card's title still on top
        row_h = min(
            CARD[1] + BADGE_H + 6, (layout.hand.y - 4 - layout.stair.y - 28 - CARD[1]) // max(1, rows - 1)
        )
        height = 24 + (rows - 1) * row_h + CARD[1] + BADGE_H + 8
        rect = pygame.Rect(0, 0, width, height)
        rect.bottom = layout.hand.y - 4
        rect.centerx = layout.hand.centerx
        rect.clamp_ip(layout.stair)
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        panel = surface.get_rect()
        pygame.draw.rect(surface, WOOD_DARK, panel, border_radius=10)
        pygame.draw.rect(surface, BRASS, panel, 2, border_radius=10)
        title = self.fonts.render(t("Your hand: {n} cards", n=len(cards)), 12, BRASS, True)
        surface.blit(title, (10, 5))
        targets = []
        for k, card in enumerate(cards):
            row, col = divmod(k, cols)
            local = pygame.Rect(10 + col * (CARD[0] + SPREAD_GAP), 24 + row * row_h, *CARD)
            surface.blit(self.art.card(card, CARD), local)
            target = self._card_target(surface, v, index, card, local)
            target.rect = local.move(rect.topleft)
            targets.append(target)
        return HandSpread(surface, rect, targets)

    def badge_width(self, cost: int) -> int:
        """The narrowest a PA badge can be: its number alone."""
        return self.fonts.get(10, True).size(str(cost))[0] + 6

    def cost_badge(self, out: pygame.Surface, card: pygame.Rect, cost: int, huesca: bool) -> None:
        """What playing the card costs, just under its visible part: its VP and bonus stay readable."""
        text = f"{cost} PA"
        if self.fonts.get(10, True).size(text)[0] + 6 > card.w - 2:
            text = str(cost)
        badge = self.fonts.render(text, 10, CREAM, True)
        pill = badge.get_rect(midtop=(card.centerx, card.bottom + 1)).inflate(6, 0)
        pygame.draw.rect(out, DANGER if huesca else INK, pill, border_radius=5)
        out.blit(badge, badge.get_rect(center=pill.center))

    def _mission(self, out: pygame.Surface, v: MinisterioView, layout: Layout, index: ActionIndex,
                 targets: list[Target]) -> None:  # fmt: skip
        me, rect = v.me, layout.mission
        if not (me.has_mission or me.mission):
            return
        out.blit(self.art.mission(me.mission, rect.size), rect)
        if me.mission:
            have = sum(1 for h, n in v.mission_lines if h >= n)
            label = self.fonts.render(t("{a}/{b} lines", a=have, b=len(v.mission_lines)), 10, CREAM)
            out.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
            action = index.get("deliver")
            tip = t(content().missions[me.mission].name)
            if action is not None:
                tip += "\n" + t("Click: {action}", action=self.say(action))
            targets.append(Target(rect, action, f"mission:{me.mission}", tip))

    # --- the buttons -------------------------------------------------------------------------------------------
    def buttons(
        self, out: pygame.Surface, layout: Layout, legal: list[Action], targets: list[Target]
    ) -> None:
        items = button_items([a for a in legal if a.kind in BUTTON_KINDS], self.say)
        box = layout.buttons
        for size, height, gap in BUTTON_SIZES:
            placed = self._flow(items, box, size, height, gap)
            if placed is not None or size == BUTTON_SIZES[-1][0]:
                break
        for caption, rect in placed or []:
            if isinstance(caption, str):  # a group's caption: words, not a button
                image = self.fonts.render(caption, size, CREAM, True)
                out.blit(image, image.get_rect(midleft=(rect.x, rect.centery)))
                continue
            action, text, tip = caption
            pygame.draw.rect(out, BRASS, rect, border_radius=6)
            pygame.draw.rect(out, BRASS_DARK, rect, 2, border_radius=6)
            lines = self.fonts.wrap(text, size, rect.w - 10, True) if rect.h > height else [text]
            lines = lines if len(lines) <= 2 else [lines[0], " ".join(lines[1:])]  # one line, or two
            step = self.fonts.get(size, True).get_height() - 2
            top = rect.centery - step * len(lines) // 2
            for k, line in enumerate(lines):
                image = self.fonts.render(self.fonts.fit(line, size, rect.w - 10, True), size, INK, True)
                out.blit(image, image.get_rect(center=(rect.centerx, top + step * k + step // 2)))
            targets.append(Target(rect, action, None, tip, label=text))

    def _flow(self, items: list[ButtonItem], box: pygame.Rect, size: int, height: int,
              gap: int) -> list[tuple[str | tuple[Action, str, str], pygame.Rect]] | None:  # fmt: skip
        """Every button and caption in rows across `box`, or None when they do not all fit."""
        font = self.fonts.get(size, True)
        placed: list[tuple[str | tuple[Action, str, str], pygame.Rect]] = []
        x, y, row_h = box.x, box.y, height
        for caption, buttons in items:
            parts: list[tuple[str | tuple[Action, str, str], int]] = []
            if caption:
                parts.append((caption, font.size(caption)[0] + 6))
            parts += [((a, text, tip), min(font.size(text)[0] + 18, box.w)) for a, text, tip in buttons]
            width = sum(w for _, w in parts) + gap * 2 * (len(parts) - 1)
            if x > box.x and x + min(width, box.w) > box.right:
                x, y, row_h = box.x, y + row_h + gap, height
            for part, w in parts:
                if x + w > box.right:
                    x, y, row_h = box.x, y + row_h + gap, height
                # a label wider than the box goes on two lines (Spanish "Tomar la puerta de transporte...")
                tall = not isinstance(part, str) and font.size(part[1])[0] + 18 > box.w
                h = 2 * height - 6 if tall else height
                placed.append((part, pygame.Rect(x, y, w, h)))
                row_h = max(row_h, h)
                x += w + gap * 2
        if y + row_h > box.bottom:
            return None
        return placed


ButtonItem = tuple[str, list[tuple[Action, str, str]]]  # a caption ("" for none) and its buttons


def button_items(actions: list[Action], say: Callable[[Action | None], str]) -> list[ButtonItem]:
    """The buttons in order, each in its words; the debriefing's counts share one caption and each
    shows its count only (its whole words are its tooltip)."""
    items: list[ButtonItem] = []
    converts = [a for a in actions if a.kind == "convert"]
    for action in actions:
        if action.kind != "convert":
            items.append(("", [(action, say(action), say(action))]))
        elif action is converts[0] and len(converts) > 1:
            items.append((t("Debriefing, tiles to turn:"), [(a, str(a.args[0]), say(a)) for a in converts]))
        elif len(converts) == 1:
            items.append(("", [(action, say(action), say(action))]))
    return items


def hand_step(count: int, width: int) -> float:
    """How far apart the hand's cards sit: a little gap while they fit, overlapping when not."""
    if count < 2:
        return 0.0
    return min(CARD[0] + 6, (width - CARD[0]) / (count - 1))
