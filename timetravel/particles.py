"""Korean particles that depend on the word before them.

A Korean template cannot know whether the name put into it ends in a consonant, so it writes both
forms of the particle: "{card}을(를) 얻습니다". Once the name is in, the right form is chosen from
its last syllable: "검을 얻습니다", "카드를 얻습니다". A number is read as Korean reads it aloud
(1 일, 2 이...). After a word in another script the double form stays, as Korean texts write it.
"""

from __future__ import annotations

import re

# the double form as written after a placeholder -> (after a final consonant, after a vowel)
_FORMS = {
    "이(가)": ("이", "가"), "가(이)": ("이", "가"),
    "을(를)": ("을", "를"), "를(을)": ("을", "를"),
    "은(는)": ("은", "는"), "는(은)": ("은", "는"),
    "과(와)": ("과", "와"), "와(과)": ("과", "와"),
    "아(야)": ("아", "야"), "야(아)": ("아", "야"),
    "(으)로": ("으로", "로"),
}  # fmt: skip
_DOUBLE = re.compile("|".join(re.escape(form) for form in _FORMS))
_CLOSING = "”’\"')]»」』"  # marks that may stand between the word and its particle
_RIEUL = 8  # the final consonant ㄹ, after which (으)로 is 로
_DIGIT_FINALS = {"0": 21, "1": _RIEUL, "2": 0, "3": 16, "4": 0, "5": 0, "6": 1, "7": _RIEUL, "8": _RIEUL, "9": 0}


def _final(ch: str) -> int | None:
    """The final consonant of the syllable `ch` is read as (0: none), or None when unknown."""
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:
        return code % 28
    return _DIGIT_FINALS.get(ch)


def _chosen(text: str, match: re.Match[str]) -> str:
    at = match.start() - 1
    while at >= 0 and text[at] in _CLOSING:
        at -= 1
    final = _final(text[at]) if at >= 0 else None
    if final is None:
        return match.group(0)
    with_final, without = _FORMS[match.group(0)]
    if match.group(0) == "(으)로" and final == _RIEUL:
        return without
    return with_final if final else without


def korean_particles(text: str) -> str:
    """`text` with each double-form particle resolved by the word before it (see the module)."""
    if "(" not in text:
        return text
    return _DOUBLE.sub(lambda match: _chosen(text, match), text)
