"""Check a recap against its article before anyone sees it (LLM output above all; safe on extractive output too).

* Key quotes are mined quotations only (:func:`bot.text.is_verbatim` in their paragraph AND inside a quotation the
  miner found): a quote found verbatim in another paragraph gets its paragraph corrected; one only close (difflib
  ratio >= 0.85) to a mined quote is replaced by it; a verbatim sentence that is not inside quotation marks is never
  shown as a quote; anything else is dropped.
* Speakers are arbitrated (:func:`_speaker`): the LLM's and the miner's agree -> the miner's form; they disagree ->
  the one the text supports better (:func:`_support`: subject of an attribution verb in the quote's paragraph >
  named there > named only in the paragraph before), none when neither is better; an LLM-only speaker is kept only
  when the text makes them the speaker. Never a confident wrong speaker.
* ``quotes`` of the result is the miner's list (every quotation in the article), never the LLM's.
* Bullets must cite existing paragraphs and be grounded in them: the share of the bullet's content words
  (:func:`bot.text.content_words`) found in the cited paragraphs must reach :data:`GROUNDING_THRESHOLD`; and they
  must keep who did what to whom among the article's named people (:func:`_who_did_what_inverted`: the source of
  words, and "A <verb> B" against the cited sentences, passives turned round). A bullet that repeats an attributed
  claim ("according to", "allegedly", ...) without any attribution of its own is marked "Reportedly, ..." and a
  warning says so. Repeated bullets are dropped.
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
from bot.text import content_words, is_verbatim, lexicon_for, normalize, split_sentences, stem, stop_words, words_of
from bot.text.lexicon import INVERTIBLE, SPEECH_VERBS
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
        self.not_quotation = 0
        self.unknown_ids = 0
        self.relocated = 0
        self.fuzzy = 0
        self.speaker_fixed = 0
        self.speaker_llm_kept = 0
        self.speaker_disputed = 0
        self.speaker_dropped = 0
        self.bad_cites = 0
        self.ungrounded = 0
        self.inverted = 0
        self.repeated = 0
        self.allegations = 0
        self.headline_replaced = False


def _same_person(a: str, b: str) -> bool:
    """"Hilaria" and "Hilaria Baldwin" agree (no warning); "Alec Baldwin" and "Hilaria Baldwin" do not."""
    ta, tb = set(_norm_key(a).split()), set(_norm_key(b).split())
    return bool(ta and tb) and (ta <= tb or tb <= ta)


# ------------------------------------------------------------------------------------------- who said / did what

# Verbs that make their subject the source of words or of a claim, beyond the miner's speech verbs (which leave out
# some on purpose because they also introduce labels: "described X as").
ATTRIBUTION_VERBS: frozenset[str] = SPEECH_VERBS | frozenset(
    """
    describe describes described describing post posts posted posting share shares shared sharing write writes wrote
    written writing tell tells told telling call calls called calling accuse accuses accused accusing sue sues sued
    suing slam slams slammed slamming blast blasts blasted label labels labelled labeled dub dubs dubbed
    """.split()
)
# Verbs after which the speaker may follow ("said Vance", "added the attorney, Rosa Keane").
INVERTIBLE_VERBS: frozenset[str] = INVERTIBLE | frozenset({"told", "wrote", "added"})
ATTRIBUTION_WINDOW = 4  # tokens between a name and its verb ("Tom Vance, his lawyer, said")
ROLE_WINDOW = 8  # tokens between two people for "A <verb> B" to count as one clause
_BE_FORMS = frozenset("is was were are be been being got gets get".split())
_NAME_SKIP = frozenset(
    "The A An He She They His Her Their It Its This That These Those In On At For But And Or If When While After "
    "Before As According Reportedly Meanwhile However Mr Mrs Ms Miss Dr Sir Dame Lady Lord".split()
)


def _tokens(text: str) -> list[str]:
    return words_of(normalize(text))


def _name_tokens(name: str) -> set[str]:
    """The capitalised words of a name or label ("a spokesperson for Vell" -> {"Vell"}), lower-cased."""
    return {t.lower().removesuffix("'s") for t in _tokens(name) if t[:1].isupper() and t not in _NAME_SKIP}


def _blank_quotes(paragraph: str, quotes: Sequence[Quote]) -> str:
    """The paragraph with its quotations' words taken out (what is said inside them attributes nothing)."""
    out = normalize(paragraph)
    for q in quotes:
        inner = normalize(q.text)
        if inner and inner in out:
            out = out.replace(inner, " \u2026 ")
    return out


