"""People and places: Moroccan given and family names (Latin and Arabic forms), towns, districts, streets."""

from __future__ import annotations

# given names: (Latin, Arabic)
MALE_GIVEN: tuple[tuple[str, str], ...] = (
    ("Mohamed", "محمد"), ("Mohammed", "محمد"), ("Ahmed", "أحمد"), ("Youssef", "يوسف"), ("Karim", "كريم"),
    ("Mehdi", "مهدي"), ("Omar", "عمر"), ("Hamza", "حمزة"), ("Rachid", "رشيد"), ("Hassan", "حسن"),
    ("Hicham", "هشام"), ("Khalid", "خالد"), ("Said", "سعيد"), ("Abdelaziz", "عبد العزيز"),
    ("Abdellah", "عبد الله"), ("Abderrahim", "عبد الرحيم"), ("Abdelkader", "عبد القادر"),
    ("Abdelilah", "عبد الإله"), ("Abdessamad", "عبد الصمد"), ("Mustapha", "مصطفى"), ("Driss", "إدريس"),
    ("Jamal", "جمال"), ("Nabil", "نبيل"), ("Anas", "أنس"), ("Ayoub", "أيوب"), ("Ilyas", "إلياس"),
    ("Zakaria", "زكرياء"), ("Othmane", "عثمان"), ("Soufiane", "سفيان"), ("Reda", "رضا"), ("Adil", "عادل"),
    ("Aziz", "عزيز"), ("Brahim", "إبراهيم"), ("Lahcen", "لحسن"), ("Mbarek", "امبارك"), ("Larbi", "العربي"),
    ("Taoufik", "توفيق"), ("Yassine", "ياسين"), ("Amine", "أمين"), ("Badr", "بدر"), ("Tarik", "طارق"),
    ("Hakim", "حكيم"), ("Noureddine", "نور الدين"), ("Abdelhak", "عبد الحق"), ("Abdelghani", "عبد الغني"),
    ("Abdeljalil", "عبد الجليل"), ("Fouad", "فؤاد"), ("Issam", "عصام"), ("Jawad", "جواد"), ("Marouane", "مروان"),
    ("Mourad", "مراد"), ("Saad", "سعد"), ("Salah", "صلاح"), ("Wadie", "وديع"), ("Walid", "وليد"),
    ("Younes", "يونس"), ("Zouhair", "زهير"), ("Bilal", "بلال"), ("Ismail", "إسماعيل"), ("Abdelmajid", "عبد المجيد"),
    ("Abdelouahed", "عبد الواحد"), ("Hamid", "حميد"), ("Houssam", "حسام"), ("Mounir", "منير"), ("Najib", "نجيب"),
    ("Samir", "سمير"), ("Tayeb", "الطيب"), ("Kamal", "كمال"), ("Lotfi", "لطفي"), ("Chakib", "شكيب"),
    ("Mouhcine", "محسن"), ("Abdelhadi", "عبد الهادي"), ("Aimane", "أيمن"), ("Achraf", "أشرف"), ("Ali", "علي"),
    ("Azzeddine", "عز الدين"), ("Bouchaib", "بوشعيب"), ("Elhoussine", "الحسين"), ("Faissal", "فيصل"),
    ("Ghali", "غالي"), ("Hafid", "حفيظ"), ("Jalal", "جلال"), ("Lhoussaine", "لحسين"), ("Mehdi", "المهدي"),
    ("Nizar", "نزار"), ("Oussama", "أسامة"), ("Rayane", "ريان"), ("Sami", "سامي"), ("Yahya", "يحيى"),
    ("Zouheir", "زهير"), ("Abdelkrim", "عبد الكريم"), ("Abdennour", "عبد النور"), ("Adnane", "عدنان"),
    ("Mohamed Amine", "محمد أمين"), ("Mohamed Reda", "محمد رضا"), ("Mohamed Ali", "محمد علي"),
    ("Ahmed Yassine", "أحمد ياسين"), ("Moulay Ahmed", "مولاي أحمد"), ("Moulay Hassan", "مولاي حسن"),
    ("Sidi Mohamed", "سيدي محمد"), ("Mohamed Said", "محمد سعيد"), ("Mohamed Yassir", "محمد ياسر"),
    ("Abdel Ali", "عبد العالي"), ("Moulay Idriss", "مولاي إدريس"), ("Mohamed Taha", "محمد طه"),
)  # fmt: skip

