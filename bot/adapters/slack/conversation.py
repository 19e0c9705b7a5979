"""The two ways a Slack request is answered (:class:`bot.chat.Conversation`): recaps in a message's thread, and a
slash command's reply. Formatting and Slack's rules live here; policy lives in :mod:`bot.chat`."""

from __future__ import annotations

import contextlib
from typing import Any

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot.chat import Outcome
from bot.models import Recap
from bot.render.slack import error_text, recap_blocks

from .common import RECAP_EMOJI, post_recap, tell_member


class ThreadReply:
    """Recaps in the thread of a member's message; error lines only the member sees."""

    def __init__(self, client: AsyncWebClient, *, channel: str, user: str, ts: str, thread_ts: str) -> None:
        self.client, self.channel, self.user, self.ts, self.thread_ts = client, channel, user, ts, thread_ts

    def defer(self) -> contextlib.AbstractAsyncContextManager[None]:
        return contextlib.nullcontext()

    async def react(self) -> None:
        await self.client.reactions_add(channel=self.channel, timestamp=self.ts, name=RECAP_EMOJI)

    async def send(self, outcome: Outcome) -> None:
        for recap in outcome.recaps:
            await post_recap(self.client, channel=self.channel, recap=recap, thread_ts=self.thread_ts)
        for line in outcome.errors:
            await self.tell(line)

    async def tell(self, text: str) -> None:
        await tell_member(self.client, channel=self.channel, user=self.user, text=error_text(text),
                          thread_ts=self.thread_ts)


class CommandReply:
    """``/recap``: the recap in the channel (or only for the caller), errors through the command's response_url."""

    def __init__(self, client: AsyncWebClient, respond: Any, *, channel: str, private: bool) -> None:
        self.client, self.respond, self.channel, self.private = client, respond, channel, private

    def defer(self) -> contextlib.AbstractAsyncContextManager[None]:
        return contextlib.nullcontext()  # the ack already said "On it"

    async def react(self) -> None:
        return None

    async def send(self, outcome: Outcome) -> None:
        for recap in outcome.recaps:
            await self._post(recap)
        for line in outcome.errors:
            await self.tell(line)

    async def tell(self, text: str) -> None:
        await self.respond(text=error_text(text), response_type="ephemeral", replace_original=False)

    async def _post(self, recap: Recap) -> None:
        blocks, text = recap_blocks(recap)
        if self.private:
            await self.respond(blocks=blocks, text=text, response_type="ephemeral", replace_original=False)
            return
        try:
            await post_recap(self.client, channel=self.channel, recap=recap)
        except SlackApiError as exc:
            if exc.response.get("error") not in ("not_in_channel", "channel_not_found"):
                raise
            # the bot is not a member: answer through the command instead
            await self.respond(blocks=blocks, text=text, response_type="in_channel", replace_original=False)
