"""Hostile links through the same path the adapters use (Core.recap_for_chat): each ends in a clear one-line error,
in bounded time and memory, and the bot keeps serving the next request."""

from __future__ import annotations

import asyncio
import time
import tracemalloc
import zlib
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.app import Core, open_core
from bot.config import Secrets, Settings
from bot.errors import BotError
from tests.support.pages import PageServer, article_html

GOOD = [
    "Soap star Juno Hart has confirmed she is leaving the long-running drama after eleven years on the show.",
    '"It has been the best job in the world, but it is time for something new," Hart told fans on Sunday.',
    "Producers said her final scenes will air in the spring, and hinted that the door stays open for a return.",
    "Hart, 39, joined the cast as a teenager and has won four awards for the role over the years.",
]


def gzip_bomb(total: int = 300_000_000, chunk: int = 1 << 20) -> Iterator[bytes]:
    comp = zlib.compressobj(9, zlib.DEFLATED, 31)
    zeros = b"\0" * chunk
    for _ in range(total // chunk):
        out = comp.compress(zeros)
        if out:
            yield out
    yield comp.flush()


def endless() -> Iterator[bytes]:
    while True:
        yield b"<p>" + b"la " * 20_000 + b"</p>"


@pytest.fixture
def server() -> Iterator[PageServer]:
    with PageServer() as srv:
        srv.route("/good", body=article_html("Juno Hart quits soap after eleven years", GOOD))
        srv.route("/bomb", chunks=gzip_bomb, headers={"Content-Encoding": "gzip"})
        srv.route("/endless", chunks=endless)
        srv.route("/drip", chunks=lambda: (b"<p>x</p>" for _ in range(1000)), delay=0.5)
        srv.route("/deep", body="<html><body>" + "<div>" * 100_000 + "deep" + "</div>" * 100_000 + "</body></html>")
        srv.route("/scripts", body="<html><head>" + "<script>var a=1;</script>" * 2000 + "</head><body></body></html>")
        srv.route("/badenc", body=b"<html><body><p>\xff\xfe\xfa broken \xc3\x28 bytes</p></body></html>",
                  content_type="text/html; charset=klingon-8")
        srv.route("/empty", body=b"")
        srv.route("/pdf", body=b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", content_type="application/pdf")
        srv.route("/loop", status=302, headers={"Location": "/loop"})
        srv.route("/chain", status=301, headers={"Location": "/chain2"})
        srv.route("/chain2", status=302, headers={"Location": "http://169.254.169.254/latest/meta-data/"})
        srv.route("/bigheaders", body="<p>x</p>", headers={f"X-Junk-{i}": "y" * 4000 for i in range(40)})
        srv.route("/500", status=500, body="<h1>oops</h1>")
        yield srv


@pytest.fixture
async def core(server: PageServer, tmp_path: Path) -> AsyncIterator[Core]:
    settings = Settings.model_validate(
        {
            "fetch": {"allowed_private_hosts": [server.host], "timeout_seconds": 2.0, "max_bytes": 2_000_000},
            "store": {"url": f"sqlite:///{tmp_path}/h.db"},
            "bot": {"recap_timeout_seconds": 10},
        }
    )
    async with open_core(settings, Secrets.from_env(settings, {}), use_llm=False) as c:
        yield c


HOSTILE = [
    "/bomb", "/endless", "/drip", "/deep", "/scripts", "/badenc", "/empty", "/pdf", "/loop", "/chain",
    "/bigheaders", "/500", "/missing",
]
SSRF = [
    "http://127.0.0.1/", "http://localhost/", "http://[::1]/", "http://10.0.0.1/", "http://192.168.1.1/",
    "http://172.16.0.1/", "http://169.254.169.254/latest/meta-data/", "http://[fd00:ec2::254]/", "http://100.64.0.1/",
    "http://0.0.0.0/", "http://[::ffff:127.0.0.1]/", "http://[::ffff:7f00:1]/", "http://[64:ff9b::7f00:1]/",
    "http://2130706433/", "http://0x7f000001/", "http://0177.0.0.1/", "http://127.1/", "http://017700000001/",
    "http://[0:0:0:0:0:ffff:169.254.169.254]/", "file:///etc/passwd", "gopher://127.0.0.1:25/", "javascript:alert(1)",
    "http://user:pass@127.0.0.1/", "http://metadata.google.internal/",
]


async def _recap_error(core: Core, url: str) -> tuple[BotError | None, float]:
    t = time.perf_counter()
    try:
        await core.recap_for_chat(url, platform="test", workspace="w", channel="c")
    except BotError as exc:
        return exc, time.perf_counter() - t
    return None, time.perf_counter() - t


@pytest.mark.parametrize("path", HOSTILE)
async def test_hostile_page_gives_clear_error_and_bot_keeps_serving(core: Core, server: PageServer, path: str) -> None:
    tracemalloc.start()
    try:
        err, seconds = await _recap_error(core, server.url(path))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    if path in ("/badenc", "/bigheaders"):
        # survivable pages: either a clear error or a (thin) recap, never a crash
        assert err is None or err.message
    else:
        assert err is not None, f"{path} should fail"
        assert err.message and "\n" not in err.message and "Traceback" not in err.message
    assert seconds < 8.0
    assert peak < 200_000_000, f"{path} used {peak / 1e6:.0f} MB"
    good = await core.recap_for_chat(server.url("/good"), platform="test", workspace="w", channel="c")
    assert good.article.title.startswith("Juno Hart")


@pytest.mark.parametrize("url", SSRF)
async def test_ssrf_spellings_are_refused(core: Core, url: str) -> None:
    err, seconds = await _recap_error(core, url)
    assert err is not None and err.kind in ("blocked", "invalid_url", "fetch"), (url, err)
    assert seconds < 3.0


async def test_many_hostile_links_at_once_do_not_starve_good_ones(core: Core, server: PageServer) -> None:
    bad = [server.url(p) + f"?n={i}" for i, p in enumerate(HOSTILE * 2)]
    results = await asyncio.gather(
        *(core.recap_for_chat(u, platform="t", workspace="w", channel=f"c{i}") for i, u in enumerate(bad)),
        core.recap_for_chat(server.url("/good"), platform="t", workspace="w", channel="x"),
        return_exceptions=True,
    )
    assert not any(isinstance(r, BaseException) and not isinstance(r, BotError) for r in results)
    assert not isinstance(results[-1], BaseException)
