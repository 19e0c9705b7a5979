"""Issue 12, session 9: speakers where the text is plain and the miner left them blank. Each case is a short story of
our own words; each rule's case fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    ("the outlet someone told is no rival to the speaker whose words go on in the next paragraph",
     ["‘We are changing,’ Ava Moss, the label’s sales director told Harbour International.",
      "‘We’re changing the sound, the size and the shows.’"],
     [("We are changing,", "Ava Moss"), ("We’re changing the sound, the size and the shows.", "Ava Moss")]),
    ("the same with double marks and a quotation closed in its paragraph",
     ["“We are changing,” Ava Moss, the label’s sales director told Harbour International.",
      "“We will tour next spring.”"],
     [("We are changing,", "Ava Moss"), ("We will tour next spring.", "Ava Moss")]),
    ("a quotation that opens its sentence is spoken by the tag closing it",
     ["Singer Ava Moss, 29, spoke after the show.",
      "“We simply ran out of time and money” was the main reason the tour ended, she said."],
     [("We simply ran out of time and money", "Ava Moss")]),
    ("the same with the speaker named in the closing tag",
     ["Singer Ava Moss, 29, spoke after the show.",
      "“We simply ran out of time and money” was the main reason the tour ended, Moss said."],
     [("We simply ran out of time and money", "Ava Moss")]),
    ("guard: a closing tag after a clause naming someone else names nobody",
     ["Singer Ava Moss, 29, spoke after the show.",
      "“We simply ran out of time and money” was what Tom Reed told the crew, she said."],
     [("We simply ran out of time and money", None)]),
    ("guard: a closing tag after a clause with a name the cast does not know names nobody",
     ["Singer Ava Moss, 29, spoke after the show.",
      "“We simply ran out of time and money” was the line Archie repeated all week, she said."],
     [("We simply ran out of time and money", None)]),
    ("guard: a quotation inside its sentence is not opened by it",
     ["Singer Ava Moss, 29, spoke after the show.",
      "Her manager called it “the end of an era that nobody wanted to see” before the tour ended, she said."],
     [("the end of an era that nobody wanted to see", None)]),
    ("a pull quotation credited like a caption: the name and title after it, no verb",
     ["Ava Moss, the Shadow Culture Minister, spoke out on Monday.",
      "‘The Government needs to wake up before it is too late’ Ava Moss, Shadow Culture Minister ."],
     [("The Government needs to wake up before it is too late", "Ava Moss")]),
    ("the same with a long title and an opening mark the page left dangling",
     ["Tom Reed runs the harbour patrol.",
      "“Our crews stop boats every night of the week,” Tom Reed, Director of the Harbour Air and Marine Branch. “"],
     [("Our crews stop boats every night of the week,", "Tom Reed")]),
    ("guard: a name with an age and a town after it is no credit",
     ["Ava Moss spoke out on Monday.",
      "“The Government needs to wake up before it is too late” Tom Reed, 45, of Leeds."],
     [("The Government needs to wake up before it is too late", None)]),
    ("guard: a quotation inside its sentence is not credited by a name after it",
     ["Ava Moss spoke out on Monday.",
      "Fans chanted “The Government needs to wake up before it is too late” Tom Reed."],
     [("The Government needs to wake up before it is too late", None)]),
    ("a question mark after 'you know' asks no one: the speaker's next words are no answer to it",
     ["Singer Ava Moss, 29, has spoken about her weight for years.",
      "In 2004 she told Oprah, “I think the hardest part is that I spent most of my life thin, you know?”",
      "That same year, Moss became a gym brand spokeswoman. And in 2005 she told The Herald newspaper, “I was never "
      "comfortable with being heavy, but I was just tired of the effort of being thin.”"],
     [("I think the hardest part is that I spent most of my life thin, you know?", "Ava Moss"),
      ("I was never comfortable with being heavy, but I was just tired of the effort of being thin.", "Ava Moss")]),
    ("guard: a question put to someone leaves the pronoun's next words doubtful",
     ["Singer Ava Moss, 29, has spoken about her weight for years.",
      "In 2004 she told Oprah, “I think the hardest part is that I spent most of my life thin, do you see why?”",
      "That same year, Moss became a gym brand spokeswoman. And in 2005 she told The Herald newspaper, “I was never "
      "comfortable with being heavy, but I was just tired of the effort of being thin.”"],
     [("I think the hardest part is that I spent most of my life thin, do you see why?", "Ava Moss"),
      ("I was never comfortable with being heavy, but I was just tired of the effort of being thin.", None)]),
    ("'a further commenter' is a commenter",
     ["Singer Ava Moss, 29, posted a photo.",
      "And a further concerned commenter wrote, “I just hope that she stays healthy for her sons and gets some rest.”"],
     [("I just hope that she stays healthy for her sons and gets some rest.", "a commenter")]),
    ("guard: 'further' after a name is no commenter",
     ["Singer Ava Moss, 29, posted a photo.",
      "Tom Reed further wrote, “I just hope that she stays healthy for her sons and gets some rest.”"],
     [("I just hope that she stays healthy for her sons and gets some rest.", "Tom Reed")]),
    ("a name after a verb opening the sentence is its object, no subject 'he' may mean",
     ["Prince Harry, 36, spoke about his son Archie, 2, on Sunday.",
      "Taking Archie outside is his favourite activity, he said. “The highlight for me is sticking him on the back "
      "of the bicycle.”"],
     [("The highlight for me is sticking him on the back of the bicycle.", "Prince Harry")]),
    ("guard: an '-ing' word that is no verb ([not_names] not_gerunds) leaves the name a subject",
     ["Prince Harry, 36, spoke about his son Archie, 2, on Sunday.",
      "Morning Archie is a cartoon show, he said. “The highlight for me is sticking him on the back of the bicycle.”"],
     [("The highlight for me is sticking him on the back of the bicycle.", None)]),
    ("guard: a person told who speaks in the story may be the one who answers",
     ["“We are changing,” Tom Reed told Sam Ortiz.", "“Not this year.”",
      "“I never agreed,” Sam Ortiz said later."],
     [("We are changing,", "Tom Reed"), ("Not this year.", None), ("I never agreed,", "Sam Ortiz")]),
    ("guard: a person named as a subject after the tag still stops the inheritance",
     ["“We are changing,” Tom Reed told Sail International, and Sam Ortiz agreed.", "“We will tour next spring.”"],
     [("We are changing,", "Tom Reed"), ("We will tour next spring.", None)]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_plain_speakers_are_named(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
