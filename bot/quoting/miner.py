"""mine_quotes: every direct quotation of an article body, verbatim, with its speaker as the article names it."""

from __future__ import annotations

import bisect
import logging
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache

from bot.models import Quote
from bot.quoting.people import AFFILIATION, PERSON_CUES, ROLE_CAPS_LONG, Cast, Mention, cast_of, not_a_name
from bot.quoting.tags import TAG_LANGS, modal_tag, perfect_tag, quoting_object, tag_reads, verb_of
from bot.text import lexicon as lx
from bot.text.langid import guess as guess_lang
from bot.text.norm import normalize
from bot.text.quotes import Span, dialogue_span, find_spans, run_on_close, starts_with_opener
from bot.text.sentences import SENTENCE_END as _SENT_END
from bot.text.sentences import SENTENCE_END_NEAR as _SENT_END_NEAR
from bot.text.sentences import SENTENCE_END_ONE as _PRE_SENT_END
from bot.text.sentences import SENTENCE_START
from bot.text.words import COMPOUND as _WORD
from bot.text.words import FINITE_VERB, stop_words
from bot.text.words import TAG_WORD as _TAG_WORD_RE

_log = logging.getLogger(__name__)

_CLAUSE = re.compile(r"(?:,\s*(?:but|while|whereas|although|though)\s|;\s|\sbut\s|\s[\u2014\u2013-]\s)")
_LEAD_CONJ = re.compile(r"^[\s,.;:]*(?:while|as|whereas|before|and then|then|but|and)\b", re.IGNORECASE)
_ACCORDING = re.compile(r"\b(?:[Aa]ccording to|[Pp]er)\s+")
_COLON_INTRO = re.compile(r":\s*$")
# "According to police, " before a clause of its own (no relative clause: "according to a source, who added …")
_TOLD_AFTER_SOURCE = re.compile(r"[^,.;:!?\"\u201c\u201d]{1,60},(?!\s*(?:who|which|whose|whom)\b)\s*")
_INVERTED_REPLY = re.compile(r"^[\s,]*(?:came|comes)\s+(?:the|a|her|his)\s+(?:\w+\s+)?(?:reply|response|answer)\b",
                             re.IGNORECASE)
_HEAD_NOUN_AFTER = re.compile(
    r"^\s+(?:"
    + "|".join(lx.longest_first({*lx.DESCRIPTORS, *lx.OCCUPATIONS, *lx.TITLE_CUES, "alum", "alumna", "star"}))
    + r")\b"
)
# a line break kept as " . " inside a sentence ("a Sleep Number . spokesman said"): no sentence ends where a lower-case
# word follows, so the narrator's words are read as one run (the same width, offsets kept)
_BROKEN_LINE = re.compile(r"(?<=\w) \. (?=[a-z])")
_BANG_OUTLET = re.compile(r"\b(E|Yahoo|Hello|OK|Jeopardy)!(?=\s+(?:News|Online|Entertainment|magazine|[a-z]))")
_REPLY_FROM = re.compile(r"[\s,]*(?:came|comes)\s+(?:the|a|her|his)\s+(?:\w+\s+)?(?:reply|response|answer)\s+from\s+")
# verbs that mark speech only when the speaker follows: "“…,” remembers Shanna Challenger, coordinator for …"
_INVERTED_ONLY = re.compile(r"[\s,]*(?:remembers|remembered|notes|noted|reads|read)\s+")
_READS = re.compile(r"[\s,]*(?:reads|read)\s+")
# a word of speech right after a possessive is a noun, no verb ("the ministry's claim “…”", "Reed's warning")
_POSSESSED = re.compile(r"['\u2019]s\s+$")
# a phrase in marks that a participle's phrase goes on describing before the tag ("“… the little deal” announced in
# October, said Tom Reed"): the participle, at most four words more, then the comma before the tag
_PARTICIPLE_THEN_TAG = re.compile(r"[ \t]+[a-z]+ed(?:[ \t]+[\w'\u2019-]+){0,4},[ \t]+(?=\S)")
# "“…,” read one Xinhua editorial.": a written text, its owner's capitalised name at most three words, ends the sentence
_WRITTEN_VOICE = re.compile(
    r"((?:a|an|one|the)\s+(?:[A-Z][\w'\u2019&.-]*\s+){0,3}(?:" + "|".join(sorted(lx.WRITTEN_VOICES)) + r"))[\s.;]*"
)
_OF_OBJECT = re.compile(r"^\s+of\s+(?:\w+ly\s+)?$")
# the speaker named in the sentence after a standalone quote: "“…” So said host Marguerite Lane."
_NEXT_SENT_SPEAKER = re.compile(
    r"\s*(?:So (?:said|says)|(?:Those|These) were the words of|That was|The words (?:came )?from)"
    r"\s+"
)
# "“…,” Mrs Hollingsworth said", "“…,” Lady Ottilie said": titles before the name are part of the tag
_HONORIFIC_LEAD = frozenset(lx.ADDRESS_FORMS) | frozenset(lx.HONORIFICS) | frozenset(lx.PEERAGE)
# ", senior vice president of fleet, finances and alliances at Alaska, " between a name and its verb
_APPOSITIVE_GAP = re.compile(r"\s*,(?:[^.;:!?,]|,(?=[^.;:!?]*,))+,\s*(?:(?:\w+ly|also|later|then)\s+)?")
# a sentence opening with a subordinate clause: "When Winfrey asked if ..., he declined, saying"
_SUBORDINATE = re.compile(
    r"\s*(?:" + "|".join(w.capitalize() for w in sorted(lx.SUBORDINATORS)) + r")\b[^,]{3,200},"
)
# a relative clause that introduces the words: ", which said: “…”", ", who told reporters: “…”" (the verb follows)
_RELATIVE_TAG = re.compile(r",\s*(who|which)\s+(?:\w+ly\s+)?$")
# the capitalised words that end right before such a clause's comma: a body's name as written
_CAPS_RUN_END = re.compile(
    r"(?<![\w'\u2019&.-])[A-Z][\w'\u2019&.-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w'\u2019&.-]*)*$"
)
# what may stand between such a clause's verb and the quotation: an object of a few words, then a colon or comma
_BARE_INTRO = re.compile(r"(?:\s+[\w'\u2019-]+){0,3}\s*[:,]\s*")
_WHICH_BEFORE = re.compile(r"\b(?:which|that)\s+(?:\w+ly\s+)?$")
_ADDRESSEE = re.compile(r"\s*[,:]?\s*$")
_ARTICLES = frozenset("a an the".split())
_ANSWER_NEXT = re.compile(
    r"[\s\u201d\u2019\"']*(?:(?:[Tt]he|[Hh]er|[Hh]is)\s+[a-z][\w-]*\s+|(?:[A-Z][\w'\u2019.-]*\s+){1,3})(?:\w+ly\s+)?"
    r"(?:answered|replied|responded|retorted)\b"
)
_ADVERBS = lx.TAG_ADVERBS  # "Smith later said" (en.toml [tags] adverbs)
_GAP_SKIPS = _ADVERBS | lx.TAG_AUXILIARIES  # "“…,” Smith later said", "“…,” Prelogar had said" (after a quotation)


_DESCRIBED_AS = re.compile(r"\b(?:described|describes|describing|calls|called|calling)\s+(?:\w+\s+){0,3}?as\s*$")
# "described Riley as “…”", "calling him “…”", "introduced Reed to the crowd as “…”": the describer's words (a plain
# "called X a “…”" stays a label)
# "in what host Tom Bergeron described as": the relative "what" and the describer named after it (a few lower-case
# words of role between), up to the describing verb
_WHAT_BEFORE = re.compile(r"\bwhat\s+(?=(?:[a-z][\w'\u2019-]*\s+){0,3}[A-Z])")
_DESCRIBER = re.compile(
    r"\b(?:described|describes|describing|calling|dubbing|branding)\s+(?:[\w'\u2019-]+\s+){0,3}?(?:as\s+)?$|"
    r"\b(?:introduced|introduces|introducing)\s+(?:him|her|them|[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)?)\s+"
    r"(?:to\s+(?:[\w'\u2019-]+\s+){1,4}?)?as\s+$|"
    r"\b(?:calling|dubbing|branding)\s+(?:him|her|them|it|[A-Z][\w-]*)\s+$"
)
# a clause of its own with an unnamed person as its subject, between the last one named and the speech verb (no comma
# after the noun): "Chris Downes was filming and the announcer can be heard saying:", "Reed was there and a woman said:"
_AND_SUBJECT = re.compile(
    r"\s(?:and|but|while)\s+(?:the|a|an|one|another)\s+(?:[\w'\u2019-]+\s+){0,2}?(?:"
    + "|".join(lx.longest_first(set(lx.UNNAMED_PEOPLE) | lx.OCCUPATIONS | lx.ROLE_NOUNS)) + r")\b[^,;:]*$"
)
_WITH_SUBJECT = re.compile(r"\bwith\s+$")
# two people named as one subject of the saying verb: "Tom Reed and Ann Lowe said", "Reed, the coach, and Lowe, its
# captain, said", "said Reed and his wife, Ann Lowe,": an "and" (or "&") between them, after an apposition of the
# first at most; the words are the pair's, never the one named last (or first) alone
_AND_BEFORE = re.compile(r"(?:^|[\s,])(?:and|&)\s+(?:(?:his|her|their)\s+[\w'\u2019-]+,?\s+)?$")
_AND_AFTER = re.compile(
    r"(?:\s*,[^,.;:!?\"\u201c\u201d]{1,60},)?\s*(?:and|&)\s+(?=(?:his|her|their)\s|[A-Z])"
)
_JOINED = re.compile(
    r"(?:\s*,(?P<app>[^,.;:!?\"\u201c\u201d]{1,60}),)?\s*(?:and|&)\s+(?:(?:his|her|their)\s+[\w'\u2019-]+,?\s+)?"
)
_NAME_RUN = re.compile(r"\s*(?:[A-Z][\w'\u2019.-]*\s*){1,4}")  # ", Sam Lowe, and": a third name, no apposition
# what may follow a pair named after the verb: an apposition, a phrase opened by a preposition ("in a joint statement")
_PAIR_TAIL = re.compile(
    r"\s*(?:,[^.;:!?\"\u201c\u201d]*|\s(?:in|on|to|at|via|through|during|after|before)\s[^.;:!?\"\u201c\u201d]*)?[\s.,]*"
)
_LISTED = re.compile(r"\s*,\s*")  # "Reed, Lowe and Kay said": a third one named before the pair
# a reported speaker after "that": "told friends that her brother had said" (someone the cast does not name), or
# after "said her/his/their": "Vane said her son-in-law had texted her at dawn:"
# "accused the LCWR of “…”": an accusing verb ([speakers] accusing_verbs), its object (no sentence end, mark or clause
# in it) and "of" right before the quotation
_ACCUSED_OF = re.compile(
    r"\b(?:" + "|".join(lx.longest_first(lx.ACCUSING_VERBS)) + r")\s+[^.!?:;,\"\u201c\u201d]{1,60}?\s+of\s+$"
)
_ACCUSATION_RECORD = re.compile(
    r"\b(?:in|on|via)\s+(?:a|an|the|his|her|their|one|that)\s+(?:[\w-]+\s+){0,2}?(?:"
    + "|".join(lx.longest_first(lx.ACCUSATION_RECORDS)) + r")\b"
)
# "<someone> tweeted that <X> spoke “…”": a speech verb and "that" before the candidate (a title or role between)
_ATTRIBUTING_RE = re.compile(
    r"\b(?:" + "|".join(lx.longest_first(lx.ATTRIBUTING_VERBS | lx.ACCUSING_VERBS)) + r")\b"
)  # a verb after which the words are its own subject's: "Ross called the show “…”", "he accused them of “…”"
_BY = re.compile(r"\bby\s+")
# someone passing on another's words: "who shared the exchange with Page Six:", "forwarded the texts to us:"
_RELAYED = re.compile(
    r"\b(?:" + "|".join(sorted(lx.RELAY_VERBS)) + r")\s+(?:the|a|an|her|his|their|those|these)\s+(?:\w+\s+)?"
    r"(?i:" + "|".join(lx.longest_first(lx.RELAYED_THINGS)) + r")\b"
)
_ASIDE_REACH = 300  # how far before the verb an aside is looked for (keeps one huge paragraph linear)
# a "who" clause runs to the comma right before the main verb, whatever commas it holds
_WHO_TO_VERB = re.compile(r",\s*who\b[^.;:!?]*,\s*(?:\w+ly\s+)?$")
_ASIDE = re.compile(r",\s*(?:" + "|".join(sorted(lx.ASIDE_OPENERS)) + r")\b[^,]*,")
# "one user, speculating that Marsh was using a fake name, told …": a participle's "that" clause between commas
# holds what the subject thinks or says, never the subject
_THAT_ASIDE = re.compile(r",\s*(?:\w+ly\s+)?[a-z]+ing\s+that\b[^,]*,")
# a work named in apposition: the work's noun right before (after a comma) or heading the phrase right after
_WORK_CUES = lx.TITLE_CUES | lx.WORK_NOUNS
_WORK_AFTER = re.compile(
    r"^\s*(?:,|--|\u2014|\u2013)\s*(?:a|an|the)\s+(?:[\w'\u2019&-]+\s+){0,4}?(?:"
    + "|".join(lx.longest_first(_WORK_CUES))
    + r")(?=\s*(?:[,.;:)]|--|\u2014|\u2013|$)|\s+(?:which|that|by|about|from|on|in|released|directed|produced|"
    r"broadcast|aired|first|screened)\b)"
)
# the word right before a speech verb (an adverb between allowed): the verb's subject when it is a name
_WORD_BEFORE_VERB = re.compile(r"([\w'\u2019-]+)\s+(?:\w+ly\s+)?$")
# a written title before a name: capitalised words and role words only ("Wilson Center director ", "former Senator ")
_TITLE_BEFORE_NAME = re.compile(
    r"(?:(?:[A-Z][\w&.'\u2019-]*|former|" + "|".join(lx.longest_first(lx.APPOSITIVE_ROLES)) + r")\s+){1,5}"
)
_AUTHOR_AFTER = re.compile(r"\s*,?\s+by\s+[A-Z]")
# "the Countess was asked by Martin Feld: “…?”": a question introduced by a passive "asked", colon last
_ASKED_BEFORE = re.compile(r"\b(?:is|are|was|were|been|being)\s+(?:\w+ly\s+)?asked\b[^.!?:;]*:\s*$")
_SAID_THAT = re.compile(r"\b(?:" + "|".join(lx.longest_first(lx.SPEECH_VERBS))
                        + r")\s+that\s+(?:[\w.'\u2019-]+\s+){0,3}$")  # "posted that former Judge Omar Feld"
# ... or after "said a/the ...": "Police said a caller threatened to “…”", "Prosecutors say the man told staff “…”"
# (the caller's words, reported: never the reporter's)
_SECOND_HAND = re.compile(
    r"\b(?:that|(?:said|says|say|alleged|alleges|allege)\s+(?:his|her|their|a|an|the|one))\s+(?:[\w'\u2019-]+\s+){1,4}$"
)
# a threat told of after the saying verb: "Police said a caller threatened to “…”", "said Reed threatened to “…”": the
# threatener's words (its subject, ``np``), never the teller's
_REPORTED_THREAT = re.compile(
    r"\s*(?:that\s+)?(?P<np>[^,.;:!?\"\u201c\u201d]{1,60}?)(?:\s+\w+ly)?\s+(?:"
    + "|".join(lx.longest_first(lx.THREAT_VERBS)) + r")\b"
)
_WHO_BEFORE = re.compile(r",\s*who\s+(?:\w+ly\s+|once\s+|had\s+|has\s+|have\s+)*$")
# a name given to someone: "her uncle once called her “…”" is the caller's label, never the named person's words
_NAME_GIVEN = re.compile(
    r"\b(?:called|calls|dubbed|dubs|nicknamed|named|labell?ed|branded)\s+(?:him|her|them|me|us)\s*$"
)
# "the words “…”", "the caption “…”": what follows is quoted text
_TEXT_NOUN = re.compile(r"\bthe\s+(?:words|caption|message|note|text|tweet|post)\s*$")
# a lone scare-looking fragment right after a reporting verb: "cites “irreconcilable differences”",
# "says she was “blindsided”"
_REPORTED_SHORT = re.compile(
    r"\b(?:cites|cited|citing)\s+$|\b(?:is|are|was|were)\s+(?:said|reported|understood)\s+to\s+(?:be|feel)\s+$|"
    r"\b(?:says|said|tells|told|claims|claimed|insists|insisted)\s+(?:[A-Z][\w'\u2019]*\s+){0,2}(?:that\s+)?"
    r"(?:she|he|they)\s+(?:is|was|were|are|feels|felt|seems|seemed)\s+$"
)
_PARENTHETICAL = re.compile(r"\([^()]*\)")
_MESSAGE_FROM = re.compile(r"\b(?:message|text|note|letter|email|e-mail|DM|voicemail)\s+from\s+")
# the sender after "from" given by a description, the message's verb and colon right after it: "the company's repair
# partner, read:" (a determiner and up to four lower-case words, "'s" allowed; no name)
_DESCRIBED_SENDER = re.compile(
    r"((?:the|a|an)(?:\s+[a-z]+(?:['\u2019]s)?){1,4}),?\s+(?:read|reads|said|says|stated):\s*"
)
# "X was quoted as saying", "X was quoted by Reuters as saying", "X was quoted in court documents as saying": X's
# words, no passive that hides the speaker (up to "as"; a [speech] verb's -ing form follows: _quoted_as)
_QUOTED_AS = re.compile(r"\s*(?:was|were|is|are|has\s+been|had\s+been)\s+(?:\w+ly\s+)?quoted\s+"
                        r"(?:(?:by|in)\s+(?:[\w'\u2019.&-]+\s+){1,6}?)?as\s+")
