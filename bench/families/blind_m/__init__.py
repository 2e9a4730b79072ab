"""blind_m: Moroccan lending papers written as PostScript programs and rendered by Ghostscript.

Born-digital PDFs come from Ghostscript's pdfwrite device (a real text layer in URW base35 fonts); scans and
photos from its png16m/pnggray devices, worn with Pillow and numpy. See bench/families/README.md.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import datetime as dt
import pathlib
import random
import zlib

import numpy as np

from . import bank, identity, letters, misc, pay, raster
from .model import Doc
from .people import OTHER_CIN, PEOPLE, SPOUSE, Person

ENGINE = (
    "PostScript programs rendered by Ghostscript (pdfwrite for born-digital PDFs; png16m/pnggray page "
    "images worn with Pillow/numpy), URW base35 fonts"
)

D = dt.date


@dataclasses.dataclass
class Planned:
    case_id: str
    doc: Doc
    condition: str = ""
    stem: str = ""


class Kit:
    """Collects one applicant's papers."""

    def __init__(self, case_id: str, seed: int, ref: dt.date):
        self.cid = case_id
        self.p: Person = PEOPLE[case_id]
        self.rng = random.Random(f"blind_m/{seed}/{case_id}")
        self.pr = pay.payroll(self.p, ref)
        self.docs: list[Doc] = []
        self.conflicts: set[str] = set()

    def add(self, doc: Doc) -> None:
        self.docs.append(doc)

    # identity
    def cnie(self) -> None:
        self.add(identity.cin_front(self.p, self.rng))
        self.add(identity.cin_back(self.p, self.rng))

    # pay
    def slips(
        self, layout: str, months: list[tuple[int, int]], other_cin: dict | None = None, user_company: str = ""
    ) -> None:
        for year, month in months:
            cin = (other_cin or {}).get((year, month), "")
            self.add(pay.payslip(self.p, year, month, layout, self.rng, self.pr, cin, user_company))

    # bank
    def account(self, style: str, holder: tuple[str, str, str] | None = None) -> bank.Account:
        p = self.p
        given, family, account = holder if holder else (p.given, p.family, p.account)
        sex = "F" if holder else p.sex
        civ = "M." if sex == "M" else "MME"
        printed = {
            "columns": f"{civ} {given.upper()} {family}",
            "running": f"{family} {given.upper()}",
            "mono": f"{'MR' if sex == 'M' else 'MME'} {family} {given.upper()}",
            "modern": f"{'M.' if sex == 'M' else 'Mme'} {given} {family}",
            "releve": f"{civ} {family} {given.upper()}",
            "attestation": f"{'Monsieur' if sex == 'M' else 'Madame'} {given} {family}",
            "slip": f"{given.upper()} {family}",
        }[style]
        address = p.address if p.address[0] else ("RES. NAKHIL IMM 12 APPT 3", "SIDI MAAROUF CASABLANCA")
        rib = bank.codes.make_rib(p.bank.code, p.city_code, account)
        return bank.Account(p.bank, f"{given} {family}", printed, address, rib, p.agency, p.address[1] or "CASABLANCA")

    def statement(
        self,
        style: str,
        start: dt.date,
        end: dt.date,
        opening: float,
        spend: float = 0.95,
        loan: float = 0.0,
        holder: tuple[str, str, str] | None = None,
        **kw,
    ) -> float:
        acc = self.account(style, holder)
        payer = self.p.employer.brand.upper()[:22]
        txs = bank.transactions(self.rng, start, end, opening, self.pr.net, payer, acc.city.split()[-1], spend, loan)
        doc = bank.STATEMENTS[style](acc, start, end, opening, txs, self.rng, **kw)
        self.add(doc)
        return doc.meta["closing"]

    def rib(self, style: str, issued: dt.date) -> None:
        self.add(bank.rib_document(self.account(style), issued, self.rng, style))


