"""Sourcing labels (issue #17): how the article knows what each bullet and quotation says — from its own words.

Every sentence of the body gets a :class:`~bot.models.Sourcing` label in story order:

1. a quotation's label comes from its speaker as the miner and the people model give it (a named person ->
   on_record; "a source close to ..." -> anonymous; "a rep for ..."/"the statement" -> representative; "a commenter"
   -> social; police/court/filing -> court_record; a named police officer or prosecutor, or a judge/counsel where the
   paragraph tells of a court proceeding -> court_record; "Bluewave Records Inc." -> representative), weakened by the
   channel words of its sentence ("told TMZ" -> other_outlet, "wrote on Instagram" -> social); a statement of the
   police or prosecutors is court_record, not a rep's (the convention: tests/sourcing/README.md);
2. a sentence without a quotation gets the cue words it carries (``[sourcing]`` of ``bot/text/lang/<lang>.toml``:
   source/insider/friend, rep/spokesperson/statement, court/police/filing, post/Instagram/podcast, "told <outlet>") or,
   when a named person of the people model says something in it, on_record; nothing -> unattributed;
3. when several apply the weakest wins (the ``order`` of the word lists: anonymous, representative, court_record,
   social, other_outlet, on_record);
4. a named person who spoke to another outlet or on a platform keeps that channel for the next paragraphs
   ("Speaking to TMZ, Scoop alleged ..." then "“…,” he claimed": his own claim to TMZ).

A bullet gets the label of the article sentence it rests on (the best match in its cited paragraphs), so the LLM
engine's bullets are labelled from the mined facts, never from the model. :func:`with_sourcing` sets every label and
the recap's :class:`~bot.models.SourcingSummary` (distinct sources per label, "rests on an unnamed source" and the
denial flag). Imports the text layer, the models, the people model and the page-address helpers only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TypeVar

from bot.extract_meta import hostname, registrable_domain
from bot.models import Article, Bullet, Quote, Recap, SourceCount, Sourcing, SourcingSummary
from bot.quoting import article_cast
from bot.quoting.miner import inverted_gap, is_quotation
from bot.quoting.people import Cast, Mention
from bot.text import content_words, lexicon_for, normalize, split_sentences
from bot.text.gate import GatedPattern, gated, gated_re
from bot.text.lexicon import SPEECH_VERB_RE, Lexicon, outlet_key
from bot.text.marks import DOUBLE_OPEN
from bot.text.quotes import Span, find_spans, run_on_close
from bot.text.words import words_of

# labels that name who said it on the record: such a source in the article backs the central claim
_T = TypeVar("_T")
_NAMED = (Sourcing.ON_RECORD, Sourcing.REPRESENTATIVE)
_CHANNELS = (Sourcing.SOCIAL, Sourcing.OTHER_OUTLET)
_SPEAKING_KINDS = ("person", "pronoun", "relation", "epithet")
_UNNAMED_KINDS = ("anon", "anon_ref")  # the people model's unnamed speakers ("a source", "a former colleague")
_WHO_CLAUSE = re.compile(r"\s*,\s*who\b[^,;:.!?]*,\s*")  # ", who has built an empire around his vacuums, "
_ONE_WORD = re.compile(r"[\w'\u2019-]+\s*")  # the verb alone between it and the speaker after it
_ACCORDING = gated(re.compile(r"\baccording\s+to\b|\bper\b", re.IGNORECASE))
# the speech verbs, searched only where their words are (bot.text.gate: read in every sentence, in few of them)
_SPEECH_VERBS = gated(SPEECH_VERB_RE)
_NAME_AFTER = re.compile(  # a name may open lower-case before a capital ("talkSPORT"), hold a number ("Channel 4 News")
    r"\s+[\"\u201c\u201e']?(?:the\s+)?[\"\u201c\u201e']?((?:(?:[A-Z]|[a-z]+[A-Z])[\w'\u2019!.&-]*)"
    r"(?:\s+(?:of\s+)?(?:\d+\s+)?[A-Z][\w'\u2019!.&-]*){0,4})"
)
# a capitalised name of one to four words before [sourcing] outlet_after ("Reuters reported", "TMZ has learned") or,
# after "a"/"the", before a piece's word of [sourcing] outlet_piece_after ("in a Fox News interview")
_NAME_RUN = r"((?:[A-Z][\w'\u2019!.&-]*\s+){0,3}[A-Z][\w'\u2019!.&-]*)"
_PLAIN_WORD_AFTER = re.compile(r"\s+(?:the\s+)?([a-z]+)\b")  # "told police", "told the detectives"
# a reporter's outlet after their name: "told Ann Lee at the Harbour Times", "told Tom Hale of Harbour Television", a
# host's programme: "told Andy Cohen on Watch What Happens Live"
_AT_OUTLET = re.compile(
    r"\s+(?:at|of|from|on)\s+(?:the\s+)?((?:[A-Z][\w'\u2019!.&-]*)(?:\s+[A-Z][\w'\u2019!.&-]*){0,4})")
_POSSESSIVE = re.compile(r"['\u2019]s?$")
_POSSESSIVE_AFTER = re.compile(r"['\u2019]s?\b")  # "Luke's secret": the name is no subject
# an inverted tag's role closed by a comma before its holder's name: "says her publicist, Ann Lee"
_APPOSED_GAP = re.compile(r"(.*\S)\s*,\s*", re.DOTALL)
# at most this many words in that role ("the singer's longtime manager")
INVERTED_ROLE_WORDS = 4
_OWNER = re.compile(r"(.+?)['\u2019]s\s+[A-Z]")  # the owner of a possessive within a name: "ITV's Good Morning Britain"
_DIGITS = "0123456789"
# the outlet that owns a contributor before a credit line's words: "CNN's Ann Lee" (contributed to this report)
_CREDIT_OWNER = re.compile(r"(?:^|[.!?]\s+)([A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,3})['\u2019]s\s+"
                           r"(?:[A-Z][\w.'\u2019-]*\s+){1,4}(?:and\s+(?:[A-Z][\w.'\u2019-]*\s+){1,4})?$")
_THAT = re.compile(r"\bthat\b", re.IGNORECASE)
# lower-case words after a capitalised name, the last a body word ("the Jordanian government", "the Syrian defence
# ministry")
_BODY_AFTER = re.compile(r"\s+((?:[a-z]+\s+)?([a-z]+))\b")


@lru_cache(maxsize=8)
def _social_speaker_re(words: tuple[str, ...]) -> re.Pattern[str]:
    """A speaker who is one of the language's [sourcing] social_speakers ("a fan", "eine Nutzerin"), each singular or
    plural (English's list where the language writes none)."""
    return re.compile(r"\b(?:" + "|".join(re.escape(w) + "s?" for w in words) + r")\b", re.IGNORECASE)


# how much of a bullet's words an article sentence must hold to be the sentence the bullet rests on
MIN_BULLET_MATCH = 0.5
# content words a sentence must share with the central claim to back it
MIN_SHARED_WITH_CLAIM = 2
# ``via`` of a representative label that only a statement gave ("the statement continued"): a person's own
# statement posted on social media stays social
STATEMENT = "statement"
# ``via`` of a court-record channel: what a person told a law-enforcement body ("In an interview with the FBI, Kit Vale
# confessed ..."), carried to their later words as another outlet's interview is
LAW_ENFORCEMENT = "law enforcement"
# characters of an apposition after its role word that may name the body the role belongs to
APPOSITION_CHARS = 60
# a name of two to five capitalised words right after or right before a speech verb (a tag the people model missed)
_CAP = r"[A-Z][\w.'\u2019-]*"
_TAG_AFTER = re.compile(rf"\s+({_CAP}(?:\s+{_CAP}){{1,4}})\b")
# (a parenthesis between the name and the verb is no word of the clause: "Harbour Hotels Corp. (NYSE: H) announced")
_TAG_BEFORE = re.compile(rf"(?:^|[,\s])({_CAP}(?:\s+{_CAP}){{1,4}})\s+(?:\([^()]{{1,40}}\)\s+)?$")
_CLAUSE_START = re.compile(r"(?:^|[,;:\u2014(]|\b(?:and|but|while|as))\s*$")  # what may stand before a clause's subject
# an apposition right after a name, up to its role word: ", a spokesperson", ", Harlow's lawyer", ", the family's rep"
_APPOSITION = (r"\s*,\s*(?:(?P<whose>(?:his|her|their|its|[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,3}['\u2019]s?))|an?|the)?"
               r"\s*(?:[\w.-]+\s+){0,3}?")
# a word that makes an apposition a clause about the person, no office of theirs ("Ann Lee, who appeared at ...")
_CLAUSE_WORD = re.compile(r"\b(?:who|whom|whose|which|that|was|is|were|are|has|had|have|been)\b", re.IGNORECASE)

# paragraphs a person's channel ("Speaking to TMZ, Scoop ...") carries to their later words
CHANNEL_MEMORY_PARAGRAPHS = 6
# ... and, for an outlet not named ("reportedly"), beyond them as long as the paragraphs between hold at most this many
# characters (a named outlet's interview carries to the article's end unless another channel of the person ends it)
CHANNEL_MEMORY_CHARS = 2000
# paragraphs before a judge's or prosecutor's words that may tell of the court proceeding they are spoken in; where
# paragraphs are short (a sentence each), as many more as stay within COURT_CONTEXT_CHARS characters
COURT_CONTEXT_PARAGRAPHS = 3
COURT_CONTEXT_CHARS = 1200
# paragraphs after the last attributed sentence where a pronoun the people model left without a person ("They added
# that ...", "“…,” she said.") still speaks for that account
PRONOUN_CARRY_PARAGRAPHS = 1
# a word right before a speech verb (an adverb between allowed: "she later said"), or right after one ("said she")
_WORD_BEFORE = re.compile(r"(?:^|(?<=[\s,\u201d\"']))(\w+)\s+(?:\w+ly\s+)?$")
_WORD_AFTER = re.compile(r"\s+(\w+)\b")
_ROLE_BEFORE_VERB = re.compile(r"\s+(?:\w+ly\s+|later\s+|also\s+|then\s+)?")  # "the owner (later) said"
# paragraphs before an untagged quotation paragraph where an interviewer's question may stand, and its longest length
INTERVIEW_QUESTION_PARAGRAPHS = 3
MAX_QUESTION_CHARS = 200
# paragraphs after a statement's, a filing's or the police's account where a sentence without its own attribution that
# carries a continuation word ("allegedly") still rests on that account (captions may stand between)
CONTINUATION_PARAGRAPHS = 3
# paragraphs without quotation marks a quotation left open at a paragraph's end may run on into (its closing mark in a
# later paragraph: "'It was hard." / "We got through it." / "We are stronger now,' she said."); 0 turns it off
QUOTE_RUN_PARAGRAPHS = 4
# paragraphs after an untagged quotation where its speaker's tag and channel may stand (a quotation split over
# paragraphs: "‘It was hard.", "We got through it,’ she told Us.")
QUOTE_TAG_AHEAD = 2
# "the letter" speaking ("'Dear Lupita,' reads the letter.") is the letter the article last named a writer for, in its
# paragraph or up to this many before (one CNN/DailyMail sentence is a paragraph)
LETTER_REACH = 3
# a sentence with no attribution of its own in the paragraph of, or the one after, an account of what a court hearing
# heard ("The court heard he had stolen ...", "Ann Lee, prosecuting, said ...") carries that account on (court record);
# not after the lead paragraph, whose "a court heard" heads the story and is followed by the outlet's own background
HEARING_CARRY_PARAGRAPHS = 1
# the lead's paragraphs, and how many characters after one of them the post of a person it names may stand: the lead
# announces the words of theirs a post quotes ("X has hit back at ..." then "“…,” she wrote on Instagram"); what they
# told an outlet ("X has blasted ..." then "In an interview, he told Harbour TV ...") or said in a statement it
# announces wherever the article gives it
LEAD_PARAGRAPHS = 2
LEAD_AHEAD_CHARS = 600
# characters between a speech verb and the named person who says it
MAX_VERB_DISTANCE = 60
# characters after "according to" where a role word ("the comedian") may stand
EPITHET_AFTER_ACCORDING = 12


@dataclass(frozen=True, slots=True)
class Found:
    """A label with what the article names: ``via`` the outlet or platform, ``who`` the source as written."""

    label: Sourcing
    via: str | None = None
    who: str | None = None


@dataclass(frozen=True, slots=True)
class LabelledSentence:
    para: int  # 1-based
    start: int
    end: int
    text: str
    found: Found
    named: bool  # a named person or a named/attributable representative speaks in it
    quoted: bool = False  # it holds a mined quotation (its label came from it)


@dataclass(frozen=True, slots=True)
class ArticleSourcing:
    """Every body sentence and mined quotation of one article, labelled."""

    sentences: tuple[LabelledSentence, ...]
    quotes: dict[tuple[int, str], Found]
    people: frozenset[str]  # the named people of the people model

    def for_quote(self, quote: Quote) -> Found:
        return self.quotes.get((quote.paragraph, quote.text)) or Found(Sourcing.UNATTRIBUTED, None, quote.speaker)

    def sentence_for(self, text: str, cites: Sequence[int]) -> LabelledSentence | None:
        """The article sentence a bullet rests on: the one in its cited paragraphs (else anywhere) holding the most
        of the bullet's words, when it holds at least MIN_BULLET_MATCH of them."""
        words = content_words(text)
        if not words:
            return None
        norm = normalize(text).strip().lower()
        for pool in ([s for s in self.sentences if s.para in cites], list(self.sentences)):
            best: tuple[float, LabelledSentence | None] = (0.0, None)
            for s in pool:
                if norm and norm in normalize(s.text).lower():
                    return s
                share = len(words & content_words(s.text)) / len(words)
                if share > best[0]:
                    best = (share, s)
            if best[1] is not None and best[0] >= MIN_BULLET_MATCH:
                return best[1]
        return None


def _blank_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with each of ``spans`` written over by spaces (positions kept)."""
    for a, b in spans:
        text = text[:a] + " " * (b - a) + text[b:]
    return text


def rank(label: Sourcing, lex: Lexicon | None = None) -> int:
    """Weakness rank: lower is weaker (anonymous first); unattributed last (it is what is left)."""
    order = (lex or lexicon_for("en")).sourcing_order
    return order.index(label.value) if label.value in order else len(order)


def _weakest(found: Sequence[Found], lex: Lexicon) -> Found:
    return min(found, key=lambda f: rank(f.label, lex))


@lru_cache(maxsize=8)
def _person_words(lang: str) -> frozenset[str]:
    """Words of the language's ``[people]`` lists that make a capitalised name a person's (first names, kin and gender
    words, roles, titles, honorifics, forms of address, peerage), lower-case (read once per language)."""
    lex = lexicon_for(lang)
    return frozenset(w.lower() for w in (
        *lex.female_names, *lex.male_names, *lex.female_words, *lex.male_words, *lex.role_nouns, *lex.role_titles,
        *lex.office_titles, *lex.honorifics, *lex.address_forms, *lex.peerage))


@lru_cache(maxsize=8)
def _honorific_only(lang: str) -> tuple[re.Pattern[str], int]:
    """What may stand before a name that tags an interview answer ("Mr Malone:", "Prof. Malone:"): one form of address
    or honorific of the language's word lists (``[people.address_forms]``, ``[people.honorifics]``) or nothing, and the
    longest such prefix in characters."""
    lex = lexicon_for(lang)
    words = sorted({*lex.address_forms, *lex.honorifics}, key=len, reverse=True)
    pattern = re.compile(r"\s*(?:(?:" + "|".join(re.escape(w.capitalize()) for w in words) + r")\.?\s+)?")
    return pattern, max(map(len, words), default=0) + 2


@lru_cache(maxsize=16)
def _body_statement(lang: str) -> re.Pattern[str]:
    """A sentence that opens "It said" / "The club added" ([people] company_references, statement_owners; a speech
    verb): a body's statement, when the sentence before opens with the body's name (:meth:`_Labeller._org_shaped`)."""
    lex = lexicon_for(lang)
    refs = "|".join(sorted(lex.body_references))
    return re.compile(r"(?:It|The\s+(?:" + refs + r"))\s+(?:[a-z]+\s+)?(?:" + SPEECH_VERB_RE.pattern + r")\b")


class _Labeller:
    def __init__(self, article: Article, quotes: Sequence[Quote]) -> None:
        self.article = article
        self.lex = lexicon_for(article.lang)
        self.paras = [p or "" for p in article.paragraphs]
        self.cast: Cast = article_cast(self.paras)
        self.people = set(self.cast.people())
        self.person_tokens = {t.lower() for name in self.people for t in name.split()}
        # the reporters a credit line names ("CNN's Ann Lee contributed to this report."): never a source
        self.reporters = self._credited_reporters()
        self.people -= self.reporters
        self.orgs = set(self.cast.orgs.values())
        # the outlet's name as its own address spells it ("Axios" for axios.com): the page may name no site
        host = hostname(article.url or article.canonical_url)
        self.host_name = registrable_domain(host).split(".")[0] if host else ""
        self.acronyms = _acronyms(self.paras)
        self.programmes = _programmes(self.paras, self.lex.programme_words)
        # the outlet itself: the page's site, else the outlet a credit line names ("CNN's Ann Lee contributed to this
        # report."), else, on a page without a site or an address, the outlet it shows asking its own interview's
        # questions ("When pushed by CNN on whether ...")
        self.site_tokens: set[str] = set()
        self.own_keys = _own_outlet_keys(self.lex, host, article.site)  # "MailOnline", "the Mail" on dailymail.co.uk
        self.site_tokens = _tokens(article.site or self._credited_outlet() or (
            None if host else self._asking_outlet()) or "")
        self.release = any(self.lex.release_self_re.search(p) for p in self.paras)
        self.quotes = list(quotes)
        self.channels: dict[str, list[tuple[int, Found]]] = {}
        self.reps: set[str] = set()
        self.police: set[str] = set()  # named police officers and prosecutors: court record whenever they speak
        self.court_roles: set[str] = set()  # named judges, prosecutors, counsel: court record in a court proceeding
        self.counsel_in_court: set[str] = set()  # "Ann Lee, prosecuting,": the role itself tells of a court hearing
        law, spokes = self.lex.law_enforcement_re.pattern, self.lex.representative_always_re.pattern
        for_ = self.lex.representative_for_re.pattern
        self.police_rep = re.compile(rf"(?:{law})(?:\s+[\w'\u2019-]+)?\s+(?:{spokes})|(?:{spokes})\s+(?:{for_})\s+"
                                     rf"(?:the\s+)?(?:[\w.'\u2019-]+\s+){{0,3}}?(?:{law})", re.IGNORECASE)
        # "a spokeswoman for the Harbour City Supreme Court" / "a court spokesman": a court's spokesperson (its words
        # are the court's statement, court record as the police's; :meth:`_official_rep_spans` checks the court word)
        self.court_reps = (
            re.compile(rf"(?:{spokes})\s+(?:{for_})\s+(?:the\s+)?(?P<court>(?:(?-i:[A-Z])[\w.'\u2019&-]*\s+){{0,5}}"
                       rf"(?-i:[A-Z])[\w-]*)", re.IGNORECASE),
            re.compile(rf"(?<![\w-])(?P<court>[\w-]+)(?:['\u2019]s)?\s+(?:{spokes})", re.IGNORECASE))
        # representative cue words with those that count only where someone speaks ("the label said")
        rep = dict(self.lex.sourcing_cues).get(Sourcing.REPRESENTATIVE.value, self.lex.representative_speaking_re)
        self.rep_speaking = gated_re(rf"(?:{rep.pattern})|(?:{self.lex.representative_speaking_re.pattern})",
                                     re.IGNORECASE)
        # "TMZ has learned", "Page Six first reported"; "in a Fox News interview", "according to a TMZ report"
        self._name_before_reported = gated_re(_NAME_RUN + r"\s+(?i:" + self.lex.outlet_after_re.pattern + ")")
        self._outlet_piece = gated_re(r"\b(?:an?|the)\s+" + _NAME_RUN + r"\s+(?i:"
                                      + self.lex.outlet_piece_after_re.pattern + ")")
        # "according to state-run Al-Ahram", "told the tabloid Bild": a word that says the name after it is an outlet
        self._described = re.compile(r"\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?i:" + self.lex.outlet_descriptors_re.pattern
                                     + r")\s+" + _NAME_AFTER.pattern.removeprefix(r"\s+"))
        self._speech_verbs_of: dict[tuple[int, str], tuple[str, list[tuple[int, bool]]]] = {}  # see _speech_verbs
        self._org_speakers: dict[str, bool] = {}  # see _org_speaker
        self._sentence_lines: str | None = None  # see _org_speaker
        self._passive_before = re.compile(r"(?:" + self.lex.passive_re.pattern + r")\s+(?:\w+ly\s+)?$", re.IGNORECASE)
        # _cues of each (masked, raw) sentence: it reads the lexicon and the outlet facts set above (people, orgs,
        # site, host, acronyms, programmes), none learned later, so _learn and run() may share one reading
        self._cues_of: dict[tuple[str, str], tuple[list[Found], bool]] = {}
        # per text, read once (the same sentences are read by _read_cues, _speech_verbs, _teller, _court_source,
        # _tag_name and run()): its speech verbs, reporting verbs and "according to"s (the matches of SPEECH_VERB_RE,
        # [sourcing] reporting_verbs, _ACCORDING), and the text with its [sourcing] not_speech phrases replaced by
        # one space each and blanked space for space
        self._verbs_of: dict[str, list[re.Match[str]]] = {}
        self._reporting_of: dict[str, list[re.Match[str]]] = {}
        self._according_of: dict[str, list[re.Match[str]]] = {}
        self._unspoken_of: dict[str, str] = {}
        self._unspoken_blank_of: dict[str, str] = {}
        self._learn()

    def _credited_outlet(self) -> str | None:
        """The outlet a contributor's credit line of the page names ("CNN's Ann Lee contributed to this report."), else
        None."""
        for text in self.paras:
            for m in self.lex.own_credit_re.finditer(text):
                owner = _CREDIT_OWNER.search(text[: m.start()])
                if owner:
                    return owner.group(1)
        return None

    def _credited_reporters(self) -> set[str]:
        """The named people of a credit line: those before "contributed to this report" ([sourcing] own_credit) back to
        the sentence's start or a dash ("-- CNN's Ann Lee and Tom Roe contributed to this report."), and those after
        "Reporting by" ([sourcing] own_credit_by) up to the sentence's end ("Reporting by Ann Lee; Editing by Tom
        Hale")."""
        out: set[str] = set()
        for pi, masked in enumerate(self.cast.masked):
            for m in self.lex.own_credit_re.finditer(masked):
                start = max((b.end() for b in _CREDIT_START.finditer(masked, 0, m.start())), default=0)
                out |= {mn.speaker for mn in self.cast.mentions[pi] if mn.kind == "person" and mn.speaker
                        and start <= mn.start and mn.end <= m.start()}
            for m in self.lex.own_credit_by_re.finditer(masked):  # "Reporting by Ann Lee; Editing by Tom Hale"
                stop = _CREDIT_END.search(masked, m.end())
                end = stop.start() if stop else len(masked)
                out |= {mn.speaker for mn in self.cast.mentions[pi] if mn.kind == "person" and mn.speaker
                        and m.end() <= mn.start and mn.end <= end}
        return out

    def _asking_outlet(self) -> str | None:
        """The outlet the page shows asking the questions of an interview (``[sourcing] own_asking``: "When pushed by
        CNN on whether ..."), else None."""
        for text in self.paras:
            for m in self.lex.own_asking_re.finditer(text):
                after = _NAME_AFTER.match(text, m.end())
                if after and self._is_outlet(after.group(1), guess=False):
                    return _POSSESSIVE.sub("", after.group(1).rstrip(".,;:!?")).strip()
        return None

    # ---- cue words
    def _is_outlet(self, name: str, guess: bool = True, sure: bool = False) -> bool | None:
        """True for another outlet, None for the article's own outlet, False for no outlet; with ``guess``, a short
        all-capital name the article does not spell out is taken for an outlet too ("told the NTSB" is no outlet's
        when the article spells out the National Transportation Safety Board); with ``sure`` (the name follows "in an
        interview with"), any name that is no person or organisation of the article."""
        name = _POSSESSIVE.sub("", name.strip().rstrip(".,;:!?\u201d\"'"))
        owner = _OWNER.match(name)  # "BBC1's Breakfast", "ITV's Good Morning Britain": the broadcaster's programme
        if owner and (outlet := self._is_outlet(owner.group(1), guess, sure)) is not False:
            return outlet
        if owner and self._is_outlet(name[owner.end() - 1 :], guess=False):  # "Bravo's Watch What Happens Live"
            return True
        words = name.split()
        if len(words) > 1 and words[-1] in self.lex.outlet_editions and self._is_outlet(
                " ".join(words[:-1]), guess=False):
            return True  # "Cosmopolitan UK"
        toks = _tokens(name)
        if not toks or self.lex.law_enforcement_re.fullmatch(name):
            return False  # "told the FBI", "an interview with the FBI": the police's record (_told_record), no outlet
        if self.site_tokens and (toks <= self.site_tokens or self.site_tokens <= toks):
            return None  # the outlet itself ("a source tells Us" in Us Weekly): not another outlet
        if self.host_name and "".join(sorted(toks, key=name.lower().find)) == self.host_name:
            return None  # "tells Axios" on axios.com
        if outlet_key(name) in self.own_keys:
            return None  # "told MailOnline", "told the Mail on Sunday" on dailymail.co.uk
        first = name.split()[0]
        if name in self.people and (first in self.lex.female_names or first in self.lex.male_names):
            return False  # "Rachel Post" is a person whatever her surname means
        if _platform_compound(name, self.lex.platforms):
            return False  # "Laut Instagram-Post": a post on the platform, no outlet
        if name in self.lex.outlets or name in self.lex.outlet_names or any(
                t.rstrip(_DIGITS) in self.lex.outlet_words for t in _head_tokens(name)) or (
                name.split()[-1].lower() in self.lex.outlet_last_words):
            return True  # "reported Euro News", "The Kelly Clarkson Show", "BBC1" (a channel's number aside), "the
            # Associated Press": an outlet
        named_person = name in self.people or bool(toks & self.person_tokens)
        if name in self.programmes and not named_person:
            return True  # "said on Monday Night Football" where the article names the "Monday Night Football show"
        if sure and not named_person and name not in self.orgs and name.split()[0].lower() not in self.lex.stop_caps:
            return True  # "in an interview with the Harbour Californian" (not "in an interview on Friday")
        return (guess and not named_person and name.isupper() and 2 <= len(name) <= 8 and name.rstrip(_DIGITS).isalpha()
                and name not in self.acronyms)  # "the NTSB" spelled out as the National Transportation Safety Board

    def _outlets(self, masked: str, raw: str) -> tuple[list[tuple[str, int, int]], bool]:
        """Other outlets the sentence hands a claim to: (name, start, end) of each ("" for "reportedly"); and whether
        it names the article's own outlet as the channel ("told MailOnline" in MailOnline: on the record)."""
        names: list[tuple[str, int, int]] = []
        own = False
        for m in self.lex.outlet_before_re.finditer(masked):
            described = self._described.match(raw, m.end())  # "according to state-run Al-Ahram", "the tabloid Bild"
            if described and self._is_outlet(described.group(1), sure=True):
                names.append((_POSSESSIVE.sub("", described.group(1).rstrip(".,;:!?")).strip(), described.start(1),
                              described.end(1)))
                continue
            after = _NAME_AFTER.match(raw, m.end())  # a show's name may sit in quotation marks
            if not after:
                continue
            # "a blog post for InfoAmazonia", "an essay for Harbour Life": words the person wrote for another outlet
            piece = bool(self.lex.outlet_piece_re.fullmatch(m.group(0))) and after.group(1) not in self.lex.platforms
            outlet = self._is_outlet(after.group(1), sure=piece or bool(self.lex.outlet_sure_re.fullmatch(m.group(0))))
            if outlet is False and (at := _AT_OUTLET.match(raw, after.end())) is not None and self._is_outlet(
                    at.group(1), guess=False):  # "told Ann Lee at the Harbour Times": the reporter's outlet
                after, outlet = at, True
            if outlet:  # (a piece's words too are blanked: "a blog post" is then no post of one's own)
                names.append((_POSSESSIVE.sub("", after.group(1).rstrip(".,;:!?")).strip(),
                              m.start() if piece else after.start(1), after.end(1)))
            own = own or outlet is None
        own = own or bool(self.lex.on_record_channels_re.search(masked))
        for m in self._name_before_reported.finditer(masked):
            words = m.group(1).split()
            name = " ".join(words[1:]) if words[0] in ("The", "And", "But") and len(words) > 1 else m.group(1)
            outlet = self._is_outlet(name)
            if outlet:
                names.append((name, m.end(1) - len(name), m.end(1)))
            own = own or outlet is None  # "..., Us Weekly can confirm." in Us Weekly: its own assertion
        for m in self._outlet_piece.finditer(masked):  # "in a Fox News interview", "according to a TMZ report"
            name = _POSSESSIVE.sub("", m.group(1))
            if self._is_outlet(name, guess=False):
                names.append((name, m.start(1), m.start(1) + len(name)))
        if not names and self.lex.outlet_generic_re.search(masked):
            names.append(("", 0, 0))
        return names, own

    def _told_record(self, masked: str, raw: str) -> bool:
        """Words handed to a law-enforcement body the way a claim is handed to an outlet ("told the FBI", "In a recorded
        interview with the FBI, Kit Vale confessed", "he told police he was at home"): the court record, as the police's
        own account."""
        for m in self.lex.outlet_before_re.finditer(masked):
            after = _NAME_AFTER.match(raw, m.end())
            if after and self.lex.law_enforcement_re.fullmatch(_POSSESSIVE.sub("", after.group(1).rstrip(".,;:!?"))):
                return True
            plain = _PLAIN_WORD_AFTER.match(raw, m.end())  # "he told police he was at home": no capital
            if plain and self.lex.law_enforcement_re.fullmatch(plain.group(1)):
                return True
        return False

    def _platform(self, masked: str) -> str | None:
        for p in (*self.lex.platforms, *self.lex.channels):
            if p == "X":
                if re.search(r"\b(?:on|took to) X\b", masked):
                    return p
            elif re.search(r"\b" + re.escape(p) + r"\b", masked, re.IGNORECASE):
                return p
        return None

    def _cues(self, masked: str, raw: str) -> tuple[list[Found], bool]:
        """The sourcing cue words of one sentence (quotation contents blanked in ``masked``), and whether it names
        the article's own outlet as the channel (read once per sentence: see ``_cues_of``; callers do not change the
        list)."""
        key = (masked, raw)
        if (known := self._cues_of.get(key)) is None:
            known = self._cues_of[key] = self._read_cues(masked, raw)
        return known

    @staticmethod
    def _once(store: dict[str, _T], text: str, read: Callable[[str], _T]) -> _T:
        """``read(text)``, worked out once per text and kept in ``store`` (see ``_verbs_of``)."""
        if (known := store.get(text)) is None:
            known = store[text] = read(text)
        return known

    def _verbs(self, text: str) -> list[re.Match[str]]:
        """SPEECH_VERB_RE's matches in ``text`` (once per text)."""
        return self._once(self._verbs_of, text, lambda t: list(_SPEECH_VERBS.finditer(t)))

    def _reporting(self, text: str) -> list[re.Match[str]]:
        """The [sourcing] reporting_verbs' matches in ``text`` (once per text)."""
        return self._once(self._reporting_of, text, lambda t: list(self.lex.reporting_verbs_re.finditer(t)))

    def _according(self, text: str) -> list[re.Match[str]]:
        """The "according to"s of ``text`` (once per text)."""
        return self._once(self._according_of, text, lambda t: list(_ACCORDING.finditer(t)))

    def _unspoken(self, text: str) -> str:
        """``text`` with its [sourcing] not_speech phrases replaced by one space each (once per text)."""
        return self._once(self._unspoken_of, text, lambda t: self.lex.not_speech_re.sub(" ", t))

    def _unspoken_blank(self, text: str) -> str:
        """``text`` with its [sourcing] not_speech phrases blanked space for space (once per text)."""
        return self._once(self._unspoken_blank_of, text,
                          lambda t: self.lex.not_speech_re.sub(lambda m: " " * len(m.group(0)), t))

    def _read_cues(self, masked: str, raw: str) -> tuple[list[Found], bool]:
        out: list[Found] = []
        if self.lex.own_work_re.search(masked.strip()):  # "We rate the statement ...": the outlet's own work
            return out, False
        masked = self.lex.describing_clause_re.sub(lambda m: " " * len(m.group(0)), masked)
        outlets, own = self._outlets(masked, raw)
        for name, a, b in outlets:
            out.append(Found(Sourcing.OTHER_OUTLET, name or None))
            masked = masked[:a] + " " * (b - a) + masked[b:]  # "the Spokesman-Review" is no spokesman
        if self._told_record(masked, raw):
            out.append(Found(Sourcing.COURT_RECORD))
        masked = self.lex.not_source_re.sub(lambda m: " " * len(m.group(0)), masked)  # "called the police"
        masked = self.lex.thing_source_re.sub(lambda m: " " * len(m.group(0)), masked)  # "a source of inspiration"
        spoken = self._unspoken(masked)  # "the host's comments" name a thing, no speech
        speech = bool(self._verbs(spoken) or self._reporting(spoken) or self._according(masked))
        for label, pattern in self.lex.sourcing_cues:
            if speech and label == Sourcing.REPRESENTATIVE.value:  # "the label said"
                pattern = self.rep_speaking
            if pattern.search(masked):
                lab = Sourcing(label)
                if lab is Sourcing.COURT_RECORD and not self._court_source(masked, pattern):
                    continue
                spans = self._official_rep_spans(masked) if lab is Sourcing.REPRESENTATIVE else []
                if spans and not pattern.search(_blank_spans(masked, spans)):
                    lab = Sourcing.COURT_RECORD  # the police's or a court's spokesperson: court record, its statement
                elif lab is Sourcing.REPRESENTATIVE and all(self.lex.law_enforcement_re.search(m.group(0))
                                                            for m in pattern.finditer(masked)):
                    lab = Sourcing.COURT_RECORD  # "according to the police report": the police's account
                out.append(Found(lab, self._platform(masked) if lab is Sourcing.SOCIAL else None))
        papers = self.lex.court_documents_re.sub(lambda m: " " * len(m.group(0)), masked)  # "her victim statement"
        for a, b in self._outside_letters(papers):  # "a letter from a fan": no statement (the fan is no one's camp)
            papers = papers[:a] + " " * (b - a) + papers[b:]
        if self.lex.statement_re.search(papers) and not any(f.label is Sourcing.SOCIAL for f in out):
            if self.lex.law_enforcement_re.search(masked):  # the police's statement or release: court record
                out.append(Found(Sourcing.COURT_RECORD))
            else:  # a statement, unless it was a post of one's own
                out.append(Found(Sourcing.REPRESENTATIVE, STATEMENT))
        return out, own

    def _outside_letters(self, text: str) -> list[tuple[int, int]]:
        """The spans of ``text`` that name a letter from an unnamed writer outside the person's camp ("a letter from a
        fan", "a letter written to her by a young girl"): no representative role or organisation word in the writer's
        words ("a letter from a family lawyer" is the camp's)."""
        return [m.span() for m in self.lex.letter_from_unnamed_re.finditer(text)
                if not self.lex.representative_roles_re.search(m.group("writer"))
                and not self.lex.body_words_re.search(m.group("writer"))]

    def _letter_outside(self, pi: int) -> bool:
        """The letter last named with a writer, in paragraph ``pi`` or the :data:`LETTER_REACH` before, is from an
        unnamed writer outside the person's camp."""
        for qi in range(pi, max(pi - LETTER_REACH, 0) - 1, -1):
            para = self.cast.masked[qi]
            if self.lex.letter_from_unnamed_re.search(para):
                return bool(self._outside_letters(para))
        return False

    def _police_after(self, m: re.Match[str] | None, masked_para: str) -> bool:
        """After a name: "of the Harbour City Police Department", or a police role in an apposition that names a
        law-enforcement body besides the role word ("a detective with the Harbour City Police", "a police officer";
        not "an investigator with Nashi Groshi", a watchdog group)."""
        if m is None:
            return False
        if m.group("role") is None:
            return True
        rest = masked_para[m.end() : m.end() + APPOSITION_CHARS].split(",")[0]
        return bool(self.lex.law_enforcement_re.search(masked_para[m.start() : m.start("role")] + " " + rest))

    def _court_office(self, m: re.Match[str] | None) -> bool:
        """After a name, an apposition that gives an office of a court named by its capitalised name ("deputy president
        of Guangzhou Intermediate People's Court", "a spokeswoman for the Supreme Court"): the court speaks, as a named
        officer speaks for the police; not a past office ("a former judge of the High Court"), nor a party's lawyer
        ("a lawyer at the High Court": a representative role that does not always speak for its body), nor a clause
        about the person."""
        if m is None or not self.lex.court_institution_re.fullmatch(m.group("court").split()[-1].lower()):
            return False
        words = m.group(0)[: m.start("court")]
        if self.lex.past_roles_re.search(words) or _CLAUSE_WORD.search(words):
            return False  # nor a clause about the person ("Ann Lee, who appeared at Leeds Crown Court,")
        return not (self.lex.representative_roles_re.search(words)
                    and not self.lex.representative_always_re.search(words))

    def _office_title(self, text: str, at: int) -> bool:
        """The police role word at ``at`` of ``text`` is the last word of an office's capitalised title ("Chief
        Education Officer Ann Lee", "Press Officer Tom Hale"): written capitalised after another capitalised word that
        is no law-enforcement word, itself none either (not "Police Officer Ann Lee", "City Police Detective Ann Lee",
        nor "said Officer Ann Lee")."""
        word = text[at:].split(maxsplit=1)[0] if text[at:].strip() else ""
        prev = text[:at].split()[-1:] if text[:at].strip() else []
        return bool(word[:1].isupper() and prev and prev[0][:1].isupper() and not prev[0].isupper()
                    and not self.lex.law_enforcement_re.search(f"{prev[0]} {word}"))

    def _prosecution(self, role: str, before: str) -> bool:
        """A court role of the prosecution (one that ``[sourcing] law_enforcement`` names too: "prosecutor", "district
        attorney"), not said to be past by the words right before it (``[sourcing] past_roles``: "former")."""
        return bool(self.lex.law_enforcement_re.search(role)) and not self.lex.past_roles_re.search(
            " ".join(before.split()[-1:]))

    def _official_rep_spans(self, text: str) -> list[tuple[int, int]]:
        """The spans of ``text`` that name a spokesperson of the police or another law-enforcement body ("a police
        spokeswoman", "a spokesman for the Harbour City Police Department") or of a court ("a spokeswoman for the
        Harbour City Supreme Court", "a court spokesman": the last capitalised word, or the word before the role, is
        a court of ``[sourcing] court_institution``, not a royal one, ``[sourcing] court_not_of_law``): they speak for
        that body, whose statement is the court record."""
        spans = [m.span() for m in self.police_rep.finditer(text)]
        for pattern in self.court_reps:
            spans.extend(m.span() for m in pattern.finditer(text)
                         if self.lex.court_institution_re.fullmatch(m.group("court").split()[-1].lower())
                         and not self.lex.court_not_of_law_re.search(
                             " ".join(text[: m.start("court")].split()[-1:] + m.group("court").split()[-2:])))
        return spans

    def _for_police(self, phrase: str) -> bool:
        """A representative role that speaks for the police or another law-enforcement body ("a police spokeswoman",
        "a spokesman for the Harbour City Police Department"): court record, as the police's statement is."""
        return bool(self.police_rep.search(phrase))

    def _court_source(self, masked: str, pattern: GatedPattern) -> bool:
        """The court cue words are a source: a filing, the police, a charge ... or "court"/"judge" with a speech or
        reporting verb or a court proceeding ("the judge said", "the court ruled"); not an appointment to a court."""
        if any(not self.lex.court_institution_re.fullmatch(m.group(0)) for m in pattern.finditer(masked)):
            return True
        return bool(self._verbs(masked) or self._reporting(masked)
                    or self.lex.court_proceeding_re.search(masked) or self._in_court(masked))

    def _in_court(self, masked: str) -> bool:
        return bool(self.lex.court_speech_re.search(masked)) or self._quoted_by_record(masked) or self._told_record(
            masked, masked)

    def _quoted_by_record(self, masked: str) -> bool:
        """The sentence says the police or a court paper relayed the words ("X was quoted by police as saying", "was
        quoted in court documents as telling"; ``[sourcing] quoted_through`` then, before "as", a law-enforcement body
        or a court document): the record is the channel, as what a court heard is."""
        for m in self.lex.quoted_through_re.finditer(masked):
            relay = re.match(r"\s+([^,.;:]{1,60}?)\s+as\b", masked[m.end():])
            if relay is not None and (self.lex.law_enforcement_re.search(relay.group(1))
                                      or self.lex.court_documents_re.search(relay.group(1))):
                return True
        return False

    def _court_role(self, who: str | None, pi: int) -> Found | None:
        """Court record for a named officer of the police, or a judge/prosecutor/counsel where the paragraph or one of
        the paragraphs before it (COURT_CONTEXT_PARAGRAPHS, or more short ones within COURT_CONTEXT_CHARS; outside
        quotation marks) tells of a court proceeding ("Judge Ford said:" after the sentencing was told); counsel named
        in court ("Ann Lee, prosecuting,") always."""
        if not who:
            return None
        if who in self.police:
            return Found(Sourcing.COURT_RECORD, None, who)
        if who in self.counsel_in_court:
            return Found(Sourcing.COURT_RECORD, None, who)
        if who in self.court_roles and any(self.lex.court_proceeding_re.search(m) for m in self._court_context(pi)):
            return Found(Sourcing.COURT_RECORD, None, who)
        return None

    def _court_context(self, pi: int) -> list[str]:
        """Paragraph ``pi`` and the ones before it where a court proceeding may be told: COURT_CONTEXT_PARAGRAPHS,
        or as many short ones as stay within COURT_CONTEXT_CHARS characters."""
        first, chars = pi, 0
        while first > 0 and (pi - first < COURT_CONTEXT_PARAGRAPHS or chars + len(self.paras[first - 1])
                             <= COURT_CONTEXT_CHARS):
            first -= 1
            chars += len(self.paras[first])
        return self.cast.masked[first : pi + 1]

    # ---- speakers
    def _speaker_kind(self, speaker: str | None, pi: int) -> Found | None:
        if not speaker:
            return None
        court = self._court_role(speaker, pi)
        if court is not None:
            return court
        if speaker in self.reps:
            return Found(Sourcing.REPRESENTATIVE, None, speaker)
        if self.lex.police_roles_re.fullmatch(speaker.rstrip(".")):  # a rank alone ("Sgt", "Det.") for a speaker
            return Found(Sourcing.COURT_RECORD, None, speaker)
        outlet = re.sub(r"^the\s+", "", speaker)
        # '“…,” according to Variety.': the outlet as the miner names it; a short all-capital name only when not
        # written with "the" ('“…,” the NTSB said.': a body that speaks; a known outlet, "the BBC", still is one)
        if outlet[:1].isupper() and self._is_outlet(outlet, guess=outlet == speaker):
            return Found(Sourcing.OTHER_OUTLET, _POSSESSIVE.sub("", outlet), speaker)
        if speaker[:1].isupper() and self._org_speaker(speaker):  # "Tesco said", "Great Northern ... It said:"
            return self._org_found(speaker)
        if speaker in self.people:
            return Found(Sourcing.ON_RECORD, None, speaker)
        for label, pattern in self.lex.sourcing_cues:
            if label == Sourcing.REPRESENTATIVE.value:  # a speaker speaks: "her label"
                pattern = self.rep_speaking
            if label != Sourcing.SOCIAL.value and pattern.search(speaker):
                if label == Sourcing.REPRESENTATIVE.value and (spans := self._official_rep_spans(speaker)) and (
                        not pattern.search(_blank_spans(speaker, spans))):  # "a spokeswoman for the Supreme Court"
                    return Found(Sourcing.COURT_RECORD, None, speaker)
                return Found(Sourcing(label), None, speaker)
        if _social_speaker_re(self.lex.social_speakers).search(speaker):
            return Found(Sourcing.SOCIAL, None, speaker)
        if self.lex.law_enforcement_re.search(speaker):  # "Miami-Dade Police", "the FBI"
            return Found(Sourcing.COURT_RECORD, None, speaker)
        if self.lex.letter_speaker_re.fullmatch(speaker) and self._letter_outside(pi):  # a fan's letter read out
            return Found(Sourcing.ANONYMOUS, None, speaker)
        if self._unnamed(speaker, pi):  # "a former colleague", "one senior officer": no cue word, no name
            return Found(Sourcing.ANONYMOUS, None, speaker)
        if speaker in self.orgs or speaker.lower().startswith("the ") or self.lex.body_words_re.search(
                speaker):  # "Amazon.com Inc.", "the Government": an organisation's statement
            return Found(Sourcing.REPRESENTATIVE, None, speaker)
        if speaker[:1].isupper():
            return Found(Sourcing.ON_RECORD, None, speaker)
        return Found(Sourcing.UNATTRIBUTED, None, speaker)

    def _org_speaker(self, speaker: str) -> bool:
        """A capitalised speaker the article's words show to be an organisation, not a person: no first name opens
        it and no "he"/"she" of the people model stands for it, and it holds an organisation word of the lexicon
        ([sourcing] organisation_words and report_body_words, [people] corporate_words), or the article writes it as
        a body, as no person is: "X, which ...", "X describes itself", a sentence X opens followed by one opening "It
        said" or "The club said" ([people] company_references, statement_owners). ("A spokesperson for X" and "X said
        in a statement" are no such sign: a singer has both.) Remembered per speaker."""
        known = self._org_speakers.get(speaker)
        if known is not None:
            return known
        toks = speaker.split()
        first = toks[0].lower()
        found = False
        if not (first in self.lex.female_names or first in self.lex.male_names or any(
                mn.kind == "pronoun" and mn.speaker == speaker for ms in self.cast.mentions for mn in ms)):
            found = bool(self.lex.body_words_re.search(speaker)) or _POSSESSIVE.sub("", toks[-1]).lower() in (
                self.lex.corporate_words)
            if not found:
                if self._sentence_lines is None:  # the page's masked text, a sentence a line (read once, if ever)
                    self._sentence_lines = "\n".join(
                        text[a:b].strip() for text in self.cast.masked for a, b in _sentence_bounds(
                            text, self.article.lang))
                found = self._org_shaped(speaker, self._sentence_lines)
        self._org_speakers[speaker] = found
        return found

    def _org_shaped(self, speaker: str, lines: str) -> bool:
        """The shapes of :meth:`_org_speaker` for one name (capitalised as written), read in the page's sentences (a
        sentence a line): the name opens a sentence as its subject ("X, which …", "X describes itself"; "a single
        from X, which is out Friday" is the single's), or opens one and the next opens "It said" / "The club added"
        (:func:`_body_statement`, compiled once per language: only the name's own pattern is built per name)."""
        name = r"(?:^|\n)(?:The\s+)?(?<![\w'\u2019-])" + re.escape(speaker) + r"(?![\w-])"
        if self.lex.organisation_kinds and re.search(  # "Japanese bank Nomura", "analysts at the retailer Tesco"
                r"\b(?:" + "|".join(map(re.escape, sorted(self.lex.organisation_kinds))) + r")\s+" + re.escape(speaker)
                + r"(?![\w-])", lines):
            return True
        if re.search(name + r",?\s+which\b", lines) or re.search(name + r"\s+(?:[a-z]+\s+){1,3}?itself\b", lines):
            return True
        opening = re.compile(name + r"\s+[a-z][^\n]*\n")
        statement = _body_statement(self.article.lang)
        m = opening.search(lines)
        while m is not None:
            if statement.match(lines, m.end()):
                return True
            m = opening.search(lines, m.start() + 1)
        return False

    def _unnamed(self, speaker: str, pi: int) -> bool:
        """``speaker`` is an unnamed person the people model found in paragraph ``pi`` (or the one before: a quotation
        that continues) — "a former colleague", "a witness" — whom no cue word of the lexicon places; not the press
        asking ("a reporter asked")."""
        return not self.lex.press_re.search(speaker) and any(
            mn.speaker == speaker and mn.kind in _UNNAMED_KINDS
            for qi in (pi - 1, pi) if qi >= 0 for mn in self.cast.mentions[qi])

    def _is_org_name(self, name: str) -> bool:
        """A name the people model took for a person that names an organisation ("National Rail", "Delta
        Airlines"): an organisation word of the lexicon in it, or a law-enforcement body's name ("Scotland Yard")."""
        return bool(self.lex.body_words_re.search(name) or self.lex.law_enforcement_re.search(name))

    def _is_org_mention(self, mn: Mention) -> bool:
        """An organisation's mention: "the company", "the NTSB", or a name the people model took for a person that
        names an organisation (:meth:`_is_org_name`)."""
        return mn.kind in ("org", "orgname") or (mn.kind == "person" and self._is_org_name(mn.speaker or ""))

    def _org_found(self, org: str) -> Found:
        """An organisation's own words: representative (its statement); the police's, a court's or a filing's ("the
        affidavit stated", "the suit claims"): the court record."""
        bare = org[4:] if org.lower().startswith("the ") else org
        org = f"{org} {self.acronyms.get(bare, '')}"  # "HCSO": the Harris County Sheriff's Office
        court = self.lex.law_enforcement_re.search(org) or any(
            label == Sourcing.COURT_RECORD.value and pattern.search(org) for label, pattern in self.lex.sourcing_cues)
        return Found(Sourcing.COURT_RECORD if court else Sourcing.REPRESENTATIVE, None, org)

    def _speaking_org(self, pi: int, start: int, end: int, masked: str) -> str | None:
        """The organisation that says something in the sentence ("The NTSB said", "HSBC said its profits fell",
        "National Rail said on its website"): the speaker-like mention nearest a speech verb is an organisation, and not
        an outlet ("The ABC reported that ...": another outlet's report, or the page's own assertion)."""
        org = self._named_speaker(pi, start, end, masked, org=True)
        return org if org is not None and self._is_outlet(org, guess=False) is False else None

    def _speaking_org_found(self, pi: int, start: int, end: int, masked: str) -> Found | None:
        """The label of the organisation that says something in the sentence ("“…” with the plane, the NTSB said."),
        else None."""
        org = self._speaking_org(pi, start, end, masked)
        return self._org_found(org) if org is not None else None

    def _speech_verbs(self, start: int, masked: str) -> tuple[str, list[tuple[int, bool]]]:
        """The sentence with its not-speech phrases blanked, and its speech verbs as (position, only a name after it
        speaks); remembered per sentence (_named_speaker reads one sentence up to three times, and each pass
        scanned it whole again)."""
        key = (start, masked)
        known = self._speech_verbs_of.get(key)
        if known is not None:
            return known
        masked = self._unspoken_blank(masked)
        # (position, only a name after it speaks): "according to" names its source after it ("Kit Vale died,
        # according to a post-mortem" is no word of Kit Vale's)
        said = [*self._verbs(masked), *self._reporting(masked)]
        # a passive verb's subject is spoken about, not speaking ("Kit Vale was accused of theft", "has been described
        # as"); "was speaking" is no passive
        verbs = [(start + m.start(), False) for m in said if m.group(0).lower().endswith("ing")
                 or not self._passive_before.search(masked, 0, m.start())]
        verbs += [(start + m.end(), True) for m in self._according(masked)]
        self._speech_verbs_of[key] = (masked, verbs)
        return masked, verbs

    def _named_speaker(self, pi: int, start: int, end: int, masked: str, org: bool = False,
                       unnamed: bool = False) -> str | None:
        """The named person who says something in the sentence: the speaker-like mention nearest a speech verb or
        "according to" (within MAX_VERB_DISTANCE characters) is a person the people model names (not "a source",
        "a rep", "fans", nor an organisation); with ``org``, the organisation it is instead; with ``unnamed``, the
        unnamed person of the people model ("a former colleague", "the witness")."""
        masked, verbs = self._speech_verbs(start, masked)
        if not verbs:
            return None
        mentions = [mn for mn in self.cast.mentions[pi] if start <= mn.start < end and mn.speaker and (
            mn.kind in _SPEAKING_KINDS or mn.kind in ("anon", "anon_ref", "commenter", "org", "orgname", "statement"))]
        for v, after_only in sorted(verbs):  # the first verb's speaker ("X tweeted that Y spoke ..." is X's)
            # "according to the comedian" (a role the people model left unresolved) may point back at the subject
            after_only = after_only and not any(mn.kind == "epithet" and 0 <= mn.start - v <= EPITHET_AFTER_ACCORDING
                                                for mn in self.cast.mentions[pi])
            best: tuple[int, str | None, bool] = (MAX_VERB_DISTANCE + 1, None, False)
            for mn in mentions:
                if mn.end <= v and after_only:
                    continue
                # a name after the verb and "that" is what was said, not who said it ("Police said that Kit Vale ...");
                # a pronoun there may still be the subject's ("announced that she is expecting")
                if mn.start >= v and mn.kind in ("person", "epithet") and _THAT.search(
                        masked, max(0, v - start), max(0, mn.start - start)):
                    continue
                if not (org or unnamed or after_only) and not self._may_speak_at(pi, v, mn):
                    continue
                # the subject before the verb is nearer than a name after it; a relative clause about the subject
                # between them does not count ("Kit Vale, who has built an empire around his vacuums, has described")
                d = v - mn.end if mn.end <= v else 2 * (mn.start - v) + 1
                if mn.end <= v and (clause := _WHO_CLAUSE.match(masked, mn.end - start, v - start)) is not None:
                    d = v - start - clause.end()
                if 0 <= d < best[0]:
                    is_org = self._is_org_mention(mn)
                    if org:  # an organisation that is the sentence's subject (no person named before it)
                        best = (d, mn.speaker if is_org and not any(
                            o.kind in _SPEAKING_KINDS and o.start < mn.start and not self._is_org_mention(o)
                            for o in mentions) else None, True)
                    elif unnamed:  # after the verb only right after it ("said a witness"; not "spoke about a friend")
                        best = (d, mn.speaker if self._unnamed_kind(mn) and (mn.end <= v or _ONE_WORD.fullmatch(
                            masked, v - start, mn.start - start)) and not self.lex.press_re.search(mn.speaker or "")
                                else None, True)
                    else:
                        best = (d, mn.speaker if mn.kind in _SPEAKING_KINDS and mn.speaker in self.people
                                and not is_org else None, True)
            if best[2]:
                return best[1]
        return None

    def _may_speak_at(self, pi: int, v: int, mn: Mention) -> bool:
        """``mn`` may be who speaks through the speech verb at ``v`` of paragraph ``pi``: a mention before the verb, or
        after it a subject pronoun ("announced that she is expecting") or an inverted tag ("said Ann Lee", "wrote her
        co-star Tom Hale": an invertible verb and the miner's gap between them) or the one a pronoun before the verb
        that the people model gives no one points ahead to, not the verb's object ("USADA accused
        Ann Lee of ...", "The messages threatened to bring hurt to his family", "praised Tom Hale"): that person is
        spoken about, the sentence is not their own words."""
        if mn.end <= v or mn.kind == "pronoun" and mn.text.lower() in self.lex.account_pronouns:
            return True  # "announced that she is expecting": the subject's pronoun
        text = self.paras[pi]
        verb_end = _verb_end(text, v)
        if text[v:verb_end].lower() in self.lex.invertible and (
                inverted_gap(gap := text[verb_end : mn.start]) or self._inverted_role(gap)):
            return True
        # a subject pronoun right before the verb that the people model gives no one points ahead to the subject of
        # the main clause after the comma ("In a case she says is about plagiarism, Ann Lee filed ...")
        word = _WORD_BEFORE.search(text, 0, v)
        return word is not None and word.group(1).lower() in self.lex.account_pronouns and "," in text[
            verb_end : mn.start] and not _POSSESSIVE_AFTER.match(text, mn.end) and not any(
            m.speaker and m.start < word.end(1) and word.start(1) < m.end for m in self.cast.mentions[pi])

    def _inverted_role(self, gap: str) -> bool:
        """``gap`` (between an invertible verb and a name) is the speaker's role closed by a comma, the name its holder:
        "says her publicist, Ann Lee", "added the singer's manager, Ann Lee" (at most INVERTED_ROLE_WORDS words ending
        on an occupation, role noun, office title or appositive role; no clause word, subordinator or introducing
        preposition: "said after the coach, Ann Lee, left" is no tag of hers)."""
        head = _APPOSED_GAP.fullmatch(gap)
        if head is None or _CLAUSE_WORD.search(head.group(1)):
            return False
        words = [w.lower() for w in words_of(head.group(1))]
        lex = self.lex
        return 0 < len(words) <= INVERTED_ROLE_WORDS and words[-1] in (
            lex.occupations | lex.role_nouns | lex.office_titles | lex.appositive_roles) and not any(
            w in lex.subordinators or w in lex.intro_prepositions for w in words)

    def _unnamed_kind(self, mn: Mention) -> bool:
        """An unnamed person of the people model: "a former colleague", "the witness", or a pronoun it resolved to one
        ("A spokesman for the couple said ..." then "He added that ...": the spokesman goes on)."""
        return mn.kind in _UNNAMED_KINDS or mn.kind == "pronoun" and mn.speaker not in self.people

    def _pronoun_speaks(self, pi: int, start: int, masked: str) -> bool:
        """A subject pronoun ([sourcing] account_pronouns) the people model gave no one speaks in the sentence
        (``start`` of paragraph ``pi``): it stands right before a speech verb ("they added", "she said"; an adverb
        between allowed) or right after one ("said she"). Its words go on with the account told last before (an
        unnamed rep's, the police's)."""
        text = self.paras[pi]
        for v, after_only in self._speech_verbs(start, masked)[1]:
            if after_only:
                continue
            word = _WORD_BEFORE.search(text, 0, v) or _WORD_AFTER.match(text, _verb_end(text, v))
            if word is not None and word.group(1).lower() in self.lex.account_pronouns and not any(
                    mn.speaker and mn.start < word.end(1) and word.start(1) < mn.end for mn in self.cast.mentions[pi]):
                return True
        return False

    def _tag_body(self, masked: str) -> str | None:
        """The capitalised name right before or after a speech verb (:meth:`_tag_name`) when it names a body (an
        organisation word or a law-enforcement name in it: "Network Rail said", "Scotland Yard said") that is no person
        and no outlet of the article; the police as the one called are no tag ("ABC13 called the Sheriff's Office
        asking ..."). Else None."""
        tag = self._tag_name(self.lex.not_source_re.sub(lambda m: " " * len(m.group(0)), masked))
        if tag is None or tag in self.people or not self._is_org_name(tag) or self._is_outlet(tag, guess=False) is not (
                False):
            return None
        return tag

    def _unknown_body(self, pi: int, start: int, masked: str) -> str | None:
        """A capitalised name of two to five words that opens a clause right before the sentence's first speech verb
        ("Downing Street said", "On Friday, The White House said", "Manchester United said"; :data:`_TAG_BEFORE`;
        not an object: "called the Sheriff's Office asking") when the people
        model gives it no one (no mention of theirs overlaps it) and no word of it is a person's (a first name, a name
        of the article's people, a role, title or kin word of ``[people]``: "The Queen said", "The Prime Minister
        said") and it is no outlet or programme: a body speaking, else None."""
        for m in self._verbs(masked):
            before = _TAG_BEFORE.search(masked, 0, m.start())
            if before is None:
                continue
            if not _CLAUSE_START.search(masked, 0, before.start(1)):  # "ABC13 called the Sheriff's Office asking"
                return None
            a, b, name = start + before.start(1), start + before.end(1), before.group(1)
            words = {w.strip(".'\u2019").lower() for w in name.split()}
            if any(mn.start < b and a < mn.end for mn in self.cast.mentions[pi]) or not words.isdisjoint(
                    _person_words(self.lex.code)) or words & self.person_tokens or name in self.programmes or (
                    self._is_outlet(name, guess=False) is not False):
                return None
            return name
        return None

    def _answer_tag(self, pi: int, start: int) -> str | None:
        """An interview's answer tagged with its speaker's name and a colon ("Thomas Malone: A supermind is ...",
        "Mr Malone: Groups don't ..."): the named person, when the sentence opens with them."""
        text = self.paras[pi]
        honorific, longest = _honorific_only(self.lex.code)
        for mn in self.cast.mentions[pi]:
            if (mn.kind == "person" and mn.speaker in self.people and start <= mn.start <= start + longest
                    and text[mn.end : mn.end + 1] == ":" and honorific.fullmatch(text[start : mn.start])):
                return mn.speaker
        return None

    def _subject(self, pi: int, start: int, end: int) -> str | None:
        """The first named person of the sentence (its likely subject)."""
        return next((mn.speaker for mn in self.cast.mentions[pi] if start <= mn.start < end and mn.kind in
                     _SPEAKING_KINDS and mn.speaker in self.people and mn.subject), None)

    def _learn(self) -> None:
        """Pre-pass: each named person's channels (paragraph, label) in story order, and who is a representative
        ("Her rep, Jolie Fairbanks," / "Tolly's lawyer, Dana Whitcombe,")."""
        roles = re.compile(r"(?:" + self.lex.representative_roles_re.pattern + r")\s*,?\s*$", re.IGNORECASE)
        # "Police Commissioner Christine Elow", "Judge Ford", "James Townsend, prosecuting,"
        titled = r"\.?(?:\s+(?-i:[A-Z])[\w.'\u2019-]*){0,2}\s*,?\s*$"  # "Sgt. Jane Doe", "Police Commissioner Ann Lee"
        police = re.compile(r"(?:" + self.lex.police_roles_re.pattern + r")" + titled, re.IGNORECASE)
        court = re.compile(r"(?:" + self.lex.court_roles_re.pattern + r")" + titled, re.IGNORECASE)
        court_after = re.compile(r"\s*,\s*(?:" + self.lex.court_roles_re.pattern + r")\s*,", re.IGNORECASE)
        # "Jane Doe, the Bergen County prosecutor," / "Ann Lee, an assistant district attorney,": the prosecution's role
        # in an apposition (capitalised words and one lower-case word before it: not "the man charged by prosecutors")
        court_apposition = re.compile(
            r"\.?\s*,\s*(?:the|an?|(?-i:[A-Z])[\w.&-]*['\u2019]s)\s+(?:(?-i:[A-Z])[\w.'\u2019&-]*\s+){0,3}"
            r"(?P<past>(?-i:[a-z])[\w-]*\s+)?(?P<role>" + self.lex.court_roles_re.pattern + r")"
            r"(?:\s+(?:for|of)\s+[^,.;:]{1,60})?\s*,", re.IGNORECASE)  # "the U.S. Attorney for the Western District,"
        # an apposition after the name: "Jennifer Ross, a spokesperson for the district," / "Tom Vance, Harlow's
        # lawyer," (a representative); "Mark Dunn, a spokesman for the Harbour City Police Department," (the police)
        role_after = re.compile(_APPOSITION + r"(?:" + self.lex.representative_roles_re.pattern
                                + r")(?P<rest>[^,.;:]*)", re.IGNORECASE)
        # "Yu Ming, deputy president of Guangzhou Intermediate People's Court," / "Ann Lee, a spokeswoman for the
        # Supreme Court,": an office of a court named by its capitalised name (the court's own voice, as the police's)
        court_office = re.compile(_APPOSITION + r"(?P<office>(?:[\w'\u2019-]+\s+){0,2}?)(?:of|for|at)\s+(?:the\s+)?"
                                  r"(?P<court>(?:(?-i:[A-Z])[\w.'\u2019&-]*\s+){0,5}(?-i:[A-Z])[\w-]*)")
        law, for_ = self.lex.law_enforcement_re.pattern, self.lex.representative_for_re.pattern
        police_after = re.compile(r"(?:" + _APPOSITION + r"(?P<role>" + self.lex.police_roles_re.pattern + r")|\s+(?:"
                                  + for_ + r")\s+the\s+(?:[A-Z][\w.'\u2019-]*\s+){0,4}(?:" + law + r"))",
                                  re.IGNORECASE)
        for pi, text in enumerate(self.paras):
            masked_para = self.cast.masked[pi]
            for mn in self.cast.mentions[pi]:
                if mn.kind != "person" or mn.speaker not in self.people:
                    continue
                before = masked_para[max(0, mn.start - 40) : mn.start]
                if (cop := police.search(before)) is not None and not self._office_title(before, cop.start()):
                    self.police.add(mn.speaker)
                elif (role := court.search(before)) is not None:
                    # the prosecution speaks for a law-enforcement body, in court or out ("Prosecutor Jane Doe",
                    # "District Attorney Ann Lee"): the court record, as the police; judges and counsel in court only
                    if self._prosecution(role.group(0), before[: role.start()]):
                        self.police.add(mn.speaker)
                    else:
                        self.court_roles.add(mn.speaker)
                elif court_after.match(masked_para, mn.end):
                    self.court_roles.add(mn.speaker)
                    self.counsel_in_court.add(mn.speaker)
                elif (app := court_apposition.match(masked_para, mn.end)) is not None and self._prosecution(
                        app.group("role"), app.group("past") or ""):
                    self.police.add(mn.speaker)
                elif roles.search(before):
                    self.reps.add(mn.speaker)
                elif self._police_after(police_after.match(masked_para, mn.end), masked_para):
                    self.police.add(mn.speaker)
                elif self._court_office(court_office.match(masked_para, mn.end)):
                    self.police.add(mn.speaker)
                elif (after := role_after.match(masked_para, mn.end)) is not None:
                    if self._for_police(after.group(0)):
                        self.police.add(mn.speaker)
                    elif after.group("whose") or self.lex.representative_for_re.match(after.group("rest").strip()) or (
                            self.lex.representative_always_re.search(after.group(0))):  # not "a lawyer and activist"
                        self.reps.add(mn.speaker)
            for start, end in _sentence_bounds(text, self.article.lang):
                masked = masked_para[start:end]
                who, subject = self._teller(pi, start, end, masked)
                if who is None:
                    self._group_channel(pi, start, end, masked)
                    continue
                # "the suit, which was first reported by the Standard" tells where the suit was reported, not whom
                # the person spoke to
                masked = self.lex.reported_thing_re.sub(lambda m: " " * len(m.group(0)), masked)
                cues, own = self._cues(masked, text[start:end])
                # an unnamed outlet ("Leaked files reportedly show that Kit Vale ...") is no channel of the subject's
                # a platform the subject only acts on ("uploading photos to his followers on Instagram") is no channel
                # of their later words: they speak there only where a speech verb says so
                # a platform the subject only acts on ("uploading photos to his followers on Instagram") is no channel
                # of their later words: they speak there only where a speech verb says so
                channel = [f for f in cues if f.label in _CHANNELS and not (
                    subject and (f.label is Sourcing.OTHER_OUTLET and not f.via or f.label is Sourcing.SOCIAL))]
                if channel and self._outlet_tells(pi, start, end, masked, channel[0]):
                    continue  # "Harbour TV reports the man, Kit Vale, was jailed": the outlet's report about him
                if channel:
                    self.channels.setdefault(who, []).append((pi, channel[0]))
                elif self._told_record(masked, text[start:end]):  # "In an interview with the FBI, Kit Vale confessed"
                    self.channels.setdefault(who, []).append((pi, Found(Sourcing.COURT_RECORD, LAW_ENFORCEMENT)))
                elif own:
                    self.channels.setdefault(who, []).append((pi, Found(Sourcing.ON_RECORD)))
                elif any(f.label is Sourcing.REPRESENTATIVE and f.via == STATEMENT for f in cues) and not (
                        self._posted_statement(who, pi)):
                    self.channels.setdefault(who, []).append((pi, Found(Sourcing.REPRESENTATIVE, STATEMENT)))

    def _posted_statement(self, who: str, pi: int) -> bool:
        """``who``'s last channel before paragraph ``pi`` (at most CHANNEL_MEMORY_PARAGRAPHS before) is a post that
        names a statement ("in a letter posted on Twitter"): their statement in ``pi`` ("she wrote in her letter") is
        that post, no second channel."""
        prior = [(p, f) for p, f in self.channels.get(who, []) if p < pi]
        return bool(prior) and pi - prior[-1][0] <= CHANNEL_MEMORY_PARAGRAPHS and (
            prior[-1][1].label is Sourcing.SOCIAL) and bool(self.lex.statement_re.search(self.paras[prior[-1][0]]))

    def _outlet_tells(self, pi: int, start: int, end: int, masked: str, channel: Found) -> bool:
        """The outlet of ``channel`` is the subject of "reports"/"reported" in the sentence and no named person speaks
        there but through that verb ("Harbour TV reports the man who took the car, Kit Vale, was jailed"): the people it
        names are what the outlet reports, not people who spoke to it."""
        if channel.label is not Sourcing.OTHER_OUTLET or not channel.via:
            return False
        for m in self._name_before_reported.finditer(masked):
            if m.group(1).endswith(channel.via):
                blanked = masked[: m.start()] + " " * (m.end() - m.start()) + masked[m.end() :]
                return self._named_speaker(pi, start, end, blanked) is None
        return False

    def _group_channel(self, pi: int, start: int, end: int, masked: str) -> None:
        """A couple that speaks to another outlet ("The couple, who married in 2011, told Closer magazine: ..."): the
        outlet is the channel of each of the two people named last before ([sourcing] group_subjects; within
        CHANNEL_MEMORY_PARAGRAPHS), so their later words are the same interview."""
        if not self.lex.group_subjects_re.match(masked):
            return
        cues, _ = self._cues(masked, self.paras[pi][start:end])
        outlet = next((f for f in cues if f.label is Sourcing.OTHER_OUTLET and f.via), None)
        if outlet is None:
            return
        members: list[str] = []
        for qi in range(pi, max(-1, pi - CHANNEL_MEMORY_PARAGRAPHS - 1), -1):
            for mn in reversed(self.cast.mentions[qi]):
                if (qi < pi or mn.start < start) and mn.kind == "person" and mn.speaker in self.people and (
                        mn.speaker not in members):
                    members.append(mn.speaker)
            if len(members) >= 2:
                break
        for who in members[:2]:
            self.channels.setdefault(who, []).append((pi, outlet))

    def _teller(self, pi: int, start: int, end: int, masked: str) -> tuple[str | None, bool]:
        """Whose channel a sentence of paragraph ``pi`` tells of, and whether they were taken for its subject alone: the
        one who speaks, else the named subject when no unnamed source is in the sentence ("Quill addressed the rumours
        on Instagram"; "a source close to Moss told Us" is no channel of Moss's), else the owner of a statement a
        possessive points back to ("His apology read: ..." after "Mr Limbaugh backed down")."""
        speech = self._verbs(self._unspoken(masked)) or self._according(masked) or self._reporting(masked)
        who = self._named_speaker(pi, start, end, masked) if speech else None
        subject = False
        if who is None and not any(start <= mn.start < end and mn.kind in ("anon", "anon_ref", "commenter")
                                   for mn in self.cast.mentions[pi]):
            who = self._subject(pi, start, end)  # "Myers, who was EVP of ..., told Variety:"
            subject = True
        if who is None and self.lex.owned_statement_re.search(masked):
            who = self._last_named(pi, start)
        return who, subject

    def _last_named(self, pi: int, start: int) -> str | None:
        """The named person mentioned last before ``start`` of paragraph ``pi``, in it or in the paragraph before."""
        for qi in (pi, pi - 1):
            if qi < 0:
                break
            named = [mn for mn in self.cast.mentions[qi] if (qi < pi or mn.start < start)
                     and mn.kind in _SPEAKING_KINDS and mn.speaker in self.people]
            if named:
                return named[-1].speaker
        return None

    def _remembered(self, who: str, pi: int, forward: bool = False, ahead: int = 0) -> Found | None:
        """The channel (or statement) ``who`` last spoke through: in this paragraph, else the last one before it when
        it stands at most CHANNEL_MEMORY_PARAGRAPHS before; a named other outlet's interview wherever it stands (its
        later words are the same account until a channel of theirs ends it: "told reporters", a statement, a post),
        an unnamed one ("reportedly") while the paragraphs between hold at most CHANNEL_MEMORY_CHARS characters; with
        ``forward``, else the next paragraph's (an account introduced with "according to" and given there)."""
        prior = [(p, f) for p, f in self.channels.get(who, []) if p <= pi]
        got = [(p, f) for p, f in prior if p == pi] or [  # only the last channel before: a later one ends it
            (p, f) for p, f in prior[-1:] if pi - p <= CHANNEL_MEMORY_PARAGRAPHS or (
                f.label is Sourcing.OTHER_OUTLET and (bool(f.via) or sum(map(len, self.paras[p + 1 : pi]))
                                                      <= CHANNEL_MEMORY_CHARS))]
        if not got and forward:  # "…, according to the comedian." then "Speaking to TMZ, Scoop alleged …" next
            got = [(p, f) for p, f in self.channels.get(who, []) if p == pi + 1]
        if not got and ahead:  # an untagged quotation whose tag comes in a paragraph after: "‘…’ she told Us." there
            got = [(p, f) for p, f in self.channels.get(who, []) if 0 < p - pi <= ahead][:1]
        if not got and pi < LEAD_PARAGRAPHS:  # a lead announces what the person tells an outlet or says in a
            # statement, wherever the article gives it after the lead ("X has apologised ..." then, paragraphs on, "His
            # apology read: ..."), or the words they post soon after (a post quoted: "“…,” she wrote on Instagram"; not
            # "She later posted a video on X")
            got = [(p, f) for p, f in self.channels.get(who, []) if p > pi and f.via and (
                f.label is Sourcing.OTHER_OUTLET or f.via == STATEMENT or f.label is Sourcing.SOCIAL and find_spans(
                    self.paras[p]) and sum(len(t) for t in self.paras[pi + 1 : p]) <= LEAD_AHEAD_CHARS)][:1]
        if not got:
            return None
        f = got[-1][1]  # a channel, or a statement of theirs ("“…,” Rankin added." after "Rankin said in a statement")
        return Found(f.label, f.via, who) if f.label in _CHANNELS or f.via in (STATEMENT, LAW_ENFORCEMENT) else None

    # ---- one pass in story order
    def run(self) -> ArticleSourcing:
        located = self._locate_quotes()
        sentences: list[LabelledSentence] = []
        telling: list[bool] = []  # a lead sentence without attribution that tells a claim
        quoting: list[bool] = []  # ... or holds a quotation credited to nobody
        quote_found: dict[tuple[int, str], Found] = {}
        last_para: Found | None = None  # the last attributed sentence or quotation of the paragraph (before)
        account: tuple[int, Found] | None = None  # the last attributed sentence (its paragraph) in story order
        court_seen = False  # a sentence before tells a court account (a suit, a filing, the police)
        open_q: Found | None = None  # the label of a quotation an earlier paragraph left open, and for how long
        open_for = 0
        hearing: tuple[int, Found] | None = None  # the last attributed sentence when it told what a hearing heard
        for pi, text in enumerate(self.paras):
            masked_para = self.cast.masked[pi]
            carried, last_para = last_para, None
            spans = find_spans(text) if QUOTE_RUN_PARAGRAPHS else []
            run_on = run_on_close(text) if open_q is not None and not spans else None
            opened_in: Found | None = None  # the label of the sentence the paragraph's last quotation opens in
            before: Found | None = None  # the last attributed sentence or quotation of this paragraph so far
            # the paragraph opens with a quotation: a double mark, or a mined quotation in single marks (‘…’)
            opening = _opening_quote(self.paras[pi]) or any(
                qp == pi and qs <= len(text) - len(text.lstrip()) + 1 for _, (qp, qs) in located)
            for start, end in _sentence_bounds(text, self.article.lang):
                masked = masked_para[start:end]
                cues, own = self._cues(masked, text[start:end])
                named = self._named_speaker(pi, start, end, masked) or self._answer_tag(pi, start) or (
                    self._last_named(pi, start) if self.lex.pointing_back_re.search(masked) else None)
                channel = [f for f in cues if f.label in _CHANNELS]
                in_court = self._in_court(masked) or bool(self.lex.court_proceeding_re.search(masked))
                cands: list[Found] = []
                for q in (q for q, (qp, qs) in located if qp == pi and start <= qs < end):
                    f = self._quote(q, pi, cues, in_court, own)
                    if f.label is Sourcing.UNATTRIBUTED and (not q.speaker or q.speaker in self.reporters):
                        # no speaker, no cue word
                        # the account it continues: this paragraph's, or the paragraph before's when this one opens
                        # with the quotation and no one speaks in its sentence ("…," the man could be heard saying.)
                        tagged = bool(self._verbs(masked))
                        f = self._speakerless(named or self._subject(pi, start, end), pi, bool(channel) or own,
                                              masked) or self._speaking_org_found(pi, start, end, masked) or before or (
                            self._continued_quote(carried, pi) if before is None and opening and not tagged
                            else None) or (
                            carried if before is None and self._pronoun_speaks(pi, start, masked) else None) or (
                            self._interview_answer(pi) if opening and not tagged else None) or (
                            self._earlier_quote(pi, located, quote_found) if opening and not tagged else None) or f
                    f = self._released(f)
                    quote_found[(q.paragraph, q.text)] = f
                    if f.label is not Sourcing.UNATTRIBUTED:
                        before = f
                    cands.append(f)
                n_quoted = len(cands)  # the labels of the sentence's quotations come first
                anon = next((mn.speaker for mn in self.cast.mentions[pi] if start <= mn.start < end
                             and mn.kind in ("anon", "anon_ref", "commenter") and mn.speaker), None)
                # a named person beside a court word speaks on the record, unless the sentence rests on a document
                # ("after leaked documents revealed he ...") or a court proceeding
                papers = bool(self.lex.court_documents_re.search(masked))
                # (a quotation of the sentence on the record names its speaker, when the people model did not)
                speaking = named or any(c.label is Sourcing.ON_RECORD and c.who for c in cands)
                kept = [f for f in cues if not (speaking and f.label is Sourcing.COURT_RECORD and not in_court
                                                and not papers)]
                if not in_court and not papers and self._outlet_tells_court_news(kept, masked):
                    kept = [f for f in kept if f.label is not Sourcing.COURT_RECORD]
                cands += [replace(f, who=f.who or (anon if f.label in (Sourcing.ANONYMOUS, Sourcing.REPRESENTATIVE,
                                                                       Sourcing.SOCIAL) else None) or named)
                          for f in kept]
                if named and (body := self._body_subject(pi, start, masked)) is not None:
                    cands.append(self._org_found(body))  # "..., the Manhattan DA's office said": not the one charged
                elif named and self._named_org(named, pi, start, end):  # "Japanese bank Nomura said": a body's word
                    cands.append(self._org_found(named))
                elif named:
                    cands.append(self._named_found(named, pi, bool(channel or own), bool(self._according(masked))))
                elif (org := self._speaking_org(pi, start, end, masked)) is not None and not any(
                        c.label is Sourcing.COURT_RECORD for c in cands):  # a court's or the police's body speaking
                    cands.append(self._org_found(org))
                elif not cands and (who := self._named_speaker(pi, start, end, masked, unnamed=True)) is not None:
                    cands.append(self._speaker_kind(who, pi) or Found(Sourcing.UNATTRIBUTED))  # "A colleague said"
                elif not cands and (role := self._unresolved_role(pi, start, end, masked)) is not None:
                    cands.append(Found(Sourcing.ON_RECORD, None, role))  # "after the owner said a man entered ..."
                elif not cands and account is not None and pi - account[0] <= PRONOUN_CARRY_PARAGRAPHS and (
                        self._pronoun_speaks(pi, start, masked)):  # "Police said ..." then "They added ...": theirs
                    cands.append(account[1])
                elif not cands and (body := self._according_org(masked, text[start:end])) is not None:
                    cands.append(self._org_found(body))  # "according to the Harbour Safety Administration"
                elif not cands and (tag := self._tag_name(masked)) is not None and self._is_outlet(tag, guess=False):
                    cands.append(Found(Sourcing.OTHER_OUTLET, _POSSESSIVE.sub("", tag), tag))  # ", Harbour Daily said."
                elif not cands and (body := self._tag_body(masked) or self._unknown_body(
                        pi, start, masked)) is not None:  # "Network Rail said", "Downing Street said": a body speaks
                    cands.append(self._org_found(body))
                cands = self._officer_statement(cands)
                if any(c.label is Sourcing.SOCIAL and c.who for c in cands[:n_quoted]):
                    # "The statement continued: “…”" after her Instagram statement: the post's words, as its quotation
                    cands = [c for c in cands if c.via != STATEMENT]
                found = self._released(_weakest(cands, self.lex)) if cands else (
                    self._inside_quotation(pi, start, spans, run_on, open_q, located, quote_found)
                    or Found(Sourcing.UNATTRIBUTED))
                if not cands or found.label is Sourcing.ON_RECORD and not any(
                        c.label is not Sourcing.ON_RECORD for c in cands):  # "He allegedly began ...": the account's
                    found = self._continued(account, pi, masked) or found
                if account is not None and pi - account[0] <= CONTINUATION_PARAGRAPHS and account[1].label in (
                        Sourcing.OTHER_OUTLET, Sourcing.REPRESENTATIVE, Sourcing.COURT_RECORD) and (
                        self.lex.report_continues_re.search(masked)):  # "The report added that ...", "..., it added."
                    found = account[1]
                if hearing is not None and 0 < hearing[0] and pi - hearing[0] <= HEARING_CARRY_PARAGRAPHS and (
                        found.label is Sourcing.UNATTRIBUTED and all(c.label is Sourcing.UNATTRIBUTED for c in cands)):
                    found = hearing[1]  # "The court heard he stole ..." then "He spent the money on ...": the hearing's
                if court_seen and found.label in (Sourcing.ON_RECORD, Sourcing.UNATTRIBUTED) and \
                        self.lex.court_relief_re.search(masked):  # "He is seeking joint custody" after the filing
                    found = Found(Sourcing.COURT_RECORD, None, found.who)
                if not n_quoted and self._asks(masked) and not any(start <= sp.open < end for sp in spans):
                    found, cands = Found(Sourcing.UNATTRIBUTED), []  # a question of the page's own tells no claim
                court_seen = court_seen or found.label is Sourcing.COURT_RECORD
                if found.label is not Sourcing.UNATTRIBUTED:
                    before = found
                    account = (pi, found)
                    hearing = (pi, found) if found.label is Sourcing.COURT_RECORD and (
                        self.lex.court_hearing_re.search(masked)) else None
                is_named = any(c.who and (c.label in _NAMED and (c.who in self.people or c.who[:1].isupper()) or
                                           c.label is Sourcing.COURT_RECORD and c.who in self.people) for c in cands)
                if found.label is not Sourcing.UNATTRIBUTED:
                    last_para = found
                if spans and start <= spans[-1].open < end and found.label is not Sourcing.UNATTRIBUTED:
                    opened_in = found  # "Miss Moir wrote in her victim statement: ‘We never argued." (none mined)
                # a lead sentence with no attribution of its own that tells a claim ("A Utah author claims ...") or
                # holds a quotation credited to nobody (the miner's test: no title, scare quote or term; "Twitch has
                # banned streamers “wearing no clothing ...”")
                lead = found.label is Sourcing.UNATTRIBUTED and pi < LEAD_PARAGRAPHS
                telling.append(lead and not cands and bool(self.lex.lead_claim_re.search(masked)))
                quoting.append(lead and not telling[-1] and all(
                    c.label is Sourcing.UNATTRIBUTED for c in cands) and any(
                    start <= sp.open < end and is_quotation(text, sp, False) for sp in spans))
                sentences.append(LabelledSentence(pi + 1, start, end, text[start:end], found, is_named,
                                                  any(qp == pi and start <= qs < end for _, (qp, qs) in located)))
            if spans:  # a quotation left open at the paragraph's end runs on into the next paragraphs
                open_q = None if spans[-1].closed else self._span_found(pi, spans[-1], located, quote_found) or (
                    open_q if len(spans) == 1 and not text[: spans[0].open].strip() else opened_in)
                open_for = 0
            elif run_on is not None or open_for >= QUOTE_RUN_PARAGRAPHS:
                open_q = None
            else:
                open_for += 1
        sentences = _lead_teller(sentences, telling, quoting)
        for q, (qp, _) in located:  # a quotation no sentence held (offsets lost): its speaker and paragraph cues
            if (q.paragraph, q.text) not in quote_found:
                cues, own = self._cues(self.cast.masked[qp], self.paras[qp])
                quote_found[(q.paragraph, q.text)] = self._quote(q, qp, cues, False, own)
        return ArticleSourcing(tuple(sentences), quote_found, frozenset(self.people))

    def _asks(self, masked: str) -> bool:
        """The sentence is a direct question of the page's own ("Why did the police play baseball?"): it opens on
        one of [sourcing] question_openings and ends with "?"."""
        text = masked.strip()
        words = words_of(text)
        return text.endswith("?") and bool(words) and words[0].lower() in self.lex.question_openings

    def _span_found(self, pi: int, span: Span, located: Sequence[tuple[Quote, tuple[int, int]]],
                    quote_found: dict[tuple[int, str], Found]) -> Found | None:
        """The label of the mined quotation a quotation span of paragraph ``pi`` holds, when it has one."""
        for q, (qp, qs) in located:
            f = quote_found.get((q.paragraph, q.text))
            if qp == pi and span.start <= qs < span.close and f is not None and f.label is not Sourcing.UNATTRIBUTED:
                return f
        return None

    def _inside_quotation(self, pi: int, start: int, spans: Sequence[Span], run_on: Span | None,
                          open_q: Found | None, located: Sequence[tuple[Quote, tuple[int, int]]],
                          quote_found: dict[tuple[int, str], Found]) -> Found | None:
        """A sentence with no cue or speaker of its own that stands inside a quotation opened before it: the second
        sentence of a quotation of several, or a paragraph of a quotation an earlier paragraph left open (without
        marks up to its closing mark, or re-opened by a mark at its start; within QUOTE_RUN_PARAGRAPHS): the label of
        that quotation, the speaker's words."""
        for i, span in enumerate(spans):
            if span.open <= start < span.close:
                # a paragraph that opens with a mark while a quotation was left open re-opens that quotation
                again = open_q if i == 0 and not self.paras[pi][: span.open].strip() else None
                return self._span_found(pi, span, located, quote_found) or again
        if open_q is not None and not spans and (run_on is None or start < run_on.close):
            return open_q
        return None

    def _earlier_quote(self, pi: int, located: Sequence[tuple[Quote, tuple[int, int]]],
                       quote_found: dict[tuple[int, str], Found]) -> Found | None:
        """An untagged quotation that opens its paragraph, with no speaker and no account in the paragraph before
        (a caption or a line of the outlet's stands between: "‘This is not the manager changing it.’" after a photo's
        caption): the label of the nearest earlier quotation the miner gave a speaker, within QUOTE_RUN_PARAGRAPHS
        paragraphs; the same speaker goes on."""
        for p in range(pi - 1, max(-1, pi - 1 - QUOTE_RUN_PARAGRAPHS), -1):
            got = [f for q, (qp, _) in located if qp == p and q.speaker and q.speaker not in self.reporters
                   and (f := quote_found.get((q.paragraph, q.text))) is not None
                   and f.label is not Sourcing.UNATTRIBUTED]
            if got:
                return got[-1]
        return None

    def _according_org(self, masked: str, raw: str) -> str | None:
        """The organisation "according to" names, by an organisation word in its capitalised name ("according to the
        State Administration of Mine Safety", "according to the Harbour Research Service"), when it is no outlet and no
        person of the story; else None."""
        for m in self._according(masked):
            after = _NAME_AFTER.match(raw, m.end())
            if after is None:
                continue
            name = after.group(1).rstrip(".,;:!?")
            if name == after.group(1) and (word := _BODY_AFTER.match(raw, after.end())) is not None and (
                    self.lex.body_words_re.fullmatch(word.group(2))):  # "according to the Jordanian government"
                name = f"{name} {word.group(1)}"
            body = self.lex.body_words_re.search(name)
            if (body and name not in self.people
                    and self._is_outlet(name, guess=False) is False):
                return name
        return None

    def _unresolved_role(self, pi: int, start: int, end: int, masked: str) -> str | None:
        """A person the sentence names by a role the people model ties to no one ("the owner", "the comedian": an
        epithet without a name) as the subject right before a speech verb ("the owner said", "the owner later said")
        or right after "according to": that person's own words, as the article gives them (on the record). The role
        as written, else None."""
        text = self.paras[pi]
        for v, after_only in self._speech_verbs(start, masked)[1]:
            for mn in self.cast.mentions[pi]:
                if mn.kind != "epithet" or mn.speaker or not start <= mn.start < end:
                    continue
                if after_only and 0 <= mn.start - v <= EPITHET_AFTER_ACCORDING or not after_only and mn.end <= v and (
                        _ROLE_BEFORE_VERB.fullmatch(text, mn.end, v)):
                    return text[mn.start : mn.end]
        return None

    def _outlet_tells_court_news(self, cues: Sequence[Found], masked: str) -> bool:
        """The sentence is a named outlet's report of a court or police matter, no court source of its own: an outlet
        named as its channel ("..., according to the ABC") and no speech verb (no police or court that speaks: "Police
        said ..., according to the ABC" is the police's word) - "He was detained by Russian authorities on charges of
        drug trafficking, according to the ABC" is the ABC's account, its court words what it reports."""
        return any(f.label is Sourcing.OTHER_OUTLET and f.via for f in cues) and any(
            f.label is Sourcing.COURT_RECORD for f in cues) and not self._verbs(masked)

    def _continued_quote(self, carried: Found | None, pi: int) -> Found | None:
        """The label a quotation takes from the paragraph before, which it continues: that paragraph's, but a named
        person's own words where that paragraph was the court record only for the filing they speak beside ("In a case
        she says ..., Ann Lee filed a lawsuit" then "‘I feel robbed.’": her words); police and court roles stay the
        record."""
        if carried is not None and carried.label is Sourcing.COURT_RECORD and carried.who in self.people:
            return self._named_found(carried.who or "", pi, False, False)
        return carried

    def _continued(self, account: tuple[int, Found] | None, pi: int, masked: str) -> Found | None:
        """A sentence without its own attribution that carries on a statement's, a filing's or the police's account
        (a continuation word: "The suspects allegedly rented ..." after "according to the complaint"; also where only a
        named person's own words were found: "He allegedly told her ..."): that account's label, when it was the last
        attributed sentence and stands at most CONTINUATION_PARAGRAPHS before."""
        if account is None or not self.lex.continuation_re.search(masked):
            return None
        at, found = account
        if pi - at > CONTINUATION_PARAGRAPHS or found.label not in (Sourcing.REPRESENTATIVE, Sourcing.COURT_RECORD):
            return None
        return found

    def _released(self, found: Found) -> Found:
        """In a page that calls itself a release ("used in this release"), a named person's words are the release's:
        representative."""
        return replace(found, label=Sourcing.REPRESENTATIVE) if self.release and found.label is Sourcing.ON_RECORD \
            else found

    def _named_found(self, named: str, pi: int, channel: bool, according: bool) -> Found:
        """The label of a named person who says something in a sentence: a channel they spoke through before, a
        court role, a representative, else on the record."""
        if self._is_outlet(named, guess=False):  # "..., Xinhua said.", "according to China Daily": an outlet's report
            return Found(Sourcing.OTHER_OUTLET, _POSSESSIVE.sub("", named), named)
        mem = None if channel else self._remembered(named, pi, forward=according)
        label = Sourcing.REPRESENTATIVE if named in self.reps else Sourcing.ON_RECORD
        return mem or self._court_role(named, pi) or Found(label, None, named)

    def _body_subject(self, pi: int, start: int, masked: str) -> str | None:
        """The subject of the sentence's first speech verb, when it is a body (a law-enforcement or organisation word
        in the words from the clause's start to the verb: "Kit Vale was charged, the Manhattan DA's office said",
        "The Harbour District Attorney's Office said Kit Vale ...") and no person of the people model is named in it:
        the body speaks, not the person named after the verb or before the clause. Else None."""
        for m in self._verbs(self._unspoken_blank(masked)):
            head = masked[: m.start()]
            cut = max(head.rfind(c) for c in ",;:(\u2014")
            subject = head[cut + 1 :].strip()
            if not subject or len(subject.split()) > 8 or not (self.lex.law_enforcement_re.search(
                    subject) or self.lex.organisation_words_re.search(subject)):
                return None
            a = start + cut + 1
            if any(a <= mn.start < start + m.start() and mn.kind in _SPEAKING_KINDS and mn.speaker in self.people
                   for mn in self.cast.mentions[pi]):
                return None
            return subject
        return None

    def _named_org(self, named: str, pi: int, start: int, end: int) -> bool:
        """The named speaker of a sentence is an organisation the article's words show (:meth:`_org_speaker`: "Japanese
        bank Nomura said"), no representative or officer of the people model, and no person of the story is named
        before it in the sentence ("David Buik from broker Panmure Gordon said" is his word)."""
        if named in self.reps or named in self.police or not named[:1].isupper() or self._is_outlet(
                named, guess=False) is not False or not self._org_speaker(named):
            return False
        first = next((mn.start for mn in self.cast.mentions[pi] if start <= mn.start < end and mn.speaker == named),
                     end)
        return not any(start <= mn.start < first and mn.kind in _SPEAKING_KINDS and mn.speaker in self.people
                       and mn.speaker != named for mn in self.cast.mentions[pi])

    def _speakerless(self, named: str | None, pi: int, channel: bool, masked: str) -> Found | None:
        """A quotation the miner gave no speaker and its sentence no cue word: the named person who speaks in its
        sentence, else a capitalised name right after or before its speech verb that the people model does not know
        ("…," said Supervisor Ann Lee of Napa County.), else None (the caller then takes the paragraph's last
        attributed sentence or quotation: the account it continues)."""
        if named:
            return self._named_found(named, pi, channel, False)
        tag = self._tag_name(masked)
        if tag is None:
            return None
        role = self.lex.court_roles_re.search(tag)  # "said Prosecutor Ann Lee": the prosecution, as the police
        cop = self.lex.police_roles_re.search(tag)
        if cop is not None and not self._office_title(tag, cop.start()) or role is not None and self._prosecution(
                role.group(0), tag[: role.start()]):
            return Found(Sourcing.COURT_RECORD, None, tag)
        if self._is_outlet(tag):
            return Found(Sourcing.OTHER_OUTLET, _POSSESSIVE.sub("", tag), tag)
        return Found(Sourcing.ON_RECORD, None, tag)

    def _interview_answer(self, pi: int) -> Found | None:
        """A quotation paragraph nobody is tagged with, in a question-and-answer interview (one of the
        INTERVIEW_QUESTION_PARAGRAPHS before it is a question of the interviewer's: a short paragraph without quotation
        marks that ends with "?"), with a named person in the story: the interviewee's answer, on the record."""
        if not self.people:
            return None
        for text in self.paras[max(0, pi - INTERVIEW_QUESTION_PARAGRAPHS) : pi]:
            t = text.strip()
            if t.endswith("?") and len(t) <= MAX_QUESTION_CHARS and not any(c in t for c in DOUBLE_OPEN + "\""):
                return Found(Sourcing.ON_RECORD)
        return None

    def _tag_name(self, masked: str) -> str | None:
        """The capitalised words (a title and a name) right after a speech verb ("said Supervisor Ann Lee") or right
        before one ("Supervisor Ann Lee said"), outside quotation marks; None when there is none."""
        for m in self._verbs(masked):
            after = _TAG_AFTER.match(masked, m.end())
            if after:
                return after.group(1)
            before = _TAG_BEFORE.search(masked[: m.start()])
            if before:
                return before.group(1)
        return None

    def _quote(self, q: Quote, pi: int, cues: Sequence[Found], in_court: bool, own: bool) -> Found:
        if q.speaker in self.reporters:  # a credit line's reporter is no speaker
            q = replace(q, speaker=None)
        kind = self._speaker_kind(q.speaker, pi)
        if kind is not None and kind.label is Sourcing.ON_RECORD and not in_court:
            cues = [f for f in cues if f.label is not Sourcing.COURT_RECORD]  # a named person speaking, not a court
        cands = [replace(f, who=q.speaker or f.who) for f in cues]
        if kind is not None:
            cands.append(kind)
            if kind.label is Sourcing.ON_RECORD and not own and not any(f.label in _CHANNELS for f in cues):
                para = self.paras[pi]  # a paragraph that opens with the quotation and has no tag of its own
                untagged = 0 <= para.find(q.text) <= len(para) - len(para.lstrip()) + 1 and not self._verbs(
                    self.cast.masked[pi])
                mem = self._remembered(kind.who or "", pi, ahead=QUOTE_TAG_AHEAD if untagged else 0)
                if mem is not None:
                    cands.append(mem)
                    if mem.label is Sourcing.SOCIAL:  # "The statement continued:" after her Instagram statement
                        cands = [c for c in cands if c.via != STATEMENT]
        cands = self._officer_statement(cands)
        return _weakest(cands, self.lex) if cands else Found(Sourcing.UNATTRIBUTED, None, q.speaker)

    def _officer_statement(self, cands: list[Found]) -> list[Found]:
        """A named police officer or prosecutor who speaks "in a statement" ("“…,” U.S. Attorney Ann Lee said in a
        statement."): the statement is the police's or the prosecution's, the court record (the convention's one
        exception), not a representative's."""
        if not any(c.label is Sourcing.COURT_RECORD and c.who in self.police for c in cands):
            return cands
        return [replace(c, label=Sourcing.COURT_RECORD) if c.label is Sourcing.REPRESENTATIVE and c.via == STATEMENT
                else c for c in cands]

    def _locate_quotes(self) -> list[tuple[Quote, tuple[int, int]]]:
        out: list[tuple[Quote, tuple[int, int]]] = []
        for q in self.quotes:
            pi = q.paragraph - 1
            if not 0 <= pi < len(self.paras):
                continue
            at = self.paras[pi].find(q.text)
            out.append((q, (pi, max(at, 0))))
        return out


def _lead_teller(sentences: list[LabelledSentence], telling: Sequence[bool],
                 quoting: Sequence[bool]) -> list[LabelledSentence]:
    """A lead sentence without attribution of its own that tells someone's claim ([sourcing] lead_claim: "A Utah author
    claims a schoolteacher plagiarized her novel", "The boss of HSBC was facing questions after claiming ...") or
    holds a quotation credited to nobody (``quoting``: "Twitch has banned streamers “wearing no clothing”"): the first
    attributed sentence after it, within LEAD_AHEAD_CHARS characters, gives the account and its label (its channel,
    not its person: the claimant is not always the one who speaks there); for a quotation only an account that is no
    named person's own words (a statement, a filing, another outlet, a post: what a lead quotes before naming it)."""
    out = list(sentences)
    for i, sent in enumerate(sentences):
        if not telling[i] and not quoting[i]:
            continue
        between = 0
        for j in range(i + 1, len(sentences)):
            if sentences[j].found.label is not Sourcing.UNATTRIBUTED:
                if telling[i] or sentences[j].found.label is not Sourcing.ON_RECORD:
                    out[i] = replace(sent, found=replace(sentences[j].found, who=None))  # the account, not its person
                break
            between += len(sentences[j].text)
            if between > LEAD_AHEAD_CHARS:
                break
    return out


# where a credit line's names begin: after a sentence's end or a dash ("... the area. -- CNN's Ann Lee contributed")
_CREDIT_START = re.compile(r"[.!?]\s+|--|[\u2013\u2014]|^\s*", re.MULTILINE)
# where a credit line's names after "Reporting by" end: a sentence's end (not an initial's dot)
_CREDIT_END = re.compile(r"(?<![A-Z])[.!?](?:\s|$)")
_CAP_RUN = re.compile(r"[A-Z][\w'\u2019.&-]*(?:\s+(?:(?:of|for|and|on|the|&)\s+)*[A-Z][\w'\u2019.&-]*)+")
_ALL_CAPS = re.compile(r"\b[A-Z]{2,8}\b")


def _acronyms(paras: Sequence[str]) -> dict[str, str]:
    """All-capital names of the article spelled out in it ("NTSB": "National Transportation Safety Board", "HCSO":
    "Harris County Sheriff's Office"): the initials of a run of capitalised words (small joining words aside)."""
    text = "\n".join(paras)
    caps = set(_ALL_CAPS.findall(text))
    out: dict[str, str] = {}
    if not caps:
        return out
    for m in _CAP_RUN.finditer(text):
        words = [w for w in m.group(0).split() if w[:1].isupper()]
        heads = ["".join(part[0] for part in re.split(r"[-.]", w) if part[:1].isupper()) for w in words]
        for i in range(len(words) - 1):  # a run may hold words of its own ("The", "Last night", the next sentence)
            for j in range(i + 2, len(words) + 1):
                initials = "".join(heads[i:j])
                if initials in caps and initials not in out:
                    out[initials] = " ".join(w.rstrip(".") for w in words[i:j])
    return out


def _verb_end(text: str, at: int) -> int:
    """The end of the word that starts at ``at`` of ``text`` (a speech verb)."""
    m = _ONE_WORD.match(text, at)
    return m.start() + len(m.group(0).rstrip()) if m else at


def _opening_quote(para: str) -> bool:
    """The paragraph opens with a quotation mark (a quotation that continues the account of the paragraph before)."""
    return para.lstrip()[:1] in DOUBLE_OPEN + "\""


def _programmes(paras: Sequence[str], words: frozenset[str]) -> frozenset[str]:
    """Capitalised names of two words or more the article puts right before a programme word ("Sky Sports' Monday Night
    Football show"), each also without its owner's possessive ("Monday Night Football")."""
    if not words:
        return frozenset()
    run = re.compile(rf"((?:{_CAP}\s+){{2,6}})(?:{'|'.join(map(re.escape, sorted(words)))})\b")
    out: set[str] = set()
    for text in paras:
        for m in run.finditer(text):
            name = m.group(1).split()
            if name[0] == "The":
                name = name[1:]
            owned = next((i for i, w in enumerate(name) if _POSSESSIVE.search(w)), None)
            for part in (name, name[owned + 1 :] if owned is not None else []):
                if len(part) >= 2 and not any(_POSSESSIVE.search(w) for w in part):
                    out.add(" ".join(part))
    return frozenset(out)


def _own_outlet_keys(lex: Lexicon, host: str | None, site: str | None) -> frozenset[str]:
    """The names the page's own outlet goes by, as ``outlet_key`` gives them: its site name, and the names of each
    outlet of [sourcing] own_outlets whose domains hold the page's address, or one of whose names is the site name and
    no other outlet's ("Mail Online" on dailymail.co.uk: MailOnline, Daily Mail, the Mail on Sunday ...)."""
    domain = registrable_domain(host) if host else ""
    site_key = outlet_key(site) if site else ""
    shared = {k for i, (_, names) in enumerate(lex.own_outlets) for k in names
              if any(k in other for other in (o for j, (_, o) in enumerate(lex.own_outlets) if j != i))}
    keys = {site_key} if site_key else set()
    for domains, names in lex.own_outlets:
        if (domain and domain in domains) or (site_key and site_key in names and site_key not in shared):
            keys |= names
    return frozenset(keys)


def _tokens(name: str) -> set[str]:
    return {t for t in re.split(r"[\s\-]+", name.lower().replace("\u2019", "'")) if t and t not in ("the", "a", "of")}


def _head_tokens(name: str) -> set[str]:
    """The words of ``name`` that may make it an outlet: each word whole and, of a hyphenated compound, its head (its
    last part: "ET-News" -> "news"), never a part before a hyphen, which only qualifies the head ("US-Star",
    "US-Promi": a US star, no outlet "Us")."""
    out: set[str] = set()
    for word in name.lower().replace("\u2019", "'").split():
        if word in ("the", "a", "of"):
            continue
        out.add(word)
        if "-" in word.strip("-"):
            out.add(word.rsplit("-", 1)[-1])
    return out


def _platform_compound(name: str, platforms: Sequence[str]) -> bool:
    """``name`` is a compound led by a social platform ("Instagram-Post", "TikTok-Video", "Twitter-Account"): a post
    or account on that platform, never another outlet."""
    first = name.strip().split("-", 1)
    return len(first) == 2 and bool(first[1]) and " " not in first[0] and first[0] in platforms


def _sentence_bounds(text: str, lang: str | None) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    pos = 0
    for s in split_sentences(text, lang):
        at = text.find(s, pos)
        if at < 0:
            continue
        out.append((at, at + len(s)))
        pos = at + len(s)
    return out or [(0, len(text))]


def shown_via(found: Found) -> str | None:
    """The ``via`` a reader sees: the outlet or platform of other_outlet/social labels, else None."""
    return found.via if found.label in _CHANNELS else None


def label_article(article: Article, quotes: Sequence[Quote]) -> ArticleSourcing:
    """Every body sentence and every mined quotation of ``article`` with its sourcing label."""
    return _Labeller(article, quotes).run()


def with_sourcing(recap: Recap, mined: Sequence[Quote] | None = None) -> Recap:
    """``recap`` with a label on every bullet and quotation and its :class:`SourcingSummary` (labels come from the
    article's words and the mined quotations — ``mined``, else the recap's own quotes — never from an engine)."""
    quotes = list(mined) if mined is not None else list(recap.quotes)
    labels = label_article(recap.article, quotes)
    lex = lexicon_for(recap.article.lang)
    bullets: list[tuple[Bullet, LabelledSentence | None]] = []
    for b in recap.summary:
        s = labels.sentence_for(b.text, b.cites)
        f = s.found if s is not None else Found(Sourcing.UNATTRIBUTED)
        bullets.append((replace(b, sourcing=f.label, via=shown_via(f)), s))

    def q_with(q: Quote) -> Quote:
        f = labels.for_quote(q)
        if f.label is Sourcing.ON_RECORD and not (q.speaker or "").strip():
            # shown credited to nobody: no named person's own words as the reader sees it (nor in the verdict)
            f = Found(Sourcing.UNATTRIBUTED)
        return replace(q, sourcing=f.label, via=shown_via(f))

    key_quotes = tuple(q_with(q) for q in recap.key_quotes)
    speakerless = frozenset((q.paragraph, q.text) for q in quotes if not (q.speaker or "").strip())
    summary = _summary(labels, bullets, lex, labels.people, speakerless)
    return replace(recap, summary=tuple(b for b, _ in bullets), quotes=tuple(q_with(q) for q in recap.quotes),
                   key_quotes=key_quotes, sourcing=summary)


COMMENTERS = "commenters"  # SourceCount.via of online commenters (not someone's own post)


def _summary(labels: ArticleSourcing, bullets: Sequence[tuple[Bullet, LabelledSentence | None]],
             lex: Lexicon, people: frozenset[str],
             speakerless: frozenset[tuple[int, str]] = frozenset()) -> SourcingSummary:
    """Distinct sources per label over the whole article (every attributed sentence and quotation): one per named
    person, anonymous label or outlet; each commenter's words count apart ("a commenter" is many people). A quotation
    of ``speakerless`` (shown credited to nobody) is not counted on the record, as the quotes show it."""
    seen: dict[tuple[Sourcing, str | None], set[str]] = {}
    # a sentence that holds a quotation is counted through its quotation
    items = [(s.found, s.text) for s in labels.sentences if not s.quoted] + [
        (f, q[1]) for q, f in labels.quotes.items() if not (f.label is Sourcing.ON_RECORD and q in speakerless)]
    for f, text in items:
        if f.label is Sourcing.UNATTRIBUTED:
            continue
        commenter = f.label is Sourcing.SOCIAL and bool(f.who) and f.who not in people and bool(
            _social_speaker_re(lex.social_speakers).search(f.who or "") or (f.who or "").startswith(
                ("a ", "one ", "another ")))
        via = f.via if f.label is Sourcing.OTHER_OUTLET else COMMENTERS if commenter else None
        who = normalize(text).lower()[:60] if commenter else (f.who or "?").lower()
        seen.setdefault((f.label, via), set()).add(who)
    if (Sourcing.SOCIAL, COMMENTERS) in seen:  # "Fans were quick to react." introduces the commenters counted
        seen.get((Sourcing.SOCIAL, None), set()).discard("?")
    counts = []
    for (label, via), whos in seen.items():
        if not whos:
            continue
        named = {f.who for f, _ in items if f.label is label and f.via == via and f.who and f.who in people}
        one = named.pop() if label is Sourcing.OTHER_OUTLET and len(whos) == 1 and len(named) == 1 else None
        counts.append(SourceCount(label, len(whos), via, one))
    counts.sort(key=lambda c: (list(Sourcing).index(c.label), c.via or ""))
    rests_on, rests_via = _rests_on(labels, bullets)
    denial = next(((s.found.who if s is not None and s.found.who else "") for b, s in bullets
                   if _standing_denial(b.text, lex)), None)
    return SourcingSummary(counts=tuple(counts), rests_on=rests_on, rests_via=rests_via, denial=denial)


def _standing_denial(text: str, lex: Lexicon) -> bool:
    """``text`` holds a denial that still stands: a denial word outside the phrases of a denial given up, where the
    text also tells an admission ("finally admitting he doped following years of denying the allegations": none), nor
    inside a phrase of ``[sourcing] not_denial`` ("We refuse any false choice": none)."""
    if lex.admission_re.search(text):
        text = lex.denial_retracted_re.sub(lambda m: " " * len(m.group(0)), text)
    text = lex.not_denial_re.sub(lambda m: " " * len(m.group(0)), text)  # "a false choice" denies nothing
    return bool(lex.denial_re.search(text) or lex.denial_also_re.search(text))


def _rests_on(labels: ArticleSourcing, bullets: Sequence[tuple[Bullet, LabelledSentence | None]]
              ) -> tuple[Sourcing | None, str | None]:
    """The central claim (the lead bullet) rests only on an anonymous source or another outlet: no sentence of the
    article that names its source on the record (a named person, a representative) shares its words."""
    if not bullets:
        return None, None
    lead, s = bullets[0]
    if lead.sourcing not in (Sourcing.ANONYMOUS, Sourcing.OTHER_OUTLET) or s is None or s.named:
        return None, None
    claim = content_words(lead.text)
    for other in labels.sentences:
        if other is s or not other.named and other.found.label not in _NAMED:
            continue
        if len(claim & content_words(other.text)) >= MIN_SHARED_WITH_CLAIM:
            return None, None
    for q, f in labels.quotes.items():
        if f.label in _NAMED and len(claim & content_words(q[1])) >= MIN_SHARED_WITH_CLAIM:
            return None, None
    return lead.sourcing, lead.via
