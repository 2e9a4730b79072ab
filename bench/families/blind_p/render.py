"""wkhtmltopdf printing, pdftocairo rasterising, and the wear of scans and phone photos (Pillow/numpy)."""

from __future__ import annotations

import os
import pathlib
import random
import re
import subprocess
import tempfile
import time

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageOps

FIXED_DATE = b"D:20250701090000Z"
PDF_DATE = time.gmtime(1751360400)


def html_to_pdf(html: str, out: pathlib.Path, card: bool, rng: random.Random) -> None:
    with tempfile.TemporaryDirectory(prefix="blind_p_") as tmp:
        t = pathlib.Path(tmp)
        rt = t / "rt"
        rt.mkdir(mode=0o700)
        src = t / "page.html"
        src.write_text(html, encoding="utf-8")
        args = ["wkhtmltopdf", "-q", "--disable-javascript", "--print-media-type", "--encoding", "utf-8"]
        if card:
            args += ["--page-width", "85.6mm", "--page-height", "54mm", "-T", "0", "-B", "0", "-L", "0", "-R", "0"]
        else:
            m = [str(rng.randint(10, 20)) + "mm" for _ in range(4)]
            args += ["--page-size", "A4", "-T", m[0], "-B", m[1], "-L", m[2], "-R", m[3]]
        args += [str(src), str(t / "out.pdf")]
        env = dict(os.environ, XDG_RUNTIME_DIR=str(rt), QT_HASH_SEED="0")
        subprocess.run(args, check=True, env=env, cwd=tmp, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        data = (t / "out.pdf").read_bytes()
    data = re.sub(
        rb"(/(?:CreationDate|ModDate) ?\()(D:[^)]*)",
        lambda mo: mo.group(1) + (FIXED_DATE + b"0" * 40)[: len(mo.group(2))],
        data,
    )
    out.write_bytes(data)


def rasterise(pdf: pathlib.Path, dpi: int, gray: bool, aa: str) -> Image.Image:
    with tempfile.TemporaryDirectory(prefix="blind_p_r_") as tmp:
        base = pathlib.Path(tmp) / "p"
        args = ["pdftocairo", "-png", "-singlefile", "-f", "1", "-l", "1", "-r", str(dpi), "-antialias", aa]
        if gray:
            args.append("-gray")
        subprocess.run([*args, str(pdf), str(base)], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        img = Image.open(str(base) + ".png")
        img.load()
    return img.convert("L" if gray else "RGB")


# ---------------------------------------------------------------- wear


def _noise(img: Image.Image, nrng: np.random.Generator, sigma: float) -> Image.Image:
    a = np.asarray(img).astype(np.float32)
    a = a + nrng.normal(0, sigma, a.shape)
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), img.mode)


def _light(img: Image.Image, nrng: np.random.Generator, strength: float) -> Image.Image:
    a = np.asarray(img).astype(np.float32)
    h, w = a.shape[:2]
    cy, cx = nrng.uniform(0, h), nrng.uniform(0, w)
    yy, xx = np.mgrid[0:h, 0:w]
    d = np.sqrt(((yy - cy) / h) ** 2 + ((xx - cx) / w) ** 2)
    f = 1.0 - strength * np.clip(d, 0, 1.2)
    if a.ndim == 3:
        f = f[..., None]
    return Image.fromarray(np.clip(a * f, 0, 255).astype(np.uint8), img.mode)


def _photocopy(img: Image.Image, nrng: np.random.Generator) -> Image.Image:
    g = ImageOps.autocontrast(img.convert("L"), cutoff=1)
    a = np.asarray(g).astype(np.float32)
    a = 70 + a * 0.68  # grey paper, greyish ink
    a = a + nrng.normal(0, 9, a.shape)
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")


def _perspective(img: Image.Image, rng: random.Random, amount: float, fill: tuple) -> Image.Image:
    w, h = img.size
    dx, dy = w * amount, h * amount

    def j(v: float) -> float:
        return rng.uniform(0, v)

    quad = (j(dx), j(dy), j(dx), h - j(dy), w - j(dx), h - j(dy), w - j(dx), j(dy))
    return img.transform((w, h), Image.Transform.QUAD, quad, Image.Resampling.BICUBIC, fillcolor=fill)


def _background(size: tuple[int, int], rng: random.Random, nrng: np.random.Generator) -> Image.Image:
    w, h = size
    base = np.array(
        rng.choice([(120, 86, 60), (70, 74, 82), (180, 170, 150), (40, 60, 45), (150, 120, 95)]), np.float32
    )
    grain = nrng.normal(0, 1, (h // 8 + 1, w // 8 + 1)).astype(np.float32)
    grain = (
        np.asarray(
            Image.fromarray(((grain + 3) * 40).clip(0, 255).astype(np.uint8)).resize((w, h), Image.Resampling.BILINEAR),
            np.float32,
        )
        / 255.0
        - 0.45
    )
    a = base[None, None, :] * (1 + 0.35 * grain[..., None])
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGB")


def degrade_page(img: Image.Image, rng: random.Random, nrng: np.random.Generator) -> tuple[Image.Image, str]:
    kind = rng.choice(["scan", "copy", "photo"])
    if kind == "copy":
        img = _photocopy(img, nrng)
        img = img.rotate(rng.uniform(-2.5, 2.5), Image.Resampling.BICUBIC, expand=True, fillcolor=90)
        img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 0.9)))
    elif kind == "scan":
        img = img.rotate(
            rng.uniform(-3, 3),
            Image.Resampling.BICUBIC,
            expand=True,
            fillcolor=245 if img.mode == "L" else (245, 245, 240),
        )
        img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.1)))
        img = _light(img, nrng, rng.uniform(0.1, 0.25))
        img = _noise(img, nrng, rng.uniform(5, 11))
    else:
        img = img.convert("RGB")
        w, h = img.size
        bg = _background((int(w * 1.12), int(h * 1.08)), rng, nrng)
        bg.paste(img, (int(w * 0.06), int(h * 0.04)))
        img = _perspective(bg, rng, 0.05, (60, 60, 60))
        img = img.rotate(rng.uniform(-3, 3), Image.Resampling.BICUBIC, expand=False, fillcolor=(60, 60, 60))
        img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.2)))
        img = _light(img, nrng, rng.uniform(0.2, 0.35))
        img = _noise(img, nrng, rng.uniform(4, 8))
    return img, kind


