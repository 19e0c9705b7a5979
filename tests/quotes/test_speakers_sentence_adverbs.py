"""Issue 12, session 10 (fix10, from src17-r1-adverbs): a sentence adverb opening a sentence ("Further, the captain's
absence worried him") is never a person a later "he" may mean ([not_names] lead in bot/text/lang/en.toml). Our own
sentences; each adverb's case fails before the words were added, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

LEAD = "Tom Reed was dropped from the side on Monday."
ADVERBS = "Further Consequently Subsequently Separately Specifically Crucially Ironically Admittedly Allegedly".split()
# (id, second paragraph, speaker)
CASES: list[tuple[str, str, str]] = [
    *[(f"'{w},' opening a sentence is no person",
       f"{w}, the captain's absence worried him. 'It is a disgrace,' he said.", "Tom Reed") for w in ADVERBS],
    ("guard: a name after the adverb still speaks",
     "Crucially, Anna Bell was there. 'It is a disgrace,' she said.", "Anna Bell"),
    ("guard: the adverb before a name and its own verb",
     "Further, Anna Bell said: 'It is a disgrace.'", "Anna Bell"),
]


@pytest.mark.parametrize(("paragraph", "speaker"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_sentence_adverb_is_no_person(paragraph: str, speaker: str) -> None:
    assert [q.speaker for q in mine_quotes([LEAD, paragraph])] == [speaker]
