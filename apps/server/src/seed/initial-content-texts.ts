import type { ContentAudience, FaqCategory } from '@cri/shared/enums/content';

/**
 * The first published version of the managed content (issue 21, decision 074): the incentive texts with
 * the figures of spec 3 §9, the appeal-law texts, the help text per role (spec 1 §8 help advice) and the
 * FAQ, whose question counts per category are the spec's (4, 5, 3, 4, 5, 3, 7, 3, 3). The content manager
 * edits them afterwards; the seed never overwrites an entry that exists.
 */
export interface SeedText {
  slug: string;
  titleFr: string;
  titleAr: string;
  bodyFr: string;
  bodyAr: string;
}

export const INCENTIVE_TEXTS: readonly SeedText[] = [
  {
    slug: 'main-support',
    titleFr: 'Le dispositif de soutien principal',
    titleAr: 'نظام الدعم الرئيسي',
    bodyFr: `Le dispositif de soutien principal accompagne les projets d'investissement qui dépassent 50 millions de dirhams, ou qui créent au moins 50 emplois stables.

Les primes communes, cumulables :
- prime au ratio d'emplois stables (emplois par million de dirhams investi) : 5 % au-delà de 1 et jusqu'à 1,5 ; 7 % au-delà de 1,5 et jusqu'à 3 ; 10 % au-delà de 3 ;
- 3 % pour une part de femmes d'au moins 30 % des emplois ;
- 3 % pour un métier d'avenir ;
- 3 % pour un projet durable ;
- 3 % pour l'intégration locale.

La prime territoriale est de 10 % dans les provinces de catégorie A et de 15 % dans celles de catégorie B. La prime sectorielle est de 5 %.

Les primes communes, territoriale et sectorielle se cumulent dans la limite de 30 % du montant éligible. Les primes des projets d'énergie renouvelable sont plafonnées à 30 000 000 DH.`,
    bodyAr: `يواكب نظام الدعم الرئيسي مشاريع الاستثمار التي يتجاوز مبلغها 50 مليون درهم، أو التي تحدث 50 منصب شغل قار على الأقل.

المنح المشتركة، القابلة للجمع:
- منحة نسبة مناصب الشغل القارة (عدد المناصب عن كل مليون درهم مستثمر): 5٪ فوق 1 إلى غاية 1,5؛ 7٪ فوق 1,5 إلى غاية 3؛ 10٪ فوق 3؛
- 3٪ إذا بلغت نسبة النساء 30٪ على الأقل من المناصب؛
- 3٪ لمهن المستقبل؛
- 3٪ للمشروع المستدام؛
- 3٪ للإدماج المحلي.

تبلغ المنحة الترابية 10٪ في أقاليم الصنف أ و15٪ في أقاليم الصنف ب. وتبلغ المنحة القطاعية 5٪.

تُجمع المنح المشتركة والترابية والقطاعية في حدود 30٪ من المبلغ المؤهل. وتُسقَّف منح مشاريع الطاقات المتجددة في 30.000.000 درهم.`,
  },
  {
    slug: 'strategic-projects',
    titleFr: 'Les projets stratégiques',
    titleAr: 'المشاريع الاستراتيجية',
    bodyFr: `Un projet est stratégique lorsque son montant total atteint au moins 2 000 000 000 DH.

La commission régionale d'investissement décide des projets de moins de 250 millions de dirhams. La commission nationale décide des projets stratégiques et de ceux de 250 millions de dirhams ou plus.

Le centre régional d'investissement reste votre interlocuteur : il instruit le dossier et le transmet à la commission compétente.`,
    bodyAr: `يعتبر المشروع استراتيجيا إذا بلغ مبلغه الإجمالي 2.000.000.000 درهم على الأقل.

تبت اللجنة الجهوية للاستثمار في المشاريع التي يقل مبلغها عن 250 مليون درهم. وتبت اللجنة الوطنية في المشاريع الاستراتيجية وفي المشاريع التي يبلغ مبلغها 250 مليون درهم أو أكثر.

يبقى المركز الجهوي للاستثمار محاوركم: فهو يدرس الملف ويحيله على اللجنة المختصة.`,
  },
  {
    slug: 'import-vat-exemptions',
    titleFr: "Les exonérations des droits d'importation et de la TVA",
    titleAr: 'الإعفاء من رسوم الاستيراد ومن الضريبة على القيمة المضافة',
    bodyFr: `Les biens d'équipement, matériels et outillages nécessaires au projet sont exonérés des droits d'importation et de la TVA pendant 36 mois, durée prorogeable de 24 mois.

Les engagements de l'investisseur :
- les biens exonérés ne peuvent pas être cédés pendant 5 ans ;
- les bâtiments sont conservés pendant 10 ans.

En cas de force majeure, le délai est prorogé de 6 mois, renouvelable une fois.

Durées de validité utiles : l'attestation provisoire de vocation non agricole vaut 6 mois ; le permis de construire hors zone franche vaut 12 mois.`,
    bodyAr: `تعفى سلع التجهيز والمعدات والأدوات اللازمة للمشروع من رسوم الاستيراد ومن الضريبة على القيمة المضافة لمدة 36 شهرا، قابلة للتمديد بـ 24 شهرا.

التزامات المستثمر:
- لا يجوز تفويت السلع المعفاة لمدة 5 سنوات؛
- يتم الاحتفاظ بالبنايات لمدة 10 سنوات.

في حالة القوة القاهرة، تمدد المدة بستة أشهر قابلة للتجديد مرة واحدة.

مدد صلاحية مفيدة: تسري الشهادة المؤقتة للوجهة غير الفلاحية 6 أشهر، ورخصة البناء خارج المنطقة الحرة 12 شهرا.`,
  },
];

