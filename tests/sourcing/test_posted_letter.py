"""A letter posted online, then quoted as "her letter" (issue #17, read on the aeb2 tune set once spk9's closing-mark
rule let the tag "she wrote in her letter" be read): "in her letter" is a statement (representative) and took over
from the post named the paragraph before. Now a statement of a person whose last channel is a post that names a
statement ("in a letter posted on Twitter") is that post (sourcing._Labeller._posted_statement). Cases that failed
before + guards (a post that names no statement, then a statement; a statement with no post before it)."""

from __future__ import annotations

import pytest

from bot.models import Article
from bot.quotes import mine_quotes
from bot.sourcing import label_article

CASES: list[tuple[tuple[str, ...], str]] = [
    # fail before: representative
    (("Ann Lee asked for kindness in a letter posted on Twitter on Tuesday.",
      '"We must answer hate with kindness," she wrote in her letter.'), "social"),
    (("Ann Lee posted a statement on Instagram on Tuesday.",
      '"We are fine and we are together," she said in her statement.'), "social"),
    # guards
    (("Ann Lee posted a photo on Instagram on Tuesday.",
      '"We are fine and we are together," she said in a statement on Wednesday.'), "representative"),
    (("Ann Lee spoke to the court on Tuesday.",
      '"We must answer hate with kindness," she wrote in her letter.'), "representative"),
]


@pytest.mark.parametrize(("paragraphs", "label"), CASES)
def test_a_posted_letter_stays_a_post(paragraphs: tuple[str, ...], label: str) -> None:
    article = Article(source="fiction", url=None, title="t", paragraphs=paragraphs, site="Gossip Example")
    mined = mine_quotes(paragraphs)
    labels = label_article(article, mined)
    quoted = [labels.for_quote(q).label.value for q in mined]
    assert quoted == [label]
