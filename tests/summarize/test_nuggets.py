"""Reader-centred floors on the hand-written nugget fixtures (benchmarks/recap_nuggets.py; in-sample figures)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from bot.models import Quote
from bot.quotes import mine_quotes
from bot.summarize.extractive import MAX_BULLETS, MIN_BULLETS, build_recap, select_key_quotes
from bot.text import is_verbatim

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "recap_nuggets.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("recap_nuggets_bench", BENCH)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


NB = _bench()
ARTICLES: list[dict[str, Any]] = NB.load_articles()


def test_fixtures_are_well_formed() -> None:
    assert len(ARTICLES) == 12
    for d in ARTICLES:
        assert 8 <= len(d["paragraphs"]) <= 25
        assert 3 <= len(d["nuggets"]) <= 6
        for n in d["nuggets"]:  # every nugget is stated where it says, in words one of its patterns finds
            src = [d["paragraphs"][p - 1] for p in n["paragraphs"]]
            assert NB.nugget_covered(n, src), (d["id"], n["fact"])


def test_aggregate_floors_and_beats_lead3() -> None:
    after, _, _ = NB.evaluate("engine")
    lead, _, _ = NB.evaluate("lead3")
    # re-based for issue #11: recaps now start where editors start and stop at ~60-100 words (CNN/DM ROUGE goal);
    # the v4 engine spread ~103 words over the story's thirds and reached 0.817 here. Now 0.656 (lead-3 0.614).
    assert after.recall >= 0.63
    assert after.recall > lead.recall
    assert after.top == 1.0
    assert after.attr == 0 and after.fair == 0
    assert after.quotes >= 0.72  # reached 0.79 (before 0.75)
    assert 50 <= after.words <= 110


@pytest.mark.parametrize("d", ARTICLES, ids=[d["id"] for d in ARTICLES])
def test_each_recap_is_attributed_fair_and_in_budget(d: dict[str, Any]) -> None:
    article = NB.to_article(d)
    recap = build_recap(article, mine_quotes(article.paragraphs))
    bullets = [b.text for b in recap.summary]
    assert NB.attribution_violations(d, bullets) == []
    assert NB.fairness_misses(d, bullets, [q.text for q in recap.key_quotes]) == []
    assert MIN_BULLETS <= len(bullets) <= MAX_BULLETS
    words = sum(len(b.split()) for b in bullets)
    assert 40 <= words <= 135, words
    assert NB.nugget_covered(d["nuggets"][0], bullets)  # the top fact always
    for b in recap.summary:
        assert is_verbatim(b.text.removesuffix("\u2026"), article.paragraph(b.cites[0])) or is_verbatim(
            b.text[0].lower() + b.text[1:].removesuffix("\u2026"), article.paragraph(b.cites[0])
        )


def test_denial_joins_an_allegation() -> None:
    d = next(a for a in ARTICLES if a["id"] == "feud-allegations")
    article = NB.to_article(d)
    recap = build_recap(article, mine_quotes(article.paragraphs))
    text = " ".join(b.text for b in recap.summary)
    assert "accused" in text and "denying the claims" in text


def test_key_quotes_avoid_two_pieces_of_one_paragraph_when_others_exist() -> None:
    quotes = [
        Quote("We have decided to go our separate ways after a lot of thought.", None, 1),
        Quote("We remain close friends and ask for privacy as we navigate this.", None, 1),
        Quote("They barely saw each other.", "a source", 3),
    ]
    article = NB.to_article({"id": "x", "title": "t", "paragraphs": [
        "“We have decided to go our separate ways after a lot of thought. We remain close friends and ask for "
        "privacy as we navigate this,” Mara Quill said.", "Filler paragraph here.",
        "“They barely saw each other,” a source said."]})
    picked = select_key_quotes(article, quotes, n=2)
    assert {q.paragraph for q in picked} == {1, 3}
