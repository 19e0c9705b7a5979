"""Issue 12, session 11 (en12): tag shapes of English news copy read on the tune sets (cnndm-tune2, cnndm-check2), each
as a short story of our own words; each rule's case fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # an address form picks the one person of its gender among people sharing a surname
    ("'Mr' picks the man when a woman of the same surname is named too",
     ["Tom Reed runs three gyms in the north.", "His daughter Hollie Reed was sent threats online.",
      "Mr Reed said: 'My family is safe and well.'"],
     [("My family is safe and well.", "Tom Reed")]),
    ("'Ms' picks the woman, in a tag after the quote",
     ["Tom Reed runs three gyms in the north.", "His daughter Hollie Reed was sent threats online.",
      "'My family is safe and well,' Ms Reed said."],
     [("My family is safe and well,", "Hollie Reed")]),
    ("guard: two men of the same surname leave 'Mr Reed' unresolved",
     ["Tom Reed runs three gyms in the north.", "His son Jack Reed was sent threats online.",
      "'My family is safe and well,' Mr Reed said."],
     [("My family is safe and well,", None)]),
    ("guard: a same-surname person of unknown gender leaves 'Mr Reed' unresolved",
     ["Tom Reed runs three gyms in the north.", "His partner Sam Reed was sent threats online.",
      "'My family is safe and well,' Mr Reed said."],
     [("My family is safe and well,", None)]),
    # [people] party_titles: a party's name before a peer's title is no part of the name
    ("a party's name before 'Lord' is no part of the speaker's name",
     ["The bank paid its chief a bonus.",
      "Liberal Democrat Lord Reed said: 'Votes on pay must bind the board.'"],
     [("Votes on pay must bind the board.", "Lord Reed")]),
    ("the same in an inverted tag",
     ["The bank paid its chief a bonus.",
      "'Votes on pay must bind the board,' said Liberal Democrat Baroness Reed."],
     [("Votes on pay must bind the board,", "Baroness Reed")]),
    ("guard: a first name before the title keeps the whole name",
     ["The bank paid its chief a bonus.",
      "'Votes on pay must bind the board,' said Emma Lord."],
     [("Votes on pay must bind the board,", "Emma Lord")]),
    ("guard: a royal title is not cut ('King' is a surname as often)",
     ["The bank paid its chief a bonus.",
      "'Votes on pay must bind the board,' said Martin Luther King."],
     [("Votes on pay must bind the board,", "Martin Luther King")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speakers_of_session11_shapes(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
