"""Issue 12, session 16 (spk8): name forms with a generation ("Jr.") and middle initials, compound first names, a
pronoun in the paragraph after a gender-unknown subject, the one called before "and said", and "in what X described
as". Short stories of our own words; each rule's case fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # a generation keeps its full stop and is no surname ([names] name_generations, people._surname)
    ("'Reed said' after 'Tom H. Reed Jr., the mayor,'",
     ["Tom H. Reed Jr., the mayor of Dale, spoke on Monday.", '"We will rebuild the pier," Reed said.'],
     [("We will rebuild the pier,", "Tom H. Reed Jr.")]),
    ("'said Reed' after 'Mayor Tom Reed Sr.'",
     ["Mayor Tom Reed Sr. opened the fair.", '"It is a fine day," said Reed.'],
     [("It is a fine day,", "Tom Reed Sr.")]),
    ("the generation's full stop kept where the name tags the quotation",
     ['"We are ready," Tom Reed Jr. said.'],
     [("We are ready,", "Tom Reed Jr.")]),
    ("guard: a name with no generation keeps none",
     ["Tom Reed opened the fair.", '"It is a fine day," Reed said.'],
     [("It is a fine day,", "Tom Reed")]),
    # a later form with a middle initial is the person as first given (guards: the generation's rule, 88c6308)
    ("guard: 'Tom Reed Jr.' then 'Tom W. Reed'",
     ["Tom Reed Jr., 40, was charged on Monday.", "Prosecutors named Tom W. Reed in the filing.",
      'He later said he would "fight every charge."'],
     [("fight every charge.", "Tom Reed Jr.")]),
    ("guard: two different middle initials are two people",
     ["Tom A. Reed met the press.", "Later Tom B. Reed arrived.", '"I am late," Tom B. Reed said.'],
     [("I am late,", "Tom B. Reed")]),
    # a compound first name ([names] female: "carrie")
    ("'judge Inaba' after 'Carrie Ann Inaba'",
     ["The judges were Len Goodman and Carrie Ann Inaba.", '"This is hard," judge Inaba said.'],
     [("This is hard,", "Carrie Ann Inaba")]),
    # "he" in the paragraph after a gender-unknown subject: the rival check applies (people.Cast._pronoun)
    ("'he said' after a paragraph ending on a gender-unknown subject, a man named before",
     ["Tom Reed called the office of Robin Vale.", "He was arrested in May.",
      "He shouted at the staff. Vale is a senator.", 'A clerk recalled that he said, "I will come back."'],
     [("I will come back.", None)]),
    ("guard: 'he said' right after the paragraph whose subject he is, another man named only in passing",
     ["Robin Reed, a former general, spoke on Monday.", "But Reed warned the city must be ready.",
      'Referring to Mr Vale\'s death, he said, "We must expect more of this."'],
     [("We must expect more of this.", "Robin Reed")]),
    ("guard: 'he said' after the man himself",
     ["Tom Reed called the office of Robin Vale.", "Reed was arrested in May.", 'He said, "I will come back."'],
     [("I will come back.", "Tom Reed")]),
    # the one called before "and said" across a quoted word (miner._AND_THEN_VERB)
    ("'called Vale a “liar” and said, “…”': never Vale",
     ["Tom Reed phoned the senator, Robin Vale.",
      'In the call, Reed called Vale a "liar" and said, "You will pay for this and for everything else."'],
     [("You will pay for this and for everything else.", None)]),
    ("guard: 'called Vale and said, “…”' stays nobody's",
     ["Tom Reed phoned the senator, Robin Vale.",
      'In the call, Reed called Vale and said, "You will pay for this and for everything else."'],
     [("You will pay for this and for everything else.", None)]),
    # "in what X described as" (miner._Attributor.describer)
    ("'in what host Tom Reed described as the “…”'",
     ["Ann Vale left the show on Monday.",
      'Vale was voted off in what host Tom Reed described as the "hardest call of the season."'],
     [("hardest call of the season.", "Tom Reed")]),
    ("guard: 'Vale described it as the “…”'",
     ["Ann Vale left the show on Monday.", 'Vale described the vote as "the hardest call of the season."'],
     [("the hardest call of the season.", "Ann Vale")]),
]


@pytest.mark.parametrize(("label", "paragraphs", "want"), CASES, ids=[c[0] for c in CASES])
def test_speakers(label: str, paragraphs: list[str], want: list[tuple[str, str | None]]) -> None:
    got = [(q.text, q.speaker) for q in mine_quotes(paragraphs)]
    assert got == want, label
