"""`gossip-recap check` for Discord: is the token accepted by the configured API?"""

from __future__ import annotations

import httpx

from bot.adapters.settings import DISCORD_TOKEN, discord_settings
from bot.config import Secrets, Settings

CHECK_TIMEOUT = 10.0


async def check_discord(settings: Settings, secrets: Secrets) -> tuple[bool, str]:
    url = discord_settings(settings).api_base_url.rstrip("/") + "/users/@me"
    try:
        async with httpx.AsyncClient(timeout=CHECK_TIMEOUT) as client:
            r = await client.get(url, headers={"Authorization": f"Bot {secrets.get(DISCORD_TOKEN)}"})
    except httpx.HTTPError as exc:
        return False, f"discord: cannot reach {discord_settings(settings).api_base_url} ({type(exc).__name__})"
    if r.status_code == 401:
        return False, "discord: the API refused DISCORD_TOKEN (401)"
    if r.status_code != 200:
        return False, f"discord: {discord_settings(settings).api_base_url} answered {r.status_code}"
    return True, f"discord: logged in as {r.json().get('username', '?')}"
