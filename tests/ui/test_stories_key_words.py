"""The reading panel lights a card's key words in every language the scenario speaks: the words the
scenario set in capitals (any script with capitals), a Korean name between single quotes, and the
scenario's names, a Korean one with its particle after it."""

from __future__ import annotations

from timetravel.ui.boards.stories.words import highlights


def lit(text: str, phrases: tuple[str, ...] = ()) -> list[str]:
    return [text[a:b] for a, b in highlights(text, phrases)]


def test_capitals_in_english_as_before() -> None:
    text = "A HOSTESS fills cups, GAMBLERS shout, an old BELL-RINGER dozes and a shuttered WINDOW looks on."
    assert lit(text) == ["HOSTESS", "GAMBLERS", "BELL", "RINGER", "WINDOW"]
    assert lit("The SHED A WINDOW") == ["SHED", "WINDOW"]
    assert lit("A GUILD MARK on the door") == ["GUILD MARK"]


def test_capitals_with_accents_in_spanish() -> None:
    assert lit("Junto al TABLÓN, la DÁRSENA y el ALMACÉN.") == ["TABLÓN", "DÁRSENA", "ALMACÉN"]


def test_korean_names_between_single_quotes_are_lit_without_the_quotes() -> None:
    text = "‘게시판’이 펄럭이고 “어서 와요” 하고 외칩니다."
    assert lit(text) == ["게시판"]


def test_a_korean_name_is_lit_with_a_particle_after_it() -> None:
    assert lit("그는 라자레토 베키오에 갑니다. 통행증을 보여 주세요.", ("라자레토 베키오", "통행증")) == [
        "라자레토 베키오",
        "통행증",
    ]


def test_an_english_name_stays_a_whole_word() -> None:
    assert lit("The Arsenal's gate; arsenals elsewhere.", ("Arsenal",)) == ["Arsenal"]


def test_the_scenarios_names_in_each_language() -> None:
    from timetravel.ui.boards.stories.words import _key_phrases

    spanish, korean = _key_phrases("venice", "es"), _key_phrases("venice", "ko")
    assert "Piazzetta" in spanish and "La Piazzetta" not in spanish  # a place without its article
    assert "체력" in korean and "라자레토 베키오" in korean  # two Hangul syllables are a name
