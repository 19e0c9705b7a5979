"""Furniture that extractors glue into the story (issue #11): pop-up cards inside a sentence, hidden text,
reprint notices. Fictional markup of our own."""

from __future__ import annotations

import pytest

from bot.extract import extract_html
from tests.support.pages import article_html

LEAD = "Governor Kai Dorn (D) is defending the ferry plan after a week of protests on the island."
REST = [
    "Dorn told reporters on Monday that the plan would cut journey times in half and bring new visitors.",
    '"We listened, and we are going ahead," Dorn said. "The island deserves a faster crossing."',
    "Opponents said they would take the matter to court before the first ferry sails next spring.",
]
WIDGETS = {
    "rollover person card": '<span class="rollover-people"><a href="/people/kai-dorn">Kai Dorn</a>'
                            '<span class="rollover-people-block"><span class="name">Kai Lynn Dorn</span>'
                            "<span>Ocean State governor doubles down on ferry plan</span><a href='/p'>MORE</a>"
                            "</span></span>",
    "tooltip text": '<span class="tooltip"><a href="/people/kai-dorn">Kai Dorn</a><span class="tooltiptext">'
                    "Kai Lynn Dorn, governor since 2023</span></span>",
    "hidden span": '<a href="/people/kai-dorn">Kai Dorn</a><span style="display: none">Kai Lynn Dorn profile</span>',
    "aria-hidden card": '<a href="/people/kai-dorn">Kai Dorn</a><span aria-hidden="true">Follow Kai Dorn</span>',
}


@pytest.mark.parametrize("name", WIDGETS)
def test_pop_up_cards_never_glue_into_the_lead(name: str) -> None:
    lead = LEAD.replace("Kai Dorn", WIDGETS[name], 1)
    art = extract_html(article_html("Dorn defends ferry plan", [lead, *REST]), url=None, source="s")
    assert art.paragraphs[0] == LEAD


@pytest.mark.parametrize(
    "notice",
    [
        "This copy is for your personal, non-commercial use only.",
        "This copy is for your personal, non-commercial use only. To order presentation-ready copies for "
        "distribution to your colleagues, clients or customers visit our reprints page.",
        "Distribution and use of this material are governed by our Subscriber Agreement and by copyright law.",
    ],
)
def test_reprint_notices_never_reach_the_body(notice: str) -> None:
    art = extract_html(article_html("Dorn defends ferry plan", [LEAD, *REST, notice]), url=None, source="s")
    assert art.paragraphs == (LEAD, *REST)
