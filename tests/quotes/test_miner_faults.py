"""Miner faults seen on tune pages (issue 12, session 9), each with sentences of our own. Mark pairing: a quotation of
several paragraphs whose paragraph breaks were lost (each of its paragraphs opens with a straight mark, only the last
closes) and an inner quote opened with a closing curly mark inside an open quotation. Speakers: a short quotation
tagged by a name, an aside between commas and the verb; a speaker's own answer to their question tagged "he added"."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes
from bot.text.quotes import find_spans

SPANS: list[tuple[str, str, list[str]]] = [
    # fail before: the two paragraphs of one speech were one quotation with a stray opening mark inside
    ("a lost paragraph break inside a speech left open",
     '"We did what we could. I blame nobody. "The rules were too weak to catch them.',
     ["We did what we could. I blame nobody.", "The rules were too weak to catch them."]),
    ("a lost paragraph break before the paragraph that closes the speech",
     '"We trained hard. "We will win," she said.',
     ["We trained hard.", "We will win,"]),
    ("an inner quote opened with a closing curly mark",
     "\u201cThe time for \u201dsmall steps\u201d is long gone. We need more.",
     ["The time for \u201dsmall steps\u201d is long gone. We need more."]),
    ("the same in single marks",
     "'We did what we could. I blame nobody. 'The rules were too weak to catch them.",
     ["We did what we could. I blame nobody.", "The rules were too weak to catch them."]),
    ("the same in single marks, the last paragraph closing the speech",
     "'We trained hard. 'We will win,' she said.", ["We trained hard.", "We will win,"]),
    # guards
    ("single marks: a quotation that opens the paragraph still runs on", "'We all hold each others' hands.",
     ["We all hold each others' hands."]),
    ("single marks: a closed quotation then a new one", "He said 'no'. 'Yes,' she said.", ["no", "Yes,"]),
    ("a closed quotation then a new one", '"We won." "We will win again," she said.',
     ["We won.", "We will win again,"]),
    ("a mark after a sentence end before a lower-case word does not split",
     '"It was done. "perfect" was the word.', ['It was done. "perfect']),
    ("a closing curly mark after a word still closes", "\u201cWe are done\u201d she said.", ["We are done"]),
    ("a curly quotation opened properly is left alone", "\u201cWe won. We will win again.\u201d",
     ["We won. We will win again."]),
]


@pytest.mark.parametrize(("case", "text", "want"), SPANS, ids=[c[0] for c in SPANS])
def test_mark_pairing(case: str, text: str, want: list[str]) -> None:
    assert [s.inner(text) for s in find_spans(text)] == want, case


SPEAKERS: list[tuple[str, tuple[str, ...], list[tuple[str, str | None]]]] = [
    # fail before: a quotation of three words or fewer was no quotation (the verb stood beyond the tag's first words)
    ("a short quotation, a name, an aside, the verb",
     ("The club won on Sunday.", '"We are delighted," Tom Baxter, a spokesman for the club, said.'),
     [("We are delighted,", "Tom Baxter")]),
    ("a short quotation in single marks, a name, an aside with a place, the verb",
     ("The band played on.", "'Simply magical,' Ada Lorne, who saw the show in Leeds, told reporters."),
     [("Simply magical,", "Ada Lorne")]),
    # fail before: the answer gate read the speaker's own next words as a reply of someone asked
    ("the speaker answers their own question: 'he added'",
     ("Tom Baxter runs the club.", '"We won the game and we are happy," Tom Baxter said. "Was it fair?"',
      '"That is fair," he added.'),
     [("We won the game and we are happy,", "Tom Baxter"), ("Was it fair?", "Tom Baxter"),
      ("That is fair,", "Tom Baxter")]),
    ("the speaker answers their own question: 'she continued'",
     ('"Did we lose?" Mara Quist asked the crowd.', '"Never," she continued.'),
     [("Did we lose?", "Mara Quist"), ("Never,", "Mara Quist")]),
    # fail before: a first name ("Machine") or a rank ("General") inside a company's name cut the name there
    ("a company's name holding a first name",
     ('In a statement, Big Machine Records said: "At no point did we say Taylor could not perform."',),
     [("At no point did we say Taylor could not perform.", "Big Machine Records")]),
    ("a company's name opening on a rank",
     ('"We stand by the recall, and we will pay," General Motors Corp said.',),
     [("We stand by the recall, and we will pay,", "General Motors Corp")]),
    # guards
    ("a role word before a person after a company's name still cuts",
     ('Sony Music CEO Rob Stringer said: "We will keep the label independent."',),
     [("We will keep the label independent.", "Rob Stringer")]),
    ("a first name after a place's name still starts the name",
     ('Massachusetts Joshua Levy said: "We will appeal the ruling."',),
     [("We will appeal the ruling.", "Joshua Levy")]),
    ("a short term before a name and an aside with no speech verb is no quotation",
     ("The club won on Sunday.", 'The "New Deal" Tom Baxter, a fan of Roosevelt, admired.'), []),
    ("an answer tagged 'he said' after a question is still the one asked's (unknown)",
     ('"Did we lose?" Mara Quist asked.', '"Never," he said.'),
     [("Did we lose?", "Mara Quist"), ("Never,", None)]),
]


@pytest.mark.parametrize(("case", "paragraphs", "want"), SPEAKERS, ids=[c[0] for c in SPEAKERS])
def test_speakers(case: str, paragraphs: tuple[str, ...], want: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(list(paragraphs))] == want, case
