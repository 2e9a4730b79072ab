"""Which documents each case holds, in which condition and file format, under which neutral name."""

from __future__ import annotations

import random
import zlib

from . import banking, cards, letters, pay, payslips
from .model import Composed, Doc
from .people import make_cases

CARDS = {"cin_front", "cin_back", "passport"}
PAGE_IDS = {"id_card", "residence_permit"}
# the rhythm of conditions over the papers (born-digital five times in eleven), cards alternate clean/degraded
PAPER_RHYTHM = [
    "born_digital",
    "clean",
    "degraded",
    "born_digital",
    "born_digital",
    "clean",
    "degraded",
    "born_digital",
    "clean",
    "degraded",
    "born_digital",
]
TYPE_ORDER = [
    "payslip",
    "bank_statement",
    "employment_certificate",
    "rib",
    "salary_certificate",
    "cnss_certificate",
    "other",
]


def _seed(*parts: object) -> int:
    return zlib.crc32("/".join(str(p) for p in parts).encode())


def compose(doc: Doc) -> Composed:
    t = doc.dtype
    if t == "cin_front":
        return cards.cnie_front(doc)
    if t == "cin_back":
        return cards.cnie_back(doc)
    if t == "passport":
        return cards.passport(doc)
    if t == "id_card":
        return cards.french_id(doc)
    if t == "residence_permit":
        return cards.residence_permit(doc)
    if t == "payslip":
        return payslips.compose(doc)
    if t == "employment_certificate":
        return letters.employment(doc)
    if t == "salary_certificate":
        return letters.salary(doc)
    if t == "cnss_certificate":
        return letters.cnss(doc)
    if t == "bank_statement":
        return banking.statement(doc)
    if t == "rib":
        return banking.ribdoc(doc)
    if t == "other":
        return letters.utility_bill(doc) if doc.case.cid == "c04" else letters.lease(doc)
    raise ValueError(t)


def make_plan(seed: int = 0) -> list[Doc]:
    rng = random.Random(f"blind_o-plan-{seed}")
    docs: list[Doc] = []
    for case in make_cases(seed):
        counters: dict[str, int] = {}
        stmts = banking.statements(case, pay.compute(case).net, seed)
        for dtype in case.docs:
            idx = counters.get(dtype, 0)
            counters[dtype] = idx + 1
            d = Doc(case, dtype, idx, _seed(seed, case.cid, dtype, idx))
            if dtype == "bank_statement":
                d.extra["statement"] = stmts[idx]
            docs.append(d)
    _conditions(docs, rng)
    _names(docs, rng)
    return docs


def _conditions(docs: list[Doc], rng: random.Random) -> None:
    cards = [d for d in docs if d.dtype in CARDS | PAGE_IDS]
    papers = [d for d in docs if d.dtype not in CARDS | PAGE_IDS]
    start = rng.randrange(2)
    for i, d in enumerate(cards):
        d.condition = "clean" if (i + start) % 2 == 0 else "degraded"
    papers.sort(key=lambda d: (TYPE_ORDER.index(d.dtype), d.case.cid, d.index))
    off = rng.randrange(len(PAPER_RHYTHM))
    for i, d in enumerate(papers):
        d.condition = PAPER_RHYTHM[(i + off) % len(PAPER_RHYTHM)]
    n = {"clean": 0, "degraded": 0}
    for d in docs:
        if d.condition == "born_digital":
            d.wear, d.ext = "none", "pdf"
            continue
        k = n[d.condition]
        n[d.condition] += 1
        if d.dtype in CARDS:
            if d.condition == "clean":
                d.wear, d.ext = "cardscan", ["png", "jpg"][k % 2]
            else:
                d.wear, d.ext = [("cardphoto", "jpg"), ("cardcopy", "png"), ("cardphoto", "jpg"), ("cardcopy", "pdf")][
                    k % 4
                ]
        elif d.condition == "clean":
            d.wear, d.ext = "page", ["png", "pdf", "jpg"][k % 3]
        else:
            d.wear, d.ext = [
                ("scan", "jpg"),
                ("photo", "jpg"),
                ("copy", "png"),
                ("scan", "pdf"),
                ("photo", "jpg"),
                ("copy", "jpg"),
            ][k % 6]


def _names(docs: list[Doc], rng: random.Random) -> None:
    by_case: dict[str, list[Doc]] = {}
    for d in docs:
        by_case.setdefault(d.case.cid, []).append(d)
    for cid, items in by_case.items():
        order = list(range(1, len(items) + 1))
        rng.shuffle(order)
        for d, k in zip(items, order, strict=True):
            d.file = f"{cid}-d{k:02d}.{d.ext}"
