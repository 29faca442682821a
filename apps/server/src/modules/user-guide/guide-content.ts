/**
 * The text of the user guide (spec 1 §2.3: offered to advisors and CRUI members in the user menu): the
 * screens of those two roles, as the portal shows them. French only for now: the PDF fonts cannot shape
 * Arabic (docs/decisions/017-user-guide.md). Characters stay within WinAnsi (Helvetica of pdf-lib).
 */

export interface GuideSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface GuidePart {
  title: string;
  intro: string;
  sections: GuideSection[];
}

export const GUIDE_TITLE = 'Guide de l’utilisateur du portail des CRI';
export const GUIDE_SUBTITLE = 'Conseillers et membres de la Commission régionale unifiée d’investissement (CRUI)';
export const GUIDE_EDITION = 'Édition 2026';

export const GUIDE_PARTS: GuidePart[] = [
  {
    title: '1. Se connecter et gérer son compte',
    intro:
      'Le portail s’ouvre à l’adresse communiquée par votre Centre régional d’investissement. Chaque compte du ' +
      'personnel est protégé par un mot de passe et par un code de sécurité à six chiffres.',
    sections: [
      {
        heading: 'Connexion',
        bullets: [
          'Saisissez votre adresse e-mail professionnelle, votre mot de passe et les caractères de l’image de vérification, puis cliquez sur « Se connecter ».',
          'À la première connexion, le portail affiche un QR code : scannez-le avec une application d’authentification (ou saisissez la clé affichée), puis entrez le code à six chiffres qu’elle donne.',
          'Aux connexions suivantes, seul le code à six chiffres de l’application est demandé. Le bouton « Valider » s’active lorsque les six chiffres sont saisis.',
          'Téléphone perdu ou changé : demandez au support régional de votre centre de réinitialiser votre code ; un nouveau QR code s’affichera à la connexion suivante.',
        ],
      },
      {
        heading: 'Barre supérieure et menu utilisateur',
        paragraphs: [
          'La barre supérieure affiche votre prénom et votre avatar. Le menu utilisateur donne accès à votre profil, au changement de mot de passe, à ce guide et à la déconnexion ; les membres de la CRUI y trouvent aussi le retour au tableau de bord. Le bouton de langue bascule le portail entre le français et l’arabe.',
        ],
      },
      {
        heading: 'Profil et mot de passe',
        bullets: [
          'Mon profil : vos informations en lecture, et une fenêtre de modification pour le téléphone mobile (obligatoire), le téléphone fixe et, pour les membres de la CRUI, la fonction.',
          'Photo de profil : formats JPG et PNG uniquement ; les membres de la CRUI portent un badge.',
          'Mot de passe : au moins 8 caractères avec une minuscule, une majuscule, un chiffre et un caractère spécial ; la confirmation doit être identique.',
          'Un bandeau prévient lorsque le mot de passe expire dans 7 jours ou moins, avec le nombre de jours restants. Un mot de passe expiré doit être changé avant de continuer.',
        ],
      },
    ],
  },
  {
    title: '2. Espace du conseiller',
    intro:
      'Le conseiller accompagne les investisseurs de sa région, du questionnaire de cadrage jusqu’au passage du ' +
      'dossier en commission. Il ne voit que les données de sa région.',
    sections: [
      {
        heading: 'Tableau de bord',
        paragraphs: [
          'Le tableau de bord regroupe les dossiers de la région par étape : dossiers déposés à vérifier, dossiers en attente de documents, dossiers validés à partager, dossiers à programmer en commission. Chaque liste s’ouvre sur la fiche du dossier.',
        ],
      },
      {
        heading: 'Questionnaires de cadrage',
        bullets: [
          'Le menu « Questionnaires de la région » liste les questionnaires remplis par les investisseurs de la région.',
          'La page de détail présente les réponses (secteur, montant d’investissement, emplois, besoins en foncier) et les procédures recommandées.',
          'Depuis cette page, affectez le questionnaire à un conseiller de la région : l’investisseur voit alors son conseiller.',
        ],
      },
      {
        heading: 'Vérification d’un dossier',
        bullets: [
          'Vérifiez chaque procédure et chaque document déposé : un document est valide ou non valide, et un commentaire est obligatoire lorsqu’il n’est pas valide.',
          'Une procédure peut être désactivée ou réactivée, mais au moins une doit rester active.',
          'Demandez les documents manquants, puis notifiez l’investisseur : il reçoit le message et la liste des pièces à fournir.',
          'Lorsque tout est conforme, validez le dossier : il n’est alors plus possible de demander des documents.',
        ],
      },
      {
        heading: 'Partage et programmation en commission',
        bullets: [
          'Partagez le dossier validé avec les administrations concernées : leurs membres de la CRUI le reçoivent pour avis.',
          'Programmez le dossier dans une séance de la commission depuis le calendrier de la semaine ; un dossier peut être déprogrammé et revenir dans la liste à programmer.',
        ],
      },
      {
        heading: 'Rendez-vous',
        bullets: [
          'Le menu « Rendez-vous » liste les demandes de la région : toutes, à programmer, à venir et passées.',
          'Ouvrez une demande pour la programmer : choisissez un jour ouvré puis un créneau des horaires de la région. Le jour de la commission régionale n’est pas proposé, car les conseillers y siègent.',
          'Vous pouvez déplacer ou annuler un rendez-vous ; l’investisseur est prévenu par e-mail, dans la langue de sa demande, à chaque changement.',
          'Répondez aux demandes dans les 48 heures qui suivent leur affectation.',
        ],
      },
    ],
  },
  {
    title: '3. Espace du membre de la CRUI',
    intro:
      'Le membre de la Commission régionale unifiée d’investissement examine les dossiers partagés avec son ' +
      'administration et suit les séances de la commission de sa région.',
    sections: [
      {
        heading: 'Tableau de bord et dossiers',
        bullets: [
          'Le tableau de bord présente les dossiers de la région partagés avec votre administration et ceux programmés en commission.',
          'La fiche d’un dossier donne le projet, l’investisseur, les procédures demandées et les documents déposés, en lecture.',
          'La barre de recherche retrouve un dossier par nom, référence, référence foncière, investisseur ou procédure (au moins 3 caractères).',
        ],
      },
      {
        heading: 'Calendrier et recours',
        bullets: [
          'Le calendrier affiche les séances de la commission et les dossiers programmés à chacune.',
          'Le menu « Recours » liste les recours déposés par les investisseurs après une décision défavorable.',
          'À tout moment, l’entrée « Retour au tableau de bord » du menu utilisateur vous ramène à votre page d’accueil.',
        ],
      },
    ],
  },
  {
    title: '4. Bonnes pratiques',
    intro: 'Quelques règles protègent les données des investisseurs et la traçabilité des décisions.',
    sections: [
      {
        heading: 'Sécurité',
        bullets: [
          'Ne partagez jamais votre mot de passe ni votre code de sécurité, y compris avec le support.',
          'Déconnectez-vous depuis le menu utilisateur en quittant un poste partagé.',
          'Les liens de téléchargement de documents sont personnels et expirent au bout de 30 minutes.',
        ],
      },
      {
        heading: 'Assistance',
        paragraphs: [
          'Pour toute difficulté (accès, code de sécurité, données d’un dossier), contactez le support régional de votre Centre régional d’investissement, en précisant la page concernée et, le cas échéant, la référence du dossier.',
        ],
      },
    ],
  },
];
