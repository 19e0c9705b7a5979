"""Fetcher policy against real loopback servers: redirects, caps, content types, statuses, charsets."""

from __future__ import annotations

import itertools
import socket
import time
import zlib

import pytest

from bot.errors import (
    FetchError,
    FetchTimeout,
    HTTPStatus,
    InvalidURL,
    NotArticle,
    TooLarge,
    TooManyRedirects,
)
from bot.fetch import FetchedPage, _Decoder, decode_body
from tests.fetch.conftest import FetcherFactory
from tests.fetch.support import RawServer, gzip_bomb, send
from tests.support.pages import PageServer, article_html

PAGE = article_html("Reality star quits show", ["\u201cI am done,\u201d she told fans on Sunday."])


async def test_fetched_page_fields(make_fetcher: FetcherFactory, server: PageServer) -> None:
    url = server.route("/a", body=PAGE)
    fetcher, _ = make_fetcher(allowed=[server.host])
    page = await fetcher.fetch(f"  {url}  ")
    assert page == FetchedPage(url=url, final_url=url, status=200, content_type="text/html", text=PAGE,
                               encoding="utf-8", redirects=(url,))


async def test_redirects_are_followed_and_revalidated(make_fetcher: FetcherFactory, server: PageServer) -> None:
    server.route("/old", status=301, headers={"Location": "/mid?x=1"})
    server.route("/mid", status=307, headers={"Location": server.url("/a#frag")})
    server.route("/a", body=PAGE)
    fetcher, recorder = make_fetcher(allowed=[server.host])
    page = await fetcher.fetch(server.url("/old"))
    assert page.url == server.url("/old")
    assert page.final_url == server.url("/a")
    assert page.redirects == (server.url("/old"), server.url("/mid?x=1"), server.url("/a"))  # every hop, in order
    assert "I am done" in page.text
    assert server.hits["/old"] == server.hits["/mid"] == server.hits["/a"] == 1


async def test_redirect_loop(make_fetcher: FetcherFactory, server: PageServer) -> None:
    server.route("/l1", status=302, headers={"Location": "/l2"})
    server.route("/l2", status=302, headers={"Location": "/l1"})
    server.route("/self", status=302, headers={"Location": "/self"})
    fetcher, _ = make_fetcher(allowed=[server.host])
    for path in ("/l1", "/self"):
        with pytest.raises(TooManyRedirects) as err:
            await fetcher.fetch(server.url(path))
        assert err.value.message == "The link redirects in a loop"
    assert server.hits["/l1"] == 1
    assert server.hits["/self"] == 1


async def test_redirect_cap(make_fetcher: FetcherFactory, server: PageServer) -> None:
    for i in range(7):
        server.route(f"/c{i}", status=302, headers={"Location": f"/c{i + 1}"})
    server.route("/c7", body=PAGE)
    fetcher, _ = make_fetcher(allowed=[server.host])
    with pytest.raises(TooManyRedirects) as err:
        await fetcher.fetch(server.url("/c0"))  # 7 redirects > 5
    assert err.value.message == "Too many redirects"
    assert server.hits["/c6"] == 0
    page = await fetcher.fetch(server.url("/c2"))  # exactly 5 redirects is fine
    assert page.final_url == server.url("/c7")


async def test_gzip_bomb_stops_at_cap_quickly(make_fetcher: FetcherFactory, server: PageServer) -> None:
    server.route("/bomb", chunks=gzip_bomb, headers={"Content-Encoding": "gzip"})
    fetcher, _ = make_fetcher(allowed=[server.host])
    started = time.monotonic()
    with pytest.raises(TooLarge) as err:
        await fetcher.fetch(server.url("/bomb"))
    assert err.value.message == "The page is larger than 5 MB"
    assert time.monotonic() - started < 5


def test_decoder_never_inflates_past_the_room() -> None:
    blob = b"".join(itertools.islice(gzip_bomb(), 200))  # ~200 KB that inflates to 200 MiB
    decoder = _Decoder("gzip")
    assert len(decoder.decode(blob, 1000)) == 1000
    raw = zlib.compress(b"<p>hello</p>")
    assert _Decoder("deflate").decode(raw, 100) == b"<p>hello</p>"
    raw_deflate = zlib.compressobj(6, zlib.DEFLATED, -15)
    assert _Decoder("deflate").decode(raw_deflate.compress(b"<p>x</p>") + raw_deflate.flush(), 100) == b"<p>x</p>"


async def test_endless_chunked_body(make_fetcher: FetcherFactory, server: PageServer) -> None:
    server.route("/endless", chunks=lambda: itertools.repeat(b"<p>" + b"a" * 16_000 + b"</p>"))
    fetcher, _ = make_fetcher(allowed=[server.host], max_bytes=200_000)
    with pytest.raises(TooLarge) as err:
        await fetcher.fetch(server.url("/endless"))
    assert err.value.message == "The page is larger than 200 KB"


