"""The family's plan: every document's HTML, labels, condition and the data behind its arithmetic."""

from __future__ import annotations

import datetime as dt
import random

from . import fmt, pages
from .people import BANKS, CASES, EMPLOYERS

D = dt.date
CARD_TYPES = {"cin_front", "cin_back", "id_card", "residence_permit"}
BD_CYCLE = ["born_digital", "clean", "born_digital", "degraded", "clean", "born_digital", "degraded"]


def _name_label(c: dict) -> str:
    return f"{c['given']} {c['surname']}"


def _payslip_months(rng: random.Random, n: int) -> list[tuple[int, int]]:
    last = rng.choice([(2025, 3), (2025, 4), (2025, 5), (2025, 6)])
    out = []
    y, m = last
    for _ in range(n):
        out.insert(0, (y, m))
        y, m = (y, m - 1) if m > 1 else (y - 1, 12)
    return out


def _earnings(c: dict, emp: tuple, english: bool) -> list[tuple[str, float]]:
    years = 2025 - c["hire"].year
    base = c["base"]
    lines = [("Basic salary" if english else "Salaire de base", base)]
    if years >= 2 and not emp[6]:
        rate = 0.05 if years < 5 else (0.10 if years < 12 else 0.15)
        lines.append(
            ("Seniority bonus" if english else f"Prime d'ancienneté ({int(rate * 100)} %)", round(base * rate, 2))
        )
    if emp[6]:
        lines.append(("Indemnité de résidence", round(base * 0.10, 2)))
        lines.append(("Indemnité de technicité", 850.0))
    elif c["contract"] not in ("STAGE", "ANAPEC"):
        lines.append(("Transport allowance" if english else "Indemnité de transport", 500.0))
    if base > 10000:
        lines.append(("Representation allowance" if english else "Prime de représentation", round(base * 0.08, 2)))
    return lines


