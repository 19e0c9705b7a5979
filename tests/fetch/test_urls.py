"""validate_url, canonicalize and find_links: examples plus hypothesis properties."""

from __future__ import annotations

from urllib.parse import parse_qsl, urlsplit

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.adapters.discord.common import LINKS as DISCORD_LINKS
from bot.adapters.slack.common import LINKS as SLACK_LINKS
from bot.errors import InvalidURL
from bot.urls import TRACKING_PARAMS, LinkSyntax, canonicalize, find_links, validate_url

# each adapter declares how its platform marks up links; the core only reads a LinkSyntax
SYNTAX = {"discord": DISCORD_LINKS, "slack": SLACK_LINKS}


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("HTTPS://WWW.Example.COM:443/Path?b=2&a=1#top", "https://www.example.com/Path?b=2&a=1"),
        ("http://example.com:80", "http://example.com/"),
        ("http://example.com:8080/x?", "http://example.com:8080/x"),
        ("https://news.example/a?utm_source=tw&utm_medium=social&id=7&fbclid=abc&gclid=1", "https://news.example/a?id=7"),
        ("https://x.example/?igshid=1&mc_cid=2&mc_eid=3&_hsenc=4&_hsmi=5&ref_src=6&yclid=7", "https://x.example/"),
        ("https://x.example/?msclkid=1&dclid=2&gbraid=3&wbraid=4&spm=5&cmpid=6&ocid=7&keep=me",
         "https://x.example/?keep=me"),
        ("https://x.example/?UTM_Campaign=1&q=a%20b&empty=&flag", "https://x.example/?q=a%20b&empty=&flag"),
        ("https://B\u00fccher.example/\u00e9t\u00e9", "https://xn--bcher-kva.example/\u00e9t\u00e9"),
        ("http://[2001:DB8::1]:80/", "http://[2001:db8::1]/"),
        ("https://example.com./a", "https://example.com/a"),
        ("  https://example.com/a  ", "https://example.com/a"),
    ],
)
def test_canonicalize_examples(url: str, expected: str) -> None:
    assert canonicalize(url) == expected


@pytest.mark.parametrize(
    ("url", "message"),
    [("ftp://x.example/", "Only http and https links can be recapped"),
     ("mailto:a@b.example", "Only http and https links can be recapped"),
     ("data:text/html,hi", "Only http and https links can be recapped"),
     ("example.com/page", "That doesn't look like a web link"),
     ("example.com:8080/page", "That doesn't look like a web link"),
     ("http:/example.com", "That doesn't look like a web link"),
     ("https:///path", "That doesn't look like a web link"),
     ("http://a\\b.example/", "That doesn't look like a web link"),
     ("http://x.example/\x00", "That doesn't look like a web link")],
)
def test_validate_url_rejects(url: str, message: str) -> None:
    with pytest.raises(InvalidURL) as err:
        validate_url(url)
    assert err.value.message == message
    assert "\n" not in err.value.message


def test_validate_url_accepts_and_strips() -> None:
    assert validate_url("\n HTTPS://Example.com/a?b#c \t") == "HTTPS://Example.com/a?b#c"


@pytest.mark.parametrize(
    ("url", "validated", "canonical"),
    [("http://user:secret@example.com/a", "http://example.com/a", "http://example.com/a"),
     ("https://:secret@Example.com:8443/a?x=1", "https://Example.com:8443/a?x=1", "https://example.com:8443/a?x=1"),
     ("https://user@example.com/", "https://example.com/", "https://example.com/"),
     ("http://a%40b:p%3Aw@[2001:db8::1]/x", "http://[2001:db8::1]/x", "http://[2001:db8::1]/x"),
     ("http://u:p@q@example.com/", "http://example.com/", "http://example.com/")],
)
def test_credentials_in_a_pasted_url_are_dropped(url: str, validated: str, canonical: str) -> None:
    # issue 18 item 11: never sent as Basic auth, never part of a cache key, a footer or a digest link
    assert validate_url(url) == validated
    assert canonicalize(url) == canonical
    assert "secret" not in validate_url(url) + canonicalize(url)


@pytest.mark.parametrize(
    "url",
    ["http://xn--zz.example/a", "http://a..b/x", f"http://{'a' * 300}.example/", f"https://{'b' * 64}.example/",
     "http://xn--.example/", "http://xn--a.example/", "https://bad_label-.example/", f"http://{'a.' * 130}com/",
     "http://ex%20ample.com/"],
)
def test_malformed_host_names_are_bad_links(url: str) -> None:
    # issue 18 item 13: these used to end in "Something went wrong (IDNAError)" and a traceback
    with pytest.raises(InvalidURL) as err:
        validate_url(url)
    assert err.value.message == "That doesn't look like a web link"
    with pytest.raises(InvalidURL):
        canonicalize(url)


