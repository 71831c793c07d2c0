"""The pygame app: scene manager, screens, widgets, board views. The only package that imports pygame."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
