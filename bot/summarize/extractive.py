"""The offline recap engine: whole article sentences, chosen and cited, plus the key quotes.

Method (all pure Python, a few milliseconds per article):

1. Split paragraphs into sentences (abbreviation-, initial- and quotation-aware, see :func:`split_sentences`).
2. Drop sentences that cannot carry the story: boilerplate ("sign up for our newsletter"), commenter chatter
   ("One person said: ...", "Fans were quick to react"), fragments under six words.
3. Score the rest: a position prior (news puts the story first), LexRank-style centrality (PageRank over the cosine
   graph of tf-idf content-word vectors, names weighted up), similarity to the title, and penalties for sentences
   that are mostly a quotation (the key quotes show those), open with a pronoun whose antecedent would be lost, or
   are questions.
4. Pick 2-5 with MMR (score minus redundancy with what is already picked) until ~60-120 words, then restore story
   order. A bullet is a whole sentence, or a long one cut at a clause boundary followed by "…" — never cutting off
   an attribution ("..., according to X", "X claimed"), so allegations stay attributed.

The headline is the title when it is informative, else the lead sentence cut to 120 characters on a word boundary.
A bullet's text with any trailing "…" removed is verbatim (``bot.textnorm.is_verbatim``) in its cited paragraph.
"""

from __future__ import annotations

import asyncio
import logging
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from bot.models import Article, Bullet, Quote, Recap
from bot.textnorm import normalize

_log = logging.getLogger(__name__)

ENGINE = "extractive"
TRIM_MARK = "\u2026"
HEADLINE_MAX = 120
MIN_BULLETS = 2
MAX_BULLETS = 5
TARGET_MIN_WORDS = 60
TARGET_MAX_WORDS = 120
LONG_BULLET_WORDS = 45
POOL_LIMIT = 160  # sentences considered (the story is in the first part of an article)

# --------------------------------------------------------------------------------------------- sentence splitting

_ABBREV = frozenset(
    """mr mrs ms messrs dr st jr sr prof gen sen rep gov lt col capt sgt cmdr mt ft vs etc inc ltd co corp
    jan feb mar apr jun jul aug sep sept oct nov dec rev hon pres est approx dept univ ave blvd rd fig al
    mme mlle no nos vol pp ed eds""".split()
)
_STARTERS = frozenset(
    """the a an he she they it we i you his her their its our this that these those but and so yet in on at
    for after before when while if as then there here however meanwhile now later earlier still also one
    what who why how""".split()
)
_TERMINATOR = re.compile(r"(?:[.!?\u2026]+|\.\.\.)[\"'\u201d\u2019)\]]*(?=\s+)")
_NEXT_START = re.compile(r"\s+([\"'\u201c\u2018(\[]?)(\S)")
_PREV_TOKEN = re.compile(r"(\S+)$")
_MULTI_DOT = re.compile(r"^(?:[A-Za-z]\.){2,}$")


def _quote_depths(text: str) -> list[int] | None:
    """Double-quote nesting depth before each index, or None when the marks do not balance."""
    depths: list[int] = []
    depth = 0
    straight_open = False
    for ch in text:
        depths.append(depth)
        if ch == "\u201c":
            depth += 1
        elif ch == "\u201d":
            depth = max(0, depth - 1)
        elif ch == '"':
            straight_open = not straight_open
            depth += 1 if straight_open else -1
    depths.append(depth)
    if depth != 0 or straight_open or min(depths) < 0:
        return None
    return depths


def _is_boundary(text: str, m: re.Match[str], depths: list[int] | None) -> bool:
    end = m.end()
    if depths is not None and depths[end] > 0:
        return False
    nxt = _NEXT_START.match(text, end)
    if nxt is None:
        return False
    first = nxt.group(2)
    if not (first.isupper() or first.isdigit() or nxt.group(1)):
        return False
    if not m.group(0).startswith("."):
        return True
    if m.group(0).startswith("..."):
        return True
    prev = _PREV_TOKEN.search(text, 0, m.start() + 1)
    token = (prev.group(1) if prev else "").lstrip("\"'\u201c\u2018([")
    bare = token.rstrip(".")
    if len(bare) == 1 and bare.isalpha() and bare.isupper():
        return False  # an initial: "J. K. Rowling", "Michael B. Jordan"
    if _MULTI_DOT.match(token):
        word = text[nxt.start(2) :].split(" ", 1)[0].strip("\"'\u201c\u2018(").lower()
        return word in _STARTERS  # "the U.S. She said" splits, "U.S. Open" does not
    low = bare.lower()
    if low in {"no", "nos"}:
        return not first.isdigit()
    return low not in _ABBREV


