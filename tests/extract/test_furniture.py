"""Furniture that extractors glue into the story (issue #11): pop-up cards inside a sentence, hidden text,
reprint notices. Fictional markup of our own."""

from __future__ import annotations

import pytest

from bot.extract import extract_html
from tests.support.pages import article_html

LEAD = "Governor Kai Dorn (D) is defending the ferry plan after a week of protests on the island."
REST = [
    "Dorn told reporters on Monday that the plan would cut journey times in half and bring new visitors.",
    '"We listened, and we are going ahead," Dorn said. "The island deserves a faster crossing."',
    "Opponents said they would take the matter to court before the first ferry sails next spring.",
]
WIDGETS = {
    "rollover person card": '<span class="rollover-people"><a href="/people/kai-dorn">Kai Dorn</a>'
                            '<span class="rollover-people-block"><span class="name">Kai Lynn Dorn</span>'
                            "<span>Ocean State governor doubles down on ferry plan</span><a href='/p'>MORE</a>"
                            "</span></span>",
    "tooltip text": '<span class="tooltip"><a href="/people/kai-dorn">Kai Dorn</a><span class="tooltiptext">'
                    "Kai Lynn Dorn, governor since 2023</span></span>",
    "hidden span": '<a href="/people/kai-dorn">Kai Dorn</a><span style="display: none">Kai Lynn Dorn profile</span>',
    "aria-hidden card": '<a href="/people/kai-dorn">Kai Dorn</a><span aria-hidden="true">Follow Kai Dorn</span>',
}


@pytest.mark.parametrize("name", WIDGETS)
def test_pop_up_cards_never_glue_into_the_lead(name: str) -> None:
    lead = LEAD.replace("Kai Dorn", WIDGETS[name], 1)
    art = extract_html(article_html("Dorn defends ferry plan", [lead, *REST]), url=None, source="s")
    assert art.paragraphs[0] == LEAD


@pytest.mark.parametrize(
    "notice",
    [
        "This copy is for your personal, non-commercial use only.",
        "This copy is for your personal, non-commercial use only. To order presentation-ready copies for "
        "distribution to your colleagues, clients or customers visit our reprints page.",
        "Distribution and use of this material are governed by our Subscriber Agreement and by copyright law.",
    ],
)
def test_reprint_notices_never_reach_the_body(notice: str) -> None:
    art = extract_html(article_html("Dorn defends ferry plan", [LEAD, *REST, notice]), url=None, source="s")
    assert art.paragraphs == (LEAD, *REST)


# (what the page holds between the lead and the rest, whether it is furniture): a caption in a bare <figcaption>
# (no "caption" class) and a credit-only paragraph go; a story paragraph that mentions a photo or an agency stays.
CAPTIONS = {
    "bare figcaption in a paragraph": ('<img src="/a.jpg"><figcaption>Governor Kai Dorn at the ferry terminal on '
                                       "Monday.</figcaption>", True),
    "bare figcaption with a credit": ('<img src="/a.jpg"><figcaption>Kai Dorn at the terminal. Photo: Ann Lee'
                                      "</figcaption>", True),
    "caption ending in a credit and a full stop": ("Kai Dorn at the ferry terminal (Foto: Ann Lee).", True),
    "credit in parentheses and a full stop": ("(Photo: Reuters).", True),
    "agencies alone": ("AFP via Getty Images", True),
    "agency alone": ("Reuters", True),
    "agencies after a label": ("Foto: dpa/picture alliance", True),
    "story sentence mentioning a photo": ("Dorn posted a photo of the terminal on Instagram (his first post since "
                                          "March), and critics said it showed an empty car park.", False),
    "story sentence naming an agency": ("Reuters reported on Monday that the ferry would sail in the spring.", False),
    "short quote in parentheses": ('"We are going ahead." (Dorn, on Monday).', False),
    # session 16 reader's pass (an unlabelled sports page): a caption ending in an archive picture's mark was the
    # recap's headline and first bullet
    "caption ending in a file mark": ("The island's ferry crew training ahead of the first crossing. (FILE)", True),
    "caption ending in a file-photo mark": ("Governor Kai Dorn at the ferry terminal (File photo).", True),
    "German caption ending in an archive mark": ("Kai Dorn am Fähranleger (Archivbild)", True),
    "Spanish caption ending in an archive mark": ("Kai Dorn en la terminal del ferri (Foto de archivo).", True),
    "story sentence ending in a kind of file": ("The ferry timetable for the spring is now online (PDF file).", False),
    "story sentence about a file": ("Dorn said the complaints were kept on file (in the port office).", False),
    # session 16 reader's pass (an unlabelled crime brief): the outlet's own follow-us line, longer than a short line,
    # stayed in the body and gave the recap "Sourcing: 1 from social media"
    "outlet's follow line": ("Follow The Island Example on Twitter and Instagram @IslandEx and on Facebook "
                             "@IslandExample. Send us a message on WhatsApp at 555-0100 or email us at "
                             "news@example.com or editors@example.com", True),
    "short follow line": ("Follow Island Example on Instagram for more ferry news.", True),
    "story sentence: following someone on a platform": ("Fans who follow Governor Kai Dorn on Instagram saw the "
                                                         "post on Monday; critics said it showed an empty car park.",
                                                         False),
    "story sentence opening with follow": ("Follow-up talks on Twitter's role in the protests are set for Friday, "
                                           "Dorn said after the meeting with residents.", False),
}


