"""Issue 12, session 8: no speaker rather than a doubtful one, where the text itself shows the doubt. Each case is a
short story of our own words; each rule's case fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    ("a pronoun two paragraphs on from two men who both spoke: either may be meant",
     ["Coach Tom Reed said he wanted new players before the window shut.",
      "Chairman Sam Ortiz, who bought the club in May, said he would spend.",
      "The club finished ninth last season and lost its captain.",
      "He said a top-four finish would “change everything for the town.”"],
     [("change everything for the town.", None)]),
    ("guard: the same with only one man who spoke keeps him",
     ["Coach Tom Reed said he wanted new players before the window shut.",
      "The club finished ninth last season and lost its captain.",
      "He said a top-four finish would “change everything for the town.”"],
     [("change everything for the town.", "Tom Reed")]),
    ("guard: the man named in the paragraph before is the one meant",
     ["Coach Tom Reed said he wanted new players before the window shut.",
      "Chairman Sam Ortiz, who bought the club in May, said he would spend.",
      "“We will be back in the top four,” he said."],
     [("We will be back in the top four,", "Sam Ortiz")]),
    ("guard: a man only named (a son, never a speaker) is no rival",
     ["Actor Marc Dale, 45, is opening up about fatherhood.",
      "Dale and his wife welcomed son Leo in January.",
      "The couple live in Ohio.",
      "“Never say never,” he said."],
     [("Never say never,", "Marc Dale")]),
    ("a pronoun after an unnamed woman who is a sentence's subject may mean her",
     ["Singer Ava Moss, 29, left the club at midnight.",
      "A woman who was waiting outside saw the crash.",
      "“It was terrifying,” she said."],
     [("It was terrifying,", None)]),
    ("the same in the pronoun's own paragraph, with an unnamed driver",
     ["Actor Leo Hart, 40, was driving home from the studio.",
      "His car was hit at a junction. The driver of the van stopped. “I never saw him,” he said."],
     [("I never saw him,", None)]),
    ("guard: an unnamed person of the other gender is no one the pronoun may mean",
     ["Singer Ava Moss, 29, left the club at midnight.",
      "A man who was waiting outside saw her go.",
      "“I am fine,” she said."],
     [("I am fine,", "Ava Moss")]),
    ("guard: an epithet the story gave its person is that person",
     ["Singer Ava Moss, 29, left the club at midnight.",
      "The mother-of-two waved at fans. “I am fine,” she said."],
     [("I am fine,", "Ava Moss")]),
    ("a bare quotation whose paragraph then brings in someone else is not the last speaker's",
     ["Singer Ava Moss, 29, spoke after the show. “We gave it everything,” she said.",
      "“We were shocked by the news.” Her manager, Dan Roe, cancelled two dates on Monday."],
     [("We gave it everything,", "Ava Moss"), ("We were shocked by the news.", None)]),
    ("guard: the same with only the last speaker named after it keeps her",
     ["Singer Ava Moss, 29, spoke after the show. “We gave it everything,” she said.",
      "“We were shocked by the news.” Moss cancelled two dates on Monday."],
     [("We gave it everything,", "Ava Moss"), ("We were shocked by the news.", "Ava Moss")]),
    ("a quotation closing on a comma has a tag of its own: one that names nobody known is no licence to inherit",
     ["Singer Ava Moss, 29, spoke after the show. “We gave it everything,” she said.",
      "“We will review the footage,” the venue's statement read."],
     [("We gave it everything,", "Ava Moss"), ("We will review the footage,", None)]),
    ("guard: a bare quotation closing on a full stop still continues the last speaker",
     ["Singer Ava Moss, 29, spoke after the show. “We gave it everything,” she said.",
      "“We will review the footage.” The venue closed early."],
     [("We gave it everything,", "Ava Moss"), ("We will review the footage.", "Ava Moss")]),
    ("a crowd that chants has said its words: they are not the last speaker's",
     ["Singer Ava Moss, 29, spoke after the show. “We gave it everything,” she said.",
      "The crowd chanted “One more song!” until midnight."],
     [("We gave it everything,", "Ava Moss"), ("One more song!", None)]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_doubtful_speakers_are_left_blank(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
