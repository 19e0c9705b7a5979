"""Story grouping: which recorded links are the same story?

Two entries are one story when they share a canonical URL (or a story key assigned earlier). Otherwise, within a
time window (36 h by default), the decision rests on three signals:

* **event type** — each headline is mapped to the kinds of event it reports (split, engagement, wedding,
  baby, arrest, lawsuit, launch, tour, album, casting, dating, job exit, book, red carpet), with UK and US wordings
  folded together ("splits" / "calls it quits" / "files for divorce"). The title decides (background clauses —
  "amid …", "despite …", "days after …" — are ignored); the lead is used only when the title names no event.
  Two entries whose events are known and disjoint are never the same story, however much they share a
  celebrity: "X splits" and "X launches perfume" stay apart.
* **people** — a full name in one entry whose every part appears in the other ("Gus Baldwin" vs "Gus and Petra
  Baldwin") is a strong link; a bare surname or first name ("Baldwin charged…") a weak one; the same surname
  with a different first name on the other side ("Cole Baldwin" vs "Gus Baldwin") is no link at all. A title
  makes one word a name ("Princess Amara"). Two entries that both name people, none in common, are never linked
  (two couples divorcing the same day are two stories).
* **content words** — cosine over stemmed, stop-word-free tokens with names taken out.

Same event + strong person link is enough; weaker evidence needs a higher word similarity. Round-ups and
listicles (three or more people, "best and worst dressed", "biggest splits of…") only join other round-ups.
Grouping is single-link, but a merge is vetoed when any pair across the two groups is a hard conflict
(different events, round-up vs single story), so one loose link cannot chain two stories together.
False merges matter more than false splits: a digest that merges two stories misleads.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import timedelta

from bot.models import DigestEntry
from bot.text import lexicon_for, stem, strip_marks, words_of

DEFAULT_WINDOW = timedelta(hours=36)
SIM_WITH_PERSON = 0.25  # strong person link, events unknown on a side
SIM_WITHOUT_PERSON = 0.6  # nobody in common, events unknown
SIM_SAME_EVENT_WEAK = 0.12  # same event, only a surname/first name in common
SIM_WEAK_PERSON = 0.35  # only a surname/first name in common, events unknown
SIM_SAME_EVENT_NOBODY = 0.45  # same event, nobody in common

_LEX = lexicon_for("en")
_STOP = _LEX.stop | _LEX.headline_noise
# A few gossip-domain synonyms folded to one stem, so outlets' different wording still matches (bot/text/lang/en.toml).
_SYNONYMS = _LEX.story_synonyms
_NAME_PART = re.compile(r"^[A-ZÀ-ÖØ-Þ][\w'’.-]*$")
_NOT_NAMES = frozenset(w.capitalize() for w in _STOP) | frozenset(
    {"Mr", "Mrs", "Ms", "Dr", "Sir", "Lady", "Lord", "Prince", "Princess", "King", "Queen", "Baroness", "Royal",
     "Duke", "Duchess", "Dame", "Baron", "Count", "Countess", "Earl",
     "The", "A", "An", "In", "On", "At", "As", "Why", "How", "What", "Who", "Watch", "Inside", "Breaking"}
)

# Event types, each a regex over the lower-cased text; UK and US wordings of the same event in one class.
_EVENTS: dict[str, re.Pattern[str]] = {k: re.compile(v) for k, v in {
    "split": r"\b(split|splits|splitting|break-?up|broken up|breaks? up|separat\w*|divorc\w*|parted ways|"
             r"part ways|calls? it quits|called it quits|call(s|ed)? time on|estranged|"
             r"marriage\b[^.;:]{0,25}\b(ends?|ended|over|collapsed?)\b|(end|ends|ending|ended)\b[^.;:]{0,15}\bmarriage)",
    "engage": r"\b(engaged|engagement|propos(ed|es|al)|pops? the question|popped the question|fianc\w*)\b",
    "wed": r"\b(wedding|weds?|marr(y|ies|ied)|tie the knot|tied the knot|ties the knot|nuptials|newlyweds?|"
           r"exchanged vows)\b",
    "baby": r"\b(pregnan\w*|expecting|baby|babies|bump|sonogram|due date|gives? birth|gave birth|born|newborn|"
            r"welcomes? (a |their )?(son|daughter|baby)|welcomed (a |their )?(son|daughter|baby))\b",
    "arrest": r"\b(arrest\w*|detained|custody|charged|bail|mugshot|drink-?driv\w*|police)\b",
    "lawsuit": r"\b(sues?|sued|suing|lawsuit|legal action|legal battle|court|complaint|damages|lawyers?|"
               r"attorneys?|litigation)\b",
    "launch": r"\b(launch\w*|unveils?|debut (fragrance|scent|collection|line)|perfume|fragrance|scent|"
              r"collection|beauty (line|brand)|eau de \w+)\b",
    "tour": r"\b(tour|tours|concerts?|gigs?|postpone[sd]?|resched\w*|pushes back|world tour)\b",
    "album": r"\b(albums?|tracklist|lp|new (record|single|song|music)|lead single)\b",
    "casting": r"\b(cast|casting|role|roles|to star in|war drama|film role|sequel|villain|joins the cast)\b",
    "dating": r"\b(dating|romance|romantic|dinner date|on a date|date night|new flame|kiss(es|ing)?|"
              r"spotted together|pda|boyfriend|girlfriend|new man|mystery man|new love|moves? on with)\b",
    "exit": r"\b(axed|fired|sacked|dropped from|let go|exit|ousted|steps? down|quits? (the|his|her) (show|role|job)|"
            r"leaves? (the )?show)\b",
    "book": r"\b(memoir|autobiography|tell-all|book deal|novel|publish\w*)\b",
    "fashion": r"\b(red carpet|best dressed|worst dressed|best and worst dressed|outfits?|looks from)\b",
}.items()}
# Event types that one story can move between (an engagement story turns to the wedding; an arrest to court).
_COMPATIBLE = {frozenset({"engage", "wed"}), frozenset({"arrest", "lawsuit"})}
# Background clauses: what a headline mentions only as context ("... amid divorce", "... days after her split").
_BACKGROUND = re.compile(r"\s(amid|despite|(just |only )?(hours|days|weeks|months) after)\s[^.;]*", re.IGNORECASE)
_ROUNDUP = re.compile(
    r"\b(round(s|ed)? up|round-?up|best and worst|biggest \w+ of|all the [\w\s-]{0,30}\b(looks|moments|outfits)|"
    r"every (outfit|look|moment)|ranked|so far:|\d+ (most|best|biggest|worst|top)\b|moments this week)|^\d+\s",
    re.IGNORECASE)
_HONORIFICS = frozenset({"Prince", "Princess", "King", "Queen", "Duke", "Duchess", "Lady", "Lord", "Sir", "Dame",
                         "Baroness", "Baron", "Count", "Countess", "Earl"})


def _fold(word: str) -> str:
    w = strip_marks(word.lower().replace("’", "'"))
    return w.removesuffix("'s").strip("'-")


_FOLDED_HONORIFICS = frozenset(w.lower() for w in _HONORIFICS)


def _stem(word: str) -> str:
    if word in _SYNONYMS:
        return _SYNONYMS[word]
    base = stem(word)
    return _SYNONYMS.get(base, base)


def _is_name_word(word: str) -> bool:
    return bool(word) and bool(_NAME_PART.match(word)) and _bare(word) not in _NOT_NAMES


def _bare(word: str) -> str:
    return word.removesuffix("'s").removesuffix("’s")


def people_in(text: str) -> list[str]:
    """Person-like names: runs of 2-3 capitalised words that are not common words (a heuristic).

    A possessive ends a run ("Love Villa's Danny Price" -> "Love Villa", "Danny Price"); a title makes one word a
    name ("Princess Amara").
    """
    names: list[str] = []
    run: list[str] = []
    title: list[str] = []

    def flush() -> None:
        if 2 <= len(run) <= 3:
            names.append(" ".join(run))
        elif len(run) == 1 and title:
            names.append(f"{title[0]} {run[0]}")
        run.clear()

    for raw in re.split(r"[\s,;:!?()\"“”]+", text) + [""]:
        word = raw.strip(".'’")
        if not _is_name_word(word):
            flush()
            title[:] = [word] if word in _HONORIFICS else []
            continue
        run.append(_bare(word))
        if word != _bare(word):
            flush()
            title.clear()
    return names


def name_tokens(people: Iterable[str]) -> frozenset[str]:
    """Folded tokens of people's names (so 'Quinn' matches 'Marla Quinn')."""
    return frozenset(_fold(t) for p in people for t in p.split() if len(t) > 1)


