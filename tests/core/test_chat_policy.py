"""The chat policy of bot/chat.py with a real Core (SQLite, loopback pages): the user's time limit counts from the
message (queue included), a shared recap survives one waiter giving up, and every request gets one answer."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot import chat
from bot.app import Core, open_core
from bot.config import Secrets, Settings
from bot.urls import LinkSyntax
from tests.support.pages import PageServer, article_html

TITLE = "Ana Lind and Bo Reyes Split After Two Years"
PARAS = [
    "Singer Ana Lind and actor Bo Reyes have split after two years together, their representatives said on Monday.",
    "\u201cWe will always be friends,\u201d Lind said in a short statement shared with her fans.",
    "Reyes was seen leaving a restaurant in Rome on Sunday night, according to diners there.",
]
SYNTAX = LinkSyntax()


class Recorded:
    """The platform side of one request: records what the core asked it to do."""

    def __init__(self) -> None:
        self.sent: list[chat.Outcome] = []
        self.told: list[str] = []
        self.reacted = 0

    @contextlib.asynccontextmanager
    async def _nothing(self) -> AsyncIterator[None]:
        yield

    def defer(self) -> contextlib.AbstractAsyncContextManager[None]:
        return self._nothing()

    async def react(self) -> None:
        self.reacted += 1

    async def send(self, outcome: chat.Outcome) -> None:
        self.sent.append(outcome)

    async def tell(self, text: str) -> None:
        self.told.append(text)


@pytest.fixture
def pages() -> Iterator[PageServer]:
    with PageServer() as srv:
        srv.route("/fast", body=article_html(TITLE, PARAS))
        srv.route("/slow", body=article_html(TITLE, PARAS), delay=4.0)
        srv.route("/shared", body=article_html(TITLE, PARAS), delay=2.5)
        yield srv


@contextlib.asynccontextmanager
async def _core(pages: PageServer, tmp_path: Path, **bot: Any) -> AsyncIterator[Core]:
    settings = Settings.model_validate({
        "fetch": {"allowed_private_hosts": [pages.host], "timeout_seconds": 20},
        "store": {"url": f"sqlite:///{tmp_path / 'chat.db'}"},
        "digest": {"enabled": False},
        "bot": {"user_burst": 50, "channel_burst": 50, **bot},
    })
    async with open_core(settings, Secrets(), use_llm=False) as core:
        yield core


async def _hit(pages: PageServer, path: str) -> None:
    """Until the page server has received a request for ``path`` (it counts in its own thread)."""
    async with asyncio.timeout(20):
        while pages.hits[path] == 0:  # noqa: ASYNC110 - the counter lives in another thread, no event to await
            await asyncio.sleep(0.02)


def _where(channel: str, user: str = "u1") -> chat.Where:
    return chat.Where(platform="test", workspace="w", channel=channel, user=user, ids=f"channel={channel}")


async def test_time_limit_counts_queue_time(pages: PageServer, tmp_path: Path) -> None:
    """#18 item 8: one recap slot, held by a slow page; a fast link queued behind it is answered (with the
    time-out line) within its own limit, not after the slow one releases the slot."""
    async with _core(pages, tmp_path, max_concurrent_recaps=1, recap_timeout_seconds=1.5) as core:
        loop = asyncio.get_running_loop()
        blocker = asyncio.create_task(core.recap_for_chat(
            pages.url("/slow"), platform="test", workspace="w", channel="a", deadline=loop.time() + 30))
        await _hit(pages, "/slow")
        conv = Recorded()
        await chat.pasted(core, _where("b"), f"look {pages.url('/fast')}", conv, syntax=SYNTAX)
        assert not blocker.done(), "the queued link was answered before the slot came free"
        assert [o.errors for o in conv.sent] == [(chat.TIMEOUT_MESSAGE,)]
        assert pages.hits["/fast"] == 0
        assert (await blocker).article.title == TITLE


async def test_shared_recap_survives_the_first_waiter_timing_out(pages: PageServer, tmp_path: Path) -> None:
    """#18 item 9: two channels share one in-flight recap; the first gives up, the second still gets the recap."""
    async with _core(pages, tmp_path) as core:
        loop = asyncio.get_running_loop()
        url = pages.url("/shared")
        first = asyncio.create_task(core.recap_for_chat(url, platform="test", workspace="w", channel="a",
                                                        deadline=loop.time() + 0.8))
        second = asyncio.create_task(core.recap_for_chat(url, platform="test", workspace="w", channel="b",
                                                         deadline=loop.time() + 30))
        results = await asyncio.gather(first, second, return_exceptions=True)
        assert isinstance(results[0], chat.BotError) and results[0].message == chat.TIMEOUT_MESSAGE
        assert not isinstance(results[1], BaseException), repr(results[1])
        assert results[1].article.title == TITLE
        assert pages.hits["/shared"] == 1


