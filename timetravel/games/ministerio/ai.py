"""AI hooks for El Ministerio (placeholder until the heuristic lands)."""

from __future__ import annotations

from timetravel.engine.ai_hooks import AIHooks


class MinisterioHooks(AIHooks):
    pass
