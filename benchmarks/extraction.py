"""Extraction benchmark: our extractor (bot.extract.extract_html) vs plain ``trafilatura.extract``.

Corpus: ../shared/corpora/trafilatura (html/*.gz + evaldata.json; publishers' text, never committed). For every page
``with`` snippets must appear in the extracted text and ``without`` snippets must not. Reported per extractor:
share of ``with`` snippets found (recall), share of ``without`` snippets avoided (precision-ish), mean ms per page —
over the whole corpus and over its English subset (rough stopword check on the page text).

    .venv/bin/python benchmarks/extraction.py [--limit N] [--lang en] [--workers 2]

``--gossip`` instead scores our extractor on the fictional gossip-site fixtures in tests/extract/gossip_pages
(markup styled after tabloid, celebrity-magazine, live-blog, AMP, client-rendered and paywalled pages; text is
ours): per fixture, paragraph precision/recall against the expected paragraph list (exact after whitespace
normalisation; ``optional`` paragraphs count neither way), ``must_not`` snippets avoided, metadata fields right.

    .venv/bin/python benchmarks/extraction.py --gossip

It also scores the blind set in tests/extract/gossip_pages_blind (written and labelled before the extractor met it)
and prints its stored first-contact figures (``first_contact.json``) next to the live ones. ``--record-blind``
(re)writes that file from the current extractor; it was run once, before any change made for the blind set.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
GOSSIP = REPO / "tests" / "extract" / "gossip_pages"
BLIND = REPO / "tests" / "extract" / "gossip_pages_blind"
FIRST_CONTACT = BLIND / "first_contact.json"
if "--code" in sys.argv:  # measure another checkout's bot package (a baseline), e.g. --code /tmp/main-copy
    sys.path.insert(0, sys.argv[sys.argv.index("--code") + 1])
    sys.path.append(str(REPO))  # for benchmarks.corpus; the baseline's bot comes first
elif str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks.corpus import CORPUS, corpus_entries, corpus_present, load_page  # noqa: E402

_WS = re.compile(r"\s+")
_WORD = re.compile(r"[a-zA-Z']+")
_EN_STOP = frozenset(
    "the and of to a in is that for it was on with as his her they at be this from have by not are but had "
    "you we an or were which their has been will would said she he who".split()
)


@dataclass
class PageResult:
    file: str
    refused: str | None  # our extractor's not_an_article message, if it refused the page
    english: bool
    with_total: int
    without_total: int
    found: dict[str, int]
    avoided: dict[str, int]
    ms: dict[str, float]
    cpu_ms: dict[str, float]  # CPU time of the worker process (not inflated by other jobs on the machine)


def _norm(text: str) -> str:
    return _WS.sub(" ", text).strip()


def _is_english(html: str) -> bool:
    from lxml import html as lxml_html

    try:
        tree = lxml_html.document_fromstring(html)
        for bad in tree.xpath("//script|//style"):
            bad.drop_tree()
        text = tree.text_content()[:20000]
    except (ValueError, TypeError):
        return False
    words = [w.lower() for w in _WORD.findall(text)]
    total = len(_WS.sub(" ", text).split())
    if total < 50:
        return False
    return sum(w in _EN_STOP for w in words) / total >= 0.12


_REFUSED: dict[str, str] = {}  # per worker process: the last page's refusal, read right after the call


def _ours(html: str, url: str | None) -> str:
    from bot.errors import ExtractError, NotAnArticle
    from bot.extract import extract_html

    _REFUSED.clear()
    try:
        article = extract_html(html, url=url, source=url or "page")
    except NotAnArticle as exc:
        _REFUSED["message"] = exc.message
        return ""
    except ExtractError:
        return ""
    # The article as the bot presents it: its title (a separate field) and the body paragraphs.
    return "\n".join((article.title, *article.paragraphs))


def _plain(html: str, url: str | None) -> str:
    import trafilatura

    return trafilatura.extract(html, url=url) or ""


EXTRACTORS = {"ours": _ours, "trafilatura": _plain}


def _run_page(item: tuple[str, dict[str, Any]]) -> PageResult | None:
    page = load_page(*item)
    if page is None:
        return None
    html, url, entry = page.html, page.url, page.entry
    withs = [_norm(s) for s in entry.get("with", []) if _norm(s)]
    withouts = [_norm(s) for s in entry.get("without", []) if _norm(s)]
    found: dict[str, int] = {}
    avoided: dict[str, int] = {}
    ms: dict[str, float] = {}
    cpu_ms: dict[str, float] = {}
    refused: str | None = None
    for name, fn in EXTRACTORS.items():
        start, cpu_start = time.perf_counter(), time.process_time()
        text = _norm(fn(html, url))
        ms[name] = (time.perf_counter() - start) * 1000
        cpu_ms[name] = (time.process_time() - cpu_start) * 1000
        refused = _REFUSED.get("message") if name == "ours" else refused
        found[name] = sum(s in text for s in withs)
        avoided[name] = sum(s not in text for s in withouts)
    return PageResult(entry["file"], refused, _is_english(html), len(withs), len(withouts), found,
                      avoided, ms, cpu_ms)


def _table(title: str, results: list[PageResult]) -> str:
    lines = [f"### {title} ({len(results)} pages)", "",
             "| extractor | `with` found | `without` avoided | mean ms/page | CPU ms/page | CPU x plain |",
             "|---|---:|---:|---:|---:|---:|"]
    w_total = sum(r.with_total for r in results) or 1
    wo_total = sum(r.without_total for r in results) or 1
    plain_cpu = sum(r.cpu_ms["trafilatura"] for r in results) or 1.0
    for name in EXTRACTORS:
        found = sum(r.found[name] for r in results)
        avoided = sum(r.avoided[name] for r in results)
        mean_ms = sum(r.ms[name] for r in results) / max(len(results), 1)
        cpu = sum(r.cpu_ms[name] for r in results)
        lines.append(f"| {name} | {found / w_total:.1%} ({found}/{w_total}) "
                     f"| {avoided / wo_total:.1%} ({avoided}/{wo_total}) | {mean_ms:.0f} "
                     f"| {cpu / max(len(results), 1):.0f} | {cpu / plain_cpu:.2f} |")
    return "\n".join(lines)


SIZES_MB = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0)
_SIZE_PARAS = [
    "Pop star Marnie Vale was spotted leaving a restaurant in London with a mystery companion on Friday night, "
    "and fans online quickly began to guess who the tall stranger in the grey coat might be.",
    '"We are just friends and we always will be," Vale told a photographer outside. "Please leave him alone."',
    "A source close to the singer said the pair had met on the set of a music video last spring and had kept "
    "in touch since then, often meeting for dinner when Vale was back in town between tour dates.",
    "Her representative did not respond to a request for comment on Saturday about the evening or the companion.",
]


def synthetic_page(megabytes: float) -> str:
    """A fictional article page of about ``megabytes`` MB: the same four paragraphs repeated inside <article>."""
    head = ('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Marnie Vale night out | Gossip Daily</title>'
            '<meta property="article:published_time" content="2026-11-20T10:00:00Z"></head><body>'
            '<nav><a href="/">Home</a> <a href="/celebs">Celebs</a></nav><main><article><h1>Marnie Vale night out</h1>')
    tail = "</article></main><footer><p>© 2026 Gossip Daily</p></footer></body></html>"
    block = "".join(f"<p>{p}</p>\n" for p in _SIZE_PARAS)
    n = max(1, int((megabytes * 1_000_000 - len(head) - len(tail)) / len(block)))
    return head + block * n + tail


def size_row(megabytes: float) -> tuple[int, float, float]:
    """(bytes, seconds of bot.extract.extract_html, seconds of plain trafilatura.extract) on one synthetic page."""
    import trafilatura

    from bot.extract import extract_html

    html = synthetic_page(megabytes)
    start = time.perf_counter()
    extract_html(html, url="https://gossip.example/2026/11/20/vale", source="size")
    ours = time.perf_counter() - start
    start = time.perf_counter()
    trafilatura.extract(html, url="https://gossip.example/2026/11/20/vale")
    return len(html), ours, time.perf_counter() - start


def size_table(baseline: Path | None) -> str:
    """Extraction time vs page size (linear growth means s/MB stays flat), with a baseline checkout beside."""
    import subprocess

    extra = " baseline s | baseline s/MB |" if baseline else ""
    lines = ["| page MB | ours s | ours s/MB | plain trafilatura s |" + extra,
             "|---:|---:|---:|---:|" + ("---:|---:|" if baseline else "")]
    for mb in SIZES_MB:
        size, ours, plain = size_row(mb)
        row = f"| {size / 1e6:.2f} | {ours:.2f} | {ours / (size / 1e6):.2f} | {plain:.2f} |"
        if baseline:
            out = subprocess.run([sys.executable, __file__, "--size-row", str(mb), "--code", str(baseline)],
                                 capture_output=True, text=True, check=True).stdout.split()
            base = float(out[1])
            row += f" {base:.2f} | {base / (size / 1e6):.2f} |"
        lines.append(row)
    return "\n".join(lines)


KINDS = REPO / "benchmarks" / "corpus_page_kinds.json"


def labelled_non_articles() -> set[str]:
    """Files labelled as no article in corpus_page_kinds.json: not_article, unclear and the later 'gossip' refuse
    labels. Refusing one of them loses its `with` snippets, so the snippet figures are also given without them."""
    kinds = json.loads(KINDS.read_text(encoding="utf-8"))
    return set(kinds["not_article"]) | set(kinds["unclear"]) | set(kinds.get("gossip", {}).get("refuse", {}))


def page_kind_table(results: list[PageResult]) -> str:
    """Refusals (not_an_article) against the page kinds labelled by reading the pages (corpus_page_kinds.json)."""
    kinds = json.loads(KINDS.read_text(encoding="utf-8"))
    not_article, unclear = set(kinds["not_article"]), set(kinds["unclear"])
    # the later 'gossip' refuse labels (benchmarks/page_kinds.py, half of them held out): counted in aggregate only
    gossip = set(kinds.get("gossip", {}).get("refuse", {})) - not_article - unclear
    articles = [r for r in results if r.file not in not_article and r.file not in unclear and r.file not in gossip]
    false_refusals = [r for r in articles if r.refused]
    caught = [r for r in results if r.file in not_article and r.refused]
    missed = sorted(f for f in not_article if f not in {r.file for r in caught})
    lines = ["### Not-an-article refusals vs labels (benchmarks/corpus_page_kinds.json)", "",
             "| labelled | pages | refused |", "|---|---:|---:|",
             f"| article | {len(articles)} | {len(false_refusals)} (false refusals) |",
             f"| not an article | {len(not_article)} | {len(caught)} (misses: {len(missed)}) |",
             f"| unclear | {len(unclear)} | {sum(bool(r.refused) for r in results if r.file in unclear)} |",
             f"| later 'gossip' refuse labels | {len(gossip)} "
             f"| {sum(bool(r.refused) for r in results if r.file in gossip)} |"]
    lines += [f"  FALSE REFUSAL {r.file}: {r.refused}" for r in false_refusals]
    lines += [f"  MISS {f}" for f in missed]
    return "\n".join(lines)


@dataclass
class GossipScore:
    name: str
    extracted: int  # paragraphs extracted, not counting optional ones
    correct: int  # of those, equal to an expected paragraph
    expected: int
    found: int  # expected paragraphs found exactly
    must_not: int
    avoided: int
    meta_right: int
    meta_total: int
    warnings_ok: bool
    misses: list[str]
    extras: list[str]


def score_gossip_page(name: str, entry: dict[str, Any], folder: Path = GOSSIP) -> GossipScore:
    """Score bot.extract.extract_html on one fixture of ``folder`` (a gossip fixture set) against its entry."""
    from bot.errors import ExtractError
    from bot.extract import extract_html

    html = (folder / name).read_text(encoding="utf-8")
    try:
        art = extract_html(html, url=entry.get("url"), source=name)
        paragraphs = [_norm(p) for p in art.paragraphs]
        meta = {"title": art.title, "site": art.site, "author": art.author,
                "published": art.published.isoformat() if art.published else None}
        warnings = list(art.warnings)
    except ExtractError:
        paragraphs, meta, warnings = [], {}, []
    expected = [_norm(p) for p in entry["paragraphs"]]
    optional = {_norm(p) for p in entry.get("optional", [])}
    counted = [p for p in paragraphs if p not in optional]
    text = "\n".join([str(meta.get("title") or ""), *paragraphs])
    keys = ("title", "site", "author", "published")
    return GossipScore(
        name=name,
        extracted=len(counted),
        correct=sum(p in expected for p in counted),
        expected=len(expected),
        found=sum(p in paragraphs for p in expected),
        must_not=len(entry.get("must_not", [])),
        avoided=sum(s not in text for s in entry.get("must_not", [])),
        meta_right=sum(meta.get(k) == entry.get(k) for k in keys),
        meta_total=len(keys),
        warnings_ok=warnings == entry.get("warnings", []),
        misses=[p for p in expected if p not in paragraphs],
        extras=[p for p in counted if p not in expected],
    )


_TOTAL_FIELDS = ("correct", "extracted", "found", "expected", "avoided", "must_not", "meta_right", "meta_total")


def score_set(folder: Path = GOSSIP) -> list[GossipScore]:
    entries = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    return [score_gossip_page(name, entry, folder) for name, entry in entries.items()]


def totals(scores: list[GossipScore]) -> dict[str, float]:
    """Aggregate figures: paragraph precision/recall, must_not avoided, metadata accuracy, warnings right."""
    tot = {f: sum(getattr(s, f) for s in scores) for f in _TOTAL_FIELDS}
    return {
        "para_precision": round(tot["correct"] / max(tot["extracted"], 1), 4),
        "para_recall": round(tot["found"] / max(tot["expected"], 1), 4),
        "must_not_avoided": round(tot["avoided"] / max(tot["must_not"], 1), 4),
        "meta_accuracy": round(tot["meta_right"] / max(tot["meta_total"], 1), 4),
        "warnings_ok": round(sum(s.warnings_ok for s in scores) / max(len(scores), 1), 4),
    }


def gossip_table(verbose: bool = False, folder: Path = GOSSIP) -> str:
    scores = score_set(folder)
    lines = ["| fixture | para prec | para recall | must_not avoided | meta | warnings |",
             "|---|---:|---:|---:|---:|---|"]
    for s in scores:
        lines.append(f"| {s.name} | {s.correct}/{s.extracted} | {s.found}/{s.expected} | {s.avoided}/{s.must_not} "
                     f"| {s.meta_right}/{s.meta_total} | {'ok' if s.warnings_ok else 'WRONG'} |")
    t = totals(scores)
    lines.append(f"| **all** | {t['para_precision']:.1%} | {t['para_recall']:.1%} | {t['must_not_avoided']:.1%} "
                 f"| {t['meta_accuracy']:.1%} | {sum(s.warnings_ok for s in scores)}/{len(scores)} |")
    if verbose:
        for s in scores:
            for p in s.misses:
                lines.append(f"  {s.name} MISS  {p[:100]}")
            for p in s.extras:
                lines.append(f"  {s.name} EXTRA {p[:100]}")
    return "\n".join(lines)


def record_blind() -> dict[str, Any]:
    """Store the blind set's current per-fixture and aggregate figures as its first-contact record."""
    scores = score_set(BLIND)
    record = {
        "note": "First contact: extractor run on the blind fixtures before any change made for them.",
        "totals": totals(scores),
        "pages": {s.name: {"para_prec": [s.correct, s.extracted], "para_recall": [s.found, s.expected],
                           "must_not": [s.avoided, s.must_not], "meta": [s.meta_right, s.meta_total],
                           "warnings_ok": s.warnings_ok} for s in scores},
    }
    FIRST_CONTACT.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    return record


