"""The daily digest: record what the bot recapped in each channel, group it into stories, build the digest.

``build_digest`` is a pure function of (entries, now); :class:`DigestService` does the I/O around it (recording,
subscriptions, previews). Scheduling lives in :mod:`bot.scheduler`.
"""

from __future__ import annotations

import dataclasses
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from typing import Literal, Protocol
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.clock import Clock, SystemClock
from bot.config import DigestSettings
from bot.errors import BotError
from bot.models import DigestEntry, Quote, Recap, SourcingSummary
from bot.stories import DEFAULT_WINDOW, group_entries, people_in, story_key_for
from bot.urls import canonicalize

_log = logging.getLogger(__name__)

RecordKind = Literal["post", "reaction", "command"]
_HHMM = re.compile(r"^\s*([01]?\d|2[0-3]):([0-5]\d)\s*$")
MAX_PEOPLE = 8


class InvalidSchedule(BotError):
    """A bad digest time or time zone given to ``subscribe``."""

    kind = "invalid_schedule"


@dataclass(frozen=True, slots=True)
class Subscription:
    """A channel's daily digest: posted at ``at`` ("HH:MM") local time in IANA zone ``tz``."""

    platform: str
    workspace: str
    channel: str
    at: str
    tz: str
    created_at: datetime

    @property
    def zone(self) -> ZoneInfo:
        return ZoneInfo(self.tz)

    @property
    def local_time(self) -> time:
        hh, mm = self.at.split(":")
        return time(int(hh), int(mm))


@dataclass(frozen=True, slots=True)
class DigestSource:
    site: str
    url: str


@dataclass(frozen=True, slots=True)
class DigestStory:
    key: str
    title: str
    gist: str
    sources: tuple[DigestSource, ...]
    quote: Quote | None
    interest: int
    people: tuple[str, ...]
    first_seen: datetime
    last_seen: datetime
    sourcing: SourcingSummary | None = None  # the lead recap's sourcing verdict (issue #17)


@dataclass(frozen=True, slots=True)
class Digest:
    generated_at: datetime
    window: timedelta
    stories: tuple[DigestStory, ...]
    platform: str = ""
    workspace: str = ""
    channel: str = ""
    tz: str = "UTC"
    nonce: str = ""  # the same for every attempt at one channel's digest of one day (Discord: enforce_nonce)
    day: str = ""  # the scheduled local day (ISO) this digest is for; a retry after local midnight keeps its day

    @property
    def empty(self) -> bool:
        return not self.stories

    @property
    def local_date(self) -> str:
        if self.day:
            return self.day
        return self.generated_at.astimezone(ZoneInfo(self.tz)).date().isoformat()


class DigestStore(Protocol):
    """What the digest needs from :class:`bot.store.Store`."""

    async def get_channel_mode(self, platform: str, workspace: str, channel: str) -> str | None: ...

    async def add_digest_entry(self, entry: DigestEntry, *, kind: str = "post") -> None: ...

    async def add_interest(
        self, platform: str, workspace: str, channel: str, canonical_url: str, amount: int, *, since: datetime
    ) -> bool: ...

    async def list_digest_entries(
        self, platform: str, workspace: str, channel: str, *, since: datetime, until: datetime | None = None
    ) -> list[DigestEntry]: ...

    async def upsert_subscription(self, sub: Subscription, now: datetime) -> Subscription: ...

    async def get_subscription(self, platform: str, workspace: str, channel: str) -> Subscription | None: ...

    async def delete_subscription(self, platform: str, workspace: str, channel: str) -> bool: ...


def site_of(url: str) -> str:
    host = (urlsplit(url).hostname or url).lower()
    return host.removeprefix("www.")


def _canonical(url: str) -> str:
    try:
        return canonicalize(url)
    except BotError:
        return url


def _source_key(entry: DigestEntry) -> str:
    return entry.canonical_url


def _story_from(group: Sequence[DigestEntry]) -> DigestStory:
    ranked = sorted(group, key=lambda e: (-e.interest, e.posted_at))
    lead = ranked[0]
    sources: list[DigestSource] = []
    seen: set[str] = set()
    for e in ranked:
        if _source_key(e) not in seen:
            seen.add(_source_key(e))
            sources.append(DigestSource(site=e.site or site_of(e.canonical_url), url=e.canonical_url))
    quote = next((e.key_quote for e in ranked if e.key_quote is not None), None)
    people: list[str] = []
    for e in ranked:
        people.extend(p for p in e.people if p not in people)
    return DigestStory(
        key=lead.story_key,
        title=lead.title,
        gist=lead.headline or lead.title,
        sources=tuple(sources),
        quote=quote,
        interest=sum(e.interest for e in group),
        people=tuple(people[:MAX_PEOPLE]),
        first_seen=min(e.posted_at for e in group),
        last_seen=max(e.posted_at for e in group),
        sourcing=next((e.sourcing for e in ranked if e.sourcing is not None), None),
    )


