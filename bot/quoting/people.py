"""Who is in the article: named people (with gender and descriptors) and every speaker-like mention, resolved.

Pass 1 finds the named people over the whole article; pass 2 collects mentions (names, he/she, "his wife",
"the singer", "a source close to the couple", "one person", "the network") per paragraph; pass 3 learns gender from
pronouns near a lone name; pass 4 resolves each mention in story order to a speaker string.
"""

from __future__ import annotations

import bisect
import re
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice

from bot.text import lexicon as lx
from bot.text.norm import may_hold, strip_marks
from bot.text.sentences import SENTENCE_END as _SENT_END
from bot.text.sentences import SENTENCE_START
from bot.text.words import AGE_AFTER, HYPHEN_RUN, current_language

# no sentence-ending "." inside a name ([names] dotted_in_names: "Mr.", "Jr.")
_TOKEN = r"(?:[A-Z]\.|(?:" + "|".join(map(re.escape, lx.DOTTED_IN_NAMES)) + r")\.|(?:al-|el-)?[A-Z][\w'\u2019-]*)"
# Madison "Maddie Q" Quinlan, masked: a nickname of [names] nickname_max_chars at most (no quotation between two runs)
_NICK_GAP = r"(?:[ \t]+[\"\u201c\u2018'][ \t]{0," + str(lx.NICKNAME_MAX_CHARS) + r"}[\"\u201d\u2019'])?"
# particles inside a name: "Laurence des Cars", "Ursula von der Leyen", "Mohammed bin Salman"
_PARTICLE_WORDS = lx.NAME_PARTICLES  # (en.toml [tags] name_particles)
_PARTICLE = r"(?:" + "|".join(sorted(_PARTICLE_WORDS)) + r")"
# a possessive ends the run: "Adolf Hitler's November putsch" names Adolf Hitler
# never from inside a word: "eHarmony" holds no "Harmony"
# (the first token with its first character taken first and "never from inside a word" as a look-behind after it:
# re skips to the capitals and the "a"/"e" of "al-"/"el-" instead of trying every position; the same matches)
_FIRST_TOKEN = (
    r"[A-Zae](?<![^\W_][A-Zae])(?:(?<=[A-Z])\.|(?:"
    + "|".join(f"(?<={re.escape(w[0])}){re.escape(w[1:])}" for w in lx.DOTTED_IN_NAMES) + r")\."
    r"|(?:(?<=a)l-[A-Z]|(?<=e)l-[A-Z]|(?<=[A-Z]))[\w'\u2019-]*)"
)
_CAP_SEQ = re.compile(
    _FIRST_TOKEN
    + r"(?:(?<![\u2019']s)" + _NICK_GAP + r"[ \t]+(?:" + _PARTICLE + r"[ \t]+){0,2}" + _TOKEN + r")*"
)
# a lower-case determiner right before a capitalised run: "the Louvre", "the Riverwood Trader", "a Dalmatian"
_THE_BEFORE = re.compile(r"(?:^|[^\w])[Tt]he\s+$")
_TITLE_POSS_BEFORE = re.compile(r"(?<![\w'\u2019])([A-Z][a-z]+)['\u2019]s\s+$")  # "King's " before "Cross"
_WHERE_BEFORE = re.compile(r"\s(?:from|in|at|near)\s+$")  # where someone is from or works, not who they are
# "The Obama administration's", "the Trump campaign": the name names a body of the person's ([people] name_bodies)
_NAME_BODY_AFTER = re.compile(r"\s+(?:" + "|".join(lx.NAME_BODIES) + r")\b")
_DET_BEFORE = re.compile(r"(?:^|[^\w])(?:[Tt]he|a|an)\s+$")
# a lone capitalised word joined to another under one determiner: "the Russian and Syrian claims", "the Dutch or
# Belgian side" (a word describing the noun after it, as after "the")
_DET_AND_BEFORE = re.compile(r"(?:^|[^\w])(?:[Tt]he|a|an)\s+[A-Z][\w'\u2019-]*\s+(?:and|or)\s+$")
# a subject opening its sentence or clause, then a verb: "Hitler believed", "Hitler was sentenced"
_CLAUSE_OPEN = re.compile(r"(?:^|[.!?:;\u2014]['\"\u2019\u201d]?|,\s*(?:but|and|while|as|when|so))\s*$")
_PREP_BEFORE = re.compile(
    r"(?<![Aa]ccording)(?<![Nn]ext)\s(?:to|at|in|into|onto|from|towards?|near|by|about|for|of|on|against|behind)\s+$"
    # one describing noun between: "David Buik from broker Panmure Gordon", "the licences of pilot Tim Cheney", also
    # after a place: "a source at Cambridgeshire jail Whitemoor"
    r"|\s(?:from|of|at|for|by)\s+(?:[A-Z][\w-]+\s+)?(?!(?:the|an?|his|her|their|its|our|my|your|and|but|or|then)\s)"
    r"[a-z][a-z-]{2,}\s+$"
    # the same prepositions opening a paragraph or sentence: "Of Friar Lawrence, Prelogar said", "To Reed, it was"
    r"|(?:^|[.!?]\s+)(?:To|At|In|Into|From|Of|About|For|Against|Behind)\s+$"
)
# a body named right after a preposition of place is where things happen, not who speaks: "incidents in the West
# Bank", "forces across the Gaza Strip"
_PLACE_BEFORE = re.compile(
    r"\s(?:" + "|".join(lx.longest_first(lx.PLACE_PREPOSITIONS)) + r")\s+(?:the\s+)?$"
)
_GERUND_BEFORE = re.compile(
    r"(?:^|[.!?]['\"\u2019\u201d]?\s+)(?!(?:According|Speaking|During|Nothing|Something|Everything)\b)"
    r"[A-Z][a-z]{2,}ing\s+$"
)
_VERB_OBJECT = re.compile(
    r"\s+(?:\w+ly\s+)?(?:" + "|".join(sorted(lx.OBJECT_VERBS)) + r")\s+(her|him)\b"
    r"(?!\s+(?:own|son|daughter|wife|husband))"
)
# lower case, or capitalised only where a sentence opens ("Police Commissioner Christine Elow" is a title)
_PLURAL = re.compile(
    r"\b(?:" + "|".join(sorted(lx.PLURAL_SPEAKERS)) + r")\b|(?:^|(?<=[.!?]\s)|(?<=[.!?][\"\u201d\u2019]\s))(?:"
    + "|".join(sorted(w.capitalize() for w in lx.PLURAL_SPEAKERS)) + r")\b(?!\s+[A-Z])"
)
# "the researchers", "his lawyers' team": a group already named or owned, not the plural speaker as written
_DET_OR_POSS_BEFORE = re.compile(r"\b(?:the|these|those|their|his|her|its|our|[A-Z]\w*['\u2019]s?)\s+$")
# the place, body or nation a plural speaker is written with: "Kabul police", "Korean authorities", "New York
# detectives" (so the capitalised word is part of the group, never a person of its own)
_GROUP_QUALIFIER = re.compile(r"(?:^|(?<=\s))((?:[A-Z][\w.'\u2019-]*\s+){1,3})$")
_LOW_QUALIFIER = re.compile(r"(?<![\w'\u2019-])(" + "|".join(sorted(lx.PLURAL_QUALIFIERS)) + r")\s+$")
_FIRST_NAME_TITLES = lx.FIRST_NAME_HONORIFICS  # titles used with the first name alone ("Sir Michael")
_APPOSED = re.compile(r",\s*")  # what lies between a name and its appositive ("Sharefight, the company")
# the lower-case noun a bare possessive apostrophe owns ("Edmunds' executive director"): never a verb of saying
_OWNED_NEXT = re.compile(r" (?!(?:" + "|".join(sorted(lx.SPEECH_VERBS)) + r")\b)[a-z]")
# what lies between a role and the name in apposition after it ("The mayor of Surabaya, Tri Rismaharini, comforted"):
# a place or body with "of"/"for"/"at" at most, then the comma
_APPOSED_AFTER = re.compile(r"(?:\s+(?:of|for|at)\s+(?:the\s+)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*)?\s*,\s*")
_DOUBT = -1  # a pronoun that two people could be meant by
# "a Quicken Loans spokesman" ([people] body_voices): the capitalised name right before is a body's
_BODY_VOICE = re.compile(
    r"\b(?:[Aa]n?|[Tt]he)\s+((?:[A-Z][\w&'.-]*\s+){0,3}[A-Z][\w&'.-]*)\s+(?:"
    + "|".join(sorted(lx.BODY_VOICES)) + r")\b"
)
# "the mattress company Sleep Number", "another mattress company in Sleep Number" ([people] company_references): the
# capitalised name right after a company's noun is that company's
_BODY_NOUN = re.compile(
    r"\b(?:" + "|".join(sorted(lx.COMPANY_REFERENCES)) + r")\s+(?:in\s+|called\s+|named\s+)?"
    r"((?:[A-Z][\w&'.-]*\s+){0,3}[A-Z][\w&'.-]*)(?!['\u2019]s\b)"
)
# the words every match of each holds (literals, case as the patterns write them)
_BODY_VOICE_NEEDLES = tuple(sorted(lx.BODY_VOICES))
_BODY_NOUN_NEEDLES = tuple(sorted(lx.COMPANY_REFERENCES))
_BODY_WORDS = ((_BODY_VOICE, _BODY_VOICE_NEEDLES), (_BODY_NOUN, _BODY_NOUN_NEEDLES))
# how far back in its paragraph a pronoun's rivals are looked for (also keeps one huge paragraph linear)
_RIVAL_CHARS = 800
_RIVAL_MENTIONS = 24
_APPOS_NAMED = re.compile(r"\s*,\s*[A-Z][\w'\u2019-]+\s+[A-Z][\w'\u2019-]+\s*,")
_PARENS = re.compile(r"\([^()]*\)")
_PARENS_LEAD = re.compile(r"^\s*\([^()]{0,60}\)")
_GERUND = re.compile(r"[A-Z][a-z]{2,}ing")  # a capitalised "-ing" word ("Taking"), with [not_names] not_gerunds
_MARKS_ONLY = re.compile(r"^[\"\u201c\u201d\u2018\u2019']+$")
_POSS = re.compile(r"['\u2019]s?$")
_QUOTE_MARKS = "'\u2019"


def _unposs(tok: str) -> str:
    """``_POSS.sub("", tok)`` without the regex: "Meghan's" / "Harris'" -> "Meghan" / "Harris"."""
    if tok.endswith("\n"):
        return _POSS.sub("", tok)  # "$" also matches before a final newline
    if len(tok) >= 2 and tok[-1] == "s" and tok[-2] in _QUOTE_MARKS:
        return tok[:-2]
    if tok and tok[-1] in _QUOTE_MARKS:
        return tok[:-1]
    return tok


def _is_poss(tok: str) -> bool:
    """``_POSS.search(tok) is not None`` without the regex."""
    return _unposs(tok) != tok
