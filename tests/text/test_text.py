"""The text layer: splitter, marks, tokenizer, stemmer, word lists, and the import graph around it."""

from __future__ import annotations

import ast
import re
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

from bot.text import (
    content_terms,
    content_words,
    lexicon_for,
    lowered_for_search,
    may_hold,
    split_sentences,
    stem,
    words_of,
)
from bot.text.marks import ALL_MARKS, DOUBLE_QUOTED, OPENERS, PAIRS
from bot.text.quotes import find_spans
from bot.text.sentences import sentence_ends

BOT = Path(__file__).resolve().parents[2] / "bot"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mr. Reyes left. She stayed.", ["Mr. Reyes left.", "She stayed."]),
        ("J. K. Rowling wrote it. Then she left.", ["J. K. Rowling wrote it.", "Then she left."]),
        ("“I left. I had to,” she said. Then silence.", ["“I left. I had to,” she said.", "Then silence."]),
        ("Sie sagte: „Es ist aus. Endgültig.“ Dann ging sie.",
         ["Sie sagte: „Es ist aus. Endgültig.“", "Dann ging sie."]),
        ("Er sagte: »Nie wieder. Nie.« Dann schwieg er.", ["Er sagte: »Nie wieder. Nie.«", "Dann schwieg er."]),
        ("Elle a dit : « C'est fini. Vraiment. » Puis elle est partie.",
         ["Elle a dit : « C'est fini. Vraiment. »", "Puis elle est partie."]),
        ("Dijo: «Se acabó. Punto.» Luego se fue.", ["Dijo: «Se acabó. Punto.»", "Luego se fue."]),
        ("» Related story. The news came.", ["» Related story.", "The news came."]),
    ],
)
def test_split_sentences(text: str, expected: list[str]) -> None:
    assert split_sentences(text) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        # German abbreviations written apart ("e. V.", "a. D."): none ends a sentence inside; after one, a sentence
        # ends before a quotation mark or a capitalised sentence starter, never before a name or a lower-case word
        ("de", "Das sagt Lea Ruf vom Chor Klangwerk e. V. „Wir proben jeden Dienstag.“ Dann ging sie.",
         ["Das sagt Lea Ruf vom Chor Klangwerk e. V.", "„Wir proben jeden Dienstag.“", "Dann ging sie."]),
        ("de", "Der Chor Klangwerk e. V. hat gewonnen. Dann sang er.",
         ["Der Chor Klangwerk e. V. hat gewonnen.", "Dann sang er."]),
        ("de", "Er ist Oberst a. D. Er wohnt in Kassel.", ["Er ist Oberst a. D.", "Er wohnt in Kassel."]),
        ("de", "Der Chor Klangwerk e. V. Kassel sang.", ["Der Chor Klangwerk e. V. Kassel sang."]),
        ("de", "Er ist Oberst a. D. und wohnt in Kassel.", ["Er ist Oberst a. D. und wohnt in Kassel."]),
        # "Abs." (Absatz) in a citation of the law ends no sentence (session 15, read on an unlabelled court page: a
        # bullet ended "... Hamburg, 5." and the next opened "1 UrhG a.F. ...")
        ("de", "Der Kläger könne nach § 97 Abs. 1 UrhG Schadensersatz verlangen. Dann ging er.",
         ["Der Kläger könne nach § 97 Abs. 1 UrhG Schadensersatz verlangen.", "Dann ging er."]),
        # guards: an initial still joins its name; English reads no German abbreviation
        ("de", "Theo B. Ruf sang. Dann ging er.", ["Theo B. Ruf sang.", "Dann ging er."]),
        ("en", "The band played at the Abs. Then they left.", ["The band played at the Abs.", "Then they left."]),
        ("en", "We met at plan e. Then we left.", ["We met at plan e.", "Then we left."]),
    ],
)
def test_split_sentences_by_language(lang: str, text: str, expected: list[str]) -> None:
    assert split_sentences(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "ends"),
    [
        # the light rule the tag reader uses (bot.text.sentences.sentence_ends), on text whose quotations are
        # blanked: the same reading of "e. V." as the splitter's
        ("Das sagt Lea Ruf vom Chor Klangwerk e. V. „         “ Dann.", ["„         “ Dann."]),
        ("Der Chor Klangwerk e. V. hat gewonnen. Dann sang er.", ["Dann sang er."]),
        ("Der Chor Klangwerk e. V. und so. Dann.", ["Dann."]),
        ("Sie kam. Er ging.", ["Er ging."]),
    ],
)
def test_sentence_ends_read_spaced_abbreviations(text: str, ends: list[str]) -> None:
    assert [text[e:] for e in sentence_ends(text, 0, len(text), "de")] == ends


def test_sentences_keep_their_characters() -> None:
    text = "Sie sagte: „Es ist aus.“ Er  schwieg. Dann ging sie."
    assert all(s in text for s in split_sentences(text))