def split_sentences(paragraph: str) -> list[str]:
    """Split one paragraph into sentences, keeping each sentence's own characters verbatim."""
    text = paragraph.strip()
    if not text:
        return []
    depths = _quote_depths(text)
    out: list[str] = []
    start = 0
    for m in _TERMINATOR.finditer(text):
        if _is_boundary(text, m, depths):
            piece = text[start : m.end()].strip()
            if piece:
                out.append(piece)
            start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return out


# ------------------------------------------------------------------------------------------------ words & vectors

_STOP = frozenset(
    """a about above after again against all also am an and any are aren't as at be because been before being
    below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during
    each even ever every few for from further get gets got had hadn't has hasn't have haven't having he he'd he'll
    he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its
    itself just let's like made make many me more most much must mustn't my myself new no nor not now of off on once
    one only or other ought our ours ourselves out over own really same say said says shan't she she'd she'll she's
    should shouldn't so some still such than that that's the their theirs them themselves then there there's these
    they they'd they'll they're they've this those though through to too two under until up upon us very was wasn't
    way we we'd we'll we're we've well were weren't what what's when when's where where's which while who who's whom
    why why's will with won't would wouldn't yet you you'd you'll you're you've your yours yourself yourselves
    told tells added adding according reportedly allegedly claimed claims alleged alleges per via mr mrs ms dr
    year years time day days week weeks monday tuesday wednesday thursday friday saturday sunday""".split()
)
_WORD = re.compile(r"[A-Za-z0-9\u00c0-\u024f]+(?:['\u2019][A-Za-z]+)?")


def _stem(word: str) -> str:
    w = word.lower().replace("\u2019", "'")
    if w.endswith("'s"):
        w = w[:-2]
    if len(w) > 5 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 5 and w.endswith("ing"):
        return w[:-3]
    if len(w) > 4 and w.endswith("ed"):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


def words_of(text: str) -> list[str]:
    """Word tokens (letters/digits, with inner apostrophes)."""
    return _WORD.findall(text)


def content_terms(text: str) -> list[str]:
    """Stemmed, lower-cased content words of ``text`` (stop words and 1-letter tokens dropped)."""
    out = []
    for w in words_of(text):
        low = w.lower().replace("\u2019", "'")
        if low in _STOP or len(low) < 2:
            continue
        out.append(_stem(low))
    return out


def proper_terms(paragraphs: Sequence[str]) -> set[str]:
    """Stems of words that appear capitalised somewhere other than a sentence start: names, places, shows."""
    names: set[str] = set()
    for para in paragraphs:
        for sent in split_sentences(para):
            toks = words_of(sent)
            for w in toks[1:]:
                if w[0].isupper() and w.lower() not in _STOP:
                    names.add(_stem(w))
    return names


Vector = dict[str, float]


def _cosine(a: Vector, b: Vector) -> float:
    if not a or not b:
        return 0.0
    if len(a) > len(b):
        a, b = b, a
    dot = sum(v * b.get(k, 0.0) for k, v in a.items())
    na = math.sqrt(sum(v * v for v in a.values()))
    nb = math.sqrt(sum(v * v for v in b.values()))
    return dot / (na * nb) if na and nb else 0.0


def _tfidf(terms: list[str], idf: dict[str, float], names: set[str]) -> Vector:
    tf = Counter(terms)
    return {t: (1.0 + math.log(c)) * idf.get(t, 1.0) * (1.5 if t in names else 1.0) for t, c in tf.items()}


# --------------------------------------------------------------------------------------------- sentence filters

