"""A delivery over TLS goes to the address that was checked, with the host name for SNI and the certificate
check: a TLS receiver on 127.0.0.1 whose certificate names a host that no DNS knows."""

from __future__ import annotations

import datetime
import ssl
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from casefile import net

HOST = "hooks.lender.test"


def self_signed(tmp_path, name: str) -> tuple[str, str]:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=1))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName(name)]), critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_file, key_file = tmp_path / "cert.pem", tmp_path / "key.pem"
    cert_file.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    return str(cert_file), str(key_file)


@pytest.fixture
def tls_receiver(tmp_path):
    cert, key = self_signed(tmp_path, HOST)
    seen: list[dict[str, Any]] = []
    names: list[str | None] = []  # the server names (SNI) the client sent

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("content-length") or 0))
            seen.append({"host": self.headers.get("host"), "sni": names[-1] if names else None})
            self.send_response(200)
            self.send_header("content-length", "2")
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    context.sni_callback = lambda sock, name, ctx: names.append(name)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server.server_port, cert, seen
    server.shutdown()
    server.server_close()


def test_tls_delivery_connects_to_the_checked_address_and_verifies_the_host_name(tls_receiver, monkeypatch):
    port, cert, seen = tls_receiver
    # given a host name that resolves (here, by the test) to the receiver's address, trusted by its certificate
    resolved: list[str] = []
    monkeypatch.setattr(net, "resolve", lambda host, p: resolved.append(host) or ["127.0.0.1"])
    monkeypatch.setattr(net, "url_problem", lambda url, addresses, allow_loopback: None)  # 127.0.0.1 passes here
    monkeypatch.setattr(net, "_ca_bundle", lambda: cert)
    net._pools.clear()
    # when a delivery is made
    result = net.post(f"https://{HOST}:{port}/hook", b"{}", {}, timeout=5, allow_loopback=False)
    # then the name was resolved once, the connection went to that address, with the name in SNI and Host
    assert (result.status_code, result.error, result.body_excerpt) == (200, None, "ok")
    assert resolved == [HOST]
    assert seen == [{"host": f"{HOST}:{port}", "sni": HOST}]


def test_a_certificate_for_another_name_fails_the_attempt(tls_receiver, monkeypatch):
    port, cert, _ = tls_receiver
    monkeypatch.setattr(net, "resolve", lambda host, p: ["127.0.0.1"])
    monkeypatch.setattr(net, "url_problem", lambda url, addresses, allow_loopback: None)
    monkeypatch.setattr(net, "_ca_bundle", lambda: cert)
    net._pools.clear()
    result = net.post(f"https://other.lender.test:{port}/hook", b"{}", {}, timeout=5, allow_loopback=False)
    assert result.status_code is None
    assert result.error == "TLS handshake or certificate verification failed"