async def test_declared_length_over_cap_is_refused_before_reading(
    make_fetcher: FetcherFactory, server: PageServer
) -> None:
    server.route("/big", body=b"<p>" + b"x" * 60_000)
    fetcher, _ = make_fetcher(allowed=[server.host], max_bytes=50_000)
    with pytest.raises(TooLarge):
        await fetcher.fetch(server.url("/big"))


async def test_slow_drip_hits_the_total_time_cap(make_fetcher: FetcherFactory, server: PageServer) -> None:
    server.route("/drip", chunks=[b"<html><body>"] + [b"x"] * 30, delay=1.0)
    fetcher, _ = make_fetcher(allowed=[server.host], timeout_seconds=1.5)
    started = time.monotonic()
    with pytest.raises(FetchTimeout) as err:
        await fetcher.fetch(server.url("/drip"))
    assert err.value.message == "The site took too long to answer"
    assert 1.4 < time.monotonic() - started < 3.0


@pytest.mark.parametrize(
    ("content_type", "body", "message"),
    [
        ("application/pdf", b"%PDF-1.7 ...", "That link is a PDF, not an article"),
        ("image/jpeg", b"\xff\xd8\xff\xe0", "That link is an image, not an article"),
        ("application/octet-stream", b"\x00\x01", "That link is a file (application/octet-stream), not an article"),
        ("application/json", b'{"a": 1}', "That link is JSON data, not an article"),
        ("video/mp4", b"\x00", "That link is a video, not an article"),
        ("text/html", b"%PDF-1.4 binary", "That link is a PDF, not an article"),
        (None, b"\x89PNG\r\n\x1a\n", "That link is an image, not an article"),
        (None, b"just some bytes", "That link is not a web page"),
    ],
)
async def test_not_articles(make_fetcher: FetcherFactory, server: PageServer, content_type: str | None,
                            body: bytes, message: str) -> None:
    url = server.route("/f", body=body, content_type=content_type)
    fetcher, _ = make_fetcher(allowed=[server.host])
    with pytest.raises(NotArticle) as err:
        await fetcher.fetch(url)
    assert err.value.message == message


async def test_missing_content_type_sniffs_html(make_fetcher: FetcherFactory, server: PageServer) -> None:
    url = server.route("/n", body="\n  <!DOCTYPE html><html><body><p>Hi</p></body></html>", content_type=None)
    fetcher, _ = make_fetcher(allowed=[server.host])
    page = await fetcher.fetch(url)
    assert page.content_type == "text/html"


async def test_plain_text_and_xhtml_are_articles(make_fetcher: FetcherFactory, server: PageServer) -> None:
    fetcher, _ = make_fetcher(allowed=[server.host])
    txt = await fetcher.fetch(server.route("/t", body="Line one.\nLine two.", content_type="text/plain"))
    assert txt.content_type == "text/plain"
    x = await fetcher.fetch(server.route("/x", body=PAGE, content_type="application/xhtml+xml; charset=utf-8"))
    assert x.content_type == "application/xhtml+xml"


@pytest.mark.parametrize(("status", "message"), [(404, "The site answered 404 Not Found"),
                                                 (500, "The site answered 500 Internal Server Error"),
                                                 (403, "The site answered 403 Forbidden"),
                                                 (302, "The site answered 302 Found")])
async def test_http_errors(make_fetcher: FetcherFactory, server: PageServer, status: int, message: str) -> None:
    url = server.route("/e", status=status, body="<html>oops</html>")
    fetcher, _ = make_fetcher(allowed=[server.host])
    with pytest.raises(HTTPStatus) as err:
        await fetcher.fetch(url)
    assert err.value.message == message
    assert err.value.status == status


@pytest.mark.parametrize("body", [b"", b"  \n\t  "])
async def test_empty_page(make_fetcher: FetcherFactory, server: PageServer, body: bytes) -> None:
    url = server.route("/empty", body=body)
    fetcher, _ = make_fetcher(allowed=[server.host])
    with pytest.raises(NotArticle) as err:
        await fetcher.fetch(url)
    assert err.value.message == "The page is empty"


@pytest.mark.parametrize(
    ("url", "message"),
    [("ftp://example.com/file", "Only http and https links can be recapped"),
     ("file:///etc/passwd", "Only http and https links can be recapped"),
     ("javascript:alert(1)", "Only http and https links can be recapped"),
     ("not a link", "That doesn't look like a web link"),
     ("http://", "That doesn't look like a web link"),
     ("http://[::1", "That doesn't look like a web link"),
     ("http://exa mple.com/", "That doesn't look like a web link"),
     ("http://example.com:99999/", "That doesn't look like a web link"),
     ("", "That doesn't look like a web link")],
)
async def test_invalid_urls(make_fetcher: FetcherFactory, url: str, message: str) -> None:
    fetcher, recorder = make_fetcher()
    with pytest.raises(InvalidURL) as err:
        await fetcher.fetch(url)
    assert err.value.message == message
    assert recorder.calls == []


