"""The address guard: blocked spellings never reach a socket; the connected address is what gets checked."""

from __future__ import annotations

import ipaddress

import pytest

from bot.errors import Blocked, FetchError
from bot.netguard import AllowList, GuardedBackend, is_blocked_ip, parse_ip_host, parse_legacy_ipv4
from tests.fetch.conftest import FetcherFactory
from tests.fetch.support import RecordingBackend
from tests.support.pages import PageServer, article_html

PAGE = article_html("Star weds co-star", ["The couple said \u201cwe are thrilled\u201d on Friday."])

BLOCKED_URLS = [
    "http://127.0.0.1/",
    "http://localhost/",
    "http://LOCALHOST./admin",
    "http://app.localhost/",
    "http://[::1]/",
    "http://10.0.0.1/",
    "http://192.168.1.1/",
    "http://172.16.0.1/",
    "http://172.31.255.254/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[fd00:ec2::254]/latest/meta-data/",
    "http://100.64.0.1/",
    "http://0.0.0.0/",
    "http://[::]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[64:ff9b::7f00:1]/",
    "http://[64:ff9b::a9fe:a9fe]/",
    "http://[2002:7f00:1::]/",
    "http://[::127.0.0.1]/",
    "http://[fe80::1]/",
    "http://[ff02::1]/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://240.0.0.1/",
    "http://198.18.0.1/",
    "http://2130706433/",
    "http://0x7f000001/",
    "http://0x7f.1/",
    "http://0177.0.0.1/",
    "http://127.1/",
    "http://017700000001/",
    "https://127.0.0.1:8443/",
    "http://intranet/",
    "http://news.example@127.0.0.1/",
    "http://127.0.0.1#@news.example/",
    "http://127.0.0.1:80?@news.example/",
    "http://printer.local/",
]


@pytest.mark.parametrize("url", BLOCKED_URLS)
async def test_blocked_spellings_never_connect(url: str, make_fetcher: FetcherFactory) -> None:
    fetcher, recorder = make_fetcher(allowed=["127.0.0.1:9", "localhost:9"])
    with pytest.raises(Blocked) as err:
        await fetcher.fetch(url)
    assert err.value.message == "That address is not allowed"
    assert recorder.calls == []


@pytest.mark.parametrize(
    "ip",
    ["127.0.0.1", "::1", "10.1.2.3", "192.168.0.10", "172.20.1.1", "169.254.169.254", "fd00:ec2::254",
     "100.64.0.1", "100.127.255.254", "0.0.0.0", "::", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "64:ff9b::7f00:1",
     "64:ff9b::a00:1", "64:ff9b:1::a00:1", "2002:a9fe:a9fe::1", "::7f00:1", "fe80::1", "fc00::1", "ff0e::1",
     "224.1.1.1", "239.255.255.250", "2001:db8::1", "192.0.0.8", "192.0.2.1", "203.0.113.9", "198.51.100.1",
     "255.255.255.255"],
)
async def test_backend_refuses_non_global_ips_without_connecting(ip: str) -> None:
    recorder = RecordingBackend()
    backend = GuardedBackend(AllowList(), inner=recorder)
    with pytest.raises(Blocked):
        await backend.connect_tcp(ip, 80)
    assert recorder.calls == []


@pytest.mark.parametrize("ip", ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808",
                                "1.1.1.1", "2a00:1450:4001::1"])
def test_public_addresses_pass(ip: str) -> None:
    assert not is_blocked_ip(ipaddress.ip_address(ip))


@pytest.mark.parametrize(
    ("host", "expected"),
    [("2130706433", "127.0.0.1"), ("0x7f000001", "127.0.0.1"), ("0x7f.1", "127.0.0.1"), ("0177.0.0.1", "127.0.0.1"),
     ("127.1", "127.0.0.1"), ("10.1", "10.0.0.1"), ("192.168.257", "192.168.1.1"), ("0", "0.0.0.0"),
     ("1.2.3.4.", "1.2.3.4")],
)
def test_legacy_ipv4_spellings(host: str, expected: str) -> None:
    assert str(parse_legacy_ipv4(host)) == expected


@pytest.mark.parametrize("host", ["example.com", "1.2.3.4.5", "256.1.1.1", "4294967296", "0x", "1..2", "", "12ab"])
def test_not_ipv4(host: str) -> None:
    assert parse_legacy_ipv4(host) is None or host == "0x"


def test_parse_ip_host_brackets_and_zones() -> None:
    assert parse_ip_host("[::1]") == ipaddress.ip_address("::1")
    assert parse_ip_host("fe80::1%eth0") == ipaddress.ip_address("fe80::1")
    assert parse_ip_host("news.example") is None


async def test_loopback_page_not_allowed_is_blocked(make_fetcher: FetcherFactory, server: PageServer) -> None:
    url = server.route("/a", body=PAGE)
    fetcher, recorder = make_fetcher(allowed=[])
    with pytest.raises(Blocked):
        await fetcher.fetch(url)
    assert server.hits["/a"] == 0
    assert recorder.calls == []


