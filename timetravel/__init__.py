"""timetravel: five time-travel board games on the desktop."""

from importlib import metadata as _metadata
from pathlib import Path as _Path


def _find_version() -> str:
    """The installed package's version; in the frozen app the VERSION file build/build.py bundles;
    in a checkout that was never installed, pyproject.toml's."""
    try:
        return _metadata.version("timetravel")
    except _metadata.PackageNotFoundError:
        pass
    here = _Path(__file__).resolve().parent
    try:
        return (here / "VERSION").read_text(encoding="utf-8").strip()
    except OSError:
        pass
    try:
        import tomllib

        project = tomllib.loads((here.parent / "pyproject.toml").read_text(encoding="utf-8"))["project"]
        return str(project["version"])
    except (OSError, KeyError, ValueError):
        return "0+unknown"


__version__ = _find_version()