export const APPEAL_TEXTS: readonly SeedText[] = [
  {
    slug: 'gracious-appeal',
    titleFr: 'Le recours gracieux auprès du wali',
    titleAr: 'التظلم الاستعطافي لدى الوالي',
    bodyFr: `Après une décision défavorable de la commission régionale, l'investisseur peut adresser un recours gracieux au wali de la région.

- Un seul recours gracieux par dossier.
- Il est déposé dans les 15 jours qui suivent la notification de la décision.
- La décision est rendue dans les 15 jours.`,
    bodyAr: `بعد قرار غير موافق للجنة الجهوية، يمكن للمستثمر تقديم تظلم استعطافي إلى والي الجهة.

- تظلم استعطافي واحد لكل ملف.
- يودع داخل أجل 15 يوما من تاريخ تبليغ القرار.
- يصدر القرار داخل أجل 15 يوما.`,
  },
  {
    slug: 'ministerial-appeal',
    titleFr: 'Le recours auprès de la commission ministérielle',
    titleAr: 'الطعن لدى اللجنة الوزارية',
    bodyFr: `L'investisseur peut aussi saisir la commission nationale d'un recours ministériel.

- Un seul recours ministériel par dossier.
- Il est déposé dans les 15 jours qui suivent la notification.
- La décision est rendue dans les 45 jours.`,
    bodyAr: `يمكن للمستثمر أيضا رفع طعن وزاري إلى اللجنة الوطنية.

- طعن وزاري واحد لكل ملف.
- يودع داخل أجل 15 يوما من تاريخ التبليغ.
- يصدر القرار داخل أجل 45 يوما.`,
  },
];

const HELP_FR = `Si une page ne répond pas comme prévu :
- vérifiez votre identifiant, votre mot de passe et l'adresse de la plateforme ;
- déconnectez-vous puis reconnectez-vous ;
- actualisez la page.`;
const HELP_AR = `إذا لم تستجب صفحة كما هو متوقع:
- تحققوا من اسم المستخدم وكلمة المرور وعنوان المنصة؛
- اخرجوا من الحساب ثم أعيدوا الدخول؛
- أعيدوا تحميل الصفحة.`;

/** Help per role (spec 1 §8): the same three steps, then whom to contact. */
export const HELP_TEXTS: readonly (SeedText & { audience: ContentAudience })[] = [
  {
    slug: 'help-public',
    audience: 'PUBLIC',
    titleFr: 'Besoin d’aide ?',
    titleAr: 'هل تحتاجون إلى مساعدة؟',
    bodyFr: `${HELP_FR}\n\nSi le problème persiste, contactez votre centre régional d'investissement.`,
    bodyAr: `${HELP_AR}\n\nإذا استمر المشكل، اتصلوا بمركزكم الجهوي للاستثمار.`,
  },
  {
    slug: 'help-investor',
    audience: 'INVESTOR',
    titleFr: 'Besoin d’aide ?',
    titleAr: 'هل تحتاجون إلى مساعدة؟',
    bodyFr: `${HELP_FR}\n\nSi le problème persiste, contactez le conseiller chargé de votre dossier.`,
    bodyAr: `${HELP_AR}\n\nإذا استمر المشكل، اتصلوا بالمستشار المكلف بملفكم.`,
  },
  {
    slug: 'help-advisor',
    audience: 'ADVISOR',
    titleFr: 'Besoin d’aide ?',
    titleAr: 'هل تحتاجون إلى مساعدة؟',
    bodyFr: `${HELP_FR}\n\nSi le problème persiste, contactez le support régional.`,
    bodyAr: `${HELP_AR}\n\nإذا استمر المشكل، اتصلوا بالدعم الجهوي.`,
  },
  {
    slug: 'help-crui-member',
    audience: 'CRUI_MEMBER',
    titleFr: 'Besoin d’aide ?',
    titleAr: 'هل تحتاجون إلى مساعدة؟',
    bodyFr: `${HELP_FR}\n\nSi le problème persiste, contactez le conseiller du dossier ou le support régional.`,
    bodyAr: `${HELP_AR}\n\nإذا استمر المشكل، اتصلوا بمستشار الملف أو بالدعم الجهوي.`,
  },
];

