"""Korean particles chosen by the word put before them (timetravel/particles.py)."""

from __future__ import annotations

import pytest

from timetravel import i18n
from timetravel.particles import korean_particles


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("미노타우로스을(를) 쓰러뜨렸습니다", "미노타우로스를 쓰러뜨렸습니다"),
        ("검을(를) 얻습니다", "검을 얻습니다"),
        ("유리 창고(으)로 갑니다", "유리 창고로 갑니다"),
        ("부엌(으)로 갑니다", "부엌으로 갑니다"),
        ("호텔(으)로 갑니다", "호텔로 갑니다"),  # after ㄹ: 로
        ("Nova이(가) 이깁니다", "Nova이(가) 이깁니다"),  # another script: both forms stay
        ("카드 3장이(가) 남습니다", "카드 3장이 남습니다"),
        ("7이(가) 나왔습니다", "7이 나왔습니다"),  # 칠: a final consonant
        ("2이(가) 나왔습니다", "2가 나왔습니다"),
        ("“도제”을(를) 만납니다", "“도제”를 만납니다"),  # through closing quotes
        ("괄호 (으)로 시작", "괄호 (으)로 시작"),  # nothing before it to read
        ("사과와(과) 배", "사과와 배"),
        ("책과(와) 펜", "책과 펜"),
        ("신은(는) 죽었다", "신은 죽었다"),
    ],
)
def test_a_double_form_particle_follows_the_word_before_it(written: str, read: str) -> None:
    assert korean_particles(written) == read


def test_korean_messages_resolve_their_particles_once_the_values_are_in() -> None:
    i18n.set_language("ko")
    try:
        assert i18n._format("{card}을(를) 얻습니다", {"card": "카드"}) == "카드를 얻습니다"
        assert i18n._format("{card}을(를) 얻습니다", {"card": "검"}) == "검을 얻습니다"
    finally:
        i18n.set_language("en")
    assert i18n._format("{card}을(를)", {"card": "카드"}) == "카드을(를)"  # other languages: untouched
