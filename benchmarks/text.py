"""Text-layer benchmark: the sentence splitter and the stemmer of bot/text beside the candidates they were chosen over.

Run: .venv/bin/python benchmarks/text.py
Sentences: the 100 CNN/DailyMail development articles of ../shared (skipped when absent). For each splitter: sentences,
ms per article, boundaries inside a closed quotation (bot.text.quotes.find_spans; a quote cut from its attribution is
what the recap must avoid), and boundaries not shared with bot.text (to read by hand). Baselines in the same run: a
bare regex split after . ! ? and, when installed, pysbd and blingfire.
Stemmers: share of word-family pairs conflated (claim/claimed/claiming ...), share of unrelated look-alike pairs
conflated (news/new ...), microseconds per word over the same articles; baselines: no stemming and PyStemmer when
installed. The word lists below are our own.
"""

from __future__ import annotations

import importlib
import itertools
import json
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bot.text import split_sentences, stem  # noqa: E402
from bot.text.quotes import find_spans  # noqa: E402
from bot.text.sentences import _split  # noqa: E402  (its memo, cleared so each timing is cold)

CNNDM = REPO.parent / "shared" / "corpora" / "cnndm-dev" / "articles.jsonl"
_NAIVE = re.compile(r"(?<=[.!?])\s+")

FAMILIES = [f.split() for f in """claim claims claimed claiming|marry married marries marrying
divorce divorced divorcing
split splits splitting|deny denied denies denying|star stars starred starring|wedding weddings|actress actresses
celebrity celebrities|announce announced announcing|reveal revealed reveals revealing|couple couples
apologise apologised apologising|allege alleged alleges alleging|date dated dates dating|baby babies
party parties partying|cry cried cries crying|stop stopped stopping|plan planned planning|love loved loves loving
family families|rumour rumours rumoured|confirm confirmed confirming|insist insisted insists|appear appeared appears
sue sued suing|arrest arrested arrests|post posted posting|share shared sharing|kiss kissed kisses kissing
agree agreed agreeing|cancel cancelled cancelling|joke joked joking|slam slammed slamming|praise praised praising
leave leaves leaving|tour touring toured""".replace("\n", "|").split("|")]
LOOKALIKES = [("news", "new"), ("universe", "university"), ("police", "policy"), ("series", "serious"),
              ("general", "generous"), ("bus", "busy"), ("arm", "army"), ("past", "pasta"), ("car", "care"),
              ("host", "hostile"), ("port", "portion"), ("mean", "meaning"), ("star", "start"), ("fan", "fancy"),
              ("date", "data"), ("part", "party"), ("tour", "tourism"), ("sing", "singe"), ("wit", "witness")]


def _optional(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def _boundaries(text: str, sentences: list[str]) -> set[int]:
    out, pos = set(), 0
    for s in sentences:
        i = text.find(s, pos)
        if i < 0:
            i = text.find(s[:20], pos)
        if i < 0:
            continue
        out.add(i)
        pos = i + len(s)
    return out - {0}


def splitters() -> None:
    if not CNNDM.is_file():
        print(f"({CNNDM} absent: sentence part skipped)")
        return
    arts = [json.loads(line)["article"] for line in CNNDM.read_text(encoding="utf-8").splitlines() if line.strip()]
    cands: dict[str, Callable[[str], list[str]]] = {"bot.text": split_sentences,
                                                    "regex . ! ?": lambda t: _NAIVE.split(t.strip())}
    pysbd = _optional("pysbd")
    if pysbd is not None:
        seg = pysbd.Segmenter(language="en", clean=False)
        cands["pysbd"] = lambda t: [s.strip() for s in seg.segment(t) if s.strip()]
    blingfire = _optional("blingfire")
    if blingfire is not None:
        cands["blingfire"] = lambda t: [s for s in blingfire.text_to_sentences(t).split("\n") if s]
    spans = [[(s.open, s.close) for s in find_spans(a) if s.closed] for a in arts]
    ours = [_boundaries(a, split_sentences(a)) for a in arts]
    print(f"\n== sentence splitters on {len(arts)} CNN/DM articles")
    print(f"{'splitter':<14}{'sentences':>10}{'ms/article':>11}{'in quote':>9}{'not ours':>9}{'ours only':>10}")
    for name, f in cands.items():
        _split.cache_clear()  # bot.text memoises recent paragraphs: time every splitter cold
        t0 = time.perf_counter()
        out = [f(a) for a in arts]
        ms = 1000 * (time.perf_counter() - t0) / len(arts)
        bounds = [_boundaries(a, o) for a, o in zip(arts, out, strict=True)]
        inside = sum(1 for b, sp in zip(bounds, spans, strict=True) for i in b if any(o < i < c for o, c in sp))
        extra = sum(len(b - o) for b, o in zip(bounds, ours, strict=True))
        missing = sum(len(o - b) for b, o in zip(bounds, ours, strict=True))
        print(f"{name:<14}{sum(map(len, out)):>10}{ms:>11.2f}{inside:>9}{extra:>9}{missing:>10}")


def stemmers() -> None:
    words = ["claimed", "actresses", "divorcing"] * 1000
    if CNNDM.is_file():
        words = [w.lower() for line in CNNDM.read_text(encoding="utf-8").splitlines() if line.strip()
                 for w in re.findall(r"[A-Za-z]+", json.loads(line)["article"])]
    cands: dict[str, Callable[[str], str]] = {"bot.text (snowball)": stem, "none": lambda w: w}
    pystemmer = _optional("Stemmer")
    if pystemmer is not None:
        cands["PyStemmer"] = pystemmer.Stemmer("english").stemWord
    pairs = [(a, b) for fam in FAMILIES for a, b in itertools.combinations(fam, 2)]
    print(f"\n== stemmers: {len(pairs)} family pairs, {len(LOOKALIKES)} look-alike pairs, {len(words)} words timed")
    print(f"{'stemmer':<22}{'conflated':>10}{'false':>7}{'us/word':>9}")
    for name, f in cands.items():
        ok = sum(f(a) == f(b) for a, b in pairs) / len(pairs)
        bad = sum(f(a) == f(b) for a, b in LOOKALIKES) / len(LOOKALIKES)
        t0 = time.perf_counter()
        for w in words:
            f(w)
        us = 1e6 * (time.perf_counter() - t0) / len(words)
        print(f"{name:<22}{ok:>10.2f}{bad:>7.2f}{us:>9.2f}")


if __name__ == "__main__":
    splitters()
    stemmers()
