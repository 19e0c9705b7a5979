"""Story-grouping quality on the fictional fixture: pairwise false merges / false splits.

    .venv/bin/python benchmarks/stories.py [tests/digest/stories_fixture.json]
"""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bot.models import DigestEntry
from bot.stories import group_entries, score_grouping, url_story_key

DEFAULT = Path(__file__).resolve().parent.parent / "tests" / "digest" / "stories_fixture.json"
T0 = datetime(2024, 6, 3, 8, 0, tzinfo=UTC)


def load(path: Path) -> tuple[list[str], list[DigestEntry]]:
    items = json.loads(path.read_text(encoding="utf-8"))["items"]
    entries = [
        DigestEntry(
            platform="discord", workspace="g", channel="c", canonical_url=it["url"],
            story_key=url_story_key(it["url"]), title=it["title"], headline=it["lead"], site=None, key_quote=None,
            posted_at=T0 + timedelta(hours=it["hours"]), people=tuple(it["people"]),
        )
        for it in items
    ]
    return [it["story"] for it in items], entries


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    gold, entries = load(path)
    groups = group_entries(entries)
    gid = {id(e): n for n, g in enumerate(groups) for e in g}
    s = score_grouping(gold, [gid[id(e)] for e in entries])
    print(f"items={len(entries)} gold_stories={len(set(gold))} predicted_groups={len(groups)}")
    print(f"pairs={s.pairs} same_story_pairs={s.same_pairs}")
    print(f"false_merges={s.false_merges} ({s.merge_rate:.1%} of different-story pairs)")
    print(f"false_splits={s.false_splits} ({s.split_rate:.1%} of same-story pairs)")
    for g in groups:
        print(" -", sorted({gold[entries.index(e)] for e in g}), len(g))


if __name__ == "__main__":
    main()
