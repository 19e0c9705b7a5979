"""Issue 18 item 7: extraction runs where it can be stopped. A deliberately slow extractor (tests/support/slow.py,
through the loader's ``extract`` seam) is killed when the caller's time limit ends: the worker process is gone (its
CPU stopped) before the concurrency slot is free, the next page is extracted normally, and a process can exit."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.loader import WebArticleLoader
from tests.fetch.conftest import FetcherFactory
from tests.support.pages import PageServer, article_html
from tests.support.slow import burn_forever

ROOT = Path(__file__).resolve().parents[2]
PARAS = ["Dana Vale said on Monday that she and her partner had married in a small ceremony at home.",
         '"It was the happiest day of my life," Vale told reporters outside the studio later that week.']


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return Path(f"/proc/{pid}").exists() and "Z" not in Path(f"/proc/{pid}/stat").read_text().split()[2]


async def test_a_slow_extraction_is_killed_at_the_time_limit_before_its_slot_is_free(
    make_fetcher: FetcherFactory, server: PageServer
) -> None:
    url = server.route("/slow", body=article_html("Dana Vale marries", PARAS))
    fetcher, _ = make_fetcher(allowed=[server.host])
    slow = WebArticleLoader(fetcher, max_concurrent_extractions=1, extract=burn_forever)
    normal = WebArticleLoader(fetcher, max_concurrent_extractions=1, pool=slow.pool)
    try:
        task = asyncio.ensure_future(slow.load(url))
        deadline = time.monotonic() + 30
        while not slow.pool.worker_pids():
            assert time.monotonic() < deadline
            await asyncio.sleep(0.05)
        [pid] = slow.pool.worker_pids()
        await asyncio.sleep(0.3)
        cpu_before = _cpu_ticks(pid)
        await asyncio.sleep(0.5)
        assert _cpu_ticks(pid) > cpu_before  # it really burns CPU until stopped
        task.cancel()  # what the recap's time limit does
        with pytest.raises(asyncio.CancelledError):
            await task
        assert not _alive(pid)  # gone by the time the caller is answered
        article = await asyncio.wait_for(normal.load(url), 60)  # the one slot is free again, in a new worker
        assert article.title == "Dana Vale marries"
        assert slow.pool.worker_pids() and pid not in slow.pool.worker_pids()
    finally:
        slow.close()
    assert not slow.pool.worker_pids()


def _cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


CHILD = """
import asyncio, sys, time
from bot.config import FetchSettings
from bot.fetch import Fetcher, make_http_client
from bot.loader import WebArticleLoader
from tests.support.slow import burn_forever

async def main():
    settings = FetchSettings(allowed_private_hosts=(sys.argv[2],))
    async with make_http_client(settings) as client:
        loader = WebArticleLoader(Fetcher(client, settings), extract=burn_forever)
        try:
            await asyncio.wait_for(loader.load(sys.argv[1]), 3)
        except TimeoutError:
            print("answered", flush=True)
        finally:
            loader.close()

if __name__ == "__main__":
    asyncio.run(main())
"""


def test_a_process_whose_extraction_timed_out_exits(server: PageServer) -> None:
    url = server.route("/slow", body=article_html("Dana Vale marries", PARAS))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}

    proc = subprocess.run([sys.executable, "-c", CHILD, url, server.host], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=90)
    assert proc.returncode == 0, proc.stderr[-600:]
    assert proc.stdout.strip() == "answered"



# ---------------------------------------------------------------------------------------------------- item 12

CANONICAL_PAGE = ("<html><head><title>Dana Vale marries</title><link rel='canonical' href='{href}'></head>"
                  "<body><article>" + "".join(f"<p>{p}</p>" for p in PARAS) + "</article></body></html>")


@pytest.mark.parametrize(
    ("canonical_site", "trusted"),
    [("news.example", True),  # a hop in the middle of the chain: neither the pasted link nor the final page
     ("sho.rt", True),  # the pasted link's own site
     ("rival.example", False)],  # never visited: another outlet's article is not this page's canonical
)
async def test_canonical_on_a_site_the_redirect_chain_visited(
    make_fetcher: FetcherFactory, canonical_site: str, trusted: bool
) -> None:
    async def resolver(host: str, port: int) -> list[str]:
        return ["127.0.0.1"]

    with PageServer() as short, PageServer() as news, PageServer() as cdn:
        pasted = f"http://sho.rt:{short.port}/x"
        middle = f"http://news.example:{news.port}/amp/vale"
        final = f"http://cdn.example:{cdn.port}/news.example/amp/vale"
        href = f"https://{canonical_site}/vale-marries"
        short.route("/x", status=301, headers={"Location": middle})
        news.route("/amp/vale", status=302, headers={"Location": final})
        cdn.route("/news.example/amp/vale", body=CANONICAL_PAGE.format(href=href).encode())
        fetcher, _ = make_fetcher(allowed=[f"sho.rt:{short.port}", f"news.example:{news.port}",
                                           f"cdn.example:{cdn.port}"], resolver=resolver)
        page = await fetcher.fetch(pasted)
        assert page.redirects == (pasted, middle, final) and page.final_url == final
        loader = WebArticleLoader(fetcher, max_concurrent_extractions=1)
        try:
            article = await loader.load(pasted)
        finally:
            loader.close()
    assert article.url == final
    assert article.canonical_url == (href if trusted else None)