_BOILERPLATE = re.compile(
    r"sign up|newsletter|subscribe|read more|click here|follow us|all rights reserved|cookie|advertisement|"
    r"getty images|\bphoto(?:graph)?s?:|\bcredit:|download our app|terms of (?:use|service)|privacy policy|"
    r"affiliate commission|we may earn|this article (?:was|has been) updated|story continues|watch the video|"
    r"scroll down",
    re.IGNORECASE,
)
_COMMENTER = (
    r"(?:(?:one|another|a|the|some|many|other|several|a few)\s+)?(?:(?:second|third|fourth|fifth|other|"
    r"further|fellow)\s+)?(?:social media |twitter |x |tiktok |instagram |reddit |youtube )?"
    r"(?:person|people|fan|fans|user|users|viewer|viewers|commenter|commenters|follower|followers|reader|readers|"
    r"netizen|netizens|critic|critics|someone|others|onlooker|onlookers|audience member|the internet)"
)
_CHATTER = re.compile(
    rf"^(?:and |but |naturally,? |meanwhile,? |however,? )?{_COMMENTER}\b.{{0,60}}?\b(?:said|says|wrote|writes|"
    r"commented|comments|added|adds|replied|tweeted|posted|reacted|chimed|joked|quipped|agreed|asked|"
    r"chimed in|weighed in|took to|had (?:lots|plenty|a lot)|flooded|flocked|rushed|were quick|was quick|"
    r"slammed|praised|called|claimed|insisted|noted|pointed out|questioned)\b",
    re.IGNORECASE,
)
_COMMENTER_SPEAKER = re.compile(
    rf"^(?:{_COMMENTER}|another|(?:a |the )?(?:second|third|fourth|fifth)(?: one)?|one|others?)$", re.IGNORECASE
)
_PRONOUN_START = re.compile(
    r"^[\"'\u201c\u2018(]?(?:but |and |so |then |still |yet )?(?:he|she|they|it|his|her|their|its|him|them|this|"
    r"that|these|those)\b",
    re.IGNORECASE,
)
_QUOTED = re.compile(r"\u201c[^\u201d]*\u201d|\"[^\"]*\"")
_ATTRIBUTION = re.compile(
    r"\b(?:said|says|say|claim\w*|alleg\w*|according to|told|tell|report(?:s|ed|edly)?|"
    r"insist(?:s|ed)?|den(?:y|ies|ied)|reveal(?:s|ed)?|add(?:s|ed)|wr(?:ote|ites)|explain(?:s|ed)|"
    r"confirm(?:s|ed)?|accus(?:e|es|ed)|suggest(?:s|ed)|source|insider|sources|recall(?:s|ed|ing)?)\b",
    re.IGNORECASE,
)
_CLAUSE_CUT = re.compile(r"\s+[-\u2013\u2014]\s+|;\s+|,\s+(?=(?:which|while|leaving|as|after|with|but|and|where)\b)")


def is_chatter(sentence: str) -> bool:
    """Commenter chatter ("One person said: ...", "Naturally, people had lots to say.")."""
    return bool(_CHATTER.search(normalize(sentence).lstrip("\"'")))


def is_boilerplate(sentence: str) -> bool:
    return bool(_BOILERPLATE.search(sentence))


def quoted_fraction(sentence: str) -> float:
    """Share of the sentence's characters that sit inside double quotation marks."""
    if not sentence:
        return 0.0
    inside = sum(len(m.group(0)) for m in _QUOTED.finditer(sentence))
    return inside / len(sentence)


# ------------------------------------------------------------------------------------------------------- model


@dataclass(slots=True)
class _Sentence:
    text: str
    paragraph: int  # 1-based
    index: int  # order in the article
    first_in_paragraph: bool
    n_words: int
    vector: Vector
    score: float = 0.0


def _sentences(article: Article) -> list[_Sentence]:
    out: list[_Sentence] = []
    for p_no, para in enumerate(article.paragraphs, start=1):
        for k, sent in enumerate(split_sentences(para)):
            out.append(_Sentence(sent, p_no, len(out), k == 0, len(words_of(sent)), {}))
            if len(out) >= POOL_LIMIT:
                return out
    return out


