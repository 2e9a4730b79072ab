"""The applicants, employers and banks of blind_s, and the plan of every document (data and labels)."""

from __future__ import annotations

import datetime as dt
import random

# ---------------------------------------------------------------- helpers

MOIS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MON3 = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def fdate(x: dt.date, style: str) -> str:
    if style == "slash":
        return f"{x.day:02d}/{x.month:02d}/{x.year}"
    if style == "dash":
        return f"{x.day:02d}-{x.month:02d}-{x.year}"
    if style == "dot":
        return f"{x.day:02d}.{x.month:02d}.{x.year}"
    if style == "long":
        return f"{x.day} {MOIS[x.month - 1]} {x.year}"
    if style == "en":
        return f"{MONTHS[x.month - 1]} {x.day}, {x.year}"
    if style == "mon3":
        return f"{x.day:02d} {MON3[x.month - 1]} {x.year}"
    if style == "iso":
        return x.isoformat()
    raise ValueError(style)


def money(v: float, style: str) -> str:
    neg = v < 0
    cents = round(abs(v) * 100)
    units, frac = divmod(cents, 100)
    digits = f"{units:,}"
    if style in ("space", "space_dh", "dh_space"):
        body = digits.replace(",", " ") + f",{frac:02d}"
    elif style in ("dot", "dot_dh"):
        body = digits.replace(",", ".") + f",{frac:02d}"
    elif style in ("en", "mad_en"):
        body = digits + f".{frac:02d}"
    else:
        raise ValueError(style)
    if style in ("space_dh", "dot_dh"):
        body += " DH"
    elif style == "mad_en":
        body = "MAD " + body
    elif style == "dh_space":
        body += " Dhs"
    return ("-" if neg else "") + body


def check_digit(s: str) -> str:
    total = 0
    for i, ch in enumerate(s):
        if ch.isdigit():
            v = int(ch)
        elif ch.isalpha():
            v = ord(ch.upper()) - 55
        else:
            v = 0
        total += v * (7, 3, 1)[i % 3]
    return str(total % 10)


def mrz_name(family: str, given: str, width: int) -> str:
    s = family.upper().replace("-", " ").replace(" ", "<") + "<<" + given.upper().replace(" ", "<")
    s = s.replace("É", "E").replace("È", "E").replace("Ï", "I")
    return (s + "<" * width)[:width]


def yymmdd(x: dt.date) -> str:
    return x.strftime("%y%m%d")


def td1(
    code: str,
    issuer: str,
    docno: str,
    optional1: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    nationality: str,
    family: str,
    given: str,
) -> list[str]:
    l1 = (code + issuer + docno + check_digit(docno) + optional1 + "<" * 15)[:30]
    l2a = yymmdd(dob) + check_digit(yymmdd(dob)) + sex + yymmdd(expiry) + check_digit(yymmdd(expiry))
    l2 = (l2a + nationality + "<" * 11)[:29]
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += check_digit(comp)
    return [l1, l2, mrz_name(family, given, 30)]


def td3(
    issuer: str,
    docno: str,
    nationality: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    personal: str,
    family: str,
    given: str,
) -> list[str]:
    l1 = ("P<" + issuer + mrz_name(family, given, 39))[:44]
    pn = (personal + "<" * 14)[:14]
    l2 = (
        docno
        + check_digit(docno)
        + nationality
        + yymmdd(dob)
        + check_digit(yymmdd(dob))
        + sex
        + yymmdd(expiry)
        + check_digit(yymmdd(expiry))
        + pn
        + check_digit(pn)
    )
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    return [l1, l2 + check_digit(comp)]


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


def make_rib(bank: str, city: str, account: str) -> str:
    n = bank + city + account
    return n + rib_key(n)


def iban(rib: str) -> str:
    num = rib + "2210" + "00"  # M=22 A=10
    chk = 98 - int(num) % 97
    return f"MA{chk:02d}{rib}"


def group(s: str, n: int = 4) -> str:
    return " ".join(s[i : i + n] for i in range(0, len(s), n))


def r2(x: float) -> float:
    return round(x + 1e-9, 2)


# ---------------------------------------------------------------- employers and banks

