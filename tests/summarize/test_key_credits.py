"""A key quote shows who said it, so among equally good quotes the one whose credit is safer goes first: a name the
English miner reached through a pronoun ("“…,” he said", Quote.credit "pronoun") is a riskier credit than a name
written at the quotation ([recap] key_credit_penalties, key_route_penalties: extractive.credit_risk). On the tune sets
every wrong key-quote credit that is not a name form came through a pronoun (check4-tune reuters: "They are not ours,
they belong to God," shown as Yohannes's), an anonymous reference ("sources") or a colon. The weights only rank: a
riskier credit is still shown when no safer quote is there to take its place. Sentences of our own."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.models import Article, Quote
from bot.quotes import mine_quotes
from bot.summarize import extractive
from bot.summarize.extractive import credit_risk, select_key_quotes

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
    # fail before (anon_ref carried no weight): "sources" reached through "the sources said" gives way
    ("an anonymous reference gives way to three named ones", "anon_ref", ("person", "person", "person"), False),
    ("guard: an anonymous source named at the quotation keeps its place", "anon", ("person", "person", "person"), True),
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


# (case, credit, route, speaker, the weights in force: risk > 0?)
RISK_CASES: list[tuple[str, str | None, str | None, str | None, bool]] = [
    ("a pronoun credit", "pronoun", "post", "Mary Quist", True),
    ("an anonymous reference", "anon_ref", "pre", "sources", True),
    ("guard: a name at the quotation", "person", "post", "Tom Baxter", False),
    ("guard: no speaker, no risk", "pronoun", None, None, False),
    ("guard: a blank speaker, no risk", "pronoun", "post", "  ", False),
    ("guard: nothing known", None, None, "Jo Reed", False),
]


@pytest.mark.parametrize(("case", "credit", "route", "speaker", "risky"), RISK_CASES, ids=[c[0] for c in RISK_CASES])
def test_credit_risk(case: str, credit: str | None, route: str | None, speaker: str | None, risky: bool) -> None:
    q = Quote(text="We have saved hundreds of lives from this station", speaker=speaker, paragraph=3, credit=credit,
              route=route)
    assert (credit_risk(q) > 0) is risky, case


# a weight in the route table ranks by the miner's rule; a risky credit with no rival is still shown (never dropped)
ROUTE_CASES: list[tuple[str, dict[str, float], tuple[str, ...], bool]] = [
    ("fail without the table: a colon route gives way", {"colon": 0.5}, ("colon", "post", "post", "post"), False),
    ("guard: no weight for the route", {}, ("colon", "post", "post", "post"), True),
    ("guard: a weight for another route", {"prev": 0.5}, ("colon", "post", "post", "post"), True),
    ("guard: every route weighed alike, position decides", {"post": 5.0}, ("post", "post", "post", "post"), True),
]


@pytest.mark.parametrize(("case", "weights", "routes", "key"), ROUTE_CASES, ids=[c[0] for c in ROUTE_CASES])
def test_route_weights(monkeypatch: pytest.MonkeyPatch, case: str, weights: dict[str, float],
                       routes: tuple[str, ...], key: bool) -> None:
    monkeypatch.setattr(extractive, "_LEX", replace(extractive._LEX, key_credit_penalties=(),
                                                  key_route_penalties=tuple(sorted(weights.items()))))
    article = Article(source="test", url=None, title="Kelby harbour board votes to close lifeboat station",
                      paragraphs=_PARAS)
    speakers = ("Mary Quist", "Tom Baxter", "Jo Reed", "Paul Morel")
    quotes = [Quote(text=t, speaker=s, paragraph=i + 3, credit="person", route=r)
              for i, (t, s, r) in enumerate(zip(_TEXTS, speakers, routes, strict=True))]
    keys = select_key_quotes(article, quotes, n=3)
    assert len(keys) == 3, case
    assert (quotes[0] in keys) is key, case


# the miner tells the rule that named the speaker (English copy only)
MINED_ROUTES: list[tuple[str, tuple[str, ...], str | None, str | None]] = [
    ("a tag after the quotation", (_PARAS[0], _PARAS[3]), "Tom Baxter", "post"),
    ("a colon introduction across a paragraph break",
     ("Coxswain Mary Quist told the meeting:", "'We have saved hundreds of lives from this station over the years.'"),
     "Mary Quist", "colon"),
    ("guard: no speaker, no route", ("'We will keep saving them,' the sign on the door read.",), None, None),
]


@pytest.mark.parametrize(("case", "paras", "speaker", "route"), MINED_ROUTES, ids=[c[0] for c in MINED_ROUTES])
def test_miner_tells_the_route(case: str, paras: tuple[str, ...], speaker: str | None, route: str | None) -> None:
    quotes = mine_quotes(paras, "en")
    assert [(q.speaker, q.route) for q in quotes] == [(speaker, route)], case


def test_risk_only_ranks(monkeypatch: pytest.MonkeyPatch) -> None:
    """A heavy weight never drops a quote that has no rival: the one quotation, credited through a pronoun, is shown."""
    monkeypatch.setattr(extractive, "_LEX", replace(extractive._LEX, key_credit_penalties=(("pronoun", 5.0),)))
    article = Article(source="test", url=None, title="Kelby harbour board votes to close lifeboat station",
                      paragraphs=_PARAS[:3])
    quotes = [Quote(text=_TEXTS[0], speaker="Mary Quist", paragraph=3, credit="pronoun")]
    assert select_key_quotes(article, quotes, n=3) == quotes
