"""Shapes of wire and agency copy the labeller missed on the aeb3 tune pages (issue #17, session 17, helper src18).

One table: a made-up article's paragraphs, the opening of the sentence asked about, and its label under
tests/sourcing/README.md. Each rule has its case and at least one guard."""

from __future__ import annotations

import pytest

from bot.models import Sourcing
from tests.sourcing.data import sentence_opening

R, P, U, A = Sourcing.ON_RECORD, Sourcing.REPRESENTATIVE, Sourcing.UNATTRIBUTED, Sourcing.ANONYMOUS
C = Sourcing.COURT_RECORD
LEAD = "The council met on Monday to discuss the new stadium plan."


@pytest.mark.parametrize(("paragraphs", "opening", "label"), [
    # a press secretary speaks for the office (a spokesperson by another name), before the name or after it, and
    # the same person's later words go on as the office's
    ((LEAD, "“The hearing is over,” White House Press Secretary Ann Lee said at the close."), "The hearing is over",
     P),
    ((LEAD, "“The hearing is over,” White House Press Secretary Ann Lee said at the close.",
      "“We learned nothing new,” Lee said."), "We learned nothing", P),
    ((LEAD, "Kit Vale, the governor's press secretary, said the plan was dead."), "Kit Vale, the governor", P),
    # guards: a press secretary's past post told as background is no statement; a named person without a role
    # speaks for herself
    (("Ann Lee — a White House press secretary for a former president — is leaving her studio job.",),
     "Ann Lee — a White House", U),
    ((LEAD, "“The hearing is over,” Ann Lee said at the close."), "The hearing is over", R),
    # a ministry, government or council named by its country's possessive or with two words before it speaks for
    # itself (an institution's statement)
    ((LEAD, "Russia's foreign ministry said it viewed the move as a provocation."), "Russia's foreign ministry", P),
    ((LEAD, "The French foreign ministry said it regrets the decision."), "The French foreign ministry", P),
    # guard: a ministry that only acts is no statement
    ((LEAD, "The French foreign ministry summoned the ambassador on Tuesday."), "The French foreign ministry", U),
    # the outlet's own "we" at its work (a fact-check's method and ruling) is the outlet's, whatever material it names
    ((LEAD, "Kit Vale said the stadium would cost $53 million.", "We rate the statement Mostly True."), "We rate", U),
    ((LEAD, "Kit Vale said the stadium would cost $53 million.",
      "We decided to use the figures of the county sheriff's office."), "We decided", U),
    ((LEAD, "For the cost, we used data published by the city's police department."), "For the cost, we used", U),
    # guards: "we're told" stays anonymous; whom the outlet asked still speaks; a quoted "we" is the speaker's
    ((LEAD, "We’re told the couple split."), "We’re told", A),
    ((LEAD, "We reached out to her lawyer, who declined to comment."), "We reached out", P),
    ((LEAD, "“We used the money for the children,” Kit Vale said."), "We used the money", R),
    # unnamed experts and analysts who expect or predict are anonymous, as those who say or believe; guard: experts
    # who were expected somewhere say nothing
    ((LEAD, "Industry experts expect interest rates to remain low."), "Industry experts expect", A),
    ((LEAD, "Analysts predicted a rebound next year."), "Analysts predicted", A),
    ((LEAD, "The experts expected to testify did not arrive."), "The experts expected", U),
    # a person's office that answers (or does not) speaks for them; guards: a sheriff's or prosecutor's office stays
    # the police's and the court's; an office as a place is no one
    ((LEAD, "Kit Vale’s office did not provide the paper with further information."), "Kit Vale’s office", P),
    ((LEAD, "The sheriff's office said two men were arrested."), "The sheriff's office", C),
    ((LEAD, "She left her office early on Monday."), "She left her office", U),
])
def test_aeb3_shapes(paragraphs: tuple[str, ...], opening: str, label: Sourcing) -> None:
    assert sentence_opening(paragraphs, opening).found.label is label
