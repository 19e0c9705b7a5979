"""French and Spanish speaker tags of session 13 (issue 16), on sentences of our own: one table of cases that failed
before (marked "new") and guards that must keep passing (a name near the quote that is not the speaker, a dash line
that is a list item, a body where a person is expected)."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

# (language, paragraphs, [(quotation opening, speaker)])
CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # new: the French dialogue dash closed by the comma of an incise with its pronoun written onto the verb
    ("fr", ["L'actrice Claire Vasseur a quitté Paris.", "— Je ne regrette rien, explique-t-elle, c'est ma vie."],
     [("Je ne regrette rien", "Claire Vasseur")]),
    ("fr", ["Le chanteur Paul Ardent a quitté Paris.", "— Je pars, a-t-il déclaré. Je reviendrai."],
     [("Je pars", "Paul Ardent")]),
    ("fr", ["Le chanteur Paul Ardent a quitté Paris.", "— Je pars demain, s'exclame-t-il."],
     [("Je pars demain", "Paul Ardent")]),
    ("fr", ["Léa Morin était là.", "— Je pars, dit-elle. Puis elle part."], [("Je pars", "Léa Morin")]),
    # guards: a dash line whose incise has a written subject, or no tag at all, is a list item's
    ("fr", ["Le conseil a voté trois mesures :", "– Le budget, a déclaré le ministre, sera voté en mars."], []),
    ("fr", ["Le conseil a voté trois mesures :", "– Le budget, présenté mardi, sera voté en mars."], []),
    ("fr", ["Au programme :", "— Paris-Lyon, Lyon-Marseille, et retour."], []),
    # guard: the pronoun of an incise is the story's person's, not the man named in the dash line
    ("fr", ["L'actrice Claire Vasseur a quitté Paris.", "— Paul Ardent ne m'a rien dit, explique-t-elle."],
     [("Paul Ardent ne m'a rien dit", "Claire Vasseur")]),
    # guard (unchanged): the Spanish dash incise
    ("es", ["La boda fue en Sevilla.", "—Fue un día perfecto —dijo Rafael Ibarra—. Lo repetiría."],
     [("Fue un día perfecto", "Rafael Ibarra")]),
    # new: several words that do what a so-word does, before the quote's sentence or after its marks
    ("es", ["La boda fue en Sevilla.", "En palabras de Rafael Ibarra, \u201cfue un día perfecto para todos\u201d."],
     [("fue un día perfecto para todos", "Rafael Ibarra")]),
    ("es", ["La boda fue en Sevilla.", "\u201cFue un día perfecto para todos\u201d, en palabras de Rafael Ibarra."],
     [("Fue un día perfecto para todos", "Rafael Ibarra")]),
    ("es", ["La boda fue en Sevilla.", "A juicio de la actriz Lucía Prado, \u201cfue un día perfecto\u201d."],
     [("fue un día perfecto", "Lucía Prado")]),
    ("fr", ["La rupture est consommée.", "Aux dires de Paul Ardent, « ils ne se parlent plus depuis longtemps »."],
     [("ils ne se parlent plus depuis longtemps", "Paul Ardent")]),
    ("fr", ["La rupture est consommée.", "À en croire Paul Ardent, « ils ne se parlent plus depuis longtemps »."],
     [("ils ne se parlent plus depuis longtemps", "Paul Ardent")]),
    ("fr", ["La rupture est consommée.", "« Ils ne se parlent plus depuis longtemps », selon les mots de Paul Ardent."],
     [("Ils ne se parlent plus depuis longtemps", "Paul Ardent")]),
    ("fr", ["La rupture est consommée.", "« Ils ne se parlent plus depuis longtemps », aux dires de son entourage."],
     [("Ils ne se parlent plus depuis longtemps", "son entourage")]),
    # guards: a report after the phrase names nobody; a tag verb after the phrase's name has its own subject
    ("es", ["La boda fue en Sevilla.", "De acuerdo con el informe, \u201cfue un día perfecto para todos\u201d."],
     [("fue un día perfecto para todos", None)]),
    ("es", ["La boda fue en Sevilla.",
            "En palabras de Rafael Ibarra, Lucía Prado dijo que \u201cfue un día perfecto para todos\u201d."],
     [("fue un día perfecto para todos", "Lucía Prado")]),
    # new: a Spanish quotation going on in the next paragraph, which opens on "»"
    ("es", ["La actriz Lucía Prado habló con la revista.", "«No me arrepiento de nada. Fue lo mejor para los dos.",
            "»Ahora empiezo otra vida y estoy feliz», dijo."],
     [("No me arrepiento de nada", "Lucía Prado"), ("Ahora empiezo otra vida", "Lucía Prado")]),
    ("es", ["La actriz Lucía Prado habló con la revista.", "«No me arrepiento de nada. Fue lo mejor para los dos.",
            "»Ahora empiezo otra vida.", "»Mis hijos son lo primero», concluyó."],
     [("No me arrepiento de nada", "Lucía Prado"), ("Ahora empiezo otra vida", "Lucía Prado"),
      ("Mis hijos son lo primero", "Lucía Prado")]),
    ("fr", ["L'actrice Claire Vasseur s'est confiée.", "« Je ne regrette rien. C'était ma vie.",
            "» Aujourd'hui, je suis heureuse », dit-elle."],
     [("Je ne regrette rien", "Claire Vasseur"), ("Aujourd'hui, je suis heureuse", "Claire Vasseur")]),
    # guards: the man named inside the continued quotation is not its speaker; a "»" line after a closed
    # quotation (a link line) is no quotation
    ("es", ["La actriz Lucía Prado habló con la revista.", "«No me arrepiento de nada. Fue lo mejor para los dos.",
            "»Rafael Ibarra nunca me entendió», dijo la actriz."],
     [("No me arrepiento de nada", "Lucía Prado"), ("Rafael Ibarra nunca me entendió", "Lucía Prado")]),
    ("es", ["«No me arrepiento de nada», dijo la actriz Lucía Prado.", "» Lea también: la boda del año"],
     [("No me arrepiento de nada", "Lucía Prado")]),
    # new: an elided article written onto an adjective before the role ("l'ancien ministre"): the role's holder
    ("fr", ["L'ancien ministre Paul Ardent est sorti de son silence.",
            "« Je suis innocent », martèle l'ancien ministre."],
     [("Je suis innocent", "Paul Ardent")]),
    ("fr", ["Paul Ardent, ancien ministre de l'Intérieur, est sorti de son silence.",
            "« Je suis innocent », martèle l'ancien ministre."],
     [("Je suis innocent", "Paul Ardent")]),
    ("fr", ["L'actrice Claire Vasseur a tourné avec Paul Ardent.", "« C'était magique », raconte l'ancienne actrice."],
     [("C'était magique", "Claire Vasseur")]),
    # guards: the adjective's gender against the holder's; a role nobody was given (the man named before met the
    # minister); two holders; "l'ancien" with no role after it
    ("fr", ["Le ministre Paul Ardent a vu la chanteuse Léa Morin.",
            "« Je suis innocente », assure l'actuelle ministre."],
     [("Je suis innocente", None)]),
    ("fr", ["Le chanteur Paul Ardent a vu le ministre.", "« Je suis innocent », martèle l'ancien ministre."],
     [("Je suis innocent", None)]),
    ("fr", ["L'ancien ministre Paul Ardent et la ministre Léa Morin se sont vus.",
            "« Je suis innocent », martèle l'ancienne ministre."],
     [("Je suis innocent", None)]),
    ("fr", ["La chanteuse Léa Morin a quitté Paris.", "« Je pars », a déclaré l'ancien de la maison."],
     [("Je pars", None)]),
]


@pytest.mark.parametrize(("lang", "paras", "want"), CASES)
def test_speaker(lang: str, paras: list[str], want: list[tuple[str, str | None]]) -> None:
    got = [(q.text, q.speaker) for q in mine_quotes(paras, lang)]
    assert len(got) == len(want), got
    for (text, speaker), (start, who) in zip(got, want, strict=True):
        assert text.startswith(start), (text, start)
        assert speaker == who, (text, speaker, who)