_PASSIVE = re.compile(r"\b(?:is|are|was|were|been|being)\s+(?:\w+ly\s+)?$")  # "is said to be"
_RELATIVE = re.compile(r",\s*(?:who|which|whose)\b[^,]*,")
# "the gang with which Vane allegedly conspired but say …": a relative clause opened by a preposition, up to the
# first comma or conjunction before the verb; the name inside it is no subject of the verb after it (a clause that
# runs up to the verb holds it: "a text exchange, in which Quinlan appears to write, “…”")
_PREP_RELATIVE = re.compile(
    r"\b(?:with|to|in|by|for|from|against|on|at|through|under|of)\s+(?:which|whom)\b[^,;:]*?(?=,|\s+(?:but|and)\b)"
)
# "Court documents released by investigators … say": a passive's agent is no subject of the verb after it
_BY_AGENT = re.compile(r"\b[a-z]+(?:ed|en|wn)\s+by\s+(?:the\s+|a\s+|an\s+)?")
_PREPOSITION_END = re.compile(r"\b(?:on|in|at|from|of|for|to|into|onto|with)\s*$")
_GAP_WORDS = frozenset(
    """her his their the a an fellow former longtime close pal friend co-star costar chief executive officer director
    secretary minister governor mayor senator commissioner sheriff chancellor attorney general supervisor""".split()
)
# "One message read: …" in a filing: the writer named with the messages ("texts Vold allegedly sent", "Holt's texts")
_MESSAGE = re.compile(r"\b(?:messages?|texts?|emails?|e-mails?|DMs?|notes?|letters?)\b")
_MESSAGE_READ = re.compile(r"\b(?:[Oo]ne|[Aa]nother|[Tt]he|[Aa])\s+(?:\w+\s+)?"
                           r"(?:message|text|email|e-mail|DM|note|letter)\b[^.]{0,60}?\b(?:read|reads|said|says|stated)\s*[:,]?\s*$")


def _role_word(w: str) -> bool:
    low = w.lower().strip(".")
    return (low in _GAP_WORDS or low in lx.OCCUPATIONS or low in lx.ROLE_NOUNS or low in lx.DESCRIPTORS
            or low in lx.OFFICE_TITLES)


def _title_words(words: Sequence[str]) -> bool:
    """A title written before a name: "BVI Governor", "Gov.", "Miami-Dade Police Detective", "Transport Secretary"
    (capitalised words or role words, at most five, the last one a role word or capitalised)."""
    return 0 < len(words) <= 5 and all(w[:1].isupper() or _role_word(w) or (
        0 < i < len(words) - 1 and w in lx.TITLE_SMALL_WORDS) for i, w in enumerate(words)) and any(
        _role_word(w) for w in words)


_ROLE_WORDS = lx.OCCUPATIONS | lx.ROLE_NOUNS | lx.OFFICE_TITLES
# "X, CRN's sales director told …": an appositive ending on a role word right before the speech verb, its closing
# comma left out
_UNCLOSED_ROLE = re.compile(
    r"\s*,\s*(?:[^\s,.;:!?]+\s+){0,4}?(?:" + "|".join(lx.longest_first(_ROLE_WORDS | lx.APPOSITIVE_ROLES))
    + r")\s+" + lx.SPEECH_VERB_RE.pattern
)


def _role_between(gap: str) -> bool:
    """Only lower-case role words between two names ("Stoke manager", "Sony attorney"): the first name qualifies the
    role, the second holds it."""
    words = gap.split()
    return 0 < len(words) <= 3 and all(w in _ROLE_WORDS for w in words) or _described_role(words)


# a word that opens a clause or a phrase of its own ([speakers] subordinators, intro_prepositions): a name after it is
# no inverted speaker ("said after Tom Reed left", "told to Ana Ruiz")
_GAP_OPENERS = lx.SUBORDINATORS | lx.INTRO_PREPOSITIONS


def inverted_gap(gap: str) -> bool:
    """Words between an inverted verb and its speaker: none, one ("said host X"), role words ("wrote her
    'Silver Pines' co-star X") or a written title ("said Miami-Dade Police Detective X"); never "that" ("adds
    that Oduya ...": Oduya is talked about)."""
    words = _WORD.findall(gap)
    end = re.search(r"[,;:.]\s*$", gap)
    if "that" in (w.lower() for w in words) or end and not _after_abbreviation(gap, end.start()):
        return False  # but "said Maj. Gen. X": the full stop closes a title
    if any(w.lower() in _GAP_OPENERS for w in words):
        return False  # "The club said after Tom Reed left:": Reed is the subject of a clause of his own
    return len(words) <= 1 or (len(words) <= 4 and all(_role_word(w) for w in words)) or _title_words(words) or (
        _qualified_role(words)) or _coordinated_roles(words) or _body_role(words)


def _from_title(speaker: str | None) -> str | None:
    """A speaker's name as the article titles them: capitalised words before a [people] party_titles title, none of
    them a known first name, are a party's or a body's name ("Liberal Democrat Lord Oakeshott" is Lord Oakeshott)."""
    words = speaker.split() if speaker else []
    at = next((i for i, w in enumerate(words[:-1]) if i and w.lower() in lx.PARTY_TITLES), None)
    if speaker is None or at is None or not all(
        w[:1].isupper() and w.lower() not in lx.FEMALE_NAMES and w.lower() not in lx.MALE_NAMES for w in words[:at]
    ):
        return speaker
    return " ".join(words[at:])


def _qualified_role(words: Sequence[str]) -> bool:
    """A role with a lower-case word or two before it ("said company attorney X", "said club doctor X"): what the
    role is of, never a preposition ("said to his attorney X" names whom it was said to)."""
    return 1 < len(words) <= 3 and _role_word(words[-1]) and all(
        w.isalpha() and w.islower() and w not in lx.NOT_ROLE_QUALIFIERS for w in words[:-1])


def _described_role(words: Sequence[str]) -> bool:
    """A lower-case role written before a name, with a lower-case word or two of what it is ("graduate student",
    "retired nurse"): the last one a role word or an appositive role ([speakers] appositive_roles)."""
    return 0 < len(words) <= 3 and words[-1] in lx.APPOSITIVE_ROLES | _ROLE_WORDS and all(
        w.isalpha() and w.islower() and w not in lx.NOT_ROLE_QUALIFIERS for w in words)


def _body_role(words: Sequence[str]) -> bool:
    """A body's capitalised name, then a lower-case role written before a name ("White House press secretary",
    "Kremlin press secretary", "Sony Pictures marketing director"): the capitalised words first (at most four), then
    a described role (_described_role)."""
    lower = next((i for i, w in enumerate(words) if not w[:1].isupper()), len(words))
    return 0 < lower <= 4 and lower < len(words) and _described_role(words[lower:])


def _coordinated_roles(words: Sequence[str]) -> bool:
    """Two roles of one person joined by "and", each a role of its own: "explained royal commentator and historian
    Richard Fitzwilliams", "“…,” author and historian Kate Williams said" (at most six words)."""
    if len(words) > 6 or words.count("and") != 1:
        return False
    i = words.index("and")
    return all(0 < len(side) and (all(_role_word(w) for w in side) or _title_words(side) or _qualified_role(side))
               for side in (words[:i], words[i + 1 :]))


@dataclass
class _Found:
    para: int
    span: Span
    text: str
    speaker: str | None = None
    cued: bool = False
    route: str = ""  # which rule named the speaker (pre, post, next, colon, same, prev, lone, run)
    inner_tag: tuple[int, int] | None = None  # narrator's words inside the marks (bot.quoting.tags.inner_tag)


def _sentence_tail(pre: str) -> str:
    """The part of ``pre`` that belongs to the sentence the quotation is in."""
    ends = list(_PRE_SENT_END.finditer(pre))
    return pre[ends[-1].end() :] if ends else pre


_INVERTED_PRONOUN = re.compile(r"-(?:t-)?(?:il|elle|ils|elles|on)$")  # French "confie-t-elle": the verb "confie"


# a name, an aside between commas, then the verb: "Tom Baxter, a spokesman for the club, said" after a quotation
_APPOSITIVE_TAG = re.compile(
    r"^[\s,]*(?:[A-Z][\w'.\u2019-]*\s+){0,3}[A-Z][\w'.\u2019-]*\s*,\s*[^,;:!?\"\u201c\u201d]{2,80},\s*(\w+)"
)


def _speech_cue(pre: str, post: str, inner: str, verbs: frozenset[str] = lx.SPEECH_VERBS) -> bool:
    p = pre.rstrip()
    if p.endswith(":") or (_TEXT_NOUN.search(p) and inner.rstrip()[-1:] in ".!?"):
        return True
    words = _WORD.findall(p[-40:].lower())
    if words and words[-1] in verbs:
        return True
    if p.endswith(",") and any(w in verbs for w in _WORD.findall(_sentence_tail(p).lower())[-7:]):
        return True  # "captioned a beach photo, "
    first = _SENT_END.split(post, maxsplit=1)[0]
    head = _WORD.findall(first)[:7]
    if any(w.lower() in verbs or verb_of(_INVERTED_PRONOUN.sub("", w.lower())) in verbs for w in head) or re.match(
        r"^[\s,]*(?:according to|per)\b", first, re.I
    ):
        return True
    if _INVERTED_REPLY.match(first):
        return True
    tag = _APPOSITIVE_TAG.match(first)
    if tag and tag.group(1).lower() in verbs:
        return True  # "“We are delighted,” Tom Baxter, a spokesman for the club, said."
    return inner.rstrip()[-1:] in "!?"


def _work_title(text: str, span: Span) -> str | None:
    """The words of a closed span the sentence names as a work's title with no end punctuation inside ("the
    documentary “Branded a rebel”", "“Branded a rebel” -- a CNN documentary which"), as written; else None. The
    same words in marks elsewhere in the article are that title again ("“Branded a rebel” showed balanced
    reporting")."""
    inner = span.inner(text)
    words = inner.split()
    if not span.closed or not words or not 1 <= len(words) <= 8 or not inner[:1].isupper() or (
        inner[-1:] in ".!?,;:\u2026"
    ):
        return None
    prew = _WORD.findall(_sentence_tail(text[max(0, span.open - 200) : span.open])[-60:].lower())[-1:]
    named = (prew and prew[0] in _WORK_CUES) or _WORK_AFTER.match(text[span.close + 1 : span.close + 200])
    return inner if named else None


def _verbless_name(body: str) -> bool:
    """``body`` (a span's words, end punctuation off) is Title-Cased, of [titles] bare_title_min_words to
    bare_title_max_words words, with no finite verb and no comma, colon or semicolon: a name or a title's words."""
    lo, hi = lx.BARE_TITLE_WORDS
    words = body.split()
    return lo <= len(words) <= hi and not any(c in body for c in ",;:") and _title_cased(words) and not (
        FINITE_VERB.search(body))


def _bare_title(sent: str, inner: str) -> bool:
    """A verbless Title-Cased span inside a sentence (:func:`_verbless_name`) ending in "." or ",": a name or a title
    ("advertising “The World of Tomorrow.”"), not a sentence said ("“Dear Lupita,” she wrote" is shorter)."""
    body = inner.rstrip()
    return bool(sent.strip()) and body[-1:] in ".," and _verbless_name(body[:-1])


def _repeated_names(paras: Sequence[str], spans: Sequence[Sequence[Span]]) -> set[str]:
    """Title-Cased words of [titles] bare_title_min_words to bare_title_max_words words with no finite verb or inner
    comma, in marks twice or more in the article (end punctuation aside): a name the article keeps using ("by
    announcing “Super Mario Run,” the ... first foray", "“Super Mario Run” will launch"), nobody's words."""
    seen: dict[str, int] = {}
    for p, ss in zip(paras, spans, strict=True):
        for s in ss:
            body = s.inner(p).strip().rstrip(",.")
            if s.closed and not any(c in body for c in ".!?") and _verbless_name(body):
                seen[body] = seen.get(body, 0) + 1
    return {k for k, n in seen.items() if n > 1}


# a capitalised word right before the marks, after another word of the sentence: "Team “…”", "Operation “…”"
_NAME_BEFORE = re.compile(r"\w[\w,'\u2019]*\s+[A-Z][a-z]+\s*$")
_WORD_AFTER = re.compile(r"^\s+([a-z][a-z-]*)\b")


def _noun_after(post: str) -> bool:
    """The span's words are followed by a noun they qualify ("“small l” liberal", "‘Be On Guard!’ map"): a lower-case
    word, no stop word, no finite verb, no speech verb."""
    m = _WORD_AFTER.match(post)
    if m is None:
        return False
    w = m.group(1)
    return w not in stop_words("en") and not FINITE_VERB.match(w) and w not in lx.SPEECH_VERBS and (
        w not in lx.ATTRIBUTING_VERBS)


_COORDINATED = re.compile(r"[\"\u201d\u2019']\s*(?:,\s*)?(?:and|or|,)\s*$")


def _after_title(text: str, span: Span, singles_quote_speech: bool, verbs: frozenset[str]) -> bool:
    """The span follows a Title-Cased span in marks the sentence names as a title, joined by "and", "or" or a comma
    ("titles such as “You Loved Me Like a Distant Star” and “The Kiss Was Beautiful.”"): a title too."""
    joined = _COORDINATED.search(text, max(0, span.open - 12), span.open)
    if joined is None:
        return False
    prev = next((s for s in find_spans(text) if s.closed and s.close == joined.start()), None)
    return prev is not None and _title_cased(prev.inner(text).split()) and not is_quotation(
        text, prev, False, singles_quote_speech, verbs)


def _title_cased(words: Sequence[str]) -> bool:
    sig = [w for w in words if w.lower().strip(",.") not in lx.SMALL_TITLE_WORDS]
    return bool(sig) and all(w[:1].isupper() or w[:1].isdigit() for w in sig)


def _reported_fragment(sent: str, words: Sequence[str]) -> bool:
    """A partial quotation inside reported speech: "added that she is now 'happier than ever'"."""
    if not words[0][:1].islower() or len(words) < 2 or (len(words) == 2 and words[-1][-1:] not in ".!?,"):
        return False
    return any(w in lx.SPEECH_VERBS for w in _WORD.findall(sent.lower()))


def _attributed_fragment(sent: str, post: str, words: Sequence[str]) -> bool:
    """A short lower-case fragment in a sentence that says who said it: "Cuomo said he was still enduring “great
    pain”", "None of the “potentially hundreds” of buyers were named, Levy said"; never a term after an article or
    preposition ("the practice of “redlining”"), a role's name ("would still be ‘best man’"), a state after
    "feels"/"been" ("feels “left out”") or a single word."""
    if not 2 <= len(words) <= 4 or not words[0][:1].islower() or any(w[:1].isupper() for w in words[1:]):
        return False
    if " ".join(words).lower().strip(" ,.'\u2019") in PERSON_CUES:
        return False
    sw = _WORD.findall(sent[-160:].lower())
    before = sw[-2:]
    if before and (before[-1] in lx.STATE_VERBS or (before[-1] in lx.TERM_BEFORE and before[-1] not in _ARTICLES)):
        return False
    if any(w in lx.LABEL_CUES or w in lx.TITLE_CUES for w in before):
        return False
    said = lx.SPEECH_VERBS | lx.ATTRIBUTING_VERBS
    if any(w in said for w in sw):
        return True
    rest = _SENT_END.split(post[:200], maxsplit=1)[0]
    return any(w in said for w in _WORD.findall(rest.lower()))


def is_quotation(text: str, span: Span, continued: bool, singles_quote_speech: bool = True,
                 verbs: frozenset[str] = lx.SPEECH_VERBS) -> bool:
    """False for titles, scare quotes, nicknames and parenthetical glosses.

    ``singles_quote_speech`` is False when the article quotes speech in double marks: single-quoted phrases
    there are titles and scare quotes, never partial quotations.
    """
    inner = span.inner(text)
    words = inner.split()
    if not words:
        return False
    if not span.closed and not continued and len(words) < 4:
        return False
    pre = text[max(0, span.open - 200) : span.open]
    post = text[span.close + 1 : span.close + 300] if span.closed else ""
    sent = _sentence_tail(pre)
    cue = _speech_cue(pre, post, inner, verbs)
    if pre.rfind("(") > pre.rfind(")") and ")" in post and (not cue or len(words) <= 6):
        return False
    imagined = list(lx.IMAGINED_SPEECH_RE.finditer(sent))
    if imagined and not sent[imagined[-1].end() :].strip(" ,:\u2014"):
        return False  # "looking at each other as if to say, “…”": nobody said it
    if span.closed and inner[:1].isupper() and _AUTHOR_AFTER.match(post) and not cue:
        return False  # "From “Superminds: The Surprising Power …” by Thomas W. Malone": a work and its author
    prew = _WORD.findall(sent[-60:].lower())[-3:]
    end = inner.rstrip()[-1:]
    if span.closed and len(words) <= lx.NAMING_MAX_WORDS and prew[-1:] and prew[-1] in lx.NAMING_NOUNS and (
        prew[-2:-1] and prew[-2] in _ARTICLES and sent.rstrip()[-1:].isalpha()
    ):
        return False  # "to spell out the name “bruce”", "the word “Hydrate”": the noun's object, nobody's words
    if span.closed and len(words) <= lx.NAMING_MAX_WORDS and prew[-1:] and prew[-1] in _ARTICLES and (
        sent.rstrip()[-1:].isalpha() and _noun_after(post)
    ):
        return False  # "a “small l” liberal", "The ‘Be On Guard!’ map was created": a term before its noun
    if span.closed and len(words) <= 6 and _title_cased(words) and _NAME_BEFORE.search(sent) and (
        sent.rstrip()[-1:].isalpha()
    ):
        return False  # "between Team “Crazy on You” and Team “Where’s My Hairspray?”": a name after a name
    if span.closed and _title_cased(words) and _after_title(text, span, singles_quote_speech, verbs):
        return False  # "titles such as “You Loved Me Like a Distant Star” and “The Kiss Was Beautiful.”"
    titled = any(w in lx.TITLE_CUES for w in prew) and prew[-1] not in lx.SPEECH_VERBS
    colon = pre.rstrip().endswith(":")
    if not colon and titled and len(words) <= 10 and (inner[:1].isupper() or inner[:1].isdigit()) and (
        end != "." or prew[-1] in lx.TITLE_CUES or prew[-2:-1] and prew[-1] == "of" and prew[-2] in lx.TITLE_CUES
    ):
        return False  # "her performance of “Ne partez pas sans moi.”", "the film “Judy.”"
    strong = prew and (prew[-1] in lx.STRONG_TITLE_CUES or prew[-1] == "from" and prew[-2:-1] and (
        prew[-2] in lx.STRONG_TITLE_CUES))
    if not colon and strong and len(words) <= 20 and span.closed:
        return False  # "a paper titled “The importance of Indigenous Peoples’ lands ...”", "the theme ‘Zones: ...’"
    if len(words) <= 6 and _title_cased(words) and end not in ".!?," and _HEAD_NOUN_AFTER.match(post):
        return False  # the 'Barbie' actress, the "Night Watch" actor
    if span.closed and not colon and inner[:1].isupper() and len(words) <= 20 and (
        (prew and prew[-1] in _WORK_CUES and sent.rstrip().endswith(",") and _title_cased(words))
        or (end not in ".!?," and _WORK_AFTER.match(post))
    ):
        return False  # "The report, “Silence Is Golden: …,” says", "“Called out” — a BBC documentary which …"
    if len(words) >= 2 and _DESCRIBER.search(sent):
        return True
    if len(words) <= 5 and not pre.rstrip().endswith(":") and (
        (prew and prew[-1] in lx.LABEL_CUES)
        or any(w in lx.LABEL_CUES for w in _WORD.findall(sent.lower())[-8:])
    ):
        return False
    if not cue and len(words) <= 6 and _title_cased(words) and end not in ".!?,":
        return False
    if not cue and len(words) <= 6 and _title_cased(words) and end in ".," and _PREPOSITION_END.search(sent):
        return False  # "an appearance on “The Kelly Clarkson Show.”"
    if not cue and _bare_title(sent, inner):
        return False  # "advertising “The World of Tomorrow.”", "In 1985's “Return of the Living Dead,” the zombies"
    if span.closed and len(words) <= 3 and inner[:1].islower() and _REPORTED_SHORT.search(sent):
        return True
    if span.closed and not sent.strip() and inner[:1].isupper() and end in ".!?":
        return True  # a quoted sentence standing on its own
    if not cue and (span.double or singles_quote_speech) and _reported_fragment(sent, words):
        return True
    if span.closed and (span.double or singles_quote_speech) and _attributed_fragment(sent, post, words):
        return True
    if len(words) <= 3 and inner[:1].islower() and prew and prew[-1] in lx.TERM_BEFORE - _ARTICLES and not (
        pre.rstrip().endswith(":")
    ):
        return False  # "the practice of “cash advances”, Lowry said": a term, whoever speaks in the sentence
    return not (len(words) <= 3 and not cue)


