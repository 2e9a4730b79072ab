"""Words: label synonyms (French, English, Arabic), titles, contract phrases, sentence templates."""

from __future__ import annotations

import random
import unicodedata

LABELS: dict[str, dict[str, tuple[str, ...]]] = {
    "name": {
        "fr": (
            "Nom et prénom",
            "Nom & Prénom",
            "Nom et Prénoms",
            "Salarié",
            "Nom complet",
            "Employé",
            "Collaborateur",
            "Nom - Prénom",
            "Nom/Prénom",
            "Agent",
            "Nom prénom",
            "Salarié(e)",
        ),
        "en": ("Employee name", "Name", "Employee", "Full name"),
        "ar": ("الاسم الكامل", "الاسم العائلي والشخصي", "اسم الأجير"),
    },
    "family": {
        "fr": ("Nom", "Nom de famille"),
        "en": ("Surname", "Last name", "Family name"),
        "ar": ("الاسم العائلي",),
    },
    "given": {"fr": ("Prénom", "Prénoms"), "en": ("Given names", "First name", "Given name"), "ar": ("الاسم الشخصي",)},
    "cin": {
        "fr": (
            "CIN",
            "C.I.N",
            "C.I.N.",
            "N° CIN",
            "CNIE",
            "N° CNIE",
            "Carte d'identité",
            "CIN n°",
            "N° C.I.N",
            "Pièce d'identité",
            "N° Carte nationale",
        ),
        "en": ("National ID", "ID card no.", "CIN", "National ID No."),
        "ar": ("رقم البطاقة الوطنية", "ب.ت.و"),
    },
    "cnss_number": {
        "fr": (
            "N° CNSS",
            "Immatriculation CNSS",
            "N° d'immatriculation",
            "Matricule CNSS",
            "CNSS",
            "N° Sécurité sociale",
            "N° immatriculation CNSS",
            "N° assuré",
            "Immat. CNSS",
        ),
        "en": ("Social security no.", "CNSS number", "CNSS No."),
        "ar": ("رقم التسجيل بالضمان الاجتماعي", "رقم الضمان الاجتماعي"),
    },
    "employer_cnss": {
        "fr": (
            "N° CNSS employeur",
            "Affiliation CNSS",
            "N° d'affiliation CNSS",
            "CNSS Employeur",
            "N° affiliation",
            "Affiliation employeur",
            "N° Employeur CNSS",
            "N° affilié CNSS",
        ),
        "en": ("Employer CNSS no.", "CNSS employer number", "CNSS affiliation"),
        "ar": ("رقم انخراط المشغل", "رقم الانخراط بالصندوق"),
    },
    "hire_date": {
        "fr": (
            "Date d'embauche",
            "Date d'entrée",
            "Embauché le",
            "Date embauche",
            "Entrée le",
            "Date d'engagement",
            "Date de recrutement",
            "Date entrée",
        ),
        "en": ("Date joined", "Hire date", "Start date", "Date of hire", "Joining date"),
        "ar": ("تاريخ التشغيل", "تاريخ الالتحاق"),
    },
    "contract": {
        "fr": ("Type de contrat", "Contrat", "Nature du contrat", "Nature contrat", "Type contrat", "Statut"),
        "en": ("Contract", "Contract type", "Employment type"),
        "ar": ("نوع العقد",),
    },
    "position": {
        "fr": ("Emploi", "Fonction", "Poste", "Qualification", "Poste occupé", "Intitulé du poste", "Fonction exercée"),
        "en": ("Job title", "Position", "Role", "Designation"),
        "ar": ("الوظيفة", "المهنة"),
    },
    "period": {
        "fr": (
            "Période",
            "Période de paie",
            "Mois",
            "Mois de paie",
            "Paie du mois de",
            "Bulletin du mois de",
            "Mois de",
        ),
        "en": ("Pay period", "Period", "Month"),
        "ar": ("فترة الأداء", "الشهر"),
    },
    "gross": {
        "fr": (
            "Salaire brut",
            "Total brut",
            "Brut",
            "Salaire brut global",
            "Brut global",
            "Rémunération brute",
            "Salaire brut mensuel",
            "Total Brut",
        ),
        "en": ("Gross pay", "Gross salary", "Total earnings", "Gross"),
        "ar": ("الأجر الإجمالي", "الأجر الخام"),
    },
    "net": {
        "fr": (
            "Net à payer",
            "Net à percevoir",
            "Salaire net",
            "Net payé",
            "Montant net",
            "Net A Payer",
            "Salaire net à payer",
        ),
        "en": ("Net pay", "Net salary", "Take-home pay", "Net amount"),
        "ar": ("الصافي المؤدى", "الأجر الصافي"),
    },
    "matricule": {
        "fr": ("Matricule", "Mat.", "N° matricule", "Code salarié", "Réf. salarié", "Matr."),
        "en": ("Employee ID", "Staff no.", "Employee no."),
        "ar": ("الرقم الداخلي",),
    },
    "dob": {
        "fr": ("Date de naissance", "Né(e) le", "Date naiss."),
        "en": ("Date of birth", "Birth date"),
        "ar": ("تاريخ الازدياد",),
    },
    "pob": {"fr": ("Lieu de naissance", "Né(e) à"), "en": ("Place of birth",), "ar": ("مكان الازدياد",)},
    "address": {
        "fr": ("Adresse", "Domicile", "Adresse personnelle"),
        "en": ("Address", "Home address"),
        "ar": ("العنوان",),
    },
    "department": {
        "fr": ("Service", "Département", "Direction", "Affectation", "Section"),
        "en": ("Department", "Business unit", "Cost centre"),
        "ar": ("المصلحة",),
    },
    "category": {
        "fr": ("Catégorie", "Échelon", "Classe", "Catégorie professionnelle"),
        "en": ("Grade", "Band"),
        "ar": ("الصنف",),
    },
    "family_status": {
        "fr": ("Situation familiale", "Sit. fam.", "Situation de famille"),
        "en": ("Marital status",),
        "ar": ("الحالة العائلية",),
    },
    "children": {
        "fr": ("Nombre d'enfants", "Enfants", "Nb enfants", "Personnes à charge"),
        "en": ("Dependants", "Children"),
        "ar": ("عدد الأطفال",),
    },
    "payment_mode": {
        "fr": ("Mode de paiement", "Mode de règlement", "Paiement", "Règlement"),
        "en": ("Payment method", "Paid by"),
        "ar": ("طريقة الأداء",),
    },
    "pay_date": {
        "fr": ("Date de paiement", "Payé le", "Date de versement", "Date de virement"),
        "en": ("Payment date", "Pay date"),
        "ar": ("تاريخ الأداء",),
    },
    "days": {
        "fr": ("Jours travaillés", "Nb jours", "Jours payés", "Jours"),
        "en": ("Days worked", "Days paid"),
        "ar": ("أيام العمل",),
    },
    "seniority": {"fr": ("Ancienneté",), "en": ("Seniority", "Length of service"), "ar": ("الأقدمية",)},
    "employer": {
        "fr": (
            "Employeur",
            "Raison sociale",
            "Société",
            "Entreprise",
            "Nom de l'employeur",
            "Raison sociale employeur",
            "Dénomination",
        ),
        "en": ("Employer", "Company", "Employer name"),
        "ar": ("المشغل", "اسم المشغل"),
    },
    "affiliation_date": {
        "fr": (
            "Date d'immatriculation",
            "Date d'affiliation",
            "Immatriculé(e) le",
            "Date d'effet",
            "Date d'assujettissement",
            "Date de première immatriculation",
        ),
        "en": ("Registration date", "Date of registration"),
        "ar": ("تاريخ التسجيل",),
    },
    "holder": {
        "fr": ("Titulaire", "Titulaire du compte", "Nom du titulaire", "Client", "Intitulé du compte", "Intitulé"),
        "en": ("Account holder", "Account name", "Customer"),
        "ar": ("صاحب الحساب",),
    },
    "rib": {
        "fr": ("RIB", "Relevé d'identité bancaire", "N° RIB", "R.I.B", "RIB complet", "Numéro de compte (RIB)"),
        "en": ("Account number (RIB)", "RIB", "Bank account"),
        "ar": ("رقم الحساب البنكي",),
    },
    "iban": {"fr": ("IBAN", "Code IBAN", "N° IBAN"), "en": ("IBAN",), "ar": ("الرقم الدولي",)},
    "bic": {
        "fr": ("BIC", "SWIFT", "Code SWIFT", "BIC / SWIFT", "Code BIC"),
        "en": ("BIC", "SWIFT code"),
        "ar": ("سويفت",),
    },
    "agency": {"fr": ("Agence", "Domiciliation", "Agence domiciliataire"), "en": ("Branch",), "ar": ("الوكالة",)},
    "account_no": {
        "fr": ("N° de compte", "Compte n°", "Numéro de compte", "N° compte"),
        "en": ("Account no.",),
        "ar": ("رقم الحساب",),
    },
    "currency": {"fr": ("Devise", "Monnaie"), "en": ("Currency",), "ar": ("العملة",)},
    "edition": {
        "fr": ("Date d'édition", "Édité le", "Date d'arrêté", "Date d'impression", "Date"),
        "en": ("Statement date", "Date issued", "Printed on"),
        "ar": ("تاريخ الإصدار",),
    },
    "agency_code": {"fr": ("Code agence", "Code guichet", "Agence n°"), "en": ("Branch code",), "ar": ("رمز الوكالة",)},
    "client_code": {"fr": ("Code client", "N° client", "Réf. client"), "en": ("Customer no.",), "ar": ("رقم الزبون",)},
    "sex": {"fr": ("Sexe",), "en": ("Sex",), "ar": ("الجنس",)},
}

