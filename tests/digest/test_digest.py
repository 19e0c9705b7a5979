from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.clock import FakeClock
from bot.config import DigestSettings
from bot.digest import DigestService, InvalidSchedule, build_digest
from bot.errors import BotError
from bot.models import DigestEntry, Quote
from bot.store import Store
from tests.digest.helpers import make_recap

NOW = datetime(2024, 6, 3, 18, 0, tzinfo=UTC)


def e(url: str, title: str, lead: str, hours_ago: float, interest: int = 1, key: str | None = None,
      quote: Quote | None = None, people: tuple[str, ...] = (), site: str | None = None) -> DigestEntry:
    return DigestEntry(platform="d", workspace="g", channel="c", canonical_url=url, story_key=key or url,
                       title=title, headline=lead, site=site, key_quote=quote,
                       posted_at=NOW - timedelta(hours=hours_ago), interest=interest, people=people)


def test_build_digest_groups_ranks_and_limits() -> None:
    q = Quote("We remain friends", "Marla Quinn", 3)
    entries = [
        e("https://a.example/split", "Marla Quinn and Dev Okafor split", "The pair separated.", 5, 2,
          people=("Marla Quinn",)),
        e("https://b.example/quinn-okafor", "Marla Quinn, Dev Okafor split after five years",
          "Quinn and Okafor separated.", 3, 1, quote=q, people=("Marla Quinn",), site="B News"),
        e("https://c.example/perfume", "Marla Quinn launches perfume line", "A fig fragrance.", 2, 2,
          people=("Marla Quinn",)),
        e("https://d.example/tour", "Kiki Laurent cancels world tour", "Vocal strain.", 1, 1),
        e("https://old.example/x", "Old story", "Too old.", 30, 50),
        e("https://future.example/x", "Future", "Not yet.", -1, 50),
    ]
    digest = build_digest(entries, NOW, top_n=2, window=timedelta(hours=24))
    assert [s.title for s in digest.stories] == [
        "Marla Quinn and Dev Okafor split", "Marla Quinn launches perfume line"
    ]
    top = digest.stories[0]
    assert top.interest == 3 and top.gist == "The pair separated."
    assert [(s.site, s.url) for s in top.sources] == [("a.example", "https://a.example/split"),
                                                      ("B News", "https://b.example/quinn-okafor")]
    assert top.quote == q
    assert build_digest(entries, NOW, top_n=5, window=timedelta(hours=24)).stories[-1].title.startswith("Kiki")
    assert build_digest([], NOW, top_n=5, window=timedelta(hours=24)).empty


def test_build_digest_is_pure() -> None:
    entries = [e("https://a.example/1", "A thing", "Gist", 1)]
    assert build_digest(entries, NOW) == build_digest(list(entries), NOW)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(NOW)


async def test_record_bumps_repeats_and_skips_off_channels(store: Store, clock: FakeClock) -> None:
    svc = DigestService(store, DigestSettings(), clock)
    recap = make_recap("https://site.example/story?utm_source=x", "Kiki Laurent cancels tour", "Tour off.",
                       quote=Quote("I need rest", "Kiki Laurent", 2))
    for kind in ("post", "reaction"):
        await svc.record(platform="slack", workspace="T", channel="C", recap=recap, kind=kind)  # type: ignore[arg-type]
    assert await svc.add_interest("slack", "T", "C", "https://site.example/story") is True
    await store.set_channel_mode("slack", "T", "OFF", "off", now=NOW)
    await svc.record(platform="slack", workspace="T", channel="OFF", recap=recap, kind="post")
    rows = await store.list_digest_entries("slack", "T", "C", since=NOW - timedelta(days=1))
    assert len(rows) == 1
    row = rows[0]
    assert row.interest == 3 and row.canonical_url == "https://site.example/story"
    assert row.site == "site.example" and row.key_quote == Quote("I need rest", "Kiki Laurent", 2)
    assert "Kiki Laurent" in row.people
    assert await store.list_digest_entries("slack", "T", "OFF", since=NOW - timedelta(days=1)) == []
    preview = await svc.preview("slack", "T", "C", NOW)
    assert [s.interest for s in preview.stories] == [3] and preview.channel == "C"


async def test_default_mode_off_and_record_disabled(store: Store, clock: FakeClock) -> None:
    recap = make_recap("https://site.example/a", "Title", "Gist")
    off = DigestService(store, DigestSettings(), clock, default_mode="off")
    await off.record(platform="discord", workspace="G", channel="C", recap=recap, kind="post")
    disabled = DigestService(store, DigestSettings(record=False), clock)
    await disabled.record(platform="discord", workspace="G", channel="C", recap=recap, kind="command")
    assert await store.list_digest_entries("discord", "G", "C", since=NOW - timedelta(days=1)) == []
    await store.set_channel_mode("discord", "G", "C", "auto", now=NOW)
    await off.record(platform="discord", workspace="G", channel="C", recap=recap, kind="post")
    assert len(await store.list_digest_entries("discord", "G", "C", since=NOW - timedelta(days=1))) == 1


async def test_record_assigns_story_keys_across_outlets(store: Store, clock: FakeClock) -> None:
    svc = DigestService(store, DigestSettings(), clock)
    a = make_recap("https://a.example/1", "Tobias Reyne arrested after Miami nightclub scuffle", "Police detained him.")
    b = make_recap("https://b.example/2", "Tobias Reyne released after Miami nightclub arrest", "Out on bail.")
    c = make_recap("https://c.example/3", "Tobias Reyne cast as villain in Skyguard sequel", "New role.")
    for r in (a, b, c):
        await svc.record(platform="d", workspace="g", channel="c", recap=r, kind="post")
        clock.advance(timedelta(hours=1))
    rows = await store.list_digest_entries("d", "g", "c", since=NOW - timedelta(days=1))
    assert rows[0].story_key == rows[1].story_key != rows[2].story_key


async def test_subscribe_validation_and_unsubscribe(store: Store, clock: FakeClock) -> None:
    svc = DigestService(store, DigestSettings(), clock)
    sub = await svc.subscribe("discord", "G", "C", at="9:05", tz="Europe/London")
    assert (sub.at, sub.tz, sub.created_at) == ("09:05", "Europe/London", NOW)
    with pytest.raises(InvalidSchedule, match="Unknown time zone 'Mars/Base'"):
        await svc.subscribe("discord", "G", "C", at="09:00", tz="Mars/Base")
    for bad_tz in ("../../etc/passwd", ""):
        with pytest.raises(BotError):
            await svc.subscribe("discord", "G", "C", at="09:00", tz=bad_tz)
    for bad in ("25:00", "9", "09:60", "nine"):
        with pytest.raises(InvalidSchedule, match="Invalid time"):
            await svc.subscribe("discord", "G", "C", at=bad, tz="UTC")
    assert await svc.unsubscribe("discord", "G", "C") is True
    assert await svc.unsubscribe("discord", "G", "C") is False
