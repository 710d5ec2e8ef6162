/** The Complete Report's words about organisations that can help, in French; see ../en/report-resources.ts. */
import type { AssessmentType } from '../../assessments/catalogue.ts';
import type { OrganisationId } from '../../report/resources.ts';

export const organisationDescriptions: Readonly<Record<OrganisationId, string>> = {
  'autism-europe':
    'Un réseau de plus de 80 associations de l’autisme dans 38 pays, reconnu par les institutions de l’UE. Sa liste de membres est un bon moyen de trouver l’association de votre pays.',
  'adhd-europe':
    'L’alliance européenne des associations nationales et régionales du TDAH. Elle a publié une enquête sur l’accès au diagnostic et au traitement en Europe, et présente la liste de ses groupes membres.',
  'european-dyslexia-association':
    'Réunit 40 organisations membres dans 24 pays européens et est membre de l’European Disability Forum.',
  'autismus-deutschland':
    'L’association nationale de l’autisme, avec des informations sur le diagnostic chez l’adulte.',
  'adhs-deutschland': 'Une association nationale d’entraide pour les personnes avec un TDAH.',
  bvl: 'L’association nationale pour la dyslexie et la dyscalculie.',
  'autisme-france': 'Une association nationale de l’autisme, fondée en 1989 et membre d’Autism-Europe.',
  hypersupers:
    'Une association nationale du TDAH fondée par des parents en 2002, pour les familles, les adultes et les enfants avec un TDAH.',
  ffdys:
    'Une fédération d’associations pour la dyslexie, la dyspraxie et d’autres troubles spécifiques des apprentissages.',
  angsa:
    'Une association nationale de l’autisme fondée par des parents en 1985, présente dans chaque région.',
  aifa: 'Une association nationale du TDAH fondée par des parents en 2002, qui organise aussi des événements sur le TDAH chez l’adulte.',
  aid: 'L’association nationale pour les troubles spécifiques des apprentissages comme la dyslexie, avec des membres adultes et des sections locales.',
  'autismo-espana':
    'La confédération espagnole des organisations de l’autisme, fondée en 1994, qui soutient les personnes autistes et leurs familles.',
  feaadah: 'La fédération espagnole des associations du TDAH, membre fondateur d’ADHD-Europe.',
  nva: 'L’association néerlandaise de l’autisme, fondée en 1978, pour les personnes autistes de tout âge et leurs proches.',
  'impuls-woortblind':
    'L’association néerlandaise des personnes avec un TDAH, un TDA, une dyslexie ou une dyscalculie, avec des informations pour les adultes.',
  'fundacja-jim': 'Une fondation qui soutient les personnes autistes, adultes compris, et leurs familles.',
  'autyzm-polska': 'Une fédération d’organisations polonaises de l’autisme, membre d’Autism-Europe.',
  ptd: 'L’association polonaise de la dyslexie, pour les personnes dyslexiques et les spécialistes, avec des antennes régionales.',
  vva: 'L’association flamande de l’autisme, pour les personnes autistes, leurs parents et leurs familles.',
  participate:
    'Un site d’information flamand sur l’autisme pour les personnes autistes, les familles et les spécialistes, avec un guide pratique des services.',
  zitstil:
    'Un centre d’expertise flamand sur le TDAH, qui travaille aussi avec les adolescents et les jeunes adultes.',
  'autism-sverige':
    'L’association nationale suédoise de l’autisme, appelée Autism- och Aspergerförbundet jusqu’en 2022.',
  attention:
    'Une association nationale pour les personnes avec un trouble du neurodéveloppement comme le TDAH ou l’autisme, leurs familles et les spécialistes, qui compte environ 15 000 membres.',
  dyslexiforbundet:
    'L’association suédoise de la dyslexie, fondée en 1979 par des personnes ayant des difficultés de lecture et d’écriture.',
  autistenhilfe:
    'Une organisation autrichienne de l’autisme, avec son propre centre de diagnostic et de thérapie.',
  asiam:
    'L’association nationale irlandaise de l’autisme, fondée en 2014, qui soutient les adultes autistes et les familles.',
  'adhd-ireland':
    'Une association nationale pour les adultes avec un TDAH et les parents, qui anime des groupes de soutien pour adultes et le programme en ligne UMAAP.',
  'dyslexia-ireland':
    'L’association nationale de la dyslexie, avec des informations sur le bilan pour les enfants et les adultes.',
  'dyspraxia-dcd-ireland':
    'Une organisation nationale fondée par des parents, avec des informations et une ligne d’écoute pour les enfants et les adultes.',
  'national-autistic-society':
    'La principale association du Royaume-Uni pour les personnes autistes, avec du soutien et des conseils pour les adultes autistes et les familles.',
  'adhd-uk': 'Une association du Royaume-Uni pour les personnes avec un TDAH.',
  'british-dyslexia-association':
    'Des informations pour les adultes dyslexiques et les employeurs, dont son guide de style « Dyslexia Style Guide ».',
  'movement-matters':
    'L’organisation qui réunit au Royaume-Uni les principaux groupes nationaux pour le TDC ou la dyspraxie, avec des informations pour les adultes et les employeurs.',
};

export const resourceNotes: Readonly<Partial<Record<AssessmentType, string>>> = {
  spd: 'Les différences de traitement sensoriel ne sont pas un diagnostic à part dans le DSM-5 : peu d’organisations s’y consacrent donc uniquement. Des associations de l’autisme et du TDAH sont citées, car les différences sensorielles sont fréquentes dans les deux cas, et les ergothérapeutes travaillent depuis longtemps sur les besoins sensoriels.',
  dyspraxia:
    'Il existe moins d’organisations pour les adultes avec une dyspraxie (TDC) que pour les autres sujets de ce rapport. La Dyspraxia Foundation, au Royaume-Uni, a fermé en 2024 ; Movement Matters propose désormais des informations en anglais.',
};
