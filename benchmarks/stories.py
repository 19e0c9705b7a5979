"""Story-grouping quality on the fictional fixtures: pairwise false merges / false splits, ARI, purity.

    .venv/bin/python benchmarks/stories.py [FIXTURE.json ...] [--record LABEL]

Without paths it scores the tuned fixture (tests/digest/stories_fixture.json), the blind one
(tests/digest/stories_blind.json) and the holdout (tests/digest/stories_holdout.json). ``--record LABEL`` stores
each scored fixture's figures under LABEL in tests/digest/stories_blind_results.json; the stored figures
(first contact, after) are always printed.
"""

from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bot.models import DigestEntry
from bot.stories import adjusted_rand_index, group_entries, purity, score_grouping, url_story_key

HERE = Path(__file__).resolve().parent.parent / "tests" / "digest"
TUNED = HERE / "stories_fixture.json"
BLIND = HERE / "stories_blind.json"
HOLDOUT = HERE / "stories_holdout.json"
RESULTS = HERE / "stories_blind_results.json"
T0 = datetime(2024, 6, 3, 8, 0, tzinfo=UTC)


def load(path: Path) -> tuple[list[str], list[DigestEntry]]:
    """Gold labels and entries of a fixture (``hours`` offsets from T0 or ISO ``posted_at``)."""
    items = json.loads(path.read_text(encoding="utf-8"))["items"]
    entries = [
        DigestEntry(
            platform="discord", workspace="g", channel="c", canonical_url=it["url"],
            story_key=url_story_key(it["url"]), title=it["title"], headline=it["lead"], site=it.get("site"),
            key_quote=None,
            posted_at=(datetime.fromisoformat(it["posted_at"]) if "posted_at" in it
                       else T0 + timedelta(hours=it["hours"])),
            people=tuple(it["people"]),
        )
        for it in items
    ]
    return [it["story"] for it in items], entries


def evaluate(path: Path) -> tuple[dict[str, Any], list[list[str]]]:
    """Figures for one fixture and, per predicted group, the gold labels of its items."""
    gold, entries = load(path)
    groups = group_entries(entries)
    gid = {id(e): n for n, g in enumerate(groups) for e in g}
    pred = [gid[id(e)] for e in entries]
    s = score_grouping(gold, pred)
    figures = {
        "items": len(entries), "gold_stories": len(set(gold)), "predicted_groups": len(groups),
        "pairs": s.pairs, "same_story_pairs": s.same_pairs,
        "false_merges": s.false_merges, "merge_rate": round(s.merge_rate, 4),
        "false_splits": s.false_splits, "split_rate": round(s.split_rate, 4),
        "ari": round(adjusted_rand_index(gold, pred), 4), "purity": round(purity(gold, pred), 4),
    }
    labels = [[gold[entries.index(e)] for e in g] for g in groups]
    return figures, labels


def _show(name: str, f: dict[str, Any]) -> None:
    print(f"{name}: items={f['items']} gold={f['gold_stories']} groups={f['predicted_groups']} "
          f"false_merges={f['false_merges']}/{f['pairs'] - f['same_story_pairs']} ({f['merge_rate']:.1%}) "
          f"false_splits={f['false_splits']}/{f['same_story_pairs']} ({f['split_rate']:.1%}) "
          f"ARI={f['ari']:.3f} purity={f['purity']:.3f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*", type=Path)
    ap.add_argument("--record", metavar="LABEL", help="store the scored fixtures' figures under LABEL")
    ap.add_argument("-v", "--verbose", action="store_true", help="list the predicted groups")
    args = ap.parse_args()
    stored = json.loads(RESULTS.read_text(encoding="utf-8")) if RESULTS.exists() else {}
    for path in args.paths or [TUNED, BLIND, HOLDOUT]:
        figures, labels = evaluate(path)
        _show(path.name, figures)
        if args.verbose:
            for g in labels:
                print("   -", sorted(set(g)), len(g))
        if args.record:
            stored.setdefault(args.record, {})[path.stem] = figures
    if args.record:
        RESULTS.write_text(json.dumps(stored, indent=1) + "\n", encoding="utf-8")
    for label, per_fixture in stored.items():
        for name, f in per_fixture.items():
            _show(f"stored[{label}] {name}", f)


if __name__ == "__main__":
    main()
