from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bot.models import DigestEntry
from bot.stories import group_entries, people_in, same_story, score_grouping, url_story_key

FIXTURE = Path(__file__).with_name("stories_fixture.json")
T0 = datetime(2024, 6, 3, 8, 0, tzinfo=UTC)


def _entries() -> tuple[list[str], list[DigestEntry]]:
    items = json.loads(FIXTURE.read_text(encoding="utf-8"))["items"]
    entries = [
        DigestEntry(
            platform="discord", workspace="g", channel="c", canonical_url=it["url"],
            story_key=url_story_key(it["url"]), title=it["title"], headline=it["lead"], site=None,
            key_quote=None, posted_at=T0 + timedelta(hours=it["hours"]), people=tuple(it["people"]),
        )
        for it in items
    ]
    return [it["story"] for it in items], entries


def _entry(title: str, lead: str, url: str, hours: float = 0, people: tuple[str, ...] = ()) -> DigestEntry:
    return DigestEntry(platform="d", workspace="g", channel="c", canonical_url=url, story_key=url_story_key(url),
                       title=title, headline=lead, site=None, key_quote=None,
                       posted_at=T0 + timedelta(hours=hours), people=people)


def test_fixture_grouping_quality() -> None:
    gold, entries = _entries()
    assert len(entries) == 20 and len(set(gold)) == 8
    groups = group_entries(entries)
    gid = {id(e): n for n, g in enumerate(groups) for e in g}
    score = score_grouping(gold, [gid[id(e)] for e in entries])
    print(f"\nstories fixture: {score.pairs} pairs, false merges {score.false_merges} ({score.merge_rate:.1%}), "  # noqa: T201
          f"false splits {score.false_splits} ({score.split_rate:.1%})")
    assert score.false_merges == 0
    assert score.split_rate <= 0.1


def test_same_celebrity_different_stories_stay_apart() -> None:
    a = _entry("Marla Quinn splits from Dev Okafor", "The couple separated after five years.", "https://a.example/1")
    b = _entry("Marla Quinn launches perfume line", "Her fragrance goes on sale next month.", "https://b.example/2")
    c = _entry("Marla Quinn and Dev Okafor split", "Quinn and Okafor have separated, reps said.",
               "https://c.example/3", hours=3)
    assert not same_story(a, b)
    assert same_story(a, c)
    assert len(group_entries([a, b, c])) == 2


def test_same_url_always_one_story_and_time_window_splits() -> None:
    a = _entry("Kiki Laurent cancels tour", "Vocal strain.", "https://a.example/x")
    b = _entry("Totally different words", "Nothing shared.", "https://a.example/x", hours=100)
    assert same_story(a, b)
    late = _entry("Kiki Laurent cancels world tour", "Vocal strain forces cancellation.", "https://z.example/",
                  hours=48)
    assert not same_story(a, late)
    assert same_story(a, _entry("Kiki Laurent cancels world tour", "Vocal strain.", "https://y.example/", hours=30))


def test_people_heuristic() -> None:
    assert people_in("Marla Quinn and Dev Okafor split, says The Daily") == ["Marla Quinn", "Dev Okafor"]
    assert people_in("The Star launches a perfume line in Paris") == []
