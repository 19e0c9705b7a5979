"""Pages that are not one story are refused with a one-line reason (error kind not_an_article); real stories
around headline rails, list articles, stories with a small table and captioned galleries are not."""

from __future__ import annotations

import pytest
from lxml import html as lxml_html

from bot.errors import NotAnArticle
from bot.extract import extract_html
from bot.extract_filters import GALLERY_PAGE, HEADLINES_PAGE, TABLE_PAGE, text_sizes
from tests.support.pages import (
    article_html,
    front_page_html,
    gallery_html,
    headline_cards_html,
    standings_html,
    tag_page_html,
)

REFUSED = [
    ("front page", front_page_html(), "https://gossip.example/", HEADLINES_PAGE),
    ("tag page", tag_page_html(), "https://gossip.example/tag/mara-vell/", HEADLINES_PAGE),
    ("search page", tag_page_html(), "https://gossip.example/search?q=mara", HEADLINES_PAGE),
    ("section page", front_page_html(), "https://gossip.example/celebs/", HEADLINES_PAGE),
    ("standings table", standings_html(), "https://gossip.example/sport/table", TABLE_PAGE),
    ("gallery without prose", gallery_html(), "https://gossip.example/photos/red-carpet", GALLERY_PAGE),
]


@pytest.mark.parametrize(("html", "url", "message"), [c[1:] for c in REFUSED], ids=[c[0] for c in REFUSED])
def test_not_an_article_is_refused_with_one_line(html: str, url: str, message: str) -> None:
    with pytest.raises(NotAnArticle) as exc:
        extract_html(html, url=url, source=url)
    assert exc.value.kind == "not_an_article"
    assert exc.value.message == message and "\n" not in message


SHORT_STORY = [
    "Singer Tove Ray was spotted leaving a London studio late on Tuesday with producer Kit Marlow, fuelling "
    "talk that the pair are working on a new record together.",
    '"We are just friends who make music," Ray told a photographer outside. "That is all there is to it."',
]
LISTICLE = [
    (f"Spot {i}: the {name} lounge", f"The {name} lounge is where stars go when they want to be seen without "
     "looking like they want to be seen. Regulars say the staff never call the press, the booths are deep, and "
     "the cocktails are named after old film sets, which is why the place is full of actors every Friday night.")
    for i, name in enumerate(["velvet", "amber", "harbour", "cedar", "lantern", "orchid"], start=1)
]


def _with_rail(paragraphs: list[str]) -> str:
    """A short story with a big 'more stories' rail of headline cards beside it."""
    page = article_html("Tove Ray spotted with Kit Marlow", paragraphs)
    return page.replace("</main>", f'</main><div class="more">{headline_cards_html(12)}</div>')


def _listicle() -> str:
    items = "".join(f'<h2><a href="/places/{i}">{head}</a></h2><p>{text}</p>' for i, (head, text) in
                    enumerate(LISTICLE))
    return article_html("Six celebrity hangouts", ["Where the famous go out, ranked by our team."]).replace(
        "<p>Where the famous go out, ranked by our team.</p>", f"<p>Where the famous go out, ranked.</p>{items}")


def _story_with_table() -> str:
    table = ("<table><tr><th>Pos</th><th>Driver</th><th>Pts</th><th>Wins</th></tr>"
             + "".join(f"<tr><td>{i}</td><td>Driver {i}</td><td>{300 - i * 9}</td><td>{i % 3}</td></tr>"
                       for i in range(1, 9)) + "</table>")
    paras = ["Racer Jem Holt won on Sunday after a late pass on the final lap, and afterwards told reporters that "
             "the car had been the best he had driven all season long.",
             '"I could not believe it when the flag dropped," Holt said. "The team gave me a rocket today."',
             "His rival Sol Price finished second and said he would be back stronger next weekend in Dover."]
    return article_html("Holt wins on the last lap", paras).replace("</article>", f"{table}</article>")


KEPT = [
    ("short story beside a rail of headline cards", _with_rail(SHORT_STORY), SHORT_STORY[0]),
    ("list article with linked item headings", _listicle(), LISTICLE[0][1]),
    ("story with a standings table", _story_with_table(), "Racer Jem Holt won on Sunday"),
]


@pytest.mark.parametrize(("html", "first"), [c[1:] for c in KEPT], ids=[c[0] for c in KEPT])
def test_real_stories_are_not_refused(html: str, first: str) -> None:
    article = extract_html(html, url="https://gossip.example/2026/11/20/story", source="s")
    assert any(p.startswith(first) for p in article.paragraphs)


def _story_with_figures() -> str:
    """A story explaining two offers with a table of figures labelled by its first column (what the story says)."""
    table = ("<table><tr><th></th><th>Lease</th><th>Loan</th></tr>"
             "<tr><td>Monthly rate</td><td>459</td><td>727</td></tr>"
             "<tr><td>Term in months</td><td>48</td><td>48</td></tr>"
             "<tr><td>Total cost</td><td>22027</td><td>34903</td></tr></table>")
    paras = ["Singer Marnie Vale told fans on Friday that she had leased her new car rather than buying it on "
             "credit, and her manager shared the sums behind the choice in a post on Saturday morning.",
             "The figures below compare the two offers the singer was given by the dealer in the spring.",
             "Vale said she would keep the car for four years and then decide whether to buy it outright."]
    return article_html("Vale explains her car deal", paras).replace("</article>", f"{table}</article>")


def test_rows_of_standings_never_reach_the_body() -> None:
    article = extract_html(_story_with_table(), url=None, source="s")
    assert not any(p.startswith(("1 Driver", "Pos Driver")) or "Driver 3" in p for p in article.paragraphs)
    assert any(p.startswith("His rival Sol Price") for p in article.paragraphs)


def test_a_labelled_table_of_figures_stays_in_the_body() -> None:
    article = extract_html(_story_with_figures(), url=None, source="s")
    assert any("Monthly rate" in p and "727" in p for p in article.paragraphs)
    assert any(p.startswith("Vale said she would keep") for p in article.paragraphs)


@pytest.mark.parametrize(
    "body",
    [
        "<p>One <b>two</b> three</p><div><span>x</span>tail<i></i></div>",
        "<div><!-- a comment -->after<?pi x?>pi<p>Deep <a>er <em>and</em> deeper</a>.</p>été</div>",
        "<ul><li>a<li>b</ul><table><tr><td>1</td><td>22</td></tr></table>",
        "",
    ],
)
def test_text_sizes_are_the_text_under_each_element(body: str) -> None:
    tree = lxml_html.document_fromstring(f"<html><head><title>T</title></head><body>{body}</body></html>")
    sizes = text_sizes(tree)
    elements = [el for el in tree.iter() if isinstance(el.tag, str)]
    assert [sizes[el] for el in elements] == [len(el.xpath("string()")) for el in elements]