def test_mark_table_is_consistent() -> None:
    for p in PAIRS:
        assert p.open in ALL_MARKS and p.close in ALL_MARKS
        assert p.open in OPENERS or p.open in "\u00bb\u203a"  # reversed guillemets open only in German text
    assert DOUBLE_QUOTED.findall("a „b“ c »d« e «f» g “h”") == ["„b“", "»d«", "«f»", "“h”"]


@pytest.mark.parametrize(
    ("text", "inner"),
    [("Sie sagte: „Wir sind fertig.“", "Wir sind fertig."), ("He said “so long” then", "so long"),
     ("She said 'em all came 'round.", None),
     # German books' reversed guillemets; French/Spanish inner quotes are part of the outer «…»
     ("»Ich bin glücklich«, sagte sie.", "Ich bin glücklich"), ("« Je suis là », dit-elle.", "Je suis là"),
     ("« Il m’a dit “non” », dit-elle.", "Il m’a dit “non”"),
     ("«Me dijo \"no\" y se fue», contó.", "Me dijo \"no\" y se fue"),
     ("Un « stray et “vrai” texte", "vrai"),
     # the paragraph's last straight mark glued to the next word still closes its quote
     ('Il fut qualifié de "gourou de la majorité"par un élu.', "gourou de la majorité"),
     # a possessive is the only close after a paragraph's opening mark: the speech runs on to the next paragraph
     ("'We all sit and hold each others' hands and cry.", "We all sit and hold each others' hands and cry."),
     ("He said: 'The Vales' dogs ran off and the twins' cat hid.", "The Vales' dogs ran off and the twins' cat hid."),
     # a later close still ends the quote, and a possessive mid-paragraph stays one
     ("'It is the Mints' way,' she said.", "It is the Mints' way,")],
)
def test_find_spans(text: str, inner: str | None) -> None:
    spans = find_spans(text)
    assert [s.inner(text) for s in spans] == ([inner] if inner else [])


@pytest.mark.parametrize(
    ("lang", "forms"),
    [("en", ["claimed", "claims", "claiming"]), ("de", ["Sängerin", "Sängerinnen"]),
     ("fr", ["chanteuse", "chanteuses"]), ("es", ["cantante", "cantantes"])],
)
def test_stem_conflates_a_family(lang: str, forms: list[str]) -> None:
    assert len({stem(f, lang) for f in forms}) == 1


def test_tokenizer_and_content_terms() -> None:
    assert words_of("Don't stop-gap, l'actrice!") == ["Don't", "stop", "gap", "l'actrice"]
    assert words_of("a break-up", hyphens=True) == ["a", "break-up"]
    assert content_terms("The actress said she was dating him") == [stem("actress"), stem("dating")]
    assert content_words("“Marla’s” weddings") == {stem("marla"), stem("wedding")}


def test_every_language_file_loads_from_package_data() -> None:
    en = lexicon_for("en")
    assert "said" in en.speech_verbs and "source" in en.anonymous_sources and "the" in en.stop
    assert lexicon_for(None) is en and lexicon_for("xx") is en
    assert en.attribution_re.search("she told friends") and not en.attribution_re.search("the cat sat")


def test_group_links_are_anonymous_links() -> None:
    """"friends close to the couple" and "a source close to the couple": a group's links are an anonymous
    speaker's (the group pattern keeps its own, shorter list)."""
    en = lexicon_for("en")
    assert en.group_links and set(en.group_links) <= en.anonymous_links


def test_group_verbs_are_speech_verbs() -> None:
    """"friends of the couple said": the group pattern's own short list is of the one list of speech verbs."""
    en = lexicon_for("en")
    assert en.group_verbs and set(en.group_verbs) <= en.speech_verbs


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def test_text_layer_imports_nothing_else_from_bot() -> None:
    for path in (BOT / "text").rglob("*.py"):
        bad = {m for m in _imports(path) if m.startswith("bot") and not m.startswith("bot.text")}
        assert not bad, f"{path.name} imports {bad}"


@pytest.mark.parametrize("folder", ["render", "summarize/budget.py", "citations.py"])
def test_render_and_budget_do_not_import_summarizer_or_verify(folder: str) -> None:
    target = BOT / folder
    paths = [target] if target.is_file() else list(target.rglob("*.py"))
    for path in paths:
        bad = {m for m in _imports(path) if m.startswith(("bot.summarize.extractive", "bot.verify"))}
        assert not bad, f"{path} imports {bad}"