FEMALE_GIVEN: tuple[tuple[str, str], ...] = (
    ("Fatima", "فاطمة"), ("Khadija", "خديجة"), ("Salma", "سلمى"), ("Nadia", "نادية"), ("Imane", "إيمان"),
    ("Meryem", "مريم"), ("Aicha", "عائشة"), ("Hajar", "هاجر"), ("Sanaa", "سناء"), ("Samira", "سميرة"),
    ("Naima", "نعيمة"), ("Latifa", "لطيفة"), ("Zineb", "زينب"), ("Hanane", "حنان"), ("Loubna", "لبنى"),
    ("Asmae", "أسماء"), ("Houda", "هدى"), ("Kawtar", "كوثر"), ("Siham", "سهام"), ("Souad", "سعاد"),
    ("Wafae", "وفاء"), ("Ghizlane", "غزلان"), ("Hind", "هند"), ("Ibtissam", "ابتسام"), ("Jamila", "جميلة"),
    ("Karima", "كريمة"), ("Laila", "ليلى"), ("Malika", "مليكة"), ("Nawal", "نوال"), ("Rachida", "رشيدة"),
    ("Saida", "سعيدة"), ("Yasmine", "ياسمين"), ("Chaimae", "شيماء"), ("Oumaima", "أميمة"), ("Rim", "ريم"),
    ("Nezha", "نزهة"), ("Amal", "أمل"), ("Bouchra", "بشرى"), ("Dounia", "دنيا"), ("Fadoua", "فدوى"),
    ("Hasna", "حسناء"), ("Ilham", "إلهام"), ("Mouna", "منى"), ("Najat", "نجاة"), ("Nora", "نورة"),
    ("Rajae", "رجاء"), ("Sara", "سارة"), ("Soukaina", "سكينة"), ("Widad", "وداد"), ("Zahra", "زهرة"),
    ("Habiba", "حبيبة"), ("Khaoula", "خولة"), ("Maryam", "مريم"), ("Nisrine", "نسرين"), ("Asmaa", "أسماء"),
    ("Btissam", "بتسام"), ("Hayat", "حياة"), ("Ikram", "إكرام"), ("Lamia", "لمياء"), ("Majda", "ماجدة"),
    ("Mariam", "مريم"), ("Rabia", "ربيعة"), ("Safae", "صفاء"), ("Touria", "ثريا"), ("Zakia", "زكية"),
    ("Fatima Zahra", "فاطمة الزهراء"), ("Fatima Ezzahra", "فاطمة الزهراء"), ("Nour El Houda", "نور الهدى"),
    ("Oum Kaltoum", "أم كلثوم"), ("Lalla Asmae", "للا أسماء"), ("Fatim Zahra", "فاطمة الزهراء"),
)  # fmt: skip

