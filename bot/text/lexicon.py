"""Word lists per language, loaded once from ``bot/text/lang/<code>.toml`` (package data).

:func:`lexicon_for` returns one frozen :class:`Lexicon` per language code; the module-level names (``SPEECH_VERBS``,
``FEMALE_NAMES``, ``DESCRIPTORS`` ...) are the English lists, which the speaker rules were written against.
A language without its own file gets the English lists for names and titles and empty speech lists.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from bot.text.gate import NEVER, GatedPattern, gated

LANGS = ("en", "de", "fr", "es")
DEFAULT_LANG = "en"


def _words(value: Any) -> frozenset[str]:
    return frozenset(str(value or "").split())


def _weights(value: Any) -> tuple[tuple[str, float], ...]:
    """A table of named weights ({pronoun = 0.1}) as sorted (name, weight) pairs."""
    return tuple(sorted((str(k), float(v)) for k, v in dict(value or {}).items()))


def _ordered(value: Any) -> tuple[str, ...]:
    """Whitespace-separated words in the order written (a list a pattern's alternatives are built from)."""
    return tuple(str(value or "").split())


def outlet_key(name: str) -> str:
    """An outlet's name as [sourcing] own_outlets compares it: without a leading "the", case, spaces and punctuation
    ("The Mail on Sunday" -> "mailonsunday", "Mail Online" and "MailOnline" -> "mailonline")."""
    return re.sub(r"\W+|_", "", re.sub(r"^\W*the\s+", "", name.strip(), flags=re.IGNORECASE).lower())


def _own_outlets(value: Any) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """[sourcing] own_outlets: one outlet a line, "domain domain = Name | Name": (domains, keys of its names)."""
    out: list[tuple[frozenset[str], frozenset[str]]] = []
    for line in str(value or "").splitlines():
        domains, sep, names = line.partition("=")
        if sep:
            out.append((frozenset(domains.lower().split()),
                        frozenset(k for n in names.split("|") if (k := outlet_key(n)))))
    return tuple(out)


def _array(value: Any) -> tuple[str, ...]:
    """A TOML array of strings in the order written (items may hold spaces: "social media", "close to")."""
    return tuple(str(x) for x in value or [])


def _table(value: Any) -> dict[str, str]:
    return {str(k): str(v) for k, v in (value or {}).items()}


def _english_forms(base: str, irregular: dict[str, tuple[str, ...]], doubled: frozenset[str]) -> tuple[str, ...]:
    """say -> say says said saying; the regular English inflections of a speech verb."""
    if base in irregular:
        return irregular[base]
    if base.endswith("e"):
        return (base, base + "s", base + "d", base[:-1] + "ing")
    if base.endswith("y") and base[-2] not in "aeiou":
        return (base, base[:-1] + "ies", base[:-1] + "ied", base + "ing")
    if base in doubled:
        return (base, base + "s", base + base[-1] + "ed", base + base[-1] + "ing")
    if base.endswith(("sh", "ch", "s", "x")):
        return (base, base + "es", base + "ed", base + "ing")
    return (base, base + "s", base + "ed", base + "ing")


def longest_first(words: Iterable[str]) -> list[str]:
    """``words`` longest first, words of one length in alphabetical order: the order of a pattern's alternatives (a
    longer word before a shorter one it starts with) that does not hang on a set's iteration order."""
    return sorted(words, key=lambda w: (-len(w), w))


def _alternation(words: frozenset[str]) -> str:
    return "|".join(re.escape(w) for w in longest_first(words))


def _pieces(value: Any) -> re.Pattern[str]:
    """One case-blind whole-word pattern from whitespace-separated regular-expression pieces."""
    pieces = str(value or "").split()
    return re.compile(r"\b(?:" + "|".join(pieces) + r")\b" if pieces else r"(?!x)x", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Lexicon:
    """Every word list of one language."""

    code: str
    stop: frozenset[str]
    headline_noise: frozenset[str]
    abbreviations: frozenset[str]
    sentence_starters: frozenset[str]
    # abbreviations of two letters written apart that end a name and often a sentence ("e. V.", "a. D."): as
    # "e.v.", lower case, spaces dropped (bot/text/sentences.py)
    spaced_abbreviations: frozenset[str]
    speech_verbs: frozenset[str]
    invertible: frozenset[str]
    speech_verb_re: re.Pattern[str]
    female_names: frozenset[str]
    male_names: frozenset[str]
    east_asian_family: frozenset[str]
    surname_words: frozenset[str]  # [names] surname_words: family names that are also non_person words ("Stone")
    affiliation_prepositions: frozenset[str]  # [people] affiliation_prepositions: "of", "with" ("X of Acme said")
    title_small_words: frozenset[str]  # [people] title_small_words: "of" in "Secretary of State John Kerry"
    dotted_in_names: tuple[str, ...]  # "Mr", "Jr": a full stop inside a name (as written, in the order written)
    generational_suffixes: frozenset[str]  # "Jr", "Sr": after a full name, part of it, never its surname
    written_out: dict[str, str]  # "ü" -> "ue": letters a name's other spelling writes out ("Müller", "Mueller")
    female_words: frozenset[str]
    male_words: frozenset[str]
    spouse_words: frozenset[str]
    animal_words: frozenset[str]
    place_nouns: frozenset[str]  # "jail Whitemoor", "Whitemoor jail": a place's name, never a person
    occupations: frozenset[str]
    office_titles: frozenset[str]  # with the ranks and their abbreviations
    ranks: frozenset[str]  # "commodore", "colonel": military ranks written before a name
    corporate_words: frozenset[str]  # "Sony Pictures": the last word of a company's name
    company_references: frozenset[str]  # "the network said": a company named before
    cutting_roles: frozenset[str]  # "Apple CEO Tim Cook": the name follows the last one
    role_titles: frozenset[str]  # "Transport Secretary Grant Shapps": a role word before a name
    person_representatives: tuple[str, ...]  # "Kim's rep": who speaks for a person (in the order written)
    kin_nouns: tuple[str, ...]  # "the victim's mother": a relative named with a possessive (in the order written)
    anonymous_referents: tuple[str, ...]  # "the source said": an anonymous speaker again (in the order written)
    commenter_modifiers: tuple[str, ...]  # "one angry viewer": before a commenter noun (in the order written)
    commenter_nouns: tuple[str, ...]  # "one fan wrote": who comments online (in the order written)
    statement_owners: tuple[str, ...]  # "the company's statement read" (in the order written)
    # company_references | statement_owners: what a story calls a body once it is named ("It said:", "The club said:")
    body_references: frozenset[str]
    org_referents: tuple[str, ...]  # "the network said", "the lawsuit claims" (in the order written)
    court_papers: tuple[str, ...]  # "court documents show" (in the order written)
    body_voices: frozenset[str]  # "a Quicken Loans spokesman": who speaks for a body named before them
    authored_documents: tuple[str, ...]  # "The IPCC report states" (in the order written)
    name_bodies: tuple[str, ...]  # "the Obama administration": a person's name naming a body of theirs (as written)
    statement_verbs: tuple[str, ...]  # "The statement continued", "Its statement claimed" (in the order written)
    own_statement_nouns: tuple[str, ...]  # "His apology read:": what an owner's statement is (in the order written)
    own_statement_verbs: tuple[str, ...]  # "His apology read:": a subset of statement_verbs (in the order written)
    crowd_cues: tuple[str, ...]  # "fans?", "social media": regex pieces, in the order written
    group_links: tuple[str, ...]  # "friends of the couple said": a subset of anonymous_links (in the order written)
    group_verbs: tuple[str, ...]  # "friends of the couple said": speech verbs (in the order written)
    anonymous_heads: tuple[str, ...]  # "sources?", "spokes(?:person|man|woman)": regex pieces, in the order written
    anonymous_roles: frozenset[str]
    epicene: frozenset[str]  # role words whose article tells no gender ("la star", "der Star", "le mannequin")
    anonymous_links: frozenset[str]  # "close to", "for": an anonymous speaker's tail ("a source close to the couple")
    anonymous_bodies: frozenset[str]  # "a spokesman for the train company": the body's noun in the tail
    place_prepositions: frozenset[str]  # "in the West Bank": a body after one is a place, no speaker
    role_nouns: frozenset[str]
    role_epithets: tuple[str, ...]  # "the owner said": the one person introduced as the owner (in the order written)
    post_nominals: frozenset[str]  # letters after a name ("SC", "MP"), lower-cased: no part of it
    lead_adjectives: frozenset[str]
    lead_nationalities: frozenset[str]  # "said Spaniard Natividad Andres": a nationality before a name, no part of it
    first_name_honorifics: frozenset[str]  # "Sir Michael": honorifics used with the first name alone
    party_titles: frozenset[str]  # "Liberal Democrat Lord Oakeshott": the name starts at the title
    person_cues: frozenset[str]  # "his co-star Jane Doe": a word that makes a capitalised run a person
    anonymous_sources: frozenset[str]
    descriptors: dict[str, str]
    address_forms: dict[str, str | None]  # "mr", "mrs" ...: forms of address before a name, with the gender told
    unnamed_people: dict[str, str | None]  # "a woman", "the driver": an unnamed person, with the gender told
    honorifics: dict[str, str | None]
    peerage: dict[str, str]
    group_singulars: dict[str, str]  # "friends" -> "friend": a group that speaks (in the order written)
    stop_caps: frozenset[str]
    non_person: frozenset[str]
    first_word_not_name: frozenset[str]
    not_name_lead: frozenset[str]
    not_gerunds: frozenset[str]  # "-ing" words opening a sentence that are no verb ("Morning")
    not_name_head: frozenset[str]
    caps_not_org: frozenset[str]
    abstract_suffix: re.Pattern[str]
    title_cues: frozenset[str]
    work_nouns: frozenset[str]
    label_cues: frozenset[str]
    small_title_words: frozenset[str]
    elisions: re.Pattern[str]
    story_synonyms: dict[str, str]
    attribution_re: re.Pattern[str]
    allegation_re: re.Pattern[str]
    discourse_markers: frozenset[str]
    elided_prefixes: tuple[str, ...]
    speech_for_miner: bool  # the speaker rules may use this language's speech verbs (see de.toml)
    appositive_roles: frozenset[str]
    attributing_verbs: frozenset[str]
    term_before: frozenset[str]
    asking_verbs: frozenset[str]
    interviewing_verbs: frozenset[str]  # "X asked Y": X interviews, Y replies
    object_verbs: frozenset[str]
    accusing_verbs: frozenset[str]
    threat_verbs: frozenset[str]
    accusation_records: frozenset[str]
    first_person: frozenset[str]
    aside_openers: frozenset[str]
    relay_verbs: frozenset[str]
    relayed_things: frozenset[str]
    imagined_speech_re: re.Pattern[str]
    subordinators: frozenset[str]
    intro_openers: frozenset[str]  # "Asked about ..., Medvedev said": the subject after the comma
    strong_title_cues: frozenset[str]
    state_verbs: frozenset[str]
    plural_speakers: frozenset[str]
    plural_qualifiers: frozenset[str]  # "federal prosecutors": a lower-case word that is part of the group
    not_role_qualifiers: frozenset[str]  # never the lower-case word before a role in a tag ("said to his attorney")
    pointer_cues: tuple[str, ...] = ()  # [recap]: a sentence pointing at what a recap does not show
    furniture_openings: tuple[str, ...] = ()  # [recap]: page furniture worded like a sentence
    credit_labels: tuple[str, ...] = ()  # [extract]: what opens a photo credit ("photo", "foto")
    credit_agencies: tuple[str, ...] = ()  # [extract]: picture agencies, a credit-only paragraph's words
    file_marks: tuple[str, ...] = ()  # [extract]: "(FILE)" ending a caption: an archive picture's mark
    lead_labels: frozenset[str] = frozenset()  # [recap]: "Update: X, 27, ..." is a lead, not a photo caption
    transcript_cues: frozenset[str] = frozenset()  # [recap]: a paragraph opening "Anchor:" makes a broadcast transcript
    transcript_labels: frozenset[str] = frozenset()  # [recap]: a transcript's role labels, no part of a bullet
    list_labels: frozenset[str] = frozenset()  # [recap]: a list item's label ("What you need:"), no part of a bullet
    subject_pronouns: frozenset[str] = frozenset()  # [recap]: a bullet opening on one needs a referent
    # [recap]: a demonstrative as a sentence's subject points at what the sentence before said ("That is the view of
    # X"): (the demonstratives, the verbs after them that make them the subject)
    demonstratives: frozenset[str] = frozenset()
    demonstrative_verbs: frozenset[str] = frozenset()
    stand_in_nouns: frozenset[str] = frozenset()  # [recap]: "the <noun>" standing in for someone named earlier
    vague_openings: frozenset[str] = frozenset()  # [recap]: a sentence opening on one sets a scene, is no lead
    excerpt_cues: frozenset[str] = frozenset()  # [recap]: "contained this line in chapter one:" opens a book excerpt
    # [recap]: an unattributed key quote reads as speech with a finite verb, one of these words or contractions
    speech_words: frozenset[str] = frozenset()
    speech_contractions: tuple[str, ...] = ()
    # [recap] key_credit_penalties / key_route_penalties: what a key quote's score loses when the English miner named
    # its speaker through this kind of mention (Quote.credit) / by this rule (Quote.route), a riskier credit
    key_credit_penalties: tuple[tuple[str, float], ...] = ()
    key_route_penalties: tuple[tuple[str, float], ...] = ()
    title_max_words: int = 8  # [titles] max_words: a Title-Cased quotation this long at most is a work's title
    # [titles] naming_nouns: "the name “bruce”", "the word “Hydrate”": the span in marks is the noun's object, no words
    # said, up to naming_max_words words
    naming_nouns: frozenset[str] = frozenset()
    naming_max_words: int = 0
    # [people] position_titles: a sport's position written in capitals before a name, as a role word is ("Browns DL
    # Sam Reed"), compared as written
    position_titles: frozenset[str] = frozenset()
    # [titles] bare_title_words: a Title-Cased span in a sentence of this many words (from, to), with end punctuation
    # and no finite verb, nobody speaking, is a name ("advertising “The World of Tomorrow.”")
    bare_title_words: tuple[int, int] = (0, 0)
    # [names] nickname_max_chars: a span in marks between two capitalised words is a nickname inside one name (Madison
    # "Maddie Q" Quinlan) when it is this long at most; a longer one is a quotation between two runs
    nickname_max_chars: int = 0
    clause_pronouns: frozenset[str] = frozenset()  # [recap]: a headline cut cannot end on one ("anyone | who ...")
    # [tags]: the speaker tags of German/French/Spanish copy (bot/quoting/tags.py)
    tag_verbs: frozenset[str] = frozenset()  # [speech] forms and [tags] extra_verbs
    tag_pronouns: frozenset[str] = frozenset()
    tag_adverbs: frozenset[str] = frozenset()
    adverb_determiners: frozenset[str] = frozenset()  # [tags] adverb_determiners: "este martes", "ce lundi"
    # [tags] gerunds: tag verbs in the gerund; after a comma their subject is the main clause's ("X criticó la medida,
    # planteando que “…”"), never a report inside a report
    tag_gerunds: frozenset[str] = frozenset()
    # [tags] office_words: "la titular de Interior" is the one person given an office of that body ("la ministra del
    # Interior, Izkia Siches")
    office_words: frozenset[str] = frozenset()
    # [tags] office_epithets: words for any holder of an office ("afirmó el mandatario", "estime l'élu"), said of the
    # last subject when that person was given an office
    office_epithets: frozenset[str] = frozenset()
    # [tags] adverb_phrases: adverbs of several words between a tag verb and its subject ("opina en cambio Ana Gil")
    adverb_phrases: tuple[tuple[str, ...], ...] = ()
    tag_participles: frozenset[str] = frozenset()  # [tags] participles: a tag verb only after an auxiliary
    # [tags] auxiliaries: the auxiliaries of a tag verb's compound tenses ("a déclaré", "avait-il confié", "ha dicho",
    # "había dicho", "hat gesagt")
    tag_auxiliaries: frozenset[str] = frozenset()
    indefinite: frozenset[str] = frozenset()
    definite: frozenset[str] = frozenset()
    male_articles: frozenset[str] = frozenset()  # "der", "le", "el": the role noun after one is a man's
    female_articles: frozenset[str] = frozenset()  # "die", "la": a woman's
    back_pointers: tuple[str, ...] = ()  # [tags]: "Con esa frase," opening the sentence after a quote
    read_in: tuple[str, ...] = ()  # [tags]: "peut-on lire dans" + a paper's title after a quote: the paper
    # [tags] impersonal: "hieß es" + a body's statement after a quote ("in einer Erklärung des Ministeriums"): the
    # body named before by a noun of that kind
    impersonal: tuple[str, ...] = ()
    own_view: tuple[str, ...] = ()  # [tags]: "A su entender," opening a quote's sentence: the story's person's view
    # [tags]: "Et d'ajouter :" (the narrative infinitive): a sentence of one of these and an infinitive of speech
    narrative_openers: tuple[str, ...] = ()
    then_openers: tuple[str, ...] = ()  # [tags]: "…, avant d'ajouter :" after a quote: its speaker goes on
    # [tags]: verbs whose object, quoted right after them, is their subject's words ("X a dénoncé une « faute »"); the
    # few words allowed between the verb and the mark; the auxiliaries of the passive (the subject did not say it)
    quoting_verbs: frozenset[str] = frozenset()
    quoting_self_verbs: frozenset[str] = frozenset()  # the same after a reflexive only ("s'est dit « … »")
    quoting_leads: frozenset[str] = frozenset()
    # [tags]: verbs that name their object with the quote after a few words and a naming word ("a qualifié la décision
    # d'« erreur historique »", "calificó la medida de «…»"): the subject's words
    naming_verbs: frozenset[str] = frozenset()
    naming_words: frozenset[str] = frozenset()
    passive_auxiliaries: frozenset[str] = frozenset()
    and_words: frozenset[str] = frozenset()  # "und", "y", "et": two names joined speak together
    join_words: frozenset[str] = frozenset()  # "et", "ni", "ou" alone between two quotes: one list, one tag
    charge_words: frozenset[str] = frozenset()  # "plainte pour « … »": a quoted charge is a quotation, however short
    read_bare: tuple[str, ...] = ()  # [tags]: "peut-on lire" ending a tag: read in the paper that published it
    publish_verbs: frozenset[str] = frozenset()  # [tags]: "Mediapart révèle", "Le Monde publie": a paper's verbs
    agent_words: frozenset[str] = frozenset()  # [tags]: "par" after "qualifié de « … »": who gave the name
    modals: frozenset[str] = frozenset()  # "tente", "tenu": with an infinitive of speech, a tag ("tente d'expliquer X")
    infinitives: frozenset[str] = frozenset()  # the infinitives of speech after a modal ("expliquer", "préciser")
    possessives: frozenset[str] = frozenset()  # "unsere", "notre", "su": a role after one counts only with a name
    so_words: frozenset[str] = frozenset()
    # [tags] so_phrases: several words that do what a so-word does, before a quote's sentence or after its marks
    # ("En palabras de X, “…”", "« … », aux dires de X"), lower-case, as written
    so_phrases: tuple[str, ...] = ()
    # [tags] continuation_marks: the mark that opens each further paragraph of a long quotation ("»" in Spanish)
    continuation_marks: str = ""
    # [tags] male_adjectives / female_adjectives: the adjectives an elided article is written onto before a role
    # ("martèle l'ancien ministre", "l'actuelle présidente"), by the gender they tell
    male_adjectives: frozenset[str] = frozenset()
    female_adjectives: frozenset[str] = frozenset()
    plural_articles: frozenset[str] = frozenset()  # [tags] plural_articles: "dijeron los abogados de …"
    source_from: frozenset[str] = frozenset()  # [tags] source_from: "explicaron desde el entorno …"
    reported_speech: frozenset[str] = frozenset()  # verb forms of reported speech ("sei", "habe"): words go on
    clitics: frozenset[str] = frozenset()  # object pronouns between a quote and its tag verb ("nous a-t-elle dit")
    opinion_words: frozenset[str] = frozenset()  # "Für X ist klar, dass „…“", "Para X, “…”": X's view, before a quote
    # [tags]: a so-word written after its person ("Brandt zufolge ist „…“"): that person's words
    so_after_words: frozenset[str] = frozenset()
    # [tags] body_places: the word before a body's place ("das Präsidialamt in Seoul"; bot/quoting/tags.py)
    body_places: frozenset[str] = frozenset()
    name_particles: frozenset[str] = frozenset()  # lower-case words inside a name ("von", "de la")
    # articles a particle takes inside a name right after a first name ("Ursula von der Leyen"), where the language
    # counts them as no particle of their own (German: "der" is an article between nouns)
    particle_articles: frozenset[str] = frozenset()
    that_words: frozenset[str] = frozenset()  # the conjunction "that" ("dass", "que")
    relatives: frozenset[str] = frozenset()  # relative pronouns that end an unnamed speaker's phrase
    rhetorical_tags: tuple[str, ...] = ()  # [speakers]: "…, you know?" ends no question put to anyone
    continuing_verbs: frozenset[str] = frozenset()  # [speakers]: "…,” he added.": the same speaker goes on
    stating_verbs: frozenset[str] = frozenset()  # [speakers]: "…, why not?” said X.": a point made, no question put
    intro_prepositions: frozenset[str] = frozenset()  # [speakers]: "It said of the delays:" (a phrase before the colon)
    telling_verbs: frozenset[str] = frozenset()  # [speakers]: "It told reporters:" (whom it told, before the colon)
    body_audiences: frozenset[str] = frozenset()  # [speakers]: "It told reporters:" (whom a body tells)
    body_kinds: frozenset[str] = frozenset()  # [speakers]: "the supermarket Tesco": the name is a body's
    sign_offs: tuple[str, ...] = ()  # [speakers]: "… Love, Anna": the message's writer signs it
    owned_sources: frozenset[str] = frozenset()  # [speakers]: "according to Belgium's government website"
    source_documents: frozenset[str] = frozenset()  # [speakers]: "according to a statement on X's website"
    written_voices: frozenset[str] = frozenset()  # [speakers]: "“…,” read one Xinhua editorial.": the text speaks
    person_relatives: frozenset[str] = frozenset()  # [tags]: relatives said of a person only ("quien")
    object_articles: frozenset[str] = frozenset()  # [tags]: articles of an object only ("dem"): no phrase runs on
    # [tags]: verbs of opinion. Those not tag verbs tag a quote only right after it and a comma ("„…“, findet Anna
    # Roth"), never before one; after one, an opinion is its holder's own, so a colon before the quote gives it to
    # nobody else ("Die Verwaltung bietet Geld an: „…“, meint der Flüchtlingsvertreter")
    opinion_verbs: frozenset[str] = frozenset()
    # [tags]: tag verbs of one's own words, never of words relayed ("sagt", not "berichtet"): after a quote and a comma,
    # a colon before the quote that names nobody and holds no tag verb gives it to nobody else
    own_words_verbs: frozenset[str] = frozenset()
    # [tags]: articles of a genitive ("des", "der"): "sagte die Sprecherin des Ministeriums" names a body's source
    genitive_articles: frozenset[str] = frozenset()
    # [tags] near_words and near_prepositions: an unnamed source's phrase goes on over the preposition after a word of
    # closeness ("una fuente cercana a la pareja", "fuentes próximas al Gobierno")
    near_words: frozenset[str] = frozenset()
    near_prepositions: frozenset[str] = frozenset()
    # [tags] circle_words: a person's circle after a possessive ("selon son entourage", "explican sus allegados"): an
    # unnamed source, credited as written (a relation, "su madre", names nobody)
    circle_words: frozenset[str] = frozenset()
    # [tags] party_nicknames: a party named by its colour or its members' nickname after the definite article ("„…“,
    # kritisieren die Blauen"): that party, credited as written
    party_nicknames: frozenset[str] = frozenset()
    # [tags] colon_labels: nouns that label the quote after a colon ("Ernster Nachsatz: „…“", "Klare Ansage:"): a
    # capitalised pair before the colon ending on one is no person's name
    colon_labels: frozenset[str] = frozenset()
    of_words: frozenset[str] = frozenset()  # "of" inside a role phrase ("la ministra de la Mujer")
    prepositions: frozenset[str] = frozenset()  # a name after one of these is no subject
    roles: frozenset[str] = frozenset()
    # [tags] whole_roles: role words that end many surnames ("mann": "Hoffmann", "Steilemann"): roles only as written,
    # never as the ending of a capitalised compound
    whole_roles: frozenset[str] = frozenset()
    male_pronouns: frozenset[str] = frozenset()
    female_pronouns: frozenset[str] = frozenset()
    # [tags]: the stressed pronouns after a so-word or an opinion word ("Selon lui, « … »", "Pour elle, « … »")
    male_stressed: frozenset[str] = frozenset()
    female_stressed: frozenset[str] = frozenset()
    plural_verbs: frozenset[str] = frozenset()  # a tag verb with a plural subject: never the one person of the story
    # [tags] German: the negative article ("kein Handy": a noun after it) and the singular finite verbs of the stop list
    # a bare subject opens a sentence with ("Saharo ist froh"; bot/quoting/tags.py Tagger._bare_subjects)
    negative_articles: frozenset[str] = frozenset()
    # [tags] German: the possessives of one gender after a name tell its gender ("Napua Nameyan ihre Tochter")
    female_possessives: frozenset[str] = frozenset()
    male_possessives: frozenset[str] = frozenset()
    noun_markers: frozenset[str] = frozenset()  # [tags] German: prepositions (with their article) before a noun
    singular_finite: frozenset[str] = frozenset()
    pro_drop: bool = False  # the language writes no subject pronoun ("explicó que"): the story's person speaks
    verb_second: bool = False  # [tags]: the finite verb comes second, a subject after it ("Den Clip kommentierte er")
    # [tags]: a colon closing at most this many words, none a tag verb, that name nobody ("Die Begründung:", "Dazu heißt
    # es:") labels the quote after it: no rival of the tag after the quote ("…: „…“, sagt X"); 0: every colon is one
    label_colon_words: int = 0
    # [sourcing] (issue #17): (label, cue pattern) weakest first; outlet cues; platform names; denial words
    sourcing_order: tuple[str, ...] = ()
    sourcing_cues: tuple[tuple[str, GatedPattern], ...] = ()
    outlet_before_re: GatedPattern = NEVER
    outlet_generic_re: GatedPattern = NEVER
    outlet_words: frozenset[str] = frozenset()
    outlet_last_words: frozenset[str] = frozenset()
    outlets: frozenset[str] = frozenset()
    outlet_names: frozenset[str] = frozenset()  # outlets and programmes of several words ("Good Morning America")
    outlet_editions: frozenset[str] = frozenset()  # "Cosmopolitan UK": an edition written after an outlet's name
    platforms: tuple[str, ...] = ()  # the social platforms by name, as written ("TikTok", "X")
    channels: tuple[str, ...] = ()  # other places a post appeared ("podcast"), after the platforms
    social_speakers: tuple[str, ...] = ()  # "a fan", "viewers": a speaker on social media (in the order written)
    denial_re: GatedPattern = NEVER  # a denial (the extractive fairness rule and the verdict)
    denial_also_re: GatedPattern = NEVER  # more denial words only the verdict reads
    not_denial_re: GatedPattern = NEVER  # phrases holding a denial word that deny nothing ("a false choice")
    # a denial the bullet says was given up ("admitting he doped following years of denying"): no standing denial
    denial_retracted_re: GatedPattern = NEVER
    admission_re: GatedPattern = NEVER
    court_speech_re: GatedPattern = NEVER
    quoted_through_re: GatedPattern = NEVER  # "quoted by": the relay of a person's words follows
    court_hearing_re: GatedPattern = NEVER
    outlet_descriptors_re: GatedPattern = NEVER
    statement_re: GatedPattern = NEVER
    release_self_re: GatedPattern = NEVER
    own_work_re: GatedPattern = NEVER  # the outlet's own "we" at its work ("We rate the statement")
    owned_statement_re: GatedPattern = NEVER
    representative_roles_re: GatedPattern = NEVER
    representative_always_re: GatedPattern = NEVER
    representative_for_re: GatedPattern = NEVER
    police_roles_re: GatedPattern = NEVER
    court_roles_re: GatedPattern = NEVER
    court_proceeding_re: GatedPattern = NEVER
    law_enforcement_re: GatedPattern = NEVER
    court_institution_re: GatedPattern = NEVER
    court_not_of_law_re: GatedPattern = NEVER  # "the Royal Court": a monarch's household
    past_roles_re: GatedPattern = NEVER  # "former prosecutor": no longer speaks for the office
    not_source_re: GatedPattern = NEVER
    thing_source_re: GatedPattern = NEVER  # "a source of inspiration": a thing, no person
    organisation_words_re: GatedPattern = NEVER
    # organisation_words + report_body_words: what the sourcing labeller reads (the people model: only the former)
    body_words_re: GatedPattern = NEVER
    not_speech_re: GatedPattern = NEVER
    on_record_channels_re: GatedPattern = NEVER
    reporting_verbs_re: GatedPattern = NEVER
    representative_speaking_re: GatedPattern = NEVER
    own_credit_re: GatedPattern = NEVER
    own_credit_by_re: GatedPattern = NEVER  # "Reporting by Ann Lee; Editing by Tom Hale"
    group_subjects_re: GatedPattern = NEVER  # "The couple told Closer": both speak there
    own_asking_re: GatedPattern = NEVER
    # ([sourcing] own_outlets) each outlet's registrable domains and the names it calls itself by, as outlet_key gives
    own_outlets: tuple[tuple[frozenset[str], frozenset[str]], ...] = ()
    programme_words: frozenset[str] = frozenset()
    account_pronouns: frozenset[str] = frozenset()  # "they added": whoever spoke last goes on
    question_openings: frozenset[str] = frozenset()  # "Why did the police ...?": a question tells no claim
    press_re: GatedPattern = NEVER
    pointing_back_re: GatedPattern = NEVER
    report_continues_re: GatedPattern = NEVER
    lead_claim_re: GatedPattern = NEVER  # "A Utah author claims ...": a lead telling a claim
    outlet_after_re: GatedPattern = NEVER  # "..., TMZ has learned", "Page Six first reported": after the outlet's name
    outlet_piece_after_re: GatedPattern = NEVER  # "in a Fox News interview": the piece's word after the outlet's name
    organisation_kinds: frozenset[str] = frozenset()  # "bank Nomura": the kind of body before its name
    outlet_sure_re: GatedPattern = NEVER
    outlet_piece_re: GatedPattern = NEVER  # "a blog post for", "an essay for": sure, no post
    letter_from_unnamed_re: GatedPattern = NEVER  # "a letter from a fan": group 'writer'
    letter_speaker_re: GatedPattern = NEVER  # a speaker "the letter", "the open letter"
    passive_re: GatedPattern = NEVER
    describing_clause_re: GatedPattern = NEVER
    reported_thing_re: GatedPattern = NEVER
    court_documents_re: GatedPattern = NEVER
    continuation_re: GatedPattern = NEVER
    court_relief_re: GatedPattern = NEVER


def _read(code: str) -> dict[str, Any]:
    path = resources.files("bot.text").joinpath("lang", f"{code}.toml")
    if not path.is_file():
        return {}
    data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
    return data


def lexicon_for(code: str | None = None) -> Lexicon:
    """The word lists of language ``code`` (ISO 639-1, "de-AT" reads as "de"; None or an unknown code: English)."""
    code = (code or DEFAULT_LANG).lower()[:2]
    return _load(code if code in LANGS else DEFAULT_LANG)


@cache
def _load(code: str) -> Lexicon:
    data = _read(code)
    if code != DEFAULT_LANG and not data:
        return _load(DEFAULT_LANG)
    base = _read(DEFAULT_LANG) if code != DEFAULT_LANG else {}
    return _build(code, data, base)


def _build(code: str, data: dict[str, Any], base: dict[str, Any]) -> Lexicon:
    def sec(name: str) -> dict[str, Any]:
        own: dict[str, Any] = data.get(name, {})
        return own

    def shared(section: str, key: str) -> Any:
        """A name list falls back to the English one (people's names do not change with the language); a language's
        own first names ([names]) are read beside English's."""
        own = sec(section).get(key)
        theirs = base.get(section, {}).get(key)
        if section == "names" and own is not None and theirs is not None:
            return f"{theirs}\n{own}"
        return own if own is not None else theirs

    def borrowed_names(key: str) -> frozenset[str]:
        """The first names of the languages [names] borrowed lists: a German article cites a Nicaraguan student or a
        French minister by the names their own language gives them ("Alejandro Donaire", "Sébastien Lecornu")."""
        return frozenset().union(*(_words(_read(other).get("names", {}).get(key)) for other in _words(
            sec("names").get("borrowed")
        )))

    speech = sec("speech")
    irregular = {k: tuple(str(f) for f in v) for k, v in speech.get("irregular", {}).items()}
    doubled = _words(speech.get("doubled"))
    forms = set(_words(speech.get("forms"))) | set(_words(speech.get("extra")))
    if code == "en":
        for b in (*_words(speech.get("bases")), *irregular):
            forms.update(_english_forms(b, irregular, doubled))
    else:
        for b in irregular.values():
            forms.update(b)
    verbs = frozenset(forms) - _words(speech.get("exclude"))
    people = sec("people")
    not_names = sec("not_names")
    titles = sec("titles")
    rank_abbreviations = _words(people.get("rank_abbreviations"))  # "maj", "gen": see office_titles, stop_caps
    ranks = _words(people.get("ranks"))
    honor = _table(people.get("honorifics") if "honorifics" in people else base.get("people", {}).get("honorifics"))
    address = _table(people.get("address_forms") if "address_forms" in people
                     else base.get("people", {}).get("address_forms"))
    suffixes = _words(shared("not_names", "abstract_suffixes"))
    elisions = _words(titles.get("elisions"))
    platforms = _platforms(data, base)
    return Lexicon(
        code=code,
        stop=_words(data.get("stop")),
        headline_noise=_words(data.get("headline_noise")),
        abbreviations=_words(data.get("abbreviations")) | rank_abbreviations,
        sentence_starters=_words(data.get("sentence_starters")),
        spaced_abbreviations=frozenset(a.replace(" ", "").lower() for a in data.get("spaced_abbreviations", [])),
        speech_verbs=verbs,
        invertible=_words(speech.get("invertible")),
        speech_verb_re=re.compile(r"\b(?:" + _alternation(verbs) + r")\b" if verbs else r"(?!x)x"),
        female_names=_words(shared("names", "female")) | borrowed_names("female"),
        male_names=_words(shared("names", "male")) | borrowed_names("male"),
        east_asian_family=_words(shared("names", "east_asian_family")),
        surname_words=_words(shared("names", "surname_words")),
        affiliation_prepositions=_words(people.get("affiliation_prepositions")),
        title_small_words=_words(people.get("title_small_words")),
        dotted_in_names=_ordered(sec("names").get("dotted_in_names")),
        generational_suffixes=frozenset(_ordered(sec("names").get("generational_suffixes"))),
        written_out=_table(shared("names", "written_out")),
        female_words=_words(people.get("female_words")),
        male_words=_words(people.get("male_words")),
        spouse_words=_words(people.get("spouse_words")),
        animal_words=_words(people.get("animal_words")),
        place_nouns=_words(people.get("place_nouns")),
        occupations=_words(people.get("occupations")),
        office_titles=_words(people.get("office_titles")) | ranks | rank_abbreviations,
        ranks=ranks,
        corporate_words=_words(people.get("corporate_words")),
        company_references=_words(people.get("company_references")),
        cutting_roles=_words(people.get("cutting_roles")),
        role_titles=_words(people.get("role_titles")),
        person_representatives=_ordered(people.get("person_representatives")),
        kin_nouns=_ordered(people.get("kin_nouns")),
        anonymous_referents=_ordered(people.get("anonymous_referents")),
        commenter_modifiers=_array(people.get("commenter_modifiers")) + tuple(p.lower() for p in platforms),
        commenter_nouns=_ordered(people.get("commenter_nouns")),
        statement_owners=_ordered(people.get("statement_owners")),
        body_references=_words(people.get("company_references")) | frozenset(_ordered(people.get("statement_owners"))),
        org_referents=_array(people.get("org_referents")),
        court_papers=_ordered(people.get("court_papers")),
        body_voices=_words(people.get("body_voices")),
        authored_documents=_ordered(people.get("authored_documents")),
        name_bodies=_ordered(people.get("name_bodies")),
        statement_verbs=_array(people.get("statement_verbs")),
        own_statement_nouns=_array(people.get("own_statement_nouns")),
        own_statement_verbs=_array(people.get("own_statement_verbs")),
        crowd_cues=_array(people.get("crowd_cues")),
        group_links=_array(people.get("group_links")),
        group_verbs=_ordered(people.get("group_verbs")),
        anonymous_heads=_array(people.get("anonymous_heads")),
        anonymous_roles=_words(people.get("anonymous_roles")),
        epicene=_words(people.get("epicene")),
        anonymous_links=frozenset(_array(people.get("anonymous_links"))),
        anonymous_bodies=_words(people.get("anonymous_bodies")),
        place_prepositions=_words(people.get("place_prepositions")),
        role_nouns=_words(people.get("role_nouns")),
        role_epithets=_array(people.get("role_epithets")),
        post_nominals=frozenset(w.lower() for w in _words(people.get("post_nominals"))),
        lead_adjectives=_words(people.get("lead_adjectives")),
        lead_nationalities=_words(people.get("lead_nationalities")),
        first_name_honorifics=_words(people.get("first_name_honorifics")),
        party_titles=_words(people.get("party_titles")),
        person_cues=frozenset(_array(people.get("person_cues"))),
        anonymous_sources=_words(people.get("anonymous_sources")),
        descriptors=_table(people.get("descriptors")),
        address_forms={k: (v or None) for k, v in address.items()},
        unnamed_people={k: (v or None) for k, v in _table(people.get("unnamed_people")).items()},
        honorifics={k: (v or None) for k, v in honor.items()},
        peerage=_table(people.get("peerage")),
        group_singulars=_table(people.get("group_singulars")),
        stop_caps=_words(not_names.get("stop_caps")) | rank_abbreviations,
        non_person=_words(shared("not_names", "non_person")),
        first_word_not_name=_words(not_names.get("first_word")),
        not_name_lead=_words(not_names.get("lead")),
        not_gerunds=_words(not_names.get("not_gerunds")),
        not_name_head=_words(not_names.get("head")),
        caps_not_org=_words(shared("not_names", "caps_not_org")),
        abstract_suffix=re.compile(r"(?:" + _alternation(suffixes) + r")$" if suffixes else r"(?!x)x"),
        title_cues=_words(titles.get("cues")),
        work_nouns=_words(titles.get("work_nouns")),
        label_cues=_words(titles.get("label_cues")),
        small_title_words=_words(titles.get("small_words")),
        elisions=re.compile(r"(?:" + _alternation(elisions) + r")(?![\w])" if elisions else r"(?!x)x", re.IGNORECASE),
        story_synonyms=_table(data.get("story_synonyms")),
        attribution_re=_pieces(sec("claims").get("attribution")),
        allegation_re=_pieces(sec("claims").get("allegation")),
        discourse_markers=_words(data.get("discourse_markers")),
        elided_prefixes=tuple(str(data.get("elided_prefixes", "")).split()),
        speech_for_miner=bool(speech.get("for_miner", True)),
        appositive_roles=_words(sec("speakers").get("appositive_roles")),
        attributing_verbs=_words(sec("speakers").get("attributing_verbs")),
        term_before=_words(sec("speakers").get("term_before")),
        asking_verbs=_words(sec("speakers").get("asking_verbs")),
        interviewing_verbs=_words(sec("speakers").get("interviewing_verbs")),
        object_verbs=_words(sec("speakers").get("object_verbs")),
        accusing_verbs=_words(sec("speakers").get("accusing_verbs")),
        threat_verbs=_words(sec("speakers").get("threat_verbs")),
        accusation_records=_words(sec("speakers").get("accusation_records")),
        first_person=_words(sec("speakers").get("first_person")),
        aside_openers=_words(sec("speakers").get("aside_openers")),
        relay_verbs=_words(sec("speakers").get("relay_verbs")),
        relayed_things=_words(sec("speakers").get("relayed_things")),
        imagined_speech_re=_pieces(sec("speakers").get("imagined_speech")),
        subordinators=_words(sec("speakers").get("subordinators")),
        intro_openers=_words(sec("speakers").get("intro_openers")),
        strong_title_cues=_words(sec("speakers").get("strong_title_cues")),
        state_verbs=_words(sec("speakers").get("state_verbs")),
        plural_speakers=_words(sec("speakers").get("plural_speakers")),
        plural_qualifiers=_words(sec("speakers").get("plural_qualifiers")),
        not_role_qualifiers=_words(sec("speakers").get("not_role_qualifiers")),
        pointer_cues=tuple(str(x) for x in sec("recap").get("pointers", [])),
        furniture_openings=tuple(str(x) for x in sec("recap").get("furniture_openings", [])),
        credit_labels=tuple(str(x) for x in sec("extract").get("credit_labels", [])),
        credit_agencies=tuple(str(x) for x in sec("extract").get("credit_agencies", [])),
        file_marks=tuple(str(x) for x in sec("extract").get("file_marks", [])),
        lead_labels=_words(sec("recap").get("lead_labels")),
        transcript_cues=_words(sec("recap").get("transcript_cues")),
        transcript_labels=_words(sec("recap").get("transcript_labels")),
        list_labels=frozenset(str(x).lower() for x in sec("recap").get("list_labels", [])),
        subject_pronouns=_words(sec("recap").get("subject_pronouns")),
        demonstratives=_words(sec("recap").get("demonstratives")),
        demonstrative_verbs=_words(sec("recap").get("demonstrative_verbs")),
        stand_in_nouns=_words(sec("recap").get("stand_in_nouns")),
        vague_openings=_words(sec("recap").get("vague_openings")),
        excerpt_cues=_words(sec("recap").get("excerpt_cues")),
        speech_words=_words(sec("recap").get("speech_words")),
        speech_contractions=_ordered(sec("recap").get("speech_contractions")),
        title_max_words=int(titles.get("max_words", 8)),
        naming_nouns=_words(titles.get("naming_nouns")),
        naming_max_words=int(titles.get("naming_max_words", 0)),
        position_titles=_words(people.get("position_titles")),
        bare_title_words=(int(titles.get("bare_title_min_words", 0)), int(titles.get("bare_title_max_words", 0))),
        nickname_max_chars=int(sec("names").get("nickname_max_chars", 0)),
        key_credit_penalties=_weights(sec("recap").get("key_credit_penalties")),
        key_route_penalties=_weights(sec("recap").get("key_route_penalties")),
        clause_pronouns=_words(sec("recap").get("clause_pronouns")),
        tag_verbs=frozenset(forms) | _words(sec("tags").get("extra_verbs")) | _words(sec("tags").get("gerunds")),
        tag_gerunds=_words(sec("tags").get("gerunds")),
        office_words=_words(sec("tags").get("office_words")),
        office_epithets=_words(sec("tags").get("office_epithets")),
        tag_pronouns=_words(sec("tags").get("pronouns")),
        tag_adverbs=_words(sec("tags").get("adverbs")),
        adverb_determiners=_words(sec("tags").get("adverb_determiners")),
        tag_participles=_words(sec("tags").get("participles")),
        tag_auxiliaries=_words(sec("tags").get("auxiliaries")),
        indefinite=_words(sec("tags").get("indefinite")),
        definite=_words(sec("tags").get("definite")),
        possessives=_words(sec("tags").get("possessives")),
        and_words=_words(sec("tags").get("and_words")),
        join_words=_words(sec("tags").get("join_words")),
        charge_words=_words(sec("tags").get("charge_words")),
        read_bare=tuple(str(x).lower() for x in sec("tags").get("read_bare", [])),
        publish_verbs=_words(sec("tags").get("publish_verbs")),
        agent_words=_words(sec("tags").get("agent_words")),
        modals=_words(sec("tags").get("modals")),
        infinitives=_words(sec("tags").get("infinitives")),
        back_pointers=tuple(str(x).lower() for x in sec("tags").get("back_pointers", [])),
        read_in=tuple(str(x).lower() for x in sec("tags").get("read_in", [])),
        impersonal=tuple(str(x).lower() for x in sec("tags").get("impersonal", [])),
        own_view=tuple(str(x).lower() for x in sec("tags").get("own_view", [])),
        adverb_phrases=tuple(tuple(str(x).lower().split()) for x in sec("tags").get("adverb_phrases", [])),
        narrative_openers=tuple(str(x).lower() for x in sec("tags").get("narrative_openers", [])),
        then_openers=tuple(str(x).lower() for x in sec("tags").get("then_openers", [])),
        quoting_verbs=_words(sec("tags").get("quoting_verbs")),
        quoting_self_verbs=_words(sec("tags").get("quoting_self_verbs")),
        quoting_leads=_words(sec("tags").get("quoting_leads")),
        naming_verbs=_words(sec("tags").get("naming_verbs")),
        naming_words=frozenset(w.replace("\u2019", "'") for w in _words(sec("tags").get("naming_words"))),
        passive_auxiliaries=_words(sec("tags").get("passive_auxiliaries")),
        male_articles=_words(sec("tags").get("male_articles")),
        female_articles=_words(sec("tags").get("female_articles")),
        so_words=_words(sec("tags").get("so_words")),
        so_phrases=tuple(str(x).lower() for x in sec("tags").get("so_phrases", [])),
        continuation_marks="".join(str(sec("tags").get("continuation_marks", "")).split()),
        male_adjectives=_words(sec("tags").get("male_adjectives")),
        female_adjectives=_words(sec("tags").get("female_adjectives")),
        plural_articles=_words(sec("tags").get("plural_articles")),
        source_from=_words(sec("tags").get("source_from")),
        opinion_words=_words(sec("tags").get("opinion_words")),
        so_after_words=_words(sec("tags").get("so_after_words")),
        body_places=_words(sec("tags").get("body_places")),
        clitics=_words(sec("tags").get("clitics")),
        reported_speech=_words(sec("tags").get("reported_speech")),
        name_particles=_words(sec("tags").get("name_particles")),
        particle_articles=_words(sec("tags").get("particle_articles")),
        that_words=_words(sec("tags").get("that_words")),
        relatives=_words(sec("tags").get("relatives")),
        rhetorical_tags=_array(sec("speakers").get("rhetorical_tags")),
        continuing_verbs=_words(sec("speakers").get("continuing_verbs")),
        stating_verbs=_words(sec("speakers").get("stating_verbs")),
        written_voices=_words(sec("speakers").get("written_voices")),
        intro_prepositions=_words(sec("speakers").get("intro_prepositions")),
        telling_verbs=_words(sec("speakers").get("telling_verbs")),
        body_audiences=_words(sec("speakers").get("body_audiences")),
        owned_sources=_words(sec("speakers").get("owned_sources")),
        sign_offs=_array(sec("speakers").get("sign_offs")),
        body_kinds=_words(sec("speakers").get("body_kinds")),
        source_documents=_words(sec("speakers").get("source_documents")),
        person_relatives=_words(sec("tags").get("person_relatives")),
        object_articles=_words(sec("tags").get("object_articles")),
        genitive_articles=_words(sec("tags").get("genitive_articles")),
        opinion_verbs=_words(sec("tags").get("opinion_verbs")),
        own_words_verbs=_words(sec("tags").get("own_words_verbs")),
        near_words=_words(sec("tags").get("near_words")),
        near_prepositions=_words(sec("tags").get("near_prepositions")),
        circle_words=_words(sec("tags").get("circle_words")),
        party_nicknames=_words(sec("tags").get("party_nicknames")),
        colon_labels=_words(sec("tags").get("colon_labels")),
        of_words=_words(sec("tags").get("of_words")),
        prepositions=_words(sec("tags").get("prepositions")),
        roles=_words(sec("tags").get("roles")),
        whole_roles=_words(sec("tags").get("whole_roles")),
        plural_verbs=_words(sec("tags").get("plural_verbs")),
        negative_articles=_words(sec("tags").get("negative_articles")),
        noun_markers=_words(sec("tags").get("noun_markers")),
        female_possessives=_words(sec("tags").get("female_possessives")),
        male_possessives=_words(sec("tags").get("male_possessives")),
        singular_finite=_words(sec("tags").get("singular_finite")),
        pro_drop=bool(sec("tags").get("pro_drop", False)),
        verb_second=bool(sec("tags").get("verb_second", False)),
        label_colon_words=int(sec("tags").get("label_colon_words", 0)),
        male_pronouns=_words(sec("tags").get("male_pronouns")),
        female_pronouns=_words(sec("tags").get("female_pronouns")),
        male_stressed=_words(sec("tags").get("male_stressed")),
        female_stressed=_words(sec("tags").get("female_stressed")),
        **_sourcing(_sourcing_section(data, base)),
    )


# [sourcing] lists that one list ends both of (its one home): "her victim impact statement", "an affidavit" are
# court_record cues and court_documents alike
_SOURCING_TAILS = {"court_record": "record_papers", "court_documents": "record_papers"}


def _sourcing_pieces(src: dict[str, Any], key: str) -> re.Pattern[str]:
    """The [sourcing] list ``key`` as one pattern, with the list of :data:`_SOURCING_TAILS` that ends it."""
    tail = _SOURCING_TAILS.get(key)
    return _pieces(f"{src.get(key) or ''} {src.get(tail) or ''}" if tail else src.get(key))


def _thing_source(value: Any) -> re.Pattern[str]:
    """"source(s) of" and one of the [sourcing] thing_source_nouns, one word between allowed ("a source of great
    pride"): the cue words of a thing, never an anonymous person."""
    nouns = frozenset(str(value or "").lower().split())
    if not nouns:
        return re.compile(r"(?!x)x")
    return re.compile(r"\bsources?\s+of\s+(?:[\w-]+\s+)?(?:" + _alternation(nouns) + r")\b", re.IGNORECASE)


# [sourcing] lists of names, not words of a language ("Instagram", "Vanity Fair", "Le Monde"): a language's own are
# read beside English's, as its first names are
_SOURCING_NAMES = ("outlets", "outlet_names", "platforms")


def _sourcing_section(data: dict[str, Any], base: dict[str, Any]) -> dict[str, Any]:
    """The [sourcing] section of a language, list by list: its own list where it has one (the cue words of its
    copy: "selon", "porte-parole", "una fuente cercana"), else English's (a language without the section reads
    English's whole); its outlet and platform names beside English's."""
    own: dict[str, Any] = data.get("sourcing") or {}
    theirs: dict[str, Any] = base.get("sourcing") or {}
    merged = {**theirs, **own}
    for key in _SOURCING_NAMES:
        if key in own and key in theirs:
            merged[key] = f"{theirs[key]}\n{own[key]}"
    return merged


def _platforms(data: dict[str, Any], base: dict[str, Any]) -> tuple[str, ...]:
    """The [sourcing] platforms (the one list of them) of the language beside English's."""
    return _ordered(_sourcing_section(data, base).get("platforms"))


def _sourcing(src: dict[str, Any]) -> dict[str, Any]:
    """The [sourcing] section (a language without one reads English's: the platform and outlet names are shared);
    its patterns gated by their required words (:mod:`bot.text.gate`: searched in every sentence, matched in few)."""
    fields = _sourcing_fields(src)
    fields["sourcing_cues"] = tuple((label, gated(p)) for label, p in fields["sourcing_cues"])
    return {k: gated(v) if isinstance(v, re.Pattern) else v for k, v in fields.items()}


def _sourcing_fields(src: dict[str, Any]) -> dict[str, Any]:
    order = str(src.get("order", "")).split()
    return {
        "sourcing_order": tuple(order),
        "sourcing_cues": tuple((label, _sourcing_pieces(src, label)) for label in order if src.get(label)),
        "outlet_before_re": _pieces(src.get("outlet_before")),
        "outlet_generic_re": _pieces(src.get("outlet_generic")),
        "own_credit_re": _pieces(src.get("own_credit")),
        "own_credit_by_re": _pieces(src.get("own_credit_by")),
        "group_subjects_re": _pieces(src.get("group_subjects")),
        "own_asking_re": _pieces(src.get("own_asking")),
        "own_outlets": _own_outlets(src.get("own_outlets")),
        "programme_words": _words(str(src.get("programme_words", "")).lower()),
        "account_pronouns": _words(str(src.get("account_pronouns", "")).lower()),
        "question_openings": _words(str(src.get("question_openings", "")).lower()),
        "outlet_sure_re": _pieces(src.get("outlet_sure")),
        "outlet_piece_re": _pieces(src.get("outlet_piece")),
        "letter_from_unnamed_re": _pieces(src.get("letter_from_unnamed")),
        "letter_speaker_re": _pieces(src.get("letter_speaker")),
        "outlet_words": _words(str(src.get("outlet_words", "")).lower()),
        "outlet_last_words": _words(str(src.get("outlet_last_words", "")).lower()),
        "outlets": _words(src.get("outlets")),
        "outlet_names": frozenset(x.strip() for x in str(src.get("outlet_names", "")).splitlines() if x.strip()),
        "outlet_editions": _words(src.get("outlet_editions")),
        "platforms": _ordered(src.get("platforms")),
        "channels": _ordered(src.get("channels")),
        "social_speakers": _ordered(src.get("social_speakers")),
        "denial_re": _pieces(src.get("denial")),
        "denial_also_re": _pieces(src.get("denial_also")),
        "not_denial_re": _pieces(src.get("not_denial")),
        "denial_retracted_re": _pieces(src.get("denial_retracted")),
        "admission_re": _pieces(src.get("admission")),
        "court_speech_re": _pieces(src.get("court_speech")),
        "quoted_through_re": _pieces(src.get("quoted_through")),
        "court_hearing_re": _pieces(src.get("court_hearing")),
        "outlet_descriptors_re": _pieces(src.get("outlet_descriptors")),
        "statement_re": _pieces(src.get("statement")),
        "release_self_re": _pieces(src.get("release_self")),
        "own_work_re": _pieces(src.get("own_work")),
        "owned_statement_re": _pieces(src.get("owned_statement")),
        "representative_roles_re": _pieces(src.get("representative_roles")),
        "representative_always_re": _pieces(src.get("representative_always")),
        "representative_for_re": _pieces(src.get("representative_for")),
        "police_roles_re": _pieces(src.get("police_roles")),
        "court_roles_re": _pieces(src.get("court_roles")),
        "court_proceeding_re": _pieces(src.get("court_proceeding")),
        "law_enforcement_re": _pieces(src.get("law_enforcement")),
        "court_institution_re": _pieces(src.get("court_institution")),
        "court_not_of_law_re": _pieces(src.get("court_not_of_law")),
        "past_roles_re": _pieces(src.get("past_roles")),
        "not_source_re": _pieces(src.get("not_source")),
        "thing_source_re": _thing_source(src.get("thing_source_nouns")),
        "organisation_words_re": _pieces(src.get("organisation_words")),
        "body_words_re": _pieces(f"{src.get('organisation_words') or ''} {src.get('report_body_words') or ''}"),
        "not_speech_re": _pieces(src.get("not_speech")),
        "on_record_channels_re": _pieces(src.get("on_record_channels")),
        "reporting_verbs_re": _pieces(src.get("reporting_verbs")),
        "representative_speaking_re": _pieces(src.get("representative_speaking")),
        "press_re": _pieces(src.get("press")),
        "pointing_back_re": _pieces(src.get("pointing_back")),
        "report_continues_re": _pieces(src.get("report_continues")),
        "lead_claim_re": _pieces(src.get("lead_claim")),
        "outlet_after_re": _pieces(src.get("outlet_after")),
        "outlet_piece_after_re": _pieces(src.get("outlet_piece_after")),
        "organisation_kinds": _words(str(src.get("organisation_kinds", "")).lower()),
        "passive_re": _pieces(src.get("passive")),
        "describing_clause_re": _pieces(src.get("describing_clause")),
        "reported_thing_re": _pieces(src.get("reported_thing")),
        "court_documents_re": _sourcing_pieces(src, "court_documents"),
        "continuation_re": _pieces(src.get("continuation")),
        "court_relief_re": _pieces(src.get("court_relief")),
    }


EN = lexicon_for(DEFAULT_LANG)
# Speech verbs of every language at once: the speaker rules see "said", "sagte", "a déclaré" and "dijo" alike (a form
# that is also an English word - "so", "dice", "assure" - is kept out of the other languages' files).
_MINER_LANGS = [lexicon_for(c) for c in LANGS if lexicon_for(c).speech_for_miner]
SPEECH_VERBS: frozenset[str] = frozenset().union(*(x.speech_verbs for x in _MINER_LANGS))
INVERTIBLE: frozenset[str] = frozenset().union(*(x.invertible for x in _MINER_LANGS))
# (the look-ahead on the verbs' first letters matches nothing more or less: it only lets the search skip the words no
# verb starts with before it tries each verb in turn, which halves the time every speech-verb search takes)
_VERB_FIRST = "".join(re.escape(c) for c in sorted({w[0] for w in SPEECH_VERBS}))
SPEECH_VERB_RE = re.compile(r"\b(?=[" + _VERB_FIRST + r"])(?:" + _alternation(SPEECH_VERBS) + r")\b")
# the English lists under the names the speaker rules use
FEMALE_NAMES = EN.female_names
MALE_NAMES = EN.male_names
FEMALE_WORDS = EN.female_words
MALE_WORDS = EN.male_words
SPOUSE_WORDS = EN.spouse_words
ANIMAL_WORDS = EN.animal_words
PLACE_NOUNS = EN.place_nouns
DESCRIPTORS = EN.descriptors
OCCUPATIONS = EN.occupations
OFFICE_TITLES = EN.office_titles
RANKS = EN.ranks
CORPORATE_WORDS = EN.corporate_words
COMPANY_REFERENCES = EN.company_references
CUTTING_ROLES = EN.cutting_roles
ROLE_TITLES = EN.role_titles
POSITION_TITLES = EN.position_titles
PERSON_REPRESENTATIVES = EN.person_representatives
KIN_NOUNS = EN.kin_nouns
ANONYMOUS_REFERENTS = EN.anonymous_referents
COMMENTER_MODIFIERS = EN.commenter_modifiers
COMMENTER_NOUNS = EN.commenter_nouns
STATEMENT_OWNERS = EN.statement_owners
BODY_REFERENCES = EN.body_references
ORG_REFERENTS = EN.org_referents
COURT_PAPERS = EN.court_papers
BODY_VOICES = EN.body_voices
AUTHORED_DOCUMENTS = EN.authored_documents
NAME_BODIES = EN.name_bodies
STATEMENT_VERBS = EN.statement_verbs
OWN_STATEMENT_NOUNS = EN.own_statement_nouns
OWN_STATEMENT_VERBS = EN.own_statement_verbs
CROWD_CUES = EN.crowd_cues
GROUP_LINKS = EN.group_links
GROUP_VERBS = EN.group_verbs
ANONYMOUS_HEADS = EN.anonymous_heads
ANONYMOUS_ROLES = EN.anonymous_roles
ANONYMOUS_LINKS = EN.anonymous_links
ROLE_EPITHETS = EN.role_epithets
ANONYMOUS_BODIES = EN.anonymous_bodies
PLACE_PREPOSITIONS = EN.place_prepositions
TITLE_CUES = EN.title_cues
WORK_NOUNS = EN.work_nouns
LABEL_CUES = EN.label_cues
NAMING_NOUNS = EN.naming_nouns
NAMING_MAX_WORDS = EN.naming_max_words
BARE_TITLE_WORDS = EN.bare_title_words
# capitalised words that never start a name, and words that make a run no person: every language's
STOP_CAPS: frozenset[str] = frozenset().union(*(lexicon_for(c).stop_caps for c in LANGS))
NON_PERSON: frozenset[str] = EN.non_person.union(*(lexicon_for(c).non_person for c in LANGS))
FIRST_WORD_NOT_NAME = EN.first_word_not_name
SMALL_TITLE_WORDS = EN.small_title_words
ELISIONS = EN.elisions
LEAD_ADJECTIVES = EN.lead_adjectives
LEAD_NATIONALITIES = EN.lead_nationalities
FIRST_NAME_HONORIFICS = EN.first_name_honorifics
PARTY_TITLES = EN.party_titles
PERSON_CUE_WORDS = EN.person_cues
CAPS_NOT_ORG = EN.caps_not_org
PEERAGE = EN.peerage
GROUP_SINGULARS = EN.group_singulars
EAST_ASIAN_FAMILY = EN.east_asian_family
SURNAME_WORDS = EN.surname_words
AFFILIATION_PREPOSITIONS = EN.affiliation_prepositions
TITLE_SMALL_WORDS = EN.title_small_words
DOTTED_IN_NAMES = EN.dotted_in_names
GENERATIONAL_SUFFIXES = EN.generational_suffixes
NICKNAME_MAX_CHARS = EN.nickname_max_chars
WRITTEN_OUT = EN.written_out
NAME_PARTICLES = EN.name_particles  # ([tags] name_particles: the people model reads English's)
TAG_AUXILIARIES = EN.tag_auxiliaries  # ([tags] auxiliaries: "“…,” Prelogar had said")
TAG_ADVERBS = EN.tag_adverbs  # ([tags] adverbs: the miner reads English's between a subject and its verb)
HONORIFICS = EN.honorifics
ADDRESS_FORMS = EN.address_forms
UNNAMED_PEOPLE = EN.unnamed_people
ROLE_NOUNS = EN.role_nouns
POST_NOMINALS = EN.post_nominals
NOT_NAME_LEAD = EN.not_name_lead
NOT_GERUNDS = EN.not_gerunds
NOT_NAME_HEAD = EN.not_name_head
ABSTRACT_SUFFIX = EN.abstract_suffix
# speaker rules of issue 12 (bot/text/lang/en.toml [speakers])
APPOSITIVE_ROLES = EN.appositive_roles
ATTRIBUTING_VERBS = EN.attributing_verbs
TERM_BEFORE = EN.term_before
ASKING_VERBS = EN.asking_verbs
INTERVIEWING_VERBS = EN.interviewing_verbs
OBJECT_VERBS = EN.object_verbs
RHETORICAL_TAGS = EN.rhetorical_tags
CONTINUING_VERBS = EN.continuing_verbs
STATING_VERBS = EN.stating_verbs
WRITTEN_VOICES = EN.written_voices
INTRO_PREPOSITIONS = EN.intro_prepositions
TELLING_VERBS = EN.telling_verbs
BODY_AUDIENCES = EN.body_audiences
OWNED_SOURCES = EN.owned_sources
SIGN_OFFS = EN.sign_offs
BODY_KINDS = EN.body_kinds
SOURCE_DOCUMENTS = EN.source_documents
NOT_ROLE_QUALIFIERS = EN.not_role_qualifiers
ACCUSING_VERBS = EN.accusing_verbs
THREAT_VERBS = EN.threat_verbs
ACCUSATION_RECORDS = EN.accusation_records
FIRST_PERSON = EN.first_person
ASIDE_OPENERS = EN.aside_openers
RELAY_VERBS = EN.relay_verbs
RELAYED_THINGS = EN.relayed_things
IMAGINED_SPEECH_RE = EN.imagined_speech_re
SUBORDINATORS = EN.subordinators
INTRO_OPENERS = EN.intro_openers
STRONG_TITLE_CUES = EN.strong_title_cues
STATE_VERBS = EN.state_verbs
PLURAL_SPEAKERS = EN.plural_speakers
PLURAL_QUALIFIERS = EN.plural_qualifiers
