"""Not-an-article refusals against the gossip bot's page-kind labels, with a baseline checkout beside in one run.

    .venv/bin/python benchmarks/page_kinds.py --baseline /tmp/main-copy [--tune-details] [--record-first-contact]

Labels: section ``gossip`` of benchmarks/corpus_page_kinds.json (pages of ../shared/corpora/trafilatura labelled
``refuse`` or ``article`` by reading their URL/title before the detector of session 11 ran on them), split by sha1
into a tune half and an untouched half. The untouched half is printed in aggregate only, and only with
``--untouched`` (one held-out run per rule as built).

Guards (every page must be accepted, baseline and live alike): the labelled quote pages (tests/quotes real_en,
fresh, batch 5, check3 and real_multi), every CNN/DailyMail development article served as a plain article page,
and the gossip fixtures (tests/extract/gossip_pages and the blind set).

``--baseline DIR`` runs the same pages on another checkout's ``bot`` package (e.g. ``git archive main bot``
unpacked in DIR) in a subprocess; ``--record-first-contact`` stores the live figures as first contact
(benchmarks/page_kinds_first_contact.json), printed beside later runs.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import html as html_lib
import json
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
if "--code" in sys.argv:  # another checkout's bot package comes first (the baseline)
    sys.path.insert(0, sys.argv[sys.argv.index("--code") + 1])
    sys.path.append(str(REPO))
elif str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

SHARED = REPO.parent / "shared" / "corpora"
KINDS = REPO / "benchmarks" / "corpus_page_kinds.json"
FIRST_CONTACT = REPO / "benchmarks" / "page_kinds_first_contact.json"
QUOTE_LABELS = ("real_en.json", "real_en_fresh.json", "real_en_batch5.json")
GOSSIP_SETS = (REPO / "tests" / "extract" / "gossip_pages", REPO / "tests" / "extract" / "gossip_pages_blind")


def half(file: str) -> str:
    """The labels' split: sha1 of the file name even -> tune, odd -> untouched."""
    return "tune" if int(hashlib.sha1(file.encode()).hexdigest(), 16) % 2 == 0 else "untouched"


def labelled() -> dict[str, str]:
    """file -> 'refuse' / 'article' (section 'gossip' of corpus_page_kinds.json)."""
    kinds = json.loads(KINDS.read_text(encoding="utf-8"))["gossip"]
    return {**{f: "article" for f in kinds["article"]}, **{f: "refuse" for f in kinds["refuse"]}}


def _trafilatura_page(file: str) -> tuple[str, str | None]:
    from benchmarks.corpus import corpus_entries, load_page

    for key, entry in corpus_entries():
        if entry["file"] == file:
            page = load_page(key, entry)
            if page is not None:
                return page.html, page.url
    raise FileNotFoundError(file)


def _quote_pages() -> Iterator[tuple[str, str]]:
    """(set, file path) of every labelled quote page."""
    folder = REPO / "tests" / "quotes"
    for name in QUOTE_LABELS:
        for entry in json.loads((folder / name).read_text(encoding="utf-8"))["pages"]:
            yield "quote pages (en)", str(SHARED / "trafilatura" / "html" / f"{entry['file']}.gz")
    for entry in json.loads((folder / "real_en_check3.json").read_text(encoding="utf-8"))["pages"]:
        yield "quote pages (en)", str(SHARED / "pkg-news" / "html" / f"{entry['file']}.gz")
    for file in json.loads((folder / "real_multi.json").read_text(encoding="utf-8")):
        if file.endswith(".txt"):
            continue  # a plain text labelled for its quotes (batch 15's newspaper4k texts): no page to refuse
        yield "quote pages (de/fr/es)", str(SHARED / "trafilatura" / "html" / f"{file}.gz")


def cnndm_page(article_id: str, text: str) -> str:
    """A CNN/DailyMail article served as a plain article page: one paragraph per sentence (the bot's splitter)."""
    from bot.text import split_sentences

    paragraphs = "".join(f"<p>{html_lib.escape(s)}</p>" for s in split_sentences(text))
    return (f"<html><head><title>CNN/DM {html_lib.escape(article_id)}</title></head><body><article>"
            f"{paragraphs}</article></body></html>")


def _refusal(html: str, url: str | None) -> str:
    """'' when the page is accepted, else the refusal message (or 'error: ...' for other extraction errors)."""
    from bot.errors import ExtractError, NotAnArticle
    from bot.extract import extract_html

    try:
        extract_html(html, url=url, source=url or "page")
    except NotAnArticle as exc:
        return exc.message
    except ExtractError as exc:
        return f"error: {exc.message}"
    return ""


def _job(item: tuple[str, str, str]) -> tuple[str, str, str]:
    """(group, key, refusal) for one page; group is the label set or guard set the page belongs to."""
    group, key, where = item
    if group.startswith("label"):
        page_html, url = _trafilatura_page(key)
    elif group.startswith("cnndm"):
        article_id, text = json.loads(where)
        page_html, url = cnndm_page(article_id, text), None
    elif group.startswith("gossip"):
        entry = json.loads(where)
        page_html, url = Path(entry["path"]).read_text(encoding="utf-8"), entry.get("url")
    else:
        from bot.fetch import decode_body

        page_html, url = decode_body(gzip.decompress(Path(where).read_bytes()), None)[0], None
    return group, key, _refusal(page_html, url)


