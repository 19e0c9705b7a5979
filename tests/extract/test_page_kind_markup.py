"""Pages whose own markup names them no story (a shop or product page, a list of reviews, a directory or event entry,
a listing, a site's home page) are refused with one line; stories that mention prices, review one product or
report a shop launch are not. Every page here is fictional and written for this test."""

from __future__ import annotations

import json

import pytest

from bot.errors import NotAnArticle
from bot.extract import extract_html
from bot.extract_filters import ENTRY_PAGE, HOME_PAGE, LISTING_PAGE, PRODUCT_PAGE, REVIEWS_PAGE

PROSE = [
    "Velvet Night is a warm evening scent with notes of fig, cedar and a little smoked vanilla that lasts from the "
    "first drink of the night until the taxi home, and it comes in a heavy glass bottle with a gold cap.",
    "Every bottle is filled by hand in a small workshop near the harbour, packed in recycled card and sent out "
    "within two working days, with free returns for thirty days if the scent is not for you.",
    "Our perfumers spent two years on the formula and tested it on a panel of two hundred people before it was "
    "ready, and the result is a fragrance that feels grown up without ever feeling heavy.",
]
STORY = [
    "Pop singer Marnie Vale opened her first perfume shop on Saturday, and fans queued around the block in the "
    "rain for a chance to meet her and buy the new scent before it sold out.",
    '"I have wanted to do this since I was twelve," Vale told the crowd from the doorway. "It smells like my '
    'favourite night out, and now you can wear it too."',
    "The scent, called Velvet Night, costs $85 a bottle, and staff said the first delivery of two thousand bottles "
    "was gone by four in the afternoon, with a waiting list for the next batch.",
    "Her manager said the singer plans two more shops next year, one in Paris and one in Los Angeles, and that "
    "Vale chose every detail of the shop herself, down to the colour of the paper bags.",
]


def _ld(*entities: object) -> str:
    return "".join(f'<script type="application/ld+json">{json.dumps(e)}</script>' for e in entities)


def _page(title: str, paragraphs: list[str], *, head: str = "", before: str = "", after: str = "",
          body_attrs: str = "") -> str:
    """A page without any story markup (no article date, no Article type) unless ``head`` brings some."""
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>{head}</head>'
            f'<body{body_attrs}><header><nav><a href="/">Home</a> <a href="/shop">Shop</a></nav></header>'
            f"<main><h1>{title}</h1>{before}{body}{after}</main><footer><p>© 2026 Example</p></footer></body></html>")


_OFFER = {"@type": "Offer", "price": "85.00", "priceCurrency": "USD", "availability": "https://schema.org/InStock"}
_REVIEW_TEXTS = [("Ann", "Quick delivery and the box arrived in one piece.", 5),
                 ("Ben", "The meal kit was fine but one bag of herbs was missing.", 3),
                 ("Cal", "Customer service answered within the hour and refunded me.", 4),
                 ("Dot", "Too much packaging for two small portions.", 2)]
_REVIEWS = [{"@type": "Review", "author": {"@type": "Person", "name": n}, "reviewBody": b,
             "reviewRating": {"@type": "Rating", "ratingValue": r}} for n, b, r in _REVIEW_TEXTS]
_REVIEW_CARDS = "".join(
    f'<div class="review-card"><p>{n} gave {r} stars</p><p>{b} It was my third order this year and I will write '
    f"again after the next one.</p></div>" for n, b, r in _REVIEW_TEXTS)
_MICRO_REVIEWS = "".join(
    f'<div itemscope itemtype="https://schema.org/Review"><p itemprop="reviewBody">{b} It was my third order this '
    f"year and I would tell a friend about it.</p></div>" for _, b, _ in _REVIEW_TEXTS)

SHOP_PAGE = _page("Velvet Night Eau de Parfum 50 ml", PROSE, head=(
    '<meta property="og:type" content="product">'
    + _ld({"@context": "https://schema.org", "@type": "Product", "name": "Velvet Night", "offers": _OFFER})),
    after="<p>$85.00 incl. tax</p><button>Add to bag</button>")
SOFTWARE_PAGE = _page("Run every app on your laptop - Lumen Desktop 9", PROSE[1:], head=(
    '<meta property="og:type" content="website">'
    + _ld({"@context": "https://schema.org", "@graph": [
        {"@type": "WebSite", "name": "Lumen"},
        {"@type": "SoftwareApplication", "name": "Lumen Desktop", "operatingSystem": "macOS",
         "offers": {"@type": "Offer", "price": "99.99", "priceCurrency": "EUR"}}]})),
    after="<p>Try free for 14 days</p><p>Buy now for 99.99 EUR</p>")
MICRODATA_SHOP = _page("Velvet Night gift set", [], body_attrs=' itemscope itemtype="https://schema.org/WebPage"',
                       before='<div itemscope itemtype="http://schema.org/Product"><span itemprop="name">Velvet Night'
                       '</span>' + "".join(f"<p>{p}</p>" for p in PROSE) + '<div itemprop="offers" itemscope '
                       'itemtype="http://schema.org/Offer"><span itemprop="price">85.00</span></div></div>')
REVIEW_LIST = _page("Freshbox reviews | Read customer service reviews", [], head=_ld({
    "@context": "https://schema.org", "@type": "Organization", "name": "Freshbox",
    "aggregateRating": {"@type": "AggregateRating", "ratingValue": 3.5, "reviewCount": 2811},
    "review": _REVIEWS}), before=_REVIEW_CARDS)
