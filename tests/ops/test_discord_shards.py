"""Two real ``gossip-recap discord`` processes, two shards each (shard_count 4), one PostgreSQL, the fake Discord:
every pasted link is answered once, and each subscribed channel gets one digest for the day."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.config import StoreSettings
from bot.digest import Subscription
from bot.store import Store
from tests.discord.fake_discord import FakeDiscord
from tests.ops.support import BotProcess, LoopThread, clean_env, toml, wait_until
from tests.slack.conftest import STORY, STORY_TITLE
from tests.support.pages import PageServer, article_html

SHARDS = 4
PROCESSES = ([0, 1], [2, 3])

pytestmark = pytest.mark.postgres


@pytest.fixture
def loop() -> Iterator[LoopThread]:
    with LoopThread() as lt:
        yield lt


async def _prepare(url: str, channels: dict[int, list[int]]) -> None:
    """Migrate once, and subscribe every channel to a digest due since midnight UTC (created two days ago)."""
    store = await Store.connect(StoreSettings(url=url))
    try:
        now = datetime.now(UTC)
        for guild, chans in channels.items():
            for ch in chans:
                sub = Subscription(platform="discord", workspace=str(guild), channel=str(ch), at="00:00", tz="UTC",
                                   created_at=now - timedelta(days=2))
                await store.upsert_subscription(sub, now)
    finally:
        await store.close()


async def _fake() -> FakeDiscord:
    fake = FakeDiscord(extra_guilds=SHARDS - 1)
    await fake.start()
    return fake


def test_two_processes_two_shards_each_answer_every_link_once_and_post_one_digest_per_channel(
    tmp_path: Path, loop: LoopThread, pg_url: str
) -> None:
    fake = loop.run(_fake())
    channels = {g: fake.channels_of(g) for g in fake.guilds}
    loop.run(_prepare(pg_url, channels))
    procs: list[BotProcess] = []
    with PageServer() as pages:
        pages.route("/story", body=article_html(STORY_TITLE, STORY))
        try:
            for i, shard_ids in enumerate(PROCESSES):
                workdir = tmp_path / f"p{i}"
                workdir.mkdir()
                config = toml({
                    "discord": {"api_base_url": fake.api_base_url, "gateway_url": fake.gateway_url,
                                "shard_count": SHARDS, "shard_ids": shard_ids},
                    "fetch": {"allowed_private_hosts": [pages.host], "timeout_seconds": 20},
                    "store": {"url": pg_url},
                    "log": {"format": "text", "level": "INFO"},
                    "digest": {"enabled": True, "post_quiet_days": True, "check_interval_seconds": 0.5},
                })
                procs.append(BotProcess.start("discord", workdir, config, clean_env(DISCORD_TOKEN="fake-token")))
            for proc in procs:
                proc.wait_log("connected to Discord", within=90.0)
            identified = sorted(tuple(d["shard"]) for d in fake.identifies)
            assert identified == [(s, SHARDS) for s in range(SHARDS)], identified

            every_channel = [ch for chans in channels.values() for ch in chans]
            # the guilds are spread over all four shards, so both processes have work
            assert sorted({fake.shard_of(g) for g in fake.guilds}) == [0, 1, 2, 3]
            posted = [loop.run(fake.post_message(ch, f"look {pages.url('/story')}?c={ch}")) for ch in every_channel]

            def replies() -> list[dict[str, object]]:
                return [c.json for c in fake.calls
                        if c.method == "POST" and c.path.endswith("/messages") and isinstance(c.json, dict)
                        and c.json.get("message_reference")]

            def digests() -> list[str]:
                return [c.path for c in fake.calls
                        if c.method == "POST" and c.path.endswith("/messages") and isinstance(c.json, dict)
                        and not c.json.get("message_reference") and c.json.get("embeds")]

            wait_until(lambda: len(replies()) >= len(posted), within=60.0, what="a reply per pasted link",
                       proc=procs[0])
            wait_until(lambda: len(digests()) >= len(every_channel), within=60.0, what="a digest per channel",
                       proc=procs[0])
            # let both schedulers make several more passes (every 0.5 s): a second digest would show up now
            wait_until(lambda: all("digest scheduler" in p.stderr_text() for p in procs), within=10.0,
                       what="both schedulers running")
            time.sleep(3.0)
            answered = sorted(str(r["message_reference"]["message_id"]) for r in replies())  # type: ignore[index]
            assert answered == sorted(m["id"] for m in posted), answered
            assert sorted(digests()) == sorted(f"/channels/{ch}/messages" for ch in every_channel)
            for proc in procs:
                assert proc.stop(40.0) == 0, proc.tail()
        finally:
            for proc in procs:
                proc.kill()
            loop.run(fake.stop())
    logs = [p.stderr_text() for p in procs]
    for log in logs:
        assert "Traceback" not in log, log[-3000:]
    for log, shard_ids in zip(logs, PROCESSES, strict=True):
        assert f"shards {shard_ids} of {SHARDS}" in log, log[-2000:]
