"""Session 17 (issue #17, helper src17): sourcing shapes read from the article's own words, each row a general sentence
of our own. Outlets named after or around their verb ("TMZ has learned", "Page Six first reported", "in a Fox News
interview", "per The Athletic", "confirmed the news to People"); "after Politico reported ..." as no channel of the
person; organisations named bare or by their kind ("Japanese bank Nomura said", "Analysts at Nomura"); a prosecutor's
office and a prosecutor's statement as the court record; "Full" as no name."""

from __future__ import annotations

import pytest

from tests.sourcing.data import FILLER, sentence_opening

LEAD = "Kit Vale and Ann Lee have split after five years of marriage."
ACTOR = "Kit Vale is an actor who starred in three films."

ROWS = [
    # outlets
    ((LEAD.replace(".", ", TMZ has learned."), FILLER[0]), "Kit Vale and", "other_outlet", "TMZ"),
    (("Kit Vale plans to run again, according to a TMZ report.", FILLER[0]), "Kit Vale plans", "other_outlet", "TMZ"),
    ((ACTOR, "Kit Vale said in a Fox News interview that he would run again."), "Kit Vale said", "other_outlet",
     "Fox News"),
    ((ACTOR, "In an interview on MSNBC, Kit Vale said he would run again."), "In an interview", "other_outlet",
     "MSNBC"),
    ((ACTOR, "Kit Vale said he would run again, per The Athletic."), "Kit Vale said", "other_outlet", "The Athletic"),
    ((ACTOR, "Kit Vale said he would run again in remarks published by the Harbour Gazette."), "Kit Vale said",
     "other_outlet", "Harbour Gazette"),
    ((LEAD, "Page Six first reported the split."), "Page Six", "other_outlet", "Page Six"),
    ((LEAD, "TMZ was first to report the news."), "TMZ was", "other_outlet", "TMZ"),
    ((LEAD, "Vale confirmed the news to People on Tuesday."), "Vale confirmed", "other_outlet", "People"),
    ((LEAD.replace(".", ", Gossip Example can confirm."), FILLER[0], "A rep for Vale confirmed the split."),
     "Kit Vale and", "unattributed", None),  # the page's own outlet (site "Gossip Example"): its own assertion
    # an outlet's report in a clause of time is no channel of the person who speaks in the sentence
    ((ACTOR, "Kit Vale said he first heard of the delay in August, after Politico reported the aid had been paused.",
      "“I was not worried,” Vale said."), "“I was not", "on_record", None),
    # organisations
    (("Japanese bank Nomura said it expects rates to fall next year.", FILLER[0]), "Japanese bank", "representative",
     None),
    (("Analysts at Nomura said rates would fall next year.", FILLER[0]), "Analysts at", "representative", None),
    (("Ann Lee, an analyst at Harbour Capital, said rates would fall.", FILLER[0]), "Ann Lee", "on_record", None),
    ((ACTOR, "Rates will fall next year, the brokerage said."), "Rates will", "representative", None),
    (("Madonna is touring again.", "Madonna said she would play twelve cities."), "Madonna said", "on_record", None),
    (("Shares fell.", "David Buik from broker Panmure Gordon said the bank was right."), "David Buik", "on_record",
     None),
    (("Experts and brokerages are of the view that the market has bottomed.", FILLER[0]), "Experts and",
     "anonymous", None),
    # prosecutors
    ((ACTOR, "The Manhattan DA's office said Kit Vale was charged with assault."), "The Manhattan", "court_record",
     None),
    ((ACTOR, "Kit Vale was charged with assault, the Manhattan DA's office said in a statement."), "Kit Vale was",
     "court_record", None),
    ((ACTOR, "“We will not tolerate threats,” U.S. Attorney Ann Lee said in a statement."), "“We will",
     "court_record", None),
    # "Full" no name
    (("Full details of the plan are expected on Monday, when the mayor will speak.", FILLER[0]), "Full details",
     "unattributed", None),
]


@pytest.mark.parametrize(("paragraphs", "opening", "label", "via"), ROWS)
def test_session17_labels(paragraphs: tuple[str, ...], opening: str, label: str, via: str | None) -> None:
    s = sentence_opening(paragraphs, opening)
    assert (s.found.label.value, s.found.via if via else None) == (label, via)
