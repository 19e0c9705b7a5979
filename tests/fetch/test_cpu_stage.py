"""Issue 18 item 7, the whole CPU stage: extraction, quote mining and the extractive summary run on one worker
process of the Recapper's pool, under one slot. When the recap's time limit ends during any of them, that process is
killed and reaped before the answer (and before the slot is free): its pid is gone and it uses no more CPU."""

from __future__ import annotations

import asyncio
import time
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from bot.loader import WebArticleLoader
from bot.quotes import mine_quotes
from bot.recapper import Recapper
from bot.summarize.extractive import ExtractiveSummarizer
from bot.workers import WorkerPool
from tests.fetch.conftest import FetcherFactory
from tests.support.pages import PageServer, article_html
from tests.support.slow import BurningSummarizer, mine_forever

PARAS = ["Dana Vale said on Monday that she and her partner had married in a small ceremony at home.",
         '"It was the happiest day of my life," Vale told reporters outside the studio later that week.',
         "The couple met three years ago at a charity dinner in Leeds and kept the romance quiet.",
         "Friends said the pair plan a larger party for family and fans next summer in the south of France."]


class DictCache:
    def __init__(self) -> None:
        self.data: dict[str, dict[str, Any]] = {}

    async def get_cached(self, kind: str, key: str, now: datetime) -> dict[str, Any] | None:
        return None

    async def put_cached(self, kind: str, key: str, data: dict[str, Any], expires_at: datetime) -> None:
        self.data[f"{kind}:{key}"] = data


def _state(pid: int) -> str | None:
    """The process state letter, or None once it is gone (reaped)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return None


def _cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


async def _until(condition: Any, what: str) -> None:
    give_up = time.monotonic() + 60  # only a bound on a broken test, never a measurement
    while not condition():
        assert time.monotonic() < give_up, f"never saw: {what}"
        await asyncio.sleep(0.05)


@pytest.mark.parametrize("stage", ["mine", "summarize"])
async def test_the_time_limit_kills_the_worker_in_every_cpu_stage(
    stage: str, make_fetcher: FetcherFactory, server: PageServer
) -> None:
    url = server.route("/a", body=article_html("Dana Vale marries", PARAS))
    fetcher, _ = make_fetcher(allowed=[server.host])
    pool = WorkerPool(1)
    cache = DictCache()
    burning = Recapper(loader=WebArticleLoader(fetcher, pool=pool), cache=cache, cpu=pool,
                       mine_quotes=mine_forever if stage == "mine" else mine_quotes,
                       extractive=BurningSummarizer() if stage == "summarize" else ExtractiveSummarizer())
    normal = Recapper(loader=WebArticleLoader(fetcher, pool=pool), mine_quotes=mine_quotes,
                      extractive=ExtractiveSummarizer(), cpu=pool)
    try:
        async def recap_with_a_limit() -> None:
            async with asyncio.timeout(None) as limit:  # what Core.recap_for_chat does, rescheduled below
                limits.append(limit)
                await burning.recap(url)

        limits: list[asyncio.Timeout] = []
        task = asyncio.ensure_future(recap_with_a_limit())
        await _until(lambda: any(k.startswith("article:") for k in cache.data), "the page extracted")
        [pid] = pool.busy_pids()  # extraction is done: the same worker, slot still held, now mines or summarizes
        ticks = _cpu_ticks(pid)
        await _until(lambda: _cpu_ticks(pid) > ticks + 10, "the stage burning CPU")
        limits[0].reschedule(asyncio.get_running_loop().time())  # the user's time is up
        with pytest.raises(TimeoutError):
            await task
        assert _state(pid) is None  # killed and reaped by the time the caller is answered: no more CPU
        assert pool.busy_pids() == [] and pid not in pool.worker_pids()
        recap = await asyncio.wait_for(normal.recap(url), 60)  # the one slot is free again, on a new worker
        assert recap.article.title == "Dana Vale marries" and recap.summary
    finally:
        pool.close()
    assert pool.worker_pids() == []


async def test_a_warm_pool_serves_recaps_on_the_workers_it_started(
    make_fetcher: FetcherFactory, server: PageServer
) -> None:
    url = server.route("/a", body=article_html("Dana Vale marries", PARAS))
    fetcher, _ = make_fetcher(allowed=[server.host])
    pool = WorkerPool(2)
    try:
        await pool.warm()
        started = sorted(pool.worker_pids())
        assert len(started) == 2 and all(_state(pid) not in (None, "Z") for pid in started)
        recapper = Recapper(loader=WebArticleLoader(fetcher, pool=pool), mine_quotes=mine_quotes,
                            extractive=ExtractiveSummarizer(), cpu=pool)
        recaps = await asyncio.gather(recapper.recap(url), recapper.recap(url + "?again"))
        assert all(r.summary and r.quotes for r in recaps)  # mined and summarized in the workers
        assert all(r.sourcing is not None for r in recaps)  # sourcing labels too, and nothing lost on the way back
        assert sorted(pool.worker_pids()) == started and pool.busy_pids() == []
    finally:
        pool.close()
    assert all(_state(pid) is None for pid in started)