# (\b before a first letter written as a look-behind after it, here and in _ORG and _PRONOUN: a pattern that opens
# with a character class lets re skip to the positions holding one of its characters; one that opens with \b is
# tried at every position. The same matches, in about half the time)
_COUPLE = re.compile(r"([A-Z](?<!\w[A-Z])[a-z]+) (?:and|&) ([A-Z][a-z]+) ([A-Z][a-z'\u2019-]+)\b")
# titles and address forms: never the first name of a couple sharing a surname
_COUPLE_NOT_GIVEN = frozenset(lx.HONORIFICS) | frozenset(lx.OFFICE_TITLES) | frozenset(lx.ADDRESS_FORMS)
_AGE = AGE_AFTER
_APPOS = re.compile(r"^\s*,\s*(?:\d{1,3}\s*,\s*)?(?:a|an|the)\s+((?:[\w-]+\s+){0,3}?)([\w-]+)\b")
# ", the 24-year-old main vocalist", ", coordinator for the ...", ", the group's leader": any role word near
_APPOS_WORDS = re.compile(
    r"^\s*,\s*(?:\d{1,3}\s*,\s*)?(?:(?:a|an|the|his|her|their)\s+)?((?:[\w'\u2019-]+\s+){0,4}[\w-]+)"
)
_ANON_HEAD = (  # ([people] anonymous_heads, regex pieces, then the anonymous_roles words)
    r"(?:" + "|".join(lx.ANONYMOUS_HEADS) + "|"
    + "|".join(sorted(re.escape(w) for w in lx.ANONYMOUS_ROLES)) + r")"
)
_ANON_TAIL = (
    r"(?:\s+(?:" + "|".join(sorted(re.escape(w) for w in lx.ANONYMOUS_LINKS)) + r")\s+"
    r"(?:(?:the|his|her|their)\s+)?(?:[A-Z][\w'\u2019&.-]*(?:\s+(?:(?:and|of|&)\s+)?[A-Z][\w'\u2019&.-]*)*"
    # "a source at Cambridgeshire jail Whitemoor" ([people] place_nouns): the place named after its noun
    r"(?:\s+(?:" + "|".join(lx.longest_first(lx.PLACE_NOUNS)) + r")(?:\s+[A-Z][\w'\u2019&.-]*)+"
    # "a spokesman for the German foreign ministry": a nation's body, its head lower-case
    r"|(?:\s+[a-z]+)?\s+(?:ministry|embassy|department)\b)?|[a-z]+"
    r"(?:\s+(?:" + "|".join(sorted(lx.ANONYMOUS_BODIES)) + r")\b)?))?"
)  # "a spokesman for the train company": the body's noun with the word that qualifies it
_ANON = re.compile(
    r"\b(?:[Aa]n?|[Oo]ne|[Aa]nother)\s+(?:(?:[\w'\u2019&-]+(?:(?:\.\w+)+\.?)?\s+){0,3}?"
    # or a body's capitalised name with its small words: "A British Association of Martial Arts spokesman"
    r"|(?:[A-Z][\w'\u2019&-]*\s+(?:(?:of|for|and|the|&)\s+)?){1,6}?)" + _ANON_HEAD + r"\b" + _ANON_TAIL
)
_ANON_BARE = re.compile(r"\b(?<!the )(?:[Ss]ources|[Ii]nsiders)\b" + _ANON_TAIL)
_POSS_REP = re.compile(  # "Kim's rep" ([people] person_representatives)
    r"\b[A-Z][\w-]*['\u2019]s\s+(?:" + "|".join(map(re.escape, lx.PERSON_REPRESENTATIVES)) + r")\b"
)
_POSS_KIN = re.compile(  # "the victim's mother", "Tom Reed's sister" ([people] kin_nouns)
    r"\b(?:[Tt]he\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*|(?:[A-Z][\w-]*\s+)?[A-Z][\w-]*)['\u2019]s\s+(?:"
    + "|".join(map(re.escape, lx.KIN_NOUNS)) + r")\b(?!['\u2019-])"
)
_KIN_NAMED = re.compile(r",\s+[A-Z]")  # "Reed's mother, Ann Lowe,": the relative named in apposition
# "Evgeny Shilov, Mr Shilov's brother,": the relative in apposition after their name (the name speaks)
_KIN_AFTER_NAME = re.compile(r"\b([A-Z][\w'\u2019-]*),\s+$")
_KIN_NAME = re.compile(  # "his father, John Reed", "mother Ann Lowe": a relative named ([people] kin_nouns)
    r"\b(" + "|".join(map(re.escape, lx.KIN_NOUNS)) + r")(?:\s*,)?\s+[A-Z]"
)
_ANON_REF = re.compile(  # "the source said" ([people] anonymous_referents)
    r"\b[Tt]he\s+(" + "|".join(map(re.escape, lx.ANONYMOUS_REFERENTS)) + r")\b"
)
_COMMENTER = re.compile(  # ([people] commenter_modifiers, or any capitalised word; then commenter_nouns)
    r"\b(?:[Oo]ne|[Aa]nother|[Aa]n?|[Tt]he|[Tt]his|[Tt]hat)\s+(?:(?:"
    + "|".join(map(re.escape, lx.COMMENTER_MODIFIERS)) + r"|[A-Z][\w!]*)\s+)*("
    + "|".join(map(re.escape, lx.COMMENTER_NOUNS)) + r")\b"
)
# the name a commenter is given in apposition: "one user, Jimmo Olson, commenting"
_COMMENTER_NAMED = re.compile(r",\s+([A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+){1,2}),")
_GROUP = re.compile(  # ([people.group_singulars], the plurals; [people] group_links, group_verbs)
    r"\b(" + "|".join(map(re.escape, lx.GROUP_SINGULARS)) + r")"
    r"((?:\s+(?:" + "|".join(lx.GROUP_LINKS) + r")\s+(?:(?:the|his|her|their)\s+)?[\w'\u2019-]+))?\s+"
    r"(?:\w+\s+){0,2}?(?:" + "|".join(lx.GROUP_VERBS) + r")\b",
    re.IGNORECASE,
)
_GROUP_SINGULAR = lx.GROUP_SINGULARS  # "friends" -> "friend"
_CROWD = re.compile(r"\b(?:" + "|".join(lx.CROWD_CUES) + r")\b", re.IGNORECASE)  # ([people] crowd_cues)
_ORDINAL = re.compile(
    r"\b(?:[Aa]nother|[Aa]\s+(?:second|third|fourth|fifth|sixth|seventh)|[Ss]omeone|[Ss]omebody|[Oo]thers|[Oo]ne)"
    r"(?=\s+(?:\w+ly\s+)?(\w+))"
)
_ORG = re.compile(  # ([people] org_referents, court_papers, authored_documents)
    r"[TtCc](?<!\w[TtCc])(?:"  # (\b, see _COUPLE; each alternative checks its own first letter)
    r"(?<=[Tt])he\s+(" + "|".join(lx.ORG_REFERENTS) + r")\b(?!['\u2019]s)"
    r"|(?<=[Cc])ourt (?:" + "|".join(lx.COURT_PAPERS) + r")\b"
    # "The IPCC report states": a document named by its author, the document speaks, not the body inside it
    r"|(?<=[Tt])he\s+(?:[A-Z][\w&.-]*\s+){1,3}(?:" + "|".join(lx.AUTHORED_DOCUMENTS) + r")\b(?!['\u2019]s))"
)
# a document's sender given by a description right after it, then its verb: "The report (pictured) from the company's
# repair partner said" (a determiner and up to four lower-case words, "'s" allowed; a caption's "(pictured)" allowed)
_DOCUMENT_FROM = re.compile(
    r"(?:\s*\([a-z ]{1,20}\))?\s+from\s+((?:the|a|an)(?:\s+[a-z]+(?:['\u2019]s)?){1,4})"
    r"(?=\s+(?:said|says|read|reads|stated|states|found|concluded)\b)"
)
# a public body named in full after "the": "the Ministry of Justice", "the U.N. Security Council" (a capitalised run
# holding one of the [sourcing] organisation_words, "of"/"for"/"and" inside it)
_INSTITUTION = re.compile(
    r"([Tt](?<!\w[Tt])he)\s+((?:[A-Z][\w.&'\u2019-]*\s+(?:(?:of|for|and|&)\s+(?:the\s+)?)?){0,4}[A-Z][\w&'\u2019-]*(?:\.(?=\w)[\w]*)*)"
)
# a nation's body written with a lower-case head ("the French foreign ministry", "the US embassy"): up to three
# capitalised words, at most one lower-case word, the head; never one that owns something after it ("'s")
_NATIONAL_BODY = re.compile(
    r"([Tt](?<!\w[Tt])he)\s+((?:[A-Z][\w.\u2019'-]*\s+){1,3}(?:[a-z]+\s+)?(?:ministry|embassy|department))\b(?!['\u2019]s)"
)
_RELATION = re.compile(
    r"\b([Hh]is|[Hh]er)\s+(" + "|".join(lx.longest_first(lx.SPOUSE_WORDS | {"ex-wife", "ex-husband"})) + r")\b"
)
_PRONOUN = re.compile(r"([HhSs](?<!\w[HhSs])(?:(?<=[Hh])e|(?<=[Ss])he))\b")  # \b([Hh]e|[Ss]he)\b, see _COUPLE
_EPITHET = re.compile(
    r"[Tt](?<!\w[Tt])he\s+((?:(?:[a-z0-9-]+|[A-Z][\w-]*|['\"\u2018\u201c][^'\"\u2019\u201d\w]*['\"\u2019\u201d])\s+){0,2}?)("
    + "|".join(lx.longest_first(re.escape(k) for k in {*lx.DESCRIPTORS, *lx.OCCUPATIONS}))
    + r"|(?i:" + "|".join(sorted(lx.OFFICE_TITLES)) + r")"
    + r"|(?:mother|mom|mum|father|dad|mama|mommy|daddy)-of-(?:one|two|three|four|five|six|seven|\d)"
    + r"|\d{1,3}-year-old)\b(?![\w-])"
)
# "the owner said", "the chief executive of Corvel said", "Corvel's chief executive complained" ([people]
# role_epithets): the one person the story introduced with that role (of that body, when one is named)
_ROLE_WORDS = r"(?:" + "|".join(re.escape(r) for r in lx.longest_first(lx.ROLE_EPITHETS)) + r")"
_ROLE_BODY = r"[A-Z][\w&.'\u2019-]*(?:\s+[A-Z][\w&.'\u2019-]*){0,2}"
_ROLE_EPITHET = re.compile(
    r"(?:[Tt](?<!\w[Tt])he\s+(" + _ROLE_WORDS + r")(?:\s+of\s+(" + _ROLE_BODY + r"))?"
    r"|\b(" + _ROLE_BODY + r")['\u2019]s\s+(" + _ROLE_WORDS + r"))\b(?![\w-])"
)
# where a person is introduced with one: ", the owner of the bakery,", ", chief executive of Corvel," (after the
# name) and "Corvel chief executive", "Corvel's boss" (before it)
_ROLE_AFTER = re.compile(r"^\s*,\s*(?:the\s+)?(" + _ROLE_WORDS + r")(?:\s+of\s+(" + _ROLE_BODY + r"))?\b(?![\w-])")
_ROLE_WORDS_TITLED = r"(?:" + "|".join(f"[{r[0]}{r[0].upper()}]{re.escape(r[1:])}" for r in lx.longest_first(
    lx.ROLE_EPITHETS)) + r")"  # written as a title too, right before the name: "Prosecutor John Molinelli"
_ROLE_BEFORE = re.compile(r"(?:\b(" + _ROLE_BODY + r")(?:['\u2019]s)?\s+)?\b(" + _ROLE_WORDS_TITLED + r")\s*,?\s*$")


def _role_key(role: str, body: str | None) -> str:
    """"chief executive of corvel": a role with the body it is held at, lower-cased ("the" dropped)."""
    role = " ".join(role.lower().split())
    if not body:
        return role
    body = " ".join(body.lower().split())
    return f"{role} of {body[4:] if body.startswith('the ') else body}"


_RELATIVE_OF = re.compile(
    r"\b[A-Z][\w-]*['\u2019]s?\s+(?:\w+\s+)?(?:sister|brother|mother|mom|mum|father|dad|daughter|son|cousin|aunt|"
    r"uncle|niece|nephew|grandmother|grandfather|stepmother|stepfather|stepsister|stepbrother)\s*,?\s*$"
)
_CORP_WORDS = lx.CORPORATE_WORDS  # the last word of a company's name ("Sony Pictures")
_COMPANY_REFS = lx.COMPANY_REFERENCES  # "the network said": the company named before
_PEER = re.compile(
    r"\b[Tt]he\s+(" + "|".join(t.capitalize() for t in lx.PEERAGE) + r")\b(?:\s+of\s+([A-Z][\w'\u2019-]+))?"
)
_APPOS_BEFORE = re.compile(r"((?:[A-Z][\w'\u2019.-]*\s+){0,3}[A-Z][\w'\u2019-]*)\s*,\s*$")
_STATEMENT_REF = re.compile(  # ([people] statement_verbs)
    r"\b[Tt]he\s+(?:joint\s+|full\s+)?statement(?=\s+(?:\w+ly\s+)?(?:" + "|".join(lx.STATEMENT_VERBS) + r")\b)"
)
# "Its statement claimed, “…”", "The company’s release continued, “…”": the organisation last named speaks
_ITS_STATEMENT = re.compile(  # ([people] statement_owners, statement_verbs)
    r"\b(?:[Ii]ts|[Tt]he\s+(?:" + "|".join(map(re.escape, lx.STATEMENT_OWNERS)) + r")['\u2019]s)"
    r"\s+(?:(?:official|full|own|new|latest|press)\s+)?(?:statement|release)"
    r"(?=\s+(?:\w+ly\s+)?(?:" + "|".join(lx.STATEMENT_VERBS) + r")\b)"
)
_STATEMENT_ISSUE = re.compile(r"\b(?:a|an|in|her|his|their|its|this)\s+(?:[\w-]+\s+){0,2}?statement\b")
_EAST_ASIAN_GIVEN = re.compile(r"[A-Z][a-z]+-[a-z]+")
_HONORIFIC_GENDER = lx.ADDRESS_FORMS  # "mr" -> "m", "mrs" -> "f" (the [people.address_forms] list)
_YEAR_OLD = re.compile(r"(\d{1,3})-year-old")
_NEXT_WORD = re.compile(r"\s+(?:\w+ly\s+)?(\w+)")  # the next word, after at most one -ly adverb
# ([people] cutting_roles, and a rank too: "Air Commodore Andrew Lambert", "Air Commodore Lambert")
_ROLE_CAPS = lx.CUTTING_ROLES | lx.RANKS
# role words before a name that keep two tokens after them: "Transport Secretary Grant Shapps"
_ROLE_CAPS_LONG = _ROLE_CAPS | lx.ROLE_TITLES  # ([people] role_titles)
ROLE_CAPS_LONG = _ROLE_CAPS_LONG  # the miner reads "Gov." before a name as a title, not a sentence end
_VERBISH_NEXT = re.compile(
    r"\s+(?:\w+ly\s+)?(?:has|had|was|is|did|does|(?:is|was|has|had|did)n['\u2019]t|doesn['\u2019]t|won['\u2019]t|will|would|"
    r"could|can|also|later|then|[a-z]+ed)\b"
)
# a lone word that does something with his or her own thing is a person ("Luboku released his new EP", a stage name
# the first-name lists cannot know); "its" is a body's
_OWN_THING_NEXT = re.compile(r"\s+(?:\w+ly\s+)?[a-z]+(?:ed|s)\s+(?:his|her)\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*\b")
_GENDER_PRON = re.compile(
    r"\b(?:(he|him|his|himself)|(she|herself)|(her)(?=\s+(?!(?:to|and|with|for|as|at|in|on|of|off|out|up|down|by|"
    r"from|that|the|a|an|about|back|over|into|again|when|after|before|because|but|or|so|if)\b)[a-z]))\b",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"(?:,\s*(?:but|while|whereas|although|though)\s|;\s|\sbut\s)")
# a sentence opening on a participle or subordinate clause: its main clause, with its subject, starts after the comma
# ("Asked about the effort that he co-engineered with Clinton, Medvedev said ...": Medvedev is the subject)
_INTRO_WORDS = tuple(sorted(w.capitalize() for w in lx.INTRO_OPENERS))
_INTRO = re.compile(
    r"(?:^|(?<=[.!?])\s+|(?<=[.!?]['\"\u2019\u201d])\s+)(?:"
    + "|".join(_INTRO_WORDS) + r")\b[^,.;:!?\"\u201c\u201d]{1,200},\s*"
)  # (no literal to start from: re tries it at every position; _finditer with _INTRO_WORDS skips most paragraphs)
# ([people] person_cues, with the descriptors, occupations, role nouns and honorifics)
PERSON_CUES = (
    frozenset(lx.DESCRIPTORS) | lx.PERSON_CUE_WORDS | lx.OCCUPATIONS | lx.ROLE_NOUNS | frozenset(lx.HONORIFICS)
    | lx.LEAD_NATIONALITIES  # "said Spaniard Natividad Andres": a person, the nationality no part of the name
)
_LEAD_STRIP = lx.STOP_CAPS | PERSON_CUES


@dataclass
class Entity:
    name: str
    tokens: tuple[str, ...]
    gender: str | None = None
    strong_gender: bool = False
    classes: set[str] = field(default_factory=set)
    spouse: int | None = None
    votes: dict[str, int] = field(default_factory=dict)
    age: int | None = None
    roles: set[str] = field(default_factory=set)
    relative: bool = False
    person: bool = False  # a person cue was seen: first name, honorific, role word, age, speech verb next
    not_gender: str | None = None  # "Wootton asked her": whoever "her" is, Wootton is someone else


@dataclass
class Mention:
    para: int
    start: int
    end: int
    kind: str  # person | pronoun | relation | epithet | anon | anon_ref | commenter | org
    text: str
    subject: bool = True
    entity: int | None = None
    candidates: tuple[int, ...] = ()
    speaker: str | None = None
    prep: bool = False  # right after a preposition: resolves pronouns, but is never the speaker of a verb
    address: str | None = None  # the gender of an address form before a surname ("Mr Reed": "m")


_FIRST_NAMES = lx.FEMALE_NAMES | lx.MALE_NAMES  # built once (was once per call)


