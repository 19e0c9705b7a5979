"""``gossip-recap check``: validate the configuration and reach every configured peer, one line each."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx

from bot.adapters.settings import DISCORD_TOKEN, SLACK_BOT_TOKEN
from bot.config import Secrets, Settings
from bot.errors import BotError


async def _store(settings: Settings) -> tuple[bool, str]:
    from bot.store import Store

    try:
        store = await Store.connect(settings.store)
    except BotError as exc:
        return False, f"store: {exc.message}"
    try:
        ok = await store.ping()
    finally:
        await store.close()
    return ok, "store: reachable" if ok else "store: not answering"


async def run_checks(settings: Settings, secrets: Secrets) -> AsyncIterator[tuple[bool, str]]:
    yield True, "config: loaded"
    yield await _store(settings)
    from bot.summarize.llm import check_llm

    if secrets.llm_api_key or _is_local(settings.llm.base_url):
        yield await check_llm(settings, secrets)
        llm_t, recap_t = settings.llm.timeout_seconds, settings.bot.recap_timeout_seconds
        if llm_t >= recap_t:
            yield False, (
                f"llm: timeout_seconds ({llm_t:g}s) is not below bot.recap_timeout_seconds ({recap_t:g}s): a slow "
                "LLM recap is cut off before its own timeout can fall back to the extractive engine"
            )
    else:
        yield True, (
            f"llm: not configured ({settings.llm.api_key_env} unset) - the extractive engine will be used"
        )
    if secrets.get(DISCORD_TOKEN):
        from bot.adapters.discord.checks import check_discord

        yield await check_discord(settings, secrets)
    else:
        yield True, "discord: DISCORD_TOKEN unset - skipped"
    if secrets.get(SLACK_BOT_TOKEN):
        from bot.adapters.slack.checks import check_slack

        yield await check_slack(settings, secrets)
    else:
        yield True, "slack: SLACK_BOT_TOKEN unset - skipped"


def _is_local(base_url: str) -> bool:
    host = httpx.URL(base_url).host
    return host in ("localhost", "127.0.0.1", "::1")
