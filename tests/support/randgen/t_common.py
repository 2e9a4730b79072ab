"""Pieces several document types share: the employer's letterhead and legal footer, places and dates of issue,
references, the employee's identity rows."""

from __future__ import annotations

from datetime import date, timedelta

from tests.support.randgen import data_orgs, data_people, wording
from tests.support.randgen.blocks import Ctx, Org, Row
from tests.support.randgen.canvas import Sheet
from tests.support.randgen.formats import phone
from tests.support.randgen.truth import Employer


def days_before(iso: str, n: int) -> str:
    return (date.fromisoformat(iso) - timedelta(days=n)).isoformat()


def issue_date(ctx: Ctx) -> str:
    """A certificate's date: a few days before the file is put together."""
    return days_before(ctx.world.today, ctx.rng.randint(0, 20))


def initials(name: str) -> str:
    words = [w for w in name.replace("&", " ").split() if w[:1].isalpha() and w.upper() not in ("SARL", "SA", "AU")]
    return "".join(w[0] for w in words[:3]).upper()


def _id_line(ctx: Ctx, key: str, value: str) -> str:
    lab = ctx.rng.choice(wording.ORG_IDS[key])
    sep = ctx.rng.choice((" : ", ": ", " ", " n° ")) if not lab.endswith(("n°", ":")) else " "
    return f"{lab}{sep}{value}"


def employer_ids(ctx: Ctx, emp: Employer, *, with_cnss: bool) -> list[str]:
    """ICE / RC / IF / Patente (and the CNSS affiliation when asked: the caller marks it)."""
    rng = ctx.rng
    ids = [_id_line(ctx, "ice", emp.ice)]
    if rng.random() < 0.8:
        ids.append(_id_line(ctx, "rc", emp.rc if rng.random() < 0.5 else f"{emp.rc} {emp.town}"))
    if rng.random() < 0.75:
        ids.append(_id_line(ctx, "if", emp.if_))
    if rng.random() < 0.55:
        ids.append(_id_line(ctx, "patente", emp.patente))
    if with_cnss:
        ids.append(_id_line(ctx, "cnss", emp.cnss))
    rng.shuffle(ids)
    return ids


def employer_head(ctx: Ctx, sh: Sheet, emp: Employer, *, cnss_p: float, field_on: bool = True) -> None:
    """The employer's letterhead (and the legal footer drawn later by `employer_footer`). The employer's CNSS
    number is printed with probability `cnss_p` (or when required), and marked when `field_on`."""
    rng = ctx.rng
    ctx.mark("employer")
    with_cnss = ctx.want("employer_cnss", cnss_p)
    if with_cnss and field_on:
        ctx.mark("employer_cnss")
    ids = employer_ids(ctx, emp, with_cnss=with_cnss)
    where = ctx.pick("ids", ("head", "foot", "split"), (3, 3, 2))
    lines = [emp.address]
    if rng.random() < 0.8:
        lines.append(
            f"{rng.choice(('Tél', 'Tél.', 'Tel', 'T'))} : {emp.phone}"
            + (f" - Fax : {emp.fax}" if rng.random() < 0.4 else "")
        )
    if rng.random() < 0.4:
        lines.append(emp.email)
    if emp.group and rng.random() < 0.7:
        lines.insert(0, rng.choice((f"A member of {emp.group}", f"Filiale du groupe {emp.group}", emp.group)))
    head_ids: list[str] = []
    foot_ids: list[str] = []
    if where == "head":
        head_ids = ids
    elif where == "foot":
        foot_ids = ids
    else:
        cut = len(ids) // 2
        head_ids, foot_ids = ids[:cut], ids[cut:]
    if with_cnss and not any(emp.cnss in line for line in head_ids + foot_ids):
        head_ids.append(_id_line(ctx, "cnss", emp.cnss))
    from tests.support.randgen.blocks import letterhead

    letterhead(ctx, sh, Org(emp.name, tuple(lines), tuple(head_ids), "", initials(emp.short)))
    ctx.notes["_foot"] = "|".join(foot_ids)


