"""A real HTTP server on 127.0.0.1 (own thread) serving scripted pages, for fetch/extract/adapter tests.

    with PageServer() as srv:
        srv.route("/a", body=html, content_type="text/html; charset=utf-8")
        srv.route("/slow", chunks=[b"<p>", b"x"], delay=1.0)      # slow drip
        srv.route("/r", status=302, headers={"Location": "/a"})
        url = srv.url("/a")            # http://127.0.0.1:PORT/a
        srv.hits["/a"]                 # how many requests that path got

Works from sync and async tests and from subprocesses (it lives in its own thread).
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Route:
    status: int = 200
    body: bytes = b""
    content_type: str | None = "text/html; charset=utf-8"
    headers: dict[str, str] = field(default_factory=dict)
    chunks: Iterable[bytes] | Callable[[], Iterable[bytes]] | None = None
    delay: float = 0.0  # seconds before each chunk (or before the body)
    content_length: bool = True


class PageServer:
    def __init__(self) -> None:
        self.routes: dict[str, Route] = {}
        self.hits: Counter[str] = Counter()
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - silence
                return

            def handle(self) -> None:
                try:
                    super().handle()
                except (BrokenPipeError, ConnectionResetError, TimeoutError):
                    pass  # the client hung up early (size caps, timeouts): expected in tests

            def do_HEAD(self) -> None:  # noqa: N802
                self.do_GET()

            def do_POST(self) -> None:  # noqa: N802 - API stand-ins (e.g. a Slack auth.test) answer POSTs too
                length = int(self.headers.get("Content-Length") or 0)
                if length:
                    self.rfile.read(min(length, 1 << 20))
                self.do_GET()

            def do_GET(self) -> None:  # noqa: N802
                path = self.path.split("?", 1)[0]
                with server._lock:
                    server.hits[path] += 1
                route = server.routes.get(path)
                if route is None:
                    route = Route(status=404, body=b"<html><body>not found</body></html>")
                try:
                    self._serve(route)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def _serve(self, route: Route) -> None:
                self.send_response(route.status)
                if route.content_type:
                    self.send_header("Content-Type", route.content_type)
                for k, v in route.headers.items():
                    self.send_header(k, v)
                if route.chunks is None:
                    if route.content_length:
                        self.send_header("Content-Length", str(len(route.body)))
                    else:
                        self.send_header("Connection", "close")
                    self.end_headers()
                    if route.delay:
                        time.sleep(route.delay)
                    if self.command != "HEAD":
                        self.wfile.write(route.body)
                    if not route.content_length:
                        self.close_connection = True
                    return
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                chunks = route.chunks() if callable(route.chunks) else route.chunks
                for chunk in chunks:
                    if route.delay:
                        time.sleep(route.delay)
                    if not chunk:
                        continue
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                    self.wfile.flush()
                self.wfile.write(b"0\r\n\r\n")

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self.port = self._httpd.server_address[1]
        self.host = f"127.0.0.1:{self.port}"
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    def route(self, path: str, **kwargs: object) -> str:
        """Register a page; ``body`` may be str (UTF-8 encoded). Returns its URL."""
        body = kwargs.pop("body", b"")
        if isinstance(body, str):
            body = body.encode("utf-8")
        self.routes[path] = Route(body=body, **kwargs)  # type: ignore[arg-type]
        return self.url(path)

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def __enter__(self) -> PageServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


def article_html(title: str, paragraphs: list[str], *, site: str = "Gossip Daily", author: str = "Jo Writer",
                 published: str = "2026-11-20", extra_head: str = "", chrome: bool = True) -> str:
    """A realistic-looking fictional article page (nav, ads, related links around the body)."""
    body = "\n".join(f"<p>{p}</p>" for p in paragraphs)
    nav = (
        '<header><nav><a href="/">Home</a> <a href="/celebs">Celebs</a> <a href="/tv">TV</a></nav></header>'
        '<div class="ad">Advertisement</div>' if chrome else ""
    )
    aside = (
        '<aside class="related"><h3>READ MORE</h3><ul><li><a href="/x">Star spotted at shop</a></li>'
        '<li><a href="/y">Singer in new feud</a></li></ul></aside>'
        '<footer><p>Newsletter: sign up for daily gossip.</p><p>© 2026 Gossip Daily</p></footer>' if chrome else ""
    )
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title} | {site}</title>
<meta property="og:title" content="{title}"><meta property="og:site_name" content="{site}">
<meta name="author" content="{author}"><meta property="article:published_time" content="{published}T10:00:00Z">
{extra_head}</head><body>{nav}<main><article><h1>{title}</h1><p class="byline">By {author}</p>
{body}</article></main>{aside}</body></html>"""


