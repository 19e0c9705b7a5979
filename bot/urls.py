"""URL utilities: validate a pasted link, canonicalize it (cache key), and find links in chat text.

A pasted ``user:password@`` is dropped by :func:`validate_url` (so it is never sent, cached or shown), and a host that
is not a valid DNS name (empty or over-long labels, broken ``xn--`` punycode) is a bad link like any other.
"""

from __future__ import annotations

import html
import ipaddress
import re
from dataclasses import dataclass
from typing import Literal
from urllib.parse import SplitResult, unquote, urlsplit, urlunsplit

from bot.errors import InvalidURL

MAX_URL_LENGTH = 4096
NOT_A_LINK = "That doesn't look like a web link"
WRONG_SCHEME = "Only http and https links can be recapped"

TRACKING_PARAMS = frozenset(
    {
        "fbclid", "gclid", "gclsrc", "dclid", "msclkid", "mc_cid", "mc_eid", "igshid", "igsh", "_hsenc", "_hsmi",
        "ref_src", "ref_url", "yclid", "gbraid", "wbraid", "spm", "cmpid", "ocid", "twclid", "ttclid", "li_fat_id",
        "mkt_tok", "_ga", "_gl", "oly_anon_id", "oly_enc_id", "vero_id", "vero_conv", "wickedid", "s_cid",
        "sc_cid", "__twitter_impression", "rb_clickid", "epik", "si", "trk", "at_medium", "at_campaign",
        "cmp", "ito", "smid", "sr_share", "share_id", "utm",
    }
)
_TRACKING_PREFIXES = ("utm_", "pk_", "mtm_", "hsa_", "ga_")
_CONTROL_OR_SPACE = re.compile(r"[\x00-\x20\x7f-\x9f\s]")
_DEFAULT_PORTS = {"http": 80, "https": 443}


def _split(url: str) -> SplitResult:
    if not url or len(url) > MAX_URL_LENGTH or _CONTROL_OR_SPACE.search(url):
        raise InvalidURL(NOT_A_LINK)
    try:
        parts = urlsplit(url)
        _ = parts.port  # raises ValueError on a bad port
    except ValueError:
        raise InvalidURL(NOT_A_LINK) from None
    return parts


_LABEL = re.compile(r"^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$")


def _valid_host(host: str) -> bool:
    """A DNS name whose labels are 1-63 characters (after IDNA), 253 in all, with valid punycode; or an IP."""
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        pass
    name = host.lower().removesuffix(".")
    try:
        ascii_name = name if name.isascii() else name.encode("idna").decode("ascii")
        labels = ascii_name.split(".")
        for label in labels:
            if label.startswith("xn--"):
                label.encode("ascii").decode("idna")
    except UnicodeError:
        return False
    return len(ascii_name) <= 253 and all(_LABEL.match(label) for label in labels)


def strip_userinfo(url: str) -> str:
    """``http://user:secret@host/x`` -> ``http://host/x`` (anything else unchanged)."""
    parts = urlsplit(url)
    if "@" not in parts.netloc:
        return url
    return urlunsplit(parts._replace(netloc=parts.netloc.rpartition("@")[2]))


def validate_url(url: str) -> str:
    """Return the stripped URL, without any ``user:password@``, if it is an http(s) link with a valid host; else
    raise :class:`InvalidURL`."""
    if not isinstance(url, str):
        raise InvalidURL(NOT_A_LINK)
    url = url.strip()
    scheme = re.match(r"^([A-Za-z][A-Za-z0-9+.-]*):(.*)", url, re.DOTALL)
    if scheme is None:
        raise InvalidURL(NOT_A_LINK)
    name, rest = scheme.group(1).lower(), scheme.group(2)
    if name not in _DEFAULT_PORTS:
        # "example.com:8080/x" has no scheme at all; "ftp://x", "javascript:..." have the wrong one
        raise InvalidURL(NOT_A_LINK if re.match(r"\d+(/|$)", rest) else WRONG_SCHEME)
    if not rest.startswith("//"):
        raise InvalidURL(NOT_A_LINK)
    parts = _split(url)
    if not (parts.hostname or "").strip("[]."):
        raise InvalidURL(NOT_A_LINK)
    if "\\" in parts.netloc or "\\" in parts.path:
        raise InvalidURL(NOT_A_LINK)
    if not _valid_host(parts.hostname or ""):
        raise InvalidURL(NOT_A_LINK)
    return strip_userinfo(url)


def _idna_host(host: str) -> str:
    host = host.lower().rstrip(".")
    if host.isascii():
        return host
    try:
        encoded = host.encode("idna").decode("ascii").lower()
    except UnicodeError:
        return host
    return encoded if re.fullmatch(r"[a-z0-9._-]+", encoded) else host


def _is_tracking(pair: str) -> bool:
    key = unquote(pair.split("=", 1)[0]).strip().lower()
    return key in TRACKING_PARAMS or key.startswith(_TRACKING_PREFIXES)


