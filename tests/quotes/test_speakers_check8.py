"""Issue 12, session 17 (spk8): attribution shapes of wire copy, fact-checks and organisations' statements (the
kinds check8's pages hold), written as our own short stories. Each rule's case fails before its rule; the guards pass
before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # a plural-looking name's bare possessive apostrophe owns the role after it (bot/quoting/people.py _OWNED_NEXT)
    ("'“…,” Marta Diaz, Edmunds' senior analyst, said. “…”': the analyst, not Edmunds",
     ["Rates stayed low, according to Edmunds, a data firm.",
      '"The end of the year is busy," Marta Diaz, Edmunds\' senior analyst, said. "Buyers should shop around."'],
     [("The end of the year is busy,", "Marta Diaz"), ("Buyers should shop around.", "Marta Diaz")]),
    ("guard: the same with a curly apostrophe (already read as possessive)",
     ["Rates stayed low, according to Edmunds, a data firm.",
      '"The end of the year is busy," Marta Diaz, Edmunds\u2019 senior analyst, said. "Buyers should shop around."'],
     [("The end of the year is busy,", "Marta Diaz"), ("Buyers should shop around.", "Marta Diaz")]),
    ("guard: a name's possessive 's owns the role",
     ["Rates stayed low, according to Kelley Blue Book, a data firm.",
      '"The end of the year is busy," Marta Diaz, Kelley Blue Book\'s analyst, said. "Buyers should shop around."'],
     [("The end of the year is busy,", "Marta Diaz"), ("Buyers should shop around.", "Marta Diaz")]),
    ("guard: a name ending in s before its speech verb still speaks",
     ["Tom Harris runs the shop.", 'Harris said: "Buyers should shop around."'],
     [("Buyers should shop around.", "Tom Harris")]),
    # common short first names wire copy uses (bot/text/lang/en.toml [names]): the name after a title of several
    # words is the person's whole name ("Secretary of State Mike Pompeo" is Mike Pompeo, not "State Mike Pompeo")
    ("'… by Secretary of State Mike Pompeo. Pompeo said it was “…”'",
     ["The move was announced on Monday by Secretary of State Mike Pompeo.",
      'Pompeo said the plan was "not, per se, inconsistent with international law", adding he trusted courts.'],
     [("not, per se, inconsistent with international law", "Mike Pompeo")]),
    ("'Secretary of Homeland Security Kristi Noem … Noem told reporters: “…”'",
     ["The plan was defended by Secretary of Homeland Security Kristi Noem on Monday.",
      'Noem told reporters: "We will keep the border safe."'],
     [("We will keep the border safe.", "Kristi Noem")]),
    ("'… with Secretary of Energy Rob Tanner. Tanner said: “…”'",
     ["The plan was signed on Monday with Secretary of Energy Rob Tanner.",
      'Tanner said: "It will cut bills by a third."'],
     [("It will cut bills by a third.", "Rob Tanner")]),
    ("'… by Secretary of Education Molly Grant. Grant told reporters: “…”'",
     ["The plan was signed on Monday by Secretary of Education Molly Grant.",
      'Grant told reporters: "Every school will get the money."'],
     [("Every school will get the money.", "Molly Grant")]),
    ("guard: a first name the lists held already",
     ["The move was announced on Monday by Secretary of State Mark Reed.",
      'Reed said the plan was "not, per se, inconsistent with international law", adding that he trusted the courts.'],
     [("not, per se, inconsistent with international law", "Mark Reed")]),
    # a nation's body named with a lower-case head (bot/quoting/people.py _NATIONAL_BODY, the _ANON_TAIL body)
    ("'The French foreign ministry said it “…”': the body as written",
     ['The French foreign ministry said it "regrets any decision that would weaken the peace process".'],
     [("regrets any decision that would weaken the peace process", "the French foreign ministry")]),
    ("'“…,” the Israeli embassy said in a statement.'",
     ['"We will not be intimidated by these threats from anyone," the Israeli embassy said in a statement.'],
     [("We will not be intimidated by these threats from anyone,", "the Israeli embassy")]),
    ("'A spokesman for the German foreign ministry said …': the whole body",
     ['A spokesman for the German foreign ministry said the plan was "a terrible mistake for everyone".'],
     [("a terrible mistake for everyone", "a spokesman for the German foreign ministry")]),
    ("guard: one who worked at the ministry speaks for himself",
     ['Tom Reed, who worked at the French foreign ministry for years, said the plan was "a terrible mistake for us".'],
     [("a terrible mistake for us", "Tom Reed")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speakers_read_in_check8(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
