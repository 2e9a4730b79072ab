"""Blind family E: documents typed in a word processor or a spreadsheet and printed to PDF by LibreOffice.

Every paper is authored as OpenDocument flat XML (.fodt letters, forms and cards; .fods payslips and statements),
converted by `soffice --headless --convert-to pdf`; the PDF is kept as the born-digital file or rasterized with
pypdfium2 and then scanned, photocopied or photographed (numpy / Pillow) for the clean and degraded conditions.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import multiprocessing
import os
import pathlib
import random
import re
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass, field

from . import docs_bank, docs_hr, docs_id, docs_other, fmt, imaging
from .common import rng_for
from .world import OTHER_CIN, OTHER_DOB, World, make_world

ENGINE = "libreoffice"

# The card number and the passport number are different documents' own numbers: never a conflict.
NEVER_CONFLICT = {"pay_period", "statement_period_start", "statement_period_end", "document_number"}


@dataclass
class Spec:
    case: str
    dtype: str
    stem: str
    ext: str  # fodt | fods
    source: str
    labels: dict
    kind: str = "page"  # page | card | passport
    condition: str = ""
    out: str = ""  # pdf | png | jpg | tiff | webp | imgpdf
    mode: str = ""  # scan | copy | photo | booklet
    extra: dict = field(default_factory=dict)


# --- planning


def _plan_person(world: World, seed: int, i: int) -> list[Spec]:
    """One applicant's papers, with their sources and labels."""
    specs: list[Spec] = []
    emps, banks = world.employers, world.banks
    p = world.people[i]
    rng = rng_for("docs", seed, p.cid)
    e = emps[p.employer]
    design = "cnie_old" if p.card_old else ("cnie_a" if i % 2 == 0 else "cnie_b")
    ext, src, lab = docs_id.cin_front(p, rng, design)
    specs.append(Spec(p.cid, "cin_front", f"{p.cid}-cin-front", ext, src, lab, kind="card"))
    ext, src, lab, _ = docs_id.cin_back(p, rng, design)
    specs.append(Spec(p.cid, "cin_back", f"{p.cid}-cin-back", ext, src, lab, kind="card"))
    if p.passport:
        pdesign = ["pass_a", "pass_b", "pass_c"][sum(q.passport for q in world.people[:i]) % 3]
        dob = OTHER_DOB.get(p.cid, p.dob) if p.conflict == "other_dob" else p.dob
        ext, src, lab, _ = docs_id.passport(p, rng, pdesign, dob)
        specs.append(
            Spec(
                p.cid,
                "passport",
                f"{p.cid}-passport",
                ext,
                src,
                lab,
                kind="passport",
                extra={"booklet": pdesign != "pass_c" and i % 3 == 0},
            )
        )
    if p.payslip_pack == "multi":
        ext, src, lab = docs_hr.payslip(p, e, p.months, rng)
        specs.append(Spec(p.cid, "payslip", f"{p.cid}-payslips-{p.months[0]}-to-{p.months[-1]}", ext, src, lab))
    else:
        for m in p.months:
            ext, src, lab = docs_hr.payslip(p, e, [m], rng)
            specs.append(Spec(p.cid, "payslip", f"{p.cid}-payslip-{m}", ext, src, lab))
    if "emp" in p.docs:
        emp = emps["mas"] if p.conflict == "other_employer" else e
        ext, src, lab = docs_hr.employment_certificate(p, emp, rng)
        specs.append(Spec(p.cid, "employment_certificate", f"{p.cid}-attestation-travail", ext, src, lab))
    if "sal" in p.docs:
        reg = p.pay[p.months[0]]
        gross, net = reg["gross"], reg["net"]
        if p.conflict == "inflated_salary":
            k = 1.34
            gross = round(gross * k / 50) * 50.0
            net = round(net * k, 2)
        cin = OTHER_CIN if p.conflict == "other_cin" else p.cin
        ext, src, lab = docs_hr.salary_certificate(p, e, rng, gross, net, cin)
        specs.append(Spec(p.cid, "salary_certificate", f"{p.cid}-attestation-salaire", ext, src, lab))
    if "cnss" in p.docs:
        ext, src, lab = docs_hr.cnss_certificate(p, e, rng, ["C1", "C2", "C3"][i % 3])
        specs.append(Spec(p.cid, "cnss_certificate", f"{p.cid}-cnss", ext, src, lab))
    if "stmt" in p.docs:
        last = p.months[-1]
        if p.cid == "c05":
            start, end = "2025-02-16", "2025-03-15"
        else:
            start = fmt.month_bounds(fmt.add_months(last, -(p.stmt_months - 1)))[0]
            end = fmt.month_bounds(last)[1]
        ext, src, lab = docs_bank.statement(p, banks[p.bank], e, rng, start, end)
        specs.append(Spec(p.cid, "bank_statement", f"{p.cid}-releve", ext, src, lab))
    if "rib" in p.docs:
        ext, src, lab = docs_bank.rib_document(p, banks[p.bank], rng, p.issue_date)
        specs.append(Spec(p.cid, "rib", f"{p.cid}-rib", ext, src, lab))
    for kind in p.others:
        ext, src = docs_other.other(kind, p, rng)
        specs.append(Spec(p.cid, "other", f"{p.cid}-{kind}", ext, src, {}))
    return specs


