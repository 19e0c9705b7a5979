"""A sentence opened by "Additional" and a speech verb's form ("Additional details can be found here.") names no
source: "Additional" is no first word of a name ([not_names] lead; issue #17, session 16 reader's pass: "Sourcing: 1
on the record" from "Additional" on a City Limits page). Cases that failed before (on the record) + guards (a one-word
name that speaks)."""

from __future__ import annotations

import pytest

from tests.sourcing import data

CASES: list[tuple[tuple[str, ...], str, str]] = [
    # fail before: on the record, who "Additional"
    (("Voting runs for 30 days, with additional polling stations.", "Additional details can be found here."),
     "Additional details", "unattributed"),
    (("Additional details can be found here.",), "Additional details", "unattributed"),
    (("Additional reporting by Kit Vale.",), "Additional reporting", "unattributed"),
    # guards: a one-word name that speaks, never written in lowercase
    (("The singer Zendaya arrived at the gala.", "Zendaya said the dress took a month."), "Zendaya said",
     "on_record"),
    (("Madonna details the tour in a new book.",), "Madonna details", "on_record"),
]


@pytest.mark.parametrize(("paragraphs", "opening", "label"), CASES)
def test_additional_not_name(paragraphs: tuple[str, ...], opening: str, label: str) -> None:
    assert data.sentence_opening(paragraphs, opening).found.label.value == label
