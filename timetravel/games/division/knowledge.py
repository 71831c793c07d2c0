"""What each seat knows about hidden cards, as constraints on where they may lie.

`seen[S]` holds the cards whose exact place seat S knows (the state holds the place). `maybe[S]`
maps a card S has lost sight of to the set of places it may be in (two or more). A place is a zone S
cannot see into ("hand:1", "independent", ...) or "fd:<card>", the space of the face-down card
<card> (observe() shows that space by its position, never by the id). A card in neither is unknown
to S: any space S cannot identify may hold it.

So "the rival's hand plus their face-down card together contain your gifts" is the entry
{gift: {"hand:1", "fd:x"}} for each gift. `quota[S]` adds counts where they are known: the entry
[cards, place, k] says that place holds exactly k of those cards (each draft pile of a campaign
holds one of the two face-down Time Travelers). determinize() samples only worlds that respect
every entry. The constraints never claim more than the seat knows: when an unidentified card that
may be one of a quota's cards leaves or enters its place, the quota is dropped.
"""

from __future__ import annotations

from typing import Any

from timetravel.engine.rng import Rng
from timetravel.games.division.state import DivisionState

FD = "fd:"


def know(st: DivisionState, seat: int, cards: list[str] | set[str] | tuple[str, ...]) -> None:
    """Seat `seat` now knows exactly where each of `cards` lies."""
    seen, maybe = st.seen[seat], st.maybe[seat]
    changed = False
    for card_id in cards:
        if card_id not in seen:
            seen.add(card_id)
            changed = True
        if maybe and maybe.pop(card_id, None) is not None:
            changed = True
    if st.quota[seat]:
        known = set(cards)
        st.quota[seat] = [q for q in st.quota[seat] if not known & set(q[0])]
    if maybe and changed:
        settle(st, seat)


def lose_track(st: DivisionState, seat: int, card_id: str, src: str, dst: str) -> None:
    """Seat `seat` saw a card it cannot identify go from place `src` to place `dst`.

    From a face-down space the card is the one in that space, so whoever might be there is now
    at `dst`. From a zone the seat cannot see into, any card that might be there may have left.
    """
    seen, maybe = st.seen[seat], st.maybe[seat]
    if st.quota[seat]:  # a count stays true unless one of its cards may be the one that moved
        st.quota[seat] = [
            q
            for q in st.quota[seat]
            if q[1] not in (src, dst) or not any(src in maybe.get(c, ()) for c in q[0])
        ]
    changed = False
    if src.startswith(FD):
        for places in maybe.values():
            if src in places:
                places.discard(src)
                places.add(dst)
                changed = True
    else:
        pinned = [c for c in st.z[src] if c in seen]
        if card_id in seen:
            pinned.append(card_id)
        for c in pinned:
            seen.discard(c)
            maybe[c] = {src}
        for places in maybe.values():
            if src in places:
                places.add(dst)
                changed = True
    if changed:
        settle(st, seat)


def rename(st: DivisionState, old: str, new: str) -> None:
    """A zone is taken up whole under another name (draft piles become hands)."""
    for maybe in st.maybe:
        for places in maybe.values():
            if old in places:
                places.discard(old)
                places.add(new)
    for quotas in st.quota:
        for quota in quotas:
            if quota[1] == old:
                quota[1] = new


def _capacity(st: DivisionState, seat: int, place: str) -> tuple[int, int]:
    """How many cards a place holds, and how many of them the seat has pinned there."""
    if place.startswith(FD):
        card_id = place[len(FD) :]
        return 1, int(card_id in st.seen[seat])
    cards = st.z[place]
    return len(cards), sum(c in st.seen[seat] for c in cards)


def settle(st: DivisionState, seat: int) -> None:
    """Draw the simple conclusions: a card with one place left is pinned there, and a place
    already full of pinned cards cannot hold anyone else."""
    seen, maybe = st.seen[seat], st.maybe[seat]
    changed = True
    while changed and maybe:
        changed = False
        for card_id, places in list(maybe.items()):
            if len(places) <= 1:
                del maybe[card_id]
                if places:
                    seen.add(card_id)
                changed = True
        used = {p for places in maybe.values() for p in places}
        full = set()
        for place in used:
            size, pinned = _capacity(st, seat, place)
            if pinned >= size:
                full.add(place)
        if full:
            for places in maybe.values():
                places -= full
            changed = True


# --- observation and sampling ---------------------------------------------------------------------
def space_name(st: DivisionState, place: str) -> str:
    """A place as observe() shows it: a face-down space by its position ("influence:1#0")."""
    if not place.startswith(FD):
        return place
    card_id = place[len(FD) :]
    zone = st.zone_of(card_id)
    return f"{zone}#{st.z[zone].index(card_id)}"


def observed(st: DivisionState, seat: int) -> list[list[object]]:
    return sorted([c, sorted(space_name(st, p) for p in places)] for c, places in st.maybe[seat].items())


def observed_quota(st: DivisionState, seat: int) -> list[list[object]]:
    return sorted([sorted(cards), space_name(st, place), k] for cards, place, k in st.quota[seat])


def from_observed(zones: dict[str, list[str]], entries: list[list[Any]]) -> dict[str, set[str]]:
    """The inverse of observed() in a filled world: positions become face-down spaces again."""
    out: dict[str, set[str]] = {}
    for card_id, places in entries:
        out[str(card_id)] = {_place_of(zones, str(p)) for p in places}
    return out


def _place_of(zones: dict[str, list[str]], shown: str) -> str:
    zone, sep, index = shown.partition("#")
    return f"{FD}{zones[zone][int(index)]}" if sep else zone


def assign(
    slots: dict[str, list[tuple[str, int]]],
    constrained: dict[str, list[str]],
    quotas: list[list[Any]],
    rng: Rng,
) -> dict[tuple[str, int], str]:
    """A random assignment of each constrained card to a free slot of one of its places.

    Quotas are met first (k of their cards drawn at random for their place, the others kept out of
    it); the rest is a bipartite matching (augmenting paths, random order), which finds an
    assignment whenever one exists. The sizes are tiny (at most the 20 cards of an era).
    """
    owner: dict[tuple[str, int], str] = {}
    allowed = {c: set(places) for c, places in constrained.items()}
    free_slots = {p: list(s) for p, s in slots.items()}
    for cards, place, k in quotas:
        group = sorted(c for c in cards if c in allowed)
        rng.shuffle(group)
        chosen, rest = group[: int(k)], group[int(k) :]
        for card_id in chosen:
            spaces = free_slots.get(str(place), [])
            if not spaces or str(place) not in allowed[card_id]:
                raise ValueError(f"no world fits what the seat knows about {card_id!r}")
            owner[spaces.pop(rng.randrange(len(spaces)))] = card_id
            del allowed[card_id]
        for card_id in rest:
            allowed[card_id].discard(str(place))
    options: dict[str, list[tuple[str, int]]] = {}
    taken = set(owner)
    for card_id, places in allowed.items():
        free = [slot for p in sorted(places) for slot in free_slots.get(p, ()) if slot not in taken]
        rng.shuffle(free)
        options[card_id] = free
    cards = sorted(allowed)
    rng.shuffle(cards)

    def augment(card_id: str, visited: set[tuple[str, int]]) -> bool:
        for slot in options[card_id]:
            if slot in visited:
                continue
            visited.add(slot)
            holder = owner.get(slot)
            if holder is None or augment(holder, visited):
                owner[slot] = card_id
                return True
        return False

    for card_id in cards:
        if not augment(card_id, set()):
            raise ValueError(f"no world fits what the seat knows about {card_id!r}")
    return owner
