"""Safe fetching of untrusted article URLs.

``make_http_client`` builds an ``httpx.AsyncClient`` whose only transport connects through
:class:`~bot.netguard.GuardedBackend`: every connection (every redirect hop, every DNS answer) is checked on the
address actually connected to, so DNS rebinding and odd IP spellings cannot reach private networks. ``httpx-secure``
was evaluated and not adopted — see :mod:`bot.netguard` for why. :class:`Fetcher` adds the policy on top: manual
redirects (re-validated, loop-detected, capped), one time cap over the whole download, a size cap on the *decoded*
body (bounded decompression, so a gzip bomb never inflates past the cap), a content-type allowlist, charset
detection, and typed :class:`~bot.errors.FetchError` subclasses with one-line human messages.
"""

from __future__ import annotations

import asyncio
import codecs
import http
import logging
import re
import zlib
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

import httpcore
import httpx

from bot.config import FetchSettings
from bot.errors import (
    Blocked,
    FetchError,
    FetchTimeout,
    HTTPStatus,
    InvalidURL,
    NotArticle,
    TooLarge,
    TooManyRedirects,
)
from bot.netguard import AllowList, GuardedBackend, Resolver, check_host
from bot.urls import validate_url

_log = logging.getLogger(__name__)

ARTICLE_TYPES = frozenset({"text/html", "application/xhtml+xml", "text/plain"})
_REDIRECTS = frozenset({301, 302, 303, 307, 308})
_DEFAULT_PORTS = {"http": 80, "https": 443}
_SNIFF_BYTES = 4096
_HTML_START = re.compile(rb"^\s*(<!--.*?-->\s*)*<(!doctype\s+html|html|head|body|meta|title|p|div|article)[\s>/]",
                         re.IGNORECASE | re.DOTALL)
