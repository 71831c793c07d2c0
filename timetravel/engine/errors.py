"""Named errors of the engine layer."""


class TimetravelError(Exception):
    """Base of every error the app reports to a person instead of a traceback."""


class IllegalAction(TimetravelError, ValueError):
    """An action that is not among the state's legal actions (the state is left untouched)."""


class UnknownGame(TimetravelError, KeyError):
    """A game id that no registered game has."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "unknown game"


class ConfigError(TimetravelError, ValueError):
    """A seat count or option that the game does not accept."""


class ContentError(TimetravelError, ValueError):
    """A content file under scenes/ that is missing, malformed or inconsistent.

    The message always names the file, and the entry and field when they are known.
    """


class SaveError(TimetravelError, ValueError):
    """A save that cannot be read: corrupt, truncated, foreign, or from a newer version."""


class StuckLoop(TimetravelError, RuntimeError):
    """A rules loop that could never finish on the state it was given (a damaged or impossible state)."""
