"""Which papers each case holds, in which layout and condition, and what each shows.

Condition: B born_digital, C clean, D degraded. `show` lists the optional fields a paper prints: cin, dob,
cnss (the employee's CNSS number), ecnss (the employer's), contract. Planted conflicts carry `plant`."""

from __future__ import annotations

S_FULL = "cin cnss ecnss contract"


def _d(doc_type: str, layout: str, cond: str, **kw) -> dict:
    return {"type": doc_type, "layout": layout, "cond": cond, **kw}


PLAN: dict[str, dict] = {
    "c01": {
        "conflicts": [],
        "docs": [
            _d("cin_front", "new", "D", wear="photo"),
            _d("cin_back", "new", "D", wear="photo"),
            _d("payslip", "sage", "B", month=0, show=S_FULL),
            _d("payslip", "sage", "C", month=1, show=S_FULL),
            _d("payslip", "sage", "D", month=2, show=S_FULL, wear="copy"),
            _d("employment_certificate", "prose", "C", show="cin dob ecnss contract pob"),
            _d("salary_certificate", "prose", "B", show="cin", annual=True),
            _d("cnss_certificate", "immat", "D", show="cin dob ecnss", wear="photo"),
            _d("bank_statement", "classic", "B", balance="column"),
            _d("rib", "card", "C"),
            _d("other", "bill", "D", wear="photo"),
        ],
    },
    "c02": {
        "conflicts": ["employer", "employer_cnss"],
        "docs": [
            _d("cin_front", "new", "C"),
            _d("cin_back", "new", "C"),
            _d("payslip", "signed", "B", month=0, show=S_FULL, order="surname_first"),
            _d("payslip", "signed", "B", month=1, show=S_FULL, order="surname_first"),
            _d("payslip", "signed", "D", month=2, show=S_FULL, order="surname_first", wear="photo"),
            _d("employment_certificate", "form", "C", show="cin dob ecnss contract", plant="other_employer"),
            _d("salary_certificate", "table", "D", show="cin", wear="scan"),
            _d("bank_statement", "running", "C", balance="DC"),
            _d("rib", "ebank", "B"),
        ],
    },
    "c03": {
        "conflicts": [],
        "docs": [
            _d("cin_front", "old", "D", wear="photo"),
            _d("cin_back", "old", "D", wear="photo"),
            _d("payslip", "mono", "B", month=0, show="cin cnss ecnss dob"),
            _d("payslip", "mono", "D", month=1, show="cin cnss ecnss dob", wear="copy"),
            _d("employment_certificate", "bilingual", "D", show="cin ecnss contract", wear="scan"),
            _d("salary_certificate", "bilingual", "C", show="cin dob"),
            _d("cnss_certificate", "affil", "C", show="cin ecnss"),
            _d("bank_statement", "classic", "D", balance="paren", wear="scan", opening=-1850.40, closing=-2315.75),
            _d("rib", "letter", "B"),
            _d("other", "lease", "C"),
        ],
    },
    "c04": {
        "conflicts": ["gross_salary", "net_salary"],
        "docs": [
            _d("cin_front", "new", "C"),
            _d("cin_back", "new", "D", wear="photo"),
            _d("payslip", "bilingual", "B", month=0, show="cin dob cnss ecnss contract"),
            _d("payslip", "bilingual", "C", month=1, show="cin dob cnss ecnss contract"),
            _d("payslip", "bilingual", "D", month=2, show="cin dob cnss ecnss contract", wear="scan"),
            _d("employment_certificate", "prose", "B", show="cin dob ecnss contract"),
            _d("salary_certificate", "prose", "C", show="cin", plant="inflated"),
            _d("cnss_certificate", "immat", "D", show="cin dob ecnss", wear="copy"),
            _d("bank_statement", "running", "D", balance="sign", wear="photo"),
            _d("rib", "card", "C"),
        ],
    },
    "c05": {
        "conflicts": [],
        "docs": [
            _d("cin_front", "new", "D", wear="photo"),
            _d("cin_back", "new", "D", wear="photo"),
            _d("payslip", "simple", "B", month=0, show=S_FULL),
            _d("payslip", "simple", "D", month=1, show=S_FULL, wear="photo"),
            _d("employment_certificate", "form", "D", show="cin dob ecnss contract", wear="copy"),
            _d("salary_certificate", "prose", "C", show="cin"),
            _d("bank_statement", "classic", "C", balance="DC"),
            _d("rib", "card", "D", wear="photo"),
            _d("other", "tax", "D", wear="scan"),
        ],
    },
    "c06": {
        "conflicts": ["cin"],
        "docs": [
            _d("cin_front", "old", "C"),
            _d("cin_back", "old", "C"),
            _d("payslip", "sage", "C", month=0, show=S_FULL, order="surname_first", accent="#6b2a2a"),
            _d(
                "payslip",
                "sage",
                "D",
                month=1,
                show=S_FULL,
                order="surname_first",
                accent="#6b2a2a",
                wear="scan",
                plant="other_cin",
            ),
            _d("payslip", "sage", "B", month=2, show=S_FULL, order="surname_first", accent="#6b2a2a"),
            _d("employment_certificate", "prose", "C", show="cin ecnss contract"),
            _d("cnss_certificate", "affil", "B", show="cin dob ecnss"),
            _d("bank_statement", "modern", "B", balance="sign", amount="fr", closing=-640.25),
            _d("rib", "letter", "D", wear="copy"),
        ],
    },
    "c07": {
        "conflicts": [],
        "docs": [
            _d("cin_front", "new", "D", wear="photo"),
            _d("passport", "FRA", "C"),
            _d("payslip", "signed", "B", month=0, show="cin cnss ecnss contract dob", accent="#23395d"),
            _d("payslip", "signed", "C", month=1, show="cin cnss ecnss contract dob", accent="#23395d"),
            _d("employment_certificate", "bilingual", "B", show="cin dob ecnss contract"),
            _d("salary_certificate", "table", "D", show="cin dob", wear="photo"),
            _d("cnss_certificate", "immat", "C", show="cin dob ecnss"),
            _d("bank_statement", "running", "B", balance="sign", quarter=True),
            _d("rib", "ebank", "C"),
            _d("other", "bill", "D", wear="scan"),
        ],
    },
    "c08": {
        "conflicts": [],
        "docs": [
            _d("cin_front", "new", "C"),
            _d("passport", "MAR", "D", wear="photo"),
            _d("payslip", "bilingual", "D", month=0, show=S_FULL, wear="copy"),
            _d("payslip", "bilingual", "B", month=1, show=S_FULL),
            _d("employment_certificate", "form", "D", show="cin dob ecnss contract", wear="photo"),
            _d("cnss_certificate", "affil", "D", show="cin ecnss", wear="scan"),
            _d("bank_statement", "classic", "C", balance="sign"),
            _d("rib", "card", "B"),
        ],
    },
    "c09": {
        "conflicts": ["hire_date"],
        "docs": [
            _d("cin_front", "old", "D", wear="photo"),
            _d("passport", "MAR", "C"),
            _d("payslip", "sage", "B", month=0, show="cin cnss ecnss contract dob", order="surname_first"),
            _d(
                "payslip", "sage", "D", month=1, show="cin cnss ecnss contract dob", order="surname_first", wear="photo"
            ),
            _d("employment_certificate", "prose", "B", show="cin dob ecnss contract", plant="other_hire"),
            _d("salary_certificate", "bilingual", "C", show="cin"),
            _d("bank_statement", "modern", "D", balance="sign", wear="scan", opening=-4210.00),
            _d("rib", "ebank", "C"),
            _d("other", "lease", "D", wear="copy"),
        ],
    },
    "c10": {
        "conflicts": [],
        "docs": [
            _d("cin_front", "new", "C"),
            _d("visa", "FRA", "D", wear="photo"),
            _d("payslip", "simple", "B", month=0, show=S_FULL, title="Bulletin de salaire"),
            _d("payslip", "simple", "D", month=1, show=S_FULL, title="Bulletin de salaire", wear="scan"),
            _d("employment_certificate", "bilingual", "C", show="cin dob ecnss contract"),
            _d("salary_certificate", "table", "B", show="cin"),
            _d("cnss_certificate", "immat", "D", show="cin dob ecnss", wear="scan"),
            _d("bank_statement", "running", "C", balance="DC", amount="fr"),
            _d("rib", "letter", "D", wear="photo"),
        ],
    },
    "c11": {
        "conflicts": ["date_of_birth"],
        "docs": [
            _d("cin_front", "new", "D", wear="photo"),
            _d("id_card", "NLD", "C"),
            _d("payslip", "mono", "D", month=0, show="cin cnss ecnss contract dob", wear="copy", plant="other_dob"),
            _d("payslip", "mono", "B", month=1, show="cin cnss ecnss contract dob"),
            _d("employment_certificate", "interim", "C", show="cin ecnss contract"),
            _d("salary_certificate", "prose", "D", show="cin dob", wear="photo"),
            _d("cnss_certificate", "affil", "C", show="cin dob ecnss"),
            _d("bank_statement", "classic", "B", balance="column"),
            _d("rib", "card", "D", wear="photo"),
        ],
    },
    "c12": {
        "conflicts": [],
        "docs": [
            _d("id_card", "ROU", "D", wear="photo"),
            _d("payslip", "english", "B", month=0, show="cnss ecnss contract dob"),
            _d("payslip", "english", "C", month=1, show="cnss ecnss contract dob"),
            _d("payslip", "english", "D", month=2, show="cnss ecnss contract dob", wear="photo"),
            _d("employment_certificate", "english", "B", show="dob ecnss contract"),
            _d("salary_certificate", "english", "D", show="", wear="copy"),
            _d("bank_statement", "modern", "C", balance="sign", amount="fr", quarter=True),
            _d("rib", "card", "B"),
            _d("other", "lease", "C"),
        ],
    },
    "c13": {
        "conflicts": [],
        "docs": [
            _d("passport", "SEN", "C"),
            _d("payslip", "simple", "B", month=0, show="ecnss contract", title="Bulletin de paie stagiaire"),
            _d(
                "payslip",
                "simple",
                "D",
                month=1,
                show="ecnss contract",
                title="Bulletin de paie stagiaire",
                wear="copy",
            ),
            _d("employment_certificate", "stage", "D", show="contract ecnss", wear="photo"),
            _d("bank_statement", "classic", "D", balance="sign", wear="photo"),
            _d("rib", "letter", "C"),
        ],
    },
    "c14": {
        "conflicts": [],
        "docs": [
            _d("residence_permit", "MAR", "D", wear="photo"),
            _d("payslip", "english", "B", month=0, show="cnss ecnss contract", accent="#0b7285"),
            _d("payslip", "english", "C", month=1, show="cnss ecnss contract", accent="#0b7285"),
            _d("payslip", "english", "D", month=2, show="cnss ecnss contract", accent="#0b7285", wear="scan"),
            _d("employment_certificate", "form", "C", show="dob ecnss contract"),
            _d("salary_certificate", "english", "B", show=""),
            _d("cnss_certificate", "immat", "D", show="dob ecnss", wear="photo"),
            _d("bank_statement", "running", "C", balance="sign"),
            _d("rib", "ebank", "D", wear="photo"),
            _d("other", "tax", "B"),
        ],
    },
}

# the bank's name as this case's papers print it, where it is not the bank's usual one
BANK_NAME = {"c14": "Bank of Africa"}
