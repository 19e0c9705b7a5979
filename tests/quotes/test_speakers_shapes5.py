"""Issue 12, session 14 (shapes5): speaker blanks read on check4-tune and the older tune sets, each as a short story
of our own words: a fragment inside a body's reported speech ("The airline said in a statement that …, “where …”")
is the body's; an accusation's quoted words ("the Church accused the LCWR of “…”") are the accuser's. Each rule's case
fails before its rule; the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # "the airline" speaks as a body ([people] org_referents)
    ("'The airline said in a statement that …, “where …”'",
     ["The airline said in a statement that it was flying relatives to Lagos, “where a team of carers will be"
      " waiting for each family”."],
     [("where a team of carers will be waiting for each family", "the airline")]),
    ("'“…,” the airline said.'",
     ["Flights were cancelled.", "“We are sorry for the delays to our passengers,” the airline said."],
     [("We are sorry for the delays to our passengers,", "the airline")]),
    # an accusation with no speech verb: the accuser's words ([quoting] accusing_verbs)
    ("'the Church accused the LCWR of “…”'",
     ["Then, the Church accused the sisters of “pushing radical themes at odds with the faith.”"],
     [("pushing radical themes at odds with the faith.", "the Church")]),
    ("'Tom Reed accused his neighbour of “…”'",
     ["The row went on for years.", "Tom Reed accused his neighbour of “stealing the light from my garden.”"],
     [("stealing the light from my garden.", "Tom Reed")]),
    ("guard: 'accused Bloomberg of arguing “…”' stays nobody's",
     ["Tom Reed accused Ann Lowe of arguing “the banks should be left alone”."],
     [("the banks should be left alone", None)]),
    ("guard: an accusation told by another speaker stays nobody's",
     ["Lund and Vass said Brandt defamed them when he accused them of “deliberate misconduct and lies”."],
     [("deliberate misconduct and lies", None)]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speakers_read_by_shapes5(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