def bureau_head(ctx: Ctx, sh: Sheet, emp: Employer) -> str:
    """A payroll bureau's letterhead, for a slip it prints for its client `emp`; returns the bureau's name (the
    employer is then printed as a labelled field of the slip, marked by the caller)."""
    from tests.support.randgen.blocks import letterhead

    rng = ctx.rng
    if rng.random() < 0.6:
        key = rng.choice(data_people.FAMILY)[0]
    else:
        key = "".join(rng.choice("ABCDEFGHIJKLMNOPRSTUVZ") for _ in range(rng.randint(2, 4)))
    name = rng.choice(data_orgs.PAYROLL_BUREAUS).format(key)
    if rng.random() < 0.6:
        name = f"{name} {rng.choice(('SARL', 'SARL AU', 'SA'))}"
    lines = [rng.choice(data_orgs.PAYROLL_TAGLINES)] if rng.random() < 0.7 else []
    n = rng.randint(1, 220)
    lines.append(f"{n}, {rng.choice(('Rue', 'Bd', 'Avenue'))} {rng.choice(data_people.STREETS)}, {emp.town}")
    if rng.random() < 0.7:
        lines.append(f"{rng.choice(('Tél', 'Tél.', 'Tel'))} : {phone(rng)}")
    ids = [_id_line(ctx, "ice", f"00{rng.randint(10**12, 10**13 - 1)}")] if rng.random() < 0.6 else []
    letterhead(ctx, sh, Org(name, tuple(lines), tuple(ids), "", initials(name)))
    ctx.notes["_foot"] = ""
    return name


def employer_footer(ctx: Ctx, sh: Sheet, emp: Employer, *, page: tuple[int, int] | None = None) -> None:
    from tests.support.randgen.blocks import footer

    rng = ctx.rng
    foot = [x for x in ctx.notes.get("_foot", "").split("|") if x]
    lines = []
    if foot or rng.random() < 0.5:
        legal = f"{emp.name} - {rng.choice(('Capital', 'Au capital de', 'Capital social'))} {emp.capital:,} DH".replace(
            ",", " "
        )
        lines.append(legal)
    if foot:
        lines.append(" - ".join(foot))
    if rng.random() < 0.4:
        lines.append(f"Siège social : {emp.address}")
    if page is None and rng.random() < 0.25:
        page = (1, 1)
    if lines or page:
        footer(ctx, sh, lines, page=page)


def place_date(ctx: Ctx, town: str, iso: str) -> str:
    d = ctx.date(iso)
    if ctx.lang == "en":
        return ctx.rng.choice((f"{town}, {d}", f"{town}, on {d}", f"Date: {d}"))
    return ctx.rng.choice((f"{town}, le {d}", f"Fait à {town}, le {d}", f"{town} le {d}", f"A {town}, le {d}"))


def reference(ctx: Ctx, prefix: str = "RH") -> str:
    rng = ctx.rng
    n = rng.randint(10, 9999)
    y = ctx.world.today[:4]
    if ctx.lang == "en":
        return rng.choice((f"Ref: {prefix}-{y}-{n:04d}", f"Our ref.: {prefix}/{n}/{y[2:]}"))
    return rng.choice((f"Réf : {prefix}/{y}/{n:04d}", f"N/Réf : {prefix}-{n}/{y[2:]}", f"Réf. {n}/{prefix}/{y}"))


def name_rows(ctx: Ctx, *, split_p: float = 0.3, ar: bool = False) -> list[Row]:
    """The person's name as one row, or as family and given name rows."""
    p = ctx.world.person
    if ctx.rng.random() < split_p:
        upper = ctx.names.case == "upper"
        return [
            Row(ctx.L("family"), p.family.upper(), ctx.AR("family") if ar else "", ("applicant_name",)),
            Row(
                ctx.L("given"),
                p.given.upper() if upper else p.given,
                ctx.AR("given") if ar else "",
                ("applicant_name",),
            ),
        ]
    return [Row(ctx.L("name"), ctx.person_name(), ctx.AR("name") if ar else "", ("applicant_name",))]


def family_status(ctx: Ctx) -> str:
    p = ctx.world.person
    if ctx.lang == "en":
        return "Married" if p.married else "Single"
    if p.married:
        return "Mariée" if p.female else "Marié"
    return "Célibataire"