ORG_IDS = {
    "ice": ("ICE", "I.C.E", "ICE n°", "Identifiant Commun de l'Entreprise"),
    "rc": ("RC", "R.C", "R.C.", "Registre de commerce", "RC n°"),
    "if": ("IF", "I.F", "Identifiant fiscal", "Id. fiscal", "IF n°"),
    "patente": ("Patente", "TP", "Taxe professionnelle", "N° Patente"),
    "cnss": ("CNSS", "N° CNSS", "Affiliation CNSS", "CNSS n°"),
    "tel": ("Tél", "Tél.", "Téléphone", "Tel", "Tél :"),
    "fax": ("Fax",),
}

TITLES: dict[str, dict[str, tuple[str, ...]]] = {
    "payslip": {
        "fr": (
            "BULLETIN DE PAIE",
            "BULLETIN DE SALAIRE",
            "Bulletin de paie",
            "FICHE DE PAIE",
            "Fiche de paie",
            "BULLETIN DE PAYE",
            "Bulletin de salaire",
        ),
        "en": ("PAYSLIP", "Payslip", "PAY SLIP", "Salary slip", "Pay statement"),
        "ar": ("ورقة الأداء", "بيان الأجر", "ورقة الأجر"),
    },
    "employment_certificate": {
        "fr": (
            "ATTESTATION DE TRAVAIL",
            "Attestation de travail",
            "CERTIFICAT DE TRAVAIL",
            "ATTESTATION D'EMPLOI",
            "Attestation d'emploi",
        ),
        "en": ("EMPLOYMENT CERTIFICATE", "Employment Verification Letter", "CERTIFICATE OF EMPLOYMENT"),
        "ar": ("شهادة العمل",),
    },
    "salary_certificate": {
        "fr": (
            "ATTESTATION DE SALAIRE",
            "Attestation de salaire",
            "ATTESTATION DE REVENUS",
            "ATTESTATION DE SALAIRE MENSUEL",
            "CERTIFICAT DE SALAIRE",
        ),
        "en": ("SALARY CERTIFICATE", "Salary Confirmation Letter", "CERTIFICATE OF SALARY"),
        "ar": ("شهادة الأجر",),
    },
    "cnss_certificate": {
        "fr": (
            "ATTESTATION D'IMMATRICULATION",
            "ATTESTATION D'AFFILIATION",
            "Attestation d'affiliation",
            "ATTESTATION D'IMMATRICULATION ET D'AFFILIATION",
            "Attestation d'immatriculation",
            "ATTESTATION DE DÉCLARATION DE SALAIRES",
        ),
        "en": ("CERTIFICATE OF REGISTRATION",),
        "ar": ("شهادة التسجيل", "شهادة الانخراط"),
    },
    "bank_statement": {
        "fr": (
            "RELEVÉ DE COMPTE",
            "Relevé de compte",
            "EXTRAIT DE COMPTE",
            "RELEVÉ DE COMPTE CHÈQUE",
            "RELEVÉ DES OPÉRATIONS",
            "Relevé mensuel",
            "Extrait de compte",
        ),
        "en": ("ACCOUNT STATEMENT", "Bank statement", "Statement of account"),
        "ar": ("كشف الحساب",),
    },
    "rib": {
        "fr": (
            "RELEVÉ D'IDENTITÉ BANCAIRE",
            "Relevé d'Identité Bancaire",
            "ATTESTATION DE RIB",
            "R.I.B.",
            "IDENTITÉ BANCAIRE",
            "Attestation de Relevé d'Identité Bancaire",
        ),
        "en": ("BANK ACCOUNT DETAILS", "Bank Identity Statement (RIB)"),
        "ar": ("بيان الهوية البنكية", "شهادة الحساب البنكي"),
    },
}