FAMILY: tuple[tuple[str, str], ...] = (
    ("El Amrani", "العمراني"), ("Benjelloun", "بنجلون"), ("Alaoui", "العلوي"), ("Tazi", "التازي"),
    ("Bennani", "بناني"), ("El Idrissi", "الإدريسي"), ("Chraibi", "الشرايبي"), ("Berrada", "برادة"),
    ("El Fassi", "الفاسي"), ("Lahlou", "لحلو"), ("Kettani", "الكتاني"), ("Sqalli", "السقلي"), ("Bennis", "بنيس"),
    ("Cherkaoui", "الشرقاوي"), ("Ouazzani", "الوزاني"), ("Naciri", "الناصري"), ("Slaoui", "السلاوي"),
    ("Benkirane", "بنكيران"), ("Guessous", "كسوس"), ("Lazrak", "الأزرق"), ("Mernissi", "المرنيسي"),
    ("Tahiri", "الطاهري"), ("Filali", "الفيلالي"), ("Hajji", "الحجي"), ("Zniber", "زنيبر"), ("Belhaj", "بلحاج"),
    ("Benali", "بنعلي"), ("Bouzidi", "البوزيدي"), ("Jabri", "الجابري"), ("Karimi", "الكريمي"),
    ("Mansouri", "المنصوري"), ("Rami", "الرامي"), ("Saidi", "السعيدي"), ("Ziani", "الزياني"),
    ("El Khatib", "الخطيب"), ("El Ouafi", "الوافي"), ("Boukhari", "البخاري"), ("Haddad", "الحداد"),
    ("Zerouali", "الزروالي"), ("Ait Ouahmane", "آيت واحمان"), ("Ait Benhaddou", "آيت بنحدو"),
    ("Ait Lahcen", "آيت لحسن"), ("Ben Abdellah", "بن عبد الله"), ("Ben Moussa", "بن موسى"), ("Bensaid", "بنسعيد"),
    ("Benchekroun", "بنشقرون"), ("Benslimane", "بنسليمان"), ("Bouazza", "بوعزة"), ("Boussaid", "بوسعيد"),
    ("Chakir", "شاكر"), ("Daoudi", "الداودي"), ("Dahbi", "الذهبي"), ("El Hachimi", "الهاشمي"),
    ("El Mansouri", "المنصوري"), ("El Ghazi", "الغازي"), ("El Yacoubi", "اليعقوبي"), ("Fikri", "فكري"),
    ("Ghali", "غالي"), ("Hamdaoui", "الحمداوي"), ("Jaouhari", "الجوهري"), ("Kabbaj", "القباج"),
    ("Laraki", "العراقي"), ("Lyoussi", "اليوسي"), ("Mouline", "مولين"), ("Naji", "ناجي"), ("Ouali", "الوالي"),
    ("Raji", "الراجي"), ("Sabri", "صبري"), ("Sebti", "السبتي"), ("Tounsi", "التونسي"), ("Touzani", "التوزاني"),
    ("Yousfi", "اليوسفي"), ("Zahiri", "الظاهري"), ("Zouaoui", "الزواوي"), ("Ouahbi", "الوهبي"),
    ("Belkadi", "بلقاضي"), ("El Moussaoui", "الموساوي"), ("Hilali", "الهلالي"), ("Bakkali", "البقالي"),
    ("Britel", "بريطل"), ("Mekouar", "المكوار"), ("Benabdeljalil", "بنعبد الجليل"), ("El Alami", "العلمي"),
    ("Rhazi", "الرازي"), ("Sefrioui", "الصفريوي"), ("El Omari", "العمري"), ("Moutawakil", "المتوكل"),
    ("Tijani", "التجاني"), ("Oudghiri", "الودغيري"), ("Mezouar", "مزوار"), ("Ait Taleb", "آيت الطالب"),
    ("Ouchen", "أوشن"), ("Amzil", "أمزيل"), ("Id Belkacem", "إد بلقاسم"), ("Agouram", "أكورام"),
    ("Bouhaddou", "بوحدو"), ("Moujahid", "مجاهد"), ("El Khalfi", "الخلفي"), ("Ennaji", "الناجي"),
    ("Essafi", "الصافي"), ("Lamrani", "العمراني"), ("Bouchta", "بوشتى"), ("El Kadiri", "القادري"),
    ("Benhima", "بنهيمة"), ("Skalli", "السقلي"), ("Ould Ali", "ولد علي"), ("El Baz", "الباز"),
    ("Chafik", "شفيق"), ("Nejjar", "النجار"), ("Bouabid", "بوعبيد"), ("El Malki", "المالكي"),
    ("Ait El Caid", "آيت القايد"), ("Ben Larbi", "بن العربي"), ("Moulay Rchid", "مولاي رشيد"),
    ("Ouadghiri Idrissi", "الودغيري الإدريسي"), ("Alami Merrouni", "العلمي المروني"), ("Sbai", "السباعي"),
    ("El Ayoubi", "الأيوبي"), ("Azzouzi", "العزوزي"), ("Bouchikhi", "البوشيخي"), ("Talbi", "الطالبي"),
)  # fmt: skip

# towns: (printed upper as on cards, usual spelling, Arabic)
TOWNS: tuple[tuple[str, str, str], ...] = (
    ("CASABLANCA", "Casablanca", "الدار البيضاء"), ("RABAT", "Rabat", "الرباط"), ("FES", "Fès", "فاس"),
    ("MARRAKECH", "Marrakech", "مراكش"), ("TANGER", "Tanger", "طنجة"), ("AGADIR", "Agadir", "أكادير"),
    ("MEKNES", "Meknès", "مكناس"), ("OUJDA", "Oujda", "وجدة"), ("KENITRA", "Kénitra", "القنيطرة"),
    ("TETOUAN", "Tétouan", "تطوان"), ("SALE", "Salé", "سلا"), ("TEMARA", "Témara", "تمارة"),
    ("MOHAMMEDIA", "Mohammedia", "المحمدية"), ("EL JADIDA", "El Jadida", "الجديدة"), ("SAFI", "Safi", "آسفي"),
    ("BENI MELLAL", "Béni Mellal", "بني ملال"), ("KHOURIBGA", "Khouribga", "خريبكة"), ("NADOR", "Nador", "الناظور"),
    ("SETTAT", "Settat", "سطات"), ("LARACHE", "Larache", "العرائش"), ("KSAR EL KEBIR", "Ksar El Kébir", "القصر الكبير"),
    ("KHEMISSET", "Khémisset", "الخميسات"), ("TAZA", "Taza", "تازة"), ("ERRACHIDIA", "Errachidia", "الرشيدية"),
    ("OUARZAZATE", "Ouarzazate", "ورزازات"), ("ESSAOUIRA", "Essaouira", "الصويرة"), ("TIZNIT", "Tiznit", "تزنيت"),
    ("TAROUDANT", "Taroudant", "تارودانت"), ("GUELMIM", "Guelmim", "كلميم"), ("LAAYOUNE", "Laâyoune", "العيون"),
    ("AL HOCEIMA", "Al Hoceïma", "الحسيمة"), ("BERRECHID", "Berrechid", "برشيد"), ("INEZGANE", "Inezgane", "إنزكان"),
    ("BERKANE", "Berkane", "بركان"), ("SEFROU", "Sefrou", "صفرو"), ("SIDI KACEM", "Sidi Kacem", "سيدي قاسم"),
    ("TAOURIRT", "Taourirt", "تاوريرت"), ("CHEFCHAOUEN", "Chefchaouen", "شفشاون"), ("MIDELT", "Midelt", "ميدلت"),
    ("TIFLET", "Tiflet", "تيفلت"), ("YOUSSOUFIA", "Youssoufia", "اليوسفية"), ("AZROU", "Azrou", "أزرو"),
    ("FQUIH BEN SALAH", "Fquih Ben Salah", "الفقيه بن صالح"), ("SIDI SLIMANE", "Sidi Slimane", "سيدي سليمان"),
)  # fmt: skip
# where people live and firms sit (weighted towards the big towns by repetition)
WORK_TOWNS = ("Casablanca",) * 6 + ("Rabat",) * 3 + ("Tanger",) * 3 + ("Marrakech", "Fès", "Agadir") * 2 + (
    "Kénitra", "Meknès", "Oujda", "Mohammedia", "El Jadida", "Salé", "Témara", "Tétouan", "Safi", "Berrechid",
)  # fmt: skip

