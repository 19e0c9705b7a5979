"""Issue 12, session 10 (en12): tag shapes of English news copy read on the tune sets (cnndm-tune2, cnndm-check2), each
as a short story of our own words; each rule's case fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    ("two roles joined by 'and' after an inverted verb describe one speaker",
     ["The queen stepped down in 2013.",
      "'Her going was no surprise,' explained royal commentator and historian Tom Reed."],
     [("Her going was no surprise,", "Tom Reed")]),
    ("the same before the name and its verb",
     ["The queen stepped down in 2013.",
      "'Her going was no surprise,' author and historian Kate Reed said."],
     [("Her going was no surprise,", "Kate Reed")]),
    ("guard: a second determiner after 'and' is a second person, so nobody",
     ["The queen stepped down in 2013.",
      "'Her going was no surprise,' said the mayor and the singer Tom Reed."],
     [("Her going was no surprise,", None)]),
    ("a plural speaker keeps the lower-case word that says whose it is",
     ["The officer was charged on Monday.",
      "'He did not go ahead with the plot,' federal prosecutors said in a statement."],
     [("He did not go ahead with the plot,", "federal prosecutors")]),
    ("guard: the plain plural speaker is unchanged",
     ["The officer was charged on Monday.",
      "'He did not go ahead with the plot,' prosecutors said in a statement."],
     [("He did not go ahead with the plot,", "prosecutors")]),
    ("a line break kept as ' . ' inside a tag does not cut it",
     ["Advertisers left the show on Friday.",
      "'His comments do not align with our values,' a Sleep Number . spokesman said."],
     [("His comments do not align with our values,", "a Sleep Number spokesman")]),
    ("guard: a full stop before a capital still ends the sentence",
     ["Advertisers left the show on Friday .",
      "'His comments do not align with our values,' a spokesman said . Tom Reed left."],
     [("His comments do not align with our values,", "a spokesman")]),
    ("a clause with an unnamed person as its subject between the one named and the verb leaves nobody",
     ["The train pulled into the station on Saturday.",
      "Passenger Tom Reed was filming on his phone and the announcer can be heard saying: 'Mind the gap, please'."],
     [("Mind the gap, please", None)]),
    ("the same with 'a woman' and a plain verb",
     ["The train pulled into the station on Saturday.",
      "Tom Reed was on the platform and a woman said: 'Mind the gap, please'."],
     [("Mind the gap, please", None)]),
    ("guard: the one named goes on as the subject ('and then said')",
     ["The train pulled into the station on Saturday.",
      "Tom Reed was filming on his phone and then said: 'Mind the gap, please'."],
     [("Mind the gap, please", "Tom Reed")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speakers_of_session10_shapes(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