def _mask(text: str, spans: Sequence[Span]) -> str:
    """Quotation contents blanked (offsets kept); outlet names like "E! News" lose the "!" that ends no sentence."""
    chars = list(text)
    for s in spans:
        a, b = s.start, min(s.close, len(text))
        if a < b:
            chars[a:b] = " " * (b - a)
    masked = "".join(chars)
    if " . " in masked:
        masked = _BROKEN_LINE.sub("   ", masked)
    return _BANG_OUTLET.sub(lambda m: m.group(1) + "_", masked) if "!" in masked else masked


_MASKED_CACHE_SIZE = 4096  # paragraphs: the miner, the speaker list, the sourcing cast and the recap's referents


@lru_cache(maxsize=_MASKED_CACHE_SIZE)
def _plain_masked(paragraph: str) -> str:
    return _mask(paragraph, find_spans(paragraph))


def masked_paragraphs(paragraphs: Sequence[str]) -> list[str]:
    """Each paragraph with its quotations' contents blanked (:func:`_mask` of :func:`find_spans`), remembered per
    paragraph: the miner, the speaker list, the sourcing cast and the recap's referents key the article's people
    model on them (masked once, not once per reader). The closing paragraph of a quotation of several paragraphs
    ("I am very active on Twitter.'") is blanked to its closing mark as the miner reads it (:func:`_add_run_on_ends`):
    its words are the speaker's, not the article's ("on Twitter" there is no channel of the quotation)."""
    paras = [p or "" for p in paragraphs]
    spans = [find_spans(p) for p in paras]
    _add_run_on_ends(paras, spans)
    return [_plain_masked(p) if s == find_spans(p) else _mask(p, s) for p, s in zip(paras, spans, strict=True)]


def _own_voice(quote: str) -> bool:
    """A quotation that is a whole utterance (opens in capitals) or speaks in the first person ("emptied our joint
    account") is someone's own words; a lower-case fragment without "I"/"we" may be the reporter's phrase."""
    return quote.lstrip(" \"'\u2018\u201c([")[:1].isupper() or any(
        w in lx.FIRST_PERSON for w in _WORD.findall(quote.lower().replace("\u2019", "'"))
    )


def _own_voice_outside(masked: str) -> bool:
    """A paragraph whose text outside quotation marks speaks in the first person ("He loves my mama"): inside a
    quotation left open above, someone's own words, never the reporter's report ("US" is no "us")."""
    return any(w.lower().replace("\u2019", "'") in lx.FIRST_PERSON and w != "US" for w in _WORD.findall(masked))


def _participle_subject(text: str, a: int, cs: int, verb: int, before: Sequence[Mention]) -> tuple[str | None, bool]:
    """The speaker of a participle's quotation (", saying: “…”", the verb at ``verb``), from the subjects ``before``
    it in the sentence opening at ``a`` (its clause at ``cs``): (None, False) when none is named (", adding, “…”":
    the last speaker)."""
    own = [m for m in before if m.start >= cs] or list(before)
    subjects = [m for m in own if not _OBJECT_BEFORE.search(text, max(a, m.start - 30), m.start)]
    if own and not subjects:
        # "The former Old Trafford boss backed Van Gaal, saying: “…”": the one backed is the verb's object; the subject
        # is not named
        return None, True
    own = subjects
    sub = _SUBORDINATE.match(text, a, verb)
    if sub and own:
        # "When Winfrey asked ..., he declined, saying": the main clause's subject, after the comma
        main = [m for m in own if m.start >= sub.end()]
        own = main or own
    return (own[0].speaker, True) if own else (None, False)


def _reported_chain(text: str, a: int, speaker: Mention, earlier: Sequence[Mention]) -> bool:
    """Whether ``speaker`` opens a that-clause of another speech verb ("a lawyer, Shannon Kilpatrick, tweeted that
    Montoya-Lewis spoke “movingly about her …”"): a fragment in nobody's own voice (see :func:`_own_voice`) that
    comes to us through someone else may be that someone's phrase, so neither is credited. The same person on both
    sides ("Lund said that she told him “…”") is not a chain."""
    said = _SAID_THAT.search(text, max(a, speaker.start - 60), speaker.start)
    if said is None:
        return False
    outer = [m for m in earlier if m.end <= said.start()]
    return not (outer and outer[-1].speaker is not None and outer[-1].speaker == speaker.speaker)


# "His apology read:", "Reed's statement said:": a statement given as its owner's, introducing the quotation
# ([people] own_statement_nouns, own_statement_verbs)
_OWN_STATEMENT = re.compile(
    r"(?:\b(?P<pro>[Hh]is|[Hh]er)|['\u2019]s)\s+(?:[a-z]+\s+){0,2}?(?:" + "|".join(lx.OWN_STATEMENT_NOUNS)
    + r")\s+(?:to\s+(?P<to>(?:[A-Z][\w'\u2019-]*\s+){1,3}))?(?:\w+ly\s+)?(?:" + "|".join(lx.OWN_STATEMENT_VERBS)
    + r")\s*:\s*$"
)


# what may lie between a name and the unnamed role of its appositive: the comma, an optional age ("Bill Kerswell, 45,")
# and a first role the appositive joins to it with "and" ("Tom Reed, a father of two and a nurse, said")
_APPOSITIVE_LEAD = re.compile(r",\s*(?:\d{1,3},\s*)?(?:(?:an?|the)\s+[^,;:.!?\"\u201c\u201d]*?\s+and\s+)?")


def _joint(text: str, ms: Sequence[Mention], m: Mention, end: int | None = None) -> str | None:
    """Whom to credit where ``m`` (one of the mentions ``ms`` around a saying verb) is the verb's subject: ``m``'s
    speaker, unless ``m`` is named together with someone else (:data:`_AND_BEFORE`, :data:`_AND_AFTER`). Then the two
    as the cast names them ("Tom Reed and Ann Lowe"), or nobody where either is no named person ("Reed and his wife
    said", "He and Lowe said"), the other is no mention the cast found, or a third is listed before them. With ``end``
    (where the sentence ends), the other is named after ``m`` ("said Reed and Lowe") and only an apposition or a
    phrase opened by a preposition may follow them."""
    if end is None:
        lead = text[max(0, m.start - 120) : m.start]
        if not _AND_BEFORE.search(lead) or not _named_before_and(text, ms, m.start - len(lead), m.start):
            return m.speaker
        other = next((x for x in reversed(ms) if x.end <= m.start and x.speaker != m.speaker
                      and _JOINED.fullmatch(text, x.end, m.start)), None)
        if other is None:
            return None  # "Tom Reed, Sam Lowe and Ann Kay said" with no mention found for Lowe
        first, second = other, m
    else:
        if not _AND_AFTER.match(text, m.end, end):
            return m.speaker
        other = next((x for x in ms if x.start >= m.end and x.speaker != m.speaker
                      and _JOINED.fullmatch(text, m.end, x.start)), None)
        if other is None or not _PAIR_TAIL.fullmatch(text, other.end, end):
            return None  # "said Reed, the coach, and Lowe agreed": two clauses, or more than the pair
        first, second = m, other
    joined = _JOINED.fullmatch(text, first.end, second.start)
    listed = joined is not None and joined.group("app") is not None and _NAME_RUN.fullmatch(joined.group("app"))
    if first.kind != "person" or second.kind != "person" or not (first.speaker and second.speaker) or listed or any(
        x.end <= first.start and _LISTED.fullmatch(text, x.end, first.start) for x in ms
    ):
        return None
    return f"{first.speaker} and {second.speaker}"


def _named_before_and(text: str, ms: Sequence[Mention], a: int, b: int) -> bool:
    """The "and" right before ``b`` joins a name to the one at ``b``, no clause: a mention ends right before it (an
    apposition after it at most), or a capitalised word other than a stop capital does ("Tom Reed, Sam Lowe and Ann Kay
    said")."""
    if any(x.end <= b and _JOINED.fullmatch(text, x.end, b) for x in ms if a <= x.start):
        return True
    head = _AND_BEFORE.search(text, a, b)
    words = text[a : head.start() if head else b].split()
    last = words[-1].rstrip(",") if words else ""
    return last[:1].isupper() and last.lower() not in lx.STOP_CAPS  # "met on Monday, and Reed said": a clause


def _appositive_role(text: str, name: Mention, role: Mention, verb: int) -> bool:
    """"Bill Kerswell, a spokesman for the council, said": an unnamed role ("a spokesman for X", kind anon) set
    between commas right after a person's name and right before the speech verb is that person's role; so is the
    last role of an appositive that joins two with "and" ("Tom Reed, a father of two and a nurse, said")."""
    return name.kind == "person" and role.kind == "anon" and (
        _APPOSITIVE_LEAD.fullmatch(text, name.end, role.start) is not None
        and re.fullmatch(r",\s*(?:\w+ly\s+)?", text[role.end : verb]) is not None
    )


# a colon introduction whose subject is "It" or "The club" ("It said:", "The club added in a statement:") for the
# organisation the sentence before opens with: the words before the speech verb, then those after it
_BODY_INTRO = re.compile(r"\s*(?:In\s+a\s+statement,\s+)?(?:It|The\s+(?P<ref>[a-z]+))\s+(?:(?P<adv>[a-z]+)\s+)?")
# after the verb: up to two phrases that each open with a preposition ([speakers] intro_prepositions) and hold up to
# four lower-case words, the last of them may be a platform's or outlet's capitalised name ("in a statement", "of the
# delays", "on its website", "on Twitter", "in a post on Instagram"), then the colon; a capitalised name with a word
# after it is a clause's subject ("after Tom Reed left:"), no phrase
_BODY_INTRO_TAIL = re.compile(r"(?:\s+(?:" + "|".join(sorted(lx.INTRO_PREPOSITIONS))
                              + r")(?=\s)(?:\s+[a-z][\w'\u2019-]*){0,4}?(?:\s+[A-Z][\w'\u2019&.-]*){0,3}){0,2}\s*:\s*")
# whom a body's "It told" names before the colon: a word of [speakers] body_audiences ("It told reporters:"), or
# "the" and up to three capitalised words, or up to three capitalised words (an outlet: "the Harbour Daily", "CNN")
_BODY_AUDIENCE = re.compile(r"\s+(?:(?:" + "|".join(sorted(lx.BODY_AUDIENCES))
                            + r")\b|(?:the\s+)?[A-Z][\w'\u2019&.-]*(?:\s+[A-Z][\w'\u2019&.-]*){0,2}(?=[\s:]))")
# the sentence before opens with the organisation's capitalised name and a lower-case word ("Great Northern are
# diverting trains", "The Idle Hour will close")
_BODY_OPENING = re.compile(r"\s*(?P<the>The\s+)?(?P<name>(?:[A-Z][\w.'\u2019&-]*\s+){0,4}[A-Z][\w.'\u2019&-]*)\s+[a-z]")
# a tag after a quotation inside its sentence that names a body: ", the Vatican said." / ", the club said."
_BODY_TAG = re.compile(r"\s*the\s+(?:(?P<name>(?:[A-Z][\w.'\u2019&-]*\s+){0,4}[A-Z][\w.'\u2019&-]*)|(?P<ref>[a-z]+))"
                       r"(?=\s)")


def _quoted_as(text: str, at: int, stop: int) -> int | None:
    """Where "was quoted as saying" (or "was quoted by Reuters as telling") right at ``at`` ends: "as" and the -ing
    form of a [speech] verb; else None."""
    q = _QUOTED_AS.match(text, at, stop)
    verb = lx.SPEECH_VERB_RE.match(text, q.end(), stop) if q is not None else None
    return verb.end() if verb is not None and verb.group(0).lower().endswith("ing") else None


