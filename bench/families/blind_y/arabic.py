"""The Arabic the documents print beside their French (shaped by Qt's HarfBuzz at render time)."""

KINGDOM = "المملكة المغربية"
CNIE = "البطاقة الوطنية للتعريف"
DGSN = "المديرية العامة للأمن الوطني"
BORN_ON = "تاريخ الازدياد"
BORN_AT = "مكان الازدياد"
VALID_UNTIL = "صالحة إلى غاية"
ADDRESS = "العنوان"
SON_OF = "ابن"
DAUGHTER_OF = "بنت"
AND_OF = "و"
CIVIL_NO = "رقم الحالة المدنية"
SEX = "الجنس"
PASSPORT = "جواز السفر"
RESIDENCE = "بطاقة الإقامة"
FOREIGNER = "بطاقة التسجيل للأجانب"
CNSS = "الصندوق الوطني للضمان الاجتماعي"
CNSS_ATTEST = "شهادة التسجيل"
NAME = "الاسم العائلي"
GIVEN = "الاسم الشخصي"
CIN_NO = "رقم البطاقة الوطنية"
PAYSLIP = "ورقة الأداء"
WORK_CERT = "شهادة العمل"
SALARY_CERT = "شهادة الأجر"
BANK_STATEMENT = "كشف الحساب"
RIB = "بيان الهوية البنكية"
NATIONALITY = "الجنسية"
MOROCCAN = "مغربية"

CITIES = {
    "CASABLANCA": "الدار البيضاء",
    "FES": "فاس",
    "MEKNES": "مكناس",
    "AGADIR": "أكادير",
    "RABAT": "الرباط",
    "KENITRA": "القنيطرة",
    "MARRAKECH": "مراكش",
    "TIZNIT": "تيزنيت",
    "OUARZAZATE": "ورزازات",
    "TANGER": "طنجة",
    "SALE": "سلا",
    "DAKHLA": "الداخلة",
    "TAROUDANT": "تارودانت",
    "EL JADIDA": "الجديدة",
    "SAFI": "آسفي",
}

GIVEN_NAMES = {
    "Nadia": "نادية",
    "Abdelilah": "عبد الإله",
    "Khadija": "خديجة",
    "Reda": "رضا",
    "Imane": "إيمان",
    "Hamza": "حمزة",
    "Soukaina": "سكينة",
    "Mohamed Amine": "محمد أمين",
    "Meryem": "مريم",
    "Anas": "أنس",
    "Zineb": "زينب",
    "Brahim": "إبراهيم",
    "Abderrahim": "عبد الرحيم",
}

FAMILY_NAMES = {
    "OUAZZANI CHAHDI": "الوزاني الشهدي",
    "BOUZOUBAA": "بوزوبع",
    "AIT LAHCEN": "آيت لحسن",
    "EL FASSI FIHRI": "الفاسي الفهري",
    "TAZI": "التازي",
    "BERRADA": "برادة",
    "EL IDRISSI": "الإدريسي",
    "BENKIRANE": "بنكيران",
    "SQALLI HOUSSAINI": "السقلي الحسيني",
    "BENNANI SMIRES": "بناني سميرس",
    "ALAOUI MDAGHRI": "العلوي المدغري",
    "OUBELLA": "أوبلا",
    "OUCHEN": "أوشن",
}

PARENTS = {
    "AHMED": "أحمد",
    "MOHAMED": "محمد",
    "ABDELLAH": "عبد الله",
    "HASSAN": "حسن",
    "DRISS": "إدريس",
    "LAHCEN": "لحسن",
    "MUSTAPHA": "مصطفى",
    "ABDELKADER": "عبد القادر",
    "LARBI": "العربي",
    "OMAR": "عمر",
    "SAID": "سعيد",
    "FATIMA": "فاطمة",
    "AICHA": "عائشة",
    "ZAHRA": "زهرة",
    "MALIKA": "مليكة",
    "RACHIDA": "رشيدة",
    "NAIMA": "نعيمة",
    "LATIFA": "لطيفة",
    "HAFIDA": "حفيظة",
    "AMINA": "أمينة",
    "MINA": "مينة",
    "KHADIJA": "خديجة",
    "SAIDA": "سعيدة",
    "JAMILA": "جميلة",
}

BANKS = {
    "awb": "التجاري وفا بنك",
    "bp": "البنك الشعبي",
    "cam": "القرض الفلاحي للمغرب",
    "bmci": "البنك المغربي للتجارة والصناعة",
    "cih": "القرض العقاري والسياحي",
    "boa": "بنك إفريقيا",
    "abb": "بريد بنك",
    "cdm": "مصرف المغرب",
    "sgmb": "الشركة العامة المغربية للأبناك",
}
