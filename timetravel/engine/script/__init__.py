"""A card-script interpreter: steps (a verb and its validated parameters) run in frames on a stack.

A game registers its verbs and conditions in its own ScriptRegistry; the engine names no game and no
verb. See docs/architecture.md, "Card scripts".
"""

from timetravel.engine.script.frames import Frame, Outcome
from timetravel.engine.script.interpreter import Context, Interpreter
from timetravel.engine.script.messages import Msg
from timetravel.engine.script.registry import NoParams, ScriptRegistry, Step, Test
from timetravel.engine.script.roles import Seats

__all__ = [
    "Context",
    "Frame",
    "Interpreter",
    "Msg",
    "NoParams",
    "Outcome",
    "ScriptRegistry",
    "Seats",
    "Step",
    "Test",
]
