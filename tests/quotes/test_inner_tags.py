"""A tag written inside a quotation's marks is the narrator's, not the speaker's (issue #16): the shown quote is the
quoted words before the tag, verbatim, with the tag's speaker. Sentences of our own."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

FR_F = "La chanteuse Mara Lindqvist a présenté son album à Paris."
FR_M = "Le footballeur Hugo Brel a signé à Lyon."
ES_F = "La actriz Lucía Prado presentó su película en Madrid."
DE_F = "Die Sängerin Mara Lindqvist hat ihr neues Album vorgestellt."
ML, HB, LP = "Mara Lindqvist", "Hugo Brel", "Lucía Prado"

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # the French incise, a verb with its pronoun written on it, inside the marks
    ("fr", [FR_F, "« Je ne regrette rien, a-t-elle expliqué. J'ai grandi. »"],
     [("Je ne regrette rien", ML)]),
    ("fr", [FR_F, "« Je ne regrette rien, dit-elle. J'ai grandi. »"], [("Je ne regrette rien", ML)]),
    ("fr", [FR_M, "« Je reste, explique-t-il, parce que le club me plaît. »"], [("Je reste", HB)]),
    ("fr", [FR_F, "« Je ne regrette rien, s'amuse-t-elle. »"], [("Je ne regrette rien", ML)]),
    # at the second comma of the first sentence (its speaker is read at the first comma only: none here)
    ("fr", [FR_F, "« Oui, bien sûr, a-t-elle confié. J'ai grandi. »"],
     [("Oui, bien sûr", None)]),
    # a pronoun of the other gender: no speaker, the narrator's words still not shown as the quote's
    ("fr", [FR_F, "« Je ne regrette rien, a-t-il expliqué. J'ai grandi. »"],
     [("Je ne regrette rien", None)]),
    # the incise's pronoun reads the story as a written one does ("dijo ella", "sagte sie"): a known woman, then a
    # man of unknown gender ("Hugo" is on no list, "footballeur" after the name tells nothing) is no telling for
    # "elle"; one named woman, or "il" there, is read as before
    ("fr", [FR_F, "Hugo Brel, footballeur, était là.", "« Je ne regrette rien, dit-elle. J'ai grandi. »"],
     [("Je ne regrette rien", None)]),
    ("fr", ["Mara Lindqvist, chanteuse, a présenté son album.", "« Je ne regrette rien, dit-elle. J'ai grandi. »"],
     [("Je ne regrette rien", ML)]),
    ("fr", [FR_F, "Hugo Brel, footballeur, était là.", "« Je reste, a-t-il expliqué, parce que le club me plaît. »"],
     [("Je reste", HB)]),
    # a tag inside the marks that names its speaker, to its sentence's end
    ("fr", ["« On ne lâchera rien, dit Léa Morin, étudiante. On ira jusqu'au bout. »"],
     [("On ne lâchera rien", "Léa Morin")]),
    # guards: no tag inside the marks (a comma, a hyphenated word that is no incise), the tag after the marks
    ("fr", [FR_F, "« Je ne regrette rien, j'ai grandi. », a-t-elle confié."],
     [("Je ne regrette rien, j'ai grandi.", ML)]),
    ("fr", [FR_F, "« Je ne regrette rien, peut-être. J'ai grandi. »"],
     [("Je ne regrette rien, peut-être. J'ai grandi.", None)]),
    ("fr", [FR_F, "« Je ne regrette rien, dit-on. J'ai grandi. »"],
     [("Je ne regrette rien, dit-on. J'ai grandi.", None)]),
    ("es", ["«No me arrepiento, de verdad», dijo Lucía Prado."], [("No me arrepiento, de verdad", "Lucía Prado")]),
    ("de", ["„Ich bin stolz, sehr stolz“, sagte Mara Lindqvist."], [("Ich bin stolz, sehr stolz", ML)]),
    # guards (session 9, multi2): dashes around the speaker's own words, a later comma before a tag verb with no
    # name or role after it, the first person's incise; German's tag between two quotes of one sentence
    ("es", ["«No lo sé —y lo digo en serio— si volveré a rodar»."],
     [("No lo sé —y lo digo en serio— si volveré a rodar", None)]),
    ("es", [ES_F, "«Es la década —la de los noventa— que más recuerdo», dijo."],
     [("Es la década —la de los noventa— que más recuerdo", LP)]),
    ("fr", [FR_F, "« Oui, bien sûr, dit la presse. Puis tout a changé. »"],
     [("Oui, bien sûr, dit la presse. Puis tout a changé.", None)]),
    ("fr", [FR_F, "« Je savais, dis-je, que tout a changé. »"], [("Je savais, dis-je, que tout a changé.", None)]),
    ("de", [DE_F, "„Ich bin stolz“, sagte sie, „und ich bin müde.“"],
     [("Ich bin stolz", ML), ("und ich bin müde.", ML)]),
    # English is read by its own rules: a tag-like clause inside the marks stays
    ("en", ['"I regret nothing, she explained. I grew up," said Mara Lindqvist.'],
     [("I regret nothing, she explained. I grew up,", ML)]),
]


@pytest.mark.parametrize(("lang", "paras", "want"), CASES)
def test_inner_tags(lang: str, paras: list[str], want: list[tuple[str, str | None]]) -> None:
    got = [(q.text, q.speaker) for q in mine_quotes(paras, lang)]
    assert got == want
    for q in mine_quotes(paras, lang):
        assert q.text in paras[q.paragraph - 1]  # every shown piece is verbatim