def _write_sources(job: tuple) -> list[Spec]:
    world, seed, i, src_dir = job
    specs = _plan_person(world, seed, i)
    for s in specs:
        (pathlib.Path(src_dir) / f"{s.stem}.{s.ext}").write_text(s.source, encoding="utf-8")
        s.source = ""
    return specs


def _assign_conditions(specs: list[Spec], seed: int):
    rng = random.Random(f"blind_e-conditions-{seed}")
    ids = [s for s in specs if s.kind in ("card", "passport")]
    pages = [s for s in specs if s.kind == "page"]
    rng.shuffle(ids)
    n_deg = round(len(ids) * 0.6)
    for k, s in enumerate(ids):
        s.condition = "degraded" if k < n_deg else "clean"
    rng.shuffle(pages)
    n = len(pages)
    n_deg, n_clean = round(n * 0.43), round(n * 0.25)
    for k, s in enumerate(pages):
        s.condition = "degraded" if k < n_deg else ("clean" if k < n_deg + n_clean else "born_digital")
    for s in specs:
        r = rng_for("cond", seed, s.stem)
        multi = s.dtype == "payslip" and "payslips" in s.stem
        if s.condition == "born_digital":
            s.out = "pdf"
        elif s.condition == "clean":
            s.out = "imgpdf" if multi else r.choices(["png", "jpg", "imgpdf"], [5, 3, 2])[0]
            s.extra["dpi"] = r.choice([200, 240, 300])
        else:
            if s.kind == "card":
                s.mode = r.choices(["photo", "copy"], [5, 1])[0]
                s.out = r.choices(["jpg", "png", "webp"], [7, 1, 1])[0]
            elif s.kind == "passport":
                s.mode = r.choice(["photo", "scan"])
                s.out = "jpg"
            else:
                s.mode = r.choices(["scan", "copy", "photo"], [9, 5, 6])[0]
                s.out = "imgpdf" if multi else r.choices(["jpg", "png", "tiff", "webp", "imgpdf"], [12, 2, 1, 1, 1])[0]
            s.extra["strength"] = r.uniform(0.2, 1.0)
            s.extra["dpi"] = r.choice([110, 130, 150, 170, 200]) if s.mode != "photo" else r.choice([130, 150, 170])


# --- converting


def _convert(src_files: list[pathlib.Path], out_dir: pathlib.Path, work: pathlib.Path):
    """Convert with two soffice processes (own profiles) in parallel."""
    groups = [src_files[0::2], src_files[1::2]]
    procs = []
    for k, group in enumerate(groups):
        if not group:
            continue
        profile = work / f"profile{k}"
        cmd = [
            shutil.which("soffice") or "/usr/bin/soffice",
            f"-env:UserInstallation=file://{profile}",
            "--headless",
            "--norestore",
            "--convert-to",
            "pdf",
            "--outdir",
            str(out_dir),
            *[str(f) for f in group],
        ]
        procs.append(subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=str(work)))
    for pr in procs:
        pr.wait(timeout=900)
    missing = [f for f in src_files if not (out_dir / (f.stem + ".pdf")).exists()]
    if missing:  # a retry, one file at a time, for anything LibreOffice dropped
        for f in missing:
            subprocess.run(
                [
                    shutil.which("soffice") or "/usr/bin/soffice",
                    f"-env:UserInstallation=file://{work}/profile_retry",
                    "--headless",
                    "--convert-to",
                    "pdf",
                    "--outdir",
                    str(out_dir),
                    str(f),
                ],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                timeout=300,
                check=False,
            )
    missing = [f.name for f in src_files if not (out_dir / (f.stem + ".pdf")).exists()]
    if missing:
        raise RuntimeError(f"LibreOffice did not convert: {missing}")
    _check_sheets_printed_as_sheets([f for f in src_files if f.suffix == ".fods"], out_dir)


