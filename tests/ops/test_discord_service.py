"""The Discord process as an operator runs it: ``python -m bot discord`` against the loopback fake Discord."""

from __future__ import annotations

import asyncio
import json
import secrets
import signal
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.discord.fake_discord import FakeDiscord
from tests.ops.support import BotProcess, LoopThread, clean_env, free_port, metric, toml, wait_until
from tests.slack.conftest import STORY, STORY_TITLE
from tests.support.pages import PageServer, article_html


async def _fake() -> FakeDiscord:
    fake = FakeDiscord()
    await fake.start()
    return fake


@pytest.fixture
def loop() -> Iterator[LoopThread]:
    with LoopThread() as lt:
        yield lt


def test_discord_process_health_recap_and_clean_shutdown(tmp_path: Path, loop: LoopThread) -> None:
    fake = loop.run(_fake())
    token = secrets.token_urlsafe(24).replace("-", "x")
    health_port = free_port()
    health = f"http://127.0.0.1:{health_port}/healthz"
    db = tmp_path / "discord.db"
    with PageServer() as pages:
        pages.route("/story", body=article_html(STORY_TITLE, STORY))
        config = toml({
            "discord": {"api_base_url": fake.api_base_url, "gateway_url": fake.gateway_url},
            "fetch": {"allowed_private_hosts": [pages.host], "timeout_seconds": 10},
            "store": {"url": f"sqlite:///{db}"},
            "health": {"enabled": True, "port": health_port},
            "log": {"format": "json", "level": "DEBUG"},
            "digest": {"enabled": False},
        })
        gate = asyncio.Event()
        fake.ready_gate = gate  # READY is held until the test has seen the bot degraded
        proc = BotProcess.start("discord", tmp_path, config, clean_env(DISCORD_TOKEN=token))
        try:
            proc.wait_http(health)
            # degraded (503) until the gateway says READY, then ok
            resp = httpx.get(health, timeout=5.0)
            assert resp.status_code == 503, proc.tail()
            assert resp.json() == {"status": "degraded", "store": True, "chat": {"discord": False}}
            wait_until(lambda: fake.identify is not None, within=30.0, what="the gateway IDENTIFY", proc=proc)
            assert httpx.get(health, timeout=5.0).status_code == 503  # identified, READY still held
            loop.loop.call_soon_threadsafe(gate.set)
            deadline = time.monotonic() + 30.0
            while (resp := httpx.get(health, timeout=5.0)).status_code != 200 and time.monotonic() < deadline:
                assert resp.status_code == 503
                time.sleep(0.1)
            assert resp.status_code == 200, proc.tail()
            assert resp.json() == {"status": "ok", "store": True, "chat": {"discord": True}}
            assert fake.identify is not None and fake.identify["token"] == token

            loop.run(fake.post_message(fake.channel_a, f"did you see this {pages.url('/story')}"))
            wait_until(lambda: fake.find("POST", rf"/channels/{fake.channel_a}/messages$"), within=20.0,
                       what="the recap reply", proc=proc)
            reply = fake.find("POST", rf"/channels/{fake.channel_a}/messages$")[0].json
            assert "Mara Vale" in json.dumps(reply)

            text = httpx.get(health.replace("/healthz", "/metrics"), timeout=5.0).text
            assert metric(text, "gossip_recap_recaps_total", engine="extractive", outcome="ok") == 1.0
            assert metric(text, "gossip_recap_chat_connected", platform="discord") == 1.0

            assert proc.stop(15.0) == 0, proc.tail()
        finally:
            proc.kill()
            loop.run(fake.stop())
    err = proc.stderr_text() + proc.stdout_text()
    assert token not in err, "the Discord token leaked to the logs"
    for line in proc.stderr_text().splitlines():
        assert isinstance(json.loads(line), dict), line[:200]
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def _config(fake: FakeDiscord, pages: PageServer, db: Path, **discord: Any) -> str:
    return toml({
        "discord": {"api_base_url": fake.api_base_url, "gateway_url": fake.gateway_url, **discord},
        "fetch": {"allowed_private_hosts": [pages.host], "timeout_seconds": 20},
        "store": {"url": f"sqlite:///{db}"},
        "log": {"format": "text", "level": "INFO"},
        "digest": {"enabled": False},
    })


def test_sigterm_during_a_slow_recap_still_posts_it_and_exits_0(tmp_path: Path, loop: LoopThread) -> None:
    """The whole handler (recap, suppress preview, reply) is the unit in flight: SIGTERM waits for all of it."""
    fake = loop.run(_fake())
    with PageServer() as pages:
        pages.route("/slow", body=article_html(STORY_TITLE, STORY), delay=3.0)
        proc = BotProcess.start("discord", tmp_path, _config(fake, pages, tmp_path / "d.db"),
                                clean_env(DISCORD_TOKEN="fake-token"))
        try:
            proc.wait_log("connected to Discord", within=60.0)
            msg = loop.run(fake.post_message(fake.channel_a, f"so slow {pages.url('/slow')}"))
            wait_until(lambda: pages.hits["/slow"] == 1, within=20.0, what="the article fetch", proc=proc)
            proc.signal(signal.SIGTERM)
            assert proc.wait(40.0) == 0, proc.tail()
        finally:
            proc.kill()
            loop.run(fake.stop())
    replies = fake.find("POST", rf"^/channels/{fake.channel_a}/messages$")
    assert len(replies) == 1, proc.tail()
    assert str(replies[0].json["message_reference"]["message_id"]) == msg["id"]
    assert "Mara Vale" in json.dumps(replies[0].json, ensure_ascii=False)
    assert fake.find("PATCH", rf"/messages/{msg['id']}$"), "the preview was suppressed before the reply"
    log = proc.stderr_text()
    assert "Traceback" not in log and "Session is closed" not in log, log[-3000:]


@pytest.mark.parametrize(
    ("answer", "status", "needle"),
    [
        (None, 3, "Discord unreachable"),  # nothing listens: connection refused on every attempt
        (503, 3, "answered 503"),
        (401, 2, "rejected the token"),
    ],
)
def test_discord_unreachable_at_start_is_one_line_per_try_and_a_documented_status(
    tmp_path: Path, answer: int | None, status: int, needle: str
) -> None:
    port = free_port()
    if answer is None:
        server = None
    else:
        server = PageServer()
        server.__enter__()
        server.route("/api/v10/users/@me", status=answer)
        port = server.port
    try:
        config = toml({
            "discord": {"api_base_url": f"http://127.0.0.1:{port}/api/v10", "start_attempts": 2,
                        "start_backoff_seconds": 0.2},
            "store": {"url": f"sqlite:///{tmp_path / 'd.db'}"},
            "log": {"format": "text", "level": "INFO"},
        })
        proc = BotProcess.start("discord", tmp_path, config, clean_env(DISCORD_TOKEN="fake-token"))
        try:
            assert proc.wait(60.0) == status, proc.tail()
        finally:
            proc.kill()
    finally:
        if server is not None:
            server.__exit__(None, None, None)
    log = proc.stderr_text()
    assert "Traceback" not in log, log[-3000:]
    lines = [line for line in log.splitlines() if needle in line]
    assert lines, log[-2000:]
    tries = 1 if status == 2 else 2  # a refused token is not retried
    assert len(lines) == tries, log[-2000:]
