"""The flow of play without pygame: the driver that the game screen, the demo and the journeys use."""

from timetravel.play.driver import Handoff, Notice, PlayDriver, Step, UndoDone, ViewerChanged

__all__ = ["Handoff", "Notice", "PlayDriver", "Step", "UndoDone", "ViewerChanged"]
