"""Recap quality of the extractive engine vs the lead-3 baseline, on proxies (there are no reference summaries).

    .venv/bin/python benchmarks/recap_quality.py [--limit N] [--corpus DIR]

Articles: the English pages of ../shared/corpora/trafilatura (extracted with trafilatura.extract directly, so this
stays independent of bot/extract.py; pages with >= 4 paragraphs), the baldwins fixture, and examples/sample-article.

Per article, for the bullets of each system:
- key-term coverage: share of the article's top-15 content terms (tf-idf over the article's paragraphs, names x1.5)
  that the bullets contain;  names: share of the 5 most frequent names;
- coverage/100w: key-term coverage per 100 bullet words (so longer output is not rewarded for length alone);
- spread: share of the article's paragraphs (in quarters) that the bullets come from (1.0 = all four quarters);
- thirds (section coverage): share of the article's thirds (by paragraph) represented by at least one bullet;
- redundancy: mean pairwise cosine between bullets (lower is better);
- attribution kept: among bullets whose source sentence carries an attribution ("alleged", "according to", "said"),
  the share that still carries it;  claims kept: the same for allegations only ("alleged", "claimed", "according
  to", "a source told"): the strict check, 1.0 required;  pronoun starts / chatter / connective: share of bullets
  that open with a pronoun, are commenter chatter, or open with "But", "And", "However," ... (lower is better).
Headline: the engine's headline is also scored for key-term coverage against the "title" and "lead" choices.

``--baseline FILE`` adds a row for another version of bot/summarize/extractive.py (e.g. the previous commit's,
``git show HEAD~1:bot/summarize/extractive.py > /tmp/old.py``), for before/after figures in one table.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bot.models import Article, Bullet, Quote, article_from_json  # noqa: E402
from bot.summarize import extractive as ex  # noqa: E402

SHARED = REPO.parent / "shared"
_EN_STOP = {"the", "and", "of", "to", "a", "in", "is", "that", "for", "it", "was", "on", "with", "as", "he", "she"}
_ATTR = re.compile(r"\b(alleg\w*|claim\w*|according to|said|says|told|reportedly)\b", re.IGNORECASE)
_CLAIM = re.compile(r"\b(alleg\w*|claim(?:s|ed)?|according to|accus\w*|reportedly)\b|\bsources?\b.{0,40}\btold\b",
                    re.IGNORECASE)
_CONNECTIVE = re.compile(r"^(?:but|and|so|yet|however,|meanwhile,)\s", re.IGNORECASE)


@dataclass
class Scores:
    coverage: float
    names: float
    per100: float
    spread: float
    thirds: float
    redundancy: float
    attribution: float | None
    claims_kept: float | None
    pronoun: float
    chatter: float
    connective: float
    words: int
    bullets: int


def _top_terms(article: Article, k: int = 15) -> tuple[set[str], set[str]]:
    names = ex.proper_terms(article.paragraphs)
    docs = [ex.content_terms(p) for p in article.paragraphs]
    df: Counter[str] = Counter()
    tf: Counter[str] = Counter()
    for d in docs:
        df.update(set(d))
        tf.update(d)
    n = len(docs)
    weight = {t: c * math.log(1 + n / df[t]) * (1.5 if t in names else 1.0) for t, c in tf.items()}
    top = {t for t, _ in sorted(weight.items(), key=lambda kv: -kv[1])[:k]}
    # Ties of frequency are broken alphabetically: not by the order of the set proper_terms returns (it changed with
    # PYTHONHASHSEED), nor by position in the article (that would favour the lead baselines).
    top_names = {t for t, _ in Counter({t: tf[t] for t in sorted(names) if t in tf}).most_common(5)}
    return top, top_names


def _vec(text: str) -> dict[str, float]:
    return {t: float(c) for t, c in Counter(ex.content_terms(text)).items()}


def _cos(a: dict[str, float], b: dict[str, float]) -> float:
    dot = sum(v * b.get(t, 0.0) for t, v in a.items())
    na, nb = math.sqrt(sum(v * v for v in a.values())), math.sqrt(sum(v * v for v in b.values()))
    return dot / (na * nb) if na and nb else 0.0


def _source_sentence(article: Article, bullet: Bullet) -> str:
    text = bullet.text.removesuffix(ex.TRIM_MARK)
    for s in ex.split_sentences(article.paragraph(bullet.cites[0])):
        if text[:40].lower() in s.lower():  # the bullet may have lost a leading "But"
            return s
    return text


def score(article: Article, bullets: Sequence[Bullet]) -> Scores:
    top, top_names = _top_terms(article)
    text = " ".join(b.text for b in bullets)
    terms = set(ex.content_terms(text))
    words = len(ex.words_of(text))
    cov = len(terms & top) / max(1, len(top))
    vecs = [_vec(b.text) for b in bullets]
    pairs = [_cos(vecs[i], vecs[j]) for i in range(len(vecs)) for j in range(i + 1, len(vecs))]
    n_par = len(article.paragraphs)
    quarters = {min(3, (b.cites[0] - 1) * 4 // max(1, n_par)) for b in bullets if b.cites}
    attributed = [b for b in bullets if _ATTR.search(_source_sentence(article, b))]
    kept = [b for b in attributed if _ATTR.search(b.text)]
    claims = [b for b in bullets if _CLAIM.search(_source_sentence(article, b))]
    claims_ok = [b for b in claims if _CLAIM.search(b.text)]
    thirds = {min(2, (b.cites[0] - 1) * 3 // max(1, n_par)) for b in bullets if b.cites}
    return Scores(
        coverage=cov,
        names=len(terms & top_names) / len(top_names) if top_names else 1.0,
        per100=cov / max(1, words) * 100,
        spread=len(quarters) / min(4, n_par),
        thirds=len(thirds) / min(3, n_par),
        redundancy=statistics.mean(pairs) if pairs else 0.0,
        attribution=len(kept) / len(attributed) if attributed else None,
        claims_kept=len(claims_ok) / len(claims) if claims else None,
        pronoun=sum(1 for b in bullets if ex._PRONOUN_START.match(b.text)) / max(1, len(bullets)),
        chatter=sum(1 for b in bullets if ex.is_chatter(b.text)) / max(1, len(bullets)),
        connective=sum(1 for b in bullets if _CONNECTIVE.match(b.text)) / max(1, len(bullets)),
        words=words,
        bullets=len(bullets),
    )


def lead3(article: Article) -> list[Bullet]:
    out: list[Bullet] = []
    for no, para in enumerate(article.paragraphs, start=1):
        for s in ex.split_sentences(para):
            out.append(Bullet(s, (no,)))
            if len(out) == 3:
                return out
    return out


def lead_same_length(article: Article) -> list[Bullet]:
    """Lead sentences up to the word count of our bullets: the length-matched baseline."""
    budget = sum(len(ex.words_of(b.text)) for b in ours(article))
    out: list[Bullet] = []
    total = 0
    for no, para in enumerate(article.paragraphs, start=1):
        for s in ex.split_sentences(para):
            if total >= budget:
                return out
            out.append(Bullet(s, (no,)))
            total += len(ex.words_of(s))
    return out


def ours(article: Article) -> list[Bullet]:
    return list(ex.build_recap(article, []).summary)


def load_baseline(path: Path) -> Callable[[Article], list[Bullet]]:
    """Another version of the extractive module (a file), as a system."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("extractive_baseline", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {path}")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return lambda article: list(mod.build_recap(article, []).summary)


