"""`gossip-recap check` for Slack: does auth.test pass against the configured Web API?"""

from __future__ import annotations

from bot.adapters.settings import SLACK_APP_TOKEN, SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, slack_settings
from bot.config import Secrets, Settings


async def check_slack(settings: Settings, secrets: Secrets) -> tuple[bool, str]:
    from slack_sdk.errors import SlackApiError
    from slack_sdk.web.async_client import AsyncWebClient

    base_url = slack_settings(settings).api_base_url
    client = AsyncWebClient(token=secrets.get(SLACK_BOT_TOKEN), base_url=base_url, timeout=10)
    try:
        resp = await client.auth_test()
    except SlackApiError as exc:
        return False, f"slack: auth.test failed ({exc.response.get('error', 'error')})"
    except Exception as exc:
        return False, f"slack: cannot reach {slack_settings(settings).api_base_url} ({type(exc).__name__})"
    mode = "Socket Mode" if secrets.get(SLACK_APP_TOKEN) else "HTTP mode"
    if not secrets.get(SLACK_APP_TOKEN) and not secrets.get(SLACK_SIGNING_SECRET):
        return False, "slack: set SLACK_APP_TOKEN (Socket Mode) or SLACK_SIGNING_SECRET (HTTP mode)"
    return True, f"slack: authenticated as {resp.get('user', '?')} in {resp.get('team', '?')} ({mode})"