EMPLOYERS = {
    "atlasfroid": dict(
        name="Atlas Froid Industrie SARL",
        cnss="2418736",
        city="Fès",
        addr="Lot 47, Zone Industrielle Sidi Brahim, Fès",
        ice="001582746000093",
        slip="grid",
        cert="prose_nous",
        font="Liberation Sans",
        color="0B4F8A",
        signer="Karim Benchekroun",
        signer_title="Gérant",
    ),
    "maghrebemb": dict(
        name="Maghreb Emballages Société Anonyme",
        cnss="1093382",
        city="Casablanca",
        addr="184, Boulevard Ambassadeur Ben Aicha, Roches Noires, Casablanca",
        ice="000219847000051",
        slip="boxed",
        cert="table",
        font="DejaVu Serif",
        color="7A1F2B",
        signer="Leila Mernissi",
        signer_title="Directrice des Ressources Humaines",
    ),
    "nouraudit": dict(
        name="Cabinet Nour Audit SARL AU",
        cnss="3370214",
        city="Meknès",
        addr="Immeuble Al Boustane, 3e étage, Avenue des FAR, Meknès",
        ice="002247915000012",
        slip="plain",
        cert="prose_je",
        font="Noto Serif",
        color="2E5E3A",
        signer="Driss Amrani",
        signer_title="Expert-comptable, associé unique",
    ),
    "ormvaom": dict(
        name="Office Régional de Mise en Valeur Agricole de Ouarzazate",
        cnss="1002957",
        city="Ouarzazate",
        addr="Avenue Mohammed V, BP 31, Ouarzazate",
        ice="001009374000027",
        slip="public",
        cert="prose_je",
        font="FreeSerif",
        color="1D5C2E",
        signer="Mustapha Oulhaj",
        signer_title="Chef du Service des Ressources Humaines",
        ar="المكتب الجهوي للاستثمار الفلاحي لورزازات",
        public=True,
    ),
    "tawsil": dict(
        name="Dar Tawsil Services SNC",
        cnss="4021658",
        city="Rabat",
        addr="27, Rue Oued Ziz, Agdal, Rabat",
        ice="002611473000064",
        slip="grid",
        cert="table",
        font="DejaVu Sans",
        color="C25B12",
        signer="Rachida Bennani",
        signer_title="Associée gérante",
    ),
    "gienord": dict(
        name="Groupement Monétique du Nord GIE",
        cnss="3859021",
        city="Tanger",
        addr="Tanger City Center, Tour 2, 9e étage, Tanger",
        ice="001934562000038",
        slip="boxed",
        cert="prose_nous",
        font="Noto Sans",
        color="4B2E83",
        signer="Anas Tahiri",
        signer_title="Administrateur",
    ),
    "novatek": dict(
        name="Novatek Engineering Maroc SA",
        cnss="2956407",
        city="Marrakech",
        addr="Parc Technologique Al Massira, Bloc C, Marrakech",
        ice="001766205000084",
        slip="english",
        cert="prose_nous",
        font="Liberation Sans Narrow",
        color="006D77",
        signer="Claire Dubois-Hassani",
        signer_title="HR Business Partner",
    ),
    "orangers": dict(
        name="Clinique Les Orangers SARL",
        cnss="3102845",
        city="Agadir",
        addr="Angle Rue de la Foire et Avenue Hassan II, Agadir",
        ice="002004318000059",
        slip="plain",
        cert="prose_je",
        font="Liberation Serif",
        color="B5651D",
        signer="Dr Hicham Boutaleb",
        signer_title="Directeur général",
    ),
    "tro": dict(
        name="Transports Rapides de l'Oriental SARL",
        cnss="2687340",
        city="Oujda",
        addr="Route de Taourirt, km 4, Oujda",
        ice="001473820000041",
        slip="grid",
        cert="table",
        font="DejaVu Sans Condensed",
        color="8A1C1C",
        signer="Omar Lamrini",
        signer_title="Gérant",
    ),
    "aukenitra": dict(
        name="Agence Urbaine de Kénitra-Sidi Kacem",
        cnss="1057219",
        city="Kénitra",
        addr="Avenue Mohammed Diouri, Kénitra",
        ice="001116834000075",
        slip="public",
        cert="prose_je",
        font="DejaVu Serif",
        color="0F4C5C",
        signer="Naima Bouziane",
        signer_title="Directrice des Affaires Administratives",
        ar="الوكالة الحضرية للقنيطرة - سيدي قاسم",
        public=True,
    ),
    "sardsafi": dict(
        name="Sardinerie Atlantique de Safi SA",
        cnss="1498362",
        city="Safi",
        addr="Quartier Industriel Sud, BP 118, Safi",
        ice="000874513000066",
        slip="boxed",
        cert="prose_nous",
        font="FreeSans",
        color="1F4E79",
        signer="Jamal Eddine Sqalli",
        signer_title="Directeur administratif et financier",
    ),
    "bluewave": dict(
        name="Bluewave Offshore Services Morocco SARL AU",
        cnss="4417093",
        city="Casablanca",
        addr="Casablanca Finance City, Tour CFC, 14e étage, Casablanca",
        ice="002893017000045",
        slip="english",
        cert="table",
        font="Noto Sans",
        color="1B3A6B",
        signer="Mark Thornton",
        signer_title="Country HR Manager",
    ),
    "alwafaa": dict(
        name="Imprimerie Al Wafaa SARL",
        cnss="2233918",
        city="El Jadida",
        addr="12, Rue Ibn Batouta, Quartier Industriel, El Jadida",
        ice="001320657000019",
        slip="plain",
        cert="prose_nous",
        font="FreeSerif",
        color="333333",
        signer="Abderrahim Fikri",
        signer_title="Gérant",
    ),
    "tetouantex": dict(
        name="Tétouan Textile Confection SA",
        cnss="1765204",
        city="Tétouan",
        addr="Zone Industrielle Tétouan Park, Lot 18, Tétouan",
        ice="001258309000072",
        slip="grid",
        cert="prose_je",
        font="Liberation Sans",
        color="5B2C6F",
        signer="Samira Khattabi",
        signer_title="Responsable du personnel",
    ),
    # employers that only appear on a planted conflicting certificate
    "oldemp": dict(
        name="Meknès Pièces Auto SARL",
        cnss="2875113",
        city="Meknès",
        addr="45, Avenue Allal El Fassi, Meknès",
        ice="001650394000027",
        slip="plain",
        cert="prose_nous",
        font="DejaVu Sans",
        color="444444",
        signer="Youssef Lazrak",
        signer_title="Gérant",
    ),
}