def _lexrank(vectors: list[Vector], damping: float = 0.85, iterations: int = 30) -> list[float]:
    n = len(vectors)
    if n == 0:
        return []
    sims = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            s = _cosine(vectors[i], vectors[j])
            sims[i][j] = sims[j][i] = s
    rows = [sum(r) for r in sims]
    rank = [1.0 / n] * n
    for _ in range(iterations):
        new = [(1.0 - damping) / n] * n
        for i in range(n):
            if rows[i] == 0:
                share = damping * rank[i] / n
                for j in range(n):
                    new[j] += share
                continue
            f = damping * rank[i] / rows[i]
            row = sims[i]
            for j in range(n):
                if row[j]:
                    new[j] += f * row[j]
        rank = new
    top = max(rank)
    return [r / top for r in rank] if top else rank


def _score(sentences: list[_Sentence], article: Article, key_quotes: Sequence[Quote]) -> list[_Sentence]:
    """Fill vectors and scores; return the candidates (sentences that may become bullets)."""
    names = proper_terms(article.paragraphs)
    docs = [content_terms(s.text) for s in sentences]
    df: Counter[str] = Counter()
    for terms in docs:
        df.update(set(terms))
    n = max(1, len(docs))
    idf = {t: math.log((1 + n) / (1 + c)) + 1.0 for t, c in df.items()}
    for s, terms in zip(sentences, docs, strict=True):
        s.vector = _tfidf(terms, idf, names)
    centrality = _lexrank([s.vector for s in sentences])
    title_vec = _tfidf(content_terms(article.title), idf, names) if article.title else {}
    key_texts = [normalize(q.text) for q in key_quotes if len(q.text) >= 12]
    candidates: list[_Sentence] = []
    title_norm = normalize(article.title).lower().rstrip(".")
    for s, cent in zip(sentences, centrality, strict=True):
        if s.n_words < 6 or is_boilerplate(s.text) or is_chatter(s.text):
            continue
        if title_norm and normalize(s.text).lower().rstrip(".") == title_norm:
            continue  # the title repeated as a paragraph (an extraction artefact)
        qfrac = quoted_fraction(s.text)
        norm = normalize(s.text)
        if qfrac > 0.5 and any(k in norm for k in key_texts):
            continue  # the key-quote list already shows it
        pos = (1.0 / (1.0 + 0.12 * (s.paragraph - 1))) * (1.0 if s.first_in_paragraph else 0.85)
        title = _cosine(s.vector, title_vec) if title_vec else 0.0
        base = 0.40 * pos + 0.35 * cent + 0.25 * title if title_vec else 0.55 * pos + 0.45 * cent
        base *= 0.7 + 0.3 * min(len(s.vector), 12) / 12  # substance: sentences that say something
        if qfrac > 0.6:
            base *= 0.45
        elif qfrac > 0.35:
            base *= 0.8
        if _PRONOUN_START.match(s.text):
            base *= 0.7
        if s.text.rstrip("\"'\u201d\u2019").endswith("?"):
            base *= 0.7
        if s.n_words > 60:
            base *= 0.8
        s.score = base
        candidates.append(s)
    return candidates


# ----------------------------------------------------------------------------------------------------- trimming


_DASH_SEP = re.compile(r"\s[-\u2013\u2014]\s")


def _balanced(text: str) -> bool:
    if len(_DASH_SEP.findall(text)) % 2:
        return False  # an open " - aside - "
    return text.count('"') % 2 == 0 and text.count("\u201c") == text.count("\u201d") and text.count(
        "("
    ) == text.count(")")


def trim_sentence(sentence: str, max_words: int = LONG_BULLET_WORDS) -> str:
    """Cut a long sentence at a clause boundary and add "…"; never cut off an attribution. Else unchanged."""
    if len(words_of(sentence)) <= max_words:
        return sentence
    best: str | None = None
    for m in _CLAUSE_CUT.finditer(sentence):
        head, tail = sentence[: m.start()].rstrip(" ,;:"), sentence[m.start() :]
        n = len(words_of(head))
        if n < 12:
            continue
        if n > max_words:
            break
        if _ATTRIBUTION.search(tail) and not _ATTRIBUTION.search(head):
            continue  # the attribution lives in the part we would drop
        if _ATTRIBUTION.search(tail) and re.search(r"\baccording to\b", tail, re.IGNORECASE):
            continue
        if not _balanced(head):
            continue
        best = head
    return best + TRIM_MARK if best else sentence


# ------------------------------------------------------------------------------------------------------ headline


