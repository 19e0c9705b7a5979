"""Sourcing labels of German, French and Spanish copy (issues #16, #17): the labeller reads the article language's
``[sourcing]`` lists (bot/text/lang/<lang>.toml), English's where the language has none. Sentences of our own; the
convention is tests/sourcing/README.md's."""

from __future__ import annotations

import pytest

from bot.models import Article, Sourcing
from bot.quotes import mine_quotes
from bot.sourcing import label_article, shown_via
from bot.text import lexicon_for
from tests.sourcing import data

R, P, A, S, OUT, C, U = (Sourcing.ON_RECORD, Sourcing.REPRESENTATIVE, Sourcing.ANONYMOUS, Sourcing.SOCIAL,
                       Sourcing.OTHER_OUTLET, Sourcing.COURT_RECORD, Sourcing.UNATTRIBUTED)

# (language, paragraphs of a fictional story, the opening of the quotation or sentence to look at, its label, its via)
CASES: list[tuple[str, tuple[str, ...], str, Sourcing, str | None]] = [
    # French
    ("fr", ("Le couple s'est séparé en mars, selon un proche de la chanteuse.",), "Le couple", A, None),
    ("fr", ("« Elle va bien », a indiqué son porte-parole.",), "Elle va bien", P, None),
    ("fr", ("Dans un communiqué, la production a annoncé l'arrêt de l'émission.",), "Dans un communiqué", P, None),
    ("fr", ("« Je n'ai rien à cacher », a déclaré Léa Morin au Parisien.",), "Je n'ai rien", OUT, "Parisien"),
    ("fr", ("Selon Mediapart, le chanteur aurait quitté Paris.",), "Selon Mediapart", OUT, "Mediapart"),
    ("fr", ("Le chanteur Paul Vernet a été mis en examen mardi par un juge d'instruction.",), "Le chanteur", C, None),
    ("fr", ("« Merci pour tout », a écrit Léa Morin sur son compte Instagram.",), "Merci pour tout", S, "Instagram"),
    # nobody speaks: "l'estime de" is a noun, no speech verb
    ("fr", ("Ancienne animatrice, elle n'a jamais gagné l'estime de Paul Vernet.",), "Ancienne animatrice", U, None),
    # guards: an anonymous source (already read before), 'Proche de X' said of a named person, an apposition that
    # describes a named person, a named person's own words
    ("fr", ("« Ils ne se parlent plus », confie une source proche du couple.",), "Ils ne se parlent plus", A, None),
    ("fr", ("Proche de Paul Vernet depuis 2010, Léa Morin a quitté la chaîne.",), "Proche de", U, None),
    ("fr", ("Léa Morin a giflé Paul Vernet, un cadre de la chaîne.",), "Léa Morin", U, None),
    ("fr", ("« Je suis heureuse », a déclaré Léa Morin.",), "Je suis heureuse", R, None),
    # a named person's quotation beside a court word is on the record, as a named speaker's sentence is (the people
    # model found no speaker of the sentence); guard: a court word with a quotation of nobody's stays court record
    ("fr", ("Une information judiciaire a été ouverte en mars, mois au cours duquel Léa Morin a déclaré qu’elle "
            "n’avait « rien à se reprocher ».",), "Une information judiciaire", R, None),
    ("fr", ("Une information judiciaire a été ouverte en mars pour « favoritisme ».",), "Une information", C, None),
    # Spanish
    ("es", ("«Están separados desde enero», contó una fuente cercana a la pareja.",), "Están separados", A, None),
    ("es", ("«No habrá boda», dijo su portavoz.",), "No habrá boda", P, None),
    ("es", ("En un comunicado, la cadena anunció el final del programa.",), "En un comunicado", P, None),
    ("es", ("«Estoy feliz», dijo Lucía Vargas a El País.",), "Estoy feliz", OUT, "El País"),
    ("es", ("Según Infobae, el actor dejó Madrid.",), "Según Infobae", OUT, "Infobae"),
    ("es", ("La fiscalía acusó al cantante Diego Ramos de fraude.",), "La fiscalía", C, None),
    ("es", ("«Gracias a todos», escribió Lucía Vargas en su cuenta de Instagram.",), "Gracias a todos", S, "Instagram"),
    # guards: a named person's own words; "su principal vocera" names a role, nobody speaks
    ("es", ("«Estoy feliz», dijo Lucía Vargas.",), "Estoy feliz", R, None),
    ("es", ("Fue la primera vez que Diego Ramos tuvo en Lucía Vargas a su principal vocera.",), "Fue la primera", U,
     None),
    # "contar con" / "cuenta con" (to have, to count on) is no speech: nobody speaks; guards: "contó que" is
    # speech, "se dio cuenta" never was
    ("es", ("La fiesta de Lucía Vargas contó con la presencia de Diego Ramos.",), "La fiesta", U, None),
    ("es", ("Diego Ramos cuenta con el apoyo de Lucía Vargas.",), "Diego Ramos", U, None),
    ("es", ("Lucía Vargas contó que está feliz.",), "Lucía Vargas", R, None),
    ("es", ("Diego Ramos se dio cuenta de que Lucía Vargas mentía.",), "Diego Ramos", U, None),
    # German
    ("de", ("„Die beiden haben sich getrennt“, sagte ein Vertrauter des Paares.",), "Die beiden", A, None),
    ("de", ("„Es geht ihr gut“, sagte ihr Sprecher.",), "Es geht ihr gut", P, None),
    ("de", ("In einer Erklärung bestätigte der Sender das Ende der Show.",), "In einer Erklärung", P, None),
    ("de", ("„Ich bin glücklich“, sagte Lena Vogt der Bild.",), "Ich bin glücklich", OUT, "Bild"),
    ("de", ("Laut Bunte hat sich das Paar getrennt.",), "Laut Bunte", OUT, "Bunte"),
    ("de", ("Die Staatsanwaltschaft hat Anklage gegen den Sänger Jonas Brandt erhoben.",), "Die Staatsanwaltschaft", C,
     None),
    ("de", ("„Danke an alle“, schrieb Lena Vogt auf Instagram.",), "Danke an alle", S, "Instagram"),
    # guards: a named person's own words; "gerichtlich" is no court record; an account named is no post
    ("de", ("„Ich bin glücklich“, sagte Lena Vogt.",), "Ich bin glücklich", R, None),
    ("de", ("Sie hat versucht, die Fotos gerichtlich zu verbieten.",), "Sie hat versucht", U, None),
    ("de", ("Lena Vogt hat ihren Instagram-Account auf privat gestellt.",), "Lena Vogt", U, None),
]


