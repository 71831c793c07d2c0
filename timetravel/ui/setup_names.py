"""Names for AI seats: made-up test pilots, never historical people (who are cards in the games)."""

AI_NAMES = ("Nova", "Chrono", "Zephyr", "Quasar", "Comet", "Orbit", "Rivet", "Sprocket")


def ai_name(index: int) -> str:
    return AI_NAMES[index % len(AI_NAMES)]