# ----------------------------------------------------------------------------------------------------
# Fictional pages that are not one story (front page, section/tag/search listing, standings table, gallery)

_NAMES = ["Mara Vell", "Dev Kline", "Tove Ray", "Kiki Lark", "Bram Ott", "Coco Lambert", "Rafe Sterling",
          "Lola Brandt", "Kit Marlow", "Dex Harlan", "Mona Harlan", "Priya Vance"]
_EVENTS = ["spotted at a quiet dinner in Soho with a mystery friend", "confirms new album after a long break",
           "says the wedding rumours are completely false", "opens up about a tough year on a podcast",
           "returns to the stage for one night only in Leeds", "shares the first photo of the new puppy"]


def _page(title: str, main: str, site: str = "Gossip Daily") -> str:
    nav = ('<header><nav><a href="/">Home</a> <a href="/celebs">Celebs</a> <a href="/tv">TV</a> '
           '<a href="/music">Music</a></nav></header>')
    foot = '<footer><p>© 2026 Gossip Daily</p><a href="/privacy">Privacy</a></footer>'
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title} | {site}</title>'
            f'<meta property="og:site_name" content="{site}"></head><body>{nav}<main>{main}</main>{foot}'
            "</body></html>")


def headline_cards_html(n: int = 12, *, teasers: bool = True) -> str:
    cards = []
    for i in range(n):
        name, event = _NAMES[i % len(_NAMES)], _EVENTS[i % len(_EVENTS)]
        teaser = (f"<p>The {30 + i}-year-old star was all smiles, friends said, and fans online could not stop "
                  "talking about it.</p>" if teasers else "")
        cards.append(f'<article class="card"><img src="/img/{i}.jpg" alt=""><h2><a href="/celebs/story-{i}">'
                     f"{name} {event}</a></h2>{teaser}<span>{i + 1} hours ago</span></article>")
    return "".join(cards)


def front_page_html() -> str:
    """A news site's front page: a dozen headline cards with one-line teasers."""
    return _page("Celebrity news, gossip and photos", "<h1>Today's top stories</h1>" + headline_cards_html())


def tag_page_html() -> str:
    """A tag listing: headline links only, on a /tag/ URL."""
    return _page("Mara Vell: latest news", "<h1>Mara Vell</h1>" + headline_cards_html(6, teasers=False))


def standings_html() -> str:
    """A league standings table with a one-line intro."""
    teams = ["Harbour Town", "Rovers United", "Kingsbridge", "Mill Lane", "Castle Park", "Eastfield", "Northgate",
             "Westbrook", "Riverside", "Oak Vale", "Stonebridge", "Lakeside"]
    rows = "".join(f"<tr><td>{i + 1}</td><td>{t}</td><td>{20}</td><td>{14 - i}</td><td>{3}</td><td>{3 + i}</td>"
                   f"<td>{45 - 3 * i}</td></tr>" for i, t in enumerate(teams))
    table = ("<table><thead><tr><th>Pos</th><th>Team</th><th>P</th><th>W</th><th>D</th><th>L</th><th>Pts</th>"
             f"</tr></thead><tbody>{rows}</tbody></table>")
    return _page("League table", f"<h1>League table</h1><p>Standings after round 20.</p>{table}")


def gallery_html(n: int = 15) -> str:
    """A photo gallery without prose: pictures with credits and counters only."""
    figs = "".join(f'<figure><img src="/g/{i}.jpg" alt="Red carpet {i}"><figcaption>{i + 1} / {n}</figcaption>'
                   "</figure>" for i in range(n))
    return _page("Red carpet photos", f"<h1>Red carpet photos</h1>{figs}")
