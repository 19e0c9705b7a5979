"""Speaker tags of German, French and Spanish copy: the speaker of a quote the English rules left without one.

The words come from the article language's ``[speech]`` and ``[tags]`` lists (``bot/text/lang/<code>.toml``); the
shapes are those of the three languages' news copy:

- after the quote: ``«…», a-t-il déclaré`` / ``"…", dijo.`` / ``„…“, sagte er`` (a pronoun or no subject: the person
  the story is about), ``«…», dit Léa, étudiante`` / ``"…", señaló Boric`` (a name), ``"…", afirmó el
  comunicador`` / ``«…», précise la chercheuse`` (a role word: whoever the article gave that role, else the
  person the story is about), ``«…», dit un proche du couple`` (an unnamed source, as written), ``„…“, so Müller``;
- before it: ``Berríos expresó que "…"`` / ``Weiter sagt er: „…“`` / ``Später sagte Innenminister Jan Roth: „…“`` /
  ``X empört sich: „…“`` (a name opening the sentence and a colon) / ``Name: „…“`` (interviews);
- a quote with no tag at all, in the paragraph after a quote: that quote's speaker.

A name written short ("Berríos", "la Dr Vasseur", "del Pópolo") is given as the article first named the person
("Felipe Berríos"). Anything else stays None: no speaker rather than a wrong one.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise, takewhile

from bot.text.lexicon import NON_PERSON, Lexicon, lexicon_for
from bot.text.marks import ALL_MARKS
from bot.text.norm import strip_marks
from bot.text.sentences import SENTENCE_END_ONE, sentence_ends
from bot.text.words import AGE_AFTER, ELIDED_CLITIC

TAG_LANGS = frozenset({"de", "fr", "es"})
_TOKEN = re.compile(r"[^\W\d_][\w'\u2019-]*\.?|\d+")
def _any_language(field: str) -> frozenset[str]:
    """A word list as the tag reader uses it today: the union of the German, French and Spanish lists."""
    return frozenset().union(*(getattr(lexicon_for(c), field) for c in sorted(TAG_LANGS)))


# name particles anywhere in a name run ("Ursula von der Leyen", "Lula da Silva")
_PARTICLES = _any_language("name_particles")
# words that end an unnamed speaker's phrase ("un ténor de la droite sur l'influence", "eine Frau, die")
_ELIDED_OF = re.compile(r"^d['\u2019]\w")  # "d'Edouard"
_THAT = _any_language("that_words")
_RELATIVES = _any_language("relatives")
_OF = _any_language("of_words")
TOPIC_PARAGRAPHS = 3  # how far back the person a story is about is looked for
REPORT_SENTENCES = 2  # the most sentences of reported speech between a report's tag and the quote it goes on with
# a name after one of these is no subject: "la ministra de la Mujer", "mit Moderatorin Frauke Ludowig"
_PREPOSITIONS = _any_language("prepositions")
_HARD_STOP = re.compile(r"[.;!?:()\[\]\u2014\u2013]")  # no name or tag runs over these
_ELIDED_ARTICLE = re.compile(r"^l['\u2019]\w")  # "l'avocat": the article written onto its noun
# a comma, then a verb with its subject pronoun written on it: "…, dit-elle", "…, a-t-il expliqué", "…, explique-t-elle"
_INCISE = re.compile(r",\s*(?:[lmst]['\u2019])?[^\W\d_]+-(?:t-)?([^\W\d_]+)\b")
_INCISE_END = re.compile(r"[,;.!?\u2026]\s*")  # where an incise's words end ("…, a-t-elle expliqué. J'ai …")
_NEGATIONS = frozenset({"ne", "n'", "n\u2019", "no", "pas", "jamais", "nunca"})  # "ne l'a pas dit", "no le contó"
_REFLEXIVES = frozenset({"se", "sich"})  # a reflexive before a tag verb: "se pregunta", "fragt sich" (after it)
_DASH = re.compile(r"^[\s,]*(?:[\u2014\u2013-]\s*)?")
_ELIDED_WORD = re.compile(r"^\w+['\u2019]")  # see _elided
_NOT_SPACE_OR_HYPHEN = re.compile(r"[^\s-]")  # see Tagger._after_article


@dataclass(frozen=True, slots=True)
class _Tok:
    start: int
    end: int
    text: str
    # derived from text once, at construction (read millions of times on German pages: they were properties)
    low: str = field(init=False, repr=False, compare=False)  # lower case, no final full stop
    cap: bool = field(init=False, repr=False, compare=False)  # capitalised

    def __post_init__(self) -> None:
        object.__setattr__(self, "low", self.text.lower().rstrip("."))
        object.__setattr__(self, "cap", self.text[:1].isupper())


@dataclass(frozen=True, slots=True)
class Mention:
    """A named person in the text: where, and the name as the article first gave it."""

    para: int
    start: int
    end: int
    name: str
    sentence: int  # where its sentence starts
    after_preposition: bool  # "la ministra de la Mujer", "mit Moderatorin Frauke Ludowig": no subject


class Tagger:
    """Reads the speaker tags of one article in one language."""

    def __init__(self, masked: Sequence[str], lex: Lexicon) -> None:
        self.masked = masked
        self.lex = lex
        self.first_names = lex.female_names | lex.male_names  # built once per article, not once per name run
        # German compounds' role endings, once (never one that ends many surnames: "Hoffmann" is no "Mann")
        self._role_tails = tuple(r for r in lex.roles if len(r) >= 4 and r not in lex.whole_roles)
        self._kin = lex.female_words | lex.male_words | lex.spouse_words  # "Jonas Brandts Frau" (see _run), once
        self.toks = [[_Tok(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(t)] for t in masked]
        # the copy keeps a first name's accents where a list may not ("María Teresa Blandón" in German copy,
        # "Penélope Cruz", "Zoë"): a capitalised word of the article that is a known first name but for its accents
        # is one too, in every tag language
        self.first_names = self.first_names | {t.low for toks in self.toks for t in toks if t.cap and (
            not t.low.isascii() and _plain(t.low) in self.first_names
        )}
        # per paragraph, once: where each sentence ends and where each token starts (``_where`` bisects them; a scan
        # per name made one long paragraph cost minutes)
        self._ends = [sentence_ends(t, 0, len(t), lex.code) for t in masked]
        self._starts = [[t.start for t in toks] for toks in self.toks]
        self.full: list[str] = []  # full names in order of first mention
        self.roles: list[tuple[int, int, str, str]] = []  # (paragraph, offset, role word, person given it)
        # the gender a person's role words tell ("la chanteuse X", "die Sängerin X", "la actriz X"); "?" when two
        # disagree. Read when the first name tells none (see _gender)
        self.role_genders: dict[str, str] = {}
        self.mentions: list[Mention] = []
        self.persons: set[str] = set()  # names known to be people (see _confirm)
        self.tagged: set[str] = set()
        self.aged: set[str] = set()  # full names written with an age right after them ("Gunthild Schön (77)")
        self.at: tuple[int, int, tuple[int, int, str] | None] = (0, 0, None)  # the quote being read
        self._nouns = self._governed() if lex.code == "de" else frozenset()
        self.story_ok = True  # a role word in its tag may name the story's person (False: whoever spoke is unknown)
        self.published = False  # the last tag read was a bare "peut-on lire" (its paper found before the quote)
        self._learn()
        self._confirm()
        self._unnamed()
        # mentions are final here, in story order: their (paragraph, offset) keys let every look-back bisect to its
        # window instead of walking all mentions per quote (cubic on one long paragraph)
        self._keys = [(m.para, m.start) for m in self.mentions]
        self._subjects: dict[Mention, bool] = {}
        self._subject_idx = [i for i, m in enumerate(self.mentions) if self._subject(m)]  # indices, in story order

    # -- names -------------------------------------------------------------------------------------------------------

    def _particle(self, tok: _Tok) -> bool:
        return tok.low in self.lex.name_particles

    def _role(self, tok: _Tok) -> bool:
        low = ELIDED_CLITIC.sub("", tok.low) if self.lex.code == "fr" else tok.low  # "l'actrice"
        if low in self.lex.roles or low in self.lex.descriptors:
            return True
        if self.lex.code in ("fr", "es") and low.startswith("ex") and len(low) > 5:
            rest = low[2:].lstrip("-")  # a former one: "la expresidenta", "l'ex-ministre"
            return rest in self.lex.roles or rest in self.lex.descriptors
        if self.lex.code == "de" and tok.cap:
            tail = low.rsplit("-", 1)[-1]
            if tail.endswith(self._role_tails):  # (one C call over the tuple, not a generator per token)
                return True
            # a weak noun's other cases: "des Präsidenten", "dem Journalisten", "den Experten", "Zeugen"
            return tail.endswith("n") and (tail[:-1].endswith(self._role_tails) or tail.endswith("en") and (
                tail[:-2].endswith(self._role_tails)))
        return False

    def _kin_word(self, low: str) -> bool:
        """A relation word ([people] female_words, male_words, spouse_words), a former one written with "ex"
        ("exmarido", "ex-compagne")."""
        return low in self._kin or low.startswith("ex") and low.removeprefix("ex").lstrip("-") in self._kin

    def _stopword(self, tok: _Tok) -> bool:
        low = tok.low
        return low in self.lex.stop or low in self.lex.stop_caps or low in self.lex.non_person or (
            low in self.lex.tag_verbs)

    def _first_word(self, pi: int, j: int) -> bool:
        """Token j is a listed first name that is a stop word too ("Will", German "will"), capitalised, then another
        capitalised word with only a space between that is no stop word and no first name: a name's first word ("Will
        Smith"; "Will Paul Weber das?" asks a question of Paul Weber)."""
        toks, text = self.toks[pi], self.masked[pi]
        return toks[j].cap and toks[j].low in self.first_names and j + 1 < len(toks) and toks[j + 1].cap and not (
            self._stopword(toks[j + 1]) or toks[j + 1].low in self.first_names
        ) and text[toks[j].end : toks[j + 1].start] == " "

    def _run(self, pi: int, i: int) -> tuple[int, int]:
        """The name run starting at token i: capitalised tokens (particles between them), nothing in between but
        spaces; returns (first token, end token) after dropping leading stop words and role words."""
        toks, text = self.toks[pi], self.masked[pi]
        j = first = i
        institution = False  # the run opens on an institution's word: "Fiscalía General de Colombia" is nobody
        while j < len(toks):
            t = toks[j]
            # (a comma after a dropped leading word ends the run too: "de la Comisión, Pablo Toloza")
            if j > first and (text[toks[j - 1].end : t.start].strip() or (
                toks[j - 1].text.endswith(".") and len(toks[j - 1].text) > 2 and toks[j - 1].low not in (
                    self.lex.abbreviations
                )  # (a title's full stop is no sentence's end: "Dr. Anna Roth", "Prof. Dr. Jonas Brandt")
            )):
                break
            if t.cap and (not self._stopword(t) or self._first_word(pi, j)) and not (
                j == i and t.low in _PREPOSITIONS and not self._particle(t)
            ):
                j += 1
                continue
            if self._particle(t) and j + 1 < len(toks) and toks[j + 1].cap and not (
                text[t.end : toks[j + 1].start].strip()
            ):
                j += 1
                continue
            if self._particle(t) and j > first and toks[j - 1].low in self.first_names and j + 2 < len(toks) and (
                toks[j + 1].low in self.lex.particle_articles and toks[j + 2].cap
            ) and not (text[t.end : toks[j + 1].start].strip() or text[toks[j + 1].end : toks[j + 2].start].strip()):
                j += 2  # "Ursula von der Leyen": a first name, a particle, its article
                continue
            if t.low in self.lex.particle_articles and j - 2 >= first and self._particle(toks[j - 1]) and (
                toks[j - 2].low in self.first_names and j + 1 < len(toks) and toks[j + 1].cap
            ) and not text[t.end : toks[j + 1].start].strip():
                j += 1  # "Alexander Van der Bellen": the particle capitalised, read as a name word already
                continue
            if j == i and t.cap and (self._stopword(t) and not self._first_word(pi, j) or self._role(t) or (
                t.low in _PREPOSITIONS and not self._particle(t)
            )):  # "Gegenüber Paul Weber sagte sie": the preposition opening the sentence is no name
                institution = institution or t.low in self.lex.non_person
                i += 1
                j += 1
                continue
            break
        while i < j and (self._role(toks[i]) or toks[i].low in self.lex.honorifics or self._stopword(toks[i]) and not (
            self._first_word(pi, i)
        )):
            institution = institution or toks[i].low in self.lex.non_person
            i += 1
        while j > i and self._particle(toks[j - 1]):
            j -= 1
        if first < i and i + 2 < j and self._role_tail(pi, i):
            i += 2  # "sagte Chef de Mission Schimmelpfennig": the name follows the role's own particle and noun
        if institution:
            return j, j
        if 0 < i < j and toks[i - 1].low in _PREPOSITIONS and not text[toks[i - 1].end : toks[i].start].strip():
            past = self._past_outlet(pi, i, len(text))
            if past > i and j - past >= 2:
                i = past  # "a confié à Gala Mara Lindqvist": the outlet the words went to, then the speaker's name
        if self.lex.code == "de":
            # "Liebe zu Ennesto Monté", "Ex von Helena Fürst": a noun, a particle, then a name of two words or more
            # ("Ursula von der Leyen", "Karl-Theodor zu Guttenberg" keep theirs: one word after the particles)
            of = next((p for p in range(i, j) if self._particle(toks[p])), None)
            if of is not None and of - i >= 2 and toks[of].low in _OF and toks[i].low in self.first_names:
                # "sagt Jacqueline Rioba von World Vision", "Anna Roth von Greenpeace": a first name and a surname,
                # then "von" and the body the person speaks for (a noble "von" follows one given name)
                j = of
            elif of == i + 1 and toks[i].text in self._nouns and toks[i].low not in self.first_names:
                # "ins Camp von Dadaab", "Freundschaften zu Intellektuellen": a noun the text governs by an article
                # or a preposition elsewhere, then a preposition: no name
                j = of
            cut = next((p + 1 for p in range(j - 3, i, -1) if self._particle(toks[p])), None)
            if cut is not None and all(toks[x].cap and not self._particle(toks[x]) for x in range(cut, j)):
                i = cut
        firsts = self.first_names
        if self.lex.code == "de" and j - i >= 2:
            # "Anna Roths Sprecher Jonas Brandt": a name in the genitive, a role, then the role's holder by name; no
            # holder named ("sagte Jonas Brandts Frau", "Anna Roths Manager"): someone's relation, nobody's name
            g = next((x for x in range(i + 1, j) if toks[x].low.endswith("s") and x + 1 < len(toks) and (
                self._role(toks[x + 1]) or toks[x + 1].low in self._kin
            ) and not text[toks[x].end : toks[x + 1].start].strip()), None)
            if g is not None and g + 2 < j and toks[g + 2].low in firsts:
                i = g + 2
            elif g is not None:
                return j, j
        if j - i >= 3 and (toks[i].low not in firsts or (
            i > 0 and toks[i - 1].low in _OF and toks[i].low in NON_PERSON
        )):
            # "la ministre des Sports Laura Flessel": a capitalised noun, then a first name opening the name ("la maire
            # de Paris Anne Hidalgo": a place after "de" that is a first name too)
            inner = next((x for x in range(i + 1, j - 1) if toks[x].low in firsts and toks[x].cap), None)
            if inner is not None:
                i = inner
        if j - i >= 3 and self._after_article(pi, i) or j - i == 2 and self._after_article(pi, i, two=True) and (
            toks[i].low not in self.first_names
        ):
            # "der deutsche Radprofi Simon Geschke": the noun the article governs, then the name; "der offenen Grenze
            # Spuren" are two nouns (a known first name after the article stays: "der junge Jonas Brandt")
            i += 1
            while j - i >= 3 and self._role(toks[i]):
                i += 1  # "Der Hamburger Datenschutzbeauftragte Johannes Caspar": the adjective, the role, the name
        return i, j

    def _role_tail(self, pi: int, i: int) -> bool:
        """German: token i is a name particle right after a role word, then a capitalised word that is no first name
        ("Chef de Mission Schimmelpfennig"): the particle and that noun complete the role, no name's ("Minister de
        Maizière", a particle and one word, and "von der Leyen", an article after the particle, are names)."""
        toks, text = self.toks[pi], self.masked[pi]
        return self.lex.code == "de" and 0 < i and i + 1 < len(toks) and self._particle(toks[i]) and (
            self._role(toks[i - 1]) and toks[i + 1].cap and toks[i + 1].low not in self.first_names
        ) and not (text[toks[i - 1].end : toks[i].start].strip() or text[toks[i].end : toks[i + 1].start].strip())

    def _after_article(self, pi: int, i: int, two: bool = False) -> bool:
        """German only: token i follows an article or possessive, at most three lower-case words (adjectives, a number)
        between ("der zweimalige spanische Tour-Sieger"), so it is a noun and no name's first word. ``two`` (a run of
        two words): no tag verb between ("Das bestätigte Ennesto Monté": "Das" is the object, the name follows)."""
        if self.lex.code != "de":
            return False
        toks, text = self.toks[pi], self.masked[pi]
        k = i - 1
        while k >= 0 and i - k <= 4 and not _NOT_SPACE_OR_HYPHEN.search(text[toks[k].end : toks[k + 1].start]):
            low = toks[k].low
            if low in self.lex.definite or low in self.lex.indefinite or low in self.lex.possessives:
                return True
            if toks[k].cap and not low.isdigit() or two and low in self.lex.tag_verbs:
                return False
            k -= 1
        return False

    def _name_after(self, pi: int, k: int, stop: int) -> str | None:
        """The name that starts right at token k (no punctuation before it): two or more name words, or one the
        article gave in full."""
        toks, text = self.toks[pi], self.masked[pi]
        if k >= len(toks) or toks[k].start >= stop or not toks[k].cap or text[toks[k - 1].end : toks[k].start].strip():
            return None
        a, b = self._run(pi, k)
        if b <= a or a != k or toks[b - 1].end > stop:
            return None
        name = self._name(pi, a, b)
        full = self.resolve(name)
        return full or (name if b - a >= 2 else None)

    def _name(self, pi: int, i: int, j: int) -> str:
        return self.masked[pi][self.toks[pi][i].start : self.toks[pi][j - 1].end].rstrip(".")

    def _surnames(self) -> None:
        """German: one-word surnames the article never gives in full ("Tobisch"), from the text alone, as German
        capitalises every noun: a word after a form of address ("Herr Tobisch"), or a word written at least three
        times, every time bare as a subject: opening its sentence before a lower-case word that is no plural verb
        ("Tobisch starb", not "Fehler passieren") or right after a lower-case verb ("spielte Tobisch"), at least
        once right after a tag verb ("erzählte Tobisch damals:"); never after an article, a possessive or a
        preposition, never inside a longer name run, and no word of the lexicon's lists or a known first name."""
        lex = self.lex
        if lex.code != "de":
            return
        seen: dict[str, int] = {}
        addressed: set[str] = set()
        tagged: set[str] = set()
        nouns: set[str] = set()
        determiners = lex.definite | lex.indefinite | lex.possessives
        for pi, toks in enumerate(self.toks):
            text = self.masked[pi]
            for k, t in enumerate(toks):
                if not t.cap or not t.text.isalpha() or len(t.text) < 3 or t.text.isupper():
                    continue
                prev = toks[k - 1] if k and not text[toks[k - 1].end : t.start].strip() else None
                nxt = toks[k + 1] if k + 1 < len(toks) and not text[t.end : toks[k + 1].start].strip() else None
                if prev is not None and prev.cap and prev.low not in lex.address_forms or nxt is not None and nxt.cap:
                    nouns.add(t.text)  # inside a longer run: a name of its own (read elsewhere) or a noun phrase
                    continue
                seen[t.text] = seen.get(t.text, 0) + 1
                if prev is not None and prev.low in lex.address_forms:
                    addressed.add(t.text)
                    continue
                opens = self._where(pi, k)[0] >= (toks[k - 1].end if k else 0)
                if opens and nxt is not None and not nxt.cap and not nxt.low.endswith("en") and (
                    nxt.low not in lex.plural_verbs
                ):
                    continue  # "Tobisch starb"
                if prev is not None and not prev.cap and not self._after_article(pi, k) and (
                    prev.low not in determiners and prev.low not in _PREPOSITIONS
                ):
                    if prev.low in lex.tag_verbs:
                        tagged.add(t.text)
                    continue  # "spielte Tobisch"
                nouns.add(t.text)  # anywhere else (after an article or a preposition, before a plural verb): no name
        for word in sorted(addressed | {w for w in tagged if seen[w] >= 3 and w not in nouns}):
            low = word.lower()
            if self._stopword(_Tok(0, 0, word)) or self._role(_Tok(0, 0, word)) or (
                low in self.first_names or low in lex.address_forms or low in _PREPOSITIONS or low in _PARTICLES
            ):
                continue
            self.full.append(word)
            self.tagged.add(word)

    def _learn(self) -> None:
        """Full names (two or more name tokens) and the role words written next to them."""
        self._surnames()
        for pi, toks in enumerate(self.toks):
            k = 0
            while k < len(toks):
                if not (toks[k].cap or self._particle(toks[k])):
                    k += 1
                    continue
                i, j = self._run(pi, k)
                if j - i >= 2 and toks[i].cap and all(not self._role(t) for t in toks[i:j]) and not all(
                    t.text.isupper() for t in toks[i:j]
                ):  # "INJERENCIA POLÍTICA": a heading in capitals, nobody's name
                    name = self._name(pi, i, j)
                    full = self.resolve(name) or name
                    if full == name and name not in self.full:
                        self.full.append(name)
                    # a preposition read from the name itself ("Sobre Rafael Ibarra, dijo"), a subordinating word only
                    # before the run ("Wenn Helmut Kohl emotional wurde, erinnerte er sich": an antecedent still)
                    self.mentions.append(Mention(pi, toks[i].start, toks[j - 1].end, full, *self._where(pi, i, k)))
                    self._roles_near(pi, k, i, j, full)
                    self._possessive_gender(pi, j, full)
                    self._feminine_noun(pi, i, full)
                    if (i and toks[i - 1].low in self.lex.tag_verbs and self._adjacent(pi, i - 1)) or (
                        j < len(toks) and toks[j].low in self.lex.tag_verbs and self._adjacent(pi, j - 1)
                    ):
                        self.tagged.add(full)
                    if AGE_AFTER.match(self.masked[pi], toks[j - 1].end):
                        self.aged.add(full)  # "Meinhard Schroeder (76) hat …": an age in brackets, a person's
                elif j - i == 1 and toks[i].cap and len(toks[i].text) > 1:
                    one = self.resolve(self._name(pi, i, j))
                    if one is None and i and self._role(toks[i - 1]) and not self.masked[pi][
                        toks[i - 1].end : toks[i].start
                    ].strip() and (j == len(toks) or not toks[j].cap) and (
                        self.lex.code != "de" or toks[i - 1].cap
                    ) and not self._apposition_role(pi, i - 1):
                        # "Sohn Trey (26)": a one-word name given with a role (a German role word in lower case is an
                        # adjective, "der 28-jährige Sudanese": the noun after it is no name)
                        one = self._name(pi, i, j)
                        self.full.append(one)
                        self.tagged.add(one)
                    if one:  # where from the name itself: "de Granda" follows a preposition, though the run began at it
                        self.mentions.append(Mention(pi, toks[i].start, toks[i].end, one, *self._where(pi, i, k)))
                        self._roles_near(pi, k, i, j, one)
                k = max(j, k + 1)

    def _apposition_role(self, pi: int, r: int) -> bool:
        """German: the role word at token r opens an apposition to the name right before its comma ("sagt Markus
        Steilemann, Vorstandsvorsitzender Covestro"): the one word after it is the body that person serves, no name."""
        toks, text = self.toks[pi], self.masked[pi]
        return self.lex.code == "de" and r >= 2 and toks[r - 1].cap and not self._role(toks[r - 1]) and (
            text[toks[r - 1].end : toks[r].start].strip() == ","
        ) and toks[r - 1].low not in self.lex.stop

    def _letters_after(self, pi: int, i: int, j: int, stop: int) -> str | None:
        """A body's letters right after the article at token i, ending the tag before ``stop`` ("teilte der ADAC mit",
        "a indiqué la SNCF"): token j = i + 1 is an acronym, nothing but spaces between, and no capitalised word after
        it in the tag; those letters, else None."""
        toks, text = self.toks[pi], self.masked[pi]
        if j != i + 1 or j >= len(toks) or toks[j].start >= stop or not _acronym(toks[j].text.rstrip(".")):
            return None
        if text[toks[i].end : toks[j].start].strip() or (
            j + 1 < len(toks) and toks[j + 1].start < stop and toks[j + 1].cap
        ):
            return None
        return toks[j].text.rstrip(".")

    def _adjacent(self, pi: int, k: int) -> bool:
        """Tokens k and k + 1 of paragraph pi are in one sentence: no full stop on k, nothing but spaces between (a
        tag verb closing the sentence before, "“…”, dijo. Bodega Santa Rita sirvió la cena", tags no name)."""
        toks = self.toks[pi]
        return not toks[k].text.endswith(".") and not self.masked[pi][toks[k].end : toks[k + 1].start].strip()

    def _confirm(self) -> None:
        """A full name is a person's when its first word is a known first name, the article later uses its last word
        alone ("Orellana", "Berríos"), or a role word was written next to it; an organisation ("Compañía de Jesús",
        "T13 Noche") is none of these."""
        firsts = self.first_names
        # a German noun alone is no surname ("Grenze" would confirm "Überqueren der Grenze")
        short = {m.name for m in self.mentions if m.end - m.start < len(m.name) and self._opens(m)}
        bare: frozenset[str] = frozenset()
        if self.lex.code == "de":
            short = set()
            bare = self._bare_subjects()
        for full in self.full:
            words = full.split()
            if words[0].lower() in firsts or full in short or full in self.tagged or full in self.aged or any(
                r[3] == full for r in self.roles
            ) or len(words) == 2 and (words[0] in bare or words[1] in bare):
                self.persons.add(full)

    def _governed(self) -> frozenset[str]:
        """German: the capitalised words the text writes at least once after an article, a possessive, a negative
        article or a preposition ("das Handy", "ins Camp", "ihre Freundschaften"): nouns, whatever else they do."""
        lex = self.lex
        before = lex.definite | lex.indefinite | lex.possessives | lex.negative_articles | _PREPOSITIONS | (
            lex.noun_markers
        )
        nouns: set[str] = set()
        for pi, toks in enumerate(self.toks):
            for k, t in enumerate(toks):
                if t.cap and k and (toks[k - 1].low in before or self._after_article(pi, k)):
                    nouns.add(t.text)
        return frozenset(nouns)

    def _bare_subjects(self) -> frozenset[str]:
        """German: capitalised words the text writes alone as the subject opening a sentence (or a clause after a
        colon), before a lower-case word that is no plural verb and no function word but a singular finite verb
        ("Napua lebt mit ihrer Familie", "Saharo ist froh", "Mazzucotelli wundert sich"), and never as a noun (after
        an article, a possessive, a negative article or a preposition): a given name or a surname written alone
        ("Napua Nameyan", "Stéphane Mazzucotelli") where a pair of nouns is not ("Handy Geld": "das Handy")."""
        lex = self.lex
        opening: set[str] = set()
        for pi, toks in enumerate(self.toks):
            text = self.masked[pi]
            for k, t in enumerate(toks):
                if not t.cap or not t.text.isalpha() or len(t.text) < 3 or t.text.isupper() or t.text in self._nouns:
                    continue
                prev = toks[k - 1] if k else None
                nxt = toks[k + 1] if k + 1 < len(toks) and not text[t.end : toks[k + 1].start].strip() else None
                starts = prev is None or self._where(pi, k)[0] >= prev.end or text[prev.end : t.start].strip() == ":"
                if starts and nxt is not None and not nxt.cap and not nxt.low.endswith("en") and (
                    nxt.low not in lex.plural_verbs and nxt.low not in lex.stop or nxt.low in lex.singular_finite
                ):
                    opening.add(t.text)
        return frozenset(w for w in opening if not (
            self._stopword(_Tok(0, 0, w)) or self._role(_Tok(0, 0, w)) or w.lower() in lex.address_forms
            or w.lower() in _PREPOSITIONS or w.lower() in _PARTICLES
        ))

    def _unnamed(self) -> None:
        """Unnamed people who open a sentence ("Eine Frau kommt von der französischen Seite", "Un proche du couple
        raconte"): a later "sie"/"il" may be them."""
        lex = self.lex
        kin = lex.female_words | lex.male_words | lex.spouse_words | lex.anonymous_sources | lex.roles
        for pi, toks in enumerate(self.toks):
            for k, t in enumerate(toks):
                if t.low in lex.possessives and k + 1 < len(toks) and (
                    toks[k + 1].low in kin or lex.code == "de" and self._role(toks[k + 1])
                ) and not (k and toks[k - 1].start >= self._where(pi, k)[0]):
                    # "Ihre Tochter auch.", "Su hija también.": someone's relation opens a sentence; another person of
                    # the story from here on (a rival for a later pronoun or untagged tag, never a speaker by itself)
                    end = toks[k + 1].end
                    self.mentions.append(Mention(pi, t.start, end, self.masked[pi][t.start : end], t.start, False))
                    continue
                plain = (lex.female_words | lex.male_words) - frozenset(lex.descriptors)
                if t.low in lex.definite and k + 1 < len(toks) and (
                    toks[k + 1].low in plain or toks[k + 1].low in lex.non_person
                ) and not (k and toks[k - 1].start >= self._where(pi, k)[0]):
                    # "Der Mann veröffentlicht regelmäßig …": a person of the story not named, opening a sentence (a
                    # rival for a later "er", never a speaker by itself; "Die Sängerin" is an epithet, no such rival);
                    # so is a body named by its kind ("La fiscalía abrió una investigación. “…”, indicó.", "La police
                    # est intervenue. « … », a-t-elle assuré.": the body may be who speaks)
                    end = toks[k + 1].end
                    self.mentions.append(Mention(pi, t.start, end, self.masked[pi][t.start : end], t.start, False))
                    continue
                if t.low not in lex.indefinite:
                    continue
                sentence, _ = self._where(pi, k)
                if k and toks[k - 1].start >= sentence:  # a word before it in its sentence
                    continue
                phrase = self._noun_phrase(pi, k, len(self.masked[pi]))
                if phrase:
                    self.mentions.append(Mention(pi, t.start, t.start + len(phrase), phrase, sentence, False))
                    self.persons.add(phrase)
        self.mentions.sort(key=lambda m: (m.para, m.start))

    def _opens(self, m: Mention) -> bool:
        """The mention opens its sentence, after at most a short lead-in and a comma ("Posteriormente, Berríos")."""
        text = self.masked[m.para]
        lead = text[m.sentence : m.start].strip()
        return not lead or (lead.endswith(",") and len(lead.split()) <= 3 and not m.after_preposition)

    def _where(self, pi: int, k: int, sub_k: int | None = None) -> tuple[int, bool]:
        """Where the sentence of the run at token k starts, and whether the run is no main-clause subject: after a
        preposition, or after a subordinating word of its sentence ("es que Vladimir Putin ha adquirido")."""
        toks, ends = self.toks[pi], self._ends[pi]
        n = bisect_right(ends, toks[k].start)
        start = ends[n - 1] if n else 0
        lead = [t.low for t in toks[bisect_left(self._starts[pi], start, 0, k) : k]]
        sub_lead = lead if sub_k is None else lead[: max(0, sub_k - (k - len(lead)))]
        verb = toks[k - 1].low if k else ""
        if self.lex.code == "de" and k >= 2 and len(sub_lead) == len(lead) and not toks[k - 1].cap and (
            verb in self.lex.tag_verbs or verb not in self.lex.stop and verb not in self.lex.tag_adverbs
        ) and re.search(r"[,\u2013\u2014]", self.masked[pi][toks[k - 2].end : toks[k - 1].start]):
            # German puts the verb second: after a clause closed by a comma or a dash, a verb (no function word: ",
            # dass Lucke", ", wie Anna Roth") and then the name is the main clause's subject ("Noch bevor sie …
            # abgeschlossen hatte, schaffte Tobisch den Sprung", "…, damit es besser werde, sagte Dolzer")
            sub_lead = []
        subs = self.lex.subordinators
        # (German "nach Kakuma", "ins Camp": the noun markers are prepositions too)
        after_prep = bool(lead and (lead[-1] in _PREPOSITIONS or lead[-1] in self.lex.noun_markers)) or (
            len(lead) >= 2 and lead[-1] in self.lex.definite and lead[-2] in _PREPOSITIONS
        ) or (  # "la presidenta de la Liga Argentina"; "directora de la empresa AEI Spaces": a body's kind between
            len(lead) >= 2 and lead[-1] in self.lex.non_person and (lead[-2] in _PREPOSITIONS or (
                len(lead) >= 3 and lead[-2] in self.lex.definite and lead[-3] in _PREPOSITIONS
            ))
        )
        return start, after_prep or any(w in subs or _elided(w) in subs for w in sub_lead)

    def _subject(self, m: Mention) -> bool:
        """A person named first in their sentence, after no preposition: whom the sentence is about."""
        if m.name not in self.persons or m.after_preposition:
            return False
        known = self._subjects.get(m)
        if known is None and self._closing_subject(m):
            known = self._subjects[m] = True
        if known is None:  # nobody else named earlier in its sentence
            lo, hi = bisect_left(self._keys, (m.para, m.sentence)), bisect_left(self._keys, (m.para, m.start))
            # (a place or a body a preposition governs before it is no rival subject: "El presidente de la CAE de
            # Cerro Largo, John Kennedy Rodríguez, comentó")
            known = self._subjects[m] = all(o.name == m.name or o.name not in self.persons and o.after_preposition
                                            for o in self.mentions[lo:hi])
        return known

    def _closing_subject(self, m: Mention) -> bool:
        """German: the mention is the subject of a tag verb that closes its sentence after a comma ("Er finde es
        verwunderlich, dass Lucke gegangen sei, sagte Dolzer"): the words before the comma are that person's report, so
        a name in them is no rival subject."""
        if not self.lex.verb_second:
            return False
        toks, text = self.toks[m.para], self.masked[m.para]
        k = bisect_left(self._starts[m.para], m.start)
        return 2 <= k < len(toks) and toks[k - 1].low in self.lex.tag_verbs and not toks[k - 1].cap and (
            "," in text[toks[k - 2].end : toks[k - 1].start]
        )

    def _subjects_back(self, pi: int, pos: int) -> Iterator[Mention]:
        """The subjects (see _subject) before (pi, pos) in its paragraph and the TOPIC_PARAGRAPHS before it, last
        first."""
        lo = bisect_left(self._keys, (pi - TOPIC_PARAGRAPHS, -1))
        hi = bisect_left(self._keys, (pi, pos))
        idx = self._subject_idx
        for n in reversed(range(bisect_left(idx, lo), bisect_left(idx, hi))):
            yield self.mentions[idx[n]]

    def mentions_between(self, a: tuple[int, int], b: tuple[int, int]) -> bool:
        """Someone is named strictly between positions a and b."""
        return bool(self._between(a, b))

    def only_mentioned(self, a: tuple[int, int], b: tuple[int, int], who: str) -> bool:
        """Nobody but ``who`` is named between a and b."""
        return all(m.name == who for m in self._between(a, b))

    def _between(self, a: tuple[int, int], b: tuple[int, int]) -> list[Mention]:
        """The mentions strictly after position a and before position b."""
        return self.mentions[bisect_right(self._keys, a) : bisect_left(self._keys, b)]

    def _give(self, pi: int, role: _Tok, full: str) -> None:
        """``full`` is given the role word ``role`` (a token of paragraph ``pi``), and the gender it tells: the word's
        own ("chanteuse", "Sängerin", "actor") or, for a word of either gender ("cantante", "periodista"), the singular
        article written right before it ("la cantante", "el periodista"; not for [people] epicene words: "la star")."""
        self.roles.append((pi, role.start, self._role_key(role), full))
        lex, toks = self.lex, self.toks[pi]
        low = ELIDED_CLITIC.sub("", role.low) if lex.code == "fr" else role.low
        gender = "f" if low in lex.female_words else "m" if low in lex.male_words else None
        if gender is None:
            n = bisect_left(self._starts[pi], role.start)
            art = toks[n - 1] if n and not self.masked[pi][toks[n - 1].end : role.start].strip() else None
            elided = _ELIDED_ARTICLE.match(role.low) is not None  # "l'actrice": no gender in the article
            if art is not None and not elided and low not in lex.epicene:
                gender = "f" if art.low in lex.female_articles else "m" if art.low in lex.male_articles else None
        if gender is not None:
            known = self.role_genders.get(full)
            self.role_genders[full] = gender if known in (None, gender) else "?"

    def _possessive_gender(self, pi: int, j: int, full: str) -> None:
        """German: a name (ending at token j) right before a possessive of one gender, or before a lower-case verb and
        one, a preposition at most between ("hält Napua Nameyan ihre Tochter", "Kofi Mensah lebt mit seiner
        Familie"), nothing but spaces between: the gender it tells, as a role word's (two that disagree tell none)."""
        lex, toks, text = self.lex, self.toks[pi], self.masked[pi]
        if not (lex.female_possessives or lex.male_possessives):
            return
        k = j
        if k < len(toks) and not toks[k].cap and toks[k].low not in lex.possessives and toks[k].low not in lex.stop:
            k += 1  # the verb ("lebt"; a function word, "und", ends the reading)
        if k < len(toks) and toks[k].low in _PREPOSITIONS | lex.noun_markers:
            k += 1
        if k >= len(toks) or any(text[toks[x - 1].end : toks[x].start].strip() for x in range(j, k + 1)):
            return  # punctuation between ("Anna Roth, ihre Freundin"): no telling
        low = toks[k].low
        gender = "f" if low in lex.female_possessives else "m" if low in lex.male_possessives else None
        if gender is not None:
            known = self.role_genders.get(full)
            self.role_genders[full] = gender if known in (None, gender) else "?"

    def _feminine_noun(self, pi: int, i: int, full: str) -> None:
        """German: a name (from token i) right after a feminine article and a capitalised noun of the feminine "-in"
        ending, spaces only between ("die Bloggerin Ana Siú", "die Frauenrechtlerin X"): a woman, as a role word's
        gender tells (a noun of no role list; "er" never names her)."""
        lex, toks, text = self.lex, self.toks[pi], self.masked[pi]
        if lex.code != "de" or i < 2 or text[toks[i - 2].end : toks[i].start].strip(" ") != toks[i - 1].text:
            return
        noun, art = toks[i - 1], toks[i - 2]
        if art.low in lex.female_articles and noun.cap and noun.low.endswith("in") and len(noun.low) > 5 and (
            noun.low not in self.first_names
        ):
            known = self.role_genders.get(full)
            self.role_genders[full] = "f" if known in (None, "f") else "?"

    def _roles_near(self, pi: int, k: int, i: int, j: int, full: str) -> None:
        toks, text = self.toks[pi], self.masked[pi]
        for t in toks[k:i]:  # "El Presidente Gabriel Boric", "Innenminister Klaus Roth"
            if self._role(t):
                self._give(pi, t, full)
        if k == i and i and self._role(toks[i - 1]) and not text[toks[i - 1].end : toks[i].start].strip() and not (
            toks[i - 1].text.endswith(".") and toks[i - 1].low not in self.lex.abbreviations
        ):  # (a sentence's full stop after the role: "Anna Roth war Sängerin. Paul Weber auch." gives Paul no role)
            self._give(pi, toks[i - 1], full)  # "la chercheuse X"
        lead = toks[bisect_left(self._starts[pi], self._where(pi, k)[0], 0, k) : k]
        if len(lead) >= 2 and lead[0].low in self.lex.definite and self._role(lead[1]) and (
            text[lead[-1].end : toks[k].start].strip() == ","
        ) and not any(m.para == pi and lead[1].start < m.start < toks[k].start for m in self.mentions):
            # "El periodista ruso ..., X" (not a later name of the sentence: "Le ministre de l'Intérieur, Gérald
            # Darmanin, … avec la maire, Michèle Rubirola" gives Rubirola no "ministre")
            self._give(pi, lead[1], full)
        else:
            role = self._role_before(pi, lead)
            if role is not None:
                self._give(pi, role, full)
        after = text[toks[j - 1].end : toks[j - 1].end + 120]
        app = re.match(r"\s*(?:\(\d+\))?\s*,\s*([^,.;:]{1,90})", after)
        words = _TOKEN.findall(app.group(1)) if app else []
        if any(w.lower() in self.lex.tag_verbs for w in words):
            words = []  # "Consultada sobre Rafael Ibarra, la actriz dijo": a clause of its own, no apposition
        if app:  # "Silvina del Pópolo, directora de ...", "Claire Vasseur (2), chercheuse ..."
            for w in words[:8]:
                low = w.lower()
                if low in _PREPOSITIONS and low not in _OF:
                    break  # "X, s'est rendu à Marseille avec la maire": a role after it is someone else's
                if low in self.lex.descriptors:
                    self.roles.append((pi, toks[j - 1].end, self.lex.descriptors[low], full))
                elif low in self.lex.roles:
                    self.roles.append((pi, toks[j - 1].end, low, full))

    def _role_before(self, pi: int, lead: list[_Tok]) -> _Tok | None:
        """The role word of a definite role phrase written right before a name, inside its sentence: set off by a
        comma ("Ayer el presidente de Argentina, Julio Ramos, viajó", "der Bürgermeister von Kleinstadt, Klaus
        Henning,", "El nuevo presidente, Julio Ramos") or, in Spanish, with one adjective after the role ("el
        presidente argentino Julio Ramos"). The phrase holds no other punctuation, no tag verb and no capitalised
        word before its role (after it only its "de"/"von" complement); else None."""
        if not lead:
            return None
        text, lex = self.masked[pi], self.lex
        end = lead[-1].end
        rest = text[end : end + 3]
        comma = rest.lstrip().startswith(",")
        if not comma and (lex.code != "es" or rest[:1] != " " or len(lead) < 3 or lead[-1].cap or self._role(
            lead[-1]
        ) or self._stopword(lead[-1]) or lead[-1].low in _PREPOSITIONS or self._particle(lead[-1])):
            return None
        if not comma:  # "el presidente argentino Julio Ramos": the article, the role, one adjective
            art, role = lead[-3], lead[-2]
            if art.low in lex.definite and self._role(role) and not re.search(
                r"[^\s]", text[art.end : role.start] + text[role.end : lead[-1].start]
            ):
                return role
            return None
        for d in range(len(lead) - 2, max(-1, len(lead) - 10), -1):
            if re.search(r"[^\s'’-]", text[lead[d].end : lead[d + 1].start]):
                return None  # punctuation inside the phrase: no one phrase
            if lead[d].low not in lex.definite:
                continue
            r = d + 1 if self._role(lead[d + 1]) else d + 2  # (one adjective between: "El nuevo presidente")
            if r >= len(lead) or not self._role(lead[r]) or r == d + 2 and (lead[d + 1].cap or self._stopword(
                lead[d + 1]
            )):
                continue  # ("de la Nación": an article of the complement)
            tail = lead[r + 1 :]
            if tail and (tail[0].low not in _OF and tail[0].low not in _PREPOSITIONS or any(
                t.low in lex.tag_verbs for t in tail
            )):
                return None  # "el presidente visitó X, …" or any word but a complement after the role
            return lead[r]
        return None

    def _role_key(self, t: _Tok) -> str:
        low = ELIDED_CLITIC.sub("", t.low) if self.lex.code == "fr" else t.low
        if low in self.lex.descriptors:
            return self.lex.descriptors[low]  # "die Sängerin Anna Roth" … "erklärt die Musikerin": one class, "singer"
        if low in self.lex.roles:
            return low
        tail = low.rsplit("-", 1)[-1]
        return next((r for r in sorted(self.lex.roles, key=len, reverse=True) if tail.endswith(r)), low)

    def resolve(self, name: str) -> str | None:
        """A short name as the article first gave it in full ("Berríos" -> "Felipe Berríos")."""
        if name in self.full:
            return name
        words = _plain(name).split()
        for full in self.full:
            fw = _plain(full).split()
            if len(fw) > len(words) and (fw[-len(words) :] == words or fw[: len(words)] == words):
                return full
        return None

    # -- the person the story is about -------------------------------------------------------------------------------

    def _gender(self, name: str) -> str | None:
        words = name.lower().split()
        if words[0] in self.lex.indefinite | self.lex.possessives | self.lex.definite:  # "eine Frau", "ihr Mann"
            if any(w in self.lex.female_words for w in words):
                return "f"
            return "m" if any(w in self.lex.male_words for w in words) else None
        plain = _plain(words[0])  # "Penélope": a listed name but for its accents, as self.first_names reads it
        female = words[0] in self.lex.female_names or plain in self.lex.female_names
        male = words[0] in self.lex.male_names or plain in self.lex.male_names
        if female != male:
            return "f" if female else "m"
        # "Jean": a man in French, a woman in English (no telling); a first name of no list: the role words given
        # ("La chanteuse Mara Lindqvist" is a woman)
        given = self.role_genders.get(self.resolve(name) or name)
        return given if given in ("f", "m") and not (female and male) else None

    def topic(self, pi: int, pos: int, prev: tuple[int, int, str] | None, gender: str | None = None,
              dropped: bool = False) -> str | None:
        """Whoever the copy is about at (pi, pos): the previous quote's speaker when nobody else was named since (up to
        two paragraphs back), else the last person named first in a sentence of this paragraph or the one before;
        with ``gender`` (from "er", "elle"), never someone known to be of the other. ``dropped``: for a tag that
        writes no subject ("indicó"), in a language that drops it, a name governed by a preposition is no rival."""
        def fits(name: str) -> bool:
            g = self._gender(name)
            return gender is None or g is None or g == gender

        # a written-out subject ("er", "elle") may be anyone named since; Spanish writes none ("indicó"), and the
        # subject it drops is the last subject's, never a name governed by a preposition ("apoyo a Sandra Quiñónez")
        objects_count = not (dropped and self.lex.pro_drop and gender is None)

        # the last subject of the window that fits
        last = next((m for m in self._subjects_back(pi, pos) if fits(m.name)), None)
        if dropped and self.lex.pro_drop and gender is None:
            found, who = self.role_topic(pi, pos, last)
            if found:
                return who
        if prev is not None and prev[0] >= pi - TOPIC_PARAGRAPHS and fits(prev[2]):
            # a name since the previous quote, a person or a subject of the pronoun's gender: another antecedent
            between = [m for m in self._between((prev[0], prev[1]), (pi, pos))
                       if m.name in self.persons and objects_count or fits(m.name) and not m.after_preposition]
            if all(m.name == prev[2] for m in between):
                return prev[2]
        if last is None:
            return None
        if gender is not None and self._gender(last.name) is None and any(
            self._gender(m.name) == gender for m in self._subjects_back(pi, pos) if m.name != last.name
        ):
            return None  # "sie" after a subject of unknown gender, with a known woman just before: no telling
        if any(m.name != last.name and (m.name in self.persons and objects_count or not m.after_preposition) and fits(
            m.name
        ) for m in self._between((last.para, last.start), (pi, pos))):
            return None  # another person of the pronoun's gender named since the antecedent: ambiguous, no guess
        return last.name

    def role_topic(self, pi: int, pos: int, last: Mention | None = None) -> tuple[bool, str | None]:
        """For a tag that writes no subject at (pi, pos): (True, who) when the last sentence's subject was a definite
        role phrase written after the last person named first in a sentence (``last``), who being the one person
        given that role before, None for two; (False, None) when there is no such role or nobody was given it."""
        role = self._role_subject(pi, pos)
        if role is None or last is not None and (last.para, last.start) > (pi, role[0]):
            return False, None
        # "…, el fiscal general lamentó el asesinato. “…”, indicó.": the role that was the last subject, so the one
        # person given it before (two holders: no telling, never the last name instead; nobody given it: an epithet
        # of the story's person, "El experto también dijo …", read as before)
        held = [r for r in self.roles if r[2] == role[1] and (r[0], r[1]) < (pi, role[0])]
        given = {r[3] for r in held}
        if len(given) > 1:
            # two holders of "fiscal": the one given the role with the word written after it here too ("el fiscal
            # general de Colombia, X" … "el fiscal general lamentó"), when only one was
            word = self._word_after(pi, role[0])
            given = {r[3] for r in held if word is not None and self._word_after(r[0], r[1]) == word}
            return True, given.pop() if len(given) == 1 else None
        return (True, given.pop()) if given else (False, None)

    def _word_after(self, pi: int, off: int) -> str | None:
        """The lower-case word right after the token at offset off of paragraph pi (spaces only between), else None."""
        toks, text = self.toks[pi], self.masked[pi]
        k = bisect_left(self._starts[pi], off)
        if k + 1 >= len(toks) or toks[k].start != off or toks[k + 1].cap or (
            text[toks[k].end : toks[k + 1].start].strip()
        ):
            return None
        return toks[k + 1].low

    def _role_subject(self, pi: int, pos: int) -> tuple[int, str] | None:
        """A definite role phrase that is the subject of the last sentence before offset pos in paragraph pi: at that
        sentence's start (after adverbs only) or after a comma, the role then a lower-case word that is no
        complement ("el fiscal general lamentó", not "el fiscal de Colombia"); (its offset, role key), else None."""
        toks, text, lex = self.toks[pi], self.masked[pi], self.lex
        ends = [e for e in self._ends[pi] if e <= pos]
        if not ends or text[ends[-1] : pos].strip(" \t" + ALL_MARKS):
            return None  # the quote does not open its sentence right after one
        start = ends[-2] if len(ends) >= 2 else 0
        sent = list(range(bisect_left(self._starts[pi], start), bisect_left(self._starts[pi], ends[-1])))
        found = None
        for k in sent[:-2]:
            t, role, nxt = toks[k], toks[k + 1], toks[k + 2]
            gap = text[toks[k - 1].end : t.start] if k and k - 1 in sent else ""
            lead_in = all(toks[x].low in lex.tag_adverbs for x in range(sent[0], k))  # ("Luego el ministro")
            if t.low in lex.definite and (lead_in or "," in gap) and self._role(role) and not nxt.cap and (
                nxt.low not in _OF and nxt.low not in _PREPOSITIONS
            ) and not re.search(r"[^\s\w]", text[t.end : nxt.start]):
                found = (role.start, self._role_key(role))
        return found

    def _sole(self, name: str | None, gender: str | None = None) -> bool:
        """``name`` is the only person the last paragraphs are about (the subjects of their sentences); with ``gender``
        ("der 46-Jährige"), the only one not known to be of the other gender."""
        pi, pos, _ = self.at
        if name is None:
            return False
        subjects = (m for m in self._subjects_back(pi, pos) if gender is None or self._gender(m.name) in (None, gender))
        first = next(subjects, None)  # none: nobody is; another name: not the only one
        return first is not None and first.name == name and all(m.name == name for m in subjects)

    def pronoun_topic(self, low: str) -> str | None:
        """The topic at the quote being read, of the pronoun's gender."""
        gender = "m" if low in self.lex.male_pronouns else "f" if low in self.lex.female_pronouns else None
        return self.gender_topic(gender)

    def gender_topic(self, gender: str | None) -> str | None:
        """The person a pronoun of ``gender`` names at the quote being read (see topic: none of the other gender, and
        nobody when a person of unknown gender follows a known one of the pronoun's, or two of its gender compete):
        the one reading of a subject pronoun, written ("dijo ella", "sagte sie") or inverted ("a-t-elle", "dit-il")."""
        pi, pos, prev = self.at
        return self.topic(pi, pos, prev, gender)

    # -- tags --------------------------------------------------------------------------------------------------------

    def _subject_at(self, pi: int, i: int, stop: int, topic: str | None, single_ok: bool = True,
                    story: bool = True) -> tuple[bool, str | None]:
        """The subject that starts at token i (before offset stop): (found a subject slot, speaker). ``single_ok``:
        a one-word name nobody was given in full counts (right after a tag verb only)."""
        toks, text = self.toks[pi], self.masked[pi]
        lex = self.lex
        while i < len(toks) and toks[i].start < stop and (toks[i].low in lex.tag_adverbs or toks[i].low == "à" or (
            i > 0 and toks[i - 1].low == "à" and _ELIDED_ARTICLE.match(toks[i].low) and toks[i].text[2:3].isupper()
        ) or toks[i].low in lex.adverb_determiners and i + 1 < len(toks) and toks[i + 1].low in lex.tag_adverbs):
            i += 1  # (and the body after "à l'": "a déclaré à l'AFP Léa Morin"; "este martes")
        if i > 0 and toks[i - 1].low == "à":
            past = self._past_outlet(pi, i, stop)  # "a confié à Paris Match Jean Dupont": the words went to the outlet
            if past != i and (past >= len(toks) or toks[past].start >= stop):
                return True, None  # "« … », a confié à Gala.": the outlet is no speaker, and none is written
            i = past
        past = self._past_adverb_phrase(pi, i, stop)
        if past != i:
            return self._subject_at(pi, past, stop, topic, single_ok, story)  # "opina en cambio Sergi González"
        if i >= len(toks) or toks[i].start >= stop:
            return True, topic  # "«…», a-t-il ajouté." / "“…”, dijo." : no subject written
        t = toks[i]
        if t.low in lex.tag_pronouns:
            return True, self.pronoun_topic(t.low)
        if not t.cap and t.low in _PREPOSITIONS and not (
            self._particle(t) and i + 1 < len(toks) and toks[i + 1].cap
        ):
            k = self._past_phrase(pi, i, stop)
            if k is None:
                return True, topic  # "“…”, dijo a la red Erbol": no subject written (but "detalló del Pópolo")
            # "dijo a Clarín el abogado …", "a confié au Parisien son agent": the subject after the phrase, never the
            # story's person
            found, who = self._subject_at(pi, k, stop, None, single_ok, story=False)
            return True, who if found else None
        if not t.cap and t.low in lex.anonymous_sources and t.low.endswith(("s", "n")) and t.low not in lex.stop:
            # "fuentes de Montecon dijeron", "Quellen aus dem Umfeld": unnamed sources, as written
            return True, self._noun_phrase(pi, i, stop, head=True)
        if _ELIDED_ARTICLE.match(t.low) and (ELIDED_CLITIC.sub("", t.low) in lex.anonymous_sources or (
            ELIDED_CLITIC.sub("", t.low) in lex.indefinite
        )):
            # "assure l'entourage du chanteur", "glisse l'un de ses proches": unnamed, as written
            return True, self._noun_phrase(pi, i, stop, head=ELIDED_CLITIC.sub("", t.low) in lex.anonymous_sources)
        if lex.pro_drop and not t.cap and t.low not in lex.definite and t.low not in lex.stop:
            return True, topic  # "“…”, dijo refiriéndose a …"
        if t.low in lex.indefinite:
            phrase = self._noun_phrase(pi, i, stop)
            return True, phrase  # "un proche d'Edouard Philippe", "ein junger Polizist" (None: no such phrase)
        if t.low in lex.possessives:
            if i + 1 < len(toks) and toks[i + 1].start < stop and toks[i + 1].low in lex.circle_words and not (
                text[t.end : toks[i + 1].start].strip()
            ):
                # "selon son entourage", "explican sus allegados": someone's circle, an unnamed source as written
                return True, self._noun_phrase(pi, i, stop, head=True)
            # "sagt unsere Vorsitzende Pamela Rendi-Wagner": a name after the role; "dijo su madre": someone's
            # relation, never the person the story is about
            j = i + 1
            while j < len(toks) and toks[j].start < stop and not toks[j].cap and not self._role(toks[j]) and (
                j - i <= 2 and (lex.code == "de" or not self._kin_word(toks[j].low))
            ):
                j += 1
            if j < len(toks) and toks[j].start < stop and (self._role(toks[j]) or lex.code == "de" and toks[j].cap or (
                lex.code != "de" and self._kin_word(toks[j].low)
            )):
                # (a relation, then the name: "a souligné son compagnon Paul Ardent", "aseguró su exmarido, Pedro
                # Gómez"; or the name set off by a comma that ends the tag: "indique son avocat, Me Paul Ardent")
                return True, self._name_after(pi, j + 1, stop) or self._comma_name(pi, j + 1, stop)
            return True, None
        elided = bool(_ELIDED_ARTICLE.match(t.low)) and self._role(t)  # "a réagi l'actrice": article and role
        # "martèle l'ancien ministre", "l'actuel président": the article written onto an adjective, then the role
        adj = ELIDED_CLITIC.sub("", t.low) if _ELIDED_ARTICLE.match(t.low) else ""
        adjective = not elided and (adj in lex.male_adjectives or adj in lex.female_adjectives) and (
            i + 1 < len(toks) and toks[i + 1].start < stop and self._role(toks[i + 1])
        ) and not text[t.end : toks[i + 1].start].strip()
        adj_gender = ("f" if adj in lex.female_adjectives else "m") if adjective else None
        if elided or adjective or t.low in lex.definite or t.low.endswith("'") or t.low in ("l'", "l\u2019"):
            j = i if elided else i + 1
            while not elided and j < len(toks) and toks[j].start < stop and (
                not toks[j].cap or toks[j].low in lex.stop_caps and not t.cap
            ) and (not self._role(toks[j]) and toks[j].low not in lex.tag_verbs) and j - i <= 2:
                j += 1  # "la jeune actrice", "le Premier ministre" (a word never a name's first, capitalised)
            if lex.code == "fr" and j == i + 1 and t.text[:1].isupper() and j < len(toks) and toks[j].start < stop and (
                toks[j].cap and not self._role(toks[j])
            ):
                # "écrit Le Canard enchaîné", "révèle Le Monde": a capitalised article mid-sentence opens a paper's
                # title, its speaker as written (up to the tag's end: a comma or the sentence's)
                end = min((m.start() for m in re.finditer(r"[,;:.]", text[t.start : stop])), default=stop - t.start)
                title = text[t.start : t.start + end].strip()
                return True, title if len(title.split()) <= 4 else None
            if lex.code == "de" and j < len(toks) and toks[j].start < stop and toks[j].cap and not self._role(toks[j]):
                named = self._name_after(pi, j + 1, stop)
                if named is None and j + 3 < len(toks) and toks[j + 1].low in lex.and_words and toks[j + 2].cap and (
                    toks[j + 3].start < stop and not re.search(r"[^\w\s-]", text[toks[j].end : toks[j + 2].end])
                ):
                    # "so die Frauenrechtlerin und Pädagogin María Teresa Blandón": two nouns of one person
                    named = self._name_after(pi, j + 3, stop)
                if named is not None:
                    return True, named  # "schrieb der deutsche Radprofi Simon Geschke"
                letters = self._letters_after(pi, i, j, stop)
                if letters is not None:
                    return True, letters  # "schrieb der AStA auf Twitter", "teilte der ADAC mit", "so der ADAC"
                body = self._body_phrase(pi, i, stop) if j == i + 1 else None
                if body is not None:
                    return True, body  # "teilte das Präsidialamt in Seoul am Dienstag mit": the body, as written
                if j == i + 1 and toks[j].low in lex.party_nicknames and t.low in lex.definite and not (
                    j + 1 < len(toks) and toks[j + 1].start < stop and toks[j + 1].cap
                ):
                    return True, text[t.start : toks[j].end].rstrip(".")  # "kritisieren die Blauen": as written
            if lex.code != "de" and t.low in lex.definite and (letters := self._letters_after(pi, i, j, stop)):
                return True, letters  # "Según informó la DGSA", "« … », a indiqué la SNCF": as in German
            if j < len(toks) and toks[j].start < stop and self._role(toks[j]):
                k = j + 1
                while k < len(toks) and toks[k].start < stop and (self._role(toks[k]) or (
                    toks[k].low in lex.and_words and k + 1 < len(toks) and toks[k + 1].start < stop
                    and self._role(toks[k + 1])
                    and not re.search(r"[^\w\s-]", text[toks[k - 1].end : toks[k + 1].start])
                )):
                    # "la Dr Vasseur": a role, then a name; "so der stellvertretende Nationalparkleiter und
                    # Projektleiter Ulrich Brendel": two roles of one person joined by "und", then the name
                    k += 1
                if k < len(toks) and toks[k].start < stop and toks[k].cap and not (
                    text[toks[k - 1].end : toks[k].start].strip()
                ):
                    a, b = self._run(pi, k)
                    if lex.code == "de" and not toks[j].cap and b - a == 1 and a == k and (
                        toks[a].low not in self.first_names and self.resolve(self._name(pi, a, b)) is None
                    ):
                        # "meint der 28-jährige Sudanese": a German role word in lower case is an adjective (an age),
                        # the capitalised word after it the noun it describes, no name: an epithet, read as one
                        a = b = k = k + 1
                    if b - a == 1 and toks[a].text.isupper():
                        # "admitió el convencional UDI e integrante de la Comisión …, Pablo Toloza": a party's or a
                        # body's letters after the role, no name; the name set off by a comma further on is
                        return True, self._comma_name(pi, b, stop)
                    if b > a:
                        name = self._name(pi, a, b)
                        return True, self.resolve(name) or name
                named = self._comma_name(pi, k, stop) or self._office_name(pi, k, stop)
                if named is not None:
                    # "valoró el miembro del Buró Político y secretario de Organización, Roberto Morales Ojeda": the
                    # name the role phrase ends on, before anyone given that role earlier (or with no comma: "a
                    # déclaré le ministre de l'Intérieur Gérald Darmanin")
                    return True, named
                key = self._role_key(toks[j])
                given = [r[3] for r in self.roles if r[2] == key and (r[0], r[1]) < (pi, toks[j].start)]
                if given:
                    # two people given the same role ("la actriz X" … "la actriz Y"): which one is meant is a guess;
                    # so it is when a quote before, in this paragraph, is someone else's ("“…”, resalta González.
                    # “…”, añade el investigador": González, not the investigador named paragraphs before)
                    last = self.at[2]
                    if last is not None and last[0] == pi and last[2] != given[-1]:
                        return True, None
                    # (of the tag's gender: "dijo el actor" is not "la actriz Lucía Prado", one class "actor")
                    said = ELIDED_CLITIC.sub("", toks[j].low)
                    said_gender = "f" if said in lex.female_words else "m" if said in lex.male_words else (
                        "f" if t.low in lex.female_articles else "m" if t.low in lex.male_articles else adj_gender)
                    return True, self._agrees(given[-1], said_gender) if len(set(given)) == 1 else None
                if k + 1 < len(toks) and toks[k + 1].start < stop and toks[k].low in lex.genitive_articles and (
                    toks[j].low.rsplit("-", 1)[-1].endswith(tuple(lex.anonymous_sources))
                ) and not self._role(toks[k + 1]) and toks[k + 1].low not in self.first_names and not any(
                    toks[k + 1].low.endswith(end) and toks[k + 1].low[: -len(end)] in lex.roles | set(lex.descriptors)
                    for end in ("s", "es")
                ):
                    # "sagte die Sprecherin des Ministeriums", "so der Pressesprecher der Stadt": a body's unnamed
                    # source nobody was given the role of before, as written (its genitive tail kept); a person's
                    # spokesman ("der Sprecher des Präsidenten Wolodymyr Selenskyj", "des Sängers") is no body's
                    return True, self._noun_phrase(pi, i, stop, head=True)
                if adjective:
                    # "assure l'actuelle ministre" with the role given to nobody: the elided article tells no gender
                    # (the adjective's ending is not read), so no guess at the story's person
                    return True, None
                if toks[j].low in lex.office_words:
                    # "advirtió la titular de Interior": the one person given an office of that body before ("la
                    # ministra del Interior, Izkia Siches"); none or two: no telling
                    body = self._office_of(pi, toks[j].start)
                    holders = {r[3] for r in self.roles if (r[0], r[1]) < (pi, toks[j].start) and body is not None and (
                        self._office_of(r[0], r[1]) == body)}
                    return True, holders.pop() if len(holders) == 1 else None
                # (a place after another preposition is where it was said: "remarcó el Presidente desde La Pampa")
                near = list(takewhile(lambda x: x.low not in _PREPOSITIONS or x.low in _PARTICLES, toks[k : k + 4]))
                # an epithet of what the person does, with its work after "de" ("l'actrice de la série Dix pour cent",
                # "la chanteuse de Tourner la page"), is no office of a body nor someone's relation
                epithet = ELIDED_CLITIC.sub("", toks[j].low) in lex.descriptors
                if not epithet and any(x.low in _PARTICLES and y.cap for x, y in pairwise(near) if y.start < stop):
                    return True, None  # "el secretario general de La Cámpora": an office nobody was given here
                if not epithet and k < len(toks) and toks[k].start < stop and toks[k].low in _OF and not re.match(
                    r"\s*[\d" + re.escape(ALL_MARKS) + "]", text[toks[k].end : stop]
                ):
                    # "dijo el abogado de la cantante": someone's relation, not the story's person (but "la artista de
                    # 34 años", "la intérprete de ‘Amor’" are epithets of the story's person)
                    return True, None
                if toks[j].low in lex.anonymous_roles and not given:
                    # "« … », a expliqué le juge": an official nobody was given the role of, never the story's person
                    return True, text[t.start : toks[j].end].rstrip(".")
                role = toks[j].low
                gender = "f" if role in lex.female_words else "m" if role in lex.male_words else (
                    "f" if t.low in lex.female_articles else "m" if t.low in lex.male_articles else None)
                # "afirmó el comunicador", "dijo la actriz": the person who was speaking, while the story is theirs;
                # a role word is a written subject, so every person named since is a rival (of its gender, if known)
                topic = self.topic(*self.at, gender=gender) if story and self.story_ok else None
                speaking = self.at[2] is not None and self.at[2][2] == topic and self.at[2][0] >= self.at[0] - 1
                # "schrieb der 46-Jährige": the one person of the last paragraphs not known to be of the other gender
                # "afirmó el mandatario", "estime l'élu": a word for any holder of an office, said of the last subject
                # when one was given an office here ("El gobernador de Salta, Pedro Gómez, criticó …"), no rival since
                office = ELIDED_CLITIC.sub("", role) in lex.office_epithets and topic is not None and any(
                    r[3] == topic for r in self.roles if (r[0], r[1]) < (pi, toks[j].start)
                )
                who = topic if speaking or office or self._sole(topic, gender) else None
                who = self._agrees(who, gender)
                if who is not None and who.split()[0].lower() in lex.indefinite:
                    # "Ein junger Polizist …" then "sagt der junge Polizist": unnamed, so as this tag writes it
                    return True, text[t.start : toks[j].end] if toks[j].low in who.lower() else None
                return True, who
            return False, None
        if t.cap or self._particle(t):
            a, b = self._run(pi, i)
            if b > a and all(self._role(x) or self._particle(x) or self._stopword(x) or x.cap and (
                toks[a].low in self.first_names or self._role_tail(pi, k - 1)
            ) for k, x in enumerate(toks[i:a], i)):  # (capitalised nouns before a first name: "Vorstandsvorsitzende
                # Evelyn Martin"; a role's own particle and noun: "Chef de Mission Schimmelpfennig")
                name = self._name(pi, a, b)
                full = self.resolve(name)
                pair = self._pair_end(pi, b, stop)
                if pair is not None:
                    return True, self._name(pi, a, pair)  # "sagten Anke Roth und Paul Weber": both, as written
                if full or b - a >= 2:
                    return True, full or name
                if single_ok and self._tag_single(pi, b, stop):
                    return True, name  # "dit Léa, étudiante en lettres"
            return False, None
        return False, None

    def pointed(self, pi: int, a: int) -> str | None:
        """The speaker named by the sentence after a quote that closes its sentence at offset a, when that sentence
        opens by pointing back at it: "“…”. Con esa frase, Alberto Fernández respondió …" (a person's name, then a
        lower-case word: the subject and its verb)."""
        text, toks = self.masked[pi], self.toks[pi]
        gap = re.match(r"[\s.!?\u2026]*", text[a:])
        s0 = a + (gap.end() if gap else 0)
        if s0 == a:
            return None
        low = text[s0 : s0 + 40].lower()
        hit = next((p for p in self.lex.back_pointers if low.startswith(p)), None)
        if hit is None:
            return None
        rest = re.match(r"\s*,?\s*", text[s0 + len(hit) :])
        at = s0 + len(hit) + (rest.end() if rest else 0)
        k = next((i for i, t in enumerate(toks) if t.start >= at), None)
        if k is not None and self.lex.code == "de" and toks[k].start == at and not toks[k].cap:
            # "Mit diesen Worten verabschiedete sich Anke Roth": the verb first, the subject after it
            k += 1
            while k < len(toks) and toks[k].low in _REFLEXIVES | self.lex.tag_adverbs:
                k += 1
            at = toks[k].start if k < len(toks) else at
        elif k is not None and toks[k].start == at and not toks[k].cap:
            # "“…”. Así lo aseguró Ana Gil", "« … ». C'est ce qu'a déclaré Léa Morin": a tag verb first, the subject
            # after it (adverbs between)
            verb = self._verb(pi, k, len(text))
            if verb is None or verb[1]:
                return None
            k = verb[0]
            while k < len(toks) and toks[k].low in self.lex.tag_adverbs:
                k += 1
            at = toks[k].start if k < len(toks) else at
        if k is None or k >= len(toks) or toks[k].start != at or not toks[k].cap:
            return None
        i, j = self._run(pi, k)
        end = SENTENCE_END_ONE.search(text, toks[j - 1].end) if j > i else None
        if j <= i or j < len(toks) and toks[j].cap and not (end and end.start() < toks[j].start):
            return None
        if j < len(toks) and toks[j].low in self.lex.and_words:
            return None  # "Con esa frase, X y Z respondieron": not one speaker
        name = self._name(pi, i, j)
        full = self.resolve(name) or name
        return full if full in self.persons else None

    def _pair_end(self, pi: int, b: int, stop: int) -> int | None:
        """Where a second name joined by "und"/"y"/"et" to the name ending at token b ends, else None."""
        toks, text = self.toks[pi], self.masked[pi]
        if b + 1 >= len(toks) or toks[b + 1].start >= stop or toks[b].low not in self.lex.and_words:
            return None
        if text[toks[b - 1].end : toks[b].start].strip() or not toks[b + 1].cap:
            return None
        a2, b2 = self._run(pi, b + 1)
        return b2 if a2 == b + 1 and b2 > a2 and toks[b2 - 1].end <= stop else None

    def _office_of(self, pi: int, off: int) -> str | None:
        """The body of the role word at offset off of paragraph pi: the capitalised name after its "de"/"del"/"de la"
        ("ministra del Interior", "titular de Interior" -> "interior"), else None."""
        toks, text = self.toks[pi], self.masked[pi]
        k = bisect_left(self._starts[pi], off)
        if k >= len(toks) or toks[k].start != off:
            return None
        n = k + 1
        while n < len(toks) and n - k <= 3 and not toks[n].cap and (
            toks[n].low in _OF or toks[n].low in self.lex.definite
        ) and not text[toks[n - 1].end : toks[n].start].strip():
            n += 1
        if n == k + 1 or n >= len(toks) or not toks[n].cap or text[toks[n - 1].end : toks[n].start].strip():
            return None
        a, b = n, n + 1
        while b < len(toks) and toks[b].cap and not text[toks[b - 1].end : toks[b].start].strip():
            b += 1
        return " ".join(t.low for t in toks[a:b])

    def _past_outlet(self, pi: int, i: int, stop: int) -> int:
        """The token after an outlet's name ([sourcing] outlets and outlet_names: "Gala", "Paris Match") that starts at
        token i, nothing but spaces inside it; i when none starts there. The name is never the
        start of the speaker's ("a confié à Paris Match Jean Dupont" credited "Paris Match Jean Dupont")."""
        toks, text, lex = self.toks[pi], self.masked[pi], self.lex
        if i >= len(toks) or not toks[i].cap:
            return i
        best = i + 1 if toks[i].text in lex.outlets else i
        for name in lex.outlet_names:
            words = name.split()
            end = i + len(words)
            if end > best and end <= len(toks) and all(toks[i + n].text == w for n, w in enumerate(words)) and not any(
                text[toks[x - 1].end : toks[x].start].strip() for x in range(i + 1, end)
            ):
                best = end
        return best

    def _past_adverb_phrase(self, pi: int, i: int, stop: int) -> int:
        """The token after an adverb of several words ([tags] adverb_phrases) that starts at token i, nothing but
        spaces inside it ("en cambio", "por su parte"); i when none starts there."""
        toks, text = self.toks[pi], self.masked[pi]
        for phrase in self.lex.adverb_phrases:
            end = i + len(phrase)
            if end <= len(toks) and toks[end - 1].start < stop and all(
                toks[i + n].low == w for n, w in enumerate(phrase)
            ) and not any(text[toks[x - 1].end : toks[x].start].strip() for x in range(i + 1, end)):
                return end
        return i

    def _past_phrase(self, pi: int, i: int, stop: int) -> int | None:
        """The token after the phrase the preposition at token i opens, when a subject follows it in the tag: a
        determiner or pronoun not governed by a preposition, or words after a comma ("a Clarín el abogado",
        "en televisión, el periodista"); None when the phrase runs to the tag's end ("a la red Erbol") or a name after
        a comma is the apposition of a role inside the phrase ("sobre la renuncia del director, Ricardo Yáñez")."""
        toks, text = self.toks[pi], self.masked[pi]
        lex = self.lex
        starts = lex.definite | lex.indefinite | lex.possessives | lex.tag_pronouns
        k = i + 1
        while k < len(toks) and toks[k].start < stop:
            prev = toks[k - 1]
            if "," in text[prev.end : toks[k].start]:
                if toks[k].cap and any(self._role(toks[x]) for x in range(i + 1, k)):
                    return None  # "dijo al ser consultado sobre … del director general, Ricardo Yáñez": the role's name
                if not toks[k].cap and any(t.low in lex.relatives for t in toks[k : k + 2]):
                    return None  # "dijo en una de sus respuestas, lo que indica que …": a clause, no subject
                return k
            if (toks[k].low in starts or _ELIDED_ARTICLE.match(toks[k].low)) and prev.low not in _PREPOSITIONS and (
                k > i + 1
            ):
                return k  # "explique au Parisien l'avocat de la chanteuse"
            if k > i + 1 and prev.cap and toks[k].cap and toks[k].low in self.first_names and (
                not text[prev.end : toks[k].start].strip()
            ):
                return k  # "a confié au Parisien Jean Dupont": a known first name after the paper's opens the subject
            k += 1
        return None

    def _comma_name(self, pi: int, k: int, stop: int) -> str | None:
        """The full name of a person right after a comma, from token k up to offset stop, that ends the tag ("…, Pablo
        Toloza."), else None."""
        toks, text = self.toks[pi], self.masked[pi]
        for n in range(k, len(toks)):
            if toks[n].start >= stop:
                break
            if toks[n].cap and text[toks[n - 1].end : toks[n].start].strip() == ",":
                a, b = self._run(pi, n)
                end = toks[b - 1].end if b > a else stop
                rest = text[end:stop].lstrip(" ,")
                if b - a >= 2 and (not rest.strip(" .,;") or text[end:stop].startswith(",") and rest[:1].islower() and (
                    rest.split(None, 1)[0] not in self.lex.and_words
                )):  # (or a phrase after a comma: "…, Claire Vasseur, lors d'un point presse")
                    name = self._name(pi, a, b)
                    full = self.resolve(name) or name
                    return full if full in self.persons else None
        return None

    def _office_name(self, pi: int, k: int, stop: int) -> str | None:
        """French and Spanish: the full name written with no comma after a role's "of" phrase that starts at token k,
        the body's capitalised words then a known first name ("le ministre de l'Intérieur Gérald Darmanin", "el
        ministro de Economía Pedro Gómez"), when nothing but spaces is between and the name ends the tag (a comma,
        the sentence's end or a lower-case word after it), else None. No first name of the lists: no telling where
        the body's name ends and the person's begins."""
        toks, text = self.toks[pi], self.masked[pi]
        if self.lex.code not in ("fr", "es") or k >= len(toks) or toks[k].start >= stop or not (
            toks[k].low in _OF or _ELIDED_OF.match(toks[k].low)
        ):
            return None
        body = False  # a capitalised word of the body's name seen ("Intérieur", "Economía")
        for m in range(k + 1, min(k + 8, len(toks))):
            t = toks[m]
            if t.start >= stop or text[toks[m - 1].end : t.start].strip():
                return None
            if body and t.cap and t.low in self.first_names and not self._stopword(t) and (
                toks[m - 1].low not in self.lex.first_word_not_name  # "el alcalde de San Pedro Sula": a place's
            ):
                a, b = self._run(pi, m)
                if a != m or b - a < 2 or (b < len(toks) and toks[b].start < stop and toks[b].cap):
                    return None
                name = self._name(pi, a, b)
                return self.resolve(name) or name
            body = body or t.cap or bool(_ELIDED_ARTICLE.match(t.low) and t.text[2:3].isupper())
            if not (t.cap or t.low in _OF or t.low in self.lex.definite or _ELIDED_ARTICLE.match(t.low) or (
                _ELIDED_OF.match(t.low)
            )):
                return None  # "la ministre de la Culture en visite": a lower-case word ends the body's name
        return None

    def _noun_phrase(self, pi: int, i: int, stop: int, head: bool = False) -> str | None:
        """An unnamed speaker as written, from the indefinite word at token i: "un proche d'Edouard Philippe", "ein
        Mitarbeiter des baden-württembergischen Innenministeriums", "una fuente cercana a la pareja"; its words up to
        a comma, a verb or a preposition other than "of", and a source, role or person word among them."""
        toks, text = self.toks[pi], self.masked[pi]
        lex = self.lex
        heads = lex.anonymous_sources | lex.roles | frozenset(lex.descriptors) | lex.female_words | lex.male_words
        j = i + 1
        while j < len(toks) and toks[j].start < stop and j - i <= 8:
            t, prev = toks[j], toks[j - 1]
            near = prev.low in lex.near_words and t.low in lex.near_prepositions  # "una fuente cercana a la pareja"
            gap = text[prev.end : t.start].strip()
            if gap == "\u2018" and prev.cap and prev.low.endswith(("s", "x", "z", "ß")):
                gap = ""  # a genitive's apostrophe written as an opening mark: "einer von ET-News‘ Insidern"
            if gap or t.low in lex.tag_verbs or (
                t.low in _RELATIVES and t.low not in lex.definite  # German "ein Sprecher der Sängerin": a genitive
            ) or (
                t.low in _PREPOSITIONS and t.low not in _OF and not near
            ) or t.low in _REFLEXIVES or t.low in ("s'", "s\u2019") or t.low in lex.object_articles:
                break
            if head and not (t.low in _OF or t.low in lex.definite or prev.low in _OF or prev.low in lex.definite
                             or t.cap or t.low in heads or _ELIDED_OF.match(t.low) or t.low in lex.near_words
                             or near):
                break  # "Einige Landsleute hätten": the phrase ended with its noun
            head = head or t.low in heads or (lex.code == "de" and self._role(t))
            j += 1
        if not head:
            return None
        while j - 1 > i and toks[j - 1].low in lex.definite | _OF | _PREPOSITIONS:
            j -= 1  # "verriet ein Insider der „Bild“": the article of a title in marks ends no speaker's phrase
        return text[toks[i].start : toks[j - 1].end].rstrip(".")

    def _body_phrase(self, pi: int, i: int, stop: int) -> str | None:
        """German: the subject at token i is a definite article of the subject (no dative or genitive one) and a body
        named by its kind, a noun ending on a [not_names] non_person word ("das Präsidialamt", "das
        Vereinigungsministerium", "die Polizei"), with the place after a [tags] body_places word ("in Seoul"): the
        body as written, else None (a capitalised word after it: "der Verein Paul Webers", nobody's)."""
        toks, text = self.toks[pi], self.masked[pi]
        lex = self.lex
        j = i + 1
        if j >= len(toks) or toks[j].start >= stop or toks[i].low in lex.object_articles or (
            toks[i].low in lex.genitive_articles and toks[i].low not in lex.male_articles | lex.female_articles
        ) or not toks[j].cap or text[toks[i].end : toks[j].start].strip() or not (
            toks[j].low.rsplit("-", 1)[-1].endswith(tuple(lex.non_person))
        ):
            return None
        end = j + 1
        if end + 1 < len(toks) and toks[end + 1].start < stop and toks[end].low in lex.body_places and (
            toks[end + 1].cap and not text[toks[j].end : toks[end + 1].start].replace(toks[end].text, "", 1).strip()
        ):
            a, b = self._run(pi, end + 1)
            if a == end + 1 and b > a and toks[b - 1].end <= stop:
                end = b  # "das Präsidialamt in Seoul"
        if end < len(toks) and toks[end].start < stop and toks[end].cap and not (
            text[toks[end - 1].end : toks[end].start].strip()
        ):
            return None
        return text[toks[i].start : toks[end - 1].end].rstrip(".")

    def _statement_body(self, pi: int, i: int, j: int, a: int) -> str | None:
        """The body an impersonal tag (tokens i..j) names by its kind in a genitive ("in einer Erklärung des
        Ministeriums": a noun ending on a [not_names] non_person word, its "-s"/"-es" off): the one noun ending on that
        word written before offset a in the paragraph ("Das südkoreanische Vereinigungsministerium"), else None."""
        toks = self.toks[pi]
        lex = self.lex
        kinds = {max((w for w in lex.non_person if toks[k + 1].low.removesuffix("s").endswith(w)
                      or toks[k + 1].low.removesuffix("es").endswith(w)), key=len, default="")
                 for k in range(i, j - 1) if toks[k].low in lex.genitive_articles and toks[k + 1].cap} - {""}
        if len(kinds) != 1:
            return None
        kind = kinds.pop()
        named = {t.text.rstrip(".") for t in toks[: bisect_left(self._starts[pi], a)] if t.cap and t.low.endswith(kind)}
        return named.pop() if len(named) == 1 else None

    def _so_source(self, pi: int, k: int, stop: int) -> str | None:
        """German: the source after a so-word ("laut") at token k that names a body, not a person, as written: an
        outlet's one word ([sourcing] outlet_words, or its part after a hyphen: "Laut Reuters", "Laut ET-News"), or a
        definite article and a capitalised name of two words or more ("laut dem Pantone Color Institute"), each ending
        before a lower-case word or a punctuation mark, else None ("Laut Angaben der Polizei": a noun, no source)."""
        toks, text = self.toks[pi], self.masked[pi]
        lex = self.lex
        if lex.code != "de" or k >= len(toks) or toks[k].start >= stop:
            return None
        article = toks[k].low in lex.definite and not toks[k].cap
        a = k + 1 if article else k
        b = a
        while b < len(toks) and toks[b].start < stop and toks[b].cap and toks[b].low not in lex.stop_caps and not (
            self._role(toks[b])
        ) and (b == a or not text[toks[b - 1].end : toks[b].start].strip()):
            b += 1
        if b == a:
            return None
        if article:
            return text[toks[a].start : toks[b - 1].end] if b - a >= 2 else None
        word = toks[a].low
        if b - a == 1 and (word in lex.outlet_words or word.rsplit("-", 1)[-1] in lex.outlet_words):
            return toks[a].text
        return None

    def _tag_single(self, pi: int, b: int, stop: int) -> bool:
        """A one-word name right after a tag verb counts when the tag ends there or an apposition follows (in German,
        also after adverbs of the tag that end it: "schreibt ET-News weiter", "sagte Kerner dazu")."""
        toks, text = self.toks[pi], self.masked[pi]
        end = toks[b - 1].end
        if self.lex.code == "de":
            while b < len(toks) and toks[b].start < stop and toks[b].low in self.lex.tag_adverbs and not (
                text[toks[b - 1].end : toks[b].start].strip()
            ):
                b += 1
            if not text[toks[b - 1].end : stop].strip(" ,.!?"):
                return True
        rest = text[end:stop]
        return not rest.strip(" ,.") or rest.lstrip().startswith((",", "(")) or bool(re.match(r"\s*\d", rest))

    def after(self, pi: int, a: int, b: int, topic: str | None) -> str | None:
        """The tag after a closing mark at offset a (up to b, the next quote or the paragraph's end)."""
        text, toks = self.masked[pi], self.toks[pi]
        lex = self.lex
        self.published = False
        lead = _DASH.match(text, a)
        start = lead.end() if lead else a
        end = SENTENCE_END_ONE.search(text, start, b)
        while end is not None and _abbreviation_at(text, end.start(), lex):
            end = SENTENCE_END_ONE.search(text, end.end(), b)  # "explicó la Dra. Ana Pérez": no sentence end
        stop = end.start() + 1 if end else b
        dash = a > 0 and text[a - 1] in "\u2014\u2015\u2013"  # "—No me arrepiento —dijo la actriz—."
        if dash:
            # "—Estoy feliz —explicó— porque …": the dash that closes the incise ends the tag, the speech goes on
            close = next((x for x in range(start, stop) if text[x] in "\u2014\u2015\u2013"), None)
            stop = stop if close is None else close
        fi = bisect_left(self._starts[pi], start)  # the tag's first token
        seg = toks[fi : bisect_left(self._starts[pi], stop)]
        if not seg or text[a:start].strip(" ,\u2014\u2013-") or (
            start == a and not dash and not text[a:stop][:1].isspace() and text[a:stop][:1] not in ",\u2014\u2013"
        ):
            return None
        tag = text[start:stop].lstrip(" ,\u2014\u2013-")
        read = next((r for r in lex.read_in if tag.lower().startswith(r)), None)
        if read is not None:
            # "« … », peut-on lire dans Les Échos": the paper, when its title follows (a capitalised article)
            k = bisect_left(self._starts[pi], stop - len(tag) + len(read))
            if k < len(toks) and toks[k].start < stop and toks[k].text[:1].isupper() and toks[k].low in lex.definite:
                found, who = self._subject_at(pi, k, stop, None, story=False)
                return who if found else None
            return None
        if any(tag.lower().startswith(r) for r in lex.impersonal):
            body = self._statement_body(pi, fi, bisect_left(self._starts[pi], stop), a)
            if body is not None:
                return body  # "„…“, hieß es in einer Erklärung des Ministeriums": "Vereinigungsministerium"
        so_len = _so_phrase(tag, lex)
        if so_len and len(seg) > so_len:
            # "“…”, en palabras de Rafael Ibarra": the subject after the phrase, as after a so-word (none: nobody)
            found, who = self._subject_at(pi, fi + so_len, stop, None)
            return who if found else None
        bare = next((r for r in lex.read_bare if tag.lower().rstrip(" .!?\u2026") == r), None)
        if bare is not None:
            self.published = True  # the colon before the quote may introduce it: the same paper's words
            return self._publisher(pi, a)  # "Mediapart révèle … : « … », peut-on lire."
        first = seg[0]
        if (first.low in _REFLEXIVES or first.low in lex.clitics) and len(seg) > 1:
            # "“¿Qué justicia tenemos?”, se pregunta Iris", "« … », nous a-t-elle confié", "“…”, le dijo a Clarín"
            first, fi = seg[1], fi + 1
        if first.low in lex.so_words:
            # "“…”, según contó la integrante de la ONG", "…, wie die Polizei mitteilte": a tag verb between the
            # so-word and the subject is skipped (its subject still written: none means nobody, not the story's person)
            verb = self._verb(pi, fi + 1, stop)
            if verb is not None and toks[fi + 1].low in lex.indefinite | lex.definite:
                verb = None  # "so ein Insider", "según la fuente": an article after the so-word, no verb
            k = verb[0] if verb is not None and not verb[1] else fi + 1
            found, who = self._subject_at(pi, k, stop, None)
            return who if found else None
        verb = self._verb(pi, fi, stop)
        if verb is None and first.low in lex.opinion_verbs and text[a:stop].lstrip()[:1] == ",":
            verb = fi + 1, False  # "„…“, findet Anna Roth": an opinion verb right after the quote and its comma
        if verb is None:
            return None
        if verb[1]:
            # "«…», a-t-il déclaré", "« …, dit-elle. … »": the story's person when the pronoun reads them too (as
            # "dijo ella" does: "elle" after a known woman then a person of unknown gender is no telling)
            gender = self._inverted(pi, fi, verb[0])
            if gender in ("f", "m") and self.story_ok:
                # "a-t-elle confié" after "Léa Morin … avec Paul Ardent": the one person of the pronoun's gender, as a
                # written pronoun reads ("dijo ella", "sagte sie"); a rival of that gender since: no telling
                return self.gender_topic(gender)
            who = self._agrees(topic, gender)
            return who if gender not in ("f", "m") or self.gender_topic(gender) == who else None
        if toks[verb[0] - 1].low in lex.plural_verbs:
            topic = None  # "explicaron a Clarín desde el entorno presidencial": not the one person of the story
        if text[toks[verb[0] - 1].end : stop].lstrip().startswith(","):
            # "lamenta, por su parte, Iris Avellaneda, presidenta de …": the subject after the inserted words, else none
            comma = text.find(",", text.find(",", toks[verb[0] - 1].end) + 1, stop)
            k = bisect_right(self._starts[pi], comma)
            rest = comma >= 0 and k < len(toks) and toks[k].start < stop
            found, who = self._subject_at(pi, k, stop, None) if rest else (False, None)
            return who if found else None
        found, who = self._subject_at(pi, verb[0], stop, topic)
        k = verb[0]
        if who and k < len(toks) and toks[k].low in _PREPOSITIONS:
            # "dijeron a La Voz los abogados de …": the outlet the words went to first
            k = next((m for m in range(k + 1, min(k + 5, len(toks))) if toks[m].start < stop and toks[m].low in
                      lex.plural_articles and not re.search(r"[,;:.!?]", text[toks[k].end : toks[m].start])), k)
        if who and toks[verb[0] - 1].low in lex.plural_verbs and k < len(toks) and toks[k].low in lex.plural_articles:
            phrase = self._phrase_from(pi, k, stop)
            if phrase is not None and _names(phrase, who) and not phrase.startswith(who):
                return phrase  # "“…”, dijeron los abogados del actor Pedro Gil": the lawyers, not the actor
        if not who and toks[verb[0] - 1].low in lex.plural_verbs:
            source = self._source_from(pi, verb[0], stop)
            if source is not None:
                return source  # "“…”, explicaron a La Voz desde el entorno del ministro"
        return who if found else None

    def _source_from(self, pi: int, k: int, stop: int) -> str | None:
        """After a plural tag verb with no subject: the body its words come from ([tags] source_from, "desde"), as
        written from its article, up to a comma, a preposition other than "of", a tag verb or a word before another
        article ("desde el entorno presidencial entrada la tarde"); an outlet the words went to ("a La Voz") first
        is skipped. A place with the subject after it ("gritaron desde la tribuna los hinchas") gives None."""
        toks, text = self.toks[pi], self.masked[pi]
        lex = self.lex
        if k < len(toks) and toks[k].low in _PREPOSITIONS and toks[k].low not in lex.source_from:
            # "a La Voz", "a este medio": the source word within a few words, no punctuation before it
            k = next((m for m in range(k + 1, min(k + 5, len(toks))) if toks[m].start < stop and toks[m].low in
                      lex.source_from and not re.search(r"[,;:.!?]", text[toks[k].end : toks[m].start])), k)
        if k + 1 >= len(toks) or toks[k].start >= stop or toks[k].low not in lex.source_from:
            return None
        i = k + 1
        if text[toks[k].end : toks[i].start].strip():
            return None
        if toks[i].low in lex.possessives and i + 1 < len(toks) and toks[i + 1].low in lex.circle_words:
            return self._noun_phrase(pi, i, stop, head=True)  # "explican desde su entorno": the circle, as written
        if toks[i].low not in lex.definite:
            return None
        return self._phrase_from(pi, i, stop)

    def _phrase_from(self, pi: int, i: int, stop: int) -> str | None:
        """A definite noun phrase as written from its article at token i: up to a comma, a preposition other than
        "of", a tag verb or a word before another article; None when an article follows its first noun."""
        toks, text = self.toks[pi], self.masked[pi]
        lex = self.lex
        j = i + 1
        while j < len(toks) and toks[j].start < stop and not text[toks[j - 1].end : toks[j].start].strip():
            t = toks[j]
            if t.low in lex.tag_verbs or (t.low in _PREPOSITIONS and t.low not in _OF):
                break
            if t.low in lex.definite and toks[j - 1].low not in _OF:
                if j - 1 > i + 1 and toks[j - 1].low not in _OF:
                    j -= 1  # "entorno presidencial entrada la tarde": the word before the article opened a new phrase
                else:
                    return None  # "desde la tribuna los hinchas": the subject follows the place
                break
            j += 1
        if j - i < 2:
            return None
        return text[toks[i].start : toks[j - 1].end].rstrip(".")

    def agent(self, pi: int, op: int, a: int, b: int) -> str | None:
        """The agent of a naming participle around a quote: "Qualifié de « gourou » par un dirigeant du parti" (a
        [titles] label_cues word, "de"/"d'" or not, right before the opening mark at op, [tags] agent_words right
        after the closing one at a): who gave the name, as their tag would, else None. Never "par" alone ("« non
        merci » par SMS" is the means)."""
        text, toks, lex = self.masked[pi], self.toks[pi], self.lex
        if not lex.agent_words:
            return None
        before = re.search(r"([^\W\d_]+)\s+(?:de\s+|d['\u2019]\s*)?$", text[:op])
        if before is None or before.group(1).lower() not in lex.label_cues:
            return None
        k = bisect_left(self._starts[pi], a)
        if k + 1 >= len(toks) or toks[k].start >= b or toks[k].low not in lex.agent_words or (
            text[a : toks[k].start].strip(" ,")
        ):
            return None
        end = SENTENCE_END_ONE.search(text, toks[k].end, b)
        found, who = self._subject_at(pi, k + 1, end.start() + 1 if end else b, None, story=False)
        return who if found else None

    def _publisher(self, pi: int, a: int) -> str | None:
        """The paper a bare "peut-on lire" after a quote (closing at offset a) reads from: a capitalised name, no
        person's, right before a [tags] publish_verbs form in that sentence or the one before ("pour que Mediapart
        révèle ces « raisons » : « … », peut-on lire"; "Mediapart publie un article sur ce député. Il est « … »,
        peut-on lire"); the nearest one, else None."""
        toks, ends = self.toks[pi], self._ends[pi]
        k_end = bisect_left(ends, a)  # the sentence of the quote ends at ends[k_end] (or runs to the paragraph's end)
        start = ends[k_end - 2] if k_end >= 2 else 0  # the sentence before it opens here
        lo, hi = bisect_left(self._starts[pi], start), bisect_left(self._starts[pi], a)
        for v in range(hi - 1, lo, -1):
            if toks[v].low not in self.lex.publish_verbs or not toks[v - 1].cap:
                continue
            i = v - 1
            while i > lo and toks[i - 1].cap and not self.masked[pi][toks[i - 1].end : toks[i].start].strip():
                i -= 1
            name = self._name(pi, i, v)
            if name in self.persons or self.resolve(name) in self.persons or toks[i].low in self.first_names:
                return None
            return name
        return None

    def _verb_then_place(self, pi: int, k: int, b: int) -> bool:
        """The that-word at token k follows a tag verb and a short phrase opening on a preposition, no comma between
        ("señaló en rueda de prensa que", "sagte im Interview, dass" is the comma's case)."""
        toks, text = self.toks[pi], self.masked[pi]
        for v in range(max(0, k - 6), k - 1):
            if toks[v + 1].low in _PREPOSITIONS and self._verb(pi, v, b) == (v + 1, False) and not re.search(
                r"[,;:]", text[toks[v].end : toks[k].start]
            ):
                return True
        return False

    def _antecedent(self, pi: int, last: int, seg: list[int]) -> str | None:
        """The person a relative pronoun after a comma refers to: the name ending at token ``last``, else nobody."""
        toks, text = self.toks[pi], self.masked[pi]
        first = last
        while first - 1 in seg and (toks[first - 1].cap or self._particle(toks[first - 1])) and not (
            text[toks[first - 1].end : toks[first].start].strip()
        ):
            first -= 1
        if not toks[last].cap:
            lex = self.lex
            if last + 1 < len(toks) and toks[last + 1].low in lex.person_relatives and seg and not (
                self._role(toks[last]) or toks[last].low in lex.female_words | lex.male_words | lex.anonymous_sources
            ):
                # "quien" is said of a person only: the one person named before it in its sentence (but "se separó del
                # actor, quien dijo": the unnamed person right before it)
                named = {m.name for m in self._between((pi, toks[seg[0]].start - 1), (pi, toks[last].end))
                         if m.name in self.persons}
                return named.pop() if len(named) == 1 else None
            return None
        a, b = self._run(pi, first)
        if b <= a:
            return None
        name = self._name(pi, a, b)
        full = self.resolve(name) or name
        return full if full in self.persons else None

    def _apposition(self, pi: int, seg: list[int], b: int) -> bool:
        """The colon sentence is a full name, a comma and an apposition with no verb or second name ("Peter Bohlmann,
        Landrat des Landkreises Verden:"), the statement format of press releases."""
        toks, text = self.toks[pi], self.masked[pi]
        a, e = self._run(pi, seg[0])
        if a != seg[0] or e - a < 2 or e >= len(toks) or text[toks[e - 1].end : toks[e].start].strip() != ",":
            return False
        rest = [t for t in toks[e:] if t.start < b]
        if "," in text[toks[e].start : b] or any(t.low in self.lex.tag_verbs or t.low in _THAT for t in rest):
            return False
        return any(self._role(t) for t in rest[:3])

    def _inverted(self, pi: int, i: int, j: int) -> str | None:
        """The gender of the pronoun inverted in the tag verb's tokens i..j ("a-t-elle": "f"); "p" for "ils"/"elles"."""
        for t in self.toks[pi][i:j]:
            pron = t.low.rsplit("-", 1)[-1]
            if pron in ("ils", "elles"):
                return "p"
            if pron in self.lex.female_pronouns | self.lex.male_pronouns:
                return "f" if pron in self.lex.female_pronouns else "m"
        return None

    def _agrees(self, who: str | None, gender: str | None) -> str | None:
        """``who`` unless the tag's gender rules them out: a plural tag is not one person, "elle" is no known man."""
        if who is None or gender == "p":
            return None
        g = self._gender(who)
        return None if gender is not None and g is not None and g != gender else who

    def _object_quote(self, pi: int, i: int, stop: int) -> bool:
        """The tag verb at token i has the quote at offset stop as the object of a preposition ("la ley responde a
        “…”", "se refiere a “…”"): what the verb's subject answers or names, no speech of theirs."""
        tagged = self._verb(pi, i, stop)
        if tagged is None or tagged[1]:
            return False
        toks = self.toks[pi]
        rest = [t for t in toks[tagged[0] :] if t.start < stop]
        return len(rest) == 1 and rest[0].low in _PREPOSITIONS and not self.masked[pi][rest[0].end : stop].strip(
            " \u00a0"
        ) and not self.masked[pi][toks[tagged[0] - 1].end : rest[0].start].strip()

    def _verb(self, pi: int, i: int, stop: int) -> tuple[int, bool] | None:
        """A tag verb starting at token i ("dijo", "a déclaré", "a-t-il déclaré", "affirme-t-elle", "ha dicho"):
        (the token after it, whether an inverted pronoun already gave the subject), else None."""
        toks = self.toks[pi]
        lex = self.lex
        if i >= len(toks) or toks[i].start >= stop:
            return None
        low = toks[i].low
        if lex.code == "fr":
            low = ELIDED_CLITIC.sub("", low)  # "s'indigne-t-elle", "s'est-elle indignée", "m'a-t-il confié"
        modal = modal_tag([t.low for t in toks[i : i + 5] if t.start < stop], lex)
        if modal is not None:
            return i + modal[0], modal[1]  # "« … », tente d'expliquer la ministre"
        inv = re.match(r"^(\w+)-(?:t-)?(?:il|elle|ils|elles)$", low)
        # adverbs between an auxiliary and its participle: "a-t-elle ensuite expliqué", "a encore déclaré Léa Morin"
        p = i + 1
        while p < len(toks) and p - i <= 2 and toks[p].start < stop and toks[p].low in lex.tag_adverbs:
            p += 1
        part = toks[p].low if p < len(toks) and toks[p].start < stop else ""
        if inv:
            if inv.group(1) in lex.tag_auxiliaries:
                return (p + 1, True) if part in lex.tag_verbs else None
            return (i + 1, True) if inv.group(1) in lex.tag_verbs else None
        if low in lex.tag_auxiliaries and (part in lex.tag_verbs or part in lex.tag_participles):
            i = p  # "ha dicho": the participle is the verb
        elif low not in lex.tag_verbs:
            return None
        if i + 1 < len(toks) and toks[i + 1].low == toks[i].low and toks[i + 1].start < stop and (
            not self.masked[pi][toks[i].end : toks[i + 1].start].strip()
        ):
            i += 1  # an editing slip, the verb written twice ("dijo dijo Ana Pérez"): read as one
        return i + 1, False

    def inner(self, pi: int, raw: str, op: int, cl: int, topic: str | None) -> str | None:
        """A tag inside the marks, in the quote's first sentence: "« Je suis inquiet, dit-il. J'avais … »",
        "« On ne lâchera rien, dit Léa, étudiante. … »" (the quotation text itself is left as it is)."""
        end = SENTENCE_END_ONE.search(raw, op + 1, cl)
        stop = end.end() if end else cl
        comma = raw.find(",", op + 1, stop)
        if comma < 0:
            return None
        saved = self.masked, self.toks[pi], self._ends[pi], self._starts[pi]
        self.masked = [*self.masked[:pi], raw, *self.masked[pi + 1 :]]
        self.toks[pi] = [_Tok(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(raw)]
        self._ends[pi] = [m.end() for m in SENTENCE_END_ONE.finditer(raw)]
        self._starts[pi] = [t.start for t in self.toks[pi]]
        try:
            who = self.after(pi, comma, stop, topic)
        finally:
            self.masked, self.toks[pi], self._ends[pi], self._starts[pi] = saved
        # only a tag that writes its speaker, by name or role ("…, dit Léa, …", "…, affirme le spécialiste. …"): a
        # pronoun or no subject inside the marks ("…, dit-il. …") is read against the story's person, and a quote's
        # own words are too often a tag's look-alike to guess from
        written = who is not None and (who.split()[-1] in raw[comma:stop] or any(
            self._role(_Tok(m.start(), m.end(), m.group())) for m in _TOKEN.finditer(raw, comma, stop)
        ))
        # (but a pronoun written onto its verb, the French incise "« …, dit-elle. … »", "« …, a-t-il expliqué, … »",
        # is a narrator's form a speaker's own words do not take: the pronoun's person, read as after the marks)
        inverted = _INCISE.match(raw, comma)
        if inverted is not None and inverted.group(1).lower() in self.lex.tag_pronouns:
            written = who is not None
        return who if written else None

    def _elided_that(self, pi: int, seg: list[int], b: int) -> str | None:
        """The pronoun written onto an elided conjunction right after a tag verb ("a déclaré qu'elle n'avait « … »":
        "elle"), else None."""
        toks = self.toks[pi]
        for k in seg[1:]:
            prefix = _elided(toks[k].low)
            if prefix and prefix in _THAT and toks[k].low[len(prefix) :] in self.lex.tag_pronouns and (
                self._verb(pi, k - 1, b) is not None
            ):
                return toks[k].low[len(prefix) :]
        return None

    def before(self, pi: int, a: int, b: int, topic: str | None) -> str | None:
        """The tag before an opening mark at b (from a: the sentence start or the previous quote's end). Words
        reported in a clause whose subject is a pronoun written onto "qu'" are the tag's subject's only when the
        pronoun is of that person's known gender ("Muriel Pénicaud a déclaré qu'elle n'avait « … »"; "qu'il" there
        may be anyone)."""
        start, seg = self._segment(pi, a, b)
        who = self._before(pi, start, b, seg, topic)
        pron = self._elided_that(pi, seg, b) if who is not None else None
        if pron is not None and who is not None:
            want = "f" if pron in self.lex.female_pronouns else "m" if pron in self.lex.male_pronouns else None
            if want is None or self._gender(who) != want:
                return None
        return who

    def reporter(self, pi: int, op: int, topic: str | None) -> str | None:
        """The speaker of a quote that is a sentence of its own (opening at op), read from the sentence right before it
        in its paragraph when that sentence reports someone's words or view ("El ingeniero Walter Ibarra explicó que
        la seguridad importa. “…”.", "Para la arquitecta Lucía Prado, … . “…”."): that someone, when the sentence
        names no other person (two people named there leave the quote's speaker in doubt)."""
        text = self.masked[pi]
        ends = list(SENTENCE_END_ONE.finditer(text, 0, op))
        if not ends or text[ends[-1].end() : op].strip() or text[ends[-1].start()] != ".":
            return None  # no sentence before it here, or a question or exclamation (nobody's report)
        s0, s1 = (ends[-2].end() if len(ends) >= 2 else 0), ends[-1].start()
        who = self.before(pi, s0, s1, topic)
        if who is None and self.lex.code in ("fr", "es"):
            who = self._speaking(pi, s0, s1, topic)
        if who is None and self.lex.verb_second:
            who = self._closing_tag(pi, s0, s1 + 1, topic)
        if who is None and self.lex.verb_second:
            who = self._second_tag(pi, s0, s1, topic)
        if who is None or any(m.name != who and m.name in self.persons for m in self._between((pi, s0 - 1), (pi, op))):
            return None
        return who

    def _speaking(self, pi: int, a: int, b: int, topic: str | None) -> str | None:
        """French and Spanish: the subject of the sentence a..b when it opens on it and a tag verb follows it with only
        an auxiliary, a reflexive, a negation, an object pronoun or an adverb between ("Paul Ardent s'est confié au
        Parisien.", "La chanteuse a réagi sur Instagram.", "Pedro Gómez contó a Clarín su versión."), a singular
        verb: the speaker of a quote that follows as a sentence of its own (:meth:`reporter`), else None."""
        toks, text = self.toks[pi], self.masked[pi]
        lex = self.lex
        seg = list(range(bisect_left(self._starts[pi], a), bisect_left(self._starts[pi], b)))
        if seg and toks[seg[0]].low in _PREPOSITIONS:
            # "Sur son compte Instagram, la chanteuse a publié …": a phrase of where or when, then the subject
            comma = next((k for k in seg[1:9] if "," in text[toks[k - 1].end : toks[k].start]), None)
            seg = [k for k in seg if comma is not None and k >= comma]
        if len(seg) < 2 or not (toks[seg[0]].cap or toks[seg[0]].low in lex.definite):
            return None
        glue = lex.tag_auxiliaries | lex.clitics | lex.tag_adverbs | _REFLEXIVES | _NEGATIONS
        for v in seg[1:8]:
            if self._verb(pi, v, b) is not None:
                break
            if "," in text[toks[v - 1].end : toks[v].start] or toks[v].low in _RELATIVES or toks[v].low in _THAT:
                return None  # "Paul Ardent, qui …", "Léa, maire de Lyon, …": no subject right before a verb
        else:
            return None
        if toks[v].low in lex.plural_verbs or ELIDED_CLITIC.sub("", toks[v].low) in lex.plural_verbs:
            return None
        k = v
        while k - 1 > seg[0] and (toks[k - 1].low in glue or ELIDED_CLITIC.sub("", toks[k - 1].low) in glue or (
            toks[k - 1].low in ("s'", "s’", "n'", "n’")
        )):
            k -= 1  # "s'est", "ne l'a", "no le"
        found, who = self._subject_at(pi, seg[0], toks[k].start, topic, single_ok=False)
        if not found or who is None:
            return None
        last = max((x for x in seg if x < k), default=seg[0])
        if toks[last].end != toks[k - 1].end or text[toks[last].end : toks[k].start].strip():
            return None
        return who

    def _second_tag(self, pi: int, a: int, b: int, topic: str | None) -> str | None:
        """German: the subject of a sentence a..b whose finite verb in second place is a tag verb, right after an
        adverbial of at most three words ("Darüber hinaus mahnte der HDE-Präsident bessere Rahmenbedingungen an.",
        "Am Montag kritisierte Anna Roth die Pläne."), when it is a person (by name, or by a role one person was given
        before); else None."""
        toks = self.toks[pi]
        sent = [k for k in range(bisect_left(self._starts[pi], a), bisect_left(self._starts[pi], b))]
        verb = next((k for k in sent[1:4] if toks[k].low in self.lex.tag_verbs and not toks[k].cap), None)
        if verb is None or any(toks[k].low in self.lex.tag_verbs or toks[k].low in _THAT for k in sent[: sent.index(
            verb
        )]):
            return None
        found, who = self._subject_at(pi, verb + 1, b, None, single_ok=False, story=False)
        return who if found and who in self.persons else None

    def role_label(self, pi: int, a: int, op: int) -> tuple[str | None] | None:
        """German: a quote after a colon that closes a role word ("Kim Jong Un laut Trump am Leben - US-Präsident:
        „…“", "Der Trainer: „…“"): (the one person given that role before,) or (None,) when nobody or two were; None
        when no role word closes the colon's lead (between a and the quote at op)."""
        text, toks = self.masked[pi], self.toks[pi]
        if not self.lex.verb_second or not text[a:op].rstrip().endswith(":"):
            return None
        k = bisect_left(self._starts[pi], op) - 1
        if k < 0 or toks[k].start < a or not toks[k].cap or not self._role(toks[k]) or (
            text[toks[k].end : op].strip() != ":"
        ):
            return None
        key = self._role_key(toks[k])
        given = {r[3] for r in self.roles if r[2] == key and (r[0], r[1]) < (pi, toks[k].start)}
        return (given.pop(),) if len(given) == 1 else (None,)

    def _closing_tag(self, pi: int, a: int, b: int, topic: str | None) -> str | None:
        """The speaker of a tag that closes the sentence a..b after a comma, the verb first ("Die Lage sei ernst, sagte
        Anna Roth am Montag.", "Der Trend geht auf Corona zurück, beobachtet Bach, der das Referat leitet."): read as
        the tag after a quote's closing mark is, from the last comma a tag verb follows; else None."""
        text, toks = self.masked[pi], self.toks[pi]
        for comma in reversed([m.start() for m in re.finditer(",", text[a:b])]):
            k = bisect_left(self._starts[pi], a + comma)
            if k < len(toks) and toks[k].start < b and toks[k].low in self.lex.tag_verbs and not (
                text[a + comma + 1 : toks[k].start].strip()
            ):
                return self.after(pi, a + comma, b, topic)
        return None

    def report_chain(self, pi: int, op: int, topic: str | None) -> str | None:
        """German reported speech going on into a quote: the quote at op is a sentence of its own after at most
        REPORT_SENTENCES sentences of reported speech ([tags] reported_speech, Konjunktiv I) that hold no tag verb, back
        to a sentence in reported speech that a tag closes or opens ("Der Verband verkläre die Vorfälle, sagte Lucke.
        Ein Gespräch sei nicht sinnvoll. «…»"), in the quote's paragraph or, when the paragraph opens on that report or
        on the quote, at the end of the paragraph before: the tag's speaker, when nobody else is named since. The
        sentence right before the quote tagging it is :meth:`reporter`'s; a sentence of neither kind leaves it."""
        lex = self.lex
        if not lex.reported_speech:
            return None
        steps = 0
        for p in (pi, pi - 1):
            if p < 0:
                return None
            text = self.masked[p]
            limit = op if p == pi else len(text.rstrip())
            starts = [0] + [m.end() for m in SENTENCE_END_ONE.finditer(text, 0, limit)]
            if p == pi and starts[-1] != op and text[starts[-1] : op].strip():
                return None  # words of the quote's own sentence before it
            spans = [(a, b) for a, b in zip(starts, [*starts[1:], limit], strict=True) if text[a:b].strip()]
            if p == pi and spans and spans[-1][1] == op:
                spans = spans[:-1] if not text[spans[-1][0] : op].strip() else spans
            for s0, s1 in reversed(spans):
                words = [m.group().lower() for m in _TOKEN.finditer(text, s0, s1)]
                body = text[s0:s1].rstrip()
                reported = any(w in lex.reported_speech for w in words)
                if not body.endswith("."):
                    return None  # a question, an exclamation, a colon: no report going on
                if any(w in lex.tag_verbs or w in lex.so_words for w in words):
                    if steps == 0 and p == pi:
                        return None  # right before the quote: reporter's
                    end = s0 + len(body) - 1
                    # a tag closing the report after a comma ("Der Verband verkläre …, sagte Lucke": the words before
                    # it are his, whatever their verb's form), or opening one written in Konjunktiv ("Lucke sagte, ein
                    # Gespräch sei sinnlos")
                    who = self._closing_tag(p, s0, end + 1, topic) or (
                        self.before(p, s0, end, topic) if reported else None
                    )
                    if who is None or any(m.name != who and m.name in self.persons
                                          for m in self._between((p, s0 - 1), (pi, op))):
                        return None
                    return who
                if not reported:
                    return None  # a sentence of the writer's own: the report ends
                steps += 1
                if steps > REPORT_SENTENCES:
                    return None
        return None

    def _segment(self, pi: int, a: int, b: int) -> tuple[int, list[int]]:
        """Where the tag's sentence starts between a and b, and the indexes of its tokens before b."""
        ends = list(SENTENCE_END_ONE.finditer(self.masked[pi], a, b))
        start = ends[-1].end() if ends else a
        return start, list(range(bisect_left(self._starts[pi], start), bisect_left(self._starts[pi], b)))

    def _before(self, pi: int, a: int, b: int, seg: list[int], topic: str | None) -> str | None:
        """:meth:`before` without its pronoun test; a: the tag sentence's start, seg: its tokens (:meth:`_segment`)."""
        text, toks = self.masked[pi], self.toks[pi]
        lex = self.lex
        seg_text = text[a:b].rstrip()
        if not seg_text.strip():
            return None
        if not seg:
            return None
        colon = seg_text.endswith(":")
        that = toks[seg[-1]].low in _THAT or seg_text.endswith(",") or any(
            toks[k].low in _THAT and self._verb(pi, k - 1, b) is not None for k in seg[1:]
        ) or self._elided_that(pi, seg, b) is not None or any(
            toks[k].low in _THAT and self._verb_then_place(pi, k, b) for k in seg[2:]
        )  # "advirtió que los “guerreros de la propaganda”", "señaló en rueda de prensa que el conflicto “…”"
        that = that or self._reported_clause(pi, seg, b)
        opener = toks[seg[0]].low
        if (opener in lex.so_words or opener in lex.opinion_words) and len(seg) == 2 and colon + that and (
            toks[seg[1]].low in lex.male_stressed | lex.female_stressed
        ):
            # "Selon lui, « … »", "Pour elle, « … »": the story's person of the pronoun's gender, as "il", "elle"
            return self.gender_topic("m" if toks[seg[1]].low in lex.male_stressed else "f")
        so_len = _so_phrase(seg_text.lstrip(), lex)
        if so_len and len(seg) > so_len and not any(self._verb(pi, k, b) is not None for k in seg[so_len:]):
            # "En palabras de Rafael Ibarra, “…”", "Aux dires de Léa Morin, « … »": as "Según X, “…”" below
            found, who = self._subject_at(pi, seg[so_len], b, None)
            if found and who:
                return who
        if (opener in lex.so_words or opener in lex.opinion_words) and not any(
            self._verb(pi, k, b) is not None for k in seg[1:]
        ):
            # (with a tag verb after it, "Según X, Lucía Prado dijo que “…”", the verb's subject speaks: below)
            found, who = self._subject_at(pi, seg[0] + 1, b, None)
            if found and who and (opener in lex.so_words or who in self.persons):
                return who  # "Según el periodista, el despliegue de tales armas “…”", "Für Anke Roth ist klar, dass""
            source = self._so_source(pi, seg[0] + 1, b) if opener in lex.so_words else None
            if source is not None and not who:
                return source  # "Laut ET-News ziele Apple darauf ab, „…“": the outlet's words, as written
        so_verb = self._verb(pi, seg[1], b) if opener in lex.so_words and len(seg) > 2 else None
        if so_verb is not None and not so_verb[1]:
            # "Según explicó a ¡Hola! una fuente cercana, la pareja “…”", "Según dijo Ana Pérez, “…”": the so-word
            # and a tag verb are a tag before the quote, its subject after the verb up to the clause's comma, read as
            # the same words after a quote ("“…”, según contó …"); none written ("Según explicó, …"): the story's
            # person, as "“…”, explicó." reads; another tag verb after the comma ("Según X, Ana dijo que"): below
            so_end = text.find(",", toks[so_verb[0] - 1].end, b)
            if so_end >= 0 and not any(self._verb(pi, k, b) is not None for k in seg if toks[k].start > so_end):
                found, who = self._subject_at(pi, so_verb[0], so_end, topic)
                if found:
                    return who
        if colon and len(seg) > 2 and toks[seg[1]].low in lex.opinion_words and not toks[seg[1]].cap and not any(
            self._verb(pi, k, b) is not None for k in seg[2:]
        ):
            # "Erschreckend für Bach ist: „…“": one word of judgement opening the sentence, then the person whose view
            # the quote gives, before a colon (a body or a noun, "Wichtig für die Firma ist:", names nobody)
            found, who = self._subject_at(pi, seg[1] + 1, b, None)
            if found and who in self.persons:
                return who
        if lex.so_after_words and not any(self._verb(pi, k, b) is not None for k in seg[1:]):
            a0, b0 = self._run(pi, seg[0])
            if a0 == seg[0] and b0 <= seg[-1] and toks[b0].low in lex.so_after_words:
                # "Anna Roth zufolge ist „…“", "Roth zufolge seien „…“": the person before the so-word, when known as
                # one (a body, "Dem Verein zufolge", names nobody)
                name = self._name(pi, a0, b0)
                full = self.resolve(name) or name
                if full in self.persons:
                    return full
        near = next((k for k in seg[1:-1] if toks[k].low in lex.so_words and not toks[k].cap), None)
        if near is not None and text[toks[seg[-1]].end : b].strip() in ("", ",") and not any(
            self._verb(pi, k, b) is not None for k in seg if k > near
        ):
            source = self._so_source(pi, near + 1, b)
            if source is not None and text.find(source, toks[near].end) + len(source) == toks[seg[-1]].end:
                # "hat Viva Magenta laut dem Pantone Color Institute, „…“": a body's source right before the quote
                return source
        if near is not None and not text[toks[seg[-1]].end : b].strip() and not any(
            self._verb(pi, k, b) is not None for k in seg if k > near
        ):
            # "Ist es die Erfahrung, derer laut Földényi „der Mensch bedarf …“?": a so-word and a person's name right
            # before the opening mark (nothing after the name), that person's words
            a0, b0 = self._run(pi, near + 1)
            if a0 == near + 1 and b0 == seg[-1] + 1:
                name = self._name(pi, a0, b0)
                full = self.resolve(name) or name
                if full in self.persons:
                    return full
        lead_in = seg_text.lstrip().lower()
        if colon and _opened_infinitive(lead_in, lex.narrative_openers, lex.infinitives, whole=True):
            return topic  # "Et d'ajouter : « … »": the one the copy is about, still speaking
        if colon and lex.narrative_openers and len(seg) >= 4 and toks[seg[0]].low in lex.and_words:
            # "Et la chanteuse de préciser : « … »", "Et Paul Ardent d'ajouter :": the narrative infinitive with its
            # subject written between "et" and "de"
            inf = toks[seg[-1]]
            of = seg[-2] if toks[seg[-2]].low == "de" and inf.low in lex.infinitives else (
                seg[-1] if _ELIDED_OF.match(inf.low) and inf.low[2:] in lex.infinitives else None
            )
            if of is not None and of > seg[1]:
                found, who = self._subject_at(pi, seg[1], toks[of].start, topic, single_ok=False)
                if found and who:
                    return who
        prev = self.at[2]
        if colon and prev is not None and prev[0] == pi and not SENTENCE_END_ONE.search(text, prev[1], b) and (
            _opened_infinitive(lead_in, lex.then_openers, lex.infinitives, whole=False)
        ):
            return prev[2]  # "« … », a-t-il martelé, avant d'ajouter : « … »": the same sentence's speaker goes on
        if any(lead_in.startswith(v) and lead_in[len(v) : len(v) + 1] in (" ", ",") for v in lex.own_view) and not any(
            self._verb(pi, k, b) is not None for k in seg[1:]
        ):
            # "A su entender, en la comunidad “se conoce muy poco”": the view of the story's person ("su" is anyone's:
            # every person named since is a rival, even one a preposition governs)
            return self.topic(*self.at) if topic is not None else None
        if len(seg) >= 2 and toks[seg[0]].low in lex.tag_pronouns and toks[seg[1]].low in lex.reported_speech and (
            not any(self._verb(pi, k, b) is not None for k in seg[2:]) and _untagged(text, b, len(text), lex)
        ):  # (a tag after the quote, "Er gehe „…“, sagte Hörmann", names the speaker itself)
            return self.pronoun_topic(toks[seg[0]].low)  # "Sie wolle „keine Fragen mehr …“": her words, reported
        obj = None if colon or that else self._object_verb(pi, seg, b)
        if not (colon or that or obj is not None):
            return None
        verbs = [obj] if obj is not None else [
            k for k in seg if self._verb(pi, k, b) is not None and not self._object_quote(pi, k, b)
        ]
        if not verbs:
            if colon and len(seg) >= 1:
                # "Name: „…“" (an interview line) or "Oliver Pocher empört sich über …:" (a name opening the sentence)
                if toks[seg[0]].low in lex.tag_pronouns:
                    return self.pronoun_topic(toks[seg[0]].low)  # "Sie findet das zwar ungewohnt, aber …:"
                lead = next((k for k in seg[1:3] if toks[k].low in lex.tag_pronouns), None)
                opening = text[toks[seg[0]].start : toks[lead].start] if lead is not None else ""
                if lead is not None and opening.rstrip().endswith(",") and "," not in text[toks[lead].end : b]:
                    return self.pronoun_topic(toks[lead].low)  # "Sin embargo, ella fue clara:"
                found, who = self._subject_at(pi, seg[0], b, None)
                if found and who and who.rsplit(None, 1)[-1].lower() in lex.colon_labels:
                    # "Ernster Nachsatz: „…“", "Klare Ansage: „…“": German capitalises a sentence's first word and
                    # every noun; a capitalised pair ending on a noun that labels what follows is no name
                    return None
                if found and who and (len(seg) <= 3 or who in self.persons or self._apposition(pi, seg, b)) and not any(
                    m.name != who and m.name in self.persons for m in self._between((pi, toks[seg[0]].start), (pi, b))
                ):  # ("Peter Bohlmann, Anke Roth und Jonas Brandt:": several names, no one speaker)
                    return who
                return self._pronoun_second(pi, seg)  # "Und trotz allem war sie nachdenklich:"
            return None
        v = verbs[-1]
        tagged = (v + 1, False) if obj is not None else self._verb(pi, v, b)
        if tagged is None:
            return None
        if tagged[1]:
            return self._agrees(topic, self._inverted(pi, v, tagged[0]))  # "affirme-t-elle :"
        after = tagged[0]
        if toks[after - 1].low in lex.plural_verbs:
            topic = None
        # (after a verb whose object is the quote, no subject: "a dénoncé une « … »")
        found, who = self._subject_at(pi, after, b, None) if obj is None else (False, None)
        if found and who:
            first = [k for k in seg if k < v]
            if first and toks[first[0]].cap and not self._stopword(toks[first[0]]):
                a0, b0 = self._run(pi, first[0])
                head_name = self._name(pi, a0, b0) if b0 > a0 and a0 == first[0] else ""
                head_full = (self.resolve(head_name) or head_name) if head_name else ""
                if b0 == v and head_full in self.persons and head_full != who:
                    return None  # "Anke Roth antwortete Paul Weber:": a name on each side of the verb, no telling
            return who  # "Später sagte Jan Roth:", "Weiter sagt er:" (pronoun: None here, see below)
        if obj is None and after < len(toks) and toks[after].low in lex.tag_pronouns:
            return self.pronoun_topic(toks[after].low)
        rel = v - 1
        while rel - 1 in seg and toks[rel].low in lex.tag_adverbs:
            rel -= 1  # "…, quien también enfatizó que"
        if rel >= 1 and rel - 1 in seg and toks[rel].low in _RELATIVES and (
            "," in text[toks[rel - 1].end : toks[rel].start]
        ):
            return self._antecedent(pi, rel - 1, seg)  # "… se separó de Rafael Ibarra, quien dijo:"
        # the subject before the verb: the sentence's first words ("Berríos emitió un comunicado en la que expresó")
        head = [k for k in seg if k < v]
        comma = next((k for k in [*head[1:], v] if "," in text[toks[k - 1].end : toks[k].start]), None)
        if comma is not None and any(toks[k].low in _PREPOSITIONS and not self._particle(toks[k])
                                     for k in head if k < comma):
            # "Sobre Rafael Ibarra, dijo:", "Interrogée sur Paul Ardent, elle a répondu :": the person the words are
            # about or addressed to opens the sentence; the subject comes after the comma (none written: pro-drop)
            head = [k for k in head if k >= comma]
        sub = max((k for k in head if toks[k].low in lex.subordinators or _elided(toks[k].low) in lex.subordinators),
                  default=None)
        if sub is not None and sub > head[0] and sub + 1 < v and toks[sub + 1].cap and "," not in (
            text[toks[sub].end : toks[v].start]
        ):  # (a capitalised word after it: "que Mediapart révèle", not the relative "el cuerpo legal que pretende")
            # "Il n'aura pas fallu 24 heures pour que Mediapart révèle ces « … » :": the verb's clause opens at the
            # subordinating word; the sentence's first words ("Il") are no subject of it
            head = [k for k in head if k > sub]
            if not head:
                return None
        if not head:
            return topic  # "Al respecto, explicó que": no subject written
        named: list[tuple[int, str]] = []
        inside = -1  # the end of the last name run read: its later words are no names of their own ("Rafael Ibarra")
        for k in head:
            if k < inside or not toks[k].cap:
                continue
            a2, b2 = self._run(pi, k)
            inside = max(inside, b2)
            # "El diputado de Convergencia Social Diego Ibáñez dijo": the preposition governs the party's name; the
            # person's, opening on a first name, follows it (see _run)
            body_first = a2 > k and toks[a2].low in self.first_names
            if k and toks[k - 1].low in _PREPOSITIONS and not body_first:
                continue  # "Im Gespräch mit Paul Weber verriet": an object (its run read all the same)
            if k >= 2 and toks[k - 1].low in self.lex.definite and toks[k - 2].low in _PREPOSITIONS and (
                not toks[k - 2].cap
            ) and not body_first:
                continue  # "Ana Gil, bióloga de la Universidad de Vigo, explica": a place of the apposition, no subject
            if a2 and toks[a2 - 1].low in _PREPOSITIONS and not self._particle(toks[a2 - 1]):
                continue  # "A Rafael Ibarra le dijo:": a capitalised preposition opened the run
            pair = self._pair_end(pi, b2, toks[v].start) if b2 > a2 else None
            if pair is not None and (pair == v or self._verb(pi, pair, b) is not None):
                return self._name(pi, a2, pair)  # "Anke Roth und Paul Weber sagten:": both, as written
            if b2 > a2:
                name = self._name(pi, a2, b2)
                full = self.resolve(name) or name
                if full in self.persons or (b2 == v and b2 - a2 >= 2 and any(self._role(x) for x in toks[k:a2])):
                    named.append((b2, full))
        # a gerund after a comma continues the clause before it ("X criticó la medida, planteando que"): that comma
        # opens no report inside a report (a "que" still does: "X contó que Ana le dijo, advirtiendo que")
        gerund = toks[v].low in lex.tag_gerunds and "," in text[toks[v - 1].end : toks[v].start]
        inner = [k for k in head if (vk := self._verb(pi, k, b)) is not None and vk[0] <= v and (
            any(toks[x].low in _THAT for x in range(vk[0], v)) or not gerund and (
                "," in text[toks[vk[0] - 1].end : toks[v].start]
            )
        )]
        if inner:
            # "Paul Ardent raconte que Léa lui a dit :": words reported inside a report are the inner speaker's: the
            # subject of the clause after the report's que/dass/comma ("Como contó X, ella dijo:" -> "ella"), never
            # the reporter
            vk = self._verb(pi, inner[-1], b)
            after_inner = vk[0] if vk else inner[-1] + 1
            edge = next((x for x in range(after_inner, v + 1) if toks[x].low in _THAT or (
                "," in text[toks[x - 1].end : toks[x].start])), v)
            named = [(b2, n) for b2, n in named if b2 > edge]
            head = [k for k in head if k >= edge and toks[k].low not in _THAT]
            if not named and not head:
                return None
        if named:
            # the name right before the verb ("…, le président Alain Fuchs déclare :"), else the sentence's first
            # ("Posteriormente, Berríos emitió un comunicado en la que expresó que")
            return next((n for b2, n in named if b2 == v), named[0][1])
        k0 = head[0]
        while k0 < v:
            low = toks[k0].low
            if low in _PREPOSITIONS and not self._particle(toks[k0]) and k0 + 1 < v and toks[k0 + 1].cap:
                k0 = max(self._run(pi, k0 + 1)[1], k0 + 2)  # "A Rafael Ibarra le dijo": an object, no subject
                continue
            if (low in lex.tag_adverbs or low in lex.stop) and (
                low not in lex.definite | lex.indefinite | lex.tag_pronouns | lex.possessives
            ):
                k0 += 1
                continue
            break
        if k0 < v and toks[k0].low in lex.tag_pronouns and toks[after - 1].low in lex.plural_verbs:
            return None  # "Und sie sagten uns:": "sie" of a plural verb is "they", nobody's words alone
        if k0 < v:
            found, who = self._subject_at(pi, k0, toks[v].start, topic, single_ok=False)
            if found and who:
                return who
            if toks[k0].low in lex.tag_pronouns:
                return self.pronoun_topic(toks[k0].low)
        if lex.pro_drop and not any(toks[k].low in lex.possessives | lex.definite | lex.indefinite for k in head) and (
            not any(toks[k].cap for k in head[1:])
        ):  # (an article anywhere, "la actriz dijo", writes a subject: the role branch above spoke for it)
            return topic  # "Al respecto, explicó que": Spanish writes no subject
        if colon:
            return self._pronoun_second(pi, head)  # "Den Clip kommentierte er später und schrieb:"
        return None

    def _reported_clause(self, pi: int, seg: list[int], b: int) -> bool:
        """German reported speech without "dass": a tag verb, a comma after it, and a clause in Konjunktiv I ([tags]
        reported_speech) up to the quote ("Anna Roth sagte am Montag, die Lage sei „…“", "schrieb auf Twitter, er sei
        froh, dass Kim „…“ sei"): the quote is in the tag's report, as after "dass". Not when the report names a
        person or a source of its own ("sagte, laut Anna Roth sei die Mannschaft „…“": whose words, no telling)."""
        lex, toks, text = self.lex, self.toks[pi], self.masked[pi]
        if not lex.reported_speech:
            return False
        for k in seg:
            if self._verb(pi, k, b) is None:
                continue
            comma = text.find(",", toks[k].end, b)
            if comma < 0:
                continue
            clause = [x for x in seg if toks[x].start > comma]
            return any(toks[x].low in lex.reported_speech for x in clause) and not any(
                toks[x].low in lex.so_words or toks[x].low in lex.so_after_words for x in clause
            ) and not any(m.name in self.persons for m in self._between((pi, comma), (pi, b)))
        return False

    def _object_verb(self, pi: int, seg: list[int], b: int) -> int | None:
        """The token of a verb whose object is the quote opening at b (see :func:`quoting_object`), with no
        punctuation between them."""
        toks, text = self.toks[pi], self.masked[pi]
        if not (self.lex.quoting_verbs or self.lex.naming_verbs) or not seg:
            return None
        back = quoting_object([toks[k].low for k in seg], self.lex)
        if back is None:
            return None
        v = seg[len(seg) - 1 - back]
        if re.search(r"[,;:.!?()\u2013\u2014]", text[toks[v].end : b]) or not _untagged(text, b, len(text), self.lex):
            return None  # (a tag later in the sentence, "X parle de « … », a déclaré Y": two attributions, no telling)
        return v

    def _pronoun_second(self, pi: int, ks: list[int]) -> str | None:
        """In a verb-second language, the one subject pronoun of tokens ks right after a lower-case word of the clause
        (its finite verb: "Den Clip kommentierte er", "war sie"): that pronoun's person; None when there is none,
        or more than one, or a name is written before the colon (a subject of its own)."""
        toks, text, lex = self.toks[pi], self.masked[pi], self.lex
        if not lex.verb_second or len(ks) < 2:
            return None
        # (a verb in -en before it is plural, "arbeiten sie": "they", nobody's words alone)
        found = [k for k in ks[1:] if toks[k].low in lex.tag_pronouns and toks[k].text.islower() and not (
            toks[k - 1].cap or toks[k - 1].low in _PREPOSITIONS | _THAT | lex.subordinators | lex.and_words
        ) and not text[toks[k - 1].end : toks[k].start].strip() and not toks[k - 1].low.endswith("en")]
        if len(found) != 1 or any(toks[k].low in lex.tag_pronouns for k in ks if k != found[0]) or any(
            m.name in self.persons for m in self._between((pi, toks[ks[0]].start - 1), (pi, toks[ks[-1]].end))
        ):
            return None
        return self.pronoun_topic(toks[found[0]].low)


def inner_tag(raw: str, op: int, cl: int, lex: Lexicon, named: bool = False) -> tuple[int, int] | None:
    """The narrator's words written inside the marks of the quotation opening at op and closing at cl, in its first
    sentence, as (the comma before them, the first offset after them): the French incise, a tag verb with its pronoun
    written on it ("« Je ne regrette rien, a-t-elle expliqué. J'ai grandi. »": ", a-t-elle expliqué. "), to the next
    comma or sentence end; with ``named`` (the tag inside the marks named the speaker, :meth:`Tagger.inner`), the
    first comma's tag to the sentence end ("« On ne lâchera rien, dit Léa, étudiante. … »"). None when there is none.
    """
    end = SENTENCE_END_ONE.search(raw, op + 1, cl)
    stop = end.end() if end else cl
    first = raw.find(",", op + 1, stop)
    comma = first
    while comma >= 0:
        inc = _INCISE.match(raw, comma)
        if inc is not None and inc.group(1).lower() in lex.tag_pronouns:
            after = _INCISE_END.search(raw, inc.end(), cl)
            cut = after.end() if after else cl
            nxt = _TOKEN.match(raw, inc.end() + 1)  # the participle of "a-t-il expliqué"
            words = [*_TOKEN.findall(raw, comma, inc.start(1)), *([nxt.group()] if nxt else [])]
            verbs = {ELIDED_CLITIC.sub("", part) for w in words for part in w.lower().strip(".-").split("-")}
            if verbs & lex.tag_verbs:
                return comma, cut
        comma = raw.find(",", comma + 1, stop)
    return (first, stop) if named and first >= 0 else None


@dataclass(frozen=True, slots=True)
class TagRead:
    """A quote's speaker as its tag names it, and the tag written inside its marks (:func:`inner_tag`), if any."""

    speaker: str | None
    inner: tuple[int, int] | None = None


def tag_reads(masked: Sequence[str], quotes: Sequence[tuple[int, int, int, bool, str | None]],
              lex: Lexicon, paras: Sequence[str] | None = None) -> list[TagRead]:
    """Speakers for ``quotes`` given as (paragraph, open offset, close offset, closed, speaker so far); a speaker
    already found is kept, None ones get the tag's speaker when there is one; with each quote's tag inside the marks
    (read in ``paras``, the raw paragraphs)."""
    tagger = Tagger(masked, lex)
    out: list[str | None] = []
    inner: list[tuple[int, int] | None] = []
    prev: tuple[int, int, str] | None = None
    for k, (pi, op, cl, closed, speaker) in enumerate(quotes):
        in_marks = False
        signed = None
        if speaker is None:
            tagger.at = (pi, op, prev)
            tagger.published = False
            tagger.story_ok = True
            topic = tagger.topic(pi, op, prev, dropped=True)
            last = quotes[k - 1] if k else None
            if last is not None and last[0] == pi and out[-1] is None and not _untagged(masked[pi], last[2] + 1, op,
                                                                                         lex):
                topic = None  # "“…”, dijo el secretario general de X. Y remató: “…”": whoever spoke, still unknown
                tagger.story_ok = False
                if lex.pro_drop:
                    # (unless that sentence's subject was a role one person was given: "Consultado sobre el “…”
                    # X, el fiscal general lamentó … . “…”, indicó.")
                    topic = tagger.role_topic(pi, op)[1]
            nxt = next((q[1] for q in quotes[k + 1 :] if q[0] == pi), len(masked[pi]))
            before_q = max((q[2] + 1 for q in quotes[:k] if q[0] == pi), default=0)
            who = tagger.after(pi, cl + 1, nxt, topic) if closed else None
            if who is None and closed and not masked[pi][:op].strip() and nxt == len(masked[pi]):
                signed = _signature(masked[pi][cl + 1 :], lex)
                who = None if signed is None else tagger.resolve(signed) or signed  # "„…“ – Kai Dörfner"
            if who is None and closed:
                who = tagger.pointed(pi, cl + 1)  # "“…”. Con esa frase, Alberto Fernández respondió"
            if who is None and closed:
                who = tagger.agent(pi, op, cl + 1, nxt)  # "Qualifié de « … » par un dirigeant du parti"
            doubted = who is not None and not (closed and tagger.published) and _colon_intro(
                masked[pi], before_q, op
            ) and (colon := tagger.before(pi, before_q, op, topic)) != who and not (
                colon is None and (_names(_lead(masked[pi], before_q, op), who) or _label_colon(
                    _lead(masked[pi], before_q, op), lex) or _opinion_after(masked[pi], cl + 1, lex) or (
                    _own_words_after(masked[pi], cl + 1, _lead(masked[pi], before_q, op), lex)
                    and not tagger.mentions_between((pi, before_q), (pi, op))) or (
                    _reported_colon(_lead(masked[pi], before_q, op), lex) and not tagger.mentions_between(
                        (pi, before_q), (pi, op))))
            )  # ("Saharo Mohammed findet das gut: „…“, sagt sie": the colon's sentence is about the tag's speaker;
            # "Dazu heißt es: „…“, sagt Anna Roth": a colon that labels the quote gives it to nobody)
            if doubted:
                # "warb ein Geschäft mit Plakaten: „…“, berichtet Mazzucotelli": the colon gives the words to someone
                # else than the tag after them (who reports them): two attributions, no speaker
                who = None
            in_marks = False  # the tag is written inside the marks ("« …, dit Léa, étudiante. … »")
            if who is None and paras is not None and not doubted:
                who = tagger.inner(pi, paras[pi], op, cl, topic)
                in_marks = who is not None
            label = tagger.role_label(pi, before_q, op) if who is None and not doubted else None
            if label is not None:
                who = label[0]  # "US-Präsident: „…“": the one person given that role before, else nobody
            elif who is None and not doubted:
                who = tagger.before(pi, before_q, op, topic)
            if who is None and not doubted and pi and not masked[pi][:op].strip() and (
                masked[pi - 1].rstrip().endswith(":")
            ):
                # a quote opening its paragraph after "Später sagte Jan Roth:" closing the paragraph before
                last_end = max((q[2] + 1 for q in quotes[:k] if q[0] == pi - 1), default=0)
                who = tagger.before(pi - 1, last_end, len(masked[pi - 1].rstrip()), topic)
            ends = sentence_ends(masked[pi], before_q, op, lex.code)
            opens = not masked[pi][ends[-1] if ends else before_q : op].strip()  # the quote opens its sentence
            alone = not masked[pi][before_q:op].strip() or (
                opens and prev is not None and prev[0] == pi and prev[2] == topic
            )
            if who is None and not doubted and last is not None and last[0] == pi and out[-1] is not None and (
                not SENTENCE_END_ONE.search(masked[pi], last[2] + 1, op)
                and not tagger.mentions_between((pi, last[2]), (pi, op))
                and _untagged(masked[pi], last[2] + 1, op, lex) and not _tag_next(masked[pi], cl + 1, nxt, lex)
                and not any(m.group().lower() in lex.tag_verbs for m in _TOKEN.finditer(masked[pi], last[2] + 1, op))
            ):
                # "… ist klar, dass „…“, da sich „…“": a second quote of one sentence, nobody between (a tag verb
                # between, "„…“ Dennoch sagt Tobisch: „…“", is this quote's own tag, even when it names nobody known)
                who = out[-1]
            if who is None and not doubted and last is not None and last[0] == pi and out[-1] is not None and (
                _going_on(_lead(masked[pi], before_q, op), lex)
                and tagger.only_mentioned((pi, last[2]), (pi, op), out[-1])
            ):
                who = out[-1]  # "„…“, sagte Anna Roth. Und weiter: „…“": her words go on
            after_blank = k > 0 and out[-1] is None  # the quote before it is someone's the reader could not name
            if who is None and not doubted and prev is not None and prev[0] in (pi, pi - 1) and prev[2] == topic and (
                alone and not after_blank and _untagged(masked[pi], cl + 1, nxt, lex)
            ):
                who = topic  # a quote on its own after a quote: the same speaker
            if who is None and not doubted and prev is not None and prev[0] in (pi, pi - 1) and prev[2] == topic and (
                not after_blank and _reported(masked[pi], op, cl, lex) and _untagged(masked[pi], cl + 1, nxt, lex)
            ):
                who = topic  # "Hinweise erhalte die Polizei „…“": reported speech goes on, still the last speaker's
            if who is None and not doubted and closed and opens and paras is not None and (
                paras[pi][op + 1 : cl].rstrip()[-1:] in ".!?\u2026"
            ):
                who = _reported_after(tagger, masked[pi], cl + 1, nxt, lex)  # "„…“ Er sei früher täglich dort gewesen."
            if who is None and not doubted and opens and masked[pi][before_q:op].strip() and paras is not None and (
                closed and _own_sentence(masked[pi], paras[pi], op, cl, nxt, lex)
            ):
                who = tagger.reporter(pi, op, topic)  # "X explicó que … . “…”.": the quote goes on with X's report
            if who is None and not doubted and opens and paras is not None and closed and (
                _own_sentence(masked[pi], paras[pi], op, cl, nxt, lex)
            ):
                who = tagger.report_chain(pi, op, topic)  # "…, sagte Lucke. Ein Gespräch sei sinnlos. «…»"
            if who is not None and paras is not None and not in_marks and _names(paras[pi][op + 1 : cl], who) and (
                not _names(masked[pi], who)
            ):
                # "“Alberto no se va a llevar el Gobierno”, dijo.": words that name the person the story is about,
                # who is named nowhere else in their paragraph, are most likely someone else's words about them
                who = None
            speaker = who
        out.append(speaker)
        inner.append(inner_tag(paras[pi], op, cl, lex, in_marks) if paras is not None else None)
        if speaker is not None:
            # (a signed quotation is a voice of its own: no quote after it goes on with it)
            prev = None if signed is not None else (pi, op, speaker)
    listed: set[int] = set()  # quotes given the speaker of the list they open
    for k in reversed(range(len(quotes) - 1)):
        pi, op, _, closed, _ = quotes[k]
        npi, nop = quotes[k + 1][0], quotes[k + 1][1]
        run_ends = [m.end() for m in SENTENCE_END_ONE.finditer(masked[pi], 0, op)]
        lead = masked[pi][run_ends[-1] if run_ends else 0 : op].strip()
        if out[k] is None and not closed and npi == pi + 1 and not masked[npi][:nop].strip() and (
            not lead or lead.endswith(":")
        ) and paras is not None and paras[pi].rstrip()[-1:] in ".!?\u2026":
            # a quotation running on into the next paragraph, which reopens it ("« J'ai eu peur. / « Puis … », a-t-elle
            # ajouté."): one speech, the tag of its last part names it all
            out[k] = out[k + 1]
        elif out[k] is None and closed and npi == pi and out[k + 1] is not None and _joined(
            masked[pi], quotes[k][2] + 1, nop, lex
        ) and (k + 1 in listed or _tag_next(masked[pi], quotes[k + 1][2] + 1, len(masked[pi]), lex)):
            # "les travaux « sans autorisation », ni « déclaration au fisc », écrit Le Canard enchaîné": quotes
            # joined by a comma or "et"/"ni"/"ou" alone, the tag after the last names them all
            out[k] = out[k + 1]
            listed.add(k)
    return [TagRead(who, cut) for who, cut in zip(out, inner, strict=True)]


def _so_phrase(lead: str, lex: Lexicon) -> int:
    """The number of words of the [tags] so_phrases phrase ``lead`` opens on ("en palabras de Rafael …": 3), else 0."""
    low = lead.lower()
    hit = next((p for p in lex.so_phrases if low.startswith(p + " ")), None)
    return len(_TOKEN.findall(hit)) if hit else 0


def _opened_infinitive(lead: str, openers: Sequence[str], infinitives: frozenset[str], whole: bool) -> bool:
    """``lead`` (lower case, ending on a colon) ends on one of ``openers`` and an infinitive of speech ("…, avant
    d'ajouter :"); with ``whole``, it is nothing else ("et d'ajouter :")."""
    for o in openers:
        m = re.search(rf"(?:^|\s){re.escape(o)}\s*(\w+)\s*:$", lead)
        if m is not None and m.group(1) in infinitives and (not whole or m.start() == 0):
            return True
    return False


def verb_of(word: str) -> str:
    """A French tag word's verb, with its reflexive or object clitic written onto it taken off ("s'esclaffe" ->
    "esclaffe"); other words as they are."""
    return ELIDED_CLITIC.sub("", word)


def _elided(word: str) -> str:
    """The elided word a token opens with ("qu'a" -> "qu'"), else ""."""
    if "'" not in word and "\u2019" not in word:  # (most words: no regex call; read for every word before a name)
        return ""
    m = _ELIDED_WORD.match(word)
    return m.group().replace("\u2019", "'") if m and m.end() < len(word) else ""


@lru_cache(maxsize=4096)
def _acronym(word: str) -> bool:
    """A body's short name in capitals ("ADAC", "AStA", "BSI"): letters only, at least three, two or more of them
    capitals, the first one too."""
    return len(word) >= 3 and word.isalpha() and word[0].isupper() and sum(c.isupper() for c in word) >= 2


def _plain(s: str) -> str:
    """Accents off, for comparing names ("Murátov" = "Muratov"); remembered (resolve compares every full name of
    the article again for each name), and ASCII as it is (it has no accents to take off)."""
    if s.isascii():
        return s
    return strip_marks(s, "NFD")


def _own_sentence(text: str, raw: str, op: int, cl: int, b: int, lex: Lexicon) -> bool:
    """The quote at op..cl closes its sentence, untagged: a terminal mark follows its closing mark ("“…”.") or ends
    its words, a new sentence after them ("„Wir bleiben.“ Er …")."""
    rest = text[cl + 1 : b].lstrip()
    if not rest or rest[0] in ".!?\u2026":
        return True
    return raw[op + 1 : cl].rstrip()[-1:] in (".", "!", "?", "\u2026") and rest[0].isupper() and not _tag_next(
        text, cl + 1, b, lex
    )


_SIGNED = re.compile(r"\s+[\u2013\u2014-]\s*(?P<who>[^,;:.!?()]+?)\s*(?:,\s*(?P<where>[^,;:!?()]+?))?\s*$")


def _signature(rest: str, lex: Lexicon) -> str | None:
    """The name that signs a quotation written as a paragraph of its own, after a dash at the paragraph's end ("„Das
    Buch ist ein grandioser Rundumblick.“ – Kai Dörfner", "… – Maik Schmidt, c't": a blurb, a motto, a reader's
    voice): one to four words, capitalised (a single word may not be: a handle), none a tag, stop or non-person
    word; else None."""
    m = _SIGNED.match(rest)
    if m is None:
        return None
    words = m.group("who").split()
    if not 1 <= len(words) <= 4 or any(not _TOKEN.fullmatch(w) or w.isdigit() for w in words):
        return None
    if len(words) > 1 and not all(w[:1].isupper() or w.lower() in lex.name_particles for w in words):
        return None
    if any(w.lower() in lex.tag_verbs or w.lower() in lex.so_words or w.lower() in lex.stop or w.lower() in (
        lex.stop_caps
    ) or w.lower() in lex.non_person for w in words):
        return None
    return m.group("who")


def _names(text: str, who: str) -> bool:
    """A capitalised word of the name ``who`` (three letters or more) is written in ``text`` as a word of its own."""
    words = [w for w in _TOKEN.findall(who) if w[:1].isupper() and len(w) > 2]
    return any(re.search(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text) for w in words)


def _colon_intro(text: str, a: int, op: int) -> bool:
    """The quote at op is introduced by a colon closing words of its own sentence (from a)."""
    lead = _lead(text, a, op).strip()
    return lead.endswith(":") and bool(_TOKEN.search(lead))


def _opinion_after(text: str, a: int, lex: Lexicon) -> bool:
    """The tag right after the closing mark (at offset a) opens on a comma and a [tags] opinion_verbs form."""
    m = re.match(r"\s*,\s*(\w+)", text[a:])
    return m is not None and m.group(1).lower() in lex.opinion_verbs


def _own_words_after(text: str, a: int, lead: str, lex: Lexicon) -> bool:
    """The tag right after the closing mark (at offset a) opens on a comma and a [tags] own_words_verbs form ("„…“,
    sagt Anna Roth"), and the colon's sentence ``lead`` before the quote holds no tag verb ("Jahrelang haben sie nur
    die Flüchtlinge gefördert: „…“, sagt Anna Roth"; not "Die Polizei warnte: „…“, sagt Anna Roth"), nor an
    impersonal one ("In der Mitteilung heißt es: „…“, sagt Anna Roth": the statement's words, relayed)."""
    m = re.match(r"\s*,\s*(\w+)", text[a:])
    low = " ".join(_TOKEN.findall(lead)).lower()
    return m is not None and m.group(1).lower() in lex.own_words_verbs and not any(
        w in lex.tag_verbs for w in low.split()
    ) and not any(re.search(r"(?<!\w)" + re.escape(p) + r"(?!\w)", low) for p in lex.impersonal)


def _label_colon(lead: str, lex: Lexicon) -> bool:
    """The colon's sentence ``lead`` only labels the quote after it: at most [tags] label_colon_words words, none a tag
    verb ("Die Begründung:", "Dazu heißt es:"; not "Die Polizei warnte:")."""
    words = [w.lower() for w in _TOKEN.findall(lead)]
    return 0 < len(words) <= lex.label_colon_words and not any(w in lex.tag_verbs for w in words)


def _going_on(lead: str, lex: Lexicon) -> bool:
    """German: the colon's sentence ``lead`` only says the speech goes on: one or two words, each an adverb of a tag
    or "und", before the colon ("Und weiter:", "Weiter:", "Außerdem:"; not "Die Begründung der Richter:")."""
    if not lex.verb_second or not lead.rstrip().endswith(":"):
        return False
    words = [w.lower() for w in _TOKEN.findall(lead)]
    return 0 < len(words) <= 2 and all(w in lex.tag_adverbs or w in lex.and_words for w in words)


def _reported_colon(lead: str, lex: Lexicon) -> bool:
    """The colon's sentence ``lead`` is reported speech naming no speaker of its own: a word of [tags] reported_speech
    (German Konjunktiv I), no tag verb ("Lösung für das Problem sei mehr Mitbestimmung: „…“, sagte Fahimi"): the
    report of the tag's speaker going on, no rival attribution (when it names nobody: the caller's test)."""
    words = [w.lower() for w in _TOKEN.findall(lead)]
    return any(w in lex.reported_speech for w in words) and not any(w in lex.tag_verbs for w in words)


def _lead(text: str, a: int, op: int) -> str:
    """The words of the quote's own sentence before its opening mark at op (from a)."""
    ends = list(SENTENCE_END_ONE.finditer(text, a, op))
    return text[ends[-1].end() if ends else a : op]


def _abbreviation_at(text: str, dot: int, lex: Lexicon) -> bool:
    """The full stop at offset dot ends an abbreviation of the language ("Dra.", "Prof.", "Dr."), no sentence."""
    k = dot
    while k > 0 and (text[k - 1].isalpha()):
        k -= 1
    return k < dot and (k == 0 or not text[k - 1].isalnum()) and text[k:dot].lower() in lex.abbreviations


def _tag_next(text: str, a: int, b: int, lex: Lexicon) -> bool:
    """A tag follows the closing mark at a: its first word (after a comma or dash) is a tag verb, a so-word or a
    reflexive ("„…“, sagte der Sprecher", "“…”, según X"); "“…”, y explicó que" opens a clause of its own."""
    first = _TOKEN.search(text, a, b)
    if first is None or text[a : first.start()].strip(" ,\u2014\u2013-"):
        return False
    low = first.group().lower()
    return low in lex.tag_verbs or low in lex.so_words or low in _REFLEXIVES or low in lex.clitics or bool(
        re.match(r"^(\w+)-(?:t-)?(?:il|elle|ils|elles)$", ELIDED_CLITIC.sub("", low))
    ) or ELIDED_CLITIC.sub("", low) in lex.tag_verbs


def _joined(text: str, a: int, b: int, lex: Lexicon) -> bool:
    """Nothing but a comma or one join word ("et", "ni", "ou") between offsets a and b (two quotes of one list)."""
    if not lex.join_words:
        return False
    gap = text[a:b].strip(" ,\u00a0\u202f").lower()
    return gap == "" and "," in text[a:b] or gap in lex.join_words


def modal_tag(words: Sequence[str], lex: Lexicon) -> tuple[int, bool] | None:
    """A tag verb written as a modal and an infinitive of speech at the start of ``words`` (lower-case tokens):
    "tente d'expliquer", "a tenu à rassurer", "a-t-elle tenu à préciser", "veut rassurer" ([tags] modals and
    infinitives): (the number of words it takes, whether an inverted pronoun gave the subject), else None."""
    if not lex.modals or not words:
        return None
    k, inverted = 0, False
    w = ELIDED_CLITIC.sub("", words[0])
    inv = re.match(r"^(\w+)-(?:t-)?(?:il|elle|ils|elles)$", w)
    if inv:
        inverted, w = True, inv.group(1)
    if w in lex.tag_auxiliaries and len(words) > 1:
        k, w = 1, words[1]
    if w not in lex.modals:
        return None
    k += 1
    if k < len(words) and words[k] in ("à", "de"):
        k += 1
    if k < len(words) and re.sub(r"^d['\u2019]", "", words[k]) in lex.infinitives:
        return k + 1, inverted
    return None


def quoting_object(words: Sequence[str], lex: Lexicon) -> int | None:
    """``words`` (lower-case tokens, in order) end on a verb whose object is the quote that follows them, its
    subject's words ("Jean Castex a dénoncé une « faute grave »", "a appelé à « … »", "s'est dit « très inquiet »"):
    at most three [tags] quoting_leads or adverbs after it, no passive auxiliary before it ("a été accusé de « … »"
    is the charge). The verb's place counted from the end (0: the last word), else None."""
    named = _naming_object(words, lex)
    if named is not None or not lex.quoting_verbs:
        return named
    k = len(words) - 1
    while k >= 0 and len(words) - 1 - k < 3 and (
        words[k].replace("\u2019", "'") in lex.quoting_leads or words[k] in lex.tag_adverbs
    ):
        k -= 1
    if k < 0:
        return None
    before = words[k - 1] if k else ""
    reflexive = before in _REFLEXIVES or bool(ELIDED_CLITIC.match(before))
    if not (words[k] in lex.quoting_verbs or words[k] in lex.quoting_self_verbs and reflexive):
        return None
    if before in lex.passive_auxiliaries:
        return None
    return len(words) - 1 - k


NAMING_GAP = 4  # the most words of the object between a naming verb and its naming word


def _naming_object(words: Sequence[str], lex: Lexicon) -> int | None:
    """``words`` end on a naming verb, its object (at most NAMING_GAP words, no verb among them) and a naming word:
    "a qualifié la décision d'« … »", "calificó la medida de «…»"; the verb's place counted from the end, else None.
    Never after a passive auxiliary ("a été qualifié de « … »": someone else's)."""
    if not lex.naming_verbs or not words or words[-1].replace("\u2019", "'") not in lex.naming_words:
        return None
    for k in range(len(words) - 2, max(-1, len(words) - 3 - NAMING_GAP), -1):
        if words[k] in lex.naming_verbs:
            before = words[k - 1] if k else ""
            return None if before in lex.passive_auxiliaries else len(words) - 1 - k
        if words[k] in lex.tag_verbs or words[k] in lex.passive_auxiliaries:
            return None
    return None


def perfect_tag(words: Sequence[str], lex: Lexicon) -> bool:
    """A tag verb written in the perfect at the start of ``words`` (lower-case tokens): an auxiliary and a [tags]
    participles form ("ha dicho", "ha subrayado"; alone a participle is an adjective as often)."""
    return len(words) > 1 and words[0] in lex.tag_auxiliaries and words[1] in lex.tag_participles


def _reported_after(tagger: Tagger, text: str, a: int, b: int, lex: Lexicon) -> str | None:
    """A quotation that ends its sentence, then a sentence in reported speech whose subject is a singular pronoun
    right before its verb ("„…“ Er sei früher täglich dort gewesen."), and no tag of its own: the report goes on
    with the quotation's words, so the pronoun's person (at the quotation) speaks."""
    if not lex.reported_speech:
        return None
    end = SENTENCE_END_ONE.search(text, a, b)
    words = [m.group() for m in _TOKEN.finditer(text, a, end.end() if end else b)]
    if len(words) < 2 or text[a:b].lstrip()[:1] != words[0][:1] or not words[0][:1].isupper():
        return None
    pronoun, verb = words[0].lower(), words[1].lower()
    if pronoun not in lex.tag_pronouns or verb not in lex.reported_speech or verb.endswith("en") or any(
        w.lower() in lex.tag_verbs or w.lower() in lex.so_words for w in words[2:]
    ):
        return None  # ("„…“ Er sei dort gewesen, sagte Anna Roth": her report of him)
    return tagger.pronoun_topic(pronoun)


def _reported(text: str, op: int, cl: int, lex: Lexicon) -> bool:
    """The sentence of the quote at op..cl is written in reported speech: a word of [tags] reported_speech (German
    Konjunktiv I, "sei", "habe", "erhalte") outside the marks."""
    if not lex.reported_speech:
        return False
    ends = [m.end() for m in SENTENCE_END_ONE.finditer(text, 0, op)]
    end = SENTENCE_END_ONE.search(text, cl + 1)
    sentence = text[ends[-1] if ends else 0 : end.end() if end else len(text)]
    return any(m.group().lower() in lex.reported_speech for m in _TOKEN.finditer(sentence))


def _untagged(text: str, a: int, b: int, lex: Lexicon) -> bool:
    """No tag verb in the rest of the quote's sentence (from a, up to b)."""
    end = SENTENCE_END_ONE.search(text, a, b)
    stop = end.end() if end else b
    if text[a:b].rstrip().endswith(":") and stop >= len(text[:b].rstrip()):
        return True  # "… Weiter sagt er:": the next quote's tag
    return not any(m.group().lower() in lex.tag_verbs for m in _TOKEN.finditer(text, a, stop))
