"""Wiring: build every client once and hand adapters and the CLI one :class:`Core`.

    async with open_core(settings, secrets) as core:
        await chat.pasted(core, where, text, conversation, syntax=LINKS)     # bot/chat.py: the chat policy
        recap = await core.recap_for_chat(url, platform="cli", workspace="w", channel="c")

The core never imports a platform library nor names a platform; adapters translate platform events into calls on
:mod:`bot.chat`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import httpx

from bot.chat import TIMEOUT_MESSAGE, InFlight, RecordKind
from bot.config import Mode, Secrets, Settings
from bot.digest import DigestService
from bot.errors import FetchTimeout
from bot.fetch import Fetcher, make_http_client
from bot.loader import WebArticleLoader
from bot.metrics import Metrics
from bot.models import Recap
from bot.quotes import mine_quotes, mine_quotes_doubted, speaker_model_installed
from bot.ratelimit import RateLimiter
from bot.recapper import Engine, Recapper
from bot.store import Store
from bot.summarize.extractive import ExtractiveSummarizer
from bot.urls import canonicalize
from bot.workers import WorkerPool

_log = logging.getLogger(__name__)

CPU_SLOTS = 2  # CPU-bound recap stages at a time (one per core of a small host); the rest wait their turn
Poster = Callable[[Any, Any], Awaitable[None]]
ChatProbe = Callable[[], Mapping[str, bool]]


@dataclass
class Core:
    settings: Settings
    secrets: Secrets
    store: Store
    fetcher: Fetcher
    recapper: Recapper
    digest: DigestService
    limiter: RateLimiter
    recap_slots: asyncio.Semaphore
    metrics: Metrics
    workers: WorkerPool
    inflight: InFlight = field(default_factory=InFlight)
    chat_probe: ChatProbe | None = None  # set by the running adapter: connection state per platform

    def chat_state(self) -> dict[str, bool]:
        """Connection state per chat platform, as the running adapter reports it (for /healthz)."""
        return dict(self.chat_probe()) if self.chat_probe is not None else {}

    def counted_poster(self, platform: str, poster: Poster) -> Poster:
        """Wrap a digest poster so that each post shows in the metrics."""

        async def post(subscription: Any, digest: Any) -> None:
            await poster(subscription, digest)
            self.metrics.digest_posts.labels(platform=platform).inc()

        return post

    async def channel_mode(self, platform: str, workspace: str, channel: str) -> Mode:
        mode = await self.store.get_channel_mode(platform, workspace, channel)
        if mode in ("auto", "react", "off"):
            return mode  # type: ignore[return-value]
        return self.settings.bot.default_mode

    async def recap_for_chat(
        self,
        url: str,
        *,
        platform: str,
        workspace: str,
        channel: str,
        kind: RecordKind = "post",
        engine: Engine = "auto",
        deadline: float | None = None,
    ) -> Recap:
        """Recap a link for a chat channel: bounded concurrency, recorded for the digest.

        ``deadline`` (event-loop time) bounds the member's whole wait, queue time included; by default it is
        ``bot.recap_timeout_seconds`` from now. Running out raises :class:`FetchTimeout` with the friendly line.
        """
        if deadline is None:
            deadline = asyncio.get_running_loop().time() + self.settings.bot.recap_timeout_seconds
        try:
            async with asyncio.timeout_at(deadline):
                recap = await self._bounded_recap(url, engine)
        except TimeoutError:
            raise FetchTimeout(TIMEOUT_MESSAGE) from None
        try:
            await self.digest.record(platform=platform, workspace=workspace, channel=channel, recap=recap, kind=kind)
        except Exception:
            _log.exception("could not record recap of %s for the digest (%s/%s)", url, platform, channel)
        return recap

    async def _bounded_recap(self, url: str, engine: Engine) -> Recap:
        self.metrics.queue_depth.inc()
        try:
            await self.recap_slots.acquire()
        finally:
            self.metrics.queue_depth.dec()
        try:
            with self.metrics.in_flight.track_inprogress():
                return await self.recapper.recap(url, engine)
        finally:
            self.recap_slots.release()


def build_llm(settings: Settings, secrets: Secrets) -> Any:
    """The LLM summarizer when one is configured, else None (the extractive engine is the default)."""
    from bot.summarize.llm import LLMSummarizer, make_llm_client

    client = make_llm_client(settings, secrets)
    if client is None:
        return None
    return LLMSummarizer(client, settings.llm)


@asynccontextmanager
async def open_core(
    settings: Settings,
    secrets: Secrets,
    *,
    http_client: httpx.AsyncClient | None = None,
    llm: Any = None,
    use_llm: bool = True,
    metrics: Metrics | None = None,
    clock: Any = None,
) -> AsyncIterator[Core]:
    """Open the store and HTTP clients once; close everything on exit."""
    async with AsyncExitStack() as stack:
        client = http_client
        if client is None:
            client = await stack.enter_async_context(make_http_client(settings.fetch))
        fetcher = Fetcher(client, settings.fetch)
        store = await Store.connect(settings.store)
        stack.push_async_callback(store.close)
        metrics = metrics or Metrics()
        if llm is None and use_llm:
            llm = build_llm(settings, secrets)
            if llm is not None:
                stack.push_async_callback(llm.aclose)
        workers = WorkerPool(CPU_SLOTS)  # extraction, quote mining and summaries: killed when a recap is given up
        stack.callback(workers.close)  # worker processes end with the core
        loader = WebArticleLoader(fetcher, pool=workers)
        miner = mine_quotes
        if settings.bot.speaker_model:
            if speaker_model_installed():
                miner = mine_quotes_doubted
            else:
                _log.warning("[bot] speaker_model is on but the [model] extra is not installed: rules alone")
        recapper = Recapper(
            loader=loader,
            mine_quotes=miner,
            extractive=ExtractiveSummarizer(),
            llm=llm,
            cache=store,
            cache_ttl=timedelta(hours=settings.store.cache_ttl_hours),
            observer=metrics,
            canonicalize=canonicalize,
            cpu=workers,
        )
        digest_kwargs: dict[str, Any] = {} if clock is None else {"clock": clock}
        digest = DigestService(
            store, settings.digest, default_mode=settings.bot.default_mode, **digest_kwargs
        )
        yield Core(
            settings=settings,
            secrets=secrets,
            store=store,
            fetcher=fetcher,
            recapper=recapper,
            digest=digest,
            limiter=RateLimiter(settings.bot),
            recap_slots=asyncio.Semaphore(settings.bot.max_concurrent_recaps),
            metrics=metrics,
            workers=workers,
        )