CP1252_TEXT = "Caf\u00e9 \u2013 \u2018Sch\u00f6n\u2019 said \u201cR\u00e9my\u201d \u2026 \u20ac5"


async def test_charset_from_header(make_fetcher: FetcherFactory, server: PageServer) -> None:
    body = f"<html><body><p>{CP1252_TEXT}</p></body></html>".encode("cp1252")
    url = server.route("/h", body=body, content_type="text/html; charset=windows-1252")
    fetcher, _ = make_fetcher(allowed=[server.host])
    page = await fetcher.fetch(url)
    assert CP1252_TEXT in page.text
    assert page.encoding == "cp1252"


@pytest.mark.parametrize("meta", ['<meta charset="windows-1252">',
                                  '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">',
                                  "<meta charset=iso-8859-1>"])
async def test_charset_from_meta(make_fetcher: FetcherFactory, server: PageServer, meta: str) -> None:
    body = f"<html><head>{meta}</head><body><p>{CP1252_TEXT}</p></body></html>".encode("cp1252")
    url = server.route("/m", body=body, content_type="text/html")
    fetcher, _ = make_fetcher(allowed=[server.host])
    page = await fetcher.fetch(url)
    assert CP1252_TEXT in page.text


def test_decode_body_fallbacks() -> None:
    assert decode_body("h\u00e9".encode(), None) == ("h\u00e9", "utf-8")
    assert decode_body("h\u00e9 \u201cx\u201d".encode("cp1252"), None) == ("h\u00e9 \u201cx\u201d", "cp1252")
    assert decode_body(b"\xef\xbb\xbfok", "latin-1") == ("ok", "utf-8")  # BOM wins
    assert decode_body(b"ok", "no-such-charset") == ("ok", "utf-8")
    assert decode_body(b'<meta charset="utf-16">ok', None) == ('<meta charset="utf-16">ok', "utf-8")
    assert decode_body(b"ok", "base64")[1] == "utf-8"  # not a text encoding: ignored


async def test_browser_like_headers_and_no_cookie_leak(make_fetcher: FetcherFactory) -> None:
    def respond(request: bytes, conn: socket.socket) -> None:
        if request.startswith(b"GET /set "):
            conn.sendall(b"HTTP/1.1 302 Found\r\nLocation: /page\r\nSet-Cookie: sid=abc; Path=/\r\n"
                         b"Content-Length: 0\r\nConnection: close\r\n\r\n")
        else:
            body = b"<html><body><p>ok</p></body></html>"
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\n"
                         b"Connection: close\r\n\r\n%s" % (len(body), body))

    with RawServer(respond) as raw:
        fetcher, _ = make_fetcher(allowed=[raw.host], user_agent="TestBrowser/1.0")
        await fetcher.fetch(raw.url("/set"))
        await fetcher.fetch(raw.url("/page"))
    first, second, third = (r.decode("latin-1").lower() for r in raw.requests)
    assert "user-agent: testbrowser/1.0" in first
    assert "accept-language: en" in first
    assert "accept: text/html" in first
    assert "cookie: sid=abc" in second  # kept within one fetch's redirect chain
    assert "cookie" not in third  # ...but never carried into another fetch


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        (b"HTTP/1.1 abc\r\n\r\n", "The site sent a broken response"),
        (b"HTTP/1.1 200 OK\r\nX-Big: " + b"a" * 200_000 + b"\r\n\r\n", "The site sent a broken response"),
        (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\nContent-Length: 20\r\n\r\n"
         + b"not gzip at all!!!!!", "The site sent a broken compressed page"),
        (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: br\r\nContent-Length: 4\r\n\r\nabcd",
         "The site sent the page in a compression we can't read"),
        (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 100\r\n\r\n<p>short",
         "The site sent a broken response"),
        (b"", "The site sent a broken response"),
    ],
)
async def test_malformed_responses_are_fetch_errors(make_fetcher: FetcherFactory, payload: bytes,
                                                    message: str) -> None:
    with RawServer(send(payload)) as raw:
        fetcher, _ = make_fetcher(allowed=[raw.host])
        with pytest.raises(FetchError) as err:
            await fetcher.fetch(raw.url("/"))
    assert err.value.message == message


async def test_server_that_never_answers(make_fetcher: FetcherFactory) -> None:
    with RawServer(lambda _req, _conn: time.sleep(3)) as raw:
        fetcher, _ = make_fetcher(allowed=[raw.host], timeout_seconds=1.0)
        started = time.monotonic()
        with pytest.raises(FetchTimeout):
            await fetcher.fetch(raw.url("/"))
        assert time.monotonic() - started < 2.5


async def test_connection_refused(make_fetcher: FetcherFactory) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    fetcher, _ = make_fetcher(allowed=[f"127.0.0.1:{port}"])
    with pytest.raises(FetchError) as err:
        await fetcher.fetch(f"http://127.0.0.1:{port}/")
    assert err.value.message == "Could not connect to the site"
