"""What a file really is, from its first bytes (never from its name or the declared type)."""

from __future__ import annotations

ALIASES = {
    "image/jpg": "image/jpeg",
    "image/pjpeg": "image/jpeg",
    "image/x-png": "image/png",
    "image/tif": "image/tiff",
}


def normalize_mime(declared: str | None) -> str:
    value = (declared or "").split(";", 1)[0].strip().lower()
    return ALIASES.get(value, value)


def sniff(head: bytes) -> str | None:
    """The MIME type the magic bytes say, or None when nothing is recognised. Types that are refused
    (GIF, ZIP, ...) are named too, so that the failure message can say what the file is."""
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if head.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if head.startswith((b"II*\x00", b"MM\x00*", b"II+\x00", b"MM\x00+")):
        return "image/tiff"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "image/webp"
    if b"%PDF-" in head[:1024]:
        return "application/pdf"
    if head.startswith((b"GIF87a", b"GIF89a")):
        return "image/gif"
    if head.startswith(b"BM"):
        return "image/bmp"
    if head.startswith(b"PK\x03\x04"):
        return "application/zip"
    if head[4:12] in (b"ftypheic", b"ftypheix", b"ftypmif1", b"ftypmsf1"):
        return "image/heic"
    return None