def content_tokens(text: str, exclude: frozenset[str] = frozenset()) -> Counter[str]:
    out: Counter[str] = Counter()
    for raw in words_of(text, hyphens=True):
        w = _fold(raw)
        if len(w) < 3 or w[0].isdigit() or w in _STOP or w in exclude:
            continue
        out[_stem(w)] += 1
    return out


def cosine(a: Counter[str], b: Counter[str]) -> float:
    if not a or not b:
        return 0.0
    dot = sum(v * b[k] for k, v in a.items() if k in b)
    return dot / (math.sqrt(sum(v * v for v in a.values())) * math.sqrt(sum(v * v for v in b.values())))


def events_in(title: str, lead: str = "") -> frozenset[str]:
    """Event types a headline reports: from the title (background clauses dropped), else from the lead."""
    for text in (_BACKGROUND.sub("", title), _BACKGROUND.sub("", lead)):
        low = text.lower()
        found = frozenset(k for k, rx in _EVENTS.items() if rx.search(low))
        if found:
            return found
    return frozenset()


def is_roundup(title: str, lead: str = "") -> bool:
    """A listicle / round-up: a roundup phrase, a numbered title, or four or more names in the title + lead."""
    return bool(_ROUNDUP.search(title)) or len(set(people_in(f"{title}. {lead}"))) >= 4