def build_plan(seed: int = 0) -> dict:
    docs: list[dict] = []
    cases: dict[str, dict] = {}
    cond_i = {"n": 0, "card": 0}

    for ci, c in enumerate(CASES):
        rng = random.Random(f"{seed}-{c['cid']}")
        cid = c["cid"]
        emp = EMPLOYERS[c["emp"]]
        bank = BANKS[c["bank"]]
        name = _name_label(c)
        moroccan = "cin" in c
        conflict = c.get("conflict")
        c = dict(c)
        c["etat_civil"] = f"{rng.randint(100, 999)}/{c['dob'].year}"
        acct = "".join(str(rng.randint(0, 9)) for _ in range(16))
        rib = fmt.make_rib(bank[1], c["city"], acct)
        case_docs: list[dict] = []

        def add(
            dtype: str,
            html: str,
            labels: dict,
            page: str = "a4",
            data: dict | None = None,
            cond: str | None = None,
            case_docs: list = case_docs,
            cid: str = cid,
        ) -> None:
            if cond is None:
                if dtype in CARD_TYPES:
                    cond = ["clean", "degraded"][cond_i["card"] % 2]
                    cond_i["card"] += 1
                else:
                    cond = BD_CYCLE[cond_i["n"] % len(BD_CYCLE)]
                    cond_i["n"] += 1
            case_docs.append(
                dict(
                    case_id=cid,
                    document_type=dtype,
                    html=html,
                    labels=labels,
                    page=page,
                    condition=cond,
                    data=data or {},
                )
            )

        # ---- identity
        if moroccan:
            expiry = D(c["card_issue"].year + 10, c["card_issue"].month, c["card_issue"].day)
            dstyle = rng.choice(["dot", "slash", "dot"])
            add(
                "cin_front",
                pages.cnie_front(c, fmt.fdate(expiry, dstyle), fmt.fdate(c["dob"], dstyle)),
                {
                    "applicant_name": name,
                    "cin": c["cin"],
                    "date_of_birth": c["dob"].isoformat(),
                    "place_of_birth": c["pob"],
                    "cin_expiry": expiry.isoformat(),
                },
                page="card",
            )
            code = "I<" if c.get("older") else "ID"
            mrz = fmt.td1(code, "MAR", c["card"], c["cin"], c["dob"], c["sex"], expiry, "MAR", c["surname"], c["given"])
            add(
                "cin_back",
                pages.cnie_back(c, mrz),
                {
                    "address": " ".join(c["address"]),
                    "mrz_valid": fmt.td1_valid(mrz),
                    "cin": c["cin"],
                    "date_of_birth": c["dob"].isoformat(),
                    "cin_expiry": expiry.isoformat(),
                    "applicant_name": name,
                    "document_number": c["card"],
                },
                page="card",
                data={"mrz": mrz},
            )
            if c.get("passport"):
                pexp = D(2029, rng.randint(1, 12), rng.randint(1, 28))
                mrz = fmt.td3("MAR", c["passport"], "MAR", c["dob"], c["sex"], pexp, c["cin"], c["surname"], c["given"])
                fields = [
                    ("Type / Code", "P / MAR"),
                    ("Nom / Surname", c["surname"]),
                    ("Prénoms / Given names", c["given"].upper()),
                    ("Nationalité", "MAROCAINE"),
                    ("Date de naissance", fmt.fdate(c["dob"], "mon3")),
                    ("Lieu de naissance", c["pob"]),
                    ("N° CIN", c["cin"]),
                    ("Date d'expiration", fmt.fdate(pexp, "mon3")),
                    ("N° du passeport", c["passport"]),
                ]
                add(
                    "passport",
                    pages.passport_page(
                        "ROYAUME DU MAROC — PASSEPORT / جواز السفر", fields, mrz, "DejaVu Serif", "#efe6f3"
                    ),
                    {
                        "applicant_name": name,
                        "date_of_birth": c["dob"].isoformat(),
                        "cin": c["cin"],
                        "mrz_valid": fmt.td3_valid(mrz),
                        "document_number": c["passport"],
                        "nationality": "MAR",
                        "issuing_country": "MAR",
                        "document_expiry": pexp.isoformat(),
                    },
                    data={"mrz": mrz},
                    cond=rng.choice(["clean", "degraded"]),
                )
        else:
            nat = c["nat"]
            if c.get("idcard"):
                iexp = D(2031, 4, 17)
                mrz = fmt.td1("ID", nat, c["idcard"], "", c["dob"], c["sex"], iexp, nat, c["surname"], c["given"])
                fields = [
                    ("NOM / Surname", c["surname"]),
                    ("Prénoms / Given names", c["given"]),
                    ("Sexe", c["sex"]),
                    ("Nationalité", "FRA"),
                    ("Date de naiss. / Date of birth", fmt.fdate(c["dob"], "dot")),
                    ("N° du document", c["idcard"]),
                    ("Date d'expiration", fmt.fdate(iexp, "dot")),
                ]
                add(
                    "id_card",
                    pages.td1_card(
                        "CARTE NATIONALE D'IDENTITÉ / IDENTITY CARD",
                        "",
                        "RÉPUBLIQUE FRANÇAISE",
                        c,
                        fields,
                        mrz,
                        "#e3ecf7",
                    ),
                    {
                        "applicant_name": name,
                        "date_of_birth": c["dob"].isoformat(),
                        "mrz_valid": fmt.td1_valid(mrz),
                        "document_number": c["idcard"],
                        "nationality": nat,
                        "issuing_country": nat,
                        "document_expiry": iexp.isoformat(),
                    },
                    page="card",
                    data={"mrz": mrz},
                )
            else:
                pexp = D(2030, 2, 11)
                mrz = fmt.td3(nat, c["passport"], nat, c["dob"], c["sex"], pexp, "", c["surname"], c["given"])
                fields = [
                    ("Type", "P"),
                    ("Code du pays", nat),
                    ("Nom", c["surname"]),
                    ("Prénoms", c["given"]),
                    ("Nationalité", "SÉNÉGALAISE"),
                    ("Date de naissance", fmt.fdate(c["dob"], "slash")),
                    ("Lieu de naissance", c["pob"]),
                    ("Date d'expiration", fmt.fdate(pexp, "slash")),
                    ("Passeport N°", c["passport"]),
                ]
                add(
                    "passport",
                    pages.passport_page("RÉPUBLIQUE DU SÉNÉGAL — PASSEPORT", fields, mrz, "Liberation Sans", "#e4f1e2"),
                    {
                        "applicant_name": name,
                        "date_of_birth": c["dob"].isoformat(),
                        "mrz_valid": fmt.td3_valid(mrz),
                        "document_number": c["passport"],
                        "nationality": nat,
                        "issuing_country": nat,
                        "document_expiry": pexp.isoformat(),
                    },
                    data={"mrz": mrz},
                )
            rexp = D(c["res_issue"].year + 3, c["res_issue"].month, c["res_issue"].day)
            mrz = fmt.td1("IR", "MAR", c["res"], "", c["dob"], c["sex"], rexp, nat, c["surname"], c["given"])
            fields = [
                ("Nom", c["surname"]),
                ("Prénom", c["given"]),
                ("Nationalité", nat),
                ("Né(e) le", fmt.fdate(c["dob"], "dot")),
                ("Carte N°", c["res"]),
                ("Valable jusqu'au", fmt.fdate(rexp, "dot")),
            ]
            add(
                "residence_permit",
                pages.td1_card(
                    "CARTE D'IMMATRICULATION — TITRE DE SÉJOUR",
                    "بطاقة الإقامة",
                    "ROYAUME DU MAROC",
                    c,
                    fields,
                    mrz,
                    "#f3ead7",
                ),
                {
                    "applicant_name": name,
                    "date_of_birth": c["dob"].isoformat(),
                    "mrz_valid": fmt.td1_valid(mrz),
                    "document_number": c["res"],
                    "nationality": nat,
                    "issuing_country": "MAR",
                    "document_expiry": rexp.isoformat(),
                },
                page="card",
                data={"mrz": mrz},
            )

        # ---- payroll
        english = c["emp"] == "offshore"
        earnings = _earnings(c, emp, english)
        pay = fmt.payroll(earnings, public=emp[6], mutuelle=0.0 if c["base"] < 5000 else round(c["base"] * 0.012, 2))
        n_slips = rng.choice([2, 3])
        months = _payslip_months(rng, n_slips)
        amt = rng.choice(["sp", "dot", "en", "sp"])
        cur = rng.choice(["DH", "MAD", ""])
        title = (
            "Payslip"
            if english
            else rng.choice(["Bulletin de paie", "Bulletin de salaire", "Fiche de paie", "BULLETIN DE PAIE"])
        )
        dstyle = rng.choice(["slash", "dash", "fr"])
        show_cin = moroccan and (rng.random() < 0.8 or conflict == "cin")
        show_dob = rng.random() < 0.4
        nstyle = rng.choice(["civ", "surfirst", "plain", "upper"])
        for k, (y, m) in enumerate(months):
            info = [
                ("Employee" if english else "Salarié", pages.person(c["given"], c["surname"], c["sex"], nstyle)),
                ("Position" if english else "Emploi", c["position"]),
                ("Hire date" if english else "Date d'embauche", fmt.fdate(c["hire"], dstyle)),
                ("Contract" if english else "Contrat", c["contract"]),
            ]
            labels = {
                "applicant_name": name,
                "employer": emp[0],
                "hire_date": c["hire"].isoformat(),
                "contract_type": c["contract"],
                "position": c["position"],
                "pay_period": f"{y}-{m:02d}",
                "gross_salary": pay["gross"],
                "net_salary": pay["net"],
            }
            cin = c.get("cin")
            if conflict == "cin" and k == len(months) - 1:
                cin = "K350915"
            if show_cin:
                info.append(("CIN", cin))
                labels["cin"] = cin
            if show_dob:
                info.append(("Date de naissance", fmt.fdate(c["dob"], dstyle)))
                labels["date_of_birth"] = c["dob"].isoformat()
            if emp[1]:
                info.append(("N° CNSS salarié" if not english else "Employee CNSS no.", c["cnss"]))
                info.append(("N° affiliation employeur" if not english else "Employer CNSS no.", emp[1]))
                labels["cnss_number"] = c["cnss"]
                labels["employer_cnss"] = emp[1]
            else:
                info.append(("Matricule", f"{rng.randint(100000, 999999)}"))
            per = f"{fmt.MONTHS[m - 1]} {y}" if english else f"{fmt.MOIS[m - 1].capitalize()} {y}"
            info.append(("Pay period" if english else "Période", per))
            ctx = dict(
                emp=emp,
                pay=pay,
                amt=amt,
                english=english,
                title=title,
                info=info,
                cur=cur,
                ytd=m if (rng.random() < 0.4) else None,
                bank_name=bank[0],
                size=rng.choice([8.5, 9, 9.5]),
            )
            add("payslip", pages.payslip(ctx, rng), labels, data={"pay": pay})

        # ---- employment certificate
        cemp = EMPLOYERS["decoy"] if conflict == "employer" else emp
        ctype = {
            "CDI": "contrat à durée indéterminée",
            "CDD": "contrat à durée déterminée",
            "ANAPEC": "contrat d'insertion (ANAPEC)",
            "STAGE": "convention de stage",
        }[c["contract"]]
        who = pages.person(c["given"], c["surname"], c["sex"], rng.choice(["civ", "plain", "surfirst"]))
        ddate = fmt.fdate(D(2025, rng.randint(6, 7), rng.randint(1, 28)), rng.choice(["slash", "fr"]))
        hstyle = rng.choice(["fr", "slash", "dash"])
        labels = {
            "applicant_name": name,
            "employer": cemp[0],
            "hire_date": c["hire"].isoformat(),
            "position": c["position"],
            "contract_type": c["contract"],
        }
        cin_txt = ""
        if moroccan:
            cin_txt = f", titulaire de la CIN n° <b>{c['cin']}</b>"
            labels["cin"] = c["cin"]
        else:
            cin_txt = f", de nationalité {'française' if c['nat'] == 'FRA' else 'sénégalaise'}"
        if rng.random() < 0.5:
            sign = "Le Directeur des Ressources Humaines" if not emp[6] else "Le Directeur de l'Office"
            paras = [
                f"Nous soussignés, <b>{pages.E(cemp[0])}</b>, {pages.E(cemp[3])}"
                + (f", affiliée à la CNSS sous le n° {cemp[1]}" if cemp[1] and cemp is emp else "")
                + f", certifions que {pages.E(who)}{cin_txt}, est employé(e) au sein de notre "
                f"{'établissement' if emp[6] else 'société'} depuis le {fmt.fdate(c['hire'], hstyle)} en qualité "
                f"de <b>{pages.E(c['position'])}</b>, dans le cadre d'un {ctype}.",
                "Cette attestation est délivrée à l'intéressé(e), sur sa demande, pour servir et valoir ce que "
                "de droit.",
            ]
            if cemp[1] and cemp is emp:
                labels["employer_cnss"] = cemp[1]
            html = pages.letter(
                cemp,
                rng.choice(["ATTESTATION DE TRAVAIL", "Attestation de travail"]),
                paras,
                cemp[2],
                ddate,
                sign,
                rng,
                rng.choice([10, 10.5, 11]),
            )
        else:
            table = [
                ("Nom et prénom", pages.person(c["given"], c["surname"], c["sex"], "surfirst")),
                ("Fonction", c["position"]),
                ("Date d'entrée", fmt.fdate(c["hire"], hstyle)),
                ("Nature du contrat", ctype),
            ]
            if moroccan:
                table.insert(1, ("CIN", c["cin"]))
            paras = [
                f"Le soussigné, Directeur Général de la société {pages.E(cemp[0])}, certifie que la personne "
                "désignée ci-dessous fait partie de notre personnel :"
            ]
            html = pages.letter(
                cemp,
                "CERTIFICAT DE TRAVAIL",
                [*paras, "Le présent certificat est délivré pour servir et valoir ce que de droit."],
                cemp[2],
                ddate,
                "Le Directeur Général",
                rng,
                10.5,
                table=table,
            )
        add("employment_certificate", html, labels)

        # ---- salary certificate
        if ci % 3 != 1 or conflict in ("salary", "hire"):
            g, n = pay["gross"], pay["net"]
            if conflict == "salary":
                g, n = round(g * 1.45, 2), round(n * 1.45, 2)
            hire = c["hire"]
            if conflict == "hire":
                hire = D(hire.year - 3, hire.month, hire.day)
            a_st = rng.choice(["sp", "dot"])
            table = [
                ("Nom et prénom", pages.person(c["given"], c["surname"], c["sex"], "civ")),
                ("Poste occupé", c["position"]),
                ("Date d'embauche", fmt.fdate(hire, "slash")),
                ("Salaire mensuel brut", fmt.famount(g, a_st) + " DH"),
                ("Salaire mensuel net", fmt.famount(n, a_st) + " DH"),
            ]
            labels = {
                "applicant_name": name,
                "employer": emp[0],
                "hire_date": hire.isoformat(),
                "position": c["position"],
                "gross_salary": g,
                "net_salary": n,
            }
            if moroccan:
                table.insert(1, ("N° CIN", c["cin"]))
                labels["cin"] = c["cin"]
            paras = [
                f"Nous soussignés, <b>{pages.E(emp[0])}</b>, attestons par la présente que l'intéressé(e) "
                "ci-dessous désigné(e) perçoit la rémunération mensuelle suivante :"
            ]
            add(
                "salary_certificate",
                pages.letter(
                    emp,
                    "ATTESTATION DE SALAIRE",
                    paras,
                    emp[2],
                    ddate,
                    "Le Responsable Administratif",
                    rng,
                    10.5,
                    table=table,
                ),
                labels,
            )

        # ---- CNSS certificate
        if emp[1] and ci % 2 == 0:
            aff = D(c["hire"].year, c["hire"].month, min(c["hire"].day + 3, 28))
            fields = [
                ("Nom et prénom", pages.person(c["given"], c["surname"], c["sex"], "surfirst")),
                ("N° d'immatriculation", c["cnss"]),
                ("Date d'immatriculation", fmt.fdate(aff, "slash")),
                ("Employeur", emp[0]),
                ("N° d'affiliation employeur", emp[1]),
            ]
            labels = {
                "applicant_name": name,
                "cnss_number": c["cnss"],
                "affiliation_date": aff.isoformat(),
                "employer": emp[0],
                "employer_cnss": emp[1],
            }
            if moroccan:
                fields.insert(1, ("CIN", c["cin"]))
                labels["cin"] = c["cin"]
            add(
                "cnss_certificate",
                pages.cnss_cert(fields, fmt.fdate(D(2025, 6, rng.randint(1, 28)), "slash"), rng),
                labels,
            )

        # ---- bank
        holder_style = rng.choice(["civ", "upper", "plain", "surfirst"])
        holder = pages.person(c["given"], c["surname"], c["sex"], holder_style)
        branch = f"Agence {emp[2]} {rng.choice(['Centre', 'Principale', 'Hay Salam', 'Les Orangers'])}"
        n_st = rng.choice([1, 2, 1])
        bal = round(rng.uniform(-2500, 9000), 2)
        y, m = months[-1]
        for k in range(n_st):
            sm = m - (n_st - 1 - k)
            sy = y if sm > 0 else y - 1
            sm = sm if sm > 0 else sm + 12
            start = D(sy, sm, 1)
            end = D(sy + (sm == 12), sm % 12 + 1, 1) - dt.timedelta(days=1)
            tx = []
            tx.append((D(sy, sm, 3), "RETRAIT GAB", -float(rng.choice([500, 1000, 1500]))))
            tx.append((D(sy, sm, 5), f"PRLV LOYER {rng.choice(['MAI', 'BAIL', 'APPT'])}", -round(pay["net"] * 0.3, 2)))
            for _ in range(rng.randint(3, 6)):
                tx.append(
                    (
                        D(sy, sm, rng.randint(6, 24)),
                        rng.choice(
                            [
                                "PAIEMENT CB MARJANE",
                                "PAIEMENT CB ACIMA",
                                "FACTURE MAROC TELECOM",
                                "PAIEMENT CB LABEL VIE",
                                "RETRAIT GAB",
                                "VIR EMIS FAMILLE",
                                "FRAIS TENUE CPTE",
                            ]
                        ),
                        -round(rng.uniform(40, 1400), 2),
                    )
                )
            tx.append((D(sy, sm, 27), f"VIR RECU SALAIRE {emp[0][:24].upper()}", pay["net"]))
            tx.sort(key=lambda t: t[0])
            if bal > 0 and rng.random() < 0.35:
                tx.append((D(sy, sm, 28), "ECHEANCE CREDIT IMMO", -round(bal + pay["net"] * 0.8, 2)))
            opening = bal
            closing = round(opening + sum(v for _, _, v in tx), 2)
            bal = closing
            sdst = rng.choice(["slash", "dot", "fr"])
            st_holder = holder
            st_name = name
            st_rib = rib
            if conflict == "account" and k == n_st - 1:
                st_holder = "M. Karim TAHIRI"
                st_name = "Karim TAHIRI"
                st_rib = fmt.make_rib(bank[1], c["city"], "".join(str(rng.randint(0, 9)) for _ in range(16)))
            rib_form = rng.choice(["grouped", "whole", "iban"])
            rib_txt = {"grouped": fmt.rib_grouped(st_rib), "whole": st_rib, "iban": fmt.iban_grouped(st_rib)}[rib_form]
            ctx = dict(
                bank=bank,
                amt=rng.choice(["sp", "dot", "en"]),
                neg=rng.choice(["DC", "minus", "paren", "cols"]),
                tx=[
                    (fmt.fdate(d, "dot")[:5] if rng.random() < 0.5 else fmt.fdate(d, "slash"), lab, v)
                    for d, lab, v in tx
                ],
                opening=opening,
                closing=closing,
                running=rng.random() < 0.5,
                start_txt=fmt.fdate(start, sdst),
                end_txt=fmt.fdate(end, sdst),
                branch=branch,
                ar=rng.random() < 0.4,
                title=rng.choice(["RELEVÉ DE COMPTE", "Extrait de compte", "Relevé de compte chèque"]),
                rib_label="IBAN" if rib_form == "iban" else "RIB",
                rib_txt=rib_txt,
                acct_type=rng.choice(["Compte chèque", "Compte courant particulier"]),
                holder_txt=st_holder,
                addr=c["address"],
                size=rng.choice([8.5, 9]),
            )
            add(
                "bank_statement",
                pages.statement(ctx, rng),
                {
                    "bank_name": bank[0],
                    "account_holder": st_name,
                    "rib": st_rib,
                    "statement_period_start": start.isoformat(),
                    "statement_period_end": end.isoformat(),
                    "opening_balance": opening,
                    "closing_balance": closing,
                },
                data={"opening": opening, "closing": closing, "tx": [v for _, _, v in tx]},
            )

        ctx = dict(
            bank=bank,
            rib=rib,
            variant=rng.randrange(3),
            swift=f"{bank[0][:4].upper().replace(' ', 'X')}MAMC",
            branch=branch,
            holder_txt=holder,
            addr=c["address"],
            title=rng.choice(["RELEVÉ D'IDENTITÉ BANCAIRE", "Attestation de RIB", "Relevé d'Identité Bancaire"]),
        )
        add("rib", pages.rib_doc(ctx, rng), {"bank_name": bank[0], "account_holder": name, "rib": rib})

        if c.get("other") == "bill":
            add(
                "other",
                pages.utility_bill(
                    dict(
                        holder=pages.person(c["given"], c["surname"], c["sex"], "upper"),
                        addr=c["address"],
                        contract=rng.randint(10**7, 10**8 - 1),
                        period="Avril 2025",
                        kwh=rng.randint(90, 260),
                        m3=rng.randint(8, 25),
                        elec=round(rng.uniform(120, 420), 2),
                        eau=round(rng.uniform(40, 160), 2),
                        tax=round(rng.uniform(20, 60), 2),
                    )
                ),
                {},
            )
        if c.get("other") == "lease":
            add(
                "other",
                pages.lease(
                    dict(
                        owner="M. Abderrahim SEBTI",
                        holder=pages.person(c["given"], c["surname"], c["sex"], "civ"),
                        addr=c["address"],
                        start=fmt.fdate(D(2021, 9, 1), "fr"),
                        rent=2800.0,
                        city="Fquih Ben Salah",
                    )
                ),
                {},
            )

        rng.shuffle(case_docs)
        docs.extend(case_docs)
        cases[cid] = {"expected_conflicts": sorted(CONFLICT_FIELDS.get(conflict, []))}

    for i, d in enumerate(docs):
        d["seed"] = seed * 100003 + i
    return {"documents": docs, "cases": cases}


CONFLICT_FIELDS = {
    "employer": ["employer"],
    "salary": ["gross_salary", "net_salary"],
    "cin": ["cin"],
    "hire": ["hire_date"],
    "account": ["account_holder", "rib"],
}
