"""Fixtures: a fake Discord + a loopback article site + a real Core (SQLite in tmp_path) + the real bot."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.app import Core, open_core
from bot.config import Secrets, Settings
from tests.discord.fake_discord import FakeDiscord
from tests.support.pages import PageServer

TOKEN = "fake-bot-token"


@dataclass
class Harness:
    core: Core
    bot: discord.Client
    fake: FakeDiscord
    pages: PageServer


StartBot = Callable[..., Awaitable[Harness]]


@pytest.fixture
def pages() -> Iterator[PageServer]:
    with PageServer() as srv:
        yield srv


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    f = FakeDiscord()
    await f.start()
    yield f
    await f.stop()


@pytest.fixture
async def start_bot(tmp_path: Path, fake: FakeDiscord, pages: PageServer) -> AsyncIterator[StartBot]:
    """``h = await start_bot(bot={"user_burst": 1}, discord={"reply_in_thread": True})``: a connected bot."""
    from bot.adapters.discord import create_bot

    saved_base = discord.http.Route.BASE
    saved_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    started: list[tuple[discord.Client, asyncio.Task[None]]] = []

    async with contextlib.AsyncExitStack() as stack:

        async def start(**sections: dict[str, Any]) -> Harness:
            data: dict[str, dict[str, Any]] = {
                "fetch": {"allowed_private_hosts": [pages.host]},
                "store": {"url": f"sqlite:///{tmp_path}/t.db"},
                "discord": {"api_base_url": fake.api_base_url, "gateway_url": fake.gateway_url},
                "digest": {"enabled": False},
            }
            for name, values in sections.items():
                data.setdefault(name, {}).update(values)
            settings = Settings.model_validate(data)
            secrets = Secrets(chat={"DISCORD_TOKEN": TOKEN})
            core = await stack.enter_async_context(open_core(settings, secrets, use_llm=False))
            bot = create_bot(core, guild_ready_timeout=0.05)
            task = asyncio.create_task(bot.start(TOKEN))
            started.append((bot, task))
            ready = asyncio.create_task(bot.wait_until_ready())
            done, _ = await asyncio.wait({task, ready}, timeout=10, return_when=asyncio.FIRST_COMPLETED)
            if task in done:
                ready.cancel()
                task.result()  # surface why the bot could not start
                raise AssertionError("bot.start() returned before the bot was ready")
            if ready not in done:
                ready.cancel()
                raise AssertionError("bot did not become ready within 10 s")
            return Harness(core, bot, fake, pages)

        yield start
        for bot, task in started:
            await bot.close()
            if not task.done():
                await asyncio.wait_for(task, 5)
            elif not task.cancelled() and task.exception() is not None:
                raise task.exception()  # type: ignore[misc]
    discord.http.Route.BASE = saved_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved_gateway

