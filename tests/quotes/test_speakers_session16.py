"""Issue 12, session 16 (spk7): a straight mark typed with a space after it opens a quotation. Short stories of our
own words; each rule's case fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # a straight opening mark with a space after it (bot/text/quotes.py _spaced_opener)
    ("'\" You guys …,\" Reed said.'",
     ["Tom Reed met the band.", '" You guys are the best in the world," Reed said.'],
     [("You guys are the best in the world,", "Tom Reed")]),
    ("'Reed said: \" You guys ….\"'",
     ["Tom Reed met the band.", 'Reed said: " You guys are the best in the world."'],
     [("You guys are the best in the world.", "Tom Reed")]),
    ("a second quotation opened with a space after its mark",
     ["Tom Reed met the band.", '"It is fine," Reed said. " And we are done," he added.'],
     [("It is fine,", "Tom Reed"), ("And we are done,", "Tom Reed")]),
    ("guard: a spaced mark whose next mark cannot close opens nothing",
     ["Tom Reed met the band.", '" Hello " he said and left.'],
     []),
    ("guard: an inch mark before a quotation opens nothing",
     ["Tom Reed bought a screen.", 'The screen is 55 " wide. "It is very bright," Reed said.'],
     [("It is very bright,", "Tom Reed")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speakers_read_in_session16(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
