"""From the cases to documents: each document's context, its rendering, its output condition and its labels."""

from __future__ import annotations

import copy
import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from . import core, pay, t_bank, t_cards, t_letters, t_pay, wear
from .fmt import iban, make_rib, month_end
from .people import BANKS, CASES

ALLOWED = {
    "cin_front": {"applicant_name", "cin", "date_of_birth", "place_of_birth", "cin_expiry"},
    "cin_back": {"address", "mrz_valid", "cin", "date_of_birth", "cin_expiry", "applicant_name", "document_number"},
    "passport": {
        "applicant_name",
        "date_of_birth",
        "cin",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    },
    "id_card": {
        "applicant_name",
        "date_of_birth",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    },
    "residence_permit": {
        "applicant_name",
        "date_of_birth",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    },
    "payslip": {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "cnss_number",
        "hire_date",
        "contract_type",
        "position",
        "pay_period",
        "gross_salary",
        "net_salary",
        "date_of_birth",
    },
    "employment_certificate": {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "hire_date",
        "position",
        "contract_type",
        "date_of_birth",
    },
    "salary_certificate": {
        "applicant_name",
        "cin",
        "employer",
        "hire_date",
        "position",
        "gross_salary",
        "net_salary",
        "date_of_birth",
    },
    "cnss_certificate": {
        "applicant_name",
        "cnss_number",
        "cin",
        "affiliation_date",
        "employer",
        "employer_cnss",
        "date_of_birth",
    },
    "bank_statement": {
        "bank_name",
        "account_holder",
        "rib",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    },
    "rib": {"bank_name", "account_holder", "rib"},
    "other": set(),
}
CARD_TYPES = {"cin_front", "cin_back", "passport", "id_card", "residence_permit"}
TEMPLATES = {
    **t_pay.TEMPLATES,
    **t_letters.TEMPLATES,
    **t_bank.TEMPLATES,
    "passport_mar": t_cards.passport_mar,
    "passport_sen": t_cards.passport_sen,
    "id_fra": t_cards.id_fra,
    "permit_mar": t_cards.permit_mar,
}
MIMES = {"pdf": "application/pdf", "png": "image/png", "jpg": "image/jpeg", "webp": "image/webp", "tif": "image/tiff"}
LAST_PERIOD = "2026-10"
CREATORS = {
    "payslip": ["PaieExpert 8.2", "RH-Suite Payroll 2026", "GestPaie Maroc v11", "HR Cloud Payroll"],
    "bank_statement": ["CoreBank eDocs 5.1", "Edition Releves v3.4"],
    "rib": ["CoreBank eDocs 5.1"],
    "cnss_certificate": ["Portail Ma CNSS"],
}


@dataclass
class Ctx:
    case_id: str
    index: int
    doc_type: str
    template: str
    condition: str
    ext: str
    opts: dict
    person: dict
    employer: dict
    job: dict
    bank: dict
    seed: int
    k: int
    doc_date: str
    affiliation: str
    period: str = ""
    pay_date: dt.date | None = None
    slip: pay.Slip | None = None
    salary: tuple[float, float] = (0.0, 0.0)
    salary_split: tuple[float, float] = (0.0, 0.0)
    stmt: dict = field(default_factory=dict)
    declared: list = field(default_factory=list)
    mrz: list | None = None
    shown: set = field(default_factory=set)

    def __post_init__(self):
        self.rng = np.random.default_rng(self.seed)

    def show(self, *fields: str) -> None:
        self.shown.update(fields)

    @property
    def file(self) -> str:
        return f"{self.case_id}-d{self.index:02d}.{self.ext}"


def _pay_date(period: str, salary_day: int) -> dt.date:
    first = dt.date(int(period[:4]), int(period[5:7]), 1)
    last = month_end(first)
    if salary_day >= 20:
        return min(dt.date(first.year, first.month, min(salary_day, last.day)), last)
    nxt = last + dt.timedelta(days=1)
    return dt.date(nxt.year, nxt.month, salary_day)


def _affiliation(person: dict, job: dict) -> str:
    dob, hire = dt.date.fromisoformat(person["dob"]), dt.date.fromisoformat(job["hire_date"])
    first_job = dt.date(dob.year + 22, 1 + (dob.month + 4) % 12, 1 + dob.day % 27)
    return min(first_job, hire).isoformat()


def _bank(case: dict, holder: dict, account: str | None = None) -> dict:
    b = case["bank"]
    base = BANKS[b["key"]]
    rib = make_rib(base["code"], b["city"], account or b["account"])
    return {
        **base,
        **b,
        "account": account or b["account"],
        "rib": rib,
        "iban": iban(rib),
        "holder": holder,
        "holder_address": holder["address"],
    }