def name_gender(first: str) -> str | None:
    f = first.lower()
    if f in lx.FEMALE_NAMES and f not in lx.MALE_NAMES:
        return "f"
    if f in lx.MALE_NAMES and f not in lx.FEMALE_NAMES:
        return "m"
    return None


def _lead_word(tok: str) -> bool:
    w = _unposs(tok).lower().strip(".")
    if w in lx.LEAD_ADJECTIVES:
        return True  # "Pregnant Georgia Hollingsworth"
    return w in _LEAD_STRIP or (w.endswith("s") and w[:-1] in PERSON_CUES)  # "Presenters Lila Thorne"


def honorific_of(seq: str, offset: int) -> str | None:
    """The honorific written right before the kept name ("Dame" in "Dame Cecily Ormond"), if any."""
    before = seq[:offset].split()
    if before and before[-1].lower().strip(".") in lx.HONORIFICS:
        return before[-1]
    return None


def _clean_tokens(seq: str, keep_title: bool = False) -> tuple[list[str], int, bool]:
    """Tokens of a capitalised run minus leading stop words; offset of the first kept token; possessive flag.
    With ``keep_title`` a run that is only a title word ("King said", where Gayle King was named) keeps it as a
    possible surname."""
    toks, offset, poss = _cleaned(seq, False)
    if keep_title and not toks:  # the title is kept only where nothing else is left: else the same tokens
        toks, offset, poss = _cleaned(seq, True)
    return list(toks), offset, poss


@lru_cache(maxsize=8192)
def _cleaned(seq: str, keep_title: bool) -> tuple[tuple[str, ...], int, bool]:
    """:func:`_clean_tokens`, remembered by the run's text (the word lists are fixed: the same run, the same
    tokens; the cast reads each run two or three times)."""
    toks = [t for t in seq.split() if not _MARKS_ONLY.match(t)]
    offset = 0
    last = toks[-1] if toks else ""
    while toks and _lead_word(toks[0]):
        offset = seq.index(toks[0], offset) + len(toks[0])
        toks = toks[1:]
    if not toks and keep_title and _unposs(last).lower().strip(".") in lx.HONORIFICS and last[:1].isupper():
        toks, offset = [last], seq.rindex(last)
    if not toks:
        return (), 0, False
    # a run ending on a company word is the company's whole name: no title or first name inside it starts a
    # person's name ("Big Machine Records", "General Motors Corp" — not "Machine Records", "Motors Corp")
    corporate = len(toks) > 1 and _unposs(toks[-1]).lower().strip(".") in _CORP_WORDS
    cut = -1 if corporate else max((i for i, t in enumerate(toks[:-1]) if t.lower() in _ROLE_CAPS), default=-1)
    cut = cut if corporate else max(cut, _name_start(toks) - 1)
    if cut >= 0:
        offset = seq.index(toks[cut], offset) + len(toks[cut])
        toks = toks[cut + 1 :]
    offset = seq.index(toks[0], offset)
    while len(toks) > 2 and toks[-1].lower().strip(".") in lx.POST_NOMINALS:
        toks = toks[:-1]  # "Bret Walker SC", "Ann Lowe MP": letters after a name are no part of it
    if len(toks) > 1 and _suffix_word(toks[-1]):
        toks = toks[:-1]  # "Tom Reed Jr.": the suffix is no surname (the entity's name keeps it, see _suffix_of)
    poss = _is_poss(toks[-1]) and not toks[-1].endswith("s'")
    toks[-1] = _unposs(toks[-1]).rstrip(".")
    if toks[-1] == "":
        toks = toks[:-1]
    return tuple(toks), offset, poss


def _suffix_word(tok: str) -> bool:
    """A generation mark after a name ([names] generational_suffixes: "Jr.", "Sr", "Jr.,")."""
    return tok.rstrip(".,") in lx.GENERATIONAL_SUFFIXES


def _suffix_of(run: str) -> str | None:
    """The generation mark a capitalised run of two names or more ends on, as written ("Jr." or "Jr"), else None."""
    words = run.split()
    if len(words) < 3 or not _suffix_word(words[-1]):
        return None
    return words[-1].rstrip(",") if not _is_poss(words[-1]) else None


def _name_start(toks: Sequence[str]) -> int:
    """Where the person's name starts inside a capitalised run, leaving two tokens or more: after a role word
    ("Chief Executive Satya Nadella", "Colorado Governor Richard Lamm") or a sport's position ("Browns DL Sam
    Reed"), after a possessive ("Bachelor Nation's Trent Vaughn"), or at a known first name after words that are
    not names ("Massachusetts Joshua Levy"), but not right after the first word of a place's name ("St Louis", "San
    Diego", "Santa Monica")."""
    start = 0
    for i, t in enumerate(toks[:-2]):
        low = t.lower().strip(".")
        if low in _ROLE_CAPS_LONG or t in lx.POSITION_TITLES or (_is_poss(t) and not t.endswith("s'")):
            start = i + 1
    for i in range(start + 1, len(toks) - 1):
        if toks[i - 1].lower().strip(".") in lx.FIRST_WORD_NOT_NAME:
            continue  # "St Louis Post-Dispatch", "San Diego Union-Tribune": a place's name goes on, no first name
        if _known_first(toks[i]) and not any(_known_first(t) or t.lower().strip(".") in lx.HONORIFICS
                                             for t in toks[start:i]):
            return i
    return start


# a capitalised word that a "who" clause describes: a person, whether or not the cast knows the name
_WHO_PERSON = re.compile(r"\b([A-Z][\w'\u2019-]*),\s+who\s")
# "the King", "the President": a person by title alone (the honorifics and office titles of the lexicon)
_THE_TITLE = re.compile(
    r"\b[Tt]he\s+("
    + "|".join(lx.longest_first({w.capitalize() for w in (*lx.HONORIFICS, *lx.OFFICE_TITLES) if len(w) > 3}))
    + r")\b(?!\s+(?:of\b|[A-Z]))"
)
# an office written with its capitalised qualifier, "Foreign Secretary", "Home Secretary", "Prime Minister": the
# qualifier and an office title or a role title of the lexicon ([people] office_titles, role_titles); as an epithet
# ("the Foreign Secretary said") it names the one person introduced with that very office
_OFFICE_WORDS = "|".join(lx.longest_first({w.capitalize() for w in (*lx.OFFICE_TITLES, *lx.ROLE_TITLES)}))
_QUALIFIED_OFFICE = re.compile(r"(?!The\b)[A-Z][a-z]+\s+(?:" + _OFFICE_WORDS + r")")
_THE_QUALIFIED_OFFICE = re.compile(r"\b[Tt]he\s+(?!The\b)[A-Z][a-z]+\s+(" + _OFFICE_WORDS + r")\b(?![\w-])")


def _qualified_office(mention: str) -> str | None:
    """"the Foreign Secretary" -> "foreign secretary"; None when the epithet is no qualified office."""
    m = _QUALIFIED_OFFICE.search(mention)
    return " ".join(m.group(0).lower().split()) if m and m.end() == len(mention) else None


_ANIMAL_WIDTH = max(map(len, lx.ANIMAL_WORDS), default=0)  # the longest word _ANIMAL_BEFORE can end with
_ANIMAL_BEFORE = re.compile(r"\b(?:" + "|".join(lx.longest_first(lx.ANIMAL_WORDS)) + r")\s+$",
                            re.IGNORECASE)
# "Cambridgeshire jail Whitemoor", "Category A Whitemoor jail" ([people] place_nouns, lower case): a place's name
_PLACE_NOUNS = "|".join(lx.longest_first(lx.PLACE_NOUNS))
_PLACE_WIDTH = max(map(len, lx.PLACE_NOUNS), default=0)
_PLACE_NOUN_BEFORE = re.compile(r"\b(?:" + _PLACE_NOUNS + r")\s+$")
_PLACE_NOUN_AFTER = re.compile(r"\s+(?:" + _PLACE_NOUNS + r")\b")
# literals each pattern cannot match without: a paragraph holding none of them is not scanned
_ANON_BARE_NEEDLES = ("ources", "nsiders")
_ORDINAL_NEEDLES = ("nother", "second", "third", "fourth", "fifth", "sixth", "seventh", "omebody", "thers", "One",
                    "one")
_ANON_NEEDLES = (  # a literal of every _ANON_HEAD alternative (case as written: _ANON is case-sensitive)
    "source", "insider", "friend", "pal", "confidant", "spokes", "rep", "publicist", "witness", "onlooker",
    "bystander", "attendee", "partygoer", "guest", "neighbo", "relative", "family ", "producer", "staffer",
    "employee", "crew member", "worker", "colleague", "lawyer", "attorney", "agent", "manager", "official",
    "reporter", "journalist", *sorted(lx.ANONYMOUS_ROLES),
)
_PLURAL_NEEDLES = tuple(sorted(w[1:] for w in lx.PLURAL_SPEAKERS))
_PEER_NEEDLES = tuple(sorted(w.capitalize() for w in lx.PEERAGE))
_STATEMENT_NEEDLES = ("statement",)
_ITS_STATEMENT_NEEDLES = ("statement", "release")
_ALIAS_NEEDLES = ("known", "nicknamed", "dubbed", "called")
_POSS_REP_NEEDLES = ("rep", "spokes", "publicist", "lawyer", "attorney", "agent", "manager", "team")
_POSS_KIN_NEEDLES = ("'s", "\u2019s")
_ANON_REF_NEEDLES = ("source", "insider", "friend", "pal", "spokes", "rep", "publicist", "witness", "onlooker")
# (each commenter noun that holds no other one: "comment" stands for "commenter" and "commentor")
_COMMENTER_NEEDLES = tuple(w for w in lx.COMMENTER_NOUNS if not any(o != w and o in w for o in lx.COMMENTER_NOUNS))
_RELATION_NEEDLES = ("wife", "husband", "fiance", "fianc\u00e9", "friend", "partner", "spouse")
_ROLE_EPITHET_NEEDLES = tuple(sorted(lx.ROLE_EPITHETS))  # (the role words as written: literals, case-sensitive)


def _held(text: str, needles: Sequence[str] | None = None) -> frozenset[str]:
    """The needles of the _SCANNED patterns that ``text`` holds; ``needles``: only those of them are looked for (the
    ones its article holds, see :func:`_held_by_paragraph`)."""
    return frozenset(filter(text.__contains__, _SCANNED_NEEDLES if needles is None else needles))


def _held_by_paragraph(paragraphs: Sequence[str]) -> list[frozenset[str]]:
    """``[_held(p) for p in paragraphs]``, looking in each paragraph only for the needles its article holds (about 7
    of the 105 in an English article): no needle holds a line break, so none is held across two joined paragraphs."""
    article = tuple(filter("\n".join(paragraphs).__contains__, _SCANNED_NEEDLES))
    return [_held(text, article) if article else frozenset() for text in paragraphs]


def _scan(pattern: re.Pattern[str], text: str, held: frozenset[str]) -> Iterator[re.Match[str]]:
    """``_finditer(pattern, text, its needles)`` for a _SCANNED pattern, given ``held`` = ``_held(text)``."""
    return pattern.finditer(text) if held and not held.isdisjoint(_SCANNED[pattern]) else iter(())


def _finditer(pattern: re.Pattern[str], text: str, needles: Sequence[str]) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)``, skipped where ``text`` holds none of the literals every match contains."""
    return pattern.finditer(text) if may_hold(text, needles) else iter(())


def _ends_with(pattern: re.Pattern[str], text: str, width: int) -> bool:
    """``pattern.search(text)`` for a pattern that ends in a word of at most ``width`` characters (one more for its
    one-character lead) and then only white space: only the tail after ``len(text.rstrip()) - width`` can match
    (\\b and look-behinds still see the characters before the search position)."""
    return pattern.search(text, max(0, len(text.rstrip()) - width)) is not None


_SENTENCE_OPEN = re.compile(r"(?:^|[.!?:;\u2014\u2026]['\"\u2019\u201d)]*)\s*$")


_CAP_WORD = re.compile(r"[A-Z](?<!\w[A-Z])[\w'\u2019-]*")  # \b[A-Z]..., see _COUPLE


def _mid_sentence_caps(paragraphs: Sequence[str]) -> frozenset[str]:
    """Capitalised words seen where no sentence opens: their capital is their own, not their position's."""
    seen: set[str] = set()
    for text in paragraphs:
        for m in _CAP_WORD.finditer(text):
            if m.group(0) not in seen and not _SENTENCE_OPEN.search(text, max(0, m.start() - 4), m.start()):
                seen.add(m.group(0))
    return frozenset(seen)


def _known_first(tok: str) -> bool:
    return tok.lower() in lx.FEMALE_NAMES or tok.lower() in lx.MALE_NAMES


def not_a_name(toks: Sequence[str], gerunds: bool = True) -> bool:
    """Capitalised runs that are never a person: a sentence adverb or preposition first ("Nevertheless", "Unlike
    Hitler", "Under Armor"), a gerund first ("Reaching Riverwood"; not with ``gerunds`` False), a place or generic head
    noun last ("Gaza Strip", "Chicago Department", "Mezcal Soup"), an abstract noun alone ("Neuroscience"), an initial
    last ("George C")."""
    first, last = toks[0].lower().strip("."), _unposs(toks[-1]).lower().strip(".")
    if first in lx.NOT_NAME_LEAD or last in lx.NOT_NAME_HEAD or (len(toks) == 1 and first in lx.NOT_NAME_HEAD):
        return True
    if gerunds and _gerund_first(toks):
        return True
    if len(toks) > 1 and len(last) == 1:
        return True  # "George C" from "Linderman, George C.;": a citation, not a speaker
    if len(toks) == 1 and not _known_first(first) and lx.ABSTRACT_SUFFIX.search(first):
        return True
    return False


def _gerund_first(toks: Sequence[str]) -> bool:
    """A run opened by what may be a gerund ("Reaching Riverwood", "Taking Archie"): an "-ing" word of six letters or
    more that is no known first name."""
    first = toks[0].lower().strip(".")
    return first.endswith("ing") and len(first) > 5 and not _known_first(first)


def _east_asian(toks: Sequence[str]) -> bool:
    """"Park So-yeon", "Kim Tae-hoon": family name first, hyphenated given name."""
    return len(toks) == 2 and toks[0].lower() in lx.EAST_ASIAN_FAMILY and bool(_EAST_ASIAN_GIVEN.fullmatch(toks[1]))


def _surname_word(toks: Sequence[str]) -> bool:
    """"Emma Stone", "Jerry Hall", "Michael J. Fox": a known first name, then a family name that is also a place's,
    outlet's or day's word ([names] surname_words), last in a run of two or three words with no other such word."""
    return 2 <= len(toks) <= 3 and _known_first(toks[0]) and _unposs(toks[-1]).lower() in lx.SURNAME_WORDS and not any(
        t.lower() in lx.NON_PERSON or (len(t.rstrip(".")) > 1 and t.isupper()) for t in toks[:-1])