DISTRICTS: dict[str, tuple[str, ...]] = {
    "Casablanca": (
        "Maarif",
        "Hay Hassani",
        "Sidi Maarouf",
        "Ain Sebaa",
        "Sidi Bernoussi",
        "Hay Mohammadi",
        "Oulfa",
        "Ain Chock",
        "Derb Sultan",
        "Californie",
        "Bourgogne",
        "Belvédère",
        "Sidi Moumen",
        "Lissasfa",
    ),
    "Rabat": ("Agdal", "Hay Riad", "Souissi", "Yacoub El Mansour", "Hassan", "Akkari", "Takaddoum", "Youssoufia"),
    "Tanger": ("Malabata", "Charf", "Beni Makada", "Mesnana", "Val Fleuri", "Iberia", "Boukhalef"),
    "Marrakech": ("Gueliz", "Daoudiate", "Massira", "Mhamid", "Hivernage", "Sidi Youssef Ben Ali", "Targa"),
    "Fès": ("Narjiss", "Saiss", "Zouagha", "Ain Chkef", "Route d'Imouzzer", "Bensouda"),
    "Agadir": ("Talborjt", "Hay Dakhla", "Cité Salam", "Tilila", "Hay Mohammadi", "Founty"),
}
DEFAULT_DISTRICTS = ("Hay Salam", "Hay Nahda", "Al Wifak", "Hay Al Qods", "Hay Karima", "Centre Ville", "Hay El Fath",
                     "Lotissement Al Amal", "Hay Essalam", "Quartier Administratif", "Hay Al Massira")  # fmt: skip

STREETS = (
    "Ibn Tofail", "Ibn Sina", "Moulay Youssef", "Hassan II", "Mohammed V", "Zerktouni", "Abdelmoumen", "Al Massira",
    "Al Qods", "Ibn Khaldoun", "Allal El Fassi", "Al Fida", "Oued Sebou", "Oued Draa", "Anoual", "Al Mansour Eddahbi",
    "Bir Anzarane", "Ghandi", "Al Wahda", "Ennasr", "Al Amal", "Imam Malik", "Lalla Yacout", "Tarik Ibn Ziad",
    "Okba Ibn Nafii", "Youssef Ibn Tachfine", "Abou Bakr Esseddik", "Al Moutanabi", "Ibn Battouta", "Al Farabi",
    "Omar Ibn Khattab", "Moulay Ismail", "Al Andalous", "Ahmed Chawki", "Sebta", "Oum Rabii", "Tensift", "Ziz",
    "Ibn Rochd", "Al Kindi", "Jbel Toubkal", "Jbel Ayachi", "Fal Ould Oumeir", "Patrice Lumumba", "Abdelkrim Khattabi",
)  # fmt: skip
STREET_KINDS = (("Rue", 6), ("Avenue", 3), ("Boulevard", 2), ("Bd", 1), ("Av.", 1), ("Impasse", 1), ("Derb", 1))
RESIDENCES = ("Al Andalous", "Les Jardins", "Yasmine", "Al Manar", "Nassim", "Riad Salam", "Al Boustane", "Ennakhil",
              "Les Orangers", "Al Badr", "Jawhara", "Anfa Park", "Ryad Al Wifaq", "Al Mostakbal")  # fmt: skip

# the Arabic for words an address or a card prints
AR_WORDS = {
    "ROYAUME DU MAROC": "المملكة المغربية",
    "CARTE NATIONALE D'IDENTITE": "البطاقة الوطنية للتعريف",
    "PASSEPORT": "جواز السفر",
}