def _attributed_subjects(text: str) -> list[set[str]]:
    """The people a text makes the source of words or claims, sentence by sentence: a capitalised name up to
    ATTRIBUTION_WINDOW tokens before an attribution verb ("Vance denied", "Tom Vance, his lawyer, said"), after an
    invertible one ("said Rosa Keane"), after "according to", or after "by" in a passive ("was sued by Crane")."""
    found: list[set[str]] = []
    for sentence in split_sentences(text) or [text]:
        toks = _tokens(sentence)
        lower = [t.lower() for t in toks]

        def name_at(j: int, toks: list[str] = toks) -> set[str] | None:
            t = toks[j]
            return {t.lower().removesuffix("'s")} if t[:1].isupper() and t not in _NAME_SKIP else None

        for i, w in enumerate(lower):
            if w == "according" and i + 1 < len(toks) and lower[i + 1] == "to":
                hit = next((n for j in range(i + 2, min(len(toks), i + 2 + ATTRIBUTION_WINDOW)) if (n := name_at(j))),
                           None)
                if hit:
                    found.append(hit)
            if w not in ATTRIBUTION_VERBS:
                continue
            if i > 0 and lower[i - 1] in _BE_FORMS:  # passive: the agent follows "by"
                if "by" in lower[i + 1 : i + 3]:
                    k = lower.index("by", i + 1)
                    hit = next((n for j in range(k + 1, min(len(toks), k + 1 + ATTRIBUTION_WINDOW))
                                if (n := name_at(j))), None)
                    if hit:
                        found.append(hit)
                continue
            for j in range(i - 1, max(-1, i - 1 - ATTRIBUTION_WINDOW), -1):
                if lower[j] in ATTRIBUTION_VERBS:
                    break
                if n := name_at(j):
                    found.append(n)
                    break
            if w in INVERTIBLE_VERBS:
                hit = next((n for j in range(i + 1, min(len(toks), i + 1 + ATTRIBUTION_WINDOW)) if (n := name_at(j))),
                           None)
                if hit:
                    found.append(hit)
    return found


def _support(speaker: str, paragraph: str, before: str, quotes: Sequence[Quote]) -> int:
    """How well the text supports ``speaker`` for a quotation of ``paragraph``: 3 when the paragraph (quotations
    blanked) makes them the source of words, 2 when it names them, 1 when only the paragraph before does, else 0."""
    names = _name_tokens(speaker)
    label = _norm_key(speaker)
    text = _blank_quotes(paragraph, quotes)
    sentences = [_blank_quotes(x, quotes) for x in split_sentences(paragraph)] or [text]
    if names and any(names & s for x in sentences for s in _attributed_subjects(x)):
        return 3
    if not names:  # a label ("a spokesperson") is supported when the paragraph says it
        return 2 if label and label in _norm_key(text) else 0
    if names & {t.lower().removesuffix("'s") for t in _tokens(text)}:
        return 2
    return 1 if names & {t.lower().removesuffix("'s") for t in _tokens(before)} else 0


def _speaker(
    llm_speaker: str | None, match: Quote | None, article: Article, mined: Sequence[Quote], counts: _Counts,
    allowed: set[str],
) -> str | None:
    """Arbitrate between the LLM's speaker and the miner's: agreeing -> the miner's form; one given -> kept when the
    text supports it; disagreeing -> the one the text supports better, and none when neither is better (never a
    confident wrong one)."""
    given = clean_text(llm_speaker, allowed) if llm_speaker else None
    mined_speaker = clean_text(match.speaker, allowed) if match is not None and match.speaker else None
    if not given:
        return mined_speaker or None
    if match is None:
        counts.speaker_dropped += 1
        return None
    para = article.paragraph(match.paragraph)
    before = article.paragraph(match.paragraph - 1) if match.paragraph > 1 else ""
    same_para = [q for q in mined if q.paragraph == match.paragraph]
    if not mined_speaker:
        if _support(given, para, before, same_para) == 3:
            return given
        counts.speaker_dropped += 1
        return None
    if _same_person(given, mined_speaker):
        return mined_speaker
    s_llm = _support(given, para, before, same_para)
    s_mined = _support(mined_speaker, para, before, same_para)
    if s_mined > s_llm:
        counts.speaker_fixed += 1
        return mined_speaker
    if s_llm > s_mined:
        counts.speaker_llm_kept += 1
        return given
    counts.speaker_disputed += 1
    return None


