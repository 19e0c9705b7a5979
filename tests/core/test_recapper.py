"""The Recapper's own logic with in-process seams: single flight, cache, LLM fallback."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import pytest

from bot.errors import HTTPStatus, SummarizeError
from bot.models import Article, Bullet, Quote, Recap
from bot.recapper import Recapper
from bot.workers import Runner

ARTICLE = Article(source="s", url="https://x.example/a", title="T", paragraphs=("One.", "Two."))


class SlowLoader:
    def __init__(self) -> None:
        self.calls = 0

    async def load(self, url: str, cpu: Runner | None = None) -> Article:
        self.calls += 1
        await asyncio.sleep(0.05)
        if "missing" in url:
            raise HTTPStatus("The site answered 404 Not Found", 404)
        return ARTICLE


class Summ:
    def __init__(self, tag: str, fail: bool = False) -> None:
        self.cache_tag = tag
        self.fail = fail
        self.calls = 0

    async def summarize(self, article: Article, quotes: Sequence[Quote]) -> Recap:
        self.calls += 1
        if self.fail:
            raise SummarizeError("server down")
        return Recap(article, "H", (Bullet("One.", (1,)),), tuple(quotes), (), self.cache_tag)


class DictCache:
    def __init__(self) -> None:
        self.data: dict[str, dict[str, Any]] = {}

    async def get_cached(self, kind: str, key: str, now: datetime) -> dict[str, Any] | None:
        return self.data.get(f"{kind}:{key}")

    async def put_cached(self, kind: str, key: str, data: dict[str, Any], expires_at: datetime) -> None:
        self.data[f"{kind}:{key}"] = data


def no_quotes(paragraphs: Sequence[str], lang: str | None = None) -> list[Quote]:
    return []


async def test_concurrent_requests_share_one_computation() -> None:
    loader, ext = SlowLoader(), Summ("extractive")
    r = Recapper(loader=loader, mine_quotes=no_quotes, extractive=ext, canonicalize=lambda u: u.split("?")[0])
    results = await asyncio.gather(*(r.recap(f"https://x.example/a?utm_source={i}") for i in range(20)))
    assert loader.calls == 1 and ext.calls == 1
    assert all(x.headline == "H" for x in results)


async def test_errors_reach_every_waiter_and_are_not_cached() -> None:
    loader = SlowLoader()
    r = Recapper(loader=loader, mine_quotes=no_quotes, extractive=Summ("extractive"))
    outcomes = await asyncio.gather(*(r.recap("https://x.example/missing") for _ in range(3)), return_exceptions=True)
    assert all(isinstance(o, HTTPStatus) for o in outcomes)
    with pytest.raises(HTTPStatus):
        await r.recap("https://x.example/missing")
    assert loader.calls == 2


async def test_cache_hit_skips_fetch() -> None:
    loader, cache = SlowLoader(), DictCache()
    r = Recapper(loader=loader, mine_quotes=no_quotes, extractive=Summ("extractive"), cache=cache)
    first = await r.recap("https://x.example/a")
    second = await r.recap("https://x.example/a")
    assert loader.calls == 1
    assert second.to_json() == first.to_json()


async def test_llm_failure_falls_back_with_warning() -> None:
    llm = Summ("llm:m", fail=True)
    r = Recapper(loader=SlowLoader(), mine_quotes=no_quotes, extractive=Summ("extractive"), llm=llm)
    recap = await r.recap("https://x.example/a")
    assert recap.engine == "extractive"
    assert any("LLM engine was unavailable" in w for w in recap.warnings)


async def test_engine_llm_without_llm_is_an_error() -> None:
    r = Recapper(loader=SlowLoader(), mine_quotes=no_quotes, extractive=Summ("extractive"))
    with pytest.raises(SummarizeError, match="No LLM is configured"):
        await r.recap("https://x.example/a", "llm")


async def test_article_cache_serves_other_engines_without_refetching() -> None:
    loader, cache = SlowLoader(), DictCache()
    llm = Summ("llm:m")
    r = Recapper(loader=loader, mine_quotes=no_quotes, extractive=Summ("extractive"), llm=llm, cache=cache)
    await r.recap("https://x.example/a", "extractive")
    again = await r.recap("https://x.example/a", "llm")
    assert loader.calls == 1
    assert again.engine == "llm:m" and again.article.paragraphs == ARTICLE.paragraphs
    assert "article:https://x.example/a" in cache.data


@pytest.mark.parametrize("lang", ["de", "fr", "es", "en", None])
async def test_the_miner_gets_the_articles_language(lang: str | None) -> None:
    seen: list[str | None] = []

    def miner(paragraphs: Sequence[str], lang: str | None = None) -> list[Quote]:
        seen.append(lang)
        return []

    r = Recapper(loader=SlowLoader(), mine_quotes=miner, extractive=Summ("extractive"))
    await r.recap_article(Article(source="s", url="https://x.example/a", title="T", paragraphs=("Eins.",), lang=lang))
    assert seen == [lang]


def test_a_recap_crosses_a_process_boundary_whole() -> None:
    """Recaps are built in worker processes and pickled back: every field survives, stats stay read-only."""
    import dataclasses
    import pickle

    from bot.sourcing import with_sourcing

    article = Article(source="s", url="https://x.example/a", title="T",
                      paragraphs=('"We are thrilled," said Dana Vale, the singer.', "The wedding was in May."))
    quotes = [Quote("We are thrilled,", "Dana Vale", 1)]
    recap = with_sourcing(Recap(article, "H", (Bullet("The wedding was in May.", (2,)),), tuple(quotes),
                                tuple(quotes), "extractive", ("w",), {"n": 1}), quotes)
    back = pickle.loads(pickle.dumps(recap))
    for f in dataclasses.fields(Recap):
        assert getattr(back, f.name) == getattr(recap, f.name), f.name
    assert recap.sourcing is not None
    with pytest.raises(TypeError):
        back.stats["n"] = 2  # type: ignore[index]
