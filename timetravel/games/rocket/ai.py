"""AI hooks (placeholder, replaced below)."""

from timetravel.engine.ai_hooks import AIHooks


class RocketHooks(AIHooks):
    pass
