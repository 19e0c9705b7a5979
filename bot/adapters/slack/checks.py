"""`gossip-recap check` for Slack: does auth.test pass against the configured Web API?"""

from __future__ import annotations

from bot.config import Secrets, Settings


async def check_slack(settings: Settings, secrets: Secrets) -> tuple[bool, str]:
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
