"""A word that opens a sentence before a verb ("Japanese doesn't really have tenses", "Menu was printed") is no
person because a capitalised run with no person cue opens with it (a table head "Japanese Romaji English", a menu's
"Menu Starters Mains"): a verb next makes a run's word its person only as the run's last word, a surname ("Muller
said" after "Gerhard Muller"). Issue #17, session 16 reader's pass: a GaijinPot page's "Japanese victims are
speaking-up" was on the record from "Japanese Romaji English". Cases that failed before + guards."""

from __future__ import annotations

import pytest

from bot.quoting.people import cast_of

CASES: list[tuple[tuple[str, ...], list[str]]] = [
    # fail before: the run's first word before a verb made the whole run a person
    (("Japanese Romaji English", "Japanese doesn't really have tenses."), []),
    (("Spanish French German", "Spanish is spoken by most of the crew."), []),
    (("Menu Starters Mains", "Menu was printed on recycled paper."), []),
    # guards: the run's last word (a surname) or the first of two before a verb; a run's first word no verb follows
    (("The show starred Gerhard Muller in the lead.", "Muller said he loved the role."), ["Gerhard Muller"]),
    (("The film starred Kit Vale in the lead.", "Vale is now working on a sequel."), ["Kit Vale"]),
    (("The film starred Kit Vale in the lead.", "Kit is now working on a sequel."), ["Kit Vale"]),
    (("The film starred Tiana Cole in the lead.", "Tiana is now working on a sequel."), ["Tiana Cole"]),
    (("The band played Korean Pop Night at the arena.", "Korean was the only language on stage."), []),
]


@pytest.mark.parametrize(("paragraphs", "people"), CASES)
def test_run_first_word(paragraphs: tuple[str, ...], people: list[str]) -> None:
    assert cast_of(paragraphs).people() == people