def _check_sheets_printed_as_sheets(sheets: list[pathlib.Path], out_dir: pathlib.Path) -> None:
    """Without LibreOffice Calc, soffice opens a .fods in Writer as plain text and prints its XML: stop there."""
    import pypdfium2

    for f in sheets:
        pdf = pypdfium2.PdfDocument(str(out_dir / (f.stem + ".pdf")))
        try:
            text = pdf[0].get_textpage().get_text_range()
        finally:
            pdf.close()
        if text.lstrip().startswith("<?xml"):
            raise RuntimeError(
                f"{f.name} was printed as XML text: install libreoffice-calc (see bench/families/README.md)"
            )


# --- imaging

MIME = {
    "pdf": "application/pdf",
    "imgpdf": "application/pdf",
    "png": "image/png",
    "jpg": "image/jpeg",
    "tiff": "image/tiff",
    "webp": "image/webp",
}


def _save(images, out: str, path: pathlib.Path, dpi: int, rng: random.Random):
    if out == "png":
        images[0].save(path, "PNG", dpi=(dpi, dpi), compress_level=3)
    elif out == "jpg":
        images[0].convert("RGB").save(path, "JPEG", quality=rng.randint(55, 80) if dpi < 200 else 90, dpi=(dpi, dpi))
    elif out == "tiff":
        images[0].save(path, "TIFF", compression="tiff_deflate", dpi=(dpi, dpi))
    elif out == "webp":
        images[0].convert("RGB").save(path, "WEBP", quality=rng.randint(60, 80))
    elif out == "imgpdf":
        rgb = [im.convert("RGB") for im in images]
        buf = []
        for im in rgb:  # pages as JPEG-compressed images
            b = imaging.jpeg_roundtrip(im, 85)
            buf.append(b)
        when = time.strptime("2025-04-28 09:30", "%Y-%m-%d %H:%M")
        buf[0].save(
            path, "PDF", resolution=float(dpi), save_all=True, append_images=buf[1:], creationDate=when, modDate=when
        )
    else:
        raise ValueError(out)


def _stable_pdf(data: bytes, stem: str) -> bytes:
    """LibreOffice's PDF with its creation date, ID and checksum made fixed (same lengths: offsets hold)."""
    key = hashlib.md5(stem.encode(), usedforsecurity=False).hexdigest().upper()

    def date(m: re.Match) -> bytes:
        fixed = b"20250428093000"
        return m.group(1) + fixed[: len(m.group(2))].ljust(len(m.group(2)), b"0") + m.group(3)

    data = re.sub(rb"(/(?:CreationDate|ModDate)\(D:)(\d+)([^)]*\))", date, data)
    data = re.sub(rb"<[0-9A-F]{32}>", b"<" + key.encode() + b">", data)
    return re.sub(rb"(/DocChecksum /)[0-9A-F]{32}", rb"\g<1>" + key.encode(), data)


