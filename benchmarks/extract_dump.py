"""Every field extraction gives on every page of the shared corpus, as JSON: an identity check for speed work.

Runs :func:`bot.extract.extract_html` on each page of ../shared/corpora/trafilatura (read-only; publishers' text is
never committed: write the dump outside the repository) and stores, per page, every :class:`~bot.models.Article`
field (visible text included) or the error's class and message. ``--compare`` prints how two dumps differ.

    .venv/bin/python benchmarks/extract_dump.py /tmp/before.json [--code BASELINE_CHECKOUT] [--limit N]
    .venv/bin/python benchmarks/extract_dump.py --compare /tmp/before.json /tmp/after.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
if "--code" in sys.argv:  # extract with another checkout's bot package (a baseline)
    sys.path.insert(0, sys.argv[sys.argv.index("--code") + 1])
    sys.path.append(str(REPO))
elif str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks.corpus import corpus_pages  # noqa: E402


def dump_page(html: str, url: str | None, key: str) -> dict[str, Any]:
    from bot.errors import BotError
    from bot.extract import extract_html

    try:
        art = extract_html(html, url=url, source=key)
    except BotError as exc:
        return {"error": type(exc).__name__, "kind": getattr(exc, "kind", None), "message": str(exc)}
    return {
        "source": art.source,
        "url": art.url,
        "title": art.title,
        "paragraphs": list(art.paragraphs),
        "canonical_url": art.canonical_url,
        "site": art.site,
        "author": art.author,
        "published": art.published.isoformat() if art.published else None,
        "warnings": list(art.warnings),
        "visible_text": art.visible_text,
        "lang": art.lang,
    }


def dump(out: Path, limit: int) -> None:
    result: dict[str, Any] = {}
    for page in corpus_pages():
        result[page.key] = dump_page(page.html, page.url, page.key)
        if len(result) >= limit:
            break
    out.write_text(json.dumps(result, ensure_ascii=False, sort_keys=True, indent=0), encoding="utf-8")
    print(f"{len(result)} pages -> {out}")


def compare(a: Path, b: Path) -> int:
    before = json.loads(a.read_text(encoding="utf-8"))
    after = json.loads(b.read_text(encoding="utf-8"))
    differing = 0
    for key in sorted(set(before) | set(after)):
        x, y = before.get(key), after.get(key)
        if x == y:
            continue
        differing += 1
        fields = sorted(f for f in set(x or {}) | set(y or {}) if (x or {}).get(f) != (y or {}).get(f))
        print(f"{key}: {', '.join(fields)}")
    print(f"{len(before)} vs {len(after)} pages compared, {differing} differ")
    return 1 if differing else 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("out", nargs="?", type=Path)
    ap.add_argument("--compare", nargs=2, type=Path)
    ap.add_argument("--code", help="a baseline checkout whose bot package extracts")
    ap.add_argument("--limit", type=int, default=100_000)
    args = ap.parse_args()
    if args.compare:
        sys.exit(compare(*args.compare))
    dump(args.out, args.limit)
