"""Whatever string arrives, Fetcher.fetch raises only FetchError subclasses (no httpx/ValueError leaks)."""

from __future__ import annotations

from collections.abc import Iterable

import httpcore
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bot.config import FetchSettings
from bot.errors import FetchError
from bot.fetch import Fetcher, make_http_client


class NoNetwork(httpcore.AsyncNetworkBackend):
    """Never opens a socket: every connection attempt fails like an unreachable host."""

    def __init__(self) -> None:
        self.attempts: list[str] = []

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,  # noqa: ASYNC109 - httpcore's interface
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        self.attempts.append(host)
        raise httpcore.ConnectError("unreachable (test)")

    async def sleep(self, seconds: float) -> None:
        return None


async def _public(host: str, port: int) -> list[str]:
    return ["93.184.216.34"]


_chars = st.sampled_from(list("abc019:/.@[]%#?&=-_~!$'()*+,;\\ \u00e9\u00df\u0663\u3002\uff0e") + ["xn--", "0x", "::"])
_tails = st.lists(_chars, max_size=25).map("".join)


@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(st.sampled_from(["http://", "https://", "HTTP://", "", "ftp://", "http:"]), _tails)
@example("http://", "xn--\u00e9.a")  # httpx/idna raised a bare UnicodeError here once
async def test_fetch_only_raises_fetch_errors(prefix: str, tail: str) -> None:
    backend = NoNetwork()
    conf = FetchSettings(timeout_seconds=2)
    async with make_http_client(conf, resolver=_public, network_backend=backend) as client:
        try:
            await Fetcher(client, conf).fetch(prefix + tail)
        except FetchError as exc:
            assert exc.message and "\n" not in exc.message
        else:  # pragma: no cover - no connection can succeed here
            raise AssertionError("fetch cannot succeed without a network")
    assert all(host == "93.184.216.34" or not host.startswith(("127.", "10.", "192.168.")) for host in backend.attempts)