type Faq = readonly [questionFr: string, answerFr: string, questionAr: string, answerAr: string];

/** The FAQ: category → audience and questions (the counts are the spec's). */
export const FAQ: Record<FaqCategory, { audience: ContentAudience; questions: readonly Faq[] }> = {
  ACCOUNT: {
    audience: 'PUBLIC',
    questions: [
      [
        'Comment créer un compte ?',
        'Choisissez « Créer un compte », saisissez votre adresse électronique et un mot de passe, puis confirmez l’adresse par le lien reçu.',
        'كيف أنشئ حسابا؟',
        'اختاروا «إنشاء حساب»، وأدخلوا بريدكم الإلكتروني وكلمة مرور، ثم أكدوا العنوان عبر الرابط المتوصل به.',
      ],
      [
        'J’ai oublié mon mot de passe',
        'Sur la page de connexion, choisissez « Mot de passe oublié » : un lien de réinitialisation vous est envoyé.',
        'نسيت كلمة المرور',
        'في صفحة تسجيل الدخول، اختاروا «نسيت كلمة المرور»: يرسل إليكم رابط لإعادة تعيينها.',
      ],
      [
        'Mon lien d’activation a expiré',
        'Demandez un nouveau lien depuis la page d’activation : l’ancien lien ne fonctionne plus.',
        'انتهت صلاحية رابط التفعيل',
        'اطلبوا رابطا جديدا من صفحة التفعيل: لم يعد الرابط القديم صالحا.',
      ],
      [
        'Combien de caractères pour le mot de passe ?',
        'Au moins 8 caractères. Un avertissement apparaît 7 jours avant son expiration.',
        'كم عدد أحرف كلمة المرور؟',
        '8 أحرف على الأقل. يظهر تنبيه قبل 7 أيام من انتهاء صلاحيتها.',
      ],
    ],
  },
  PROJECT_FILING: {
    audience: 'INVESTOR',
    questions: [
      [
        'Comment déposer un projet ?',
        'Remplissez le questionnaire de cadrage, puis transformez-le en projet et complétez chaque étape du dépôt.',
        'كيف أودع مشروعا؟',
        'املؤوا استمارة التأطير، ثم حولوها إلى مشروع وأكملوا كل مراحل الإيداع.',
      ],
      [
        'Puis-je modifier un projet déposé ?',
        'Oui tant que le dossier est en brouillon ou que le conseiller vous demande un complément.',
        'هل يمكنني تعديل مشروع مودع؟',
        'نعم ما دام الملف مسودة أو طلب منكم المستشار استكمالا.',
      ],
      [
        'Combien de temps un brouillon reste-t-il ouvert ?',
        'Un dossier inactif pendant 60 jours est archivé ; vous pouvez le restaurer.',
        'كم تبقى المسودة مفتوحة؟',
        'يؤرشف الملف غير النشيط لمدة 60 يوما، ويمكنكم استرجاعه.',
      ],
      [
        'Quelle commission examinera mon projet ?',
        'La commission régionale sous 250 millions de dirhams ; la commission nationale au-delà et pour les projets stratégiques.',
        'ما اللجنة التي ستدرس مشروعي؟',
        'اللجنة الجهوية لأقل من 250 مليون درهم؛ واللجنة الوطنية لما فوق ذلك وللمشاريع الاستراتيجية.',
      ],
      [
        'Comment suivre l’avancement de mon dossier ?',
        'Votre tableau de bord indique l’étape de chaque dossier et les actions attendues de vous.',
        'كيف أتابع تقدم ملفي؟',
        'تبين لوحة القيادة مرحلة كل ملف والإجراءات المنتظرة منكم.',
      ],
    ],
  },
  DOCUMENTS: {
    audience: 'INVESTOR',
    questions: [
      [
        'Quels formats de fichier sont acceptés ?',
        'Les PDF et les images, jusqu’à 70 Mo par fichier.',
        'ما صيغ الملفات المقبولة؟',
        'ملفات PDF والصور، في حدود 70 ميغابايت لكل ملف.',
      ],
      [
        'Puis-je remplacer un document envoyé ?',
        'Oui, pendant 60 minutes après l’envoi, ou quand le conseiller le demande.',
        'هل يمكنني تعويض وثيقة مرسلة؟',
        'نعم، خلال 60 دقيقة بعد الإرسال، أو عندما يطلب ذلك المستشار.',
      ],
      [
        'Où trouver les modèles de documents ?',
        'Sur la fiche de chaque procédure, dans le catalogue des procédures.',
        'أين أجد نماذج الوثائق؟',
        'في بطاقة كل مسطرة، ضمن دليل المساطر.',
      ],
    ],
  },
  APPOINTMENTS: {
    audience: 'INVESTOR',
    questions: [
      [
        'Comment prendre rendez-vous ?',
        'Choisissez « Prendre rendez-vous », puis le centre, le motif et le créneau proposé.',
        'كيف آخذ موعدا؟',
        'اختاروا «أخذ موعد»، ثم المركز والسبب والوقت المقترح.',
      ],
      [
        'Quand le conseiller répond-il ?',
        'Le conseiller répond dans les 48 heures qui suivent l’affectation de la demande.',
        'متى يجيب المستشار؟',
        'يجيب المستشار داخل 48 ساعة من إسناد الطلب.',
      ],
      [
        'Les centres sont-ils ouverts le week-end ?',
        'Non, les centres sont ouverts du lundi au vendredi.',
        'هل المراكز مفتوحة في نهاية الأسبوع؟',
        'لا، المراكز مفتوحة من الاثنين إلى الجمعة.',
      ],
      [
        'Puis-je annuler un rendez-vous ?',
        'Oui, depuis la liste de vos rendez-vous, tant qu’il n’a pas eu lieu.',
        'هل يمكنني إلغاء موعد؟',
        'نعم، من لائحة مواعيدكم، ما دام لم يتم بعد.',
      ],
    ],
  },
  REVIEW: {
    audience: 'ADVISOR',
    questions: [
      [
        'Comment demander un document manquant ?',
        'Depuis la revue du dossier, cochez le document et envoyez la demande à l’investisseur.',
        'كيف أطلب وثيقة ناقصة؟',
        'من مراجعة الملف، حددوا الوثيقة وأرسلوا الطلب إلى المستثمر.',
      ],
      [
        'Quand partager un dossier avec la commission ?',
        'Quand toutes les procédures et pièces sont validées.',
        'متى أشارك ملفا مع اللجنة؟',
        'عندما يتم التحقق من كل المساطر والوثائق.',
      ],
      [
        'Comment changer de conseiller sur un dossier ?',
        'Faites une demande de changement : le directeur régional la valide.',
        'كيف أغير المستشار المكلف بملف؟',
        'قدموا طلب تغيير: يصادق عليه المدير الجهوي.',
      ],
      [
        'Un dossier dépasse 250 millions de dirhams',
        'Il relève de la commission nationale : il n’est pas programmé en commission régionale.',
        'ملف يتجاوز 250 مليون درهم',
        'يدخل في اختصاص اللجنة الوطنية: لا يبرمج في اللجنة الجهوية.',
      ],
      [
        'Où voir l’historique d’un dossier ?',
        'Dans l’onglet historique du dossier, avec les dossiers similaires.',
        'أين أرى تاريخ ملف؟',
        'في تبويب التاريخ الخاص بالملف، مع الملفات المشابهة.',
      ],
    ],
  },
  COMMISSION: {
    audience: 'CRUI_MEMBER',
    questions: [
      [
        'Comment donner mon avis sur un dossier ?',
        'Ouvrez le dossier depuis le calendrier de la commission et saisissez votre avis.',
        'كيف أبدي رأيي في ملف؟',
        'افتحوا الملف من جدول اللجنة وأدخلوا رأيكم.',
      ],
      [
        'Comment signer le procès-verbal ?',
        'Le PV se signe électroniquement ; les membres restants signent dans les 48 heures.',
        'كيف أوقع المحضر؟',
        'يوقع المحضر إلكترونيا؛ ويوقع الأعضاء المتبقون داخل 48 ساعة.',
      ],
      [
        'Je ne vois pas un dossier partagé',
        'Vérifiez que votre administration a été choisie pour ce dossier, sinon contactez le support régional.',
        'لا أرى ملفا تمت مشاركته',
        'تحققوا من أن إدارتكم اختيرت لهذا الملف، وإلا اتصلوا بالدعم الجهوي.',
      ],
    ],
  },
  INCENTIVES: {
    audience: 'PUBLIC',
    questions: [
      [
        'Qui peut bénéficier du soutien principal ?',
        'Les projets de plus de 50 millions de dirhams ou qui créent au moins 50 emplois stables.',
        'من يمكنه الاستفادة من الدعم الرئيسي؟',
        'المشاريع التي يتجاوز مبلغها 50 مليون درهم أو التي تحدث 50 منصب شغل قار على الأقل.',
      ],
      [
        'Comment est calculé le ratio d’emplois ?',
        'C’est le nombre d’emplois stables par million de dirhams investi.',
        'كيف تحسب نسبة مناصب الشغل؟',
        'هي عدد مناصب الشغل القارة عن كل مليون درهم مستثمر.',
      ],
      [
        'Quel est le plafond des primes ?',
        'Les primes se cumulent dans la limite de 30 % du montant éligible.',
        'ما سقف المنح؟',
        'تجمع المنح في حدود 30٪ من المبلغ المؤهل.',
      ],
      [
        'Qu’est-ce que la prime territoriale ?',
        '10 % dans les provinces de catégorie A, 15 % dans celles de catégorie B.',
        'ما هي المنحة الترابية؟',
        '10٪ في أقاليم الصنف أ، و15٪ في أقاليم الصنف ب.',
      ],
      [
        'Les énergies renouvelables ont-elles un plafond ?',
        'Oui, leurs primes sont plafonnées à 30 000 000 DH.',
        'هل للطاقات المتجددة سقف؟',
        'نعم، تسقف منحها في 30.000.000 درهم.',
      ],
      [
        'Combien dure l’exonération de TVA à l’importation ?',
        '36 mois, prorogeables de 24 mois.',
        'كم تدوم الإعفاءات عند الاستيراد؟',
        '36 شهرا، قابلة للتمديد بـ 24 شهرا.',
      ],
      [
        'Le simulateur engage-t-il le centre ?',
        'Non, il donne une estimation ; la commission compétente décide.',
        'هل المحاكي ملزم للمركز؟',
        'لا، يعطي تقديرا فقط؛ واللجنة المختصة هي التي تقرر.',
      ],
    ],
  },
  APPEALS: {
    audience: 'PUBLIC',
    questions: [
      [
        'Que faire après une décision défavorable ?',
        'Vous pouvez déposer un recours gracieux auprès du wali, puis un recours ministériel.',
        'ماذا أفعل بعد قرار غير موافق؟',
        'يمكنكم تقديم تظلم استعطافي لدى الوالي، ثم طعن وزاري.',
      ],
      [
        'Dans quel délai déposer un recours ?',
        'Dans les 15 jours qui suivent la notification de la décision.',
        'ما أجل تقديم الطعن؟',
        'داخل 15 يوما من تبليغ القرار.',
      ],
      [
        'Combien de recours par dossier ?',
        'Un recours gracieux et un recours ministériel au plus.',
        'كم طعنا لكل ملف؟',
        'تظلم استعطافي واحد وطعن وزاري واحد على الأكثر.',
      ],
    ],
  },
  LAND: {
    audience: 'PUBLIC',
    questions: [
      [
        'Comment m’informer sur le foncier ?',
        'La page d’information foncière présente les démarches et les interlocuteurs.',
        'كيف أستعلم عن العقار؟',
        'تقدم صفحة الإعلام العقاري الإجراءات والمحاورين.',
      ],
      [
        'Combien vaut l’attestation de vocation non agricole ?',
        'L’attestation provisoire est valable 6 mois.',
        'ما مدة صلاحية شهادة الوجهة غير الفلاحية؟',
        'الشهادة المؤقتة صالحة لمدة 6 أشهر.',
      ],
      [
        'Combien vaut un permis de construire ?',
        'Hors zone franche, le permis de construire est valable 12 mois.',
        'ما مدة صلاحية رخصة البناء؟',
        'خارج المنطقة الحرة، رخصة البناء صالحة لمدة 12 شهرا.',
      ],
    ],
  },
};
