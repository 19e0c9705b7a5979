"""A key quote shows who said it, so among equally good quotes the one whose credit is safer goes first: a name the
English miner reached through a pronoun ("“…,” he said", Quote.credit "pronoun") is a riskier credit than a name
written at the quotation ([recap] weak_credits / weak_credit_penalty). On the tune sets every wrong key-quote credit
that is not a name form came through a pronoun (check4-tune reuters: "They are not ours, they belong to God," shown as
Yohannes's). Sentences of our own."""

from __future__ import annotations

import pytest

from bot.models import Article, Quote
from bot.quotes import mine_quotes
from bot.summarize.extractive import select_key_quotes

_PARAS = (
    "Kelby's harbour board voted on Tuesday to close the old lifeboat station after 140 years of service.",
    "Coxswain Mary Quist spoke first at the meeting in the town hall.",
    "'We have saved hundreds of lives from this station over the years,' she said.",
    "'The board has made its choice without asking a single crew member,' Tom Baxter said.",
    "'Every family in this town owes something to that station and its crews,' Jo Reed said.",
    "'The new station in Dover will answer calls from this coast within the hour,' Paul Morel said.",
)
_TEXTS = tuple(p[1:p.index(",'")] for p in _PARAS[2:])

# (case, the credit of the first statement (paragraph 3, the earliest: on position alone it would be shown), the kinds
# of the other three, shown as a key quote when three are chosen)
CASES: list[tuple[str, str | None, tuple[str | None, str | None, str | None], bool]] = [
    # fail before: the pronoun credit was shown and a named one left out
    ("a pronoun credit gives way to three named ones", "pronoun", ("person", "person", "person"), False),
    # guards: a named credit; no credit kind known (other languages, quotes rebuilt from JSON); every credit a pronoun
    ("guard: a named credit keeps its place", "person", ("person", "person", "person"), True),
    ("guard: no credit kind known", None, ("person", "person", "person"), True),
    ("guard: all pronoun credits, position decides as before", "pronoun", ("pronoun", "pronoun", "pronoun"), True),
]


@pytest.mark.parametrize(("case", "credit", "others", "key"), CASES, ids=[c[0] for c in CASES])
def test_pronoun_credit_gives_way(case: str, credit: str | None, others: tuple[str | None, ...], key: bool) -> None:
    article = Article(source="test", url=None, title="Kelby harbour board votes to close lifeboat station",
                      paragraphs=_PARAS)
    speakers = ("Mary Quist", "Tom Baxter", "Jo Reed", "Paul Morel")
    quotes = [Quote(text=t, speaker=s, paragraph=i + 3, credit=c)
              for i, (t, s, c) in enumerate(zip(_TEXTS, speakers, (credit, *others), strict=True))]
    keys = select_key_quotes(article, quotes, n=3)
    assert len(keys) == 3, case
    assert (quotes[0] in keys) is key, case


# the miner tells the kind of mention it named the speaker through (English copy only)
MINED_CASES: list[tuple[str, tuple[str, ...], str | None, str | None]] = [
    ("a pronoun after the quotation", (_PARAS[1], _PARAS[2]), "Mary Quist", "pronoun"),
    ("a name after the quotation", (_PARAS[0], _PARAS[3]), "Tom Baxter", "person"),
    ("guard: no speaker, no credit", ("'We will keep saving them,' the sign on the door read.",), None, None),
]


@pytest.mark.parametrize(("case", "paras", "speaker", "credit"), MINED_CASES, ids=[c[0] for c in MINED_CASES])
def test_miner_tells_the_credit(case: str, paras: tuple[str, ...], speaker: str | None, credit: str | None) -> None:
    quotes = mine_quotes(paras, "en")
    assert [(q.speaker, q.credit) for q in quotes] == [(speaker, credit)], case