def _is_orgish(toks: Sequence[str]) -> bool:
    if _east_asian(toks) or _surname_word(toks):
        return False
    return any(t.lower() in lx.NON_PERSON or (len(t.rstrip(".")) > 1 and t.isupper()) for t in toks) or (
        toks[0].lower() in lx.FIRST_WORD_NOT_NAME
    )


_COMMENTER_LABELS = {"fan": "a fan", "viewer": "a viewer", "follower": "a follower", "critic": "a critic"}


def _commenter(pi: int, text: str, m: re.Match[str]) -> Mention:
    """The commenter of a :data:`_COMMENTER` match: by name when named in apposition ("one user, Jimmo Olson,
    commenting:"), else by kind ("a fan", "a commenter")."""
    named = _COMMENTER_NAMED.match(text, m.end())
    if named:
        return Mention(pi, m.start(), named.end(1), "commenter", named.group(1))
    return Mention(pi, m.start(), m.end(), "commenter", _COMMENTER_LABELS.get(m.group(1).lower(), "a commenter"))


def _poss_kin(pi: int, text: str, m: re.Match[str]) -> Mention | None:
    """A relative named with a possessive, as written ("the victim's mother"; "Meanwhile Reed's mother" is "Reed's
    mother"); None where a name stands in apposition ("Reed's mother, Ann Lowe, said", "Ann Lowe, Reed's mother,": the
    name given speaks), before a colon with no verb ("Reed's son: '…'", a caption) or where the possessor is no one's
    name ("Nobody's mother")."""
    named = _KIN_AFTER_NAME.search(text, max(0, m.start() - 60), m.start())
    if named and named.group(1).lower() in lx.STOP_CAPS:
        named = None  # "Later, the victim's mother said": a sentence adverb, no name
    if named or _KIN_NAMED.match(text, m.end()) or text[m.end() : m.end() + 2].lstrip().startswith(":"):
        return None  # "Reed's son: '…'": a caption's or headline's colon, no speech verb
    words = m.group(0).split()
    if words[0] not in ("The", "the"):
        while words and _unposs(words[0]).lower().strip(".") in lx.STOP_CAPS:
            words = words[1:]
        if len(words) < 2:
            return None
    return Mention(pi, text.index(words[0], m.start()), m.end(), "anon", _lower_det(" ".join(words)))


def _titled_thing(text: str, start: int) -> bool:
    """A capitalised run right after a capitalised title or person word in the possessive names a place or thing
    named for them, not a person: "King's Cross", "Queen's Park", "Mother's Day"."""
    m = _TITLE_POSS_BEFORE.search(text, max(0, start - 20), start)
    return m is not None and m.group(1).lower() in PERSON_CUES


def _no_subject(mn: Mention, text: str) -> bool:
    """A mention that cannot be its sentence's subject for what is written right before it: a person after a
    preposition ("head to Riverwood", "a gift from Hadvar") or an opening gerund ("Taking Archie outside is his
    favorite activity"), a body after a preposition of place ("incidents in the West Bank")."""
    if mn.kind == "person":
        return bool(_PREP_BEFORE.search(text, max(0, mn.start - 30), mn.start) or _GERUND_BEFORE.search(
            text, max(0, mn.start - 30), mn.start)) or bool(
            _NAME_BODY_AFTER.match(text, mn.end) and _THE_BEFORE.search(text, max(0, mn.start - 8), mn.start))
    if mn.kind != "orgname":
        return False
    return bool(_PLACE_BEFORE.search(text, max(0, mn.start - 30), mn.start)
                or _PREP_BEFORE.search(text, max(0, mn.start - 30), mn.start))


