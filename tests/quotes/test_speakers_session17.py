"""Issue 16, session 17 (fres17): French and Spanish speaker tags of news and gossip copy, on sentences of our own.
The past historic of narrated copy ("expliqua-t-elle"), a role's body then the holder's name with no comma ("le
ministre de l'Intérieur Gérald Darmanin", "la maire de Paris Anne Hidalgo"), a relation then a name ("son compagnon
Paul Ardent", "su exmarido, Pedro Gómez"), a former office ("la expresidenta"), a sentence whose subject speaks before a
quote that is a sentence of its own ("Paul Ardent s'est confié au Parisien. « … »"), and a word for any office holder
("afirmó el mandatario"). Each rule's case failed before its rule; the guards pass before and after."""

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
]


@pytest.mark.parametrize(("lang", "paras", "want"), CASES)
def test_speaker(lang: str, paras: list[str], want: str | None) -> None:
    got = mine_quotes(paras, lang)
    assert got, "no quote mined"
    assert got[-1].speaker == want, [(q.text, q.speaker) for q in got]