@dataclass(frozen=True, slots=True)
class _Features:
    names: frozenset[str]  # folded tokens of every name
    full: frozenset[tuple[str, ...]]  # folded full names (and named things, e.g. "Love Villa")
    caps: frozenset[str]  # folded capitalised words in the text, plus the name tokens
    words: Counter[str]
    events: frozenset[str]
    roundup: bool


def _features(entry: DigestEntry) -> _Features:
    text = f"{entry.title}. {entry.headline}"
    people = list(entry.people) + people_in(text)
    names = name_tokens(people) - _FOLDED_HONORIFICS
    full = frozenset(tuple(_fold(t) for t in p.split() if len(t) > 1 and t not in _HONORIFICS) for p in people)
    caps = frozenset(_fold(w) for w in (raw.strip(".'’\"“”,;:!?()") for raw in text.split()) if _is_name_word(w))
    return _Features(
        names=names, full=frozenset(f for f in full if f), caps=caps | names,
        words=content_tokens(text, names),
        events=events_in(entry.title, entry.headline),
        roundup=is_roundup(entry.title, entry.headline),
    )


def _mentions(caps: frozenset[str], token: str) -> bool:
    return token in caps or f"{token}s" in caps  # "The Baldwins"


def _person_link(a: _Features, b: _Features) -> int:
    """2: a full name of one is wholly named in the other; 1: only a surname/first name; 0: nobody in common.

    A shared surname with different first names on both sides ("Cole Baldwin" / "Gus Baldwin") is no link.
    """
    for x, y in ((a, b), (b, a)):
        if any(all(_mentions(y.caps, t) for t in f) for f in x.full):
            return 2
    for x, y in ((a, b), (b, a)):
        for f in x.full:
            for t in f:
                if len(t) < 3 or not _mentions(y.caps, t):
                    continue
                # y names someone else with this token (same surname, another first name): not the same person
                if any(t in g and not set(g) - {t} <= x.caps for g in y.full):
                    continue
                return 1
    return 0


def _events_relation(a: frozenset[str], b: frozenset[str]) -> int:
    """1: an event in common (or compatible); 0: unknown on a side; -1: disjoint known events."""
    if not a or not b:
        return 0
    if a & b or any(frozenset({x, y}) in _COMPATIBLE for x in a for y in b):
        return 1
    return -1


def _conflict(a: _Features, b: _Features) -> bool:
    """Hard evidence of two different stories."""
    return a.roundup != b.roundup or _events_relation(a.events, b.events) < 0


def _linked(a: _Features, b: _Features) -> bool:
    if _conflict(a, b):
        return False
    ev = _events_relation(a.events, b.events)
    person = _person_link(a, b)
    sim = cosine(a.words, b.words)
    if person == 2:
        return ev > 0 or sim >= SIM_WITH_PERSON
    if person == 1:
        return sim >= (SIM_SAME_EVENT_WEAK if ev > 0 else SIM_WEAK_PERSON)
    if a.full and b.full:  # both name people, none in common: the same kind of event about other people
        return False
    return sim >= (SIM_SAME_EVENT_NOBODY if ev > 0 else SIM_WITHOUT_PERSON)


def similarity(a: DigestEntry, b: DigestEntry) -> tuple[float, bool]:
    """(content-word cosine, whether they name a person in common)."""
    fa, fb = _features(a), _features(b)
    return cosine(fa.words, fb.words), _person_link(fa, fb) > 0


def same_story(a: DigestEntry, b: DigestEntry, *, window: timedelta = DEFAULT_WINDOW) -> bool:
    if a.canonical_url == b.canonical_url:
        return True
    if abs(a.posted_at - b.posted_at) > window:
        return False
    return _linked(_features(a), _features(b))


