"""The pygame app: scene manager, screens, widgets, board views. The only package that imports pygame."""
