"""Sourcing labels a reader saw wrong in the bot's recaps of unlabelled pages (issue #17, session 15), in every
language the bot reads; the sentences are short inventions of the pages' shapes. Each case gives the language, the
sentence, and the label and ``via`` the sentence must get; the first rows of each group failed before its fix, the
rest are guards (the same words where they do name a source).

- An outlet is named by a compound's head, never by the part before a hyphen that only qualifies it: "erklärt der
  US-Promi" (a US celebrity) was "via US-Promi" through the outlet word "us" (Us Weekly); "Laut Instagram-Post" is a
  post on Instagram (social), not an outlet "Instagram-Post" through the outlet word "post".
- "representatives" who attend or serve for a body speak for no one ("representantes de 40 países" at a race, "who
  serve as CC representatives": "1 rep statement" before); the outlet's own call to follow or comment ("carry the
  discussion over to our Twitter or Facebook", "Follow us on Instagram", "Let us know in the comments") is no post
  ("1 from social media" before). [sourcing] not_source in en/es.
- A user or commenter quoted in German, Spanish or French is a commenter (social), as "a fan" is in English: "Eine
  Nutzerin ... schrieb: „…“" was a key quote "(on the record)" (the social speakers were English's only; now each
  language's [sourcing] social_speakers).
- German hands a report to an outlet by "Wie das/die/der <outlet> berichtet" ("Wie das „Las Vegas Review-Journal“
  berichtet, wurde ... erwürgt": unattributed before); an outlet's name may open with a German quotation mark „.
- A German page's list of the sources it used ("Verwendete Quellen: Instagram, ...", "Quelle: dpa") is no unnamed
  source ("1 anonymous source" before).
"""

from __future__ import annotations

import pytest

from bot.models import Article
from bot.quotes import mine_quotes
from bot.sourcing import label_article
from tests.sourcing import data

OPENING = {"en": "The tour began in May.", "de": "Die Tour begann im Mai.", "es": "La gira empezó en mayo.",
           "fr": "La tournée a commencé en mai."}

CASES: list[tuple[str, str, str, str | None]] = [
    # fail before: the part before a hyphen named an outlet (other_outlet "US-Promi" / "Instagram-Post" before)
    ("de", "„Egal wie kalt es ist, du wirst immer strahlen“, erklärt der US-Promi.", "unattributed", None),
    ("de", "Laut Instagram-Post gehen zehn Prozent an eine Stiftung.", "social", "Instagram"),
    ("de", "Laut Facebook-Post hat die Sängerin die Tour abgesagt.", "social", "Facebook"),
    # guards: an outlet's head after a hyphen, a whole outlet word, an outlet named as written
    ("de", "Laut ET-News ziele die Firma auf einen neuen Markt ab.", "other_outlet", "ET-News"),
    ("en", "The US-born star told Us Weekly that the tour is over.", "other_outlet", "Us Weekly"),
    ("en", "The tour is over, the US-born star said in an Instagram post.", "social", "Instagram"),
    # fail before: representatives who speak for no one (representative before)
    ("es", "La Copa contará con la presencia de representantes de 40 países del mundo.", "unattributed", None),
    ("en", "The group has 500 volunteers who serve as CC representatives in 85 countries.", "unattributed", None),
    ("en", "The summit drew representatives from more than 30 countries.", "unattributed", None),
    # fail before: the outlet's own accounts and comments (social before)
    ("en", "Let us know in the comments or carry the discussion over to our Twitter or Facebook.", "unattributed",
     None),
    ("en", "Follow us on Instagram for more photos from the tour.", "unattributed", None),
    ("es", "Síguenos en Instagram para más fotos de la gira.", "unattributed", None),
    # guards: representatives who speak, posts and comments of others
    ("en", "Representatives of the label said the tour is over.", "representative", None),
    ("en", "Her representatives did not respond to a request for comment.", "representative", None),
    ("es", "Los representantes de la cantante confirmaron la separación.", "representative", None),
    ("en", "She wrote on Twitter that the tour is over.", "social", "Twitter"),
    ("es", "La cantante publicó en Instagram que la gira terminó.", "social", "Instagram"),
    ("en", "Fans let the singer know in the comments that they missed her.", "social", None),
    # fail before: a user or commenter in de/es/fr (on_record before)
    ("de", "Eine Nutzerin, die beide Brüste verloren hat, schrieb: „Das ist Gold wert für mich“.", "social", None),
    ("es", "Una usuaria escribió: “Esto vale oro para mí”.", "social", None),
    ("fr", "Une internaute a écrit : « C'est génial pour moi ».", "social", None),
    # guards: a named person, an English fan
    ("de", "„Das ist großartig“, sagte der Trainer Kit Vale.", "on_record", None),
    ("en", "One fan wrote: “This is gold for me.”", "social", None),
    # fail before: "Wie das <outlet> berichtet" (unattributed before)
    ("de", "Wie das „Harbour Journal“ berichtet, wurde die Sängerin verhaftet.", "other_outlet", "Harbour Journal"),
    ("de", "Wie die Harbour Post berichtet, wurde die Sängerin verhaftet.", "other_outlet", "Harbour Post"),
    # guards: no outlet after "wie der"; an English outlet in marks
    ("de", "Wie der Trainer berichtet, wurde die Sängerin verhaftet.", "unattributed", None),
    ("en", "The tour is over, according to “Harbour Journal”.", "other_outlet", "Harbour Journal"),
    # fail before: a list of the sources used (anonymous before)
    ("de", "Verwendete Quellen: Instagram, Heated-Newsletter, Good on You, McKinsey", "unattributed", None),
    ("de", "Quelle: dpa", "unattributed", None),
    # guards: an unnamed source
    ("de", "Eine Quelle aus dem Umfeld der Sängerin sagte, die Tour sei vorbei.", "anonymous", None),
    ("de", "Laut einer Quelle ist die Tour vorbei.", "anonymous", None),
]


@pytest.mark.parametrize(("lang", "sentence", "label", "via"), CASES)
def test_reader_labels(lang: str, sentence: str, label: str, via: str | None) -> None:
    paragraphs = (OPENING[lang], sentence)
    article = Article(source="fiction", url=None, title="t", paragraphs=paragraphs, site="Gossip Example", lang=lang)
    labels = label_article(article, mine_quotes(paragraphs, lang))
    found = next(s for s in labels.sentences if data.opens(s.text, sentence[:20]))
    assert (found.found.label.value, found.found.via) == (label, via)
