"""Debian's Chromium, headless, driven through the DevTools protocol over a websocket (aiohttp's client).

    with launch_chromium() as browser:                 # skips the test when /usr/bin/chromium is absent
        async with Tab.open(browser) as tab:
            seen = await tab.highlight_of(link, "k")   # ::target-text vs the element data-cited="k"

How a text-fragment match is observed: a style injected into every page paints ``::target-text`` in a colour no
fixture uses (magenta on green). After the navigation, a screenshot of the viewport is decoded on a canvas in a
second tab and its magenta pixels are counted inside and outside the client rectangles of the fixture's marked
sentence (``[data-cited]``). The highlight is the cited sentence, in view, when those rectangles are in the viewport,
mostly magenta, and nothing outside them is. No browser build is downloaded; every host but 127.0.0.1 is unresolvable.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import pytest

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
VIEWPORT = (1000, 700)
HIGHLIGHT = (255, 0, 255)  # ::target-text background
STYLE = "::target-text { background-color: rgb(255, 0, 255) !important; color: rgb(0, 160, 0) !important; }"
INJECT = (
    "document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style');"
    f" s.textContent = {json.dumps(STYLE)}; document.documentElement.appendChild(s); }});"
)
SETTLE_S = 4.0  # how long a page gets to apply its fragment and scroll


@dataclass(frozen=True)
class Browser:
    ws_url: str


@contextlib.contextmanager
def launch_chromium() -> Iterator[Browser]:
    exe = CHROMIUM if os.path.exists(CHROMIUM) else shutil.which("chromium")
    if not exe:
        pytest.skip("chromium is not installed (make test-browser installs Debian's package)")
    with tempfile.TemporaryDirectory(prefix="gr-chromium-") as profile:
        args = [
            exe, "--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio",
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
            f"--window-size={VIEWPORT[0]},{VIEWPORT[1]}", f"--user-data-dir={profile}",
            "--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1", "about:blank",
        ]
        if os.geteuid() == 0:
            args.insert(1, "--no-sandbox")  # Chromium refuses to run as root with its sandbox
        proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            port_file = Path(profile) / "DevToolsActivePort"
            deadline = time.monotonic() + 30
            while not port_file.exists() or len(port_file.read_text().split()) < 2:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"chromium did not start (exit {proc.poll()})")
                time.sleep(0.1)
            port, path = port_file.read_text().split()[:2]
            yield Browser(ws_url=f"ws://127.0.0.1:{port}{path}")
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


class CDP:
    """A DevTools protocol connection (browser endpoint, flattened sessions)."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self._ws = ws
        self._ids = itertools.count(1)
        self._pending: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._events: dict[str, asyncio.Queue[dict[str, Any]]] = {}
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for msg in self._ws:
            if msg.type != aiohttp.WSMsgType.TEXT:
                continue
            data = json.loads(msg.data)
            if "id" in data and data["id"] in self._pending:
                self._pending.pop(data["id"]).set_result(data)
            elif "method" in data:
                key = f"{data.get('sessionId', '')}:{data['method']}"
                self._events.setdefault(key, asyncio.Queue()).put_nowait(data.get("params", {}))
        for fut in self._pending.values():
            if not fut.done():
                fut.set_exception(ConnectionError("DevTools connection closed"))

    async def send(self, method: str, params: dict[str, Any] | None = None, session: str | None = None,
                   wait_s: float = 30) -> dict[str, Any]:
        mid = next(self._ids)
        msg: dict[str, Any] = {"id": mid, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        fut: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._pending[mid] = fut
        await self._ws.send_str(json.dumps(msg))
        reply = await asyncio.wait_for(fut, wait_s)
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error']}")
        return dict(reply.get("result", {}))

    def events(self, session: str, method: str) -> asyncio.Queue[dict[str, Any]]:
        return self._events.setdefault(f"{session}:{method}", asyncio.Queue())

    async def close(self) -> None:
        await self._ws.close()
        self._reader.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._reader


@dataclass(frozen=True)
class Highlight:
    """What the browser painted as ::target-text after opening a link, in viewport pixels."""

    inside: int  # highlight-coloured pixels inside the cited sentence's rectangles
    outside: int  # highlight-coloured pixels anywhere else in the viewport
    area: int  # pixels of the cited sentence's rectangles that are inside the viewport
    in_view: bool  # every rectangle of the cited sentence lies in the viewport
    scroll_y: float  # how far the page scrolled to show it

    @property
    def on_cited_sentence(self) -> bool:
        """The highlight covers the cited sentence, in view, and nothing else."""
        return self.in_view and self.area > 0 and self.inside >= 0.25 * self.area and self.outside <= 40


_RECTS_JS = """((key) => {
  const rects = [];
  for (const el of document.querySelectorAll(`[data-cited="${key}"]`))
    for (const r of el.getClientRects()) rects.push([r.left, r.top, r.right, r.bottom]);
  return JSON.stringify({rects, w: innerWidth, h: innerHeight, dpr: devicePixelRatio, y: scrollY});
})"""

_COUNT_JS = """(async (png, rects, dpr, color) => {
  const img = new Image();
  img.src = 'data:image/png;base64,' + png;
  await img.decode();
  const c = document.createElement('canvas');
  c.width = img.width; c.height = img.height;
  const g = c.getContext('2d');
  g.drawImage(img, 0, 0);
  const px = g.getImageData(0, 0, c.width, c.height).data;
  const within = (x, y) => rects.some(([l, t, r, b]) => x >= l * dpr - 1 && x <= r * dpr + 1 && y >= t * dpr - 1
                                                        && y <= b * dpr + 1);
  let inside = 0, outside = 0;
  for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) {
    const i = (y * c.width + x) * 4;
    if (Math.abs(px[i] - color[0]) < 24 && Math.abs(px[i + 1] - color[1]) < 24 && Math.abs(px[i + 2] - color[2]) < 24)
      within(x, y) ? inside++ : outside++;
  }
  return JSON.stringify({inside, outside});
})"""


class Tab:
    """One page (and a scratch page for decoding screenshots) in the browser."""

    def __init__(self, cdp: CDP, page: str, scratch: str) -> None:
        self.cdp = cdp
        self.page = page
        self.scratch = scratch

    @classmethod
    @contextlib.asynccontextmanager
    async def open(cls, browser: Browser) -> AsyncIterator[Tab]:
        async with aiohttp.ClientSession() as http, http.ws_connect(browser.ws_url, max_msg_size=0) as ws:
            cdp = CDP(ws)
            sessions = []
            targets = []
            try:
                for _ in range(2):
                    target = (await cdp.send("Target.createTarget", {"url": "about:blank"}))["targetId"]
                    targets.append(target)
                    attached = await cdp.send("Target.attachToTarget", {"targetId": target, "flatten": True})
                    sessions.append(attached["sessionId"])
                page = sessions[0]
                await cdp.send("Page.enable", session=page)
                await cdp.send("Runtime.enable", session=page)
                await cdp.send("Emulation.setDeviceMetricsOverride", {"width": VIEWPORT[0], "height": VIEWPORT[1],
                                                                      "deviceScaleFactor": 1, "mobile": False},
                               session=page)
                await cdp.send("Page.addScriptToEvaluateOnNewDocument", {"source": INJECT}, session=page)
                yield cls(cdp, page, sessions[1])
            finally:
                for target in targets:
                    with contextlib.suppress(Exception):
                        await cdp.send("Target.closeTarget", {"targetId": target}, wait_s=5)
                await cdp.close()

    async def evaluate(self, expression: str, session: str | None = None) -> Any:
        reply = await self.cdp.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                         "awaitPromise": True}, session=session or self.page)
        if "exceptionDetails" in reply:
            raise RuntimeError(f"page script failed: {reply['exceptionDetails']}")
        return reply["result"].get("value")

    async def navigate(self, url: str) -> None:
        """A real navigation (as typed in the address bar), waiting for the load event."""
        loads = self.cdp.events(self.page, "Page.loadEventFired")
        while not loads.empty():
            loads.get_nowait()
        await self.cdp.send("Page.navigate", {"url": url, "transitionType": "typed"}, session=self.page)
        await asyncio.wait_for(loads.get(), 30)

    async def highlight(self, cited: str) -> Highlight:
        """The highlight as painted now, against the rectangles of the element marked ``data-cited=cited``."""
        await self.cdp.send("Page.bringToFront", session=self.page)  # a background tab paints no frames
        shot = await self.cdp.send("Page.captureScreenshot", {"format": "png"}, session=self.page, wait_s=15)
        layout = json.loads(await self.evaluate(f"{_RECTS_JS}({json.dumps(cited)})"))
        w, h = layout["w"], layout["h"]
        rects = [[max(0, l_), max(0, t), min(w, r), min(h, b)] for l_, t, r, b in layout["rects"]]
        area = sum(max(0, r - l_) * max(0, b - t) for l_, t, r, b in rects) * layout["dpr"] ** 2
        in_view = bool(layout["rects"]) and all(
            t >= 0 and b <= h and l_ >= 0 and r <= w for l_, t, r, b in layout["rects"])
        counts = json.loads(await self.evaluate(
            f"{_COUNT_JS}({json.dumps(shot['data'])}, {json.dumps(rects)}, {layout['dpr']}, {list(HIGHLIGHT)})",
            session=self.scratch))
        return Highlight(inside=counts["inside"], outside=counts["outside"], area=int(area), in_view=in_view,
                         scroll_y=layout["y"])

    async def highlight_of(self, link: str, cited: str) -> Highlight:
        """Open ``link`` afresh and report the ::target-text highlight once it has settled."""
        await self.navigate("about:blank")
        await self.navigate(link)
        deadline = time.monotonic() + SETTLE_S
        last: Highlight | None = None
        while True:
            await asyncio.sleep(0.3)
            seen = await self.highlight(cited)
            if seen == last and (seen.inside or seen.outside):
                return seen  # painted and no longer moving
            if time.monotonic() > deadline:
                return seen
            last = seen