def _statement(case: dict, ci: int, seed: int, net: float, employer: str, months: int) -> dict:
    b = case["bank"]
    end = dt.date(2026, 10, 31)
    start = dt.date(2026, 11 - months, 1)
    args = dict(
        opening=b["opening"],
        net_salary=net,
        employer=employer,
        salary_day=b["salary_day"],
        rent=b["rent"],
        loan=b["loan"],
        spend=b.get("spend", 0.6),
    )
    txs = pay.statement_lines(seed * 7919 + ci, start, end, **args)
    bal = pay.running(b["opening"], txs)
    if min([*bal, b["opening"]]) < 0:
        agios = pay.r2(abs(min([*bal, b["opening"]])) * 0.14 / 12 * months + 9.5)
        txs = pay.statement_lines(
            seed * 7919 + ci, start, end, **args, extra=[(end, "INTERETS DEBITEURS ET COMMISSIONS", -agios)]
        )
        bal = pay.running(b["opening"], txs)
    closing = bal[-1] if bal else b["opening"]
    return {
        "start": start,
        "end": end,
        "opening": b["opening"],
        "closing": closing,
        "txs": txs,
        "balances": bal,
        "credits": pay.r2(sum(t.amount for t in txs if t.amount > 0)),
        "debits": pay.r2(sum(-t.amount for t in txs if t.amount < 0)),
    }


def _declared(job: dict) -> list[tuple[str, int]]:
    hire = dt.date.fromisoformat(job["hire_date"])
    out = []
    y, m = 2025, 11
    for _ in range(12):
        first = dt.date(y, m, 1)
        if month_end(first) >= hire:
            days = 26
            if (hire.year, hire.month) == (y, m):
                days = max(1, round(26 * (month_end(first).day - hire.day + 1) / month_end(first).day))
            out.append((f"{m:02d}/{y}", days))
        y, m = (y + (m == 12), m % 12 + 1)
    return out


def plan(seed: int = 0) -> tuple[list[Ctx], dict]:
    ctxs: list[Ctx] = []
    cases: dict = {}
    for ci, case in enumerate(CASES):
        cases[case["id"]] = {"expected_conflicts": sorted(case.get("conflict", {}).get("fields", []))}
        job0 = case["job"]
        latest = pay.compute(job0, LAST_PERIOD)
        for di, (dtype, template, condition, ext, opts) in enumerate(case["docs"], start=1):
            dseed = seed * 100_003 + ci * 101 + di
            rng = np.random.default_rng([seed, ci, di, 7])
            person = copy.deepcopy(case["person"])
            employer = copy.deepcopy(case["employer"])
            job = copy.deepcopy(job0)
            conflict = case.get("conflict", {}) if opts.get("conflict") else {}
            if "employer" in conflict:
                employer = copy.deepcopy(conflict["employer"])
            if "cin" in conflict:
                person["cin"] = conflict["cin"]
            if "contract" in conflict:
                job["contract"] = conflict["contract"]
            holder = person
            account = None
            if "holder_given" in conflict:
                holder = {
                    **person,
                    "given": conflict["holder_given"],
                    "family": conflict["holder_family"],
                    "sex": conflict["holder_sex"],
                }
                account = conflict["account"]
            ctx = Ctx(
                case["id"],
                di,
                dtype,
                template,
                condition,
                ext,
                opts,
                person,
                employer,
                job,
                _bank(case, holder, account),
                dseed,
                ci + di,
                f"2026-11-{int(rng.integers(2, 21)):02d}",
                _affiliation(person, job),
            )
            if dtype == "payslip":
                ctx.period = opts["period"]
                ctx.slip = pay.compute(job, ctx.period)
                ctx.pay_date = _pay_date(ctx.period, case["bank"]["salary_day"])
            if dtype == "salary_certificate":
                if "gross" in conflict:
                    g, n = conflict["gross"], conflict["net"]
                    base = pay.r2(round(g * 0.76, -1))
                    ctx.salary, ctx.salary_split = (g, n), (base, pay.r2(g - base))
                else:
                    base = latest.earnings[0].amount
                    ctx.salary, ctx.salary_split = (latest.gross, latest.net), (base, pay.r2(latest.gross - base))
            if dtype == "bank_statement":
                ctx.stmt = _statement(case, ci, seed, latest.net, case["employer"]["brand"], opts.get("months", 1))
            if template == "c_decl":
                ctx.declared = _declared(job)
            ctxs.append(ctx)
    return ctxs, cases