def _is_english(text: str) -> bool:
    toks = re.findall(r"[a-z]+", text.lower())
    return bool(toks) and sum(t in _EN_STOP for t in toks) / len(toks) > 0.12


def corpus_articles(corpus: Path, limit: int) -> list[Article]:
    import trafilatura

    meta = json.loads((corpus / "evaldata.json").read_text(encoding="utf-8"))
    out: list[Article] = []
    for url, entry in meta.items():
        path = corpus / "html" / (entry["file"] + ".gz")
        if not path.exists():
            continue
        html = gzip.decompress(path.read_bytes()).decode("utf-8", errors="replace")
        text = trafilatura.extract(html, include_comments=False, include_tables=False, favor_precision=True)
        if not text or not _is_english(text):
            continue
        paras = [p.strip() for p in text.splitlines() if len(p.strip()) > 40]
        if len(paras) < 4:
            continue
        title = str(entry.get("title") or "")
        out.append(Article(source=url, url=url if url.startswith("http") else None, title=title,
                           paragraphs=tuple(paras)))
        if len(out) >= limit:
            break
    return out


def fixture_articles() -> list[Article]:
    out: list[Article] = []
    bald = SHARED / "fixtures" / "baldwins.txt"
    if bald.exists():
        from bot.extract import article_from_text  # what `gossip-recap recap baldwins.txt` sees (derived title)

        out.append(article_from_text(bald.read_text(encoding="utf-8"), source="baldwins.txt"))
    sample = REPO / "examples" / "sample-article.html"
    if sample.exists():
        import trafilatura

        text = trafilatura.extract(sample.read_text(encoding="utf-8")) or ""
        paras = tuple(p.strip() for p in text.splitlines() if p.strip())
        out.append(Article(source="sample-article.html", url=None,
                           title="Marnie Vale and Theo Quill split after red-carpet spat", paragraphs=paras))
    return out