def _plan_cases(seed: int) -> list[Kit]:
    kits = []

    k = Kit("c01", seed, D(2025, 6, 1))
    k.cnie()
    k.add(identity.passport_mar(k.p, k.rng, "c01"))
    k.slips("boxed", [(2025, 6), (2025, 7), (2025, 8)])
    k.add(letters.employment_form(k.p, D(2025, 9, 3), k.rng))
    bal = k.statement("running", D(2025, 7, 1), D(2025, 7, 31), 4210.35, 0.9)
    k.statement("running", D(2025, 8, 1), D(2025, 8, 31), bal, 1.0)
    k.rib("releve", D(2025, 9, 2))
    kits.append(k)

    k = Kit("c02", seed, D(2025, 7, 1))
    k.cnie()
    k.slips("narrow", [(2025, 7), (2025, 8)])
    k.add(letters.employment_letter(k.p, D(2025, 9, 4), k.rng, "nous"))
    k.add(letters.salary_letter(k.p, k.pr, D(2025, 9, 4), k.rng))
    k.add(letters.cnss_registration(k.p, D(2025, 9, 5), k.rng, D(2012, 3, 1)))
    k.statement("columns", D(2025, 6, 1), D(2025, 8, 31), 18230.5, 0.85, loan=2850.0)
    k.rib("attestation", D(2025, 9, 1))
    kits.append(k)

    k = Kit("c03", seed, D(2025, 6, 1))  # planted: the attestation de travail is another company's
    k.cnie()
    k.slips("mono", [(2025, 6), (2025, 7), (2025, 8)])
    other = dataclasses.replace(k.p, employer=letters_employer("saiss"))
    k.add(letters.employment_letter(other, D(2025, 9, 8), k.rng, "nous"))
    k.conflicts |= {"employer", "employer_cnss"}
    k.add(
        letters.cnss_declared(
            k.p, D(2025, 9, 9), k.rng, [(2025, 5), (2025, 6), (2025, 7)], k.pr.taxable, D(2019, 3, 12)
        )
    )
    k.statement("mono", D(2025, 7, 1), D(2025, 8, 31), 2150.0, 0.97)
    kits.append(k)

    k = Kit("c04", seed, D(2025, 4, 1))
    k.cnie()
    k.slips("columns", [(2025, 4), (2025, 5)])
    k.add(letters.salary_table(k.p, k.pr, D(2025, 6, 10), k.rng, [(2025, 3), (2025, 4), (2025, 5)]))
    k.add(letters.employment_letter(k.p, D(2025, 6, 10), k.rng, "je"))
    k.statement("mono", D(2025, 4, 1), D(2025, 5, 31), 31480.9, 0.8)
    k.rib("slip", D(2025, 6, 9))
    k.add(misc.utility_bill(k.p, D(2025, 5, 20), k.rng))
    kits.append(k)

    k = Kit("c05", seed, D(2025, 6, 1))  # planted: an inflated attestation de salaire
    k.cnie()
    k.slips("boxed", [(2025, 6), (2025, 7), (2025, 8)])
    k.add(letters.salary_letter(k.p, pay.payroll(k.p, D(2025, 6, 1), 1.45), D(2025, 9, 2), k.rng))
    k.conflicts |= {"gross_salary", "net_salary"}
    k.add(letters.employment_form(k.p, D(2025, 9, 2), k.rng))
    bal = k.statement("running", D(2025, 7, 1), D(2025, 7, 31), -850.4, 0.88, sign="minus")
    k.statement("running", D(2025, 8, 1), D(2025, 8, 31), bal, 0.95, sign="minus")
    kits.append(k)

    k = Kit("c06", seed, D(2025, 7, 1))
    k.cnie()
    k.slips("narrow", [(2025, 7), (2025, 8)])
    k.add(letters.employment_letter(k.p, D(2025, 9, 1), k.rng, "je"))
    k.add(letters.cnss_registration(k.p, D(2025, 9, 1), k.rng, D(2024, 11, 4)))
    k.statement("columns", D(2025, 7, 1), D(2025, 8, 31), 1320.15, 0.97)
    k.rib("releve", D(2025, 8, 28))
    kits.append(k)

    k = Kit("c07", seed, D(2025, 6, 1))
    k.cnie()
    k.add(identity.id_card_fra(k.p, k.rng))
    k.slips("english", [(2025, 6), (2025, 7), (2025, 8)])
    k.add(letters.employment_english(k.p, D(2025, 9, 5), k.rng))
    k.add(letters.salary_table(k.p, k.pr, D(2025, 9, 5), k.rng, [(2025, 6), (2025, 7), (2025, 8)]))
    k.statement("running", D(2025, 8, 1), D(2025, 8, 31), 56320.0, 0.9, loan=7400.0, sign="crdb")
    k.rib("attestation", D(2025, 9, 4))
    kits.append(k)

    k = Kit("c08", seed, D(2025, 6, 1))  # planted: one payslip printed with another person's CIN
    k.cnie()
    k.slips(
        "mono",
        [(2025, 6), (2025, 7), (2025, 8)],
        {(2025, 7): OTHER_CIN["c08"]},
        user_company="Nord Textile Confection SNC",
    )
    k.conflicts |= {"cin"}
    k.add(letters.employment_form(k.p, D(2025, 9, 10), k.rng))
    k.add(letters.cnss_declared(k.p, D(2025, 9, 10), k.rng, [(2025, 6), (2025, 7), (2025, 8)], k.pr.taxable, None))
    k.statement("columns", D(2025, 8, 1), D(2025, 8, 31), 612.3, 0.98)
    kits.append(k)

    k = Kit("c09", seed, D(2025, 6, 1))
    k.add(identity.residence_permit(k.p, k.rng))
    k.add(identity.passport_sen(k.p, k.rng))
    k.slips("columns", [(2025, 6), (2025, 7), (2025, 8)])
    k.add(letters.employment_letter(k.p, D(2025, 9, 3), k.rng, "nous"))
    k.add(letters.salary_letter(k.p, k.pr, D(2025, 9, 3), k.rng))
    k.add(letters.cnss_registration(k.p, D(2025, 9, 4), k.rng, D(2021, 5, 20)))
    k.statement("modern", D(2025, 6, 1), D(2025, 8, 31), 7480.0, 0.92)
    k.rib("slip", D(2025, 9, 1))
    kits.append(k)

    k = Kit("c10", seed, D(2025, 7, 1))  # planted: the attestation says CDI, the payslips CDD
    k.cnie()
    k.slips("boxed", [(2025, 7), (2025, 8)])
    k.add(letters.employment_form(dataclasses.replace(k.p, contract="CDI"), D(2025, 9, 2), k.rng))
    k.conflicts |= {"contract_type"}
    k.statement("modern", D(2025, 8, 1), D(2025, 8, 31), 950.6, 0.96)
    k.rib("releve", D(2025, 9, 2))
    k.add(misc.lease(k.p, D(2025, 2, 1), k.rng))
    kits.append(k)

    k = Kit("c11", seed, D(2025, 7, 1))
    k.cnie()
    k.add(identity.passport_mar(k.p, k.rng, "c11"))
    k.slips("public", [(2025, 7), (2025, 8)])
    k.add(letters.employment_letter(k.p, D(2025, 9, 11), k.rng, "je"))
    k.add(letters.salary_letter(k.p, k.pr, D(2025, 9, 11), k.rng))
    k.statement("running", D(2025, 6, 1), D(2025, 8, 31), 9120.45, 0.93, loan=3900.0, sign="minus")
    kits.append(k)

    k = Kit("c12", seed, D(2025, 6, 1))
    k.cnie()
    k.slips("narrow", [(2025, 6), (2025, 7), (2025, 8)])
    k.add(letters.salary_table(k.p, k.pr, D(2025, 9, 8), k.rng, [(2025, 6), (2025, 7), (2025, 8)]))
    k.add(
        letters.cnss_declared(
            k.p, D(2025, 9, 8), k.rng, [(2025, 6), (2025, 7), (2025, 8)], k.pr.taxable, D(2011, 1, 24)
        )
    )
    bal = k.statement("columns", D(2025, 7, 1), D(2025, 7, 31), -3120.75, 1.04, loan=2200.0)
    k.statement("columns", D(2025, 8, 1), D(2025, 8, 31), bal, 1.02, loan=2200.0)
    k.rib("slip", D(2025, 9, 8))
    kits.append(k)

    k = Kit("c13", seed, D(2025, 7, 1))  # planted: the statement is the spouse's account
    k.cnie()
    k.slips("mono", [(2025, 7), (2025, 8)])
    k.add(letters.employment_letter(k.p, D(2025, 9, 2), k.rng, "nous"))
    k.add(letters.cnss_registration(k.p, D(2025, 9, 3), k.rng, D(2018, 7, 16)))
    k.statement("mono", D(2025, 8, 1), D(2025, 8, 31), 1840.0, 0.9, holder=SPOUSE["c13"])
    k.conflicts |= {"account_holder", "rib"}
    k.rib("attestation", D(2025, 9, 2))
    kits.append(k)

    k = Kit("c14", seed, D(2025, 7, 1))
    k.cnie()
    k.slips("columns", [(2025, 7), (2025, 8)])
    k.add(letters.employment_form(k.p, D(2025, 9, 4), k.rng))
    k.add(letters.cnss_registration(k.p, D(2025, 9, 4), k.rng, D(2025, 1, 6)))
    k.statement("modern", D(2025, 7, 1), D(2025, 8, 31), 2310.0, 0.94)
    k.rib("releve", D(2025, 9, 3))
    k.add(misc.utility_bill(k.p, D(2025, 8, 18), k.rng))
    kits.append(k)
    return kits


