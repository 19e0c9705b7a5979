"""Issue 12, session 14 (check4): speaker blanks and wrong credits read on check4-tune (a tune set once its first
contact was stored), each as a short story of our own words; each rule's case fails before its rule, the guards pass
before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # a lower-case 'boss' before the name after the quotation ([people] role_nouns)
    ("'“…,” airline boss Tony Fernandes said.'",
     ["The airline said it was in shock.", '"My heart is filled with sadness," airline boss Tony Fernandes said.'],
     [("My heart is filled with sadness,", "Tony Fernandes")]),
    ("'“…,” Tesla boss Elon Musk told reporters.'",
     ["The cars were recalled.", '"We will fix it," Tesla boss Elon Musk told reporters.'],
     [("We will fix it,", "Elon Musk")]),
    # an affiliation with 'of' between the name and the speech verb (people.AFFILIATION)
    ("'“…,” Wray Grimaldi of the University of Otago said.'",
     ["Penguins are at risk.", '"The effects will be real," Wray Grimaldi of the University of Otago said.'],
     [("The effects will be real,", "Wray Grimaldi")]),
    ("'“…,” Wray Grimaldi of the University of Otago in Dunedin, New Zealand, said to New Scientist.'",
     ["Penguins are at risk.",
      '"The effects will be real," Wray Grimaldi of the University of Otago in Dunedin, New Zealand, said to New'
      ' Scientist.'],
     [("The effects will be real,", "Wray Grimaldi")]),
    ("'“…,” Tom Reed of the Acme Corporation said.'",
     ["Shares fell.", '"We expected it," Tom Reed of the Acme Corporation said.'],
     [("We expected it,", "Tom Reed")]),
    # an appositive longer than 80 characters before the speech verb still makes the name a person
    ("'Norman Ratcliffe, an Antarctic ecologist from … in Cambridge, United Kingdom, told …' then 'he said'",
     ["Norman Ratcliffe, an Antarctic ecologist from the Antarctic Survey in Cambridge, United Kingdom, told New"
      ' Scientist that the evidence is lacking. "The tour companies are quite careful," he said.'],
     [("The tour companies are quite careful,", "Norman Ratcliffe")]),
    # a lone surname in another spelling of a named person's ([names] written_out; accents off)
    ("'Gerhard Müller, the prefect …' then '“…,” Mueller said'",
     ["In April, Gerhard Müller, the prefect for the Congregation, quashed that hope. Muller criticized the nuns."
      ' "This is a provocation," Mueller said in scathing remarks.'],
     [("This is a provocation,", "Gerhard Müller")]),
    ("'José García …' then '“…,” Garcia said'",
     ["José García spoke first.", '"It is a start," Garcia said.'],
     [("It is a start,", "José García")]),
    ("guard: a surname written as the text has it wins over another spelling",
     ["Anna Müller spoke first. Tom Mueller spoke next.", '"It is a start," Mueller said.'],
     [("It is a start,", "Tom Mueller")]),
    # a role with the name in apposition after it: the role is that person, not the subject named before
    ("'The mayor of Surabaya, Tri Rismaharini, comforted …' then 'she said'",
     ["Relatives wept at the centre.",
      "The mayor of Surabaya, Tri Rismaharini, comforted relatives and urged them to be strong.",
      '"They are not ours, they belong to God," she said.'],
     [("They are not ours, they belong to God,", "Tri Rismaharini")]),
    ("'… Yohannes said.' then 'The mayor of Surabaya, Tri Rismaharini, …' then 'she said'",
     ['"He cries every time he watches the news," Yohannes said.',
      "The mayor of Surabaya, Tri Rismaharini, comforted relatives.",
      '"They are not ours, they belong to God," she said.'],
     [("He cries every time he watches the news,", "Yohannes"),
      ("They are not ours, they belong to God,", "Tri Rismaharini")]),
    ("guard: a name before its role's appositive keeps it",
     ['Kim Lowe, the owner of the bakery, said the ovens were old. "We will fix them," she said.'],
     [("We will fix them,", "Kim Lowe")]),
    ("guard: 'The coach, Tom Reed,' then 'he said'",
     ["The coach, Tom Reed, was calm.", '"We will be fine," he said.'],
     [("We will be fine,", "Tom Reed")]),
    # a fragment joined by 'and' to one the sentence's tag gave nobody is nobody's too
    ("'she was warned that “…” and “…”'",
     ['Ann Lowe read the note. In one note she was warned that "the exam is one nobody will fail" and "it does'
      ' little for the weakest pupils".'],
     [("the exam is one nobody will fail", None), ("it does little for the weakest pupils", None)]),
    ("'He was told that “…” and “…”'",
     ['Tom Reed was at home. He was told that "the plan will not work at all" and "the money is gone for good now".'],
     [("the plan will not work at all", None), ("the money is gone for good now", None)]),
    ("guard: 'He said that “…” and “…”' gives both to him",
     ['Tom Reed was at home. He said that "the plan will not work at all" and "the money is gone for good now".'],
     [("the plan will not work at all", "Tom Reed"), ("the money is gone for good now", "Tom Reed")]),
    ("guard: 'a friend of Tom Reed' stays the friend",
     ["The singer was upset.", '"She is heartbroken," a friend of Tom Reed said.'],
     [("She is heartbroken,", "a friend of Tom Reed")]),
    ("guard: 'the mother of Jane Reed' is not Jane Reed",
     ["The singer was upset.", '"She is heartbroken," the mother of Jane Reed said.'],
     [("She is heartbroken,", None)]),
    ("guard: a lower-case 'of' phrase is no affiliation",
     ["Tom Reed was there.", '"It was fine," Ann Lowe of her own accord said.'],
     [("It was fine,", None)]),
    ("guard: the affiliation's last word is no rival person for 'he'",
     ['Tom Reed of the University of Otago said the study was small. "It is a start," he said.'],
     [("It is a start,", "Tom Reed")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speakers_read_on_check4(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