async def test_shared_recap_is_stopped_when_nobody_waits(pages: PageServer, tmp_path: Path) -> None:
    async with _core(pages, tmp_path) as core:
        loop = asyncio.get_running_loop()
        url = pages.url("/shared")
        waiters = [asyncio.ensure_future(core.recap_for_chat(url, platform="test", workspace="w", channel=c,
                                                             deadline=loop.time() + 0.5)) for c in ("a", "b")]
        for _ in range(500):  # the shared computation starts on the waiters' first loop turns
            if core.recapper._inflight:
                break
            await asyncio.sleep(0.01)
        shared = list(core.recapper._inflight.values())
        results = await asyncio.gather(*waiters, return_exceptions=True)
        assert all(isinstance(r, chat.BotError) and r.kind == "timeout" for r in results)
        # stopped before the last waiter was answered, not on a later loop turn
        assert shared and all(s.task.cancelled() for s in shared), "the computation outlived every waiter"
        assert core.recapper._inflight == {}


@pytest.mark.parametrize(
    ("mode", "expect"),
    [("auto", "sent"), ("react", "reacted"), ("off", "nothing")],
)
async def test_channel_mode_decides_and_an_event_is_acted_on_once(
    pages: PageServer, tmp_path: Path, mode: str, expect: str
) -> None:
    async with _core(pages, tmp_path) as core:
        await core.store.set_channel_mode("test", "w", "c", mode)
        conv = Recorded()
        for _ in range(2):  # the platform delivers the same event twice
            await chat.pasted(core, _where("c"), pages.url("/fast"), conv, syntax=SYNTAX, event_id="Ev1")
        got = {"sent": len(conv.sent), "reacted": conv.reacted}
        want = {"sent": int(expect == "sent"), "reacted": int(expect == "reacted")}
        assert got == want and not conv.told


async def test_rate_limit_is_one_token_per_request_and_answered(pages: PageServer, tmp_path: Path) -> None:
    async with _core(pages, tmp_path, user_burst=1, user_rate_per_minute=0.5) as core:
        text = f"{pages.url('/fast')} {pages.url('/fast?b=1')}"
        first, second = Recorded(), Recorded()
        await chat.pasted(core, _where("c"), text, first, syntax=SYNTAX)
        await chat.pasted(core, _where("c"), text, second, syntax=SYNTAX)
        assert len(first.sent[0].recaps) == 2, "two links in one message cost one token"
        assert not second.sent[0].recaps and "Slow down" in second.sent[0].errors[0]


async def test_drain_waits_for_the_send_and_refuses_new_work(pages: PageServer, tmp_path: Path) -> None:
    async with _core(pages, tmp_path) as core:
        conv = Recorded()
        request = asyncio.create_task(chat.pasted(core, _where("c"), pages.url("/shared"), conv, syntax=SYNTAX))
        await _hit(pages, "/shared")
        assert await core.inflight.drain(30.0)
        assert request.done() and len(conv.sent) == 1 and conv.sent[0].recaps
        late = Recorded()
        await chat.pasted(core, _where("c"), pages.url("/fast"), late, syntax=SYNTAX)
        assert not late.sent and pages.hits["/fast"] == 0