@pytest.mark.parametrize("name", CAPTIONS)
def test_captions_and_credits_never_reach_the_body(name: str) -> None:
    middle, furniture = CAPTIONS[name]
    art = extract_html(article_html("Dorn defends ferry plan", [LEAD, middle, *REST]), url=None, source="s")
    body = [LEAD, *REST] if furniture else [LEAD, middle, *REST]
    assert list(art.paragraphs) == body



# A site's cookie notice in the languages the bot reads (session 15, read on an unlabelled page, dw.com/fr: the French
# notice "Nous utilisons des cookies pour améliorer l'offre ... protection des données." was the recap's headline and
# first bullet). (paragraph, furniture): the first rows stayed in the body before; the guards are story sentences
# about cookies, which stay.
COOKIE_NOTICES = [
    ("Nous utilisons des cookies pour améliorer l'offre que nous vous proposons. Vous trouverez davantage "
     "d'informations dans la déclaration sur la protection des données.", True),
    ("Wir verwenden Cookies, um Ihnen das beste Nutzererlebnis zu bieten. Mehr dazu in unserer Erklärung.", True),
    ("Utilizamos cookies propias y de terceros para mejorar nuestros servicios. Más información aquí.", True),
    ("Este sitio web utiliza cookies para mejorar la experiencia de navegación de sus lectores.", True),
    ("La CNIL a infligé une amende à un géant du web pour des cookies déposés sans consentement.", False),
    ("Die Behörde kritisiert, dass der Konzern Cookies ohne Einwilligung der Nutzer setzt.", False),
    ("The baker who sold cookies to the singer on Friday told reporters she was thrilled.", False),
]


@pytest.mark.parametrize(("notice", "furniture"), COOKIE_NOTICES)
def test_cookie_notices_never_reach_the_body(notice: str, furniture: bool) -> None:
    art = extract_html(article_html("Dorn defends ferry plan", [LEAD, notice, *REST]), url=None, source="s")
    assert art.paragraphs == ((LEAD, *REST) if furniture else (LEAD, notice, *REST))


# A related-media label of a page in French, German or Spanish ("Audios et vidéos sur le sujet", dw.com/fr: once its
# cookie notice was gone, the short body was read again and the label joined it). (paragraph, furniture).
MEDIA_LABELS = [
    ("Audios et vidéos sur le sujet", True),
    ("Audios und Videos zum Thema", True),
    ("Videos sobre el tema", True),
    ("Die Sängerin sah sich Videos zum Thema Klima an und weinte.", False),
]


@pytest.mark.parametrize(("label", "furniture"), MEDIA_LABELS)
def test_related_media_labels_never_reach_the_body(label: str, furniture: bool) -> None:
    art = extract_html(article_html("Dorn defends ferry plan", [LEAD, *REST, label]), url=None, source="s")
    assert art.paragraphs == ((LEAD, *REST) if furniture else (LEAD, *REST, label))