def _process(job: tuple) -> str:
    spec_d, pdf_path, out_dir, seed = job
    s = Spec(**spec_d)
    rng = rng_for("img", seed, s.stem)
    name = f"{s.stem}-{s.condition}.{'pdf' if s.out in ('pdf', 'imgpdf') else s.out}"
    dest = pathlib.Path(out_dir) / name
    if s.condition == "born_digital":
        dest.write_bytes(_stable_pdf(pathlib.Path(pdf_path).read_bytes(), s.stem))
        return name
    dpi = s.extra.get("dpi", 200)
    strength = s.extra.get("strength", 0.5)
    if s.kind in ("card", "passport"):
        big = imaging.render(pdf_path, 520 if s.kind == "card" else 420)[0]
        if s.kind == "passport" and s.extra.get("booklet"):
            big = imaging.passport_booklet(big, rng)
        if s.condition == "clean":
            k = 300 / (520 if s.kind == "card" else 420)
            small = big.resize((int(big.size[0] * k), int(big.size[1] * k)), imaging.Image.LANCZOS)
            img = imaging.card_scan(small, rng)
            dpi = 300
        elif s.mode == "copy":
            img = imaging.card_copy(big.resize((big.size[0] * 300 // 520, big.size[1] * 300 // 520)), rng)
            dpi = 300
        elif s.mode == "scan":
            k = dpi / 420
            small = big.resize((int(big.size[0] * k), int(big.size[1] * k)), imaging.Image.LANCZOS)
            img = imaging.scan_page(imaging.card_scan(small, rng), rng, strength, copy=False)
        else:
            img = imaging.card_photo(big, rng, strength)
            dpi = 72
        _save([img], s.out, dest, dpi, rng)
        return name
    pages = imaging.render(pdf_path, dpi)
    if len(pages) > 1 and s.out != "imgpdf":  # a statement that ran to several pages: one PDF of page images
        s.out = "imgpdf"
        name = f"{s.stem}-{s.condition}.pdf"
        dest = pathlib.Path(out_dir) / name
    out = []
    for im in pages:
        if s.condition == "clean":
            out.append(imaging.clean_page(im, rng))
        elif s.mode == "photo":
            out.append(imaging.photo_page(im, rng, strength))
        else:
            out.append(imaging.scan_page(im, rng, strength, copy=s.mode == "copy"))
    _save(out, s.out, dest, dpi, rng)
    return name


# --- conflicts


def _norm(v):
    if isinstance(v, bool):
        return v
    if isinstance(v, int | float):
        return round(float(v), 2)
    return " ".join(str(v).lower().split())


def conflicts(docs: list[dict]) -> list[str]:
    seen: dict[str, set] = {}
    for d in docs:
        for k, v in d["labels"].items():
            if k in NEVER_CONFLICT:
                continue
            seen.setdefault(k, set()).add(_norm(v))
    return sorted(k for k, vs in seen.items() if len(vs) > 1)


# --- build


_T0 = [0.0]


def _tick(what: str):
    if os.environ.get("BLIND_E_TIMING"):
        now = time.monotonic()
        print(f"blind_e: {what} {now - _T0[0]:.1f}s", flush=True)
        _T0[0] = now


def build(out_dir: pathlib.Path, seed: int = 0, keep_work: pathlib.Path | None = None) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    _T0[0] = time.monotonic()
    world = make_world(seed)
    work = pathlib.Path(tempfile.mkdtemp(prefix="blind_e-"))
    workers = min(2, os.cpu_count() or 1)
    ctx = multiprocessing.get_context("fork")
    try:
        src_dir, pdf_dir = work / "src", work / "pdf"
        src_dir.mkdir()
        pdf_dir.mkdir()
        with concurrent.futures.ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
            per_person = list(
                ex.map(_write_sources, [(world, seed, i, str(src_dir)) for i in range(len(world.people))])
            )
        specs = [s for group in per_person for s in group]
        _tick("sources")
        _assign_conditions(specs, seed)
        _convert([src_dir / f"{s.stem}.{s.ext}" for s in specs], pdf_dir, work)
        _tick("libreoffice")
        jobs = [(dict(s.__dict__), str(pdf_dir / f"{s.stem}.pdf"), str(out_dir), seed) for s in specs]
        with concurrent.futures.ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
            names = list(ex.map(_process, jobs))
        _tick("images")
        if keep_work is not None:
            keep_work = pathlib.Path(keep_work)
            if keep_work.exists():
                shutil.rmtree(keep_work)
            shutil.copytree(work, keep_work, ignore=shutil.ignore_patterns("profile*"))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    documents = []
    for s, name in zip(specs, names, strict=True):
        documents.append(
            {
                "file": name,
                "mime": MIME[name.rsplit(".", 1)[1]],
                "case_id": s.case,
                "document_type": s.dtype,
                "condition": s.condition,
                "labels": dict(s.labels),
            }
        )
    cases = {}
    for p in world.people:
        cdocs = [d for d in documents if d["case_id"] == p.cid]
        cases[p.cid] = {"expected_conflicts": conflicts(cdocs)}
    return {"documents": documents, "cases": cases}