BANKS = {
    "awb": dict(
        name="Attijariwafa bank",
        code="007",
        style="awb",
        font="Liberation Sans",
        color="E2A300",
        color2="8B1E1E",
        swift="BCMAMAMC",
    ),
    "bp": dict(
        name="Banque Populaire",
        code="190",
        style="bp",
        font="DejaVu Sans",
        color="6B3A1E",
        color2="D98C1F",
        swift="BCPOMAMC",
    ),
    "boa": dict(
        name="Bank of Africa",
        code="011",
        style="boa",
        font="Noto Sans",
        color="005BAA",
        color2="00A3E0",
        swift="BMCEMAMC",
    ),
    "cih": dict(
        name="CIH Bank", code="230", style="cih", font="FreeSans", color="F28C00", color2="2B2B6F", swift="CIHMMAMC"
    ),
    "cdm": dict(
        name="Crédit du Maroc",
        code="021",
        style="bp",
        font="Liberation Serif",
        color="00704A",
        color2="8DC63F",
        swift="CDMAMAMC",
    ),
    "sgm": dict(
        name="Société Générale Maroc",
        code="022",
        style="awb",
        font="DejaVu Sans Condensed",
        color="D6001C",
        color2="222222",
        swift="SGMBMAMC",
    ),
    "abb": dict(
        name="Al Barid Bank",
        code="350",
        style="cih",
        font="Noto Sans",
        color="FFC20E",
        color2="1C3F94",
        swift="BARIMAMR",
    ),
    "cam": dict(
        name="Crédit Agricole du Maroc",
        code="225",
        style="boa",
        font="Liberation Sans",
        color="007A3D",
        color2="B5D334",
        swift="CNCAMAMR",
    ),
    "cfg": dict(
        name="CFG Bank", code="062", style="boa", font="DejaVu Sans", color="0A2240", color2="C8A45C", swift="CAFGMAMC"
    ),
    "umnia": dict(
        name="Umnia Bank", code="360", style="bp", font="Noto Sans", color="4A2C6D", color2="B08D57", swift="UMNIMAMC"
    ),
}

CITY_CODES = {
    "Fès": "270",
    "Casablanca": "780",
    "Meknès": "470",
    "Ouarzazate": "640",
    "Rabat": "810",
    "Tanger": "640",
    "Marrakech": "450",
    "Agadir": "010",
    "Oujda": "591",
    "Kénitra": "360",
    "Safi": "625",
    "El Jadida": "220",
    "Tétouan": "670",
}

# ---------------------------------------------------------------- applicants

