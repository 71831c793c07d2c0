"""Elapsed time from outside made clean: a frame's dt, a simulated decision's cost, a test's number.

A time that is not a finite number never reaches a clock or the log: NaN, negatives and -inf are no
time at all, +inf and anything longer than MAX_ELAPSED_MS are MAX_ELAPSED_MS (longer than any clock of
any game holds, so "endless time" runs every clock out, as it would), and milliseconds are whole.
"""

from __future__ import annotations

import math

MAX_ELAPSED_MS = 24 * 60 * 60 * 1000  # one day: the most time any one call lets pass


def whole_ms(value: float) -> int:
    """`value` milliseconds as a whole number from 0 to MAX_ELAPSED_MS (NaN and below zero: 0)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return min(max(value, 0), MAX_ELAPSED_MS)
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        return 0
    if math.isnan(number) or number <= 0:
        return 0
    return MAX_ELAPSED_MS if number >= MAX_ELAPSED_MS else int(number)


def seconds(value: float, cap: float = MAX_ELAPSED_MS / 1000) -> float:
    """`value` seconds as a finite number from 0 to `cap` (NaN and below zero: 0; +inf: the cap)."""
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        return 0.0
    if math.isnan(number) or number <= 0:
        return 0.0
    return min(number, cap)