def jobs() -> list[tuple[str, str, str]]:
    items = [(f"label {kind} {half(file)}", file, "") for file, kind in labelled().items()]
    items += [(group, Path(path).name, path) for group, path in _quote_pages()]
    cnndm = SHARED / "cnndm-dev" / "articles.jsonl"
    for line in cnndm.read_text(encoding="utf-8").splitlines() if cnndm.exists() else []:
        if line.strip():
            row = json.loads(line)
            items.append(("cnndm articles", str(row["id"]), json.dumps([str(row["id"]), row["article"]])))
    for folder in GOSSIP_SETS:
        for name, entry in json.loads((folder / "expected.json").read_text(encoding="utf-8")).items():
            items.append((f"gossip fixtures ({folder.name})", name,
                          json.dumps({"path": str(folder / name), "url": entry.get("url")})))
    return items


def run(workers: int) -> dict[str, dict[str, str]]:
    """group -> key -> refusal ('' accepted) for every page, with the bot package first on sys.path."""
    out: dict[str, dict[str, str]] = {}
    with ProcessPoolExecutor(max_workers=max(1, workers)) as pool:
        for group, key, refusal in pool.map(_job, jobs(), chunksize=4):
            out.setdefault(group, {})[key] = refusal
    return out


def figures(results: dict[str, dict[str, str]]) -> dict[str, list[int]]:
    """group -> [pages, refused as not an article]; errors (no body at all) are not refusals."""
    return {group: [len(pages), sum(bool(r) and not r.startswith("error") for r in pages.values())]
            for group, pages in sorted(results.items())}


def table(rows: list[tuple[str, dict[str, list[int]]]]) -> str:
    groups = sorted({g for _, fig in rows for g in fig})
    head = "| set | pages | " + " | ".join(f"refused: {name}" for name, _ in rows) + " |"
    lines = [head, "|---|---:|" + "---:|" * len(rows)]
    for group in groups:
        pages = next(fig[group][0] for _, fig in rows if group in fig)
        cells = " | ".join(str(fig[group][1]) if group in fig else "" for _, fig in rows)
        lines.append(f"| {group} | {pages} | {cells} |")
    return "\n".join(lines)


def tune_details(live: dict[str, dict[str, str]], base: dict[str, dict[str, str]] | None) -> str:
    """Per page of the TUNE half only: label, baseline refusal, live refusal (untouched pages never listed)."""
    lines = []
    for group in sorted(g for g in live if g.startswith("label") and g.endswith(" tune")):
        for file, refusal in sorted(live[group].items()):
            before = (base or {}).get(group, {}).get(file, "?")
            lines.append(f"  {group:22} {file:55} base={before or '-':30} live={refusal or '-'}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--baseline", type=Path, default=None, help="a checkout whose bot package runs beside")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--tune-details", action="store_true", help="list the tune half's pages (never the untouched)")
    ap.add_argument("--untouched", action="store_true",
                    help="also print the untouched half's aggregate rows (the held-out run of a rule as built)")
    ap.add_argument("--record-first-contact", action="store_true")
    ap.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # raw results (the baseline's run)
    ap.add_argument("--code", type=Path, default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if not (SHARED / "trafilatura" / "evaldata.json").exists():
        print(f"SKIP: corpus not found at {SHARED}")
        return 0
    live = run(args.workers)
    if args.json:
        print(json.dumps(live))
        return 0
    rows: list[tuple[str, dict[str, list[int]]]] = []
    if FIRST_CONTACT.exists():
        first: dict[str, Any] = json.loads(FIRST_CONTACT.read_text(encoding="utf-8"))
        rows.append((f"first contact {first['commit']}", first["figures"]))
    base = None
    if args.baseline:
        out = subprocess.run([sys.executable, __file__, "--json", "--workers", str(args.workers),
                              "--code", str(args.baseline)], capture_output=True, text=True, check=True).stdout
        base = json.loads(out)
        rows.append((f"baseline {args.baseline.name}", figures(base)))
    rows.append(("live", figures(live)))
    if not args.untouched:
        rows = [(name, {g: v for g, v in fig.items() if not g.endswith(" untouched")}) for name, fig in rows]
    print("Not-an-article refusals: gossip page-kind labels (benchmarks/corpus_page_kinds.json 'gossip') and guards\n")
    print(table(rows))
    if args.tune_details:
        print("\nTune half, per page:\n" + tune_details(live, base))
    if args.record_first_contact:
        commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True, check=True).stdout.strip()
        FIRST_CONTACT.write_text(json.dumps({"commit": commit, "figures": figures(live)}, indent=1) + "\n",
                                 encoding="utf-8")
        print(f"\nrecorded {FIRST_CONTACT.relative_to(REPO)} at {commit}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