class Cast:
    """The people and speaker mentions of one article (read-only once built: :func:`cast_of` shares it)."""

    def __init__(self, masked: Sequence[str]) -> None:
        self.masked = list(masked)
        self.entities: list[Entity] = []
        self._by_name: dict[str, int] = {}
        self.orgs: dict[str, str] = {}  # first word -> company name
        self.mentions: list[list[Mention]] = [[] for _ in masked]
        self._animals: set[str] = set()  # names given to pets
        self._places: set[str] = set()  # the words of a place's name written beside its noun ("jail Whitemoor")
        # the entities of two tokens or more by their first and by their last token (ascending), for _match
        self._firsts: dict[str, list[int]] = {}
        self._lasts: dict[str, list[int]] = {}
        # the same by the last token's other spellings ("Muller", "Mueller" for "Müller"), for _match
        self._spelled_lasts: dict[str, list[int]] = {}
        self._first_keys: list[str] | None = None  # self._firsts's keys sorted (None: to sort again)
        # the capitalised runs of each paragraph, found once: entities, companies and mentions all read them
        self._caps = [list(_CAP_SEQ.finditer(text)) for text in self.masked]
        self._held = _held_by_paragraph(self.masked)  # the needles of the _SCANNED patterns, once
        self._mid_caps = _mid_sentence_caps(self.masked)
        self._find_entities()
        # the relatives the article names ("his father, John Reed"): "Reed's father said" is then no unnamed relative
        self._named_kin = frozenset(m.group(1) for text in self.masked for m in _KIN_NAME.finditer(text))
        for pi, text in enumerate(self.masked):
            self.mentions[pi] = self._mentions_in(pi, text)
        self._captions = [_caption_like(text) for text in self.masked]
        self._named_in: dict[int, set[int]] = {}  # entity -> the paragraphs that name it
        for pi, ms in enumerate(self.mentions):
            for mn in ms:
                if mn.kind == "person" and mn.entity is not None:
                    self._named_in.setdefault(mn.entity, set()).add(pi)
        self._ends = [[m.end() for m in _SENT_END.finditer(text)] for text in self.masked]  # sentence ends, once
        self._learn_gender()
        self._bodies = self._find_bodies()
        self._resolve()

    # ---- pass 1: entities
    def _append(self, ent: Entity) -> None:
        """A new entity (its tokens never change after), indexed for :meth:`_match`."""
        idx = len(self.entities)
        self.entities.append(ent)
        if len(ent.tokens) > 1:
            first = ent.tokens[0]
            if first not in self._firsts:
                self._firsts[first] = []
                self._first_keys = None
            self._firsts[first].append(idx)
            self._lasts.setdefault(ent.tokens[-1], []).append(idx)
            for other in _spellings(ent.tokens[-1]):
                self._spelled_lasts.setdefault(other, []).append(idx)

    def _titled_first_names(self) -> None:
        """"Sir Michael" named before (or after) "Air Chief Marshal Sir Michael Graydon": a knight or dame is called
        by title and first name, so the title and first name are the one person of that title with that first name
        (never when two are)."""
        for i, e in enumerate(self.entities):
            words = e.name.split()
            if len(e.tokens) != 1 or len(words) != 2 or words[0].lower().strip(".") not in _FIRST_NAME_TITLES:
                continue
            first = e.tokens[0]
            full = [j for j, f in enumerate(self.entities) if j != i and len(f.tokens) > 1 and first in f.tokens[:2]
                    and f.tokens[-1] != first and f.name.split()[0] == words[0]]
            if len(full) == 1 and self._by_name.get(first) == i:
                self._by_name[first] = full[0]

    def _add(self, toks: Sequence[str], pre: str = "", post: str = "", hon: str | None = None,
             suffix: str | None = None) -> int:
        name = " ".join(toks)
        idx = self._by_name.get(name)
        if idx is None and len(toks) > 1 and toks[0].lower() in _PARTICLE_WORDS:
            # "Van Gaal" after "Louis van Gaal": a surname with its particle, capitalised to open a sentence
            low = [t.lower() for t in toks]
            same = [i for i, e in enumerate(self.entities)
                    if len(e.tokens) > len(toks) and [t.lower() for t in e.tokens[-len(toks) :]] == low]
            if len(same) == 1:
                idx = self._by_name[name] = same[0]
        if idx is None:
            idx = len(self.entities)
            full = f"{name} {suffix}" if suffix else name  # "Tom Reed Jr." as first given
            ent = Entity(name=f"{hon} {full}" if hon else full, tokens=tuple(toks))
            g = name_gender(toks[0]) if len(toks) > 1 else None
            g = lx.HONORIFICS.get(hon.lower().strip(".")) if hon else g
            if g:
                ent.gender, ent.strong_gender = g, True
            self._append(ent)
            self._by_name[name] = idx
        ent = self.entities[idx]
        ent.person = ent.person or bool(hon) or self._person_cue(toks, pre, post)
        self._bind(idx, pre, post)
        return idx

    def _bind(self, idx: int, pre: str, post: str) -> None:
        ent = self.entities[idx]
        before = _last_words(pre)
        words = before[-2:]
        words3 = before[-3:] if pre.rstrip().endswith(",") or words else []
        cands = [" ".join(words[i:]) for i in range(len(words))]
        m = _APPOS.match(post)
        if m:
            w = (m.group(1) + m.group(2)).lower().split()
            cands += [" ".join(w[-2:]), w[-1]]
        if _RELATIVE_OF.search(pre):
            ent.relative = True  # "Tallulah's sister, Priya Voss": a bare "Voss" is more likely Tallulah
        age = _AGE.match(post)
        if age and ent.age is None:
            ent.age = int(_NON_DIGITS.sub("", age.group(0)))
        for w in words3:
            if not ent.strong_gender and (w in lx.FEMALE_WORDS or w in lx.MALE_WORDS):
                ent.gender = "f" if w in lx.FEMALE_WORDS else "m"  # "his wife, chef Rosa Delaney"
        for rm in (_ROLE_AFTER.match(_PARENS_LEAD.sub("", post)), _ROLE_BEFORE.search(pre[-60:])):
            if rm:  # "Kim Lowe, the owner of the bakery,", "Corvel chief executive Dana Voss"
                ent.roles.update({_role_key(rm.group(1 if rm.re is _ROLE_AFTER else 2), None),
                                  _role_key(*((rm.group(1), rm.group(2)) if rm.re is _ROLE_AFTER else
                                              (rm.group(2), rm.group(1))))})
        for c in cands:
            if c in lx.DESCRIPTORS:
                ent.classes.add(lx.DESCRIPTORS[c])
            elif c in lx.OCCUPATIONS or c in lx.OFFICE_TITLES:
                ent.roles.add(c)
            elif c and _QUALIFIED_OFFICE.fullmatch(pre[-60:].rstrip()[-len(c):]):
                ent.roles.add(c)  # "Foreign Secretary Philip Hammond": the office as written ("the Foreign Secretary")
            last = c.split()[-1] if c else ""
            if not ent.strong_gender and (last in lx.FEMALE_WORDS or last in lx.MALE_WORDS):
                ent.gender = "f" if last in lx.FEMALE_WORDS else "m"
                ent.strong_gender = True

    def _person_cue(self, toks: Sequence[str], pre: str, post: str) -> bool:
        if name_gender(toks[0]) or toks[0].lower() in _FIRST_NAMES:
            return True
        if all(t.lower().strip(".") in lx.APPOSITIVE_ROLES or t.lower().strip(".") in PERSON_CUES for t in toks):
            return False  # "VFI Chief Executive, Padraig Cribben, said": the role, not a person
        if _structural_cue(pre, post):
            return True
        post = _DASH_APPOS.sub(",", post, count=1)  # "Dee Dee Myers — a White House press secretary —"
        # "a doctor from Hebron", "a nurse in Gaza": a role word before a preposition describes someone from that place
        words = [] if _WHERE_BEFORE.search(pre) else _last_words(pre)[-2:]
        if any(w in PERSON_CUES or " ".join(words[i:]) in PERSON_CUES for i, w in enumerate(words)):
            return True
        if _AGE.match(post):
            return True
        m = _APPOS.match(post)
        if m and m.group(2).lower() in PERSON_CUES:
            return True
        aw = _APPOS_WORDS.match(post)
        if aw and any(w in PERSON_CUES or w in lx.APPOSITIVE_ROLES or _YEAR_OLD.fullmatch(w)
                      for w in aw.group(1).lower().split()):
            return True
        if words and words[-1] in lx.INVERTIBLE or _addressed(pre):
            return True  # "said Jane Doe", "Ms. Jane Doe": a speech verb or a form of address right before the name
        if _affiliated_speech(post):
            return True  # "Wray Grimaldi of the University of Otago said"
        return _speech_next(post) and not _AFFILIATION_BEFORE.search(pre)  # not "… of the University of Otago said"

    def _named_gerund(self, toks: Sequence[str], pre: str, post: str) -> bool:
        """A run of two words or more opened by an "-ing" word that is a first name all the same ("Channing Tatum",
        "Yuming Yong"): the word is written capitalised where no sentence opens somewhere in the article ("actor
        Channing Tatum"), or a person's cue is next to the run ("Channing Tatum said", "Channing Tatum, 43,"); a
        gerund's object ("Taking Archie outside is …") has neither."""
        return len(toks) > 1 and _gerund_first(toks) and not not_a_name(toks, gerunds=False) and (
            toks[0] in self._mid_caps or self._person_cue(toks, pre, post))

    def _find_orgs(self) -> None:
        """Companies named in full ("Starline Entertainment", "Hartwell Records"): "the agency" may refer back."""
        for caps in self._caps:
            for m in caps:
                toks, _off, _poss = _clean_tokens(m.group(0))
                if 2 <= len(toks) <= 4 and toks[-1].lower() in _CORP_WORDS and toks[0].lower() not in lx.STOP_CAPS:
                    self.orgs.setdefault(toks[0], " ".join(toks))

    def _find_entities(self) -> None:
        self._find_orgs()
        singles: list[tuple[str, str, str]] = []
        maybe: dict[str, tuple[str, ...]] = {}
        for text, caps in zip(self.masked, self._caps, strict=True):
            for m in caps:
                toks, off, _poss = _clean_tokens(m.group(0))
                if not toks or _titled_thing(text, m.start()):
                    continue
                pre, post = text[max(0, m.start() + off - 80) : m.start() + off], text[m.end() : m.end() + _POST_WIDTH]
                if not_a_name(toks) and not self._named_gerund(toks, pre, post):
                    continue
                if _ends_with(_ANIMAL_BEFORE, pre, _ANIMAL_WIDTH):
                    self._animals.update(toks)  # "hero cat Tara": a pet, whatever pronoun follows
                    continue
                if _ends_with(_PLACE_NOUN_BEFORE, pre, _PLACE_WIDTH) or _PLACE_NOUN_AFTER.match(post):
                    self._places.update(toks)  # "jail Whitemoor", "Category A Whitemoor jail": a place
                    continue
                hon = honorific_of(m.group(0), off)
                if hon is None and (_ends_with(_DET_BEFORE, pre, 4) or (
                    len(toks) == 1 and _DET_AND_BEFORE.search(pre, max(0, len(pre) - 40))
                )):
                    if len(toks) == 2 and not _is_orgish(toks):
                        # "the Dan Wootton podcast": the full name, should a lone "Wootton" prove to be a person
                        maybe.setdefault(toks[-1], tuple(toks))
                    continue  # "the Louvre declared", "the Riverwood Trader": a place, body or thing
                if hon and len(toks) <= 3 and not _is_orgish(toks):
                    short = [i for i in self._match(toks[0]) if self.entities[i].tokens[-1] == toks[0]]
                    if len(toks) == 1 and not short:
                        # "Lady Ottilie" after "Lady Ottilie Ravensworth": a title with the first name
                        short = [i for i, e in enumerate(self.entities) if len(e.tokens) > 1 and e.tokens[0] == toks[0]
                                 and e.name.split()[0].lower().strip(".") == hon.lower().strip(".")]
                    if len(toks) == 1 and len(short) == 1:
                        self._by_name[toks[0]] = short[0]  # "Dr Fauci" after "Dr Anthony Fauci"
                        self._bind(short[0], pre, post)
                        continue
                    self._add(toks, pre, post, hon, _suffix_of(m.group(0)))
                    continue
                if len(toks) == 2 and toks[0].lower().strip(".") in _ROLE_CAPS_LONG:
                    same = [i for i in self._lasts.get(toks[1], ()) if self.entities[i].person]
                    if len(same) == 1:  # "General Prelogar" after "Solicitor General Elizabeth Prelogar": her
                        self._by_name[" ".join(toks)] = same[0]
                        self._bind(same[0], pre, post)
                        continue
                if len(toks) == 1:
                    singles.append((toks[0], pre, post))
                elif len(toks) <= 4 and not _is_orgish(toks):
                    if self._person_cue(toks, pre, post) or (
                        len(toks) <= 3 and _VERBISH_NEXT.match(post)
                    ):
                        full = maybe.get(toks[-1], ())
                        if toks[0].lower() in _PARTICLE_WORDS and len(full) > len(toks) and (
                            [t.lower() for t in full[-len(toks) :]] == [t.lower() for t in toks]
                        ):
                            # "De Miranda beautifully evokes" after "the philosopher Luis de Miranda" (met with no
                            # cue): that person, whatever the particle's case; _add reads the surname as theirs
                            self._add(full)
                        self._add(toks, pre, post, suffix=_suffix_of(m.group(0)))
                    elif len(toks) <= 3:
                        maybe.setdefault(toks[-1], tuple(toks))
                        maybe.setdefault(toks[0], tuple(toks))
        for tok, full in list(maybe.items()):  # "Mueller said" after "Gerhard Müller, the prefect ...,"
            for other in _spellings(tok):
                maybe.setdefault(other, full)
        self._titled_first_names()
        singles = [x for x in singles if x[0] not in self._animals and x[0] not in self._places]
        for text, held in zip(self.masked, self._held, strict=True):
            self._couples(text)
            self._aliases(text, held)
        self._find_peers()
        subjects: dict[str, int] = {}
        for tok, pre, post in singles:
            if _CLAUSE_OPEN.search(pre) and _VERBISH_NEXT.match(post):
                subjects[tok] = subjects.get(tok, 0) + 1
        for tok, pre, post in singles:
            shared = tok in maybe and " ".join(maybe[tok]) not in self._by_name  # "Voss" of Tallulah, not Priya
            if shared and maybe[tok][0] == tok and any(self.entities[i].person for i in self._lasts.get(tok, ())):
                shared = False  # "Trump said" after Donald Trump: his surname, not the first word of "Trump Tower"
            if tok in self.orgs or tok.lower() in lx.PEERAGE:
                continue
            if tok.lower() in lx.NON_PERSON or tok.isupper() or (self._match(tok) and not shared):
                continue  # "X", "BBC": never a person
            verb_next = _AGED_VERB_NEXT.match(post)
            # a verb next makes a run's word its person as the run's last word, a surname ("Mueller said" after
            # "Gerhard Müller"), or the first of two ("Tiana is" after "Tiana Cole"); not the first word of a longer run
            # ("Japanese doesn't" after a table head "Japanese Romaji English")
            cue = self._person_cue((tok,), pre, post) or (
                tok in maybe and (maybe[tok][-1] == tok or len(maybe[tok]) == 2) and bool(_VERBISH_NEXT.match(post))
            ) or bool(
                _OWN_THING_NEXT.match(post))
            # a surname that opens its sentence as the subject of a verb, again and again: "Hitler was sentenced",
            # "Hitler believed": a person, so a quote next to it never goes to someone named before
            repeated = subjects.get(tok, 0) >= 2 and _CLAUSE_OPEN.search(pre) is not None
            bare = _PARENS_LEAD.sub("", post)  # "Dan (not his real name), a 19-year-old student"
            described = bool(_AGE.match(bare)) or self._person_cue((tok,), "", bare) and bare.lstrip()[:1] == ","
            if not (cue or repeated or described) or (name_gender(tok) and not described and not (
                verb_next and verb_next.group(1) in lx.SPEECH_VERBS
            )):
                continue
            if tok in maybe:
                self._add(maybe[tok])
            elif not (pre.rstrip().endswith((".", "!", "?")) or pre.strip() == "") or repeated or described or (
                verb_next and verb_next.group(1) in lx.SPEECH_VERBS
            ) or _addressed(pre):
                self._add((tok,), pre, post)

    def _aliases(self, text: str, held: frozenset[str]) -> None:
        """"Marco Bianchi — known to everyone in the house as Bam —": a later "Bam" is Marco Bianchi."""
        for m in _scan(_ALIAS, text, held):
            toks, _off, _poss = _clean_tokens(m.group(1))
            if not toks or not_a_name(toks) or _is_orgish(toks) or len(toks) < 2:
                continue
            idx = self._by_name.get(" ".join(toks))
            if idx is None:
                idx = self._add(toks)
                self.entities[idx].person = True
            if m.group(2) not in self._by_name:
                self._by_name[m.group(2)] = idx

    def _find_peers(self) -> None:
        """"the Duchess of Elmsworth" is a person as first given, or the title of the person named right before
        it ("Prince Leopold, the Duke of Elmsworth"); a later bare "the Duchess" refers back to them."""
        self.peers: dict[str, int] = {}
        for text, held in zip(self.masked, self._held, strict=True):
            for m in _scan(_PEER, text, held):
                title = m.group(1).lower()
                if title in self.peers or not m.group(2):
                    continue
                before = _APPOS_BEFORE.search(text[max(0, m.start() - 60) : m.start()])
                if before:
                    toks, _off, _poss = _clean_tokens(before.group(1))
                    idx = self._by_name.get(" ".join(toks)) if toks else None
                    if idx is not None:
                        self.peers[title] = idx
                        continue
                name = f"the {m.group(1)} of {m.group(2)}"
                idx = len(self.entities)
                self._append(Entity(name=name, tokens=(name,), gender=lx.PEERAGE[title], strong_gender=True))
                self._by_name[name] = idx
                self.peers[title] = idx

    def _couples(self, text: str) -> None:
        for m in _COUPLE.finditer(text):
            a, b, last = m.groups()
            last = _unposs(last)
            before = text[max(0, m.start() - 40) : m.start()].rstrip().split()
            if before and before[-1][:1].isupper() and before[-1].lower() not in lx.STOP_CAPS:
                continue
            if any(w.lower() in lx.STOP_CAPS or w.lower() in lx.NON_PERSON for w in (a, b, last)):
                continue
            if any(w.lower() in _COUPLE_NOT_GIVEN for w in (a, b)):
                continue  # "Vale and Prince Harry", "Vale and Senator Reid": a title, not a shared surname's first name
            if any(len(e.tokens) > 1 and e.tokens[0] == a and e.tokens[-1] != last for e in self.entities):
                continue  # "Marnie and Theo Quill" where Marnie is Marnie Vale
            ia, ib = self._add((a, last)), self._add((b, last))
            self.entities[ia].person = self.entities[ib].person = True
            self.entities[ia].spouse, self.entities[ib].spouse = ib, ia

    def _first_name_ok(self, tok: str, cands: Sequence[int]) -> bool:
        """A lone word stands for a run it opens ("Meghan" for Meghan Markle) unless the word is capitalised only
        where a sentence opens, everywhere in the article, and that run was never shown a person (Entity.person) and
        the word is no known first name: "Popular drinking hole …" is no "Popular Cobh" ("Popular Cobh spot Seasalt"
        opened a paragraph too)."""
        if tok in self._mid_caps or _known_first(tok):
            return True
        return any(self.entities[i].tokens[-1] == tok or self.entities[i].person for i in cands)

    def _match(self, tok: str) -> tuple[int, ...]:
        """The entities ``tok`` may stand for (ascending): the one of that name, else those of two tokens or more
        whose first token is ``tok``, else those whose last token is, else (a word of 3+ letters) those whose first
        token is longer and starts with it."""
        if tok in self._by_name:
            return (self._by_name[tok],)
        firsts = self._firsts.get(tok)
        if firsts:
            return tuple(firsts)
        lasts = self._lasts.get(tok) or self._spelled_lasts.get(tok)  # "Mueller said" after Gerhard Müller
        if lasts or len(tok) < 3 or not tok.isalpha():
            return tuple(lasts or ())
        # a short form of a first name: "Dom" for Dominic Reyes, "Juni" for Juniper Vance (the first tokens that
        # start with tok sort right after it)
        if self._first_keys is None:
            self._first_keys = sorted(self._firsts)
        keys = self._first_keys
        found: list[int] = []
        for k in range(bisect.bisect_right(keys, tok), len(keys)):
            if not keys[k].startswith(tok):
                break
            found.extend(self._firsts[keys[k]])
        return tuple(sorted(found))

    # ---- pass 2: mentions
    @staticmethod
    def _group_qualified(text: str, start: int, group: str) -> tuple[int, str]:
        """A plural speaker with the capitalised words written right before it ("Kabul police"): its start and
        label; the group alone where those words are stop capitals ("Yesterday police") or follow a determiner."""
        q = _GROUP_QUALIFIER.search(text, max(0, start - 40), start)
        if q is None:
            low = _LOW_QUALIFIER.search(text, max(0, start - 20), start)  # "federal prosecutors" ([speakers])
            if low is None or _DET_OR_POSS_BEFORE.search(text, max(0, low.start() - 12), low.start()):
                return start, group
            return low.start(), f"{low.group(1)} {group}"
        words = q.group(1).split()
        while words and words[0].lower().strip(".") in lx.STOP_CAPS:
            words = words[1:]
        if not words:
            return start, group
        begin = start - len(" ".join(words)) - 1
        if text[begin : start - 1] != " ".join(words) or _DET_OR_POSS_BEFORE.search(text, max(0, begin - 12), begin):
            return start, group
        return begin, f"{' '.join(words)} {group}"

    def _mentions_in(self, pi: int, text: str) -> list[Mention]:
        found: list[Mention] = []
        held = self._held[pi]
        for m in _scan(_ANON, text, held):
            anon = _anon_label(m.group(0))
            role = _ROLE_ON.match(anon)
            if role and role.group(1).split()[-1] in lx.ANONYMOUS_ROLES:
                anon = role.group(1)  # "a dispatcher on the police scanner" is "a dispatcher"
            found.append(Mention(pi, m.start(), m.end(), "anon", anon))
        for m in _scan(_ANON_BARE, text, held):
            found.append(Mention(pi, m.start(), m.end(), "anon", _anon_label(m.group(0))))
        for m in _scan(_POSS_REP, text, held):
            found.append(Mention(pi, m.start(), m.end(), "anon", m.group(0)))
        for m in _scan(_POSS_KIN, text, held):
            kin = _poss_kin(pi, text, m)
            if kin is not None and kin.text.split()[-1] not in self._named_kin:
                found.append(kin)
        for m in _scan(_COMMENTER, text, held):
            found.append(_commenter(pi, text, m))
        for m in _scan(_ORDINAL, text, held):
            if m.group(1) in lx.SPEECH_VERBS:
                group = self._group_before(pi, m.start())
                if group is not None:
                    found.append(Mention(pi, m.start(), m.end(), "anon", group))
                elif self._crowd_before(pi, m.start()):
                    found.append(Mention(pi, m.start(), m.end(), "commenter", "a commenter"))
        for m in _scan(_PLURAL, text, held):
            if not _DET_OR_POSS_BEFORE.search(text, max(0, m.start() - 12), m.start()):
                start, group = self._group_qualified(text, m.start(), m.group(0).lower())
                found.append(Mention(pi, start, m.end(), "anon", group))
        for m in _scan(_ANON_REF, text, held):
            if m.group(1) == "source" and text.startswith(" of ", m.end()):
                continue  # "to see the source of the voice": where something comes from, nobody's words
            found.append(Mention(pi, m.start(), m.end(), "anon_ref", _lower_det(m.group(0))))
        for m in _ORG.finditer(text):
            sender = _DOCUMENT_FROM.match(text, m.end()) if m.group(0).split()[-1] in lx.AUTHORED_DOCUMENTS else None
            if sender:  # "The report (pictured) from the company's repair partner said": the sender's words
                found.append(Mention(pi, m.start(), sender.end(1), "org", _lower_det(sender.group(1))))
                continue
            found.append(Mention(pi, m.start(), m.end(), "org", _lower_det(m.group(0))))
        for m in _scan(_RELATION, text, held):
            found.append(Mention(pi, m.start(), m.end(), "relation", m.group(0)))
        for m in _scan(_PEER, text, held):
            idx = self.peers.get(m.group(1).lower())
            if idx is not None:
                poss = text[m.end() : m.end() + 2] in ("'s", "\u2019s")
                found.append(Mention(pi, m.start(), m.end(), "person", m.group(0), not poss, idx))
        for m in _scan(_STATEMENT_REF, text, held):
            found.append(Mention(pi, m.start(), m.end(), "statement", m.group(0)))
        for m in _scan(_ITS_STATEMENT, text, held):
            found.append(Mention(pi, m.start(), m.end(), "its_statement", m.group(0)))
        for m in _EPITHET.finditer(text):
            found.append(Mention(pi, m.start(), m.end(), "epithet", m.group(2).lower()))
        for m in _THE_QUALIFIED_OFFICE.finditer(text):  # "the Foreign Secretary": the office's holder
            found.append(Mention(pi, m.start(), m.end(), "epithet", m.group(1).lower()))
        for m in _scan(_ROLE_EPITHET, text, held):
            rword, rbody = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
            found.append(Mention(pi, m.start(), m.end(), "epithet", _role_key(rword, rbody)))
        for m in _PRONOUN.finditer(text):
            found.append(Mention(pi, m.start(), m.end(), "pronoun", m.group(1).lower()))
        bodies = [m for m in _INSTITUTION.finditer(text) if " " in m.group(2)  # one word: _ORG's ("the Government")
                  and lx.EN.organisation_words_re.search(m.group(2))
                  and text[m.end() : m.end() + 2] not in ("'s", "\u2019s")]
        # "The French foreign ministry said", "the Israeli embassy said": a nation's body, its head word lower-case
        national = [m for m in _NATIONAL_BODY.finditer(text)
                    if not any(b.start() <= m.start() < b.end() for b in bodies)]
        for m in bodies:  # "The Ministry of Justice insists", "the U.N. Security Council voiced": as written
            found.append(Mention(pi, m.start(), m.end(), "orgname", f"{m.group(1)} {m.group(2)}"))
        for m in national:  # the article lower-case, as a label writes a body named with a lower-case head
            found.append(Mention(pi, m.start(), m.end(), "orgname", f"the {m.group(2)}"))
        bodies += national
        for m in self._caps[pi]:
            if any(b.start() <= m.start() < b.end() for b in bodies) or _titled_thing(text, m.start()):
                continue
            toks, off, poss = _clean_tokens(m.group(0), keep_title=True)
            # "Jessica Caldwell, Edmunds' executive director, said": a plural-looking name's bare apostrophe with a
            # lower-case word right after it owns that word (a closing quotation mark is never followed so)
            poss = poss or (m.group(0)[-2:] in ("s'", "s\u2019") and _OWNED_NEXT.match(text, m.end()) is not None)
            if toks and self._animals and all(_unposs(t) in self._animals for t in toks):
                continue  # "Tara" after "hero cat Tara"
            if not toks or _unposs(toks[-1]).lower().strip(".") in lx.NOT_NAME_HEAD:
                continue  # "the Mezcal Soup" never mentions "Mezcal Mexican"
            start = m.start() + off
            name = " ".join(toks)
            org = self.orgs.get(toks[0]) if len(toks) == 1 or name in self.orgs.values() else None
            if org is None and len(toks) == 1 and _caps_org(toks[0], text, m.start() + off) and (
                _org_speaks(text[m.end() : m.end() + 140])
            ):
                org = toks[0]  # "ABN, which aired the show for nine seasons, said"
            if org is not None:
                # "the IMF announced": the body as the article names it, article included
                org = f"the {org}" if _THE_BEFORE.search(text, 0, start) and not org.lower().startswith("the ") else org
                found.append(Mention(pi, start, m.end(), "orgname", org, not poss))
                continue
            hon = _HONORIFIC_GENDER.get(m.group(0)[:off].split()[-1].lower().strip(".")) if off else None
            # "Taking Archie outside is his favourite activity, he said": the object of the verb opening the sentence
            first = m.group(0).split()[0]
            obj = _GERUND.fullmatch(first) is not None and first.lower() not in lx.NOT_GERUNDS and (
                SENTENCE_START.search(text, 0, m.start()) is not None)
            if name in self._by_name:
                found.append(Mention(pi, start, m.end(), "person", name, not poss and not (obj and toks[0] != first),
                                     self._by_name[name]))
                self._honorific_gender(self._by_name[name], hon)
                continue
            led = toks[0].lower() in lx.NOT_NAME_LEAD  # "Unlike Hitler, he ...": Hitler is no subject
            for t in toks:  # "Vale nor Quill" never joins, but "Theo Quill Vale"-like runs may
                cands = self._match(t)
                if cands and not self._first_name_ok(t, cands):
                    continue  # "Popular drinking hole …" is no "Popular Cobh": that run was never shown a person
                if cands:
                    pos = text.index(t, start)
                    sub_poss = poss and t == toks[-1]
                    ent = cands[0] if len(cands) == 1 else None
                    subject = not sub_poss and not led and not (obj and t != first)
                    # "Reed Jr. said": the mention runs over the generation mark to the verb
                    end = m.end() if t == toks[-1] and _suffix_word(m.group(0).split()[-1]) else pos + len(t)
                    found.append(Mention(pi, pos, end, "person", t, subject, ent, cands,
                                         address=hon if t == toks[0] else None))
                    if ent is not None and t == toks[0]:
                        self._honorific_gender(ent, hon)
        for mn in found:
            mn.prep = mn.prep or _no_subject(mn, text)
        found.sort(key=lambda x: (x.start, -(x.end - x.start)))
        kept: list[Mention] = []
        for mn in found:
            if kept and mn.start < kept[-1].end:
                continue
            kept.append(mn)
        return kept

    def _group_before(self, pi: int, pos: int) -> str | None:
        """"Friends of the couple say ... One told MailOnline:": one of the group named just before."""
        groups = list(_GROUP.finditer(self.masked[pi], 0, pos))
        if not groups:
            return None
        g = groups[-1]
        head = _GROUP_SINGULAR.get(g.group(1).lower(), g.group(1).lower())
        tail = f" {g.group(2).strip()}" if g.group(2) else ""
        return ("an " if head[:1] in "aeiou" else "a ") + head + tail

    def _crowd_before(self, pi: int, pos: int) -> bool:
        """"One wrote:" / "Another says:" is a commenter only where fans, viewers or posts were just mentioned;
        after "One text ... reads:" it is another text, never a commenter."""
        text = " ".join([*self.masked[max(0, pi - 2) : pi], self.masked[pi][:pos]])
        return _CROWD.search(text) is not None or _COMMENTER.search(text) is not None

    def _addressed(self, known: list[int], gender: str) -> list[int]:
        """"Mr Reed" after Tom Reed and his daughter Hollie Reed: the one person of the address form's gender, when
        every other one is known to be of the other (else all of them: no telling)."""
        fits = [c for c in known if self.entities[c].gender == gender]
        if len(fits) == 1 and all(self.entities[c].gender not in (None, gender) for c in known if c != fits[0]):
            return fits
        return known

    def _honorific_gender(self, idx: int, gender: str | None) -> None:
        """"Mr Mbatha", "Ms Lanchester", "Mrs. Whitlock-Ayers": the honorific settles the gender."""
        if gender is not None:
            self.entities[idx].gender, self.entities[idx].strong_gender = gender, True

    def _statement_issuer(self, pi: int, pos: int) -> str | None:
        """Who made the statement that "the statement" refers to: the first named subject of the latest sentence
        before ``pos`` that mentions a statement ("Her rep, Jolie Fairbanks, confirmed the news in a statement")."""
        for qi in range(pi, max(-1, pi - 4), -1):
            text = self.masked[qi]
            limit = pos if qi == pi else len(text)
            issues = [m for m in _STATEMENT_ISSUE.finditer(text, 0, limit) if not _STATEMENT_REF.match(text, m.start())]
            if not issues:
                continue
            at = issues[-1].start()
            ends = [e.end() for e in _SENT_END.finditer(text, 0, at)]
            a = ends[-1] if ends else 0
            for mn in self.mentions[qi]:
                if a <= mn.start < at and mn.subject and mn.speaker and mn.kind != "statement":
                    return mn.speaker
            return None
        return None

    def _document_author(self, pi: int, mn: Mention) -> str | None:
        """Who wrote the document "the report" (one of [people] authored_documents, "the" and the noun alone) stands
        for: the body or person named after "by" where the story brought that kind of document in ("according to a
        report released Wednesday by Human Rights Watch"), in this paragraph before it or the :data:`_AUTHOR_REACH`
        before; None (the document speaks, as written) where no author was named so ("a report released this week")
        or the story brought in two such documents by different authors (either may be meant)."""
        words = mn.text.lower().split()
        if len(words) != 2 or words[0] != "the" or words[1] not in lx.AUTHORED_DOCUMENTS:
            return None
        authors: set[str | None] = set()
        for qi in range(max(0, pi - _AUTHOR_REACH), pi + 1):
            text = self.masked[qi]
            for m in _DOCUMENT_BROUGHT.finditer(text, 0, mn.start if qi == pi else len(text)):
                if m.group("doc").lower() == words[1]:
                    by = _DOCUMENT_BY.match(text, m.start())
                    authors.add(by.group("author").rstrip(".") if by else None)
        author = authors.pop() if len(authors) == 1 else None  # two such documents, or one with no author: as written
        return author[0].lower() + author[1:] if author and author.startswith("The ") else author

    # ---- pass 3: gender from pronouns next to a lone name
    def _learn_gender(self) -> None:
        for pi, text in enumerate(self.masked):
            for mn in self.mentions[pi]:
                obj = _VERB_OBJECT.match(text, mn.end) if mn.kind == "person" and mn.entity is not None else None
                if obj and self.entities[mn.entity].gender is None:  # type: ignore[index]
                    self.entities[mn.entity].not_gender = "f" if obj.group(1).lower() == "her" else "m"  # type: ignore[index]
        for pi, text in enumerate(self.masked):
            # one scan of the paragraph, each pronoun then placed in its sentence (the sentence from a; a scan per
            # sentence found the same: a sentence ends on white space before a capital, so no match nor its look-ahead
            # reaches across)
            bounds = [0, *self._ends[pi]]
            for g in _GENDER_PRON.finditer(text):
                a = bounds[bisect.bisect_right(bounds, g.start()) - 1]
                before = {
                    mn.entity for mn in self.mentions[pi]
                    if mn.kind == "person" and mn.entity is not None and a <= mn.start < g.start()
                }
                key = "m" if g.group(1) else "f"
                first = min((mn.start for mn in self.mentions[pi] if mn.kind == "person" and a <= mn.start),
                            default=a)
                owner = _OWNER_WORD.search(text[a:first])
                if owner and ("m" if owner.group(1) else "f") == key:
                    continue  # "Her manager, Colm Reidy, has worked with her": another person of that gender
                unsure = any(mn.kind == "person" and mn.entity is None and len(mn.candidates) > 1
                             and a <= mn.start < g.start() for mn in self.mentions[pi])
                if len(before) == 1 and not unsure:  # a name of two people before it may be the pronoun's too
                    ent = self.entities[before.pop()]
                    ent.votes[key] = ent.votes.get(key, 0) + 1
        for ent in self.entities:
            if not ent.strong_gender and ent.votes:
                m, f = ent.votes.get("m", 0), ent.votes.get("f", 0)
                ent.gender = "m" if m > f else "f" if f > m else None
        for ent in self.entities:
            sp = self.entities[ent.spouse] if ent.spouse is not None else None
            if ent.gender is None and sp is not None and sp.gender is not None:
                ent.gender = "f" if sp.gender == "m" else "m"

    def _named_after(self, pi: int, mn: Mention) -> int | None:
        """The person named in apposition right after a role ("The mayor of Surabaya, Tri Rismaharini,"), between
        commas; else None."""
        text = self.masked[pi]
        later = [m for m in self.mentions[pi] if m.kind == "person" and m.start >= mn.end]
        for nxt in sorted(later, key=lambda m: m.start):
            if _APPOSED_AFTER.fullmatch(text, mn.end, nxt.start):
                return nxt.entity if nxt.entity is not None and text[nxt.end : nxt.end + 1] == "," else None
        return None

    def _find_bodies(self) -> frozenset[int]:
        """The entities known to be a body, never a person: no person cue, no known first name at their head, two
        tokens or more, and named as a company ("Starline Entertainment") or with a body's voice after them ("a
        Quicken Loans spokesman", also written "a QuickenLoans spokesman"). "he"/"she" never stands for them."""
        article = "\n".join(self.masked)  # (each pattern scanned only in an article holding one of its words)
        voiced = {re.sub(r"\W", "", m.group(1)).lower() for pat, words in _BODY_WORDS if may_hold(article, words)
                  for text in self.masked for m in pat.finditer(text)}
        companies = set(self.orgs.values())
        return frozenset(
            i for i, e in enumerate(self.entities)
            if not e.person and len(e.tokens) > 1 and not _known_first(e.tokens[0])
            and (e.name in companies or "".join(e.tokens).lower() in voiced)
        )

    # ---- pass 4: resolution in story order
    def _resolve(self) -> None:
        recency: dict[int, int] = {}
        srec: dict[int, int] = {}  # mentions that open a sentence or clause: likely grammatical subjects
        clock = 0
        last_anon: str | None = None
        last_org: str | None = None
        anons: list[tuple[int, str]] = []  # (paragraph, label) in story order
        anon_heads: dict[str, str] = {}  # "producer" -> "a former producer": "the producer" refers back to it
        introduced: set[int] = set()
        seen_in: dict[int, int] = {}  # entity -> paragraph of its latest mention
        counts: dict[int, int] = {}
        for ms in self.mentions:
            for mn in ms:
                if mn.kind == "person" and mn.entity is not None:
                    counts[mn.entity] = counts.get(mn.entity, 0) + 1
        main = max(counts, key=lambda i: (counts[i], -i)) if counts else None

        def latest(ok: set[int]) -> int | None:
            for table in (srec, recency):
                best = [i for i in ok if i in table]
                if best:
                    return max(best, key=lambda i: table[i])
            return None

        last_subject: tuple[int, str, int] | None = None
        para_clock = 0
        for pi in range(len(self.masked)):
            text = self.masked[pi]
            parens = [m.span() for m in _PARENS.finditer(text)]
            prev_clock, para_clock = para_clock, clock
            heads = sorted({0, *self._ends[pi], *(m.end() for m in _CLAUSE.finditer(text)),
                            *(m.end() for m in _finditer(_INTRO, text, _INTRO_WORDS))})
            head_of = {id(mn): heads[bisect.bisect_right(heads, mn.start) - 1] for mn in self.mentions[pi]}
            by_head: dict[int, list[Mention]] = {}
            for mn in self.mentions[pi]:
                if mn.subject:
                    by_head.setdefault(head_of[id(mn)], []).append(mn)
            first_after: set[int] = set()
            for inside in by_head.values():
                # the clause's subject: the first mention that is no preposition's object ("the Chief Marketing
                # Officer for Jenny Craig, Leesa Eichberger, spoke" is Eichberger's), else the first one
                nxt = next((mn for mn in inside if not mn.prep), inside[0])
                first_after.add(id(nxt))
            for mi, mn in enumerate(self.mentions[pi]):
                clock += 1
                ent: int | None = None
                if mn.kind == "person":
                    ent = mn.entity  # an ambiguous surname ("Baldwin" with two Baldwins) stays unresolved
                    if ent is None and mn.candidates:
                        # ... unless only one of them has been introduced so far
                        known = [c for c in mn.candidates if c in introduced]
                        if len(known) > 1:
                            known = [c for c in known if not self.entities[c].relative]
                        if len(known) > 1 and mn.address is not None:
                            known = self._addressed(known, mn.address)
                        ent = known[0] if len(known) == 1 else None
                    elif ent is not None:
                        introduced.add(ent)
                elif mn.kind == "pronoun":
                    g = "m" if mn.text == "he" else "f"
                    before = [b for b in by_head.get(head_of[id(mn)], []) if b.start < mn.start]
                    objs = [b.entity for b in before if b.prep and b.entity is not None
                            and self.entities[b.entity].gender in (g, None)
                            and _PREP_BEFORE.search(text, max(0, b.start - 30), b.start)]
                    if objs and not any(not b.prep for b in before):
                        ent = objs[-1]  # "When I repeat this to Vance, she groans": the only one named so far
                    else:
                        ent = self._pronoun(g, latest, srec, seen_in, pi, (prev_clock, para_clock))
                        if ent is not None and ent != _DOUBT and self._rival_here(mi, mn, ent, g):
                            ent = _DOUBT
                        if ent == _DOUBT or last_subject is not None and last_subject[0] > max(
                            (c for i, c in recency.items() if self.entities[i].gender in (g, None)), default=-1
                        ):
                            # "a spokesperson for X said ..." then "he said": the spokesperson, when they are the
                            # one unnamed speaker lately and no named person of that gender came after them; two
                            # people the pronoun may mean: no speaker rather than a doubtful one
                            mn.speaker = None
                            anon = last_subject[1] if last_subject is not None and last_subject[2] >= pi - 1 else ""
                            if ent != _DOUBT and anon.startswith(("a ", "an ")) and _gender_fits(anon.split()[1], g):
                                mn.speaker = anon
                            continue
                elif mn.kind == "relation":
                    ent = self._relation(mn.text, latest)
                elif mn.kind == "epithet" and (named := self._named_after(pi, mn)) is not None:
                    ent = named  # "The mayor of Surabaya, Tri Rismaharini, comforted": the name it stands beside
                elif mn.kind == "epithet" and mn.text.split(" of ")[0] in lx.ROLE_EPITHETS:
                    prev = self.mentions[pi][mi - 1] if mi else None
                    if prev is not None and prev.kind == "person" and _APPOSED.fullmatch(text, prev.end, mn.start):
                        ent = prev.entity  # "Kim Lowe, the owner of the bakery, said": the name it stands beside
                    else:  # the one person introduced with that role, else nobody
                        held = [i for i, e in enumerate(self.entities) if mn.text in e.roles]
                        role = mn.text.split(" of ")[0]
                        if not held and role != mn.text:
                            # "HSBC's chief executive" after "Stuart Gulliver (pictured), chief executive since
                            # 2011": the one holder of the role, when no body's is given for them
                            held = [i for i, e in enumerate(self.entities) if role in e.roles]
                            held = [i for i in held if not any(r.startswith(f"{role} of ") for r in
                                                               self.entities[i].roles)]
                        ent = held[0] if len(held) == 1 else None
                elif mn.kind == "epithet" and mn.text in anon_heads:
                    mn.speaker = anon_heads[mn.text]
                elif mn.kind == "epithet":
                    cls = lx.DESCRIPTORS.get(mn.text, mn.text)
                    ok = {i for i, e in enumerate(self.entities) if cls in e.classes or (cls == "star" and e.classes)}
                    ok = ok or {i for i, e in enumerate(self.entities) if cls in e.roles}
                    age = _YEAR_OLD.fullmatch(mn.text)
                    if age:
                        ok = {i for i, e in enumerate(self.entities) if e.age == int(age.group(1))}
                    office = _qualified_office(text[mn.start : mn.end])
                    holders = [i for i, e in enumerate(self.entities) if office and office in e.roles]
                    by_office = len(holders) == 1 or bool(office) and mn.text not in lx.OFFICE_TITLES
                    if by_office:
                        # "the Foreign Secretary" after "Foreign Secretary Philip Hammond": the one holder of that
                        # office, whoever was the subject last; a role title the story gave nobody ("the Home
                        # Secretary"): nobody (an office title keeps its reading below: the latest subject may hold it)
                        ent = holders[0] if len(holders) == 1 else None
                    elif not ok:
                        near = {i for i, q in seen_in.items() if q >= pi - 3}  # named lately, not pages ago
                        ent = self._unbound_epithet(mn.text, {i: c for i, c in srec.items() if i in near},
                                                    {i: c for i, c in recency.items() if i in near},
                                                    main if main in near else None)
                        if ent is not None:
                            seen_in[ent] = pi
                            mn.entity, mn.speaker = ent, self.entities[ent].name
                            recency[ent] = clock
                            if id(mn) in first_after:
                                srec[ent] = clock
                        continue
                    if not by_office:
                        ent = latest(ok) if latest(ok) is not None else (min(ok) if len(ok) == 1 else None)
                    subj = max(srec, key=lambda i: srec[i]) if srec else None
                    if not by_office and subj is not None and subj != ent and not self.entities[subj].classes and not (
                        ent is not None and self.entities[subj].relative  # "X's mother, Farah" is not "the actress"
                    ) and (
                        ent is None or srec[subj] > recency.get(ent, 0)
                    ):
                        # the latest subject has no known occupation: "the actor" may well be them
                        speechy = id(mn) in first_after or _speech_after(text, mn.end)
                        ent = subj if speechy and _gender_fits(mn.text, self.entities[subj].gender) else None
                elif mn.kind == "anon":
                    mn.speaker = last_anon = mn.text
                    anons.append((pi, mn.text))
                    head = _ANON_HEAD_RE.search(mn.text)
                    if head:
                        anon_heads[head.group(0).rstrip("s")] = mn.text
                elif mn.kind == "orgname":
                    mn.speaker = last_org = mn.text
                elif mn.kind == "org" and mn.text.split()[-1] in _COMPANY_REFS and mi and _APPOSED.fullmatch(
                    text, self.mentions[pi][mi - 1].end, mn.start
                ):
                    # "Sharefight, the company commissioned to film the event, said": the name it stands beside
                    mn.speaker = self.mentions[pi][mi - 1].speaker
                elif mn.kind == "org" and mn.text.split()[-1] in _COMPANY_REFS and last_org:
                    mn.speaker = last_org  # "the agency said" after Starline Entertainment was named
                elif mn.kind == "its_statement":
                    # no person is "it": the latest named subject known to be no person, named here or just before
                    orgs = {i for i, e in enumerate(self.entities) if not e.person and seen_in.get(i, -9) >= pi - 1}
                    pick = latest(orgs)
                    mn.speaker = self.entities[pick].name if pick is not None else last_org
                    if pick is not None:
                        seen_in[pick] = pi
                elif mn.kind == "org" and (author := self._document_author(pi, mn)):
                    mn.speaker = author  # "a report released Wednesday by Human Rights Watch" … "The report said"
                elif mn.kind == "statement":
                    mn.speaker = self._statement_issuer(pi, mn.start)
                elif mn.kind == "anon_ref":
                    mn.speaker = _anon_referent(mn.text, pi, anons) or last_anon or mn.text
                    if _plural_for_one(mn.text, mn.speaker) and not (anons and anons[-1][0] == pi):
                        mn.speaker = None  # "the source said" paragraphs after "sources told": not one of them named
                else:
                    mn.speaker = mn.text
                if mn.kind == "anon" and id(mn) in first_after and mn.speaker and not _PREP_BEFORE.search(
                    text, max(0, mn.start - 30), mn.start
                ) and not _APPOS_NAMED.match(text, mn.end):
                    last_subject = (clock, mn.speaker, pi)  # "a spokesperson for UCEA said ..." then "he said"
                if ent is not None:
                    mn.entity = ent
                    mn.speaker = self.entities[ent].name
                    if any(x < mn.start < y for x, y in parens):
                        continue  # "(the first track samples the voice of Carl Sagan)": an aside, not the topic
                    recency[ent] = clock
                    seen_in[ent] = pi
                    if id(mn) in first_after:
                        srec[ent] = clock

    def _rival_here(self, mi: int, mn: Mention, ent: int, g: str) -> bool:
        """"In an interview, Brennan was asked … “…,” he replied" with two Brennans known and another man named a
        paragraph ago: the pronoun's antecedent is not named in this paragraph before it, while another person it
        may mean (of its gender or of unknown gender, or a surname two people share) is: either may be meant. Only
        the last _RIVAL_CHARS characters (at most _RIVAL_MENTIONS mentions) of the paragraph before it are read."""
        ms = self.mentions[mn.para]
        before = [m for m in ms[max(0, mi - _RIVAL_MENTIONS) : mi] if m.start >= mn.start - _RIVAL_CHARS]
        if any(m.entity == ent for m in before):
            return False
        text = self.masked[mn.para]
        for title in _THE_TITLE.finditer(text, max(0, mn.start - _RIVAL_CHARS), mn.start):
            word = title.group(1).lower()
            if lx.HONORIFICS.get(word) in (None, "", g) or word in lx.OFFICE_TITLES:
                return True  # "On Monday, the King noted …. “…,” he said": the King, whom no name stands for here
        for who in _WHO_PERSON.finditer(text, max(0, mn.start - _RIVAL_CHARS), mn.start):
            if who.group(1) not in self.entities[ent].tokens:
                return True  # "Best Director goes to Hyun-woo Park, who keeps his speech short": "who" is a person
        for m in before:
            if m.kind != "person" or not m.subject:
                continue
            if m.entity is None:
                if m.candidates:
                    return True
                continue
            e = self.entities[m.entity]
            if e.gender in (g, None) and e.not_gender != g and not e.relative:
                return True
        return False

    def _pronoun(self, g: str, latest: Callable[[set[int]], int | None], srec: dict[int, int],
                 seen_in: dict[int, int], pi: int, clocks: tuple[int, int]) -> int | None:
        """"he"/"she": the latest person of that gender or of unknown gender (then learn the gender); _DOUBT when
        that person's gender is unknown, they are not this paragraph's subject, and a person known to be of that
        gender was named in this paragraph or the one before (either may be meant)."""
        ents = self.entities
        ent = latest({i for i, e in enumerate(ents) if e.gender in (g, None) and e.not_gender != g
                      and i not in self._bodies})
        if ent is not None and self._caption_rival(ent, g, seen_in, pi):
            return _DOUBT
        if ent is None or ents[ent].gender is not None:
            return ent
        prev_clock, para_clock = clocks  # the clock as the paragraph before and this one began
        # the last mention of the paragraph before (its clock is para_clock) is no subject of this paragraph: when
        # it was that paragraph's last word on a subject ("He called Omar … Omar is one of …" then "he said"), a
        # person of that gender who was a subject in it may be meant as well
        last_before = srec.get(ent, -1) == para_clock
        if srec.get(ent, -1) < para_clock or srec.get(ent, -1) < 0 or last_before:
            rivals = {i for i, e in enumerate(ents) if i != ent and e.gender in (g, None) and e.person
                      and e.not_gender != g
                      and not e.relative and seen_in.get(i, -9) >= pi - 1}
            if last_before:
                rivals = {i for i in rivals if prev_clock < srec.get(i, -1) and ents[i].gender == g}
            if rivals and (srec.get(ent, -1) < 0 or max(srec.get(i, -1) for i in rivals) > srec.get(ent, -1)
                           or any(ents[i].gender == g for i in rivals)):
                return _DOUBT
        ents[ent].gender = g  # "Teale ... he said": learn as we go
        return ent

    def _caption_rival(self, ent: int, g: str, seen_in: dict[int, int], pi: int) -> bool:
        """The latest person a pronoun may mean was last named in a caption (:func:`_caption_like`), or was named in
        captions only, while another
        person who fits was named in the story's own paragraphs lately (the last :data:`_CAPTION_REACH`): the
        caption's picture is no antecedent ("Russian Foreign Minister Sergei Lavrov pressed a red prop … low ." between
        Medvedev's paragraphs, then "he claimed"); either may be meant, so nobody is."""
        last = seen_in.get(ent, -9)
        caps = self._captions
        named = [q for q in self._named_in.get(ent, ()) if q < pi]
        captioned = bool(named) and all(caps[q] for q in named)  # named in captions only
        if last == pi or not captioned and not (0 <= last < pi and caps[last]):
            return False
        story = list(islice((q for q in range(pi, -1, -1) if q == pi or not caps[q]), _CAPTION_REACH + 1))
        return any(i != ent and e.gender in (g, None) and e.person and e.not_gender != g and not e.relative
                   and not self._named_in.get(i, set()).isdisjoint(story) for i, e in enumerate(self.entities))

    def _unbound_epithet(
        self, word: str, srec: dict[int, int], recency: dict[int, int], main: int | None
    ) -> int | None:
        """"the mother-of-two", "the 26-year-old", "the dancer" with nobody bound to it: the latest subject if
        they fit, else the article's main person if they fit."""
        want = "f" if word.split("-")[0] in lx.FEMALE_WORDS | {"mother", "mom", "mum", "mama", "mommy"} else (
            "m" if word.split("-")[0] in lx.MALE_WORDS | {"father", "dad", "daddy"} else None)

        cls = lx.DESCRIPTORS.get(word)

        def fits(i: int) -> bool:
            e = self.entities[i]
            if cls is not None and e.classes and cls not in e.classes and not (cls == "star" or "star" in e.classes):
                return False  # "the actress" is not the one already known as "the singer"
            return want is None or e.gender in (want, None)

        subj = max(srec, key=lambda i: srec[i]) if srec else None
        pick = subj if subj is not None and fits(subj) else None
        if pick is None and main is not None and fits(main):
            pick = main
        if pick is None and subj is not None:
            recent = sorted(recency, key=lambda i: recency[i], reverse=True)
            pick = next((i for i in recent if fits(i)), None)
        if pick is not None:
            ent = self.entities[pick]
            if cls is not None and cls != "star":
                ent.classes.add(cls)
            if want and ent.gender is None:
                ent.gender = want
        return pick

    def _relation(self, text: str, latest: Callable[[set[int]], int | None]) -> int | None:
        poss, rel = text.lower().split(None, 1)
        g = "m" if poss == "his" else "f"
        owner = latest({i for i, e in enumerate(self.entities) if e.gender in (g, None)})
        if owner is None or rel not in lx.SPOUSE_WORDS:
            return None
        oe = self.entities[owner]
        if oe.spouse is not None:
            return oe.spouse
        want = "f" if rel in lx.FEMALE_WORDS else "m" if rel in lx.MALE_WORDS else None
        same = [
            i for i, e in enumerate(self.entities)
            if i != owner and e.tokens[-1] == oe.tokens[-1] and len(e.tokens) > 1 and (want is None or e.gender in
                                                                                      (want, None))
        ]
        return same[0] if len(same) == 1 else None

    @property
    def mid_caps(self) -> frozenset[str]:
        """The capitalised words seen where no sentence opens (their capital is their own)."""
        return self._mid_caps

    def people(self) -> list[str]:
        seen: list[str] = []
        for ms in self.mentions:
            for mn in ms:
                if mn.kind == "person" and mn.entity is not None:
                    name = self.entities[mn.entity].name
                    if name not in seen:
                        seen.append(name)
        return seen