def _verify_quote(
    q: Quote, article: Article, mined: Sequence[Quote], counts: _Counts, allowed: set[str]
) -> Quote | None:
    """A key quote survives only as (a part of) a mined quotation: verbatim, inside quotation marks."""
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
                speaker=_speaker(q.speaker, close, article, mined, counts, allowed),
                paragraph=close.paragraph,
            )
    match = _mined_for(text, para, mined)
    if match is None:
        counts.not_quotation += 1  # verbatim, but narrative: never shown as a quote
        return None
    if _norm_key(text) not in _norm_key(match.text) or _norm_key(text) == _norm_key(match.text):
        # it ran past the quotation marks, or it is the whole quotation: show the quotation itself, as mined (the
        # stripping above also takes an inner quote's closing mark: "She's like, 'Oh my god, what are you doing?'")
        text = match.text
    return Quote(text=text, speaker=_speaker(q.speaker, match, article, mined, counts, allowed), paragraph=para)


def _people(article: Article, mined: Sequence[Quote]) -> set[str]:
    """Lower-cased words of the article's named people: capitalised runs of two or more words, and quote speakers."""
    out: set[str] = set()
    for para in article.paragraphs:
        run: list[str] = []
        for tok in [*_tokens(para), "."]:
            if tok[:1].isupper() and tok not in _NAME_SKIP:
                run.append(tok.lower().removesuffix("'s"))
                continue
            if len(run) >= 2:
                out.update(run)
            run = []
    for q in mined:
        if q.speaker:
            out |= _name_tokens(q.speaker)
    return out


def _role_pairs(sentence: str, people: set[str]) -> list[tuple[str, str, frozenset[str]]]:
    """(agent, patient, verb stems) for two people named within ROLE_WINDOW tokens of each other with words between
    ("Lund accused Pike" -> (lund, pike, {accus}); "Harlow is sued by Marlin" -> (marlin, harlow, {su}))."""
    toks = _tokens(sentence)
    mentions = [
        (i, t.lower().removesuffix("'s")) for i, t in enumerate(toks)
        if t[:1].isupper() and t.lower().removesuffix("'s") in people
    ]
    pairs = []
    for (i, a), (j, b) in zip(mentions, mentions[1:], strict=False):
        between = [t.lower() for t in toks[i + 1 : j]]
        if a == b or not between or len(between) > ROLE_WINDOW:
            continue
        stems = frozenset(stem(w) for w in between if w not in stop_words() and w not in _BE_FORMS and len(w) > 2)
        if not stems:
            continue
        passive = "by" in between and any(w in _BE_FORMS for w in between)
        pairs.append((b, a, stems) if passive else (a, b, stems))
    return pairs


def _who_did_what_inverted(text: str, cited: Sequence[str], people: set[str]) -> bool:
    """The bullet swaps who did what to whom among the named people of the cited paragraphs: the source of words in
    the bullet is not the one in the article while another person it names is, or "A <verb> B" where the article
    has "B <verb> A" (the same verb, passives turned round)."""
    said_by = {w for s in _attributed_subjects(text) for w in s if w in people}
    sources = {w for para in cited for s in _attributed_subjects(para) for w in s if w in people}
    named = {t.lower().removesuffix("'s") for t in _tokens(text)} & people
    if said_by and sources and not (said_by & sources) and (named - said_by) & sources:
        return True
    mine = _role_pairs(text, people)
    if not mine:
        return False
    theirs = [p for para in cited for sentence in split_sentences(para) for p in _role_pairs(sentence, people)]
    for agent, patient, stems in mine:
        same = any(a == agent and p == patient and stems & s for a, p, s in theirs)
        swapped = any(a == patient and p == agent and stems & s for a, p, s in theirs)
        if swapped and not same:
            return True
    return False


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