def card_photo(img: Image.Image, rng: random.Random, nrng: np.random.Generator) -> Image.Image:
    img = img.convert("RGB")
    w, h = img.size
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), radius=int(w * 0.04), fill=255)
    bw, bh = int(w * 1.5), int(h * 1.7)
    bg = _background((bw, bh), rng, nrng)
    ox, oy = rng.randint(int(w * 0.15), int(w * 0.35)), rng.randint(int(h * 0.25), int(h * 0.45))
    shadow = Image.new("L", (bw, bh), 0)
    shadow.paste(mask, (ox + 12, oy + 14))
    shadow = shadow.filter(ImageFilter.GaussianBlur(14))
    dark = Image.new("RGB", (bw, bh), (20, 20, 20))
    bg = Image.composite(dark, bg, shadow.point(lambda v: int(v * 0.6)))
    bg.paste(img, (ox, oy), mask)
    bg = _perspective(bg, rng, 0.07, (40, 40, 40))
    bg = bg.rotate(rng.uniform(-6, 6), Image.Resampling.BICUBIC, fillcolor=(40, 40, 40))
    bg = bg.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.0)))
    bg = _light(bg, nrng, rng.uniform(0.15, 0.3))
    return _noise(bg, nrng, rng.uniform(3, 7))


def card_scan(img: Image.Image, rng: random.Random) -> Image.Image:
    w, h = img.size
    page = Image.new(img.mode, (int(w * 1.3), int(h * 1.4)), 255 if img.mode == "L" else (255, 255, 255))
    page.paste(img, (int(w * 0.12), int(h * 0.15)))
    return page.rotate(
        rng.uniform(-1.0, 1.0), Image.Resampling.BICUBIC, fillcolor=255 if img.mode == "L" else (255, 255, 255)
    )


def save_image(img: Image.Image, path: pathlib.Path, kind: str, dpi: int, quality: int = 90) -> None:
    if kind == "png":
        img.save(path, "PNG", dpi=(dpi, dpi), optimize=False)
    elif kind == "jpg":
        img.convert("RGB" if img.mode != "L" else "L").save(path, "JPEG", quality=quality, dpi=(dpi, dpi))
    else:
        img.convert("RGB" if img.mode != "L" else "L").save(
            path,
            "PDF",
            resolution=float(dpi),
            creationDate=PDF_DATE,
            modDate=PDF_DATE,
            producer="Scanner",
            title="Scan",
        )


MIME = {"pdf": "application/pdf", "png": "image/png", "jpg": "image/jpeg"}


def render_one(job: tuple) -> tuple[str, str]:
    """Render one planned document into out_dir; returns (file, mime)."""
    doc, out_dir, stem = job
    out_dir = pathlib.Path(out_dir)
    rng = random.Random(doc["seed"])
    nrng = np.random.default_rng(doc["seed"])
    card = doc["page"] == "card"
    cond = doc["condition"]
    if cond == "born_digital":
        path = out_dir / f"{stem}.pdf"
        html_to_pdf(doc["html"], path, card, rng)
        return path.name, MIME["pdf"]
    with tempfile.TemporaryDirectory(prefix="blind_p_d_") as tmp:
        pdf = pathlib.Path(tmp) / "doc.pdf"
        html_to_pdf(doc["html"], pdf, card, rng)
        if cond == "clean":
            dpi = rng.choice([200, 250, 300]) if not card else 300
            gray = rng.random() < 0.4
            # not "best": Debian's cairo draws text broken with it (letters as blocks no person can read); "good"
            # twice keeps each document's draws as they were
            img = rasterise(pdf, dpi, gray, rng.choice(["default", "good", "good", "gray"]))
            if card:
                img = card_scan(img, rng)
            kind = rng.choice(["png", "jpg", "pdf"])
            path = out_dir / f"{stem}.{kind}"
            save_image(img, path, kind, dpi, 92)
            return path.name, MIME[kind]
        dpi = rng.choice([150, 160, 180]) if not card else rng.choice([260, 300])
        img = rasterise(pdf, dpi, rng.random() < 0.3 and not card, rng.choice(["default", "fast", "none", "gray"]))
        if card:
            img = card_photo(img, rng, nrng)
        else:
            img, _ = degrade_page(img, rng, nrng)
        kind = "jpg" if rng.random() < 0.8 else "png"
        path = out_dir / f"{stem}.{kind}"
        save_image(img, path, kind, dpi, rng.randint(45, 70))
        return path.name, MIME[kind]
