"""timetravel: five time-travel board games on the desktop."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("timetravel")
except _metadata.PackageNotFoundError:  # running from a checkout that was never installed
    __version__ = "0.1.0"
