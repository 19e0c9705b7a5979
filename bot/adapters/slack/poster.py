"""The daily-digest poster for the scheduler: ``posters={"slack": make_digest_poster(client)}``."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from slack_sdk.web.async_client import AsyncWebClient

from bot.digest import Digest, Subscription
from bot.render.digest import digest_blocks


def make_digest_poster(client: AsyncWebClient) -> Callable[[Subscription, Digest], Awaitable[None]]:
    async def post_digest(sub: Subscription, digest: Digest) -> None:
        blocks, text = digest_blocks(digest)
        await client.chat_postMessage(
            channel=sub.channel, blocks=blocks, text=text, unfurl_links=False, unfurl_media=False
        )

    return post_digest
