"""Chat policy, written once for every platform: which links to answer, rate limits, the user's time limit, error
wording, one-per-message claims, and the work in flight that shutdown waits for.

An adapter translates a platform event into a :class:`Where` and a :class:`Conversation` (what the platform must
provide: ``defer``, ``react``, ``send``, ``tell``) and calls one of :func:`pasted`, :func:`reacted` or
:func:`requested`. It never decides policy itself::

    await chat.pasted(core, where, message.text, conversation, syntax=LINKS)

The core names no platform: ``Where.platform`` is a value the adapter chooses, ``syntax`` says how its messages
mark up links.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Protocol

from bot.errors import BotError, InvalidURL, RateLimited
from bot.models import Recap
from bot.urls import LinkSyntax, find_links

if TYPE_CHECKING:
    from bot.app import Core

_log = logging.getLogger(__name__)

RecordKind = Literal["post", "reaction", "command"]

GENERIC_FAILURE = "Sorry — something went wrong on my side. Please try again in a bit."
TIMEOUT_MESSAGE = "Recapping that link took too long — please try again later."
NO_LINK = "I couldn't find an article link in that message."
NOT_A_LINK = "That doesn't look like an article link — paste a full https:// URL."


def user_message(exc: BaseException) -> str:
    """The one line a member sees for a failure, on every platform."""
    if isinstance(exc, BotError):
        return exc.message
    if isinstance(exc, TimeoutError):
        return TIMEOUT_MESSAGE
    return GENERIC_FAILURE


@dataclass(frozen=True)
class Where:
    """Who asked, where: ``channel`` is the channel whose settings apply (a thread follows its parent)."""

    platform: str
    workspace: str
    channel: str
    user: str
    ids: str = ""  # for logs: platform ids, never tokens or content


@dataclass(frozen=True)
class Outcome:
    """What came of the links of one request: recaps in link order, and one error line per failed link."""

    recaps: tuple[Recap, ...] = ()
    errors: tuple[str, ...] = ()


class Conversation(Protocol):
    """What a platform provides to answer one request (a pasted message, a reaction, a command)."""

    def defer(self) -> contextlib.AbstractAsyncContextManager[None]:
        """Show that work is under way while the block runs (typing, a deferred interaction, nothing)."""
        ...

    async def react(self) -> None:
        """Mark the message as one a member can ask to recap (``react`` mode)."""
        ...

    async def send(self, outcome: Outcome) -> None:
        """Format and post the recaps and error lines (the platform's renderer, its limits, no pings)."""
        ...

    async def tell(self, text: str) -> None:
        """One line for the member who asked (ephemeral where the platform allows it)."""
        ...


@dataclass
class InFlight:
    """Handler runs in progress. Each is the whole unit of work: recap *and* send. Shutdown closes, then drains."""

    count: int = 0
    closing: bool = False
    _idle: asyncio.Event = field(default_factory=asyncio.Event)

    def __post_init__(self) -> None:
        self._idle.set()

    @contextlib.asynccontextmanager
    async def unit(self) -> AsyncIterator[None]:
        self.count += 1
        self._idle.clear()
        try:
            yield
        finally:
            self.count -= 1
            if self.count == 0:
                self._idle.set()

    async def drain(self, grace_seconds: float) -> bool:
        """Refuse new work and wait up to ``grace_seconds`` for the work in flight. True if all of it finished."""
        self.closing = True
        if await self.idle(grace_seconds):
            return True
        _log.warning("shutdown: abandoning %d request(s) in flight after %.0f s", self.count, grace_seconds)
        return False

    async def idle(self, within: float | None = None) -> bool:
        """True once nothing is in flight (tests); does not refuse new work."""
        try:
            async with asyncio.timeout(within):
                while self.count:
                    await self._idle.wait()
                    await asyncio.sleep(0)
        except TimeoutError:
            return False
        return True


def links_in(core: Core, text: str | None, syntax: LinkSyntax) -> list[str]:
    """Article links a member pasted (the syntax says what to skip), capped per message."""
    if not text:
        return []
    return find_links(text, syntax)[: core.settings.bot.max_links_per_message]


async def pasted(
    core: Core, where: Where, text: str | None, conv: Conversation, *, syntax: LinkSyntax,
    event_id: str | None = None,
) -> None:
    """A member posted a message: answer its links (``auto``), offer a reaction (``react``) or stay quiet (``off``).

    ``event_id`` is claimed in the store first when the platform may deliver an event more than once (to any
    instance): only the first delivery is acted on.
    """
    deadline = _deadline(core)
    if core.inflight.closing:
        _log.info("shutting down: not answering a message (%s)", where.ids)
        return
    async with core.inflight.unit():
        try:
            links = links_in(core, text, syntax)
            if not links:
                return
            mode = await core.channel_mode(where.platform, where.workspace, where.channel)
            if mode == "off":
                return
            if event_id and not await core.store.claim_event(where.platform, event_id):
                _log.debug("event %s already handled (%s)", event_id, where.ids)
                return
            if mode == "react":
                await conv.react()
                return
            await _answer(core, where, links, conv, "post", deadline)
        except Exception as exc:
            await _report(where, conv, exc)


async def reacted(
    core: Core, where: Where, text: str | None, conv: Conversation, *, syntax: LinkSyntax, message_key: str
) -> None:
    """A member asked for a recap by reacting: in a ``react`` channel, once per message across all instances."""
    deadline = _deadline(core)
    if core.inflight.closing:
        return
    async with core.inflight.unit():
        try:
            links = links_in(core, text, syntax)
            if not links:
                return
            if await core.channel_mode(where.platform, where.workspace, where.channel) != "react":
                return
            if not await core.store.claim_event(where.platform, f"reaction-recap:{message_key}"):
                _log.debug("message %s was already recapped on reaction", message_key)
                return
            await _answer(core, where, links, conv, "reaction", deadline)
        except Exception as exc:
            await _report(where, conv, exc)


async def requested(
    core: Core, where: Where, text: str | None, conv: Conversation, *, syntax: LinkSyntax, max_links: int | None = None,
    none_found: str = NO_LINK,
) -> None:
    """A member asked explicitly (slash command, message menu): recap the links in ``text`` whatever the mode."""
    deadline = _deadline(core)
    async with core.inflight.unit():
        try:
            async with conv.defer():
                links = links_in(core, text, syntax)[:max_links]
                if not links:
                    raise InvalidURL(none_found)
                await _answer(core, where, links, conv, "command", deadline, deferred=True)
        except Exception as exc:
            await _report(where, conv, exc)


def _deadline(core: Core) -> float:
    """The member's wait is bounded from the moment the request reached us, queue time included."""
    return asyncio.get_running_loop().time() + core.settings.bot.recap_timeout_seconds


async def _answer(
    core: Core, where: Where, links: Sequence[str], conv: Conversation, kind: RecordKind, deadline: float,
    *, deferred: bool = False,
) -> None:
    try:
        core.limiter.check(where.platform, where.user, where.channel)
    except RateLimited as exc:
        await conv.send(Outcome(errors=(exc.message,)))
        return
    if deferred:
        outcome = await recap_links(core, where, links, kind, deadline)
    else:
        async with conv.defer():
            outcome = await recap_links(core, where, links, kind, deadline)
    await conv.send(outcome)


async def recap_links(
    core: Core, where: Where, links: Sequence[str], kind: RecordKind, deadline: float
) -> Outcome:
    """Recap every link concurrently under one deadline; failures become one-line messages."""

    async def one(url: str) -> Recap | str:
        try:
            return await core.recap_for_chat(
                url, platform=where.platform, workspace=where.workspace, channel=where.channel, kind=kind,
                deadline=deadline,
            )
        except (BotError, TimeoutError) as exc:
            _log.info("recap of %s failed (%s): %s", url, where.ids, user_message(exc))
            return user_message(exc)
        except Exception:
            _log.exception("recap of %s crashed (%s)", url, where.ids)
            return GENERIC_FAILURE

    results = await asyncio.gather(*(one(u) for u in links))
    return Outcome(
        recaps=tuple(r for r in results if isinstance(r, Recap)),
        errors=tuple(r for r in results if isinstance(r, str)),
    )


async def _report(where: Where, conv: Conversation, exc: BaseException) -> None:
    """Expected failures: one log line; unexpected ones: the traceback. The member always gets one line."""
    if isinstance(exc, BotError):
        _log.info("request failed (%s): %s", where.ids, exc.message)
    else:
        _log.error("request failed (%s)", where.ids, exc_info=exc)
    try:
        await conv.tell(user_message(exc))
    except Exception as second:  # never let error reporting raise
        _log.warning("could not tell the member about a failure (%s): %s", where.ids, type(second).__name__)