def letters_employer(key: str):
    from .people import EMPLOYERS

    return EMPLOYERS[key]


# Pages: born-digital, clean and degraded in turn (5:3:3); cards and passports: scans or photos.
_PAGE_CYCLE = [
    "born_digital",
    "clean",
    "degraded",
    "born_digital",
    "clean",
    "degraded",
    "born_digital",
    "born_digital",
    "clean",
    "degraded",
    "born_digital",
]


def plan(seed: int = 0) -> tuple[list[Planned], dict]:
    planned: list[Planned] = []
    cases = {}
    turn = foreign = 0
    for n, kit in enumerate(_plan_cases(seed)):
        cases[kit.cid] = {"expected_conflicts": sorted(kit.conflicts)}
        card_condition = "clean" if n % 2 == 0 else "degraded"
        items = []
        for doc in kit.docs:
            if doc.doc_type in ("cin_front", "cin_back"):
                condition = card_condition
            elif doc.kind != "page":
                condition = ("clean", "degraded")[foreign % 2]
                foreign += 1
            else:
                condition = _PAGE_CYCLE[turn % len(_PAGE_CYCLE)]
                turn += 1
            items.append(Planned(kit.cid, doc, condition))
        order = list(range(len(items)))
        random.Random(f"blind_m/{seed}/{kit.cid}/order").shuffle(order)
        for index, i in enumerate(order, start=1):
            items[i].stem = f"{kit.cid}-d{index:02d}"
        planned.extend(sorted(items, key=lambda it: it.stem))
    return planned, cases


