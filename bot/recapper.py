"""The one core every front end calls: ``Recapper.recap(url)`` -> :class:`~bot.models.Recap`.

cache -> fetch -> extract -> mine quotes -> summarize (LLM or extractive) -> verify -> cache.
Everything CPU-bound after the fetch (extract, mine, the extractive summary) runs in one session of the ``cpu`` stage:
in the bot a :class:`~bot.workers.WorkerPool`, whose worker is killed when the recap's caller stops waiting, so the
CPU stops when the user is answered. The slot is given back while an LLM answers. Concurrent requests for the same
canonical URL + engine share one in-flight computation, and finished recaps are cached in the store, so one link
posted in fifty channels costs one fetch and one summary.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any, Literal, Protocol, runtime_checkable

from bot.errors import BotError, SummarizeError
from bot.logs import recap_id
from bot.models import Article, Quote, Recap, article_from_json, recap_from_json
from bot.sourcing import with_sourcing
from bot.workers import CpuStage, InThread, Runner, Session

_log = logging.getLogger(__name__)

Engine = Literal["auto", "extractive", "llm"]


class ArticleLoader(Protocol):
    """Turns a URL into an extracted Article (fetch, then extract on ``cpu`` when given)."""

    async def load(self, url: str, cpu: Runner | None = None) -> Article: ...


class Summarizer(Protocol):
    """An engine. ``cache_tag`` names engine + model + prompt version (part of the cache key)."""

    @property
    def cache_tag(self) -> str: ...

    async def summarize(self, article: Article, quotes: Sequence[Quote]) -> Recap: ...


@runtime_checkable
class LocalSummarizer(Summarizer, Protocol):
    """An engine that is pure CPU: ``build`` (a module-level function) runs in the recap's CPU session."""

    @property
    def build(self) -> Callable[[Article, Sequence[Quote]], Recap]: ...


class RecapCache(Protocol):
    async def get_cached(self, kind: str, key: str, now: datetime) -> dict[str, Any] | None: ...

    async def put_cached(self, kind: str, key: str, data: dict[str, Any], expires_at: datetime) -> None: ...


class QuoteMiner(Protocol):
    """Mines an article body; ``lang`` is the article's language (``Article.lang``; None: the miner guesses)."""

    def __call__(self, paragraphs: Sequence[str], lang: str | None = None) -> list[Quote]: ...


class RecapObserver(Protocol):
    """Metrics hook: called once per recap outcome."""

    def recap_done(self, engine: str, outcome: str, seconds: float, cached: bool) -> None: ...


@dataclass
class _Shared:
    """One computation of a recap and how many callers wait for it."""

    task: asyncio.Task[Recap]
    waiters: int = 0


