"""A lead rests on the account it announces (issue #17, tests/sourcing/README.md: "a lead sentence that announces what
a statement or release says takes the statement's label"; a lead that announces what a person told another outlet
takes that outlet): the person's statement or named-outlet interview given after the lead, however many paragraphs
of background stand between. Cases that failed before (a statement; an outlet more than 600 characters after the
lead) and guards (a lead with no later account, a quoted post far away, a sentence after the lead)."""

from __future__ import annotations

import pytest

from bot.models import Sourcing
from tests.sourcing import data

R, P, S, OUT, U = (Sourcing.ON_RECORD, Sourcing.REPRESENTATIVE, Sourcing.SOCIAL, Sourcing.OTHER_OUTLET,
                   Sourcing.UNATTRIBUTED)

CASES: list[tuple[tuple[str, ...], str, Sourcing]] = [
    # fail before: the statement stands 4 paragraphs (over 600 characters) after the lead
    (("Lyra Moss has admitted she mocked a fan at her concert in Leeds.", *data.FILLER,
      "Moss said in a statement: “I chose the wrong words and I am sorry.”"), "Lyra Moss has admitted", P),
    (("Kit Vale has hit back at his former bandmates over the royalties row.", *data.FILLER,
      "Speaking to Harbour Weekly, Vale said: “They knew what they signed.”"), "Kit Vale has hit back", OUT),
    # fails before too (a statement was no account a lead looked ahead to), close by
    (("Lyra Moss has admitted she mocked a fan at her concert.",
      "Moss said in a statement: “I chose the wrong words.”"), "Lyra Moss has admitted", P),
    # guard: an outlet close by (within 600 characters), as before
    (("Kit Vale has hit back at his former bandmates.",
      "Speaking to Harbour Weekly, Vale said: “They knew what they signed.”"), "Kit Vale has hit back", OUT),
    # guards: no later account of hers: her own words on the record; the lead tells no claim of hers: the outlet's own
    (("Lyra Moss has admitted she mocked a fan at her concert.", *data.FILLER), "Lyra Moss has admitted", R),
    (("Lyra Moss is touring Europe this summer.", *data.FILLER,
      "Moss said in a statement: “I chose the wrong words.”"), "Lyra Moss is touring", U),
    # guard: a quoted post still has to stand soon after the lead (within 600 characters)
    (("Lyra Moss has hit back at her critics.", *data.FILLER,
      "“I am fine,” Moss wrote on Instagram."), "Lyra Moss has hit back", R),
    (("Lyra Moss has hit back at her critics.", "“I am fine,” Moss wrote on Instagram."),
     "Lyra Moss has hit back", S),
    # guard: a sentence after the lead paragraphs does not look ahead
    (("The tour ended in June.", "It was a long year.", "Lyra Moss has admitted she mocked a fan.", *data.FILLER,
      "Moss said in a statement: “I chose the wrong words.”"), "Lyra Moss has admitted", R),
]


@pytest.mark.parametrize(("paragraphs", "opening", "label"), CASES)
def test_lead_takes_the_account_it_announces(paragraphs: tuple[str, ...], opening: str, label: Sourcing) -> None:
    found = data.sentence_opening(paragraphs, opening).found
    assert found.label is label