class _Attributor:
    def __init__(self, masked: Sequence[str], cast: Cast) -> None:
        self.masked = masked
        self.cast = cast
        self._starts = [[m.start for m in ms] for ms in cast.mentions]
        self._parens = [[m.span() for m in _PARENTHETICAL.finditer(t)] for t in masked]

    def between(self, pi: int, a: int, b: int) -> list[Mention]:
        """Every mention of paragraph ``pi`` that starts in [a, b) (bisected: a gate's look-around stays linear in a
        long paragraph)."""
        lo = bisect.bisect_left(self._starts[pi], a)
        hi = bisect.bisect_left(self._starts[pi], b)
        return self.cast.mentions[pi][lo:hi]

    @cached_property
    def genders(self) -> dict[str, str | None]:
        """Each person's gender as the people model knows it (None: unknown)."""
        return {e.name: e.gender for e in self.cast.entities}

    def _subjects(self, pi: int, a: int, b: int, objects: bool = False) -> list[Mention]:
        """Subject mentions in [a, b); never one inside a parenthetical ("A rep for Fisk (who ... represented
        Reyes ...) told People:" is the rep's statement)."""
        return [m for m in self.between(pi, a, b) if m.end <= b and m.subject and (objects or not m.prep)
                and not any(x < m.start < y for x, y in self._parens[pi])]

    def sender(self, pi: int, a: int, b: int) -> str | None:
        """The sender of "a text from her husband, Pete, who ...:" / "a message from one fan:": the first named
        mention right after "from"."""
        hits = list(_MESSAGE_FROM.finditer(self.masked[pi], a, b))
        if not hits:
            return None
        hit = hits[-1]
        near = [m for m in self.cast.mentions[pi] if hit.end() <= m.start <= hit.end() + 25 and m.end <= b]
        named = [m for m in near if m.speaker]
        if named:
            return named[0].speaker
        # "The note from the company's repair partner, read:": a sender named by nobody's name, as written
        described = _DESCRIBED_SENDER.fullmatch(self.masked[pi], hit.end(), b)
        return described.group(1) if described else None

    def body_before(self, pi: int, a: int) -> str | None:
        """The organisation that "It said:" / "The club said:" at ``a`` stands for: the capitalised name the sentence
        before opens with ("Great Northern are diverting some trains." in the paragraph or the one before), as the page
        writes it ("The Vatican" as "the Vatican"); never a name the cast takes for a person, one whose first word is a
        first name, nor one capitalised only because it opens the sentence (one word never written capitalised
        elsewhere: "Last week ...")."""
        text = self.masked[pi]
        if not text[:a].strip():
            if pi == 0:
                return None
            pi, text = pi - 1, self.masked[pi - 1]
            a = len(text.rstrip())
        ends = [m.end() for m in _SENT_END.finditer(text, 0, max(0, len(text[:a].rstrip()) - 1))]
        start = ends[-1] if ends else 0
        m = _BODY_OPENING.match(text, start, a)
        if m is None:
            return None
        toks = m.group("name").split()
        if not_a_name(toks) or toks[0].lower() in lx.STOP_CAPS or toks[0].lower() in lx.FEMALE_NAMES or (
                toks[0].lower() in lx.MALE_NAMES) or (len(toks) == 1 and toks[0] not in self.cast.mid_caps):
            return None
        over = [mn for mn in self.cast.mentions[pi] if mn.start < m.end("name") and m.start("name") < mn.end]
        if any(mn.kind != "orgname" for mn in over):
            return None  # a person, a pronoun, an unnamed source ...
        if over and over[0].speaker:
            return over[0].speaker  # "the IMF" as the cast names it
        return f"the {m.group('name')}" if m.group("the") else m.group("name")

    def _body_intro(self, text: str, a: int, v: re.Match[str], b: int) -> bool:
        """The sentence [a, b) is only "It said:" / "The club added in a statement:" / "It said of the delays:" (``v``
        its speech verb; a phrase of :data:`_BODY_INTRO_TAIL` before the colon)."""
        intro = _BODY_INTRO.fullmatch(text, a, v.start())
        told = _BODY_AUDIENCE.match(text, v.end(), b) if v.group(0) in lx.TELLING_VERBS else None
        tail = told.end() if told is not None else v.end()
        if intro is None or not _BODY_INTRO_TAIL.fullmatch(text, tail, b) or lx.SPEECH_VERB_RE.search(
                text, v.end(), b):
            return False  # nor a second verb of saying in the phrase ("It said in reply to those who asked:")
        adv = intro.group("adv")
        return (intro.group("ref") is None or intro.group("ref") in lx.BODY_REFERENCES) and (
            adv is None or adv in _ADVERBS or adv.endswith("ly"))

    def _clause_start(self, pi: int, a: int, b: int) -> int:
        starts = [m.end() for m in _CLAUSE.finditer(self.masked[pi], a, b)]
        return starts[-1] if starts else a

    def pre(self, pi: int, a: int, b: int, quote: str = "") -> tuple[str | None, bool]:
        """The speaker named before the quotation opening at ``b`` (its text ``quote`` when known)."""
        text = self.masked[pi]
        ends = [m.end() for m in _SENT_END.finditer(text, a, b)]
        a = ends[-1] if ends else a
        seg = text[a:b]
        if not seg.strip():
            return None, False
        if _MESSAGE_READ.search(seg) or re.search(r"\b[Aa]nother\s+(?:one\s+)?(?:read|reads)\s*:\s*$", seg):
            writer = self.message_writer(pi, a)
            if writer:
                return writer, True
        statement = _OWN_STATEMENT.search(seg)
        if statement:
            to = (a + statement.start("to"), a + statement.end("to")) if statement.group("to") else None
            return self.statement_owner(pi, a + statement.start(), statement.group("pro"), to), True
        acc = list(_ACCORDING.finditer(text, a, b))
        told = _TOLD_AFTER_SOURCE.match(text, acc[-1].end(), b) if acc else None
        if told and lx.SPEECH_VERB_RE.search(text, told.end(), b):
            # "According to police, the caller said: “…”": the source tells of someone else's words, who speaks in
            # the clause after its comma
            a, acc = told.end(), []
        owned = _ACCORDING_OWNED.fullmatch(text, acc[-1].end(), b) if acc else None
        if owned:
            return self._source_or_voice(owned, quote)  # "According to Belgium's government website, “…”"
        if acc:
            after = self._subjects(pi, acc[-1].end(), b)
            if after and (after[0].start == acc[-1].end() or _TITLE_BEFORE_NAME.fullmatch(
                text, acc[-1].end(), after[0].start
            )):
                return after[0].speaker, True  # also "According to Wilson Center director Rojansky, …"
            named = _ACCORDING_NAMED.fullmatch(text, acc[-1].end(), b)
            if named:
                # "According to the Spokesman-Review, “…”": the source as written
                return self._source_or_voice(named, quote)
        if seg.rstrip().endswith(":"):
            writer = self.sender(pi, a, b)
            if writer:
                return writer, True
        cs = self._clause_start(pi, a, b)
        relayed = list(_RELAYED.finditer(text, max(a, b - 120), b))
        if relayed and not re.search(r"[.!?]|\bcaption", text[relayed[-1].end() : b]) and not (
            lx.SPEECH_VERB_RE.search(text, relayed[-1].end(), b)
        ):
            return None, True  # "a mutual friend, who shared the exchange with Page Six: “…”": the friend relays
        given = _NAME_GIVEN.search(text, cs, b)
        if given:
            return self.name_giver(pi, cs, given.start()), True
        describer = _DESCRIBER.search(text, cs, b)
        if describer:
            return self.describer(pi, cs, describer.start()), True
        verbs = [v for v in lx.SPEECH_VERB_RE.finditer(text, cs, b)
                 if not _POSSESSED.search(text, max(cs, v.start() - 3), v.start())]
        colon = seg.rstrip().endswith(":")
        if verbs:
            v = verbs[-1]
            before = self._subjects(pi, a, v.start())
            participle = v.group(0).endswith("ing") and not re.search(r"\bto\s+(?:\w+ly\s+)?$", text[a : v.start()])
            if participle and re.search(r"\bof\s+(?:\w+ly\s+)?$", text[a : v.start()]):
                # "accused Ferrante of claiming in a text “…”": the accused's own words, quoted from a record; never
                # the accuser's. With no record named ("accused Bloomberg of arguing “…”") the words may be the
                # accuser's characterisation: nobody is credited
                obj = [m for m in before if _OF_OBJECT.search(text[m.end : v.start()])]
                record = _ACCUSATION_RECORD.search(text, v.end(), b)
                return (obj[-1].speaker if obj and record else None), True
            if before and _AND_SUBJECT.search(text, before[-1].end, v.start()):
                return None, True  # "Downes was filming and the announcer can be heard saying: “…”": not Downes
            if participle:
                return _participle_subject(text, a, cs, v.start(), before)
            if _PASSIVE.search(text, a, v.start()):
                if v.group(0) == "asked" and quote.rstrip(" ,").endswith("?"):
                    # "the Countess was asked by correspondent Martin Feld: “Will you …?”": the question is the
                    # asker's, never the one asked
                    return self._agent(pi, v.end(), b), True
                if v.group(0) == "asked" and colon and before:
                    return before[-1].speaker, True  # "X was asked by E! News about it: “…”": X answers
                return None, True  # "Prince Alaric is said to be “heartbroken”": nobody is named
            rel = _RELATIVE_TAG.search(text, a, v.start())
            if rel and _BARE_INTRO.fullmatch(text, v.end(), b):
                # "… first announced by East Coast Trains, which said: “…”", "… confirmed by Tom Reed, who said:
                # “…”": the one the relative clause is about, named right before its comma (a preposition's object
                # too); "which" never stands for a person
                ante = [m for m in self.between(pi, max(a, rel.start() - 120), rel.start() + 1)
                        if m.end == rel.start() and m.speaker]
                who = ante[-1] if ante else None
                person = who is not None and who.entity is not None and self.cast.entities[who.entity].person
                if who is not None and rel.group(1) == "who" and (person or who.kind == "pronoun"):
                    return who.speaker, True
                if who is not None and rel.group(1) == "which" and not person and who.kind != "pronoun":
                    # the body as written, its whole capitalised name ("East Coast Trains", of which the cast may
                    # have read only "Trains")
                    run = _CAPS_RUN_END.search(text, max(a, rel.start() - 80), rel.start())
                    return (run.group(0) if run and run.start() <= who.start else text[who.start : who.end]), True
            if _WHICH_BEFORE.search(text, a, v.start()):
                return None, True  # "a story about her which said the fruit was “…”": the story's, not a person's
            inside = [r.span() for r in _RELATIVE.finditer(text, a, v.start())]
            inside += [r.span() for r in _ASIDE.finditer(text, max(a, v.start() - _ASIDE_REACH), v.start())]
            inside += [r.span() for r in _THAT_ASIDE.finditer(text, max(a, v.start() - _ASIDE_REACH), v.start())]
            inside += [r.span() for r in _PREP_RELATIVE.finditer(text, max(a, v.start() - _ASIDE_REACH), v.start())]
            inside += [(r.start(), r.end() + 1) for r in _BY_AGENT.finditer(text, max(a, v.start() - _ASIDE_REACH),
                                                                            v.start())]
            clause = _WHO_TO_VERB.search(text, max(a, v.start() - _ASIDE_REACH), v.start())
            if clause:
                inside.append((clause.start(), v.start()))  # "Mr Downes, who was …, with son Jack, 14, said"
            before = [m for m in before if not any(x <= m.start < y for x, y in inside)] or before
            if len(before) > 1 and _appositive_role(text, before[-2], before[-1], v.start()):
                before = before[:-1]  # "Bill Kerswell, a spokesman for the council, said:": the named one speaks
            unknown = _WORD_BEFORE_VERB.search(text, max(a, v.start() - 60), v.start())
            if before and unknown and any(c.isupper() for c in unknown.group(1)) and not self._in_mention(
                pi, unknown.start(1)
            ):
                return None, True  # "… and dating site eHarmony insisted it will look into “…”": not the last one named
            inner = self._subjects(pi, v.end(), b)
            others = [m for m in inner if m.speaker != before[-1].speaker] if before else []
            if others and _ATTRIBUTING_RE.search(text, others[0].end, b):
                # "Brandt wrote that Nina Ross called the show “…”": Brandt is not the speaker; nor are they in "Lund
                # and Vass said Brandt defamed them when he accused them of “…”", whoever "he" is taken to be
                return None, True
            if before and quote and not _own_voice(quote) and _reported_chain(text, a, before[-1], before[:-1]):
                return None, True  # "Kilpatrick tweeted that Montoya-Lewis spoke “…”": whose words, is not told
            if before and _SECOND_HAND.search(text, before[-1].end, v.start()) and lx.SPEECH_VERB_RE.search(
                text, before[-1].end, v.start()
            ):
                return None, True  # "She told friends that her brother had said “…”": the brother's, not hers
            threat = _REPORTED_THREAT.match(text, v.end(), b) if before else None
            if threat:
                own = [m for m in self._subjects(pi, v.end(), b) if m.end == threat.end("np")]
                return (own[0].speaker if own and own[0].kind == "person" else None), True
            if before and _OBJECT_BEFORE.search(text, max(0, before[-1].start - 30), before[-1].start) and (
                _AND_THEN_VERB.match(text, before[-1].end, v.start())
            ):
                return None, True  # "she called Mills and said, “…”": Mills is called, not the caller
            if before:
                return _joint(text, self.between(pi, a, v.start()), before[-1]), True
            if colon and self._body_intro(text, a, v, b):
                return self.body_before(pi, a), True  # "Great Northern are diverting trains. It said: “…”"
            after = self._subjects(pi, v.end(), b)
            if v.group(0) in lx.INVERTIBLE and after and inverted_gap(text[v.end() : after[0].start]) and not (
                _ADDRESSEE.match(text, after[0].end, b) and v.group(0) in lx.ASKING_VERBS
            ):
                # but "asked Montoya-Lewis, “…?”": the one asked is not the asker
                return _joint(text, self.between(pi, v.end(), b), after[0], b), True
            described = _DESCRIBED_AS.search(text, a, b)
            if described:
                own = self._subjects(pi, a, described.start())
                return (own[-1].speaker if own else None), True
            return None, True
        if colon:
            own = self._subjects(pi, cs, b)
            return (own[0].speaker if own else None), True
        accused = _ACCUSED_OF.search(text, cs, b)
        if accused:
            # "the Church accused the LCWR of “pushing …”": no speech verb tells of it; the charge is the accuser's,
            # the subject right before the accusing verb (never the one accused)
            own = [m for m in self._subjects(pi, cs, accused.start()) if m.end <= accused.start()]
            between = text[own[-1].end : accused.start()].split() if own else []
            if own and len(between) <= 1 and all(w in _ADVERBS or w.endswith("ly") for w in between):
                return own[-1].speaker, True
        return None, False

    def statement_owner(self, pi: int, at: int, pronoun: str | None, to: tuple[int, int] | None = None) -> str | None:
        """Whose statement "Reed's statement read:" / "His apology read:" (at ``at``) is: the person named right before
        "'s"; for "his"/"her", the one person of that gender named in the paragraph before it or in the paragraph
        before (two or none: nobody)."""
        if pronoun is None:
            named = [m for m in self.between(pi, max(0, at - 60), at) if m.end == at and m.speaker]
            return named[0].speaker if named else None
        g = "m" if pronoun.lower() == "his" else "f"
        ents = self.cast.entities
        near = [m for p, x, y in ((pi - 1, 0, len(self.masked[pi - 1])) if pi else (pi, 0, 0), (pi, 0, at))
                for m in self.between(p, x, y)]
        who = {m.speaker for m in near if m.speaker and m.kind in ("person", "pronoun") and m.entity is not None
               and ents[m.entity].person and ents[m.entity].gender == g}
        if to is not None:  # "His latest message to Vasilyev reads:": the one written to is not its writer
            who -= {m.speaker for m in self.between(pi, to[0], to[1]) if m.speaker}
        return who.pop() if len(who) == 1 else None

    def _in_mention(self, pi: int, pos: int) -> bool:
        i = bisect.bisect_right(self._starts[pi], pos) - 1
        return i >= 0 and pos < self.cast.mentions[pi][i].end

    def _agent(self, pi: int, a: int, b: int) -> str | None:
        """The named agent of a passive verb: the first mention after "by" in [a, b), else None."""
        by = _BY.search(self.masked[pi], a, b)
        if by is None:
            return None
        named = [m for m in self._subjects(pi, by.end(), b, objects=True) if m.start - by.end() <= 40]
        return named[0].speaker if named else None

    def describer(self, pi: int, a: int, b: int) -> str | None:
        """Who describes: "with one critic calling it" gives the critic, else the clause's first subject ("She
        thanked her director, Samuel Okoro, calling him" gives She)."""
        own = self._subjects(pi, a, b)
        text = self.masked[pi]
        if re.search(r"\b(?:it|they)\s+(?:\w+ly\s+)?$", text[max(a, b - 30) : b]):
            return None  # "Pakistan, which it described as “…”": a body or a group no mention stands for
        unnamed = re.search(r"\bwith\s+((?:[A-Z][\w'\u2019-]*\s+){1,3})$", text[a:b])
        if not own or (unnamed and not any(m.start >= a + unnamed.start() for m in own)):
            # "with Radar Online calling her": a describer the cast does not know; an outlet by its name names itself
            return _outlet_name(unnamed.group(1)) if unnamed else None
        who = _WHO_BEFORE.search(text, a, b)
        if who:
            # "musician Ronan Tully, who once described their relationship as": the relative clause's antecedent
            # (the antecedent may be a preposition's object: "her split from musician Ronan Tully, who once …")
            ante = [m for m in self._subjects(pi, a, b, objects=True) if m.end <= who.start()]
            return ante[-1].speaker if ante else None
        whats = list(_WHAT_BEFORE.finditer(text, a, b))
        if whats:
            what = whats[-1]
            # "was eliminated in what host Tom Bergeron described as the “…”": the one named after "what" describes,
            # never the sentence's subject
            named = [m for m in own if what.end() <= m.start <= what.end() + 40]
            return named[0].speaker if named else None
        withs = [m for m in own if _WITH_SUBJECT.search(text, max(0, m.start - 6), m.start)]
        return (withs[-1] if withs else own[0]).speaker

    def name_giver(self, pi: int, a: int, b: int) -> str | None:
        """Who gave the name: the subject right before "called her" with no reporting verb between them ("Achterberg
        says her uncle once called her “…”" names the uncle, whom the cast does not know: None)."""
        own = self._subjects(pi, a, b)
        if not own or lx.SPEECH_VERB_RE.search(self.masked[pi], own[-1].end, b):
            return None
        return own[-1].speaker

    def message_writer(self, pi: int, b: int) -> str | None:
        """The person whose messages the paragraph mentions before ``b``: "Holt's private text messages",
        "text messages Vold allegedly sent"."""
        text = self.masked[pi]
        ms = self.cast.mentions[pi]
        for msg in reversed(list(_MESSAGE.finditer(text, 0, b))):
            owner = [m for m in ms if m.kind == "person" and not m.subject and msg.start() - 30 <= m.end <= msg.start()]
            if owner and owner[-1].speaker:
                return owner[-1].speaker
            sender = re.match(r"\s+(?:that\s+)?(\S+(?:\s+\S+)?)\s+(?:\w+ly\s+)?(?:sent|wrote|texted|posted)\b",
                              text[msg.end() : b])
            if sender:
                named = self._subjects(pi, msg.end(), msg.end() + sender.end())
                if named and named[0].speaker:
                    return named[0].speaker
        return None

    def next_sentence(self, pi: int, a: int, b: int) -> str | None:
        """A quote that ends its sentence, named in the next one: "So said X", "Those were the words of X"."""
        text = self.masked[pi]
        m = _NEXT_SENT_SPEAKER.match(text, a, b)
        if m is None:
            return None
        end = _SENT_END.search(text, m.end(), b)
        after = self._subjects(pi, m.end(), end.start() if end else b)
        if after and len(_WORD.findall(text[m.end() : after[0].start])) <= 3:
            return after[0].speaker
        return None

    def closing_tag(self, pi: int, a: int, b: int) -> str | None:
        """A quotation that opens its sentence, with the sentence's tag at its end: "“Lack of support and lack of
        understanding” was the simplest reason they left, he said." The tag (", " + the one person or pronoun named
        after the closing mark, an -ly adverb allowed, a speech verb, the sentence's end) speaks the sentence and
        the words it opens; a clause that names anyone else or holds any capitalised word ("“Hydrate” was Archie's
        favourite word, Meghan said") names nobody."""
        text = self.masked[pi]
        end = next((e for e in _SENT_END.finditer(text, a, b) if not _after_abbreviation(text, e.start())), None)
        last = text[a:b].rstrip()
        if end is None and not last.endswith((".", "!")):
            return None
        stop = end.start() if end is not None else a + len(last) - 1
        named = self.between(pi, a, stop)
        if len(named) != 1 or named[0].kind not in ("person", "pronoun") or not named[0].subject or named[0].prep:
            return None
        tag = named[0]
        clause = text[a : tag.start]
        verb = _CLOSING_VERB.fullmatch(text, tag.end, stop)
        if verb is None or not lx.SPEECH_VERB_RE.fullmatch(verb.group(1)) or not clause.rstrip().endswith(","):
            return None
        words = _WORD.findall(clause)
        if not 0 < len(words) <= _CLOSING_CLAUSE_WORDS or _QUOTE_MARK.search(clause):
            return None
        # a capitalised word in the clause may be someone the cast does not know ("Archie's favourite word")
        return None if any(w[:1].isupper() and w != "I" for w in words) else tag.speaker

    def sentence_tag(self, pi: int, a: int, b: int, nxt: int) -> str | None:
        """A quotation inside a sentence whose tag ends it: "Britain is at ‘very significant risk’ from an attack,
        Foreign Secretary Philip Hammond warned today." The tag (", " + a title, the one person or office named,
        an -ly adverb allowed, a speech verb, at most _SENTENCE_TAIL_WORDS words, the sentence's end) speaks the
        sentence and the words it quotes; a sentence that names anyone else before the tag, holds another quotation
        or a verb of saying before it (the words may be someone else's, "Reed called the plan “absurd”, Smith said")
        or any capitalised word the cast does not read names nobody. ``a``: the quotation's opening mark, ``b``: its
        closing mark's end, ``nxt``: the next quotation's opening."""
        text = self.masked[pi]
        bounds = self._tail_bounds(pi, a, b, nxt)
        if bounds is None:
            return None
        head, comma, stop = bounds
        named = [m for m in self.between(pi, head, stop) if m.kind not in ("org", "anon", "anon_ref", "commenter")
                 or m.start > comma]
        if len(named) != 1 or named[0].start < comma or named[0].kind not in ("person", "epithet") or (
            not named[0].speaker or not named[0].subject or named[0].prep
        ):
            return None
        tag = named[0]
        if not self._lead_ok(text[comma + 1 : tag.start]):
            return None
        verb = _SENTENCE_TAG_VERB.fullmatch(text, tag.end, stop)
        if verb is None or not lx.SPEECH_VERB_RE.fullmatch(verb.group(1)):
            return None
        clause = text[head:a] + " " + text[b:comma]
        words = _WORD.findall(clause)
        if _QUOTE_MARK.search(clause) or any(w.lower() in _SAYING for w in words):
            return None
        # a capitalised word in the sentence may be someone the cast does not know (its first word opens it; an
        # acronym, "ISIS", names no one who speaks)
        return None if any(w[:1].isupper() and w != "I" and not w.isupper() for w in words[1:]) else tag.speaker

    def _tail_bounds(self, pi: int, a: int, b: int, nxt: int, inner_comma: bool = False) -> tuple[int, int, int] | None:
        """For a quotation from ``a`` to ``b`` inside its sentence (``nxt``: the next quotation's opening): where the
        sentence starts, the last comma after the quotation (with ``inner_comma``, the words ending on a comma, none
        after: the closing mark stands for it) and where the sentence ends; None when the sentence starts out of
        reach, does not end before ``nxt`` or has no comma after the quotation."""
        text = self.masked[pi]
        starts = [e.end() for e in _SENT_END.finditer(text, max(0, a - _GATE_REACH), a)
                  if not _after_abbreviation(text, e.start())]
        head = starts[-1] if starts else max(0, a - _GATE_REACH)
        if starts == [] and head > 0:
            return None
        end = next((e for e in _SENT_END.finditer(text, b, nxt) if not _after_abbreviation(text, e.start())), None)
        last = text[b:nxt].rstrip()
        if end is None and not last.endswith((".", "!")):
            return None
        stop = end.start() if end is not None else b + len(last) - 1
        comma = text.rfind(",", b, stop)
        if comma < 0 and inner_comma:
            comma = b - 1
        return None if comma < 0 else (head, comma, stop)

    def body_tag(self, pi: int, a: int, b: int, nxt: int, quote: str) -> str | None:
        """A quotation inside a sentence whose tag names a body, not a person: "The talks were “frank and open,” the
        Vatican said." / "The parting was “by mutual consent,” the club said." (``the`` and a capitalised name no
        person's, or ``the`` and a word the story calls a body by, [people] company_references and statement_owners,
        for the body the sentence before opens with, as "It said:"); then an -ly adverb allowed, a speech verb and at
        most _SENTENCE_TAIL_WORDS words to the sentence's end. As :meth:`sentence_tag`: nobody named before the tag, no
        other quotation, no verb of saying and no capitalised word the cast does not read in the sentence."""
        text = self.masked[pi]
        bounds = self._tail_bounds(pi, a, b, nxt, inner_comma=quote.rstrip().endswith(","))
        if bounds is None:
            return None
        head, comma, stop = bounds
        tag = _BODY_TAG.match(text, comma + 1, stop)
        verb = _SENTENCE_TAG_VERB.fullmatch(text, tag.end(), stop) if tag is not None else None
        if tag is None or verb is None or not lx.SPEECH_VERB_RE.fullmatch(verb.group(1)):
            return None
        if any(m.kind not in ("org", "orgname") for m in self.between(pi, head, stop)):
            return None  # a person, a pronoun, an unnamed source ...
        clause = text[head:a] + " " + text[b : max(b, comma)]
        words = _WORD.findall(clause)
        if _QUOTE_MARK.search(clause) or any(w.lower() in _SAYING for w in words) or any(
                w[:1].isupper() and w != "I" and not w.isupper() for w in words[1:]):
            return None
        if tag.group("ref") is not None:
            return self.body_before(pi, head) if tag.group("ref") in lx.BODY_REFERENCES else None
        toks = tag.group("name").split()
        if not_a_name(toks) or toks[0].lower() in lx.STOP_CAPS or toks[0].lower() in lx.FEMALE_NAMES or (
                toks[0].lower() in lx.MALE_NAMES):
            return None
        over = [m for m in self.between(pi, tag.start("name"), tag.end("name")) if m.speaker]
        return over[0].speaker if over else f"the {tag.group('name')}"

    def according_tag(self, pi: int, a: int, b: int, nxt: int, quote: str) -> str | None:
        """A quotation inside a sentence that ends on its source: "Those duties include “suggesting, advising”
        lawmakers, according to Belgium's government website." — after the last comma "according to" and, to the
        sentence's end, a person or body the cast names right there, or a source :data:`_ACCORDING_NAMED` /
        :data:`_ACCORDING_OWNED` reads (as "“…,” according to Variety."). As :meth:`body_tag`: nobody named before
        the comma, no other quotation, no verb of saying and no capitalised word the cast does not read in the
        sentence."""
        text = self.masked[pi]
        bounds = self._tail_bounds(pi, a, b, nxt, inner_comma=quote.rstrip().endswith(","))
        if bounds is None:
            return None
        head, comma, stop = bounds
        acc = _ACCORDING.match(text, comma + 1 + len(text[comma + 1 : stop]) - len(text[comma + 1 : stop].lstrip()))
        if acc is None or acc.end() > stop:
            return None
        if any(m.kind not in ("org", "orgname") for m in self.between(pi, head, a)) or any(
                m.kind in ("person", "pronoun", "epithet") for m in self.between(pi, b, comma)):
            return None  # a person, a pronoun, an unnamed source before the words; anyone named after them
        clause = text[head:a] + " " + text[b : max(b, comma)]
        words = _WORD.findall(clause)
        if _QUOTE_MARK.search(clause) or any(w.lower() in _SAYING for w in words) or any(
                w[:1].isupper() and w != "I" and not w.isupper() for w in words[1:]):
            return None
        owned = _ACCORDING_OWNED.fullmatch(text, acc.end(), stop + 1)
        if owned:  # before the cast's mention of the owner ("Belgium's"): the owner's page is the source
            return self._source_or_voice(owned, quote)[0]
        after = self._subjects(pi, acc.end(), stop)
        if after and after[0].start == acc.end():
            return after[0].speaker
        named = _ACCORDING_NAMED.fullmatch(text, acc.end(), stop + 1)
        return self._source_or_voice(named, quote)[0] if named else None

    def credit_line(self, pi: int, a: int, b: int) -> str | None:
        """A pull quotation credited like a caption: "‘… before it is too late’ Sadiq Khan, Shadow Justice Minister ."
        — after the closing mark, to the paragraph's end or the next quotation, only a person the cast names and,
        after a comma, their title (capitalised words and of/the/and/for/at/in, no verb; whatever the cast reads
        inside it, "Air" in "Director of the Caribbean Air and Marine Branch", is the title's): that person."""
        text = self.masked[pi]
        named = self.between(pi, a, b)
        if not named or named[0].kind != "person" or not named[0].speaker or text[a : named[0].start].strip():
            return None
        rest = _CREDIT_TITLE.fullmatch(text, named[0].end, b)
        return named[0].speaker if rest is not None else None

    @staticmethod
    def _source_or_voice(named: re.Match[str], quote: str) -> tuple[str | None, bool]:
        """The source after "according to" that the cast does not know ("according to Variety"), as written; but
        first-person words ("I declare …", "we", "my") are someone's own, whom an outlet that reports them is not:
        nobody (qa7b measured preferring the speaker the sentence before names: no change on any tune or
        fictional set, so the simpler None)."""
        if any(w in lx.FIRST_PERSON for w in _WORD.findall(quote.lower().replace("\u2019", "'"))):
            return None, True
        return (_owned_source(named) if named.re is _ACCORDING_OWNED else _as_written(named)), True

    def post(self, pi: int, a: int, b: int, has_next: bool, quote: str = "",
             opens: bool = False) -> tuple[str | None, bool]:
        text = self.masked[pi]
        end = next((e for e in _SENT_END.finditer(text, a, b) if not _after_abbreviation(text, e.start())), None)
        stop = end.start() + 1 if end else b
        seg = text[a:stop]
        if has_next and not end and _LEAD_CONJ.match(seg):
            return None, False
        if has_next and not end and seg.rstrip().endswith(":"):
            comma = seg.find(",", len(seg) - len(seg.lstrip(" ,")))
            if comma < 0:
                return None, False
            stop = a + comma
            seg = text[a:stop]
        acc = _ACCORDING.match(seg.lstrip(" ,"))
        if acc:
            off = a + (len(seg) - len(seg.lstrip(" ,"))) + acc.end()
            owned = _ACCORDING_OWNED.fullmatch(text, off, stop)
            if owned:
                return self._source_or_voice(owned, quote)  # "“…,” according to Belgium's government website."
            after = self._subjects(pi, off, stop)
            if after and after[0].start == off:
                return after[0].speaker, True
            named = _ACCORDING_NAMED.fullmatch(text, off, stop)
            if named:
                return self._source_or_voice(named, quote)  # "“…,” according to Variety."
        participle = _PARTICIPLE_THEN_TAG.match(text, a, stop)
        if participle and opens and quote.rstrip()[-1:].isalnum() and not self._subjects(pi, a, participle.end()):
            # a quotation that opens its sentence, no comma or stop closing its words: the participle's phrase
            # describes them, the tag follows it
            return self.post(pi, participle.end(), b, has_next, quote)
        reads = _READS.match(text, a, stop)
        written = _WRITTEN_VOICE.fullmatch(text, reads.end(), stop) if reads else None
        if written:
            return written.group(1), True
        inv = _INVERTED_ONLY.match(text, a, stop)
        if inv:
            after = self._subjects(pi, inv.end(), stop)
            if after and after[0].start == inv.end():
                return _joint(text, self.between(pi, inv.end(), stop), after[0], stop), True
        reply = _REPLY_FROM.match(text, a, stop)
        if reply:
            after = self._subjects(pi, reply.end(), stop, objects=True)
            if after and after[0].start == reply.end():
                return after[0].speaker, True
        first = self._subjects(pi, a, stop)
        if first and self._lead_ok(text[a : first[0].start]):
            # "“…,” Nathaniel Pieper, senior vice president of fleet at Alaska, said": a long appositive
            app = _APPOSITIVE_GAP.match(text, first[0].end, stop) or AFFILIATION.match(text, first[0].end, stop)
            verb = lx.SPEECH_VERB_RE.match(text, app.end(), stop) if app else None
            # "“…,” Tom Reed (, the chief executive,) was quoted (by Reuters) as saying": Reed's words
            quoted = _quoted_as(text, app.end() if app else first[0].end, stop)
            if verb is not None or quoted is not None or _UNCLOSED_ROLE.match(text, first[0].end, stop):
                # also "Luca Boldrini, CRN's sales director told …" (no closing comma)
                upto = app.end() if app else first[0].end
                return _joint(text, self.between(pi, first[0].start, upto), first[0], upto), True
        v = lx.SPEECH_VERB_RE.search(text, a, stop)
        if v is None or len(_WORD.findall(text[a : v.start()])) > 8:
            return None, False
        before = self._subjects(pi, a, v.start())
        if before:
            m = before[-1]
            gap = [w for w in _WORD.findall(text[m.end : v.start()]) if w.lower() not in _GAP_SKIPS and
                   not w.lower().endswith("ly") and not w.isdigit()]
            if not self._lead_ok(text[a : before[0].start]):
                return None, False
            if not gap:
                return _joint(text, self.between(pi, a, v.start()), m), True
            return None, False
        if _WORD.findall(text[a : v.start()]):
            return None, False
        after = self._subjects(pi, v.end(), stop)
        if v.group(0) in lx.INVERTIBLE and after and inverted_gap(text[v.end() : after[0].start]):
            if len(after) > 1 and _role_between(text[after[0].end : after[1].start]):
                # "said Stoke manager Mark Hughes": the club names the role's holder
                return _joint(text, self.between(pi, v.end(), stop), after[1], stop), True
            return _joint(text, self.between(pi, v.end(), stop), after[0], stop), True
        return None, True

    @staticmethod
    def _lead_ok(lead: str) -> bool:
        """Words between a closing mark and the speaker's name: none, a courtesy title, or a written title ("BVI
        Governor", "Gov.", "Transport Secretary")."""
        words = [w for w in _WORD.findall(lead) if w.lower() not in _HONORIFIC_LEAD]
        return not words or ((_title_words(words) or _coordinated_roles(words) or _described_role(words) or (
            _body_role(words))) and not (
            re.search(r"[.;:!?]\s", lead.strip(" ,"))))

    def reported_before(self, pi: int) -> str | None:
        """A paragraph that reports one person's words ("In the meantime, the governor also indicated that he will
        fast-track the report.") before a paragraph that is a bare quotation: that person, when they are the only
        one named in its last sentence and the subject of its saying verb."""
        text = self.masked[pi].rstrip()
        ends = [m.end() for m in _SENT_END.finditer(text) if m.end() < len(text) - 1]
        a = ends[-1] if ends else 0
        verbs = [m for m in _WORD.finditer(text, a) if m.group(0).lower() in _SAYING]
        if not verbs or _own_voice_outside(text):
            return None  # "He loves my mama ... calls her “honey-bunny.”": someone's own words, not a report
        names = {m.speaker for m in self._subjects(pi, a, len(text), objects=True)
                 if m.kind != "org" or m.start < verbs[0].start()}  # "indicated that she will publish the report"
        before = self._subjects(pi, a, verbs[0].start())
        if len(names) != 1 or not before or before[-1].speaker not in names:
            return None
        return before[-1].speaker

    def other_named(self, pi: int, b: int, speaker: str | None) -> bool:
        """Someone other than ``speaker`` is named before ``b`` in any role ("Kelsey’s answer was candid. “…”"
        after the reporter's question: the quote is not the reporter's)."""
        return any(m.kind == "person" and m.speaker and m.speaker != speaker for m in self.cast.mentions[pi]
                   if m.start < b)

    def lone_speaker(self, pi: int, b: int) -> str | None:
        """The one person named before an untagged quotation that opens its own sentence or follows a comma or
        colon ("Alley brought it up again. “…”", "Kline thanks her mother, “…”"); a quotation inside someone's
        sentence ("Célinununu intends to “…”", "he called on her “…”") is no lone speaker's."""
        names = {m.speaker for m in self._subjects(pi, 0, b) if m.speaker}
        if len(names) != 1:
            return None
        name = names.pop()
        text = self.masked[pi]
        ends = [m.end() for m in _SENT_END.finditer(text, max(0, b - 400), b)]
        a = ends[-1] if ends else max(0, b - 400)
        if _opens_sentence(text, b):
            # after a comma or colon the person is named in the quotation's own sentence ("Kline thanks her mother,
            # “…”"); not "Tom Hanks has been loved for years. But fans who never saw him may wonder, “…”")
            if not text[a:b].strip() or any(m.speaker == name for m in self._subjects(pi, a, b)):
                return name
            return None
        # inside a sentence: only when that person is the subject of its speech verb ("She added that ..., but that
        # she “…”", "The actress opened up ..., saying she had become “…”", "what he calls the “…”")
        verbs = [m for m in _WORD.finditer(text, a, b) if m.group(0).lower() in _SAYING]
        subjects = self._subjects(pi, a, verbs[0].start()) if verbs else []
        return name if subjects and subjects[-1].speaker == name else None


