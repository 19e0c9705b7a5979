"""A government or the Pentagon after "according to" is a body's account (issue #17, read on the aeb tune set):
"According to the Pentagon, ..." and "According to the Jordanian government, ..." were the outlet's own assertion
(unattributed): the capitalised name after "according to" held no organisation word, or the body word ("government")
came after it in lower case. [sourcing] report_body_words name the Pentagon and the Kremlin, and a lower-case
organisation word right after the name joins it ("the Syrian defence ministry"). Cases that failed before + guards."""

from __future__ import annotations

import pytest

from tests.sourcing import data

OPENING = "The tour began in May."

CASES: list[tuple[str, str]] = [
    # fail before
    ("According to the Pentagon, the base serves as an outpost.", "representative"),
    ("According to the Harbourian government, the country admitted 40,000 fans.", "representative"),
    ("According to the Harbourian culture ministry, the festival drew 40,000 fans.", "representative"),
    ("According to the Kremlin, the talks went well.", "representative"),
    # guards
    ("According to the Harbour Safety Administration, the venue was safe.", "representative"),
    ("According to Kit Vale, the venue was safe.", "on_record"),
    ("According to Harbour Weekly, the venue was safe.", "other_outlet"),
    ("The Pentagon building is in Virginia.", "unattributed"),
    ("According to the Harbourian singer, the venue was safe.", "on_record"),
    ("According to the Harbourian fans at the show, the venue was safe.", "unattributed"),
]


@pytest.mark.parametrize(("sentence", "label"), CASES)
def test_according_to_a_body(sentence: str, label: str) -> None:
    paragraphs = (OPENING, sentence)
    found = data.sentence_opening(paragraphs, sentence[:20])
    assert found.found.label.value == label
