"""Shared widgets, one module per concept: cards, dice, tweens, pop-ups, toasts, tooltips, panels."""
