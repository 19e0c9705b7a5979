"""Story grouping: which recorded links are the same story?

Two entries are one story when they share a canonical URL (or a story key assigned earlier), or when, within a time
window (36 h by default), their titles + gists are similar on *content words* (cosine over stemmed, stop-word-free
tokens, with the people's names taken out) and they name at least one person in common — or are very similar even
without named people. Taking the names out matters: "X splits from Y" and "X launches perfume line" share X but
have no story words in common, so they stay apart.
"""

from __future__ import annotations

import hashlib
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import timedelta

from bot.models import DigestEntry

DEFAULT_WINDOW = timedelta(hours=36)
SIM_WITH_PERSON = 0.25
SIM_WITHOUT_PERSON = 0.6

_WORD = re.compile(r"[^\W\d_][\w'’-]*", re.UNICODE)
_STOP = frozenset(
    """a about above after again against all also am an and any are as at be because been before being below
    between both but by can could did do does doing down during each few for from further had has have having he her
    here hers herself him himself his how i if in into is it its itself just me more most my new no nor not now of
    off on once only or other our out over own same she should so some such than that the their them then there
    these they this those through to too under until up very was we were what when where which while who whom why
    will with would you your says said say report reports reportedly source sources claim claims insider insiders
    amid after fans fan star stars celebrity celeb pop exclusive news latest update updates week weeks today
    year years day days first last one two three five ahead set gets get got makes make reveal reveals revealed
    confirms confirmed confirm according people told tells show shows video photos photo couple pair""".split()
)
# A few gossip-domain synonyms folded to one stem, so outlets' different wording still matches.
_SYNONYMS = {
    "split": "split", "splits": "split", "splitting": "split", "breakup": "split", "break-up": "split",
    "separate": "split", "separated": "split", "separation": "split", "separating": "split", "divorce": "split",
    "divorcing": "split", "divorced": "split", "parted": "split", "ways": "split",
    "engaged": "engage", "engagement": "engage", "proposal": "engage", "proposed": "engage", "proposes": "engage",
    "fiance": "engage", "fiancee": "engage", "fiancé": "engage", "fiancée": "engage",
    "pregnant": "pregnan", "pregnancy": "pregnan", "expecting": "pregnan", "baby": "pregnan", "bump": "pregnan",
    "wedding": "wed", "wed": "wed", "weds": "wed", "marry": "wed", "marries": "wed", "married": "wed",
    "marriage": "wed", "nuptials": "wed",
    "arrest": "arrest", "arrested": "arrest", "detained": "arrest", "custody": "arrest", "charged": "arrest",
    "cancel": "cancel", "cancels": "cancel", "cancelled": "cancel", "canceled": "cancel", "scraps": "cancel",
    "axes": "cancel", "postpones": "cancel", "postponed": "cancel",
    "cast": "cast", "casting": "cast", "role": "cast", "joins": "cast", "lands": "cast",
    "dating": "date", "romance": "date", "date": "date", "dinner": "date",
}
_NAME_PART = re.compile(r"^[A-ZÀ-ÖØ-Þ][\w'’.-]*$")
_NOT_NAMES = frozenset(w.capitalize() for w in _STOP) | frozenset(
    {"Mr", "Mrs", "Ms", "Dr", "Sir", "Lady", "Lord", "Prince", "Princess", "King", "Queen", "Baroness", "Royal",
     "The", "A", "An", "In", "On", "At", "As", "Why", "How", "What", "Who", "Watch", "Inside", "Breaking"}
)


def _fold(word: str) -> str:
    w = unicodedata.normalize("NFKD", word.lower().replace("’", "'"))
    w = "".join(c for c in w if not unicodedata.combining(c))
    return w.removesuffix("'s").strip("'-")


def _stem(word: str) -> str:
    if word in _SYNONYMS:
        return _SYNONYMS[word]
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base = word[: -len(suffix)]
            if len(base) > 3 and base[-1] == base[-2] and base[-1] not in "aeiouls":
                base = base[:-1]
            return _SYNONYMS.get(base, base)
    return word