async def test_allow_entry_is_exact_host_and_port(make_fetcher: FetcherFactory, server: PageServer) -> None:
    url = server.route("/a", body=PAGE)
    fetcher, recorder = make_fetcher(allowed=[f"127.0.0.1:{server.port + 1}", f"localhost:{server.port}"])
    with pytest.raises(Blocked):
        await fetcher.fetch(url)  # 127.0.0.1:PORT is not listed (only another port, and a different name)
    assert server.hits["/a"] == 0
    assert recorder.calls == []


async def test_allowed_page_is_fetched(make_fetcher: FetcherFactory, server: PageServer) -> None:
    url = server.route("/a", body=PAGE)
    fetcher, recorder = make_fetcher(allowed=[server.host])
    page = await fetcher.fetch(url)
    assert "we are thrilled" in page.text
    assert recorder.calls == [("127.0.0.1", server.port)]


async def test_dns_rebinding_name_to_loopback_is_blocked(make_fetcher: FetcherFactory, server: PageServer) -> None:
    server.route("/a", body=PAGE)
    asked: list[str] = []

    async def resolver(host: str, port: int) -> list[str]:
        asked.append(host)
        return ["127.0.0.1"]

    fetcher, recorder = make_fetcher(allowed=[server.host], resolver=resolver)
    with pytest.raises(Blocked):
        await fetcher.fetch(f"http://evil.test:{server.port}/a")
    assert asked == ["evil.test"]
    assert recorder.calls == []
    assert server.hits["/a"] == 0


async def test_any_private_answer_among_public_ones_blocks(make_fetcher: FetcherFactory) -> None:
    async def resolver(host: str, port: int) -> list[str]:
        return ["93.184.216.34", "::ffff:169.254.169.254"]

    fetcher, recorder = make_fetcher(resolver=resolver)
    with pytest.raises(Blocked):
        await fetcher.fetch("http://mixed.test/")
    assert recorder.calls == []


async def test_rebinding_between_hops_is_caught(make_fetcher: FetcherFactory, server: PageServer) -> None:
    """First answer is allowed, the redirect's second lookup rebinds to a metadata address."""
    answers = iter([["127.0.0.1"], ["169.254.169.254"]])

    async def resolver(host: str, port: int) -> list[str]:
        return next(answers)

    server.route("/r", status=302, headers={"Location": f"http://other.test:{server.port}/a"})
    server.route("/a", body=PAGE)
    fetcher, recorder = make_fetcher(allowed=[f"first.test:{server.port}"], resolver=resolver)
    with pytest.raises(Blocked):
        await fetcher.fetch(f"http://first.test:{server.port}/r")
    assert server.hits["/r"] == 1
    assert server.hits["/a"] == 0
    assert recorder.calls == [("127.0.0.1", server.port)]


async def test_allowed_name_connects_to_the_resolved_ip(make_fetcher: FetcherFactory, server: PageServer) -> None:
    async def resolver(host: str, port: int) -> list[str]:
        return ["127.0.0.1"]

    url = server.route("/a", body=PAGE).replace("127.0.0.1", "news.test")
    fetcher, recorder = make_fetcher(allowed=[f"news.test:{server.port}"], resolver=resolver)
    page = await fetcher.fetch(url)
    assert page.final_url == url
    assert recorder.calls == [("127.0.0.1", server.port)]


async def test_unresolvable_name_is_a_fetch_error(make_fetcher: FetcherFactory) -> None:
    async def resolver(host: str, port: int) -> list[str]:
        raise OSError("Name or service not known")

    fetcher, recorder = make_fetcher(resolver=resolver)
    with pytest.raises(FetchError) as err:
        await fetcher.fetch("http://nowhere.test/")
    assert err.value.message == "The site's address could not be found"
    assert recorder.calls == []


async def test_redirect_to_blocked_address_is_blocked(make_fetcher: FetcherFactory, server: PageServer) -> None:
    with PageServer() as other:
        other.route("/secret", body="<html><body>internal</body></html>")
        targets = {
            "/meta": "http://169.254.169.254/latest/meta-data/",
            "/other": other.url("/secret"),
            "/dec": "http://2130706433/",
            "/v6": "http://[::ffff:7f00:1]:80/",
            "/file": "file:///etc/passwd",
            "/gopher": "gopher://127.0.0.1:25/",
        }
        for path, location in targets.items():
            server.route(path, status=302, headers={"Location": location})
        fetcher, recorder = make_fetcher(allowed=[server.host])
        for path in targets:
            with pytest.raises(Blocked):
                await fetcher.fetch(server.url(path))
        assert other.hits["/secret"] == 0
        assert {call for call in recorder.calls} == {("127.0.0.1", server.port)}


def test_legacy_ipv4_parser_takes_ascii_digits_only() -> None:
    from bot.netguard import parse_legacy_ipv4

    assert str(parse_legacy_ipv4("0x7f.1")) == "127.0.0.1"
    for host in ("-3", "+3", "-\u0663", "\u0663", "1_0", " 1"):
        assert parse_legacy_ipv4(host) is None
