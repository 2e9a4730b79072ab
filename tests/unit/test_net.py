"""Outbound delivery calls: the URL rules are checked again at every attempt, on what the host resolves to then."""

from __future__ import annotations

from casefile import net


def test_a_host_that_now_resolves_to_a_private_address_is_not_called(monkeypatch):
    # given a public https URL whose name now resolves to an internal address (DNS rebinding)
    calls = []
    monkeypatch.setattr(net, "resolve", lambda host, port: calls.append(host) or ["10.0.0.5"])
    # when a delivery is attempted
    result = net.post("https://hooks.lender.example/casefile", b"{}", {}, timeout=1, allow_loopback=False)
    # then nothing is sent: the attempt is refused and says why
    assert calls == ["hooks.lender.example"]
    assert result.status_code is None
    assert result.error == "refused: the host must resolve to public addresses only"


def test_a_host_that_does_not_resolve_is_refused_without_a_connection(monkeypatch):
    monkeypatch.setattr(net, "resolve", lambda host, port: [])
    result = net.post("https://gone.lender.example/", b"{}", {}, timeout=1, allow_loopback=False)
    # the same answer as a private address: the form tells nobody which internal names exist
    assert result.error == "refused: the host must resolve to public addresses only"
