"""El Ministerio del Tiempo (first increment): content models and the staircase geometry.

The package deliberately exposes no GAME yet, so the registry leaves it out of the app until the
engine and board arrive (docs/rules/ministerio.md).
"""