# -- rendering -----------------------------------------------------------------------------------------------


def _save_pages(pages, out: pathlib.Path, stem: str, fmt_: str, dpi: int, quality: int = 90) -> tuple[str, str]:
    if fmt_ == "pdf" or len(pages) > 1:
        name = f"{stem}.pdf"
        (out / name).write_bytes(raster.images_pdf(pages, dpi, quality))
        return name, "application/pdf"
    if fmt_ == "png":
        name = f"{stem}.png"
        pages[0].save(out / name, "PNG", optimize=False, dpi=(dpi, dpi))
        return name, "image/png"
    name = f"{stem}.jpg"
    (out / name).write_bytes(raster.jpeg_bytes(pages[0], quality))
    return name, "image/jpeg"


def _render_page(item: Planned, out: pathlib.Path, prng: random.Random, nrng: np.random.Generator):
    canvas = item.doc.pages[0]
    ps = canvas.to_ps()
    if item.condition == "born_digital":
        name = f"{item.stem}.pdf"
        raster.to_pdf(ps, out / name)
        return name, "application/pdf"
    if item.condition == "clean":
        fmt_ = prng.choice(["png", "jpeg", "pdf", "png"])
        dpi = prng.choice([200, 200, 300]) if fmt_ != "png" else 200
        gray = prng.random() < 0.4
        pages = [raster.clean_scan(img, nrng, gray, fmt_ != "png") for img in raster.to_images(ps, dpi)]
        return _save_pages(pages, out, item.stem, fmt_, dpi, 92)
    style = prng.choice(["photocopy", "phone", "phone", "photocopy_pdf"])
    if len(canvas.pages) > 1 and style == "phone":
        style = "photocopy_pdf"
    if style == "phone":
        img = raster.to_images(ps, 150)[0]
        photo = raster.phone_photo(img, nrng, prng.choice(["wood", "desk", "fabric", "marble"]))
        name = f"{item.stem}.jpg"
        (out / name).write_bytes(raster.jpeg_bytes(photo, prng.randint(58, 72)))
        return name, "image/jpeg"
    dpi = 200
    target = prng.choice([130, 150])
    pages = [raster.photocopy(img, nrng, dpi, target) for img in raster.to_images(ps, dpi)]
    if style == "photocopy_pdf" or len(pages) > 1:
        return _save_pages(pages, out, item.stem, "pdf", target, prng.randint(45, 65))
    fmt_ = prng.choice(["jpeg", "png"])
    if fmt_ == "png":
        pages = [raster.recompress(pages[0], 55)]
    return _save_pages(pages, out, item.stem, fmt_, target, prng.randint(50, 68))