_META_CHARSET = re.compile(rb"<meta[^>]{0,512}?charset\s*=\s*[\"']?\s*([A-Za-z0-9._:-]+)", re.IGNORECASE)
_BINARY_MAGIC = {
    b"%PDF-": "a PDF",
    b"\x89PNG": "an image",
    b"GIF8": "an image",
    b"\xff\xd8\xff": "an image",
    b"PK\x03\x04": "a file",
    b"\x1f\x8b": "a file",
}
_LATIN1_LABELS = frozenset({"iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "us-ascii", "ascii", "cp819"})


@dataclass(frozen=True)
class FetchedPage:
    url: str
    final_url: str
    status: int
    content_type: str
    text: str
    encoding: str
    redirects: tuple[str, ...] = ()
    """Every URL requested on the way, in order: the first (``url``) through the last (``final_url``)."""


# ------------------------------------------------------------------------------------------------- transport


@contextmanager
def _map_httpcore_errors(request: httpx.Request) -> Iterator[None]:
    try:
        yield
    except httpcore.TimeoutException as exc:
        raise httpx.TimeoutException(str(exc), request=request) from exc
    except httpcore.ConnectError as exc:
        raise httpx.ConnectError(str(exc), request=request) from exc
    except httpcore.ProtocolError as exc:
        raise httpx.RemoteProtocolError(str(exc), request=request) from exc
    except httpcore.UnsupportedProtocol as exc:
        raise httpx.UnsupportedProtocol(str(exc), request=request) from exc
    except httpcore.NetworkError as exc:
        raise httpx.ReadError(str(exc), request=request) from exc
    except httpcore.ProxyError as exc:  # pragma: no cover - no proxies are ever configured
        raise httpx.ProxyError(str(exc), request=request) from exc


class _ResponseStream(httpx.AsyncByteStream):
    def __init__(self, stream: httpcore.Response, request: httpx.Request) -> None:
        self._response = stream
        self._request = request

    async def __aiter__(self) -> AsyncIterator[bytes]:
        with _map_httpcore_errors(self._request):
            async for part in self._response.aiter_stream():
                yield part

    async def aclose(self) -> None:
        await self._response.aclose()


class GuardedTransport(httpx.AsyncBaseTransport):
    """A direct (never proxied) HTTP/1.1 transport whose connections go through :class:`GuardedBackend`."""

    def __init__(self, settings: FetchSettings, *, resolver: Resolver | None = None,
                 network_backend: httpcore.AsyncNetworkBackend | None = None) -> None:
        backend = GuardedBackend(
            AllowList.parse(settings.allowed_private_hosts), resolver=resolver, inner=network_backend
        )
        self._pool = httpcore.AsyncConnectionPool(
            ssl_context=httpx.create_ssl_context(trust_env=False),
            max_connections=settings.max_concurrent * 2,
            max_keepalive_connections=settings.max_concurrent,
            keepalive_expiry=5.0,
            http1=True,
            http2=False,
            retries=0,
            network_backend=backend,
        )

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        core_request = httpcore.Request(
            method=request.method,
            url=httpcore.URL(
                scheme=request.url.raw_scheme,
                host=request.url.raw_host,
                port=request.url.port,
                target=request.url.raw_path,
            ),
            headers=request.headers.raw,
            content=request.stream,  # type: ignore[arg-type]
            extensions=request.extensions,
        )
        with _map_httpcore_errors(request):
            response = await self._pool.handle_async_request(core_request)
        return httpx.Response(
            status_code=response.status,
            headers=response.headers,
            stream=_ResponseStream(response, request),
            extensions=response.extensions,
        )

    async def aclose(self) -> None:
        await self._pool.aclose()


def _default_headers(settings: FetchSettings) -> dict[str, str]:
    return {
        "User-Agent": settings.user_agent,
        "Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.5",
        "Accept-Language": "en-US,en;q=0.9",
        "Accept-Encoding": "gzip, deflate",
    }


def make_http_client(
    settings: FetchSettings,
    *,
    resolver: Resolver | None = None,
    network_backend: httpcore.AsyncNetworkBackend | None = None,
) -> httpx.AsyncClient:
    """The SSRF-safe client for :class:`Fetcher` (no proxies from the environment, no redirects, no cookie jar).

    ``resolver`` (``async (host, port) -> [ip, ...]``) and ``network_backend`` are test seams.
    """
    from http.cookiejar import CookieJar, DefaultCookiePolicy

    return httpx.AsyncClient(
        transport=GuardedTransport(settings, resolver=resolver, network_backend=network_backend),
        headers=_default_headers(settings),
        timeout=httpx.Timeout(settings.timeout_seconds, connect=settings.connect_timeout_seconds),
        follow_redirects=False,
        trust_env=False,
        cookies=CookieJar(policy=DefaultCookiePolicy(allowed_domains=[])),
    )


# --------------------------------------------------------------------------------------------------- policy


def _human_size(n: int) -> str:
    if n >= 1_000_000:
        return f"{n / 1_000_000:g} MB"
    return f"{n / 1000:g} KB"


def _describe(mime: str) -> str:
    if mime == "application/pdf":
        return "a PDF"
    major = mime.split("/", 1)[0]
    if major == "image":
        return "an image"
    if major == "video":
        return "a video"
    if major == "audio":
        return "an audio file"
    if mime in ("application/json", "text/json") or mime.endswith("+json"):
        return "JSON data"
    return f"a file ({mime})" if re.fullmatch(r"[\w.+-]+/[\w.+-]+", mime) else "a file"


class _Decoder:
    """Content-Encoding decoder that never produces more than it is asked for (gzip-bomb safe)."""

    def __init__(self, content_encoding: str) -> None:
        enc = content_encoding.strip().lower()
        self._raw_deflate_retry = False
        self._z: zlib._Decompress | None
        if enc in ("", "identity"):
            self._z = None
        elif enc in ("gzip", "x-gzip"):
            self._z = zlib.decompressobj(16 + zlib.MAX_WBITS)
        elif enc == "deflate":
            self._z = zlib.decompressobj()
            self._raw_deflate_retry = True
        else:
            raise FetchError("The site sent the page in a compression we can't read")

    def decode(self, data: bytes, room: int) -> bytes:
        """Decode ``data``, returning at most ``room`` bytes (the caller stops once it has more than it wants)."""
        if self._z is None:
            return data[:room]
        try:
            out = self._z.decompress(data, room)
        except zlib.error:
            if not self._raw_deflate_retry:
                raise FetchError("The site sent a broken compressed page") from None
            self._z = zlib.decompressobj(-zlib.MAX_WBITS)
            out = self._z.decompress(data, room)
        self._raw_deflate_retry = False
        while self._z.unconsumed_tail and len(out) < room:
            out += self._z.decompress(self._z.unconsumed_tail, room - len(out))
        return out


def _codec(label: str | bytes | None, *, from_meta: bool = False) -> str | None:
    if not label:
        return None
    name = (label.decode("ascii", "ignore") if isinstance(label, bytes) else label).strip().strip("\"'").lower()
    if name in _LATIN1_LABELS:
        return "cp1252"  # what browsers do
    try:
        codec = codecs.lookup(name)
    except LookupError:
        return None
    if not getattr(codec, "_is_text_encoding", True) or codec.name == "utf-7":
        return None
    if from_meta and codec.name.startswith(("utf-16", "utf-32")):
        return "utf-8"  # a meta tag readable as ASCII cannot be UTF-16
    return codec.name


def decode_body(body: bytes, header_charset: str | None) -> tuple[str, str]:
    """Text and the encoding used: BOM, then the header charset, then ``<meta>``, then UTF-8 / cp1252."""
    for bom, name in ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"),
                      (codecs.BOM_UTF16_BE, "utf-16-be")):
        if body.startswith(bom):
            return body[len(bom):].decode(name, errors="replace"), name
    meta = _META_CHARSET.search(body[:_SNIFF_BYTES])
    encoding = _codec(header_charset) or _codec(meta.group(1) if meta else None, from_meta=True)
    if encoding:
        return body.decode(encoding, errors="replace"), encoding
    try:
        return body.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        return body.decode("cp1252", errors="replace"), "cp1252"


def _looks_like_html(head: bytes) -> bool:
    head = head.lstrip(codecs.BOM_UTF8)
    return bool(_HTML_START.match(head)) or b"<html" in head[:1024].lower()


class Fetcher:
    """Downloads one article page safely. Raises only :class:`~bot.errors.FetchError` subclasses."""

    def __init__(self, client: httpx.AsyncClient, settings: FetchSettings) -> None:
        self._client = client
        self._settings = settings
        self._allow = AllowList.parse(settings.allowed_private_hosts)
        self._headers = _default_headers(settings)
        self._slots = asyncio.Semaphore(settings.max_concurrent)

    async def fetch(self, url: str) -> FetchedPage:
        url = validate_url(url)
        async with self._slots:
            try:
                async with asyncio.timeout(self._settings.timeout_seconds):
                    return await self._follow(url)
            except (TimeoutError, httpx.TimeoutException):
                _log.info("fetch timed out: %s", url)
                raise FetchTimeout("The site took too long to answer") from None
            except httpx.HTTPError as exc:
                _log.info("fetch failed: %s: %s: %s", url, type(exc).__name__, exc)
                raise _translate(exc) from None

    def _check_hop(self, url: str, *, redirected: bool) -> httpx.URL:
        try:
            url = validate_url(url)
        except InvalidURL:
            if redirected:
                raise Blocked("The site redirected to a link that can't be followed") from None
            raise
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        check_host(parts.hostname or "", parts.port or _DEFAULT_PORTS[scheme], self._allow)
        try:
            return httpx.URL(url)
        except (httpx.InvalidURL, ValueError):  # idna raises UnicodeError, a ValueError
            if redirected:
                raise Blocked("The site redirected to a link that can't be followed") from None
            raise InvalidURL("That doesn't look like a web link") from None

    async def _follow(self, url: str) -> FetchedPage:
        jar = httpx.Cookies()
        seen: set[str] = set()
        hops: list[str] = []
        current = url
        for hop in range(self._settings.max_redirects + 1):
            target = self._check_hop(current, redirected=hop > 0)
            key = str(target.copy_with(fragment=None))
            if key in seen:
                raise TooManyRedirects("The link redirects in a loop")
            seen.add(key)
            hops.append(key)
            request = self._client.build_request("GET", target, headers=self._headers)
            jar.set_cookie_header(request)
            response = await self._client.send(request, stream=True)
            try:
                jar.extract_cookies(response)
                location = response.headers.get("location")
                if response.status_code in _REDIRECTS and location:
                    current = _join(response.url, location)
                    continue
                return await self._read(url, response, tuple(hops))
            finally:
                await response.aclose()
        raise TooManyRedirects("Too many redirects")

    async def _read(self, url: str, response: httpx.Response, hops: tuple[str, ...]) -> FetchedPage:
        status = response.status_code
        if not 200 <= status < 300:
            raise HTTPStatus(f"The site answered {status} {_phrase(response)}".rstrip(), status)
        content_type = response.headers.get("content-type", "")
        mime = content_type.split(";", 1)[0].strip().lower()
        if mime and mime not in ARTICLE_TYPES:
            raise NotArticle(f"That link is {_describe(mime)}, not an article")
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self._settings.max_bytes:
            raise TooLarge(f"The page is larger than {_human_size(self._settings.max_bytes)}")
        body = await self._body(response)
        for magic, what in _BINARY_MAGIC.items():
            if body.startswith(magic):
                raise NotArticle(f"That link is {what}, not an article")
        if not mime:
            if not _looks_like_html(body[:_SNIFF_BYTES]):
                raise NotArticle("That link is not a web page")
            mime = "text/html"
        text, encoding = decode_body(body, response.charset_encoding)
        if not text.strip():
            raise NotArticle("The page is empty")
        final_url = str(response.url.copy_with(fragment=None))
        return FetchedPage(url=url, final_url=final_url, status=status, content_type=mime, text=text,
                           encoding=encoding, redirects=hops)

    async def _body(self, response: httpx.Response) -> bytes:
        limit = self._settings.max_bytes
        decoder = _Decoder(response.headers.get("content-encoding", ""))
        body = bytearray()
        async for raw in response.aiter_raw():
            body += decoder.decode(raw, limit + 1 - len(body))
            if len(body) > limit:
                _log.info("page over %d bytes: %s", limit, response.url)
                raise TooLarge(f"The page is larger than {_human_size(limit)}")
        return bytes(body)


def _join(base: httpx.URL, location: str) -> str:
    try:
        return urljoin(str(base), location.strip())
    except ValueError:
        raise Blocked("The site redirected to a link that can't be followed") from None


def _phrase(response: httpx.Response) -> str:
    try:
        return http.HTTPStatus(response.status_code).phrase
    except ValueError:
        return response.reason_phrase


def _translate(exc: httpx.HTTPError) -> FetchError:
    if isinstance(exc, httpx.ConnectError):
        return FetchError("Could not connect to the site")
    if isinstance(exc, httpx.UnsupportedProtocol):
        return InvalidURL("Only http and https links can be recapped")
    if isinstance(exc, httpx.RemoteProtocolError | httpx.DecodingError):
        return FetchError("The site sent a broken response")
    return FetchError("Could not download the page")
