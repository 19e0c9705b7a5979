"""Check a recap against its article before anyone sees it (LLM output above all; safe on extractive output too).

* Key quotes must be verbatim in the paragraph they cite (:func:`bot.text.is_verbatim`). A quote found verbatim in
  another paragraph gets its paragraph corrected; one that is only close (difflib ratio >= 0.85 on normalised text) to
  a mined quote is replaced by that mined quote; anything else is dropped. Speakers come from the quote miner when it
  knows one; a speaker for a quote the miner never saw is dropped (None).
* ``quotes`` of the result is the miner's list (every quotation in the article), never the LLM's.
* Bullets must cite existing paragraphs and be grounded in them: the share of the bullet's content words
  (:func:`bot.text.content_words`) found in the cited paragraphs must reach :data:`GROUNDING_THRESHOLD`. A bullet that
  repeats an attributed claim ("according to", "allegedly", ...) without any attribution of its own is marked
  "Reportedly, ..." and a warning says so.
* Headline, bullets and speakers lose raw HTML tags, mentions, and every link except to the article itself (a
  Markdown link keeps its label): links inside the body text may be planted there for the LLM to repeat.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence
from dataclasses import replace

from bot.errors import SummarizeError
from bot.models import Article, Bullet, Quote, Recap
from bot.sanitize import defuse_mentions
from bot.text import content_words, is_verbatim, lexicon_for, normalize, split_sentences
from bot.text.marks import ALL_MARKS

GROUNDING_THRESHOLD = 0.5
FUZZY_QUOTE_RATIO = 0.85
MAX_BULLETS = 5
MAX_KEY_QUOTES = 5
FAILED = "The LLM's recap did not check out against the article"

# Words that mark a statement as a claim in the article, and words that attribute one in a bullet.
_ALLEGATION = lexicon_for("en").allegation_re
_ATTRIBUTION = lexicon_for("en").attribution_re
_MD_LINK = re.compile(r"!?\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_SCRIPT = re.compile(r"<(script|style)\b[^>]*>.*?</\1\s*>", re.IGNORECASE | re.DOTALL)
_ANGLE = re.compile(r"<[^<>\s][^<>]*>")
_BARE_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>()\[\]]+", re.IGNORECASE)
_QUOTE_MARKS = ALL_MARKS + " \t\n"


def grounding(text: str, sources: Iterable[str]) -> float:
    """Share of ``text``'s content words found in ``sources`` (0.0 when ``text`` has none)."""
    words = content_words(text)
    if not words:
        return 0.0
    pool: set[str] = set()
    for s in sources:
        pool |= content_words(s)
    return len(words & pool) / len(words)


def _article_urls(article: Article) -> set[str]:
    """The only URLs a recap line may carry: the article's own. A URL quoted in the body can be a planted one."""
    return {u.rstrip("/") for u in (article.url, article.canonical_url) if u}


def clean_text(text: str, allowed_urls: set[str]) -> str:
    """One line of plain text: no HTML/autolinks, no links to foreign URLs, no mentions, no control chars."""

    def link(m: re.Match[str]) -> str:
        label, url = m.group(1), m.group(2)
        return m.group(0) if url.rstrip("/") in allowed_urls else label

    t = _SCRIPT.sub(" ", text)
    t = _MD_LINK.sub(link, t)
    t = _ANGLE.sub(" ", t)
    t = _BARE_URL.sub(lambda m: m.group(0) if m.group(0).rstrip("/.,;:!?") in allowed_urls else "", t)
    t = defuse_mentions(t)
    t = re.sub(r"\s+", " ", t).strip()
    return re.sub(r"\s+([,.;:!?])", r"\1", t)


def _norm_key(text: str) -> str:
    return re.sub(r"[^\w ]+", "", normalize(text).lower()).strip()


def _overlaps(a: str, b: str) -> bool:
    ka, kb = _norm_key(a), _norm_key(b)
    if not ka or not kb:
        return False
    return ka in kb or kb in ka or difflib.SequenceMatcher(None, ka, kb).ratio() >= FUZZY_QUOTE_RATIO


def _mined_for(text: str, paragraph: int, mined: Sequence[Quote]) -> Quote | None:
    """The mined quote that is the same quotation (same paragraph, overlapping words)."""
    for q in mined:
        if q.paragraph == paragraph and _overlaps(text, q.text):
            return q
    return None