def build_digest(
    entries: Sequence[DigestEntry], now: datetime, *, top_n: int = 5, window: timedelta = timedelta(hours=24),
    tz: str = "UTC",
) -> Digest:
    """Top ``top_n`` stories among ``entries`` posted in ``(now - window, now]``, ranked by interest.

    One item per story (entries grouped by :func:`bot.stories.group_entries`), each with a one-line gist, all its
    sources and at most one key quote. Pure: no I/O, no clock.
    """
    recent = [e for e in entries if now - window < e.posted_at <= now]
    stories = [_story_from(g) for g in group_entries(recent, window=max(window, DEFAULT_WINDOW))]
    stories.sort(key=lambda s: (-s.interest, -len(s.sources), -s.last_seen.timestamp(), s.key))
    return Digest(generated_at=now, window=window, stories=tuple(stories[:top_n]), tz=tz)


def parse_schedule(at: str, tz: str) -> tuple[str, str]:
    """Validate and normalise ("9:05", "europe/london"?) -> ("09:05", "Europe/London"); raise InvalidSchedule."""
    m = _HHMM.match(at)
    if m is None:
        raise InvalidSchedule(f"Invalid time {at!r}: use 24-hour HH:MM, like 09:00 or 18:30.")
    name = tz.strip()
    try:
        if not name or name.startswith(("/", ".")) or ".." in name:
            raise ValueError(name)
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise InvalidSchedule(
            f"Unknown time zone {tz!r}: use an IANA name like Europe/London or America/New_York."
        ) from None
    return f"{int(m.group(1)):02d}:{m.group(2)}", name


class DigestService:
    """Recording, subscriptions and previews for the daily digest."""

    def __init__(
        self,
        store: DigestStore,
        settings: DigestSettings,
        clock: Clock | None = None,
        *,
        default_mode: str = "auto",
    ) -> None:
        self.store = store
        self.settings = settings
        self.clock: Clock = clock or SystemClock()
        self.default_mode = default_mode

    @property
    def window(self) -> timedelta:
        return timedelta(hours=self.settings.window_hours)

    async def record(
        self, *, platform: str, workspace: str, channel: str, recap: Recap, kind: RecordKind
    ) -> None:
        """Record a recap the bot posted in a channel (no-op when recording is off for the bot or the channel)."""
        if not self.settings.record:
            return
        mode = await self.store.get_channel_mode(platform, workspace, channel) or self.default_mode
        if mode == "off":
            _log.debug("not recording %s/%s/%s: channel is off", platform, workspace, channel)
            return
        now = self.clock.now()
        art = recap.article
        url = _canonical(art.canonical_url or art.url or art.source)
        speakers = [q.speaker for q in (*recap.key_quotes, *recap.quotes) if q.speaker]
        people: list[str] = []
        for p in [*speakers, *people_in(f"{art.title}. {recap.headline}")]:
            if p not in people:
                people.append(p)
        entry = DigestEntry(
            platform=platform, workspace=workspace, channel=channel, canonical_url=url, story_key="",
            title=art.title[:500], headline=recap.headline[:500], site=art.site or site_of(url),
            key_quote=recap.key_quotes[0] if recap.key_quotes else None, posted_at=now, interest=1,
            people=tuple(people[:MAX_PEOPLE]), sourcing=recap.sourcing,
        )
        recent = await self.store.list_digest_entries(platform, workspace, channel, since=now - DEFAULT_WINDOW)
        entry = dataclasses.replace(entry, story_key=story_key_for(entry, recent))
        await self.store.add_digest_entry(entry, kind=kind)

    async def add_interest(
        self, platform: str, workspace: str, channel: str, canonical_url: str, amount: int = 1
    ) -> bool:
        """Bump the interest of a recorded link (e.g. a reaction on the bot's recap). False if not recorded."""
        since = self.clock.now() - self.window
        url = _canonical(canonical_url)
        return await self.store.add_interest(platform, workspace, channel, url, amount, since=since)

    async def subscribe(self, platform: str, workspace: str, channel: str, *, at: str, tz: str) -> Subscription:
        """Post this channel's digest daily at ``at`` ("HH:MM") in zone ``tz``. Raises :class:`InvalidSchedule`."""
        hhmm, zone = parse_schedule(at, tz)
        now = self.clock.now()
        existing = await self.store.get_subscription(platform, workspace, channel)
        sub = Subscription(
            platform=platform, workspace=workspace, channel=channel, at=hhmm, tz=zone,
            created_at=existing.created_at if existing else now,
        )
        return await self.store.upsert_subscription(sub, now)

    async def unsubscribe(self, platform: str, workspace: str, channel: str) -> bool:
        return await self.store.delete_subscription(platform, workspace, channel)

    async def get_subscription(self, platform: str, workspace: str, channel: str) -> Subscription | None:
        return await self.store.get_subscription(platform, workspace, channel)

    async def preview(
        self, platform: str, workspace: str, channel: str, now: datetime | None = None, *, tz: str | None = None
    ) -> Digest:
        """The digest this channel would get at ``now`` (never claims, never posts)."""
        when = now or self.clock.now()
        if tz is None:
            sub = await self.store.get_subscription(platform, workspace, channel)
            tz = sub.tz if sub else self.settings.default_timezone
        entries = await self.store.list_digest_entries(
            platform, workspace, channel, since=when - self.window, until=when
        )
        digest = build_digest(entries, when, top_n=self.settings.top_n, window=self.window, tz=tz)
        return dataclasses.replace(digest, platform=platform, workspace=workspace, channel=channel)

    async def digest_for(self, sub: Subscription, now: datetime) -> Digest:
        return await self.preview(sub.platform, sub.workspace, sub.channel, now, tz=sub.tz)
