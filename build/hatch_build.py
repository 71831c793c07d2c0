"""The wheel's build hook: the translations' .mo files compiled from their .po before the wheel is made,
so `pip install` gives the app its catalogues (assets/ goes into the wheel whole, .mo included)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogueHook(BuildHookInterface):  # type: ignore[misc]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        subprocess.run(
            [sys.executable, str(root / "build" / "translations.py"), "compile"], check=True, cwd=root
        )
