"""build/build.py as a module, for the release checks (it is a script, not part of the package)."""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path
from types import ModuleType

BUILD_PY = Path(__file__).resolve().parents[2] / "build" / "build.py"


@cache
def build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("timetravel_build_script", BUILD_PY)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