def blind_before_after() -> str:
    lines = ["| blind set | para prec | para recall | must_not avoided | meta | warnings ok |",
             "|---|---:|---:|---:|---:|---:|"]
    rows: list[tuple[str, dict[str, float]]] = []
    if FIRST_CONTACT.exists():
        rows.append(("before (first contact)", json.loads(FIRST_CONTACT.read_text(encoding="utf-8"))["totals"]))
    rows.append(("after (live)", totals(score_set(BLIND))))
    for label, t in rows:
        lines.append(f"| {label} | {t['para_precision']:.1%} | {t['para_recall']:.1%} | {t['must_not_avoided']:.1%} "
                     f"| {t['meta_accuracy']:.1%} | {t['warnings_ok']:.0%} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limit", type=int, default=None, help="only the first N pages")
    ap.add_argument("--lang", choices=["en"], default=None, help="only the English subset")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--gossip", action="store_true", help="score the gossip-site fixtures instead")
    ap.add_argument("--record-blind", action="store_true",
                    help="store the blind set's figures as first contact (tests/extract/gossip_pages_blind)")
    ap.add_argument("-v", "--verbose", action="store_true", help="with --gossip: list missed and extra paragraphs")
    ap.add_argument("--sizes", action="store_true", help="extraction time vs page size on synthetic pages")
    ap.add_argument("--baseline", type=Path, default=None, help="with --sizes: a checkout to time beside ours")
    ap.add_argument("--size-row", type=float, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--code", type=Path, default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.size_row is not None:
        size, ours, plain = size_row(args.size_row)
        print(size, ours, plain)
        return 0
    if args.sizes:
        print("Extraction time vs page size (synthetic fictional article, repeated paragraphs)\n")
        print(size_table(args.baseline))
        return 0
    if args.gossip:
        print("Gossip-site fixtures (tests/extract/gossip_pages), bot.extract.extract_html\n")
        print(gossip_table(args.verbose))
        print("\nBlind fixtures (tests/extract/gossip_pages_blind), per fixture now\n")
        print(gossip_table(args.verbose, BLIND))
        print()
        print(blind_before_after())
        return 0
    if args.record_blind:
        record = record_blind()
        print(f"Recorded blind first-contact figures in {FIRST_CONTACT.relative_to(REPO)}: {record['totals']}")
        print(gossip_table(args.verbose, BLIND))
        return 0

    if not corpus_present():
        print(f"SKIP: corpus not found at {CORPUS} (../shared is not committed); nothing to benchmark.")
        return 0
    items = corpus_entries(ordered=True)
    if args.limit:
        items = items[: args.limit]
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(1, args.workers)) as pool:
        results = [r for r in pool.map(_run_page, items, chunksize=4) if r is not None]
    english = [r for r in results if r.english]
    print(f"Extraction benchmark on {CORPUS.name} corpus — {len(results)} pages in "
          f"{time.perf_counter() - start:.0f}s with {args.workers} workers\n")
    if args.lang != "en":
        print(_table("All pages", results) + "\n")
    print(_table("English subset", english) + "\n")
    if args.limit is None:
        others = labelled_non_articles()
        print(_table("Pages labelled articles (pages labelled no article left out: a refusal there loses their "
                     "snippets)", [r for r in results if r.file not in others]) + "\n")
    if args.limit is None:
        print(page_kind_table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