def _agg(rows: list[Scores], field: str) -> str:
    vals = [getattr(r, field) for r in rows if getattr(r, field) is not None]
    return f"{statistics.mean(vals):.3f}" if vals else "n/a"


def table(name: str, arts: list[Article], systems: dict[str, Callable[[Article], list[Bullet]]]) -> str:
    fields = ["coverage", "names", "per100", "spread", "thirds", "redundancy", "attribution", "claims_kept",
              "pronoun", "chatter", "connective", "words", "bullets"]
    lines = [f"### {name} ({len(arts)} articles)", "",
             "| system | " + " | ".join(fields) + " | ms/article |", "|---" * (len(fields) + 2) + "|"]
    for sys_name, fn in systems.items():
        t0 = time.perf_counter()
        rows = [score(a, fn(a)) for a in arts]
        ms = (time.perf_counter() - t0) / max(1, len(arts)) * 1000
        lines.append(f"| {sys_name} | " + " | ".join(_agg(rows, f) for f in fields) + f" | {ms:.1f} |")
    return "\n".join(lines)


def headline_table(arts: list[Article]) -> str:
    lines = ["### Headline choice (key-term coverage per headline word x 10)", "",
             "| choice | coverage | per-word x10 |", "|---|---|---|"]
    derived = [a for a in arts if ex.derived_title(a)] if hasattr(ex, "derived_title") else []
    same = sum(1 for a in derived if ex.same_line(ex.build_recap(a, []).headline, a.title))
    lines.insert(1, f"(titles that are only the first sentence: {len(derived)}; engine headline == title: {same})")
    for label in ("title", "lead", "engine"):
        covs, dens = [], []
        for a in arts:
            top, _ = _top_terms(a)
            if label == "title":
                h = a.title
            elif label == "lead":
                h = ex._trim_chars(ex.split_sentences(a.paragraphs[0])[0], ex.HEADLINE_MAX)
            else:
                h = ex.build_recap(a, []).headline
            if not h:
                continue
            c = len(set(ex.content_terms(h)) & top) / max(1, len(top))
            covs.append(c)
            dens.append(c / max(1, len(ex.words_of(h))) * 10)
        lines.append(f"| {label} | {statistics.mean(covs):.3f} | {statistics.mean(dens):.3f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--limit", type=int, default=200)
    ap.add_argument("--corpus", type=Path, default=SHARED / "corpora" / "trafilatura")
    ap.add_argument("--cache", type=Path, help="JSON file to keep extracted corpus articles in between runs")
    ap.add_argument("--baseline", type=Path, help="another extractive.py to compare with (before/after)")
    args = ap.parse_args(argv)
    systems: dict[str, Callable[[Article], list[Bullet]]] = {
        "lead-3": lead3,
        "lead, same length as ours": lead_same_length,
    }
    if args.baseline:
        systems["extractive (baseline file)"] = load_baseline(args.baseline)
    systems["extractive (ours)"] = ours
    _ = Quote  # quotes are not used by the bullet metrics
    if args.corpus.exists():
        if args.cache and args.cache.exists():
            arts = [article_from_json(d) for d in json.loads(args.cache.read_text(encoding="utf-8"))]
        else:
            arts = corpus_articles(args.corpus, args.limit)
            if args.cache:
                args.cache.write_text(json.dumps([a.to_json() for a in arts]), encoding="utf-8")
        print(table("trafilatura corpus, English pages", arts, systems), end="\n\n")
        print(headline_table([a for a in arts if a.title]), end="\n\n")
    else:
        print(f"({args.corpus} absent: corpus part skipped)\n")
    fx = fixture_articles()
    if fx:
        print(table("gossip fixtures (baldwins, sample article)", fx, systems))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
