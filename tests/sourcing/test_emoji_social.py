"""An emoji is written online (issue #17, read on the fictional set bravo-reality-recap): "Chloe replied with a single
emoji and the words “Watch the reunion.”", her reply to a castmate's tweet, was a recap bullet and a key quote labelled
(on the record). [sourcing] social names "emoji(s)": a reply or reaction with an emoji is social media. Cases that
failed before (the sentence and its quotation) + guards (the same replies without an emoji)."""

from __future__ import annotations

import pytest

from bot.models import Article
from bot.quotes import mine_quotes
from bot.sourcing import label_article
from tests.sourcing import data

OPENING = "The reunion was filmed in May."

CASES: list[tuple[str, str]] = [
    # fail before: on the record
    ("Ann Lee replied with a single emoji and the words “See you at the reunion, sweetie.”", "social"),
    ("Kit Vale answered with three laughing emojis.", "social"),
    ("Ann Lee reacted with a heart emoji, saying “I love you all so much.”", "social"),
    # guards: no emoji
    ("Ann Lee replied that she would see everyone at the reunion.", "on_record"),
    ("“See you at the reunion, sweetie,” Ann Lee said on the show.", "on_record"),
    ("Kit Vale replied on Instagram with a photo of the cast.", "social"),
]


@pytest.mark.parametrize(("sentence", "label"), CASES)
def test_an_emoji_is_written_online(sentence: str, label: str) -> None:
    paragraphs = (OPENING, sentence)
    article = Article(source="fiction", url=None, title="t", paragraphs=paragraphs, site="Gossip Example")
    mined = mine_quotes(paragraphs)
    labels = label_article(article, mined)
    found = next(s for s in labels.sentences if data.opens(s.text, sentence[:20]))
    quoted = [labels.for_quote(q).label.value for q in mined if q.paragraph == 2]
    assert (found.found.label.value, quoted) == (label, [label] * len(quoted))