_ALIAS = re.compile(
    r"((?:[A-Z][\w'\u2019-]*\s+){0,2}[A-Z][\w'\u2019-]*)\s*(?:,|\(|\u2014|\u2013|--)\s*(?:also\s+|better\s+|widely\s+)?"
    r"(?:known|nicknamed|dubbed|called)\s+(?:[a-z][\w'\u2019-]*\s+){0,6}?as\s+[\"\u201c\u2018']?([A-Z][\w'\u2019-]+)\b"
)
# the patterns the Cast scans every paragraph with, and their needles: a paragraph is searched for all the needles
# once (_held), each pattern then runs only where one of its own is held (about 3 paragraphs in 4 hold none)
_SCANNED: dict[re.Pattern[str], frozenset[str]] = {
    pattern: frozenset(needles) for pattern, needles in (
        (_ANON, _ANON_NEEDLES), (_ANON_BARE, _ANON_BARE_NEEDLES), (_POSS_REP, _POSS_REP_NEEDLES),
        (_COMMENTER, _COMMENTER_NEEDLES), (_ORDINAL, _ORDINAL_NEEDLES), (_PLURAL, _PLURAL_NEEDLES),
        (_ANON_REF, _ANON_REF_NEEDLES), (_RELATION, _RELATION_NEEDLES), (_PEER, _PEER_NEEDLES),
        (_STATEMENT_REF, _STATEMENT_NEEDLES), (_ITS_STATEMENT, _ITS_STATEMENT_NEEDLES), (_ALIAS, _ALIAS_NEEDLES),
        (_ROLE_EPITHET, _ROLE_EPITHET_NEEDLES), (_POSS_KIN, _POSS_KIN_NEEDLES),
    )
}
_SCANNED_NEEDLES = tuple(sorted(set().union(*_SCANNED.values())))
_DASH_APPOS = re.compile(r"^\s*(?:\u2014|\u2013|--)\s*(?=(?:a|an|the|his|her|their)\s)")
_WHO_AFTER = re.compile(r"^\s*,\s*(?:\d{1,3}\s*,\s*)?who\s+(?!(?:is|are|was|were)\s+(?:based|located|headquartered)\b)")
_ACCORDING_BEFORE = re.compile(r"\b[Aa]ccording\s+to\s+$")
# ", senior vice president of fleet at Alaska, said" / ", a São Paulo resident who tweeted, said"
_APPOS_THEN_VERB = re.compile(
    # a dot inside a word is no sentence end: ", of Hotels.com, said"
    r"^\s*,\s*(?=[a-z]|\d)(?:[^.;:!?,]|(?<=\w)\.(?=\w)|,(?=[^.;:!?]*,))+,\s*(?:(?:\w+ly|also|later|then)\s+)?(\w+)"
)
_CUES_OR_ROLES = PERSON_CUES | lx.APPOSITIVE_ROLES
_ROLE_LINKS = frozenset("of for at with and the & in".split())


