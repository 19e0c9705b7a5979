"""Issue 12, session 14 (blanks): general English tag shapes that left a quotation with no speaker, each as a short
story of our own words; each rule's case fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # a known first name, then a family name that is also a [not_names] non_person word ([names] surname_words)
    ("'“…,” Emma Stone said.'",
     ["The premiere was on Monday.", '"It was a wonderful night," Emma Stone said.'],
     [("It was a wonderful night,", "Emma Stone")]),
    ("'“…,” Jerry Hall, 66, said.'",
     ["The party was on Monday.", '"It was a wonderful night," Jerry Hall, 66, said.'],
     [("It was a wonderful night,", "Jerry Hall")]),
    ("'Megan Fox' then 'Fox said'",
     ["Megan Fox arrived at the premiere on Monday.", '"It was a wonderful night," Fox said.'],
     [("It was a wonderful night,", "Megan Fox")]),
    ("'“…,” Michael J. Fox told reporters.'",
     ["The gala was on Monday.", '"It was a wonderful night," Michael J. Fox told reporters.'],
     [("It was a wonderful night,", "Michael J. Fox")]),
    # an affiliation with 'with', 'at' or 'from' as with 'of' ([people] affiliation_prepositions)
    ("'“…,” Patrol Chief James Smith with the New York Police Department said.'",
     ["The parade is on Thursday.",
      '"We will decide in the morning," Patrol Chief James Smith with the New York Police Department said.'],
     [("We will decide in the morning,", "James Smith")]),
    ("'“…,” Tom Reed from the Met Office said.'",
     ["Storms are coming.", '"Winds will be strong," Tom Reed from the Met Office said.'],
     [("Winds will be strong,", "Tom Reed")]),
    # a body's capitalised name, then a lower-case role, before the name (miner._body_role)
    ("'“…,” White House press secretary Josh Earnest told reporters.'",
     ["The talks went on.", '"We are deeply concerned," White House press secretary Josh Earnest told reporters.'],
     [("We are deeply concerned,", "Josh Earnest")]),
    ("'“…,” said Kremlin press secretary Dmitry Peskov.' (was 'Kremlin': a wrong speaker)",
     ["The talks went on.", '"We are deeply concerned," said Kremlin press secretary Dmitry Peskov.'],
     [("We are deeply concerned,", "Dmitry Peskov")]),
    # a form of address right before a name makes it a person (people._addressed)
    ("'“…,” said Ms. Jane Doe.'",
     ["The school closed on Monday.", '"We are sorry for the trouble," said Ms. Jane Doe.'],
     [("We are sorry for the trouble,", "Jane Doe")]),
    ("'“…,” said Mr. Smith.'",
     ["The school closed on Monday.", '"We are sorry for the trouble," said Mr. Smith.'],
     [("We are sorry for the trouble,", "Smith")]),
    # an auxiliary or 'since' between the speaker and the verb after a quotation ([tags] auxiliaries, adverbs)
    ("'“…,” Prelogar had said.'",
     ["Elizabeth Prelogar argued the case.", '"Diversity is essential to business," Prelogar had said.'],
     [("Diversity is essential to business,", "Elizabeth Prelogar")]),
    ("'“…,” Smith has since said.'",
     ["John Smith left the club.", '"We are sorry for the trouble," Smith has since said.'],
     [("We are sorry for the trouble,", "John Smith")]),
    # small words inside a capitalised title before the name ([people] title_small_words)
    ("'“…,” Secretary of State John Kerry said.'",
     ["The talks went on.", '"We are sorry for the trouble," Secretary of State John Kerry said.'],
     [("We are sorry for the trouble,", "John Kerry")]),
    ("guard: 'Rolling Stone' is no person",
     ["The album came out.", '"It is a triumph," Rolling Stone said.'],
     [("It is a triumph,", None)]),
    ("guard: 'Carnegie Hall' is no person",
     ["The concert was sold out.", '"It was a triumph," Carnegie Hall said.'],
     [("It was a triumph,", None)]),
    ("guard: a negation between the speaker and the verb is no tag",
     ["Elizabeth Prelogar argued the case.", '"Diversity is essential to business," Prelogar would not say.'],
     [("Diversity is essential to business,", None)]),
    ("guard: 'and fellow director' is no described role between two names",
     ["The film opened.", '"We are proud of it," said Tom Reed and fellow director Ann Lee.'],
     [("We are proud of it,", "Tom Reed")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speaker_blanks(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
