"""The offline recap engine: whole article sentences, chosen and cited, plus the key quotes.

Method (all pure Python, a few milliseconds per article):

1. Split paragraphs into sentences (abbreviation-, initial- and quotation-aware, see :func:`split_sentences`).
2. Drop sentences that cannot carry the story: boilerplate ("sign up for our newsletter"), commenter chatter
   ("One person said: ...", "Fans were quick to react"), fragments under six words.
3. Score the rest: a position prior (news puts the story first), LexRank-style centrality (PageRank over the cosine
   graph of tf-idf content-word vectors, names weighted up), similarity to the title, and penalties for sentences
   that are mostly a quotation (the key quotes show those), open with a pronoun whose antecedent would be lost, or
   are questions.
4. Segment the article into topical runs (:func:`segment`: a drop in lexical similarity between neighbouring
   paragraph windows, and paragraphs that introduce new named people), so a two-part story is seen as two parts.
5. Pick 2-5 bullets: first the best sentence of each substantial section that brings in new names (scored with a
   position prior that restarts at the section start; a surname-only mention comes with the sentence that
   introduces the person), then fill with MMR (score minus redundancy with what is
   already picked, novelty against what the recap already says) until ~60-120 words, then restore story order.
   "No comment" lines ("Neither has commented on Reyes's claims") are held back. A bullet is a whole sentence,
   or a long one cut at a clause boundary followed by "…" — never cutting off an attribution ("..., according to X", "X
   claimed"), so allegations stay attributed; a leading connective ("But", "And", "However,") is dropped and the
   next letter capitalised. Career history and side facts ("previously", "is currently filming") weigh less.
6. Fairness: when a bullet carries an allegation and none shows the other side, the best response sentence (a
   denial first; else a lawyer's or spokesperson's answer) is added, in place of the weakest other bullet if needed.

The headline is the title when it is a real, informative title; when the title is only the (truncated) first
sentence, or uninformative, it is a one-line gist: the lead (or an early) sentence compressed at a clause boundary
(appositives and trailing subordinate clauses dropped, attribution kept) — see :func:`gist_headline`.
A bullet's text with any trailing "…" removed, and its first letter taken in either case, is verbatim
(``bot.text.is_verbatim``) in its cited paragraph (see :func:`source_span`).
"""

from __future__ import annotations

import asyncio
import logging
import math
import operator
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import repeat

from bot.models import KEY_QUOTE_WORDS, Article, Bullet, Quote, Recap
from bot.text import (
    bare_line,
    content_terms,
    lexicon_for,
    lowered_for_search,
    may_hold,
    normalize,
    split_sentences,
    stem,
    stop_words,
    title_is_lead,
    words_of,
)
from bot.text.lexicon import LANGS, longest_first
from bot.text.marks import DOUBLE_QUOTED, LIST_GLYPHS
from bot.text.words import FINITE_VERB as _FINITE
from bot.text.words import current_language, language

_log = logging.getLogger(__name__)
_STOP = stop_words("en")
_stem = stem

ENGINE = "extractive"
TRIM_MARK = "\u2026"
HEADLINE_MAX = 120
MIN_BULLETS = 2
MAX_BULLETS = 5
TARGET_MIN_WORDS = 60
TARGET_MAX_WORDS = 120
LONG_BULLET_WORDS = 45
MAX_SEEDED = 2  # sections guaranteed a bullet: the opening one and the largest later one (more costs key terms)
POOL_LIMIT = 200  # sentences considered (long pages: the story is in the first part)


_PER_ARTICLE_CACHE = 16  # articles whose names and term weights are remembered (each recap asks several times)


def proper_terms(paragraphs: Sequence[str]) -> set[str]:
    """Stems of words that appear capitalised somewhere other than a sentence start: names, places, shows."""
    return set(_proper_terms(tuple(paragraphs), current_language()))


@lru_cache(maxsize=_PER_ARTICLE_CACHE)
def _proper_terms(paragraphs: tuple[str, ...], _lang: str) -> frozenset[str]:
    names: set[str] = set()
    seen: set[str] = set()  # words already stemmed (a name recurs: stem it once)
    for para in paragraphs:
        for sent in split_sentences(para):
            toks = words_of(sent)
            for w in toks[1:]:
                if w not in seen and w[0].isupper() and w.lower() not in _STOP:
                    seen.add(w)
                    names.add(_stem(w))
    return frozenset(names)


Vector = dict[str, float]


def _cosine(a: Vector, b: Vector) -> float:
    if not a or not b:
        return 0.0
    if len(a) > len(b):
        a, b = b, a
    return _dot(a, b) / (na * nb) if (na := _norm(a)) and (nb := _norm(b)) else 0.0


def _dot(small: Vector, large: Vector) -> float:
    """Sum of products over ``small``'s terms in its order (missing terms count 0.0), multiplied and added in C."""
    products: Iterable[float] = map(operator.mul, small.values(), map(large.get, small.keys(), repeat(0.0)))
    return sum(products)


def _norm(v: Vector) -> float:
    values = v.values()
    return math.sqrt(sum(map(operator.mul, values, values)))


def _picker(indices: Sequence[int]) -> Callable[[list[float]], Sequence[float]]:
    """``values -> [values[i] for i in indices]``, in C."""
    if not indices:
        return lambda _values: ()
    if len(indices) == 1:
        only = indices[0]
        return lambda values: (values[only],)
    return operator.itemgetter(*indices)


def _norm_of(s: _Sentence) -> float:
    """The norm of the sentence's vector, computed once."""
    if s.norm < 0:
        s.norm = _norm(s.vector)
    return s.norm