# compiled once (they were re.match(str, ...) calls, looked up in re's cache on every call; the same patterns)
_NON_DIGITS = re.compile(r"\D")
_AGED_VERB_NEXT = re.compile(r"(?:\s*,\s*\d{1,3}\s*,)?\s+(?:\w+ly\s+)?(\w+)")  # the next word, after ", 32,"
_ROLE_ON = re.compile(r"(an? [\w-]+) on ")  # "a dispatcher on the police scanner"
_OWNER_WORD = re.compile(r"\b(?:(his)|her)\s+\w+", re.IGNORECASE)
_ANON_HEAD_RE = re.compile(_ANON_HEAD)
_COMMA_END = re.compile(r",\s*$")
_APPOS_END_NEXT = re.compile(r"\s*[,.;:]|\s+(?:\w+ly\s+)?\w+ed\b|\s+\w+s\b")
_ROLE_RUN_WORD = re.compile(r"[\w&'\u2019.-]+")
_LATIN_WORD = re.compile(r"[A-Za-z]+")
_ORG_VERB_NEXT = re.compile(r"(?:\s*,\s*(?:which|who)\b[^,]{0,100},)?\s+(?:\w+ly\s+)?(\w+)")
_ORDINAL_WORD = re.compile(r"(?:second|third|fourth|fifth|sixth|seventh)\s+")


