"""Reader-centred recap evaluation: hand-written "nuggets" on 12 fictional gossip articles.

    .venv/bin/python benchmarks/recap_nuggets.py [--record-before] [--json] [-v]

Fixtures: tests/summarize/nuggets/articles.json (fictional text, invented names). Each article lists, in priority
order, the facts a reader must come away with ("nuggets", each with the paragraphs that state it and alternative
regexes, one of which a bullet covering it contains), attribution rules (a bullet that says X must carry one of the
words that attribute it), fairness rules (when a bullet carries the allegation, the recap must also show the
accused's response, in a bullet or a key quote) and the key quotes a human editor would show.

Per system (the extractive engine, and lead-3: the first three sentences + the first three mined quotes):
- recall: nugget recall of the bullets, weighted by priority (nugget k of N weighs N-k);  +head: the same with the
  headline counted as well;  top: share of articles whose first nugget the bullets cover;
- attr: attribution violations (bullets that state a claim without its attribution; 0 required);
- fair: fairness misses (allegation shown, response not);  quotes: share of the editor's key quotes the recap shows;
- words / bullets: mean bullet words and count.

``--record-before`` writes tests/summarize/nuggets/before.json (the figures of the code as it is now); later runs
print before / after / lead-3 side by side.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bot.models import Article, Quote  # noqa: E402
from bot.quotes import mine_quotes  # noqa: E402
from bot.summarize import extractive as ex  # noqa: E402
from bot.text import normalize  # noqa: E402

FIXTURES = REPO / "tests" / "summarize" / "nuggets"
ARTICLES = FIXTURES / "articles.json"
BEFORE = FIXTURES / "before.json"


@dataclass
class Scores:
    recall: float
    recall_head: float
    top: float
    attr: int
    fair: int
    quotes: float
    words: float
    bullets: float


@dataclass
class Output:
    headline: str
    bullets: list[str]
    key_quotes: list[str]


def load_articles(path: Path = ARTICLES) -> list[dict[str, Any]]:
    return list(json.loads(path.read_text(encoding="utf-8"))["articles"])


def to_article(d: dict[str, Any]) -> Article:
    return Article(source=f"nuggets:{d['id']}", url=None, title=str(d["title"]),
                   paragraphs=tuple(str(p) for p in d["paragraphs"]))


def _hit(pattern: str, text: str) -> bool:
    return re.search(pattern, normalize(text), re.IGNORECASE) is not None


def nugget_covered(nugget: dict[str, Any], texts: Sequence[str]) -> bool:
    """A nugget is covered when one text (a bullet) matches one of its patterns."""
    return any(_hit(p, t) for t in texts for p in nugget["patterns"])


def weighted_recall(nuggets: Sequence[dict[str, Any]], texts: Sequence[str]) -> float:
    n = len(nuggets)
    total = sum(n - k for k in range(n))
    got = sum(n - k for k, nug in enumerate(nuggets) if nugget_covered(nug, texts))
    return got / total if total else 0.0


def attribution_violations(article: dict[str, Any], bullets: Sequence[str]) -> list[str]:
    """Bullets that state a rule's claim without any of its attributing words."""
    out = []
    for rule in article.get("attribution", []):
        for b in bullets:
            if _hit(rule["claim"], b) and not _hit(rule["require"], b):
                out.append(f"{rule['note']}: {b}")
    return out


def fairness_misses(article: dict[str, Any], bullets: Sequence[str], quotes: Sequence[str]) -> list[str]:
    """Rules whose allegation a bullet carries while neither a bullet nor a key quote shows the response."""
    out = []
    for rule in article.get("fairness", []):
        if any(_hit(rule["allegation"], b) for b in bullets) and not any(
            _hit(rule["response"], t) for t in [*bullets, *quotes]
        ):
            out.append(rule["allegation"])
    return out


def _tokens(text: str) -> set[str]:
    return {w.lower() for w in ex.words_of(normalize(text))}


def quote_match(editor: str, shown: str) -> bool:
    a, b = normalize(editor).lower(), normalize(shown).lower()
    if a in b or (b in a and len(b) >= 0.5 * len(a)):
        return True
    ta, tb = _tokens(a), _tokens(b)
    return bool(ta) and len(ta & tb) / len(ta) >= 0.6


def quote_overlap(editor: Sequence[str], shown: Sequence[str]) -> float:
    if not editor:
        return 1.0
    return sum(1 for e in editor if any(quote_match(e, s) for s in shown)) / len(editor)


