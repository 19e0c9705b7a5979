"""Issue 12, session 15 (check6): speaker blanks and wrong credits read on check6-tune, each as a short story of our
own words; each rule's case fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # a sport's position in capitals before a player's name, as a role word is ([people] position_titles)
    ("'Browns DL Dorian Vale …' then '“…,” Vale said'",
     ["Browns DL Dorian Vale weighed in on Monday.", '"It is over," Vale said.'],
     [("It is over,", "Dorian Vale")]),
    ("'Vale, via a radio show, said that Lowe “…”' after 'Browns DL Dorian Vale'",
     ["Browns DL Dorian Vale weighed in on Monday, saying the fight was over.",
      'Vale, via a radio show, said that Lowe "can start a fight and then cry foul."'],
     [("can start a fight and then cry foul.", "Dorian Vale")]),
    ("guard: 'De' inside a name stays the name's particle",
     ["Maria De La Vale spoke.", '"It was fine," De La Vale said.'],
     [("It was fine,", "Maria De La Vale")]),
    # officers as a plural speaker ([speakers] plural_speakers)
    ("'“…!” officers announced on their radios. “…”'",
     ["The car stopped.", '"We got him!" officers announced on their radios. "He is in custody."'],
     [("We got him!", "officers"), ("He is in custody.", "officers")]),
    ("'“…,” officers said.'",
     ["The car stopped.", '"We got him," officers said.'],
     [("We got him,", "officers")]),
    ("guard: 'he told officers' stays his",
     ["Tom Reed met the patrol.", '"He ran," he told officers.'],
     [("He ran,", "Tom Reed")]),
    # a heading in marks (its paragraph's whole text, no sentence's end) takes no speaker from the paragraph before
    ("a heading in marks after a tagged quotation",
     ['"It was a long night for all of us," Tom Reed said.', "“… stop the march of the workers to the city”",
      "The council met on Monday."],
     [("It was a long night for all of us,", "Tom Reed"), ("… stop the march of the workers to the city", None)]),
    ("guard: a post shown on its own line after a colon keeps its writer",
     ["Tom Reed posted a photo. He wrote:", "“Love you forever and always babe”"],
     [("Love you forever and always babe", "Tom Reed")]),
    ("guard: a sentence in marks on its own line goes on the speech before",
     ['"It was a long night for all of us," Tom Reed said.', "“We will be back next year.”"],
     [("It was a long night for all of us,", "Tom Reed"), ("We will be back next year.", "Tom Reed")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speakers_read_on_check6(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