# a document brought in with its author after "by": "a report released Wednesday by Human Rights Watch", "a new study
# by the University of Leeds" (the author's capitalised name, "of"/"for"/"and" inside it, "the" before it kept); a
# verb of making it public or writing it at most between ("The letter, backed by …" names no author)
_DOCUMENT_BY = re.compile(
    r"\b(?i:a|an|the|its|their|his|her)\s+(?:[\w-]+\s+){0,3}?(?P<doc>" + "|".join(lx.AUTHORED_DOCUMENTS)
    + r")(?:\s+(?:released|published|issued|written|authored|produced|compiled|conducted|prepared)(?:\s+[\w-]+){0,3}?)?"
    r"\s+by\s+(?P<author>(?:[Tt]he\s+)?[A-Z][\w&'\u2019.-]*"
    r"(?:\s+(?:(?:of|for|and|on)\s+(?:the\s+)?)?[A-Z][\w&'\u2019.-]*){0,5})"
)
_DOCUMENT_BROUGHT = re.compile(
    r"\b(?i:a|an)\s+(?:[\w-]+\s+){0,3}?(?P<doc>" + "|".join(lx.AUTHORED_DOCUMENTS) + r")\b"
)  # "a report", "a 35-page report", "a new study": a document brought into the story
_AUTHOR_REACH = 12  # paragraphs before "the report" that the story may have brought it in
# a caption as news copy keeps it: its own paragraph, closed by a full stop with a space before it ("… Sleepy Hollow .")
_CAPTION_END = re.compile(r"\s\.\s*$")
_CAPTION_REACH = 3  # the story's own paragraphs (no caption's) back that a rival named in is looked for


def _caption_like(text: str) -> bool:
    """A paragraph set like a picture's caption: no quotation mark in it (blanked quotations are spaces) and a full
    stop with a space before it to close it (:data:`_CAPTION_END`)."""
    return _CAPTION_END.search(text) is not None


def _structural_cue(pre: str, post: str) -> bool:
    """Where a name stands, not what it is: the subject of a relative clause ("Myers, who was EVP"), a name after
    "according to", a name whose appositive is followed by a speech verb, a name in apposition to a role ("the
    former Chief Marketing Officer for Jenny Craig, Leesa Eichberger,")."""
    if _WHO_AFTER.match(post) or _ACCORDING_BEFORE.search(pre):
        return True
    verb = _APPOS_THEN_VERB.match(post)
    if verb and verb.group(1) in lx.SPEECH_VERBS:
        return True
    if not _COMMA_END.search(pre) or not _APPOS_END_NEXT.match(post):
        return False
    words = _ROLE_RUN_WORD.findall(pre[-100:])
    run: list[str] = []
    for w in reversed(words):  # "the former Chief Marketing Officer for Jenny Craig," -> Chief ... Craig
        if w[:1].isupper() or w.lower() in _ROLE_LINKS:
            run.append(w)
            continue
        run.append(w)  # the lower-case word that opens the run: "spokeswoman for the Louvre,"
        break
    return any(_unposs(w).lower().strip(".") in _CUES_OR_ROLES for w in run)


def _plural_for_one(ref: str, label: str | None) -> bool:
    """"the source" resolved to a plural label ("sources", "sources close to the rapper"): one person for many."""
    return label is not None and label.split()[0].lower() == ref.split()[-1].lower() + "s"


def _anon_referent(ref: str, pi: int, anons: Sequence[tuple[int, str]]) -> str | None:
    """"the source" / "the insider": the latest anonymous label of this paragraph, else the latest one with the
    same head word ("the source continues" after "another insider adds" goes back to "a source")."""
    if anons and anons[-1][0] == pi:
        return anons[-1][1]
    head = ref.split()[-1].lower()
    for _, label in reversed(anons):
        if re.search(r"\b" + re.escape(head) + r"s?\b", label):
            return label
    return None


def _caps_org(tok: str, text: str, end: int) -> bool:
    """An all-caps word of 2-5 letters that may be a company ("ABN, which aired the show, said"): not chat slang
    or a headline label ("OMG", "UPDATE"), and not a shouted line (the word before is all-caps too). ``end``: where
    the word starts in ``text`` (the 30 characters before it are read)."""
    if not (tok.isupper() and tok.isalpha() and 2 <= len(tok) <= 5) or tok.lower() in lx.CAPS_NOT_ORG:
        return False
    prev = _LATIN_WORD.findall(text[max(0, end - 30) : end])
    return not (prev and prev[-1].isupper() and len(prev[-1]) > 1)


def _org_speaks(post: str) -> bool:
    m = _ORG_VERB_NEXT.match(post)
    return bool(m and m.group(1) in lx.SPEECH_VERBS)


def _speech_after(text: str, pos: int) -> bool:
    return _speech_next(text[pos : pos + 40])


# a speaker's affiliation written after the name with "of", before the speech verb: "“…,” Wray Grimaldi of the
# University of Otago in Dunedin, New Zealand, said": capitalised words and the small words of a body's or place's
# name only (a lower-case word other than those, "of her friends", is no affiliation). The miner's post route reads
# it as an appositive; here it makes the name before it a person and the body's last word none
_AFFILIATION_WORDS = r"(?:" + "|".join(sorted(lx.AFFILIATION_PREPOSITIONS)) + r")"
AFFILIATION = re.compile(
    r"\s+" + _AFFILIATION_WORDS + r"\s+(?:the\s+)?[A-Z][\w'’&.-]*(?:\s+(?:of|for|and|the|at|in|on|&|[A-Z][\w'’&.-]*))*"
    r"(?:,\s*[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*)*,?\s*"
)
# the text before a capitalised run that is the end of such an affiliation ("… of the University of " + "Otago")
_AFFILIATION_BEFORE = re.compile(
    r"\b[A-Z][\w'’.-]*\s+" + _AFFILIATION_WORDS
    + r"\s+(?:the\s+)?(?:[A-Z][\w'’&.-]*\s+(?:(?:of|for|and|the|at|in|on|&)\s+)*)*$"
)


# how far after a capitalised run its cues are read: an appositive before the speech verb may be long ("Norman
# Ratcliffe, an Antarctic ecologist from the Antarctic Survey in Cambridge, United Kingdom, told ...": 85 characters)
_POST_WIDTH = 120


def _affiliated_speech(post: str) -> bool:
    """Whether ``post`` is an affiliation ("of the University of Otago,") and then a speech verb."""
    m = AFFILIATION.match(post)
    return bool(m and _speech_next(post[m.end() - 1 :]))


def _spellings(tok: str) -> frozenset[str]:
    """A name token's other spellings in copy: accents off ("Muller") and letters written out ([names] written_out:
    "Mueller"); none for a token of plain letters."""
    if tok.isascii():
        return frozenset()
    return frozenset({strip_marks(tok), "".join(lx.WRITTEN_OUT.get(c, c) for c in tok)} - {tok})


def _speech_next(text: str) -> bool:
    """Whether ``text`` opens on a speech verb, after at most one -ly adverb (" quickly said")."""
    m = _NEXT_WORD.match(text)
    return bool(m and m.group(1) in lx.SPEECH_VERBS)


def _addressed(pre: str) -> bool:
    """Whether ``pre`` ends on a form of address ("said Mr."): the capitalised word after it is a person's name, and
    its full stop ends no sentence."""
    tail = pre.split()
    return bool(tail) and tail[-1][:1].isupper() and tail[-1].lower().rstrip(".") in _HONORIFIC_GENDER


def _last_words(pre: str) -> list[str]:
    """The lower-cased words (hyphens kept: "co-star") of the last 60 characters of ``pre``."""
    return HYPHEN_RUN.findall(pre[-60:].lower())


def _gender_fits(word: str, gender: str | None) -> bool:
    if word in lx.FEMALE_WORDS:
        return gender != "m"
    if word in lx.MALE_WORDS:
        return gender != "f"
    return True


def _anon_label(phrase: str) -> str:
    """"One eyewitness" / "Another insider" -> "an eyewitness" / "an insider"; "Sources close to X" lower-cased."""
    phrase = " ".join(phrase.split())  # one space between words ("a Sleep Number . spokesman": a line break read)
    if phrase.endswith(".") and "." not in phrase.rsplit(" ", 1)[-1][:-1]:
        phrase = phrase[:-1]  # "said a doctor from Hebron.": the sentence's full stop, not an abbreviation's ("U.S.")
    first, _, rest = phrase.partition(" ")
    ordinal = _ORDINAL_WORD.match(rest)
    if first.lower() in ("a", "an") and ordinal:
        rest = rest[ordinal.end() :]
        return ("an " if rest[:1].lower() in "aeiou" else "a ") + rest
    if first.lower() in ("one", "another") and rest:
        return ("an " if rest[:1].lower() in "aeiou" else "a ") + rest
    if first in ("Sources", "Insiders"):
        return phrase[:1].lower() + phrase[1:]
    return _lower_det(phrase)


def _lower_det(phrase: str) -> str:
    first, _, rest = " ".join(phrase.split()).partition(" ")
    if first in ("A", "An", "One", "The", "Another"):
        first = first.lower()
    return f"{first} {rest}".strip() if rest else first


_CAST_CACHE_SIZE = 8  # articles: the quote miner and the recap's referents read the same article's people
_CASTS: OrderedDict[tuple[str, tuple[str, ...]], Cast] = OrderedDict()


def cast_of(masked: Sequence[str]) -> Cast:
    """The :class:`Cast` of an article's masked paragraphs (in the current text language), built once per article:
    the quote miner, the speaker list and the recap's referents all read it (none changes it)."""
    key = (current_language(), tuple(masked))
    cast = _CASTS.get(key)
    if cast is None:
        cast = _CASTS[key] = Cast(key[1])
        if len(_CASTS) > _CAST_CACHE_SIZE:
            _CASTS.popitem(last=False)
    else:
        _CASTS.move_to_end(key)
    return cast
