"""French, Spanish and German tags of session 16 (issue 16, fres), on sentences of our own: one table.

Cases marked "new" fail on main before this session's rules (no speaker); "guard" cases pass before and after: they
pin the doubt the new rules must keep (an outlet or a relation is no speaker, a question is no name).
"""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

# (why, language, paragraphs, [(quotation opening, speaker)])
CASES: list[tuple[str, str, list[str], list[tuple[str, str | None]]]] = [
    # new: a listed first name written with accents the list lacks ("Penélope"; the English list has "penelope")
    ("new", "es", ["Penélope Cruz habló con la prensa el lunes.", "“Nunca me he sentido tan bien”, dijo la actriz."],
     [("Nunca me he sentido tan bien", "Penélope Cruz")]),
    ("new", "es", ["Penélope Cruz habló con la prensa el lunes.", "“Nunca me he sentido tan bien”, explicó."],
     [("Nunca me he sentido tan bien", "Penélope Cruz")]),
    ("new", "fr", ["Penélope Cruz était à Paris lundi.", "« Je suis très heureuse », a-t-elle confié."],
     [("Je suis très heureuse", "Penélope Cruz")]),
    # new: a so-word and a tag verb before the quote ("Según explicó X, …"): the verb's subject, as after a quote
    ("guard", "es", ["Penélope Cruz estuvo en Madrid.",  # (read so on main too: kept)
                     "Según dijo a El País una fuente cercana a la pareja, “ya no viven juntos”."],
     [("ya no viven juntos", "una fuente cercana a la pareja")]),
    ("new", "es", ["Penélope Cruz estuvo en Madrid.", "Según explicó Javier Bardem, la pareja “ya no vive junta”."],
     [("ya no vive junta", "Javier Bardem")]),
    ("new", "es", ["Penélope Cruz estuvo en Madrid.", "Según contó la actriz a la revista Semana, la pareja “ya no "
                   "vive junta”."],
     [("ya no vive junta", "Penélope Cruz")]),
    # guard: an outlet or someone's relation after the verb names no speaker
    ("guard", "es", ["Penélope Cruz estuvo en Madrid.", "Según informó la revista Semana, la pareja “ya no vive "
                     "junta”."],
     [("ya no vive junta", None)]),
    ("guard", "es", ["Penélope Cruz estuvo en Madrid.", "Según dijo a El País su madre, la pareja “ya no vive junta”."],
     [("ya no vive junta", None)]),
    # new: a count of unnamed sources, as written
    ("new", "es", ["Penélope Cruz estuvo en Madrid.", "“Ya no viven juntos”, aseguraron dos fuentes cercanas a la "
                   "pareja."],
     [("Ya no viven juntos", "dos fuentes cercanas a la pareja")]),
    ("new", "es", ["La pareja buscaba una “máxima confrontación”, según dijeron a El País dos fuentes cercanas."],
     [("máxima confrontación", "dos fuentes cercanas")]),
    ("new", "fr", ["Marion Cotillard était à Paris.", "« Ils ne vivent plus ensemble », ont confié deux sources "
                   "proches du couple."],
     [("Ils ne vivent plus ensemble", "deux sources proches du couple")]),
    # new: a body's capital letters after the article, as German reads them ("teilte der ADAC mit")
    ("new", "es", ["Según informó la DGSA a la prensa, se constató “la aplicación donde no se respetó la distancia”."],
     [("la aplicación donde no se respetó", "DGSA")]),
    ("new", "fr", ["Le train est arrivé en retard.", "« Le train a eu un incident », a indiqué la SNCF."],
     [("Le train a eu un incident", "SNCF")]),
    # guard: a capitalised word after the letters: a longer name, not read here
    ("guard", "fr", ["Le train est arrivé en retard.", "« Le train a eu un incident », a indiqué la SNCF Réseau."],
     [("Le train a eu un incident", None)]),
    # new (was wrong): a tag verb closing the sentence before a name tags no name ("dijo. Bodega Santa Rita sirvió"
    # made the bodega a person, then the next untagged "dijo." its words)
    ("new", "es", ["Ana Pérez estuvo allí el lunes. “Estamos felices”, dijo. Bodega Santa Rita sirvió la cena. “Es muy "
                   "bueno”, dijo."],
     [("Estamos felices", "Ana Pérez"), ("Es muy bueno", None)]),
    # guard: the verb right before the name in its sentence still tags it
    ("guard", "es", ["“Estamos felices”, dijo Bodega Santa Rita."], [("Estamos felices", "Bodega Santa Rita")]),
    # new: "el mandatario", the head of state's epithet, is a role word of Spanish copy
    ("new", "es", ["Gabriel Boric viajó al sur el martes.", "“Necesitamos diálogo”, adelantó el mandatario."],
     [("Necesitamos diálogo", "Gabriel Boric")]),
    # new: a first name that is a stop word too ("Will", the verb), capitalised before a surname
    ("new", "de", ["Will Smith hat ein Video gepostet.", "„Es war nicht immer so zwischen uns“, schrieb er."],
     [("Es war nicht immer so zwischen uns", "Will Smith")]),
    ("new", "de", ["Schauspieler Will Smith hat ein Video gepostet.",
                   "Den Clip kommentierte er mit Worten und schrieb: „Es war nicht immer so zwischen uns.“"],
     [("Es war nicht immer so zwischen uns", "Will Smith")]),
    # guard: the verb opening a question before a first name is no name word
    ("guard", "de", ["Will Paul Weber das wirklich?", "„Es war nicht immer so“, sagte er."],
     [("Es war nicht immer so", "Paul Weber")]),
]


@pytest.mark.parametrize(("why", "lang", "paras", "want"), CASES,
                         ids=[f"{c[0]}-{c[1]}-{i}" for i, c in enumerate(CASES)])
def test_tags_session16(why: str, lang: str, paras: list[str], want: list[tuple[str, str | None]]) -> None:
    got = {q.text: q.speaker for q in mine_quotes(paras, lang)}
    for start, speaker in want:
        hits = [t for t in got if t.startswith(start)]
        assert hits, (why, start, got)
        assert got[hits[0]] == speaker, (why, start, got)