def _best_fuzzy(text: str, mined: Sequence[Quote]) -> Quote | None:
    key = _norm_key(text)
    best, best_ratio = None, 0.0
    for q in mined:
        r = difflib.SequenceMatcher(None, key, _norm_key(q.text)).ratio()
        if r > best_ratio:
            best, best_ratio = q, r
    return best if best_ratio >= FUZZY_QUOTE_RATIO else None


def _valid_mined(mined: Sequence[Quote], article: Article) -> list[Quote]:
    """The miner's quotes that really are verbatim in the paragraph they name (it promises this; we rely on it)."""
    n = len(article.paragraphs)
    return [q for q in mined if 1 <= q.paragraph <= n and is_verbatim(q.text, article.paragraph(q.paragraph))]


class _Counts:
    def __init__(self) -> None:
        self.fabricated = 0
        self.relocated = 0
        self.fuzzy = 0
        self.speaker_fixed = 0
        self.speaker_dropped = 0
        self.bad_cites = 0
        self.ungrounded = 0
        self.allegations = 0
        self.headline_replaced = False


def _same_person(a: str, b: str) -> bool:
    """"Hilaria" and "Hilaria Baldwin" agree (no warning); "Alec Baldwin" and "Hilaria Baldwin" do not."""
    ta, tb = set(_norm_key(a).split()), set(_norm_key(b).split())
    return bool(ta and tb) and (ta <= tb or tb <= ta)


def _speaker(
    llm_speaker: str | None, match: Quote | None, counts: _Counts, allowed: set[str]
) -> str | None:
    given = clean_text(llm_speaker, allowed) if llm_speaker else None
    if match is not None and match.speaker:
        if given and not _same_person(given, match.speaker):
            counts.speaker_fixed += 1
        return clean_text(match.speaker, allowed) or None
    if given:
        counts.speaker_dropped += 1
    return None


def _verify_quote(
    q: Quote, article: Article, mined: Sequence[Quote], counts: _Counts, allowed: set[str]
) -> Quote | None:
    n = len(article.paragraphs)
    text = q.text.strip(_QUOTE_MARKS)
    if not normalize(text):
        counts.fabricated += 1
        return None
    para = q.paragraph
    if not (1 <= para <= n and is_verbatim(text, article.paragraph(para))):
        found = next((i for i in range(1, n + 1) if is_verbatim(text, article.paragraph(i))), None)
        if found is not None:
            counts.relocated += 1
            para = found
        else:
            close = _best_fuzzy(text, mined)
            if close is None:
                counts.fabricated += 1
                return None
            counts.fuzzy += 1
            return Quote(
                text=close.text,
                speaker=_speaker(q.speaker, close, counts, allowed),
                paragraph=close.paragraph,
            )
    match = _mined_for(text, para, mined)
    return Quote(text=text, speaker=_speaker(q.speaker, match, counts, allowed), paragraph=para)


def _verify_quotes(recap: Recap, article: Article, mined: Sequence[Quote], counts: _Counts) -> list[Quote]:
    allowed = _article_urls(article)
    out: list[Quote] = []
    seen: set[str] = set()
    for q in recap.key_quotes:
        v = _verify_quote(q, article, mined, counts, allowed)
        if v is None:
            continue
        key = _norm_key(v.text)
        if key in seen:
            continue
        seen.add(key)
        out.append(v)
    return out[:MAX_KEY_QUOTES]


def _states_allegation_as_fact(text: str, cited: Sequence[str]) -> bool:
    """The bullet repeats a sentence of the cited paragraphs that is an attributed claim, without attribution."""
    if _ATTRIBUTION.search(text):
        return False
    words = content_words(text)
    if not words:
        return False
    for para in cited:
        for sentence in split_sentences(para):
            if not _ALLEGATION.search(sentence):
                continue
            shared = words & content_words(sentence)
            if len(shared) >= 2 and len(shared) / len(words) >= GROUNDING_THRESHOLD:
                return True
    return False


def _attribute(text: str) -> str:
    first, _, rest = text.partition(" ")
    if first in {"The", "A", "An", "He", "She", "They", "His", "Her", "Their", "It", "Its"}:
        first = first.lower()
    return f"Reportedly, {first} {rest}".strip()