def _load_time_imports(path: Path) -> set[str]:
    """The modules ``path`` imports when it loads: its top-level imports (not those inside functions or an ``if``
    such as TYPE_CHECKING), each ``from a import b`` as ``a`` and ``a.b``."""
    out: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            out.update({node.module, *(f"{node.module}.{a.name}" for a in node.names)})
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def test_import_graph_has_no_cycle() -> None:
    """bot's modules import one another one way (a pyramid with the text layer at its foot): no cycle at load time."""
    modules = {".".join(p.relative_to(BOT.parent).with_suffix("").parts).removesuffix(".__init__"): p
               for p in BOT.rglob("*.py")}
    graph = {m: {x for x in _load_time_imports(p) if x in modules and x != m} for m, p in modules.items()}
    assert "bot.text.lexicon" in graph["bot.quoting.miner"]  # (the graph is read)
    try:
        TopologicalSorter(graph).prepare()
    except CycleError as exc:
        pytest.fail(f"import cycle: {exc.args[1]}")


@pytest.mark.parametrize(
    ("declared", "paragraphs", "expected"),
    [
        (["de-DE"], [], "de"),
        ([None, "fr_FR"], [], "fr"),
        ([None], ["Die Sängerin sagte am Montag, dass sie mit ihrem Mann nicht mehr zusammen ist und dass die "
                  "Trennung schon im Sommer war, aber sie habe es erst jetzt erzählt."], "de"),
        ([None], ["La cantante dijo el lunes que no está con su esposo desde el verano y que la separación fue "
                  "de mutuo acuerdo, según una fuente cercana a la pareja."], "es"),
        (["en"], ["La chanteuse a déclaré lundi qu'elle n'était plus avec son mari depuis l'été et que la "
                  "séparation était à l'amiable, selon une source proche du couple."], "fr"),
        ([None], ["Too short."], None),
    ],
)
def test_article_lang(declared: list[str | None], paragraphs: list[str], expected: str | None) -> None:
    from bot.text.langid import article_lang

    assert article_lang(declared, paragraphs) == expected


@pytest.mark.parametrize(
    ("lang", "verb", "epithet", "source"),
    [("de", "sagte", "sängerin", "insider"), ("fr", "déclaré", "chanteuse", "proche"),
     ("es", "dijo", "cantante", "fuente")],
)
def test_language_word_lists(lang: str, verb: str, epithet: str, source: str) -> None:
    from bot.text import lexicon as lx

    lex = lexicon_for(lang)
    assert verb in lex.speech_verbs
    assert (verb in lx.SPEECH_VERBS) == lex.speech_for_miner == bool(lx.SPEECH_VERB_RE.search(f"x {verb} y"))
    assert lex.descriptors[epithet] in ("singer", "actor") and source in lex.anonymous_sources
    assert not {"so", "dice", "assure"} & lx.SPEECH_VERBS  # English look-alikes stay out of the verb lists


def test_language_block_switches_stop_list_and_stemmer() -> None:
    from bot.text.words import language

    text = "Die Sängerinnen und die Sängerin"
    assert "die" in content_terms(text)  # English: "die" is a content word
    with language("de"):
        terms = content_terms(text)
    assert "die" not in terms and len(set(terms)) == 1  # German: stop word out, one stem
    assert "die" in content_terms(text)  # the block ends


def test_ui_strings_stay_english_unless_written() -> None:
    from bot.render import ui

    assert ui("key_quotes") == ui("key_quotes", "de") == "Key quotes"


_CASELESS = re.compile(r"sign up|\bphoto(?:graph)?s?:|kelvin|strasse|file", re.IGNORECASE)


@pytest.mark.parametrize(
    ("text", "safe"),
    [
        ("SIGN UP for our newsletter", True),
        ("“Photos: the wedding” — Élodie’s day", True),
        ("Ça, c’est la vie", True),
        ("\u017fign up here", False),  # long s: matches "s" case-insensitively, but lower() keeps it
        ("\u212aelvin scale", False),  # Kelvin sign: lower() is an ASCII "k"
        ("Stra\u00dfe", False),  # sharp s: upper case "SS"
        ("Pro\ufb01le page", False),  # "fi" ligature
        ("\u0130stanbul photos:", False),  # dotted capital I: lower() is two characters
    ],
)
def test_lowered_for_search_agrees_with_a_caseless_search(text: str, safe: bool) -> None:
    low = lowered_for_search(text)
    assert (low is not None) == safe
    if low is not None:
        assert low == text.lower()
        caseless = [m.group(0).lower() for m in _CASELESS.finditer(text)]
        assert [m.group(0) for m in re.finditer(_CASELESS.pattern, low)] == caseless


@pytest.mark.parametrize(
    ("text", "needles", "case_blind", "expected"),
    [
        ("Her wife said", ("wife", "husband"), False, True),
        ("Her WIFE said", ("wife", "husband"), False, False),  # case-sensitive: the scan is spared
        ("Her WIFE said", ("wife", "husband"), True, True),
        ("They met at the gala", ("wife", "husband"), True, False),
        ("\u212aelvin's wife", ("kelvin",), True, True),  # unsafe to lower: never spared
    ],
)
def test_may_hold_spares_only_scans_that_cannot_match(
    text: str, needles: tuple[str, ...], case_blind: bool, expected: bool
) -> None:
    assert may_hold(text, needles, case_blind=case_blind) is expected