def _render_card(item: Planned, out: pathlib.Path, prng: random.Random, nrng: np.random.Generator):
    booklet = item.doc.kind == "booklet"
    if item.condition == "clean":
        dpi = prng.choice([300, 350])
        faces = [raster.to_images(c.to_ps(), dpi)[0] for c in item.doc.pages]
        bed = raster.card_on_bed(faces, nrng, 12 if booklet else int(dpi * 0.045), int(dpi * 0.25))
        fmt_ = prng.choice(["png", "jpeg"])
        return _save_pages([bed], out, item.stem, fmt_, dpi, 92)
    dpi = 300
    faces = [raster.to_images(c.to_ps(), dpi)[0] for c in item.doc.pages]
    sheet = raster.cards_with_alpha(faces, 10 if booklet else int(dpi * 0.045), int(dpi * 0.2), nrng)
    photo = raster.phone_photo(
        sheet,
        nrng,
        prng.choice(["wood", "fabric", "dark", "cloth", "desk"]),
        margin=0.18,
        max_tilt=0.05,
        blur=(0.6, 1.0),
    )
    name = f"{item.stem}.jpg"
    (out / name).write_bytes(raster.jpeg_bytes(photo, prng.randint(62, 76)))
    return name, "image/jpeg"


def _render(item: Planned, out: pathlib.Path, seed: int) -> tuple[str, str]:
    key = f"blind_m/{seed}/{item.stem}"
    prng = random.Random(key)
    nrng = np.random.default_rng(zlib.crc32(key.encode()))
    if item.doc.kind == "page":
        return _render_page(item, out, prng, nrng)
    return _render_card(item, out, prng, nrng)


def build_with_meta(out_dir: pathlib.Path, seed: int = 0) -> tuple[dict, dict]:
    """The family's description, and per file the facts the self-check verifies (MRZ lines, amounts)."""
    out = pathlib.Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    planned, cases = plan(seed)
    with concurrent.futures.ProcessPoolExecutor(max_workers=2) as pool:
        rendered = list(pool.map(_render, planned, [out] * len(planned), [seed] * len(planned)))
    documents, meta = [], {}
    for item, (name, mime) in zip(planned, rendered, strict=True):
        documents.append(
            {
                "file": name,
                "mime": mime,
                "case_id": item.case_id,
                "document_type": item.doc.doc_type,
                "condition": item.condition,
                "labels": dict(item.doc.labels),
            }
        )
        meta[name] = {**item.doc.meta, "printed": [s for page in item.doc.pages for s in page.strings]}
    return {"documents": documents, "cases": cases}, meta


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    return build_with_meta(out_dir, seed)[0]
