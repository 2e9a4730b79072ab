"""Wear of blind_x raster pages (venv side, Pillow + numpy): clean scans, poor scans, phone photos, photocopies,
faxes and card photos, all seeded."""

import time

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

PDF_DATE = time.strptime("2025-05-20 10:00:00", "%Y-%m-%d %H:%M:%S")


def load_raw(page):
    raw = np.fromfile(page["path"], dtype=np.uint8)
    arr = raw.reshape(page["h"], page["stride"] // 4, 4)[:, : page["w"], :3][:, :, ::-1]
    return Image.fromarray(np.ascontiguousarray(arr), "RGB")


def _to_img(arr, mode="RGB"):
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), mode)


def _smooth_field(rng, w, h, cells=6, lo=0.0, hi=1.0):
    small = rng.uniform(lo, hi, size=(cells, cells)).astype(np.float32)
    img = Image.fromarray((small * 255).astype(np.uint8), "L").resize((w, h), Image.BICUBIC)
    return np.asarray(img, dtype=np.float32) / 255.0


def _noise(rng, arr, sigma):
    return arr + rng.normal(0, sigma, size=arr.shape).astype(np.float32)


def perspective_coeffs(dst, src):
    """Coefficients for Image.transform(PERSPECTIVE) mapping output points dst onto input points src."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return np.linalg.solve(np.array(rows, dtype=np.float64), np.array(rhs, dtype=np.float64)).tolist()


def _background(rng, w, h):
    kind = int(rng.integers(0, 4))
    if kind == 0:  # wood
        base = np.array([140, 98, 62], dtype=np.float32)
        xs = np.linspace(0, 1, w, dtype=np.float32)[None, :]
        ys = np.linspace(0, 1, h, dtype=np.float32)[:, None]
        grain = 0.5 + 0.5 * np.sin((xs * 40 + ys * 3 + 0.8 * np.sin(ys * 9)) * np.pi)
        shade = (0.8 + 0.25 * grain)[:, :, None]
    elif kind == 1:  # grey desk
        base = np.array([118, 120, 124], dtype=np.float32)
        shade = (0.9 + 0.15 * _smooth_field(rng, w, h, 5))[:, :, None]
    elif kind == 2:  # dark fabric
        base = np.array([52, 58, 78], dtype=np.float32)
        shade = (0.85 + 0.3 * _smooth_field(rng, w, h, 9))[:, :, None]
    else:  # light table
        base = np.array([196, 190, 178], dtype=np.float32)
        shade = (0.85 + 0.2 * _smooth_field(rng, w, h, 4))[:, :, None]
    arr = base[None, None, :] * shade
    return _noise(rng, arr, 6.0)


def _rounded_mask(size, radius):
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, size[0] - 1, size[1] - 1], radius=radius, fill=255)
    return mask


def photo_of(img, rng, card=False):
    """A phone photo of a page (or a card) lying on a desk: perspective, shadow, uneven light, noise, JPEG later."""
    w, h = img.size
    margin = (0.45 if card else 0.1) * max(w, h)
    W, H = int(w + 2 * margin), int(h + 2 * margin)
    bg = _background(rng, W, H)
    jx, jy = (0.06 if card else 0.035) * w, (0.06 if card else 0.03) * h
    tilt = rng.uniform(0.0, 0.06) * w
    ox, oy = margin, margin
    if card:
        ang = rng.uniform(-0.12, 0.12)
        cx, cy = W / 2, H / 2
        corners = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
        dst = [
            (
                cx + x * np.cos(ang) - y * np.sin(ang) + rng.uniform(-jx, jx) * 0.4,
                cy + x * np.sin(ang) + y * np.cos(ang) + rng.uniform(-jy, jy) * 0.4,
            )
            for x, y in corners
        ]
    else:
        dst = [
            (ox + tilt + rng.uniform(-jx, jx), oy + rng.uniform(-jy, jy)),
            (ox + w - tilt + rng.uniform(-jx, jx), oy + rng.uniform(-jy, jy)),
            (ox + w + rng.uniform(-jx, jx), oy + h + rng.uniform(-jy, jy)),
            (ox + rng.uniform(-jx, jx), oy + h + rng.uniform(-jy, jy)),
        ]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    coeffs = perspective_coeffs(dst, src)
    warped = img.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=(0, 0, 0))
    base_mask = _rounded_mask((w, h), int(0.037 * w)) if card else Image.new("L", (w, h), 255)
    mask = base_mask.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BILINEAR, fillcolor=0)
    shadow = mask.filter(ImageFilter.GaussianBlur(radius=max(6, int(0.012 * max(W, H)))))
    sh = np.asarray(shadow, dtype=np.float32) / 255.0
    dx, dy = int(0.008 * W) + 2, int(0.01 * H) + 2
    sh = np.roll(np.roll(sh, dy, axis=0), dx, axis=1)
    bg = bg * (1 - 0.55 * sh[:, :, None])
    m = np.asarray(mask, dtype=np.float32)[:, :, None] / 255.0
    arr = np.asarray(warped, dtype=np.float32) * m + bg * (1 - m)
    # uneven light: a bright spot and a darker side, a faint warm cast
    light = 0.78 + 0.3 * _smooth_field(rng, W, H, 3)
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    sx, sy = rng.uniform(0.2, 0.8) * W, rng.uniform(0.1, 0.5) * H
    spot = np.exp(-(((xx - sx) / (0.5 * W)) ** 2 + ((yy - sy) / (0.5 * H)) ** 2))
    light = light + 0.12 * spot
    cast = np.array([1.0, rng.uniform(0.96, 1.0), rng.uniform(0.88, 0.96)], dtype=np.float32)
    arr = arr * light[:, :, None] * cast[None, None, :]
    arr = _noise(rng, arr, rng.uniform(3.0, 6.0))
    out = _to_img(arr).filter(ImageFilter.GaussianBlur(radius=rng.uniform(0.5, 0.9)))
    target = 1500 if card else 2100
    scale = target / max(out.size)
    if scale < 1:
        out = out.resize((int(out.size[0] * scale), int(out.size[1] * scale)), Image.LANCZOS)
    return out


def poor_scan(img, rng, dpi_in, card=False):
    dpi = int(rng.integers(120, 151))
    scale = dpi / dpi_in
    img = img.resize((int(img.size[0] * scale), int(img.size[1] * scale)), Image.BILINEAR)
    angle = float(rng.uniform(1.0, 3.0) * (1 if rng.random() < 0.5 else -1))
    if card:
        pad = int(0.25 * img.size[0])
        canvas = Image.new("RGB", (img.size[0] + 2 * pad, img.size[1] + 2 * pad), (250, 250, 248))
        canvas.paste(img, (pad, pad))
        img = canvas
    img = img.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=(246, 245, 240))
    img = img.filter(ImageFilter.GaussianBlur(radius=rng.uniform(0.45, 0.85)))
    arr = np.asarray(img, dtype=np.float32)
    tone = np.array([0.97, 0.96, 0.92], dtype=np.float32)
    arr = arr * tone[None, None, :] + 4
    arr = _noise(rng, arr, rng.uniform(5.0, 9.0))
    return _to_img(arr), dpi


def photocopy(img, rng, card=False):
    if card:
        pad = int(0.3 * img.size[0])
        canvas = Image.new("RGB", (img.size[0] + 2 * pad, img.size[1] + 2 * pad), (255, 255, 255))
        canvas.paste(img, (pad, pad))
        img = canvas
    g = np.asarray(img.convert("L"), dtype=np.float32)
    g = 255 * (g / 255.0) ** 1.5  # toner darkens the mid tones
    h, w = g.shape
    g = g * 0.88 + 12 * _smooth_field(rng, w, h, 5)  # grey, uneven drum
    g = np.minimum(g, 228)
    edge = int(rng.integers(0, 4))
    band = max(8, int(0.02 * w))
    if edge == 0:
        g[:, :band] *= np.linspace(0.25, 1.0, band, dtype=np.float32)[None, :]
    elif edge == 1:
        g[:, -band:] *= np.linspace(1.0, 0.25, band, dtype=np.float32)[None, :]
    elif edge == 2:
        g[:band, :] *= np.linspace(0.25, 1.0, band, dtype=np.float32)[:, None]
    speck = rng.random(size=g.shape) < 0.0025
    g[speck] = rng.uniform(20, 110, size=int(speck.sum()))
    g = _noise(rng, g, 7.0)
    out = _to_img(g, "L").filter(ImageFilter.GaussianBlur(radius=0.6))
    angle = float(rng.uniform(-1.5, 1.5))
    return out.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=210)


def fax(img, rng, page_no, pages, doc):
    g = img.convert("L")
    g = g.rotate(float(rng.uniform(-0.8, 0.8)), resample=Image.BILINEAR, fillcolor=255)
    w, h = g.size
    g = g.resize((w, h // 2), Image.BILINEAR).resize((w, h), Image.NEAREST)  # 200 x 100 dpi fine mode
    arr = np.asarray(g, dtype=np.float32)
    arr = _noise(rng, arr, 22.0)
    bw = arr > 150
    for _ in range(int(rng.integers(3, 8))):  # streaks: white drop-outs, now and then a thin dark line
        y = int(rng.integers(0, h - 3))
        x0 = int(rng.integers(0, w // 2))
        x1 = int(rng.integers(x0 + w // 4, w))
        if rng.random() < 0.75:
            bw[y : y + 1, x0:x1] = True
        else:
            bw[y, x0:x1] &= rng.random(x1 - x0) < 0.6
    out = Image.fromarray(np.where(bw, 255, 0).astype(np.uint8), "L")
    draw = ImageDraw.Draw(out)
    font = ImageFont.load_default(size=max(14, w // 90))
    when = f"{doc['issued'].replace('-', '/')} 10:{doc['seed'] % 50 + 10:02d}"
    stamp = f"{when}   DE : +212 5 22 {doc['seed'] % 90 + 10} 41 07"
    draw.text((20, 8), stamp + f"    P.{page_no:03d}/{pages:03d}", fill=0, font=font)
    return out.convert("1", dither=Image.Dither.NONE)


def finish(doc, pages, out_path):
    """Wear the rendered raster pages of doc and write its file."""
    rng = np.random.default_rng(doc["seed"])
    images = [load_raw(p) for p in pages]
    kind = doc["wear"]
    card = doc["type"] in ("cin_front", "cin_back", "id_card", "passport")
    dpi = doc["dpi"]
    worn = []
    for i, img in enumerate(images):
        if kind == "clean":
            if card:
                pad = int(0.12 * img.size[0])
                canvas = Image.new("RGB", (img.size[0] + 2 * pad, img.size[1] + 2 * pad), (255, 255, 255))
                canvas.paste(img, (pad, pad), _rounded_mask(img.size, int(0.037 * img.size[0])))
                img = canvas
            worn.append(img)
        elif kind == "scan":
            img, dpi = poor_scan(img, rng, doc["dpi"], card)
            worn.append(img)
        elif kind in ("phone", "photo"):
            worn.append(photo_of(img, rng, card=card))
            dpi = 150
        elif kind == "photocopy":
            worn.append(photocopy(img, rng, card))
        elif kind == "fax":
            worn.append(fax(img, rng, i + 1, len(images), doc))
        else:
            raise ValueError(kind)
    ext = doc["ext"]
    if ext == "pdf":
        first = worn[0]
        first.save(
            out_path,
            "PDF",
            resolution=float(dpi),
            save_all=True,
            append_images=worn[1:],
            creationDate=PDF_DATE,
            modDate=PDF_DATE,
            producer="Scan",
            title=doc["id"],
        )
    elif ext == "png":
        worn[0].save(out_path, "PNG", dpi=(dpi, dpi))
    elif ext == "jpg":
        quality = 92 if kind == "clean" else int(rng.integers(38, 60)) if kind == "scan" else int(rng.integers(72, 86))
        worn[0].convert("RGB").save(out_path, "JPEG", quality=quality, dpi=(dpi, dpi))
    elif ext == "tif":
        worn[0].save(out_path, "TIFF", compression="group4", dpi=(dpi, dpi))
    else:
        raise ValueError(ext)