def _trim_chars(text: str, limit: int) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    if " " in cut:
        cut = cut[: cut.rfind(" ")]
    return cut.rstrip(" ,;:-\u2013\u2014") + TRIM_MARK


def informative_title(article: Article) -> bool:
    """A title worth using as the headline: several words, and about what the body is about."""
    title = article.title.strip()
    if len(words_of(title)) < 4 or title.lower().startswith(("untitled", "home", "index")):
        return False
    body = set(content_terms(" ".join(article.paragraphs[:4])))
    return len(set(content_terms(title)) & body) >= 1


def make_headline(article: Article, lead: str | None) -> str:
    if informative_title(article):
        return _trim_chars(article.title, HEADLINE_MAX)
    if lead:
        return _trim_chars(lead, HEADLINE_MAX)
    return _trim_chars(article.title or "Untitled article", HEADLINE_MAX)


# ---------------------------------------------------------------------------------------------------- key quotes

_GENERIC_SPEAKER_WORDS = frozenset({"a", "an", "the", "one", "another", "his", "her", "their", "some"})
_ROLE_SPEAKER = re.compile(r"\b(source|insider|representative|rep|spokesperson|spokesman|spokeswoman|friend|pal)\b",
                           re.IGNORECASE)


def speaker_weight(speaker: str | None, paragraph: str = "") -> float:
    """1.0 for a named person, 0.6 for a role ("a source"), 0.4 unknown, 0.0 for commenters."""
    if speaker is None or not speaker.strip():
        return 0.0 if is_chatter(paragraph) else 0.4
    s = speaker.strip()
    if _COMMENTER_SPEAKER.match(s):
        return 0.0
    if _ROLE_SPEAKER.search(s):
        return 0.6
    toks = [t for t in words_of(s) if t.lower() not in _GENERIC_SPEAKER_WORDS]
    if any(t[0].isupper() for t in toks):
        return 1.0
    return 0.4


def _same_speaker(a: str | None, b: str | None) -> bool:
    if not a or not b:
        return False
    ta = {t.lower() for t in words_of(a)}
    tb = {t.lower() for t in words_of(b)}
    return bool(ta) and bool(tb) and (ta <= tb or tb <= ta)


def _quote_position(article: Article, q: Quote) -> tuple[int, int]:
    try:
        para = normalize(article.paragraph(q.paragraph))
    except IndexError:
        return (q.paragraph, 0)
    at = para.find(normalize(q.text))
    return (q.paragraph, at if at >= 0 else 0)


def select_key_quotes(article: Article, quotes: Sequence[Quote], n: int = 3) -> list[Quote]:
    """The 1-5 quotes that carry the story (long, named and varied speakers, early), in story order."""
    n = max(1, min(MAX_BULLETS, n))
    pool = [q for q in quotes if len(words_of(q.text)) >= 4]
    if not pool:
        pool = [q for q in quotes if len(words_of(q.text)) >= 3][:1]
    if not pool:
        return []


    def para_of(q: Quote) -> str:
        return article.paragraphs[q.paragraph - 1] if 0 < q.paragraph <= len(article.paragraphs) else ""

    not_chatter = [q for q in pool if speaker_weight(q.speaker, para_of(q)) > 0]
    if not_chatter:
        pool = not_chatter  # commenters only when nobody else is quoted
    names = proper_terms(article.paragraphs)
    all_terms = Counter(content_terms(" ".join(article.paragraphs)))
    top = {t for t, _ in all_terms.most_common(25)}

    base: dict[int, float] = {}
    for i, q in enumerate(pool):
        w = len(words_of(q.text))
        length = min(w, 30) / 30 * (0.8 if w > 70 else 1.0)
        terms = set(content_terms(q.text))
        topical = len(terms & (top | names)) / max(3, len(terms)) if terms else 0.0
        pos = 1.0 / (1.0 + 0.06 * max(0, q.paragraph - 1))
        base[i] = 0.35 * length + 0.35 * speaker_weight(q.speaker, para_of(q)) + 0.15 * pos + 0.15 * topical
    chosen: list[int] = []
    while len(chosen) < min(n, len(pool)):
        best, best_score = -1, -math.inf
        for i, q in enumerate(pool):
            if i in chosen:
                continue
            nq = normalize(q.text)
            if any(nq in normalize(pool[j].text) or normalize(pool[j].text) in nq for j in chosen):
                continue
            repeats = sum(1 for j in chosen if _same_speaker(pool[j].speaker, q.speaker))
            s = base[i] - 0.2 * repeats
            if s > best_score:
                best, best_score = i, s
        if best < 0:
            break
        if chosen and base[best] < 0.3:
            break  # only weak leftovers (commenters, fragments)
        chosen.append(best)
    picked = [pool[i] for i in chosen]
    return sorted(picked, key=lambda q: _quote_position(article, q))


