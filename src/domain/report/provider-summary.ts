import { contextLabels, contextNotGiven, forChildhoodHistory, quotedWords } from '#messages/report-provider';
import type { AssessmentType } from '../assessments/catalogue.ts';
import { describeAreas, ONSET_LABELS, type ResultContext } from '../assessments/result-context.ts';
import { getTopics, REPORT_TOPICS, type ReportTopic } from './topics.ts';
import { checked, type Verification } from './verification.ts';

// The one page a reader can hand to a clinician. It states plainly what the questionnaire is and is not, so a
// professional can weigh it correctly, and names validated instruments they may choose to use
// (docs/content-basis.md A5 item 6) without reproducing any of them; each reference was checked (decision
// record 013). Its words are messages (`report-provider`), which report-content.ts reads by name.

/** The context answers as the provider page's rows: "not given" for each question skipped or never asked. */
export function describeContext(context: ResultContext | null): { label: string; value: string }[] {
  const areas = context?.areas ?? [];
  return [
    { label: contextLabels.onset, value: context?.onset ? ONSET_LABELS[context.onset] : contextNotGiven },
    { label: contextLabels.areas, value: areas.length > 0 ? describeAreas(areas) : contextNotGiven },
    {
      label: contextLabels.example,
      value: context?.example ? quotedWords({ words: context.example }) : contextNotGiven,
    },
  ];
}

export type ClinicalInstrument = {
  name: string;
  reference: string;
  /** Where the instrument's authors, year and journal were checked. */
  verified: Verification;
};

export const CLINICAL_INSTRUMENTS: Readonly<Record<ReportTopic, readonly ClinicalInstrument[]>> = {
  autism: [
    {
      name: 'AQ / AQ-10',
      reference: 'Baron-Cohen et al. 2001; Allison, Auyeung & Baron-Cohen 2012',
      verified: checked(
        'https://acnpsearch.tweb-dev.unibo.it/singlejournalindex/87265355',
        'https://ablesci.com/scholar/paper?id=8AQkJPDx8',
      ),
    },
    {
      name: 'RAADS-R',
      reference: 'Ritvo et al. 2011',
      verified: checked('https://pmc.ncbi.nlm.nih.gov/articles/PMC3134766'),
    },
  ],
  adhd: [
    {
      name: 'ASRS v1.1',
      reference: 'Kessler et al. 2005 (WHO)',
      verified: checked(
        'http://journals.cambridge.org/action/displayAbstract?fromPage=online&aid=277104&fileId=S0033291704002892',
      ),
    },
    {
      name: forChildhoodHistory({ instrument: 'WURS' }),
      reference: 'Ward, Wender & Reimherr 1993',
      verified: checked('https://suppr.wilddata.cn/browses/detail/pubmed/8494063'),
    },
  ],
  sensory: [
    {
      name: 'Adolescent/Adult Sensory Profile',
      reference: 'Brown & Dunn 2002',
      verified: checked(
        'http://classes.kumc.edu/sah/resources/sensory_processing/learning_opportunities/concepts/sp_measures_adolescent_adult_profile.htm',
      ),
    },
    {
      name: 'Glasgow Sensory Questionnaire',
      reference: 'Robertson & Simmons 2013',
      verified: checked(
        'https://discovery.dundee.ac.uk/en/publications/the-relationship-between-sensory-sensitivity-and-autistic-traits-',
      ),
    },
  ],
  dyspraxia: [
    {
      name: 'Adult DCD/Dyspraxia Checklist (ADC)',
      reference: 'Kirby et al. 2010',
      verified: checked(
        'https://cris.haifa.ac.il/en/publications/the-development-and-standardization-of-the-adult-developmental-co',
      ),
    },
  ],
  dyslexia: [
    {
      name: 'Adult Reading History Questionnaire (ARHQ)',
      reference: 'Lefly & Pennington 2000',
      verified: checked('https://doi.org/10.1177/002221940003300306'),
    },
    {
      name: 'Adult dyslexia checklist',
      reference: 'Vinegrad 1994',
      verified: checked('http://en.copian.ca/library/research/ldtrain/tools/138.htm'),
    },
  ],
};

export function getClinicalInstruments(type: AssessmentType): ClinicalInstrument[] {
  const topics = getTopics(type);
  return REPORT_TOPICS.filter((topic) => topics.includes(topic)).flatMap(
    (topic) => CLINICAL_INSTRUMENTS[topic],
  );
}