def _netloc(parts: SplitResult, scheme: str) -> str:
    host = _idna_host(parts.hostname or "")
    if ":" in host:
        host = f"[{host}]"
    port = parts.port
    netloc = host  # never the userinfo: validate_url has dropped it
    if port is not None and port != _DEFAULT_PORTS[scheme]:
        netloc += f":{port}"
    return netloc


def canonicalize(url: str) -> str:
    """A stable form of ``url`` for cache keys and de-duplication.

    Lower-case scheme and host (IDNA-encoded), no fragment, no default port, no empty ``?``, tracking parameters
    (``utm_*``, ``fbclid``, ``gclid``, ...) removed, other parameters kept in order. Idempotent.
    """
    parts = _split(validate_url(url))
    scheme = parts.scheme.lower()
    query = "&".join(p for p in parts.query.split("&") if p and not _is_tracking(p))
    return urlunsplit((scheme, _netloc(parts, scheme), parts.path or "/", query, ""))


# ---------------------------------------------------------------------------------------------------- link finding

_FENCE = re.compile(r"```.*?```", re.DOTALL)
_UNCLOSED_FENCE = re.compile(r"```.*", re.DOTALL)
_INLINE_CODE = re.compile(r"``[^`].*?``|`[^`]+`", re.DOTALL)
_SPOILER = re.compile(r"\|\|.*?\|\|", re.DOTALL)
_MASKED = re.compile(r"\[[^\[\]\n]*\]\(\s*<?(https?://[^\s()<>]+(?:\([^\s()<>]*\)[^\s()<>]*)*)>?\s*\)", re.I)
_SUPPRESSIBLE = re.compile(r"<(https?://[^\s<>]+)>|(https?://[^\s<>]+)", re.IGNORECASE)
_ANGLE_LINK = re.compile(r"<([^<>\s|]*)(?:\|[^<>]*)?>|(https?://[^\s<>]+)", re.IGNORECASE)
_TRAILING = ".,;:!?'\"*~…“”’"
_PAIRS = {")": "(", "]": "[", "}": "{"}


def _trim(url: str) -> str:
    """Drop trailing punctuation that belongs to the sentence, keeping balanced brackets."""
    if len(url) > 2 * MAX_URL_LENGTH:
        return ""
    opened = {close: url.count(close) - url.count(open_) for close, open_ in _PAIRS.items()}
    end = len(url)
    while end:
        last = url[end - 1]
        if last in _TRAILING:
            end -= 1
        elif last in _PAIRS and opened[last] > 0:
            opened[last] -= 1
            end -= 1
        else:
            break
    return url[:end]


def _strip_code(text: str) -> str:
    text = _UNCLOSED_FENCE.sub(" ", _FENCE.sub(" ", text))
    return _INLINE_CODE.sub(" ", text)


@dataclass(frozen=True)
class LinkSyntax:
    """How a chat platform marks up links in message text (each adapter declares its own).

    ``angle_brackets``: ``"suppress"`` — ``<url>`` asks for no preview, so it is not a request to recap;
    ``"link"`` — ``<url>`` / ``<url|label>`` is how links arrive. ``spoilers``: links inside ``||…||`` are hidden
    and skipped. ``masked_links``: ``[label](url)`` carries a link. ``html_escaped``: the text arrives with
    ``&amp;``/``&lt;``/``&gt;`` escaped. Code spans and blocks are always skipped.
    """

    angle_brackets: Literal["suppress", "link"] = "suppress"
    spoilers: bool = False
    masked_links: bool = False
    html_escaped: bool = False


def _markdown_candidates(text: str, syntax: LinkSyntax) -> list[str]:
    text = _strip_code(text)
    if syntax.spoilers:
        text = _SPOILER.sub(" ", text)
    if syntax.masked_links:
        text = _MASKED.sub(lambda m: f" {m.group(1)} ", text)
    return [_trim(_unescape(m.group(2), syntax)) for m in _SUPPRESSIBLE.finditer(text) if m.group(2)]


def _angle_candidates(text: str, syntax: LinkSyntax) -> list[str]:
    out: list[str] = []
    for m in _ANGLE_LINK.finditer(_strip_code(text)):
        if m.group(1) is not None:
            target = _unescape(m.group(1), syntax)
            if re.match(r"^https?://", target, re.IGNORECASE):
                out.append(target)
        elif m.group(2):
            out.append(_trim(_unescape(m.group(2), syntax)))
    return out


def _unescape(text: str, syntax: LinkSyntax) -> str:
    return html.unescape(text) if syntax.html_escaped else text


def find_links(text: str, syntax: LinkSyntax) -> list[str]:
    """http(s) links in a chat message, in order, de-duplicated by canonical form, read with ``syntax``."""
    if syntax.angle_brackets == "link":
        candidates = _angle_candidates(text, syntax)
    else:
        candidates = _markdown_candidates(text, syntax)
    seen: set[str] = set()
    links: list[str] = []
    for candidate in candidates:
        try:
            url = validate_url(candidate)
            key = canonicalize(url)
        except InvalidURL:
            continue
        if key not in seen:
            seen.add(key)
            links.append(url)
    return links
