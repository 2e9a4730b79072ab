"""Cases of documents with their labels: `corpus(seed, cases)`.

Every draw of case `i` comes from `random.Random(f"randgen:{seed}:{i}")` and every draw of its document `j` from
`random.Random(f"randgen:{seed}:{i}:{j}")`, so `corpus(s, n)[:k] == corpus(s, k)`. Pages are drawn when the corpus
is built (cheap); `Doc.render()` paints and encodes them when asked.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from tests.support.randgen import t_bank, t_cards, t_certificates, t_other, t_payslip
from tests.support.randgen.blocks import Ctx, make_ctx
from tests.support.randgen.canvas import Page
from tests.support.randgen.formats import weighted
from tests.support.randgen.output import CARD_TYPES, EXT, MIME, Output, draw_output, render
from tests.support.randgen.truth import (
    Pay,
    World,
    add_months,
    compute_pay,
    draw_employer,
    draw_world,
    inflated,
    iso,
    other_cin,
    other_month,
)

# docs/document-labels.md, the types an applicant's file holds
TYPE_FIELDS: dict[str, tuple[str, ...]] = {
    "cin_front": ("applicant_name", "cin", "date_of_birth", "place_of_birth", "cin_expiry"),
    "cin_back": ("address", "mrz_valid", "cin", "date_of_birth", "cin_expiry", "applicant_name", "document_number"),
    "passport": (
        "applicant_name",
        "date_of_birth",
        "cin",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    ),
    "payslip": (
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
    ),
    "employment_certificate": (
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "hire_date",
        "position",
        "contract_type",
        "date_of_birth",
    ),
    "salary_certificate": (
        "applicant_name",
        "cin",
        "employer",
        "hire_date",
        "position",
        "gross_salary",
        "net_salary",
        "date_of_birth",
    ),
    "cnss_certificate": (
        "applicant_name",
        "cnss_number",
        "cin",
        "affiliation_date",
        "employer",
        "employer_cnss",
        "date_of_birth",
    ),
    "bank_statement": (
        "bank_name",
        "account_holder",
        "rib",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    ),
    "rib": ("bank_name", "account_holder", "rib"),
    "other": (),
}
# fields that differ between documents by nature, never a conflict: a payslip's month and a statement's period,
# and each identity document's own number (the CNIE's and the passport's)
NOT_CONFLICTS = frozenset({"pay_period", "statement_period_start", "statement_period_end", "document_number"})
CONFLICT_KINDS = ("inflated_salary", "other_employer", "other_month", "other_cin", "other_birth_date")

BUILDERS: dict[str, Callable[..., list[Page]]] = {
    "cin_front": t_cards.build_front,
    "cin_back": t_cards.build_back,
    "passport": t_cards.build_passport,
    "employment_certificate": t_certificates.build_certificate,
    "salary_certificate": t_certificates.build_certificate,
    "cnss_certificate": t_certificates.build_cnss,
    "bank_statement": t_bank.build_statement,
    "rib": t_bank.build_rib,
    "other": t_other.build_other,
}


@dataclass(frozen=True)
class Doc:
    name: str
    case_id: str
    document_type: str
    condition: str  # clean | born_digital | degraded
    mime: str
    filename: str
    labels: dict[str, Any]
    style: str  # the draws: template, fonts, forms, output
    pages: tuple[Page, ...] = field(repr=False)
    output: Output = field(repr=False)
    truth: World | None = field(default=None, repr=False, compare=False)  # the drawn values behind the labels

    def render(self) -> bytes:
        return render(self.pages, self.output)

    def __hash__(self) -> int:
        return hash((self.name, self.style))


@dataclass(frozen=True)
class Case:
    case_id: str
    documents: tuple[Doc, ...]
    expected_conflicts: frozenset[str]
    planted: str = ""  # the conflict planted ("" for a consistent case)


@dataclass(frozen=True)
class Item:
    """One document to draw: its type, the world it shows, its months (payslips), the fields it must print."""

    document_type: str
    world: World
    months: tuple[Pay, ...] = ()
    require: frozenset[str] = frozenset()
    note: str = ""


def label_value(name: str, doc_type: str, w: World) -> Any:
    p, j, acc, st = w.person, w.job, w.account, w.statement
    pp = w.passport
    values: dict[str, Callable[[], Any]] = {
        "applicant_name": lambda: p.name,
        "account_holder": lambda: p.name,
        "cin": lambda: p.cin,
        "date_of_birth": lambda: p.dob,
        "place_of_birth": lambda: p.pob,
        "cin_expiry": lambda: p.cin_expiry,
        "address": lambda: p.address_label,
        "mrz_valid": lambda: True,
        "document_number": lambda: pp.number if doc_type == "passport" and pp else p.document_number,
        "nationality": lambda: pp.nationality if pp else "MAR",
        "issuing_country": lambda: pp.nationality if pp else "MAR",
        "document_expiry": lambda: pp.expiry if pp else "",
        "employer": lambda: j.employer.name,
        "employer_cnss": lambda: j.employer.cnss,
        "cnss_number": lambda: j.cnss_number,
        "hire_date": lambda: j.hire_date,
        "contract_type": lambda: j.contract,
        "position": lambda: j.position,
        "affiliation_date": lambda: j.affiliation_date,
        "pay_period": lambda: w.pay.period,
        "gross_salary": lambda: float(w.pay.gross),
        "net_salary": lambda: float(w.pay.net),
        "bank_name": lambda: acc.bank,
        "rib": lambda: acc.rib,
        "statement_period_start": lambda: st.start,
        "statement_period_end": lambda: st.end,
        "opening_balance": lambda: float(st.opening),
        "closing_balance": lambda: float(st.closing),
    }
    return values[name]()


def _condition(rng: random.Random, doc_type: str) -> str:
    if doc_type in CARD_TYPES:
        return str(weighted(rng, (("degraded", 60), ("clean", 40))))
    return str(weighted(rng, (("degraded", 41), ("clean", 28), ("born_digital", 31))))


def _plan(rng: random.Random, world: World) -> tuple[list[Item], str]:
    """The documents of one case and the conflict planted in them (or "")."""
    items = [Item("cin_front", world), Item("cin_back", world)]
    if world.passport:
        items.append(Item("passport", world))
    mode = str(weighted(rng, (("single", 50), ("separate", 25), ("multipage", 25))))
    older = world.salary_months[-rng.choice((1, 2)) :]
    same = all(m.gross == world.pay.gross and m.net == world.pay.net for m in older)
    if mode == "separate" and not same:
        mode = "multipage"
    if mode == "separate":
        for m in older:
            items.append(Item("payslip", replace(world, pay=m), (m,), note="older_month"))
        items.append(Item("payslip", world, (world.pay,)))
    elif mode == "multipage":
        months = (*older, world.pay)
        items.append(Item("payslip", world, months, note=f"{len(months)}months"))
    else:
        items.append(Item("payslip", world, (world.pay,)))
    for t in ("employment_certificate", "salary_certificate", "cnss_certificate", "bank_statement", "rib"):
        items.append(Item(t, world))
    for _ in range(int(str(weighted(rng, (("0", 70), ("1", 22), ("2", 8)))))):
        items.append(Item("other", world))
    planted = ""
    if rng.random() < 1 / 3:
        planted = rng.choice(CONFLICT_KINDS)
        items = _plant(rng, world, items, planted)
    rng.shuffle(items)
    return items, planted


def _plant(rng: random.Random, world: World, items: list[Item], kind: str) -> list[Item]:
    def swap(doc_type: str, new_world: World, require: set[str], note: str) -> None:
        candidates = [i for i, it in enumerate(items) if it.document_type == doc_type and it.note != "older_month"]
        k = candidates[-1]
        items[k] = replace(items[k], world=new_world, require=frozenset(require), note=note)

    if kind == "inflated_salary":
        swap("salary_certificate", replace(world, pay=inflated(rng, world.pay)), {"gross_salary", "net_salary"}, kind)
    elif kind == "other_employer":
        target = rng.choice(("employment_certificate", "salary_certificate"))
        emp = draw_employer(rng, english=world.job.employer.english if rng.random() < 0.5 else None)
        hire = iso(int(world.job.hire_date[:4]) - rng.randint(1, 6), rng.randint(1, 12), 1)
        job = replace(world.job, employer=emp, hire_date=hire)
        swap(target, replace(world, job=job), {"employer"}, kind)
    elif kind == "other_month":
        period = add_months(world.pay.period, -rng.choice((1, 2, 3)))
        pay = other_month(rng, world.plan, period)
        if pay.gross == world.pay.gross:  # pragma: no cover - other_month always changes the pay
            pay = compute_pay(world.plan, period, overtime=10.0)
        items.append(Item("payslip", replace(world, pay=pay), (pay,), frozenset({"gross_salary", "net_salary"}), kind))
    elif kind == "other_cin":
        target = rng.choice(("payslip", "employment_certificate", "salary_certificate", "cnss_certificate"))
        person = replace(world.person, cin=other_cin(rng, world.person.cin))
        new_world = replace(world, person=person)
        if target == "payslip":
            k = next(i for i, it in enumerate(items) if it.document_type == "payslip" and it.note != "older_month")
            items[k] = replace(
                items[k], world=replace(new_world, pay=items[k].world.pay), require=frozenset({"cin"}), note=kind
            )
        else:
            swap(target, new_world, {"cin"}, kind)
    elif kind == "other_birth_date":
        target = "passport" if world.passport else "cin_back"
        y, m, d = (int(x) for x in world.person.dob.split("-"))
        dob = iso(y, d, m) if d <= 12 and d != m else iso(y + rng.choice((-1, 1)), m, d)
        swap(target, replace(world, person=replace(world.person, dob=dob)), {"date_of_birth"}, kind)
    return items


def _build(ctx: Ctx, item: Item) -> list[Page]:
    """The pages, drawn again smaller (up to four times) when their content overflows."""
    state = ctx.rng.getstate()
    lang, arabic, dates = ctx.lang, ctx.arabic, ctx.dates
    pages: list[Page] = []
    for _ in range(5):
        ctx.rng.setstate(state)
        ctx.shown.clear()
        ctx.notes.clear()
        ctx.overflow = False
        ctx.lang, ctx.arabic, ctx.dates = lang, arabic, dates
        if item.document_type == "payslip":
            pages = t_payslip.build(ctx, item.months)
        else:
            pages = BUILDERS[item.document_type](ctx)
        if not ctx.overflow:
            break
        ctx.size = max(7.5, ctx.size * 0.88)
        ctx.gap = max(1.15, ctx.gap * 0.9)
        ctx.margin = max(22.0, ctx.margin * 0.8)
    if ctx.overflow:
        ctx.note("overflow", "yes")  # still too long at the smallest size: the footer may touch the content
    return pages


def make_doc(seed: int, case_index: int, doc_index: int, item: Item) -> Doc:
    rng = random.Random(f"randgen:{seed}:{case_index}:{doc_index}")
    doc_type = item.document_type
    condition = _condition(rng, doc_type)
    ctx = make_ctx(rng, item.world, doc_type, born_digital=condition == "born_digital", require=item.require)
    months = item.months
    reverse = len(months) > 1 and rng.random() < 0.3
    if reverse:
        item = replace(item, months=tuple(reversed(months)))
    pages = _build(ctx, item)
    missing = item.require - ctx.shown
    assert not missing, f"{doc_type} did not print its required {missing}"
    labels = {f: label_value(f, doc_type, item.world) for f in TYPE_FIELDS[doc_type] if f in ctx.shown}
    out = draw_output(rng, doc_type, condition, len(pages), ctx.size)
    case_id = f"r{seed}c{case_index}"
    name = f"{case_id}-{doc_index:02d}-{doc_type}"
    style = ctx.style() + " " + out.describe()
    if len(months) > 1:
        style += f" months={len(months)}:{'newest_first' if reverse else 'oldest_first'}"
    return Doc(
        name,
        case_id,
        doc_type,
        condition,
        MIME[out.fmt],
        f"{case_id}-{doc_index:02d}.{EXT[out.fmt]}",
        labels,
        style,
        tuple(pages),
        out,
        item.world,
    )


def conflicts(documents: tuple[Doc, ...]) -> frozenset[str]:
    """The fields whose labelled values differ between two documents of the case."""
    seen: dict[str, set[str]] = {}
    for d in documents:
        for name, value in d.labels.items():
            if name in NOT_CONFLICTS:
                continue
            seen.setdefault(name, set()).add(str(value).casefold() if isinstance(value, str) else repr(value))
    return frozenset(name for name, values in seen.items() if len(values) > 1)


def make_case(seed: int, index: int) -> Case:
    rng = random.Random(f"randgen:{seed}:{index}")
    world = draw_world(rng)
    items, planted = _plan(rng, world)
    docs = tuple(make_doc(seed, index, j, item) for j, item in enumerate(items))
    return Case(f"r{seed}c{index}", docs, conflicts(docs), planted)


def corpus(seed: int = 0, cases: int = 100) -> list[Case]:
    """`cases` applicants' files, each with every type of paper a Moroccan applicant brings."""
    return [make_case(seed, i) for i in range(cases)]
