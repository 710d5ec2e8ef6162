/** The Complete Report's words about organisations that can help, in German; see ../en/report-resources.ts. */
import type { AssessmentType } from '../../assessments/catalogue.ts';
import type { OrganisationId } from '../../report/resources.ts';

export const organisationDescriptions: Readonly<Record<OrganisationId, string>> = {
  'autism-europe':
    'Ein Netzwerk von mehr als 80 Autismus-Verbänden in 38 Ländern, anerkannt von den EU-Institutionen. Über seine Mitgliederliste finden Sie gut den Verband in Ihrem Land.',
  'adhd-europe':
    'Der europäische Zusammenschluss nationaler und regionaler ADHS-Verbände. Er hat eine Umfrage zum Zugang zu Diagnose und Behandlung in Europa veröffentlicht und führt seine Mitgliedsgruppen auf.',
  'european-dyslexia-association':
    'Vereint 40 Mitgliedsorganisationen in 24 europäischen Ländern und ist Mitglied des European Disability Forum.',
  'autismus-deutschland':
    'Der bundesweite Autismus-Verband, mit Informationen zur Diagnostik bei Erwachsenen.',
  'adhs-deutschland': 'Ein bundesweiter Selbsthilfeverband für Menschen mit ADHS.',
  bvl: 'Der bundesweite Verband für Legasthenie und Dyskalkulie.',
  'autisme-france': 'Ein landesweiter Autismus-Verband, 1989 gegründet und Mitglied von Autism-Europe.',
  hypersupers:
    'Ein landesweiter ADHS-Verband, 2002 von Eltern gegründet, für Familien, Erwachsene und Kinder mit ADHS.',
  ffdys: 'Ein Dachverband von Vereinen für Legasthenie, Dyspraxie und andere spezifische Lernbesonderheiten.',
  angsa:
    'Ein landesweiter Autismus-Verband, 1985 von Eltern gegründet, mit einer Gliederung in jeder Region.',
  aifa: 'Ein landesweiter ADHS-Verband, 2002 von Eltern gegründet, der auch Veranstaltungen zu ADHS bei Erwachsenen ausrichtet.',
  aid: 'Der landesweite Verband für spezifische Lernstörungen wie Legasthenie, mit erwachsenen Mitgliedern und örtlichen Sektionen.',
  'autismo-espana':
    'Der spanische Dachverband der Autismus-Organisationen, 1994 gegründet, der autistische Menschen und ihre Familien unterstützt.',
  feaadah: 'Der spanische Dachverband der ADHS-Vereinigungen und Gründungsmitglied von ADHD-Europe.',
  nva: 'Der niederländische Autismus-Verband, 1978 gegründet, für autistische Menschen jeden Alters und die Menschen, die ihnen nahestehen.',
  'impuls-woortblind':
    'Der niederländische Verband für Menschen mit ADHS, ADS, Legasthenie oder Dyskalkulie, mit Informationen für Erwachsene.',
  'fundacja-jim': 'Eine Stiftung, die autistische Menschen, auch Erwachsene, und ihre Familien unterstützt.',
  'autyzm-polska': 'Ein Dachverband polnischer Autismus-Organisationen und Mitglied von Autism-Europe.',
  ptd: 'Die Polnische Legasthenie-Gesellschaft, für Menschen mit Legasthenie und Fachleute, mit regionalen Zweigstellen.',
  vva: 'Der flämische Autismus-Verband, für autistische Menschen, ihre Eltern und Familien.',
  participate:
    'Eine flämische Informationsseite über Autismus für autistische Menschen, Familien und Fachleute, mit einem praktischen Wegweiser zu Hilfsangeboten.',
  zitstil: 'Ein flämisches Fachzentrum für ADHS, das auch mit Jugendlichen und jungen Erwachsenen arbeitet.',
  'autism-sverige':
    'Der landesweite schwedische Autismus-Verband, der bis 2022 Autism- och Aspergerförbundet hieß.',
  attention:
    'Ein landesweiter Verband für Menschen mit Besonderheiten der neurologischen Entwicklung wie ADHS und Autismus, für ihre Familien und für Fachleute, mit rund 15.000 Mitgliedern.',
  dyslexiforbundet:
    'Der schwedische Legasthenie-Verband, 1979 von Menschen mit Lese- und Schreibschwierigkeiten gegründet.',
  autistenhilfe:
    'Eine österreichische Autismus-Organisation mit einem eigenen Zentrum für Diagnostik und Therapie.',
  asiam:
    'Die landesweite gemeinnützige Autismus-Organisation Irlands, 2014 gegründet, mit Unterstützung für autistische Erwachsene und Familien.',
  'adhd-ireland':
    'Eine landesweite gemeinnützige Organisation für Erwachsene mit ADHS und für Eltern, die Selbsthilfegruppen für Erwachsene und das Online-Programm UMAAP anbietet.',
  'dyslexia-ireland':
    'Der landesweite Legasthenie-Verband, mit Informationen zur Abklärung bei Kindern und Erwachsenen.',
  'dyspraxia-dcd-ireland':
    'Eine landesweite Organisation, von Eltern gegründet, mit Informationen und einem Beratungstelefon für Kinder und Erwachsene.',
  'national-autistic-society':
    'Die führende gemeinnützige Organisation für autistische Menschen im Vereinigten Königreich, mit Unterstützung und Beratung für autistische Erwachsene und Familien.',
  'adhd-uk': 'Eine gemeinnützige Organisation im Vereinigten Königreich für Menschen mit ADHS.',
  'british-dyslexia-association':
    'Informationen für Erwachsene mit Legasthenie und für Arbeitgeber, darunter der „Dyslexia Style Guide“ des Verbands.',
  'movement-matters':
    'Der Dachverband der wichtigsten landesweiten Gruppen für DCD/Dyspraxie im Vereinigten Königreich, mit Informationen für Erwachsene und Arbeitgeber.',
};

export const resourceNotes: Readonly<Partial<Record<AssessmentType, string>>> = {
  spd: 'Unterschiede in der Reizverarbeitung sind im DSM-5 keine eigene Diagnose, deshalb befassen sich nur wenige Organisationen allein damit. Aufgeführt sind Autismus- und ADHS-Verbände, weil sensorische Unterschiede bei beiden häufig vorkommen und Ergotherapeutinnen und Ergotherapeuten schon lange mit sensorischen Bedürfnissen arbeiten.',
  dyspraxia:
    'Für Erwachsene mit Dyspraxie (DCD) gibt es weniger Organisationen als für die anderen Themen dieses Berichts. Die Dyspraxia Foundation im Vereinigten Königreich hat 2024 geschlossen; Informationen auf Englisch bietet jetzt Movement Matters.',
};