@pytest.mark.parametrize(
    "url", ["https://xn--bcher-kva.example/", "https://B\u00fccher.example/", f"https://{'c' * 63}.example/",
            "http://under_score.example/", "http://127.0.0.1:8080/", "http://[::1]/", "https://example.com./"],
)
def test_valid_host_names_still_pass(url: str) -> None:
    assert validate_url(url) == url


# ------------------------------------------------------------------------------------------------ find_links


def test_discord_links() -> None:
    text = (
        "omg https://gossip.example/story?utm_source=x. also (see https://en.wikipedia.org/wiki/Foo_(band)), "
        "`https://code.example/a` ```\nhttps://block.example/b\n``` ||https://spoiler.example/c|| "
        "<https://suppressed.example/d> [masked](https://masked.example/e) https://gossip.example/story! "
        "**https://bold.example/f**"
    )
    assert find_links(text, SYNTAX["discord"]) == [
        "https://gossip.example/story?utm_source=x",
        "https://en.wikipedia.org/wiki/Foo_(band)",
        "https://masked.example/e",
        "https://bold.example/f",
    ]


def test_discord_unclosed_fence_hides_the_rest() -> None:
    assert find_links("https://a.example ```py\nhttps://b.example", SYNTAX["discord"]) == ["https://a.example"]


def test_slack_links() -> None:
    text = (
        "<@U123> <!here> <#C1|general> look <https://gossip.example/a?x=1&amp;y=2|the story> and "
        "<https://other.example/b> <mailto:a@b.example|mail> `<https://code.example/c>` "
        "```<https://block.example/d>``` <https://gossip.example/a?x=1&amp;y=2&amp;utm_medium=s>"
    )
    assert find_links(text, SYNTAX["slack"]) == ["https://gossip.example/a?x=1&y=2", "https://other.example/b"]


@pytest.mark.parametrize(
    ("syntax", "text", "expected"),
    [
        (LinkSyntax(), "<https://a.example> https://b.example", ["https://b.example"]),
        (LinkSyntax(angle_brackets="link"), "<https://a.example|A> https://b.example",
         ["https://a.example", "https://b.example"]),
        (LinkSyntax(), "|| https://a.example || https://b.example", ["https://a.example", "https://b.example"]),
        (LinkSyntax(spoilers=True), "|| https://a.example || https://b.example", ["https://b.example"]),
        (LinkSyntax(masked_links=True), "[x](https://a.example)", ["https://a.example"]),
        (LinkSyntax(), "https://a.example/?x=1&amp;y=2", ["https://a.example/?x=1&amp;y=2"]),
        (LinkSyntax(html_escaped=True), "https://a.example/?x=1&amp;y=2", ["https://a.example/?x=1&y=2"]),
    ],
)
def test_each_syntax_switch(syntax: LinkSyntax, text: str, expected: list[str]) -> None:
    assert find_links(text, syntax) == expected


def test_no_links() -> None:
    assert find_links("", SYNTAX["discord"]) == []
    assert find_links("ftp://x.example javascript:alert(1) www.example.com", SYNTAX["discord"]) == []
    assert find_links("<ftp://x.example|x> <javascript:alert(1)>", SYNTAX["slack"]) == []


@pytest.mark.parametrize("platform", ["discord", "slack"])
def test_adversarial_text_is_fast(platform: str) -> None:
    import time

    texts = ["||" * 20_000, "``a" * 10_000, "[a](http://" + "a(" * 10_000, "<" * 40_000 + "http://x.example",
             "https://x.example/" + ")" * 20_000, "`" * 40_000, "https://" * 5_000]
    started = time.monotonic()
    for text in texts:
        find_links(text, SYNTAX[platform])
    assert time.monotonic() - started < 1.0


# ------------------------------------------------------------------------------------------------ properties

_host = st.from_regex(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,10}[A-Za-z0-9])?(?:\.[A-Za-z]{2,6}){1,2}", fullmatch=True)
_unicode_host = st.text(st.characters(min_codepoint=0xC0, max_codepoint=0x24F), min_size=1, max_size=8).map(
    lambda s: f"{s}.example"
)
_path = st.text(st.sampled_from("abcXYZ019-._~/%()!$'*+,;=:@\u00e9"), max_size=20).map(lambda p: "/" + p)
_key = st.one_of(st.sampled_from(sorted(TRACKING_PARAMS)), st.from_regex(r"utm_[a-z]{1,6}", fullmatch=True),
                 st.from_regex(r"[a-z][a-z0-9]{0,5}", fullmatch=True))
_query = st.lists(st.tuples(_key, st.from_regex(r"[A-Za-z0-9%]{0,6}", fullmatch=True)), max_size=6)


