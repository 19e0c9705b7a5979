"""Recap bullets against editors' highlights: ROUGE on the CNN/DailyMail development sample, lead-3 beside.

    .venv/bin/pip install -e ".[bench]"   # rouge-score, a benchmark-only extra
    .venv/bin/python benchmarks/recap_cnndm.py [--corpus FILE] [--limit N] [--record-before] [--json] [-v]
    .venv/bin/python benchmarks/recap_cnndm.py --sweep "budget_exponent=0,0.45;next_bonus=0,0.2"

Corpus: ../shared/corpora/cnndm-dev/articles.jsonl (100 articles of the CNN/DailyMail train split with their
highlights; read its README). It is a development sample: figures on it are not an acceptance measurement.
The article text has no paragraph breaks, so each sentence (bot's own splitter) becomes a paragraph, as in the
one-sentence paragraphs of the Daily Mail's pages. Mined quotes go in as they would in the product.

Per system, the mean ROUGE-1/2/Lsum F-measure (``rouge-score``, Porter stemming on; Lsum over newline-separated
sentences) of the system's text against the highlights, and its mean length in words:
- recap: the extractive engine's bullets (one per line), the ``summary`` of its JSON;
- lead-3: the article's first three sentences.
Both are computed in one run, on the whole sample and on its halves (the first half of the file is where the
weights are tuned, the second half checks them). ``--record-before`` stores the figures in
benchmarks/recap_cnndm_before.json (first contact); later runs print before / after / lead-3 side by side.
``--sweep`` varies named weights of ``extractive.Selection`` over a grid (``name=v1,v2;name=...``) and prints each
setting's figures on both halves and the whole, beside lead-3: choose on the first half, read the second.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import statistics
import sys
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bot.models import Article  # noqa: E402
from bot.quotes import mine_quotes  # noqa: E402
from bot.summarize import extractive as ex  # noqa: E402

CORPUS = REPO.parent / "shared" / "corpora" / "cnndm-dev" / "articles.jsonl"
BEFORE = Path(__file__).with_name("recap_cnndm_before.json")


@dataclass
class Scores:
    articles: int
    r1: float
    r2: float
    rlsum: float
    words: float
    in_range: float  # share of outputs with 50-110 words


def load(path: Path, limit: int | None = None) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return rows[:limit] if limit else rows


def to_article(row: dict[str, Any]) -> Article:
    sentences = ex.split_sentences(str(row["article"]))
    return Article(source=f"cnndm:{row['id']}", url=None, title="", paragraphs=tuple(sentences))


def recap_lines(article: Article) -> list[str]:
    recap = ex.build_recap(article, mine_quotes(article.paragraphs))
    return [b.text for b in recap.summary]


def lead3_lines(article: Article) -> list[str]:
    return list(article.paragraphs[:3])


def evaluate(rows: Sequence[dict[str, Any]], system: Callable[[Article], list[str]]) -> tuple[Scores, list[dict]]:
    from rouge_score import rouge_scorer

    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeLsum"], use_stemmer=True)
    per = []
    for row in rows:
        lines = system(to_article(row))
        text = "\n".join(lines)
        s = scorer.score(str(row["highlights"]), text)
        words = len(text.split())
        per.append({"id": row["id"], "r1": s["rouge1"].fmeasure, "r2": s["rouge2"].fmeasure,
                    "rlsum": s["rougeLsum"].fmeasure, "words": words, "lines": lines})
    n = max(1, len(per))
    return Scores(
        articles=len(per),
        r1=100 * sum(p["r1"] for p in per) / n,
        r2=100 * sum(p["r2"] for p in per) / n,
        rlsum=100 * sum(p["rlsum"] for p in per) / n,
        words=statistics.mean(p["words"] for p in per) if per else 0.0,
        in_range=sum(1 for p in per if 50 <= p["words"] <= 110) / n,
    ), per


def halves(rows: Sequence[dict[str, Any]]) -> dict[str, Sequence[dict[str, Any]]]:
    """The tune half (first), the check half (second) and the whole sample."""
    mid = len(rows) // 2
    return {"tune": rows[:mid], "check": rows[mid:], "all": rows}


def parse_grid(spec: str) -> dict[str, list[float]]:
    """``"a=1,2;b=0.5"`` -> ``{"a": [1.0, 2.0], "b": [0.5]}``; names must be fields of ``extractive.Selection``."""
    fields = {f.name for f in dataclasses.fields(ex.Selection)}
    grid: dict[str, list[float]] = {}
    for part in filter(None, (p.strip() for p in spec.split(";"))):
        name, _, values = part.partition("=")
        if name.strip() not in fields:
            raise SystemExit(f"--sweep: {name.strip()!r} is not a Selection weight ({', '.join(sorted(fields))})")
        grid[name.strip()] = [float(v) for v in values.split(",") if v.strip()]
    return grid


def sweep(rows: Sequence[dict[str, Any]], grid: dict[str, list[float]]) -> None:
    parts = halves(rows)
    lead = {k: evaluate(v, lead3_lines)[0] for k, v in parts.items()}
    print("R1 / R2 / RLsum (words) per half; lead-3: " + "  ".join(
        f"{k} {s.r1:.2f}/{s.r2:.2f}/{s.rlsum:.2f} ({s.words:.0f})" for k, s in lead.items()))
    base = ex.SELECTION
    try:
        for values in itertools.product(*grid.values()):
            setting = dict(zip(grid, values, strict=True))
            typed = {k: type(getattr(base, k))(v) for k, v in setting.items()}
            ex.SELECTION = dataclasses.replace(base, **typed)
            cells = []
            for k, part in parts.items():
                s = evaluate(part, recap_lines)[0]
                cells.append(f"{k} {s.r1:.2f}/{s.r2:.2f}/{s.rlsum:.2f} ({s.words:.0f}) {s.r1 - lead[k].r1:+.2f}")
            print(f"{typed}: " + "  ".join(cells), flush=True)
    finally:
        ex.SELECTION = base


def _row(name: str, s: Scores) -> str:
    return f"{name:<8} {s.articles:5d} {s.r1:6.2f} {s.r2:6.2f} {s.rlsum:6.2f} {s.words:6.1f} {s.in_range:6.2f}"


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--record-before", action="store_true", help=f"write {BEFORE.relative_to(REPO)}")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true", help="per-article figures and the recaps")
    ap.add_argument("--sweep", default=None, help="grid of Selection weights: 'name=v1,v2;name=v1'")
    args = ap.parse_args(argv)
    if not args.corpus.exists():
        print(f"{args.corpus} is absent: nothing to measure", file=sys.stderr)
        return 2
    rows = load(args.corpus, args.limit)
    if args.sweep:
        sweep(rows, parse_grid(args.sweep))
        return 0
    after, per = evaluate(rows, recap_lines)
    lead, lead_per = evaluate(rows, lead3_lines)
    if args.record_before:
        BEFORE.write_text(json.dumps({"engine": ex.ExtractiveSummarizer.cache_tag, "recap": asdict(after),
                                      "lead3": asdict(lead)}, indent=1) + "\n", encoding="utf-8")
    before = json.loads(BEFORE.read_text(encoding="utf-8")) if BEFORE.exists() else None
    if args.json:
        print(json.dumps({"after": asdict(after), "lead3": asdict(lead),
                          "before": before["recap"] if before else None}, indent=1))
        return 0
    print("ROUGE F (x100) vs editors' highlights, stemming on; development sample (see the corpus README)")
    print(f"{'system':<8} {'n':>5} {'R1':>6} {'R2':>6} {'RLsum':>6} {'words':>6} {'50-110':>6}")
    if before:
        print(_row("before", Scores(**before["recap"])))
    print(_row("recap", after))
    print(_row("lead-3", lead))
    print(f"recap - lead-3: R1 {after.r1 - lead.r1:+.2f}  R2 {after.r2 - lead.r2:+.2f}  "
          f"RLsum {after.rlsum - lead.rlsum:+.2f}")
    for name, part in halves(rows).items():
        if name == "all":
            continue
        mine, theirs = evaluate(part, recap_lines)[0], evaluate(part, lead3_lines)[0]
        print(f"{name} half ({mine.articles}): recap {mine.r1:.2f}/{mine.r2:.2f}/{mine.rlsum:.2f}, lead-3 "
              f"{theirs.r1:.2f}/{theirs.r2:.2f}/{theirs.rlsum:.2f}: R1 {mine.r1 - theirs.r1:+.2f}  "
              f"R2 {mine.r2 - theirs.r2:+.2f}  RLsum {mine.rlsum - theirs.rlsum:+.2f}")
    if args.verbose:
        for p, q in zip(per, lead_per, strict=True):
            print(f"\n== {p['id'][:12]} recap R1 {100 * p['r1']:.1f} / lead-3 {100 * q['r1']:.1f}  "
                  f"({p['words']} words)")
            for line in p["lines"]:
                print(f"   - {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
