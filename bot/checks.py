"""``gossip-recap check``: validate the configuration and reach every configured peer, one line each."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx

from bot.config import Secrets, Settings
from bot.errors import BotError

CHECK_TIMEOUT = 10.0


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


async def _discord(settings: Settings, secrets: Secrets) -> tuple[bool, str]:
    url = settings.discord.api_base_url.rstrip("/") + "/users/@me"
    try:
        async with httpx.AsyncClient(timeout=CHECK_TIMEOUT) as client:
            r = await client.get(url, headers={"Authorization": f"Bot {secrets.discord_token}"})
    except httpx.HTTPError as exc:
        return False, f"discord: cannot reach {settings.discord.api_base_url} ({type(exc).__name__})"
    if r.status_code == 401:
        return False, "discord: the API refused DISCORD_TOKEN (401)"
    if r.status_code != 200:
        return False, f"discord: {settings.discord.api_base_url} answered {r.status_code}"
    return True, f"discord: logged in as {r.json().get('username', '?')}"


async def _slack(settings: Settings, secrets: Secrets) -> tuple[bool, str]:
    from slack_sdk.errors import SlackApiError
    from slack_sdk.web.async_client import AsyncWebClient

    client = AsyncWebClient(token=secrets.slack_bot_token, base_url=settings.slack.api_base_url, timeout=10)
    try:
        resp = await client.auth_test()
    except SlackApiError as exc:
        return False, f"slack: auth.test failed ({exc.response.get('error', 'error')})"
    except Exception as exc:
        return False, f"slack: cannot reach {settings.slack.api_base_url} ({type(exc).__name__})"
    mode = "Socket Mode" if secrets.slack_app_token else "HTTP mode"
    if not secrets.slack_app_token and not secrets.slack_signing_secret:
        return False, "slack: set SLACK_APP_TOKEN (Socket Mode) or SLACK_SIGNING_SECRET (HTTP mode)"
    return True, f"slack: authenticated as {resp.get('user', '?')} in {resp.get('team', '?')} ({mode})"


async def run_checks(settings: Settings, secrets: Secrets) -> AsyncIterator[tuple[bool, str]]:
    yield True, "config: loaded"
    yield await _store(settings)
    from bot.summarize.llm import check_llm

    if secrets.llm_api_key or _is_local(settings.llm.base_url):
        yield await check_llm(settings, secrets)
    else:
        yield True, (
            f"llm: not configured ({settings.llm.api_key_env} unset) - the extractive engine will be used"
        )
    if secrets.discord_token:
        yield await _discord(settings, secrets)
    else:
        yield True, "discord: DISCORD_TOKEN unset - skipped"
    if secrets.slack_bot_token:
        yield await _slack(settings, secrets)
    else:
        yield True, "slack: SLACK_BOT_TOKEN unset - skipped"


def _is_local(base_url: str) -> bool:
    host = httpx.URL(base_url).host
    return host in ("localhost", "127.0.0.1", "::1")