# ------------------------------------------------------------------------------------------------------- recap


def _select(candidates: list[_Sentence], avoid: list[Vector], max_bullets: int) -> list[_Sentence]:
    chosen: list[_Sentence] = []
    total = 0
    lam = 0.65
    while len(chosen) < max_bullets:
        if len(chosen) >= MIN_BULLETS and total >= TARGET_MIN_WORDS and (len(chosen) >= 4 or total >= 90):
            break
        best: _Sentence | None = None
        best_val = -math.inf
        for s in candidates:
            if s in chosen:
                continue
            words = min(s.n_words, LONG_BULLET_WORDS + 1)
            if chosen and total + words > TARGET_MAX_WORDS:
                continue
            red = max([_cosine(s.vector, c.vector) for c in chosen] + [_cosine(s.vector, v) for v in avoid] + [0.0])
            if red > 0.75:
                continue
            near = sum(1 for c in chosen if abs(c.paragraph - s.paragraph) <= 1)
            val = lam * s.score - (1 - lam) * red - 0.06 * near  # spread bullets over the story
            if val > best_val:
                best, best_val = s, val
        if best is None:
            break
        chosen.append(best)
        total += min(best.n_words, LONG_BULLET_WORDS + 1)
    return sorted(chosen, key=lambda s: s.index)


def build_recap(article: Article, quotes: Sequence[Quote]) -> Recap:
    """The extractive recap of ``article`` (sync, pure). ``quotes`` are all mined quotes, passed through."""
    key = select_key_quotes(article, quotes)
    sentences = _sentences(article)
    candidates = _score(sentences, article, key)
    warnings = list(article.warnings)
    thin = len(article.paragraphs) <= 2
    max_bullets = MIN_BULLETS if thin else MAX_BULLETS
    lead = next((s for s in sentences if not is_boilerplate(s.text) and s.n_words >= 4), None)
    headline = make_headline(article, lead.text if lead else None)
    avoid: list[Vector] = []
    if lead is not None and not informative_title(article) and len(candidates) > MIN_BULLETS + 1:
        avoid = [lead.vector]  # the headline already says it
    chosen = _select(candidates, avoid, max_bullets)
    if len(chosen) < MIN_BULLETS:  # short pieces: fall back to any real sentence
        extra = [s for s in sentences if s not in chosen and s.n_words >= 3 and not is_boilerplate(s.text)]
        chosen = sorted(chosen + extra[: MIN_BULLETS - len(chosen)], key=lambda s: s.index)
    bullets = tuple(Bullet(text=trim_sentence(s.text), cites=(s.paragraph,)) for s in chosen)
    if thin:
        n = len(article.paragraphs)
        warnings.append(f"Short article ({n} paragraph{'s' if n != 1 else ''}): the recap may miss context.")
    if not bullets:
        warnings.append("No summary sentences could be found in this article.")
    stats = {
        "sentences": len(sentences),
        "candidates": len(candidates),
        "bullet_words": sum(len(words_of(b.text)) for b in bullets),
    }
    _log.debug("extractive recap of %s: %s", article.source, stats)
    return Recap(
        article=article,
        headline=headline,
        summary=bullets,
        quotes=tuple(quotes),
        key_quotes=tuple(key),
        engine=ENGINE,
        warnings=tuple(dict.fromkeys(warnings)),
        stats=stats,
    )


class ExtractiveSummarizer:
    """The offline engine (default, and the fallback when the LLM fails)."""

    cache_tag = "extractive:v1"

    async def summarize(self, article: Article, quotes: Sequence[Quote]) -> Recap:
        return await asyncio.to_thread(build_recap, article, quotes)