def _verify_bullet(b: Bullet, article: Article, counts: _Counts, allowed: set[str]) -> Bullet | None:
    n = len(article.paragraphs)
    cites = tuple(sorted({c for c in b.cites if 1 <= c <= n}))
    text = clean_text(b.text, allowed)
    if not cites or not text:
        counts.ungrounded += 1
        return None
    if len(cites) != len(set(b.cites)):
        counts.bad_cites += 1
    cited = [article.paragraph(c) for c in cites]
    if grounding(text, cited) < GROUNDING_THRESHOLD:
        counts.ungrounded += 1
        return None
    if _states_allegation_as_fact(text, cited):
        counts.allegations += 1
        text = _attribute(text)
    return Bullet(text=text, cites=cites)


def _plural(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def _warnings(c: _Counts) -> list[str]:
    w = []
    if c.headline_replaced:
        w.append("The LLM's headline was not supported by the article; the article's title is shown instead")
    if c.fabricated:
        w.append(
            f"{c.fabricated} {_plural(c.fabricated, 'quote', 'quotes')} from the LLM "
            f"{_plural(c.fabricated, 'was', 'were')} not in the article and "
            f"{_plural(c.fabricated, 'was', 'were')} removed"
        )
    if c.fuzzy:
        w.append(f"{c.fuzzy} misquoted {_plural(c.fuzzy, 'quote was', 'quotes were')} replaced by the article's words")
    if c.relocated:
        w.append(f"{c.relocated} {_plural(c.relocated, 'quote had', 'quotes had')} the wrong paragraph (fixed)")
    if c.speaker_fixed:
        w.append(
            f"{c.speaker_fixed} {_plural(c.speaker_fixed, 'quote was', 'quotes were')} attributed to the wrong "
            "speaker (corrected from the article)"
        )
    if c.speaker_dropped:
        w.append(
            f"{c.speaker_dropped} quote {_plural(c.speaker_dropped, 'speaker', 'speakers')} could not be "
            "confirmed in the article and " + _plural(c.speaker_dropped, "was", "were") + " removed"
        )
    if c.bad_cites:
        w.append(f"{c.bad_cites} summary {_plural(c.bad_cites, 'line', 'lines')} cited paragraphs that do not exist")
    if c.ungrounded:
        w.append(
            f"{c.ungrounded} summary {_plural(c.ungrounded, 'line', 'lines')} not supported by the article "
            f"{_plural(c.ungrounded, 'was', 'were')} removed"
        )
    if c.allegations:
        w.append(
            f"{c.allegations} summary {_plural(c.allegations, 'line', 'lines')} stated a claim as fact and "
            f"{_plural(c.allegations, 'was', 'were')} marked as reported"
        )
    return w


def verify_recap(recap: Recap, article: Article, mined: Sequence[Quote], *, min_bullets: int = 2) -> Recap:
    """Return ``recap`` with everything that does not check out against ``article`` fixed or removed.

    Raises :class:`SummarizeError` when fewer than ``min_bullets`` bullets or no headline survive.
    """
    counts = _Counts()
    allowed = _article_urls(article)
    mined = _valid_mined(mined, article)
    key_quotes = _verify_quotes(recap, article, mined, counts)
    bullets: list[Bullet] = []
    for b in recap.summary:
        v = _verify_bullet(b, article, counts, allowed)
        if v is not None and all(v.text != x.text for x in bullets):
            bullets.append(v)
    first_line = next((line for line in recap.headline.splitlines() if line.strip()), "")
    headline = clean_text(first_line, allowed)
    if headline and article.title and grounding(headline, (article.title, *article.paragraphs)) < GROUNDING_THRESHOLD:
        headline = clean_text(article.title, allowed)
        counts.headline_replaced = True
    if not headline or len(bullets) < min_bullets:
        raise SummarizeError(FAILED)
    return replace(
        recap,
        article=article,
        headline=headline,
        summary=tuple(bullets[:MAX_BULLETS]),
        quotes=tuple(mined),
        key_quotes=tuple(key_quotes),
        warnings=(*recap.warnings, *_warnings(counts)),
    )