def _cosine_normed(a: Vector, b: Vector, na: float, nb: float) -> float:
    """:func:`_cosine` with both norms given (the same sum in the same order, so the same value)."""
    if not a or not b:
        return 0.0
    if len(a) > len(b):
        a, b = b, a
    return _dot(a, b) / (na * nb) if na and nb else 0.0


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
_BOILERPLATE_LOWER = re.compile(_BOILERPLATE.pattern)  # the same, on text lower-cased by lowered_for_search
# a literal every _BOILERPLATE match holds (lower case): a sentence holding none is not scanned
_BOILERPLATE_NEEDLES = (
    "sign up", "newsletter", "subscribe", "read more", "click here", "follow us", "all rights reserved", "cookie",
    "advertisement", "getty images", "photo", "credit:", "download our app", "terms of ", "privacy policy",
    "affiliate commission", "we may earn", "this article ", "story continues", "watch the video", "scroll down",
)
_COMMENTER = (
    r"(?:(?:one|another|a|the|some|many|other|several|a few)\s+)?(?:(?:second|third|fourth|fifth|other|"
    r"further|fellow)\s+)?(?:social media |"  # a commenter's platform ([sourcing] platforms, the one list)
    + "|".join(re.escape(p.lower()) + " " for p in lexicon_for("en").platforms) + r")?"
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
_QUOTED = DOUBLE_QUOTED
_ATTRIBUTION = lexicon_for("en").attribution_re
_CLAUSE_CUT = re.compile(
    r"\s+[-\u2013\u2014]\s+|;\s+|,\s+(?=(?:which|who|leaving|as|after|before|when|following|with|and|where|"
    r"prompting|sending|forcing|because|since)\b)"
)  # a tail the head is true without; never before "but", "although", "while", "despite": those turn the head
_CLAIM = re.compile(
    r"\b(?:alleg\w*|claim(?:s|ed|ing)?|accus\w*|according to|(?:source|insider|friend|pal)s?\b[^.]{0,40}?"
    r"\b(?:told|tells|said|says|revealed))\b",
    re.IGNORECASE,
)
_CLAIM_NEEDLES = ("alleg", "claim", "accus", "according to", "source", "insider", "friend", "pal")
_ALLEGATION_VERB = re.compile(r"\b(?:alleg(?:es|ed|ing)|claim(?:s|ed|ing)|accus(?:es|ed|ing))\b", re.IGNORECASE)
_RESPONSE = re.compile(
    r"\b(?:den(?:y|ies|ied|ying)|hit(?:s|ting)? back|dismiss(?:es|ed|ing)?|rejects?|rejected|refut\w+|"
    r"not true|untrue|baseless|false|ridiculous|apologi[sz]\w*|lawyer|attorney|publicist|"
    r"spokes(?:person|man|woman)|representatives?|insist(?:s|ed|ing)?)\b",
    re.IGNORECASE,
)  # the accused's side: a denial, a dismissal, an apology, a lawyer's or spokesperson's answer
_DENIAL = lexicon_for("en").denial_re  # the strongest form of a response ([sourcing] denial of lang/en.toml)
_BACKGROUND = re.compile(
    r"\b(?:previously|is not (?:the|his|her|their) first|it is not the first|first brush|debut album|"
    r"went (?:platinum|gold)|has (?:presented|hosted|starred in|fronted) .{0,40}\bsince|"
    r"(?:is|are) currently (?:filming|training|rehearsing|working|touring|starring)|"
    r"(?:was|were) widely (?:seen|regarded)|has since (?:launched|released|moved|gone))\b",
    re.IGNORECASE,
)  # career history and side facts: context, rarely the news
_BACKGROUND_NEEDLES = ("previously", "first", "debut album", "went ", "since", "currently", "widely")
_NO_COMMENT = re.compile(
    r"\b(?:(?:has|have|had|did) not (?:yet )?(?:publicly )?(?:commented|responded|addressed)|declined to comment|"
    r"(?:did not|didn't) (?:immediately )?respond|could not be reached|request for comment|"
    r"neither\b.{0,60}\b(?:has|have) (?:publicly )?(?:commented|responded|addressed))",
    re.IGNORECASE,
)
_NO_COMMENT_NEEDLES = ("comment", "respond", "addressed", "could not be reached")
_CONNECTIVE = re.compile(
    r"^(?:(?:but|and|yet),?\s+(?=\S)|(?:however|meanwhile|still|also|indeed|instead|nonetheless|nevertheless|"
    r"no|yes|yeah|well|now|sure|oh|okay|ok|look|anyway|besides|plus|actually|of course|in fact|after all|"
    r"that said|then again|either way|in any case|to be fair|sadly|thankfully|luckily|fortunately|"
    r"unfortunately|admittedly|alas|in addition|additionally|moreover|furthermore)\s*,\s+|"
    r"so,\s+|so\s+(?!(?:far|much|many|long|too|that|what|to|very|good|bad|it)\b)(?=\S))",
    re.IGNORECASE,
)  # discourse markers that lean on the sentence before: dropped from a bullet's start
# A wire dateline before the first sentence: "London (CNN)It was ...", "(KXYZ) - A crash ...", "LOS ANGELES,
# California (Wire) -- The ...". A place needs a dash or a glued first word after its outlet, so "The United Nations
# (UN) Security Council ..." keeps its words.
_OUTLET = r"\([A-Z][\w.&'\u2019-]*(?:\s+[A-Z0-9][\w.&'\u2019-]*){0,2}\)"
_PLACE = r"[A-Z][\w.'\u2019-]*(?:,?\s+[A-Z][\w.'\u2019-]*){0,3},?"
# A syndication credit in capitals before a dash: "KVELLER via JTA — The ..." (a place in capitals alone, "TAYLORVILLE
# — The ...", is left: measured, it moved a held-out row).
_CAPS_RUN = r"[A-Z][A-Z.'\u2019&-]+(?:[ ,]+[A-Z][A-Z.'\u2019&-]+){0,3}"
_VIA = r"\s+via\s+[A-Z][\w.&'\u2019-]*(?:\s+[A-Z][\w.&'\u2019-]*){0,2}"
_CAPS_DATELINE = rf"{_CAPS_RUN}{_VIA}\s*[-\u2013\u2014]{{1,2}}\s+"
_WIRE_DATELINE = re.compile(
    rf"^(?:{_PLACE}\s*{_OUTLET}(?:\s*[-\u2013\u2014:]{{1,2}}\s*|(?=[A-Z]))|{_OUTLET}\s*(?:[-\u2013\u2014:]{{1,2}}\s*)?"
    rf"|{_CAPS_DATELINE})"
    r"(?=[A-Z\"'\u201c\u2018])"
)
_CALL_TO_ACTION = re.compile(
    r"^[\"'\u201c\u2018(]?(?:please\s+)?(?:submit|click|tap|sign up|sign in|log in|subscribe|register|follow us|"
    r"follow (?:@|the|our|him|her|them)|like us|share (?:this|your)|send (?:us|your)|e-?mail us|write to us|"
    r"contact us|download|join (?:us|our|the conversation)|check out|don't (?:forget|miss)|do not miss|"
    r"find out (?:more|how)|learn more|read (?:more|on|the full)|visit (?:our|us|the)|scroll|leave a comment|"
    r"tell us|let us know|get (?:the|our) (?:latest|app|newsletter)|watch (?:the|our) (?:video|full)|"
    r"listen to (?:the|our) (?:podcast|episode))\b",
    re.IGNORECASE,
)  # calls to action and page furniture, not the story
_CONTACT = re.compile(
    r"[\w.+-]+@[\w-]+\.[\w.-]+|https?://|\bwww\.|"
    r"(?:\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b\d{4,5}\s\d{3}\s?\d{3,4}\b",
    re.IGNORECASE,
)  # e-mail addresses, links, phone numbers: contact lines and list items
_DIGIT = re.compile(r"\d")
_DIGITS4 = re.compile(r"\d{4}")  # every _CONTACT match has "@", "://", "www." or four digits in a row: a pre-test
_DASH_CREDIT = re.compile(
    r"[.!?\u2026][\"'\u201d\u2019]?\s*(?:[-\u2013\u2014]{1,2}|~)\s?[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*){0,3}"
    r"(?:,\s[^.!?]{2,60})?\s*$"
)  # a pull quote credited after a dash: "... accordingly. -Name" (the key quotes show those)
_TRAILING_OFF = re.compile(r"(?:[-\u2013\u2014]|\u2026|\.\.\.)[\"'\u201d\u2019)\]]*\s*$")
_TERMINAL = re.compile(r"[.!?][\"'\u201d\u2019)\]]*\s*$")
_TOPIC_HEAD = re.compile(r"^[^:;.!?]{2,45}:\s+\S")
MIN_BULLET_WORDS = 7
_LIST_ITEM = re.compile(rf"^\s*(?:[{LIST_GLYPHS}*>]|[-\u2013\u2014]\s|\(?\d{{1,2}}[.)]\s|\(?[a-z][.)]\s)")
_LIST_GLYPH = re.compile(f"[{LIST_GLYPHS}]")
_FIGURE = re.compile(r"^[(+\-\u2212$\u00a3\u20ac]?\d[\d.,:/%\u2013-]*[)%]?$")
_SCORE_PAIR = re.compile(
    r"\b([A-Z][\w'\u2019-]*)\s+\d{1,3},?\s+([A-Z][\w'\u2019-]*)(?:\s+[A-Z][\w'\u2019-]*)?\s+\d{1,3}(?![\w.])"
)  # "Chelsea 2 Arsenal 1", "Lakers 102, Celtics 99" (not "Windows 10, Windows 8")
TABLE_FIGURE_SHARE = 0.3  # a line whose words are this share figures, and few of them lower-case words ...
TABLE_WORD_SHARE = 0.4  # ... (under this share), is a table row
TABLE_FIGURE_RUN = 3  # so is a line with this many figures in a row
# a roster run together into one "sentence" (an open letter's signatories, a credits list): at least this many words,
# this share of them capitalised ("Elliot Ackerman Saladin Ambar, Rutgers University Martin Amis ..., writer ...")
NAME_LIST_MIN_WORDS = 20
NAME_LIST_CAPS_SHARE = 0.75
_LEX = lexicon_for("en")
# [recap] pointers and furniture_openings of every language: a German update stamp or a Spanish photo credit is page
# furniture whatever language the article was detected in
POINTER_CUES = tuple(dict.fromkeys(c for code in LANGS for c in lexicon_for(code).pointer_cues))
FURNITURE_OPENINGS = tuple(dict.fromkeys(c for code in LANGS for c in lexicon_for(code).furniture_openings))
LEAD_LABELS = _LEX.lead_labels  # en.toml [recap] lead_labels
# [recap] transcript_cues, transcript_labels and list_labels of every language, like the furniture openings
TRANSCRIPT_CUES = frozenset(c for code in LANGS for c in lexicon_for(code).transcript_cues)
TRANSCRIPT_LABELS = frozenset(c for code in LANGS for c in lexicon_for(code).transcript_labels)
LIST_LABELS = frozenset(c for code in LANGS for c in lexicon_for(code).list_labels)
_LINE_LABEL = re.compile(r"(?P<label>[A-Za-z][A-Za-z'\u2019]*(?: [A-Za-z'\u2019]+){0,3}):\s+(?=[A-Z\"'\u201c\u2018])")
_TRANSCRIPT: ContextVar[bool] = ContextVar("transcript", default=False)  # set by build_recap for its article
# a photo caption: "Software: Orfeas Boteas, 27, created ..." (a Title-case label of one or two words, a colon, a
# name of capitalised words and particles, an age between commas)
_CAPTION_LABEL = re.compile(
    r"([A-Z][a-z]+(?:-[a-z]+)?)(?: ([A-Za-z][a-z]+))?(?P<label>:)\s+[A-Z][\w'\u2019.-]*"
    rf"(?:\s+(?:[A-Z][\w'\u2019.-]*|{'|'.join(sorted(_LEX.name_particles))}))+,\s+\d{{1,3}},\s"
)


def strip_connective(sentence: str) -> str:
    """``sentence`` without a leading discourse connective ("But", "And", "However,", "So", "Meanwhile,"),
    its next letter capitalised: "But a source said..." -> "A source said...". Unchanged when there is none."""
    m = _CONNECTIVE.match(sentence)
    if m is None:
        return sentence
    rest = sentence[m.end() :]
    if len(words_of(rest)) < 4:
        return sentence
    first = words_of(rest)[0]
    if rest[:1].islower() and not any(c.isupper() for c in first[1:]):  # not "iPhone"
        rest = rest[0].upper() + rest[1:]
    return rest


def _search(pattern: re.Pattern[str], text: str, needles: Sequence[str]) -> re.Match[str] | None:
    """``pattern.search(text)`` for a case-blind pattern every match of which holds one of the lower-case
    ``needles``: not run where the lower-cased text holds none of them (the same answer, without the scan)."""
    return pattern.search(text) if may_hold(text, needles, case_blind=True) else None


def terminated(sentence: str) -> bool:
    """The sentence ends with a full stop, "!" or "?" (closing quotes/brackets allowed): headings, standfirsts,
    captions and list items do not."""
    return bool(_TERMINAL.search(sentence))


def echoes_title(sentence: str, title: str) -> bool:
    """An unterminated line that restates the title or standfirst: a "Topic: headline" form, or most of its
    content words shared with the title."""
    if terminated(sentence):
        return False
    if _TOPIC_HEAD.match(sentence) and len(words_of(sentence.split(":", 1)[0])) <= 6:
        return True
    mine = set(content_terms(sentence))
    theirs = set(content_terms(title))
    if not mine or not theirs:
        return False
    return len(mine & theirs) >= 0.5 * min(len(mine), len(theirs))


def unfit_reason(sentence: str, title: str = "", opening: bool = False, head: bool = False) -> str | None:
    """Why ``sentence`` cannot be a bullet on its own (None: it can). ``opening``: it sits in the first paragraphs,
    where an unterminated line restating the title is the headline/standfirst again; ``head``: it sits before the
    first paragraph that ends with a full stop (headline, standfirst and summary lines)."""
    text = sentence.strip()
    if len(words_of(text)) < MIN_BULLET_WORDS:
        return "short"
    first = words_of(text)[0]
    if first[0].islower() and first.islower():
        return "fragment"  # a continuation, or a word that lost its drop cap ("urkey, Poland and ...")
    if _LIST_ITEM.match(text) or _LIST_GLYPH.search(text):
        return "list-item"  # "• Jones scored twice ...", "1. Preheat ...", a list glued into one line
    if table_row(text):
        return "table-row"
    if is_boilerplate(text) or _CALL_TO_ACTION.match(text):
        return "boilerplate"
    if _contact(text):
        return "contact"
    if is_furniture(text):
        return "furniture"
    if points_elsewhere(text):
        return "pointer"
    if _DASH_CREDIT.search(text):
        return "pull-quote"
    if _TRAILING_OFF.search(text):
        return "fragment"
    if name_line(text):
        return "caption"
    if name_list(text):
        return "name-list"
    if not terminated(text):
        if not _FINITE.search(text):
            return "no-verb"
        if opening and title and echoes_title(text, title):
            return "title-echo"
        if head:
            return "standfirst"
    return None


_NAME_LINE_SMALL = _LEX.name_particles | _LEX.small_title_words  # a name's particles, a title's small words


def name_line(sentence: str) -> bool:
    """A photo caption or byline that only names someone with their title: every word capitalised (or a name's
    particle, a title's small word), no verb ("Chief Education Officer Dr Mara Quill-Vale." under a photo, tune
    nationnews.com-schools)."""
    words = words_of(sentence)
    return bool(words) and not _FINITE.search(sentence) and all(
        w[:1].isupper() or w[:1].isdigit() or w.lower() in _NAME_LINE_SMALL for w in words)


def name_list(sentence: str) -> bool:
    """A roster run together into one long "sentence": ``NAME_LIST_MIN_WORDS`` words or more, of which
    ``NAME_LIST_CAPS_SHARE`` are capitalised (an open letter's signatories with their affiliations)."""
    words = words_of(sentence)
    if len(words) < NAME_LIST_MIN_WORDS:
        return False
    return sum(1 for w in words if w[:1].isupper()) >= NAME_LIST_CAPS_SHARE * len(words)


def table_row(sentence: str) -> bool:
    """A standings row, a score line or a stats line rather than a sentence: figures make up
    ``TABLE_FIGURE_SHARE`` of its words and few are lower-case words, ``TABLE_FIGURE_RUN`` figures stand in a row
    ("16 Erik Jones 2194 1 0 10 17"), or it pairs names with scores ("Chelsea 2 Arsenal 1", "Lakers 102, Celtics
    99")."""
    if _DIGIT.search(sentence) is None:
        return False  # every figure holds a digit: fewer than two figures
    toks = sentence.split()
    figures = [bool(_FIGURE.match(t.strip(",;.!?()[]\"'\u201c\u201d"))) for t in toks]
    if not toks or sum(figures) < 2:
        return False
    run = best = 0
    for f in figures:
        run = run + 1 if f else 0
        best = max(best, run)
    if best >= TABLE_FIGURE_RUN or any(m.group(1) != m.group(2) for m in _SCORE_PAIR.finditer(sentence)):
        return True
    lower = sum(1 for t in toks if t[:1].islower())
    return sum(figures) / len(toks) >= TABLE_FIGURE_SHARE and lower / len(toks) < TABLE_WORD_SHARE


def body_start(paragraphs: Sequence[str]) -> int:
    """The 1-based number of the first paragraph that ends with a full stop ("!", "?"): where the story's running
    text begins, after the headline/standfirst lines (1 when there is none)."""
    for k, para in enumerate(paragraphs, start=1):
        if terminated(para):
            return k
    return 1


_BRACKETED = re.compile(r"^\[[^\]]{1,80}\](?:['\u2019]s)?\s+")


def source_span(bullet_text: str, paragraph: str) -> str | None:
    """The paragraph's own characters a bullet shows (trim mark dropped, first letter in either case, an editor's
    "[Name]" standing for the opening pronoun/description left out), or None."""
    text = _BRACKETED.sub("", bullet_text.removesuffix(TRIM_MARK).strip())
    if not text:
        return None
    variants = [text, text[0].lower() + text[1:], text[0].upper() + text[1:]]
    para = normalize(paragraph)
    for v in variants:
        if normalize(v) in para:
            return v
    return None


def never_shown(sentence: str) -> bool:
    """What a reader must never get as a bullet, however short the piece (unfit_reason's "short" aside): boilerplate,
    a call to action, a contact line, page furniture, a line pointing at what the recap does not show ("Click
    through for the whole thing.") or a roster run together (:func:`name_list`)."""
    text = sentence.strip()
    return (is_boilerplate(text) or _CALL_TO_ACTION.match(text) is not None or _contact(text)
            or is_furniture(text) or points_elsewhere(text) or name_list(text))


def points_elsewhere(sentence: str) -> bool:
    """The sentence points at something a recap does not show ("the following chart", "pictured", "this video")."""
    low = normalize(sentence).lower()
    return any(map(low.__contains__, POINTER_CUES)) and _POINTER_RE.search(low) is not None  # substrings first


def _cue_pattern(cue: str) -> str:
    """A cue as a whole word or phrase; a cue that starts with a sign ("(pictured") anywhere in the text."""
    return rf"(?<![\w-]){re.escape(cue)}(?![\w-])" if cue[:1].isalpha() else re.escape(cue)


_POINTER_RE = re.compile("|".join(_cue_pattern(cue) for cue in POINTER_CUES) or r"(?!)")  # compiled once


def is_furniture(sentence: str) -> bool:
    """Page furniture worded like a sentence: "Last updated at ...", "This article originally appeared on ..."."""
    low = normalize(sentence).lower().lstrip("\"'([ ")
    return low.startswith(FURNITURE_OPENINGS)


def background(sentence: str) -> bool:
    """Career history or a side fact ("previously", "is currently filming") in what the sentence says — not in an
    appositive about its subject ("The couple, who are currently starring in X, gave an interview ...")."""
    return _search(_BACKGROUND, _drop_appositives(sentence), _BACKGROUND_NEEDLES) is not None


def is_chatter(sentence: str) -> bool:
    """Commenter chatter ("One person said: ...", "Naturally, people had lots to say.")."""
    return bool(_CHATTER.search(normalize(sentence).lstrip("\"'")))


def is_boilerplate(sentence: str) -> bool:
    low = lowered_for_search(sentence)
    if low is None:
        return bool(_BOILERPLATE.search(sentence))
    return any(map(low.__contains__, _BOILERPLATE_NEEDLES)) and bool(_BOILERPLATE_LOWER.search(low))


def _contact(text: str) -> bool:
    """An e-mail address, link or phone number in ``text`` (``_CONTACT``, run only where it can match)."""
    if "@" not in text and "://" not in text and "www." not in text.lower() and not _DIGITS4.search(text):
        return False
    return bool(_CONTACT.search(text))


def quoted_fraction(sentence: str) -> float:
    """Share of the sentence's characters that sit inside double quotation marks."""
    if not sentence:
        return 0.0
    inside = sum(len(m.group(0)) for m in _QUOTED.finditer(sentence))
    return inside / len(sentence)


# ------------------------------------------------------------------------------------------------------- model


class _Centrality:
    """The LexRank centrality of an article's sentences (by position in the list given), computed on first use:
    only a candidate's ``score``/``local`` read it, and most recaps never ask (the fairness pair and the short-recap
    fallback do)."""

    __slots__ = ("_values", "_vectors")

    def __init__(self, vectors: list[Vector]) -> None:
        self._vectors = vectors
        self._values: list[float] | None = None

    def __getitem__(self, k: int) -> float:
        if self._values is None:
            self._values = _lexrank(self._vectors)
        return self._values[k]


@dataclass(slots=True)
class _Sentence:
    text: str
    paragraph: int  # 1-based
    index: int  # order in the article
    first_in_paragraph: bool
    n_words: int
    vector: Vector
    section: int = 0
    quality: float = 1.0  # substance: quotation share, questions, background, "no comment" weigh it down
    shown: int = 0  # words as a bullet (after any trim), filled on first use
    norm: float = -1.0  # the vector's norm, filled with it (negative: not yet)
    # what score and local are made of (filled by _score for candidates; a sentence without centrality scores 0.0)
    pos: float = 0.0  # position prior from the article start
    local_pos: float = 0.0  # the same, restarting at the start of the sentence's section
    title: float | None = None  # closeness to the title (None: the article has no title vector)
    centrality: _Centrality | None = None  # the article's, shared; read at ``slot``
    slot: int = 0

    @property
    def score(self) -> float:
        """Global: position prior from the article start, centrality, closeness to the title, times quality."""
        if self.centrality is None:
            return 0.0
        cent = self.centrality[self.slot]
        pos, title = self.pos, self.title
        base = 0.40 * pos + 0.35 * cent + 0.25 * title if title is not None else 0.55 * pos + 0.45 * cent
        return base * self.quality

    @property
    def local(self) -> float:
        """The same, with the position prior restarting at the start of the sentence's section."""
        if self.centrality is None:
            return 0.0
        return (0.55 * self.local_pos + 0.45 * self.centrality[self.slot]) * self.quality


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
    # Only pairs that share a term have a similarity (the rest stay 0.0, as _cosine would say); norms once each.
    norms = [_norm(vec) for vec in vectors]
    holders: dict[str, list[int]] = {}
    for i, vec in enumerate(vectors):
        for term in vec:
            holders.setdefault(term, []).append(i)
    for i in range(n):
        partners = sorted({j for term in vectors[i] for j in holders[term] if j > i})
        for j in partners:
            sims[i][j] = sims[j][i] = _cosine_normed(vectors[i], vectors[j], norms[i], norms[j])
    rows = [sum(r) for r in sims]
    # Power iteration by columns: new[j] = base + the terms of every row i in order of i (a row without links
    # gives each sentence an equal share), the same additions in the same order as row by row, summed in C.
    empty = [i for i in range(n) if rows[i] == 0]
    columns = [sorted([*(i for i in range(n) if sims[i][j]), *empty]) for j in range(n)]
    weights = [[1.0 if rows[i] == 0 else sims[i][j] for i in col] for j, col in enumerate(columns)]
    pickers = [_picker(col) for col in columns]
    base = (1.0 - damping) / n
    rank = [1.0 / n] * n
    for _ in range(iterations):
        factor = [damping * rank[i] / (n if rows[i] == 0 else rows[i]) for i in range(n)]
        rank = [sum(map(operator.mul, pick(factor), w), base) for pick, w in zip(pickers, weights, strict=True)]
    top = max(rank)
    return [r / top for r in rank] if top else rank


# ------------------------------------------------------------------------------------------------------ sections

# (\b[A-Z] written [A-Z](?<!\w[A-Z]): re skips to the capitals instead of trying every position; the same matches)
_NAME_RUN = re.compile(r"[A-Z](?<!\w[A-Z])[\w\u2019'-]*(?:\s+(?:[A-Z]\.\s+)?[A-Z][\w\u2019'-]*)+")


@dataclass(frozen=True, slots=True)
class Section:
    """A topical run of paragraphs ``first``..``last`` (1-based, inclusive)."""

    first: int
    last: int
    words: int
    new_names: frozenset[str]  # name stems first mentioned in this section


def _add(a: Vector, b: Vector) -> Vector:
    out = dict(a)
    _add_into(out, b)
    return out


def _add_into(out: Vector, b: Vector) -> None:
    """``out`` += ``b`` in place (the same sums, in the same key order, as :func:`_add`)."""
    for k, v in b.items():
        out[k] = out.get(k, 0.0) + v


def _name_runs(text: str) -> list[frozenset[str]]:
    """Multi-word capitalised runs outside quotations ("Jason Scoop", "New York City"), as sets of stems."""
    out = []
    for m in _NAME_RUN.finditer(_QUOTED.sub(" ", text)):
        toks = [t for t in words_of(m.group(0)) if t.lower() not in _STOP]
        if len(toks) >= 2 or (len(toks) == 1 and m.group(0).split()[0].lower() not in _STOP):
            out.append(frozenset(_stem(t) for t in toks))
    return out


def _paragraph_data(
    sentences: list[_Sentence],
) -> tuple[list[Vector], list[int], list[list[frozenset[str]]]]:
    n_par = max((s.paragraph for s in sentences), default=0)
    vecs: list[Vector] = [{} for _ in range(n_par)]
    words = [0] * n_par
    runs: list[list[frozenset[str]]] = [[] for _ in range(n_par)]
    for s in sentences:
        k = s.paragraph - 1
        _add_into(vecs[k], s.vector)  # vecs[k] is this paragraph's own dict
        words[k] += s.n_words
        runs[k].extend(r for r in _name_runs(s.text) if r)
    return vecs, words, runs


def _window(vecs: list[Vector], a: int, b: int) -> Vector:
    out: Vector = {}
    for v in vecs[max(0, a) : b]:
        _add_into(out, v)
    return out


def segment(sentences: Sequence[_Sentence]) -> list[Section]:
    """Topical runs: boundaries where the paragraphs after a gap share little vocabulary with the three before it
    and bring in newly named people or places (multi-word names); at most 2/3/4 sections for short/medium/long."""
    vecs, words, runs = _paragraph_data(list(sentences))
    n = len(vecs)
    if n == 0:
        return []
    seen: list[set[str]] = []  # name stems mentioned before paragraph k
    acc: set[str] = set()
    for rs in runs:
        seen.append(set(acc))
        for r in rs:
            acc |= r
    boundaries: list[int] = []
    if n >= 6:
        strength: dict[int, float] = {}
        windows: dict[tuple[int, int], tuple[Vector, float]] = {}  # each window is the left one 3 steps later

        def window(a: int, b: int) -> tuple[Vector, float]:
            key = (max(0, a), min(b, n))
            if key not in windows:
                vec = _window(vecs, *key)
                windows[key] = (vec, _norm(vec))
            return windows[key]

        for k in range(1, n):  # a boundary before paragraph index k (0-based)
            fresh = {r for r in runs[k] + (runs[k + 1] if k + 1 < n else []) if not r & seen[k]}
            (left, n_left), (right, n_right) = window(k - 3, k), window(k, k + 3)
            gap = 1.0 - _cosine_normed(left, right, n_left, n_right)
            strength[k] = gap + 0.15 * min(len(fresh), 3)
        limit = 1 if n < 10 else 2 if n < 20 else 3
        min_len = max(2, n // 8)
        for k in sorted(strength, key=lambda k: -strength[k]):
            if len(boundaries) >= limit or strength[k] < 1.0:
                break
            if all(abs(k - e) >= min_len for e in [0, *boundaries, n]):
                boundaries.append(k)
    out: list[Section] = []
    edges = [0, *sorted(boundaries), n]
    for a, b in zip(edges, edges[1:], strict=False):
        new_names: set[str] = set()
        for k in range(a, b):
            for r in runs[k]:
                if not r & seen[a]:
                    new_names |= r
        out.append(Section(first=a + 1, last=b, words=sum(words[a:b]), new_names=frozenset(new_names)))
    return out


def _introductions(sentences: Sequence[_Sentence], names: set[str]) -> dict[str, int]:
    """Surname stem -> index of the sentence that first names the person in full ("Dana Reyes")."""
    out: dict[str, int] = {}
    for s in sentences:
        for m in _NAME_RUN.finditer(s.text):
            toks = words_of(m.group(0))
            if len(toks) < 2 or toks[0].lower() in _STOP:
                continue
            last = _stem(toks[-1])
            if last in names and last not in out:
                out[last] = s.index
    return out


def _dangling(s: _Sentence, intro: dict[str, int], context: set[str]) -> int:
    """Names in ``s`` introduced earlier in the article (in full) and absent from the recap so far."""
    terms = set(content_terms(s.text))
    return sum(1 for t in terms if t in intro and intro[t] < s.index and t not in context)


def _idf(sentences: list[_Sentence]) -> dict[str, float]:
    return dict(_idf_of(tuple(s.text for s in sentences), current_language()))


@lru_cache(maxsize=_PER_ARTICLE_CACHE)
def _idf_of(texts: tuple[str, ...], _lang: str) -> dict[str, float]:
    df: Counter[str] = Counter()
    for text in texts:
        df.update(set(content_terms(text)))
    n = max(1, len(texts))
    return {t: math.log((1 + n) / (1 + c)) + 1.0 for t, c in df.items()}


def _vectorize(sentences: list[_Sentence], idf: dict[str, float], names: set[str]) -> None:
    for s in sentences:
        s.vector = _tfidf(content_terms(s.text), idf, names)
        s.norm = _norm(s.vector)


def _score(
    sentences: list[_Sentence], article: Article, key_quotes: Sequence[Quote], sections: Sequence[Section] = ()
) -> list[_Sentence]:
    """Fill scores (vectors must be filled); return the candidates (sentences that may become bullets)."""
    names = proper_terms(article.paragraphs)
    idf = _idf(sentences)
    centrality = _Centrality([s.vector for s in sentences])  # computed only if a score is read
    section_of: dict[int, tuple[int, int]] = {}
    for k, sec in enumerate(sections):
        for p in range(sec.first, sec.last + 1):
            section_of[p] = (k, sec.first)
    title_vec = _tfidf(content_terms(article.title), idf, names) if article.title else {}
    title_vec_norm = _norm(title_vec)
    key_texts = [normalize(q.text) for q in key_quotes if len(q.text) >= 12]
    candidates: list[_Sentence] = []
    title_norm = normalize(article.title).lower().rstrip(".")
    start = body_start(article.paragraphs)
    for slot, s in enumerate(sentences):
        if unfit_reason(s.text, article.title, s.paragraph <= 2, s.paragraph < start) or is_chatter(s.text):
            continue
        if title_norm and normalize(s.text).lower().rstrip(".") == title_norm:
            continue  # the title repeated as a paragraph (an extraction artefact)
        qfrac = quoted_fraction(s.text)
        norm = normalize(s.text)
        if qfrac > 0.5 and any(k in norm for k in key_texts):
            continue  # the key-quote list already shows it
        first_factor = 1.0 if s.first_in_paragraph else 0.85
        pos = (1.0 / (1.0 + 0.12 * (s.paragraph - 1))) * first_factor
        s.section, sec_first = section_of.get(s.paragraph, (0, 1))
        local_pos = (1.0 / (1.0 + 0.25 * (s.paragraph - sec_first))) * first_factor
        title = _cosine_normed(s.vector, title_vec, _norm_of(s), title_vec_norm) if title_vec else None
        quality = 0.7 + 0.3 * min(len(s.vector), 12) / 12  # substance: sentences that say something
        if qfrac > 0.6:
            quality *= 0.45
        elif qfrac > 0.35:
            quality *= 0.8
        if _PRONOUN_START.match(strip_connective(s.text)):
            quality *= 0.7
        if s.text.rstrip("\"'\u201d\u2019").endswith("?"):
            quality *= 0.7
        if s.n_words > 60:
            quality *= 0.8
        if not terminated(s.text):
            quality *= 0.7  # a heading, standfirst or caption line rather than a sentence of the story
        claim = _search(_CLAIM, s.text, _CLAIM_NEEDLES)
        if claim and qfrac <= 0.35:  # an attributed claim is usually the news
            quality *= 1.2 if claim.group(0).lower().startswith(("alleg", "claim", "accus")) else 1.1
        if background(s.text):
            quality *= 0.7
        if _search(_NO_COMMENT, s.text, _NO_COMMENT_NEEDLES):
            quality *= 0.5  # "X has not commented": little to tell on its own
        s.quality = quality
        s.pos, s.local_pos, s.title, s.centrality, s.slot = pos, local_pos, title, centrality, slot
        candidates.append(s)
    return candidates


# ----------------------------------------------------------------------------------------------------- trimming


_PHRASE_CUT = re.compile(r",\s+(?:with|leaving)\b")  # a phrase, not a clause: it has no verb of its own
_DASH_SEP = re.compile(r"\s[-\u2013\u2014]\s")


def _balanced(text: str) -> bool:
    if len(_DASH_SEP.findall(text)) % 2:
        return False  # an open " - aside - "
    return text.count('"') % 2 == 0 and text.count("\u201c") == text.count("\u201d") and text.count(
        "("
    ) == text.count(")")


def trim_sentence(sentence: str, max_words: int | None = None) -> str:
    """Cut a long sentence (over ``max_words``, default ``SELECTION.trim_words``) at a clause boundary and add "…";
    never cut off an attribution. Else unchanged."""
    if max_words is None:
        max_words = SELECTION.trim_words
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
        if _PHRASE_CUT.match(tail) and _FINITE.search(tail.split(",")[1]):
            continue  # "X, located ..., with soil dug up ... proposes to ...": the main verb is in the tail
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


def derived_title(article: Article) -> bool:
    """The title is only the body's first sentence (possibly cut, with "…"), as for a text file without a title."""
    return title_is_lead(article.title, article.paragraphs)


def same_line(a: str, b: str) -> bool:
    """Two headline-ish lines that say the same words (case, punctuation and a trailing "…" ignored)."""
    return bool(bare_line(a)) and bare_line(a) == bare_line(b)


_HEAD_CUT = re.compile(
    r"\s+[-\u2013\u2014]\s+|;\s+|:\s+|,\s+|\s+(?=(?:that|after|before|when|while|as|because|since|despite|amid|"
    r"following|leaving|prompting|with|where|which|who|just|only|until)\b)"
    # "but" opens a clause, not in "no option but to", "not X but to Y", "all but", "nothing but", "anything but"
    r"|(?<!\ball)(?<!\bnothing)(?<!\banything)\s+(?=but\b(?!\s+to\b))"
)
_APPOSITIVE = re.compile(r",\s+(?:who|whose|which)\b[^,;:\u201c\u201d\"]{2,100},\s+|,\s+\d{1,3},\s+")
_VERBISH = re.compile(
    r"\b(?:is|are|was|were|has|have|had|will|would|can|could|did|does|do|got|gets|made|makes|took|takes|gave|"
    r"gives|left|split|quit|met|went|came|won|lost|[a-z]{2,}ed|[a-z]{3,}s)\b"
)
_DANGLING_END = frozenset(
    """a an the and or but nor of to in on at for from by with as into onto than that which who whom whose
    this these those his her their its our my your is are was were be been being has have had do does did
    will would can could should may might must not very so such""".split()
)
_HEAD_MIN_WORDS = 5
_HEAD_MAX_WORDS = 18


def _drop_appositives(sentence: str) -> str:
    def repl(m: re.Match[str]) -> str:
        if _ATTRIBUTION.search(m.group(0)):
            return m.group(0)
        if re.match(r"(?:who|whose|which)\b", m.string[m.end():]):
            return ", "  # "X, 34, who ..., did": the age goes, the relative clause is the next pass's
        return " "

    out = _APPOSITIVE.sub(repl, sentence)
    while out != sentence:  # ", 34, who ..., did": the age first, then the relative clause
        sentence, out = out, _APPOSITIVE.sub(repl, out)
    return out


_DASH = r"(?:-{1,2}|[\u2013\u2014])"
# a dash aside: " - X - " / " -- X -- " / " — X — " (the same dash both sides, no dash separator inside)
_DASH_ASIDE = re.compile(rf"\s+({_DASH})\s+((?:(?!\s{_DASH}\s).){{2,160}}?)\s+\1\s+")
_ANY_DASH_SEP = re.compile(rf"\s{_DASH}\s")
# a head ending on a verb form: "that" after it opens the verb's complement ("without learning | that ..."), not a
# relative clause ("the tattoo | that ...")
_VERB_FORM_END = re.compile(r"(?:ing|ed)$")


def _drop_dash_asides(sentence: str) -> str:
    """``sentence`` without its dash asides ("Guangzhou -- capital of Guangdong -- has announced" -> "Guangzhou has
    announced"); an aside holding an attribution stays."""
    return _DASH_ASIDE.sub(lambda m: m.group(0) if _ATTRIBUTION.search(m.group(2)) else " ", sentence)


def _open_head(head: str, cut: str, tail: str) -> bool:
    """A head that leaves its sentence open at the cut: the cut's dash opens an aside the tail closes, it ends on
    a pronoun its clause defines ("to anyone | who ..."), or on a verb form whose complement "that" opens."""
    last = words_of(head)[-1].lower()
    if cut.strip() in ("-", "\u2013", "\u2014") and _ANY_DASH_SEP.search(tail[len(cut):]):
        return True
    if last in _LEX.clause_pronouns:
        return True
    return tail.lstrip().startswith("that ") and (_VERB_FORM_END.search(last) is not None
                                                  or last in _LEX.speech_verbs)


def headline_candidates(sentence: str) -> list[str]:
    """Faithful one-line forms of ``sentence``: itself without appositives ("X, 31, who ..., did Y" -> "X did Y")
    and dash asides, and its heads cut at clause boundaries — never dropping the attribution of a claim, never
    leaving the head open (:func:`_open_head`)."""
    base = re.sub(r"\s+", " ", _drop_dash_asides(_drop_appositives(sentence))).strip()
    out = [base.rstrip(" .")]
    for m in _HEAD_CUT.finditer(base):
        head, tail = base[: m.start()].rstrip(" ,;:"), base[m.start() :]
        n = len(words_of(head))
        if n < _HEAD_MIN_WORDS:
            continue
        if n > _HEAD_MAX_WORDS:
            break
        if _ATTRIBUTION.search(tail) and not _ATTRIBUTION.search(head):
            continue
        if re.search(r"\baccording to\b", tail, re.IGNORECASE):
            continue
        if words_of(head)[-1].lower() in _DANGLING_END or _open_head(head, m.group(0), tail):
            continue
        if not _balanced(head) or not _VERBISH.search(head.split(" ", 1)[-1]):
            continue
        out.append(head)
    return list(dict.fromkeys(out))


def _term_weights(article: Article) -> dict[str, float]:
    names = proper_terms(article.paragraphs)
    tf: Counter[str] = Counter()
    df: Counter[str] = Counter()
    for p in article.paragraphs:
        terms = content_terms(p)
        tf.update(terms)
        df.update(set(terms))
    n = max(1, len(article.paragraphs))
    return {t: c * math.log(1 + n / df[t]) * (1.5 if t in names else 1.0) for t, c in tf.items()}


def gist_headline(article: Article, sentences: Sequence[str]) -> tuple[str, int] | None:
    """A one-line gist from the first substantial sentences (``sentences`` in story order): the compressed form
    with the best key-term weight per word, the lead preferred. Returns (headline, index in ``sentences``)."""
    weights = _term_weights(article)
    top = sorted(weights.values(), reverse=True)
    cap = top[min(len(top) - 1, 14)] if top else 0.0
    best: tuple[float, str, int] | None = None
    for k, sent in enumerate(sentences[:3]):
        prior = (1.0, 0.6, 0.5)[k]
        for cand in headline_candidates(sent):
            n = len(words_of(cand))
            if n < _HEAD_MIN_WORDS or len(cand) > HEADLINE_MAX or same_line(cand, article.title):
                continue
            terms = set(content_terms(cand))
            gain = sum(min(weights.get(t, 0.0), cap * 2) for t in terms)
            fit = 1.0 if n <= 14 else 0.85 if n <= _HEAD_MAX_WORDS else 0.6
            val = prior * fit * gain / math.sqrt(n)
            if best is None or val > best[0]:
                best = (val, cand, k)
    return (best[1], best[2]) if best else None


LEAD_HEADLINE_MAX_WORDS = 30  # a title-less story's lead sentence is its headline whole up to this length


def lead_headline(sentence: str) -> str:
    """The headline of a title-less story from its lead sentence: the sentence whole (final full stop dropped) when
    it has at most ``LEAD_HEADLINE_MAX_WORDS`` words, else its best clause-boundary compression (appositives out,
    attribution kept) — never a cut with "…"."""
    whole = re.sub(r"\s+", " ", strip_connective(sentence)).strip()
    if len(words_of(whole)) <= LEAD_HEADLINE_MAX_WORDS:
        return whole.rstrip(" .")
    forms = [c for c in headline_candidates(whole) if _HEAD_MIN_WORDS <= len(words_of(c)) <= LEAD_HEADLINE_MAX_WORDS]
    if not forms:
        return whole.rstrip(" .")
    return max(forms, key=lambda c: (len(words_of(c)) <= _HEAD_MAX_WORDS, len(words_of(c))))


def make_headline(article: Article, lead: str | None, early: Sequence[str] = ()) -> tuple[str, int | None]:
    """The headline, and the index in ``early`` of the sentence it was taken from (None: the title or a fallback).

    A page's own title when it is a real one; else (a text file, a title that is only the cut first sentence) the
    lead sentence, whole or compressed at a clause boundary (:func:`lead_headline`)."""
    if informative_title(article) and not derived_title(article):
        return _trim_chars(article.title, HEADLINE_MAX), None
    if early:
        return lead_headline(early[0]), 0
    if lead:
        return lead_headline(lead), None
    return _trim_chars(article.title or "Untitled article", HEADLINE_MAX), None


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


def work_title(article: Article, q: Quote) -> bool:
    """The quotation is the title of a song, book or show ("her hit “What a Fool Believes”"), not words said: a
    [titles] cue word of the article's language in the three words before it, or every word capitalised but that
    language's small title words ("Frauen im THW: Vergangenheit, Gegenwart und Zukunft")."""
    try:
        para = article.paragraph(q.paragraph)
    except IndexError:
        return False
    lex = lexicon_for(article.lang)
    at = para.find(q.text)
    before = words_of(para[max(0, at - 40): max(0, at)].lower())[-3:] if at > 0 else []
    if any(w in lex.title_cues for w in before):
        return True
    toks = words_of(q.text)
    capped = [t for t in toks if t[:1].isupper() or t.lower() in lex.small_title_words]
    return 0 < len(toks) <= lex.title_max_words and len(capped) == len(toks) and sum(
        1 for t in toks if t[:1].isupper()) >= 2


def reads_as_speech(text: str, lang: str | None = None) -> bool:
    """An unattributed quotation reads as someone speaking: it holds a finite verb (:data:`_FINITE`), a word of the
    speaker's own voice ([speakers] first_person), a word for the one spoken to or of, or a contracted "is" ([recap]
    speech_words: "you", "she", "it's"), or a contraction ([recap] speech_contractions: "don't", "we're"). Without one
    it is a name, a label or a headline in marks ("At one with the sea", "Seddique Mateen: the real leader of the
    Afghan people."). True wherever the language has no such data (the verb pattern is English)."""
    lex = lexicon_for(lang)
    if not lex.speech_words:
        return True
    if _FINITE.search(text):
        return True
    words = [w.lower().replace("\u2019", "'") for w in words_of(text)]
    return any(w in lex.first_person or w in lex.speech_words or w.endswith(lex.speech_contractions) for w in words)


_SENTENCE_BREAK = re.compile(r"[.!?][\"'\u201d\u2019)]*\s+")


def book_excerpt(article: Article, q: Quote) -> bool:
    """The quotation is a passage of a written work the article quotes, not words said: the sentence before it names
    the passage ([recap] excerpt_cues: "contained this line in chapter one:", "the passage reads,") and ends there,
    on ":" or "reads"."""
    try:
        para = article.paragraph(q.paragraph)
    except IndexError:
        return False
    at = para.find(q.text)
    if at <= 0:
        return False
    intro = _SENTENCE_BREAK.split(para[:at].rstrip(" \"'\u201c\u2018"))[-1]
    words = [w.lower() for w in words_of(intro)]
    ends = intro.rstrip().endswith(":") or bool(words) and words[-1] in ("reads", "read")
    return ends and any(w in _LEX.excerpt_cues for w in words)


def needs_context(q: Quote) -> bool:
    """A fragment that leans on what came before: it opens on "And"/"But"/"So" or mid-sentence (lower case)."""
    text = q.text.lstrip("\"'\u201c\u2018([\u2026. ")
    first = (words_of(text) or [""])[0]
    return bool(first) and (first[:1].islower() or first.lower() in {"and", "but", "so", "or", "which", "because"})


def _same_words(a: str, b: str, terms: Callable[[str], set[str]] | None = None) -> bool:
    """Most content terms of the shorter shared (``terms``: a text's set of content terms, when remembered)."""
    ta, tb = (terms(a), terms(b)) if terms is not None else (set(content_terms(a)), set(content_terms(b)))
    small = min(len(ta), len(tb))
    return small > 0 and len(ta & tb) / small >= 0.6


def _article_terms(paragraphs: Sequence[str]) -> list[str]:
    """``content_terms(" ".join(paragraphs))`` read from the sentences' own terms (remembered for each sentence):
    sentences split at white space and keep every other character, so the words, and their order, are the same."""
    return [t for p in paragraphs for sent in split_sentences(p) for t in content_terms(sent)]


def _lettered_words(text: str) -> int:
    """The words of a quotation that hold a letter: a time stamp, a price or a code in quotation marks ("“2030-08-14
    17:43:12”", "“$63,300”") has none and is no one's words to show."""
    return sum(any(c.isalpha() for c in w) for w in words_of(text))


def credit_risk(q: Quote) -> float:
    """What ``q``'s credit costs its score as a key quote: the English miner's speaker reached through a riskier kind
    of mention (Quote.credit, "pronoun") or rule (Quote.route), from the [recap] key_credit_penalties and
    key_route_penalties tables (benchmarks/quotes.py --key-sweep measures them on the tune sets); 0.0 without a
    speaker or when neither is known."""
    if not (q.speaker and q.speaker.strip()):
        return 0.0
    credit, route = dict(_LEX.key_credit_penalties), dict(_LEX.key_route_penalties)
    return credit.get(q.credit or "", 0.0) + route.get(q.route or "", 0.0)


def select_key_quotes(article: Article, quotes: Sequence[Quote], n: int = 3) -> list[Quote]:
    """The 1-5 quotes the story turns on, in story order: echoed by the title or the lead, repeated in the article,
    said by the people the story is about, about the event itself — named speakers first; never the title of a
    song, book or show, and a fragment that needs its context only when nothing better exists. Quotes without a
    speaker only when fewer than two have one, and never a fragment without a speaker: a reader sees neither who
    said it nor what it completes ("“an overall shift toward ...” — unattributed"), nor one that does not read as
    speech (:func:`reads_as_speech`: a name, a label or a headline in marks). None at all when no mined
    quotation has a speaker: copy that credits no words to anyone holds lyrics, titles, imagined lines and scare
    quotes between its quotation marks ("the only lyrics you know are “Wub wub wub ...”"), not a statement."""
    n = max(1, min(MAX_BULLETS, n))
    if not any(q.speaker and q.speaker.strip() for q in quotes):
        return []  # copy that credits no quotation to anyone uses its quotation marks for other things
    shown = [q for q in quotes if (q.speaker and q.speaker.strip()) or not needs_context(q) and reads_as_speech(
        q.text, article.lang)]
    shown = [q for q in shown if not book_excerpt(article, q)]
    pool = [q for q in shown if _lettered_words(q.text) >= 4 and not work_title(article, q)]
    if not pool:
        pool = [q for q in shown if _lettered_words(q.text) >= 3 and not work_title(article, q)][:1]
    if not pool:
        return []

    def para_of(q: Quote) -> str:
        return article.paragraphs[q.paragraph - 1] if 0 < q.paragraph <= len(article.paragraphs) else ""

    not_chatter = [q for q in pool if speaker_weight(q.speaker, para_of(q)) > 0]
    if not_chatter:
        pool = not_chatter  # commenters only when nobody else is quoted
    attributed = [q for q in pool if q.speaker and q.speaker.strip()]
    if len(attributed) >= min(n, 2):
        pool = attributed  # "unattributed" quotes only to make up a list of two
    names = proper_terms(article.paragraphs)
    all_terms = Counter(_article_terms(article.paragraphs))
    term_sets: dict[str, set[str]] = {}

    def terms_of(text: str) -> set[str]:
        if text not in term_sets:
            term_sets[text] = set(content_terms(text))
        return term_sets[text]

    top = {t for t, _ in all_terms.most_common(25)}
    lead = next((p for p in article.paragraphs if terminated(p)), article.paragraphs[0] if article.paragraphs else "")
    headline_terms = set(content_terms(f"{article.title} {lead}"))
    story_people = {w.lower() for w in words_of(f"{article.title} {lead}") if w[:1].isupper()}

    base: dict[int, float] = {}
    risk: dict[int, float] = {}  # ranks a quote below an equally good one with a safer credit, never drops it
    for i, q in enumerate(pool):
        w = len(words_of(q.text))
        length = min(w, 25) / 25 * (0.7 if w > KEY_QUOTE_WORDS else 1.0)
        terms = set(content_terms(q.text))
        topical = len(terms & (top | names)) / max(3, len(terms)) if terms else 0.0
        pos = 1.0 / (1.0 + 0.06 * max(0, q.paragraph - 1))
        repeated = any(j != i and _same_words(q.text, other.text, terms_of) for j, other in enumerate(quotes)
                       if other is not q)
        echo_terms = headline_terms if q.text not in lead else set(content_terms(
            f"{article.title} {lead.replace(q.text, ' ')}"))
        echoed = len(terms & echo_terms) >= 2  # the title or the lead says it too (not by quoting it)
        own = bool(q.speaker) and bool({t.lower() for t in words_of(q.speaker or "")} & story_people)
        salience = 0.35 * repeated + 0.2 * echoed + 0.15 * own
        b = 0.25 * length + 0.3 * speaker_weight(q.speaker, para_of(q)) + 0.1 * pos + 0.15 * topical + salience
        if needs_context(q):
            b -= 0.3
        base[i] = b
        risk[i] = credit_risk(q)  # "…,” he said": a name reached through a pronoun, a riskier credit
    chosen: list[int] = []
    while len(chosen) < min(n, len(pool)):
        best, best_score = -1, -math.inf
        for i, q in enumerate(pool):
            if i in chosen:
                continue
            nq = normalize(q.text)
            if any(nq in normalize(pool[j].text) or normalize(pool[j].text) in nq or _same_words(
                    q.text, pool[j].text, terms_of) for j in chosen):
                continue  # the same words again (a repeated line, one utterance split)
            repeats = sum(1 for j in chosen if _same_speaker(pool[j].speaker, q.speaker))
            same_par = sum(1 for j in chosen if pool[j].paragraph == q.paragraph)  # one utterance, split
            sc = base[i] - risk[i] - 0.25 * repeats - 0.25 * same_par
            if sc > best_score:
                best, best_score = i, sc
        if best < 0:
            break
        if chosen and base[best] < 0.2:
            break  # only weak leftovers (commenters, fragments)
        chosen.append(best)
    picked = [pool[i] for i in chosen]
    return sorted(picked, key=lambda q: _quote_position(article, q))


# ------------------------------------------------------------------------------------------------------- recap


def _budget_words(s: _Sentence) -> int:
    """The words the sentence takes as a bullet (after any trim)."""
    if not s.shown:
        s.shown = len(words_of(bullet_text(s.text)))
    return s.shown


def _redundancy(s: _Sentence, chosen: Sequence[_Sentence], avoid: Sequence[Vector]) -> float:
    return max([_cosine(s.vector, c.vector) for c in chosen] + [_cosine(s.vector, v) for v in avoid] + [0.0])


class _Picker:
    """Greedy selection state: chosen sentences, their words, and the terms the recap has introduced."""

    def __init__(self, context: str, avoid: list[Vector], intro: dict[str, int], article: Article | None = None
                 ) -> None:
        self.title = article if article is not None else Article(source="", url=None, title=context, paragraphs=())
        self.chosen: list[_Sentence] = []
        self.total = 0
        self.context = set(content_terms(context))
        self.avoid = avoid
        self.intro = intro

    def add(self, s: _Sentence) -> None:
        self.chosen.append(s)
        self.total += _budget_words(s)
        self.context |= set(content_terms(s.text))

    def fits(self, s: _Sentence) -> bool:
        return not self.chosen or self.total + _budget_words(s) <= TARGET_MAX_WORDS

    def novelty(self, s: _Sentence) -> float:
        """0.5 .. 1.0 by the share of the sentence's terms the recap has not said yet."""
        terms = set(content_terms(s.text))
        return 0.5 + 0.5 * (len(terms - self.context) / len(terms) if terms else 0.0)

    def referent_factor(self, s: _Sentence) -> float:
        return 0.85 ** min(2, _dangling(s, self.intro, self.context))


@dataclass(frozen=True, slots=True)
class Selection:
    """Named weights of the bullet selection (tuned on ../shared/corpora/cnndm-dev and the tune half of the
    real-page reader set, never on its untouched half; ``benchmarks/recap_cnndm.py --sweep`` varies them)."""

    budget_words: int = 60  # stop adding bullets once the recap (with a lead headline) says this much
    max_words: int = 100  # a sentence that would take the recap past this is not added
    position_decay: float = 0.3  # merit / (1 + decay x sentence number): editors lead with what happened
    lead_weight: float = 0.5  # closeness to the lead (and title) beside closeness to the whole article
    redundancy_weight: float = 0.3  # MMR: minus this x the highest similarity to a picked sentence
    max_redundancy: float = 0.5  # a sentence this similar to a picked one adds nothing
    max_quoted: float = 0.35  # sentences mostly in quotation marks: the key quotes show those
    next_bonus: float = 0.2  # the reaction, the denial, the new development: what a reader needs next
    quality_exponent: float = 1.0  # merit x the sentence's quality (see _score) ** this
    length_exponent: float = 0.0  # merit / (words / length_floor) ** this: short facts over long sentences
    length_floor: int = 15  # sentences up to this many words are not discounted for length
    budget_exponent: float = 0.45  # budget_words scales with (article words / budget_reference_words) ** this
    budget_reference_words: int = 600  # an article of this length gets budget_words
    budget_min: int = 60  # the scaled budget stays within these bounds: a short piece keeps budget_words (shorter
    budget_max: int = 90  # scored a little higher on CNN/DM but cost the short gossip fixtures a bullet)
    teaser_words: int = 12  # a lead candidate shorter than this that names nobody and no figure is a teaser
    trim_words: int = LONG_BULLET_WORDS  # a bullet longer than this is cut at a clause boundary (with "…")


SELECTION = Selection()

_NEXT_NEWS = re.compile(
    r"\b(?:den(?:y|ies|ied)|responded|hit back|in a statement|spokes(?:person|man|woman)|lawyer|attorney|"
    r"charged|arrested|sentenced|jailed|convicted|ruled|announced|investigat\w+|apologi[sz]ed|"
    r"now faces?|has since|later (?:said|told))\b",
    re.IGNORECASE,
)  # what a reader needs after the lead: the reaction, the denial, the new development
_NEXT_NEWS_NEEDLES = ("den", "responded", "hit back", "in a statement", "spokes", "lawyer", "attorney", "charged",
                      "arrested", "sentenced", "jailed", "convicted", "ruled", "announced", "investigat", "apologi",
                      "now face", "has since", "later said", "later told")


def _first_word(text: str) -> str:
    """The first word of ``text``, a contraction's pronoun alone ("He's" -> "He", "It’s" -> "It")."""
    return _APOSTROPHE.split((words_of(text) or [""])[0], maxsplit=1)[0]


_APOSTROPHE = re.compile("['\u2019]")


def scaled_budget(article_words: int, w: Selection | None = None) -> Selection:
    """The selection weights with the word budget scaled by the article's length: editors write a shorter summary
    of a short piece (``budget_words`` x (article words / ``budget_reference_words``) ** ``budget_exponent``,
    ``max_words`` moved by the same amount)."""
    w = w or SELECTION
    if not w.budget_exponent:
        return w
    factor = float((max(1, article_words) / w.budget_reference_words) ** w.budget_exponent)
    budget = round(min(max(w.budget_words * factor, w.budget_min), w.budget_max))
    return replace(w, budget_words=budget, max_words=w.max_words + budget - w.budget_words)


def _vague(sentence: str) -> bool:
    """The sentence opens on "It", "There", "This" ... ("It's", "There's"): it sets a scene or leans on what came
    before."""
    return _first_word(strip_connective(sentence)).lower() in _LEX.vague_openings


def teaser(sentence: str) -> bool:
    """A short line that names nobody and no figure ("At first glance, it doesn't look like much."): it sets up the
    story rather than telling who did what."""
    toks = words_of(sentence)
    if len(toks) >= SELECTION.teaser_words:
        return False
    return not any(t[:1].isupper() and t != "I" for t in toks[1:]) and not any(c.isdigit() for c in sentence)


def _pick_lead(picker: _Picker, candidates: Sequence[_Sentence]) -> _Sentence | None:
    """The lead, the first bullet: the story's first candidate sentence (furniture is no candidate) that says who did
    what — not a quotation, not a question, not a fragment."""
    for s in sorted(candidates, key=lambda c: c.index)[:6]:
        if quoted_fraction(s.text) > 0.5 or s.text.rstrip("\"'\u201d\u2019").endswith("?") or s.n_words < 8:
            continue
        opening = dangling_opening(s.text)
        if not terminated(s.text) or (opening is not None and (
                opening.lower() in _LEX.subject_pronouns or demonstrative_subject(strip_connective(s.text))
                or not informative_title(picker.title))):
            continue  # a lead on "He ..." has no referent; "The singer ..." only under a real page title
        if _vague(s.text) or teaser(s.text):
            continue  # "It has been a busy week ...": scene-setting, not who did what
        picker.add(s)
        return s
    return None


def _fill_story(picker: _Picker, candidates: list[_Sentence], centroid: Vector, lead: Vector, max_bullets: int,
                openings: dict[int, tuple[str, str | None]], w: Selection | None = None) -> None:
    """Later bullets by MMR: closeness to the whole story and to its lead, discounted by position (editors put what
    matters first), minus redundancy with what is picked; the reaction/denial/development weighted up."""
    w = w or SELECTION
    merits: dict[int, float | None] = {}  # per sentence, what does not change from one pick to the next
    norms = (_norm(centroid), _norm(lead))
    # per sentence: how many of picker.chosen its redundancy has read, and the highest similarity among them (the
    # chosen list only grows here: each pick adds one cosine per sentence instead of all of them again)
    reds: dict[int, tuple[int, float]] = {}
    while len(picker.chosen) < max_bullets and picker.total < w.budget_words:
        best: _Sentence | None = None
        best_val = -math.inf
        chosen = {id(c) for c in picker.chosen}  # the article's sentences: one object each
        for s in candidates:
            if id(s) in chosen or (picker.chosen and picker.total + _budget_words(s) > w.max_words):
                continue
            if s.index not in merits:
                merits[s.index] = _story_merit(s, centroid, lead, w, norms)
            merit = merits[s.index]
            if merit is None:
                continue
            if s.index in openings and openings[s.index][1] is None and all(
                    c.index != s.index - 1 for c in picker.chosen):
                continue  # "The pair ..." with nobody the people model can name, and not read on from its antecedent
            read, red = reds.get(s.index) or (0, _redundancy(s, (), picker.avoid))
            for c in picker.chosen[read:]:
                red = max(red, _cosine_normed(s.vector, c.vector, _norm_of(s), _norm_of(c)))
            reds[s.index] = (len(picker.chosen), red)
            if red > w.max_redundancy:
                continue
            val = merit - w.redundancy_weight * red
            if val > best_val:
                best, best_val = s, val
        if best is None:
            break
        picker.add(best)


def _story_merit(s: _Sentence, centroid: Vector, lead: Vector, w: Selection,
                 norms: tuple[float, float] | None = None) -> float | None:
    """Closeness to the story and its lead, position-discounted, times the sentence's quality (and, when
    ``length_exponent`` is set, discounted by length); None for a sentence MMR never picks. ``norms``: those of
    ``centroid`` and ``lead``, when known."""
    if quoted_fraction(s.text) > w.max_quoted or not terminated(s.text) or _vague(s.text) or teaser(s.text):
        return None  # the key quotes show quotations; no full stop: a heading; "It has been ...": a scene
    n_centroid, n_lead = norms if norms is not None else (_norm(centroid), _norm(lead))
    n = _norm_of(s)
    merit = (_cosine_normed(s.vector, centroid, n, n_centroid) + w.lead_weight * _cosine_normed(
        s.vector, lead, n, n_lead)) / (1.0 + w.position_decay * s.index)
    if _search(_NEXT_NEWS, s.text, _NEXT_NEWS_NEEDLES):
        merit *= 1.0 + w.next_bonus
    merit *= float(s.quality ** w.quality_exponent)  # no-comment lines, background, quotations, questions weigh less
    length = float((max(_budget_words(s), w.length_floor) / w.length_floor) ** w.length_exponent)
    return merit / length


def _pair_response(picker: _Picker, candidates: list[_Sentence], max_bullets: int) -> None:
    """Fairness: when a bullet carries an allegation and none shows the other side, add the best response sentence
    (a denial, a dismissal, a lawyer's or spokesperson's answer) — in place of the weakest other bullet if needed."""
    claims = [s for s in picker.chosen if _search(_CLAIM, s.text, _CLAIM_NEEDLES)]
    if not claims or any(_DENIAL.search(s.text) for s in picker.chosen):
        return
    pool = [s for s in candidates if s not in picker.chosen and _RESPONSE.search(s.text)
            and not _search(_NO_COMMENT, s.text, _NO_COMMENT_NEEDLES) and quoted_fraction(s.text) <= 0.6]
    denials = [s for s in pool if _DENIAL.search(s.text)]
    if denials:
        pool = denials
    elif any(_RESPONSE.search(s.text) for s in picker.chosen):
        return
    if not pool:
        return
    best = max(pool, key=lambda s: max(s.score, s.local))
    if len(picker.chosen) < max_bullets and picker.fits(best):
        picker.add(best)
        return
    first = min(s.index for s in picker.chosen)
    spare = [s for s in picker.chosen if s.index != first and s not in claims]
    spare = [s for s in spare if picker.total - _budget_words(s) + _budget_words(best) <= TARGET_MAX_WORDS]
    if not spare:
        return
    drop = min(spare, key=lambda s: max(s.score, 0.6 * s.local))
    picker.chosen.remove(drop)
    picker.total -= _budget_words(drop)
    picker.add(best)


_UNFIT_HEADLINE = frozenset({"boilerplate", "contact", "pull-quote", "fragment", "no-verb", "furniture", "pointer",
                            "list-item", "table-row", "name-list"})


def _early_sentences(sentences: Sequence[_Sentence]) -> list[_Sentence]:
    """The first substantial sentences: headline material."""
    out = []
    for s in sentences:
        if unfit_reason(s.text) in _UNFIT_HEADLINE or s.n_words < 6:
            continue
        if is_chatter(s.text) or quoted_fraction(s.text) > 0.35:
            continue
        if _PRONOUN_START.match(s.text) or s.text.rstrip("\"'\u201d\u2019").endswith("?"):
            continue
        out.append(s)
        if len(out) == 3:
            break
    return out


_STAND_IN = re.compile(
    r"^(?:the|this|that)\s+(?:[a-z][\w-]*\s+){0,2}?(?:"
    + "|".join(longest_first(re.escape(w) for w in _LEX.stand_in_nouns | _LEX.occupations))
    + r")\b",
    re.IGNORECASE,
)
_POSSESSIVE = frozenset({"his", "her", "their", "its"})


def dangling_opening(sentence: str) -> str | None:
    """The words a sentence (leading connective dropped) opens on that need a referent named before them: a
    subject pronoun ("He", "Their") or a bare stand-in description ("The singer", "the company", "The pair");
    None when it opens on something that reads alone."""
    text = strip_connective(sentence).lstrip("\"'\u201c\u2018(")
    first = _first_word(text)
    if first.lower() in _LEX.subject_pronouns and text.startswith(first):
        return first  # "He's been ..." -> "He"
    if demonstrative_subject(text):
        return first  # "That is the view of ..." -> "That"
    m = _STAND_IN.match(text)
    return m.group(0) if m else None


def demonstrative_subject(sentence: str) -> bool:
    """The sentence's subject is a demonstrative pointing at what was said before it ("That is the view of the
    coach", "This comes after ...", "That's according to ..."); not "That night, ...", "These days ..."."""
    toks = words_of(sentence)
    if not toks or not sentence.startswith(toks[0]):
        return False
    first, *contraction = _APOSTROPHE.split(toks[0], maxsplit=1)
    if first.lower() not in _LEX.demonstratives:
        return False
    if contraction:
        return contraction[0].lower() == "s"  # "That's ..."
    return len(toks) > 1 and toks[1].lower() in _LEX.demonstrative_verbs


def _with_referent(sentence: str, opening: str, name: str) -> str:
    """``sentence`` with its dangling opening replaced by the referent in square brackets, as editors do:
    "He denied ..." -> "[Kurt Volker] denied ...", "Her lawyer said ..." -> "[Dana Reyes]'s lawyer said ..."."""
    text = strip_connective(sentence)
    at = text.find(opening)
    rest = text[at + len(opening):]
    mark = f"[{name}]'s" if opening.lower() in _POSSESSIVE else f"[{name}]"
    return text[:at] + mark + rest


def _opening_referents(sentences: Sequence[_Sentence], article: Article) -> dict[int, tuple[str, str | None]]:
    """Sentence index -> (dangling opening, the name the people model resolves it to, or None when unsure), for the
    sentences that open on a pronoun, a bare stand-in description or a demonstrative subject (never resolved)."""
    from bot.quotes import referents

    out: dict[int, tuple[str, str | None]] = {}
    refs: dict[tuple[int, int], str] | None = None
    for s in sentences:
        opening = dangling_opening(s.text)
        if opening is None:
            continue
        if demonstrative_subject(strip_connective(s.text)):
            out[s.index] = (opening, None)  # it points at a statement, not at a person: the sentence before is needed
            continue
        if refs is None:
            refs = referents(article.paragraphs)
        para = article.paragraphs[s.paragraph - 1]
        at = para.find(strip_connective(s.text))
        pos = para.find(opening, at) if at >= 0 else -1
        name = refs.get((s.paragraph - 1, pos)) if pos >= 0 else None
        out[s.index] = (opening, name if name and name.lower() not in opening.lower() else None)
    return out


def _names_in(text: str) -> set[str]:
    return {w.lower() for w in words_of(text) if w[:1].isupper()}


def _readable(chosen: list[_Sentence], sentences: Sequence[_Sentence], article: Article, allowed: set[int],
              openings: dict[int, tuple[str, str | None]]) -> list[tuple[_Sentence, str]]:
    """Make every bullet read alone (``chosen`` in story order): a bullet opening on a pronoun or a bare stand-in
    ("the singer") with no referent in the bullet before it gets the referent in brackets when the people model
    (the quote miner's) resolves it, else the sentence before it joins as a bullet (when that one reads alone and
    may be a bullet: ``allowed`` indexes), else it is left out — never guessed."""
    out: list[tuple[_Sentence, str]] = []
    by_index = {s.index: s for s in sentences}
    for s in chosen:
        if s.index not in openings:
            out.append((s, bullet_text(s.text)))
            continue
        opening, name = openings[s.index]
        prev = out[-1][0] if out else None
        if prev is not None and prev.index == s.index - 1:
            out.append((s, bullet_text(s.text)))  # reads on from the bullet before, as in the article
            continue
        if (prev is None and opening.lower() not in _LEX.subject_pronouns and informative_title(article)
                and not demonstrative_subject(strip_connective(s.text))):
            out.append((s, bullet_text(s.text)))  # the lead's "the singer": the page title above names them
            continue
        if name:
            if prev is not None and _names_in(name) & _names_in(out[-1][1]) and opening.lower() not in ("they",
                                                                                                        "their"):
                out.append((s, bullet_text(s.text)))  # the bullet before names them
            else:
                out.append((s, trim_sentence(_with_referent(s.text, opening, name))))
            continue
        before = by_index.get(s.index - 1)
        if (before is not None and before.index in allowed and before.index not in openings
                and all(before is not x for x, _ in out)):
            out.append((before, bullet_text(before.text)))
            out.append((s, bullet_text(s.text)))
            continue
        _log.debug("bullet left out, no referent for %r: %s", opening, s.text)
    return out


def strip_dateline(sentence: str) -> str:
    """``sentence`` without a leading wire dateline ("London (CNN)", "(KXYZ) -"); unchanged when there is none
    or when fewer than four words would be left."""
    m = _WIRE_DATELINE.match(sentence)
    if m is None or len(words_of(sentence[m.end():])) < 4:
        return sentence
    return sentence[m.end():]


def strip_caption_label(sentence: str) -> str:
    """``sentence`` without the label of a "Label: Name, 27, ..." photo caption ("Software: Orfeas Boteas, 27,
    created ..." -> "Orfeas Boteas, 27, created ..."); unchanged when the label opens a lead ([recap] lead_labels:
    "Update:", "Police:") or holds a speech verb ("Police said:")."""
    m = _CAPTION_LABEL.match(sentence)
    if m is None or any(w.lower() in LEAD_LABELS or w.lower() in _LEX.speech_verbs for w in m.group(1, 2) if w):
        return sentence
    return sentence[m.end("label") :].lstrip()


def is_transcript(paragraphs: Iterable[str]) -> bool:
    """Whether a paragraph opens on a broadcast transcript's role label ([recap] transcript_cues: "Anchor: ...")."""
    for para in paragraphs:
        m = _LINE_LABEL.match(para)
        if m is not None and m.group("label").lower() in TRANSCRIPT_CUES:
            return True
    return False


def strip_line_label(sentence: str) -> str:
    """``sentence`` without a list item's label ([recap] list_labels: "What you need: If you ..." -> "If you ...")
    or, in a transcript (see :func:`build_recap`), a speaker's role label ([recap] transcript_labels: "Anchor: After
    ..." -> "After ..."); unchanged when fewer than four words would be left."""
    m = _LINE_LABEL.match(sentence)
    if m is None or len(words_of(sentence[m.end():])) < 4:
        return sentence
    label = m.group("label").lower()
    if label in LIST_LABELS or (label in TRANSCRIPT_LABELS and _TRANSCRIPT.get()):
        return sentence[m.end():]
    return sentence


def bullet_text(sentence: str) -> str:
    """A sentence as a bullet: wire dateline, photo-caption label, list or transcript label and leading connective
    dropped, trimmed at a clause boundary when long."""
    return trim_sentence(strip_connective(strip_line_label(strip_caption_label(strip_dateline(sentence)))))


def build_recap(article: Article, quotes: Sequence[Quote]) -> Recap:
    """The extractive recap, with words compared in the article's language (stop list and stemmer of
    ``article.lang``, see :func:`bot.text.words.language`), a transcript's role labels left out of its bullets."""
    token = _TRANSCRIPT.set(is_transcript(article.paragraphs))
    try:
        with language(article.lang):
            return _build_recap(article, quotes)
    finally:
        _TRANSCRIPT.reset(token)


def _build_recap(article: Article, quotes: Sequence[Quote]) -> Recap:
    """The extractive recap of ``article`` (sync, pure). ``quotes`` are all mined quotes, passed through."""
    key = select_key_quotes(article, quotes)
    sentences = _sentences(article)
    names = proper_terms(article.paragraphs)
    _vectorize(sentences, _idf(sentences), names)
    sections = segment(sentences)
    candidates = _score(sentences, article, key, sections)
    warnings = list(article.warnings)
    thin = len(article.paragraphs) <= 2
    max_bullets = MIN_BULLETS if thin else MAX_BULLETS
    lead = next((s for s in sentences if not is_boilerplate(s.text) and s.n_words >= 4), None)
    picker = _Picker(article.title, [], _introductions(sentences, names), article)
    first = _pick_lead(picker, candidates)
    early = [first] if first is not None else _early_sentences(sentences)
    headline, _ = make_headline(article, lead.text if lead else None, [strip_connective(s.text) for s in early])
    picker.context |= set(content_terms(headline))
    centroid: Vector = {}
    for x in sentences:
        _add_into(centroid, x.vector)
    title_vec = _tfidf(content_terms(article.title), _idf(sentences), names) if informative_title(article) else {}
    lead_vec = _add(first.vector, title_vec) if first is not None else title_vec
    openings = _opening_referents(candidates, article)
    _fill_story(picker, candidates, centroid, lead_vec, max_bullets, openings,
                scaled_budget(sum(s.n_words for s in sentences)))
    if len(picker.chosen) < MIN_BULLETS:  # a long lead took the budget: the contract still wants two bullets
        roomy = replace(SELECTION, budget_words=TARGET_MAX_WORDS, max_words=TARGET_MAX_WORDS)
        _fill_story(picker, candidates, centroid, lead_vec, MIN_BULLETS, openings, roomy)
    _pair_response(picker, candidates, max_bullets)
    chosen = sorted(picker.chosen, key=lambda s: s.index)
    if len(chosen) < MIN_BULLETS:  # short pieces: fall back to any real sentence, the short ones first
        extra = [s for s in sentences if s not in chosen and s.n_words >= 3 and terminated(s.text)
                 and not never_shown(s.text)]  # a real sentence: no credit line "(via ...)", no link title
        extra.sort(key=lambda s: unfit_reason(s.text) not in (None, "short"))
        chosen = sorted(chosen + extra[: MIN_BULLETS - len(chosen)], key=lambda s: s.index)
    openings.update(_opening_referents([s for s in chosen if s.index not in openings], article))
    readable = _readable(chosen, sentences, article, {c.index for c in candidates}, openings)
    if len(readable) < len(chosen) and len(readable) < MIN_BULLETS:
        keep = {x.index for x, _ in readable}
        extra = [c for c in candidates if c.index not in keep and dangling_opening(c.text) is None]
        extra.sort(key=lambda c: -c.score)
        readable = sorted([*readable, *((c, bullet_text(c.text)) for c in extra[: MIN_BULLETS - len(readable)])],
                          key=lambda x: x[0].index)
    bullets = tuple(Bullet(text=t, cites=(s.paragraph,)) for s, t in readable)
    if thin:
        n = len(article.paragraphs)
        warnings.append(f"Short article ({n} paragraph{'s' if n != 1 else ''}): the recap may miss context.")
    if not bullets:
        warnings.append("No summary sentences could be found in this article.")
    stats = {
        "sentences": len(sentences),
        "candidates": len(candidates),
        "sections": [(sec.first, sec.last) for sec in sections],
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

    cache_tag = "extractive:v6"
    build = staticmethod(build_recap)  # pure CPU: the Recapper runs it in the recap's (killable) worker

    async def summarize(self, article: Article, quotes: Sequence[Quote]) -> Recap:
        return await asyncio.to_thread(build_recap, article, quotes)
