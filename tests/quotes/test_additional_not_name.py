"""A lone capitalised word that opens a sentence before a speech verb's form ("Additional details can be found
here.", "details" read as "he details") was taken for a one-word name: "Additional" is no first word of a name
([not_names] lead in en.toml; issue #17, session 16 reader's pass: a City Limits page got "Sourcing: 1 on the record"
from "Additional"). Cases that failed before + guards (a one-word name opening its sentence before a speech verb)."""

from __future__ import annotations

import pytest

from bot.quoting.people import cast_of

CASES: list[tuple[tuple[str, ...], list[str]]] = [
    # fail before: "Additional" is no first word of a name ([not_names] lead)
    (("Voting runs for 30 days, with additional polling stations.", "Additional details can be found here."), []),
    (("Additional details can be found here.",), []),
    (("Additional reporting by Kit Vale.",), ["Kit Vale"]),
    # guards: a common word no speech verb follows (none before either); a one-word name before a speech verb
    (("The hotel opened an official fan shop.", "Official reports show the shop sold out."), []),
    (("The singer Zendaya arrived at the gala.", "Zendaya said the dress took a month."), ["Zendaya"]),
    (("Kit Vale won the award.", "Vale said it was a surprise."), ["Kit Vale"]),
    (("Madonna details the tour in a new book.",), ["Madonna"]),
]


@pytest.mark.parametrize(("paragraphs", "people"), CASES)
def test_additional_not_name(paragraphs: tuple[str, ...], people: list[str]) -> None:
    assert cast_of(paragraphs).people() == people
