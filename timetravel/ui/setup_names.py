"""Names for AI seats: time travellers and inventors."""

AI_NAMES = ("Ada", "Hypatia", "Tesla", "Curie", "Galileo", "Lovelace", "Nefertiti", "Da Vinci")


def ai_name(index: int) -> str:
    return AI_NAMES[index % len(AI_NAMES)]