def people_in(text: str) -> list[str]:
    """Person-like names: runs of 2-3 capitalised words that are not common words (a heuristic)."""
    names: list[str] = []
    run: list[str] = []
    for raw in re.split(r"[\s,;:!?()\"“”]+", text) + [""]:
        word = raw.strip(".'’")
        if word and _NAME_PART.match(word) and word.removesuffix("'s").removesuffix("’s") not in _NOT_NAMES:
            run.append(word.removesuffix("'s").removesuffix("’s"))
            continue
        if 2 <= len(run) <= 3:
            names.append(" ".join(run))
        run = []
    return names


def name_tokens(people: Iterable[str]) -> frozenset[str]:
    """Folded tokens of people's names (so 'Quinn' matches 'Marla Quinn')."""
    return frozenset(_fold(t) for p in people for t in p.split() if len(t) > 1)


def content_tokens(text: str, exclude: frozenset[str] = frozenset()) -> Counter[str]:
    out: Counter[str] = Counter()
    for m in _WORD.finditer(text):
        w = _fold(m.group())
        if len(w) < 3 or w in _STOP or w in exclude:
            continue
        out[_stem(w)] += 1
    return out


def cosine(a: Counter[str], b: Counter[str]) -> float:
    if not a or not b:
        return 0.0
    dot = sum(v * b[k] for k, v in a.items() if k in b)
    return dot / (math.sqrt(sum(v * v for v in a.values())) * math.sqrt(sum(v * v for v in b.values())))


@dataclass(frozen=True, slots=True)
class _Features:
    names: frozenset[str]
    words: Counter[str]


def _features(entry: DigestEntry) -> _Features:
    text = f"{entry.title}. {entry.headline}"
    people = list(entry.people) + people_in(text)
    names = name_tokens(people)
    return _Features(names=names, words=content_tokens(text, names))


def similarity(a: DigestEntry, b: DigestEntry) -> tuple[float, bool]:
    """(content-word cosine, whether they name a person in common)."""
    fa, fb = _features(a), _features(b)
    return cosine(fa.words, fb.words), bool(fa.names & fb.names)


def same_story(a: DigestEntry, b: DigestEntry, *, window: timedelta = DEFAULT_WINDOW) -> bool:
    if a.canonical_url == b.canonical_url:
        return True
    if abs(a.posted_at - b.posted_at) > window:
        return False
    sim, shared = similarity(a, b)
    return sim >= (SIM_WITH_PERSON if shared else SIM_WITHOUT_PERSON)


def url_story_key(canonical_url: str) -> str:
    return hashlib.sha256(canonical_url.encode("utf-8")).hexdigest()[:16]


def story_key_for(entry: DigestEntry, recent: Sequence[DigestEntry], *, window: timedelta = DEFAULT_WINDOW) -> str:
    """The story key of the newest ``recent`` entry that is the same story, else one derived from the URL."""
    for other in sorted(recent, key=lambda e: e.posted_at, reverse=True):
        if same_story(entry, other, window=window):
            return other.story_key
    return url_story_key(entry.canonical_url)


def group_entries(entries: Sequence[DigestEntry], *, window: timedelta = DEFAULT_WINDOW) -> list[list[DigestEntry]]:
    """Partition ``entries`` into stories (union of: same URL, same story key, similar + shared person)."""
    parent = list(range(len(entries)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    feats = [_features(e) for e in entries]
    for i, a in enumerate(entries):
        for j in range(i + 1, len(entries)):
            b = entries[j]
            if a.story_key == b.story_key or a.canonical_url == b.canonical_url:
                linked = True
            elif abs(a.posted_at - b.posted_at) > window:
                linked = False
            else:
                sim = cosine(feats[i].words, feats[j].words)
                shared = bool(feats[i].names & feats[j].names)
                linked = sim >= (SIM_WITH_PERSON if shared else SIM_WITHOUT_PERSON)
            if linked:
                parent[find(j)] = find(i)
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