@pytest.mark.parametrize(("lang", "paragraphs", "opening", "label", "via"), CASES)
def test_sourcing_label_of_the_article_language(lang: str, paragraphs: tuple[str, ...], opening: str,
                                                 label: Sourcing, via: str | None) -> None:
    article = Article(source="fiction", url=None, title="t", paragraphs=paragraphs, site="Gossip Example", lang=lang)
    mined = mine_quotes(paragraphs, lang)
    labels = label_article(article, mined)
    quote = next((q for q in mined if data.opens(q.text, opening)), None)
    found = labels.for_quote(quote) if quote is not None else next(
        s.found for s in labels.sentences if data.opens(s.text, opening))
    assert (found.label, shown_via(found)) == (label, via)


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_a_language_reads_its_own_lists_and_english_names_beside_its_own(lang: str) -> None:
    own, en = lexicon_for(lang), lexicon_for("en")
    assert own.sourcing_order == en.sourcing_order
    assert dict(own.sourcing_cues)["anonymous"].pattern != dict(en.sourcing_cues)["anonymous"].pattern
    assert en.outlets < own.outlets and en.outlet_names < own.outlet_names  # "TMZ", "Vanity Fair" beside its own
    assert own.platforms == en.platforms
    assert own.own_credit_re.pattern == en.own_credit_re.pattern  # a list the language does not write: English's