def values(ctx: Ctx) -> dict:
    per, emp, job, bank = ctx.person, ctx.employer, ctx.job, ctx.bank
    v = {
        "applicant_name": f"{per['given']} {per['family']}",
        "cin": per.get("cin") or None,
        "date_of_birth": per["dob"],
        "place_of_birth": per["pob"],
        "cin_expiry": per.get("card_expiry"),
        "address": " ".join(per.get("address", [])),
        "mrz_valid": True,
        "employer": emp["name"],
        "employer_cnss": emp.get("cnss") or None,
        "cnss_number": per.get("cnss") or None,
        "hire_date": job["hire_date"],
        "contract_type": job["contract"],
        "position": job["position"],
        "affiliation_date": ctx.affiliation,
        "bank_name": bank["name"],
        "account_holder": f"{bank['holder']['given']} {bank['holder']['family']}",
        "rib": bank["rib"],
    }
    if ctx.doc_type == "cin_back":
        v["document_number"] = per["card_no"]
    if ctx.template == "passport_mar":
        v.update(
            document_number=per["passport"],
            nationality="MAR",
            issuing_country="MAR",
            document_expiry=per["passport_expiry"],
        )
    if ctx.template == "passport_sen":
        v.update(
            document_number=per["passport"],
            nationality="SEN",
            issuing_country="SEN",
            document_expiry=per["passport_expiry"],
            cin=None,
        )
    if ctx.template == "id_fra":
        v.update(
            document_number=per["fr_id"], nationality="FRA", issuing_country="FRA", document_expiry=per["fr_id_expiry"]
        )
    if ctx.template == "permit_mar":
        v.update(
            document_number=per["permit_no"],
            nationality="SEN",
            issuing_country="MAR",
            document_expiry=per["permit_expiry"],
        )
    if ctx.slip is not None:
        v.update(pay_period=ctx.period, gross_salary=ctx.slip.gross, net_salary=ctx.slip.net)
    if ctx.doc_type == "salary_certificate":
        v.update(gross_salary=ctx.salary[0], net_salary=ctx.salary[1])
    if ctx.stmt:
        v.update(
            statement_period_start=ctx.stmt["start"].isoformat(),
            statement_period_end=ctx.stmt["end"].isoformat(),
            opening_balance=pay.r2(ctx.stmt["opening"]),
            closing_balance=pay.r2(ctx.stmt["closing"]),
        )
    return v


def labels(ctx: Ctx) -> dict:
    v = values(ctx)
    out = {}
    for f in sorted(ctx.shown & ALLOWED[ctx.doc_type]):
        if v.get(f) is not None:
            out[f] = v[f]
    return out


def _pages(ctx: Ctx) -> list[core.Page]:
    if ctx.template == "cnie":
        return t_cards.cnie_front(ctx) if ctx.doc_type == "cin_front" else t_cards.cnie_back(ctx)
    return TEMPLATES[ctx.template](ctx)


def render(ctx: Ctx, out_dir: Path) -> dict:
    pages = _pages(ctx)
    path = out_dir / ctx.file
    rng = ctx.rng
    if ctx.condition == "born_digital":
        assert ctx.ext == "pdf"
        creators = CREATORS.get(ctx.doc_type, ["Microsoft Word", "LibreOffice Writer", "WPS Writer"])
        core.save_pdf(pages, path, creators[ctx.k % len(creators)], "Matplotlib pdf backend")
    elif ctx.doc_type in CARD_TYPES:
        big = ctx.template.startswith("passport")
        imgs = [core.rasterize(pg, 300 if big else 400) for pg in pages]
        if ctx.condition == "clean":
            if len(imgs) == 2:
                small = [core.rasterize(pg, 220) for pg in pages]
                img = wear.cards_on_page(small, rng, 220)
            else:
                img = wear.card_scan(imgs[0], rng)
        else:
            img = wear.card_photo(imgs, rng, 1700 if len(imgs) == 2 else int(rng.integers(1200, 1600)))
        core.save_image(img, path, quality=92 if ctx.condition == "clean" else int(rng.integers(60, 78)))
    elif ctx.condition == "clean":
        dpi = 200 if ctx.ext in ("png", "pdf") else 250
        grey = ctx.ext == "png" and ctx.k % 2 == 0
        imgs = [wear.scan_clean(core.rasterize(pg, dpi), rng, grey) for pg in pages]
        if ctx.ext == "pdf":
            core.save_image_pdf(imgs, path, dpi, "Canon iR-ADV C3525 Scan", quality=85)
        else:
            assert len(imgs) == 1
            core.save_image(imgs[0], path, quality=90, dpi=dpi)
    else:
        assert len(pages) == 1, ctx.file
        if ctx.k % 2 == 0:
            img = wear.phone_page(core.rasterize(pages[0], 150), rng, int(rng.integers(1600, 2000)))
        else:
            img = wear.photocopy(core.rasterize(pages[0], 200), rng, 200, float(rng.integers(120, 150)))
        core.save_image(img, path, quality=int(rng.integers(55, 75)))
    for pg in pages:
        pg.fig.clear()
    return {
        "file": ctx.file,
        "mime": MIMES[ctx.ext],
        "case_id": ctx.case_id,
        "document_type": ctx.doc_type,
        "condition": ctx.condition,
        "labels": labels(ctx),
    }