def mine_quotes(paragraphs: Sequence[str], lang: str | None = None) -> list[Quote]:
    """Every direct quotation in the article body, in story order, verbatim, with its speaker (or None).

    ``lang`` is the article's language (else guessed from the text): German, French and Spanish articles also get
    their own speaker tags read (:mod:`bot.quoting.tags`) where the rules below found no speaker."""
    return [q for q, _ in _mine(paragraphs, lang, routes=False)]


def mine_routed(paragraphs: Sequence[str], lang: str | None = None) -> list[tuple[Quote, str]]:
    """:func:`mine_quotes` with, for each quote, the rule that named its speaker and the kind of mention that gave
    it ("post/person", "pre/pronoun", "prev/-"): what ``benchmarks/quotes.py --routes`` calibrates."""
    return _mine(paragraphs, lang, routes=True)


def _mine(paragraphs: Sequence[str], lang: str | None, routes: bool) -> list[tuple[Quote, str]]:
    paras = [p or "" for p in paragraphs]
    spans = [find_spans(p) for p in paras]
    code = (lang or guess_lang(paras) or "").lower()[:2]
    if code in TAG_LANGS and (marks := lx.lexicon_for(code).continuation_marks):
        _continue_quotations(paras, spans, marks)
    # a German/French/Spanish tag verb next to a quotation makes it speech, as an English one does
    verbs = lx.SPEECH_VERBS | lx.lexicon_for(code).tag_verbs if code in TAG_LANGS else lx.SPEECH_VERBS
    if code in TAG_LANGS:
        # "—No me arrepiento —dijo la actriz—.": the dialogue dash where it introduces speech
        for pi, text in enumerate(paras):
            dash = dialogue_span(text, lx.lexicon_for(code).tag_verbs, lx.lexicon_for(code).tag_pronouns)
            if dash is not None and not any(s.open < dash.close for s in spans[pi]):
                spans[pi] = [dash, *spans[pi]]
    _add_run_on_ends(paras, spans)
    tag_lex = lx.lexicon_for(code) if code in TAG_LANGS else None
    # a paragraph whose spans are still find_spans's: its plain mask (remembered; the readers of the cast use it)
    masked = [_plain_masked(p) if s == find_spans(p) else _mask(p, s) for p, s in zip(paras, spans, strict=True)]
    cast = cast_of(masked)
    att = _Attributor(masked, cast)
    found: list[_Found] = []
    doubles = sum(1 for ss in spans for s in ss if s.double)
    singles_speech = doubles <= sum(1 for ss in spans for s in ss if not s.double)
    titles = {t for p, ss in zip(paras, spans, strict=True) for s in ss if (t := _work_title(p, s))}
    names = _repeated_names(paras, spans)
    for pi, text in enumerate(paras):
        nxt_open = pi + 1 < len(paras) and starts_with_opener(paras[pi + 1])
        kept = [s for s in spans[pi] if s.runs_on and found and not found[-1].span.closed or not s.runs_on and (
            is_quotation(text, s, nxt_open and not s.closed, singles_speech, verbs) or tag_lex is not None and (
                _so_tagged(text, s, tag_lex) or _charged(text, s, tag_lex) or _modal_tagged(text, s, tag_lex) or (
                    _perfect_tagged(text, s, tag_lex)) or _object_quoted(text, s, tag_lex)
            )
        ) and not (tag_lex is not None and _outlet_like(text, s, tag_lex)) and not (
            titles and s.closed and s.inner(text) in titles
        ) and not (
            names and s.closed and s.inner(text).strip().rstrip(",.") in names
        )]
        for k, s in enumerate(kept):
            prev_close = kept[k - 1].close + 1 if k else 0
            nxt = kept[k + 1].open if k + 1 < len(kept) else len(text)
            if s.runs_on:  # the rest of a quotation left open above: its own tag ("…,' he said") or the opening's
                f = _Found(pi, s, s.inner(text), route="runon")
                f.speaker, f.cued = att.post(pi, s.close + 1, nxt, k + 1 < len(kept))
                if f.speaker is None and not f.cued and (named := att.credit_line(pi, s.close + 1, nxt)):
                    f.speaker, f.cued, f.route = named, True, "credit"
                found.append(f)
                continue
            f = _Found(pi, s, s.inner(text))
            asked = _ASKED_BEFORE.search(masked[pi], prev_close, s.open) and f.text.rstrip(" ,").endswith("?")
            if s.closed and (_ENDS_SENTENCE.search(f.text) or asked) and _NEW_SENTENCE.match(text, s.close + 1):
                # "… saying: “We understand.” He added that …": the new sentence is not this quote's tag; nor is
                # "She laughed." after "X was asked by Y: “…?”" (the question is introduced before it)
                f.speaker, f.cued = att.pre(pi, prev_close, s.open, f.text)
                f.route = "pre-sent"
            if s.closed and f.speaker is None and not asked and not (
                f.text.rstrip(" ,").endswith("?") and _ANSWER_NEXT.match(text, s.close + 1)
            ):  # "“Did it hurt?” She answered, “…”": the tag after a question is the answer's
                f.speaker, f.cued = att.post(pi, s.close + 1, nxt, k + 1 < len(kept), f.text,
                                             SENTENCE_START.search(masked[pi], 0, s.open) is not None)
                f.route = "post"
                if f.speaker and f.speaker[:1].islower() and _COLON_INTRO.search(masked[pi], prev_close, s.open):
                    # "Reed told the clerk: “…,” police said.": the words are the one's the colon's tag introduces;
                    # the unnamed teller after them ("police", "prosecutors", "a spokesman") only reports them
                    own, cued = att.pre(pi, prev_close, s.open, f.text)
                    if cued and own != f.speaker:
                        f.speaker, f.route = own, "pre"
            if s.closed and f.speaker is None and not f.cued and SENTENCE_START.search(masked[pi], 0, s.open):
                if named := att.closing_tag(pi, s.close + 1, nxt):
                    f.speaker, f.cued, f.route = named, True, "closing"
                elif named := att.credit_line(pi, s.close + 1, nxt):
                    f.speaker, f.cued, f.route = named, True, "credit"
            if s.closed and f.speaker is None and s.inner(text)[-1:] in ".!?":
                named = att.next_sentence(pi, s.close + 1, nxt)
                f.speaker, f.cued = (named, True) if named else (f.speaker, f.cued)
                f.route = "next"
            if f.speaker is None:
                sp, cued = att.pre(pi, prev_close, s.open, f.text)
                f.speaker, f.cued = sp, f.cued or cued
                f.route = "pre"
            if f.speaker is None and not f.cued and s.closed and (
                named := att.sentence_tag(pi, s.open, s.close + 1, nxt)
            ):
                f.speaker, f.cued, f.route = named, True, "sentence"
            if f.speaker is None and s.closed and (  # the tag the post route saw but could not name a person in
                named := att.body_tag(pi, s.open, s.close + 1, nxt, f.text)
                or att.according_tag(pi, s.open, s.close + 1, nxt, f.text)
            ):
                f.speaker, f.cued, f.route = named, True, "sentence"
            if f.speaker is not None and f.route == "pre" and _EXAMPLES_BEFORE.search(masked[pi], max(0, s.open - 300),
                                                                                        s.open):
                f.speaker, f.cued = None, True
            if f.speaker is None and s.closed and (signed := _signer(f.text, cast)):
                f.speaker, f.cued, f.route = signed, True, "signed"  # "… Love, Anna": the writer signs it
            if f.speaker is None and pi and not text[: s.open].strip() and masked[pi - 1].rstrip().endswith(":"):
                # "1. Comedian Marisol Vega wrote:" with the post itself in the next paragraph
                sp, cued = att.pre(pi - 1, 0, len(masked[pi - 1]))
                f.speaker, f.cued = (sp, True) if sp else (f.speaker, f.cued)
                f.route = "colon"
            found.append(f)
    pronoun_tags = {id(f): tag for f, _, tag in _pronoun_tagged(found, att)}  # read before any gate blanks one
    _interviewer_gate(found, att)
    _object_gate(found, att)
    _pronoun_switch_gate(found, att)
    _stale_pronoun_gate(found, att)
    _unnamed_gate(found, att)
    _newcomer_gate(found, att)
    _doubt_carries(found, att, pronoun_tags)
    tagged = [f.speaker is not None for f in found]  # a speaker from the quotation's own tag (nothing borrowed yet)
    marked = [frozenset(s.double for s in ss) for ss in spans]  # the mark styles each paragraph's quotations use
    _inherit(found, att, masked, marked)
    _run_on_tag(found, tagged, masked, marked)
    _answer_gate(found, cast)
    _third_person_gate(found, cast)
    if code in TAG_LANGS:
        # German, French and Spanish copy: the tags of its own language name the speakers; the rules above were
        # written for English (on the tune pages they added wrong speakers, and German nouns read as names)
        quotes = [(f.para, f.span.open, f.span.close, f.span.closed, None) for f in found]
        for f, read in zip(found, tag_reads(masked, quotes, lx.lexicon_for(code), paras), strict=True):
            f.speaker, f.inner_tag = read.speaker, read.inner
    english = code not in TAG_LANGS
    nearest = _NearestMention(cast) if routes or english else None
    kinds = [nearest.kind(f) if nearest is not None else None for f in found]
    out = [(Quote(text=_shown(paras[f.para], f), speaker=_from_title(f.speaker) if english else f.speaker,
                  paragraph=f.para + 1, credit=kind if english else None,
                  route=f.route or None if english and f.speaker else None),
            _route_of(f, kind) if routes else "") for f, kind in zip(found, kinds, strict=True)]
    # is_verbatim(q.text, paragraph): each paragraph that holds a quote normalised once (normalize remembers it)
    good = [(q, r) for q, r in out if (t := normalize(q.text)) and t in normalize(paras[q.paragraph - 1])]
    if len(good) != len(out):
        _log.warning("dropped %d non-verbatim quote(s)", len(out) - len(good))
    return good


