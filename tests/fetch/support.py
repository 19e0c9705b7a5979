"""Helpers for the fetch tests: a connection recorder and a raw-socket server for malformed responses."""

from __future__ import annotations

import socket
import threading
import zlib
from collections.abc import Callable, Iterable, Iterator

import httpcore


class RecordingBackend(httpcore.AsyncNetworkBackend):
    """Wraps the real backend and records every (host, port) a connection is actually opened to."""

    def __init__(self) -> None:
        self.inner = httpcore.AnyIOBackend()
        self.calls: list[tuple[str, int]] = []

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,  # noqa: ASYNC109 - httpcore's interface
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        self.calls.append((host, port))
        return await self.inner.connect_tcp(
            host, port, timeout=timeout, local_address=local_address, socket_options=socket_options
        )

    async def sleep(self, seconds: float) -> None:
        await self.inner.sleep(seconds)


def gzip_bomb(blocks: int = 1000) -> Iterator[bytes]:
    """~1 KB of gzip per MiB of zeros, produced lazily: ``blocks`` MiB decoded from ~``blocks`` KB sent."""
    comp = zlib.compressobj(9, zlib.DEFLATED, 31)
    zeros = bytes(1 << 20)
    yield comp.compress(zeros) + comp.flush(zlib.Z_FULL_FLUSH)
    block = comp.compress(zeros) + comp.flush(zlib.Z_FULL_FLUSH)  # identical after every full flush
    for _ in range(blocks - 1):
        yield block


Responder = Callable[[bytes, socket.socket], None]


class RawServer:
    """One-shot-per-connection TCP server on 127.0.0.1 that writes whatever ``respond`` wants (raw bytes)."""

    def __init__(self, respond: Responder) -> None:
        self.respond = respond
        self.requests: list[bytes] = []
        self._sock = socket.create_server(("127.0.0.1", 0))
        self._sock.settimeout(0.2)
        self.port = self._sock.getsockname()[1]
        self.host = f"127.0.0.1:{self.port}"
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)

    def url(self, path: str = "/") -> str:
        return f"http://{self.host}{path}"

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self._sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            threading.Thread(target=self._handle, args=(conn,), daemon=True).start()

    def _handle(self, conn: socket.socket) -> None:
        with conn:
            conn.settimeout(5)
            data = b""
            try:
                while b"\r\n\r\n" not in data:
                    part = conn.recv(65536)
                    if not part:
                        return
                    data += part
                self.requests.append(data)
                self.respond(data, conn)
            except OSError:
                return

    def __enter__(self) -> RawServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=2)
        self._sock.close()


def send(payload: bytes) -> Responder:
    def respond(_request: bytes, conn: socket.socket) -> None:
        conn.sendall(payload)

    return respond
