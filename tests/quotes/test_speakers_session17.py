"""Issue 16, session 17 (fres17): French and Spanish speaker tags of news and gossip copy, on sentences of our own.
The past historic of narrated copy ("expliqua-t-elle"), a role's body then the holder's name with no comma ("le
ministre de l'Intérieur Gérald Darmanin", "la maire de Paris Anne Hidalgo"), a relation then a name ("son compagnon
Paul Ardent", "su exmarido, Pedro Gómez"), a former office ("la expresidenta"), a sentence whose subject speaks before a
quote that is a sentence of its own ("Paul Ardent s'est confié au Parisien. « … »"), a word for any office holder
("afirmó el mandatario") and the narrative infinitive with its subject ("Et la chanteuse de préciser : « … »"). Each
rule's case failed before its rule; the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

FR = "La chanteuse Léa Morin a quitté Paris."
ES = "La cantante Lucía Prado dejó Madrid."
QF = "Nous allons continuer ce combat jusqu'au bout"
QE = "Vamos a seguir con esta lucha hasta el final"
POLITICS_FR = ("Le président Emmanuel Macron a reçu mardi le Premier ministre Jean Castex et la maire de Paris "
               "Anne Hidalgo.")
POLITICS_ES = ("El presidente Alberto Fernández recibió al ministro Martín Guzmán y a la vicepresidenta "
               "Cristina Kirchner.")

# (language, paragraphs, speaker of the last quote mined)
CASES: list[tuple[str, list[str], str | None]] = [
    # the past historic ([speech] forms)
    ("fr", [FR, f"« {QF} », expliqua-t-elle."], "Léa Morin"),
    ("fr", [FR, f"« {QF} », répondit la chanteuse."], "Léa Morin"),
    ("fr", [FR, f"« {QF} », ajouta Paul Ardent."], "Paul Ardent"),
    ("fr", [FR, f"Paul Ardent répliqua : « {QF}. »"], "Paul Ardent"),
    # a role, its body, then the holder's name with no comma (Tagger._office_name)
    ("fr", [FR, f"« {QF} », a déclaré le ministre de l'Intérieur Gérald Darmanin."], "Gérald Darmanin"),
    ("fr", [FR, f"Selon le ministre de l'Intérieur Gérald Darmanin, « {QF.lower()} »."], "Gérald Darmanin"),
    ("es", [ES, f"“{QE}”, dijo el ministro de Economía Pedro Gómez."], "Pedro Gómez"),
    ("es", [ES, f"“{QE}”, dijo el ministro del Interior Pedro Gómez."], "Pedro Gómez"),
    # guards: no name after the body, a one-word name, a first name of no list, a place's saint
    ("es", [ES, f"“{QE}”, dijo el ministro de Economía de Chile."], None),
    ("fr", [FR, f"« {QF} », a déclaré le ministre de l'Intérieur Gérald."], None),
    ("fr", [FR, f"« {QF} », a déclaré la ministre de la Culture Rima Abdul-Malak."], None),
    ("es", [ES, f"“{QE}”, dijo el alcalde de San Pedro Sula."], None),
    # a place that is a first name too, after "de", opens no name (Tagger._run)
    ("fr", [POLITICS_FR, f"Anne Hidalgo a réagi dans la soirée. « {QF} », a-t-elle écrit sur Twitter."],
     "Anne Hidalgo"),
    # the holder's name after a comma, then a phrase of where or when (Tagger._comma_name)
    ("fr", [POLITICS_FR,
            f"« {QF} », a déclaré la directrice de l'institut Pasteur, Claire Vasseur, lors d'un point presse."],
     "Claire Vasseur"),
    ("fr", [POLITICS_FR, f"« {QF} », a déclaré le porte-parole, Paul Ardent, et la ministre Léa Morin."], None),
    # a relation, then the name (Tagger._kin_word)
    ("fr", [FR, f"« {QF} », a souligné son compagnon Paul Ardent."], "Paul Ardent"),
    ("es", [ES, f"“{QE}”, aseguró su pareja Pedro Gómez."], "Pedro Gómez"),
    ("es", [ES, f"“{QE}”, aseguró su exmarido, Pedro Gómez."], "Pedro Gómez"),
    # guards: a relation named by nobody is no one's to credit
    ("fr", [FR, f"« {QF} », a souligné son compagnon."], None),
    ("fr", [FR, f"« {QF} », a souligné sa mère."], None),
    ("es", [ES, f"“{QE}”, aseguró su exmarido."], None),
    # a former office, "ex" written onto the role (Tagger._role)
    ("es", [ES, f"“{QE}”, afirmó la exministra."], "Lucía Prado"),
    ("fr", [FR, f"« {QF} », a lancé l'ex-ministre."], "Léa Morin"),  # (an epicene office, as "la ministre")
    # guard: a former relation is no office ("l'ex-mari": someone's, never the story's person)
    ("fr", [FR, f"« {QF} », a lancé l'ex-mari."], None),
    # a sentence whose subject speaks, then the quote as a sentence of its own (Tagger._speaking)
    ("fr", [FR, f"Paul Ardent s'est confié au Parisien. « {QF}. »"], "Paul Ardent"),
    ("fr", [FR, f"La chanteuse s'est confiée sur sa rupture. « {QF}. »"], "Léa Morin"),
    ("fr", [FR, f"Sur son compte Instagram, la chanteuse a publié un long message. « {QF}. »"], "Léa Morin"),
    ("es", [ES, f"Pedro Gómez contó a Clarín su versión. “{QE}”."], "Pedro Gómez"),
    ("es", [ES, f"Pedro Gómez se refirió a la situación. “{QE}”."], "Pedro Gómez"),
    # guards: two subjects, a person named after the verb, a verb of no speech
    ("es", [ES, f"Pedro Gómez y Ana Ruiz contaron su versión. “{QE}”."], None),
    ("fr", [FR, f"Paul Ardent a confié à Léa Morin sa colère. « {QF}. »"], None),
    ("fr", [FR, f"Paul Ardent ne cache pas sa colère. « {QF}. »"], None),
    # a word for any office holder: the last subject, given an office here (Tagger._subject_at, office_epithets)
    ("es", [POLITICS_ES, "En diálogo con la radio, el gobernador de Salta, Pedro Gómez, criticó la medida.",
            f"“{QE}”, afirmó el mandatario."], "Pedro Gómez"),
    ("fr", [POLITICS_FR, "Paul Ardent, maire de Lyon, a réagi.", f"« {QF} », estime l'édile."], "Paul Ardent"),
    # guard: no office given to the last subject
    ("es", [POLITICS_ES, "En diálogo con la radio, Pedro Gómez criticó la medida.", f"“{QE}”, afirmó el mandatario."],
     None),
    # the narrative infinitive with its subject written between "et" and "de" (Tagger._before)
    ("fr", [FR, f"Et la chanteuse de préciser : « {QF}. »"], "Léa Morin"),
    ("fr", [FR, f"Et Paul Ardent d'ajouter : « {QF}. »"], "Paul Ardent"),
    # guard: someone's relation before "de" names nobody
    ("fr", [FR, f"Et le frère de Paul de préciser : « {QF}. »"], None),
]


@pytest.mark.parametrize(("lang", "paras", "want"), CASES)
def test_speaker(lang: str, paras: list[str], want: str | None) -> None:
    got = mine_quotes(paras, lang)
    assert got, "no quote mined"
    assert got[-1].speaker == want, [(q.text, q.speaker) for q in got]