def _shown(text: str, f: _Found) -> str:
    """The words a quotation shows: all of it, or, when a tag is written inside its marks ("« Je ne regrette rien,
    a-t-elle expliqué. J'ai grandi. »"), the quoted words before the tag ("Je ne regrette rien"), verbatim; the
    narrator's words are never shown as the speaker's (the words after the tag are left out: a Quote is one span)."""
    return f.text if f.inner_tag is None else text[f.span.start : f.inner_tag[0]].strip() or f.text


def _so_tagged(text: str, span: Span, lex: lx.Lexicon) -> bool:
    """German/French/Spanish: a closed quotation whose tag is a so-word and a name or role right after it ("„Es ist
    vorbei“, so Roth", "« … », selon la chercheuse"), however short."""
    if not span.closed:
        return False
    m = re.match(r"\s*,\s*([^\W\d_][\w'\u2019-]*)\s+([^\W\d_][\w'\u2019-]*)", text[span.close + 1 : span.close + 40])
    if m is None or m.group(1).lower() not in lex.so_words:
        return False
    after = m.group(2)  # a name, or an article, possessive or pronoun opening one ("so die Sängerin"; not "so dass")
    low = after.lower()
    return after[:1].isupper() or low in lex.definite or low in lex.indefinite or low in lex.possessives or (
        low in lex.tag_pronouns
    ) or any(low.replace("\u2019", "'").startswith(e) and len(low) > len(e) for e in lex.definite if e.endswith("'"))
    # (the last: an article written onto its noun, "selon l'entourage du chanteur")


_CHARGE_TAIL = re.compile(
    r"[^.!?;:\u00ab\u00bb\u201c\u201d]{0,60}?\b(?:pour|de|du|des|d['\u2019])\s*"  # "… pour", "… d'"
    r"(?:\u00ab[^\u00bb]{1,80}\u00bb\s*(?:,|et|ou)\s*)*$",  # earlier charges of one list: "« … », « … » et"
    re.IGNORECASE,
)


def _charged(text: str, span: Span, lex: lx.Lexicon) -> bool:
    """French: a charge quoted after a word of [tags] charge_words and "pour"/"de" ("a porté plainte pour « corruption
    passive »", "il accuse X d'« insultes racistes »"): the charge sheet's words, a quotation however short."""
    if not lex.charge_words or not span.closed or len(span.inner(text).split()) > 12:
        return False
    pre = text[max(0, span.open - 240) : span.open]
    for m in reversed(list(_TAG_WORD_RE.finditer(pre))):
        if m.group().lower() in lex.charge_words:
            return bool(_CHARGE_TAIL.match(pre, m.end()))
    return False


def _modal_tagged(text: str, span: Span, lex: lx.Lexicon) -> bool:
    """French: a closed quotation whose tag is a modal and an infinitive of speech ("« Une erreur », tente d'expliquer
    la ministre"), however short."""
    if not lex.modals or not span.closed:
        return False
    post = text[span.close + 1 : span.close + 80]
    if not re.match(r"\s*,", post):
        return False
    return modal_tag([w.lower() for w in _TAG_WORD_RE.findall(post)[:5]], lex) is not None


def _object_quoted(text: str, span: Span, lex: lx.Lexicon) -> bool:
    """French: a closed quotation that is the object of a verb quoting its subject's words ("Jean Castex a dénoncé une
    « faute grave »", tags.quoting_object), however short."""
    if not (lex.quoting_verbs or lex.naming_verbs) or not span.closed:
        return False
    pre = text[max(0, span.open - 120) : span.open]
    cut = max((m.end() for m in re.finditer(r"[,;:.!?()\u2013\u2014\u00ab\u00bb\"]", pre)), default=0)
    return quoting_object([w.lower() for w in _TAG_WORD_RE.findall(pre[cut:])], lex) is not None


def _perfect_tagged(text: str, span: Span, lex: lx.Lexicon) -> bool:
    """Spanish: a closed quotation whose tag is an auxiliary and a speech verb's participle ("«No hay acuerdo», ha
    señalado el portavoz"), however short."""
    if not lex.tag_participles or not span.closed:
        return False
    post = text[span.close + 1 : span.close + 60]
    return re.match(r"\s*,", post) is not None and perfect_tag(
        [w.lower() for w in _TAG_WORD_RE.findall(post)[:2]], lex
    )


def _outlet_like(text: str, span: Span, lex: lx.Lexicon) -> bool:
    """German/French/Spanish: a short title-cased name in marks right after a preposition or article ("Gegenüber
    „Bild“ sagte sie", "selon « Le Monde »", "dijo a “Clarín”"): an outlet or a title, nobody's words."""
    inner = span.inner(text)
    words = inner.split()
    if not span.closed or not 1 <= len(words) <= 3 or inner[-1:] in ".!?\u2026," or not _title_cased(words):
        return False
    before = _TAG_WORD_RE.findall(text[max(0, span.open - 30) : span.open])
    if not before or text[: span.open].rstrip()[-1:] in ":,":
        return False
    low = before[-1].lower()
    return low in lex.prepositions or low in lex.definite or low in lex.so_words


class _NearestMention:
    """Each speaker's mentions in each paragraph (the cast's), by position: the one nearest a quotation is found by
    bisection, so a paragraph that names its speaker many times is not read through once per quotation."""

    def __init__(self, cast: Cast) -> None:
        self._of: dict[tuple[int, str], tuple[list[int], list[Mention]]] = {}
        for pi, mentions in enumerate(cast.mentions):
            for m in sorted(mentions, key=lambda m: m.start):
                if m.speaker is not None:
                    starts, kept = self._of.setdefault((pi, m.speaker), ([], []))
                    starts.append(m.start)
                    kept.append(m)

    def kind(self, f: _Found) -> str | None:
        """The kind of the mention of ``f``'s speaker nearest the quotation in its paragraph (the first of two as
        near); None when it has no speaker or the paragraph does not mention them (a speaker carried from before)."""
        got = self._of.get((f.para, f.speaker)) if f.speaker is not None else None
        if not got:
            return None
        starts, mentions = got
        ends = (f.span.open, f.span.close)
        near = {j for x in ends for i in (bisect.bisect_left(starts, x),) for j in (i - 1, i) if 0 <= j < len(starts)}
        return mentions[min(near, key=lambda j: (min(abs(starts[j] - x) for x in ends), j))].kind


def _route_of(f: _Found, kind: str | None) -> str:
    """"<rule>/<mention kind>": the kind of the mention of the speaker nearest the quotation in its paragraph
    (:class:`_NearestMention`)."""
    if f.speaker is None:
        return f"{f.route or 'none'}/-"
    if kind is None:
        return f"{f.route}/-"
    frag = "~frag" if f.text[:1].islower() else ""  # a partial quotation inside the reporter's sentence
    return f"{f.route}/{kind}{frag}"


_ENDS_SENTENCE = re.compile(r"[.\u2026]['\u2019]?\s*$")
# "comments including “…” and “…”", "messages such as “…”": examples of what others wrote, nobody's in the sentence
_EXAMPLES_BEFORE = re.compile(r"\b(?:including|such\s+as)\s+(?:[\"\u201c\u2018'][^\"\u201d\u2019']*[\"\u201d\u2019']"
                              r"\s*(?:,|and|or)\s*)*$")
_SAYING = lx.SPEECH_VERBS | lx.ATTRIBUTING_VERBS
# a person right after a verb that takes them as its object ("called Mills", "thanked Ortiz") ...
_OBJECT_BEFORE = re.compile(r"\b(?:" + "|".join(sorted(lx.OBJECT_VERBS)) + r")\s+$")
# ... then "and said" / ", then said" (a short phrase between): the one who called says it, not the one called
# (a quoted word between, masked, may stand in the phrase: "called Omar a “…” and said")
_AND_THEN_VERB = re.compile(
    r"(?:[^.;:!?\u201c\"]|[\u201c\"]\s*[\u201d\"]){0,60}?(?:,\s*|\s+)(?:and\s+then|and|then)\s+(?:\w+ly\s+)?$"
)


# the source after "according to" when the cast does not know it: a capitalised name, up to the quotation or the end
_ACCORDING_NAMED = re.compile(
    r"((?:[Tt]he\s+)?[A-Z][\w'\u2019&.-]*(?:\s+(?:of\s+)?[A-Z][\w'\u2019&.-]*){0,4})\s*[,.:]?\s*"
)


# ... or what a named owner publishes ([speakers] owned_sources, source_documents): "Belgium's government website" (as
# written), "a statement on Harbour United's website" (the owner: a statement there is the owner's)
_CAP = r"[A-Z][\w'\u2019&.-]*"
_ACCORDING_OWNED = re.compile(
    r"(?:(?:a|an|the)\s+(?:" + "|".join(sorted(lx.SOURCE_DOCUMENTS)) + r")\s+(?P<via>on|from)\s+)?"
    r"(?P<src>(?P<owner>(?:[Tt]he\s+)?" + _CAP + r"(?:\s+" + _CAP + r"){0,3})['\u2019]s\s+(?:[a-z]+\s+){0,2}(?:"
    + "|".join(sorted(lx.OWNED_SOURCES)) + r"))\s*[,.:]?\s*"
)


# a quotation that closes on its writer's signature: "… I love you all. Love, Anna" (a [speakers] sign_offs phrase
# opening its sentence, a comma, the name) or "… — Anna" (a dash, the name); up to three capitalised words
_SIGN_OFF = "|".join(re.escape(w.capitalize()) for w in lx.longest_first(frozenset(lx.SIGN_OFFS)))
_SIGNED = re.compile(
    r"(?:(?:^|[.!?]\s+)(?P<off>" + _SIGN_OFF + r"),\s*|\s[\u2014\u2013]\s*)"
    r"(?P<name>[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+){0,2})[.!]?\s*$"
)


def _signer(quote: str, cast: Cast) -> str | None:
    """The writer a message, letter or post names by signing it (:data:`_SIGNED`): the one person of the cast with that
    name or, for one word, that first name; after a sign-off ("Love, Anna") the signature as written when the cast has
    nobody of that name (after a bare dash a name nobody has may be a place: "… — Paris"); nobody when two people
    could have signed."""
    m = _SIGNED.search(quote.rstrip(" ,"))
    if m is None:
        return None
    name = m.group("name")
    toks = tuple(name.split())
    people = {e.name for e in cast.entities if e.person and (
        e.name == name or (len(toks) == 1 and e.tokens[:1] == toks))}
    if len(people) > 1:
        return None
    return people.pop() if people else (name if m.group("off") else None)


def _outlet_name(words: str) -> str | None:
    """Capitalised words the cast does not read that name an outlet by themselves ("Radar Online", "the Harbour
    Daily", "Variety"): one of [sourcing] outlets / outlet_names, or two or more words whose last is an outlet word
    ([sourcing] outlet_words: "online", "daily", "post") and whose first is no first name; else None."""
    name = words.strip()
    toks = name.split()
    if name in lx.EN.outlets or name in lx.EN.outlet_names:
        return name
    if len(toks) >= 2 and toks[-1].lower() in lx.EN.outlet_words and toks[0].lower() not in lx.FEMALE_NAMES and (
            toks[0].lower() not in lx.MALE_NAMES):
        return name
    return None