class Recapper:
    def __init__(
        self,
        *,
        loader: ArticleLoader,
        mine_quotes: QuoteMiner,
        extractive: Summarizer,
        llm: Summarizer | None = None,
        cache: RecapCache | None = None,
        cache_ttl: timedelta = timedelta(hours=24),
        observer: RecapObserver | None = None,
        canonicalize: Any = None,
        cpu: CpuStage | None = None,
    ) -> None:
        self._loader = loader
        self._mine = mine_quotes
        self._extractive = extractive
        self._llm = llm
        self._cache = cache
        self._ttl = cache_ttl
        self._observer = observer
        self._canonicalize = canonicalize or (lambda u: u)
        self._inflight: dict[str, _Shared] = {}
        self._cpu: CpuStage = cpu or InThread()

    @property
    def llm_available(self) -> bool:
        return self._llm is not None

    def _engine_for(self, engine: Engine) -> Summarizer:
        if engine == "llm":
            if self._llm is None:
                raise SummarizeError("No LLM is configured (set [llm] base_url/model and the API key variable).")
            return self._llm
        if engine == "auto" and self._llm is not None:
            return self._llm
        return self._extractive

    async def recap(self, url: str, engine: Engine = "auto") -> Recap:
        """Recap the article at ``url``. Raises :class:`BotError` subclasses with user-facing messages."""
        token = recap_id.set(recap_id.get() or uuid.uuid4().hex[:12])
        try:
            return await self._recap(url, engine)
        finally:
            recap_id.reset(token)

    async def _recap(self, url: str, engine: Engine) -> Recap:
        canonical = self._canonicalize(url)
        summarizer = self._engine_for(engine)
        key = f"{canonical}|{summarizer.cache_tag}"
        shared = self._inflight.get(key)
        if shared is None:
            # The computation belongs to no single caller: one that gives up (its own time limit) leaves the
            # others waiting on it; it is stopped only when nobody waits any more.
            task = asyncio.create_task(self._compute(url, key, summarizer), name=f"recap:{key[:80]}")
            shared = self._inflight[key] = _Shared(task)
            task.add_done_callback(functools.partial(self._finished, key, shared))
        shared.waiters += 1
        try:
            return await asyncio.shield(shared.task)
        finally:
            shared.waiters -= 1
            if shared.waiters == 0 and not shared.task.done():
                shared.task.cancel()
                # the last waiter leaves only once the computation has stopped: its worker process is killed and
                # reaped by then, so the CPU stops before this caller is answered
                await asyncio.wait([shared.task])

    def _finished(self, key: str, shared: _Shared, _task: object = None) -> None:
        if self._inflight.get(key) is shared:
            del self._inflight[key]
        if not shared.task.cancelled():
            shared.task.exception()  # retrieved here; every waiter re-raises it itself

    async def _compute(self, url: str, key: str, summarizer: Summarizer) -> Recap:
        start = time.perf_counter()
        now = datetime.now(UTC)
        if self._cache is not None:
            hit = await self._cache.get_cached("recap", key, now)
            if hit is not None:
                recap = recap_from_json(hit)
                if recap.sourcing is None:  # cached before issue #17: label it from the article's own words
                    recap = await asyncio.to_thread(with_sourcing, recap)
                self._observe(recap.engine, "ok", start, cached=True)
                return recap
        try:
            async with self._cpu.session() as cpu:  # one slot and one worker for the whole CPU stage
                article = await self._load_article(url, now, cpu)
                recap = await self._summarize(article, summarizer, cpu)
        except BotError as exc:
            self._observe(summarizer.cache_tag, exc.kind, start, cached=False)
            raise
        self._observe(recap.engine, "ok", start, cached=False)
        if recap.stats and self._observer is not None:
            usage = getattr(self._observer, "llm_usage", None)
            if usage is not None:
                usage(recap.stats)
        if self._cache is not None:
            data = recap.to_json()
            data["canonical_url"] = recap.article.canonical_url
            data["article_warnings"] = list(recap.article.warnings)
            data["visible_text"] = recap.article.visible_text
            try:
                await self._cache.put_cached("recap", key, data, now + self._ttl)
            except BotError:
                _log.warning("could not cache recap for %s", url, exc_info=True)
        return recap

    async def _load_article(self, url: str, now: datetime, cpu: Runner) -> Article:
        """Fetch + extract, through the article cache (keyed by canonical URL) so engines share one fetch."""
        key = self._canonicalize(url)
        if self._cache is not None:
            hit = await self._cache.get_cached("article", key, now)
            if hit is not None:
                return article_from_json(hit)
        article = await self._loader.load(url, cpu)
        if self._cache is not None:
            data = article.to_json()
            data["canonical_url"] = article.canonical_url
            data["article_warnings"] = list(article.warnings)
            data["visible_text"] = article.visible_text
            try:
                await self._cache.put_cached("article", key, data, now + self._ttl)
            except BotError:
                _log.warning("could not cache article %s", url, exc_info=True)
        return article

    async def recap_article(
        self, article: Article, engine: Engine = "auto", *, summarizer: Summarizer | None = None
    ) -> Recap:
        """Recap an already extracted article (files, stdin, tests). LLM failures fall back to extractive."""
        s = summarizer or self._engine_for(engine)
        async with self._cpu.session() as cpu:
            return await self._summarize(article, s, cpu)

    async def _summarize(self, article: Article, s: Summarizer, cpu: Session) -> Recap:
        quotes = await cpu.run(self._mine, list(article.paragraphs), article.lang)
        recap = await self._engine_recap(article, s, cpu, quotes)
        # sourcing labels (issue #17) from the article's words and the mined quotations, whatever engine wrote it;
        # CPU work like the rest, so in the recap's (killable) worker session
        return await cpu.run(with_sourcing, recap, quotes)

    async def _engine_recap(self, article: Article, s: Summarizer, cpu: Session, quotes: list[Quote]) -> Recap:
        if s is self._extractive:
            return await self._extractive_recap(article, quotes, cpu)
        cpu.release()  # no slot held while the LLM answers
        try:
            return await s.summarize(article, quotes)
        except SummarizeError as exc:
            _log.warning("LLM engine failed for %s, using extractive: %s", article.source, exc.message)
            fallback = await self._extractive_recap(article, quotes, cpu)
            shown = _with_warning(fallback, f"The LLM engine was unavailable ({exc.message}); extractive recap shown.")
            # the failed attempts' tokens and latency still reach the metrics
            return replace(shown, stats={**shown.stats, **exc.stats})

    async def _extractive_recap(self, article: Article, quotes: Sequence[Quote], cpu: Runner) -> Recap:
        if isinstance(self._extractive, LocalSummarizer):
            return await cpu.run(self._extractive.build, article, quotes)
        return await self._extractive.summarize(article, quotes)

    def _observe(self, engine: str, outcome: str, start: float, *, cached: bool) -> None:
        if self._observer is not None:
            self._observer.recap_done(engine, outcome, time.perf_counter() - start, cached)


def _with_warning(recap: Recap, warning: str) -> Recap:
    return replace(recap, warnings=(*recap.warnings, warning))