PEOPLE = [
    dict(
        cid="c01",
        given="Hamza",
        family="BERRADA",
        sex="M",
        dob="1988-03-12",
        pob="FES",
        cin="C482913",
        card="ZT2710458",
        exp="2031-03-11",
        addr=["12, Rue Ibn Khaldoun, Quartier Atlas", "Fès"],
        father="Abdellah",
        mother="Latifa",
        ar_given="حمزة",
        ar_family="برادة",
        ar_pob="فاس",
        emp="atlasfroid",
        position="Technicien frigoriste",
        hire="2015-09-01",
        contract="CDI",
        cnssno="118273645",
        base=9200.0,
        primes=[("Prime de rendement", 650.0)],
        transport=400.0,
        bank="awb",
        acct="0001547820041327",
        city="Fès",
        open=3215.40,
        kids=2,
    ),
    dict(
        cid="c02",
        given="Salma",
        family="OUAZZANI TOUHAMI",
        sex="F",
        dob="1992-11-04",
        pob="CASABLANCA",
        cin="BK629471",
        card="YA5083216",
        exp="2030-07-22",
        addr=["Résidence Les Jardins d'Anfa, Imm. 4, Appt 17", "Bd Abdelkrim Khattabi, Casablanca"],
        father="Mohammed",
        mother="Fatima Zahra",
        ar_given="سلمى",
        ar_family="الوزاني التهامي",
        ar_pob="الدار البيضاء",
        emp="maghrebemb",
        position="Responsable contrôle de gestion",
        hire="2019-02-18",
        contract="CDI",
        cnssno="152894307",
        base=16500.0,
        primes=[("Prime de responsabilité", 1500.0), ("Indemnité de représentation", 800.0)],
        transport=0.0,
        bank="sgm",
        acct="0000218730029915",
        city="Casablanca",
        open=12840.15,
        kids=0,
    ),
    dict(
        cid="c03",
        given="Abdelilah",
        family="EL KETTANI",
        sex="M",
        dob="1985-06-27",
        pob="MEKNES",
        cin="D318846",
        card="QB4471902",
        exp="2029-12-30",
        addr=["Hay Salam, Rue 14, N° 33", "Meknès"],
        father="Ahmed",
        mother="Zineb",
        ar_given="عبد الإله",
        ar_family="الكتاني",
        ar_pob="مكناس",
        emp="nouraudit",
        position="Comptable principal",
        hire="2017-04-03",
        contract="CDI",
        cnssno="109483726",
        base=11800.0,
        primes=[("Prime d'ancienneté", 590.0)],
        transport=300.0,
        bank="bp",
        acct="2117430009851204",
        city="Meknès",
        open=1890.00,
        kids=3,
    ),
    dict(
        cid="c04",
        given="Nadia",
        family="AIT BENHADDOU",
        sex="F",
        dob="1999-01-15",
        pob="OUARZAZATE",
        cin="PB104572",
        card="LK8302617",
        exp="2033-01-14",
        addr=["Douar Tabounte, Rue Al Qods N° 8", "Ouarzazate"],
        father="Lahcen",
        mother="Itto",
        ar_given="نادية",
        ar_family="آيت بنحدو",
        ar_pob="ورزازات",
        emp="ormvaom",
        position="Assistante administrative",
        hire="2023-05-02",
        contract="ANAPEC",
        cnssno="183920457",
        base=4600.0,
        primes=[("Indemnité de fonction", 350.0)],
        transport=250.0,
        bank="abb",
        acct="0004921860013378",
        city="Ouarzazate",
        open=-412.35,
        kids=0,
    ),
    dict(
        cid="c05",
        given="Othmane",
        family="CHRAIBI",
        sex="M",
        dob="1990-08-09",
        pob="RABAT",
        cin="A765203",
        card="UM1936540",
        exp="2028-08-08",
        addr=["Avenue Ibn Sina, Imm. 22, Appt 6", "Agdal, Rabat"],
        father="Mustapha",
        mother="Nezha",
        ar_given="عثمان",
        ar_family="الشرايبي",
        ar_pob="الرباط",
        emp="tawsil",
        position="Chef d'équipe livraison",
        hire="2020-10-12",
        contract="CDI",
        cnssno="164027398",
        base=7400.0,
        primes=[("Prime de panier", 440.0), ("Heures supplémentaires", 612.5)],
        transport=350.0,
        bank="boa",
        acct="0110092783310042",
        city="Rabat",
        open=2230.80,
        kids=1,
    ),
    dict(
        cid="c06",
        given="Imane",
        family="FASSI FIHRI",
        sex="F",
        dob="1994-02-21",
        pob="TANGER",
        cin="K490327",
        card="RV7720385",
        exp="2032-02-20",
        addr=["Rue de Hollande, Résidence Malabata, N° 5", "Tanger"],
        father="Abdelhak",
        mother="Souad",
        ar_given="إيمان",
        ar_family="الفاسي الفهري",
        ar_pob="طنجة",
        emp="gienord",
        position="Analyste monétique",
        hire="2018-07-16",
        contract="CDI",
        cnssno="171538204",
        base=13250.0,
        primes=[("Prime de performance", 1100.0)],
        transport=0.0,
        bank="cdm",
        acct="0072381940056120",
        city="Tanger",
        open=8450.00,
        kids=1,
    ),
    dict(
        cid="c07",
        given="Mohamed Amine",
        family="LAHLOU",
        sex="M",
        dob="1987-12-03",
        pob="MARRAKECH",
        cin="E539184",
        card="WF3058812",
        exp="2030-12-02",
        addr=["Lotissement Al Fadl, Villa 61", "Route de Targa, Marrakech"],
        father="Said",
        mother="Rkia",
        ar_given="محمد أمين",
        ar_family="لحلو",
        ar_pob="مراكش",
        emp="novatek",
        position="Senior Project Engineer",
        hire="2014-03-10",
        contract="CDI",
        cnssno="137260981",
        base=24000.0,
        primes=[("Seniority bonus", 2400.0), ("Housing allowance", 3000.0)],
        transport=0.0,
        bank="cih",
        acct="2301187640019927",
        city="Marrakech",
        open=41210.65,
        kids=2,
        passport="GD7340185",
        pp_issue="2021-05-17",
        pp_expiry="2026-05-16",
    ),
    dict(
        cid="c08",
        given="Khadija",
        family="BOUSFIHA",
        sex="F",
        dob="1991-05-30",
        pob="AGADIR",
        cin="JB207815",
        card="NH6624019",
        exp="2031-05-29",
        addr=["Hay Dakhla, Bloc C, N° 112", "Agadir"],
        father="Brahim",
        mother="Hafida",
        ar_given="خديجة",
        ar_family="بوسفيحة",
        ar_pob="أكادير",
        emp="orangers",
        position="Infirmière diplômée d'État",
        hire="2016-11-21",
        contract="CDI",
        cnssno="125904836",
        base=8700.0,
        primes=[("Prime de garde", 900.0)],
        transport=300.0,
        bank="cam",
        acct="0150472910084406",
        city="Agadir",
        open=1104.20,
        kids=2,
    ),
    dict(
        cid="c09",
        given="Rachid",
        family="ZEROUALI",
        sex="M",
        dob="1979-10-18",
        pob="OUJDA",
        cin="F264019",
        card="F2640197A",
        exp="2027-10-17",
        addr=["Quartier Al Qods, Rue Tinghir N° 19", "Oujda"],
        father="Mimoun",
        mother="Yamna",
        ar_given="رشيد",
        ar_family="الزروالي",
        ar_pob="وجدة",
        emp="tro",
        position="Chauffeur poids lourd",
        hire="2022-01-03",
        contract="CDD",
        cnssno="098372615",
        base=5800.0,
        primes=[("Prime de route", 700.0), ("Prime de panier", 380.0)],
        transport=0.0,
        bank="bp",
        acct="2092284710063318",
        city="Oujda",
        open=-1287.90,
        kids=4,
        old=True,
    ),
    dict(
        cid="c10",
        given="Meryem",
        family="TAZI",
        sex="F",
        dob="1996-07-07",
        pob="KENITRA",
        cin="G720418",
        card="PX2391740",
        exp="2034-07-06",
        addr=["Maamora, Rue 52, N° 7", "Kénitra"],
        father="Jamal",
        mother="Khadija",
        ar_given="مريم",
        ar_family="التازي",
        ar_pob="القنيطرة",
        emp="aukenitra",
        position="Architecte urbaniste",
        hire="2021-09-15",
        contract="CDI",
        cnssno="196031847",
        base=12100.0,
        primes=[("Indemnité de sujétion", 1200.0)],
        transport=300.0,
        bank="cfg",
        acct="0001044871200635",
        city="Kénitra",
        open=5310.00,
        kids=0,
        passport="MZ4012968",
        pp_issue="2023-02-09",
        pp_expiry="2028-02-08",
    ),
    dict(
        cid="c11",
        given="Soufiane",
        family="EL GHAZOUANI",
        sex="M",
        dob="1989-04-25",
        pob="SAFI",
        cin="H581302",
        card="TR9054123",
        exp="2029-04-24",
        addr=["Hay Kawki, Rue Annasr N° 40", "Safi"],
        father="Abdelkader",
        mother="Aicha",
        ar_given="سفيان",
        ar_family="الغزواني",
        ar_pob="آسفي",
        emp="sardsafi",
        position="Responsable maintenance",
        hire="2013-06-01",
        contract="CDI",
        cnssno="116750392",
        base=10900.0,
        primes=[("Prime d'ancienneté", 1090.0), ("Prime de quart", 600.0)],
        transport=300.0,
        bank="awb",
        acct="0007283640027751",
        city="Safi",
        open=-2140.60,
        kids=3,
    ),
    dict(
        cid="c12",
        given="Fatou Bintou",
        family="DIOP",
        sex="F",
        dob="1990-09-14",
        pob="DAKAR",
        cin=None,
        emp="bluewave",
        position="Subsea Planning Engineer",
        hire="2022-04-04",
        contract="CDI",
        cnssno="201473859",
        base=21500.0,
        primes=[("Expatriation allowance", 4000.0)],
        transport=0.0,
        bank="umnia",
        acct="0000603127790024",
        city="Casablanca",
        open=15780.30,
        kids=0,
        addr=["Quartier Racine, Rue Jean Jaurès N° 9", "Casablanca"],
        foreign=dict(
            id_no="SN1739024", id_exp="2030-03-01", rp_no="E27640183", rp_exp="2027-04-03", rp_issue="2024-04-04"
        ),
    ),
    dict(
        cid="c13",
        given="Yassine",
        family="BENJELLOUN",
        sex="M",
        dob="1993-12-29",
        pob="EL JADIDA",
        cin="M204776",
        card="KC5130872",
        exp="2032-12-28",
        addr=["Cité Plateau, Rue Al Mansour Dahbi N° 15", "El Jadida"],
        father="Larbi",
        mother="Malika",
        ar_given="ياسين",
        ar_family="بنجلون",
        ar_pob="الجديدة",
        emp="alwafaa",
        position="Conducteur offset",
        hire="2019-01-07",
        contract="CDI",
        cnssno="158302947",
        base=6400.0,
        primes=[("Prime de production", 520.0)],
        transport=300.0,
        bank="cih",
        acct="2302217850046680",
        city="El Jadida",
        open=760.45,
        kids=1,
    ),
    dict(
        cid="c14",
        given="Ghita",
        family="EL MANSOURI",
        sex="F",
        dob="1984-08-16",
        pob="TETOUAN",
        cin="L415609",
        card="L4156093B",
        exp="2026-08-15",
        addr=["Avenue Hassan II, Résidence Rif, Appt 9", "Tétouan"],
        father="Abdeslam",
        mother="Rahma",
        ar_given="غيتة",
        ar_family="المنصوري",
        ar_pob="تطوان",
        emp="tetouantex",
        position="Cheffe d'atelier",
        hire="2010-02-15",
        contract="CDI",
        cnssno="087465120",
        base=9900.0,
        primes=[("Prime d'ancienneté", 1485.0)],
        transport=250.0,
        bank="awb",
        acct="0001720380019964",
        city="Tétouan",
        open=3970.10,
        kids=2,
        old=True,
        passport="UK8827104",
        pp_issue="2020-09-28",
        pp_expiry="2025-09-27",
    ),
]

