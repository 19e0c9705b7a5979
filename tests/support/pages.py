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
