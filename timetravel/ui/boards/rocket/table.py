"""Drawing the Rocket table from one seat's view, and the click targets it offers.

The renderer reads only the seat's typed view (games/rocket/view.py, never the full state), so
whatever a seat may not know is never drawn; the figures it shows (pile sizes, team points) are the
rules' own. Each call paints one board-sized surface that the view keeps until something changes;
the targets it returns tie rects to the legal actions they stand for. Each seat's panel is painted
by seats.py.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from timetravel.engine.actions import Action
from timetravel.games.rocket.content import WINNING_SCORE
from timetravel.games.rocket.view import RocketView
from timetravel.i18n import NT_, t
from timetravel.plural import counted
from timetravel.ui import draw
from timetravel.ui.boards.kit.caches import fit_text, wrap_text
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.boards.rocket import icons
from timetravel.ui.boards.rocket.cards import CardArt, category_name, shrink_to_fit
from timetravel.ui.boards.rocket.icons import CREAM, INK, PERIOD_COLOURS
from timetravel.ui.boards.rocket.layout import Layout, card_size
from timetravel.ui.boards.rocket.seats import Hidden, SeatPainter
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette, lighten, mix

# who else knows a pile's top cards (a Creative's look), one name or several: no verb to agree
KNOWN_TOPS = NT_("Known to {players}: the top card", "Known to {players}: the top {n} cards")

Obs = RocketView
TABLE_TOP: RGB = (26, 22, 48)
TABLE_BOTTOM: RGB = (12, 10, 24)


class TableRenderer:
    def __init__(
        self,
        art: CardArt,
        fonts: Fonts,
        palette: Palette,
        names: list[str],
        humans: frozenset[int] = frozenset(),
    ) -> None:
        self.art = art
        self.deck = art.deck
        self.fonts = fonts
        self.palette = palette
        self.names = names
        self.humans = humans  # seats played by people here: "Your turn" is only ever said to them
        self.seats = SeatPainter(art, fonts, palette, names)

    # --- the whole table ----------------------------------------------------------------------------
    def render(
        self,
        obs: Obs,
        layout: Layout,
        legal: list[Action],
        viewer: int,
        hidden: Hidden,
        words: Callable[[Action], str] = str,
    ) -> tuple[pygame.Surface, list[Target]]:
        background = self._background(layout)
        out = self._canvas(background)
        out.blit(background, (0, 0))
        index = ActionIndex(legal, words)
        targets: list[Target] = []
        self._track(out, obs, layout)
        self._piles(out, obs, layout, index, targets, hidden)
        self._rocket_pile(out, obs, layout, index, targets)
        self._objective(out, obs, layout, hidden)
        self._discard(out, obs, layout, targets)
        for seat, seat_layout in enumerate(layout.seats):
            self.seats.paint(out, obs, seat, seat_layout, viewer, index, targets, hidden)
        self._game_area(out, obs, layout, index, targets, hidden, viewer)
        if obs.looking:
            self._look(out, obs, layout, index, targets, viewer)
        return out, targets

    def _canvas(self, background: pygame.Surface) -> pygame.Surface:
        """The one surface the table is painted on, reused from paint to paint (allocating is slow),
        in the background's pixel format so that the background blit is a plain copy."""
        return self.art.cached(("canvas", background.get_size()), background.copy)

    def _background(self, layout: Layout) -> pygame.Surface:
        key = ("background", layout.size, tuple(r.topleft for r in layout.piles))
        return self.art.cached(key, lambda: self._paint_background(layout))

    def _paint_background(self, layout: Layout) -> pygame.Surface:
        out = draw.vertical_gradient(layout.size, TABLE_TOP, TABLE_BOTTOM).copy()
        rng_x, rng_y = 7919, 104729
        for k in range(90):  # a fixed sprinkle of stars
            x = (k * rng_x) % layout.size[0]
            y = (k * rng_y) % layout.size[1]
            shade = 70 + (k * 37) % 120
            out.set_at((x, y), (shade, shade, min(255, shade + 40)))
        for i, slot in enumerate(layout.pile_slots):  # each period's column, tinted its colour
            band = pygame.Surface(slot.size, pygame.SRCALPHA)
            pygame.draw.rect(band, (*PERIOD_COLOURS[i], 38), band.get_rect(), border_radius=12)
            pygame.draw.rect(band, (*PERIOD_COLOURS[i], 110), band.get_rect(), 2, border_radius=12)
            out.blit(band, slot)
        arrow_y = layout.pile_slots[0].bottom + 3
        left, right = layout.pile_slots[0].x + 8, layout.pile_slots[-1].right - 8
        pygame.draw.line(out, (90, 84, 130), (left + 10, arrow_y), (right, arrow_y), 2)
        pygame.draw.polygon(
            out, (90, 84, 130), [(left, arrow_y), (left + 12, arrow_y - 5), (left + 12, arrow_y + 5)]
        )
        return out

    # --- score track -----------------------------------------------------------------------------------
    def _track(self, out: pygame.Surface, obs: Obs, layout: Layout) -> None:
        fonts, track = self.fonts, layout.track
        draw.panel(out, track, self.palette, fill=(30, 26, 54), border=(84, 76, 140), radius=18, shadow=False)
        label = fonts.render(t("SCORE"), 13, (200, 190, 240), True)
        out.blit(label, (track.x + 12, track.centery - label.get_height() // 2))
        # the track starts past its label (70 px for SCORE; a longer word, PUNTOS, moves it right)
        x0, x1 = track.x + max(70, 12 + label.get_width() + 16), track.right - 26
        step = (x1 - x0) / WINNING_SCORE
        y = track.centery
        for n in range(WINNING_SCORE + 1):
            x = round(x0 + n * step)
            colour = PERIOD_COLOURS[min(4, n * 5 // (WINNING_SCORE + 1))]
            if n % 10 == 0 and n:
                pygame.draw.circle(out, colour, (x, y), 7)
                pygame.draw.circle(out, INK, (x, y), 7, 1)
                num = fonts.render(str(n), 10, CREAM, True)
                out.blit(
                    num,
                    num.get_rect(center=(x, y - 13))
                    if n < WINNING_SCORE
                    else num.get_rect(center=(x, y + 15)),
                )
            else:
                pygame.draw.circle(out, mix(colour, (30, 26, 54), 0.35), (x, y), 3)
        star = icons.starburst((x1 + 12, y), 11, 6, 5, -1.5708)
        pygame.draw.polygon(out, (255, 212, 64), star)
        pygame.draw.polygon(out, INK, star, 1)
        stacks: dict[int, int] = {}
        for seat in obs.active if obs.final_rounds else range(obs.seats):
            score = min(WINNING_SCORE, obs.totals[seat])
            level = stacks.get(score, 0)
            stacks[score] = level + 1
            centre = (round(x0 + score * step) + level * 7, y - 2 - level * 3)
            draw.seat_marker(out, centre, seat, self.palette, fonts, r=9)

    # --- the period piles -------------------------------------------------------------------------------
    def _piles(
        self,
        out: pygame.Surface,
        obs: Obs,
        layout: Layout,
        index: ActionIndex,
        targets: list[Target],
        hidden: Hidden,
    ) -> None:
        fonts = self.fonts
        current = obs.pile
        in_turn = obs.in_turn
        top_action = index.get("reveal") or index.get("look")
        for i, (slot, card) in enumerate(zip(layout.pile_slots, layout.piles, strict=True)):
            colour = PERIOD_COLOURS[i]
            name = t(self.deck.period_name(i))
            here = in_turn and i == current and ("pilehl",) not in hidden
            if here:
                out.blit(
                    draw.glow(70, lighten(colour, 0.2), 120),
                    draw.glow(70, colour).get_rect(center=card.center),
                )
                pygame.draw.rect(out, lighten(colour, 0.35), slot, 3, border_radius=12)
            label_size, label = self.pile_label(i, slot.w - 10)
            if here:  # the pile the turn is in: its name on a bright pill
                title = fonts.render(label, label_size, INK, True)
                pill = pygame.Rect(0, 0, min(slot.w - 2, title.get_width() + 14), 19)
                pill.midtop = (slot.centerx, slot.y + 1)
                pygame.draw.rect(out, lighten(colour, 0.55), pill, border_radius=9)
                pygame.draw.rect(out, INK, pill, 1, border_radius=9)
                out.blit(title, title.get_rect(center=pill.center))
            else:
                title = fonts.render(label, label_size, lighten(colour, 0.45), True)
                out.blit(title, title.get_rect(midtop=(slot.centerx, slot.y + 4)))
            size = obs.pile_sizes[i]
            if size:
                for k in range(min(3, size - 1), 0, -1):  # the stack's thickness
                    out.blit(self.art.back(i, card.size), card.move(2 * k, 2 * k))
                out.blit(self.art.back(i, card.size), card)
            else:
                pygame.draw.rect(out, mix(colour, TABLE_BOTTOM, 0.5), card, 2, border_radius=8)
                empty = fonts.render(t("empty"), 12, mix(colour, CREAM, 0.4), True)
                out.blit(empty, empty.get_rect(center=card.center))
            words = t("1 card") if size == 1 else t("{n} cards", n=size)
            count = fonts.render(words, 12, CREAM if size else (150, 140, 170), True)
            out.blit(count, count.get_rect(midtop=(slot.centerx, card.bottom + 9)))
            tip = counted(size, "{period}: {n} card left", "{period}: {n} cards left", period=name)
            known = self._known_tops(obs, i)
            if known:
                tip += "\n" + known
                eye = pygame.Rect(card.right - 22, card.y - 8, 26, 18)
                pygame.draw.rect(out, CREAM, eye, border_radius=9)
                pygame.draw.rect(out, INK, eye, 1, border_radius=9)
                pygame.draw.ellipse(out, INK, eye.inflate(-8, -8), 1)
                pygame.draw.circle(out, INK, eye.center, 3)
            action = top_action if here else None
            if action is not None:
                tip = index.words(action) + "\n" + tip
            targets.append(Target(card.inflate(4, 4), action, None, tip))

    def pile_label(self, pile: int, width: int) -> tuple[int, str]:
        """The pile's name over its column: whole if it fits in a readable size, else its short name."""
        full = t(self.deck.period_name(pile)).upper()
        size, label = shrink_to_fit(self.fonts, full, 12, width, smallest=10)
        if label == full:
            return size, label
        return shrink_to_fit(self.fonts, t(self.deck.period_short_name(pile)).upper(), 12, width, smallest=8)

    def _known_tops(self, obs: Obs, pile: int) -> str:
        top = obs.tops[pile]
        if not top:
            return ""
        seen = [card for card, _ in top if card is not None]
        if seen:
            names = ", ".join(t(self.deck.card_name(c)) for c in seen)
            if len(seen) == 1:
                return t("You know the top card: {cards}", cards=names)
            return t("You know the top cards, from the top: {cards}", cards=names)
        knowers = sorted({s for _, k in top for s in k})
        who = ", ".join(self.names[s] for s in knowers)
        return counted(len(top), *KNOWN_TOPS, players=who)

    def _rocket_pile(
        self, out: pygame.Surface, obs: Obs, layout: Layout, index: ActionIndex, targets: list[Target]
    ) -> None:
        fonts, rect = self.fonts, layout.rocket_pile
        title = fonts.render(t("ROCKETS"), 12, (170, 200, 255), True)
        out.blit(title, title.get_rect(midbottom=(rect.centerx, rect.y - 8)))
        count = sum(obs.rockets)
        if count:
            for k in range(min(2, count - 1), 0, -1):
                out.blit(self.art.back(-1, rect.size), rect.move(2 * k, 2 * k))
            out.blit(self.art.back(-1, rect.size), rect)
        else:
            pygame.draw.rect(out, (60, 70, 110), rect, 2, border_radius=8)
        plain_left, double_left = obs.rockets
        line = t("{a} + {b}×2X", a=plain_left, b=double_left)
        text = fonts.render(line, 12, CREAM, True)
        out.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + 8)))
        action = index.get("draw_rockets")
        plain = counted(plain_left, "{n} Rocket", "{n} Rockets")
        double = counted(double_left, "{n} 2X Rocket", "{n} 2X Rockets")
        tip = t("Rocket pile: {a} and {b}", a=plain, b=double)
        targets.append(
            Target(rect.inflate(4, 4), action, None, (index.words(action) + "\n" + tip) if action else tip)
        )

    def _objective(self, out: pygame.Surface, obs: Obs, layout: Layout, hidden: Hidden) -> None:
        rect = layout.objective
        objective = obs.objective
        if objective is None or ("objective",) in hidden:
            pygame.draw.rect(out, (70, 64, 110), rect, 2, border_radius=10)
            text = self.fonts.render(t("The objective is drawn…"), 14, (170, 160, 200))
            out.blit(text, text.get_rect(center=rect.center))
            return
        out.blit(self.art.objective(objective, rect.size), rect)
        if obs.objective_done_by is not None:
            self._stamp(out, rect, t("DONE: {name}", name=self.names[obs.objective_done_by]))

    def _stamp(self, out: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        image = self.fonts.render(text, 18, (210, 40, 60), True)
        box = pygame.Surface((image.get_width() + 16, image.get_height() + 6), pygame.SRCALPHA)
        pygame.draw.rect(box, (210, 40, 60), box.get_rect(), 3, border_radius=6)
        box.blit(image, (8, 3))
        rotated = pygame.transform.rotate(box, 12)
        out.blit(rotated, rotated.get_rect(center=(rect.centerx, rect.bottom - 34)))

    # --- discard pile -----------------------------------------------------------------------------------
    def _discard(self, out: pygame.Surface, obs: Obs, layout: Layout, targets: list[Target]) -> None:
        fonts, panel, rect = self.fonts, layout.discard_panel, layout.discard
        draw.panel(out, panel, self.palette, fill=(30, 27, 52), border=(78, 70, 126), radius=12)
        out.blit(fonts.render(t("DISCARD PILE"), 13, (200, 190, 240), True), (panel.x + 12, panel.y + 8))
        discard = obs.discard
        if discard:
            for k in range(min(3, len(discard) - 1), 0, -1):
                pygame.draw.rect(out, INK, rect.move(3 * k, 2 * k), border_radius=8)
                pygame.draw.rect(out, (90, 84, 130), rect.move(3 * k, 2 * k), 1, border_radius=8)
            out.blit(self.art.face(discard[-1], rect.size), rect)
        else:
            pygame.draw.rect(out, (70, 64, 110), rect, 2, border_radius=8)
        side_x = rect.right + 16
        count = fonts.render(str(len(discard)), 26, CREAM, True)
        out.blit(count, (side_x, rect.y + 4))
        word = t("card") if len(discard) == 1 else t("cards")
        out.blit(fonts.render(word, 12, (170, 160, 200)), (side_x, rect.y + 36))
        if discard:
            for i, line in enumerate(
                wrap_text(fonts, t("Click to see them all"), 11, panel.right - side_x - 6)[:3]
            ):
                out.blit(fonts.render(line, 11, (150, 200, 255)), (side_x, rect.y + 60 + i * 14))
        tip = counted(
            len(discard),
            "The discard pile: {n} card; click to look through it",
            "The discard pile: {n} cards; click to look through it",
        )
        targets.append(Target(rect.union(pygame.Rect(side_x, rect.y, 40, 60)), None, discard[-1] if discard else None,
                              tip, kind="browse"))  # fmt: skip

    # --- the Game Area ----------------------------------------------------------------------------------
    def turn_caption(self, obs: Obs, viewer: int) -> str:
        """Whose turn and where: "Your turn" only to a person at this screen, even while chance draws."""
        period = t(self.deck.period_name(obs.pile))
        if obs.turn == viewer and viewer in self.humans:
            return t("Your turn · {period}", period=period)
        return t("{name}'s turn · {period}", name=self.names[obs.turn], period=period)

    def _game_area(
        self,
        out: pygame.Surface,
        obs: Obs,
        layout: Layout,
        index: ActionIndex,
        targets: list[Target],
        hidden: Hidden,
        viewer: int,
    ) -> None:
        fonts, panel = self.fonts, layout.area
        turn = obs.turn
        active_turn = obs.in_turn
        border = self.palette.seat_colour(turn) if active_turn else (78, 70, 126)
        draw.panel(
            out, panel, self.palette, fill=(30, 27, 52), border=mix(border, (78, 70, 126), 0.4), radius=12
        )
        out.blit(fonts.render(t("GAME AREA"), 13, (200, 190, 240), True), (panel.x + 12, panel.y + 8))
        if active_turn:
            caption = self.turn_caption(obs, viewer)
            draw.seat_marker(out, (panel.x + 126, panel.y + 16), turn, self.palette, fonts, r=9)
            out.blit(
                fonts.render(fit_text(fonts, caption, 14, 330, True), 14, CREAM, True),
                (panel.x + 142, panel.y + 6),
            )
        self._seen(out, obs, panel)
        area = obs.area
        slots = layout.area_slots(len(area))
        recruit = index.get("recruit", obs.last) if obs.last else None
        for i, (card, rect) in enumerate(zip(area, slots, strict=True)):
            if ("area", i) in hidden:
                continue
            out.blit(self.art.face(card, rect.size), rect)
            action = recruit if card == obs.last and i == len(area) - 1 else None
            tip = index.words(action) if action else t(self.deck.card_name(card))
            targets.append(Target(rect, action, card, tip))
        if not area and active_turn:
            text = t("Revealed cards land here") if obs.revealing else ""
            if text:
                image = fonts.render(text, 14, (130, 122, 170))
                out.blit(image, image.get_rect(center=panel.center))
        self._action_chip(out, obs, panel)

    def _seen(self, out: pygame.Surface, obs: Obs, panel: pygame.Rect) -> None:
        """The categories revealed since the turn started or the last Rocket: a second one is forced."""
        seen = obs.seen
        if not seen or not obs.revealing:
            return
        x = panel.right - 14 - 24 * len(seen)
        label = self.fonts.render(t("Seen:"), 12, (170, 160, 200), True)
        out.blit(label, (x - label.get_width() - 6, panel.y + 9))
        for category in seen:
            pygame.draw.circle(out, CREAM, (x + 10, panel.y + 17), 11)
            icons.category_icon(out, category, (x + 10, panel.y + 17), 8)
            x += 24

    def _action_chip(self, out: pygame.Surface, obs: Obs, panel: pygame.Rect) -> None:
        act = obs.act
        category = act.get("category")
        if not category:
            return
        if "budget" in act:
            text = counted(
                act["budget"],
                "{category} action: {n} point left to discard",
                "{category} action: {n} points left to discard",
                category=category_name(category),
            )
        else:
            text = t("{category} action ({n})", category=category_name(category), n=act.get("points", 0))
        image = self.fonts.render(text, 13, INK, True)
        chip = pygame.Rect(0, 0, image.get_width() + 40, 24)
        chip.topright = (panel.right - 12, panel.y + 6)
        pygame.draw.rect(out, (255, 212, 64), chip, border_radius=12)
        pygame.draw.rect(out, INK, chip, 1, border_radius=12)
        icons.category_icon(out, category, (chip.x + 15, chip.centery), 8)
        out.blit(image, (chip.x + 28, chip.y + 4))

    # --- cards seen with a Creative or an Explorer -----------------------------------------------------
    def _look(
        self,
        out: pygame.Surface,
        obs: Obs,
        layout: Layout,
        index: ActionIndex,
        targets: list[Target],
        viewer: int,
    ) -> None:
        fonts, act = self.fonts, obs.act
        panel = layout.look_rect()
        draw.panel(out, panel, self.palette, fill=(44, 36, 70), border=(255, 212, 64), radius=14, width=3)
        turn = obs.turn
        title = self.look_title(obs, viewer)
        period = act.get("source", -1)
        out.blit(
            fonts.render(fit_text(fonts, title, 15, panel.w - 24, True), 15, CREAM, True),
            (panel.x + 14, panel.y + 8),
        )
        look, order = act["look"], act["order"]
        hint = self._look_hint(index, bool(order))
        if hint:
            image = fonts.render(hint, 13, (255, 212, 64), True)
            out.blit(image, image.get_rect(topright=(panel.right - 14, panel.y + 10)))
        h = min(layout.area_card[1], panel.h - 44)
        size = card_size(h)
        x = panel.x + 16
        y = panel.bottom - h - 10
        for card in look:
            rect = pygame.Rect((x, y), size)
            if card is None:
                out.blit(self.art.back(max(0, period), size), rect)
                targets.append(
                    Target(rect, None, None, t("Only {name} sees this card", name=self.names[turn]))
                )
            else:
                out.blit(self.art.face(card, size), rect)
                action = index.get("keep", card) or index.get("put", card)
                targets.append(
                    Target(
                        rect, action, card, index.words(action) if action else t(self.deck.card_name(card))
                    )
                )
            x += size[0] + 8
        if order or obs.putting_back:
            # The order being built, slot 1 on top; empty slots wait for the cards still to place,
            # so the order is on offer from the first choice, not only once it has begun.
            small = card_size(max(40, h * 2 // 3))
            slots = len(order) + (len(look) if obs.putting_back else 0)
            label = fonts.render(t("Back on the pile, 1 on top:"), 12, (200, 190, 240), True)
            ox = panel.right - 16 - slots * (small[0] + 6)
            out.blit(label, (ox - 10, y - 14))
            for n in range(1, slots + 1):
                rect = pygame.Rect((ox, y + 14), small)
                card = order[n - 1] if n <= len(order) else None
                if n > len(order):
                    pygame.draw.rect(out, (200, 190, 240), rect, 2, border_radius=8)
                elif card is None:
                    out.blit(self.art.back(max(0, period), small), rect)
                else:
                    out.blit(self.art.face(card, small), rect)
                    targets.append(Target(rect, None, card, t(self.deck.card_name(card))))
                num = fonts.render(str(n), 13, INK, True)
                pygame.draw.circle(out, (255, 212, 64), rect.topleft, 10)
                out.blit(num, num.get_rect(center=rect.topleft))
                ox += small[0] + 6

    def look_title(self, obs: Obs, viewer: int) -> str:
        """Who looks at which cards, said to the person doing it as "You look"."""
        act, turn = obs.act, obs.turn
        yours = turn == viewer and viewer in self.humans
        if "source" in act:
            period = t(self.deck.period_name(act["source"]))
            if yours:
                return t("You look at the top of the {period}", period=period)
            return t("{name} looks at the top of the {period}", name=self.names[turn], period=period)
        if yours:
            return t("You search the discard pile")
        return t("{name} searches the discard pile", name=self.names[turn])

    @staticmethod
    def _look_hint(index: ActionIndex, started: bool) -> str:
        if "keep" in index.kinds:
            return t("Click a card to take it")
        if "put" in index.kinds:
            return (
                t("Click the card to put back next") if started else t("Click the card that goes back on top")
            )
        return ""
