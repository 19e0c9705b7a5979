"""A sentence opened by the first word of a capitalised run with no person cue ("Japanese" of a table head "Japanese
Romaji English") names no source (issue #17, session 16 reader's pass: a GaijinPot page's "Japanese victims are
speaking-up more than before" was on the record, who "Japanese Romaji English"). Cases that failed before + guards."""

from __future__ import annotations

import pytest

from tests.sourcing import data

V = "Japanese victims are speaking-up more than before, but it is far from being enough."
HEAD = ("Japanese Romaji English", "Japanese doesn't really have tenses.")

CASES: list[tuple[tuple[str, ...], str, str]] = [
    # fail before: on the record, who "Japanese Romaji English"
    ((V, *HEAD, "Learn Japanese with our study books."), "Japanese victims", "unattributed"),
    ((V, *HEAD, "Questions about studying Japanese in Japan?"), "Japanese victims", "unattributed"),
    ((V, *HEAD, "For more on learning Japanese"), "Japanese victims", "unattributed"),
    # guards: a surname that speaks after its full name
    (("The show starred Gerhard Muller in the lead.", "Muller said he loved the role."), "Muller said", "on_record"),
    (("The film starred Kit Vale in the lead.", "Vale is on set.", "Vale said the sequel is ready."), "Vale said",
     "on_record"),
]


@pytest.mark.parametrize(("paragraphs", "opening", "label"), CASES)
def test_run_first_word(paragraphs: tuple[str, ...], opening: str, label: str) -> None:
    assert data.sentence_opening(paragraphs, opening).found.label.value == label