MICRODATA_REVIEWS = _page("What our customers say", [], before=_MICRO_REVIEWS)
SALON_ENTRY = _page("Studio Lark - hair salon in Leeds", PROSE[2:], head=_ld({
    "@context": "https://schema.org", "@type": ["HairSalon", "LocalBusiness"], "name": "Studio Lark",
    "address": {"@type": "PostalAddress", "addressLocality": "Leeds"}}),
    after="<p>Open Monday to Saturday, 9am to 6pm. Call us to book a cut.</p>")
EVENT_ENTRY = _page("Midsummer market", [], before=(
    '<div itemscope itemtype="https://schema.org/Event"><p itemprop="name">Midsummer market</p>'
    + "".join(f"<p>{p}</p>" for p in PROSE[:2]) + "<p>Starts 13 June, 11:00. Entry free.</p></div>"))
CATEGORY_PAGE = _page("Perfume for evenings out", PROSE[:2], head=_ld({
    "@context": "https://schema.org", "@type": "CollectionPage", "name": "Perfume for evenings out"}))
BROCHURE = _page("Pix Studio", PROSE)

# guards: stories without any story markup or date tag, stories that carry product or review markup
PRICE_STORY = _page("Vale's $4,500 handbag sells out", STORY)
SINGLE_REVIEW = _page("Velvet Night review: a scent for the last dance", STORY[2:] + PROSE[:2], head=_ld({
    "@context": "https://schema.org", "@type": "Review", "author": {"@type": "Person", "name": "Jo Writer"},
    "itemReviewed": {"@type": "Product", "name": "Velvet Night", "offers": _OFFER},
    "reviewRating": {"@type": "Rating", "ratingValue": 4}}))
SHOP_LAUNCH_STORY = _page("Marnie Vale opens her first perfume shop", STORY, head=(
    '<meta property="og:type" content="article">'
    + _ld({"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Marnie Vale opens her shop"},
          {"@context": "https://schema.org", "@type": "Product", "name": "Velvet Night", "offers": _OFFER})))
PAYWALLED_STORY = _page("Marnie Vale opens her first perfume shop", STORY, head=_ld({
    "@context": "https://schema.org", "@type": "NewsArticle", "headline": "Vale opens her shop",
    "isPartOf": {"@type": ["CreativeWork", "Product"], "name": "Gossip Daily Plus", "productID": "plus"}}))
RATED_POST = _page("Clearing snow: what home owners must know", STORY, before=(
    '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Clearing snow</span>'
    '<div itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating">'
    '<span itemprop="ratingValue">4.6</span></div></div>'))

CASES = [
    # (case, html, url, refusal message or None)
    ("shop product page: JSON-LD Product with an offer, og:type product", SHOP_PAGE,
     "https://shop.example/products/velvet-night-50ml", PRODUCT_PAGE),
    ("software product page: SoftwareApplication with an offer in an @graph", SOFTWARE_PAGE,
     "https://lumen.example/products/desktop/", PRODUCT_PAGE),
    ("microdata product with an offer inside a WebPage item", MICRODATA_SHOP,
     "https://shop.example/gift-set", PRODUCT_PAGE),
    ("review listing: an organisation with four reviews", REVIEW_LIST,
     "https://reviews.example/review/freshbox.example", REVIEWS_PAGE),
    ("review listing in microdata", MICRODATA_REVIEWS, "https://freshbox.example/customers", REVIEWS_PAGE),
    ("directory entry: a local business", SALON_ENTRY, "https://directory.example/leeds/studio-lark", ENTRY_PAGE),
    ("event entry in microdata", EVENT_ENTRY, "https://castle.example/events/887/", ENTRY_PAGE),
    ("shop category: a CollectionPage", CATEGORY_PAGE, "https://shop.example/c/evening/", LISTING_PAGE),
    ("brochure home page", BROCHURE, "https://www.pix.example/", HOME_PAGE),
    ("home page at an index file", BROCHURE, "https://lawyer.example/index.html", HOME_PAGE),
    ("home page at a language root", BROCHURE, "https://studio.example/de/", HOME_PAGE),
    ("archived home page", BROCHURE, "https://web.archive.org/web/20160401095740/http://www.puppies.example/",
     HOME_PAGE),
    ("story mentioning prices, no markup at all", PRICE_STORY, "https://gossip.example/vale-handbag", None),
    ("review of one product (a single Review entity)", SINGLE_REVIEW,
     "https://gossip.example/reviews/velvet-night", None),
    ("celebrity shop launch story with the product's markup", SHOP_LAUNCH_STORY,
     "https://gossip.example/vale-shop", None),
    ("story whose subscription is marked as a Product", PAYWALLED_STORY, "https://gossip.example/vale-shop", None),
    ("post with rating-star Product markup and no offer", RATED_POST, "https://homes.example/magazine/snow/", None),
    ("post addressed by id on the site's root", PRICE_STORY, "https://blog.example/?p=2895", None),
    ("story on a root URL of an archive that is not a home page", PRICE_STORY,
     "https://web.archive.org/web/20120216182711/http://www.news.example/politics/story-1", None),
]


@pytest.mark.parametrize(("html", "url", "message"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_markup_page_kinds(html: str, url: str, message: str | None) -> None:
    if message is None:
        article = extract_html(html, url=url, source=url)
        assert article.paragraphs
        return
    with pytest.raises(NotAnArticle) as exc:
        extract_html(html, url=url, source=url)
    assert exc.value.kind == "not_an_article"
    assert exc.value.message == message and "\n" not in message