CONFLICTS = {
    "c03": ["employer", "employer_cnss"],
    "c05": ["gross_salary", "net_salary"],
    "c08": ["cin"],
    "c11": ["hire_date"],
    "c13": ["rib"],
}


# ---------------------------------------------------------------- payroll and statements


def ir_month(taxable: float, kids: int) -> float:
    brackets = [
        (3333.33, 0.0, 0.0),
        (5000.0, 0.10, 333.33),
        (6666.67, 0.20, 833.33),
        (8333.33, 0.30, 1500.0),
        (15000.0, 0.34, 1833.33),
        (1e12, 0.38, 2433.33),
    ]
    for top, rate, ded in brackets:
        if taxable <= top:
            ir = taxable * rate - ded
            break
    ir -= 41.67 * min(kids + 1, 6) if rate else 0.0
    return max(r2(ir), 0.0)


def payslip_lines(p: dict, extra: float = 0.0) -> dict:
    gains = [("Salaire de base", p["base"]), *p["primes"]]
    if p["transport"]:
        gains.append(("Indemnité de transport", p["transport"]))
    gross = r2(sum(a for _, a in gains) + extra)
    if extra:
        gains.append(("Prime exceptionnelle", extra))
    taxable_base = gross - p["transport"]
    cnss = r2(min(taxable_base, 6000.0) * 0.0448)
    amo = r2(taxable_base * 0.0226)
    ded = [("Cotisation CNSS", min(taxable_base, 6000.0), 4.48, cnss), ("Cotisation AMO", taxable_base, 2.26, amo)]
    cimr = 0.0
    if p["base"] >= 10000 and p["contract"] == "CDI":
        cimr = r2(taxable_base * 0.06)
        ded.append(("Retraite complémentaire CIMR", taxable_base, 6.0, cimr))
    sni = taxable_base - cnss - amo - cimr
    fp = min(sni * (0.35 if taxable_base <= 6500 else 0.25), 2916.67)
    ir = ir_month(r2(sni - fp), p["kids"])
    ded.append(("Impôt sur le revenu (IR)", r2(sni - fp), None, ir))
    total = r2(sum(x[3] for x in ded))
    return dict(gains=gains, ded=ded, gross=gross, total_ded=total, net=r2(gross - total), taxable=r2(sni - fp), ir=ir)


