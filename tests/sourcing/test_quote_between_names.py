"""A quotation between two capitalised words is no nickname (issue #17, read on the aeb tune set): a sentence opening
'Customers “began to say ...,” Vale told Ann Lee' made the people model a person "Customers Vale" (the quotation's
blanked marks read as a nickname inside one name, Madison “Maddie Q” Quinlan), so every later "Vale said" was either of
two people and nobody's (unattributed). A span in marks joins the words around it into one name only when it is
[names] nickname_max_chars long at most. Cases that failed before + guards (a short nickname still joins; a lead word
before a quotation that the stop words already drop)."""

from __future__ import annotations

import pytest

from bot.models import Article
from bot.quotes import mine_quotes
from bot.sourcing import label_article
from tests.sourcing import data

OPENING = "Harbour Phones CEO Tim Vale spoke at the conference on Tuesday."

CASES: list[tuple[tuple[str, ...], str, str, str]] = [
    # fail before: "Customers Vale" / "Buyers Vale" is a second person, "Vale said" nobody's
    (('Customers "began to say we want you to do this and that," Vale told Ann Lee.',
      "Vale said the admiration is mutual."), "Vale said the admiration", "on_record", "Tim Vale"),
    (('Customers "began to say we want you to do this and that," Vale told Ann Lee.',
      '"I can feel him here," Vale said.'), "I can feel him here", "on_record", "Tim Vale"),
    (('Buyers "wanted a phone that works for the office and for home," Vale said.',
      "To that, Vale joked that he is no singer."), "To that, Vale joked", "on_record", "Tim Vale"),
    # guards: a nickname of a few words still joins a name; "Fans" is a stop word before the quotation
    (('Madison "Maddie Q" Quinlan said she was happy.', "Quinlan said the tour was over."),
     "Quinlan said the tour", "on_record", "Madison Quinlan"),
    (('Fans "wanted a new phone," Vale said.', "Vale joked that he is no singer."), "Vale joked", "on_record",
     "Tim Vale"),
    (("Vale said the admiration is mutual.",), "Vale said the admiration", "on_record", "Tim Vale"),
]


@pytest.mark.parametrize(("paragraphs", "opening", "label", "who"), CASES)
def test_a_quotation_between_names_is_no_nickname(paragraphs: tuple[str, ...], opening: str, label: str,
                                                  who: str) -> None:
    paras = (OPENING, *paragraphs)
    article = Article(source="fiction", url=None, title="t", paragraphs=paras, site="Gossip Example")
    labels = label_article(article, mine_quotes(paras))
    found = next(s for s in labels.sentences if data.opens(s.text, opening))
    assert (found.found.label.value, found.found.who) == (label, who)
