"""The page's own outlet in the sourcing harness and in production (issue #17, session 14).

The CNN/DailyMail corpus keeps only id, article and highlights, while the bot always knows the page's address: the
harness (tests/sourcing/data.py ``cnndm_url``) gives an article the address its text tells by a fixed rule (CNN's
dateline marker, the Mail's own name or preambles; else none), and a trafilatura page the address evaldata.json keys it
by. Under the written convention (tests/sourcing/README.md) "told MailOnline" in a Daily Mail article and "told CNN" in
a CNN article are the outlet's own interviews: on the record, not another outlet's."""

from __future__ import annotations

from typing import Any

import pytest

from bot.models import Article, Sourcing
from bot.quotes import mine_quotes
from bot.sourcing import label_article
from tests.sourcing import data
from tests.support.shared import SHARED

R, P, A, OUT = Sourcing.ON_RECORD, Sourcing.REPRESENTATIVE, Sourcing.ANONYMOUS, Sourcing.OTHER_OUTLET
MAIL = "https://www.dailymail.co.uk/news/article-1/kit-vale.html"
CNN = "https://edition.cnn.com/2026/12/01/us/kit-vale/index.html"
CNN_HOME, MAIL_HOME = "https://www.cnn.com/", "https://www.dailymail.co.uk/"  # the addresses the harness gives


@pytest.mark.parametrize(("text", "url"), [
    ("(CNN)The Harbour City council faced a new question on Monday. Kit Vale told CNN he wants the law changed.",
     CNN_HOME),
    ("Harbour City (CNN) -- The council faced a new question on Monday.", CNN_HOME),
    ("Kit Vale has quit the council. A spokesman told MailOnline: 'He will not stand again.'", MAIL_HOME),
    ("Speaking to Mail Online, Kit Vale said he wants the law changed.", MAIL_HOME),
    ("Last updated at 1:25 AM on 3rd August 2011 . Kit Vale has quit the council.", MAIL_HOME),
    ("By . Ann Lee . PUBLISHED: . 10:01 EST, 1 May 2013 . | . UPDATED: . 11:02 EST, 1 May 2013 . Kit Vale has quit.",
     MAIL_HOME),
    # guards (no address, as before): "told CNN" and "the Daily Mail" are cues, not markers (Mail copy cites CNN
    # interviews; CNN copy cites the Mail), and a text without a marker stays without an address
    ("Kit Vale told CNN he wants the law changed.", None),
    ("Kit Vale told the Daily Mail he wants the law changed.", None),
    ("The story was last updated at noon. Kit Vale has quit the council.", None),
    ("Kit Vale has quit the council.", None),
])
def test_cnndm_address_from_the_text(text: str, url: str | None) -> None:
    assert data.cnndm_url(text) == url


def _cnndm_article(text: str) -> Article:
    entry: dict[str, Any] = {"id": "own", "half": "cnndm", "sentences": [], "quotes": [], "central": {}}
    return data._cnndm_entry(entry, {"own": text}).article


@pytest.mark.parametrize(("text", "opening", "label"), [
    # the harness now runs a Daily Mail / CNN article as the bot reads it at its address: the own outlet's interview
    ("Kit Vale has quit the council. Kit Vale told MailOnline he wants the law changed.", "Kit Vale told", R),
    ("(CNN)Kit Vale has quit the council. Kit Vale told CNN he wants the law changed.", "Kit Vale told", R),
    ("Kit Vale has quit the council. “We will win,” Kit Vale told Mail Online.", "We will win", R),
    # guards: another outlet on a Mail page; an unnamed friend is anonymous whoever he told (the weaker wins); an
    # article without a marker keeps no address, so its "told CNN" stays another outlet's, as before
    ("Kit Vale has quit the council. Kit Vale told CNN he wants the law changed. A spokesman told MailOnline "
     "nothing.", "Kit Vale told", OUT),
    ("Kit Vale has quit the council. A friend of the couple told MailOnline they had split.", "A friend", A),
    ("Kit Vale has quit the council. Kit Vale told CNN he wants the law changed.", "Kit Vale told", OUT),
])
def test_cnndm_own_outlet_through_the_harness(text: str, opening: str, label: Sourcing) -> None:
    article = _cnndm_article(text)
    mined = mine_quotes(article.paragraphs)
    labels = label_article(article, mined)
    quote = next((q for q in mined if data.opens(q.text, opening)), None)
    found = labels.for_quote(quote) if quote is not None else next(
        s.found for s in labels.sentences if data.opens(s.text, opening))
    assert found.label is label


@pytest.mark.parametrize(("sentence", "url", "label"), [
    # guards (production already reads its address so: bot/text/lang/en.toml [sourcing] own_outlets); the other
    # ways Mail and CNN copy name their own interview
    ("Speaking to MailOnline, Kit Vale said he wants the law changed.", MAIL, R),
    ("In an interview with MailOnline, Kit Vale said he wants the law changed.", MAIL, R),
    ("Kit Vale told Daily Mail Australia he wants the law changed.", MAIL, R),
    ("Kit Vale told DailyMail.com he wants the law changed.", MAIL, R),
    ("Kit Vale told The Mail on Sunday's Ann Lee he wants the law changed.", MAIL, R),
    ("Kit Vale told CNN's Anderson Cooper he wants the law changed.", CNN, R),
    ("In an interview with CNN, Kit Vale said he wants the law changed.", CNN, R),
    ("Kit Vale told CNN International he wants the law changed.", CNN, R),
    ("Kit Vale told MailOnline he wants the law changed.", MAIL_HOME, R),  # the harness's bare address
    ("Kit Vale told CNN he wants the law changed.", CNN_HOME, R),
    # guards too: another outlet's page (a manager speaking for his club is representative, the weaker)
    ("Speaking to MailOnline, Kit Vale said he wants the law changed.", CNN, OUT),
    ("In an interview with CNN, Kit Vale said he wants the law changed.", MAIL, OUT),
    ("A manager of the club told MailOnline he wants the law changed.", CNN, P),
])
def test_own_outlet_at_its_address(sentence: str, url: str, label: Sourcing) -> None:
    article = Article(source="fiction", url=url, title="t", site=None, paragraphs=(sentence,))
    labels = label_article(article, mine_quotes(article.paragraphs))
    assert labels.sentences[0].found.label is label


def test_trafilatura_pages_carry_their_address() -> None:
    """Each labelled trafilatura page is run at the address evaldata.json keys it by, as the bot's loader passes the
    page's URL to the extractor (its own outlet then goes by the names [sourcing] own_outlets gives the address)."""
    if not (SHARED / "corpora" / "trafilatura" / "evaldata.json").exists():
        pytest.skip("the shared trafilatura corpus is absent")
    pages = [p for p in data.real_pages(SHARED) if p.half == "tune"]
    assert pages and all((p.article.url or "").startswith(("http://", "https://")) for p in pages)