SHOPS = [
    "MARJANE",
    "CARREFOUR MARKET",
    "LABEL VIE",
    "BIM",
    "ACIMA",
    "PHARMACIE AL AMAL",
    "AFRIQUIA",
    "SHELL",
    "DECATHLON",
    "JUMIA",
    "INWI",
    "MAROC TELECOM",
    "ASWAK ASSALAM",
    "KITEA",
]


def statement(rng: random.Random, p: dict, year: int, month: int, opening: float, net: float, employer: str) -> dict:
    start = dt.date(year, month, 1)
    end = dt.date(year + (month == 12), month % 12 + 1, 1) - dt.timedelta(days=1)
    rows = []
    days = sorted(rng.sample(range(2, end.day - 1), 9))
    kinds = ["cb", "gab", "cb", "prlv", "cb", "vir", "gab", "cb", "ech"]
    rng.shuffle(kinds)
    for day, kind in zip(days, kinds, strict=True):
        x = dt.date(year, month, day)
        if kind == "cb":
            lab, amt = f"PAIEMENT CB {rng.choice(SHOPS)} {x.day:02d}/{x.month:02d}", -r2(rng.uniform(60, 1400))
        elif kind == "gab":
            lab = f"RETRAIT GAB {p['city'].upper()} {rng.randint(100, 999)}"
            amt = -float(rng.choice([200, 500, 1000, 1500, 2000]))
        elif kind == "prlv":
            lab, amt = (
                rng.choice(
                    ["PRLV LYDEC FACTURE", "PRLV REDAL EAU ELEC", "PRLV ASSURANCE WAFA IMA", "PRLV ORANGE MAROC"]
                ),
                -r2(rng.uniform(120, 650)),
            )
        elif kind == "vir":
            lab, amt = rng.choice(["VIR RECU FAMILLE", "VIREMENT EMIS LOYER", "VIR INSTANTANE EMIS"]), 0.0
            amt = r2(rng.uniform(300, 1500)) if "RECU" in lab else -r2(rng.uniform(1500, 4000))
        else:
            lab, amt = "ECHEANCE PRET PERSONNEL", -r2(rng.uniform(900, 2600))
        rows.append([x, lab, amt])
    pay_day = dt.date(year, month, min(end.day, 27))
    rows.append([pay_day, f"VIR SALAIRE {employer.upper()}", net])
    rows.append([end, "FRAIS TENUE DE COMPTE", -22.0])
    rows.append([end, "TVA SUR FRAIS", -2.2])
    rows.sort(key=lambda r: r[0])
    bal = opening
    out = []
    for x, lab, amt in rows:
        bal = r2(bal + amt)
        out.append(
            dict(date=x, value=x + dt.timedelta(days=rng.choice([0, 0, 1])), label=lab, amount=r2(amt), balance=bal)
        )
    return dict(start=start, end=end, opening=r2(opening), closing=bal, rows=out)


