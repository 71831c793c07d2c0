"""What lies read on the table, for a state made of an observation (a joining computer's mirror).

The text the team read last and how the last run ended are a state's memos: never saved (a save's
log replayed gives them back), so no observation holds them. A mirror carries them instead from the
state it had before and the step's events: a `CardRead` lays a text on the table, a failed run
(`RUN_FAILS`) takes it away and says how the run ended, exactly as rules.py does on the host.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from timetravel.engine.events import Event
from timetravel.games.stories.state import StoriesState
from timetravel.games.stories.words import ScenarioText
from timetravel.games.stories.words_events import RUN_FAILS, CardRead


def carry_read(state: StoriesState, before: StoriesState | None, events: Sequence[Event]) -> None:
    """Lay on `state` what lay read on the table `before`, as the step's `events` changed it."""
    last_read: Any = before.last_read if before is not None else None
    last_end: Any = before.last_end if before is not None else None
    for event in events:
        if isinstance(event, CardRead):
            last_read = {"card": event.card, "key": event.key}
        elif event.text == RUN_FAILS and isinstance(text := event.params.get("text"), ScenarioText):
            read = last_read or {}
            last_end = {
                "run": event.params.get("run"),
                "key": text.key,
                "card": read.get("card", ""),
                "read": read.get("key", ""),
            }
            last_read = None
    state.last_read, state.last_end = last_read, last_end