def _verify_bullet(
    b: Bullet, article: Article, counts: _Counts, allowed: set[str], people: set[str]
) -> Bullet | None:
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
    if _who_did_what_inverted(text, cited, people):
        counts.inverted += 1
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
    if c.speaker_llm_kept:
        w.append(
            f"{c.speaker_llm_kept} quote {_plural(c.speaker_llm_kept, 'speaker', 'speakers')} found by the quote "
            "miner did not match the article's wording; the speaker the text names is shown"
        )
    if c.speaker_disputed:
        w.append(
            f"{c.speaker_disputed} quote {_plural(c.speaker_disputed, 'speaker was', 'speakers were')} disputed "
            "(the LLM and the quote miner disagreed, the text settles neither) and "
            + _plural(c.speaker_disputed, "is", "are") + " not shown"
        )
    if c.not_quotation:
        w.append(
            f"{c.not_quotation} {_plural(c.not_quotation, 'sentence', 'sentences')} picked as a quote "
            f"{_plural(c.not_quotation, 'was', 'were')} not inside quotation marks and "
            f"{_plural(c.not_quotation, 'was', 'were')} not shown as a quote"
        )
    if c.unknown_ids:
        w.append(
            f"{c.unknown_ids} key {_plural(c.unknown_ids, 'quote', 'quotes')} from the LLM named a quotation "
            "number that does not exist and " + _plural(c.unknown_ids, "was", "were") + " removed"
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
    if c.inverted:
        w.append(
            f"{c.inverted} summary {_plural(c.inverted, 'line', 'lines')} swapped who did what to whom and "
            f"{_plural(c.inverted, 'was', 'were')} removed"
        )
    if c.repeated:
        w.append(f"{c.repeated} repeated summary {_plural(c.repeated, 'line was', 'lines were')} removed")
    if c.allegations:
        w.append(
            f"{c.allegations} summary {_plural(c.allegations, 'line', 'lines')} stated a claim as fact and "
            f"{_plural(c.allegations, 'was', 'were')} marked as reported"
        )
    return w


def verify_recap(
    recap: Recap, article: Article, mined: Sequence[Quote], *, min_bullets: int = 2, unknown_quote_ids: int = 0
) -> Recap:
    """Return ``recap`` with everything that does not check out against ``article`` fixed or removed.

    ``unknown_quote_ids``: key quotes the LLM asked for by a quotation number that does not exist (already left
    out by the caller; counted in the warnings here). Raises :class:`SummarizeError` when fewer than ``min_bullets``
    bullets or no headline survive; its message says how many lines held up and why the others did not.
    """
    counts = _Counts()
    counts.unknown_ids = unknown_quote_ids
    allowed = _article_urls(article)
    mined = _valid_mined(mined, article)
    key_quotes = _verify_quotes(recap, article, mined, counts)
    people = _people(article, mined)
    bullets: list[Bullet] = []
    kept_words: list[set[str]] = []
    for b in recap.summary:
        v = _verify_bullet(b, article, counts, allowed, people)
        if v is None:
            continue
        words = content_words(v.text)
        if any(words <= k or v.text == x.text for k, x in zip(kept_words, bullets, strict=True)):
            counts.repeated += 1
            continue
        bullets.append(v)
        kept_words.append(words)
    first_line = next((line for line in recap.headline.splitlines() if line.strip()), "")
    headline = clean_text(first_line, allowed)
    if headline and article.title and grounding(headline, (article.title, *article.paragraphs)) < GROUNDING_THRESHOLD:
        headline = clean_text(article.title, allowed)
        counts.headline_replaced = True
    if not headline or len(bullets) < min_bullets:
        raise SummarizeError(_failure(recap, bullets, counts, headline))
    return replace(
        recap,
        article=article,
        headline=headline,
        summary=tuple(bullets[:MAX_BULLETS]),
        quotes=tuple(mined),
        key_quotes=tuple(key_quotes),
        warnings=(*recap.warnings, *_warnings(counts)),
    )


def _failure(recap: Recap, bullets: Sequence[Bullet], c: _Counts, headline: str) -> str:
    """FAILED, with what held up and why the rest did not ("1 of 3 summary lines held up: 2 not supported")."""
    if not headline:
        return f"{FAILED}: it had no headline"
    why = [
        f"{n} {what}" for n, what in (
            (c.ungrounded, "not supported by the cited paragraphs"),
            (c.inverted, "swapped who did what"),
            (c.repeated, "repeated"),
        ) if n
    ]
    total = len(recap.summary)
    held = f"{len(bullets)} of {total} summary {_plural(total, 'line', 'lines')} held up"
    return f"{FAILED}: {held}" + (f" ({', '.join(why)})" if why else "")