CONTRACTS: dict[str, dict[str, tuple[str, ...]]] = {
    "CDI": {
        "short": ("CDI", "C.D.I", "CDI"),
        "long": (
            "contrat à durée indéterminée",
            "Contrat à durée indéterminée",
            "Durée indéterminée",
            "Permanent",
            "CDI - Permanent",
        ),
        "en": ("Permanent", "Permanent (CDI)", "Open-ended contract", "Permanent contract"),
    },
    "CDD": {
        "short": ("CDD", "C.D.D"),
        "long": ("contrat à durée déterminée", "Contrat à durée déterminée", "Durée déterminée", "CDD - Temporaire"),
        "en": ("Fixed-term", "Fixed-term (CDD)", "Fixed-term contract"),
    },
    "ANAPEC": {
        "short": ("ANAPEC", "CI ANAPEC"),
        "long": (
            "Contrat d'insertion ANAPEC",
            "contrat d'insertion (ANAPEC)",
            "Contrat Idmaj ANAPEC",
            "Insertion ANAPEC",
        ),
        "en": ("Insertion contract (ANAPEC)",),
    },
    "INTERIM": {
        "short": ("INTERIM", "Intérim"),
        "long": ("Travail temporaire (intérim)", "Mission d'intérim", "contrat de travail temporaire (intérim)"),
        "en": ("Temporary (agency)", "Interim"),
    },
    "STAGE": {
        "short": ("STAGE", "Stage"),
        "long": ("Convention de stage", "Stage rémunéré", "Stagiaire"),
        "en": ("Internship", "Intern"),
    },
}

