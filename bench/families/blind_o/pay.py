"""Moroccan payroll arithmetic (2025 rules, simplified), in cents."""

from __future__ import annotations

from dataclasses import dataclass

from .people import Case, PayItem

CNSS_CEILING = 600000
BRACKETS = [
    (333333, 0, 0),
    (500000, 10, 33333),
    (666667, 20, 83333),
    (833333, 30, 150000),
    (1500000, 34, 183333),
    (10**12, 37, 228333),
]


@dataclass
class Deduction:
    label: str
    base: int
    rate: str
    cents: int


@dataclass
class Pay:
    items: list[PayItem]
    gross: int
    taxable: int
    deductions: list[Deduction]
    net_taxable: int
    net: int

    @property
    def total_deductions(self) -> int:
        return sum(d.cents for d in self.deductions)


def _pct(value: int, rate: float) -> int:
    return int(value * rate + 0.5)


def compute(case: Case, scale: float = 1.0, english: bool = False) -> Pay:
    items = [
        PayItem(i.label, i.cents if scale == 1 else _round10(int(i.cents * scale)), i.base, i.rate, i.taxable)
        for i in case.items
    ]
    gross = sum(i.cents for i in items)
    sbi = sum(i.cents for i in items if i.taxable)
    cnss = _pct(min(sbi, CNSS_CEILING), 0.0448)
    amo = _pct(sbi, 0.0226)
    cimr = _pct(sbi, case.cimr)
    fp = min(_pct(sbi, 0.35 if sbi <= 650000 else 0.25), 291667)
    sni = sbi - cnss - amo - cimr - case.mutuelle - fp
    ir = 0
    for top, rate, minus in BRACKETS:
        if sni <= top:
            ir = max(0, _pct(sni, rate / 100) - minus - 4167 * min(case.dependents, 6))
            rate_text = f"{rate} %"
            break
    names = (
        {"cnss": "CNSS", "amo": "AMO", "ir": "Income tax (IR)", "mut": "Health insurance"}
        if english
        else {"cnss": "Cotisation CNSS", "amo": "Cotisation AMO", "ir": "Impôt sur le revenu", "mut": "Mutuelle"}
    )
    deds = [
        Deduction(names["cnss"], min(sbi, CNSS_CEILING), "4,48 %", cnss),
        Deduction(names["amo"], sbi, "2,26 %", amo),
    ]
    if cimr:
        deds.append(Deduction(case.cimr_label, sbi, f"{case.cimr * 100:.0f},00 %", cimr))
    if case.mutuelle:
        deds.append(Deduction(names["mut"], 0, "", case.mutuelle))
    deds.append(Deduction(names["ir"], sni, rate_text, ir))
    net = gross - sum(d.cents for d in deds)
    return Pay(items, gross, sbi, deds, sni, net)


def _round10(cents: int) -> int:
    return cents - cents % 1000 if cents > 100000 else cents
