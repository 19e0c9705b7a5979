"""The Discord process as an operator runs it: ``python -m bot discord`` against the loopback fake Discord."""

from __future__ import annotations

import json
import secrets
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

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
        proc = BotProcess.start("discord", tmp_path, config, clean_env(DISCORD_TOKEN=token))
        try:
            proc.wait_http(health)
            # degraded (503) until the gateway says READY, then ok
            deadline, seen_degraded = time.monotonic() + 20.0, False
            while (resp := httpx.get(health, timeout=5.0)).status_code != 200 and time.monotonic() < deadline:
                assert resp.status_code == 503
                assert resp.json() == {"status": "degraded", "store": True, "chat": {"discord": False}}
                seen_degraded = True
                time.sleep(0.1)
            assert seen_degraded, "health said ok before the gateway was READY (ready waits ~2 s for guilds)"
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
