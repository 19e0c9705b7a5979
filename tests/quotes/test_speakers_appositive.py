"""Issue 12, session 10 (fix10): a person named before an appositive speaks, even when the appositive joins two roles
with "and" and its last one reads as an unnamed person ("Tom Reed, a father of two and a nurse, said"). Our own
sentences; each rule's case fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

LEAD = "The ward reopened on Monday after a long closure."
# (id, sentence, speaker, the speaker must be it (True) or must not be it (False))
CASES: list[tuple[str, str, str, bool]] = [
    ("two roles joined by 'and' before a colon tag",
     "Tom Reed, a father of two and a nurse, said: 'We are very happy.'", "Tom Reed", True),
    ("the same with 'a mother of three and a teacher'",
     "Anna Bell, a mother of three and a teacher, said: 'We are very happy.'", "Anna Bell", True),
    ("an age before the two roles",
     "Tom Reed, 45, a father of two and a nurse, said: 'We are very happy.'", "Tom Reed", True),
    ("an age before a single role",
     "Tom Reed, 45, a spokesman for the hospital, said: 'We are very happy.'", "Tom Reed", True),
    ("guard: an age and roles with no article, told",
     "Anna Bell, 45, a singer and actress, told reporters: 'We are very happy.'", "Anna Bell", True),
    ("guard: the inverted tag after the quotation",
     "'We are very happy,' said Tom Reed, a father of two and a nurse.", "Tom Reed", True),
    ("guard: a name and an unnamed person joined with no comma are two speakers, never the one named",
     "Tom Reed and a nurse said: 'We are very happy.'", "Tom Reed", False),
    ("guard: an unnamed person with a relative clause keeps her own words",
     "A nurse, who asked not to be named, said: 'We are very happy.'", "a nurse", True),
]


@pytest.mark.parametrize(("sentence", "speaker", "equal"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speaker_named_before_an_appositive(sentence: str, speaker: str, equal: bool) -> None:
    quotes = mine_quotes([LEAD, sentence])
    assert [q.text for q in quotes] == ["We are very happy" + ("," if sentence.startswith("'") else ".")]
    assert (quotes[0].speaker == speaker) is equal