GENDER = {
    True: {
        "employed": "employée",
        "born": "née",
        "holder": "titulaire",
        "pron": "Elle",
        "the": "la salariée",
        "en_pron": "She",
        "en_poss": "her",
        "insured": "assurée",
        "registered": "immatriculée",
    },
    False: {
        "employed": "employé",
        "born": "né",
        "holder": "titulaire",
        "pron": "Il",
        "the": "le salarié",
        "en_pron": "He",
        "en_poss": "his",
        "insured": "assuré",
        "registered": "immatriculé",
    },
}

CLOSINGS_FR = (
    "Cette attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit.",
    "En foi de quoi, la présente attestation lui est délivrée pour servir et valoir ce que de droit.",
    "La présente attestation est délivrée à la demande de l'intéressé(e) pour faire valoir ce que de droit.",
    "Attestation délivrée sur demande de l'intéressé(e), pour servir et valoir ce que de droit.",
    "Cette attestation est établie à la demande de l'intéressé(e) pour constituer un dossier de crédit.",
)
CLOSINGS_EN = (
    "This certificate is issued at the employee's request for whatever purpose it may serve.",
    "This letter is issued upon the employee's request for official use.",
    "Please do not hesitate to contact our HR department should you require further information.",
)


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def label(rng: random.Random, key: str, lang: str) -> str:
    options = LABELS[key]["fr" if lang not in LABELS[key] else lang]
    return rng.choice(options)


def arabic(rng: random.Random, key: str) -> str:
    return rng.choice(LABELS[key]["ar"])


def title(rng: random.Random, doc_type: str, lang: str) -> str:
    text = rng.choice(TITLES[doc_type]["en" if lang == "en" else "fr"])
    if text.isupper() and rng.random() < 0.5:
        text = strip_accents(text)
    return text


def contract_text(rng: random.Random, code: str, lang: str, *, long: bool | None = None) -> str:
    forms = CONTRACTS[code]
    if lang == "en":
        return rng.choice(forms["en"])
    if long is None:
        long = rng.random() < 0.45
    return rng.choice(forms["long"] if long else forms["short"])
