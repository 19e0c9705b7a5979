"""Issue 12, session 9 (en-newtune): causes of wrong speakers read on the new CNN/DailyMail tune set cnndm-tune2
(real_cnndm_tune2.json), each as a short story of our own words; each rule's case fails before its rule, the guards
pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    ("a pronoun tag after a sentence whose subject is a person given only by a title may mean that person",
     ["Tom Reed said the budget was too small.",
      "On Monday, the King noted in his speech that the country had been suffering.",
      "'The long crisis has left a lot of scars,' he said."],
     [("The long crisis has left a lot of scars,", None)]),
    ("the same with a title of two capitalised words",
     ["Mark Peaker said: 'I could not believe it.'",
      "The Foreign Secretary acknowledged that the forces had fallen into disarray.",
      "'There is a big challenge ahead of us,' he told the radio programme."],
     [("I could not believe it.", "Mark Peaker"), ("There is a big challenge ahead of us,", None)]),
    ("a pronoun tag after an unnamed fan who is a sentence's subject may mean the fan, and so may the run-on",
     ["Mark Peaker said: 'I could not believe it.'",
      "One Wolves fan, who lives in Telford but wished to remain anonymous, was travelling home from the match.",
      "He said: 'It was a disgrace.",
      "I was utterly flabbergasted.",
      "'Tensions among fans were already high.'"],
     [("I could not believe it.", "Mark Peaker"), ("It was a disgrace.", None),
      ("Tensions among fans were already high.", None)]),
    ("guard: a titled subject the story ties to the speaker keeps him",
     ["Singer Tom Reed said: 'It is fine.'",
      "The singer later said the album was late.",
      "'There is a big challenge ahead of us,' he said."],
     [("It is fine.", "Tom Reed"), ("There is a big challenge ahead of us,", "Tom Reed")]),
    ("guard: a title that is no subject (the one met) is no rival",
     ["Tom Reed said: 'It is fine.'",
      "Tom Reed met the King on Monday.",
      "'There is a big challenge ahead of us,' he said."],
     [("It is fine.", "Tom Reed"), ("There is a big challenge ahead of us,", "Tom Reed")]),
    ("guard: with nobody between, the pronoun keeps the man who spoke",
     ["Mark Peaker said: 'I could not believe it.'",
      "The train was late.",
      "He said: 'It was a disgrace.'"],
     [("I could not believe it.", "Mark Peaker"), ("It was a disgrace.", "Mark Peaker")]),
    ("a named spokesman's role set between commas before the verb is his, not a second speaker",
     ["The town council called for the matter to be taken up.",
      "Bill Kerswell, a spokesman for the council, said: 'This is unlawful.",
      "'It is the same as any offensive word.'"],
     [("This is unlawful.", "Bill Kerswell"), ("It is the same as any offensive word.", "Bill Kerswell")]),
    ("guard: an unnamed spokesman who speaks after a man is named keeps the spokesman",
     ["Tom Baxter said a spokesman for the club had lied.",
      "A spokesman for the club said: 'We are delighted.'"],
     [("We are delighted.", "a spokesman for the club")]),
    ("guard: a spokesman met by a named man, who then speaks, is not that man",
     ["Tom Baxter met a spokesman for the club, who said: 'We are delighted.'"],
     [("We are delighted.", "a spokesman for the club")]),
    ("a quotation left open takes the speaker its closing part's own tag names, not one borrowed from before",
     ["Tom Reed said on Friday that the price was fair.",
      "'Ten pounds for a chair?",
      "That is a fair price,' Mr Doyle said."],
     [("Ten pounds for a chair?", "Doyle"), ("That is a fair price,", "Doyle")]),
    ("the same when the next paragraph reopens the quotation",
     ["Ms Ortiz claimed the chairs cost too much, reported a newspaper.",
      "'Ten pounds for a chair?",
      "'That is a fair price,' Mr Doyle said."],
     [("Ten pounds for a chair?", "Doyle"), ("That is a fair price,", "Doyle")]),
    ("guard: an opening with a tag of its own keeps its speaker",
     ["Tom Reed said: 'Ten pounds for a chair?",
      "That is a fair price,' Mr Doyle said."],
     [("Ten pounds for a chair?", "Tom Reed"), ("That is a fair price,", "Doyle")]),
    ("guard: a closed quotation before a new one keeps the speaker it borrowed",
     ["Tom Reed said on Friday that the price was fair.",
      "'Ten pounds for a chair is fair.'",
      "'That is a fair price,' Mr Doyle said."],
     [("Ten pounds for a chair is fair.", "Tom Reed"), ("That is a fair price,", "Doyle")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speakers_of_cnndm_tune2_shapes(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