# ---------------------------------------------------------------- the plan


def person_name(p: dict) -> str:
    return f"{p['given']} {p['family']}"


def plan(seed: int = 0) -> tuple[list[dict], dict]:
    rng = random.Random(seed * 7919 + 11)
    docs: list[dict] = []

    def add(p: dict, dtype: str, kind: str, labels: dict, ctx: dict | None = None, cards: bool = False) -> None:
        docs.append(dict(case_id=p["cid"], document_type=dtype, kind=kind, labels=labels, ctx=ctx or {}, card=cards))

    for idx, p in enumerate(PEOPLE):
        cid = p["cid"]
        emp = EMPLOYERS[p["emp"]]
        bank = BANKS[p["bank"]]
        name = person_name(p)
        dob = d(p["dob"])
        ccode = CITY_CODES[p["city"]]
        rib = make_rib(bank["code"], ccode, p["acct"])
        addr = " ".join(p["addr"])
        # ---- identity
        if p.get("cin"):
            mrz = td1(
                "I<" if p.get("old") else "ID",
                "MAR",
                p["card"],
                p["cin"],
                dob,
                p["sex"],
                d(p["exp"]),
                "MAR",
                p["family"],
                p["given"],
            )
            add(
                p,
                "cin_front",
                "cnie_front",
                dict(
                    applicant_name=name,
                    cin=p["cin"],
                    date_of_birth=p["dob"],
                    place_of_birth=p["pob"],
                    cin_expiry=p["exp"],
                ),
                cards=True,
            )
            add(
                p,
                "cin_back",
                "cnie_back",
                dict(
                    address=addr,
                    mrz_valid=True,
                    cin=p["cin"],
                    date_of_birth=p["dob"],
                    cin_expiry=p["exp"],
                    applicant_name=name,
                    document_number=p["card"],
                ),
                dict(mrz=mrz),
                cards=True,
            )
        if p.get("passport"):
            mrz = td3("MAR", p["passport"], "MAR", dob, p["sex"], d(p["pp_expiry"]), p["cin"], p["family"], p["given"])
            add(
                p,
                "passport",
                "passport",
                dict(
                    applicant_name=name,
                    date_of_birth=p["dob"],
                    cin=p["cin"],
                    mrz_valid=True,
                    document_number=p["passport"],
                    nationality="MAR",
                    issuing_country="MAR",
                    document_expiry=p["pp_expiry"],
                ),
                dict(mrz=mrz),
                cards=True,
            )
        if p.get("foreign"):
            f = p["foreign"]
            mrz = td1("I<", "SEN", f["id_no"], "", dob, p["sex"], d(f["id_exp"]), "SEN", p["family"], p["given"])
            add(
                p,
                "id_card",
                "sen_id",
                dict(
                    applicant_name=name,
                    date_of_birth=p["dob"],
                    mrz_valid=True,
                    document_number=f["id_no"],
                    nationality="SEN",
                    issuing_country="SEN",
                    document_expiry=f["id_exp"],
                ),
                dict(mrz=mrz),
                cards=True,
            )
            mrz = td1("IR", "MAR", f["rp_no"], "", dob, p["sex"], d(f["rp_exp"]), "SEN", p["family"], p["given"])
            add(
                p,
                "residence_permit",
                "mar_rp",
                dict(
                    applicant_name=name,
                    date_of_birth=p["dob"],
                    mrz_valid=True,
                    document_number=f["rp_no"],
                    nationality="SEN",
                    issuing_country="MAR",
                    document_expiry=f["rp_exp"],
                ),
                dict(mrz=mrz),
                cards=True,
            )
        # ---- payslips
        pay = payslip_lines(p)
        n_slips = 3 if idx % 2 == 0 else 2
        months = [(2024, 11), (2024, 10), (2024, 9)][:n_slips]
        show_cin = p.get("cin") is not None
        for k, (y, m) in enumerate(months):
            lab = dict(
                applicant_name=name,
                employer=emp["name"],
                employer_cnss=emp["cnss"],
                cnss_number=p["cnssno"],
                hire_date=p["hire"],
                contract_type=p["contract"],
                position=p["position"],
                pay_period=f"{y}-{m:02d}",
                gross_salary=pay["gross"],
                net_salary=pay["net"],
            )
            cin_shown = p.get("cin")
            if cid == "c08" and k == 1:
                cin_shown = "JB271835"
            if show_cin:
                lab["cin"] = cin_shown
            if (idx + k) % 4 == 0:
                lab["date_of_birth"] = p["dob"]
            if emp["slip"] == "english" and k == 2:
                lab.pop("contract_type")
            add(
                p,
                "payslip",
                "slip_" + emp["slip"],
                lab,
                dict(year=y, month=m, pay=pay, cin=cin_shown, month_index=m, variant=k),
            )
        # ---- employment certificate
        cert_emp = EMPLOYERS["oldemp"] if cid == "c03" else emp
        hire = "2018-09-03" if cid == "c11" else p["hire"]
        lab = dict(
            applicant_name=name,
            employer=cert_emp["name"],
            employer_cnss=cert_emp["cnss"],
            hire_date=hire,
            position=p["position"],
            contract_type=p["contract"],
        )
        if show_cin:
            lab["cin"] = p["cin"]
        if idx % 3 == 0:
            lab["date_of_birth"] = p["dob"]
        add(p, "employment_certificate", "cert_" + cert_emp["cert"], lab, dict(emp=cert_emp, hire=hire))
        if cid == "c03":  # the true employer's certificate too
            lab = dict(
                applicant_name=name,
                employer=emp["name"],
                employer_cnss=emp["cnss"],
                hire_date=p["hire"],
                position=p["position"],
                contract_type=p["contract"],
                cin=p["cin"],
            )
            add(p, "employment_certificate", "cert_table", lab, dict(emp=emp, hire=p["hire"]))
        # ---- salary certificate
        if idx % 2 == 0 or cid == "c05":
            sal = pay
            if cid == "c05":
                sal = payslip_lines(p, extra=2600.0)
            lab = dict(
                applicant_name=name,
                employer=emp["name"],
                hire_date=p["hire"],
                position=p["position"],
                gross_salary=sal["gross"],
                net_salary=sal["net"],
            )
            if show_cin:
                lab["cin"] = p["cin"]
            add(p, "salary_certificate", "sal_" + ("table" if idx % 4 == 0 else "prose"), lab, dict(pay=sal))
        # ---- cnss certificate
        if idx % 3 != 2:
            lab = dict(
                applicant_name=name,
                cnss_number=p["cnssno"],
                affiliation_date=p["hire"],
                employer=emp["name"],
                employer_cnss=emp["cnss"],
            )
            if show_cin:
                lab["cin"] = p["cin"]
            lab["date_of_birth"] = p["dob"]
            add(p, "cnss_certificate", "cnss", lab, dict(variant=idx % 2))
        # ---- bank statements
        bal = p["open"]
        n_st = 2 if idx % 5 == 1 else 1
        for k in range(n_st):
            month = 10 + k if n_st == 2 else 11
            st = statement(rng, p, 2024, month, bal, pay["net"], emp["name"])
            bal = st["closing"]
            lab = dict(
                bank_name=bank["name"],
                account_holder=name,
                rib=rib,
                statement_period_start=st["start"].isoformat(),
                statement_period_end=st["end"].isoformat(),
                opening_balance=st["opening"],
                closing_balance=st["closing"],
            )
            add(p, "bank_statement", "st_" + bank["style"], lab, dict(st=st, rib=rib, bank=bank, variant=k))
        # ---- rib
        if idx not in (5, 10):
            rr = rib
            if cid == "c13":
                rr = make_rib(bank["code"], ccode, "2302217850046608")
            add(
                p,
                "rib",
                "rib_" + ("grid" if idx % 2 else "letter"),
                dict(bank_name=bank["name"], account_holder=name, rib=rr),
                dict(rib=rr, bank=bank),
            )
        # ---- other
        if idx in (1, 6, 9):
            add(p, "other", "bill" if idx != 6 else "lease", {}, {})
    # ---- conditions, file names, render settings
    conds: list[str | None] = []
    for doc in docs:
        if doc["card"]:
            c = "degraded" if rng.random() < 0.5 else "clean"
            if doc["document_type"] == "passport" and rng.random() < 0.5:
                c = "born_digital"
            conds.append(c)
        else:
            conds.append(None)
    third = len(docs) / 3
    need = {c: max(0, round(third) - conds.count(c)) for c in ("born_digital", "clean", "degraded")}
    rest = conds.count(None)
    need["born_digital"] += rest - sum(need.values())
    pool = [c for c, n in need.items() for _ in range(n)]
    rng.shuffle(pool)
    conds = [c if c is not None else pool.pop() for c in conds]
    per_case: dict[str, int] = {}
    order = list(range(len(docs)))
    for i in order:
        doc = docs[i]
        n = per_case.get(doc["case_id"], 0) + 1
        per_case[doc["case_id"]] = n
        doc["condition"] = conds[i]
        doc["stem"] = f"{doc['case_id']}-d{n:02d}"
        doc["seed"] = rng.randint(0, 2**31)
        if conds[i] == "born_digital":
            doc["ext"], doc["wear"] = "pdf", None
        elif conds[i] == "clean":
            doc["ext"] = rng.choice(["png", "jpg", "pdf"])
            doc["wear"] = "clean"
        else:
            if doc["card"]:
                doc["wear"] = rng.choice(["cardphoto", "cardphoto", "copy"])
            else:
                doc["wear"] = rng.choice(["photo", "fax", "copy", "lowres", "photo"])
            doc["ext"] = {
                "photo": "jpg",
                "cardphoto": "jpg",
                "fax": "png",
                "copy": rng.choice(["png", "pdf"]),
                "lowres": "jpg",
            }[doc["wear"]]
    cases = {p["cid"]: {"expected_conflicts": sorted(CONFLICTS.get(p["cid"], []))} for p in PEOPLE}
    return docs, cases


PEOPLE_BY_ID = {p["cid"]: p for p in PEOPLE}