def _owned_source(m: re.Match[str]) -> str:
    """The source :data:`_ACCORDING_OWNED` read: the owner of a statement published on its own page, else the page as
    written."""
    name = m.group("owner") if m.group("via") else m.group("src")
    return "the" + name[3:] if name.startswith("The ") else name


def _as_written(m: re.Match[str]) -> str:
    name = m.group(1).rstrip(".")
    return "the" + name[3:] if name.startswith("The ") else name


_TITLE_ABBREVIATIONS = lx.EN.abbreviations & (_HONORIFIC_LEAD | lx.OFFICE_TITLES | ROLE_CAPS_LONG)


def _after_abbreviation(text: str, dot: int) -> bool:
    """The "." at ``dot`` closes a title abbreviation ("Gov. Inslee said"), not a sentence."""
    word = re.search(r"([A-Za-z]+)\.?$", text[max(0, dot - 12) : dot + 1])
    return word is not None and text[dot : dot + 1] == "." and word.group(1).lower() in _TITLE_ABBREVIATIONS


def _opens_sentence(text: str, b: int) -> bool:
    """A quotation opening at ``b`` opens its paragraph, or follows a sentence end, colon, semicolon or comma (a
    closing mark allowed between)."""
    i = b
    while i > 0 and text[i - 1].isspace():
        i -= 1
    if i and text[i - 1] in "\"\u201d\u2019'":
        i -= 1
    return i == 0 or text[i - 1] in ".!?:;,"


_NEW_SENTENCE = re.compile(r"\s+[A-Z]")
# the tag closing a sentence a quotation opens: "… was the simplest reason they left, he (quickly) said."
_CLOSING_VERB = re.compile(r"\s+(?:\w+ly\s+)?(\w+)\s*")
_CLOSING_CLAUSE_WORDS = 15  # at most this many words between the closing mark and the tag
# the title after a credited name, to the end: ", Shadow Justice Minister .", ", Director of the Caribbean Air and
# Marine Branch." (a capitalised word first, at most nine words)
# the end of a sentence's closing tag after its verb: at most this many words, no comma ("warned today", "told
# reporters on Monday")
_SENTENCE_TAIL_WORDS = 5
_SENTENCE_TAG_VERB = re.compile(rf"\s+(?:\w+ly\s+)?(\w+)(?:\s+[\w'\u2019-]+){{0,{_SENTENCE_TAIL_WORDS}}}\s*")
_CREDIT_WORD = r"(?:[A-Z][\w'\u2019&.-]*|of|the|for|and|at|in)"
_CREDIT_TITLE = re.compile(
    r"(?:\s*,\s*[A-Z][\w'\u2019&.-]*(?:\s+" + _CREDIT_WORD + r"){0,8})?\s*\.?\s*[\u201c\u2018\"']?\s*"
)  # (an opening mark the page left dangling at the end allowed)
_QUOTE_MARK = re.compile(r"[\"\u201c\u201d]|(?<!\w)['\u2018\u2019]|['\u2018\u2019](?!\w)")
_NESTED = re.compile(r"(?<![\w])['\u2018][^'\u2018\u2019]{2,}?['\u2019](?![\w])")
# "FX's head of originals, Simone Beaulieu, called the show “…”": a person the cast missed is named; no inheritance
_APPOS_NAME = re.compile(r",\s+[A-Z][a-z]+(?:[ -][A-Z][\w'\u2019-]+)+,\s+[a-z]")
# "Linderman, G. (2017). “Clustering ...”", "Hinton, G.E. (Nov 2008). “Visualizing ...”": a cited work's title
_CITED_TITLE = re.compile(r"\((?:[A-Z][a-z]{2,8}\.?\s+)?\d{4}[^()]{0,12}\)\.?\s*$")


_GATE_REACH = 600  # how far before a quotation the gates below look (a long paragraph stays linear)
_INTERVIEWING = re.compile(r"\b(?:" + "|".join(sorted(lx.INTERVIEWING_VERBS)) + r")\b")


def _asked_pair(att: _Attributor, pi: int, b: int) -> tuple[str, str] | None:
    """(asker, asked) where the last sentence before ``b`` in paragraph ``pi`` has one person ask another: "Jane
    Hart asked Tom Reyl whether he would run", "Hart pressed him"."""
    text = att.masked[pi]
    ends = [m.end() for m in _PRE_SENT_END.finditer(text, max(0, b - _GATE_REACH), b)]
    a = ends[-1] if ends else max(0, b - _GATE_REACH)
    for v in _INTERVIEWING.finditer(text, a, b):
        before = [m for m in att.between(pi, a, v.start()) if m.end <= v.start() and m.speaker]
        after = [m for m in att.between(pi, v.end(), v.end() + 4) if m.speaker]
        if before and after and before[-1].speaker != after[0].speaker and before[-1].subject:
            return before[-1].speaker or "", after[0].speaker or ""
    return None


def _pronoun_tag(att: _Attributor, f: _Found) -> list[Mention]:
    """The pronoun that names ``f``'s speaker: the mention of that speaker nearest the quotation (within 40
    characters), when it is a pronoun; [] when a name is nearer ("came the reply from Arabella when she …")."""
    def gap(m: Mention) -> int:
        return m.start - f.span.close if m.start > f.span.close else abs(f.span.open - m.end)

    near = sorted((m for m in att.between(f.para, max(0, f.span.open - 60), f.span.close + 40)
                   if m.speaker == f.speaker and gap(m) < 40), key=gap)
    return near[:1] if near and near[0].kind == "pronoun" else []


def _pronoun_gender(tag: Mention) -> str:
    """The gender a pronoun tag ("he"/"she") gives its speaker, in the people model's letters."""
    return "m" if tag.text.lower() == "he" else "f"


def _interviewer_gate(found: list[_Found], att: _Attributor) -> None:
    """A reply tagged only with a pronoun ("'I will not run,' he said.") right after a sentence in which one person
    asks another ("Jane Hart asked Tom Reyl whether he would run.") is the one asked's, never the asker's: to the one
    asked when the pronoun fits them, else nobody. Questions stay with whoever the tag names."""
    genders = att.genders
    last: tuple[int, tuple[str, str]] | None = None  # the paragraph of the last reply given back, and its pair
    for f in found:
        if f.speaker is None or f.text.rstrip(" ,'\u2019\"\u201d").endswith("?") or f.span.runs_on:
            continue
        tag = _pronoun_tag(att, f)
        if not tag:
            continue
        pair = _asked_pair(att, f.para, f.span.open) if att.masked[f.para][: f.span.open].strip() else None
        if pair is None and f.para:
            pair = _asked_pair(att, f.para - 1, len(att.masked[f.para - 1]))
        if pair is None and last is not None and f.para - last[0] <= 1:
            pair = last[1]  # "'Not this year,' he added.": the same reply goes on
        if pair is None or pair[0] != f.speaker:
            continue
        g = _pronoun_gender(tag[0])
        f.speaker = pair[1] if genders.get(pair[1]) in (g, None) else None
        f.route = "asked"
        last = (f.para, pair)


def _pronoun_switch_gate(found: list[_Found], att: _Attributor) -> None:
    """"“…,” said attorney David Boies. President Obama later said … The hackers leaked emails about Obama's film
    tastes. “…,” he said.": a pronoun tag that turns from the last quoted speaker (of whom the pronoun could also be
    said, a paragraph or three before) to someone who is the subject of nothing in the paragraph before or in the
    quotation's own paragraph (the tag aside): either may be meant, so nobody."""
    genders = att.genders
    prev: tuple[str, int] | None = None  # the last quoted speaker and their paragraph
    for f in found:
        last, prev = prev, (f.speaker, f.para) if f.speaker is not None else prev
        if f.speaker is None:
            continue
        tag = _pronoun_tag(att, f)
        if not tag:
            continue
        g = _pronoun_gender(tag[0])
        if last is None or last[0] == f.speaker or last[1] < f.para - 3 or genders.get(last[0]) not in (g, None):
            continue
        spots = [(f.para, max(0, f.span.open - _GATE_REACH), f.span.open)]
        if f.para:
            spots.append((f.para - 1, max(0, len(att.masked[f.para - 1]) - _GATE_REACH), len(att.masked[f.para - 1])))
        if not any(m.speaker == f.speaker and m.subject and m is not tag[0]
                   for pi, a, b in spots for m in att.between(pi, a, b)):
            f.speaker = None


# how many paragraphs before a pronoun tag's paragraph the stale-pronoun gate reads for people it may mean
_STALE_REACH = 4


def _stale_pronoun_gate(found: list[_Found], att: _Attributor) -> None:
    """"Coach Tom Reed said he … / Chairman Sam Ortiz promised … / The club finished ninth. / “…,” he said.": a
    pronoun tag whose person is named (or referred to) neither in the quotation's paragraph before it nor in the
    paragraph before, while the last paragraphs name as a subject another person of the pronoun's gender whom the text
    already treats as a speaker there (a pronoun or a quotation of theirs): the text does not show which of the two the
    pronoun means, so nobody. Each paragraph's people are read once (a long paragraph stays linear)."""
    ents = att.cast.entities
    quoted: dict[int, set[str]] = {}
    for f in found:
        if f.speaker is not None:
            quoted.setdefault(f.para, set()).add(f.speaker)
    seen: dict[int, tuple[dict[str, int], set[tuple[str, str | None]], set[tuple[str, str | None]]]] = {}

    def people(pi: int) -> tuple[dict[str, int], set[tuple[str, str | None]], set[tuple[str, str | None]]]:
        """(each speaker's first mention, (speaker, gender) named as a subject, (speaker, gender) of a pronoun)"""
        if pi not in seen:
            first: dict[str, int] = {}
            named: set[tuple[str, str | None]] = set()
            pronouns: set[tuple[str, str | None]] = set()
            for m in att.cast.mentions[pi]:
                if m.speaker:
                    first.setdefault(m.speaker, m.start)
                e = ents[m.entity] if m.entity is not None else None
                if e is None or not m.speaker or not e.person or e.relative:
                    continue
                if m.kind == "person" and m.subject and not m.prep:
                    named.add((m.speaker, e.gender))
                elif m.kind == "pronoun":
                    pronouns.add((m.speaker, e.gender))
            seen[pi] = (first, named, pronouns)
        return seen[pi]

    for f, speaker, tag in _pronoun_tagged(found, att):
        if people(f.para)[0].get(speaker, tag.start) < tag.start or f.para and speaker in people(f.para - 1)[0]:
            continue
        g = _pronoun_gender(tag)
        named: set[str] = set()
        active: set[str] = set()
        for pi in range(max(0, f.para - _STALE_REACH), f.para):
            _, subjects, pronouns = people(pi)
            named |= {who for who, gender in subjects if gender == g and who != f.speaker}
            active |= {who for who, gender in pronouns if gender == g} | quoted.get(pi, set())
        if named & active:
            f.speaker = None


def _pronoun_tagged(found: list[_Found], att: _Attributor) -> Iterator[tuple[_Found, str, Mention]]:
    """Each quotation with a speaker whose mention nearest the quotation (within _GATE_REACH of either end) is a
    pronoun, with that speaker and pronoun, in order, each read when reached: the tag the two gates above and below
    read (not :func:`_pronoun_tag`'s, which wants it within 40 characters)."""
    for f in found:
        if (speaker := f.speaker) is None:
            continue
        own = [m for m in att.between(f.para, max(0, f.span.open - _GATE_REACH), f.span.close + _GATE_REACH)
               if m.speaker == speaker]
        tag = min(own, key=lambda m: min(abs(m.start - f.span.open), abs(m.start - f.span.close))) if own else None
        if tag is not None and tag.kind == "pronoun":
            yield f, speaker, tag


_UNNAMED = re.compile(  # "A woman who lives nearby", "The driver of the van", "Later, her mother", "Tom Reed's sister"
    r"(?:^|[.!?:;]['\"\u2019\u201d]?\s+|,\s+(?:and|but)\s+)(?:[A-Z][a-z]+,\s+)?(?P<det>(?:The|A|An|One|Another)\s+"
    r"(?:[\w'\u2019-]+\s+){0,3}?|(?:[Hh]er|[Hh]is|[Tt]heir)\s+|(?:[A-Z][\w-]*\s+){0,2}[A-Z][\w-]*['\u2019]s\s+)(?P<noun>"
    + "|".join(lx.longest_first(lx.UNNAMED_PEOPLE)) + r")(?![\w-])"
)


# "On Monday, the King noted …", "The Foreign Secretary acknowledged …": a person given only by a title or role word
# after "the", a sentence's subject (after an opening phrase and its comma at most) and the subject of a speech verb
_TITLED = re.compile(
    r"(?:^|[.!?:;]['\"\u2019\u201d]?\s+|,\s+(?:and|but)\s+)(?:[A-Z][\w'\u2019-]*(?:\s+[\w'\u2019-]+){0,3},\s+)?"
    r"(?P<det>[Tt]he)\s+(?:[A-Z][\w'\u2019-]*\s+){0,3}(?P<noun>(?i:" + "|".join(lx.longest_first(
        _ROLE_WORDS | lx.OCCUPATIONS | set(lx.HONORIFICS))) + r"))(?![\w-])\s+(?:\w+ly\s+)?(?="
    + lx.SPEECH_VERB_RE.pattern + ")"
)


def _unnamed_hits(text: str, a: int, b: int) -> Iterator[tuple[int, int, str | None]]:
    """Where an unnamed or only titled person is a sentence's subject in ``text[a:b]`` (:data:`_UNNAMED`,
    :data:`_TITLED`): where its phrase starts (its determiner), where its noun starts, and the gender the noun gives
    (None: either)."""
    for hit in _UNNAMED.finditer(text, a, b):
        yield hit.start("det"), hit.start("noun"), lx.UNNAMED_PEOPLE[hit.group("noun")]
    for hit in _TITLED.finditer(text, a, b):
        yield hit.start("det"), hit.start("noun"), lx.HONORIFICS.get(hit.group("noun").lower())


def _unnamed_gate(found: list[_Found], att: _Attributor) -> None:
    """"A woman who lives nearby heard the crash. “…,” she said.": a pronoun tag after a sentence whose subject is an
    unnamed person of its gender ([people.unnamed_people]) or a person given only by a title ("the King noted …"),
    in its paragraph or (when its paragraph names its person nowhere before it) in the paragraph before, with its
    person not named between: the pronoun may mean the unnamed one, so nobody. Only the last _GATE_REACH characters
    before the tag are read."""
    for f, _, tag in _pronoun_tagged(found, att):
        g = _pronoun_gender(tag)
        spots = [(f.para, max(0, tag.start - _GATE_REACH), tag.start)]
        if f.para and not any(m.speaker == f.speaker for m in att.between(f.para, spots[0][1], tag.start)):
            prev = len(att.masked[f.para - 1])
            spots.insert(0, (f.para - 1, max(0, prev - _GATE_REACH), prev))
        for k, (pi, a, b) in enumerate(spots):
            for det, noun, gender in _unnamed_hits(att.masked[pi], a, b):
                if gender not in (g, None):
                    continue
                # the phrase itself may be a mention of the pronoun's person ("The mother-of-two", "the lawyer",
                # "The Grammy winner"): read from its determiner, though not a possessor before its noun ("Tom
                # Reed's" sister)
                later = [m for p, x, y in spots[k:] for m in att.between(p, det if p == pi else x, y)
                         if m.speaker == f.speaker and m is not tag and (p != pi or m.end > noun)]
                if not later:
                    f.speaker = None
            if f.speaker is None:
                break


def _newcomer_gate(found: list[_Found], att: _Attributor) -> None:
    """"“…,” Lola Garcia said. / The news did not shock historian Kate Williams. / “…,” she said.": a pronoun tag
    in a paragraph that names nobody before it, right after a paragraph that names another person whom the pronoun
    could mean (their gender, or none known) and never names or refers to the speaker the pronoun was given: the
    pronoun may mean the newcomer, so nobody."""
    ents = att.cast.entities
    for f, speaker, tag in _pronoun_tagged(found, att):
        if not f.para or tag.para != f.para or any(
            m is not tag for m in att.between(f.para, 0, tag.start)
        ):
            continue
        g = _pronoun_gender(tag)
        before = att.cast.mentions[f.para - 1]
        if any(m.speaker == speaker for m in before):
            continue
        if any(m.kind == "person" and m.speaker and m.entity is not None and ents[m.entity].person
               and not ents[m.entity].relative and ents[m.entity].gender in (g, None) for m in before):
            f.speaker = None


def _doubt_carries(found: list[_Found], att: _Attributor, pronoun_tags: dict[int, Mention]) -> None:
    """"The Foreign Secretary acknowledged … / “…,” he told the programme. / “…” / Air strikes had worked, he said,
    adding: “…”": a pronoun tag that a gate left doubtful (nobody) is the same doubt for the next pronoun tag of that
    gender when no person is named or described between the two (only pronouns): nobody either."""
    last: tuple[Mention, bool] | None = None  # the last pronoun tag, and whether a gate left its quotation doubtful
    for f in found:
        tag = pronoun_tags.get(id(f))
        if tag is None:
            continue
        if last is not None and last[1] and f.speaker is not None and last[0].text.lower() == tag.text.lower():
            a = last[0]
            spans = [(p, a.end if p == a.para else 0, tag.start if p == tag.para else len(att.masked[p]))
                     for p in range(a.para, tag.para + 1)]
            if all(m.kind == "pronoun" for p, x, y in spans for m in att.between(p, x, y)):
                f.speaker = None
        last = (tag, f.speaker is None)


def _object_gate(found: list[_Found], att: _Attributor) -> None:
    """"'I have always told the truth,' he told Hart.": the one told is not the one telling; a pronoun tag resolved
    to the person named as its verb's object names nobody."""
    for f in found:
        if f.speaker is None or not f.span.closed:
            continue
        text = att.masked[f.para]
        for m in att.between(f.para, f.span.close + 1, f.span.close + 13):
            if m.kind != "pronoun" or m.speaker != f.speaker:
                continue
            after = text[m.end : m.end + 20]
            v = lx.SPEECH_VERB_RE.match(text, m.end + len(after) - len(after.lstrip()))
            if v is not None and v.group(0) in lx.OBJECT_VERBS and any(
                o.speaker == f.speaker and o.kind == "person" for o in att.between(f.para, v.end() + 1, v.end() + 5)
            ):
                f.speaker = None
            break


