"""A lead sentence that holds a quotation credited to nobody rests on the account that follows it (issue #17,
tests/sourcing/README.md: "a lead sentence that announces what a statement or release says takes the statement's
label"): "Harbour Records has dropped its biggest act for “conduct unbecoming of our artists”" then "the label said in a
statement" - the lead quotes the statement before naming it. Cases that failed before (a statement, another outlet,
the police after the lead) and guards (a title, a scare-quoted word or a term in marks; no account within
LEAD_AHEAD_CHARS; a sentence after the lead paragraphs; a named person's own words after it; a quotation the sentence
itself credits)."""

from __future__ import annotations

import pytest

from bot.models import Sourcing
from tests.sourcing import data

R, P, C, OUT, U = (Sourcing.ON_RECORD, Sourcing.REPRESENTATIVE, Sourcing.COURT_RECORD, Sourcing.OTHER_OUTLET,
                   Sourcing.UNATTRIBUTED)

STATEMENT = "The label said in a statement on Monday that the decision was final."

CASES: list[tuple[tuple[str, ...], str, Sourcing]] = [
    # fail before: the lead quotes the account that the next paragraphs give
    (("Harbour Records has dropped its biggest act for “conduct that falls far below what we expect of our artists”.",
      STATEMENT), "Harbour Records has dropped", P),
    (("The club emptied “in a matter of minutes, with people running for the doors” after the row.",
      "Witnesses told Harbour Weekly that the singer left through a side door."), "The club emptied", OUT),
    (("A man was arrested after he “refused to leave the stage and threatened the staff” at the show.",
      "Police said the man, 34, was held overnight and released on bail."), "A man was arrested", C),
    # guards: a title, a scare-quoted word, a term glossed in marks are no one's words: the outlet's own
    (("Lyra Moss stars in “Sunset Marina” this autumn.", STATEMENT), "Lyra Moss stars", U),
    (("Kit Vale called the critic a “clown” on stage.", STATEMENT), "Kit Vale called", U),
    (("Fans suffer from FOMO (otherwise known as “fear of missing out”).", STATEMENT), "Fans suffer", U),
    # guard: no account within LEAD_AHEAD_CHARS characters after it
    (("Harbour Records has dropped its biggest act for “conduct that falls far below what we expect of our artists”.",
      *data.FILLER, STATEMENT), "Harbour Records has dropped", U),
    # guard: a sentence after the lead paragraphs does not look ahead
    (("The tour ended in June.", "It was a long year.",
      "Harbour Records has dropped its biggest act for “conduct that falls far below what we expect of our artists”.",
      STATEMENT), "Harbour Records has dropped", U),
    # guard: a named person's own words after it are no account the lead quotes before naming (they get their own
    # credit): the outlet's own
    (("The club emptied “in a matter of minutes, with people running for the doors” after the row.",
      "Lyra Moss said she had never seen anything like it."), "The club emptied", U),
    # guard: the sentence credits its quotation itself
    (("“I chose the wrong words and I am sorry,” Lyra Moss said on Monday.", STATEMENT), "I chose the wrong", R),
]


@pytest.mark.parametrize(("paragraphs", "opening", "label"), CASES)
def test_lead_quotation_takes_the_account_after_it(paragraphs: tuple[str, ...], opening: str, label: Sourcing) -> None:
    found = data.sentence_opening(paragraphs, opening).found
    assert found.label is label