def engine_output(article: Article, quotes: Sequence[Quote]) -> Output:
    recap = ex.build_recap(article, quotes)
    return Output(recap.headline, [b.text for b in recap.summary], [q.text for q in recap.key_quotes])


def lead3_output(article: Article, quotes: Sequence[Quote]) -> Output:
    sents = [s for p in article.paragraphs for s in ex.split_sentences(p)]
    picked = [q.text for q in quotes if len(ex.words_of(q.text)) >= 4][:3]
    return Output(article.title, sents[:3], picked)


def score_one(d: dict[str, Any], out: Output) -> dict[str, Any]:
    nuggets = d["nuggets"]
    return {
        "recall": weighted_recall(nuggets, out.bullets),
        "recall_head": weighted_recall(nuggets, [*out.bullets, out.headline]),
        "top": 1.0 if nugget_covered(nuggets[0], out.bullets) else 0.0,
        "attr": attribution_violations(d, out.bullets),
        "fair": fairness_misses(d, out.bullets, out.key_quotes),
        "quotes": quote_overlap(d["key_quotes"], out.key_quotes),
        "words": sum(len(ex.words_of(b)) for b in out.bullets),
        "bullets": len(out.bullets),
        "missed": [n["id"] for n in nuggets if not nugget_covered(n, out.bullets)],
    }


def aggregate(rows: Sequence[dict[str, Any]]) -> Scores:
    n = max(1, len(rows))
    return Scores(
        recall=sum(r["recall"] for r in rows) / n,
        recall_head=sum(r["recall_head"] for r in rows) / n,
        top=sum(r["top"] for r in rows) / n,
        attr=sum(len(r["attr"]) for r in rows),
        fair=sum(len(r["fair"]) for r in rows),
        quotes=sum(r["quotes"] for r in rows) / n,
        words=sum(r["words"] for r in rows) / n,
        bullets=sum(r["bullets"] for r in rows) / n,
    )


def evaluate(system: str = "engine") -> tuple[Scores, dict[str, dict[str, Any]], dict[str, Output]]:
    per: dict[str, dict[str, Any]] = {}
    outs: dict[str, Output] = {}
    for d in load_articles():
        article = to_article(d)
        quotes = mine_quotes(article.paragraphs)
        out = engine_output(article, quotes) if system == "engine" else lead3_output(article, quotes)
        per[d["id"]] = score_one(d, out)
        outs[d["id"]] = out
    return aggregate(list(per.values())), per, outs


def _row(name: str, s: Scores) -> str:
    return (f"{name:<8} {s.recall:6.3f} {s.recall_head:6.3f} {s.top:5.2f} {s.attr:5d} {s.fair:5d} "
            f"{s.quotes:6.2f} {s.words:6.1f} {s.bullets:6.2f}")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--record-before", action="store_true", help=f"write {BEFORE.relative_to(REPO)}")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("-v", "--verbose", action="store_true", help="per-article rows and the recaps")
    args = ap.parse_args(argv)
    after, per, outs = evaluate("engine")
    lead, lead_per, _ = evaluate("lead3")
    if args.record_before:
        BEFORE.write_text(json.dumps({"engine": ex.ExtractiveSummarizer.cache_tag, "scores": asdict(after),
                                      "articles": per}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    before = json.loads(BEFORE.read_text(encoding="utf-8")) if BEFORE.exists() else None
    if args.json:
        print(json.dumps({"after": asdict(after), "lead3": asdict(lead),
                          "before": before["scores"] if before else None}, indent=1))
        return 0
    print(f"{'system':<8} {'recall':>6} {'+head':>6} {'top':>5} {'attr':>5} {'fair':>5} {'quotes':>6} "
          f"{'words':>6} {'bullets':>6}")
    if before:
        print(_row("before", Scores(**before["scores"])))
    print(_row("after", after))
    print(_row("lead-3", lead))
    if args.verbose:
        for aid, r in per.items():
            b = before["articles"].get(aid, {}) if before else {}
            print(f"\n== {aid}: recall {b.get('recall', float('nan')):.2f} -> {r['recall']:.2f} "
                  f"(lead-3 {lead_per[aid]['recall']:.2f}), missed {r['missed']}, quotes {r['quotes']:.2f}, "
                  f"words {r['words']}")
            for v in r["attr"] + [f"fairness: {f}" for f in r["fair"]]:
                print(f"   !! {v}")
            o = outs[aid]
            print(f"   H: {o.headline}")
            for t in o.bullets:
                print(f"   - {t}")
            for q in o.key_quotes:
                print(f"   > {q}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