@st.composite
def urls(draw: st.DrawFn) -> str:
    scheme = draw(st.sampled_from(["http", "https", "HTTP", "HttpS"]))
    host = draw(st.one_of(_host, _unicode_host, st.just("[::1]"), st.just("127.0.0.1")))
    port = draw(st.one_of(st.none(), st.integers(0, 65535)))
    query = draw(_query)
    url = f"{scheme}://{host}" + (f":{port}" if port is not None else "") + draw(_path)
    if query or draw(st.booleans()):
        url += "?" + "&".join(f"{k}={v}" for k, v in query)
    if draw(st.booleans()):
        url += "#" + draw(st.text(max_size=5).filter(lambda s: s.isprintable() and " " not in s))
    return url


def _is_tracking_key(key: str) -> bool:
    key = key.lower()
    return key in TRACKING_PARAMS or key.startswith("utm_")


@settings(max_examples=200)
@given(urls())
def test_canonicalize_properties(url: str) -> None:
    once = canonicalize(url)
    assert canonicalize(once) == once
    parts = urlsplit(once)
    assert parts.scheme in ("http", "https")
    assert not parts.fragment
    assert parts.hostname
    assert parts.hostname == parts.hostname.lower()
    assert not any(_is_tracking_key(k) for k, _ in parse_qsl(parts.query, keep_blank_values=True))
    kept = [p for p in urlsplit(url).query.split("&") if p and not _is_tracking_key(p.split("=", 1)[0])]
    assert (parts.query.split("&") if parts.query else []) == kept


@settings(max_examples=300)
@given(st.text(max_size=60))
def test_canonicalize_never_raises_on_accepted_text(tail: str) -> None:
    for candidate in (tail, "http://" + tail, "https://x.example/" + tail):
        try:
            url = validate_url(candidate)
        except InvalidURL:
            continue
        once = canonicalize(url)
        assert canonicalize(once) == once


_chat = st.text(st.characters(blacklist_categories=("Cs",)), max_size=200)
_chatty = st.lists(st.one_of(_chat, urls(), st.sampled_from(["`", "```", "||", "<", ">", "|", "&amp;", "(", ")"])),
                   max_size=12).map(" ".join)


@settings(max_examples=150)
@given(st.one_of(_chat, _chatty), st.sampled_from(["discord", "slack"]))
def test_find_links_never_raises_and_returns_web_links(text: str, platform: str) -> None:
    links = find_links(text, SYNTAX[platform])
    for link in links:
        assert link.lower().startswith(("http://", "https://"))
        assert validate_url(link) == link
    assert len({canonicalize(u) for u in links}) == len(links)


_plain = st.text(st.characters(blacklist_characters="`", blacklist_categories=("Cs",)), max_size=80)


@settings(max_examples=200)
@given(_plain, _plain, st.sampled_from(["discord", "slack"]), st.sampled_from(["```", "`", "```py\n"]))
def test_links_in_code_are_never_returned(before: str, after: str, platform: str, fence: str) -> None:
    close = "```" if fence.startswith("```") else "`"
    secret = "https://code-only.example/x"
    inner = f"<{secret}>" if platform == "slack" else secret
    links = find_links(f"{before}{fence}{inner}{close}{after}", SYNTAX[platform])
    assert all("code-only.example" not in link for link in links)


# ------------------------------------------------------------------------------------------------ rel=canonical

_PAGE = (
    "<html><head><title>Mira Stone opens up</title><link rel='canonical' href='{href}'></head><body><article>"
    + "".join(f"<p>Mira Stone said the tour was the best month of her life, part {i}, and thanked every fan.</p>"
              for i in range(6))
    + "</article></body></html>"
)


@pytest.mark.parametrize(
    ("final", "visited", "href", "expected"),
    [("https://www.gossip.example/a?utm_source=x", (), "https://gossip.example/a", "https://gossip.example/a"),
     ("https://m.paper.co.uk/a", (), "https://www.paper.co.uk/story/a", "https://www.paper.co.uk/story/a"),
     ("https://m.paper.co.uk/a", (), "/amp/a", "https://m.paper.co.uk/amp/a"),
     # issue 18 item 12: another outlet's article is not this page's canonical
     ("https://gossip.example/a", (), "https://rival.example/their-story", None),
     ("https://paper.co.uk/a", (), "https://other.co.uk/a", None),
     ("https://alice.github.io/a", (), "https://mallory.github.io/a", None),
     # ... unless the redirect chain went through that site
     ("https://cdn-host.example/a", ("https://gossip.example/a",), "https://gossip.example/a", "https://gossip.example/a")],
)
def test_canonical_only_on_the_same_site_or_one_the_redirects_visited(
    final: str, visited: tuple[str, ...], href: str, expected: str | None
) -> None:
    from bot.extract import extract_html

    article = extract_html(_PAGE.format(href=href), url=final, source=final, visited=visited)
    assert article.canonical_url == expected
