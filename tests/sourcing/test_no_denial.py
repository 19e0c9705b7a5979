"""The verdict's "A denial is included" only where a bullet denies something (issue #17, found reading the bot's recap
of an open letter, session 14: "We refuse any false choice between justice and freedom" was flagged as a denial through
"false"). "false" before a thing that is fake or mistaken ("false eyelashes", "a false alarm", "a false start") denies
nothing ([sourcing] not_denial); "the claims are false" and "denied" still do. Cases flagged before + guards."""

from __future__ import annotations

import pytest

from bot.models import Article
from bot.quotes import mine_quotes
from bot.sourcing import with_sourcing
from bot.summarize.extractive import build_recap

CASES: list[tuple[str, bool]] = [
    # fail before: "false" before a thing, no claim called untrue
    ("Actor Ben Harlow said fans face a false choice between the two films.", False),
    ("Singer Kit Vale wore false eyelashes to the premiere on Sunday.", False),
    ("The fire at the singer's mansion turned out to be a false alarm, firefighters said.", False),
    ("Sprinter Tom Vale was disqualified after a false start in the final.", False),
    # guards: a claim called untrue, a denial
    ("Actor Ben Harlow said the claims about his marriage are false.", True),
    ("Singer Kit Vale's rep called the report false and defamatory.", True),
    ("Actor Ben Harlow has denied the claims for years.", True),
    ("Singer Kit Vale dismissed the rumours as a false story.", True),
]


@pytest.mark.parametrize(("lead", "flagged"), CASES)
def test_a_false_thing_is_no_denial(lead: str, flagged: bool) -> None:
    paragraphs = (lead, "The story was first told in a book last spring.")
    art = Article(source="fiction", url=None, title="A story", paragraphs=paragraphs, site="Gossip Example")
    recap = with_sourcing(build_recap(art, mine_quotes(paragraphs)))
    assert any(b.text.startswith(lead[:20]) for b in recap.summary)
    assert recap.sourcing is not None and (recap.sourcing.denial is not None) is flagged