def url_story_key(canonical_url: str) -> str:
    return hashlib.sha256(canonical_url.encode("utf-8")).hexdigest()[:16]


def story_key_for(entry: DigestEntry, recent: Sequence[DigestEntry], *, window: timedelta = DEFAULT_WINDOW) -> str:
    """The story key of the newest ``recent`` entry that is the same story, else one derived from the URL."""
    for other in sorted(recent, key=lambda e: e.posted_at, reverse=True):
        if same_story(entry, other, window=window):
            return other.story_key
    return url_story_key(entry.canonical_url)


def group_entries(entries: Sequence[DigestEntry], *, window: timedelta = DEFAULT_WINDOW) -> list[list[DigestEntry]]:
    """Partition ``entries`` into stories.

    Same URL or story key always joins. Otherwise entries are linked pairwise (:func:`same_story`), and two groups
    merge only when no pair across them is a hard conflict (different events, round-up vs single story).
    """
    n = len(entries)
    parent = list(range(n))
    members: dict[int, list[int]] = {i: [i] for i in range(n)}

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(i: int, j: int) -> None:
        ri, rj = find(i), find(j)
        if ri != rj:
            parent[rj] = ri
            members[ri].extend(members.pop(rj))

    feats = [_features(e) for e in entries]
    for i, a in enumerate(entries):  # hard links first
        for j in range(i + 1, n):
            if a.story_key == entries[j].story_key or a.canonical_url == entries[j].canonical_url:
                union(i, j)
    candidates = [
        (i, j) for i in range(n) for j in range(i + 1, n)
        if abs(entries[i].posted_at - entries[j].posted_at) <= window and _linked(feats[i], feats[j])
    ]
    # closest in time first, so a chain grows from the tightest pairs
    candidates.sort(key=lambda p: abs(entries[p[0]].posted_at - entries[p[1]].posted_at))
    for i, j in candidates:
        ri, rj = find(i), find(j)
        if ri == rj or any(_conflict(feats[x], feats[y]) for x in members[ri] for y in members[rj]):
            continue
        union(i, j)
    groups: dict[int, list[DigestEntry]] = {}
    for i, e in enumerate(entries):
        groups.setdefault(find(i), []).append(e)
    return list(groups.values())


@dataclass(frozen=True, slots=True)
class PairScore:
    """Pairwise grouping quality against gold labels."""

    pairs: int
    same_pairs: int
    false_merges: int  # different gold stories put together
    false_splits: int  # same gold story kept apart

    @property
    def merge_rate(self) -> float:
        diff = self.pairs - self.same_pairs
        return self.false_merges / diff if diff else 0.0

    @property
    def split_rate(self) -> float:
        return self.false_splits / self.same_pairs if self.same_pairs else 0.0


def score_grouping(gold: Sequence[str], predicted: Sequence[int]) -> PairScore:
    """Compare gold story labels with predicted group ids, pair by pair."""
    pairs = same = merges = splits = 0
    for i in range(len(gold)):
        for j in range(i + 1, len(gold)):
            pairs += 1
            g, p = gold[i] == gold[j], predicted[i] == predicted[j]
            same += g
            merges += p and not g
            splits += g and not p
    return PairScore(pairs=pairs, same_pairs=same, false_merges=merges, false_splits=splits)


def _comb(k: int) -> float:
    return k * (k - 1) / 2


def adjusted_rand_index(gold: Sequence[str], predicted: Sequence[int]) -> float:
    """Adjusted Rand index of a predicted partition against gold labels (1.0 = identical, ~0 = chance)."""
    n = len(gold)
    if n < 2:
        return 1.0
    pair = Counter(zip(gold, predicted, strict=True))
    both = sum(_comb(v) for v in pair.values())
    g = sum(_comb(v) for v in Counter(gold).values())
    p = sum(_comb(v) for v in Counter(predicted).values())
    expected = g * p / _comb(n)
    top = (g + p) / 2
    return 1.0 if top == expected else (both - expected) / (top - expected)


def purity(gold: Sequence[str], predicted: Sequence[int]) -> float:
    """Share of items whose predicted group's majority gold story is their own (1.0 = no group mixes stories)."""
    by_group: dict[int, Counter[str]] = {}
    for g, p in zip(gold, predicted, strict=True):
        by_group.setdefault(p, Counter())[g] += 1
    return sum(c.most_common(1)[0][1] for c in by_group.values()) / len(gold) if gold else 1.0