_RHETORICAL_END = re.compile(  # ([speakers] rhetorical_tags) right before the closing question mark
    r"(?:,|\.\.\.|\u2026)\s*(?:" + "|".join(re.escape(t).replace("'", "['\u2019]") for t in lx.longest_first(
        lx.RHETORICAL_TAGS)) + r")\?$", re.IGNORECASE
)


def _answer_gate(found: list[_Found], cast: Cast) -> None:
    """"'So you're not mates?' the host pushed. 'We're colleagues,' she replied.": an answer tagged only with a
    pronoun right after a question goes to whoever was asked, not to the asker; unknown, so None."""
    for prev, f in zip(found, found[1:], strict=False):
        if f.speaker is None or prev.speaker != f.speaker or not prev.text.rstrip(" ,'\u2019").endswith("?"):
            continue
        if _RHETORICAL_END.search(prev.text.rstrip(" ,'\u2019\"\u201d")):
            continue  # "… most of my life thin, you know?": the speaker's own sentence, no question put to anyone
        if f.para - prev.para > 1 or f.text.rstrip().endswith("?"):
            continue
        text = cast.masked[f.para]
        end = _SENT_END_NEAR.search(text, f.span.close + 1 if f.span.closed else len(text))
        stop = end.start() if end else len(text)
        start = text.rfind(".", 0, f.span.open) + 1
        near = [m for m in cast.mentions[f.para] if start <= m.start < stop and m.subject]
        if any(w in lx.CONTINUING_VERBS for w in _WORD.findall(text[start:stop].lower())):
            continue  # "“That is fair,” he added.": the speaker answers their own question
        if near and all(m.kind == "pronoun" for m in near):
            gone, f.speaker = f.speaker, None
            last = f
            for g in found[found.index(f) + 1 :]:
                if g.para != f.para or g.speaker != gone:
                    break
                gap = text[last.span.close + 1 : g.span.open]
                own_tag = re.split(r"[.!?]\s", gap)[-1].strip(" ,\u2014")
                if g.cued and own_tag:
                    break  # "And she continued, “…”": a tag of its own
                g.speaker = None  # "“Absolutely not,” she said. “But I’ve been wrong before.”": the same answer
                last = g


def _third_person_gate(found: list[_Found], cast: Cast) -> None:
    """A person never speaks of themself by name: "I doubt that Trump has ever read a book" is not Trump's. The
    speaker's surname alone (or with their own first name), or their first name alone, inside the quote (nested
    quotations aside) makes the attribution None. A title cited after its year is nobody's speech."""
    people = {e.name: e for e in cast.entities if e.name[:1].isupper()}
    for f in found:
        if f.speaker is None:
            continue
        ent = people.get(f.speaker)
        # an organisation names itself in its statements ("… on the Organic Liaison program"); a person does not
        signed = _SIGNED.search(f.text.rstrip(" ,"))  # "… Love, Anna": a signature names its writer, no third person
        signer = _signer(f.text, cast) if signed else None
        if signed and signer != f.speaker:
            # signed by someone else or by a name two people share: nobody; a letter or a post the text gives as its
            # voice ("The letter ended: “… Love, Anna”") is its signer's
            f.speaker = signer if signer and not (ent is not None and ent.person) else None
            continue
        words = f.text[: signed.start()] if signed else f.text
        if ent is not None and ent.person and _names_self(ent.tokens, _NESTED.sub(" ", words), ent.gender) and not (
                _shown_body(cast.masked, ent.tokens)):
            f.speaker = None
    for f in found:
        text = cast.masked[f.para]
        if f.speaker is not None and _CITED_TITLE.search(text, 0, f.span.open):
            f.speaker = None


_BODY_KIND = r"\b(?:" + "|".join(sorted(lx.BODY_KINDS | lx.BODY_REFERENCES)) + r")\s+"


def _shown_body(masked: Sequence[str], tokens: Sequence[str]) -> bool:
    """A one-word name the text shows is a body's, not a person's: written right after a noun of a body ([speakers]
    body_kinds, [people] company_references / statement_owners: "the supermarket Tesco"), or the tag of a sentence
    whose next sentence goes on with "It" and a speech verb ("“…,” Tesco said. It added that …"). A guess from the
    name alone is none."""
    if len(tokens) != 1:
        return False
    name = re.escape(tokens[0])
    kind = re.compile(_BODY_KIND + name + r"\b")
    goes_on = re.compile(r"\b" + name + r"\s+(?:\w+ly\s+)?(?:" + lx.SPEECH_VERB_RE.pattern + r")[^.!?]*[.!?]"
                         r"[\s\"'\u2019\u201d]*It\s+(?:\w+ly\s+)?(?:" + lx.SPEECH_VERB_RE.pattern + r")")
    return any(kind.search(t) or goes_on.search(t) for t in masked)


def _names_self(tokens: Sequence[str], quote: str, gender: str | None = None) -> bool:
    if not tokens or not tokens[0][:1].isupper():
        return False
    first, last = tokens[0], tokens[-1]
    for m in re.finditer(r"\b" + re.escape(last) + r"\b", quote):
        before = re.findall(r"[\w'\u2019.-]+", quote[max(0, m.start() - 30) : m.start()])
        prev = before[-1] if before else ""
        if len(tokens) == 1 or not prev[:1].isupper() or prev == first:
            return True
        address = prev.rstrip(".").lower()
        if address in lx.ADDRESS_FORMS and lx.ADDRESS_FORMS[address] in (gender, None):
            return True  # "Mr Eccleston-Todd will now spend six years behind bars": not Craig Eccleston-Todd's words
    if len(tokens) > 1:
        for m in re.finditer(r"\b" + re.escape(first) + r"\b", quote):
            nxt = re.match(r"\s+([A-Z][\w'\u2019-]*)", quote[m.end() :])
            if nxt is None or nxt.group(1) == last:
                return True
    return False


# how many paragraphs without a quotation mark a quotation left open may run through (an article split into
# sentence-paragraphs: "‘I want to stay. [three sentences] I will do.’")
RUN_ON_REACH = 8


def _continue_quotations(paras: list[str], spans: list[list[Span]], marks: str) -> None:
    """Spanish (and older French) copy opens each further paragraph of a long quotation with the closing mark
    ("«No me arrepiento de nada.", "»Ahora empiezo otra vida», dijo."): where a paragraph opens on one of ``marks``
    right after a paragraph whose last quotation was left open, that mark opens the paragraph's quotation. It is
    read as the opening guillemet (one character for one, every offset kept), so the quotation goes on as an
    English one whose next paragraph opens on its mark again."""
    for pi in range(1, len(paras)):
        text = paras[pi]
        lead = len(text) - len(text.lstrip())
        if text[lead : lead + 1] in tuple(marks) and spans[pi - 1] and not spans[pi - 1][-1].closed and (
            not any(s.open <= lead for s in spans[pi])
        ):
            paras[pi] = text[:lead] + "\u00ab" + text[lead + 1 :]
            spans[pi] = find_spans(paras[pi])


def _add_run_on_ends(paras: Sequence[str], spans: list[list[Span]]) -> None:
    """Where a quotation was left open (its paragraph's last span unclosed) and the next paragraphs hold no
    quotation, the first closing mark that no opening mark precedes ends it: a span from that paragraph's start."""
    open_at: int | None = None
    for pi, text in enumerate(paras):
        if open_at is not None and pi - open_at <= RUN_ON_REACH:
            end = run_on_close(text)
            if end is not None:
                spans[pi] = [end, *(s for s in spans[pi] if s.open > end.close)]
        if spans[pi]:
            open_at = pi if not spans[pi][-1].closed else None


def _runs_through(prev: _Found, f: _Found, marked: Sequence[frozenset[bool]], masked: Sequence[str]) -> bool:
    """``f`` opens its paragraph while ``prev``'s quotation is still open and only paragraphs without a quotation
    in its marks stand between: the next paragraph of the same speech (an opening mark starts each paragraph of a
    long quotation; the closing mark waits for its end). A quotation in the other marks inside it ('… calls her
    “honey-bunny.”' in a post quoted with single marks) is the speech's own, no break."""
    return (not prev.span.closed and prev.para < f.para - 1 and f.para - prev.para <= RUN_ON_REACH
            and not any(prev.span.double in m for m in marked[prev.para + 1 : f.para])
            and not masked[f.para][: f.span.open].strip())


def _tagged_otherwise(att: _Attributor, f: _Found, speaker: str | None) -> bool:
    """A tag of the quotation's own right after it ("'Not once?' she pressed.") that names someone else, or a pronoun
    the people model could not resolve: the quotation is not the previous speaker's to inherit (a turn of a
    dialogue)."""
    if not f.span.closed:
        return False
    near = [m for m in att.between(f.para, f.span.close + 1, f.span.close + 13) if m.subject
            and m.kind in ("person", "pronoun")]
    return bool(near) and near[0].speaker != speaker


_TAG_FOLLOWS = re.compile(r"\s*[^\W\d_]")  # a word right after a quotation's closing mark, in its sentence


def _own_tag_unnamed(att: _Attributor, f: _Found) -> bool:
    """A closed quotation that ends on a comma with words right after its closing mark ("“We will review the
    footage,” the venue's statement read.") has a tag of its own; when that tag named nobody, the quotation is no one
    else's to inherit (the last speaker's, or the one person named before it)."""
    return f.span.closed and f.text.rstrip().endswith(",") and bool(
        _TAG_FOLLOWS.match(att.masked[f.para], f.span.close + 1)
    )


def _named_after(att: _Attributor, f: _Found, speaker: str | None) -> bool:
    """Someone other than ``speaker`` is named as a subject after ``f``'s quotation in its paragraph ("“We were
    shocked.” Her manager, Dan Roe, said the tour would go on."): the paragraph brings in another person, so the
    quotation is not the last speaker's to inherit (only the next _GATE_REACH characters are read)."""
    end = f.span.close + 1 if f.span.closed else len(att.masked[f.para])
    return any(m.kind == "person" and m.speaker and m.speaker != speaker and not m.prep
               for m in att._subjects(f.para, end, end + _GATE_REACH))


def _asks(text: str) -> bool:
    return text.rstrip(" ,'\u2019\"\u201d").endswith("?")


_TAG_TAIL_WORDS = 8  # at most this many words between a quotation and its sentence's end make its own tag


def _stated_question(prev: _Found, masked: Sequence[str]) -> bool:
    """A question its speaker's own tag right after it gives with a verb of stating, none of asking ("“Change is
    good, why not?” said Ana Ruiz."): a point the speaker makes, no question put to anyone."""
    text = masked[prev.para]
    end = _SENT_END.search(text, prev.span.close)
    words = _WORD.findall(text[prev.span.close : end.start() if end else len(text)].lower())
    return prev.speaker is not None and len(words) <= _TAG_TAIL_WORDS and any(
        w in lx.STATING_VERBS or w in lx.CONTINUING_VERBS for w in words
    ) and not any(w in lx.ASKING_VERBS or w in lx.INTERVIEWING_VERBS for w in words)


def _turn_taken(prev: _Found, f: _Found, masked: Sequence[str]) -> bool:
    """A closed question, then a bare quotation that is no question, or the other way round ("“Did you lie?” Hart
    asked." / "“Never.”"): a turn of a dialogue, the other person's; no speaker is inherited across it. Not after a
    question its speaker states (_stated_question): the same speaker goes on."""
    return prev.span.closed and _asks(prev.text) != _asks(f.text) and not (
        _asks(prev.text) and _stated_question(prev, masked))


_LAST_WORD = re.compile(r"(\w+)\s+$")


def _told_only(att: _Attributor, m: Mention, speakers: set[str]) -> bool:
    """"… Luca Boldrini, CRN's sales director told Boat International.": a name right after a verb whose object is the
    one spoken to ([speakers] object_verbs), for someone no quotation of the story is tagged with, is no rival to the
    speaker whose words go on in the next paragraph."""
    before = _LAST_WORD.search(att.masked[m.para], max(0, m.start - 20), m.start)
    return before is not None and before.group(1) in lx.OBJECT_VERBS and m.speaker not in speakers


# a caption's head: a quoted phrase that opens its paragraph, then a colon and the caption's capitalised sentence
# ("'At one with the sea': Oversized windows were purpose-built ...")
_CAPTION_AFTER = re.compile(r"\s*:\s+[A-Z]")


def _caption_head(masked: Sequence[str], f: _Found) -> bool:
    """A quotation that heads a caption (:data:`_CAPTION_AFTER`; a phrase, no sentence's end inside it) stands over
    the picture, not in the speech around it: it takes no speaker from a quotation before it or the text near it.
    So does a section's heading: a phrase in marks that is its paragraph's whole text, with no sentence's end or
    clause's comma at all ("“… prevent the evacuation of the civilians”"), unless the paragraph before introduces
    it with a colon (a post or message shown on its own line)."""
    text = masked[f.para]
    if not f.span.closed or text[: f.span.open].strip():
        return False
    if _CAPTION_AFTER.match(text, f.span.close + 1) is not None:
        return not re.search(r"[.!?]", f.text.rstrip(" .!?"))
    heading = not text[f.span.close + 1 :].strip() and not re.search(r"[.!?,;:]", f.text)
    return heading and f.para > 0 and not masked[f.para - 1].rstrip().endswith(":")


def _inherit(found: list[_Found], att: _Attributor, masked: Sequence[str],
             marked: Sequence[frozenset[bool]]) -> None:
    speakers = {f.speaker for f in found if f.speaker is not None}  # tagged before any is inherited
    for i, f in enumerate(found):
        prev = found[i - 1] if i else None
        if f.span.runs_on:  # kept only after an open quotation: the same speech, the same speaker
            if f.speaker is None:
                f.speaker = prev.speaker if prev is not None else None
            continue
        if f.speaker is not None or f.cued:
            continue
        f.route = "lone"
        if _own_tag_unnamed(att, f) or _caption_head(masked, f):
            continue
        if prev is not None and _runs_through(prev, f, marked, masked) and not (
            _tagged_otherwise(att, f, prev.speaker) or _named_after(att, f, prev.speaker)
        ):
            f.speaker, f.route = prev.speaker, "runs"
            continue
        if (prev is None or prev.para < f.para - 1) and f.para and not masked[f.para][: f.span.open].strip() and (
            not att._subjects(f.para, 0, len(masked[f.para]))
        ):
            f.speaker, f.route = att.reported_before(f.para - 1), "reported"
            if f.speaker is not None:
                continue
        if prev is None:
            f.speaker, f.route = att.lone_speaker(f.para, f.span.open), "lone"
            continue
        if prev.para == f.para:
            between = att._subjects(f.para, prev.span.close, f.span.open)
            if not {m.speaker for m in between} - {prev.speaker}:
                f.speaker, f.route = prev.speaker, "same"
                if f.speaker is None and prev.cued:
                    continue  # "she was warned that “…” and “…”": the sentence's tag gave the first nobody; so too
        elif prev.para == f.para - 1 and not att._subjects(f.para, 0, f.span.open) and not _APPOS_NAME.search(
            masked[f.para], 0, f.span.open
        ) and not att.other_named(f.para, f.span.open, prev.speaker) and not (
            _tagged_otherwise(att, f, prev.speaker) or _turn_taken(prev, f, masked)
            or _named_after(att, f, prev.speaker)
        ):
            tail = att._subjects(prev.para, prev.span.close, len(masked[prev.para]))
            tail = [m for j, m in enumerate(tail) if j + 1 == len(tail) or not _role_between(
                masked[prev.para][m.end : tail[j + 1].start])]  # "said Stoke manager Mark Hughes": Hughes only
            tail = [m for m in tail if not _told_only(att, m, speakers)]
            if not prev.span.closed or not {m.speaker for m in tail} - {prev.speaker}:
                f.speaker, f.route = prev.speaker, "prev"
        if f.speaker is None:
            f.speaker = att.lone_speaker(f.para, f.span.open)
    # a quote running over paragraphs: the parts share one speaker
    for i in range(len(found) - 1, 0, -1):
        a, b = found[i - 1], found[i]
        if not a.span.closed and a.speaker is None and (b.para == a.para + 1 or b.span.runs_on or _runs_through(
            a, b, marked, masked
        )):
            a.speaker, a.route = b.speaker, "run"


# the routes by which a quotation takes a speaker from outside its own sentence (no tag of its own)
_BORROWED_ROUTES = frozenset({"lone", "runs", "reported", "same", "prev", "runon"})


def _run_on_tag(found: list[_Found], tagged: Sequence[bool], masked: Sequence[str],
                marked: Sequence[frozenset[bool]]) -> None:
    """"Ms Ortiz claimed the chairs cost too much. / 'Ten pounds for a chair? / That is a fair price,' Mr Doyle
    said.": a quotation left open at a paragraph's end whose speaker was only borrowed from the text around it takes
    the speaker the tag of its own later part names ("Mr Doyle said"), back through every part before. A later part
    runs on in the next paragraph, or reopens at the start of the next one (or of a later one with only unquoted
    paragraphs between)."""
    own = list(tagged)
    for i in range(len(found) - 1, 0, -1):
        a, b = found[i - 1], found[i]
        if not own[i] or b.speaker is None or a.span.closed or own[i - 1] or a.route not in _BORROWED_ROUTES:
            continue
        if a.speaker != b.speaker and (b.para == a.para + 1 and (
            b.span.runs_on or not masked[b.para][: b.span.open].strip()
        ) or _runs_through(a, b, marked, masked)):
            a.speaker, a.route = b.speaker, "run"
            own[i - 1] = True


def speakers_in(paragraphs: Sequence[str]) -> list[str]:
    """Named people in order of first mention (outside quotations)."""
    return cast_of(masked_paragraphs(paragraphs)).people()


def article_cast(paragraphs: Sequence[str]) -> Cast:
    """The people model of an article (quotation contents blanked, offsets kept): named people, orgs and every
    speaker-like mention per paragraph, resolved in story order. Read by the sourcing labels (``bot.sourcing``)."""
    return cast_of(masked_paragraphs(paragraphs))
