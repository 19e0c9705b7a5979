"""Issue 12, session 13 (wrongs): causes of wrong speakers read on check3 (real_en_check3.json, a check set through
session 12, a tune set since session 13) and cnndm-tune2, each as a short story of our own words; each rule's case
fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # a known person's surname is not the first word of a building, firm or place named after them
    ("'Harlow said' after Peter Harlow and 'Harlow Tower' is Peter Harlow, not the tower",
     ["Peter Harlow took the witness stand on Monday in the fraud case against his company.",
      "“The fraud is on the court, not on me,” Harlow said.",
      "The lawyers pressed Harlow on the value of Harlow Tower and other buildings.",
      "“It’s much more valuable,” Harlow said."],
     [("The fraud is on the court, not on me,", "Peter Harlow"), ("It’s much more valuable,", "Peter Harlow")]),
    ("the same when the tower is named in the tag's own sentence",
     ["Peter Harlow took the witness stand on Monday.",
      "“It’s much more valuable,” Harlow said of Harlow Tower."],
     [("It’s much more valuable,", "Peter Harlow")]),
    ("guard: a lone surname with no building of that name stays the person",
     ["Peter Harlow took the witness stand on Monday.",
      "“It’s much more valuable,” Harlow said."],
     [("It’s much more valuable,", "Peter Harlow")]),
    # a capitalised office before a name: "Opposition Leader Bill Shorten" is Bill Shorten
    ("'As Opposition Leader Kerr Dalby said:' credits Kerr Dalby",
     ["As Opposition Leader Kerr Dalby said in a letter last month: “The concerns would ideally be addressed.”"],
     [("The concerns would ideally be addressed.", "Kerr Dalby")]),
    ("'Opposition Leader Kerr Dalby said:' and 'the Opposition Leader' names him later",
     ["Opposition Leader Kerr Dalby said: “We will act.”", "“It is time,” the Opposition Leader added."],
     [("We will act.", "Kerr Dalby"), ("It is time,", "Kerr Dalby")]),
    ("guard: a lower-case 'leader' was read as a title already",
     ["Labour leader Tom Brandt said: “We will act.”"],
     [("We will act.", "Tom Brandt")]),
    ("guard: 'Leader' as a surname stays a surname",
     ["Tom Leader said: “We will act.”"],
     [("We will act.", "Tom Leader")]),
    # "the Obama administration": the name names a body of the person's, which is no subject of the verb
    ("'The Reed administration warned that … “…”' is not Reed's",
     ["Anna Reed spoke on Monday.",
      "The Reed administration warned that voters were “coming out in droves.”"],
     [("coming out in droves.", None)]),
    ("nor a party's words after 'The Reed administration's first comments'",
     ["Anna Reed spoke on Monday.",
      "The Reed administration’s first comments came with a warning about rhetoric from the Unity party, which tried "
      "to rally support by saying that voters were “coming out in droves.”"],
     [("coming out in droves.", None)]),
    ("guard: nor 'the Reed campaign said' (no speaker before either)",
     ["Anna Reed spoke on Monday.", "“We are coming,” the Reed campaign said."],
     [("We are coming,", None)]),
    ("guard: the name itself as the subject keeps the words",
     ["Anna Reed spoke on Monday.", "Reed warned that voters were “coming out in droves.”"],
     [("coming out in droves.", "Anna Reed")]),
    ("guard: a later 'she said' still means the person",
     ["Anna Reed spoke on Monday.", "The Reed administration’s first comments came out on Tuesday.",
      "“We are worried,” she said."],
     [("We are worried,", "Anna Reed")]),
    # "a doctor from Hebron": a role word, then a preposition, then the place: the place is no person
    ("'says a doctor from Tamsk, whose name …' then 'he says': the doctor, not the town",
     ["Tom Reed runs the ward.",
      "“We are not just numbers,” says a doctor from Tamsk, whose name has been withheld to protect his identity. "
      "During a break from his shift at Ramallah Hospital, he explains that he now lives locally, but his parents "
      "still live in Tamsk. “There is a tragedy inside every one of us,” he says."],
     [("We are not just numbers,", "a doctor from Tamsk"), ("There is a tragedy inside every one of us,",
                                                            "a doctor from Tamsk")]),
    ("'said a doctor from Tamsk.' ends on the sentence's full stop, which is no part of the speaker",
     ["“We are here,” said a doctor from Tamsk.", "“There is a tragedy,” he said."],
     [("We are here,", "a doctor from Tamsk"), ("There is a tragedy,", "a doctor from Tamsk")]),
    ("guard: an abbreviation's full stop stays",
     ["“We are here,” said an official from the U.S."],
     [("We are here,", "an official from the U.S.")]),
    ("guard: a role word right before a lone name still makes it a person",
     ["“We are here,” said the singer Reed.", "“There is a tragedy,” he said."],
     [("We are here,", "Reed"), ("There is a tragedy,", "Reed")]),
    # "King's Cross": a capitalised title word in the possessive, then a capitalised run: a place or thing, no surname
    ("'the King's Cross closure' names no Cross (cnndm-tune2)",
     ["Cross Country said trains were running.",
      "Last night travellers vented their frustration with the King’s Cross closure on social media, saying the "
      "operator had ‘explaining to do’."],
     [("explaining to do", None)]),
    ("nor 'Queen's Park' a Park",
     ["Anna Park said the pitch was fine.",
      "Fans at the Queen’s Park ground said the club had ‘a lot of explaining to do’."],
     [("a lot of explaining to do", None)]),
    ("guard: a title before a name, not in the possessive, stays a title",
     ["King Charles said the trains had ‘explaining to do’."],
     [("explaining to do", "King Charles")]),
    # a preposition opening the sentence ("Of Friar Lawrence, Prelogar said"): its object is no subject
    ("'Of Reed, Cole said:' then 'he added': Cole, not Reed",
     ["Mark Cole and Tom Reed met in court.", "Of Reed, Cole said: “He just wanted to help.”",
      "“Verse is exceedingly persuasive,” he added."],
     [("He just wanted to help.", "Mark Cole"), ("Verse is exceedingly persuasive,", "Mark Cole")]),
    ("'Of Tom Reed, Cole said … Then he closed with …': Cole",
     ["Mark Cole and Tom Reed met in court.",
      "Of Tom Reed, Cole said at one point, “He just wanted to help.” Then he closed with a sonnet, “because verse "
      "is exceedingly persuasive.”"],
     [("He just wanted to help.", "Mark Cole"), ("because verse is exceedingly persuasive.", "Mark Cole")]),
    ("'To Reed, the ruling was fair.' names no subject for a later 'he'",
     ["Mark Cole and Tom Reed met in court.", "To Reed, the ruling was fair.",
      "“Verse is exceedingly persuasive,” he added."],
     [("Verse is exceedingly persuasive,", None)]),
    ("guard: Reed as the sentence's subject keeps the later 'he'",
     ["Mark Cole and Tom Reed met in court.", "Reed thought the ruling was fair.",
      "“Verse is exceedingly persuasive,” he added."],
     [("Verse is exceedingly persuasive,", "Tom Reed")]),
    # a role title and a surname ("General Prelogar") after the full name with that role is the same person
    ("'General Prelogar' after 'Solicitor General Elizabeth Prelogar' leaves 'Prelogar' hers",
     ["Solicitor General Elizabeth Prelogar argued the case.", "General Prelogar spoke again on Monday.",
      "“He just wanted to make Verona great again,” Prelogar said."],
     [("He just wanted to make Verona great again,", "Elizabeth Prelogar")]),
    ("guard: 'Senator Cole' after Senator Ann Cole",
     ["Senator Ann Cole argued the case.", "Senator Cole spoke again on Monday.",
      "“He just wanted to make Verona great again,” Cole said."],
     [("He just wanted to make Verona great again,", "Ann Cole")]),
    ("guard: 'Detective Cole' with two Coles names neither",
     ["Anna Cole and Mark Cole argued the case.", "Detective Cole spoke again on Monday.",
      "“He just wanted to make Verona great again,” Cole said."],
     [("He just wanted to make Verona great again,", None)]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speakers_of_check3_shapes(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
