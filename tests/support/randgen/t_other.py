"""Papers of type `other` (no labels): utility and phone bills, local tax notices, leases. They carry the
applicant's name, address, dates and amounts, as distractors for the type classifier."""

from __future__ import annotations

from collections.abc import Callable

from tests.support.randgen import data_orgs, data_people
from tests.support.randgen.blocks import (
    Col,
    Ctx,
    Org,
    Row,
    fields,
    finish,
    footer,
    letterhead,
    sign_block,
    table,
    title,
)
from tests.support.randgen.canvas import Page
from tests.support.randgen.t_common import days_before, initials
from tests.support.randgen.truth import add_months, month_end


def bill(ctx: Ctx) -> Page:
    rng = ctx.rng
    w = ctx.world
    p = w.person
    phone_bill = rng.random() < 0.4
    issuer = rng.choice(data_orgs.TELECOMS) if phone_bill else data_orgs.UTILITIES.get(p.town, "ONEE")
    sh = ctx.sheet()
    letterhead(
        ctx, sh, Org(issuer, ("Service clients : 080 200 " + f"{rng.randint(1000, 9999)}",), (), "", initials(issuer))
    )
    title(ctx, sh, rng.choice(("FACTURE", "Facture", "FACTURE D'ELECTRICITE ET D'EAU", "Votre facture")))
    period = add_months(w.today[:7], -1)
    rows = [
        Row("Client", ctx.person_name()),
        Row("Adresse", f"{p.street}, {p.district}, {p.town}"),
        Row(
            "N° contrat" if not phone_bill else "N° de ligne",
            str(rng.randint(10**7, 10**8 - 1)) if not phone_bill else p.phone,
        ),
        Row("Facture n°", f"{rng.randint(10**9, 10**10 - 1)}"),
        Row("Période", f"du {ctx.date(period + '-01')} au {ctx.date(month_end(period))}"),
        Row("Date limite de paiement", ctx.date(days_before(w.today, -rng.randint(5, 20)))),
    ]
    fields(ctx, sh, rows, ctx.pick("fields", ("aligned", "table", "colon")))
    sh.y += ctx.size
    if phone_bill:
        items = [
            ("Abonnement forfait", rng.uniform(49, 399)),
            ("Communications hors forfait", rng.uniform(0, 80)),
            ("Internet mobile", rng.uniform(0, 100)),
        ]
    else:
        kwh = rng.randint(80, 450)
        items = [
            (f"Consommation électricité ({kwh} kWh)", kwh * 1.1),
            (f"Consommation eau ({rng.randint(5, 30)} m3)", rng.uniform(20, 150)),
            ("Redevances et taxes", rng.uniform(10, 60)),
        ]
    total = sum(v for _, v in items)
    tva = total * 0.2 if phone_bill else total * 0.14
    cells = [[a, ctx.money(round(v, 2))] for a, v in items] + [
        ["TVA", ctx.money(round(tva, 2))],
        ["Total TTC", ctx.money(round(total + tva, 2))],
    ]
    table(ctx, sh, [Col("Désignation", 3), Col("Montant (DH)", 1.2, "r")], cells, bold_rows=frozenset({len(cells) - 1}))
    footer(ctx, sh, [f"{issuer} - Société anonyme - Facture à conserver"])
    ctx.note("template", "bill")
    return finish(ctx, sh)


def tax_notice(ctx: Ctx) -> Page:
    rng = ctx.rng
    w = ctx.world
    p = w.person
    sh = ctx.sheet()
    letterhead(
        ctx,
        sh,
        Org(
            "ROYAUME DU MAROC",
            ("Ministère de l'Economie et des Finances", "Direction Générale des Impôts"),
            (),
            "المملكة المغربية",
            "DGI",
        ),
        "centre",
    )
    kind = rng.choice(("TAXE D'HABITATION", "TAXE DE SERVICES COMMUNAUX", "AVIS D'IMPOSITION"))
    title(ctx, sh, kind)
    year = int(w.today[:4]) - 1
    value = rng.randint(8, 60) * 1000
    rows = [
        Row("Redevable", ctx.person_name()),
        Row("Adresse du bien", f"{p.street}, {p.district}, {p.town}"),
        Row("Article n°", str(rng.randint(10**6, 10**7 - 1))),
        Row("Année d'imposition", str(year)),
        Row("Valeur locative", ctx.money(float(value), currency=True)),
        Row("Montant à payer", ctx.money(round(value * rng.choice((0.105, 0.065)), 2), currency=True)),
        Row("Date de mise en recouvrement", ctx.date(f"{year + 1}-0{rng.randint(1, 3)}-{rng.randint(1, 28):02d}")),
    ]
    fields(ctx, sh, rows, ctx.pick("fields", ("aligned", "ruled", "table")))
    sh.y += ctx.size * 2
    sh.para("Le paiement peut être effectué en ligne sur www.tax.gov.ma ou auprès de la perception.")
    ctx.note("template", "tax_notice")
    return finish(ctx, sh)


def lease(ctx: Ctx) -> Page:
    rng = ctx.rng
    w = ctx.world
    p = w.person
    female = rng.random() < 0.4
    given = rng.choice(data_people.FEMALE_GIVEN if female else data_people.MALE_GIVEN)[0]
    landlord = f"{'Mme' if female else 'M.'} {given} {rng.choice(data_people.FAMILY)[0].upper()}"
    sh = ctx.sheet()
    title(ctx, sh, rng.choice(("CONTRAT DE BAIL", "CONTRAT DE LOCATION", "Contrat de bail à usage d'habitation")))
    sh.y += ctx.size * 2
    start = f"{int(w.today[:4]) - rng.randint(1, 5)}-{rng.randint(1, 12):02d}-01"
    rent = rng.randint(15, 90) * 100
    text = (
        f"Entre les soussignés : {landlord}, ci-après dénommé le bailleur, et {ctx.person_name()}, titulaire de la CIN "
        f"n° {p.cin}, ci-après dénommé le locataire, il a été convenu ce qui suit. Le bailleur donne en location au "
        f"locataire un appartement situé {p.street}, {p.district}, {p.town}, pour une durée d'une année renouvelable "
        f"à compter du {ctx.date(start)}, moyennant un loyer mensuel de {ctx.money(float(rent), currency=True)}, "
        f"payable d'avance. Le locataire verse une caution de {ctx.money(float(rent * 2), currency=True)}."
    )
    sh.para(text, align="j")
    for k, clause in enumerate(
        (
            "Le locataire s'engage à user paisiblement des lieux loués.",
            "Les charges de consommation d'eau et d'électricité sont à la charge du locataire.",
            "Tout litige relèvera des tribunaux compétents.",
        )
    ):
        sh.y += ctx.size * 0.8
        sh.para(f"Article {k + 1} : {clause}")
    sh.y += ctx.size
    sh.text(sh.left, sh.y, f"Fait à {p.town}, le {ctx.date(start)}", ctx.size)
    sign_block(ctx, sh, ["Le bailleur", "Le locataire"], [], align="l")
    footer(ctx, sh, ["Signatures légalisées"])
    ctx.note("template", "lease")
    return finish(ctx, sh)


OTHER: dict[str, Callable[[Ctx], Page]] = {"bill": bill, "tax_notice": tax_notice, "lease": lease}


def build_other(ctx: Ctx) -> list[Page]:
    kind = ctx.rng.choice(list(OTHER))
    return [OTHER[kind](ctx)]
