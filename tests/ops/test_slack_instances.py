"""Slack HTTP mode behind a load balancer: two real ``gossip-recap slack`` processes, one PostgreSQL. An event
delivered to both (a retry that lands on the other instance, or a duplicate delivery) is acted on once."""

from __future__ import annotations

import json
import secrets
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from bot.config import StoreSettings
from bot.store import Store
from tests.ops.support import BotProcess, LoopThread, clean_env, free_port, toml, wait_until
from tests.slack.conftest import STORY, STORY_TITLE, event_callback, message, sign
from tests.slack.mock_slack import MockSlack
from tests.support.pages import PageServer, article_html

pytestmark = pytest.mark.postgres


@pytest.fixture
def loop() -> Iterator[LoopThread]:
    with LoopThread() as lt:
        yield lt


async def _migrate(url: str) -> None:
    store = await Store.connect(StoreSettings(url=url))
    await store.close()


def test_two_http_instances_act_on_each_event_once(tmp_path: Path, loop: LoopThread, pg_url: str) -> None:
    loop.run(_migrate(pg_url))
    slack = loop.run(MockSlack().__aenter__())
    signing, token = secrets.token_hex(16), "xoxb-" + secrets.token_hex(8)
    procs: list[BotProcess] = []
    urls: list[str] = []
    with PageServer() as pages:
        pages.route("/story", body=article_html(STORY_TITLE, STORY), delay=0.5)
        try:
            for i in range(2):
                port = free_port()
                workdir = tmp_path / f"i{i}"
                workdir.mkdir()
                config = toml({
                    "slack": {"api_base_url": slack.api_url},
                    "fetch": {"allowed_private_hosts": [pages.host], "timeout_seconds": 10},
                    "store": {"url": pg_url},
                    "bot": {"user_burst": 20, "channel_burst": 20},
                    "log": {"format": "text", "level": "INFO"},
                    "digest": {"enabled": False},
                })
                env = clean_env(SLACK_BOT_TOKEN=token, SLACK_SIGNING_SECRET=signing, PORT=str(port))
                procs.append(BotProcess.start("slack", workdir, config, env))
                urls.append(f"http://127.0.0.1:{port}/slack/events")
            for proc, url in zip(procs, urls, strict=True):
                proc.wait_http(url.replace("/slack/events", "/healthz"), within=90.0)

            def deliver(url: str, ts: str, event_id: str, retry: int | None = None) -> int:
                body = json.dumps(event_callback(message(f"<{pages.url('/story')}?t={ts}>", ts=ts), event_id))
                now = int(time.time())
                headers = {"Content-Type": "application/json", "X-Slack-Request-Timestamp": str(now),
                           "X-Slack-Signature": sign(signing, now, body)}
                if retry is not None:
                    headers |= {"X-Slack-Retry-Num": str(retry), "X-Slack-Retry-Reason": "http_timeout"}
                return httpx.post(url, content=body.encode(), headers=headers, timeout=10.0).status_code

            cases = [  # (thread ts, event id, deliveries as (instance, retry number))
                ("1700000001.000100", "EvRetryOther", [(0, None), (1, 1)]),  # retry lands on the other instance
                ("1700000002.000100", "EvBoth", [(0, None), (1, None)]),  # duplicate delivery, at the same time
                ("1700000003.000100", "EvOnlyB", [(1, None)]),
                ("1700000004.000100", "EvOnlyA", [(0, None)]),
            ]
            statuses: list[int] = []
            for ts, event_id, deliveries in cases:
                threads = [threading.Thread(target=lambda i=i, r=r, ts=ts, ev=event_id: statuses.append(
                    deliver(urls[i], ts, ev, r))) for i, r in deliveries]
                for t in threads:
                    t.start()
                for t in threads:
                    t.join(20)
            assert statuses and all(s == 200 for s in statuses), statuses

            def threads_posted() -> list[str]:
                return [c.data.get("thread_ts") for c in slack.calls_to("chat.postMessage")]

            wait_until(lambda: len(set(threads_posted())) == len(cases), within=60.0, what="a recap per event",
                       proc=procs[0])
            time.sleep(2.0)  # a duplicate post would arrive by now (the page answers in 0.5 s)
            assert sorted(threads_posted()) == sorted(ts for ts, _, _ in cases), threads_posted()
            for proc in procs:
                assert proc.stop(40.0) == 0, proc.tail()
        finally:
            for proc in procs:
                proc.kill()
            loop.run(slack.__aexit__(None, None, None))
    for proc in procs:
        assert "Traceback" not in proc.stderr_text(), proc.tail(40)
